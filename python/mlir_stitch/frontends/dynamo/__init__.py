"""`torch.compile(model, backend="mlir_stitch")`: the TorchDynamo backend (backend.py).

Nothing here imports torch or `mlir` at import time: the export worker process imports this
package beside torch-mlir."""


def backend(gm, example_inputs, **kwargs):
    from .graph_compiler import backend as _backend

    return _backend(gm, example_inputs, **kwargs)


def __getattr__(name):
    if name == "StitchFallbackWarning":
        from .graph_compiler import StitchFallbackWarning

        return StitchFallbackWarning
    raise AttributeError(name)
