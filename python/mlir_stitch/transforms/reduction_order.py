"""Reductions over a middle loop iterate it last (or first), with the elementwise ops around
them (analysis/reduction_order.py decides which and in what order).

Each member of a group is rebuilt over the permuted domain: its loop j iterates the old loop
order[j], its maps and `linalg.index` ops renumbered to match. A member's elementwise result is
made in the new order (a tensor of the permuted shape, written at its own index), so members
read each other at their own index; every other reader gets it transposed back (a copy generic,
which stitch-normalize's inline_producers folds into the elementwise and reduction readers it
can). A reduction's result keeps its type: its loops other than r stay in order."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg, tensor

from ..analysis.reduction_order import LoopOrder, plan_reduction_orders
from .copy_reshapes import copy_of
from .index_maps import compose
from .outline import erase_dead_pure_ops
from .reshape_domains import move_body


def reorder_reduction_loops(block: ir.Block) -> int:
    """Rewrite every group of `block` that changes its loop order; how many groups."""
    plans = plan_reduction_orders(block)
    for plan in plans:
        _rewrite(plan)
    if plans:
        erase_dead_pure_ops(block)
    return len(plans)


def _rewrite(plan: LoopOrder) -> None:
    reordered: dict = {}  # a transpose back to the old order -> the member's result it copies
    for op in plan.ops:
        _rewrite_member(op, plan.order, [plan.domain[k] for k in plan.order], reordered)


def _rewrite_member(op, order: tuple, shape: list, reordered: dict) -> None:
    n_in = list(op.attributes["operandSegmentSizes"])[0]
    maps = [ir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    iterators = list(op.attributes["iterator_types"])
    elementwise = all(str(it) == "#linalg.iterator_type<parallel>" for it in iterators)
    n = len(order)
    position = [order.index(k) for k in range(n)]  # old loop k is new loop position[k]
    # old loop values in terms of the new loops: a map's results after it are the new map's
    renumber = ir.AffineMap.get(n, 0, [ir.AffineDimExpr.get(p) for p in position])
    back = ir.AffineMap.get(n, 0, [ir.AffineDimExpr.get(k) for k in order])  # new -> old layout
    with ir.InsertionPoint(op), op.location:
        inputs, new_maps = [], []
        for value, amap in zip(list(op.operands)[:n_in], maps[:n_in]):
            source = reordered.get(value)
            if source is not None:  # a member's result, read in the new order
                value = source
                amap = ir.AffineMap.get(amap.n_dims, 0, [amap.results[k] for k in order])
            inputs.append(value)
            new_maps.append(compose(amap, renumber))
        if elementwise:
            outs = [tensor.EmptyOp(shape, ir.RankedTensorType(r.type).element_type).result
                    for r in op.results]
            new_maps += [ir.AffineMap.get_identity(n)] * len(outs)
        else:  # a reduction: the same initial values, read at the other loops in order
            outs = list(op.operands)[n_in:]
            new_maps += [compose(m, renumber) for m in maps[n_in:]]
        new = linalg.GenericOp([o.type for o in outs], inputs, outs,
                               ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in new_maps]),
                               ir.ArrayAttr.get([iterators[k] for k in order])).operation
        move_body(op, new)
        _renumber_indices(new, position)
        for old, result in zip(op.results, new.results):
            if elementwise:
                copy = copy_of(result, back, list(ir.RankedTensorType(old.type).shape))
                if copy is None:
                    raise RuntimeError("internal error: a transpose the kernels cannot index")
                reordered[copy] = result
                old.replace_all_uses_with(copy)
            else:
                old.replace_all_uses_with(result)
    op.erase()


def _renumber_indices(op, position: list) -> None:
    """`linalg.index k` of old loop k becomes the index of its new position."""
    i64 = ir.IntegerType.get_signless(64)
    for nested in op.regions[0].blocks[0].operations:
        nested = nested.operation
        if nested.name == "linalg.index":
            old = ir.IntegerAttr(nested.attributes["dim"]).value
            nested.attributes["dim"] = ir.IntegerAttr.get(i64, position[old])
