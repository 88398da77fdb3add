"""A plain-Python view of one `linalg.generic`: loops, operands with their index maps, body.

Every pass reads linalg ops through this view instead of poking at MLIR attributes, so the
index-map algebra lives in one place. Index maps are kept as tuples whose entries are a loop
position (int), None for a constant-0 index (a size-1 dimension), or an IndexExpr for the
other affine forms the slice rewrites (transforms/slices.py) produce: a loop position scaled and
shifted by constants, optionally divided (floordiv, from folded reshapes:
transforms/reshape_domains.py) and taken modulo a constant, then shifted again (a slice read
through a concat: transforms/inline_producers.py), or a non-zero constant. An IndexExpr
never equals a plain entry, so every comparison of maps against projections refuses it."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from mlir import ir

from ..run_facts import once  # maps, iterator kinds, types: read once per pass run

TRANSCENDENTAL_OPS = frozenset(
    "math." + n
    for n in "exp exp2 expm1 log log2 log10 log1p tanh erf sqrt rsqrt sin cos tan atan atan2 "
    "sinh cosh asin acos powf".split()
)

# combiner op -> neutral element (as an MLIR literal for f32/int types)
COMBINERS = {
    "arith.addf": "0.0", "arith.mulf": "1.0",
    "arith.maximumf": "-inf", "arith.maxnumf": "-inf",
    "arith.minimumf": "inf", "arith.minnumf": "inf",
    "arith.addi": "0", "arith.muli": "1", "arith.ori": "0", "arith.xori": "0", "arith.andi": "-1",
    "arith.maxsi": "min", "arith.minsi": "max",
}


class UnsupportedIndexMap(ValueError):
    pass


@dataclass(frozen=True)
class IndexExpr:
    """Index `(dim * scale + offset) floordiv divisor` (`offset` alone when `dim` is None),
    taken modulo `modulo` when that is non-zero (the non-negative remainder of affine `mod`),
    plus `shift`.
    A divisor comes from folded reshapes (transforms/reshape_domains.py: the index of an old
    dimension inside a merged one) and needs a non-negative linear part (checked on reading)."""
    dim: "int | None"
    scale: int = 1
    offset: int = 0
    modulo: int = 0
    divisor: int = 1
    shift: int = 0  # added after the floordiv and the remainder

    def linear_values(self, size: int) -> "tuple[int, int]":
        """(lowest, highest) of `dim * scale + offset` over the loop range [0, size)."""
        if self.dim is None or size <= 0:
            return self.offset, self.offset
        ends = (self.offset, self.scale * (size - 1) + self.offset)
        return min(ends), max(ends)

    def values(self, size: int) -> "tuple[int, int]":
        """(lowest, highest) index over the loop range [0, size); for a wrapping remainder,
        bounds that contain every value taken."""
        lo, hi = self._unshifted_values(size)
        return lo + self.shift, hi + self.shift

    def unshifted(self) -> "IndexExpr":
        return IndexExpr(self.dim, self.scale, self.offset, self.modulo, self.divisor)

    def _unshifted_values(self, size: int) -> "tuple[int, int]":
        if self.dim is None or size <= 0:
            v = self.offset // self.divisor
            v = v % self.modulo if self.modulo else v
            return v, v
        if self.divisor != 1:
            lo, hi = (v // self.divisor for v in self.linear_values(size))  # floor: monotone
            if not self.modulo or (lo >= 0 and hi < self.modulo):
                return lo, hi
            return 0, self.modulo - 1
        if not self.modulo:
            return self.linear_values(size)
        step, start = self.scale % self.modulo, self.offset % self.modulo
        hi = start + step * (size - 1)  # the non-negative linear part's largest value
        if hi < self.modulo:
            return start, hi
        return 0, self.modulo - 1  # wraps around: every remainder, conservatively


def loop_dims(amap: tuple) -> list:
    """The loop positions an index map reads (plain entries and IndexExpr ones)."""
    dims = []
    for e in amap:
        d = e.dim if isinstance(e, IndexExpr) else e
        if d is not None:
            dims.append(d)
    return dims


def is_projection(amap: tuple) -> bool:
    """Only loop positions and constant-0 entries (no IndexExpr)."""
    return not any(isinstance(e, IndexExpr) for e in amap)


@dataclass(eq=False)  # views compare by identity: their fields hold IR handles
class Operand:
    value: ir.Value
    map: tuple  # entries: loop position or None (constant 0)
    is_tensor: bool
    shape: tuple
    element_type: ir.Type

    @cached_property
    def source(self) -> "ir.Operation | None":
        """The op defining the value (None for a block argument); asked often by the planner."""
        owner = self.value.owner
        return None if isinstance(owner, ir.Block) else owner.operation


@dataclass
class Reduction:
    """A reduction body split as combine(element(ins...), out)."""
    combiner: str  # op name, e.g. "arith.addf"
    neutral: str  # key of COMBINERS


HALF_TYPES = ("f16", "bf16")


def widens_half(op) -> bool:
    """`op` is an `arith.extf` from f16/bf16 to f32 (exact)."""
    return op.name == "arith.extf" and str(op.operands[0].type) in HALF_TYPES \
        and str(op.results[0].type) == "f32"


def body_widens(op) -> bool:
    """The quick half of LinalgInfo.is_widening, read off the generic `op`'s body alone: an
    arith.extf and the yield (most ops are not, and need no view to tell)."""
    body = op.regions[0].blocks[0].operations
    return len(body) == 2 and body[0].operation.name == "arith.extf"


def narrows_to_half(op) -> bool:
    """`op` is an `arith.truncf` from f32 to f16/bf16 (a rounding)."""
    return op.name == "arith.truncf" and str(op.operands[0].type) == "f32" \
        and str(op.results[0].type) in HALF_TYPES


@dataclass(eq=False)
class LinalgInfo:
    op: ir.Operation
    iterators: list  # "parallel" | "reduction"
    ranges: tuple  # loop sizes
    inputs: list = field(default_factory=list)
    outputs: list = field(default_factory=list)

    @property
    def body(self) -> ir.Block:
        return self.op.regions[0].blocks[0]

    @cached_property
    def body_ops(self) -> list:
        """The body's ops (a view is a snapshot: a rewrite builds a new op, or a new view)."""
        return [op.operation for op in self.body.operations]

    @property
    def yielded(self) -> list:
        return list(self.body_ops[-1].operands)

    @property
    def parallel_dims(self) -> list:
        return [i for i, it in enumerate(self.iterators) if it == "parallel"]

    @property
    def reduction_dims(self) -> list:
        return [i for i, it in enumerate(self.iterators) if it == "reduction"]

    @property
    def tensor_inputs(self) -> list:
        return [o for o in self.inputs if o.is_tensor]

    @cached_property
    def gathered(self) -> list:
        """Tensors from outside that the body reads with tensor.extract at computed positions
        (gathers, embedding lookups): whole-tensor inputs, not read at the op's own index."""
        values = []
        for op in self.body_ops:
            if op.name == "tensor.extract" and op.operands[0] not in values:
                values.append(op.operands[0])
        return values

    def is_heavy(self) -> bool:
        return any(op.name in TRANSCENDENTAL_OPS for op in self.body_ops)

    def transcendentals(self) -> int:
        return sum(op.name in TRANSCENDENTAL_OPS for op in self.body_ops)

    def outputs_identity(self) -> bool:
        n = len(self.iterators)
        return all(o.map == tuple(range(n)) for o in self.outputs)

    def is_elementwise(self) -> bool:
        """All loops parallel, results written at the loop index (inputs may broadcast)."""
        return self._elementwise

    @cached_property
    def _elementwise(self) -> bool:
        return not self.reduction_dims and self.outputs_identity()

    def is_copy(self) -> bool:
        """Elementwise, one tensor input, yielded as it is (a transpose, slice or broadcast)."""
        return self.is_elementwise() and len(self.inputs) == 1 and self.inputs[0].is_tensor \
            and len(self.outputs) == 1 and self.yielded == [self.body.arguments[0]]

    def is_widening(self) -> bool:
        """Elementwise, one tensor input, yielded widened from f16/bf16 to f32 (torch-mlir's
        casts around half-precision GEMMs and reductions)."""
        return self._yields_input_through(widens_half)

    def is_narrowing(self) -> bool:
        """Elementwise, one tensor input, yielded rounded from f32 to f16/bf16."""
        return self._yields_input_through(narrows_to_half)

    def _yields_input_through(self, conversion) -> bool:
        ops = self.body_ops
        return self.is_elementwise() and len(self.inputs) == 1 and self.inputs[0].is_tensor \
            and len(self.outputs) == 1 and len(ops) == 2 and conversion(ops[0]) \
            and ops[0].operands[0] == self.body.arguments[0] and self.yielded == [ops[0].results[0]]

    def is_constant_fill(self) -> bool:
        """No tensor inputs and a body that yields inputs/constants only (linalg.fill)."""
        return self._constant_fill

    @cached_property
    def _constant_fill(self) -> bool:
        if self.tensor_inputs or not self.is_elementwise():
            return False
        return all(op.name in ("arith.constant", "linalg.yield") for op in self.body_ops) and all(
            not _uses_block_arg(v, self.body, first_out=len(self.inputs)) for v in self.yielded
        )

    def row_reduction(self) -> "Reduction | None":
        """The combiner when this op reduces its last loop only into one result, else None."""
        return self._row_reduction

    @cached_property
    def _row_reduction(self) -> "Reduction | None":
        n = len(self.iterators)
        if n < 1 or self.reduction_dims != [n - 1] or len(self.outputs) != 1:
            return None
        if self.outputs[0].map != tuple(range(n - 1)):
            return None
        return self.split_reduction_body()

    def split_reduction_body(self) -> "Reduction | None":
        if len(self.outputs) != 1:
            return None
        out_arg = self.body.arguments[len(self.inputs)]
        result = self.yielded[0]
        combine = None if isinstance(result.owner, ir.Block) else result.owner.operation
        if combine is None or combine.name not in COMBINERS or len(combine.operands) != 2:
            return None
        a, b = combine.operands
        element = a if b == out_arg else b if a == out_arg else None
        if element is None:
            return None
        # the accumulator may only feed the combiner, or the body is not a plain reduction
        uses = [u.owner for u in out_arg.uses]
        if len(uses) != 1 or _depends_on(element, out_arg):
            return None
        return Reduction(combine.name, COMBINERS[combine.name])


