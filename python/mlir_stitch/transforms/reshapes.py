"""Fold reshapes that only add or drop size-1 dimensions into the linalg.generic ops reading them.

Frontends reshape constantly around reductions (keepdim: [N] <-> [N,1]) and broadcasts
(`x[:, None]`). A reshape between two ops splits them into two kernels, because a fused kernel
indexes every value through its op's indexing map; reading the reshape's source with a rewritten
map instead removes the reshape and lets them fuse. Reshapes that split or merge real dimensions
(head splits) are kept here; transforms/reshape_domains.py moves those that elementwise ops read
below them, and the rest stay kernel boundaries (see fusion_domain.reshape_between)."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import RESHAPES
from .block_scan import holds_op
from .outline import erase_dead_pure_ops


def fold_unit_reshapes(block: ir.Block) -> int:
    """Rewrite every linalg.generic input that is a unit-dim reshape and erase the reshapes
    left unused; returns how many inputs were rewritten."""
    # every fold reads through a reshape of the block (and makes none): without one, only the
    # cleanup is left to do
    folded = _fold_inputs(block) if holds_op(block, RESHAPES) else 0
    erase_dead_pure_ops(block)
    return folded


def _fold_inputs(block: ir.Block) -> int:
    folded = 0
    for op in list(block.operations):
        op = op.operation
        if op.name != "linalg.generic":
            continue
        n_inputs = list(op.attributes["operandSegmentSizes"])[0]
        for index in range(n_inputs):
            while _fold_input(op, index):
                folded += 1
    return folded


def _fold_input(op: ir.Operation, index: int) -> bool:
    value = op.operands[index]
    reshape = None if isinstance(value.owner, ir.Block) else value.owner.operation
    if reshape is None or reshape.name not in RESHAPES:
        return False
    source = reshape.operands[0]
    groups = [[int(ir.IntegerAttr(d).value) for d in g] for g in reshape.attributes["reassociation"]]
    src_shape = ir.RankedTensorType(source.type).shape
    dst_shape = ir.RankedTensorType(value.type).shape
    maps = list(op.attributes["indexing_maps"])
    old = ir.AffineMapAttr(maps[index]).value
    if reshape.name == "tensor.expand_shape":
        exprs = _expand_to_source(groups, dst_shape, list(old.results))
    else:
        exprs = _collapse_to_source(groups, src_shape, list(old.results))
    if exprs is None:
        return False
    new_map = ir.AffineMap.get(old.n_dims, old.n_symbols, exprs)
    maps[index] = ir.AffineMapAttr.get(new_map)
    op.attributes["indexing_maps"] = ir.ArrayAttr.get(maps)
    op.operands[index] = source
    return True


def _expand_to_source(groups, expanded_shape, exprs):
    """source dim i = the one non-unit dim of its group (or 0 when all are unit)."""
    out = []
    for group in groups:
        real = [d for d in group if expanded_shape[d] != 1]
        if len(real) > 1:
            return None
        out.append(exprs[real[0]] if real else ir.AffineConstantExpr.get(0))
    return out


def _collapse_to_source(groups, source_shape, exprs):
    """collapsed dim i indexes the one non-unit source dim of its group; the others are 0."""
    out = [ir.AffineConstantExpr.get(0)] * len(source_shape)
    for i, group in enumerate(groups):
        real = [d for d in group if source_shape[d] != 1]
        if len(real) > 1:
            return None
        for d in group:
            if real and d == real[0]:
                out[d] = exprs[i]
    return out
