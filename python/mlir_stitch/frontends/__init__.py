"""Frontends: bring PyTorch and JAX models in as linalg-on-tensors MLIR plus reference outputs.

Each frontend imports its framework's own MLIR build (torch-mlir, jaxlib), which clashes with the
`mlir` bindings the compiler uses, so nothing here imports `mlir`, and `stitch-export` runs every
export in a fresh process (`exporter.export_in_subprocess`).

    from mlir_stitch.frontends.torch import export_torch
    exported = export_torch(model, (x,))     # -> Exported: .mlir, .inputs, .expected, .arg_names
    exported.save("out/llama")               # model.mlir, inputs.npz, expected.npz, meta.json
"""
from .exported import Exported, ExportError, load_exported  # noqa: F401
