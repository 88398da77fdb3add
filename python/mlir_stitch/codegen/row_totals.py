"""Totals of rows inside the row template: a row part's reductions of a row value over every
row into one scalar (cross entropy's sum of its rows' losses), in the same pass over the rows,
and the scalar ops on them (the mean: the sum over the count).

Each row's leader folds its row's value into a running partial as the block takes its tiles of
rows in turn (vertical packing keeps the grid within one wave); the other threads fold the
neutral value. After the last tile the leaders' partials meet in the block's first thread, in
row order, through global scratch, and the block's partial goes to global scratch; a grid
barrier (a block barrier with one block); then every block adds the blocks' partials up, each
thread taking every block-size-th one in order, a warp's lanes meeting by shuffles and the
warps in order through global scratch after a block barrier: the same bits on every run and in
every block. The first thread of the first block folds in the init, computes the scalar ops
and stores what leaves the kernel.
"""
from __future__ import annotations

from ..analysis.fusion_domain import WARP
from ..compiler.errors import error_at
from .kernel_writer import f32_combine, f32_neutral, shuffle_tree
from .values import EMPTY


class RowTotals:
    def __init__(self, part, infos: list):
        self.p, self.infos = part, infos
        if not infos:
            return
        w = part.w
        self.total_ops = part.shape.total_ops()
        self.warps = -(-w.block_size // WARP)
        if part.B > 1:  # each row leader's partial, per block
            self.row_partials = w.scratch(len(infos) * part.grid * part.B, "f32")
        self.partials = w.scratch(len(infos) * part.grid, "f32")  # each block's
        if self.warps > 1:  # each block's warps' sums, per block: no two blocks share one
            self.warp_sums = w.scratch(len(infos) * part.grid * self.warps, "f32")

    def neutrals(self) -> list:
        """The partials' starting values, one per total."""
        return [f32_neutral(self.p.w, info) for info in self.infos]

    def fold(self, sums: list) -> list:
        """`sums` with the current tile's rows folded in by their leaders (padding rows and
        the other threads fold the neutral value)."""
        p, w = self.p, self.p.w
        counted = w.and_(w.is_zero(p.lane), p.row_valid)
        out = []
        for info, acc in zip(self.infos, sums):
            args = [p.operand(o, None) for o in info.inputs] + [None]
            with info.op.location:
                e = w.select(counted, p.v.element_of_reduction(info, args, p.row_ivs),
                             f32_neutral(w, info))
                out.append(f32_combine(w, info, acc, e))
        return out

    def finish(self, sums: list) -> None:
        """The partials to global scratch, a barrier, the totals, then their scalar ops."""
        if not self.infos:
            return
        p, w = self.p, self.p.w
        regions = self.row_partials if p.B > 1 else self.partials
        slot = w.add(w.mul(p.bid, w.index(p.B)), p.row_local) if p.B > 1 else p.bid
        with w.if_(w.is_zero(p.lane)):
            for c, (info, acc) in enumerate(zip(self.infos, sums)):
                with info.op.location:
                    regions.store(acc, w.affine(slot, 1, c * p.grid * p.B))
        if p.B > 1:
            self._block_partials()
        if p.grid > 1:
            w.grid_barrier()
        else:
            w.barrier()
        totals = [self._total(c, info) for c, info in enumerate(self.infos)]
        first = w.and_(w.is_zero(p.bid), w.is_zero(p.tid)) if p.grid > 1 else w.is_zero(p.tid)
        with w.if_(first), p.v.scope():
            self._scalar_values(totals)

    def _block_partials(self) -> None:
        """After a block barrier, the block's first thread adds its rows' partials in row
        order into the block's partial."""
        p, w = self.p, self.p.w
        w.barrier()
        with w.if_(w.is_zero(p.tid)):
            for c, info in enumerate(self.infos):
                with info.op.location:
                    first = w.affine(p.bid, p.B, c * p.grid * p.B)
                    total = None
                    for b in range(p.B):
                        v = self.row_partials.load(w.affine(first, 1, b))
                        total = v if total is None else f32_combine(w, info, total, v)
                    self.partials.store(total, w.affine(p.bid, 1, c * p.grid))

    def _total(self, c: int, info):
        """Every block's partial of total `c` added up in a fixed order; valid in thread 0."""
        p, w = self.p, self.p.w
        combiner = info.split_reduction_body().combiner
        n, size = p.grid, w.block_size
        with info.op.location:
            acc = f32_neutral(w, info)
            for m in range(-(-n // size)):
                j = w.affine(p.tid, 1, m * size)
                valid = w.less(j, n) if (m + 1) * size > n else None
                at = w.min_index(j, n - 1) if valid is not None else j
                v = self.partials.load(w.affine(at, 1, c * n))
                if valid is not None:
                    v = w.select(valid, v, f32_neutral(w, info))
                acc = f32_combine(w, info, acc, v)
            acc = shuffle_tree(w, acc, combiner, min(WARP, size))
            if self.warps == 1:
                return acc
            warp = w.div(p.tid, WARP)
            base = (c * p.grid) * self.warps
            block_base = w.affine(p.bid, self.warps, base)
            with w.if_(w.is_zero(w.rem(p.tid, WARP))):
                self.warp_sums.store(acc, w.add(block_base, warp))
            w.barrier()
            total = None
            for k in range(self.warps):
                v = self.warp_sums.load(w.affine(block_base, 1, k))
                total = v if total is None else f32_combine(w, info, total, v)
            return total

    def _scalar_values(self, totals: list) -> None:
        """In one thread: each total with its init folded in, then the scalar ops on them in
        program order; each stored where it leaves the fusion."""
        p, w = self.p, self.p.w
        values = {}
        for info, total in zip(self.infos, totals):
            with info.op.location:
                init = p.v.leaf(info.outputs[0], [])
                if init is None or init is EMPTY:
                    raise error_at(info.op, "a total of rows needs an input or a constant fill "
                                            "as its init")
                total = f32_combine(w, info, total, init)
                values[info.op.results[0]] = total
                if info.op.results[0] in p.out_of:
                    w.store(total, p.out_of[info.op.results[0]], [])
        for info in self.total_ops:  # program order: what one reads is in `values`
            with info.op.location:
                args = [values[o.value] if o.is_tensor and o.value in values else p.v.leaf(o, [])
                        for o in info.inputs + info.outputs]
                for result, value in zip(info.op.results, p.v.apply_body(info, args, [])):
                    values[result] = value
                    if result in p.out_of:
                        w.store(value, p.out_of[result], [])
