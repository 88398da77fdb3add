"""Tensor-core ops: nvvm.mma.sync (m16n8k16, A row-major, B column-major, f16/bf16 operands,
f32 accumulators), and the register vectors and structs around it (vector.from_elements,
llvm.bitcast of a half pair to i32, llvm.extractvalue).

A vector or struct value is a tuple of its elements (each uniform or per lane). The fragment
layout is the PTX ISA's ("Matrix Fragments for mma.m16n8k16 with floating point type"), with
groupID g = lane >> 2 and threadID_in_group t = lane % 4:

  A (16x16)  a_i: row g + 8 for i in {2, 3, 6, 7} (else g), column 2t + (i & 1), + 8 for i >= 4
  B (16x8)   b_i: row 2t + (i & 1), + 8 for i >= 2; column g
  C, D (16x8) c_i: row g, + 8 for i >= 2; column 2t + (i & 1)

Register j of A or B holds elements 2j (low 16 bits) and 2j + 1 (high). The warp's product is
summed in double precision and rounded once to f32 (a tensor core's own order of summation is
unspecified; both are within the f32 accumulation the references allow).
"""
from __future__ import annotations

import numpy as np

from .core import WARP, handler
from .errors import EmulatorError
from .parser import Opaque
from .types import ScalarType, StructType, VectorType, bf16_from_bits, bf16_to_bits

_LANE = np.arange(WARP)
_G, _T = _LANE >> 2, _LANE & 3


def a_coordinates(i: int) -> tuple:
    """(rows, columns) per lane of element a_i of the A fragment."""
    return _G + 8 * (i in (2, 3, 6, 7)), 2 * _T + (i & 1) + 8 * (i >= 4)


def b_coordinates(i: int) -> tuple:
    """(rows, columns) per lane of element b_i of the B fragment."""
    return 2 * _T + (i & 1) + 8 * (i >= 2), _G


def c_coordinates(i: int) -> tuple:
    """(rows, columns) per lane of element c_i of the C and D fragments."""
    return _G + 8 * (i >= 2), 2 * _T + (i & 1)


def _static_position(op) -> int:
    position = op.attr("position")
    if not isinstance(position, tuple) or len(position) != 1:
        raise EmulatorError(f"unsupported position {position!r} (one static index)",
                            op=op.name, line=op.line)
    return int(position[0])


@handler("vector.from_elements")
def _from_elements(op, cc, ins, outs):
    t = op.result_types[0]
    if not isinstance(t, VectorType) or t.numel != len(ins):
        raise EmulatorError(f"unsupported vector type {t}", op=op.name, line=op.line)
    r = outs[0]

    def run(fr):
        fr.vals[r] = tuple(fr.vals[s] for s in ins)
    return run


@handler("llvm.bitcast")
def _pair_bits(op, cc, ins, outs):
    """A pair of 16-bit floats as one i32 (element 0 in the low half): how a bf16 pair reaches
    nvvm.mma.sync."""
    st, dt = op.operand_types[0], op.result_types[0]
    if not (isinstance(st, VectorType) and st.shape == (2,) and st.elem.name in ("f16", "bf16")
            and isinstance(dt, ScalarType) and dt.name == "i32"):
        raise EmulatorError(f"unsupported llvm.bitcast {st} -> {dt}", op=op.name, line=op.line)
    (x,), r, half = ins, outs[0], st.elem.name

    def run(fr):
        lo, hi = (_half_bits(e, half) for e in fr.vals[x])
        fr.vals[r] = (lo | (hi << 16)).astype(np.uint32).view(np.int32)
    return run


def _half_bits(value, half: str):
    if half == "bf16":
        return np.asarray(bf16_to_bits(value)).astype(np.uint32)
    return np.asarray(value, np.float16).view(np.uint16).astype(np.uint32)


@handler("llvm.extractvalue")
def _extract(op, cc, ins, outs):
    t = op.operand_types[0]
    if not isinstance(t, StructType) or len(ins) != 1:
        raise EmulatorError(f"unsupported {op.name} from {t} (a static index of a struct)",
                            op=op.name, line=op.line)
    (x,), r, i = ins, outs[0], _static_position(op)

    def run(fr):
        fr.vals[r] = fr.vals[x][i]
    return run


def _keyword(op, key: str) -> str:
    a = op.attr(key)
    return a.keyword if isinstance(a, Opaque) else str(a)


