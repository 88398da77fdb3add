"""Affine index-map algebra the rewrites share: composing maps, the digits of merged loops, and
reshapes' reassociation attributes."""
from __future__ import annotations

from math import prod

from mlir import ir


def compose(amap: ir.AffineMap, through: ir.AffineMap) -> ir.AffineMap:
    """`amap` after `through` (through's results are amap's dims), simplified."""
    exprs = [ir.AffineExpr.simplify_affine_expr(e.compose(through), through.n_dims, 0)
             for e in amap.results]
    return ir.AffineMap.get(through.n_dims, 0, exprs)


def merged_digits(shape: list, groups: list) -> ir.AffineMap:
    """New loops (one per group of consecutive `shape` dims) -> old loops: each old loop is a
    digit of its group's loop, `(d floordiv stride) mod size` without the parts that are no-ops."""
    exprs = []
    for new, group in enumerate(groups):
        for i, old in enumerate(group):
            stride = prod(shape[d] for d in group[i + 1:])
            expr = ir.AffineDimExpr.get(new)
            if stride != 1:
                expr = ir.AffineFloorDivExpr.get(expr, ir.AffineConstantExpr.get(stride))
            if i > 0:
                expr = ir.AffineModExpr.get(expr, ir.AffineConstantExpr.get(shape[old]))
            exprs.append(expr)
    return ir.AffineMap.get(len(groups), 0, exprs)


def reassociation_attr(groups: list) -> ir.ArrayAttr:
    """The reassociation attribute of a collapse_shape / expand_shape with `groups`."""
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in g])
                             for g in groups])
