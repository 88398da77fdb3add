"""Tensor-core tiles of a staged GEMM (FusionStitching's block composition on mma.sync).

A row part's block computes B rows by Bc = T·k columns of a full GEMM whose row operand (x of
x·W, Q of Q·Kᵀ) and column operand (W, K) are staged in shared memory (gemm_tiles.py). With
tensor cores (PTX `mma.sync.m16n8k16`, f16/bf16 operands, f32 accumulators) the block's warps
compute the transposed product in 16×8 tiles,

    Dᵀ[c, r] = Σ_k col[k, c] · row[r, k]     (m: 16 of the block's columns, n: 8 of its rows)

so that a block of 8 rows, the attention mapping's, fills the tile's n (fewer rows are padded:
their lanes read a real row and their results are dropped). Tile t of the grid of
Bc/16 column tiles by ceil(B/8) row tiles is (t mod Bc/16, t div Bc/16); warp w takes tiles
w, w + W, ... (a warp past the last tile recomputes the last one and stores nothing) and
carries their f32 accumulators over the chunks. After the last chunk the warps store their
tiles to a shared buffer of B rows by Bc + 4 (the pitch puts a fragment store's 32 lanes in 32
banks), a barrier, and every thread reads its slots: the GEMM's values in registers, as the
epilogue expects.

Tensor cores compute a staged GEMM when
  - its two tensor inputs have the same element type, f16 or bf16: shared memory holds them
    as f32, exactly, and a fragment rounds them back without loss;
  - one is the staged row operand, the other the staged column operand;
  - its body is out + a·b (the operands maybe widened to f32 first), the accumulator f32 or
    the operands' type (registers keep f32 sums either way: kernel_writer.py);
  - the chunk k_tile and the block's columns Bc are multiples of 16, its threads whole warps.
The schedule records the decision (stitch.op_schedule `mma`), the codegen and the smem plan
read it.
"""
from __future__ import annotations

from dataclasses import dataclass

from .linalg_info import LinalgInfo, widens_half
from .occupancy import WARP

MMA_M, MMA_N, MMA_K = 16, 8, 16
MMA_ELEMENTS = ("f16", "bf16")
RESULT_PAD = 4  # the result buffer's pitch is Bc + 4
MAX_TILES_PER_WARP = 8  # 32 accumulator registers a thread


@dataclass(frozen=True)
class MmaTiles:
    """The tiles of one staged GEMM in a block of `rows` rows by `columns` columns run by
    `warps` warps; `element` is its operands' type."""
    rows: int
    columns: int
    warps: int
    element: str

    @property
    def column_tiles(self) -> int:
        return self.columns // MMA_M

    @property
    def row_tiles(self) -> int:
        return -(-self.rows // MMA_N)

    @property
    def tiles(self) -> int:
        return self.column_tiles * self.row_tiles

    @property
    def per_warp(self) -> int:
        return -(-self.tiles // self.warps)

    @property
    def pitch(self) -> int:
        """Of the result buffer (f32, one row of the block per `pitch` elements)."""
        return self.columns + RESULT_PAD

    @property
    def result_count(self) -> int:
        return self.rows * self.pitch


def mma_refusal(info: LinalgInfo, staged: list, k_tile: int, mapping: tuple) -> str:
    """Why tensor cores cannot compute staged GEMM `info` (StagedOperands `staged`, chunk
    `k_tile`, row mapping (T, k, B)); "" when they can."""
    threads, elems, rows = mapping
    why = _operands_refusal(info)
    if why:
        return why
    if sorted(s.kind for s in staged) != ["column", "row"]:
        return "it does not stage one row and one column operand"
    if k_tile % MMA_K:
        return f"its chunk k_tile {k_tile} is not a multiple of {MMA_K}"
    if (threads * elems) % MMA_M:
        return f"the block's {threads * elems} columns are not a multiple of {MMA_M}"
    if (threads * rows) % WARP:
        return f"the block's {threads * rows} threads are not whole warps"
    tiles = mma_tiles(info, mapping)
    if tiles.per_warp > MAX_TILES_PER_WARP:
        return f"{tiles.per_warp} tiles per warp (at most {MAX_TILES_PER_WARP})"
    return ""


def has_mma_operands(info: LinalgInfo) -> bool:
    """Tensor cores could sum this GEMM (its operands and body; the staging decides)."""
    return not _operands_refusal(info)


def _operands_refusal(info: LinalgInfo) -> str:
    types = {str(o.element_type) for o in info.inputs}
    if len(info.inputs) != 2 or len(types) != 1 or not types <= set(MMA_ELEMENTS):
        return "its operands are not both f16 or both bf16"
    if not is_multiply_accumulate(info) or str(info.outputs[0].element_type) not in types | {"f32"}:
        return "its body is not out + a * b with f32 or half sums"
    return ""


def mma_tiles(info: LinalgInfo, mapping: tuple) -> MmaTiles:
    threads, elems, rows = mapping
    return MmaTiles(rows, threads * elems, threads * rows // WARP,
                    str(info.inputs[0].element_type))


def is_multiply_accumulate(info: LinalgInfo) -> bool:
    """The body is out + a · b of its two inputs, each maybe widened from f16/bf16 to f32."""
    a, b, out = info.body.arguments
    ops = [op for op in info.body_ops if op.name != "linalg.yield"]
    widened = {op.results[0]: op.operands[0] for op in ops if widens_half(op)}
    rest = [op for op in ops if not widens_half(op)]
    if [op.name for op in rest] != ["arith.mulf", "arith.addf"]:
        return False
    mul, add = rest
    factors = {widened.get(v, v) for v in mul.operands}
    return len(mul.operands) == 2 and factors == {a, b} and len(widened) == len(ops) - 2 \
        and set(add.operands) == {out, mul.results[0]} and info.yielded == [add.results[0]]
