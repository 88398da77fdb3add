"""Transposes read by contractions become the contraction's index maps (stitch-normalize).

A transpose (a generic copying its one input through a permutation) feeding a GEMM is folded
into the map the GEMM reads it with: the GEMM reads the untransposed tensor in place, and a
library call takes the transpose as its flag (no transpose kernel). Transposes that other ops
read stay; one left without readers is erased.

A transpose that is the one reader of a contraction's result (the head merge after P·V) folds
into the contraction's output map: it writes the transposed layout itself."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import producer
from ..analysis.op_class import is_contraction_op
from ..analysis.linalg_info import UnsupportedIndexMap, is_projection, linalg_info
from .contraction_loops import fill_like


def fold_transposes_into_contractions(block: ir.Block) -> int:
    """Fold every transpose a contraction of `block` reads; the number folded."""
    if not any(_transpose_permutation(op.operation) is not None for op in block.operations):
        return 0  # both folds start from a transpose, and make none: a cheap test per op
    folded = 0
    for op in [op.operation for op in block.operations]:
        if op.name != "linalg.generic" or not is_contraction_op(op):
            continue
        n_in = list(op.attributes["operandSegmentSizes"])[0]
        for i in range(n_in):
            source = producer(op.operands[i])
            permutation = _transpose_permutation(source)
            if permutation is None:
                continue
            _read_through(op, i, source.operands[0], permutation)
            folded += 1
            if not list(source.results[0].uses):
                source.erase()
    for op in [op.operation for op in block.operations]:
        folded += _fold_into_result(op)
    return folded


def _fold_into_result(transpose) -> int:
    """1 when `transpose` copies the only use of a contraction's result and is folded into
    the contraction's output map (with its accumulator fill rebuilt transposed), else 0."""
    permutation = _transpose_permutation(transpose)
    if permutation is None or None in permutation:
        return 0
    op = producer(transpose.operands[0])
    if op is None or op.name != "linalg.generic" or not is_contraction_op(op) \
            or len(op.results) != 1 or len(list(op.results[0].uses)) != 1:
        return 0
    n_in = list(op.attributes["operandSegmentSizes"])[0]
    fill = producer(op.operands[n_in])
    if fill is None or fill.name != "linalg.generic" or not linalg_info(fill).is_constant_fill():
        return 0
    maps = [ir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    old = maps[n_in].results  # output dim i of the transpose is dim j of op's result, p_j = i
    maps[n_in] = ir.AffineMap.get(maps[n_in].n_dims, 0,
                                  [old[permutation.index(i)] for i in range(len(old))])
    with ir.InsertionPoint(op), op.location:
        op.operands[n_in] = fill_like(fill, ir.RankedTensorType(transpose.results[0].type))
    op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps])
    op.results[0].set_type(transpose.results[0].type)
    transpose.results[0].replace_all_uses_with(op.results[0])
    transpose.erase()
    return 1


def _transpose_permutation(op) -> "list | None":
    """p with result[d0..] = input[d_p0, d_p1, ...] when `op` is a transpose, else None; an
    entry None is a unit dimension of the input, which the transpose drops."""
    if op is None or op.name != "linalg.generic" or len(op.regions[0].blocks[0].operations) != 1:
        return None  # a copy's body is its yield alone: most ops need no view to tell
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap:
        return None
    n = len(info.iterators)
    if len(info.inputs) != 1 or not info.inputs[0].is_tensor or not info.is_elementwise() \
            or len(info.outputs) != 1 or info.yielded != [info.body.arguments[0]]:
        return None
    perm = list(info.inputs[0].map)  # None: a unit dimension of the input (read at 0)
    if not is_projection(tuple(perm)) or perm == list(range(n)) \
            or sorted(d for d in perm if d is not None) != list(range(n)):
        return None
    return perm


def _read_through(op, i: int, value: ir.Value, permutation: list) -> None:
    """Operand i of `op` becomes `value`, indexed at the map through the transpose."""
    maps = [ir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    old = maps[i]
    results = [ir.AffineConstantExpr.get(0) if p is None else old.results[p]
               for p in permutation]
    maps[i] = ir.AffineMap.get(old.n_dims, old.n_symbols, results)
    op.operands[i] = value
    op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps])
