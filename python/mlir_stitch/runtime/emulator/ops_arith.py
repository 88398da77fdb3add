"""arith and math ops: lane-wise numpy, in the op's own precision (f32 stays f32)."""
from __future__ import annotations

import numpy as np

from .core import handler, where
from .errors import EmulatorError
from .parser import Dense, Typed
from .stats import TRANSCENDENTALS
from .types import ScalarType, bf16_from_bits, bf16_to_bits, round_bf16


def scalar_result(op, t) -> ScalarType:
    if not isinstance(t, ScalarType):
        raise EmulatorError(f"unsupported type {t} (only scalar values are emulated)",
                            op=op.name, line=op.line)
    return t


def lanewise(op, ins, outs, f, post=None):
    """A step computing outs[0] = post(f(*ins)), counting transcendental evaluations."""
    r, g = outs[0], f
    if post is not None:
        g = lambda *xs: post(f(*xs))     # noqa: E731
    if len(ins) == 1:
        a, = ins
        def run(fr):
            fr.vals[r] = g(fr.vals[a])
    elif len(ins) == 2:
        a, b = ins
        def run(fr):
            v = fr.vals
            v[r] = g(v[a], v[b])
    else:
        def run(fr):
            v = fr.vals
            v[r] = g(*[v[s] for s in ins])
    if op.name in TRANSCENDENTALS:
        compute, name = run, op.name
        def run(fr):
            compute(fr)
            fr.stats.count_transcendental(name, fr.nactive)
    return run


def _caster(t: ScalarType):
    """Force the result dtype (numpy promotes e.g. float32 ** int32 to float64)."""
    if t.name == "bf16":
        return round_bf16
    dt = t.reg
    return lambda x: x.astype(dt, copy=False)


# ---- floats ----------------------------------------------------------------------------------

def _rsqrt(x):
    return np.reciprocal(np.sqrt(x))


def _round_half_away(x):
    t = np.trunc(x)
    return where(np.abs(x - t) >= 0.5, t + np.sign(x), t)


def _fma(a, b, c):
    # One rounding for f16/f32 (the product is exact in f64); f64 has no fused op in numpy.
    if np.result_type(a, b, c) == np.float64:
        return a * b + c
    out = np.asarray(a, np.float64) * b + c
    return out[()] if out.ndim == 0 else out


# Cephes ndtr.c coefficients: erf(x) = x T(x²)/U(x²) for |x| < 1, else 1 - erfc(|x|) with
# erfc(x) = exp(-x²) P(x)/Q(x) (x < 8) or exp(-x²) R(x)/S(x); double precision.
_T = [9.60497373987051638749E0, 9.00260197203842689217E1, 2.23200534594684319226E3,
      7.00332514112805075473E3, 5.55923013010394962768E4]
_U = [1.0, 3.35617141647503099647E1, 5.21357949780152679795E2, 4.59432382970980127987E3,
      2.26290000613890934246E4, 4.92673942608635921086E4]
_P = [2.46196981473530512524E-10, 5.64189564831068821977E-1, 7.46321056442269912687E0,
      4.86371970985681366614E1, 1.96520832956077098242E2, 5.26445194995477358631E2,
      9.34528527171957607540E2, 1.02755188689515710272E3, 5.57535335369399327526E2]
_Q = [1.0, 1.32281951154744992508E1, 8.67072140885989742329E1, 3.54937778887819891062E2,
      9.75708501743205489753E2, 1.82390916687909736289E3, 2.24633760818710981792E3,
      1.65666309194161350182E3, 5.57535340817727675546E2]
_R = [5.64189583547755073984E-1, 1.27536670759978104416E0, 5.01905042251180477414E0,
      6.16021097993053585195E0, 7.40974269950448939160E0, 2.97886665372100240670E0]
_S = [1.0, 2.26052863220117276590E0, 9.39603524938001434673E0, 1.20489539808096656605E1,
      1.70814450747565897222E1, 9.60896809063285878198E0, 3.36954709601990003006E0]


def _erf(x):
    """erf computed in float64 (numpy has none), rounded to the input's precision."""
    dtype = np.result_type(x)
    x64 = np.asarray(x, np.float64)
    ax = np.abs(x64)
    z = x64 * x64
    small = x64 * np.polyval(_T, z) / np.polyval(_U, z)
    e = np.exp(-z)
    axc = np.minimum(ax, 30.0)          # keeps the unused branch finite
    erfc = e * np.where(ax < 8, np.polyval(_P, axc) / np.polyval(_Q, axc),
                        np.polyval(_R, axc) / np.polyval(_S, axc))
    big = np.copysign(1.0 - erfc, x64)
    out = np.where(ax < 1, small, big).astype(dtype)
    return out[()] if out.ndim == 0 else out


