"""L3 kernels for stitched fusions: the row template and the flat template.

Row template (a row reduction is the dominant op): T threads own one row, B rows per block.
Each thread keeps its k = ceil(N/T) row elements in registers (unrolled), so every
elementwise producer/consumer is local and computed once. A phase per reduction level:
per-thread partials -> warp shuffle (xor) -> per-warp partials in shared memory -> the row's
leader thread finishes the reduction and the row-level ops, writes the row values to shared
memory (regional scheme) -> barrier -> every thread reads its row's values. A row value the
smem plan moved out of shared memory (its budget) goes through the block's rows of the global
scratch buffer instead, around the same barrier (global scheme, still one block's business).

Task splitting (a row longer than one block holds, AStitch's global scheme): S blocks share a
row, block b taking slice b mod S of row b div S (one row per block); the row's blocks are
one thread-block cluster. In each phase the leader stores its block's partial of every
reduction in a global scratch buffer, the schedule's barrier (a cluster barrier) makes the
row's partials visible, and every block's leader combines its row's S partials in slice order
(all blocks get the same bits), then goes on as above. Row values that are fusion outputs are
stored by the row's first block only.

GEMMs in a fusion (analysis/fusion_domain.py): a full GEMM whose operands the block can share
is summed first in each tile, its operands staged in shared memory (codegen/gemm_tile.py);
otherwise its element is its own loop over k (operands loaded through their maps,
codegen/values.py); either way memoised like any full value. After
the last phase a vector GEMM's rows go to shared memory (its row operand's k slots per
thread), a barrier, then each thread of a row takes every T-th output column: a loop over the
row (V staged in shared memory chunk by chunk when the block's rows share it), its epilogue
ops (a gate, the rounding to bf16) applied to the sum in registers, each result that leaves the
fusion stored through its op's output map.

Flat template (elementwise only): one element per thread and iteration, grid-linear.

A fusion's parts (independent sets of ops, see analysis.fusion_domain.analyze_kernel) are
written by RowPart / FlatPart into one gpu.func (FusionKernel); with several parts (kernel
packing) each owns a contiguous range of blocks, selected by an `scf.if` on the block id that
is uniform per block, so barriers inside a part are safe.
"""
from __future__ import annotations

from math import prod

from mlir import ir

from ..analysis.fusion_domain import (COLUMN_LEVEL_ROLES, WARP, FusionShape, broadcast_values,
                                       producer, vector_columns, vector_operand)
from ..analysis.smem_plan import red_name, value_buffer_name, vector_rows_name
from ..dialects.schedule import read_op_schedule
from .column_kernel import ColumnPart
from .column_sums import ColumnSums
from .row_totals import RowTotals
from .gemm_tile import StagedGemm, StagedVectorGemm, staged_buffers
from .kernel_writer import (KernelWriter, float_literal, memref_type, register_type, shuffle_tree,
                            storage_element)
from .mma_tile import MmaGemm
from .values import Values


def kernel_buffers(func, w: KernelWriter) -> "tuple[dict, list]":
    """Kernel arguments of `w` for the fusion function's inputs then its results: memrefs
    (those of i1 tensors hold a byte per element), scalar inputs by value. Returns ({input:
    argument}, [(result value, its memref argument)])."""
    block = func.regions[0].blocks[0]

    def add(t: ir.Type) -> ir.Value:
        shaped = ir.RankedTensorType(t)
        element = str(shaped.element_type)
        storage = storage_element(element)
        return w.argument(memref_type(shaped.shape, storage), bool_storage=storage != element)

    buffers = {arg: add(arg.type) if isinstance(arg.type, ir.ShapedType) else w.argument(arg.type)
               for arg in block.arguments}  # a scalar argument of the entry is passed by value
    ret = list(block.operations)[-1]
    outputs = [(value, add(value.type)) for value in ret.operands]
    return buffers, outputs


