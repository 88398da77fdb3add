"""Collapse a copy instead of its result (stitch-normalize).

A collapse_shape of a copy (a generic yielding its one input: GQA's repeat of the key and value
heads, [B, KV, G, S, D] -> [B, KV·G, S, D]) is a kernel boundary, as every reshape of a computed
value is. The copy computes nothing, so it is rebuilt over the collapsed shape instead: it
reads its input at the digits of the merged loops (`h floordiv G`, `h mod G`), and its readers
read it without a reshape (a fused attention kernel then reads the heads through that map)."""
from __future__ import annotations

from math import prod

from mlir import ir
from mlir.dialects import linalg, tensor

from ..analysis.fusion_domain import producer
from ..analysis.linalg_info import UnsupportedIndexMap, linalg_info
from .index_maps import compose, merged_digits
from .outline import erase_dead_pure_ops


def fold_collapses_into_copies(block: ir.Block) -> int:
    """Rebuild every copy of `block` that a collapse_shape reads over the collapsed shape; the
    number of collapses folded."""
    folded = 0
    for op in [op.operation for op in block.operations]:
        if op.name != "tensor.collapse_shape" or copy_source(op.operands[0]) is None:
            continue
        with ir.InsertionPoint(op), op.location:
            value = collapsed_copy(producer(op.operands[0]), reassociation(op))
        if value is not None:
            op.results[0].replace_all_uses_with(value)
            op.erase()
            folded += 1
    if folded:
        erase_dead_pure_ops(block)
    return folded


def copy_source(value: ir.Value) -> "ir.Operation | None":
    """The copy generic defining `value`, else None."""
    op = producer(value)
    if op is None or op.name != "linalg.generic":
        return None
    try:
        return op if linalg_info(op).is_copy() else None
    except UnsupportedIndexMap:
        return None


def reassociation(reshape) -> list:
    return [[int(ir.IntegerAttr(d).value) for d in g] for g in reshape.attributes["reassociation"]]


def collapsed_copy(copy, groups: list) -> "ir.Value | None":
    """`copy` computed over its shape collapsed by `groups` (before the insertion point), or
    None when its input would be read through a map the kernels cannot index."""
    info = linalg_info(copy)
    shape = list(info.ranges)
    new_shape = [prod(shape[d] for d in g) for g in groups]
    maps = [ir.AffineMapAttr(a).value for a in copy.attributes["indexing_maps"]]
    read = compose(maps[0], merged_digits(shape, groups))
    etype = ir.RankedTensorType(copy.results[0].type).element_type
    empty = tensor.EmptyOp(new_shape, etype).result
    identity = ir.AffineMap.get_identity(len(new_shape))
    parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
    new = linalg.GenericOp([empty.type], [copy.operands[0]], [empty],
                           ir.ArrayAttr.get([ir.AffineMapAttr.get(read),
                                             ir.AffineMapAttr.get(identity)]),
                           ir.ArrayAttr.get([parallel] * len(new_shape))).operation
    body = new.regions[0].blocks.append(etype, etype)
    with ir.InsertionPoint(body):
        linalg.YieldOp([body.arguments[0]])
    try:
        linalg_info(new)
    except UnsupportedIndexMap:
        new.erase()
        empty.owner.erase()
        return None
    return new.results[0]
