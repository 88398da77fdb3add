"""The float64 reference of a program, each float value paired with a bound on the error a
correct float32 execution may have (running error analysis, see ops.py and the package
docstring); integers are exact (wrapped to 32 bits like arith's i32 ops)."""
from __future__ import annotations

import numpy as np

from .ops import COMBINERS, OPS, U, summation_rounding, wrap_i32
from .program import Concat, Generic, Matmul, Out, Program, Reshape, Slice, Transpose


class Ref:
    """A reference value: float64 (or int64) array and its error bound (None: exact). For an
    argmax index, `scores`/`score_err` are the values it indexes (along `axis`)."""

    def __init__(self, value, err=None, scores=None, score_err=None, axis=None):
        self.value, self.err = value, err
        self.scores, self.score_err, self.axis = scores, score_err, axis


def make_inputs(program: Program) -> list:
    """Arguments drawn from (program seed, argument id), so that a shrunk program keeps the
    draws of the arguments it keeps: floats N(0, 1), integers in [-50, 50]."""
    arrays = []
    for a in program.args:
        rng = np.random.default_rng([program.seed, a.id])
        shape = program.dims(a)
        if a.dtype == "f32":
            arrays.append(rng.standard_normal(shape).astype(np.float32))
        else:
            arrays.append(rng.integers(-50, 51, shape).astype(np.int64 if a.dtype == "i64" else np.int32))
    return arrays


def evaluate(program: Program, inputs: list) -> list:
    """Ref of every result of @main."""
    env = {a.id: Ref(np.asarray(x, np.int64 if a.dtype != "f32" else np.float64),
                     None if a.dtype != "f32" else np.zeros(np.shape(x)))
           for a, x in zip(program.args, inputs)}
    for node in program.nodes:
        if isinstance(node, Generic):
            for out, ref in zip(node.outs, eval_generic(program, node, env)):
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
        elif isinstance(node, Concat):
            parts = [env[v] for v in node.inputs]
            err = None if any(p.err is None for p in parts) else \
                np.concatenate([p.err for p in parts], node.axis)
            env[node.out.id] = Ref(np.concatenate([p.value for p in parts], node.axis), err)
        elif isinstance(node, Matmul):
            env[node.out.id] = eval_matmul(env[node.a], env[node.b])
    return [env[r] for r in program.results]


def largest_magnitude(program: Program, inputs: list) -> float:
    """max |value| over every value of the program (generation rejects huge ones)."""
    saved = program.results
    program.results = list(program.values())
    try:
        with np.errstate(all="ignore"):  # an overflow makes the program unacceptable, no more
            refs = evaluate(program, inputs)
    finally:
        program.results = saved
    finite = [np.max(np.abs(r.value), initial=0.0) for r in refs]
    bounds = [np.max(r.err, initial=0.0) for r in refs if r.err is not None]
    return float(max(finite + bounds, default=0.0))


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


def eval_generic(program: Program, g: Generic, env: dict) -> list:
    shape = tuple(program.dim(d) for d in g.domain)
    ins = [(to_domain(env[v].value, m, shape), to_domain(env[v].err, m, shape)) for v, m in g.ins]
    if g.argmax:
        return eval_argmax(ins[0], g)
    refs = []
    for out in g.outs:
        init = None
        if out.init[0] == "value":
            init = env[out.init[1]]
        elif out.init[0] == "fill":
            init = _const_ref(out.init[1], out.value.dtype, program.dims(out.value))
        if out.combine is None:
            init_dom = None if init is None else \
                (to_domain(init.value, out.map, shape), to_domain(init.err, out.map, shape))
            v, e = eval_expr(out.expr, ins, init_dom, shape)
            refs.append(Ref(from_domain(v, out.map, ()), None if e is None else from_domain(e, out.map, ())))
        else:
            v, e = eval_expr(out.expr, ins, None, shape)
            refs.append(reduce_ref(v, e, g.reduced, out, init))
    return refs


def _const_ref(c, dtype, shape) -> Ref:
    if dtype == "f32":
        return Ref(np.full(shape, float(c)), np.zeros(shape))
    return Ref(np.full(shape, int(c), np.int64))


def eval_expr(expr, ins, init, shape):
    kind = expr[0]
    if kind == "in":
        return ins[expr[1]]
    if kind == "out":
        return init
    if kind == "const":
        if expr[2] == "f32":
            return np.full(shape, float(expr[1])), np.zeros(shape)
        return np.full(shape, int(expr[1]), np.int64), None
    operands = [eval_expr(e, ins, init, shape) for e in expr[1:]]
    v, e = OPS[kind].evaluate(*operands)
    return np.broadcast_to(v, shape), None if e is None else np.broadcast_to(e, shape)


def reduce_ref(v, e, axes, out: Out, init: Ref | None) -> Ref:
    axes = tuple(axes)
    n = int(np.prod([v.shape[a] for a in axes]))
    dtype = COMBINERS[out.combine][0]
    if dtype == "i32":
        r = from_domain(v.sum(axis=axes) if out.combine == "addi" else v.max(axis=axes), out.map, axes)
        if init is not None:
            r = r + init.value if out.combine == "addi" else np.maximum(r, init.value)
        return Ref(wrap_i32(r))
    if out.combine == "addf":
        rows = np.moveaxis(v, axes, list(range(v.ndim - len(axes), v.ndim)))
        rows = rows.reshape(rows.shape[:v.ndim - len(axes)] + (n,))
        r, err, rounding = v.sum(axis=axes), e.sum(axis=axes), summation_rounding(rows)
    else:
        pick = np.max if out.combine == "maxf" else np.min
        r, err, rounding = pick(v, axis=axes), e.max(axis=axes), np.zeros(r_shape(v, axes))
    r, err, rounding = (from_domain(a, out.map, axes) for a in (r, err, rounding))
    if init is not None:
        if out.combine == "addf":  # every partial sum carries the init
            rounding = rounding + 2 * U * (n + 1) * np.abs(init.value)
            r, err = r + init.value, err + init.err
        else:
            r = (np.maximum if out.combine == "maxf" else np.minimum)(r, init.value)
            err = np.maximum(err, init.err)
    return Ref(r, err + rounding + U * np.abs(r))


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


def eval_matmul(a: Ref, b: Ref) -> Ref:
    r = a.value @ b.value
    err = np.abs(a.value) @ b.err + a.err @ np.abs(b.value) + a.err @ b.err
    products = np.moveaxis(a.value[..., :, :, None] * b.value[..., None, :, :], -2, -1)  # (.., M, N, K)
    rounding = summation_rounding(products) + U * np.abs(products).sum(axis=-1)
    return Ref(r, err + rounding + U * np.abs(r))
