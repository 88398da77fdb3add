"""Counts of true mask values summed in f32 where that is exact.

torch-mlir lowers a mean over the elements a mask keeps (cross entropy's ignore_index, a
masked mean) to an integer sum of the mask's `extui`, read only through `sitofp` to f32 (to
bf16/f16 in a half model: then the exact f32 sum is rounded once, as sitofp rounds the integer). The
templates keep row values in f32 registers, so the integer sum stood alone as a loop kernel
with grid 1, and the scalar tail after it in a kernel of its own.

Summed in f32 from a constant start c ≥ 0, every partial sum of R zeros and ones is an integer
between c and c + R: exact while c + R ≤ 2^24, in any order, so the f32 sum is the same value
as `sitofp` of the integer sum. The pair is replaced by the f32 sum (uitofp of each mask value,
addf). Anything else stays as it is: a count that something else reads as an integer, a start
that is not a constant fill, more elements, other summands."""
from __future__ import annotations

from math import prod

from mlir import ir
from mlir.dialects import arith, linalg, tensor

from ..analysis.linalg_info import generic_info

EXACT_F32_INTEGERS = 2 ** 24  # every integer up to this is an f32


def sum_counts_in_f32(block: ir.Block) -> int:
    """Rewrite every exact count of `block` (module docstring); returns how many."""
    # all found first: a rewrite erases ops a walk of the block would still visit
    counts = [(op.operation, count) for op in block.operations
              if (count := _exact_count(op.operation)) is not None]
    for op, (start, mask_arg, to_float) in counts:
        _replace_with_f32_sum(op, start, mask_arg, to_float)
    return len(counts)


def _exact_count(op: ir.Operation) -> "tuple | None":
    """(its constant start, the input number of the mask, the sitofp generic reading it) when
    `op` is an integer sum of extui'd i1 values that only a conversion to f32 reads and whose
    f32 sum is exact; else None."""
    if not _body_sums_extui(op):
        return None
    info = generic_info(op)
    if info is None or len(op.results) != 1:
        return None
    reduction = info.split_reduction_body()
    if reduction is None or reduction.combiner != "arith.addi" or not info.reduction_dims:
        return None
    ops = info.body_ops
    if len(ops) != 3 or ops[0].name != "arith.extui" or str(ops[0].operands[0].type) != "i1" \
            or ops[0].results[0] not in list(ops[1].operands):  # the sum adds the extui
        return None
    mask = ops[0].operands[0]
    if not isinstance(mask.owner, ir.Block) or ir.BlockArgument(mask).arg_number >= len(info.inputs):
        return None
    start = _constant_fill_value(info.outputs[0].source)
    elements = prod(info.ranges[d] for d in info.reduction_dims)
    if start is None or start < 0 or start + elements > EXACT_F32_INTEGERS:
        return None
    uses = list(op.results[0].uses)
    if len(uses) != 1:
        return None
    to_float = uses[0].owner.operation
    if not _converts_to_f32(to_float, op.results[0]):
        return None
    return start, ir.BlockArgument(mask).arg_number, to_float


def _body_sums_extui(op: ir.Operation) -> bool:
    """The quick part of _exact_count, read off the body alone: a generic of three ops, the
    first an arith.extui (most ops are not, and need no view to tell)."""
    if op.name != "linalg.generic":
        return False
    body = op.regions[0].blocks[0].operations
    return len(body) == 3 and body[0].operation.name == "arith.extui"


def _constant_fill_value(op: "ir.Operation | None") -> "int | None":
    """The integer a constant fill (a generic yielding a scalar arith.constant) writes."""
    info = generic_info(op)
    if info is None or not info.is_constant_fill() or len(info.yielded) != 1:
        return None
    value = info.yielded[0]
    if isinstance(value.owner, ir.Block):  # a block argument: the fill's scalar input
        value = info.inputs[ir.BlockArgument(value).arg_number].value
        if isinstance(value.owner, ir.Block):
            return None
    constant = value.owner.operation
    if constant.name != "arith.constant" or not isinstance(constant.attributes["value"], ir.IntegerAttr):
        return None
    return ir.IntegerAttr(constant.attributes["value"]).value


