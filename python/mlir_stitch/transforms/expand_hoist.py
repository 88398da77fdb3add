"""Move an expand_shape above the elementwise ops between it and a contraction (stitch-normalize).

torch-mlir writes a Linear over [B, S, D] as a 2-D GEMM on [B·S, D], its bias added on [B·S, N],
then an expand_shape to [B, S, N]. The reshape sits between the GEMM's epilogue and the ops after
it (a residual add, a LayerNorm, an activation), so they cannot share a kernel. When the chain
from a contraction to the expand is elementwise ops only, none read outside the chain (an erf
GELU's input is read by two of its ops), those ops all iterate the split loops instead, moved
together: they read their other inputs through expand_shapes (views of arguments) and the
contraction's result through an expand_shape, which transforms/contraction_loops.py then folds
into the contraction's loops: the GEMM computes [B, S, N] itself and joins the fusion of its
consumers. Views of arguments (a residual the reshape-domain fold reads through a
collapse_shape), and values computed from arguments alone read along unsplit loops (a bias
widened from bf16), are read like arguments, and a collapse_shape of a computed value of the
split shape as that value (the residual of a bf16 block's FFN-down projection). A reader of the
last op other than the expand (an elementwise op the reshape-domain fold put on [B·S, N]) reads
the new result through a collapse_shape: a bf16 block's attention projection then joins the
LayerNorm after its residual add."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg, tensor

from ..analysis.fusion_domain import compute_producer, producer
from ..analysis.linalg_info import UnsupportedIndexMap, is_projection, linalg_info, loop_dims
from ..analysis.op_class import is_contraction_op
from .contraction_loops import result_split
from .index_maps import collapsed_from, reassociation, split_read
from .outline import erase_dead_pure_ops
from .reshape_domains import move_body


def hoist_expand_shapes(block: ir.Block) -> int:
    """Move every expand_shape of `block` that qualifies above its producer and the chain of
    elementwise ops back to the contractions, until none does; the number of ops rewritten."""
    moved = 0
    while True:
        found = next(((op.operation, chain) for op in block.operations
                      if op.operation.name == "tensor.expand_shape"
                      for chain in [_hoist_chain(producer(op.operation.operands[0]))] if chain),
                     None)
        if found is None:
            break
        expand, chain = found
        _rewrite(chain[0], expand)
        moved += 1 + _rewrite_rest(chain[1:])
    if moved:
        erase_dead_pure_ops(block)
    return moved


def _rewrite_rest(chain: list) -> int:
    """Rewrite the chain's other ops, each once all its readers are rewritten (so read it
    through expand_shapes only): the whole chain moves together, which no single op could
    alone (a GELU's input read by two of its ops)."""
    left = list(chain)
    while left:
        ready = next(op for op in left
                     if all(u.owner.operation.name == "tensor.expand_shape"
                            for u in op.results[0].uses))
        expand = next(u.owner.operation for u in ready.results[0].uses)
        left = [op for op in left if op != ready]
        _rewrite(ready, expand)
    return len(chain)


def _hoist_chain(op) -> "list | None":
    """`op` first, then the elementwise ops between it and the contractions, when `op` is a
    plain elementwise generic whose result goes to expand_shapes of one split (and maybe to
    other readers), and whose computed inputs come from contractions whose loops can be split
    the same way (transforms/contraction_loops.py), directly or through a short chain of such
    ops read by nothing outside the chain (a bias add, then an activation); else None."""
    if not _plain_elementwise(op):
        return None
    users = [u.owner.operation for u in op.results[0].uses
             if u.owner.operation.name == "tensor.expand_shape"]
    if not users or len({(str(u.attributes["reassociation"]), str(u.results[0].type))
                         for u in users}) != 1:
        return None
    groups = reassociation(users[0])
    shape = list(ir.RankedTensorType(users[0].results[0].type).shape)
    chain = []
    if not _chain_to_contractions(op, groups, shape, 8, chain):
        return None
    inside = all(_same_op(u.owner.operation, chain) for member in chain[1:]
                 for u in member.results[0].uses)
    return chain if inside else None


def _plain_elementwise(op) -> bool:
    """A one-result elementwise generic reading plain loops, not using its index, no gathers."""
    if op is None or op.name != "linalg.generic" or is_contraction_op(op):
        return False
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap:
        return False
    return info.is_elementwise() and len(info.outputs) == 1 and not info.gathered \
        and not any(o.name == "linalg.index" for o in info.body_ops) \
        and all(is_projection(o.map) for o in info.inputs)


def _same_op(op, ops: list) -> bool:
    return any(op == member for member in ops)


def _chain_to_contractions(op, groups: list, shape: list, depth: int, chain: list) -> bool:
    """Every computed tensor input of `op` is read at `op`'s own index and is a contraction's
    result whose loops split by `groups` (to `shape`), or a plain elementwise op for which this
    holds (within `depth` ops); the elementwise ops met go to `chain` (`op` first). Inputs
    that are the collapse_shape of a value of the split shape (a residual) are read as it."""
    if not _same_op(op, chain):
        chain.append(op)
    info = linalg_info(op)
    computed = [o for o in info.tensor_inputs if not _read_like_an_argument(o, groups)
                and not _collapse_of_split(o.value, groups, shape)]
    if not computed or depth == 0:
        return False
    for operand in computed:
        source = producer(operand.value)
        if operand.map != tuple(range(len(info.iterators))):
            return False
        if source.name == "linalg.generic" and is_contraction_op(source):
            if result_split(source, groups, shape) is None:
                return False
        elif not (_plain_elementwise(source)
                  and _chain_to_contractions(source, groups, shape, depth - 1, chain)):
            return False
    return True


def _collapse_of_split(value: ir.Value, groups: list, shape: list) -> bool:
    """`value` is a collapse_shape by `groups` of a value of `shape`: split_read reads that
    value itself (a residual the block adds after the projection)."""
    etype = ir.RankedTensorType(value.type).element_type
    return collapsed_from(value, ir.RankedTensorType.get(shape, etype), groups) is not None


def _read_like_an_argument(operand, groups: list) -> bool:
    """Input `operand` needs no contraction to be read over the split loops: a view of an
    argument or constant (a residual the reshape-domain fold reads through a collapse_shape),
    or a value computed from arguments alone that no split loop indexes (a bf16 bias widened to
    f32: read whole, it needs no expand_shape, which would cut it from its reader)."""
    if _view_of_argument(operand.value):
        return True
    split = {loop for loop, group in enumerate(groups) if len(group) > 1}
    return not split & set(loop_dims(operand.map)) and _of_arguments(operand.value, depth=4)


def _view_of_argument(value: ir.Value) -> bool:
    """`value` is an argument, a constant or an empty tensor, or reshapes of one."""
    source = compute_producer(value)
    return source is None or source.name in ("arith.constant", "tensor.empty")


def _of_arguments(value: ir.Value, depth: int) -> bool:
    """`value` is computed from arguments and constants alone by plain elementwise ops."""
    if _view_of_argument(value):
        return True
    source = producer(value)
    return depth > 0 and _plain_elementwise(source) and all(
        _of_arguments(o.value, depth - 1) for o in linalg_info(source).tensor_inputs)


def _rewrite(op, expand) -> None:
    """`op` over the expanded loops, its inputs read through expand_shapes; its expand_shape
    users replaced by the new result."""
    info = linalg_info(op)
    groups = reassociation(expand)
    new_shape = list(ir.RankedTensorType(expand.results[0].type).shape)
    with ir.InsertionPoint(op), op.location:
        inputs, maps = [], []
        for operand in info.inputs:
            if not operand.is_tensor:
                inputs.append(operand.value)
                maps.append(ir.AffineMap.get(len(new_shape), 0, []))
                continue
            value, read = split_read(operand, groups, new_shape)  # plain reads: always split
            inputs.append(value)
            maps.append(read)
        etype = ir.RankedTensorType(op.results[0].type).element_type
        empty = tensor.EmptyOp(new_shape, etype).result
        maps.append(ir.AffineMap.get_identity(len(new_shape)))
        parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
        new = linalg.GenericOp([empty.type], inputs, [empty],
                               ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                               ir.ArrayAttr.get([parallel] * len(new_shape)))
        move_body(op, new.operation)
    for user in [u.owner.operation for u in op.results[0].uses]:
        if user.name == "tensor.expand_shape":
            user.results[0].replace_all_uses_with(new.results[0])
            user.erase()
    # other readers get a collapse_shape of the new result (any(), not list(): listing these
    # uses after the erasures above crashes the bindings)
    if any(True for _ in op.results[0].uses):
        with ir.InsertionPoint(op), op.location:
            collapsed = tensor.CollapseShapeOp(op.results[0].type, new.results[0],
                                               expand.attributes["reassociation"]).result
        op.results[0].replace_all_uses_with(collapsed)
    op.erase()
