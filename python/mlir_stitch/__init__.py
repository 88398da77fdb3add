"""mlir-stitch: stitch the memory-intensive parts of ML graphs into a few GPU kernels.

    art = mlir_stitch.compile("model.mlir", target="sm_90")   # -> Artifact
    art.save("out/"); print(art.report["kernel_count"])
    fn = mlir_stitch.load("out/", backend="auto")              # cuda when a GPU is present
    (y,) = fn(x, gamma, beta)

The run side (`load`) needs only numpy and cuda-python; `compile` needs the MLIR bindings and
is imported lazily so that the run side works without them."""
from .runtime import load  # noqa: F401  (run side: no MLIR import)


def compile(source, target: str = "sm_90", **kwargs):
    """Compile a path, MLIR text or ir.Module; see mlir_stitch.compiler.compile.compile."""
    from .compiler.compile import compile as _compile

    return _compile(source, target=target, **kwargs)


def __getattr__(name):
    if name == "Pipeline":
        from .compiler.pipeline import Pipeline

        return Pipeline
    raise AttributeError(name)
