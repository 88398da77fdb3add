"""Affine index-map algebra the rewrites share: composing maps, the digits of merged loops, an
operand read over split loops, and reshapes' reassociation attributes."""
from __future__ import annotations

from math import prod

from mlir import ir
from mlir.dialects import tensor


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


def reassociation(reshape) -> list:
    """The groups of a collapse_shape / expand_shape."""
    return [[int(ir.IntegerAttr(d).value) for d in g] for g in reshape.attributes["reassociation"]]


def refining_runs(sizes: list, target: list) -> "list | None":
    """Runs of consecutive positions of `sizes` whose products are the `target` sizes in
    order (sizes refine target: the reassociation of a reshape between them), else None."""
    runs, run, product = [], [], 1
    for i, size in enumerate(sizes):
        run.append(i)
        product *= size
        if len(runs) < len(target) and product == target[len(runs)]:
            runs.append(run)
            run, product = [], 1
        elif len(runs) >= len(target) or product > target[len(runs)]:
            return None
    return runs if not run and len(runs) == len(target) else None


def reassociation_attr(groups: list) -> ir.ArrayAttr:
    """The reassociation attribute of a collapse_shape / expand_shape with `groups`."""
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in g])
                             for g in groups])


def split_read(operand, groups: list, new_shape: list) -> "tuple[ir.Value, ir.AffineMap] | None":
    """(value, map) reading `operand` (a linalg_info Operand) of an op whose loop l becomes the
    loops `groups[l]` of `new_shape`: the value is a view of the operand expanded alike (an
    expand_shape before the insertion point when a dim splits), a plain or offset read `d + c`
    of a split loop read at `h + c / inner` (a slice of GPT-2's fused QKV, per head). None when
    a split loop is read otherwise, or at an offset or in a dim the inner sizes do not divide."""
    exprs, in_groups, in_shape = [], [], []
    for entry, size in zip(operand.map, operand.shape):
        if entry is None:
            in_groups.append([len(in_shape)])
            in_shape.append(size)
            exprs.append(ir.AffineConstantExpr.get(0))
            continue
        if not isinstance(entry, int) and (entry.dim is None or entry.scale != 1 or entry.modulo
                                           or entry.divisor != 1 or entry.shift):
            return None
        loop, offset = (entry, 0) if isinstance(entry, int) else (entry.dim, entry.offset)
        new = groups[loop]
        inner = prod(new_shape[d] for d in new[1:])
        if offset % inner or size % inner:
            return None
        in_groups.append(list(range(len(in_shape), len(in_shape) + len(new))))
        in_shape += [size // inner] + [new_shape[d] for d in new[1:]]
        first = ir.AffineDimExpr.get(new[0])
        if offset == 0 and size // inner != new_shape[new[0]]:
            # a leading slice: `d mod n` as transforms/slices.py writes it (linalg's verifier
            # takes a plain dim's size as the loop's; linalg_info drops the no-op remainder)
            first = ir.AffineModExpr.get(first, ir.AffineConstantExpr.get(new_shape[new[0]]))
        exprs.append(first + offset // inner)
        exprs += [ir.AffineDimExpr.get(d) for d in new[1:]]
    value = operand.value
    if len(in_shape) != len(operand.shape):
        etype = ir.RankedTensorType(value.type).element_type
        expanded = ir.RankedTensorType.get(in_shape, etype)
        value = collapsed_from(value, expanded, in_groups) or expanded_from(value, expanded, in_groups) \
            or tensor.expand_shape(
            expanded, value, reassociation_attr(in_groups), [], in_shape)
    return value, ir.AffineMap.get(len(new_shape), 0, exprs)


def expanded_from(value: ir.Value, expanded: ir.Type, groups: list) -> "ir.Value | None":
    """An expand_shape of `value` to `expanded` by `groups` already in the block, moved right
    after `value`'s producer (or to the block's start) so that it dominates every reader (LayerNorm backward's rows read a
    projection's dx through one; its dbeta then reads the same), else None."""
    for use in value.uses:
        user = use.owner
        if user.name == "tensor.expand_shape" and user.results[0].type == expanded \
                and reassociation(user) == groups:
            if isinstance(value, ir.OpResult):
                user.move_after(value.owner)
            else:  # an argument of the block: the expand goes first
                user.move_before(value.owner.operations[0])
            return user.results[0]
    return None


def collapsed_from(value: ir.Value, expanded: ir.Type, groups: list) -> "ir.Value | None":
    """The tensor `value` collapses by `groups` when it has type `expanded` (the expand_shape
    of it would give that tensor back), else None."""
    if not isinstance(value, ir.OpResult) or value.owner.name != "tensor.collapse_shape":
        return None
    collapse = value.owner.operation
    source = collapse.operands[0]
    return source if source.type == expanded and reassociation(collapse) == groups else None
