"""Split a contraction's loop that every operand reads through the same reshape (stitch-normalize).

PyTorch's attention computes Q·Kᵀ and P·V as bmm over B·H matrices: the operands are
collapse_shape [B, H, S, D] -> [B·H, S, D] and the result is expanded back to [B, H, S, S].
Those reshapes are kernel boundaries (a fused kernel indexes values through index maps only).
When every operand that reads loop l reads it through a collapse of the same sizes, and the
result only goes to expand_shapes of those sizes, the contraction iterates l as those loops
instead (an operand may also merge dims of a loop the result keeps whole, e.g. the k of a
projection reading [B, S, H, D] as [B·S, H·D]: it then reads [B, S, H·D]): it reads the collapses' sources and yields the expanded shape directly. The head-split
transposes before it then fold into its maps (transforms/transposes.py) and a softmax between
two such contractions shares their domain. An operand that is a copy collapsed into a finer split
(GQA's repeated heads: B·KV·G where the others read B·H) is first collapsed to the contraction's
split (transforms/copy_reshapes.py), reading the copy's input at the digits of the new loops."""
from __future__ import annotations

import math

from mlir import ir
from mlir.dialects import linalg, tensor

from ..analysis.fusion_domain import RESHAPES, producer
from ..analysis.op_class import is_contraction_op
from ..analysis.linalg_info import UnsupportedIndexMap, is_projection, linalg_info
from ..analysis.reshape_domain import host_held
from .block_scan import holds_op
from .copy_reshapes import collapsed_copy, copy_source
from .index_maps import reassociation, reassociation_attr, refining_runs, split_read
from .outline import erase_dead_pure_ops
from .reshape_domains import move_body


def expand_collapsed_contraction_loops(block: ir.Block) -> int:
    """Rewrite every contraction of `block` whose reshaped loops can be split; the number
    rewritten."""
    if not holds_op(block, RESHAPES):
        return 0  # every split reads the result's expand_shapes (_loop_split)
    rewritten = 0
    # the contractions first: a rewrite erases the expand_shapes after its op, and touching an
    # erased op's handle crashes the bindings
    contractions = [op.operation for op in block.operations
                    if op.operation.name == "linalg.generic" and is_contraction_op(op.operation)]
    abandoned = False
    for op in contractions:
        split = _loop_split(op)
        if split:
            try:
                _rewrite(op, split)
                rewritten += 1
            except UnsupportedIndexMap:
                # a regrouped copy would read through a map the kernels cannot index (found
                # while building the new operands, before the op changes): the op stays as it
                # is, the operands built for it unread
                abandoned = True
    if rewritten or abandoned:
        erase_dead_pure_ops(block)
    return rewritten


def reshape_splits(amap: tuple, groups: list, expanded: list) -> "dict | None":
    """loop -> sizes it splits into, read off one operand's reshape: each merged group of the
    collapsed side must be indexed by a plain loop; None when not."""
    splits = {}
    for position, group in enumerate(groups):
        if len(group) == 1:
            continue
        entry = amap[position]
        if not isinstance(entry, int):
            return None
        splits[entry] = [expanded[d] for d in group]
    return splits


def _loop_split(op) -> "dict | None":
    """loop -> its new sizes, when every operand indexing a split loop reads it through a
    reshape splitting it the same way (the result through expand_shapes), else None."""
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap:
        return None
    if len(info.outputs) != 1 or not info.outputs[0].is_tensor:
        return None
    users = [u.owner.operation for u in op.results[0].uses]
    if not users or any(u.name != "tensor.expand_shape" for u in users):
        return None
    out_splits = [reshape_splits(info.outputs[0].map, reassociation(u),
                                  list(ir.RankedTensorType(u.results[0].type).shape))
                  for u in users]
    split = out_splits[0]
    if split is None or any(s != split for s in out_splits):
        return None
    # a loop no operand splits alike stays whole (a projection's n, split into heads only by
    # the result's expand): the rewritten result is expanded the rest of the way
    split = {loop: sizes for loop, sizes in split.items() if splits_alike(info, {loop: sizes})}
    return split if splits_alike(info, split) else None