def _converts_to_f32(op: ir.Operation, count: ir.Value) -> bool:
    """`op` reads `count` element for element and yields it converted to f32 (or to f16/bf16:
    the rounding of the exact f32 count is the rounding of the integer), nothing else."""
    info = generic_info(op)
    if info is None or len(op.results) != 1:
        return False
    ops = info.body_ops
    return (info.is_elementwise() and len(info.inputs) == 1 and info.inputs[0].value == count
            and info.inputs[0].map == info.outputs[0].map
            and str(info.outputs[0].element_type) in ("f32", "f16", "bf16") and len(ops) == 2
            and ops[0].name in ("arith.sitofp", "arith.uitofp")
            and ops[0].operands[0] == info.body.arguments[0] and info.yielded == [ops[0].results[0]])


def _replace_with_f32_sum(op: ir.Operation, start: int, mask_arg: int, to_float) -> None:
    """`op`'s loops and inputs summing uitofp(mask) into an f32 fill of `start`; it replaces
    `to_float`'s result, and both go."""
    n_in = list(op.attributes["operandSegmentSizes"])[0]
    inputs = list(op.operands)[:n_in]
    maps = list(op.attributes["indexing_maps"])
    converted = ir.RankedTensorType(to_float.results[0].type)
    f32 = ir.F32Type.get()
    result_type = ir.RankedTensorType.get(list(converted.shape), f32)
    body = op.regions[0].blocks[0]
    with ir.InsertionPoint(op), op.location:
        fill = _constant_fill(result_type, float(start))
        total = linalg.GenericOp([result_type], inputs, [fill], ir.ArrayAttr.get(maps),
                                 op.attributes["iterator_types"])
        block = total.regions[0].blocks.append(*[a.type for a in list(body.arguments)[:n_in]], f32)
    with ir.InsertionPoint(block), op.location:
        one = arith.UIToFPOp(f32, block.arguments[mask_arg]).result
        linalg.YieldOp([arith.AddFOp(one, block.arguments[n_in]).result])
    count = total.results[0]
    if converted.element_type != f32:  # a half count: the exact f32 count rounded once
        with ir.InsertionPoint(to_float), op.location:
            count = _rounded(count, converted)
    to_float.results[0].replace_all_uses_with(count)
    to_float.erase()
    init = op.operands[n_in].owner
    op.erase()
    if not list(init.results[0].uses):
        init.erase()


def _rounded(value: ir.Value, result_type: ir.RankedTensorType) -> ir.Value:
    """`value` (an f32 tensor) rounded to `result_type`'s f16/bf16 element for element."""
    rank = result_type.rank
    empty = tensor.EmptyOp(list(result_type.shape), result_type.element_type).result
    identity = ir.AffineMapAttr.get(ir.AffineMap.get_identity(rank))
    parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
    rounding = linalg.GenericOp([result_type], [value], [empty], ir.ArrayAttr.get([identity] * 2),
                                ir.ArrayAttr.get([parallel] * rank))
    block = rounding.regions[0].blocks.append(ir.F32Type.get(), result_type.element_type)
    with ir.InsertionPoint(block):
        linalg.YieldOp([arith.TruncFOp(result_type.element_type, block.arguments[0]).result])
    return rounding.results[0]


def _constant_fill(result_type: ir.RankedTensorType, value: float) -> ir.Value:
    """A tensor of `result_type` filled with `value`, as stitch-normalize writes a linalg.fill
    (a generic yielding its scalar input)."""
    rank = result_type.rank
    scalar = arith.ConstantOp(result_type.element_type, value).result
    empty = tensor.EmptyOp(list(result_type.shape), result_type.element_type).result
    maps = [ir.AffineMap.get(rank, 0, []), ir.AffineMap.get_identity(rank)]
    parallel = ir.Attribute.parse("#linalg.iterator_type<parallel>")
    fill = linalg.GenericOp([result_type], [scalar], [empty],
                            ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                            ir.ArrayAttr.get([parallel] * rank))
    block = fill.regions[0].blocks.append(result_type.element_type, result_type.element_type)
    with ir.InsertionPoint(block):
        linalg.YieldOp([block.arguments[0]])
    return fill.results[0]
