"""The thread mappings stitch-schedule considers for one fusion (AStitch's adaptive thread
mapping as a search: block size, rows per block, elements per thread, split factor).

A candidate is `Candidate(block, mappings)`: `mappings` gives some parts an explicit Mapping,
the others adapt to `block` (the heuristic mapping for that block); `Candidate()` is the
heuristic schedule itself. Whether a candidate can run is decided where it is applied
(stitch-schedule's checks, the same as for a template string); this module only proposes."""
from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from ..dialects.schedule import Mapping
from .fusion_domain import (COLUMN_WAVE_BLOCKS, LONG_ROW, LONG_ROW_ELEMS_PER_THREAD,
                            MAX_CLUSTER_BLOCKS, MAX_ELEMS_PER_THREAD, MAX_THREADS_PER_ROW, WARP, WAVE_BLOCKS,
                            KernelShape, FusionShape, column_mapping, pow2_ceil)

BLOCKS = (64, 128, 256, 512, 1024)
FLAT_ELEMS = (1, 2, 4, 8)


@dataclass(frozen=True)
class Candidate:
    block: int = 0  # 0: the heuristic block
    mappings: tuple = field(default_factory=tuple)  # ((part number, Mapping), ...)

    @property
    def is_default(self) -> bool:
        return not self.block and not self.mappings


def candidates(kernel: KernelShape) -> list:
    """The heuristic schedule first, then the alternatives: for one part, its mappings; for
    several (packed), the block sizes they could share."""
    found = [Candidate()]
    if len(kernel.parts) > 1:
        found += [Candidate(block) for block in BLOCKS if block != kernel.block]
        return found
    shape = kernel.parts[0]
    mappings = {"row": _row_mappings, "flat": _flat_mappings,
                "column": _column_mappings}[shape.template](shape)
    found += [Candidate(m.block, ((0, m),)) for m in mappings]
    return found


def _row_mappings(shape: FusionShape) -> list:
    """Threads per row and rows per block for whole rows; for rows that reduce, also each
    split over s blocks (task splitting) whose grid stays within one wave. A part with column
    sums keeps its mapping (its vertical packing is fitted to the wave), and so does one with
    totals of rows (its last block adds up one partial per block of the mapping it has)."""
    if shape.column_sums() or shape.totals():
        return []
    n, rows = shape.domain[-1], prod(shape.domain[:-1])
    found = []
    if n <= LONG_ROW:
        lowest = min(WARP, pow2_ceil(n))
        threads = lowest
        while threads <= MAX_THREADS_PER_ROW:
            k = -(-n // threads)
            if k <= MAX_ELEMS_PER_THREAD:
                found += [Mapping("row", threads_per_row=threads, elems_per_thread=k,
                                  rows_per_block=block // threads)
                          for block in BLOCKS + (threads,) if block >= threads
                          and block // threads <= pow2_ceil(rows) and block >= WARP]
            threads *= 2
    if shape.phases:
        split = 2
        # a split row's blocks form a cluster; splitting past one wave buys no parallelism
        while rows * split <= WAVE_BLOCKS and split <= MAX_CLUSTER_BLOCKS:
            k = -(-n // (MAX_THREADS_PER_ROW * split))
            if k <= LONG_ROW_ELEMS_PER_THREAD and split <= n // MAX_THREADS_PER_ROW:
                found.append(Mapping("row", threads_per_row=MAX_THREADS_PER_ROW,
                                     elems_per_thread=k, rows_per_block=1, split=split))
            split *= 2
    return _unique(found)


def _flat_mappings(shape: FusionShape) -> list:
    elements = prod(shape.domain)
    return [Mapping("flat", threads=block, elems_per_thread=k)
            for block in BLOCKS for k in FLAT_ELEMS
            if block * k <= max(pow2_ceil(elements), WARP * 2)]


def _column_mappings(shape: FusionShape) -> list:
    """Blocks of 128-1024 threads, the reduced positions split over 1, 2, 4, ... blocks per
    tile of columns while the grid stays within the blocks a split keeps resident."""
    kept = shape.domain[shape.reduced_dims:]
    _, cols = column_mapping(kept)
    tiles = -(-prod(kept) // cols)
    reduced = prod(shape.domain[:shape.reduced_dims])
    found = []
    for block in BLOCKS[1:]:
        if block % cols:
            continue
        split = 1
        while tiles * split <= COLUMN_WAVE_BLOCKS and reduced >= split * (block // cols):
            found.append(Mapping("column", threads=block, cols_per_block=cols,
                                 reduced_dims=shape.reduced_dims, split=split))
            split *= 2
    return found


def _unique(mappings: list) -> list:
    seen, out = set(), []
    for m in mappings:
        key = tuple(sorted(m.fields().items()))
        if key not in seen:
            seen.add(key)
            out.append(m)
    return out


def reduce_mappings(threads: int, outputs: int, length: int) -> list:
    """(threads, split) of the reduce kernel of `outputs` reductions of `length` values each:
    blocks of `threads` (the heuristic's, which bounds each thread's serial chunks and so the
    float error) to 1024 threads, each output split over 1, 2, 4, ... blocks while the grid
    stays within one wave and every thread gets a value."""
    found = []
    while threads <= MAX_THREADS_PER_ROW:
        split = 1
        while outputs * split <= WAVE_BLOCKS or split == 1:
            if length >= split * threads or split == 1:
                found.append((threads, split))
            split *= 2
        threads *= 2
    return found
