"""Values of a kernel being written: linalg bodies applied to operand values, fusion inputs
loaded through their index maps, constants re-materialised, and a scoped memo so that every
value is computed once per thread (no recomputation) and never used outside its region."""
from __future__ import annotations

from contextlib import contextmanager

from mlir import ir

from ..analysis.fusion_domain import is_fill_value, producer
from ..analysis.linalg_info import IndexExpr, LinalgInfo, linalg_info, result_number
from ..compiler.errors import error_at
from .kernel_writer import KernelWriter


class Values:
    def __init__(self, w: KernelWriter, buffers: dict):
        self.w = w
        self.buffers = buffers  # fusion-function block arg / output -> (memref name, memref type)
        self.scopes: list = [{}]

    # memo ------------------------------------------------------------------
    def get(self, key):
        for scope in reversed(self.scopes):
            if key in scope:
                return scope[key]
        return None

    def put(self, key, name: str, top: bool = False) -> str:
        (self.scopes[0] if top else self.scopes[-1])[key] = name
        return name

    @contextmanager
    def scope(self):
        self.scopes.append({})
        yield
        self.scopes.pop()

    def results(self, key_of, value: ir.Value, compute) -> str:
        """The name of `value`, one result of an op whose body `compute()` emits once for all
        its results (memoised under `key_of(result)` for each)."""
        hit = self.get(key_of(value))
        if hit:
            return hit
        names = compute()
        for result, name in zip(producer(value).results, names):
            self.put(key_of(result), name)
        return names[result_number(value)]

    # leaves ----------------------------------------------------------------
    def scalar(self, value: ir.Value) -> str:
        """A non-tensor value from outside the kernel: a constant or a by-value argument."""
        if value in self.buffers:
            return self.buffers[value][0]
        op = producer(value)
        if op is None or op.name != "arith.constant":
            where = op if op is not None else value.owner.owner
            raise error_at(where, "a linalg op uses a scalar computed outside it that is "
                                  "neither a constant nor an argument of the entry function")
        return self.w.constant(op.attributes["value"])

    def fill_constant(self, value: ir.Value) -> str:
        info = linalg_info(producer(value))
        return self.scalar(info.inputs[0].value) if info.inputs else self.body_constant(info)

    def body_constant(self, info: LinalgInfo) -> str:
        out = self.apply_body(info, [None] * len(info.body.arguments), [])
        return out[0]

    def load(self, value: ir.Value, amap: tuple, ivs: list) -> str:
        key = ("load", value, amap, tuple(ivs))
        hit = self.get(key)
        if hit:
            return hit
        memref, mtype = self.buffers[value]
        indices = [self.index(d, ivs) for d in amap]
        return self.put(key, self.w.load(memref, mtype, indices, ""))

    def index(self, entry, ivs: list) -> str:
        """The index an index-map entry (loop position, None, IndexExpr) reads at `ivs`."""
        w = self.w
        if entry is None:
            return w.index(0)
        if not isinstance(entry, IndexExpr):
            return ivs[entry]
        if entry.dim is None:
            return w.index(entry.values(1)[0])
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
        return w.op(f"arith.subi {w.index(entry.offset)}, {scaled} : index", "i")

    def leaf(self, operand, ivs: list) -> "str | None":
        """Value of an operand that is not computed in this kernel (None: not a leaf)."""
        if not operand.is_tensor:
            return self.scalar(operand.value)
        if is_fill_value(operand.value):
            return self.fill_constant(operand.value)
        op = producer(operand.value)
        if op is not None and op.name == "tensor.empty":
            return "EMPTY"
        if operand.value in self.buffers:
            return self.load(operand.value, operand.map, ivs)
        return None

    def gather(self, op, indices: list, ranges: tuple) -> str:
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
            ok = w.op(f"arith.cmpi ult, {index}, {w.index(size)} : index", "p")
            w.stmt(f'cf.assert {ok}, "index {axis} out of range [0, {size}) in a gather '
                   f'(tensor.extract at {_short_location(op)})"')
        memref, mtype = self.buffers[source]
        return w.load(memref, mtype, indices, "")

    # bodies ----------------------------------------------------------------
    def apply_body(self, info: LinalgInfo, args: list, ivs: list) -> list:
        """Emit the body of `info` on block-argument values `args`; returns the yielded names."""
        names = self._body_names(info, args, ivs, skip=None)
        return [self._body_operand(v, names, info.op) for v in info.yielded]

    def element_of_reduction(self, info: LinalgInfo, args: list, ivs: list) -> str:
        """The per-element value a reduction combines (its body without the combiner)."""
        combine = info.yielded[0].owner.operation
        out_arg = info.body.arguments[len(info.inputs)]
        a, b = combine.operands
        element = a if b == out_arg else b
        names = self._body_names(info, args, ivs, skip=combine)
        return names[element] if element in names else self._body_operand(element, names, combine)

    def _body_names(self, info, args, ivs, skip):
        names = {arg: args[i] for i, arg in enumerate(info.body.arguments)}
        for op in info.body_ops[:-1]:
            if skip is not None and op.operation == skip:
                continue
            if op.name == "linalg.index":
                names[op.results[0]] = ivs[ir.IntegerAttr(op.attributes["dim"]).value]
                continue
            if op.name == "tensor.extract":
                indices = [self._body_operand(v, names, op) for v in op.operands[1:]]
                names[op.results[0]] = self.gather(op, indices, info.ranges)
                continue
            operands = [self._body_operand(v, names, op) for v in op.operands]
            for result, name in zip(op.results, self.w.generic(op, operands)):
                names[result] = name
        return names

    def _body_operand(self, value: ir.Value, names: dict, user) -> str:
        if value in names:
            name = names[value]
            if name is None or name == "EMPTY":
                raise error_at(user, "the op reads its uninitialised output (tensor.empty)")
            return name
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