@handler("nvvm.mma.sync")
def _mma_sync(op, cc, ins, outs):
    shape = op.attr("shape")
    if not (isinstance(shape, Opaque) and shape.text.replace(" ", "").endswith("<m=16,n=8,k=16>")):
        raise EmulatorError(f"unsupported mma shape {shape} (m16n8k16 only)", op=op.name,
                            line=op.line)
    if _keyword(op, "layoutA") != "row" or _keyword(op, "layoutB") != "col":
        raise EmulatorError("unsupported mma layouts (A row-major, B column-major only)",
                            op=op.name, line=op.line)
    half = _keyword(op, "multiplicandAPtxType")
    if half not in ("f16", "bf16") or _keyword(op, "multiplicandBPtxType") != half:
        raise EmulatorError(f"unsupported mma operand types (f16 or bf16 for both)",
                            op=op.name, line=op.line)
    segments = op.attr("operandSegmentSizes")
    result = op.result_types[0]
    if tuple(segments or ()) != (4, 2, 4) or not isinstance(result, StructType) or \
            [e.name for e in result.elems] != ["f32"] * 4:
        raise EmulatorError("unsupported mma operands (4 A, 2 B and 4 f32 C registers, "
                            "4 f32 results)", op=op.name, line=op.line)
    a_slots, b_slots, c_slots, r = ins[:4], ins[4:6], ins[6:], outs[0]
    a_types = op.operand_types[:6]

    def run(fr):
        lanes = fr.lanes
        _check_whole_warps(fr, op)
        n, v = lanes.n, fr.vals
        a = [e for s, t in zip(a_slots, a_types) for e in _pair(v[s], t, half, n)]
        b = [e for s, t in zip(b_slots, a_types[4:]) for e in _pair(v[s], t, half, n)]
        c = [np.broadcast_to(np.asarray(v[s], np.float64), (n,)) for s in c_slots]
        warps = n // WARP
        A, B, C = (np.zeros((warps, 16, 16)), np.zeros((warps, 16, 8)), np.zeros((warps, 16, 8)))
        for i, e in enumerate(a):
            A[(slice(None),) + a_coordinates(i)] = e.reshape(warps, WARP)
        for i, e in enumerate(b):
            B[(slice(None),) + b_coordinates(i)] = e.reshape(warps, WARP)
        for i, e in enumerate(c):
            C[(slice(None),) + c_coordinates(i)] = e.reshape(warps, WARP)
        D = (A @ B + C).astype(np.float32)
        v[r] = tuple(D[(slice(None),) + c_coordinates(i)].reshape(n) for i in range(4))
    return run


def _pair(value, t, half: str, n: int) -> tuple:
    """The two half elements (as float64 per lane) of one A or B register."""
    if isinstance(t, ScalarType) and t.name == "i32":  # a packed pair (bf16)
        bits = np.broadcast_to(np.asarray(value).astype(np.int64) & 0xFFFFFFFF, (n,))
        lo, hi = (bits & 0xFFFF).astype(np.uint16), (bits >> 16).astype(np.uint16)
        if half == "bf16":
            return tuple(np.asarray(bf16_from_bits(x), np.float64) for x in (lo, hi))
        return tuple(x.view(np.float16).astype(np.float64) for x in (lo, hi))
    if isinstance(t, VectorType) and t.shape == (2,) and t.elem.name == half:
        return tuple(np.broadcast_to(np.asarray(e, np.float64), (n,)) for e in value)
    raise EmulatorError(f"unsupported mma operand type {t} for {half}")


def _check_whole_warps(fr, op) -> None:
    """mma.sync is .aligned: every lane of a warp executes it together."""
    lanes = fr.lanes
    if lanes.tpb % WARP:
        raise fr.error(op, f"nvvm.mma.sync in a block of {lanes.tpb} threads (whole warps only)",
                       fr.first_active())
    if fr.mask is None:
        return
    per_warp = fr.mask.reshape(-1, WARP).sum(axis=1)
    partial = np.flatnonzero((per_warp > 0) & (per_warp < WARP))
    if len(partial):
        w = int(partial[0])
        row = fr.mask[w * WARP:(w + 1) * WARP]
        raise fr.error(op, f"divergent nvvm.mma.sync: {int(per_warp[w])} of the 32 lanes of a "
                           f"warp execute it", w * WARP + int(np.argmin(row)))
