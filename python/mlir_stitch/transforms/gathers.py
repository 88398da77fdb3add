"""A gather (`tensor.extract` at computed positions inside a generic's body) from the result of
an elementwise generic reads that op's inputs at the gathered position and computes the op's
body there instead, so the elementwise result need not be written at all.

Cross entropy gathers logp[r, t[r]] from log_softmax's [rows, vocab] result: 4 bytes per logit
written by one kernel and, as a gather, a kernel boundary before the next. Read through, the
gather takes x[r, t[r]] - max[r] - log(sum[r]): the log-softmax kernel writes row statistics
only. The same ops run in the same order on the same values, so every gathered element is the
value the elementwise op would have written.

Where the gathers compute no more elements than the elementwise op does (each gather evaluates
its body once per iteration of the gathering op), and where that frees the op from memory: its
other readers, if any, read it where it is computed, over its loops, so they may share its kernel
(log_softmax's x - max[r] is also exp's operand, in the kernel summing the exponentials, and
now nothing outside that kernel reads it). One read another way (GPT-2's position ids, also
sliced and concatenated) is written anyway and stays gathered. One only gathers read is erased."""
from __future__ import annotations

from math import prod

from mlir import ir
from mlir.dialects import tensor

from ..analysis.fusion_domain import producer
from ..analysis.linalg_info import generic_info
from .outline import erase_dead_pure_ops


def recompute_gathered_elements(block: ir.Block) -> int:
    """Rewrite every qualifying gather of `block`'s generics, also from the elementwise ops
    read through in turn; the number of elementwise ops read through."""
    work = [op for op in _generics(block) if _gathered_from(op)]
    done = 0
    while work:
        op = work.pop()
        if not _read_through(op):
            continue
        for gather in _gathers_of(op.results[0]):
            _compute_at(gather, op)
        done += 1
        sources = [source for value in op.operands
                   if (source := producer(value)) is not None and source.name == "linalg.generic"]
        if not list(op.results[0].uses):
            op.erase()  # now, so that its inputs' readers are seen without it
        work += sources
    if done:
        erase_dead_pure_ops(block)
    return done


def _generics(block: ir.Block):
    for op in block.operations:
        op = op.operation
        if op.name == "linalg.generic":
            yield op


def _gathered_from(op) -> bool:
    """The quick test: a tensor.extract reads `op`'s (first) result."""
    return len(op.results) == 1 and any(u.owner.operation.name == "tensor.extract"
                                        for u in op.results[0].uses)


def _read_through(op) -> bool:
    """`op` is an elementwise generic of one result, written in loop order, whose body is plain
    scalar code on its inputs; gathers read it, in all no more elements than it computes, and
    any other reader reads it where it is computed."""
    info = generic_info(op)
    if info is None or not info.is_elementwise() or len(info.outputs) != 1 \
            or info.outputs[0].map != tuple(range(len(info.ranges))):
        return False
    body = info.body
    if list(body.arguments[len(info.inputs)].uses) or any(len(o.regions) for o in info.body_ops):
        return False  # reads its init, or holds regions
    if any(not isinstance(e, int) for o in info.inputs for e in o.map):
        return False  # an index computed from loops (slices, strides) or a constant
    gathers = _gathers_of(op.results[0])
    if not gathers or not all(_reads_where_computed(use, info) for use in op.results[0].uses
                              if use.owner.operation not in gathers):
        return False
    gathered = 0
    for gather in gathers:
        reader = generic_info(_owning_generic(gather))
        if reader is None:
            return False
        gathered += prod(reader.ranges)
    return gathered <= prod(info.ranges)


def _reads_where_computed(use, info) -> bool:
    """A reader other than the gathers reads `info`'s result as an input at the position it is
    computed, over the same loops: the two may share a kernel, where the result then needs no
    memory. Read any other way (another domain, a copy, the function's result) it is written
    anyway, and reading it through would only move the gathers' dependence."""
    reader = generic_info(use.owner.operation)
    if reader is None or use.operand_number >= len(reader.inputs):
        return False
    return reader.ranges == info.ranges \
        and reader.inputs[use.operand_number].map == tuple(range(len(info.ranges)))


def _gathers_of(value) -> list:
    """The tensor.extract ops reading `value` from inside generics' bodies."""
    return [use.owner.operation for use in value.uses
            if use.owner.operation.name == "tensor.extract" and use.operand_number == 0
            and _owning_generic(use.owner.operation) is not None]


def _owning_generic(op):
    parent = op.parent
    return parent if parent is not None and parent.name == "linalg.generic" else None


def _compute_at(gather, op) -> None:
    """Replace `gather` (tensor.extract of `op`'s result) by `op`'s body at its indices."""
    info = generic_info(op)
    indices = list(gather.operands)[1:]
    body = info.body
    values: dict = {}
    with ir.InsertionPoint(gather), gather.location:
        for k, operand in enumerate(info.inputs):
            if not operand.is_tensor:
                values[body.arguments[k]] = operand.value
                continue
            at = [indices[loop] for loop in operand.map]
            values[body.arguments[k]] = tensor.ExtractOp(operand.value, at).result
        for inner in info.body_ops:
            if inner.name == "linalg.yield":
                gather.results[0].replace_all_uses_with(values[inner.operands[0]])
                break
            if inner.name == "linalg.index":
                values[inner.results[0]] = indices[ir.IntegerAttr(inner.attributes["dim"]).value]
                continue
            clone = inner.clone()
            for i, operand in enumerate(clone.operands):
                if operand in values:
                    clone.operands[i] = values[operand]
            for old, new in zip(inner.results, clone.results):
                values[old] = new
    gather.erase()
