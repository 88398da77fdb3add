"""`torch.compile(model, backend="mlir_stitch")`: the TorchDynamo backend (graph_compiler.py).

Nothing here imports torch or `mlir` at import time: the export worker process imports this
package beside torch-mlir. The entry point torch.compile looks the name up through is
`registered_backend`, which starts the export worker as it answers."""


def backend(gm, example_inputs, **kwargs):
    from .graph_compiler import backend as _backend

    return _backend(gm, example_inputs, **kwargs)


def __getattr__(name):
    if name == "registered_backend":  # torch.compile(backend="mlir_stitch") looks it up
        from .export_worker import prestart_worker

        prestart_worker()  # its imports overlap Dynamo's tracing of the first call
        return backend
    if name == "StitchFallbackWarning":
        from .graph_compiler import StitchFallbackWarning

        return StitchFallbackWarning
    raise AttributeError(name)
