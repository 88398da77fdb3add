"""Rewrite the static tensor slicing ops of an L0 function into linalg.generic copies.

Frontends split and join tensors with tensor ops (torch-mlir: q/k/v splits are
`tensor.extract_slice`, rotary embeddings `extract_slice` + `tensor.concat`, slice_scatter
`tensor.insert_slice`). Every later pass reads linalg.generic only, so each becomes one
generic over its result whose input maps carry the slice's constants:

- `extract_slice` (static offsets, sizes, strides; rank-reducing too): a copy reading the
  source at `d * stride + offset` (a constant `offset` for a dropped unit dimension; `d mod
  size` for a leading part, since a plain `d` would claim the whole source dimension);
- `concat` along dim k: one generic over the result reading piece j at `(d_k - o_j) mod s_j`
  (o_j its offset, s_j its size: always in bounds) and choosing the piece by
  `arith.select` on `linalg.index k`;
- `insert_slice` (static, positive strides): the same with two pieces, the source inside the
  window (at every stride-th position of it: slice_scatter's step, the backward of `x[:, ::2]`)
  and the destination elsewhere.

The index-map view (analysis/linalg_info.IndexExpr) reads these maps; fusions only take them
where the read is of a kernel input, because a shifted read of a value computed in the same
kernel is not local to a thread. Anything else (dynamic offsets, a slice reaching outside its
tensor) fails with a located error: nothing is dropped silently.
"""
from __future__ import annotations

from mlir import ir
from mlir.dialects import arith, linalg, tensor

from ..compiler.errors import error_at

SLICE_OPS = ("tensor.extract_slice", "tensor.concat", "tensor.insert_slice")


def rewrite_slices(block: ir.Block) -> int:
    """Replace every slicing op of `block` (an entry function's body) by a linalg.generic;
    returns how many were rewritten."""
    count = 0
    for op in list(block.operations):
        op = op.operation
        if op.name not in SLICE_OPS:
            continue
        with ir.InsertionPoint(op), op.location:
            if op.name == "tensor.extract_slice":
                new = _extract_slice(op)
            elif op.name == "tensor.concat":
                new = _concat(op)
            else:
                new = _insert_slice(op)
        op.results[0].replace_all_uses_with(new)
        op.erase()
        count += 1
    return count


# extract_slice ---------------------------------------------------------------------------
def _extract_slice(op) -> ir.Value:
    source = op.operands[0]
    offsets, sizes, strides = _static_triple(op)
    src_shape = list(ir.RankedTensorType(source.type).shape)
    result_type = ir.RankedTensorType(op.results[0].type)
    kept = _kept_dims(op, sizes, list(result_type.shape))
    _check_in_bounds(op, offsets, sizes, strides, src_shape, "source")
    if (source.type == result_type and sizes == src_shape and not any(offsets)
            and all(s == 1 for s in strides)):
        return source  # the whole tensor
    rank = result_type.rank
    exprs = []
    for i, loop in enumerate(kept):
        if loop is None:  # dropped unit dimension: the constant offset
            exprs.append(ir.AffineConstantExpr.get(offsets[i]))
        else:
            dim = ir.AffineDimExpr.get(loop)
            if strides[i] == 1 and offsets[i] == 0:
                # a plain `d` would tell the verifier that the source dim has the loop's size
                exprs.append(_window(loop, 0, sizes[i], src_shape[i]))
                continue
            scaled = dim if strides[i] == 1 else ir.AffineExpr.get_mul(dim, _const(strides[i]))
            exprs.append(scaled if offsets[i] == 0 else ir.AffineExpr.get_add(scaled, _const(offsets[i])))
    src_map = ir.AffineMap.get(rank, 0, exprs)
    return _generic(result_type, [source], [src_map], lambda args: args[0])


