"""The column template: reductions over the leading loops of one domain, the rest kept, with
the elementwise ops that feed them and the ops over the kept loops that read their results.

The domain (L..., C...) is seen as L reduced positions by C kept positions (both
linearized; the kept ones are contiguous in memory, so a warp reads 32 neighbouring columns).
A block of t threads is c columns wide and t / c threads tall; `split` S blocks share each
tile of c columns, block b taking slice b mod S of the reduced positions of tile b div S.

Each thread walks its column down its slice, every ty-th position (ty = t / c), in chunks of
CHUNK positions folded into its running total (the precision of numpy's pairwise sum, as in
the reduce kernel): an `scf.if` on the position's validity holds the element's whole
computation, so nothing is evaluated past the end. Elementwise outputs over the domain are
stored as they are computed. Then the ty partials of each column meet in shared memory and the
column's first thread (y = 0) adds them. With S > 1 each block's partial goes to the global
scratch buffer, a grid barrier, and the first block of the tile (slice 0) adds the S partials
(AStitch's global scheme); it then combines the reduction's init value, computes the ops over
the kept loops and stores the results.
"""
from __future__ import annotations

from math import prod

from ..analysis.fusion_domain import WARP, FusionShape, producer
from ..compiler.errors import error_at
from .kernel_writer import KernelWriter, float_literal, memref_type, register_type, shuffle_tree
from .values import Values

CHUNK = 64  # positions a thread sums before folding them into its running total


