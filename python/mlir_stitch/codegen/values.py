"""Values of a kernel being built: linalg bodies applied to operand values, fusion inputs
loaded through their index maps, constants re-materialised, and a scoped memo so that every
value is computed once per thread (no recomputation) and never used outside its region.
The ops built for one linalg op carry its location."""
from __future__ import annotations

from contextlib import contextmanager

from mlir import ir

from ..analysis.fusion_domain import is_fill_value, producer
from ..analysis.linalg_info import IndexExpr, LinalgInfo, linalg_info, result_number
from ..compiler.errors import error_at
from .kernel_writer import KernelWriter

EMPTY = "EMPTY"  # the value of a tensor.empty operand: reading it is an error


class Values:
    def __init__(self, w: KernelWriter, buffers: dict):
        self.w = w
        self.buffers = buffers  # fusion-function block arg -> kernel argument (memref or scalar)
        self.scopes: list = [{}]
        # op -> its LinalgInfo: ops computed where they are read (a row part's operand ops:
        # a GEMM's staging evaluates them at the positions it loads)
        self.on_read: dict = {}

    # memo ------------------------------------------------------------------
    def get(self, key):
        for scope in reversed(self.scopes):
            if key in scope:
                return scope[key]
        return None

    def put(self, key, value: ir.Value, top: bool = False) -> ir.Value:
        (self.scopes[0] if top else self.scopes[-1])[key] = value
        return value

    @contextmanager
    def scope(self):
        self.scopes.append({})
        yield
        self.scopes.pop()

    def results(self, key_of, value: ir.Value, compute) -> ir.Value:
        """The kernel value of `value`, one result of an op whose body `compute()` builds once
        for all its results (memoised under `key_of(result)` for each), at the op's location."""
        hit = self.get(key_of(value))
        if hit is not None:
            return hit
        op = producer(value)
        with op.location:
            built = compute()
        for result, kernel_value in zip(op.results, built):
            self.put(key_of(result), kernel_value)
        return built[result_number(value)]

    # leaves ----------------------------------------------------------------
    def scalar(self, value: ir.Value) -> ir.Value:
        """A non-tensor value from outside the kernel: a constant or a by-value argument."""
        if value in self.buffers:
            return self.buffers[value]
        op = producer(value)
        if op is None or op.name != "arith.constant":
            where = op if op is not None else value.owner.owner
            raise error_at(where, "a linalg op uses a scalar computed outside it that is "
                                  "neither a constant nor an argument of the entry function")
        return self.w.constant(op.attributes["value"])

    def fill_constant(self, value: ir.Value) -> ir.Value:
        info = linalg_info(producer(value))
        return self.scalar(info.inputs[0].value) if info.inputs else self.body_constant(info)

    def body_constant(self, info: LinalgInfo) -> ir.Value:
        out = self.apply_body(info, [None] * len(info.body.arguments), [])
        return out[0]

    def load(self, value: ir.Value, amap: tuple, ivs: list) -> ir.Value:
        key = ("load", value, amap, tuple(ivs))
        hit = self.get(key)
        if hit is not None:
            return hit
        indices = [self.index(d, ivs) for d in amap]
        return self.put(key, self.w.load(self.buffers[value], indices))

    def index(self, entry, ivs: list) -> ir.Value:
        """The index an index-map entry (loop position, None, IndexExpr) reads at `ivs`."""
        w = self.w
        if entry is None:
            return w.index(0)
        if not isinstance(entry, IndexExpr):
            return ivs[entry]
        if entry.dim is None:
            return w.index(entry.values(1)[0])
        if entry.shift:
            return w.affine(self.index(entry.unshifted(), ivs), 1, entry.shift)
        iv = ivs[entry.dim]
        if entry.divisor != 1:  # a non-negative linear part (checked by linalg_info): divui is exact
            quotient = w.div(self.index(IndexExpr(entry.dim, entry.scale, entry.offset), ivs),
                             entry.divisor)
            return w.rem(quotient, entry.modulo) if entry.modulo else quotient
        if entry.modulo:  # remainders of a non-negative sum: remui is exact
            m = entry.modulo
            scale, offset = entry.scale % m, entry.offset % m
            return w.index(offset) if scale == 0 else w.rem(w.affine(iv, scale, offset), m)
        if entry.scale >= 0:
            return w.affine(iv, entry.scale, entry.offset)
        # offset - |scale| * iv: non-negative over the loop range (checked by linalg_info)
        scaled = iv if entry.scale == -1 else w.mul(iv, w.index(-entry.scale))
        return w.sub(w.index(entry.offset), scaled)

    def leaf(self, operand, ivs: list) -> "ir.Value | str | None":
        """Value of an operand that is not computed in this kernel (None: not a leaf)."""
        if not operand.is_tensor:
            return self.scalar(operand.value)
        if is_fill_value(operand.value):
            return self.fill_constant(operand.value)
        op = producer(operand.value)
        if op is not None and op.name == "tensor.empty":
            return EMPTY
        if operand.value in self.buffers:
            return self.load(operand.value, operand.map, ivs)
        if op in self.on_read:
            return self.computed_on_read(operand, ivs)
        return None

    def computed_on_read(self, operand, ivs: list) -> ir.Value:
        """An operand op's result where `operand` reads it at `ivs`: its body on its own
        operands at the position its identity result map gives (memoised)."""
        info = self.on_read[producer(operand.value)]
        at = [self.index(e, ivs) for e in operand.map]
        key = ("on_read", operand.value, tuple(at))
        hit = self.get(key)
        if hit is not None:
            return hit
        args = [self.leaf(o, at) for o in info.inputs + info.outputs]
        if any(a is None for a in args):
            raise error_at(info.op, "internal error: an op computed where it is read reads a "
                                    "value computed elsewhere in its kernel")
        return self.put(key, self.apply_body(info, args, at)[result_number(operand.value)])

    def gather(self, op, indices: list, ranges: tuple) -> ir.Value:
        """tensor.extract of an outside tensor at computed `indices`, each checked against its
        dimension first (a device assertion, like PyTorch's index checks; ult also catches
        negative indices) unless it is a loop index (`ranges`: the op's loop sizes) in range."""
        source = op.operands[0]
        if source not in self.buffers:  # the planner keeps a gathered tensor's producer apart
            raise error_at(op, "tensor.extract reads a tensor computed in the same kernel")
        w = self.w
        shape = ir.RankedTensorType(source.type).shape
        for axis, (operand, index, size) in enumerate(zip(op.operands[1:], indices, shape)):
            if _loop_index_below(operand, ranges, size):
                continue
            ok = w.cmpi("ult", index, w.index(size))
            w.assert_(ok, f"index {axis} out of range [0, {size}) in a gather "
                          f"(tensor.extract at {_short_location(op)})")
        return w.load(self.buffers[source], indices)

    def gemm_element(self, info: LinalgInfo, ivs: list) -> list:
        """GEMM `info`'s result at the position `ivs` of its parallel loops: its init, then
        its body over the k loop on operands loaded from memory (a fused GEMM reads no value
        computed in its kernel: analysis/fusion_domain.py)."""
        w = self.w
        (k,) = info.reduction_dims
        at = ivs[:k] + [w.index(0)] + ivs[k:]  # the output map reads no k
        init = self.leaf(info.outputs[0], at)
        with w.loop(info.ranges[k], [init]) as loop, self.scope():
            at = ivs[:k] + [loop.iv] + ivs[k:]
            args = [self.leaf(o, at) for o in info.inputs] + [loop.accs[0]]
            loop.carry(self.apply_body(info, args, at))
        return loop.results

    # bodies ----------------------------------------------------------------
    def apply_body(self, info: LinalgInfo, args: list, ivs: list) -> list:
        """Build the body of `info` on block-argument values `args`; returns the yielded
        values."""
        with info.op.location:
            built = self._body_values(info, args, ivs, skip=None)
            return [self._body_operand(v, built, info.op) for v in info.yielded]

    def element_of_reduction(self, info: LinalgInfo, args: list, ivs: list) -> ir.Value:
        """The per-element value a reduction combines (its body without the combiner)."""
        combine = info.yielded[0].owner.operation
        out_arg = info.body.arguments[len(info.inputs)]
        a, b = combine.operands
        element = a if b == out_arg else b
        with info.op.location:
            built = self._body_values(info, args, ivs, skip=combine)
            return built[element] if element in built else \
                self._body_operand(element, built, combine)

    def _body_values(self, info, args, ivs, skip) -> dict:
        """Body value -> kernel value: `info`'s block arguments bound to `args`, its body
        ops (but `skip`) built on them."""
        built = {arg: args[i] for i, arg in enumerate(info.body.arguments)}
        cast = len(info.body_ops) == 2  # one op and the yield: x.half() rounds in registers
        for op in info.body_ops[:-1]:
            if skip is not None and op.operation == skip:
                continue
            if op.name == "linalg.index":
                built[op.results[0]] = ivs[ir.IntegerAttr(op.attributes["dim"]).value]
                continue
            if op.name == "tensor.extract":
                indices = [self._body_operand(v, built, op) for v in op.operands[1:]]
                built[op.results[0]] = self.gather(op, indices, info.ranges)
                continue
            operands = [self._body_operand(v, built, op) for v in op.operands]
            for result, copy in zip(op.results, self.w.generic(op, operands, cast)):
                built[result] = copy
        return built

    def _body_operand(self, value: ir.Value, built: dict, user) -> ir.Value:
        """The kernel value of body value `value` (`built`: body value -> kernel value)."""
        if value in built:
            kernel_value = built[value]
            if kernel_value is None or kernel_value is EMPTY:
                raise error_at(user, "the op reads its uninitialised output (tensor.empty)")
            return kernel_value
        return self.scalar(value)


def _loop_index_below(value: ir.Value, ranges: tuple, size: int) -> bool:
    """`value` is a `linalg.index` whose loop never reaches `size`."""
    op = producer(value)
    return op is not None and op.name == "linalg.index" and \
        ranges[ir.IntegerAttr(op.attributes["dim"]).value] <= size


def _short_location(op) -> str:
    """file:line:col of an op's location, or its text when it has none."""
    text = str(op.location)
    return text.removeprefix("loc(").removesuffix(")").replace('"', "")
