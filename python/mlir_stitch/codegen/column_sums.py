"""Column sums inside the row template: a row part's reductions over every loop but the row's
(LayerNorm backward's dgamma and dbeta beside the row sums of dx), in the same pass over the
rows.

Each thread folds its k row elements into k running partials (one per column it owns) as the
block takes its tiles of rows in turn (vertical packing keeps the grid within one wave). After
the last tile the block's rows meet in shared memory (the first row of threads adds them in
row order); with one block that is the total. With several, every block's partial goes to the
global scratch buffer, a grid barrier, and the grid's threads take the columns in turn, each
adding the blocks' partials in block order (AStitch's global scheme): every column's total is
computed once, from the same bits on every run.

Read back (analysis/fusion_domain.py): the thread that adds up column j's totals also computes
the column ops at j (stores those that leave the fusion) and publishes the column values late
ops read to global scratch; a barrier (grid, or block with one block) and every thread loads
the values of its columns (`published`).
"""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import producer
from ..analysis.smem_plan import colsums_name
from ..compiler.errors import error_at
from .kernel_writer import f32_combine, f32_neutral
from .values import EMPTY


class ColumnSums:
    def __init__(self, part, infos: list):
        self.p, self.infos = part, infos
        if not infos:
            return
        w = part.w
        self.column_ops = part.shape.column_ops()
        self.read_back = {value: n for n, value in enumerate(part.shape.read_back())}
        if self.read_back:  # a value per column of each, for every block's rows
            self.published_region = w.scratch(len(self.read_back) * part.N, "f32")
        if part.B > 1:  # a partial per row of the block, thread and element
            self.buf = w.shared_buffer(colsums_name(part.number),
                                       len(infos) * part.B * part.T * part.k, "f32")
        if part.grid > 1:  # a partial per block and column
            self.scratch = w.scratch(len(infos) * part.grid * part.N, "f32")

    def neutrals(self) -> list:
        """The partials' starting values, one per column sum and element of the thread."""
        return [self._neutral(info) for info in self.infos for _ in range(self.p.k)]

    def fold(self, sums: list) -> list:
        """`sums` with the current tile's row elements folded in (padding elements and rows
        contribute the neutral value)."""
        p, w = self.p, self.p.w
        out = []
        for c, info in enumerate(self.infos):
            for i in range(p.k):
                args = [p.operand(o, i) for o in info.inputs] + [None]
                e = p.v.element_of_reduction(info, args, p.slot_ivs[i])
                with info.op.location:
                    valid = w.and_(p.slot_valid[i], p.row_valid)
                    if valid is not None:
                        e = w.select(valid, e, self._neutral(info))
                    out.append(self._combine(info, sums[c * p.k + i], e))
        return out

    def finish(self, sums: list) -> None:
        """The block's partials from the threads' `sums`, then the totals stored."""
        if not self.infos:
            return
        p, w = self.p, self.p.w
        columns = [w.affine(p.lane, 1, i * p.T) for i in range(p.k)]
        in_row = [w.less(j, p.N) if (i + 1) * p.T > p.N else None for i, j in enumerate(columns)]
        first_row = w.is_zero(p.row_local) if p.B > 1 else None
        block = self._block_partials(sums, first_row)
        if p.grid == 1:
            for i, (j, valid) in enumerate(zip(columns, in_row)):
                with w.if_(w.and_(first_row, valid)), p.v.scope():
                    self._column_values(j, [block[c * p.k + i] for c in range(len(self.infos))])
            if self.read_back:
                w.barrier()
            return
        with w.if_(first_row):
            for c, info in enumerate(self.infos):
                for i, (j, valid) in enumerate(zip(columns, in_row)):
                    with info.op.location, w.if_(valid):
                        at = w.add(w.affine(p.bid, p.N, c * p.grid * p.N), j)
                        self.scratch.store(block[c * p.k + i], at)
        w.grid_barrier()
        self._across_blocks()
        if self.read_back:
            w.grid_barrier()

    def _block_partials(self, sums: list, first_row) -> list:
        """Every row of the block's partials added in row order, valid in its first row."""
        p, w = self.p, self.p.w
        if p.B == 1:
            w.barrier()  # the phase's barrier (the schedule lists one)
            return sums
        for n, s in enumerate(sums):
            w.store(s, self.buf, [self._buf_index(n, p.row_local)])
        w.barrier()

        def rows_total(n: int) -> ir.Value:
            info, acc = self.infos[n // p.k], None
            for b in range(p.B):
                v = w.load(self.buf, [self._buf_index(n, w.index(b))])
                acc = v if acc is None else self._combine(info, acc, v)
            return acc
        return w.if_else(first_row, ["f32"] * len(sums),
                         lambda: [rows_total(n) for n in range(len(sums))], self.neutrals)

    def _buf_index(self, n: int, row: ir.Value) -> ir.Value:
        """buf[((c * B + row) * k + i) * T + lane] for partial n = c * k + i."""
        p, w = self.p, self.p.w
        c, i = divmod(n, p.k)
        base = w.affine(row, p.k * p.T, (c * p.B * p.k + i) * p.T)
        return w.add(base, p.lane)

    def _across_blocks(self) -> None:
        """After the grid barrier: thread g of the grid takes columns g, g + grid * block, ...
        and adds the blocks' partials of each in block order."""
        p, w = self.p, self.p.w
        threads = p.grid * w.block_size
        g = w.add(w.mul(p.bid, w.index(w.block_size)), p.tid)
        for m in range(-(-p.N // threads)):
            j = w.affine(g, 1, m * threads)
            valid = w.less(j, p.N) if (m + 1) * threads > p.N else None
            with w.if_(valid), p.v.scope():
                self._column_values(j, [self._blocks_total(info, c, j)
                                        for c, info in enumerate(self.infos)])

    def _blocks_total(self, info, c: int, j: ir.Value) -> ir.Value:
        p, w = self.p, self.p.w
        with w.loop(p.grid, lambda: [self._neutral(info)]) as loop:
            at = w.add(w.affine(loop.iv, p.N, c * p.grid * p.N), j)
            v = self.scratch.load(at)
            loop.carry([self._combine(info, loop.accs[0], v)])
        return loop.results[0]

    def _column_values(self, j: ir.Value, block_totals: list) -> None:
        """Column j's totals (the blocks' sums of each column sum), then its column ops; each
        stored where it leaves the fusion and published where late ops read it."""
        values = {}
        for info, total in zip(self.infos, block_totals):
            with info.op.location:
                values[info.op.results[0]] = self._store_total(info, total, j)
        for info in self.column_ops:  # program order: what one reads is in `values`
            with info.op.location:
                args = [values[o.value] if o.is_tensor and o.value in values
                        else self.p.v.leaf(o, [j]) for o in info.inputs + info.outputs]
                for result, value in zip(info.op.results, self.p.v.apply_body(info, args, [j])):
                    values[result] = value
                    if result in self.p.out_of:
                        self.p.w.store(value, self.p.out_of[result], [j])
        for value, n in self.read_back.items():
            with producer(value).location:
                self.published_region.store(values[value], self.p.w.affine(j, 1, n * self.p.N))

    def published(self, value: ir.Value, j: ir.Value) -> ir.Value:
        """Column j's published `value` (a column sum or column op that late ops read)."""
        return self.published_region.load(self.p.w.affine(j, 1, self.read_back[value] * self.p.N))

    def _store_total(self, info, total: ir.Value, j: ir.Value) -> ir.Value:
        """The column's total with the reduction's init folded in, stored when it is a fusion
        output (its init is an input or a fill: fusion_domain refuses a computed one)."""
        p, w = self.p, self.p.w
        ivs = [None] * (len(p.shape.domain) - 1) + [j]
        init = p.v.leaf(info.outputs[0], ivs)
        if init is None or init is EMPTY:
            raise error_at(info.op, "a column sum's init must be an input or a constant fill")
        total = self._combine(info, total, init)
        result = info.op.results[0]
        if result in p.out_of:
            w.store(total, p.out_of[result], [j])
        return total

    def _neutral(self, info) -> ir.Value:
        return f32_neutral(self.p.w, info)

    def _combine(self, info, a: ir.Value, b: ir.Value) -> ir.Value:
        return f32_combine(self.p.w, info, a, b)
