"""The scalar ops of generated `linalg.generic` bodies: how each is written in MLIR and how the
float64 reference evaluates it together with a bound on the error of a correct evaluation in
the body's float type (see the package docstring for the rule).

An expression is a tuple tree: ("in", k) the k-th input's block argument, ("out",) the output's
block argument (its init), ("const", c, dtype), ("index", d, dtype) the loop index d (a
`linalg.index` cast to dtype: f32 or i32), or (op_name, *operands). Float ops are written
in the type the body computes in (f32, f16 or bf16: Out.compute); a leaf of another float type
is converted to it where it is read (`arith.extf` / `arith.truncf`). Ops whose plain form could
produce inf/NaN are written in a guarded form ("exp_s" is exp(min(x, 8)), "log_s" is
log(|x| + 1), "sqrt_s" is sqrt(|x| + 1), "div_s" is a / (|b| + 1)).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

U = 2.0 ** -24  # unit roundoff of float32 (round to nearest)
MATH_ULPS = 4   # error of a math-library function, in units of U of its result
FLOAT_TYPES = ("f32", "f16", "bf16")
LEAVES = ("in", "out", "const", "index")  # the kinds of expression leaves
HALF_TYPES = ("f16", "bf16")


@dataclass(frozen=True)
class Precision:
    """Rounding to a float type: u·|r| (u its unit roundoff) plus, where its subnormals are
    within the data's reach (f16's start at 6e-5), half their spacing."""
    u: float
    tiny: float = 0.0

    def fresh(self, r):
        return self.u * np.abs(r) + self.tiny


PRECISION = {"f32": Precision(U), "f16": Precision(2.0 ** -11, 2.0 ** -25), "bf16": Precision(2.0 ** -8)}
F32 = PRECISION["f32"]


def family(dtype: str) -> str:
    """"float" for every float type (a body converts between them), else the type."""
    return "float" if dtype in FLOAT_TYPES else dtype


def wrap_i32(v):
    """Two's-complement wrap of int64 values to int32, as arith's i32 ops do."""
    return ((np.asarray(v, np.int64) + 2 ** 31) % 2 ** 32) - 2 ** 31


class Body:
    """Lines of a generic's body; `emit` appends `%bN = text : type` and returns `%bN`."""

    def __init__(self):
        self.lines, self.count = [], 0

    def emit(self, text: str) -> str:
        self.count += 1
        name = f"%b{self.count}"
        self.lines.append(f"    {name} = {text}")
        return name

    def const(self, value, dtype: str) -> str:
        literal = repr(float(value)) if dtype in FLOAT_TYPES else str(int(value))
        return self.emit(f"arith.constant {literal} : {dtype}")


@dataclass(frozen=True)
class ScalarOp:
    name: str
    operands: tuple      # operand dtypes
    result: str          # result dtype
    heavy: bool          # a transcendental / division (AStitch's "heavy elementwise")
    emit: object         # (Body, [operand names], float type) -> result name
    evaluate: object     # (Precision, *(value, error)) -> (value, error); error None for integers


def _unary_f(op):
    return lambda b, a, t: b.emit(f"{op} {a[0]} : {t}")


def _binary_f(op):
    return lambda b, a, t: b.emit(f"{op} {a[0]}, {a[1]} : {t}")


def _binary_i(op):
    return lambda b, a, t: b.emit(f"{op} {a[0]}, {a[1]} : i32")


def _guard(b, a, t):  # |a| + 1 >= 1
    return b.emit(f"arith.addf {b.emit(f'math.absf {a} : {t}')}, {b.const(1.0, t)} : {t}")


def _emit_exp(b, a, t):
    low = b.emit(f"arith.minimumf {a[0]}, {b.const(8.0, t)} : {t}")
    return b.emit(f"math.exp {low} : {t}")


def _emit_select(cmp, dtype=None):
    def emit(b, a, t):
        ty = dtype or t
        c = b.emit(f"{cmp} {a[0]}, {a[1]} : {ty}")
        return b.emit(f"arith.select {c}, {a[2]}, {a[3]} : {ty}")
    return emit


# --- reference with error bounds (value, bound) on float64 arrays -------------------------

def _add(p, x, y):
    r = x[0] + y[0]
    return r, x[1] + y[1] + p.fresh(r)


def _sub(p, x, y):
    r = x[0] - y[0]
    return r, x[1] + y[1] + p.fresh(r)


def _mul(p, x, y):
    r = x[0] * y[0]
    return r, np.abs(x[0]) * y[1] + np.abs(y[0]) * x[1] + x[1] * y[1] + p.fresh(r)


def _div_s(p, x, y):
    d = np.abs(y[0]) + 1
    ed = y[1] + p.u * d
    r = x[0] / d
    return r, (x[1] + np.abs(r) * ed) / np.maximum(d - ed, 1e-300) + p.fresh(r)


def _exp_s(p, x):
    r = np.exp(np.minimum(x[0], 8.0))
    return r, r * np.expm1(np.minimum(x[1], 50.0)) + MATH_ULPS * p.fresh(r)


def _tanh(p, x):
    r = np.tanh(x[0])
    return r, np.minimum(x[1], 2.0) + MATH_ULPS * p.fresh(r)


def _log_s(p, x):
    s = np.abs(x[0]) + 1
    es = x[1] + p.u * s
    r = np.log(s)
    return r, es / np.maximum(s - es, 1e-300) + MATH_ULPS * p.fresh(r)


def _sqrt_s(p, x):
    s = np.abs(x[0]) + 1
    es = x[1] + p.u * s
    r = np.sqrt(s)
    return r, es / np.sqrt(s) + MATH_ULPS * p.fresh(r)


