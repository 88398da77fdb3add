"""Reshape a copy instead of its result (stitch-normalize).

A collapse_shape of a copy (a generic yielding its one input: GQA's repeat of the key and value
heads, [B, KV, G, S, D] -> [B, KV·G, S, D]) is a kernel boundary, as every reshape of a computed
value is. The copy computes nothing, so it is rebuilt over the collapsed shape instead: it
reads its input at the digits of the merged loops (`h floordiv G`, `h mod G`), and its readers
read it without a reshape (a fused attention kernel then reads the heads through that map).
An expand_shape of a copy (GPT-2's slices of the fused QKV projection split into heads) becomes
the copy over the expanded shape, reading a view of its input expanded alike."""
from __future__ import annotations

from math import prod

from mlir import ir
from mlir.dialects import arith, linalg, tensor

from ..analysis.fusion_domain import producer
from ..analysis.linalg_info import UnsupportedIndexMap, linalg_info
from .index_maps import compose, merged_digits, reassociation, split_read
from .outline import erase_dead_pure_ops


def fold_reshapes_into_copies(block: ir.Block) -> int:
    """Rebuild every copy of `block` that a collapse_shape or expand_shape reads over the
    reshaped shape; the number of reshapes folded."""
    folded = 0
    for op in [op.operation for op in block.operations]:
        if op.name not in ("tensor.collapse_shape", "tensor.expand_shape") \
                or copy_source(op.operands[0]) is None:
            continue
        copy = producer(op.operands[0])
        with ir.InsertionPoint(op), op.location:
            if op.name == "tensor.collapse_shape":
                value = collapsed_copy(copy, reassociation(op))
            else:
                value = expanded_copy(copy, reassociation(op),
                                      list(ir.RankedTensorType(op.results[0].type).shape))
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


def collapsed_copy(copy, groups: list) -> "ir.Value | None":
    """`copy` computed over its shape collapsed by `groups` (before the insertion point), or
    None when its input would be read through a map the kernels cannot index."""
    shape = list(linalg_info(copy).ranges)
    new_shape = [prod(shape[d] for d in g) for g in groups]
    maps = [ir.AffineMapAttr(a).value for a in copy.attributes["indexing_maps"]]
    read = compose(maps[0], merged_digits(shape, groups))
    return copy_of(copy.operands[0], read, new_shape)


def expanded_copy(copy, groups: list, new_shape: list) -> "ir.Value | None":
    """`copy` computed over its shape expanded by `groups` to `new_shape` (before the insertion
    point), reading a view of its input expanded alike (index_maps.split_read: a slice of the
    fused QKV projection read per head), or None when its read cannot be split so."""
    read = split_read(linalg_info(copy).inputs[0], groups, new_shape)
    return copy_of(*read, new_shape) if read is not None else None


def copy_of(value: ir.Value, read: ir.AffineMap, shape: list,
            convert_to: "ir.Type | None" = None) -> "ir.Value | None":
    """A copy generic of `value` read through `read` into a tensor of `shape` (before the
    insertion point), its elements converted to float type `convert_to` when given (arith.extf
    to a wider type, arith.truncf to nearest even to a narrower one), or None when the kernels
    cannot index that map."""
    etype = ir.RankedTensorType(value.type).element_type
    out_type = convert_to or etype
    empty = tensor.EmptyOp(shape, out_type).result
    identity = ir.AffineMap.get_identity(len(shape))
    parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
    new = linalg.GenericOp([empty.type], [value], [empty],
                           ir.ArrayAttr.get([ir.AffineMapAttr.get(read),
                                             ir.AffineMapAttr.get(identity)]),
                           ir.ArrayAttr.get([parallel] * len(shape))).operation
    body = new.regions[0].blocks.append(etype, out_type)
    with ir.InsertionPoint(body):
        element = body.arguments[0]
        if out_type != etype:
            convert = arith.ExtFOp if ir.FloatType(out_type).width > ir.FloatType(etype).width \
                else arith.TruncFOp
            element = convert(out_type, element).result
        linalg.YieldOp([element])
    try:
        linalg_info(new)
    except UnsupportedIndexMap:
        new.erase()
        empty.owner.erase()
        return None
    return new.results[0]