class FusionKernel:
    """One gpu.func for a fusion function: its parts (FusionShapes read from the schedule,
    codegen/scheduled_parts.py) over the blocks their schedule parts own, emitted in order."""

    def __init__(self, name: str, func, shapes: list, parts: list, block: int, smem):
        if len(shapes) != len(parts):
            raise RuntimeError(f"internal error: @{name} has {len(shapes)} parts but its "
                               f"schedule lists {len(parts)}")
        self.w = KernelWriter(name, block, func.location)
        self.w.use_smem_plan(smem)  # where each part's shared buffers lie in the arena
        buffers, outputs = kernel_buffers(func, self.w)
        self.parts = []  # (RowPart | FlatPart | ColumnPart, its first block, its grid)
        for number, (shape, part) in enumerate(zip(shapes, parts)):
            writer = _make_part(self.w, shape, number, buffers, _outputs_of(shape, outputs))
            self.parts.append((writer, part.first_block, part.grid))
        self.grid = sum(grid for _, _, grid in self.parts)
        _check_outputs_written(name, shapes, outputs)

    def emit(self) -> None:
        w = self.w
        tid = w.thread_id()
        bid = w.block_id()
        if len(self.parts) == 1:
            self.parts[0][0].emit(tid, bid)
            return
        for part, first, grid in self.parts:
            with w.if_(self._owns(bid, first, grid)):
                local = w.sub(bid, w.index(first)) if first else bid
                part.emit(tid, local)

    def _owns(self, bid: ir.Value, first: int, grid: int) -> "ir.Value | None":
        """first <= bid < first + grid, leaving out a bound every block meets."""
        w = self.w
        above = w.cmpi("uge", bid, w.index(first)) if first else None
        below = w.less(bid, first + grid) if first + grid < self.grid else None
        return w.and_(above, below)


def _make_part(w, shape: FusionShape, number: int, buffers: dict, outputs: list):
    if shape.template == "row":
        return RowPart(w, shape, number, buffers, outputs, *shape.thread_mapping())
    if shape.template == "column":
        return ColumnPart(w, shape, number, buffers, outputs, *shape.thread_mapping())
    return FlatPart(w, shape, buffers, outputs, *shape.thread_mapping())


def _outputs_of(shape: FusionShape, outputs: list) -> list:
    members = {i.op for i in shape.infos}
    return [o for o in outputs if producer(o[0]) in members]


def _check_outputs_written(name: str, shapes: list, outputs: list) -> None:
    members = {i.op for shape in shapes for i in shape.infos}
    for value, _ in outputs:
        if producer(value) not in members:
            raise RuntimeError(f"internal error: a result of @{name} is not computed by any of "
                               f"its parts")


def slot_name(part: int, value) -> str:
    """The smem plan's name of the slot of row or column value `value` in part `part`."""
    return value_buffer_name(part, value, read_op_schedule(producer(value)).name)


