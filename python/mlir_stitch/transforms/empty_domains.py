"""Linalg ops over an empty iteration domain (a loop of size 0) compute nothing: each result is
replaced by what it already is, so no kernel is launched for them.

- an empty result (0 elements) becomes a `tensor.empty` of its type: the host plan gives it an
  empty buffer;
- a non-empty result (a reduction over an empty dimension) is its init, the `outs` operand
  (a fill, an argument, ...), which is still computed; an uninitialised init (`tensor.empty`)
  is refused, since its value would be returned without being computed."""
from __future__ import annotations

from math import prod

from mlir import ir
from mlir.dialects import tensor

from ..analysis.fusion_domain import producer
from ..compiler.errors import error_at

STRUCTURED = ("linalg.generic", "linalg.matmul", "linalg.batch_matmul")


def drop_empty_domains(block: ir.Block) -> bool:
    """Replace the results of every linalg op of `block` whose domain is empty; True if any."""
    changed = False
    for op in [o.operation for o in block.operations]:
        if op.name in STRUCTURED and _domain_is_empty(op):
            _replace_by_inits(op)
            changed = True
    return changed


def _domain_is_empty(op) -> bool:
    return any(isinstance(v.type, ir.RankedTensorType) and 0 in ir.RankedTensorType(v.type).shape
               for v in op.operands)


def _replace_by_inits(op) -> None:
    n_in = len(op.operands) - len(op.results)
    for result, init in zip(op.results, list(op.operands)[n_in:]):
        shaped = ir.RankedTensorType(result.type)
        if prod(shaped.shape) == 0:
            with ir.InsertionPoint(op), op.location:
                value = tensor.EmptyOp(shaped.shape, shaped.element_type).result
        else:
            src = producer(init)
            if src is not None and src.name == "tensor.empty":
                raise error_at(op, "reduces over an empty dimension into an uninitialised output "
                                   "(tensor.empty): its result would never be computed")
            value = init
        result.replace_all_uses_with(value)
    op.erase()
