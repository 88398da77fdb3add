"""The float64 reference of a program, each float value paired with a bound on the error a
correct execution may have (running error analysis in the precision of each body's float type,
see ops.py and the package docstring); integers are exact (wrapped to 32 bits like arith's i32
ops). A computation in f32 rounded once to f16/bf16 is within the bound of the same computation
rounded to the half type after every op, so either way of computing a half body passes."""
from __future__ import annotations

import ml_dtypes
import numpy as np

from .ops import F32, FLOAT_TYPES, HALF_TYPES, OPS, PRECISION, summation_rounding, wrap_i32
from .program import Concat, Generic, Matmul, Out, Pad, Program, Reshape, Slice, Transpose

NUMPY_TYPES = {"f32": np.dtype(np.float32), "f16": np.dtype(np.float16),
               "bf16": np.dtype(ml_dtypes.bfloat16), "i32": np.dtype(np.int32), "i64": np.dtype(np.int64)}


class Ref:
    """A reference value: float64 (or int64) array and its error bound (None: exact). For an
    argmax index, `scores`/`score_err` are the values it indexes (along `axis`)."""

    def __init__(self, value, err=None, scores=None, score_err=None, axis=None):
        self.value, self.err = value, err
        self.scores, self.score_err, self.axis = scores, score_err, axis


def make_inputs(program: Program) -> list:
    """Arguments drawn from (program seed, argument id), so that a shrunk program keeps the
    draws of the arguments it keeps: floats N(0, 1) rounded to their type, integers in
    [-50, 50]."""
    arrays = []
    for a in program.args:
        rng = np.random.default_rng([program.seed, a.id])
        shape = program.dims(a)
        if a.dtype in FLOAT_TYPES:
            arrays.append(rng.standard_normal(shape).astype(np.float32).astype(NUMPY_TYPES[a.dtype]))
        else:
            arrays.append(rng.integers(-50, 51, shape).astype(NUMPY_TYPES[a.dtype]))
    return arrays


def evaluate(program: Program, inputs: list) -> list:
    """Ref of every result of @main."""
    env = {a.id: Ref(np.asarray(x, np.float64 if a.dtype in FLOAT_TYPES else np.int64),
                     np.zeros(np.shape(x)) if a.dtype in FLOAT_TYPES else None)
           for a, x in zip(program.args, inputs)}
    dtypes = {v.id: v.dtype for v in program.values().values()}
    for node in program.nodes:
        if isinstance(node, Generic):
            for out, ref in zip(node.outs, eval_generic(program, node, env, dtypes)):
                env[out.value.id] = ref
        elif isinstance(node, Transpose):
            x = env[node.input]
            env[node.out.id] = Ref(*(np.transpose(a, node.perm) for a in (x.value, x.err)))
        elif isinstance(node, Reshape):
            x, shape = env[node.input], program.dims(node.out)
            env[node.out.id] = Ref(x.value.reshape(shape), x.err.reshape(shape) if x.err is not None else None)
        elif isinstance(node, Slice):
            x, n = env[node.input], program.dims(node.out)[node.axis]
            part = range(node.index * n, (node.index + 1) * n)
            env[node.out.id] = Ref(np.take(x.value, part, node.axis),
                                   np.take(x.err, part, node.axis) if x.err is not None else None)
        elif isinstance(node, Pad):
            x = env[node.input]
            shift = node.effective_shift(x.value.shape[node.axis])
            env[node.out.id] = Ref(shifted(x.value, node.axis, shift, node.value),
                                   shifted(x.err, node.axis, shift, 0.0) if x.err is not None else None)
        elif isinstance(node, Concat):
            parts = [env[v] for v in node.inputs]
            err = None if any(p.err is None for p in parts) else \
                np.concatenate([p.err for p in parts], node.axis)
            env[node.out.id] = Ref(np.concatenate([p.value for p in parts], node.axis), err)
        elif isinstance(node, Matmul):
            t = node.out.dtype
            env[node.out.id] = eval_matmul(converted(env[node.a], dtypes[node.a], t),
                                           converted(env[node.b], dtypes[node.b], t), PRECISION[t])
    return [env[r] for r in program.results]


