"""Run a slice of the entry function at compile time: outlined into a function without
arguments, compiled by the stitch pipeline (without stitch-fold-constants) and run on the
emulator, so a folded constant holds what the kernels would have computed at run time."""
from __future__ import annotations

import numpy as np
from mlir import ir
from mlir.dialects import func as func_d

from ..run_facts import facts_apart
from ..runtime.emulator.errors import EmulatorError
from ..runtime.errors import StitchError
from ..transforms.outline import remap_operands
from .pipeline import Pipeline

# the evaluated function is all constants: its L0 stage must not fold it again
EVALUATION_L0 = "builtin.module(stitch-normalize,stitch-classify)"


class EvaluationFailed(Exception):
    """The slice did not compile or run (it then stays in the model, computed at run time)."""


def evaluate(ops: list, values: list) -> list:
    """`values` (results of `ops`, which read nothing else) as numpy arrays."""
    from .compile import compile as compile_artifact  # compile.py imports the passes
    from ..runtime.loader import load

    text = str(_outlined(ops, values))
    try:
        with facts_apart():
            artifact = compile_artifact(text, pipeline=Pipeline().replace_stage("L0", EVALUATION_L0),
                                        resources=False, cache=False)
        results = load(artifact, backend="emulator")()
    except (StitchError, EmulatorError) as e:
        raise EvaluationFailed(_first_line(e)) from None
    except Exception as e:  # noqa: BLE001 - a bug here must not fail a compile that needs no fold
        raise EvaluationFailed(f"{type(e).__name__}: {_first_line(e)}") from None
    return [np.asarray(r) for r in results]


def _first_line(e: Exception) -> str:
    return (str(e).strip().splitlines() or [type(e).__name__])[0][:300]


def _outlined(ops: list, values: list) -> ir.Module:
    context = values[0].type.context
    with context, ir.Location.unknown(context):
        module = ir.Module.create()
        with ir.InsertionPoint(module.body):
            fn = func_d.FuncOp("main", ([], [v.type for v in values]))
        body = fn.add_entry_block()
        mapping: dict = {}
        with ir.InsertionPoint(body):
            for op in ops:
                clone = op.clone()
                remap_operands(clone, mapping)
                mapping.update(zip(op.results, clone.results))
            func_d.ReturnOp([mapping[v] for v in values])
    return module
