"""A `tensor.extract` inside a generic's body at the generic's own loop indices
(`%t[linalg.index 0]`, one distinct loop per dimension of `%t`, over its whole extent) reads the
element an input with the index map (d0) would hand the body: it becomes that input.

transforms/gathers.py writes such reads when it computes an elementwise op at a gathered
position: cross entropy's logp[r, t[r]] = x[r, t[r]] - max[r] - log(sum[r]) reads max and sum
at the row its loop is at. As gathers they are kernel boundaries (a gathered tensor is complete
in memory before anything gathers from it); as inputs they are the row values of the row kernel
that computes them. The gather of x at [r, t[r]] stays a gather."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from ..analysis.linalg_info import generic_info, operand_segments


def extracts_at_loop_indices_as_inputs(block: ir.Block) -> int:
    """Rewrite every generic of `block` with such extracts; the number of extracts replaced."""
    return sum(_as_inputs(op) for op in _extracting_generics(block))


def _extracting_generics(block: ir.Block) -> list:
    """The generics whose bodies extract from a tensor of `block` (its arguments or results),
    found through the tensors' uses: most ops of a large graph are read by no extract, and
    their uses are fewer than their bodies' ops."""
    values = list(block.arguments) + [r for op in block.operations for r in op.results]
    found = {}
    for value in values:
        for use in value.uses:
            owner = use.owner.operation
            if owner.name == "tensor.extract" and use.operand_number == 0:
                parent = owner.parent
                if parent is not None and parent.name == "linalg.generic":
                    found.setdefault(parent, None)
    return list(found)


def _as_inputs(op) -> int:
    info = generic_info(op)
    if info is None:
        return 0
    reads = {}  # extract -> (tensor, loops)
    for inner in info.body_ops:
        if inner.name == "tensor.extract":
            loops = _loop_position(inner, info.ranges)
            if loops is not None:
                reads[inner] = (inner.operands[0], loops)
    if not reads:
        return 0
    added = list(dict.fromkeys(reads.values()))  # one input per tensor and position
    n_in, _ = operand_segments(op)
    operands = list(op.operands)
    maps = [ir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    loops = len(info.ranges)
    new_maps = [ir.AffineMap.get(loops, 0, [ir.AffineDimExpr.get(d) for d in at])
                for _, at in added]
    with ir.InsertionPoint(op), op.location:
        rebuilt = linalg.GenericOp(
            [r.type for r in op.results], operands[:n_in] + [t for t, _ in added],
            operands[n_in:],
            ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps[:n_in] + new_maps + maps[n_in:]]),
            op.attributes["iterator_types"]).operation
    old_body = info.body
    old_args = list(old_body.arguments)
    types = [a.type for a in old_args[:n_in]] \
        + [ir.RankedTensorType(t.type).element_type for t, _ in added] \
        + [a.type for a in old_args[n_in:]]
    body = rebuilt.regions[0].blocks.append(*types)
    args = list(body.arguments)
    for old, new in zip(old_args, args[:n_in] + args[n_in + len(added):]):
        old.replace_all_uses_with(new)
    kept = [inner for inner in info.body_ops if inner not in reads]
    for extract, read in reads.items():
        extract.results[0].replace_all_uses_with(args[n_in + added.index(read)])
        extract.erase()
    point = ir.InsertionPoint(body)
    for inner in kept:
        inner.detach_from_parent()
        point.insert(inner)
    for inner in [o.operation for o in body.operations]:
        if inner.name == "linalg.index" and not list(inner.results[0].uses):
            inner.erase()  # it only placed the extracts
    for old, new in zip(op.results, rebuilt.results):
        old.replace_all_uses_with(new)
    op.erase()
    return len(reads)


def _loop_position(extract, ranges: tuple) -> "tuple | None":
    """The loops whose indices `extract` reads its tensor at, one per dimension, each over the
    dimension's whole extent; None for any other position."""
    indices = list(extract.operands)[1:]
    shape = ir.RankedTensorType(extract.operands[0].type).shape
    loops = []
    for index, size in zip(indices, shape):
        owner = index.owner
        if isinstance(owner, ir.Block) or owner.operation.name != "linalg.index":
            return None
        loop = ir.IntegerAttr(owner.operation.attributes["dim"]).value
        if loop in loops or ranges[loop] != size:
            return None
        loops.append(loop)
    return tuple(loops) if loops else None