def shifted(x, axis: int, shift: int, fill: float):
    """x shifted along `axis`: out[i] = x[i + shift] where that is inside, else `fill`."""
    n = x.shape[axis]
    out = np.full_like(x, fill)
    kept = np.take(x, range(max(shift, 0), n + min(shift, 0)), axis)
    index = [slice(None)] * x.ndim
    index[axis] = slice(max(-shift, 0), n - max(shift, 0))
    out[tuple(index)] = kept
    return out


def largest_magnitudes(program: Program, inputs: list) -> dict:
    """dtype -> max |value| (and error bound) over the program's values of that type
    (generation rejects huge ones)."""
    values = list(program.values().values())
    saved = program.results
    program.results = [v.id for v in values]
    try:
        with np.errstate(all="ignore"):  # an overflow makes the program unacceptable, no more
            refs = evaluate(program, inputs)
    finally:
        program.results = saved
    largest: dict = {}
    for v, r in zip(values, refs):  # NaN propagates (np.max), and fails every comparison
        parts = [largest.get(v.dtype, 0.0), np.max(np.abs(r.value), initial=0.0)]
        parts += [np.max(r.err, initial=0.0)] if r.err is not None else []
        largest[v.dtype] = float(np.max(parts))
    return largest


def to_domain(array, in_map, domain_shape):
    """An operand array seen over the iteration domain (broadcast along the dims its map
    does not name)."""
    if array is None:
        return None
    order = sorted(range(len(in_map)), key=lambda i: in_map[i])
    a = np.transpose(array, order)
    present = sorted(in_map)
    shape = [domain_shape[d] if d in present else 1 for d in range(len(domain_shape))]
    return np.broadcast_to(a.reshape(shape), domain_shape)


def from_domain(array, out_map, reduced):
    """The domain-shaped (after reduction: parallel dims in order) array in the output's dim
    order."""
    kept = [d for d in sorted(out_map)]
    return np.transpose(array, [kept.index(d) for d in out_map])


def converted(ref: Ref, source: str, target: str) -> Ref:
    """`ref` of float type `source` read as `target`: narrowing to a half type rounds."""
    if source == target or target not in HALF_TYPES or source not in FLOAT_TYPES:
        return ref
    return Ref(ref.value, ref.err + PRECISION[target].fresh(ref.value))


def eval_generic(program: Program, g: Generic, env: dict, dtypes: dict) -> list:
    """Refs of `g`'s results; `dtypes` maps value ids to their types."""
    shape = tuple(program.dim(d) for d in g.domain)
    if g.argmax:
        (v, m), = g.ins
        return eval_argmax((to_domain(env[v].value, m, shape), to_domain(env[v].err, m, shape)), g)
    refs = []
    for out in g.outs:
        t = out.body_type
        ins = []
        for v, m in g.ins:
            x = converted(env[v], dtypes[v], t)
            ins.append((to_domain(x.value, m, shape), to_domain(x.err, m, shape)))
        init = None
        if out.init[0] == "value":
            init = converted(env[out.init[1]], out.value.dtype, t)
        elif out.init[0] == "fill":
            init = _const_ref(out.init[1], out.value.dtype, program.dims(out.value))
        p = PRECISION.get(t, F32)
        if out.combine is None:
            init_dom = None if init is None else \
                (to_domain(init.value, out.map, shape), to_domain(init.err, out.map, shape))
            v, e = eval_expr(out.expr, ins, init_dom, shape, p)
            ref = Ref(from_domain(v, out.map, ()), None if e is None else from_domain(e, out.map, ()))
            refs.append(converted(ref, t, out.value.dtype))
        else:
            v, e = eval_expr(out.expr, ins, None, shape, p)
            refs.append(reduce_ref(v, e, g.reduced, out, init, p))
    return refs


def _const_ref(c, dtype, shape) -> Ref:
    if dtype in FLOAT_TYPES:
        return Ref(np.full(shape, float(c)), np.zeros(shape))
    return Ref(np.full(shape, int(c), np.int64))