def result_number(value: ir.Value) -> int:
    """Position of `value` among its op's results (each is stored from its own yield)."""
    return ir.OpResult(value).result_number


def _uses_block_arg(value, block, first_out) -> bool:
    return isinstance(value.owner, ir.Block) and ir.BlockArgument(value).arg_number >= first_out


def _depends_on(value: ir.Value, arg: ir.Value) -> bool:
    if value == arg:
        return True
    owner = value.owner
    if isinstance(owner, ir.Block):
        return False
    return any(_depends_on(v, arg) for v in owner.operands)


def _converted(attr: ir.Attribute) -> tuple:
    return once(attr, lambda a: convert_map(ir.AffineMapAttr(a).value))


def iterator_kinds(attr: ir.Attribute) -> list:
    return [str(a).split("<")[-1].rstrip(">") for a in attr]


def _type_facts(value_type: ir.Type) -> tuple:
    """(is a ranked tensor, its shape, its element type) of an operand's type."""
    if isinstance(value_type, ir.RankedTensorType):
        return True, tuple(value_type.shape), value_type.element_type
    return False, (), value_type


def convert_map(amap: ir.AffineMap) -> tuple:
    entries = []
    for expr in amap.results:
        if isinstance(expr, ir.AffineDimExpr):
            entries.append(expr.position)
        elif isinstance(expr, ir.AffineConstantExpr) and expr.value == 0:
            entries.append(None)
        else:
            entries.append(_index_expr(expr, amap))
    dims = loop_dims(tuple(entries))
    if len(set(dims)) != len(dims):
        raise UnsupportedIndexMap(f"index map {amap} repeats a loop dimension")
    return tuple(entries)


