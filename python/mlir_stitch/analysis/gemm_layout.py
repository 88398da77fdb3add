"""What a GEMM library call (cuBLASLt) can run: the layout of a contraction read in place and
the epilogue that follows it. No IR is changed here (transforms/library_gemms.py outlines).

A library GEMM computes out[batch, m, n] = sum_k A[batch, m, k] * B[batch, k, n] in f32 with
every operand read where it lies (A and B f32, or both the same half type that the body widens:
cuBLASLt reads the halves and sums in f32, as the body does): A stored [m, k] or [k, m] (trans_a), B stored [k, n] or
[n, k] (trans_b), an operand without the batch dims shared by every batch. Its epilogue is what
cuBLASLt applies to the accumulator before the store, when the ops after the GEMM compute exactly
that: a bias along n (out + bias[n]), a residual (out + C, cuBLASLt's beta·C), then a ReLU or
the tanh form of GELU (cuBLASLt's GELU is the tanh form: an erf GELU is never matched; one
generic, or a chain of them that only the activation reads, matched across their bodies), then
a rounding of the f32 result to f16/bf16 (cuBLASLt's D in that type: the call rounds once, as
the truncf does)."""
from __future__ import annotations

import math
from dataclasses import dataclass

from mlir import ir
from mlir.dialects import linalg

from ..runtime.library import GELU_TANH_CUBIC, GELU_TANH_SCALE, LAYOUT_FIELDS
from .fusion_domain import producer
from .linalg_info import IndexExpr, LinalgInfo, UnsupportedIndexMap, linalg_info, narrows_to_half
from .op_class import widened_inputs

F32 = "f32"


class NotLibrary(ValueError):
    """Why a contraction is not a library GEMM (kept as the loop kernel's reason)."""


@dataclass(frozen=True)
class GemmLayout:
    batch: int
    m: int
    n: int
    k: int
    trans_a: bool  # A is stored [k, m] per batch
    trans_b: bool  # B is stored [n, k] per batch
    batched_a: bool  # A holds one matrix per batch (else one shared by all)
    batched_b: bool
    a: int  # operand positions of A and B among the generic's inputs
    b: int
    out_order: str = "bmn"  # "mbn": the result stored [m, batch, n] (heads merged as written)
    views: "dict | None" = None  # strided views of a, b and out (analysis/gemm_views.py)

    def fields(self) -> dict:
        fields = {key: getattr(self, key) for key in LAYOUT_FIELDS}
        if self.out_order != "bmn":
            fields["out_order"] = self.out_order
        if self.views is not None:
            fields["views"] = self.views
        return fields


@dataclass
class Epilogue:
    ops: list  # the linalg.generic ops after the GEMM that the call absorbs, in order
    kind: str  # one of EPILOGUES
    bias: "ir.Value | None" = None  # the bias vector (n elements) when kind has a bias
    residual: "ir.Value | None" = None  # a [batch, m, n] tensor added before the activation

    @property
    def result_type(self) -> str:
        """The element type the call writes: f32, or the half its last op rounds to."""
        return _element_type(self.ops[-1]) if self.ops else F32

    @property
    def takes_bias_as_it_is(self) -> bool:
        """No bias, or one in the type the call writes (cuBLASLt's bias is in D's type)."""
        return self.bias is None or _element_type(self.bias) == self.result_type


def gemm_layout(info: LinalgInfo) -> GemmLayout:
    """The library layout of contraction `info`; NotLibrary says why there is none."""
    check_library_contraction(info)
    if any(isinstance(e, IndexExpr) for o in info.inputs + info.outputs for e in o.map):
        raise NotLibrary("an operand is read through a reshaped or offset index map")
    if any(reads_a_slice(o) for o in info.inputs):
        raise NotLibrary("an operand is read at a fixed index of a dimension longer than one")
    out = [d for d in info.outputs[0].map if d is not None]
    if len(info.reduction_dims) != 1:
        raise NotLibrary(f"a library GEMM sums over one loop, this one over "
                         f"{len(info.reduction_dims)}")
    if len(out) < 2 or sorted(out) != info.parallel_dims:
        raise NotLibrary("the result does not index every parallel loop once")
    try:
        return layout_for_result(info, out, "bmn")
    except NotLibrary as e:
        if len(out) != 3:
            raise
        why = e
    try:  # attention's P·V writing [s, h, d], the head merge folded into its result
        return layout_for_result(info, out, "mbn")
    except NotLibrary:
        raise why from None


