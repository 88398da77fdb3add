"""L3 kernel for one reduction op too long to run serially in a thread (column, middle-dim
and whole-tensor reductions the stitched templates do not take): one block per output
element; its threads stride over the reduced positions (linearized), each accumulating
chunks of at most CHUNK elements from the neutral value, then a warp-shuffle tree and a tree
over the warps' partials in shared memory. The longest serial sum is CHUNK + positions /
(threads * CHUNK) + log2(threads) additions: float32 stays as close to the exact sum as
numpy's pairwise summation (blocks of 128), where one thread summing 100k elements in a row
drifted by 3e-4.

Task splitting (AStitch): with `split` S > 1, S blocks share each output, block b taking
slice b mod S of output b div S (its threads stride over the positions by S * threads);
each block's partial goes to a global scratch buffer (`KernelWriter.scratch`), a grid barrier
(codegen/grid_barrier.py) makes all partials visible, and the first block of each output
reduces its S partials with the same trees. The schedule keeps the grid within one wave."""
from __future__ import annotations

from math import prod

from mlir import ir

from ..analysis.fusion_domain import WARP
from ..analysis.linalg_info import LinalgInfo
from ..analysis.op_class import element_bytes
from ..analysis.smem_plan import red_name
from .fusion_kernel import kernel_buffers
from .kernel_writer import KernelWriter, float_literal, register_type, shuffle_tree
from .values import Values

CHUNK = 64  # elements a thread sums before folding the chunk into its running total


def reduce_shared_bytes(info: LinalgInfo, threads: int) -> int:
    """Workgroup bytes of the reduce kernel: a partial per warp, in registers' precision
    (f16/bf16 are summed in f32), when there are several warps."""
    warps = threads // WARP
    return max(4, element_bytes(info.outputs[0].element_type)) * warps if warps > 1 else 0


