"""L3 code of a staged GEMM on tensor cores (the tiles and the decision: analysis/mma_tiles.py).

The operands are staged as for the FMA sum (gemm_tile.py: the block's rows of the row operand
whole, the column operand in chunks of k_tile). Per chunk, after its barrier, each warp runs
k_tile / 16 steps of mma.sync on each of its tiles of Dᵀ = colᵀ · rowᵀ, its lanes reading their
fragments from the staged buffers (PTX's m16n8k16 layout: g = lane / 4, t = lane % 4):

  A (16 columns c x 16 positions k)  register r holds (c, k), (c, k + 1) with
        c = 16 ct + g + 8 (r odd), k = 2t + 8 (r >= 2): the column chunk at k · pitch + c
  B (16 positions k x 8 rows n)      register r holds (k, n), (k + 1, n) with
        k = 2t + 8 r, n = 8 rt + g (the block's last row past it): the rows at n · pitch + k
  D (16 x 8)                         element i is (c, n) with c = 16 ct + g + 8 (i >= 2),
        n = 8 rt + 2t + (i & 1)

After the last chunk each lane stores its tiles' elements of real rows to the tiles buffer
(row n at n · (Bc + 4) + c), a barrier, and every thread reads its slots: the GEMM's values,
the output's initial value added (a fill of zeros in practice).
"""
from __future__ import annotations

from ..analysis.occupancy import WARP
from .gemm_tile import StagedGemm


class MmaGemm(StagedGemm):
    """Staged GEMM `info` of row part `part` on tensor cores: MmaTiles `tiles`, its tiles
    buffer `result`."""

    def __init__(self, part, info, k_tile: int, staged: list, buffers: dict, tiles, result):
        super().__init__(part, info, k_tile, staged, buffers)
        self.tiles, self.result = tiles, result
        self.row = next(s for s in self.staged.values() if s.kind == "row")
        self.column = next(s for s in self.staged.values() if s.kind == "column")

    def emit(self) -> list:
        """The GEMM's value at each of the thread's slots."""
        p, w = self.p, self.p.w
        with self.info.op.location:
            self._store_rows()
            self._warp_tiles()
            zeros = [w.const(0.0, "f32")] * (4 * self.tiles.per_warp)
            chunks = self.K // self.k_tile
            if chunks == 1:
                sums = self._chunk(w.index(0), zeros)
            else:
                with w.loop(chunks, zeros) as loop:
                    loop.carry(self._chunk(w.mul(loop.iv, w.index(self.k_tile)), loop.accs))
                sums = loop.results
            self._store_tiles(sums)
            w.barrier()
            base = w.mul(p.row_local, w.index(self.tiles.pitch)) if p.B > 1 else None
            values = []
            for slot, ivs in enumerate(p.slot_ivs):
                column = w.affine(p.lane, 1, slot * p.T)
                total = w.load(self.result, [w.add(base, column) if base is not None else column])
                init = p.v.leaf(self.info.outputs[0], self._at(ivs, w.index(0)))
                values.append(w.binary("arith.addf", init, total))
            return values

    def _warp_tiles(self) -> None:
        """The lane's g and t, and per tile the warp takes: its column tile ct, row tile rt
        and whether it is a real tile (None: always)."""
        w, tiles = self.p.w, self.tiles
        lane, warp = w.rem(self.p.tid, WARP), w.div(self.p.tid, WARP)
        self.g, self.t = w.div(lane, 4), w.rem(lane, 4)
        self.warp_tiles = []
        for j in range(tiles.per_warp):
            tile = w.affine(warp, 1, j * tiles.warps)
            past = (j + 1) * tiles.warps > tiles.tiles  # some warps have no tile j
            valid = w.less(tile, tiles.tiles) if past else None
            if past:
                tile = w.min_index(tile, tiles.tiles - 1)
            ct, rt = w.rem(tile, tiles.column_tiles), w.div(tile, tiles.column_tiles)
            self.warp_tiles.append((ct, rt, valid))

    def _chunk(self, kbase, accs: list) -> list:
        """The tiles' accumulators after summed positions [kbase, kbase + k_tile)."""
        w = self.p.w
        self._store_columns(kbase)
        w.barrier()
        with w.loop(self.k_tile // 16, accs) as loop:
            step = w.mul(loop.iv, w.index(16))
            sums = []
            for j, (ct, rt, _) in enumerate(self.warp_tiles):
                a = self._a_registers(ct, step)
                b = self._b_registers(rt, w.add(kbase, step))
                sums += w.mma_sync(a, b, loop.accs[4 * j:4 * j + 4], self.tiles.element)
            loop.carry(sums)
        w.barrier()
        return loop.results

    def _a_registers(self, ct, step) -> list:
        """A = the column chunk's 16 columns of tile ct by positions [step, step + 16)."""
        w, pitch = self.p.w, self.column.pitch
        k = w.add(step, w.affine(self.t, 2, 0))
        c = w.add(w.affine(ct, 16, 0), self.g)
        base = w.add(w.mul(k, w.index(pitch)), c)
        buffer = self.buffers[self.column.index]
        registers = []
        for r in range(4):
            at = [w.affine(base, 1, (8 * (r >= 2) + e) * pitch + 8 * (r % 2)) for e in (0, 1)]
            registers.append(w.mma_register(*(w.load(buffer, [i]) for i in at),
                                            self.tiles.element))
        return registers

    def _b_registers(self, rt, k) -> list:
        """B = positions [k, k + 16) of the 8 rows of row tile rt (the block's rows only)."""
        w, tiles = self.p.w, self.tiles
        n = w.add(w.affine(rt, 8, 0), self.g)
        if tiles.row_tiles * 8 > tiles.rows:
            n = w.min_index(n, tiles.rows - 1)
        base = w.add(w.mul(n, w.index(self.row.pitch)), w.add(k, w.affine(self.t, 2, 0)))
        buffer = self.buffers[self.row.index]
        return [w.mma_register(*(w.load(buffer, [w.affine(base, 1, 8 * r + e)]) for e in (0, 1)),
                               self.tiles.element) for r in range(2)]

    def _store_tiles(self, sums: list) -> None:
        """Each lane's elements of its tiles, rows of the block only, to the tiles buffer."""
        w, tiles = self.p.w, self.tiles
        for j, (ct, rt, valid) in enumerate(self.warp_tiles):
            for i in range(4):
                c = w.add(w.affine(ct, 16, 8 * (i >= 2)), self.g)
                n = w.add(w.affine(rt, 8, i & 1), w.affine(self.t, 2, 0))
                real = w.less(n, tiles.rows) if tiles.row_tiles * 8 > tiles.rows else None
                with w.if_(w.and_(valid, real)):
                    w.store(sums[4 * j + i], self.result,
                            [w.add(w.mul(n, w.index(tiles.pitch)), c)])