_FLOAT_FNS = {
    "arith.addf": np.add, "arith.subf": np.subtract, "arith.mulf": np.multiply,
    "arith.divf": np.divide, "arith.remf": np.fmod, "arith.negf": np.negative,
    "arith.maximumf": np.maximum, "arith.minimumf": np.minimum,      # NaN-propagating
    "arith.maxnumf": np.fmax, "arith.minnumf": np.fmin,              # NaN-ignoring
    "math.absf": np.abs, "math.exp": np.exp, "math.exp2": np.exp2, "math.expm1": np.expm1,
    "math.log": np.log, "math.log2": np.log2, "math.log10": np.log10, "math.log1p": np.log1p,
    "math.tanh": np.tanh, "math.erf": _erf, "math.sqrt": np.sqrt, "math.rsqrt": _rsqrt,
    "math.sin": np.sin, "math.cos": np.cos, "math.tan": np.tan, "math.atan": np.arctan,
    "math.sinh": np.sinh, "math.cosh": np.cosh, "math.asin": np.arcsin, "math.acos": np.arccos,
    "math.asinh": np.arcsinh, "math.acosh": np.arccosh, "math.atanh": np.arctanh,
    "math.cbrt": np.cbrt, "math.floor": np.floor, "math.ceil": np.ceil,
    "math.round": _round_half_away, "math.roundeven": np.rint, "math.trunc": np.trunc,
    "math.atan2": np.arctan2, "math.powf": np.power, "math.copysign": np.copysign,
    "math.fma": _fma, "math.fpowi": lambda a, n: np.power(a, n.astype(a.dtype)),
}


@handler(*_FLOAT_FNS)
def _float_op(op, cc, ins, outs):
    t = scalar_result(op, op.result_types[0])
    return lanewise(op, ins, outs, _FLOAT_FNS[op.name], _caster(t))


@handler("math.isnan", "math.isinf", "math.isfinite")
def _float_test(op, cc, ins, outs):
    return lanewise(op, ins, outs, getattr(np, op.name.split(".")[1]))


# ---- integers --------------------------------------------------------------------------------

def _divsi(a, b):                     # C division: truncates toward zero
    q = np.floor_divide(a, b)
    return q + ((q * b != a) & ((a < 0) ^ (b < 0)))


def _ceildivsi(a, b):
    return -np.floor_divide(-a, b)


_INT_FNS = {
    "arith.addi": np.add, "arith.subi": np.subtract, "arith.muli": np.multiply,
    "arith.andi": np.bitwise_and, "arith.ori": np.bitwise_or, "arith.xori": np.bitwise_xor,
    "arith.shli": np.left_shift, "arith.shrsi": np.right_shift,
    "arith.maxsi": np.maximum, "arith.minsi": np.minimum,
    "arith.divsi": _divsi, "arith.remsi": np.fmod, "arith.floordivsi": np.floor_divide,
    "arith.ceildivsi": _ceildivsi, "math.absi": np.abs,
}
_UNSIGNED_FNS = {"arith.divui": np.floor_divide, "arith.remui": np.remainder,
                 "arith.shrui": np.right_shift, "arith.maxui": np.maximum,
                 "arith.minui": np.minimum}
_I1_FNS = {"arith.addi": np.bitwise_xor, "arith.subi": np.bitwise_xor,
           "arith.muli": np.bitwise_and}    # arithmetic modulo 2


@handler(*_INT_FNS)
def _int_op(op, cc, ins, outs):
    t = scalar_result(op, op.result_types[0])
    f = _I1_FNS.get(op.name, _INT_FNS[op.name]) if t.name == "i1" else _INT_FNS[op.name]
    return lanewise(op, ins, outs, f, _caster(t))


@handler(*_UNSIGNED_FNS)
def _uint_op(op, cc, ins, outs):
    t = scalar_result(op, op.result_types[0])
    f, u, s = _UNSIGNED_FNS[op.name], t.unsigned, t.reg
    return lanewise(op, ins, outs, lambda a, b: f(a.astype(u), b.astype(u)).astype(s))


# ---- comparisons and select ------------------------------------------------------------------

def _const_bool(value):
    def f(a, b):
        shape = np.broadcast(a, b).shape
        return np.bool_(value) if not shape else np.full(shape, value)
    return f


def _uno(a, b):
    return np.isnan(a) | np.isnan(b)


def _one(a, b):
    return (a < b) | (a > b)