def _kept_dims(op, sizes: list, result_shape: list) -> list:
    """For each source dim, the result dim it becomes, or None for a dropped unit dim (the
    first matching assignment: dropping one unit dim or another reads the same elements)."""
    kept, j = [], 0
    for size in sizes:
        if j < len(result_shape) and size == result_shape[j]:
            kept.append(j)
            j += 1
        elif size == 1:
            kept.append(None)
        else:
            raise error_at(op, f"cannot match slice sizes {sizes} to the result shape {result_shape}")
    if j != len(result_shape):
        raise error_at(op, f"cannot match slice sizes {sizes} to the result shape {result_shape}")
    return kept


# concat ----------------------------------------------------------------------------------
def _concat(op) -> ir.Value:
    axis = ir.IntegerAttr(op.attributes["dim"]).value
    result_type = ir.RankedTensorType(op.results[0].type)
    pieces, offset = [], 0
    for value in op.operands:
        size = ir.RankedTensorType(value.type).shape[axis]
        if size:
            pieces.append((value, offset, size))
        offset += size
    if len(pieces) == 1 and pieces[0][0].type == result_type:
        return pieces[0][0]
    if not pieces:
        raise error_at(op, "tensor.concat of empty tensors")
    rank = result_type.rank
    maps = []
    for value, start, size in pieces:
        exprs = [ir.AffineDimExpr.get(d) for d in range(rank)]
        exprs[axis] = _window(axis, start, size, result_type.shape[axis])
        maps.append(ir.AffineMap.get(rank, 0, exprs))

    def body(args):
        index = linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)).result
        chosen = args[-1]
        for (value, start, size), arg in reversed(list(zip(pieces[1:], args[:-1]))):
            below = arith.CmpIOp(arith.CmpIPredicate.ult, index, _index_const(start)).result
            chosen = arith.SelectOp(below, arg, chosen).result
        return chosen
    return _generic(result_type, [p[0] for p in pieces], maps, body)


# insert_slice ----------------------------------------------------------------------------
def _insert_slice(op) -> ir.Value:
    source, dest = op.operands[0], op.operands[1]
    offsets, sizes, strides = _static_triple(op, first_dynamic=2)
    if any(s < 1 for s in strides):
        raise error_at(op, f"tensor.insert_slice with strides {strides} is not supported "
                           "(only positive strides)")
    result_type = ir.RankedTensorType(op.results[0].type)
    dest_shape = list(result_type.shape)
    if sizes == dest_shape and not any(offsets) and source.type == result_type \
            and all(s == 1 for s in strides):
        return source  # overwrites the whole destination
    kept = _kept_dims(op, sizes, list(ir.RankedTensorType(source.type).shape))
    _check_in_bounds(op, offsets, sizes, strides, dest_shape, "destination")
    rank = result_type.rank
    src_exprs = [_window(i, offsets[i], sizes[i], dest_shape[i], strides[i])
                 for i, loop in enumerate(kept) if loop is not None]
    src_map = ir.AffineMap.get(rank, 0, src_exprs)
    dest_map = ir.AffineMap.get_identity(rank)
    window = [(i, offsets[i], sizes[i], strides[i] if sizes[i] > 1 else 1) for i in range(rank)
              if not (offsets[i] == 0 and sizes[i] == dest_shape[i] and strides[i] == 1)]

    def body(args):
        inside = None
        for i, start, size, stride in window:
            index = linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), i)).result
            end = start + (size - 1) * stride + 1
            conds = [arith.CmpIOp(arith.CmpIPredicate.ult, index, _index_const(end)).result]
            if start:
                conds.append(arith.CmpIOp(arith.CmpIPredicate.uge, index, _index_const(start)).result)
            if stride > 1:  # every stride-th position from the start (slice_scatter's step)
                from_start = arith.SubIOp(index, _index_const(start)).result if start else index
                phase = arith.RemUIOp(from_start, _index_const(stride)).result
                conds.append(arith.CmpIOp(arith.CmpIPredicate.eq, phase, _index_const(0)).result)
            for c in conds:
                inside = c if inside is None else arith.AndIOp(inside, c).result
        return args[0] if inside is None else arith.SelectOp(inside, args[0], args[1]).result
    return _generic(result_type, [source, dest], [src_map, dest_map], body)