class RowPart:
    """The row template for one part: T threads per row, B rows per block, k elements per
    thread."""

    def __init__(self, w: KernelWriter, shape: FusionShape, number: int, buffers: dict,
                 outputs: list, threads: int, elems: int, rows: int):
        self.shape, self.T, self.k, self.B = shape, threads, elems, rows
        self.number = number
        self.S = shape.split
        self.N = shape.domain[-1]
        self.R = 1
        for d in shape.domain[:-1]:
            self.R *= d
        self.W = threads // WARP if threads > WARP else 0
        self.max_reds = shape.max_reductions_per_phase()
        self.w, self.outputs = w, outputs
        if self.W and self.max_reds:  # the warps' partials
            self.red = w.shared_buffer(red_name(number), self.max_reds * rows * self.W, "f32")
        # the row values every thread of the row reads: a slot per row of the block each, in
        # shared memory or (moved there by the smem plan's budget) in the block's rows of
        # global scratch
        shared = broadcast_values(shape)
        self.slots = {v: w.shared_buffer(slot_name(number, v), rows, "f32")
                      for v in shared if v not in shape.global_values}
        self.v = Values(w, buffers)
        self.v.on_read = {i.op: i for i in shape.infos if shape.role[i.op] == "operand"}
        self.out_of = dict(outputs)
        if self.S > 1 and shape.reductions():  # a partial per block and reduction, in order
            self.partial_slot = {info.op: i for i, info in enumerate(shape.reductions())}
            self.scratch = w.scratch(len(self.partial_slot) * shape.grid, "f32")
        self.global_slots = {v: w.scratch(rows * shape.grid, "f32")
                             for v in shared if v in shape.global_values}
        self.V, self.grid = shape.vertical, shape.grid
        self.columns = ColumnSums(self, shape.column_sums())
        self.totals = RowTotals(self, shape.totals())
        self.column_partials = len(shape.column_sums()) * elems
        self.vector_rows = {
            info.op: w.shared_buffer(vector_rows_name(number, read_op_schedule(info.op).name),
                                     rows * self.N, "f32")
            for info in shape.vector_gemms()}
        self.staged = staged_buffers(w, number, shape)
        self.read_rows_unsynced = False  # threads may still read a vector GEMM's buffers

    def emit(self, tid: ir.Value, bid: ir.Value) -> None:
        """The part's body for thread `tid` of its block `bid`: its V tiles of rows in turn,
        then the column sums or the totals across its rows and blocks."""
        self._block_coordinates(tid, bid)
        if self.V == 1:
            with self.v.scope():
                self._finish(self._tile(bid, self._neutrals()))
                self._store_outputs("late")  # the tile's values are still in registers
            return
        if self.shape.late_ops():
            raise RuntimeError("internal error: late ops need one tile of rows per block")
        self._finish(self._tiles(bid))

    def _neutrals(self) -> list:
        """The column sums' partials, then the totals'."""
        return self.columns.neutrals() + self.totals.neutrals()

    def _finish(self, sums: list) -> None:
        self.columns.finish(sums[:self.column_partials])
        self.totals.finish(sums[self.column_partials:])

    def _tiles(self, bid: ir.Value) -> list:
        """scf.for v < V over tiles bid + v * grid, carrying the column sums' and totals'
        partials."""
        w = self.w
        with w.loop(self.V, self._neutrals()) as loop, self.v.scope():
            loop.carry(self._tile(w.add(w.mul(loop.iv, w.index(self.grid)), bid), loop.accs))
            if self.shape.exchanges_in_block:  # the next tile reuses the slots read last
                w.barrier()
        return loop.results

    def _tile(self, tile: ir.Value, sums: list) -> list:
        """The rows of tile `tile`: their phases, their outputs; returns `sums` with the
        rows' elements of every column sum, and their values of every total, folded in."""
        self._row_coordinates(tile)
        for info, k_tile, staged in self.shape.tiled_gemms():
            tiles = self.shape.mma_tiles(info)
            gemm = MmaGemm(self, info, k_tile, staged, self.staged, tiles,
                           self.staged[(info.op, "tiles")]) if tiles else \
                StagedGemm(self, info, k_tile, staged, self.staged)
            for slot, value in enumerate(gemm.emit()):
                self.v.put(("full", info.op.results[0], slot), value)
        for phase in range(0, self.shape.phases + 1):
            self._phase(phase)
        self._store_outputs("full")
        for cluster in self.shape.vector_clusters():
            self._vector_cluster(cluster)
        return self.columns.fold(sums[:self.column_partials]) + \
            self.totals.fold(sums[self.column_partials:])

    # coordinates -------------------------------------------------------------
    def _block_coordinates(self, tid: ir.Value, bid: ir.Value):
        w, T, B = self.w, self.T, self.B
        self.bid, self.tid = bid, tid
        self.lane = w.rem(tid, T) if B > 1 else tid
        self.row_local = w.div(tid, T) if B > 1 else w.index(0)

    def _row_coordinates(self, tile: ir.Value):
        """This thread's row of tile `tile` (B rows), its k elements and their validity."""
        w, T, B, N, R, S = self.w, self.T, self.B, self.N, self.R, self.S
        row = w.add(w.mul(tile, w.index(B)), self.row_local) if B > 1 else tile
        first = self.lane
        self.first_column = w.index(0)  # the block's first column of the row
        if S > 1:  # block b: slice b mod S of row b div S
            row = w.div(tile, S)
            self.first_column = w.mul(w.rem(tile, S), w.index(T * self.k))
            first = w.add(self.first_column, self.lane)
        rows_covered = self.grid // S * self.V * B  # tiles past the last row are all padding
        self.row_valid = w.less(row, R) if rows_covered != R else None
        rowc = w.min_index(row, R - 1) if self.row_valid is not None else row
        self.row_ivs = w.delinearize(rowc, self.shape.domain[:-1])
        self.slot_ivs, self.slot_valid = [], []
        for i in range(self.k):
            j = w.affine(first, 1, i * T)
            partial = (S - 1) * T * self.k + (i + 1) * T > N
            self.slot_valid.append(w.less(j, N) if partial else None)
            self.slot_ivs.append(self.row_ivs + [w.min_index(j, N - 1) if partial else j])

    # values ------------------------------------------------------------------
    def full(self, value: ir.Value, slot: int) -> ir.Value:
        def compute():
            info = self._info(value)
            if info.reduction_dims:  # a full GEMM
                return self.v.gemm_element(info, self.slot_ivs[slot])
            args = [self.operand(o, slot) for o in info.inputs + info.outputs]
            inside = self.w.and_(self.slot_valid[slot], self.row_valid)
            if inside is not None and info.is_heavy():
                return self._only_inside(inside, info, args, self.slot_ivs[slot])
            return self.v.apply_body(info, args, self.slot_ivs[slot])
        return self.v.results(lambda r: ("full", r, slot), value, compute)

    def _vector_cluster(self, gemms: list) -> None:
        """Vector GEMMs `gemms` (P·V; or gate and up of SwiGLU, whose outputs one epilogue op
        reads) of this thread's row, one after the other (`_vector_sums`); then per output
        their epilogue ops in registers and the stores of the results that leave the fusion."""
        epilogue = self.shape.epilogue(gemms)
        w, groups, sums = self.w, {}, {}
        for info in gemms:
            if info.op.results[0] not in self.out_of and not epilogue:
                raise RuntimeError("internal error: nothing reads a vector GEMM's result")
            if self.read_rows_unsynced:
                w.barrier()  # its rows and chunks may reuse the buffers the last one read
                self.read_rows_unsynced = False
            groups[info.op], sums[info.op] = self._vector_sums(info)
        for g, (_, valid, _) in enumerate(groups[gemms[0].op]):  # the GEMMs' groups align
            inside = w.and_(valid, self.row_valid)
            at = {op: columns[g][0] for op, columns in groups.items()}
            totals = {op: column_sums[g] for op, column_sums in sums.items()}
            with self.v.scope(), gemms[-1].op.location:  # this output's epilogue values
                outputs = [(info, at[info.op], [totals[info.op]]) for info in gemms]
                for e, gemm, loops in epilogue:
                    ivs = [at[gemm.op][d] for d in loops]
                    outputs.append((e, ivs, self._epilogue_values(e, ivs, totals, inside)))
            with w.if_(inside):
                for op_info, ivs, values in outputs:
                    self._store_results(op_info, ivs, values)

    def _vector_sums(self, info) -> tuple:
        """(`_vector_columns`' groups of T output columns, the sum of each) of vector GEMM
        `info` of this thread's row: the row of P to shared memory, then output
        columns lane, lane + T, ... each summed over the row - V from memory after a barrier,
        or staged in shared memory chunk by chunk (codegen/gemm_tile.py)."""
        w, N = self.w, self.N
        rows = self.vector_rows[info.op]
        base = w.mul(self.row_local, w.index(N)) if self.B > 1 else w.index(0)
        p = vector_operand(info, self.shape.domain)
        with info.op.location:
            for slot in range(self.k):
                value = self._row_of(info, p, slot)
                with w.if_(self.slot_valid[slot]):
                    w.store(value, rows, [w.add(base, self.slot_ivs[slot][-1])])
        k_tile, staged = self.shape.vector_staging(info)
        with self.v.scope(), info.op.location:
            groups = self._vector_columns(info, p)
            inits = [self.v.leaf(info.outputs[0], at) for at, _, _ in groups]
            if staged is None:
                w.barrier()
                sums = [self._contract_row(info, p, rows, base, at, init)
                        for (at, _, _), init in zip(groups, inits)]
                self.read_rows_unsynced = True  # until the next barrier
            else:  # its chunk loop ends with a barrier
                sums = StagedVectorGemm(self, info, p, k_tile, staged,
                                        self.staged[(info.op, staged.index)]).emit(
                    groups, inits, rows, base)
        return groups, sums

    def _row_of(self, info, p: int, slot: int) -> ir.Value:
        """Vector GEMM `info`'s row operand (input `p`) at this slot's element of the row: a
        value computed here, or a kernel input read through its map over the GEMM's loops (the
        row loops, then the summed loop at the slot's column: vector_operand's form)."""
        operand = info.inputs[p]
        at = [self.w.index(0)] * len(info.ranges)
        for d, iv in zip(operand.map, self.slot_ivs[slot]):
            at[d] = iv
        leaf = self.v.leaf(operand, at)
        return leaf if leaf is not None else self.operand(operand, slot)

    def _epilogue_values(self, info, ivs: list, totals: dict, inside) -> list:
        """Epilogue op `info`'s results at `ivs`: its body on the vector GEMMs' sums `totals`
        (GEMM op -> this output's sum), the values of earlier epilogue ops at this output
        (memoised) and operands loaded from memory; a heavy body only where `inside` holds
        (not on the clamped copies of a row's last columns)."""
        def compute():
            args = []
            for o in info.inputs + info.outputs:
                leaf = self.v.leaf(o, ivs)
                if leaf is None:
                    leaf = totals[o.source] if o.source in totals else \
                        self.v.get(("epilogue", o.value))
                if leaf is None:
                    raise RuntimeError("internal error: an epilogue op reads a value computed "
                                       "after it")
                args.append(leaf)
            if inside is not None and info.is_heavy():
                return self._only_inside(inside, info, args, ivs)
            return self.v.apply_body(info, args, ivs)
        self.v.results(lambda r: ("epilogue", r), info.op.results[0], compute)
        return [self.v.get(("epilogue", r)) for r in info.op.results]

    def _store_results(self, info, ivs: list, values: list) -> None:
        """Store the results of `info` at its loop positions `ivs` that leave the fusion."""
        for result, value, out in zip(info.op.results, values, info.outputs):
            if result in self.out_of:
                with info.op.location:
                    self.w.store(value, self.out_of[result],
                                 [self.v.index(e, ivs) for e in out.map])

    def _vector_columns(self, info, p: int) -> list:
        """(loop positions with the summed loop at 0, validity, clamped linear column) of each
        group of T output columns of this thread's row of vector GEMM `info`."""
        w, T = self.w, self.T
        columns = vector_columns(info, p)
        sizes = [info.ranges[d] for d in columns]
        width = prod(sizes)
        groups = []
        for first in range(0, width, T):
            column = w.affine(self.lane, 1, first)
            valid = w.less(column, width) if first + T > width else None
            clamped = w.min_index(column, width - 1) if valid is not None else column
            at = [None] * len(info.ranges)
            for d, iv in zip(info.inputs[p].map[:-1], self.row_ivs):
                at[d] = iv
            for d, iv in zip(columns, w.delinearize(clamped, sizes)):
                at[d] = iv
            at[info.inputs[p].map[-1]] = w.index(0)
            groups.append((at, valid, clamped))
        return groups

    def _contract_row(self, info, p: int, rows, base, at: list, init):
        """One output of vector GEMM `info` at `at`: a loop over the row, V from memory."""
        w, j = self.w, info.inputs[p].map[-1]
        with w.loop(self.N, [init]) as loop, self.v.scope():
            inner = list(at)
            inner[j] = loop.iv
            args = [w.load(rows, [w.add(base, loop.iv)]) if i == p
                    else self.v.leaf(o, inner) for i, o in enumerate(info.inputs)]
            loop.carry(self.v.apply_body(info, args + [loop.accs[0]], inner))
        return loop.results[0]

    def _only_inside(self, inside: ir.Value, info, args: list, ivs: list) -> list:
        """A heavy op's body where `inside` holds: past a row's end or on a padding row its
        lanes would evaluate transcendentals on clamped copies of real elements. `scf.if`
        yields the results inside and zeros outside, which no reduction or store reads."""
        w = self.w
        types = [register_type(str(v.type)) for v in info.yielded]

        def body():
            with self.v.scope():
                return self.v.apply_body(info, args, ivs)

        def zeros():
            return [w.const("0.0" if t.startswith(("f", "bf")) else "0", t) for t in types]
        return w.if_else(inside, types, body, zeros)

    def row(self, value: ir.Value) -> ir.Value:
        """A row value for this thread's row: loaded after its phase, or computed by the
        leader (only called inside the leader's region for same-phase values)."""
        def compute():
            info = self._info(value)
            assert self.shape.role[info.op] == "row", "reductions are finished in their phase"
            args = [self.operand(o, None) for o in info.inputs + info.outputs]
            if self.row_valid is not None and info.is_heavy():
                return self._only_inside(self.row_valid, info, args, self.row_ivs)
            return self.v.apply_body(info, args, self.row_ivs)
        return self.v.results(lambda r: ("row", r), value, compute)

    def operand(self, operand, slot) -> ir.Value:
        ivs = self.row_ivs if slot is None else self.slot_ivs[slot]
        leaf = self.v.leaf(operand, ivs)
        if leaf is not None:
            return leaf
        role = self.shape.role[producer(operand.value)]
        if role in ("full", "late"):
            return self.full(operand.value, slot)
        if role in COLUMN_LEVEL_ROLES:  # read back along the rows: this slot's column
            key = ("column", operand.value, slot)
            hit = self.v.get(key)
            if hit is None:
                with producer(operand.value).location:
                    hit = self.v.put(key, self.columns.published(operand.value, ivs[-1]))
            return hit
        return self.row(operand.value)

    def _info(self, value):
        op = producer(value)
        return next(i for i in self.shape.infos if i.op == op)

    # phases ------------------------------------------------------------------
    def _phase(self, phase: int):
        w = self.w
        reds = self.shape.reductions(phase) if phase else []
        row_ops = self.shape.row_ops(phase)
        if not reds and not row_ops:
            return
        partials = [self._partial(info) for info in reds]
        if self.W and reds:
            warp_lane = w.rem(self.lane, WARP)
            warp = w.div(self.lane, WARP)
            with w.if_(w.is_zero(warp_lane)):
                for r, p in enumerate(partials):
                    with reds[r].op.location:
                        w.store(p, self.red, [self._red_index(r, warp)])
            w.barrier()
        produced = []
        is_leader = w.is_zero(self.lane)
        if self.S > 1 and reds:
            with w.if_(is_leader), self.v.scope():
                for r, (info, p) in enumerate(zip(reds, partials)):
                    with info.op.location:
                        self.scratch.store(self._block_total(info, r, p),
                                           self._partial_index(info, self.bid))
            self._across_blocks(self.shape.barriers[phase - 1])
        with w.if_(is_leader), self.v.scope():
            for r, (info, p) in enumerate(zip(reds, partials)):
                with info.op.location:
                    self._finish_reduction(info, r, p)
                produced.append(info.op.results[0])
            for info in row_ops:
                for result in info.op.results:
                    self.row(result)
                    produced.append(result)
            for value in produced:
                with producer(value).location:
                    self._publish(value)
        w.barrier()
        for value in produced:
            if value in self.slots or value in self.global_slots:
                with producer(value).location:
                    loaded = self._load_slot(value)
                self.v.put(("row", value), loaded, top=True)

    def _across_blocks(self, barrier: str) -> None:
        """The barrier the schedule ends a split row's phase with: the row's blocks meet."""
        if barrier == "cluster":
            self.w.cluster_barrier()
        elif barrier == "grid":
            self.w.grid_barrier()
        else:
            raise RuntimeError(f"internal error: a split row's partials meet at a {barrier} "
                               f"barrier")

    def _finish_reduction(self, info, r: int, partial: ir.Value) -> None:
        """In the leader: the row's total of reduction `info` with its init folded in."""
        total = self._row_total(info) if self.S > 1 else self._block_total(info, r, partial)
        init = self.operand(info.outputs[0], None)
        total = self.w.binary(info.row_reduction().combiner, total, init)
        self.v.put(("row", info.op.results[0]), total)

    def _partial(self, info) -> ir.Value:
        """The thread's partial of row reduction `info`, combined across its row's lanes."""
        w = self.w
        red = info.row_reduction()
        elem_type = register_type(str(info.outputs[0].element_type))
        with info.op.location:
            neutral = w.const(float_literal(red.neutral, elem_type), elem_type)
            acc = None
            for slot in range(self.k):
                args = [self.operand(o, slot) for o in info.inputs] + [None]
                e = self.v.element_of_reduction(info, args, self.slot_ivs[slot])
                if self.slot_valid[slot] is not None:
                    e = w.select(self.slot_valid[slot], e, neutral)
                acc = e if acc is None else w.binary(red.combiner, acc, e)
            return shuffle_tree(w, acc, red.combiner, self.T)

    def _block_total(self, info, r: int, partial: ir.Value) -> ir.Value:
        """In the leader: the block's partial of the row, from the warps' partials."""
        w = self.w
        red = info.row_reduction()
        total = partial
        if self.W:
            total = None
            for warp in range(self.W):
                p = w.load(self.red, [self._red_index(r, w.index(warp))])
                total = p if total is None else w.binary(red.combiner, total, p)
        return total

    def _row_total(self, info) -> ir.Value:
        """In the leader, after the grid barrier: the row's S block partials, in slice order."""
        w = self.w
        combiner = info.row_reduction().combiner
        first = w.mul(w.div(self.bid, self.S), w.index(self.S))
        total = None
        for s in range(self.S):
            p = self.scratch.load(self._partial_index(info, w.affine(first, 1, s)))
            total = p if total is None else w.binary(combiner, total, p)
        return total

    def _partial_index(self, info, block: ir.Value) -> ir.Value:
        return self.w.affine(block, 1, self.partial_slot[info.op] * self.shape.grid)

    def _publish(self, value):
        """The leader's row value: to its shared slot, and stored when it is an output (by the
        row's first block when split)."""
        w = self.w
        row_value = self.v.get(("row", value))
        if value in self.slots:
            w.store(row_value, self.slots[value], [self.row_local])
        if value in self.global_slots:
            self.global_slots[value].store(row_value, self._global_slot_index())
        if value in self.out_of:
            first_slice = w.is_zero(w.rem(self.bid, self.S)) if self.S > 1 else None
            with w.if_(w.and_(self.row_valid, first_slice)):
                w.store(row_value, self.out_of[value], self.row_ivs)

    def _load_slot(self, value) -> ir.Value:
        if value in self.global_slots:
            return self.global_slots[value].load(self._global_slot_index())
        return self.w.load(self.slots[value], [self.row_local])

    def _global_slot_index(self) -> ir.Value:
        """This thread's row's element of a moved row value's region: bid * B + row."""
        return self.w.add(self.w.mul(self.bid, self.w.index(self.B)), self.row_local) \
            if self.B > 1 else self.bid

    def _red_index(self, r: int, warp: ir.Value) -> ir.Value:
        w = self.w
        base = w.affine(self.row_local, self.W, r * self.B * self.W)
        return w.add(base, warp)

    def _store_outputs(self, role: str) -> None:
        """The results of this role's ops (full: in the tile; late: after the column values
        are published, from the values the thread still holds) that leave the fusion."""
        w = self.w
        for value, memref in self.outputs:
            if self.shape.role[producer(value)] != role:
                continue
            for slot in range(self.k):
                result = self.full(value, slot)
                with producer(value).location, \
                        w.if_(w.and_(self.slot_valid[slot], self.row_valid)):
                    w.store(result, memref, self.slot_ivs[slot])