def reads_a_slice(operand) -> bool:
    """`operand` is read at a fixed index of a dimension longer than one: a slice of it, which
    a library reading the whole tensor would take for the matrix."""
    return operand.is_tensor and any(e is None and size > 1
                                     for e, size in zip(operand.map, operand.shape))


def check_library_contraction(info: LinalgInfo) -> None:
    """What a library call computes, wherever its operands lie: two tensor operands, f32
    sums of f32 operands or of two halves of one type that the body widens, out + a * b, a
    zero-filled accumulator; NotLibrary says what differs."""
    if len(info.outputs) != 1 or len(info.inputs) != 2 or len(info.tensor_inputs) != 2:
        raise NotLibrary("a library GEMM has two tensor inputs and one output")
    if str(info.outputs[0].element_type) != F32:
        raise NotLibrary(f"a library GEMM sums in f32 here, this one in {info.outputs[0].element_type}")
    operand_types = {str(o.element_type) for o in info.inputs}
    if operand_types != {F32} and not (len(operand_types) == 1 and len(widened_inputs(info)) == 2):
        raise NotLibrary(f"a library GEMM reads two f32 operands or two halves of one type that "
                         f"it widens, this one reads {' and '.join(sorted(operand_types))}")
    _check_multiply_accumulate(info)
    _check_zero_init(info)


def layout_for_result(info: LinalgInfo, out: list, order: str) -> GemmLayout:
    """The library layout of contraction `info` writing its result over loops `out` (in the
    result's order) as `order` says: "bmn" [batch..., m, n], or "mbn" [m, batch, n] (one batch
    loop: cuBLASLt's D with ld batch·n and batch offset n); NotLibrary says why there is none."""
    (k,) = info.reduction_dims
    if order == "bmn":
        *batch, m, n = out
    elif len(out) == 3:
        m, b, n = out
        batch = [b]
    else:
        raise NotLibrary("a result stored [m, batch, n] has one batch loop")
    a, b = (_operand_with(info, m), _operand_with(info, n))
    if a == b:
        raise NotLibrary("one operand indexes both the rows and the columns of the result")
    trans_a, batched_a = _matrix_order(info.inputs[a].map, batch, (m, k))
    trans_b, batched_b = _matrix_order(info.inputs[b].map, batch, (k, n))
    if not (batched_a or batched_b):  # a strided-batched call reads one matrix per batch
        raise NotLibrary("the result repeats one product along batch dims neither operand has")
    r = info.ranges
    return GemmLayout(math.prod(r[d] for d in batch), r[m], r[n], r[k], trans_a, trans_b,
                      batched_a, batched_b, a, b, order)


def _operand_with(info: LinalgInfo, dim: int) -> int:
    found = [i for i, o in enumerate(info.inputs) if dim in o.map]
    if len(found) != 1:
        raise NotLibrary("a result dimension is indexed by both operands or by neither")
    return found[0]


def _matrix_order(amap: tuple, batch: list, rows_cols: tuple) -> "tuple[bool, bool]":
    """(transposed, batched) of an operand read through `amap`: its dims (size-1 ones left
    out) are the batch dims in order, or none of them, then the matrix's two dims."""
    dims = [d for d in amap if d is not None]
    lead, matrix = dims[:-2], tuple(dims[-2:])
    if lead not in (batch, []) or set(matrix) != set(rows_cols) or len(dims) < 2:
        raise NotLibrary("an operand's batch dims do not lead, in the result's order")
    return matrix != rows_cols, bool(lead) or not batch


def _check_multiply_accumulate(info: LinalgInfo) -> None:
    """The body is out + a * b (f32, either operand order; a and b widened from halves by
    the body's own extf ops, gemm_layout checks both or neither)."""
    widened = widened_inputs(info)
    ops = [op for op in info.body_ops if op.name != "linalg.yield" and op not in widened.values()]
    if [op.name for op in ops] != ["arith.mulf", "arith.addf"]:
        raise NotLibrary("the body is not an f32 multiply-accumulate")
    args = list(info.body.arguments)
    factors = [widened[i].results[0] if i in widened else args[i] for i in (0, 1)]
    mul, add = ops
    if set(mul.operands) != set(factors) or len(set(factors)) != 2 or \
            set(add.operands) != {args[2], mul.results[0]} or info.yielded != [add.results[0]]:
        raise NotLibrary("the body is not out + a * b")


