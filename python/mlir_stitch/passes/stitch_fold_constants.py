"""stitch-fold-constants (L0 -> L0): values no argument reaches become constants.

A decoder's causal mask is built from `arange` alone (HF Llama: 7 launches per call for a
[S, S] table that never changes). analysis/compile_time_values.py finds the ops that read only
constants and the frontier values that later ops read; compiler/evaluate.py runs that slice
through the stitch pipeline on the emulator, and each frontier value becomes an
`arith.constant` (a buffer of the artifact) at its op's location. A slice that does not compile
or run (a failing bounds assertion) stays in the model, computed at run time as before, and
the report says why (`fold_failed`)."""
from __future__ import annotations

import numpy as np
from mlir import ir
from mlir.dialects import arith

from ..analysis.compile_time_values import compile_time_slice
from ..compiler.evaluate import EvaluationFailed, evaluate
from .base import Option, StitchPass
from .stitch_normalize import entry_function

FOLDED_ATTR = "stitch.folded_ops"  # on the entry function: how many ops the fold replaced
UNFOLDED_ATTR = "stitch.fold_failed"  # or why the slice it found did not evaluate


def _non_negative(value: int) -> None:
    if value < 0:
        raise ValueError("must be 0 (no folding) or more")


class StitchFoldConstants(StitchPass):
    argument = "stitch-fold-constants"
    description = ("Compute the values no function argument reaches at compile time (on the "
                   "emulator) and replace them by constants")
    options = {
        "max-elements": Option(int, 1 << 22, "largest tensor (elements) the fold computes or "
                               "stores; 0 turns the fold off", check=_non_negative),
    }

    def run(self, module: ir.Operation) -> None:
        limit = self.values["max-elements"]
        if not limit:
            return
        entry = entry_function(module)
        known = compile_time_slice(entry.regions[0].blocks[0], limit)
        if not known:
            return
        try:
            arrays = evaluate(known.ops, known.frontier)
        except EvaluationFailed as e:
            entry.attributes[UNFOLDED_ATTR] = ir.StringAttr.get(str(e))
            return
        for value, array in zip(known.frontier, arrays):
            value.replace_all_uses_with(_constant_like(value, array))
        folded = _erase_dead(known.ops)
        entry.attributes[FOLDED_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), folded)


def _constant_like(value: ir.Value, array: np.ndarray) -> ir.Value:
    """An arith.constant holding `array`, before the op defining `value`, at its location."""
    op = value.owner
    shaped = ir.RankedTensorType(value.type)
    element = shaped.element_type
    array = np.asarray(array, order="C")  # (np.ascontiguousarray made a 0-d value 1-d)
    if array.dtype == np.bool_:  # the bindings take i1 from numpy bools only, untyped
        attr = ir.DenseElementsAttr.get(array)
    elif str(element) == "bf16":  # nor a buffer of bf16: its bits, typed
        attr = ir.DenseElementsAttr.get(array.view(np.uint16), type=element,
                                        shape=list(shaped.shape))
    else:
        attr = ir.DenseElementsAttr.get(array, type=element)
    with ir.InsertionPoint(op), op.location:
        return arith.ConstantOp(value.type, attr).result


def _erase_dead(ops: list) -> int:
    """Erase the ops of the slice nothing reads any more (last first); how many computed
    something (not constants or empties)."""
    erased = 0
    for op in reversed(ops):
        if all(not list(r.uses) for r in op.results):
            erased += op.name not in ("arith.constant", "tensor.empty")
            op.erase()
    return erased