class ReduceKernel:
    def __init__(self, name: str, func, info: LinalgInfo, threads: int, split: int = 1,
                 smem=None):
        self.info, self.T, self.S = info, threads, split
        self.w = KernelWriter(name, threads, func.location)
        if smem is not None:
            self.w.use_smem_plan(smem)
        buffers, self.outputs = kernel_buffers(func, self.w)
        self.reduction = info.split_reduction_body()
        self.type = register_type(str(info.outputs[0].element_type))  # f16/bf16 sum in f32
        self.warps = threads // WARP
        if self.warps > 1:  # the warps' partials
            self.red = self.w.shared_buffer(red_name(0), self.warps, self.type)
        self.v = Values(self.w, buffers)
        self.L = prod(info.ranges[d] for d in info.reduction_dims)
        self.G = threads * split  # threads sharing one output
        per_thread = -(-self.L // self.G)
        self.chunk = min(per_thread, CHUNK)
        self.chunks = -(-per_thread // self.chunk)

    @property
    def shared_bytes(self) -> int:
        return reduce_shared_bytes(self.info, self.T)

    @property
    def grid(self) -> int:
        """`split` blocks per output element (one without task splitting)."""
        return self.S * prod(self.info.ranges[d] for d in self.info.parallel_dims)

    def emit(self) -> None:
        w, info = self.w, self.info
        tid = w.thread_id()
        bid = w.block_id()
        with info.op.location:
            self._reduce(tid, bid)

    def _reduce(self, tid: ir.Value, bid: ir.Value) -> None:
        w, info = self.w, self.info
        ivs = [None] * len(info.iterators)
        parallel = [info.ranges[d] for d in info.parallel_dims]
        output = w.div(bid, self.S) if self.S > 1 else bid
        for d, iv in zip(info.parallel_dims, w.delinearize(output, parallel)):
            ivs[d] = iv
        first = w.add(w.mul(w.rem(bid, self.S), w.index(self.T)), tid) if self.S > 1 else tid
        total = self._block_total(tid, self._thread_total(first, ivs))
        if self.S > 1:
            total = self._combine_blocks(tid, bid, total)
        with w.if_(self._output_writer(tid, bid)), self.v.scope():
            init = self.v.leaf(info.outputs[0], ivs)
            result = self._combine(total, init)
            _, memref = self.outputs[0]
            w.store(result, memref,
                    [ivs[d] if d is not None else w.index(0) for d in info.outputs[0].map])

    # task splitting: the blocks of one output through global memory --------------------
    def _combine_blocks(self, tid: ir.Value, bid: ir.Value, total: ir.Value) -> ir.Value:
        """Every block stores its partial, a grid barrier, then each output's first block
        reduces the output's S partials (valid in its first warp, like _block_total)."""
        w = self.w
        scratch = w.scratch(self.grid, self.type)
        with w.if_(w.is_zero(tid)):
            scratch.store(total, bid)
        w.grid_barrier()
        base = w.mul(w.div(bid, self.S), w.index(self.S))
        inside = w.less(tid, self.S)
        p = scratch.load(w.add(base, w.min_index(tid, self.S - 1)))
        p = w.select(inside, p, self._neutral())
        return self._block_total(tid, p)

    def _output_writer(self, tid: ir.Value, bid: ir.Value) -> ir.Value:
        """Thread 0 of the block that finishes the output (its first block when split)."""
        w = self.w
        first_thread = w.is_zero(tid)
        if self.S == 1:
            return first_thread
        first_block = w.is_zero(w.rem(bid, self.S))
        return w.and_(first_thread, first_block)

    # per thread: chunks of strided positions --------------------------------------------
    def _thread_total(self, tid: ir.Value, ivs: list) -> ir.Value:
        if self.chunks == 1:
            return self._chunk(tid, self.w.index(0), ivs)
        w = self.w
        with w.loop(self.chunks, lambda: [self._neutral()]) as loop, self.v.scope():
            part = self._chunk(tid, w.mul(loop.iv, w.index(self.chunk * self.G)), ivs)
            loop.carry([self._combine(loop.accs[0], part)])
        return loop.results[0]

    def _chunk(self, tid: ir.Value, start: ir.Value, ivs: list) -> ir.Value:
        """Sum (from the neutral value) of positions start + i*G + tid, i < chunk (`tid`: the
        thread's index among the G threads of its output)."""
        w, info = self.w, self.info
        with w.loop(self.chunk, lambda: [self._neutral()]) as loop, self.v.scope():
            j = w.add(w.add(start, w.mul(loop.iv, w.index(self.G))), tid)
            masked = self.chunks * self.chunk * self.G != self.L
            inside = w.less(j, self.L) if masked else None
            pos = w.min_index(j, self.L - 1) if masked else j
            ivs = list(ivs)
            reduced = [info.ranges[d] for d in info.reduction_dims]
            for d, iv in zip(info.reduction_dims, w.delinearize(pos, reduced)):
                ivs[d] = iv
            args = [self.v.leaf(o, ivs) for o in info.inputs] + [None]
            e = self.v.element_of_reduction(info, args, ivs)
            if inside is not None:
                e = w.select(inside, e, self._neutral())
            loop.carry([self._combine(loop.accs[0], e)])
        return loop.results[0]

    # per block: warp shuffles, then the warps' partials ---------------------------------
    def _block_total(self, tid: ir.Value, partial: ir.Value) -> ir.Value:
        w = self.w
        acc = shuffle_tree(w, partial, self.reduction.combiner, self.T)
        if self.warps <= 1:
            return acc
        lane = w.rem(tid, WARP)
        with w.if_(w.is_zero(lane)):
            w.store(acc, self.red, [w.div(tid, WARP)])
        w.barrier()
        # the first warp reduces the partials: a tree again, not a serial sum
        with self.v.scope():
            inside = w.less(tid, self.warps)
            p = w.load(self.red, [w.min_index(tid, self.warps - 1)])
            p = w.select(inside, p, self._neutral())
            return shuffle_tree(w, p, self.reduction.combiner, self.warps)

    def _neutral(self) -> ir.Value:
        return self.w.const(float_literal(self.reduction.neutral, self.type), self.type)

    def _combine(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.w.binary(self.reduction.combiner, a, b)