def _index_expr(expr, amap) -> IndexExpr:
    """`expr` as ((dim * scale + offset) [floordiv k] [mod m]) [+ c]; raises
    UnsupportedIndexMap for other forms."""
    if isinstance(expr, ir.AffineAddExpr):
        for inner, c in ((expr.lhs, expr.rhs), (expr.rhs, expr.lhs)):
            if isinstance(c, ir.AffineConstantExpr) \
                    and isinstance(inner, (ir.AffineModExpr, ir.AffineFloorDivExpr)):
                e = _index_expr(inner, amap)
                return IndexExpr(e.dim, e.scale, e.offset, e.modulo, e.divisor, e.shift + c.value)
    if isinstance(expr, ir.AffineModExpr):
        rhs = expr.rhs
        if not isinstance(rhs, ir.AffineConstantExpr) or rhs.value <= 0:
            raise _not_supported(amap)
        dim, scale, offset, divisor = _quotient(expr.lhs, amap)
        return IndexExpr(dim, scale, offset, rhs.value, divisor)
    dim, scale, offset, divisor = _quotient(expr, amap)
    return IndexExpr(dim, scale, offset, 0, divisor)


def _quotient(expr, amap) -> "tuple[int | None, int, int, int]":
    """(dim, scale, offset, divisor) of a linear expression, optionally floordiv a constant;
    a constant added after the floordiv goes into it, (e floordiv k) + c = (e + c·k) floordiv k
    (a strided slice_scatter's `(d floordiv 2 + 2) mod 3`)."""
    if isinstance(expr, ir.AffineAddExpr):
        for inner, c in ((expr.lhs, expr.rhs), (expr.rhs, expr.lhs)):
            if isinstance(c, ir.AffineConstantExpr) and isinstance(inner, ir.AffineFloorDivExpr):
                dim, scale, offset, divisor = _quotient(inner, amap)
                return dim, scale, offset + c.value * divisor, divisor
    if isinstance(expr, ir.AffineFloorDivExpr):
        rhs = expr.rhs
        if not isinstance(rhs, ir.AffineConstantExpr) or rhs.value <= 0:
            raise _not_supported(amap)
        return (*_linear(expr.lhs, amap), rhs.value)
    return (*_linear(expr, amap), 1)


