"""Operand tiles of a full GEMM in a row part (FusionStitching's block composition).

A row part's block owns B rows of its domain and, per row, T threads with k columns each
(lane, lane + T, ...): Bc = T·k columns from the block's first (one row slice when split). A
full GEMM computing those elements sums K products each. Instead of every thread loading its
own operands K times from memory, the block stages them in shared memory:

  row operand     read along the rows and the summed loop only (Q of Q·Kᵀ, x of x·W): the
                  block's B rows of K, loaded once by their row's lanes, pitch K + 1 so the
                  rows of one warp fall in different banks
  column operand  read along the columns and the summed loop, and along row loops only where
                  the block's B rows share their position (K of Q·Kᵀ within one head, W of
                  x·W): a chunk of k_tile summed positions by Bc columns at a time, loaded by
                  the whole block with consecutive threads on the operand's contiguous index
                  (coalesced), pitch Bc + 1 when that index is the summed one (the transposed
                  store then avoids bank conflicts)

then every thread sums its k columns together, each product reading the row operand once for
its k accumulators (a tiled FMA: register accumulators, operands from shared memory). Operands
of other shapes and non-float operands are loaded from memory as before.

A vector GEMM (P·V: P's rows, in shared memory already, contracted with a matrix V into at
most 128 outputs per row) stages V the same way when the block's rows share it: a chunk of
k_tile row positions by its outputs, loaded by the whole block, read by every row's lanes.

The chunk `k_tile` is the schedule's decision (stitch.op_schedule), read by the codegen and
the smem plan.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import prod

from .linalg_info import IndexExpr, LinalgInfo

# a column operand's chunk (bytes): with the row operand and the part's row values it keeps a
# block within static shared memory and several blocks per SM
COLUMN_TILE_BYTES = 32 * 1024
MAX_TILE_COLUMNS = 2048  # wider row slices (split rows) load their column operand directly
STAGED_ELEMENTS = ("f32", "f16", "bf16")  # held as f32 in shared memory (exact for halves)


@dataclass(frozen=True)
class StagedOperand:
    """Input `index` of a GEMM kept in shared memory: `kind` "row" (a full GEMM's; count =
    rows · pitch, the whole sum), "column" (a full GEMM's; count = k_tile · pitch, one chunk)
    or "matrix" (V of a vector GEMM; count = k_tile · pitch, one chunk)."""
    index: int
    kind: str
    pitch: int
    count: int
    summed_inner: bool = False  # a column operand whose contiguous index is the summed loop


def loops_read(entry) -> set:
    """The loops an index-map entry reads."""
    if entry is None:
        return set()
    if isinstance(entry, IndexExpr):
        return set() if entry.dim is None else {entry.dim}
    return {entry}


def _row_strides(domain: tuple) -> list:
    """The linear row index's stride of each row loop of `domain` (all loops but the last)."""
    strides, step = [], 1
    for size in reversed(domain[:-1]):
        strides.append(step)
        step *= size
    return strides[::-1]


def operand_kinds(info: LinalgInfo, domain: tuple, mapping: tuple) -> dict:
    """input index -> "row" | "column" for the inputs of full GEMM `info` in a row part over
    `domain` with mapping (T, k, B) that shared memory can hold (the others: loaded directly)."""
    threads, elems, rows = mapping
    (k,) = info.reduction_dims
    parallel = info.parallel_dims
    column, row_loops = parallel[-1], parallel[:-1]
    strides = _row_strides(domain)
    kinds = {}
    for i, o in enumerate(info.inputs):
        if not o.is_tensor or str(o.element_type) not in STAGED_ELEMENTS:
            continue
        read = set().union(*(loops_read(e) for e in o.map))
        if k not in read:
            continue  # constant along the sum: one load per element anyway
        if column not in read:
            kinds[i] = "row"
            continue
        # the block's rows (B aligned linear rows) share the position of a row loop whose
        # stride is a multiple of B: one chunk serves them all
        shared = all(strides[row_loops.index(d)] % rows == 0 for d in read & set(row_loops))
        if shared and threads * elems <= MAX_TILE_COLUMNS:
            kinds[i] = "column"
    return kinds


def choose_k_tile(info: LinalgInfo, domain: tuple, mapping: tuple, step: int = 1) -> int:
    """The chunk of summed positions a column operand is staged in: the largest divisor of K
    whose chunk fits COLUMN_TILE_BYTES, a multiple of `step` if one is (tensor cores sum 16
    positions at a time); K when only row operands are staged; 0 when nothing is staged (the
    per-element loop)."""
    kinds = operand_kinds(info, domain, mapping)
    if not kinds:
        return 0
    K = info.ranges[info.reduction_dims[0]]
    if "column" not in kinds.values():
        return K
    columns = mapping[0] * mapping[1]
    per_position = sum(4 * (columns + summed_is_contiguous(info, i))
                       for i, kind in kinds.items() if kind == "column")
    fits = [d for d in range(1, K + 1) if K % d == 0 and d * per_position <= COLUMN_TILE_BYTES]
    return max([d for d in fits if d % step == 0] or fits)


def staged_operands(info: LinalgInfo, domain: tuple, mapping: tuple, k_tile: int) -> list:
    """StagedOperands of full GEMM `info` staged in chunks of `k_tile` (0: none)."""
    if not k_tile:
        return []
    threads, elems, rows = mapping
    K = info.ranges[info.reduction_dims[0]]
    staged = []
    for i, kind in sorted(operand_kinds(info, domain, mapping).items()):
        if kind == "row":
            pitch = K + 1 if rows > 1 else K
            staged.append(StagedOperand(i, "row", pitch, rows * pitch))
            continue
        inner = summed_is_contiguous(info, i)
        pitch = threads * elems + (1 if inner else 0)
        staged.append(StagedOperand(i, "column", pitch, k_tile * pitch, inner))
    return staged


def summed_is_contiguous(info: LinalgInfo, operand: int) -> bool:
    """The operand's innermost (contiguous) index reads the summed loop."""
    (k,) = info.reduction_dims
    return k in loops_read(info.inputs[operand].map[-1])


def check_k_tile(info: LinalgInfo, domain: tuple, mapping: tuple, k_tile: int) -> str:
    """Why `k_tile` cannot stage full GEMM `info` ("" when it can)."""
    if not k_tile:
        return ""
    K = info.ranges[info.reduction_dims[0]]
    kinds = operand_kinds(info, domain, mapping)
    if not kinds:
        return "none of its operands can be staged in shared memory"
    if K % k_tile:
        return f"k_tile {k_tile} does not divide its {K} summed positions"
    if "column" not in kinds.values() and k_tile != K:
        return f"only row operands are staged, whole (k_tile {K}), not in chunks of {k_tile}"
    return ""


def vector_matrix(info: LinalgInfo, rows_operand: int, domain: tuple,
                  mapping: tuple) -> "int | None":
    """The input of vector GEMM `info` (P·V, P its input `rows_operand`, contracting the rows of
    a row part over `domain`) that shared memory can hold for the block: V when it is a float
    tensor read along the summed loop and along row loops only where the block's B rows share
    their position."""
    rows = mapping[2]
    (k,) = info.reduction_dims
    row_loops = list(info.inputs[rows_operand].map[:-1])
    strides = _row_strides(domain)
    for i, o in enumerate(info.inputs):
        if i == rows_operand or not o.is_tensor or str(o.element_type) not in STAGED_ELEMENTS:
            continue
        read = set().union(*(loops_read(e) for e in o.map))
        if k in read and all(strides[row_loops.index(d)] % rows == 0
                             for d in read & set(row_loops)):
            return i
    return None


def vector_width(info: LinalgInfo, rows_operand: int) -> int:
    """Outputs per row of vector GEMM `info`: its parallel loops P does not index."""
    rows_map = info.inputs[rows_operand].map
    return prod(info.ranges[d] for d in info.parallel_dims if d not in rows_map)


def choose_vector_k_tile(info: LinalgInfo, rows_operand: int, domain: tuple,
                         mapping: tuple) -> int:
    """The chunk of summed positions (the row) a vector GEMM's V is staged in: the largest
    divisor of the row whose chunk of V fits COLUMN_TILE_BYTES; 0 when V cannot be staged."""
    v = vector_matrix(info, rows_operand, domain, mapping)
    if v is None:
        return 0
    n = info.ranges[info.reduction_dims[0]]
    per_position = 4 * (vector_width(info, rows_operand) + summed_is_contiguous(info, v))
    return max(d for d in range(1, n + 1) if n % d == 0 and d * per_position <= COLUMN_TILE_BYTES)


def staged_matrix(info: LinalgInfo, rows_operand: int, domain: tuple, mapping: tuple,
                  k_tile: int) -> "StagedOperand | None":
    """V of vector GEMM `info` staged in chunks of `k_tile` row positions (None: not staged):
    `k_tile` x its outputs per row, pitch + 1 when V's contiguous index is the summed one."""
    if not k_tile:
        return None
    v = vector_matrix(info, rows_operand, domain, mapping)
    inner = summed_is_contiguous(info, v)
    pitch = vector_width(info, rows_operand) + (1 if inner else 0)
    return StagedOperand(v, "matrix", pitch, k_tile * pitch, inner)


def check_vector_k_tile(info: LinalgInfo, rows_operand: int, domain: tuple, mapping: tuple,
                        k_tile: int) -> str:
    """Why `k_tile` cannot stage vector GEMM `info`'s V ("" when it can)."""
    if not k_tile:
        return ""
    if vector_matrix(info, rows_operand, domain, mapping) is None:
        return "its matrix operand cannot be shared by the block's rows"
    n = info.ranges[info.reduction_dims[0]]
    if n % k_tile:
        return f"k_tile {k_tile} does not divide its {n} summed positions"
    return ""
