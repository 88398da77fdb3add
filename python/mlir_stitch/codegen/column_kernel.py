"""The column template: reductions over the leading loops of one domain, the rest kept, with
the elementwise ops that feed them, the ops over the kept loops that read their results, and
the elementwise ops over the domain that read those back (x - mean(x, 0)).

The domain (L..., C...) is seen as L reduced positions by C kept positions (both
linearized; the kept ones are contiguous in memory, so a warp reads 32 neighbouring columns).
A block of t threads is c columns wide and t / c threads tall; `split` S blocks share each
tile of c columns, block b taking slice b mod S of the reduced positions of tile b div S.

Pass p (one per phase of reductions) walks each thread's column down its slice, every ty-th
position (ty = t / c), in chunks of CHUNK positions folded into running totals (the precision
of numpy's pairwise sum, as in the reduce kernel): an `scf.if` on the position's validity holds
the element's whole computation, so nothing is evaluated past the end. It folds the phase's
reductions and stores the elementwise outputs of the phase before (fusion_domain.column_passes).
Then a column's lanes in a warp meet by xor shuffles, its warps' partials in shared memory,
and the column's first thread (y = 0) adds them. With S > 1 each block's partial goes to the
global scratch buffer, a grid barrier, and the tile's first block adds the S partials
(AStitch's global scheme). The first thread combines the reduction's init value, computes
the ops over the kept loops and stores the results; the values a later pass reads go to a
slot per column, read by every thread of the column after a barrier: shared memory and a
block barrier, or with S > 1 global scratch and a grid barrier (computed once per column).
A last pass stores the elementwise outputs of the last phase.
"""
from __future__ import annotations

from math import prod

from mlir import ir

from ..analysis.fusion_domain import (F32_REGISTER_TYPES, WARP, FusionShape, broadcast_values,
                                      producer)
from ..analysis.smem_plan import partials_name
from ..compiler.errors import error_at
from .kernel_writer import KernelWriter, f32_combine, f32_neutral, shuffle_tree
from .values import EMPTY, Values

CHUNK = 64  # positions a thread sums before folding them into its running total
PARTIAL_CHUNK = 16  # block partials added before folding them into the tile's running total


