"""A plain-Python view of one `linalg.generic`: loops, operands with their index maps, body.

Every pass reads linalg ops through this view instead of poking at MLIR attributes, so the
index-map algebra lives in one place. Index maps are kept as tuples whose entries are a loop
position (int) or None for a constant-0 index (a size-1 dimension)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from mlir import ir

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

    @property
    def body_ops(self) -> list:
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


def _uses_block_arg(value, block, first_out) -> bool:
    return isinstance(value.owner, ir.Block) and ir.BlockArgument(value).arg_number >= first_out


def _depends_on(value: ir.Value, arg: ir.Value) -> bool:
    if value == arg:
        return True
    owner = value.owner
    if isinstance(owner, ir.Block):
        return False
    return any(_depends_on(v, arg) for v in owner.operands)


def convert_map(amap: ir.AffineMap) -> tuple:
    entries = []
    for expr in amap.results:
        if isinstance(expr, ir.AffineDimExpr):
            entries.append(expr.position)
        elif isinstance(expr, ir.AffineConstantExpr) and expr.value == 0:
            entries.append(None)
        else:
            raise UnsupportedIndexMap(f"index map {amap} is not a projected permutation")
    dims = [e for e in entries if e is not None]
    if len(set(dims)) != len(dims):
        raise UnsupportedIndexMap(f"index map {amap} repeats a loop dimension")
    return tuple(entries)


def linalg_info(op: ir.Operation) -> LinalgInfo:
    """View of a linalg.generic; raises UnsupportedIndexMap for maps we cannot index."""
    op = op.operation
    maps = [convert_map(ir.AffineMapAttr(a).value) for a in op.attributes["indexing_maps"]]
    iterators = [str(a).split("<")[-1].rstrip(">") for a in op.attributes["iterator_types"]]
    n_in, n_out = list(op.attributes["operandSegmentSizes"])
    operands = []
    for value, amap in zip(op.operands, maps):
        is_tensor = isinstance(value.type, ir.RankedTensorType)
        shape = tuple(ir.RankedTensorType(value.type).shape) if is_tensor else ()
        etype = ir.RankedTensorType(value.type).element_type if is_tensor else value.type
        operands.append(Operand(value, amap, is_tensor, shape, etype))
    ranges = [None] * len(iterators)
    for o in operands:
        for pos, size in zip(o.map, o.shape):
            if pos is not None:
                ranges[pos] = size
    if None in ranges:
        raise UnsupportedIndexMap("a loop dimension is not bound by any operand")
    return LinalgInfo(op, iterators, tuple(ranges), operands[:n_in], operands[n_in : n_in + n_out])
