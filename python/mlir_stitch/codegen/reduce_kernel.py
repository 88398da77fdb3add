"""L3 kernel for one reduction op too long to run serially in a thread (column, middle-dim
and whole-tensor reductions the stitched templates do not take): one block per output
element; its threads stride over the reduced positions (linearized), each accumulating
chunks of at most CHUNK elements from the neutral value, then a warp-shuffle tree and a tree
over the warps' partials in shared memory. The longest serial sum is CHUNK + positions /
(threads * CHUNK) + log2(threads) additions: float32 stays as close to the exact sum as
numpy's pairwise summation (blocks of 128), where one thread summing 100k elements in a row
drifted by 3e-4."""
from __future__ import annotations

from ..analysis.fusion_domain import WARP
from ..analysis.linalg_info import LinalgInfo
from .fusion_kernel import kernel_buffers, shuffle_tree
from .kernel_writer import KernelWriter, float_literal, memref_type, register_type
from .values import Values

CHUNK = 64  # elements a thread sums before folding the chunk into its running total


class ReduceKernel:
    def __init__(self, name: str, func, info: LinalgInfo, threads: int):
        self.info, self.T = info, threads
        args: list = []
        bools: set = set()
        buffers, self.outputs = kernel_buffers(func, args, bools)
        self.reduction = info.split_reduction_body()
        self.type = register_type(str(info.outputs[0].element_type))  # f16/bf16 sum in f32
        self.warps = threads // WARP
        workgroup = []
        if self.warps > 1:
            self.red_type = memref_type([self.warps], self.type, True)
            workgroup.append(("%red", self.red_type))
        self.w = KernelWriter(name, args, workgroup, threads, bools)
        self.v = Values(self.w, buffers)
        self.L = 1
        for d in info.reduction_dims:
            self.L *= info.ranges[d]
        per_thread = -(-self.L // threads)
        self.chunk = min(per_thread, CHUNK)
        self.chunks = -(-per_thread // self.chunk)

    @property
    def grid(self) -> int:
        """One block per output element."""
        grid = 1
        for d in self.info.parallel_dims:
            grid *= self.info.ranges[d]
        return grid

    def emit(self) -> str:
        w, info = self.w, self.info
        tid = w.op("gpu.thread_id x", "tid")
        bid = w.op("gpu.block_id x", "bid")
        ivs = [None] * len(info.iterators)
        parallel = [info.ranges[d] for d in info.parallel_dims]
        for d, iv in zip(info.parallel_dims, w.delinearize(bid, parallel)):
            ivs[d] = iv
        total = self._block_total(tid, self._thread_total(tid, ivs))
        with w.if_(w.op(f"arith.cmpi eq, {tid}, {w.index(0)} : index", "p")), self.v.scope():
            init = self.v.leaf(info.outputs[0], ivs)
            result = w.op(f"{self.reduction.combiner} {total}, {init} : {self.type}", "r")
            _, memref, mtype = self.outputs[0]
            w.store(result, memref, mtype,
                    [ivs[d] if d is not None else w.index(0) for d in info.outputs[0].map])
        return w.text()

    # per thread: chunks of strided positions --------------------------------------------
    def _thread_total(self, tid: str, ivs: list) -> str:
        if self.chunks == 1:
            return self._chunk(tid, self.w.index(0), ivs)
        w = self.w
        c, acc, res = w.fresh("chunk"), w.fresh("acc"), w.fresh("res")
        w.stmt(f"{res} = scf.for {c} = {w.index(0)} to {w.index(self.chunks)} step {w.index(1)} "
               f"iter_args({acc} = {self._neutral()}) -> ({self.type}) {{")
        w.depth += 1
        with self.v.scope():
            part = self._chunk(tid, w.mul(c, w.index(self.chunk * self.T)), ivs)
            w.stmt(f"scf.yield {self._combine(acc, part)} : {self.type}")
        w.depth -= 1
        w.stmt("}")
        return res

    def _chunk(self, tid: str, start: str, ivs: list) -> str:
        """Sum (from the neutral value) of positions start + i*T + tid, i < chunk."""
        w, info = self.w, self.info
        i, acc, res = w.fresh("i"), w.fresh("acc"), w.fresh("res")
        w.stmt(f"{res} = scf.for {i} = {w.index(0)} to {w.index(self.chunk)} step {w.index(1)} "
               f"iter_args({acc} = {self._neutral()}) -> ({self.type}) {{")
        w.depth += 1
        with self.v.scope():
            j = w.add(w.add(start, w.mul(i, w.index(self.T))), tid)
            masked = self.chunks * self.chunk * self.T != self.L
            inside = w.less(j, self.L) if masked else None
            pos = w.min_index(j, self.L - 1) if masked else j
            ivs = list(ivs)
            reduced = [info.ranges[d] for d in info.reduction_dims]
            for d, iv in zip(info.reduction_dims, w.delinearize(pos, reduced)):
                ivs[d] = iv
            args = [self.v.leaf(o, ivs) for o in info.inputs] + [None]
            e = self.v.element_of_reduction(info, args, ivs)
            if inside is not None:
                e = w.op(f"arith.select {inside}, {e}, {self._neutral()} : {self.type}", "m")
            w.stmt(f"scf.yield {self._combine(acc, e)} : {self.type}")
        w.depth -= 1
        w.stmt("}")
        return res

    # per block: warp shuffles, then the warps' partials ---------------------------------
    def _block_total(self, tid: str, partial: str) -> str:
        w = self.w
        acc = shuffle_tree(w, partial, self.reduction.combiner, self.type, self.T)
        if self.warps <= 1:
            return acc
        lane = w.rem(tid, WARP)
        with w.if_(w.op(f"arith.cmpi eq, {lane}, {w.index(0)} : index", "p")):
            w.store(acc, "%red", self.red_type, [w.div(tid, WARP)])
        w.stmt("gpu.barrier")
        # the first warp reduces the partials: a tree again, not a serial sum
        with self.v.scope():
            inside = w.less(tid, self.warps)
            p = w.load("%red", self.red_type, [w.min_index(tid, self.warps - 1)], self.type)
            p = w.op(f"arith.select {inside}, {p}, {self._neutral()} : {self.type}", "m")
            return shuffle_tree(w, p, self.reduction.combiner, self.type, self.warps)

    def _neutral(self) -> str:
        return self.w.const(float_literal(self.reduction.neutral, self.type), self.type)

    def _combine(self, a: str, b: str) -> str:
        return self.w.op(f"{self.reduction.combiner} {a}, {b} : {self.type}", "r")