def result_split(op, groups: list, shape: list) -> "dict | None":
    """The loop split of contraction `op` whose result is expanded by `groups` to `shape`, when
    its loops can be split so (splits_alike), else None."""
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap:
        return None
    if len(info.outputs) != 1:
        return None
    split = reshape_splits(info.outputs[0].map, groups, shape)
    return split if split is not None and splits_alike(info, split) else None


def splits_alike(info, split: dict) -> bool:
    """Every operand of contraction `info` that indexes a loop of `split` reads it through a
    collapse_shape splitting it the same way (or a copy split finer), or is held by the host
    (a saved activation: a view splits it) where a computed operand's collapse splits it (the
    B·H of attention's backward bmm over a saved V; a weight reading a projection's n whole
    keeps n whole), the split loops are parallel and the accumulator is a constant fill
    (rebuilt in the new shape)."""
    if not split or not all(is_projection(o.map) for o in info.inputs):
        return False
    viewed, collapsed = set(), set()
    for operand in info.inputs:
        source = producer(operand.value) if operand.is_tensor else None
        splits = {}
        if source is not None and source.name == "tensor.collapse_shape":
            expanded = list(ir.RankedTensorType(source.operands[0].type).shape)
            splits = reshape_splits(operand.map, reassociation(source), expanded)
            if splits is None:
                return False
        for loop in (e for e in operand.map if isinstance(e, int)):
            if loop not in split:
                continue
            if splits.get(loop) == split[loop] or (
                    loop in splits and _copy_regrouping(operand, loop, split[loop])):
                if not host_held(operand.value):
                    collapsed.add(loop)
            elif loop not in splits and operand.is_tensor and host_held(operand.value):
                viewed.add(loop)
            else:
                return False  # read whole by this operand: its index would be a sum of loops
    if not viewed <= collapsed:
        return False
    if any(info.iterators[loop] != "parallel" for loop in split):
        return False
    init = producer(info.outputs[0].value)
    return init is not None and init.name == "linalg.generic" \
        and linalg_info(init).is_constant_fill()


def _copy_regrouping(operand, loop: int, target: list) -> bool:
    """`operand` reads `loop` through a collapse of a copy that splits it finer than `target`."""
    reshape = producer(operand.value)
    copy = copy_source(reshape.operands[0])
    if copy is None or not is_projection(linalg_info(copy).inputs[0].map):
        return False  # a projection's digits are maps the kernels index, unless a permutation
        # spreads one new loop over several results: found when building (the rewrite abandoned)
    group = reassociation(reshape)[operand.map.index(loop)]
    sizes = list(ir.RankedTensorType(reshape.operands[0].type).shape)
    return refining_runs([sizes[d] for d in group], target) is not None


def _regrouped_source(reshape, amap: tuple, split: dict) -> ir.Value:
    """The collapse's source, dims of loops the result keeps whole still merged (by a
    collapse_shape: a view of memory, or folded into a copy), and each copy's finer split
    collapsed to `split`'s sizes."""
    source = reshape.operands[0]
    sizes = list(ir.RankedTensorType(source.type).shape)
    groups, regrouped, merged = [], False, False
    for position, group in enumerate(reassociation(reshape)):
        target = split.get(amap[position]) if isinstance(amap[position], int) else None
        runs = refining_runs([sizes[d] for d in group], target) if target else None
        if target is None and len(group) > 1:
            groups.append(group)  # a loop the contraction keeps whole (e.g. its k)
            merged = True
        elif runs is None or len(runs) == len(group):
            groups += [[d] for d in group]
        else:
            groups += [[group[i] for i in run] for run in runs]
            regrouped = True
    if regrouped:
        value = collapsed_copy(producer(source), groups)
        if value is None:
            raise UnsupportedIndexMap("a regrouped copy reads through a map the kernels cannot index")
        return value
    if not merged:
        return source
    etype = ir.RankedTensorType(source.type).element_type
    shape = [math.prod(sizes[d] for d in g) for g in groups]
    return tensor.collapse_shape(ir.RankedTensorType.get(shape, etype), source,
                                 reassociation_attr(groups))