class FlatPart:
    """Elementwise part: element e = (block * k + i) * threads + thread, for i < k."""

    def __init__(self, w: KernelWriter, shape: FusionShape, buffers: dict, outputs: list,
                 threads: int, elems: int):
        self.shape, self.threads, self.k = shape, threads, elems
        self.E = 1
        for d in shape.domain:
            self.E *= d
        self.w, self.outputs = w, outputs
        self.v = Values(w, buffers)

    def emit(self, tid: ir.Value, bid: ir.Value) -> None:
        """The part's body for thread `tid` of its block `bid`."""
        w = self.w
        base = w.mul(bid, w.index(self.threads * self.k))
        masked = self.E % (self.threads * self.k) != 0
        for i in range(self.k):
            e = w.add(w.affine(base, 1, i * self.threads), tid)
            valid = w.less(e, self.E) if masked else None
            ivs = w.delinearize(w.min_index(e, self.E - 1) if masked else e, self.shape.domain)
            results = [self.full(value, i, ivs) for value, _ in self.outputs]
            for (value, memref), result in zip(self.outputs, results):
                with producer(value).location, w.if_(valid):
                    w.store(result, memref, ivs)

    def full(self, value, slot, ivs) -> ir.Value:
        def compute():
            op = producer(value)
            info = next(i for i in self.shape.infos if i.op == op)
            if info.reduction_dims:  # a full GEMM
                return self.v.gemm_element(info, ivs)
            args = []
            for o in info.inputs + info.outputs:
                leaf = self.v.leaf(o, ivs)
                args.append(leaf if leaf is not None else self.full(o.value, slot, ivs))
            return self.v.apply_body(info, args, ivs)
        return self.v.results(lambda r: ("full", r, slot), value, compute)
