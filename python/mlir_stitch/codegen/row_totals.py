"""Totals of rows inside the row template: a row part's reductions of a row value over every
row into one scalar (cross entropy's sum of its rows' losses), in the same pass over the rows,
and the scalar ops on them (the mean: the sum over the count).

Each row's leader (of a split row, the leader of its first slice) folds its row's value into a
running partial (over the block's tiles of rows, when it takes several); the other threads
fold the neutral value. After the last tile the leaders' partials meet in the block's first
thread, in row order, through global scratch, and the block's partial goes to global scratch.
Then the schedule's last phase says who adds the blocks' partials up:
- last (a grid of several blocks): the last block to finish (codegen/grid_barrier.py), which
  has seen every block's partial; no block waits, so any grid and split rows;
- grid (beside column sums, whose grid barrier needs one wave anyway): the first block, after
  a grid barrier of its own;
- block (one block): that block after a block barrier.
It adds them up with each thread taking every block-size-th one in order, a warp's lanes
meeting by shuffles and the warps in order through global scratch after a block barrier: the
same bits on every run. Its first thread folds in the init, computes the scalar ops and stores
what leaves the kernel.
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
        if part.shape.barriers[-1] == "last":  # thread 0 tells its block whether it is last
            self.flags = w.scratch(part.grid, "f32")
        if self.warps > 1:  # the adding block's warps' sums
            self.warp_sums = w.scratch(len(infos) * self.warps, "f32")

    def neutrals(self) -> list:
        """The partials' starting values, one per total."""
        return [f32_neutral(self.p.w, info) for info in self.infos]

    def fold(self, sums: list) -> list:
        """`sums` with the current tile's rows folded in by their leaders (padding rows and
        the other threads fold the neutral value)."""
        p, w = self.p, self.p.w
        counted = w.and_(w.is_zero(p.lane), p.row_valid)
        if p.S > 1:  # a split row's value is in each of its blocks: the first slice counts it
            counted = w.and_(counted, w.is_zero(w.rem(p.bid, p.S)))
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
        barrier = p.shape.barriers[-1]
        if barrier == "last":
            adding = w.last_block(self.flags)
        elif barrier == "grid":  # beside column sums, whose grid fits one wave anyway
            w.grid_barrier()
            adding = w.is_zero(p.bid)
        else:
            w.barrier()
            adding = None
        with w.if_(adding):  # uniform in the block: its barriers are safe
            totals = [self._total(c, info) for c, info in enumerate(self.infos)]
            with w.if_(w.is_zero(p.tid)), p.v.scope():
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
            whole, rest = divmod(n, size)
            acc = f32_neutral(w, info)
            if whole:  # thread t takes partials t, t + size, ... in turn
                with w.loop(whole, [acc]) as loop:
                    j = w.add(w.mul(loop.iv, w.index(size)), p.tid)
                    loop.carry([f32_combine(w, info, loop.accs[0],
                                            self.partials.load(w.affine(j, 1, c * n)))])
                acc = loop.results[0]
            if rest:
                j = w.affine(p.tid, 1, whole * size)
                v = self.partials.load(w.affine(w.min_index(j, n - 1), 1, c * n))
                acc = f32_combine(w, info, acc, w.select(w.less(j, n), v, f32_neutral(w, info)))
            acc = shuffle_tree(w, acc, combiner, min(WARP, size))
            if self.warps == 1:
                return acc
            warp = w.div(p.tid, WARP)
            base = c * self.warps
            with w.if_(w.is_zero(w.rem(p.tid, WARP))):
                self.warp_sums.store(acc, w.affine(warp, 1, base))
            w.barrier()
            total = None
            for k in range(self.warps):
                v = self.warp_sums.load(w.index(base + k))
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