_CMPF = {  # arith.CmpFPredicate values; "u" predicates are the negation of the opposite "o" one
    0: _const_bool(False), 1: np.equal, 2: np.greater, 3: np.greater_equal, 4: np.less,
    5: np.less_equal, 6: _one, 7: lambda a, b: ~_uno(a, b),
    8: lambda a, b: ~_one(a, b), 9: lambda a, b: ~(a <= b), 10: lambda a, b: ~(a < b),
    11: lambda a, b: ~(a >= b), 12: lambda a, b: ~(a > b), 13: np.not_equal, 14: _uno,
    15: _const_bool(True),
}
_CMPI = {0: np.equal, 1: np.not_equal, 2: np.less, 3: np.less_equal, 4: np.greater,
         5: np.greater_equal, 6: np.less, 7: np.less_equal, 8: np.greater, 9: np.greater_equal}


@handler("arith.cmpf")
def _cmpf(op, cc, ins, outs):
    scalar_result(op, op.operand_types[0])
    return lanewise(op, ins, outs, _CMPF[_predicate(op)])


@handler("arith.cmpi")
def _cmpi(op, cc, ins, outs):
    t = scalar_result(op, op.operand_types[0])
    p = _predicate(op)
    f = _CMPI[p]
    if p >= 6 and t.name != "i1":
        u = t.unsigned
        return lanewise(op, ins, outs, lambda a, b: f(a.astype(u), b.astype(u)))
    return lanewise(op, ins, outs, f)


def _predicate(op) -> int:
    p = op.attr("predicate")
    return p.value if isinstance(p, Typed) else int(p)


@handler("arith.select")
def _select(op, cc, ins, outs):
    t = scalar_result(op, op.result_types[0])
    return lanewise(op, ins, outs, where, _caster(t))


# ---- constants and casts ---------------------------------------------------------------------

@handler("arith.constant")
def _constant(op, cc, ins, outs):
    t = scalar_result(op, op.result_types[0])
    attr = op.attr("value")
    if isinstance(attr, Dense) and len(attr.values) == 1:
        value = attr.values[0]
    elif isinstance(attr, Typed):
        value = attr.value
    elif isinstance(attr, bool):
        value = attr
    else:
        raise EmulatorError(f"unsupported constant {attr!r}", op=op.name, line=op.line)
    c = make_scalar(t, value)
    r = outs[0]

    def run(fr):
        fr.vals[r] = c
    return run


def make_scalar(t: ScalarType, value):
    """A numpy scalar of type t; integers wrap to the type's width like MLIR's APInt."""
    if t.is_float:
        return round_bf16(np.float32(value)) if t.name == "bf16" else t.reg.type(value)
    if t.name == "i1":
        return np.bool_(int(value) & 1)
    bits = t.reg.itemsize * 8
    v = (int(value) + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
    return t.reg.type(v)


def _signed_ext(st, D):
    if st.name == "i1":                       # i1 true is -1 when read as signed
        return lambda x: -(x.astype(D))
    return lambda x: x.astype(D)


def _unsigned_ext(st, D):
    u = st.unsigned
    return lambda x: x.astype(u).astype(D)


def _int_to_int(st, dt, signed: bool):
    D = dt.reg
    if dt.name == "i1":
        return lambda x: (x & 1).astype(bool)
    if dt.bits > st.bits:
        return _signed_ext(st, D) if signed else _unsigned_ext(st, D)
    return lambda x: x.astype(D)              # truncation wraps


def _bitcast(st, dt):
    if st.name == "bf16":
        return lambda x: bf16_to_bits(x).view(dt.reg)
    if dt.name == "bf16":
        return lambda x: bf16_from_bits(x)
    D = dt.reg
    return lambda x: x.view(D)


@handler("arith.extf", "arith.truncf", "arith.sitofp", "arith.uitofp", "arith.fptosi",
         "arith.fptoui", "arith.extsi", "arith.extui", "arith.trunci", "arith.index_cast",
         "arith.index_castui", "arith.bitcast")
def _cast(op, cc, ins, outs):
    st = scalar_result(op, op.operand_types[0])
    dt = scalar_result(op, op.result_types[0])
    D, name = dt.reg, op.name.split(".")[1]
    if name in ("extf", "truncf", "fptosi"):
        f = lambda x: x.astype(D)              # noqa: E731  (rounds to nearest even)
    elif name == "sitofp":
        f = _signed_ext(st, D)
    elif name == "uitofp":
        f = _unsigned_ext(st, D)
    elif name == "fptoui":
        f = lambda x: x.astype(dt.unsigned).astype(D)   # noqa: E731
    elif name in ("extsi", "trunci", "index_cast"):
        f = _int_to_int(st, dt, signed=True)
    elif name in ("extui", "index_castui"):
        f = _int_to_int(st, dt, signed=False)
    else:
        f = _bitcast(st, dt)
    post = round_bf16 if dt.name == "bf16" and name != "bitcast" else None
    return lanewise(op, ins, outs, f, post)