def _check_zero_init(info: LinalgInfo) -> None:
    init = info.outputs[0].source
    if init is None or init.name != "linalg.generic" or not _fills_with(init, 0.0):
        raise NotLibrary("the accumulator does not start from a fill of zeros")


def _fills_with(op: ir.Operation, value: float) -> bool:
    fill = linalg_info(op)
    if not fill.is_constant_fill():
        return False
    yielded = fill.yielded[0]
    if isinstance(yielded.owner, ir.Block):  # a scalar operand: constant if an arith.constant
        yielded = fill.inputs[ir.BlockArgument(yielded).arg_number].value
    return _constant(yielded) == value


def epilogue(gemm: ir.Operation, layout: GemmLayout) -> Epilogue:
    """The ops after `gemm` that cuBLASLt's epilogue computes: a bias add, a residual add
    (cuBLASLt's beta·C: a tensor of the result's shape read at the same index), then a ReLU or
    a tanh GELU, each the only reader of the value before it, possibly through a reshape (a
    view of the same row-major elements: the call writes the reshaped result); the activation
    may also be a chain of elementwise generics that only it reads (torch-mlir writes GPT-2's
    tanh GELU as eight: `_activation_chain`)."""
    ops, bias, residual, kind = [], None, None, None
    step = next_elementwise(gemm.results[0])
    if step is not None and (bias := _bias_of(step[1], step[2], layout)) is not None:
        ops += step[0] + [step[1]]
        step = next_elementwise(step[1].results[0])
    if step is not None and (residual := _residual_of(step[1], step[2], gemm)) is not None:
        ops += step[0] + [step[1]]
        step = next_elementwise(step[1].results[0])
    if step is not None and (kind := _activation(step[1])) is not None:
        ops += step[0] + [step[1]]
    elif (chain := _activation_chain((ops[-1] if ops else gemm).results[0])) is not None:
        chain_ops, kind = chain
        ops += chain_ops
    rounding = _rounding_of((ops[-1] if ops else gemm).results[0])
    if rounding and rounds_in_call(gemm, bias, residual, _element_type(rounding[-1])):
        ops += rounding
    name = "_".join(p for p in ("bias" if bias is not None else "", kind or "") if p) or "none"
    return Epilogue(ops, name, bias, residual)


def rounds_in_call(gemm: ir.Operation, bias, residual, rounded: str) -> bool:
    """Whether the call of `gemm` (with this bias and residual, each a value or None) may write
    its result rounded to half type `rounded`: cuBLASLt writes D in a half type from operands
    of that type (f32 operands: f32 D only); its bias and C are in D's type, so a rounded call
    takes a bias of its half type (exact: the body widens it), never a residual (C would be
    rounded first)."""
    half = half_operands(gemm)
    return residual is None and half == rounded and _element_type(bias) in (None, half)


def half_operands(gemm: ir.Operation) -> "str | None":
    """The half type ("f16", "bf16") both operands of `gemm` are, widened by its body; None
    for f32 operands (or mixed ones)."""
    info = linalg_info(gemm)
    types = {str(o.element_type) for o in info.inputs}
    return types.pop() if len(types) == 1 and len(widened_inputs(info)) == 2 else None


def _element_type(value: "ir.Value | ir.Operation | None") -> "str | None":
    """The element type of a tensor value (an op's: of its result), None for None."""
    if isinstance(value, ir.Operation):
        value = value.results[0]
    return None if value is None else str(ir.ShapedType(value.type).element_type)


def _rounding_of(value: ir.Value) -> list:
    """[reshapes..., op] when the one reader of f32 `value` (directly or through one reshape)
    is an elementwise generic rounding it to f16/bf16 at the same index, to nearest even (the
    library call then writes its result in that type, rounded once); else []."""
    users = [u.owner.operation for u in value.uses]
    reshapes = []
    if len(users) == 1 and users[0].name in ("tensor.expand_shape", "tensor.collapse_shape"):
        reshapes, value = users, users[0].results[0]
        users = [u.owner.operation for u in value.uses]
    if len(users) != 1 or users[0].name != "linalg.generic":
        return []
    info = linalg_info(users[0])
    if not info.is_elementwise() or len(info.inputs) != 1 or len(info.outputs) != 1 or \
            info.inputs[0].value != value or info.inputs[0].map != tuple(range(len(info.iterators))) \
            or tuple(info.outputs[0].shape) != tuple(ir.RankedTensorType(value.type).shape):
        return []
    return reshapes + [users[0]] if body_rounds_its_input(info) else []