class ColumnPart:
    def __init__(self, w: KernelWriter, shape: FusionShape, number: int, buffers: dict,
                 outputs: list, threads: int, cols: int):
        self.w, self.shape, self.outputs = w, shape, outputs
        self.output_values = {value for value, _ in outputs}
        self.c, self.S = cols, shape.split
        self.ty = threads // cols
        self.k = shape.reduced_dims
        self.L = prod(shape.domain[:self.k])
        self.C = prod(shape.domain[self.k:])
        self.tiles = -(-self.C // cols)
        self.P = shape.phases
        self.all_reds = shape.reductions()
        self.v = Values(w, buffers)
        self.rows = threads // max(cols, WARP)  # rows of partials per column after the shuffles
        self.part = w.shared_buffer(partials_name(number),
                                    shape.max_reductions_per_phase() * self.rows * cols, "f32")
        self.shared = broadcast_values(shape)
        if self.S == 1:  # a slot per column in shared memory for each value
            from .fusion_kernel import slot_name  # fusion_kernel imports this module
            self.slots = {v: w.shared_buffer(slot_name(number, v), cols, "f32")
                          for v in self.shared}
        if self.S > 1:  # the blocks' partials, then the values shared with the other blocks
            self.partials = len(self.all_reds) * self.S * self.tiles * cols
            self.scratch = w.scratch(self.partials + len(self.shared) * self.tiles * cols, "f32")
        # positions per thread: its slice of ceil(L / S), every ty-th
        self.slice = -(-self.L // self.S)
        per_thread = -(-self.slice // self.ty)
        self.chunk = min(per_thread, CHUNK)
        self.chunks = -(-per_thread // self.chunk)
        for info in shape.infos:
            if shape.role[info.op] != "full" and \
                    any(str(o.element_type) not in F32_REGISTER_TYPES for o in info.outputs):
                raise error_at(info.op, "the column template's reductions and kept values are "
                                        "f32 in registers")

    def emit(self, tid: ir.Value, bid: ir.Value) -> None:
        w = self.w
        self.x, self.y = w.rem(tid, self.c), w.div(tid, self.c)
        self.tile = w.div(bid, self.S) if self.S > 1 else bid
        self.s = w.rem(bid, self.S) if self.S > 1 else None
        column = w.add(w.mul(self.tile, w.index(self.c)), self.x)
        self.column_valid = w.less(column, self.C) if self.tiles * self.c != self.C else None
        self.kept_ivs = w.delinearize(w.min_index(column, self.C - 1) if self.column_valid is not None
                                      else column, self.shape.domain[self.k:])
        self.column = column
        self.first_row = w.is_zero(self.y)
        for phase in range(1, self.P + 1):
            self.reds = self.shape.reductions(phase)
            totals = self._thread_totals(phase)
            self._finish(phase, self._block_totals(totals))
        if any(self._stored_in(info, self.P + 1) for info in self.shape.infos):
            self.reds = []
            self._thread_totals(self.P + 1)

    # per thread: chunks of positions down the column --------------------------------------
    def _thread_totals(self, phase: int) -> list:
        if self.chunks == 1:
            return self._chunk(self.w.index(0), phase)
        w = self.w
        with self._loop(self.chunks) as loop, self.v.scope():
            part = self._chunk(w.mul(loop.iv, w.index(self.chunk * self.ty)), phase)
            loop.carry([self._combine(info, a, p)
                        for info, a, p in zip(self.reds, loop.accs, part)])
        return loop.results

    def _chunk(self, start: ir.Value, phase: int) -> list:
        """Each reduction's sum (from its neutral value) of the thread's positions start + y +
        i * ty, i < chunk, of its slice; the outputs of phase - 1 stored on the way."""
        w = self.w
        with self._loop(self.chunk) as loop:
            in_slice = w.add(w.add(start, w.mul(loop.iv, w.index(self.ty))), self.y)
            position = w.add(w.mul(self.s, w.index(self.slice)), in_slice) \
                if self.s is not None else in_slice
            valid = self._position_valid(in_slice, position)

            def accumulate():
                with self.v.scope():
                    return self._accumulate(loop.accs, position, phase)
            if valid is None:
                loop.carry(accumulate())
            else:
                loop.carry(w.if_else(valid, ["f32"] * len(self.reds), accumulate,
                                     lambda: loop.accs))
        return loop.results

    def _loop(self, count: int, reds: "list | None" = None):
        """`scf.for iv = 0 to count` carrying one f32 accumulator per reduction of `reds` (the
        phase's by default), from its neutral value (KernelWriter.loop)."""
        reds = self.reds if reds is None else reds
        return self.w.loop(count, lambda: [self._neutral(r) for r in reds])

    def _accumulate(self, accs: list, position: ir.Value, phase: int) -> list:
        """The element at `position` of the thread's column folded into each accumulator of
        the phase; the outputs of the phase before stored on the way."""
        ivs = self.w.delinearize(position, self.shape.domain[:self.k]) + self.kept_ivs
        elements = [self._element(info, ivs) for info in self.reds]
        for value, memref in self.outputs:
            info = self._info(value)
            if self.shape.role[info.op] == "full" and self._stored_in(info, phase):
                stored = self._full(value, ivs)
                with info.op.location:
                    self.w.store(stored, memref, ivs)
        return [self._combine(info, a, e) for info, a, e in zip(self.reds, accs, elements)]

    def _stored_in(self, info, phase: int) -> bool:
        """A full op that is a fusion output is stored in the pass after its phase."""
        return self.shape.role[info.op] == "full" and self.shape.level[info.op] + 1 == phase \
            and any(value in self.output_values for value in info.op.results)

    def _position_valid(self, in_slice: ir.Value, position: ir.Value) -> "ir.Value | None":
        """The position lies in this block's slice and before L (the last slice may be short),
        and the thread's column exists."""
        w = self.w
        tests = [self.column_valid]
        if self.chunks * self.chunk * self.ty > self.slice:
            tests.append(w.less(in_slice, self.slice))
        if self.S * self.slice > self.L:
            tests.append(w.less(position, self.L))
        valid = None
        for t in tests:
            valid = w.and_(valid, t)
        return valid

    def _element(self, info, ivs: list) -> ir.Value:
        args = [self._operand(o, ivs) for o in info.inputs] + [None]
        return self.v.element_of_reduction(info, args, ivs)

    def _operand(self, operand, ivs: list) -> ir.Value:
        leaf = self.v.leaf(operand, ivs)
        if leaf is not None:
            return leaf
        shared = self.v.get(("shared", operand.value))
        if shared is not None:  # a reduction's or kept op's value, read back by every thread
            return shared
        return self._full(operand.value, ivs)

    def _full(self, value, ivs: list) -> ir.Value:
        def compute():
            info = self._info(value)
            if self.shape.role[info.op] != "full":
                raise RuntimeError(f"internal error: {info.op.name} read before its phase")
            args = [self._operand(o, ivs) for o in info.inputs + info.outputs]
            return self.v.apply_body(info, args, ivs)
        return self.v.results(lambda r: ("full", r), value, compute)

    # per block: the column's partials, then across blocks ---------------------------------
    def _block_totals(self, totals: list) -> list:
        """Partials of the block per reduction, valid in the threads of y = 0: a column's
        lanes in a warp (c apart) meet by shuffles, then its warps' partials in shared memory."""
        w = self.w
        # a warp holds `lanes` rows of y (c < 32): they meet by xor shuffles c lanes apart
        lanes = max(1, WARP // self.c)
        warp_totals = []
        for info, total in zip(self.reds, totals):
            with info.op.location:
                warp_totals.append(shuffle_tree(w, total, info.split_reduction_body().combiner,
                                                lanes, self.c))
        with w.if_(w.is_zero(w.rem(self.y, lanes)) if lanes > 1 else None):
            slot = w.add(w.mul(w.div(self.y, lanes), w.index(self.c)), self.x)
            for r, total in enumerate(warp_totals):
                w.store(total, self.part, [w.affine(slot, 1, r * self.rows * self.c)])
        w.barrier()

        def block_sums():
            with self.v.scope():
                return [self._rows_total(r, info) for r, info in enumerate(self.reds)]
        return w.if_else(self.first_row, ["f32"] * len(self.reds), block_sums,
                         lambda: [w.const("0.0", "f32") for _ in self.reds])

    def _rows_total(self, r: int, info) -> ir.Value:
        """The column's partials of reduction number r, added in row order."""
        w, acc = self.w, None
        for j in range(self.rows):
            at = w.affine(self.x, 1, (r * self.rows + j) * self.c)
            p = w.load(self.part, [at])
            acc = p if acc is None else self._combine(info, acc, p)
        return acc

    def _finish(self, phase: int, sums: list) -> None:
        """The phase's totals, computed once per column by its first thread (of the tile's
        first block): results and kept ops stored, values a later pass reads shared with the
        column's threads (shared memory; global scratch and a grid barrier when split)."""
        w = self.w
        later = [v for v in self.shared if self.shape.level[producer(v)] == phase]
        finisher = self.first_row
        if self.S > 1:
            with w.if_(self.first_row):
                for info, total in zip(self.reds, sums):
                    self.scratch.store(total, self._scratch_index(info, self.s))
            w.grid_barrier()
            first_slice = w.is_zero(self.s)
            finisher = w.and_(finisher, first_slice)
        with w.if_(w.and_(finisher, self.column_valid)), self.v.scope():
            for info, total in zip(self.reds, sums):
                with info.op.location:
                    total = total if self.S == 1 else self._across_blocks(info)
                    self.v.put(("col", info.op.results[0]),
                               self._combine(info, total, self._init(info)))
            for value in later:
                self._store_shared(value, self._col(value))
            for value, memref in self.outputs:
                info = self._info(value)
                if self.shape.role[info.op] != "full" and self._kept_phase(info) == phase:
                    stored = self._col(value)
                    with info.op.location:
                        w.store(stored, memref, self.kept_ivs)
        if self.S > 1 and later:
            w.grid_barrier()
        elif later or phase < self.P:  # the shared slots, and the partials reused next phase
            w.barrier()
        for value in later:
            self.v.put(("shared", value), self._load_shared(value), top=True)

    def _store_shared(self, value, kept: ir.Value) -> None:
        r = self.shared.index(value)
        with producer(value).location:
            if self.S == 1:
                self.w.store(kept, self.slots[value], [self.x])
            else:
                self.scratch.store(kept, self._shared_index(r))

    def _load_shared(self, value) -> ir.Value:
        r = self.shared.index(value)
        with producer(value).location:
            if self.S == 1:
                return self.w.load(self.slots[value], [self.x])
            return self.scratch.load(self._shared_index(r))

    def _shared_index(self, r: int) -> ir.Value:
        """scratch[partials + r * tiles * c + column]"""
        return self.w.affine(self.column, 1, self.partials + r * self.tiles * self.c)

    def _kept_phase(self, info) -> int:
        return max(self.shape.level[info.op], 1)

    def _init(self, info) -> ir.Value:
        """The reduction's init value at the thread's kept position: its map reads the loops
        after the reduced ones (fusion_domain.column_reduction), and it is a fusion input or a
        fill (an init computed in the fusion is refused by _check_column_edges)."""
        ivs = [None] * self.k + self.kept_ivs
        init = self.v.leaf(info.outputs[0], ivs)
        if init is EMPTY:
            raise error_at(info.op, "the op reads its uninitialised output (tensor.empty)")
        if init is None:
            raise RuntimeError("internal error: a column reduction's init is not an input")
        return init

    def _across_blocks(self, info) -> ir.Value:
        """The tile's S block partials of `info`, added in block order: unrolled when few, else
        chunks of PARTIAL_CHUNK in a loop folded into a running total (as accurate as the
        threads' chunks, and hundreds of partials cost a loop, not hundreds of registers)."""
        w = self.w
        if self.S <= PARTIAL_CHUNK:
            acc = None
            for s in range(self.S):
                p = self._partial(info, w.index(s))
                acc = p if acc is None else self._combine(info, acc, p)
            return acc
        chunks = -(-self.S // PARTIAL_CHUNK)
        with self._loop(chunks, [info]) as chunk:
            with self._loop(PARTIAL_CHUNK, [info]) as block:
                s = w.add(w.mul(chunk.iv, w.index(PARTIAL_CHUNK)), block.iv)
                (acc,) = block.accs

                def added():
                    return [self._combine(info, acc, self._partial(info, s))]
                if chunks * PARTIAL_CHUNK == self.S:
                    block.carry(added())
                else:  # the last chunk is short
                    block.carry(w.if_else(w.less(s, self.S), ["f32"], added, lambda: [acc]))
            chunk.carry([self._combine(info, chunk.accs[0], block.results[0])])
        return chunk.results[0]

    def _partial(self, info, s: ir.Value) -> ir.Value:
        return self.scratch.load(self._scratch_index(info, s))

    def _scratch_index(self, info, s: ir.Value) -> ir.Value:
        """scratch[((r * S) + s) * tiles * c + column], r the reduction's number in the part"""
        w = self.w
        r = self.all_reds.index(info)
        base = w.mul(w.affine(s, 1, r * self.S), w.index(self.tiles * self.c))
        return w.add(base, self.column)

    # the ops over the kept loops --------------------------------------------------------------
    def _col(self, value) -> ir.Value:
        def compute():
            info = self._info(value)
            args = [self._col_operand(o) for o in info.inputs + info.outputs]
            return self.v.apply_body(info, args, self.kept_ivs)
        return self.v.results(lambda r: ("col", r), value, compute)

    def _col_operand(self, operand) -> ir.Value:
        leaf = self.v.leaf(operand, self.kept_ivs)
        if leaf is not None:
            return leaf
        return self._col(operand.value)

    # helpers ---------------------------------------------------------------------------------
    def _info(self, value):
        op = producer(value)
        return next(i for i in self.shape.infos if i.op == op)

    def _neutral(self, info) -> ir.Value:
        return f32_neutral(self.w, info)

    def _combine(self, info, a: ir.Value, b: ir.Value) -> ir.Value:
        return f32_combine(self.w, info, a, b)