def eval_expr(expr, ins, init, shape, p):
    """(value, bound) of an expression whose ops round with precision `p`."""
    kind = expr[0]
    if kind == "in":
        return ins[expr[1]]
    if kind == "out":
        return init
    if kind == "const":
        if expr[2] in FLOAT_TYPES:
            return np.full(shape, float(expr[1])), np.zeros(shape)
        return np.full(shape, int(expr[1]), np.int64), None
    if kind == "index":  # exact in f32 below 2^24, and as i32
        along = [1] * len(shape)
        along[expr[1]] = shape[expr[1]]
        index = np.broadcast_to(np.arange(shape[expr[1]]).reshape(along), shape)
        if expr[2] in FLOAT_TYPES:
            return index.astype(np.float64), np.zeros(shape)
        return index.astype(np.int64), None
    operands = [eval_expr(e, ins, init, shape, p) for e in expr[1:]]
    v, e = OPS[kind].evaluate(p, *operands)
    return np.broadcast_to(v, shape), None if e is None else np.broadcast_to(e, shape)


def reduce_ref(v, e, axes, out: Out, init: Ref | None, p) -> Ref:
    axes = tuple(axes)
    n = int(np.prod([v.shape[a] for a in axes]))
    if out.value.dtype == "i32":
        r = from_domain(v.sum(axis=axes) if out.combine == "addi" else v.max(axis=axes), out.map, axes)
        if init is not None:
            r = r + init.value if out.combine == "addi" else np.maximum(r, init.value)
        return Ref(wrap_i32(r))
    if out.combine == "addf":
        rows = np.moveaxis(v, axes, list(range(v.ndim - len(axes), v.ndim)))
        rows = rows.reshape(rows.shape[:v.ndim - len(axes)] + (n,))
        r, err = v.sum(axis=axes), e.sum(axis=axes)
        rounding = summation_rounding(rows, p.u) + n * p.tiny
    else:
        pick = np.max if out.combine == "maxf" else np.min
        r, err, rounding = pick(v, axis=axes), e.max(axis=axes), np.zeros(r_shape(v, axes))
    r, err, rounding = (from_domain(a, out.map, axes) for a in (r, err, rounding))
    if init is not None:
        if out.combine == "addf":  # every partial sum carries the init
            rounding = rounding + 2 * p.u * (n + 1) * np.abs(init.value)
            r, err = r + init.value, err + init.err
        else:
            r = (np.maximum if out.combine == "maxf" else np.minimum)(r, init.value)
            err = np.maximum(err, init.err)
    return Ref(r, err + rounding + p.fresh(r))


def r_shape(v, axes) -> tuple:
    return tuple(n for d, n in enumerate(v.shape) if d not in axes)


def eval_argmax(x, g: Generic) -> list:
    (axis,) = g.reduced
    v, e = x
    index = np.argmax(v, axis=axis)
    out_value, out_index = g.outs
    value = Ref(from_domain(v.max(axis=axis), out_value.map, g.reduced),
                from_domain(e.max(axis=axis), out_value.map, g.reduced))
    scores = np.moveaxis(v, axis, -1)
    score_err = np.moveaxis(e, axis, -1)
    keep = [d for d in range(v.ndim) if d != axis]
    perm = [keep.index(d) for d in out_index.map]
    return [value, Ref(np.transpose(index, perm), None,
                       np.transpose(scores, perm + [len(perm)]), np.transpose(score_err, perm + [len(perm)]), -1)]


def eval_matmul(a: Ref, b: Ref, p) -> Ref:
    """A (batched) matmul whose products and sums round with precision `p` (its result's
    type, as a named linalg matmul computes)."""
    r = a.value @ b.value
    err = np.abs(a.value) @ b.err + a.err @ np.abs(b.value) + a.err @ b.err
    products = np.moveaxis(a.value[..., :, :, None] * b.value[..., None, :, :], -2, -1)  # (.., M, N, K)
    k = products.shape[-1]  # k products and k sums rounded (each into subnormals at worst)
    rounding = summation_rounding(products, p.u) + p.u * np.abs(products).sum(axis=-1) + 2 * k * p.tiny
    return Ref(r, err + rounding + p.fresh(r))
