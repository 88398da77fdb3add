"""L3 kernel for one op the stitched templates do not cover (GEMMs, column/all reductions,
transposes, ...): one thread per element of the parallel loops, the reduction loops run
sequentially in the thread (scf.for with the accumulators as iter_args). Always correct,
never fast: the report lists these kernels so they are visible."""
from __future__ import annotations

from mlir import ir

from ..analysis.linalg_info import LinalgInfo, result_number
from ..compiler.errors import error_at
from .fusion_kernel import kernel_buffers
from .kernel_writer import KernelWriter
from .values import EMPTY, Values

BLOCK = 256


class LoopKernel:
    def __init__(self, name: str, func, info: LinalgInfo, threads: int = BLOCK):
        self.info, self.threads = info, threads
        self.w = KernelWriter(name, threads, func.location)
        buffers, self.outputs = kernel_buffers(func, self.w)
        self.v = Values(self.w, buffers)
        self.shared_bytes = 0
        self.parallel = [info.ranges[d] for d in info.parallel_dims]
        self.E = 1
        for d in self.parallel:
            self.E *= d

    shared_bytes = 0  # one thread per point: nothing shared

    @property
    def grid(self) -> int:
        return -(-self.E // self.threads)

    def emit(self) -> None:
        w, info = self.w, self.info
        tid = w.thread_id()
        bid = w.block_id()
        with info.op.location:
            g = w.add(w.mul(bid, w.index(self.threads)), tid)
            with w.if_(w.less(g, self.E) if self.E % self.threads else None), self.v.scope():
                self._element(g)

    def _element(self, g: ir.Value):
        w, info = self.w, self.info
        ivs = [None] * len(info.iterators)
        for d, iv in zip(info.parallel_dims, w.delinearize(g, self.parallel)):
            ivs[d] = iv
        inits = [self.v.leaf(o, ivs) for o in info.outputs]
        if info.reduction_dims:
            results = self._loops(info.reduction_dims, ivs, inits)
        else:
            results = self.v.apply_body(info, self._inputs(ivs) + inits, ivs)
        for value, memref in self.outputs:  # the results the kernel returns
            k = result_number(value)
            w.store(results[k], memref,
                    [ivs[d] if d is not None else w.index(0) for d in info.outputs[k].map])

    def _inputs(self, ivs) -> list:
        return [self.v.leaf(o, ivs) for o in self.info.inputs]

    def _loops(self, dims: list, ivs: list, accs: list) -> list:
        """Nested scf.for over reduction `dims` carrying `accs`; returns the final values."""
        w, info = self.w, self.info
        if any(acc is None or acc is EMPTY for acc in accs):
            raise error_at(info.op, "the op reads its uninitialised output (tensor.empty)")
        dim, rest = dims[0], dims[1:]
        with w.loop(info.ranges[dim], accs) as loop, self.v.scope():
            ivs = list(ivs)
            ivs[dim] = loop.iv
            if rest:
                loop.carry(self._loops(rest, ivs, loop.accs))
            else:
                loop.carry(self.v.apply_body(info, self._inputs(ivs) + loop.accs, ivs))
        return loop.results
