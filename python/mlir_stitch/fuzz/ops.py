"""The scalar ops of generated `linalg.generic` bodies: how each is written in MLIR and how the
float64 reference evaluates it together with a bound on float32's error (see the package
docstring for the rule).

An expression is a tuple tree: ("in", k) the k-th input's block argument, ("out",) the output's
block argument (its init), ("const", c), or (op_name, *operands). Ops whose plain form could
produce inf/NaN are written in a guarded form ("exp_s" is exp(min(x, 8)), "log_s" is
log(|x| + 1), "sqrt_s" is sqrt(|x| + 1), "div_s" is a / (|b| + 1)).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

U = 2.0 ** -24  # unit roundoff of float32 (round to nearest)
MATH_ULPS = 4   # error of a math-library function, in units of U of its result


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
        literal = repr(float(value)) if dtype == "f32" else str(int(value))
        return self.emit(f"arith.constant {literal} : {dtype}")


@dataclass(frozen=True)
class ScalarOp:
    name: str
    operands: tuple      # operand dtypes
    result: str          # result dtype
    heavy: bool          # a transcendental / division (AStitch's "heavy elementwise")
    emit: object         # (Body, [operand names]) -> result name
    evaluate: object     # (*(value, error)) -> (value, error); error None for integers


def _unary_f(op):
    return lambda b, a: b.emit(f"{op} {a[0]} : f32")


def _binary(op, dtype):
    return lambda b, a: b.emit(f"{op} {a[0]}, {a[1]} : {dtype}")


def _guard(b, a):  # |a| + 1 >= 1
    return b.emit(f"arith.addf {b.emit(f'math.absf {a} : f32')}, {b.const(1.0, 'f32')} : f32")


def _emit_exp(b, a):
    low = b.emit(f"arith.minimumf {a[0]}, {b.const(8.0, 'f32')} : f32")
    return b.emit(f"math.exp {low} : f32")


def _emit_select(dtype, cmp):
    def emit(b, a):
        c = b.emit(f"{cmp} {a[0]}, {a[1]} : {dtype}")
        return b.emit(f"arith.select {c}, {a[2]}, {a[3]} : {dtype}")
    return emit


# --- reference with error bounds (value, bound) on float64 arrays -------------------------

def _fresh(r):
    return U * np.abs(r)


def _add(x, y):
    r = x[0] + y[0]
    return r, x[1] + y[1] + _fresh(r)


def _sub(x, y):
    r = x[0] - y[0]
    return r, x[1] + y[1] + _fresh(r)


def _mul(x, y):
    r = x[0] * y[0]
    return r, np.abs(x[0]) * y[1] + np.abs(y[0]) * x[1] + x[1] * y[1] + _fresh(r)


def _div_s(x, y):
    d = np.abs(y[0]) + 1
    ed = y[1] + U * d
    r = x[0] / d
    return r, (x[1] + np.abs(r) * ed) / np.maximum(d - ed, 1e-300) + _fresh(r)


def _exp_s(x):
    r = np.exp(np.minimum(x[0], 8.0))
    return r, r * np.expm1(np.minimum(x[1], 50.0)) + MATH_ULPS * _fresh(r)


def _tanh(x):
    r = np.tanh(x[0])
    return r, np.minimum(x[1], 2.0) + MATH_ULPS * _fresh(r)


def _log_s(x):
    s = np.abs(x[0]) + 1
    es = x[1] + U * s
    r = np.log(s)
    return r, es / np.maximum(s - es, 1e-300) + MATH_ULPS * _fresh(r)


def _sqrt_s(x):
    s = np.abs(x[0]) + 1
    es = x[1] + U * s
    r = np.sqrt(s)
    return r, es / np.sqrt(s) + MATH_ULPS * _fresh(r)


def _select(x, y, a, b):
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
    return lambda *xs: (wrap_i32(f(*(x[0] for x in xs))), None)


OPS = {op.name: op for op in [
    ScalarOp("neg", ("f32",), "f32", False, _unary_f("arith.negf"), lambda x: (-x[0], x[1])),
    ScalarOp("abs", ("f32",), "f32", False, _unary_f("math.absf"), lambda x: (np.abs(x[0]), x[1])),
    ScalarOp("add", ("f32", "f32"), "f32", False, _binary("arith.addf", "f32"), _add),
    ScalarOp("sub", ("f32", "f32"), "f32", False, _binary("arith.subf", "f32"), _sub),
    ScalarOp("mul", ("f32", "f32"), "f32", False, _binary("arith.mulf", "f32"), _mul),
    ScalarOp("max", ("f32", "f32"), "f32", False, _binary("arith.maximumf", "f32"),
             lambda x, y: (np.maximum(x[0], y[0]), np.maximum(x[1], y[1]))),
    ScalarOp("min", ("f32", "f32"), "f32", False, _binary("arith.minimumf", "f32"),
             lambda x, y: (np.minimum(x[0], y[0]), np.maximum(x[1], y[1]))),
    ScalarOp("select", ("f32",) * 4, "f32", False, _emit_select("f32", "arith.cmpf ogt,"), _select),
    ScalarOp("exp_s", ("f32",), "f32", True, _emit_exp, _exp_s),
    ScalarOp("tanh", ("f32",), "f32", True, _unary_f("math.tanh"), _tanh),
    ScalarOp("log_s", ("f32",), "f32", True,
             lambda b, a: b.emit(f"math.log {_guard(b, a[0])} : f32"), _log_s),
    ScalarOp("sqrt_s", ("f32",), "f32", True,
             lambda b, a: b.emit(f"math.sqrt {_guard(b, a[0])} : f32"), _sqrt_s),
    ScalarOp("div_s", ("f32", "f32"), "f32", True,
             lambda b, a: b.emit(f"arith.divf {a[0]}, {_guard(b, a[1])} : f32"), _div_s),
    ScalarOp("sitofp", ("i32",), "f32", False, lambda b, a: b.emit(f"arith.sitofp {a[0]} : i32 to f32"),
             lambda x: (x[0].astype(np.float64), _fresh(x[0].astype(np.float64)))),
    ScalarOp("addi", ("i32", "i32"), "i32", False, _binary("arith.addi", "i32"), _ints(np.add)),
    ScalarOp("subi", ("i32", "i32"), "i32", False, _binary("arith.subi", "i32"), _ints(np.subtract)),
    ScalarOp("muli", ("i32", "i32"), "i32", False, _binary("arith.muli", "i32"), _ints(np.multiply)),
    ScalarOp("maxsi", ("i32", "i32"), "i32", False, _binary("arith.maxsi", "i32"), _ints(np.maximum)),
    ScalarOp("minsi", ("i32", "i32"), "i32", False, _binary("arith.minsi", "i32"), _ints(np.minimum)),
    ScalarOp("selecti", ("i32",) * 4, "i32", False, _emit_select("i32", "arith.cmpi sgt,"), _select),
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


def summation_rounding(terms):
    """Bound on the rounding error of a float32 sum of `terms` along the last axis:
    u·Σ_k|S_k| (S_k the partial sums in index order) bounds recursive summation exactly
    (Higham, Accuracy and Stability, (4.3)); it is doubled for other natural orders (strided
    or blocked partial sums, whose partial sums are no larger for our data) and
    u·ceil(log2 n)·Σ|x| is added for combining partial sums in a tree."""
    n = terms.shape[-1]
    partial = np.abs(np.cumsum(terms, axis=-1)).sum(axis=-1)
    depth = np.ceil(np.log2(n)) if n > 1 else 0.0
    return U * (2 * partial + depth * np.abs(terms).sum(axis=-1))


def expr_dtype(expr, in_dtypes, out_dtype) -> str:
    kind = expr[0]
    if kind == "in":
        return in_dtypes[expr[1]]
    if kind == "out":
        return out_dtype
    if kind == "const":
        return expr[2]
    return OPS[kind].result


def expr_ops(expr):
    """Names of the ops in an expression tree."""
    if expr[0] in ("in", "out", "const"):
        return []
    return [expr[0]] + [n for e in expr[1:] for n in expr_ops(e)]
