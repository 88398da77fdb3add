"""Top-level `tensor.extract`s read inside linalg bodies (torch-mlir's `.item()` of a 0-d
tensor) move into the bodies that read them: each becomes a gather of the kernel, its tensor
a kernel buffer, so no scalar has to be computed on the host between launches."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import producer


def sink_extracts(block: ir.Block) -> None:
    """Clone every top-level tensor.extract of `block` next to each of its users inside a
    linalg.generic body; erase it when nothing else uses it."""
    for op in [o.operation for o in block.operations]:
        if op.name != "tensor.extract" or not _constant_indices(op):
            continue
        for use in list(op.results[0].uses):
            user = use.owner.operation
            if _in_linalg_body(user):
                clone = op.clone(ir.InsertionPoint(user))
                user.operands[use.operand_number] = clone.results[0]
        if not list(op.results[0].uses):
            op.erase()


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
