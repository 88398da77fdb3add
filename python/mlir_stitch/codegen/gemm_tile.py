"""L3 code of a full GEMM whose operands a row part stages in shared memory (the operand
kinds and the chunk are analysis/gemm_tiles.py's, the chunk read from the schedule).

For one tile of rows, before the part's phases (every thread of the block takes part: the
barriers are uniform):
  1. each row's lanes store the row operands' K positions of their row (coalesced along K);
  2. per chunk of k_tile summed positions: the block stores each column operand's chunk
     (consecutive threads on the operand's contiguous index), barrier, then every thread
     carries its k accumulators over the chunk, reading a row operand once per position for
     all of them and its columns' elements of the chunk; barrier (the next chunk's stores).
The results are memoised as the GEMM's full values of the thread's slots, so its epilogue
reads them from registers.

A vector GEMM (P·V) whose V is staged: after P's rows are stored, per chunk of k_tile row
positions the block stores V's chunk (all its outputs per row), barrier, every thread carries
the accumulators of its output columns (lane, lane + T, ...) over the chunk, P from its row's
shared buffer, barrier.
"""
from __future__ import annotations

from math import prod

from ..analysis.smem_plan import mma_result_name, staged_name
from ..dialects.schedule import read_op_schedule


def staged_buffers(w, part: int, shape) -> dict:
    """(op, input index) -> the shared buffer of each staged operand of `shape`'s GEMMs, and
    (op, "tiles") -> a tensor-core GEMM's tiles buffer."""
    staged = [(info, s) for info, _, operands in shape.tiled_gemms() for s in operands]
    for info in shape.vector_gemms():
        _, matrix = shape.vector_staging(info)
        if matrix is not None:
            staged.append((info, matrix))
    buffers = {(info.op, s.index): w.shared_buffer(
                   staged_name(part, read_op_schedule(info.op).name, s.index), s.count, "f32")
               for info, s in staged}
    for info, _, _ in shape.tiled_gemms():
        tiles = shape.mma_tiles(info)
        if tiles:
            buffers[(info.op, "tiles")] = w.shared_buffer(
                mma_result_name(part, read_op_schedule(info.op).name), tiles.result_count, "f32")
    return buffers


class StagedGemm:
    """Full GEMM `info` of row part `part` (a RowPart after `_row_coordinates`) with its
    `staged` operands in `buffers`, summed in chunks of `k_tile`."""

    def __init__(self, part, info, k_tile: int, staged: list, buffers: dict):
        self.p, self.info, self.k_tile = part, info, k_tile
        self.staged = {s.index: s for s in staged}
        self.buffers = {s.index: buffers[(info.op, s.index)] for s in staged}
        (self.kd,) = info.reduction_dims
        self.K = info.ranges[self.kd]

    def emit(self) -> list:
        """The GEMM's value at each of the thread's slots."""
        p, w = self.p, self.p.w
        with self.info.op.location:
            self._store_rows()
            row_pitch = next((s.pitch for s in self.staged.values() if s.kind == "row"), 0)
            self.row_base = w.mul(p.row_local, w.index(row_pitch)) if p.B > 1 else None
            self.lanes = [w.affine(p.lane, 1, i * p.T) for i in range(p.k)]  # slot i's column
            inits = [p.v.leaf(self.info.outputs[0], self._at(ivs, w.index(0)))
                     for ivs in p.slot_ivs]
            chunks = self.K // self.k_tile
            if chunks == 1:
                return self._chunk(w.index(0), inits)
            with w.loop(chunks, inits) as loop:
                loop.carry(self._chunk(w.mul(loop.iv, w.index(self.k_tile)), loop.accs))
            return loop.results

    def _at(self, ivs: list, k) -> list:
        """The GEMM's loop positions for the domain position `ivs` and summed position `k`."""
        return ivs[:self.kd] + [k] + ivs[self.kd:]

    def _load(self, index: int, at: list):
        """Input `index` at the GEMM's loop positions `at`: from memory, or computed there
        (an operand op of the part: codegen/values.py)."""
        return self.p.v.leaf(self.info.inputs[index], at)

    def _store_rows(self) -> None:
        """Each row operand's K positions of the thread's row, by the row's lanes."""
        p, w, T = self.p, self.p.w, self.p.T
        for index, s in self.staged.items():
            if s.kind != "row":
                continue
            base = w.mul(p.row_local, w.index(s.pitch)) if p.B > 1 else None
            for first in range(0, self.K, T):
                k = w.affine(p.lane, 1, first)
                valid = w.less(k, self.K) if first + T > self.K else None
                kc = w.min_index(k, self.K - 1) if valid is not None else k
                value = self._load(index, self._at(p.row_ivs + [w.index(0)], kc))
                at = w.add(base, k) if base is not None else k
                with w.if_(valid):
                    w.store(value, self.buffers[index], [at])

    def _store_columns(self, kbase) -> None:
        """Each column operand's chunk [kbase, kbase + k_tile) of the block's columns, by all
        the block's threads."""
        p, w = self.p, self.p.w
        columns, threads = p.T * p.k, p.T * p.B
        total = self.k_tile * columns
        wide = p.S * columns > p.N  # the last slice's columns run past the row
        for index, s in self.staged.items():
            if s.kind != "column":
                continue
            for first in range(0, total, threads):
                e = w.affine(p.tid, 1, first)
                valid = w.less(e, total) if first + threads > total else None
                ec = w.min_index(e, total - 1) if valid is not None else e
                if s.summed_inner:  # consecutive threads along k: the operand's contiguous index
                    k, n = w.rem(ec, self.k_tile), w.div(ec, self.k_tile)
                else:
                    n, k = w.rem(ec, columns), w.div(ec, columns)
                column = w.add(p.first_column, n) if p.S > 1 else n
                if wide:
                    column = w.min_index(column, p.N - 1)
                value = self._load(index, self._at(p.row_ivs + [column], w.add(kbase, k)))
                with w.if_(valid):
                    w.store(value, self.buffers[index], [w.add(w.mul(k, w.index(s.pitch)), n)])

    def _chunk(self, kbase, accs: list) -> list:
        """The accumulators after summed positions [kbase, kbase + k_tile)."""
        p, w = self.p, self.p.w
        self._store_columns(kbase)
        w.barrier()
        row_base = self.row_base
        with w.loop(self.k_tile, accs) as loop, p.v.scope():
            k = w.add(kbase, loop.iv)
            at = w.add(row_base, k) if row_base is not None else k
            rows = {index: w.load(self.buffers[index], [at])
                    for index, s in self.staged.items() if s.kind == "row"}
            sums = []
            for slot, ivs in enumerate(p.slot_ivs):
                at = self._at(ivs, k)
                args = [self._operand(index, o, at, rows, loop.iv, self.lanes[slot])
                        for index, o in enumerate(self.info.inputs)]
                sums.append(p.v.apply_body(self.info, args + [loop.accs[slot]], at)[0])
            loop.carry(sums)
        w.barrier()
        return loop.results

    def _operand(self, index: int, o, at: list, rows: dict, k_local, lane):
        s = self.staged.get(index)
        if s is None:
            return self.p.v.leaf(o, at)
        if s.kind == "row":
            return rows[index]
        w = self.p.w
        return w.load(self.buffers[index], [w.add(w.mul(k_local, w.index(s.pitch)), lane)])


