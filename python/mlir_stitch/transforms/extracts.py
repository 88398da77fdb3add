"""Top-level `tensor.extract`s read inside linalg bodies or as scalar inputs of generics
(torch-mlir's `.item()` of a 0-d tensor, `torch.full(..., t.item())`) move into the bodies
that read them: each becomes a gather of the kernel, its tensor
a kernel buffer, so no scalar has to be computed on the host between launches."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import arith

from ..analysis.fusion_domain import producer


def sink_extracts(block: ir.Block) -> bool:
    """Clone every top-level tensor.extract of `block` next to each of its users inside a
    linalg.generic body, and into the body of a generic taking it as a scalar input (whose
    operand becomes a constant 0 it does not read); erase it when nothing else uses it.
    True if anything moved."""
    changed = False
    for op in [o.operation for o in block.operations]:
        if op.name != "tensor.extract" or not _constant_indices(op):
            continue
        for use in list(op.results[0].uses):
            user = use.owner.operation
            if _in_linalg_body(user):
                clone = op.clone(ir.InsertionPoint(user))
                user.operands[use.operand_number] = clone.results[0]
                changed = True
            elif user.name == "linalg.generic" and use.operand_number < _input_count(user):
                body = user.regions[0].blocks[0]
                clone = op.clone(ir.InsertionPoint.at_block_begin(body))
                body.arguments[use.operand_number].replace_all_uses_with(clone.results[0])
                user.operands[use.operand_number] = _zero_before(user, clone.results[0].type)
                changed = True
        if not list(op.results[0].uses):
            op.erase()
    return changed


def _zero_before(op, t: ir.Type) -> ir.Value:
    """A constant for an input the body no longer reads (canonicalize may drop it)."""
    with ir.InsertionPoint(op), op.location:
        attr = ir.FloatAttr.get(t, 0.0) if isinstance(t, ir.FloatType) else ir.IntegerAttr.get(t, 0)
        return arith.ConstantOp(t, attr).result


def _input_count(generic) -> int:
    return list(generic.attributes["operandSegmentSizes"])[0]


def _constant_indices(op) -> bool:
    """Its indices are constants (the kernels re-materialise them)."""
    return all((src := producer(v)) is not None and src.name == "arith.constant"
               for v in list(op.operands)[1:])


def _in_linalg_body(op) -> bool:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name == "linalg.generic":
            return True
        parent = parent.parent
    return False