# helpers ---------------------------------------------------------------------------------
def _check_in_bounds(op, offsets: list, sizes: list, strides: list, shape: list, what: str) -> None:
    """The slice lies inside `shape` (the op's verifier does not check static bounds, and a
    copy reading or writing past them would compute something else silently)."""
    for dim, (offset, size, stride, full) in enumerate(zip(offsets, sizes, strides, shape)):
        if size and (offset < 0 or offset + (size - 1) * stride >= full):
            raise error_at(op, f"'{op.name}' reaches outside its {what} in dimension {dim}: "
                               f"offset {offset}, size {size}, stride {stride} in {full}")


def _window(dim: int, start: int, size: int, full: int, stride: int = 1) -> ir.AffineExpr:
    """Index of loop `dim` into a piece covering [start, start + size) of a dimension of
    `full`: `(d - start) mod size`, which stays inside the piece for every d (the generic
    selects the piece only inside its window); plain `d` when the piece is the whole dim.
    A piece at every `stride`-th position is read at `((d - start) floordiv stride) mod size`,
    written `((d + lift - start) floordiv stride) mod size` with `lift` a multiple of
    size·stride of at least `start`: the same index, from a numerator never negative (the
    kernels' division needs one)."""
    d = ir.AffineDimExpr.get(dim)
    if start == 0 and size == full and stride == 1:
        return d
    if stride == 1 or size == 1:
        shifted = d if start == 0 else ir.AffineExpr.get_add(d, _const(-start))
        return ir.AffineExpr.get_mod(shifted, _const(size))
    lift = -(-start // (size * stride)) * size * stride
    shifted = d if lift == start else ir.AffineExpr.get_add(d, _const(lift - start))
    return ir.AffineExpr.get_mod(ir.AffineExpr.get_floor_div(shifted, _const(stride)), _const(size))


def _static_triple(op, first_dynamic: int = 1) -> "tuple[list, list, list]":
    if len(op.operands) > first_dynamic:
        raise error_at(op, f"'{op.name}' with dynamic offsets, sizes or strides is not supported")
    triple = tuple(list(ir.DenseI64ArrayAttr(op.attributes[k]))
                   for k in ("static_offsets", "static_sizes", "static_strides"))
    if any(v == ir.ShapedType.get_dynamic_size() for part in triple for v in part):
        raise error_at(op, f"'{op.name}' with dynamic offsets, sizes or strides is not supported")
    return triple


def _const(value: int) -> ir.AffineExpr:
    return ir.AffineConstantExpr.get(value)


def _index_const(value: int) -> ir.Value:
    return arith.ConstantOp(ir.IndexType.get(), value).result


def _generic(result_type, inputs: list, input_maps: list, body) -> ir.Value:
    """linalg.generic over `result_type` (all loops parallel, identity output on a
    tensor.empty) whose body yields `body(the inputs' block arguments)`."""
    rank = result_type.rank
    empty = tensor.EmptyOp(list(result_type.shape), result_type.element_type).result
    maps = [ir.AffineMapAttr.get(m) for m in input_maps + [ir.AffineMap.get_identity(rank)]]
    parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
    op = linalg.GenericOp([result_type], inputs, [empty], ir.ArrayAttr.get(maps),
                          ir.ArrayAttr.get([parallel] * rank))
    types = [ir.RankedTensorType(v.type).element_type for v in inputs] + [result_type.element_type]
    block = op.regions[0].blocks.append(*types)
    with ir.InsertionPoint(block):
        linalg.YieldOp([body(list(block.arguments)[:len(inputs)])])
    return op.results[0]