class ColumnPart:
    def __init__(self, w: KernelWriter, shape: FusionShape, buffers: dict, outputs: list,
                 threads: int, cols: int, tag: str = ""):
        self.w, self.shape, self.outputs = w, shape, outputs
        self.T, self.c, self.S = threads, cols, shape.split
        self.ty = threads // cols
        self.k = shape.reduced_dims
        self.L = prod(shape.domain[:self.k])
        self.C = prod(shape.domain[self.k:])
        self.tiles = -(-self.C // cols)
        self.reds = shape.reductions()
        self.types = [register_type(str(i.outputs[0].element_type)) for i in self.reds]
        self.v = Values(w, buffers)
        self.out_of = {value: (m, t) for value, m, t in outputs}
        self.rows = threads // max(cols, WARP)  # rows of partials per column after the shuffles
        self.part, self.part_type = (f"%colpart{tag}",
                                     memref_type([len(self.reds) * self.rows * cols], "f32", True))
        w.workgroup.append((self.part, self.part_type))
        if self.S > 1:
            self.scratch, self.scratch_type = w.scratch(len(self.reds) * self.S * self.tiles * cols, "f32")
        # positions per thread: its slice of ceil(L / S), every ty-th
        self.slice = -(-self.L // self.S)
        per_thread = -(-self.slice // self.ty)
        self.chunk = min(per_thread, CHUNK)
        self.chunks = -(-per_thread // self.chunk)

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
        totals = self._thread_totals()
        block_totals = self._block_totals(totals)
        self._finish(block_totals)

    # per thread: chunks of positions down the column --------------------------------------
    def _thread_totals(self) -> list:
        if self.chunks == 1:
            return self._chunk(self.w.index(0))
        w = self.w
        c, accs, results = self._open_loop("chunk", self.chunks)
        with self.v.scope():
            part = self._chunk(w.mul(c, w.index(self.chunk * self.ty)))
            combined = [self._combine(i, a, p) for i, (a, p) in enumerate(zip(accs, part))]
            w.stmt(f"scf.yield {', '.join(combined)} : {', '.join(self.types)}")
        w.depth -= 1
        w.stmt("}")
        return results

    def _chunk(self, start: str) -> list:
        """Each reduction's sum (from its neutral value) of the thread's positions start + y +
        i * ty, i < chunk, of its slice."""
        w = self.w
        i, accs, results = self._open_loop("i", self.chunk)
        in_slice = w.add(w.add(start, w.mul(i, w.index(self.ty))), self.y)
        position = w.add(w.mul(self.s, w.index(self.slice)), in_slice) if self.s else in_slice
        valid = self._position_valid(in_slice, position)
        if valid is None:
            with self.v.scope():
                combined = self._accumulate(accs, position)
            w.stmt(f"scf.yield {', '.join(combined)} : {', '.join(self.types)}")
        else:
            new = [w.fresh("new") for _ in self.reds]
            w.stmt(f"{', '.join(new)} = scf.if {valid} -> ({', '.join(self.types)}) {{")
            w.depth += 1
            with self.v.scope():
                combined = self._accumulate(accs, position)
                w.stmt(f"scf.yield {', '.join(combined)} : {', '.join(self.types)}")
            w.depth -= 1
            w.stmt("} else {")
            w.stmt(f"  scf.yield {', '.join(accs)} : {', '.join(self.types)}")
            w.stmt("}")
            w.stmt(f"scf.yield {', '.join(new)} : {', '.join(self.types)}")
        w.depth -= 1
        w.stmt("}")
        return results

    def _open_loop(self, hint: str, count: int) -> "tuple[str, list, list]":
        """Open `scf.for iv = 0 to count` carrying one accumulator per reduction (from its
        neutral value): (iv, accumulators, loop results); the caller yields and closes it."""
        w = self.w
        iv = w.fresh(hint)
        accs = [w.fresh("acc") for _ in self.reds]
        results = [w.fresh("res") for _ in self.reds]
        inits = ", ".join(f"{a} = {self._neutral(r)}" for r, a in enumerate(accs))
        w.stmt(f"{', '.join(results)} = scf.for {iv} = {w.index(0)} to {w.index(count)} "
               f"step {w.index(1)} iter_args({inits}) -> ({', '.join(self.types)}) {{")
        w.depth += 1
        return iv, accs, results

    def _accumulate(self, accs: list, position: str) -> list:
        """The element at `position` of the thread's column folded into each accumulator;
        full outputs stored on the way."""
        ivs = self.w.delinearize(position, self.shape.domain[:self.k]) + self.kept_ivs
        elements = [self._element(info, ivs) for info in self.reds]
        self._store_full_outputs(ivs)
        return [self._combine(r, a, e) for r, (a, e) in enumerate(zip(accs, elements))]

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
        return self._full(operand.value, ivs)

    def _full(self, value, ivs: list) -> str:
        def compute():
            info = self._info(value)
            args = [self._operand(o, ivs) for o in info.inputs + info.outputs]
            return self.v.apply_body(info, args, ivs)
        return self.v.results(lambda r: ("full", r), value, compute)

    def _store_full_outputs(self, ivs: list) -> None:
        for value, memref, mtype in self.outputs:
            if self.shape.role[producer(value)] == "full":
                self.w.store(self._full(value, ivs), memref, mtype, ivs)

    # per block: the column's ty partials, then across blocks -------------------------------
    def _block_totals(self, totals: list) -> list:
        """Partials of the block per reduction, valid in the threads of y = 0: a column's
        lanes in a warp (c apart) meet by shuffles, then its warps' partials in shared memory."""
        w = self.w
        # a warp holds `lanes` rows of y (c < 32): they meet by xor shuffles c lanes apart
        lanes = max(1, WARP // self.c)
        warp_totals = [shuffle_tree(w, self._f32(t, r), self.reds[r].split_reduction_body().combiner,
                                    "f32", lanes, self.c) for r, t in enumerate(totals)]
        with w.if_(w.op(f"arith.cmpi eq, {w.rem(self.y, lanes)}, {w.index(0)} : index", "p")
                   if lanes > 1 else None):
            slot = w.add(w.mul(w.div(self.y, lanes), w.index(self.c)), self.x)
            for r, total in enumerate(warp_totals):
                w.store(total, self.part, self.part_type, [w.affine(slot, 1, r * self.rows * self.c)])
        w.stmt("gpu.barrier")
        first_row = w.op(f"arith.cmpi eq, {self.y}, {w.index(0)} : index", "p")
        sums = [w.fresh("colsum") for _ in self.reds]
        w.stmt(f"{', '.join(sums)} = scf.if {first_row} -> ({', '.join(['f32'] * len(sums))}) {{")
        w.depth += 1
        with self.v.scope():
            out = []
            for r, info in enumerate(self.reds):
                acc = None
                for j in range(self.rows):
                    at = w.affine(self.x, 1, (r * self.rows + j) * self.c)
                    p = w.load(self.part, self.part_type, [at], "f32")
                    acc = p if acc is None else self._combine_f32(info, acc, p)
                out.append(acc)
            w.stmt(f"scf.yield {', '.join(out)} : {', '.join(['f32'] * len(out))}")
        w.depth -= 1
        w.stmt("} else {")
        zeros = [w.const("0.0", "f32") for _ in sums]
        w.stmt(f"  scf.yield {', '.join(zeros)} : {', '.join(['f32'] * len(zeros))}")
        w.stmt("}")
        self.first_row = first_row
        return sums

    def _finish(self, sums: list) -> None:
        w = self.w
        if self.S > 1:
            with w.if_(self.first_row):
                for r, total in enumerate(sums):
                    w.store(total, self.scratch, self.scratch_type, [self._scratch_index(r, self.s)])
            w.grid_barrier()
            first_slice = w.op(f"arith.cmpi eq, {self.s}, {w.index(0)} : index", "p")
            writer = w.and_(self.first_row, first_slice)
        else:
            writer = self.first_row
        with w.if_(w.and_(writer, self.column_valid)), self.v.scope():
            for r, info in enumerate(self.reds):
                total = sums[r] if self.S == 1 else self._across_blocks(info, r)
                init = self._init(info)
                result = self._combine_f32(info, total, init)
                self.v.put(("col", info.op.results[0]), result)
            for value, memref, mtype in self.outputs:
                if self.shape.role[producer(value)] != "full":
                    w.store(self._col(value), memref, mtype, self.kept_ivs)

    def _across_blocks(self, info, r: int) -> str:
        w, acc = self.w, None
        for s in range(self.S):
            p = w.load(self.scratch, self.scratch_type, [self._scratch_index(r, w.index(s))], "f32")
            acc = p if acc is None else self._combine_f32(info, acc, p)
        return acc

    def _scratch_index(self, r: int, s: str) -> str:
        """scratch[((r * S) + s) * tiles * c + column]"""
        w = self.w
        base = w.mul(w.affine(s, 1, r * self.S), w.index(self.tiles * self.c))
        return w.add(base, self.column)

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

    def _neutral(self, r: int) -> str:
        red, t = self.reds[r].split_reduction_body(), self.types[r]
        return self.w.const(float_literal(red.neutral, t), t)

    def _combine(self, r: int, a: str, b: str) -> str:
        combiner = self.reds[r].split_reduction_body().combiner
        return self.w.op(f"{combiner} {a}, {b} : {self.types[r]}", "r")

    def _combine_f32(self, info, a: str, b: str) -> str:
        return self.w.op(f"{info.split_reduction_body().combiner} {a}, {b} : f32", "r")

    def _f32(self, value: str, r: int) -> str:
        if self.types[r] != "f32":
            raise RuntimeError("internal error: column reductions are f32 in registers")
        return value
