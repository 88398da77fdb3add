"""Split a column reduction's reduced loop that an operand collapses (stitch-normalize).

A backward graph sums over the tokens of a [B, S, D] value as a [B·S, D] matrix: LayerNorm's
dgamma and dbeta, a Linear's bias gradient, RMSNorm's weight gradient. The collapse_shape
between the value and the sum is a kernel boundary (a fused kernel indexes values through index
maps only), so the sum ran as a column kernel of its own after the row kernel that computes the
value. A sum of leading loops may as well reduce the collapse's source over its expanded loops
(B and S, both reduced): the reduction reads the value directly and becomes a column sum of the
row kernel's domain (analysis/fusion_domain.py), LayerNorm backward one kernel. A collapse of an
argument (dbeta = the sum of dy) is split alike, so the sum shares the row kernel's domain too.

Only reduced loops are split, so the result keeps its type and nothing after it changes; only
column reductions (a prefix of the loops reduced), which stay column reductions when a reduced
loop becomes several. Other operands the host holds are expanded alike (a view); another
computed operand must be a collapse of the same split (its source is read)."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from ..analysis.fusion_domain import RESHAPES, column_reduction, producer
from ..analysis.linalg_info import UnsupportedIndexMap, linalg_info
from ..analysis.op_class import is_contraction_op
from ..analysis.reshape_domain import host_held
from .block_scan import holds_op
from .contraction_loops import reshape_splits
from .index_maps import collapsed_from, expanded_from, reassociation, split_read
from .outline import erase_dead_pure_ops
from .reshape_domains import move_body


def expand_collapsed_reduction_loops(block: ir.Block) -> int:
    """Rewrite every column reduction of `block` whose reduced loops an operand collapses; the
    number rewritten."""
    if not holds_op(block, RESHAPES):
        return 0  # every split reads an operand's reshape (_splitting_reshape)
    candidates = [op.operation for op in block.operations
                  if op.operation.name == "linalg.generic" and not is_contraction_op(op.operation)]
    rewritten = 0
    for op in candidates:
        split = _reduced_loop_split(op)
        if split and _rewrite(op, split):
            rewritten += 1
    if rewritten:
        erase_dead_pure_ops(block)
    return rewritten


def _reduced_loop_split(op) -> "dict | None":
    """reduced loop -> the sizes an operand's reshape splits it into, when the reshapes split
    only reduced loops and agree; else None."""
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap:
        return None
    k = column_reduction(info)
    if not k or any(op.name == "linalg.index" for op in info.body_ops):
        return None
    split = {}
    for operand in info.tensor_inputs:
        reshape = _splitting_reshape(operand.value, op)
        if reshape is None:
            continue
        expanded = reshape.results[0] if reshape.name == "tensor.expand_shape" else reshape.operands[0]
        splits = reshape_splits(operand.map, reassociation(reshape),
                                 list(ir.RankedTensorType(expanded.type).shape))
        if not splits or any(loop >= k or split.get(loop, sizes) != sizes
                             for loop, sizes in splits.items()):
            return None
        split.update(splits)
    return split or None


def _splitting_reshape(value: ir.Value, reader) -> "ir.Operation | None":
    """The reshape whose expanded side the reduction `reader` of `value` could read instead:
    the collapse_shape `value` comes from, or, for a computed value every other user reads
    through one expand_shape (dx of a projection, which LayerNorm backward's rows read as
    [B, S, D] and its dbeta as the GEMM's [B·S, D]), that expand_shape."""
    reshape = producer(value)
    if reshape is not None and reshape.name == "tensor.collapse_shape":
        return reshape
    if reshape is None or reshape.name in ("tensor.expand_shape", "arith.constant"):
        return None
    users = [u.owner for u in value.uses if u.owner != reader]
    expands = [u for u in users if u.name == "tensor.expand_shape"]
    if not expands or len(expands) != len(users):
        return None
    if any(e.results[0].type != expands[0].results[0].type
           or reassociation(e) != reassociation(expands[0]) for e in expands):
        return None
    return expands[0]


def _rewrite(op, split: dict) -> bool:
    """`op` over its loops with those of `split` split; False (nothing changed) when an
    operand cannot be read over the new loops."""
    info = linalg_info(op)
    groups, shape, iterators = [], [], []
    for loop, (size, kind) in enumerate(zip(info.ranges, info.iterators)):
        parts = split.get(loop, [size])
        groups.append(list(range(len(shape), len(shape) + len(parts))))
        shape += parts
        iterators += [kind] * len(parts)
    with ir.InsertionPoint(op), op.location:
        reads = [_read(operand, groups, shape) for operand in info.tensor_inputs]
        if any(r is None for r in reads):
            return False
        reads = iter(reads)
        inputs, maps = [], []
        for operand in info.inputs:
            if operand.is_tensor:
                value, amap = next(reads)
            else:  # a scalar operand
                value, amap = operand.value, ir.AffineMap.get(len(shape), 0, [])
            inputs.append(value)
            maps.append(amap)
        out = info.outputs[0]
        maps.append(ir.AffineMap.get(len(shape), 0, [ir.AffineConstantExpr.get(0) if e is None
                                                      else ir.AffineDimExpr.get(groups[e][0])
                                                      for e in out.map]))
        new = linalg.GenericOp([out.value.type], inputs, [out.value],
                               ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                               ir.ArrayAttr.get([ir.Attribute.parse(f"#linalg.iterator_type<{k}>")
                                                 for k in iterators]))
        move_body(op, new.operation)
    op.results[0].replace_all_uses_with(new.results[0])
    op.erase()
    return True


def _read(operand, groups: list, shape: list) -> "tuple | None":
    """(value, map) reading `operand` over the split loops: a computed value only through
    the collapse the split came from (its source) or the expand_shape its other users read,
    a host-held one through a view."""
    split_dims = [e for e in operand.map if isinstance(e, int) and len(groups[e]) > 1]
    if split_dims and not host_held(operand.value):
        expanded = _expanded_type(operand, groups, shape)
        in_groups = _operand_groups(operand, groups)
        if collapsed_from(operand.value, expanded, in_groups) is None \
                and expanded_from(operand.value, expanded, in_groups) is None:
            return None  # a new reshape of a computed value would be a kernel boundary
    return split_read(operand, groups, shape)


def _operand_groups(operand, groups: list) -> list:
    """The reassociation from the operand's dims to its dims over the split loops."""
    result, start = [], 0
    for entry in operand.map:
        width = len(groups[entry]) if isinstance(entry, int) else 1
        result.append(list(range(start, start + width)))
        start += width
    return result


def _expanded_type(operand, groups: list, shape: list) -> ir.Type:
    sizes = []
    for entry, size in zip(operand.map, operand.shape):
        sizes += [shape[d] for d in groups[entry]] if isinstance(entry, int) else [size]
    return ir.RankedTensorType.get(sizes, ir.RankedTensorType(operand.value.type).element_type)