def body_rounds_its_input(info: LinalgInfo) -> bool:
    """The generic's body is one `truncf` of its first input to f16/bf16, to nearest even,
    and the yield of it."""
    ops = [op for op in info.body_ops if op.name != "linalg.yield"]
    return len(ops) == 1 and narrows_to_half(ops[0]) and "roundingmode" not in ops[0].attributes \
        and ops[0].operands[0] == info.body.arguments[0] and info.yielded == [ops[0].results[0]]


def next_elementwise(value: ir.Value) -> "tuple[list, ir.Operation, ir.Value] | None":
    """(reshapes, op, read): the one elementwise generic reading `value`, directly or through
    one reshape that is value's only reader (then in `reshapes`), and the value it reads."""
    users = [u.owner.operation for u in value.uses]
    if len(users) == 1 and users[0].name in ("tensor.expand_shape", "tensor.collapse_shape"):
        op = _only_elementwise_user(users[0].results[0])
        return ([users[0]], op, users[0].results[0]) if op is not None else None
    op = _only_elementwise_user(value)
    return ([], op, value) if op is not None else None


def _only_elementwise_user(value: ir.Value) -> "ir.Operation | None":
    """The one op reading `value`, when it is an f32 elementwise generic over value's shape
    reading value at its own index (once)."""
    users = [u.owner.operation for u in value.uses]
    if len(users) != 1 or users[0].name != "linalg.generic":
        return None
    info = linalg_info(users[0])
    n = len(info.iterators)
    if not info.is_elementwise() or len(info.outputs) != 1 or \
            str(info.outputs[0].element_type) != F32 or \
            tuple(info.outputs[0].shape) != tuple(ir.RankedTensorType(value.type).shape):
        return None
    reads = [o for o in info.inputs if o.value == value]
    if len(reads) != 1 or reads[0].map != tuple(range(n)):
        return None
    return users[0]


def _bias_of(op: ir.Operation, value: ir.Value, layout: GemmLayout) -> "ir.Value | None":
    """The bias vector when `op` computes value + bias[n] (n: the result's last dim), the bias
    f32 or a half that the body widens."""
    info = linalg_info(op)
    others = [o for o in info.inputs if o.value != value]
    if len(others) != 1 or not others[0].is_tensor or (str(others[0].element_type) != F32 and (
            info.inputs.index(others[0]) not in widened_inputs(info))):
        return None
    n = len(info.iterators) - 1
    if [d for d in others[0].map if d is not None] != [n] or info.ranges[n] != layout.n:
        return None
    return others[0].value if _is_sum_of_arguments(info) else None


def _residual_of(op: ir.Operation, value: ir.Value, gemm: ir.Operation) -> "ir.Value | None":
    """The other tensor when `op` computes value + other at the same index (a residual
    connection), f32 and of value's shape, computed without the GEMM's result (the call reads
    it before it runs)."""
    info = linalg_info(op)
    others = [o for o in info.inputs if o.value != value]
    n = len(info.iterators)
    if len(others) != 1 or not others[0].is_tensor or str(others[0].element_type) != F32 \
            or others[0].map != tuple(range(n)) or others[0].shape != info.ranges:
        return None
    if not _is_sum_of_arguments(info) or _depends_on(others[0].value, gemm):
        return None
    return others[0].value


def _is_sum_of_arguments(info: LinalgInfo) -> bool:
    """The body adds its two inputs (either widened from a half by its own extf)."""
    widened = widened_inputs(info)
    body = [o for o in info.body_ops if o.name != "linalg.yield" and o not in widened.values()]
    args = [widened[i].results[0] if i in widened else a
            for i, a in enumerate(list(info.body.arguments)[:2])]
    return len(body) == 1 and body[0].name == "arith.addf" and len(set(args)) == 2 and \
        set(body[0].operands) == set(args) and info.yielded == [body[0].results[0]]


def _depends_on(value: ir.Value, op: ir.Operation) -> bool:
    """`value` is computed from `op`'s results (through the ops of its block)."""
    seen, stack = set(), [value]
    while stack:
        source = producer(stack.pop())
        if source is None or source in seen:
            continue
        if source == op:
            return True
        seen.add(source)
        stack.extend(source.operands)
    return False


def _activation(op: ir.Operation) -> "str | None":
    """"relu" or "gelu" (tanh form) when `op` computes exactly that of its input, else None."""
    info = linalg_info(op)
    if len(info.inputs) != 1:
        return None
    (result,) = info.yielded
    return _activation_of(result, info.body.arguments[0], _itself)