def _select(p, x, y, a, b):
    """Where x and y are within their error bounds of each other the comparison may go either
    way in float32: both branches are then acceptable."""
    chosen = x[0] > y[0]
    r = np.where(chosen, a[0], b[0])
    if x[1] is None:
        return r, None
    either = np.abs(x[0] - y[0]) <= x[1] + y[1]
    err = np.where(either, np.abs(a[0] - b[0]) + np.maximum(a[1], b[1]), np.where(chosen, a[1], b[1]))
    return r, err


def _ints(f):
    return lambda p, *xs: (wrap_i32(f(*(x[0] for x in xs))), None)


def _sitofp(p, x):
    r = x[0].astype(np.float64)
    return r, p.fresh(r)


OPS = {op.name: op for op in [
    ScalarOp("neg", ("f32",), "f32", False, _unary_f("arith.negf"), lambda p, x: (-x[0], x[1])),
    ScalarOp("abs", ("f32",), "f32", False, _unary_f("math.absf"), lambda p, x: (np.abs(x[0]), x[1])),
    ScalarOp("add", ("f32", "f32"), "f32", False, _binary_f("arith.addf"), _add),
    ScalarOp("sub", ("f32", "f32"), "f32", False, _binary_f("arith.subf"), _sub),
    ScalarOp("mul", ("f32", "f32"), "f32", False, _binary_f("arith.mulf"), _mul),
    ScalarOp("max", ("f32", "f32"), "f32", False, _binary_f("arith.maximumf"),
             lambda p, x, y: (np.maximum(x[0], y[0]), np.maximum(x[1], y[1]))),
    ScalarOp("min", ("f32", "f32"), "f32", False, _binary_f("arith.minimumf"),
             lambda p, x, y: (np.minimum(x[0], y[0]), np.maximum(x[1], y[1]))),
    ScalarOp("select", ("f32",) * 4, "f32", False, _emit_select("arith.cmpf ogt,"), _select),
    ScalarOp("exp_s", ("f32",), "f32", True, _emit_exp, _exp_s),
    ScalarOp("tanh", ("f32",), "f32", True, _unary_f("math.tanh"), _tanh),
    ScalarOp("log_s", ("f32",), "f32", True,
             lambda b, a, t: b.emit(f"math.log {_guard(b, a[0], t)} : {t}"), _log_s),
    ScalarOp("sqrt_s", ("f32",), "f32", True,
             lambda b, a, t: b.emit(f"math.sqrt {_guard(b, a[0], t)} : {t}"), _sqrt_s),
    ScalarOp("div_s", ("f32", "f32"), "f32", True,
             lambda b, a, t: b.emit(f"arith.divf {a[0]}, {_guard(b, a[1], t)} : {t}"), _div_s),
    ScalarOp("sitofp", ("i32",), "f32", False,
             lambda b, a, t: b.emit(f"arith.sitofp {a[0]} : i32 to {t}"), _sitofp),
    ScalarOp("addi", ("i32", "i32"), "i32", False, _binary_i("arith.addi"), _ints(np.add)),
    ScalarOp("subi", ("i32", "i32"), "i32", False, _binary_i("arith.subi"), _ints(np.subtract)),
    ScalarOp("muli", ("i32", "i32"), "i32", False, _binary_i("arith.muli"), _ints(np.multiply)),
    ScalarOp("maxsi", ("i32", "i32"), "i32", False, _binary_i("arith.maxsi"), _ints(np.maximum)),
    ScalarOp("minsi", ("i32", "i32"), "i32", False, _binary_i("arith.minsi"), _ints(np.minimum)),
    ScalarOp("selecti", ("i32",) * 4, "i32", False, _emit_select("arith.cmpi sgt,", "i32"), _select),
]}

SELECTS = ("select", "selecti")

# Reduction combiners: name -> (dtype, MLIR op, identity)
COMBINERS = {
    "addf": ("f32", "arith.addf", 0.0),
    "maxf": ("f32", "arith.maximumf", float("-inf")),
    "minf": ("f32", "arith.minimumf", float("inf")),
    "addi": ("i32", "arith.addi", 0),
    "maxsi": ("i32", "arith.maxsi", -2 ** 31),
}


def summation_rounding(terms, u=U):
    """Bound on the rounding error of a float32 sum of `terms` along the last axis:
    u·Σ_k|S_k| (S_k the partial sums in index order) bounds recursive summation exactly
    (Higham, Accuracy and Stability, (4.3)); it is doubled for other natural orders (strided
    or blocked partial sums, whose partial sums are no larger for our data) and
    u·ceil(log2 n)·Σ|x| is added for combining partial sums in a tree."""
    n = terms.shape[-1]
    partial = np.abs(np.cumsum(terms, axis=-1)).sum(axis=-1)
    depth = np.ceil(np.log2(n)) if n > 1 else 0.0
    return u * (2 * partial + depth * np.abs(terms).sum(axis=-1))


def expr_family(expr, in_dtypes, out_dtype) -> str:
    """"float" or "i32": what an expression computes (float leaves are converted to the body's
    float type where they are read)."""
    kind = expr[0]
    if kind == "in":
        return family(in_dtypes[expr[1]])
    if kind == "out":
        return family(out_dtype)
    if kind in ("const", "index"):
        return family(expr[2])
    return family(OPS[kind].result)


def expr_ops(expr):
    """Names of the ops in an expression tree."""
    if expr[0] in LEAVES:
        return []
    return [expr[0]] + [n for e in expr[1:] for n in expr_ops(e)]
