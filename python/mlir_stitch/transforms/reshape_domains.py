"""Move reshapes of real dimensions past the elementwise ops that read them.

An elementwise linalg.generic reading a computed value through collapse/expand reshapes is
rewritten to iterate over that value's shape (analysis/reshape_domain.py decides whether and
how): the value is read directly, the other operands through re-expressed index maps (host-held
ones reshaped first, a free view), and the op's results are reshaped back to their old types,
so users see the same values. Repeated until nothing changes, chains of elementwise consumers
follow the reshape down; it then sits after them (often at the function's return, a view)
instead of splitting the producer's kernel from theirs: GroupNorm's statistics and its
per-channel affine become one kernel."""
from __future__ import annotations

import math

from mlir import ir
from mlir.dialects import linalg, tensor

from ..analysis.fusion_domain import RESHAPES
from ..analysis.linalg_info import UnsupportedIndexMap, linalg_info
from ..analysis.reshape_domain import DomainFold, Piece, plan_domain_fold
from .block_scan import holds_op
from .index_maps import reassociation_attr, refining_runs
from .outline import erase_dead_pure_ops


def fold_reshaped_domains(block: ir.Block) -> int:
    """Rewrite every foldable elementwise generic of `block` (an entry function's body) until
    none is left; returns how many ops were rewritten."""
    # a fold needs an input read through a reshape of the block (and only then makes
    # reshapes): without one, only the cleanup is left to do
    folded = _fold_until_done(block) if holds_op(block, RESHAPES) else 0
    erase_dead_pure_ops(block)
    return folded


def _fold_until_done(block: ir.Block) -> int:
    folded = 0
    for _ in range(len(block.operations) + 1):  # each round folds one op further down
        progress = False
        for op in list(block.operations):
            op = op.operation
            if op.name != "linalg.generic":
                continue
            try:
                fold = plan_domain_fold(linalg_info(op))
            except UnsupportedIndexMap:
                continue  # a map the view cannot read: left as it is
            if fold is not None:
                _rewrite(fold)
                folded += 1
                progress = True
        if not progress:
            break
    return folded


def _rewrite(fold: DomainFold) -> None:
    op = fold.op
    n_loops = len(fold.shape)
    with ir.InsertionPoint(op), op.location:
        inputs, maps = [], []
        for read in fold.inputs:
            inputs.append(_reshaped(read.value, read.reshapes))
            maps.append(ir.AffineMap.get(n_loops, 0, [_expr(p, fold.shape) for p in read.entries]))
        old_types = [ir.RankedTensorType(r.type) for r in op.results]
        outs = [tensor.EmptyOp(list(fold.shape), t.element_type).result for t in old_types]
        maps += [ir.AffineMap.get_identity(n_loops)] * len(outs)
        parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
        new = linalg.GenericOp([o.type for o in outs], inputs, outs,
                               ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                               ir.ArrayAttr.get([parallel] * n_loops))
        move_body(op, new.operation)
        for old, result, t in zip(op.results, new.results, old_types):
            old.replace_all_uses_with(_reshaped_to(result, fold.shape, list(t.shape)))
    op.erase()


def _expr(piece: "Piece | None", shape: tuple) -> ir.AffineExpr:
    """`(e_j floordiv k) mod s`, without the parts that are no-ops."""
    if piece is None:
        return ir.AffineConstantExpr.get(0)
    expr = ir.AffineDimExpr.get(piece.dim)
    if piece.divisor != 1:
        expr = ir.AffineFloorDivExpr.get(expr, ir.AffineConstantExpr.get(piece.divisor))
    if piece.divisor * piece.size < shape[piece.dim]:
        expr = ir.AffineModExpr.get(expr, ir.AffineConstantExpr.get(piece.size))
    return expr


def _reshaped(value: ir.Value, steps: list) -> ir.Value:
    """`value` through the host-side reshapes the analysis chose (views on the host)."""
    etype = ir.RankedTensorType(value.type).element_type
    for name, groups, shape in steps:
        result_type = ir.RankedTensorType.get(list(shape), etype)
        if name == "tensor.expand_shape":
            value = tensor.expand_shape(result_type, value, reassociation_attr(groups), [], list(shape))
        else:
            value = tensor.collapse_shape(result_type, value, reassociation_attr(groups))
    return value


def _reshaped_to(value: ir.Value, shape: tuple, target: list) -> ir.Value:
    """`value` (of `shape`) reshaped to `target`, keeping the row-major order (the identity on
    the elements): one expand_shape or collapse_shape when one shape refines the other (so
    transforms/expand_hoist.py can move an expand further up), else collapsed to one dimension
    and expanded."""
    etype = ir.RankedTensorType(value.type).element_type
    target_type = ir.RankedTensorType.get(target, etype)
    if len(target) > len(shape) and (split := refining_runs(target, list(shape))) is not None:
        return tensor.expand_shape(target_type, value, reassociation_attr(split), [], target)
    if len(target) < len(shape) and (merged := refining_runs(list(shape), target)) is not None:
        return tensor.collapse_shape(target_type, value, reassociation_attr(merged))
    volume = math.prod(shape)
    if len(shape) > 1:
        value = tensor.collapse_shape(ir.RankedTensorType.get([volume], etype), value,
                                      reassociation_attr([list(range(len(shape)))]))
    if len(target) > 1:
        value = tensor.expand_shape(target_type, value,
                                    reassociation_attr([list(range(len(target)))]), [], target)
    return value


def move_body(old: ir.Operation, new: ir.Operation) -> None:
    """Move `old`'s body into `new` (same block arguments: the element types do not change)."""
    body = old.regions[0].blocks[0]
    moved = new.regions[0].blocks.append(*[a.type for a in body.arguments])
    for arg, fresh in zip(body.arguments, moved.arguments):
        arg.replace_all_uses_with(fresh)
    point = ir.InsertionPoint(moved)
    for nested in list(body.operations):
        nested.operation.detach_from_parent()
        point.insert(nested.operation)
