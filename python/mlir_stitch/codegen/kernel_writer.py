"""Writes one gpu.func as MLIR text: SSA naming, constants hoisted to the entry, scoped
regions, and the generic-form copy of linalg body ops. The text is parsed (and so verified)
by MLIR when the gpu.module is assembled."""
from __future__ import annotations

import re
from contextlib import contextmanager

import numpy as np
from mlir import ir

from ..analysis.occupancy import WARP
from . import grid_barrier as gb

WORKGROUP = "#gpu.address_space<workgroup>"
SCRATCH_NAME = "%scratch"
SCRATCH_ATTR = "stitch.scratch"  # on a gpu.func: the memref type of its global scratch argument
# Element types whose tensors live in memory as another type: i1 is one byte per element
# (i8, numpy bool), converted at every load (`cmpi ne 0`) and store (`extui`) of the buffer.
STORAGE_ELEMENT = {"i1": "i8"}


# Half-precision floats live in memory as themselves but are computed in f32 registers: a load
# extends (`extf`), the body's f16/bf16 ops are written in f32, a store rounds once (`truncf`).
REGISTER_ELEMENT = {"f16": "f32", "bf16": "f32"}


def storage_element(element: str) -> str:
    """The element type a tensor of `element` has in a kernel's memref argument."""
    return STORAGE_ELEMENT.get(element, element)


def register_type(type_text: str) -> str:
    """The type a value of `type_text` has in a kernel's registers (f16/bf16 -> f32)."""
    return REGISTER_ELEMENT.get(type_text, type_text)


def memref_element(mtype: str) -> str:
    return re.match(r"memref<(?:\d+x)*([a-z0-9]+)", mtype).group(1)


def memref_type(shape, element: str, workgroup: bool = False) -> str:
    dims = "".join(f"{d}x" for d in shape)
    space = f", {WORKGROUP}" if workgroup else ""
    return f"memref<{dims}{element}{space}>"


def float_literal(value: str, element: str) -> str:
    """MLIR literal for a neutral element name ("0.0", "-inf", "min", ...)."""
    if element in ("f32", "f16", "bf16", "f64"):
        specials = {"-inf": "0xFF800000", "inf": "0x7F800000"}
        if element == "f32" and value in specials:
            return specials[value]
        if value in ("-inf", "inf"):
            raise ValueError(f"infinite neutral element for {element} not supported")
        return value
    width = int(element[1:]) if element.startswith("i") else 64
    if value == "min":
        return str(-(1 << (width - 1)))
    if value == "max":
        return str((1 << (width - 1)) - 1)
    return value