def _activation_of(result: ir.Value, x: ir.Value, r) -> "str | None":
    """"relu" or "gelu" when scalar `result` is that of `x`, reading values through `r`."""
    if _is_relu(result, x, r):
        return "relu"
    if _is_gelu_tanh(result, x, r):
        return "gelu"
    return None


def _itself(value: ir.Value) -> ir.Value:
    return value


MAX_ACTIVATION_OPS = 12  # generics an activation may be written as (GPT-2's tanh GELU: 8)


def _activation_chain(value: ir.Value) -> "tuple[list, str] | None":
    """(ops, "relu" or "gelu") when elementwise generics read f32 `value`, and only they,
    and compute that activation of it in their last op, which alone is read elsewhere."""
    chain = _elementwise_chain(value)
    if chain is None:
        return None
    last = chain[-1]
    made_by = {op.results[0]: op for op in chain}

    def through(v: ir.Value) -> ir.Value:
        """A member's block argument as the scalar its input holds: `value` itself, or the
        yield of the member computing that input."""
        while isinstance(v, ir.BlockArgument) and _parent(v) in chain:
            tensor = _parent(v).operands[v.arg_number]
            if tensor == value:
                return value
            v = linalg_info(made_by[tensor]).yielded[0]
        return v
    kind = _activation_of(linalg_info(last).yielded[0], value, through)
    return (chain, kind) if kind is not None else None


def _parent(arg: ir.BlockArgument) -> ir.Operation:
    """The op whose region holds block argument `arg`."""
    parent = arg.owner.owner
    return getattr(parent, "operation", parent)


def _elementwise_chain(value: ir.Value) -> "list | None":
    """The elementwise generics over `value`'s shape that read only `value` and each other's
    results (identity maps), in an order where each follows what it reads, when every
    reader of `value` is one, every result but the last op's is read only by them, and there
    are at most MAX_ACTIVATION_OPS; else None."""
    shape = tuple(ir.RankedTensorType(value.type).shape)
    inside, chain, grew = [value], [], True
    while grew and len(chain) <= MAX_ACTIVATION_OPS:
        grew = False
        for v in list(inside):
            for use in v.uses:
                op = use.owner.operation
                if op not in chain and _reads_only(op, inside, shape):
                    chain.append(op)
                    inside.append(op.results[0])
                    grew = True
    if not chain or len(chain) > MAX_ACTIVATION_OPS:
        return None
    read_elsewhere = [v for v in inside if any(u.owner.operation not in chain for u in v.uses)]
    return chain if read_elsewhere == [chain[-1].results[0]] else None


def _reads_only(op: ir.Operation, inside: list, shape: tuple) -> bool:
    """`op` is an elementwise f32 generic over `shape` whose inputs are all in `inside`, read
    at their own index."""
    if op.name != "linalg.generic" or len(op.results) != 1:
        return False
    info = linalg_info(op)
    n = len(info.iterators)
    return info.is_elementwise() and str(info.outputs[0].element_type) == F32 and \
        tuple(info.outputs[0].shape) == shape and all(
            o.is_tensor and o.value in inside and o.map == tuple(range(n)) for o in info.inputs)


def _constant(value: ir.Value, r=_itself) -> "float | None":
    const = producer(r(value))
    if const is None or const.name != "arith.constant":
        return None
    attr = const.attributes["value"]
    return ir.FloatAttr(attr).value if isinstance(attr, ir.FloatAttr) else None


def _op(value: ir.Value, name: str, r=_itself) -> "list | None":
    """The operands of the op defining `value` (read through `r`) when it is `name`."""
    op = producer(r(value))
    return list(op.operands) if op is not None and op.name == name else None


def _is_relu(result: ir.Value, x: ir.Value, r=_itself) -> bool:
    """max(x, 0) (maximumf or maxnumf), or x > 0 ? x : 0."""
    for name in ("arith.maximumf", "arith.maxnumf"):
        ops = _op(result, name, r)
        if ops is not None and len(ops) == 2:
            ops = [r(v) for v in ops]
            if x in ops and _constant(ops[1 - ops.index(x)], r) == 0.0:
                return True
    ops = _op(result, "arith.select", r)
    if ops is None or r(ops[1]) != x or _constant(ops[2], r) != 0.0:
        return False
    cmp = producer(r(ops[0]))
    if cmp is None or cmp.name != "arith.cmpf":
        return False
    predicate = str(cmp.attributes["predicate"])
    a, b = cmp.operands
    return r(a) == x and _constant(b, r) == 0.0 and predicate.split(":")[0].strip() in ("2", "10")