def _rewrite(op, split: dict) -> None:
    info = linalg_info(op)
    new_loops, sizes, iterators = {}, [], []
    for loop, (size, kind) in enumerate(zip(info.ranges, info.iterators)):
        parts = split.get(loop, [size])
        new_loops[loop] = list(range(len(sizes), len(sizes) + len(parts)))
        sizes += parts
        iterators += [kind] * len(parts)

    def expanded_map(amap: tuple) -> ir.AffineMap:
        """`amap` over the new loops: a split loop becomes its loops (the operand reads the
        reshape's expanded side, whose merged group it indexed)."""
        exprs = []
        for entry in amap:
            if entry is None:
                exprs.append(ir.AffineConstantExpr.get(0))
            else:
                exprs += [ir.AffineDimExpr.get(d) for d in new_loops[entry]]
        return ir.AffineMap.get(len(sizes), 0, exprs)

    with ir.InsertionPoint(op), op.location:
        inputs, maps = [], []
        for operand in info.inputs:
            source = producer(operand.value) if operand.is_tensor else None
            reads_split = any(isinstance(e, int) and e in split for e in operand.map)
            if source is not None and source.name == "tensor.collapse_shape" and reads_split:
                inputs.append(_regrouped_source(source, operand.map, split))
                maps.append(expanded_map(operand.map))
            elif reads_split and host_held(operand.value):  # a view of a saved activation
                value, amap = split_read(operand, [new_loops[l] for l in range(len(info.ranges))],
                                         sizes)
                inputs.append(value)
                maps.append(amap)
            else:
                inputs.append(operand.value)
                maps.append(expanded_map(operand.map))
        out_map = info.outputs[0].map
        shape = [n for e in out_map for n in split.get(e, [info.ranges[e]])]
        result_type = ir.RankedTensorType.get(shape, info.outputs[0].element_type)
        maps.append(expanded_map(out_map))
        init = fill_like(producer(info.outputs[0].value), result_type)
        new = linalg.GenericOp([result_type], inputs, [init],
                               ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                               ir.ArrayAttr.get([ir.Attribute.parse(f"#linalg.iterator_type<{k}>")
                                                 for k in iterators]))
        move_body(op, new.operation)
    for use in [u.owner.operation for u in op.results[0].uses]:
        use.results[0].replace_all_uses_with(_expanded_rest(new.results[0], use, out_map, split))
        use.erase()
    op.erase()


def _expanded_rest(value: ir.Value, expand, out_map: tuple, split: dict) -> ir.Value:
    """`value`, the rewritten contraction's result, expanded the rest of the way to what
    `expand` made of the old result: the groups of loops the rewrite kept whole."""
    target = ir.RankedTensorType(expand.results[0].type)
    if ir.RankedTensorType(value.type).shape == target.shape:
        return value
    groups = []
    for loop, group in zip(out_map, reassociation(expand)):
        if loop in split:  # already split: one result dim per expanded dim
            groups += [[d] for d in group]
        else:
            groups.append(list(group))
    with ir.InsertionPoint(expand), expand.location:
        return tensor.expand_shape(target, value, reassociation_attr(groups), [],
                                   list(target.shape))


def fill_like(fill, result_type: ir.RankedTensorType) -> ir.Value:
    """A copy of constant fill `fill` filling a new tensor of `result_type` (before the
    insertion point)."""
    empty = tensor.EmptyOp(list(result_type.shape), result_type.element_type).result
    info = linalg_info(fill)
    rank = len(result_type.shape)
    identity = ir.AffineMap.get_identity(rank)
    maps = [ir.AffineMap.get(rank, 0, []) for _ in info.inputs] + [identity]
    new = linalg.GenericOp([result_type], [o.value for o in info.inputs], [empty],
                           ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                           ir.ArrayAttr.get([ir.Attribute.parse("#linalg.iterator_type<parallel>")]
                                            * rank))
    body = new.operation.regions[0].blocks.append(
        *[a.type for a in fill.regions[0].blocks[0].arguments])
    mapping = dict(zip(fill.regions[0].blocks[0].arguments, body.arguments))
    for nested in fill.regions[0].blocks[0].operations:
        clone = nested.operation.clone(ip=ir.InsertionPoint(body))
        for i, operand in enumerate(clone.operands):
            if operand in mapping:
                clone.operands[i] = mapping[operand]
        for old, fresh in zip(nested.operation.results, clone.results):
            mapping[old] = fresh
    return new.results[0]
