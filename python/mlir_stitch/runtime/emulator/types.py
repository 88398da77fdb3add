"""MLIR types as the emulator sees them, and their numpy representation.

Registers (SSA values) use one numpy dtype per MLIR scalar type; bf16 has no numpy dtype, so its
registers are float32 rounded to bf16 after every op, and its memory is 16-bit raw bits (uint16, or
ml_dtypes' bfloat16 if the caller has it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from math import prod

import numpy as np


@dataclass(frozen=True)
class Type:
    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class ScalarType(Type):
    name: str          # f32, i32, index, ...
    bits: int
    is_float: bool
    reg: np.dtype      # register dtype

    @property
    def is_int(self) -> bool:
        return not self.is_float

    @property
    def unsigned(self) -> np.dtype:
        """Same-width unsigned dtype, for the `u` integer ops."""
        return np.dtype(f"u{self.reg.itemsize}") if self.name != "i1" else np.dtype(bool)

    @property
    def storage_itemsize(self) -> int:
        return 2 if self.name == "bf16" else self.reg.itemsize

    def accepts_storage(self, dtype: np.dtype) -> bool:
        if self.name == "bf16":
            return dtype.itemsize == 2 and dtype.name in ("bfloat16", "uint16")
        if self.name in ("i1", "i8"):  # i8 memrefs also hold i1 tensors, a byte per element
            return dtype in (np.dtype(bool), np.dtype(np.uint8), np.dtype(np.int8))
        return dtype == self.reg

    @property
    def storage_name(self) -> str:
        return {"bf16": "uint16 or bfloat16", "i1": "bool",
                "i8": "int8, uint8 or bool"}.get(self.name, self.reg.name)


@dataclass(frozen=True)
class MemRefType(Type):
    shape: tuple
    elem: Type
    space: str         # global | workgroup | private

    @property
    def numel(self) -> int:
        return prod(self.shape)

    @property
    def static(self) -> bool:
        return all(d is not None for d in self.shape)


@dataclass(frozen=True)
class FunctionType(Type):
    inputs: tuple
    results: tuple


@dataclass(frozen=True)
class VectorType(Type):
    """A register vector (fragments of a tensor-core op): its value is a tuple of elements."""
    shape: tuple
    elem: ScalarType

    @property
    def numel(self) -> int:
        return prod(self.shape)


@dataclass(frozen=True)
class StructType(Type):
    """An LLVM struct of scalars (a tensor-core op's results): its value is a tuple."""
    elems: tuple


@dataclass(frozen=True)
class OtherType(Type):
    """Anything the emulator does not execute (vectors, tensors, ...): kept for messages."""


_SCALARS = {
    "f16": (16, True, np.float16), "bf16": (16, True, np.float32),
    "f32": (32, True, np.float32), "f64": (64, True, np.float64),
    "i1": (1, False, np.bool_), "i8": (8, False, np.int8), "i16": (16, False, np.int16),
    "i32": (32, False, np.int32), "i64": (64, False, np.int64), "index": (64, False, np.int64),
}
_SPACES = {"": "global", "1": "global", "global": "global", "3": "workgroup",
           "workgroup": "workgroup", "5": "private", "private": "private"}
_cache: dict[str, Type] = {}


def parse_type(text: str) -> Type:
    text = text.strip()
    t = _cache.get(text)
    if t is None:
        t = _cache[text] = _parse_type(text)
    return t


def _parse_type(text: str) -> Type:
    if text in _SCALARS:
        bits, is_float, dt = _SCALARS[text]
        return ScalarType(text, text, bits, is_float, np.dtype(dt))
    if text.startswith("memref<") and text.endswith(">"):
        return _parse_memref(text)
    m = re.fullmatch(r"vector<((?:\d+x)+)(\w+)>", text)
    if m and m.group(2) in _SCALARS:
        return VectorType(text, tuple(int(d) for d in m.group(1).split("x")[:-1]),
                          parse_type(m.group(2)))
    m = re.fullmatch(r"!llvm\.struct<\((.*)\)>", text)
    if m and all(e.strip() in _SCALARS for e in m.group(1).split(",")):
        return StructType(text, tuple(parse_type(e) for e in m.group(1).split(",")))
    if text.startswith("("):
        from .parser import split_function_type
        ins, outs = split_function_type(text)
        return FunctionType(text, tuple(parse_type(t) for t in ins),
                            tuple(parse_type(t) for t in outs))
    return OtherType(text)


def _parse_memref(text: str) -> Type:
    from .parser import split_top
    parts = split_top(text[len("memref<"):-1], ",")
    m = re.fullmatch(r"((?:(?:\d+|\?)x)*)(.+)", parts[0].strip())
    dims = tuple(None if d == "?" else int(d) for d in m.group(1).split("x")[:-1])
    space = ""
    for extra in parts[1:]:
        extra = extra.strip()
        sm = re.fullmatch(r"#gpu\.address_space<(\w+)>|(\d+)", extra)
        if sm:
            space = sm.group(1) or sm.group(2)
        elif not re.fullmatch(r"strided<\[[\d, ]*\](, offset: 0)?>", extra):
            return OtherType(text)      # non-identity layouts are not executed
    if space not in _SPACES:
        return OtherType(text)
    return MemRefType(text, dims, parse_type(m.group(2)), _SPACES[space])


# ---- bf16 helpers (registers are float32) -------------------------------------------------

def round_bf16(x):
    """Round float32 values to the nearest bf16 (ties to even), keeping float32 storage."""
    a = np.asarray(x, dtype=np.float32)
    bits = a.view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).astype(np.uint32)
    rounded = np.where(np.isnan(a), bits.astype(np.uint32) | 0x00400000, rounded)
    out = rounded.view(np.float32)
    return out if out.ndim else np.float32(out)


def bf16_from_bits(bits):
    b = np.asarray(bits).view(np.uint16).astype(np.uint32) << 16
    out = b.view(np.float32)
    return out if out.ndim else np.float32(out)


def bf16_to_bits(x):
    out = (np.asarray(round_bf16(x), dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)
    return out if out.ndim else np.uint16(out)


def to_storage(t: ScalarType, values):
    """Register values → what is written to memory (bf16 memory holds raw uint16 bits)."""
    return bf16_to_bits(values) if t.name == "bf16" else values


def from_storage(t: ScalarType, raw):
    if t.name == "bf16":
        return bf16_from_bits(raw)
    if t.name == "i1" and np.asarray(raw).dtype != bool:
        return np.asarray(raw) != 0
    return raw