def _is_gelu_tanh(result: ir.Value, x: ir.Value, r=_itself) -> bool:
    """0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), as torch-mlir writes
    aten.gelu(approximate="tanh"): the products in any order, constants to f32 precision."""
    terms = _product_terms(result, r)
    halves = [t for t in terms if _near(_constant(t, r), 0.5)]
    xs = [t for t in terms if t == x]
    rest = [t for t in terms if t != x and not _near(_constant(t, r), 0.5)]
    if len(halves) != 1 or len(xs) != 1 or len(rest) != 1:
        return False
    add = _op(rest[0], "arith.addf", r)
    if add is None or not any(_near(_constant(v, r), 1.0) for v in add):
        return False
    tanh = _op(next(v for v in add if not _near(_constant(v, r), 1.0)), "math.tanh", r)
    if tanh is None:
        return False
    inner = _product_terms(tanh[0], r)
    scale = [t for t in inner if _near(_constant(t, r), GELU_TANH_SCALE)]
    if len(scale) != 1 or len(inner) != 2:
        return False
    return _is_x_plus_cubic(next(t for t in inner if t is not scale[0]), x, r)


def _is_x_plus_cubic(value: ir.Value, x: ir.Value, r=_itself) -> bool:
    add = _op(value, "arith.addf", r)
    if add is None:
        return False
    add = [r(v) for v in add]
    if x not in add:
        return False
    cubic = _product_terms(add[1 - add.index(x)], r)
    coeff = [t for t in cubic if _near(_constant(t, r), GELU_TANH_CUBIC)]
    powers = [t for t in cubic if not _near(_constant(t, r), GELU_TANH_CUBIC)]
    return len(coeff) == 1 and _power_of(powers, x, r) == 3


def _power_of(factors: list, x: ir.Value, r=_itself) -> int:
    """The power of x that `factors` multiply to (x, x*x, powf(x, 3), fpowi), else 0."""
    total = 0
    for f in factors:
        if f == x:
            total += 1
            continue
        for name in ("math.powf", "math.fpowi", "math.ipowi"):
            ops = _op(f, name, r)
            if ops is not None and r(ops[0]) == x:
                exponent = _constant(ops[1], r)
                if exponent is None:
                    const = producer(r(ops[1]))
                    if const is None or "value" not in const.attributes:
                        return 0
                    exponent = ir.IntegerAttr(const.attributes["value"]).value
                if exponent != int(exponent):
                    return 0
                total += int(exponent)
                break
        else:
            return 0
    return total


def _product_terms(value: ir.Value, r=_itself) -> list:
    """The factors of a tree of arith.mulf (value itself when it is no product), each read
    through `r`."""
    value = r(value)
    ops = _op(value, "arith.mulf", r)
    if ops is None:
        return [value]
    return _product_terms(ops[0], r) + _product_terms(ops[1], r)


def _near(v: "float | None", want: float) -> bool:
    return v is not None and abs(v - want) <= 1e-6 * max(1.0, abs(want))


def in_library_epilogue(op: ir.Operation) -> bool:
    """`op` is part of a library GEMM's epilogue (a bias or residual add, the activation or
    the rounding after a GEMM with a library layout): it will run inside the library call,
    not in a kernel."""
    return _reaches_gemm_with(op, 3 + MAX_ACTIVATION_OPS)  # bias, residual, activation, rounding


def _reaches_gemm_with(member: ir.Operation, depth: int) -> bool:
    """Back from `member` through at most `depth` elementwise ops (and reshapes), a GEMM whose
    epilogue holds `member`."""
    frontier, seen = [member], set()
    for _ in range(depth):
        sources = []
        for op in frontier:
            for value in op.operands:
                source = producer(value)
                while source is not None and source.name in ("tensor.expand_shape",
                                                              "tensor.collapse_shape"):
                    source = producer(source.operands[0])
                if source is None or source.name != "linalg.generic" or source in seen:
                    continue
                seen.add(source)
                if not linalg.isa_contraction_op(source):
                    sources.append(source)
                    continue
                try:
                    if member in epilogue(source, gemm_layout(linalg_info(source))).ops:
                        return True
                except (NotLibrary, UnsupportedIndexMap):
                    pass
        frontier = sources
    return False
