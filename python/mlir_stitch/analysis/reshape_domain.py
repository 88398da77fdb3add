"""Which elementwise linalg.generic ops can iterate over the shape a reshape came from.

A reshape of real dimensions between two ops is a kernel boundary (fusion_domain.reshape_between):
a fused kernel indexes every value through its op's indexing map. GroupNorm is the common case:
statistics over a [N, G, C/G*H*W] view, then the per-channel affine over [N, C, H, W] reading
that result through collapse + expand. Reshapes keep the row-major order of the elements, so an
elementwise op over [N, C, H, W] can iterate over [N, G, C/G*H*W] instead, provided every other
operand can be indexed from the new loops (transforms/reshape_domains.py does the rewrite):

- an old loop dimension lying inside one new dimension j is `(e_j floordiv k) mod s`;
- one spanning several new dimensions (channel c of C = g * C/G + (e_2 floordiv H*W)) is a sum
  of such pieces, which an indexing map cannot express: an operand the host holds (an entry
  argument or a constant, where a reshape is a free view) is reshaped first so each of its
  dimensions is one piece; a value computed by another op is refused (the reshape stays);
- a computed operand is only taken when it is read at plain loop positions, since fusions
  only read kernel inputs through divided or wrapped indices (folding would just move the
  boundary to that operand's producer).

Pure analysis over shapes and the LinalgInfo view; nothing is rewritten here."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from mlir import ir

from .fusion_domain import RESHAPES, compute_producer, producer
from .gemm_layout import in_library_epilogue
from .linalg_info import IndexExpr, LinalgInfo, UnsupportedIndexMap, linalg_info
from .op_class import classify, only_contractions_read

FUSES_WITH_CONSUMERS = ("elementwise", "broadcast", "reduce")


@dataclass(frozen=True)
class Piece:
    """Digits of an old dimension that lie inside new dimension `dim`:
    `(e_dim floordiv divisor) mod size`."""
    dim: int
    divisor: int
    size: int

    def plain(self, new_shape) -> bool:
        """The piece is the whole new dimension: index `e_dim` itself."""
        return self.divisor == 1 and self.size == new_shape[self.dim]


@dataclass
class OperandFold:
    """How the folded op reads one input: `value`, reshaped first (`reshapes`: host-side
    (op name, reassociation, result shape) steps, for host-held values only), at `entries`
    (one per dimension read: a Piece or None for index 0)."""
    value: ir.Value
    entries: list
    reshapes: list = field(default_factory=list)


@dataclass
class DomainFold:
    """The elementwise op `op` iterating over `shape` instead of its own loops."""
    op: ir.Operation
    shape: tuple
    inputs: list  # OperandFold per input (scalars: value with no entries)


def row_major_strides(shape) -> list:
    strides, step = [], 1
    for size in reversed(shape):
        strides.append(step)
        step *= size
    return strides[::-1]


def dim_pieces(old_shape, new_shape) -> list:
    """For each dimension of `old_shape`, its pieces over `new_shape` (same volume, both
    row-major), most significant first: the old index is the pieces' indices read as a
    mixed-radix number; [] for a size-1 dimension; None when the digits do not nest (e.g.
    [2, 3] -> [3, 2]: the old index is no function of single new dimensions)."""
    old_strides, new_strides = row_major_strides(old_shape), row_major_strides(new_shape)
    result = []
    for size, stride in zip(old_shape, old_strides):
        pieces = []
        for j, (nsize, nstride) in enumerate(zip(new_shape, new_strides)):
            lo, hi = max(stride, nstride), min(stride * size, nstride * nsize)
            if lo >= hi:
                continue
            nested = (lo % nstride == 0 and hi % lo == 0 and (nstride * nsize) % hi == 0
                      and lo % stride == 0 and (stride * size) % hi == 0)
            if not nested:
                pieces = None
                break
            pieces.append(Piece(j, lo // nstride, hi // lo))
        result.append(pieces)
    return result


def reshape_source(value: ir.Value) -> ir.Value:
    """The value a chain of collapse/expand reshapes starts from (`value` itself if none)."""
    op = producer(value)
    while op is not None and op.name in RESHAPES:
        value = op.operands[0]
        op = producer(value)
    return value


def host_held(value: ir.Value) -> bool:
    """An entry argument or a constant, possibly reshaped: reshaping it again is a view the
    host plan makes for free, not a kernel boundary."""
    op = compute_producer(value)
    return op is None or op.name == "arith.constant"


def _shape(value: ir.Value) -> tuple:
    return tuple(ir.RankedTensorType(value.type).shape)


def plan_domain_fold(info: LinalgInfo) -> "DomainFold | None":
    """The fold of `info`'s op onto the shape of a computed value one of its operands
    reshapes, or None when no operand is such a reshape or some operand cannot be read."""
    if not _foldable_op(info) or _widens_for_contractions(info):
        return None
    identity = tuple(range(len(info.iterators)))
    for operand in info.tensor_inputs:
        if operand.map != identity or producer(operand.value) is None:
            continue
        if producer(operand.value).name not in RESHAPES:
            continue
        source = reshape_source(operand.value)
        if not _joins_producer(source) or _shape(source) == info.ranges:
            continue
        fold = _fold_onto(info, _shape(source))
        if fold is not None:
            return fold
    return None


def _joins_producer(value: ir.Value) -> bool:
    """`value` is computed by an op whose kernel an elementwise consumer can join (not a
    contraction or an opaque op, which stay kernels of their own: folding would only move the
    boundary below the consumer, away from the consumer's own users; nor the bias or activation
    a library GEMM's call computes)."""
    op = producer(value)
    if op is None or op.name != "linalg.generic" or in_library_epilogue(op):
        return False
    try:
        return classify(linalg_info(op))["kind"] in FUSES_WITH_CONSUMERS
    except UnsupportedIndexMap:
        return False


def _widens_for_contractions(info: LinalgInfo) -> bool:
    """A widening (half -> f32) that only GEMMs read stays where it is: inline_producers puts it
    into them, so they read the half value (tensor cores can take it: mma_tiles.py) and its
    producer's kernel writes half, not f32; folded, the producer would write the widened copy."""
    return info.is_widening() and only_contractions_read(info.op)


def _foldable_op(info: LinalgInfo) -> bool:
    """All-parallel, results at the loop index, and a body that neither reads its loop
    indices nor its outputs (they would change meaning with the loops)."""
    if not info.is_elementwise() or not info.tensor_inputs or math.prod(info.ranges) < 2:
        return False
    if any(op.name == "linalg.index" for op in info.body_ops):
        return False
    outs = list(info.body.arguments)[len(info.inputs):]
    return all(not list(arg.uses) for arg in outs)


def _fold_onto(info: LinalgInfo, shape: tuple) -> "DomainFold | None":
    pieces = dim_pieces(info.ranges, shape)
    inputs = []
    for operand in info.inputs:
        read = _read(operand, info, shape, pieces) if operand.is_tensor else OperandFold(operand.value, [])
        if read is None:
            return None
        inputs.append(read)
    return DomainFold(info.op, shape, inputs)


def _read(operand, info: LinalgInfo, shape: tuple, pieces: list) -> "OperandFold | None":
    """How the folded op reads tensor `operand`, or None when it cannot."""
    if operand.map == tuple(range(len(info.ranges))):
        source = reshape_source(operand.value)
        if _shape(source) == shape:  # a reshape of a value already in the new shape
            return OperandFold(source, [Piece(j, 1, s) for j, s in enumerate(shape)])
    axes = []  # per operand dimension: its pieces (None: index 0)
    for entry in operand.map:
        if isinstance(entry, IndexExpr):
            return None  # a slice's shifted read: not re-expressed
        own = [None] if entry is None or pieces[entry] == [] else pieces[entry]
        if own is None:
            return None
        axes.append(own)
    reshapes, entries = _operand_reshapes(axes, operand.shape)
    dims = [p.dim for p in entries if p is not None]
    if len(set(dims)) != len(dims):
        return None  # e.g. a transposed read of dimensions merged in the new shape
    if not host_held(operand.value) and (reshapes or not all(p is None or p.plain(shape) for p in entries)):
        return None  # a computed value would be reshaped or read at a divided index
    return OperandFold(operand.value, entries, reshapes)


def _operand_reshapes(axes: list, shape: tuple) -> "tuple[list, list]":
    """The reshapes that give an operand one dimension per piece, with adjacent pieces that
    are consecutive digits of one new dimension merged, and the entries then read."""
    steps, expanded, groups, flat = [], [], [], []
    for own, size in zip(axes, shape):
        groups.append(list(range(len(flat), len(flat) + len(own))))
        expanded.extend(p.size if p is not None else size for p in own)
        flat.extend(own)
    if len(flat) != len(axes):
        steps.append(("tensor.expand_shape", groups, tuple(expanded)))
    runs = []  # [first piece, merged piece, sizes]
    for p, size in zip(flat, expanded):
        last = runs[-1] if runs else None
        if (p is not None and last is not None and last[1] is not None and last[1].dim == p.dim
                and last[1].divisor == p.divisor * p.size):
            last[1] = Piece(p.dim, p.divisor, last[1].size * p.size)
            last[2].append(size)
        else:
            runs.append([p, p, [size]])
    if len(runs) != len(flat):
        merged, start = [], 0
        for run in runs:
            merged.append(list(range(start, start + len(run[2]))))
            start += len(run[2])
        steps.append(("tensor.collapse_shape", merged, tuple(math.prod(r[2]) for r in runs)))
    return steps, [r[1] for r in runs]
