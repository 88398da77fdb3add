"""JAX frontend: jax.jit(...).lower() to StableHLO, then jaxlib's own stablehlo-legalize-to-linalg.

Needs `pip install mlir-stitch[frontends]` (jax, jaxlib). Imports jaxlib's MLIR build, so run it in
a process that has not imported `mlir` (stitch-export does)."""
from __future__ import annotations

import numpy as np

from .exported import Exported, ExportError

TO_LINALG = ("builtin.module(func.func(chlo-legalize-to-stablehlo),stablehlo-legalize-to-linalg,"
             "canonicalize,cse)")


def export_jax(fn, inputs: tuple, *, name: str = "model", rtol: float = 1e-5, atol: float = 1e-5,
               note: str = "") -> Exported:
    """Export `fn(*inputs)` (numpy arrays) with jax.jit; inputs become the entry's arguments."""
    import jax

    inputs = tuple(np.asarray(a) for a in inputs)
    try:
        lowered = jax.jit(fn).lower(*inputs)
        expected = jax.tree_util.tree_leaves(jax.jit(fn)(*inputs))
    except Exception as e:  # jax raises many types; name the model
        raise ExportError(f"{name}: jax.jit lowering failed: {type(e).__name__}: {e}") from None
    text = stablehlo_to_linalg(lowered.as_text(), name)
    return Exported(name, "jax", text, list(inputs), [np.asarray(a) for a in expected],
                    [f"input{i}" for i in range(len(inputs))], rtol, atol, note)


def stablehlo_to_linalg(text: str, name: str = "model") -> str:
    """Re-parse the StableHLO text in a fresh jaxlib context (never mutate compiler_ir())."""
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo

    _stablehlo.register_stablehlo_passes()
    with jax_mlir.make_ir_context():
        module = ir.Module.parse(text)
        try:
            passmanager.PassManager.parse(TO_LINALG).run(module.operation)
        except Exception as e:
            raise ExportError(f"{name}: stablehlo-legalize-to-linalg failed: {e}") from None
        return str(module)