class KernelWriter:
    def __init__(self, name: str, args: list, workgroup: list, block_size: int,
                 bool_memrefs: "set | None" = None):
        self.name = name
        self.args = args  # [(ssa name, type text)]
        self.bool_memrefs = set(bool_memrefs or ())  # memrefs of i1 values stored as i8
        self.workgroup = workgroup  # [(ssa name, type text)]
        self.block_size = block_size
        self.prologue: list = []
        self.lines: list = []
        self.depth = 2
        self.counter = 0
        self.constants: dict = {}
        self.grid_barriers = 0  # grid barriers emitted so far (the next one's generation - 1)
        self.scratch_type: "str | None" = None  # memref type of the global scratch, if any
        self.max_registers: "int | None" = None  # register bound (PTX .maxnreg) when set

    def fresh(self, hint: str = "v") -> str:
        self.counter += 1
        return f"%{hint}{self.counter}"

    def op(self, text: str, hint: str = "v") -> str:
        """Emit `%new = text`; returns %new."""
        name = self.fresh(hint)
        self.lines.append("  " * self.depth + f"{name} = {text}")
        return name

    def stmt(self, text: str) -> None:
        self.lines.append("  " * self.depth + text)

    def const(self, value, type_text: str) -> str:
        return self.const_attr(f"{value} : {type_text}")

    def constant(self, attr: ir.Attribute) -> str:
        """A hoisted constant for a scalar attribute; f16/bf16 become the same value in f32."""
        if isinstance(attr, ir.FloatAttr) and register_type(str(attr.type)) != str(attr.type):
            bits = np.float32(ir.FloatAttr(attr).value).view(np.uint32)  # exact: f32 holds it
            return self.const_attr(f"0x{int(bits):08X} : {register_type(str(attr.type))}")
        return self.const_attr(str(attr))

    def const_attr(self, attr_text: str) -> str:
        """A hoisted `arith.constant <literal : type>` copied from an attribute."""
        if attr_text not in self.constants:
            name = f"%c{len(self.constants)}"
            self.constants[attr_text] = name
            self.prologue.append(f"    {name} = arith.constant {attr_text}")
        return self.constants[attr_text]

    def index(self, value: int) -> str:
        return self.const(int(value), "index")

    @contextmanager
    def if_(self, cond: "str | None"):
        """The body under `scf.if cond` (cond None: always, no if)."""
        if cond is None:
            yield
            return
        self.stmt(f"scf.if {cond} {{")
        self.depth += 1
        yield
        self.depth -= 1
        self.stmt("}")

    # index arithmetic, folded where static
    def add(self, a: str, b: str) -> str:
        return self.op(f"arith.addi {a}, {b} : index", "i")

    def mul(self, a: str, b: str) -> str:
        return self.op(f"arith.muli {a}, {b} : index", "i")

    def div(self, a: str, b: int) -> str:
        return a if b == 1 else self.op(f"arith.divui {a}, {self.index(b)} : index", "i")

    def rem(self, a: str, b: int) -> str:
        return self.index(0) if b == 1 else self.op(f"arith.remui {a}, {self.index(b)} : index", "i")

    def affine(self, base: str | None, scale: int, offset: int) -> str:
        """base * scale + offset with constants folded."""
        if base is None or base == self.index(0):
            return self.index(offset)
        value = base if scale == 1 else self.mul(base, self.index(scale))
        return value if offset == 0 else self.add(value, self.index(offset))

    def min_index(self, a: str, bound: int) -> str:
        return self.op(f"arith.minui {a}, {self.index(bound)} : index", "i")

    def less(self, a: str, bound: int) -> str:
        return self.op(f"arith.cmpi ult, {a}, {self.index(bound)} : index", "p")

    def and_(self, a: str | None, b: str | None) -> str | None:
        if a is None or b is None:
            return a or b
        return self.op(f"arith.andi {a}, {b} : i1", "p")

    def delinearize(self, linear: str, shape) -> list:
        """Row-major multi-index of `linear` in `shape`."""
        indices, rest = [], linear
        for pos in range(len(shape) - 1, -1, -1):
            size = shape[pos]
            indices.append(self.rem(rest, size) if pos else rest)
            if pos:
                rest = self.div(rest, size)
        return list(reversed(indices))

    def load(self, memref: str, mtype: str, indices: list, element: str) -> str:
        loaded = self.op(f"memref.load {memref}[{', '.join(indices)}] : {mtype}", "ld")
        if memref in self.bool_memrefs:  # a byte per i1: any non-zero byte is true (numpy bool)
            return self.op(f"arith.cmpi ne, {loaded}, {self.const(0, 'i8')} : i8", "p")
        return self.widen(loaded, memref_element(mtype))

    def store(self, value: str, memref: str, mtype: str, indices: list) -> None:
        if memref in self.bool_memrefs:  # i1 -> one byte holding 0 or 1
            value = self.op(f"arith.extui {value} : i1 to i8", "x")
        value = self.narrow(value, memref_element(mtype))  # a half value's one rounding
        self.stmt(f"memref.store {value}, {memref}[{', '.join(indices)}] : {mtype}")

    def generic(self, op: ir.Operation, operands: list) -> list:
        """Copy of a (region-free) body op in generic form, on the given operand names, with
        f16/bf16 types written as f32 (register types): a float extension or truncation
        between types that are both f32 in registers is no op at all, a bitcast goes through
        the half value's bits."""
        in_types = [register_type(str(v.type)) for v in op.operands]
        out_types = [register_type(str(r.type)) for r in op.results]
        if op.name in ("arith.extf", "arith.truncf") and in_types == out_types:
            return list(operands)
        if op.name == "arith.constant" and out_types[0] != str(op.results[0].type):
            return [self.constant(op.attributes["value"])]
        if op.name == "arith.bitcast":
            return [self.bitcast(operands[0], str(op.operands[0].type), str(op.results[0].type))]
        results = [self.fresh("b") for _ in op.results]
        attrs = ", ".join(f"{k} = {op.attributes[k]}" for k in op.attributes)
        in_types, out_types = ", ".join(in_types), ", ".join(out_types)
        lhs = f"{', '.join(results)} = " if results else ""
        attr_text = f" {{{attrs}}}" if attrs else ""
        self.stmt(f'{lhs}"{op.name}"({", ".join(operands)}){attr_text} : ({in_types}) -> ({out_types})')
        return results

    def bitcast(self, value: str, source: str, dest: str) -> str:
        """`arith.bitcast` between the declared types: a half value is rounded to its own type
        first (its bits), a half result widened to its register type after."""
        cast = self.op(f"arith.bitcast {self.narrow(value, source)} : {source} to {dest}", "b")
        return self.widen(cast, dest)

    def widen(self, value: str, element: str) -> str:
        """A value of type `element` (f16/bf16) in its register type (f32)."""
        if register_type(element) == element:
            return value
        return self.op(f"arith.extf {value} : {element} to {register_type(element)}", "x")

    def narrow(self, value: str, element: str) -> str:
        """A register value (f32) rounded to `element` (f16/bf16)."""
        if register_type(element) == element:
            return value
        return self.op(f"arith.truncf {value} : {register_type(element)} to {element}", "t")

    def scratch(self, elements: int, element: str) -> "tuple[str, str]":
        """(name, memref type) of the kernel's global scratch buffer (one per kernel, for values
        blocks hand to each other across a grid barrier): an argument after the kernel's
        buffers, declared by the SCRATCH_ATTR attribute, which the host plan turns into a temp."""
        self.scratch_type = memref_type([elements], element)
        return SCRATCH_NAME, self.scratch_type

    def grid_barrier(self) -> None:
        """A grid-wide barrier (codegen/grid_barrier.py): no block goes on until every block
        of the launch has reached it. The kernel gets the counter as its last argument and
        the stitch.grid_barrier attribute; its launch needs all blocks resident."""
        self.grid_barriers += 1
        gb.emit_grid_barrier(self, gb.COUNTER_NAME, self.grid_barriers)

    def text(self) -> str:
        params = list(self.args)
        attrs = [f"known_block_size = array<i32: {self.block_size}, 1, 1>"]
        if self.scratch_type is not None:
            params.append((SCRATCH_NAME, self.scratch_type))
            attrs.append(f"{SCRATCH_ATTR} = {self.scratch_type}")
        if self.grid_barriers:
            params.append((gb.COUNTER_NAME, gb.COUNTER_TYPE))
            attrs.append(gb.GRID_BARRIER_ATTR)
        if self.max_registers is not None:
            attrs.append(f"nvvm.maxnreg = {int(self.max_registers)} : i32")
        args = ", ".join(f"{n}: {t}" for n, t in params)
        wg = ", ".join(f"{n}: {t}" for n, t in self.workgroup)
        wg_text = f" workgroup({wg})" if wg else ""
        head = (f"  gpu.func @{self.name}({args}){wg_text} kernel attributes "
                f"{{{', '.join(attrs)}}} {{")
        return "\n".join([head, *self.prologue, *self.lines, "    gpu.return", "  }"])


def shuffle_tree(w: KernelWriter, acc: str, combiner: str, elem_type: str, lanes: int,
                 stride: int = 1) -> str:
    """Combine `acc` across groups of `lanes` lanes of a warp `stride` apart (powers of two;
    stride 1: adjacent lanes) with xor shuffles: every lane of a group ends with its total."""
    width = w.const(WARP, "i32")
    offset = WARP // 2
    while offset >= stride:
        if offset < lanes * stride:
            other = w.fresh("sh")
            w.stmt(f"{other}, {w.fresh('ok')} = gpu.shuffle xor {acc}, {w.const(offset, 'i32')}, "
                   f"{width} : {elem_type}")
            acc = w.op(f"{combiner} {acc}, {other} : {elem_type}", "r")
        offset //= 2
    return acc


def f32_neutral(w: KernelWriter, info) -> str:
    """The f32 neutral value of `info`'s reduction (a column sum's partials start from it)."""
    return w.const(float_literal(info.split_reduction_body().neutral, "f32"), "f32")


def f32_combine(w: KernelWriter, info, a: str, b: str) -> str:
    """`a` and `b` combined by `info`'s reduction combiner, in f32."""
    return w.op(f"{info.split_reduction_body().combiner} {a}, {b} : f32", "r")