class StagedVectorGemm:
    """Vector GEMM `info` of row part `part` (P its input `rows_operand`, P's rows of the block
    at `rows`[base + j]) with V `staged` in `buffer`, summed in chunks of `k_tile`."""

    def __init__(self, part, info, rows_operand: int, k_tile: int, staged, buffer):
        self.p, self.info, self.P, self.k_tile = part, info, rows_operand, k_tile
        self.s, self.buffer = staged, buffer
        self.row_loops = info.inputs[rows_operand].map[:-1]
        self.j = info.inputs[rows_operand].map[-1]
        self.columns = [d for d in info.parallel_dims if d not in info.inputs[rows_operand].map]
        self.sizes = [info.ranges[d] for d in self.columns]
        self.width = prod(self.sizes)

    def emit(self, groups: list, inits: list, rows, base) -> list:
        """The sums of `groups` ((loop positions with j = 0, validity, clamped linear column)
        per group of the thread's columns) from `inits`."""
        w = self.p.w
        chunks = self.info.ranges[self.j] // self.k_tile
        if chunks == 1:
            return self._chunk(w.index(0), groups, inits, rows, base)
        with w.loop(chunks, inits) as loop:
            loop.carry(self._chunk(w.mul(loop.iv, w.index(self.k_tile)), groups, loop.accs,
                                   rows, base))
        return loop.results

    def _store_chunk(self, jbase) -> None:
        """V at row positions [jbase, jbase + k_tile) and every output column, by the block."""
        p, w, s = self.p, self.p.w, self.s
        total, threads = self.k_tile * self.width, p.T * p.B
        for first in range(0, total, threads):
            e = w.affine(p.tid, 1, first)
            valid = w.less(e, total) if first + threads > total else None
            ec = w.min_index(e, total - 1) if valid is not None else e
            if s.summed_inner:  # consecutive threads along j: V's contiguous index
                j, c = w.rem(ec, self.k_tile), w.div(ec, self.k_tile)
            else:
                c, j = w.rem(ec, self.width), w.div(ec, self.width)
            at = [None] * len(self.info.ranges)
            for d, iv in zip(self.row_loops, p.row_ivs):  # the block's rows share these
                at[d] = iv
            for d, iv in zip(self.columns, w.delinearize(c, self.sizes)):
                at[d] = iv
            at[self.j] = w.add(jbase, j)
            value = p.v.leaf(self.info.inputs[s.index], at)
            with w.if_(valid):
                w.store(value, self.buffer, [w.add(w.mul(j, w.index(s.pitch)), c)])

    def _chunk(self, jbase, groups: list, accs: list, rows, base) -> list:
        p, w = self.p, self.p.w
        self._store_chunk(jbase)
        w.barrier()
        with w.loop(self.k_tile, accs) as loop, p.v.scope():
            j = w.add(jbase, loop.iv)
            row_value = w.load(rows, [w.add(base, j)])
            sums = []
            for (at, _, column), acc in zip(groups, loop.accs):
                inner = list(at)
                inner[self.j] = j
                args = [row_value if i == self.P else
                        w.load(self.buffer, [w.add(w.mul(loop.iv, w.index(self.s.pitch)), column)])
                        if i == self.s.index else p.v.leaf(o, inner)
                        for i, o in enumerate(self.info.inputs)]
                sums.append(p.v.apply_body(self.info, args + [acc], inner)[0])
            loop.carry(sums)
        w.barrier()
        return loop.results
