"""Transposes read by contractions become the contraction's index maps (stitch-normalize).

A transpose (a generic copying its one input through a permutation) feeding a GEMM is folded
into the map the GEMM reads it with: the GEMM reads the untransposed tensor in place, and a
library call takes the transpose as its flag (no transpose kernel). Transposes that other ops
read stay; one left without readers is erased."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from ..analysis.fusion_domain import producer
from ..analysis.linalg_info import UnsupportedIndexMap, linalg_info


def fold_transposes_into_contractions(block: ir.Block) -> int:
    """Fold every transpose a contraction of `block` reads; the number folded."""
    folded = 0
    for op in [op.operation for op in block.operations]:
        if op.name != "linalg.generic" or not linalg.isa_contraction_op(op):
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
    return folded


def _transpose_permutation(op) -> "list | None":
    """p with result[d0..] = input[d_p0, d_p1, ...] when `op` is a transpose, else None."""
    if op is None or op.name != "linalg.generic":
        return None
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap:
        return None
    n = len(info.iterators)
    if len(info.inputs) != 1 or not info.inputs[0].is_tensor or not info.is_elementwise() \
            or len(info.outputs) != 1 or info.yielded != [info.body.arguments[0]]:
        return None
    perm = list(info.inputs[0].map)
    if sorted(d for d in perm if d is not None) != list(range(n)) or len(perm) != n \
            or perm == list(range(n)):
        return None
    return perm


def _read_through(op, i: int, value: ir.Value, permutation: list) -> None:
    """Operand i of `op` becomes `value`, indexed at the map through the transpose."""
    maps = [ir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    old = maps[i]
    results = [old.results[p] for p in permutation]
    maps[i] = ir.AffineMap.get(old.n_dims, old.n_symbols, results)
    op.operands[i] = value
    op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps])