def _linear(expr, amap) -> "tuple[int | None, int, int]":
    """(dim, scale, offset) of an expression of at most one loop position and constants."""
    if isinstance(expr, ir.AffineDimExpr):
        return expr.position, 1, 0
    if isinstance(expr, ir.AffineConstantExpr):
        return None, 0, expr.value
    if isinstance(expr, ir.AffineAddExpr):
        d1, s1, o1 = _linear(expr.lhs, amap)
        d2, s2, o2 = _linear(expr.rhs, amap)
        if d1 is not None and d2 is not None:
            raise _not_supported(amap)
        return (d1 if d1 is not None else d2), s1 + s2, o1 + o2
    if isinstance(expr, ir.AffineMulExpr):
        d1, s1, o1 = _linear(expr.lhs, amap)
        d2, s2, o2 = _linear(expr.rhs, amap)
        if d1 is not None and d2 is not None:
            raise _not_supported(amap)
        if d2 is None:  # (s1 * d + o1) * o2
            return d1, s1 * o2, o1 * o2
        return d2, s2 * o1, o2 * o1
    raise _not_supported(amap)


def _not_supported(amap) -> UnsupportedIndexMap:
    return UnsupportedIndexMap(f"index map {amap} is neither a projected permutation nor loop "
                               "positions shifted/scaled by constants (optionally floordiv and mod a constant)")


def _without_redundant_modulo(entry, ranges):
    """`d mod m` -> `d` (as an IndexExpr) where the part before the remainder stays in [0, m)
    over the loop range, e.g. a leading slice `d mod size`: the kernel then needs no remainder."""
    if not isinstance(entry, IndexExpr) or not entry.modulo or entry.dim is None:
        return entry
    plain = IndexExpr(entry.dim, entry.scale, entry.offset, 0, entry.divisor, entry.shift)
    lo, hi = plain.unshifted().values(ranges[entry.dim])
    return plain if lo >= 0 and hi < entry.modulo else entry


