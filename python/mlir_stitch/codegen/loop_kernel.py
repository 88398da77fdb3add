"""L3 kernel for one op the stitched templates do not cover (GEMMs, column/all reductions,
transposes, ...): one thread per element of the parallel loops, the reduction loops run
sequentially in the thread (scf.for with the accumulators as iter_args). Always correct,
never fast: the report lists these kernels so they are visible."""
from __future__ import annotations

from ..analysis.linalg_info import LinalgInfo, result_number
from .fusion_kernel import kernel_buffers
from .kernel_writer import KernelWriter, register_type
from .values import Values

BLOCK = 256


class LoopKernel:
    def __init__(self, name: str, func, info: LinalgInfo, threads: int = BLOCK):
        self.info, self.threads = info, threads
        args: list = []
        bools: set = set()
        buffers, self.outputs = kernel_buffers(func, args, bools)
        self.w = KernelWriter(name, args, [], threads, bools)
        self.v = Values(self.w, buffers)
        self.shared_bytes = 0
        self.parallel = [info.ranges[d] for d in info.parallel_dims]
        self.E = 1
        for d in self.parallel:
            self.E *= d

    @property
    def grid(self) -> int:
        return -(-self.E // self.threads)

    def emit(self) -> str:
        w, info = self.w, self.info
        tid = w.op("gpu.thread_id x", "tid")
        bid = w.op("gpu.block_id x", "bid")
        g = w.add(w.mul(bid, w.index(self.threads)), tid)
        if self.E % self.threads:
            with w.if_(w.less(g, self.E)), self.v.scope():
                self._element(g)
        else:
            self._element(g)
        return w.text()

    def _element(self, g: str):
        w, info = self.w, self.info
        ivs = [None] * len(info.iterators)
        for d, iv in zip(info.parallel_dims, w.delinearize(g, self.parallel)):
            ivs[d] = iv
        inits = [self.v.leaf(o, ivs) for o in info.outputs]
        if info.reduction_dims:
            results = self._loops(info.reduction_dims, ivs, inits)
        else:
            results = self.v.apply_body(info, self._inputs(ivs) + inits, ivs)
        for value, memref, mtype in self.outputs:  # the results the kernel returns
            k = result_number(value)
            w.store(results[k], memref, mtype,
                    [ivs[d] if d is not None else w.index(0) for d in info.outputs[k].map])

    def _inputs(self, ivs) -> list:
        return [self.v.leaf(o, ivs) for o in self.info.inputs]

    def _loops(self, dims: list, ivs: list, accs: list) -> list:
        """Nested scf.for over reduction `dims`; returns the final accumulator names."""
        w, info = self.w, self.info
        types = [register_type(str(o.element_type)) for o in info.outputs]
        dim, rest = dims[0], dims[1:]
        iv = w.fresh("iv")
        iters = [w.fresh("acc") for _ in accs]
        result = w.fresh("res")
        n = len(accs)
        lhs = f"{result}:{n}" if n > 1 else result
        carried = ", ".join(f"{a} = {i}" for a, i in zip(iters, accs))
        w.stmt(f"{lhs} = scf.for {iv} = {w.index(0)} to {w.index(info.ranges[dim])} step "
               f"{w.index(1)} iter_args({carried}) -> ({', '.join(types)}) {{")
        w.depth += 1
        with self.v.scope():
            ivs = list(ivs)
            ivs[dim] = iv
            if rest:
                new = self._loops(rest, ivs, iters)
            else:
                new = self.v.apply_body(info, self._inputs(ivs) + iters, ivs)
            w.stmt(f"scf.yield {', '.join(new)} : {', '.join(types)}")
        w.depth -= 1
        w.stmt("}")
        return [f"{result}#{i}" for i in range(n)] if n > 1 else [result]
