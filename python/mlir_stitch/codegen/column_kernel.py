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

from ..analysis.fusion_domain import WARP, FusionShape, broadcast_values, producer
from ..compiler.errors import error_at
from .kernel_writer import KernelWriter, f32_combine, f32_neutral, memref_type, shuffle_tree
from .values import Values

CHUNK = 64  # positions a thread sums before folding them into its running total
PARTIAL_CHUNK = 16  # block partials added before folding them into the tile's running total


class ColumnPart:
    def __init__(self, w: KernelWriter, shape: FusionShape, buffers: dict, outputs: list,
                 threads: int, cols: int, tag: str = ""):
        self.w, self.shape, self.outputs = w, shape, outputs
        self.output_values = {value for value, _, _ in outputs}
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
        self.part, self.part_type = (f"%colpart{tag}", memref_type(
            [shape.max_reductions_per_phase() * self.rows * cols], "f32", True))
        w.workgroup.append((self.part, self.part_type))
        self.shared = broadcast_values(shape)
        if self.shared and self.S == 1:  # a slot per column in shared memory
            self.slots, self.slots_type = (f"%colslots{tag}", memref_type(
                [len(self.shared) * cols], "f32", True))
            w.workgroup.append((self.slots, self.slots_type))
        if self.S > 1:  # the blocks' partials, then the values shared with the other blocks
            self.partials = len(self.all_reds) * self.S * self.tiles * cols
            self.scratch, self.scratch_type = w.scratch(
                self.partials + len(self.shared) * self.tiles * cols, "f32")
        # positions per thread: its slice of ceil(L / S), every ty-th
        self.slice = -(-self.L // self.S)
        per_thread = -(-self.slice // self.ty)
        self.chunk = min(per_thread, CHUNK)
        self.chunks = -(-per_thread // self.chunk)
        for info in shape.infos:
            if shape.role[info.op] != "full" and \
                    any(str(o.element_type) != "f32" for o in info.outputs):
                raise error_at(info.op, "the column template's reductions and kept values are "
                                        "f32 in registers")

    def emit(self, tid: str, bid: str) -> None:
        w = self.w
        self.x, self.y = w.rem(tid, self.c), w.div(tid, self.c)
        self.tile = w.div(bid, self.S) if self.S > 1 else bid
        self.s = w.rem(bid, self.S) if self.S > 1 else None
        column = w.add(w.mul(self.tile, w.index(self.c)), self.x)
        self.column_valid = w.less(column, self.C) if self.tiles * self.c != self.C else None
        self.kept_ivs = w.delinearize(w.min_index(column, self.C - 1) if self.column_valid
                                      else column, self.shape.domain[self.k:])
        self.column = column
        self.first_row = w.op(f"arith.cmpi eq, {self.y}, {w.index(0)} : index", "p")
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
        c, accs, results = self._open_loop("chunk", self.chunks)
        with self.v.scope():
            part = self._chunk(w.mul(c, w.index(self.chunk * self.ty)), phase)
            self._yield([self._combine(info, a, p) for info, a, p in zip(self.reds, accs, part)])
        self._close()
        return results

    def _chunk(self, start: str, phase: int) -> list:
        """Each reduction's sum (from its neutral value) of the thread's positions start + y +
        i * ty, i < chunk, of its slice; the outputs of phase - 1 stored on the way."""
        w = self.w
        i, accs, results = self._open_loop("i", self.chunk)
        in_slice = w.add(w.add(start, w.mul(i, w.index(self.ty))), self.y)
        position = w.add(w.mul(self.s, w.index(self.slice)), in_slice) if self.s else in_slice
        valid = self._position_valid(in_slice, position)
        if valid is None:
            with self.v.scope():
                self._yield(self._accumulate(accs, position, phase))
        else:
            new = [w.fresh("new") for _ in self.reds]
            lhs = f"{', '.join(new)} = " if new else ""
            w.stmt(f"{lhs}scf.if {valid}{self._result_types()} {{")
            w.depth += 1
            with self.v.scope():
                self._yield(self._accumulate(accs, position, phase))
            w.depth -= 1
            if new:
                w.stmt("} else {")
                w.stmt(f"  scf.yield {', '.join(accs)} : {', '.join(self.types)}")
            w.stmt("}")
            self._yield(new)
        self._close()
        return results

    def _open_loop(self, hint: str, count: int, reds: "list | None" = None) -> "tuple[str, list, list]":
        """Open `scf.for iv = 0 to count` carrying one f32 accumulator per reduction of `reds`
        (the phase's by default), from its neutral value: (iv, accumulators, loop results);
        the caller yields and closes it."""
        w = self.w
        reds = self.reds if reds is None else reds
        iv = w.fresh(hint)
        accs = [w.fresh("acc") for _ in reds]
        results = [w.fresh("res") for _ in reds]
        loop = f"scf.for {iv} = {w.index(0)} to {w.index(count)} step {w.index(1)}"
        if reds:
            inits = ", ".join(f"{a} = {self._neutral(r)}" for r, a in zip(reds, accs))
            loop = (f"{', '.join(results)} = {loop} iter_args({inits}) "
                    f"-> ({', '.join(['f32'] * len(reds))})")
        w.stmt(f"{loop} {{")
        w.depth += 1
        return iv, accs, results

    @property
    def types(self) -> list:
        """Register types of the current phase's reductions (column sums are f32)."""
        return ["f32"] * len(self.reds)

    def _result_types(self) -> str:
        return f" -> ({', '.join(self.types)})" if self.types else ""

    def _yield(self, values: list) -> None:
        if values:
            self.w.stmt(f"scf.yield {', '.join(values)} : {', '.join(self.types)}")

    def _close(self) -> None:
        self.w.depth -= 1
        self.w.stmt("}")

    def _accumulate(self, accs: list, position: str, phase: int) -> list:
        """The element at `position` of the thread's column folded into each accumulator of
        the phase; the outputs of the phase before stored on the way."""
        ivs = self.w.delinearize(position, self.shape.domain[:self.k]) + self.kept_ivs
        elements = [self._element(info, ivs) for info in self.reds]
        for value, memref, mtype in self.outputs:
            info = self._info(value)
            if self.shape.role[info.op] == "full" and self._stored_in(info, phase):
                self.w.store(self._full(value, ivs), memref, mtype, ivs)
        return [self._combine(info, a, e) for info, a, e in zip(self.reds, accs, elements)]

    def _stored_in(self, info, phase: int) -> bool:
        """A full op that is a fusion output is stored in the pass after its phase."""
        return self.shape.role[info.op] == "full" and self.shape.level[info.op] + 1 == phase \
            and any(value in self.output_values for value in info.op.results)

    def _position_valid(self, in_slice: str, position: str) -> "str | None":
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

    def _element(self, info, ivs: list) -> str:
        args = [self._operand(o, ivs) for o in info.inputs] + [None]
        return self.v.element_of_reduction(info, args, ivs)

    def _operand(self, operand, ivs: list) -> str:
        leaf = self.v.leaf(operand, ivs)
        if leaf is not None:
            return leaf
        shared = self.v.get(("shared", operand.value))
        if shared is not None:  # a reduction's or kept op's value, read back by every thread
            return shared
        return self._full(operand.value, ivs)

    def _full(self, value, ivs: list) -> str:
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
        warp_totals = [shuffle_tree(w, t, info.split_reduction_body().combiner, "f32", lanes,
                                    self.c) for info, t in zip(self.reds, totals)]
        with w.if_(w.op(f"arith.cmpi eq, {w.rem(self.y, lanes)}, {w.index(0)} : index", "p")
                   if lanes > 1 else None):
            slot = w.add(w.mul(w.div(self.y, lanes), w.index(self.c)), self.x)
            for r, total in enumerate(warp_totals):
                w.store(total, self.part, self.part_type, [w.affine(slot, 1, r * self.rows * self.c)])
        w.stmt("gpu.barrier")
        sums = [w.fresh("colsum") for _ in self.reds]
        w.stmt(f"{', '.join(sums)} = scf.if {self.first_row}{self._result_types()} {{")
        w.depth += 1
        with self.v.scope():
            out = []
            for r, info in enumerate(self.reds):
                acc = None
                for j in range(self.rows):
                    at = w.affine(self.x, 1, (r * self.rows + j) * self.c)
                    p = w.load(self.part, self.part_type, [at], "f32")
                    acc = p if acc is None else self._combine(info, acc, p)
                out.append(acc)
            self._yield(out)
        w.depth -= 1
        w.stmt("} else {")
        self._yield([w.const("0.0", "f32") for _ in sums])
        w.stmt("}")
        return sums

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
                    w.store(total, self.scratch, self.scratch_type, [self._scratch_index(info, self.s)])
            w.grid_barrier()
            first_slice = w.op(f"arith.cmpi eq, {self.s}, {w.index(0)} : index", "p")
            finisher = w.and_(finisher, first_slice)
        with w.if_(w.and_(finisher, self.column_valid)), self.v.scope():
            for info, total in zip(self.reds, sums):
                total = total if self.S == 1 else self._across_blocks(info)
                self.v.put(("col", info.op.results[0]), self._combine(info, total, self._init(info)))
            for value in later:
                self._store_shared(value, self._col(value))
            for value, memref, mtype in self.outputs:
                info = self._info(value)
                if self.shape.role[info.op] != "full" and self._kept_phase(info) == phase:
                    w.store(self._col(value), memref, mtype, self.kept_ivs)
        if self.S > 1 and later:
            w.grid_barrier()
        elif later or phase < self.P:  # the shared slots, and the partials reused next phase
            w.stmt("gpu.barrier")
        for value in later:
            self.v.put(("shared", value), self._load_shared(value), top=True)

    def _store_shared(self, value, name: str) -> None:
        r = self.shared.index(value)
        if self.S == 1:
            self.w.store(name, self.slots, self.slots_type, [self.w.affine(self.x, 1, r * self.c)])
        else:
            self.w.store(name, self.scratch, self.scratch_type, [self._shared_index(r)])

    def _load_shared(self, value) -> str:
        r = self.shared.index(value)
        if self.S == 1:
            return self.w.load(self.slots, self.slots_type, [self.w.affine(self.x, 1, r * self.c)], "f32")
        return self.w.load(self.scratch, self.scratch_type, [self._shared_index(r)], "f32")

    def _shared_index(self, r: int) -> str:
        """scratch[partials + r * tiles * c + column]"""
        return self.w.affine(self.column, 1, self.partials + r * self.tiles * self.c)

    def _kept_phase(self, info) -> int:
        return max(self.shape.level[info.op], 1)

    def _init(self, info) -> str:
        """The reduction's init value at the thread's kept position: its map reads the loops
        after the reduced ones (fusion_domain.column_reduction), and it is a fusion input or a
        fill (an init computed in the fusion is refused by _check_column_edges)."""
        ivs = [None] * self.k + self.kept_ivs
        init = self.v.leaf(info.outputs[0], ivs)
        if init == "EMPTY":
            raise error_at(info.op, "the op reads its uninitialised output (tensor.empty)")
        if init is None:
            raise RuntimeError("internal error: a column reduction's init is not an input")
        return init

    def _across_blocks(self, info) -> str:
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
        c, (total,), (total_result,) = self._open_loop("p", chunks, [info])
        j, (acc,), (chunk_sum,) = self._open_loop("p", PARTIAL_CHUNK, [info])
        s = w.add(w.mul(c, w.index(PARTIAL_CHUNK)), j)
        if chunks * PARTIAL_CHUNK == self.S:
            w.stmt(f"scf.yield {self._combine(info, acc, self._partial(info, s))} : f32")
        else:  # the last chunk is short
            new = w.fresh("new")
            w.stmt(f"{new} = scf.if {w.less(s, self.S)} -> (f32) {{")
            w.depth += 1
            w.stmt(f"scf.yield {self._combine(info, acc, self._partial(info, s))} : f32")
            w.depth -= 1
            w.stmt("} else {")
            w.stmt(f"  scf.yield {acc} : f32")
            w.stmt("}")
            w.stmt(f"scf.yield {new} : f32")
        self._close()
        w.stmt(f"scf.yield {self._combine(info, total, chunk_sum)} : f32")
        self._close()
        return total_result

    def _partial(self, info, s: str) -> str:
        return self.w.load(self.scratch, self.scratch_type, [self._scratch_index(info, s)], "f32")

    def _scratch_index(self, info, s: str) -> str:
        """scratch[((r * S) + s) * tiles * c + column], r the reduction's number in the part"""
        w = self.w
        r = self.all_reds.index(info)
        base = w.mul(w.affine(s, 1, r * self.S), w.index(self.tiles * self.c))
        return w.add(base, self.column)

    # the ops over the kept loops --------------------------------------------------------------
    def _col(self, value) -> str:
        def compute():
            info = self._info(value)
            args = [self._col_operand(o) for o in info.inputs + info.outputs]
            return self.v.apply_body(info, args, self.kept_ivs)
        return self.v.results(lambda r: ("col", r), value, compute)

    def _col_operand(self, operand) -> str:
        leaf = self.v.leaf(operand, self.kept_ivs)
        if leaf is not None:
            return leaf
        return self._col(operand.value)

    # helpers ---------------------------------------------------------------------------------
    def _info(self, value):
        op = producer(value)
        return next(i for i in self.shape.infos if i.op == op)

    def _neutral(self, info) -> str:
        return f32_neutral(self.w, info)

    def _combine(self, info, a: str, b: str) -> str:
        return f32_combine(self.w, info, a, b)