def _check_bounds(operands: list, ranges: list) -> None:
    """Every IndexExpr entry stays inside its operand's dimension over the loop ranges, and a
    floordiv divides a non-negative value (the kernel divides unsigned)."""
    for number, o in enumerate(operands):
        for axis, (entry, size) in enumerate(zip(o.map, o.shape)):
            if not isinstance(entry, IndexExpr):
                continue
            loop = ranges[entry.dim] if entry.dim is not None else 1
            if entry.divisor != 1 and entry.linear_values(loop)[0] < 0:
                raise UnsupportedIndexMap(
                    f"operand #{number} divides a negative index (floordiv {entry.divisor}) "
                    f"in dimension {axis}")
            lo, hi = entry.values(loop)
            if lo < 0 or hi >= size:
                raise UnsupportedIndexMap(
                    f"operand #{number} is read at indices {lo}..{hi} of dimension {axis}, "
                    f"which has size {size}")


def linalg_info(op: ir.Operation) -> LinalgInfo:
    """View of a linalg.generic; raises UnsupportedIndexMap for maps we cannot index."""
    op = op.operation
    attributes = op.attributes
    values = list(op.operands)
    # everything but the op and its operand values follows from uniqued attributes and
    # types: worked out once per pass run for all the ops that share them
    layout = once(("linalg layout", attributes["indexing_maps"], attributes["iterator_types"],
                   attributes["operandSegmentSizes"], *(v.type for v in values)), _layout)
    iterators, ranges, n_in, n_out, facts = layout
    operands = [Operand(v, *f) for v, f in zip(values, facts)]
    return LinalgInfo(op, iterators, ranges, operands[:n_in], operands[n_in : n_in + n_out])


def _layout(key: tuple) -> tuple:
    """(iterator kinds, loop ranges, inputs, outputs, (map, is_tensor, shape, element type)
    per operand) of a generic with these indexing maps, iterator types, operand segment sizes
    and operand types; raises UnsupportedIndexMap."""
    _, maps_attr, iterators_attr, segments, *types = key
    maps = [_converted(a) for a in maps_attr]
    iterators = once(iterators_attr, iterator_kinds)
    n_in, n_out = list(segments)
    facts = [once(t, _type_facts) for t in types]
    for k, amap in enumerate(maps[n_in : n_in + n_out]):
        if not is_projection(amap):
            raise UnsupportedIndexMap(f"output #{k} is written through index map "
                                      f"{ir.AffineMapAttr(maps_attr[n_in + k]).value}"
                                      "; outputs must be projected permutations")
    ranges = [None] * len(iterators)
    for amap, (_, shape, _) in zip(maps, facts):
        for pos, size in zip(amap, shape):
            if isinstance(pos, int):
                ranges[pos] = size
    if None in ranges:
        raise UnsupportedIndexMap("a loop dimension is not bound by any operand")
    _check_bounds([_Bounds(m, f[1]) for m, f in zip(maps, facts)], ranges)
    maps = [tuple(_without_redundant_modulo(e, ranges) for e in m) for m in maps]
    return (iterators, tuple(ranges), n_in, n_out,
            tuple((m, *f) for m, f in zip(maps, facts)))


@dataclass
class _Bounds:
    """What _check_bounds reads of an operand."""
    map: tuple
    shape: tuple


def operand_segments(op: ir.Operation) -> tuple:
    """(number of inputs, number of outputs) of a linalg op, without a view."""
    return once(("operand segments", op.attributes["operandSegmentSizes"]), lambda key: tuple(key[1]))


def operand_map(op: ir.Operation, number: int) -> tuple:
    """The index map of operand `number` of a linalg.generic, converted (without a view, and
    without the simplification the view makes of IndexExpr entries); raises
    UnsupportedIndexMap."""
    return _converted(op.attributes["indexing_maps"][number])


def generic_info(op: "ir.Operation | None") -> "LinalgInfo | None":
    """linalg_info of a linalg.generic; None for anything else, or for maps the kernels cannot
    index (the passes that need them report those)."""
    if op is None or op.name != "linalg.generic":
        return None
    try:
        return linalg_info(op)
    except UnsupportedIndexMap:
        return None
