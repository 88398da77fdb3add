"""Shrinking a failing program while its outcome persists (greedy, first improvement wins):
drop results, cut ops (their results become fresh arguments), drop results of multi-result
generics, replace expressions by a sub-expression, then make sizes smaller."""
from __future__ import annotations

import copy
import time

from .ops import LEAVES

from .program import (Concat, Generic, Matmul, Pad, Program, Reshape, Slice, Transpose, node_inputs,
                      node_outputs)


def shrink(program: Program, still_fails, max_checks: int = 200, max_seconds: float = 180.0) -> Program:
    """The smallest variant found for which `still_fails(candidate)` holds."""
    deadline = time.monotonic() + max_seconds
    checks = 0
    best = program
    improved = True
    while improved:
        improved = False
        for candidate in candidates(best):
            if checks >= max_checks or time.monotonic() > deadline:
                return best
            checks += 1
            if still_fails(candidate):
                best, improved = candidate, True
                break
    return best


def candidates(p: Program):
    for i in range(len(p.results)):
        if len(p.results) > 1:
            yield prune(_edit(p, lambda q: q.results.pop(i)))
    for i in reversed(range(len(p.nodes))):
        for source in bypasses(p, i):
            yield prune(_edit(p, lambda q: bypass(q, i, source)))
        yield prune(_edit(p, lambda q: cut(q, i)))
    for i, node in enumerate(p.nodes):
        if isinstance(node, Generic) and not node.argmax and len(node.outs) > 1:
            for k in range(len(node.outs)):
                yield prune(_edit(p, lambda q: drop_output(q, i, k)))
    for i, node in enumerate(p.nodes):
        if isinstance(node, Generic) and not node.argmax:
            for k, out in enumerate(node.outs):
                for sub in out.expr[1:] if out.expr[0] not in LEAVES else ():
                    if _same_dtype(sub, out.expr, node, p):
                        yield prune(_edit(p, lambda q: _set_expr(q, i, k, sub)))
    for v, size in enumerate(p.sizes):
        for smaller in sorted({1, 2, 3, size // 2}):
            if 1 <= smaller < size:
                yield _edit(p, lambda q: q.sizes.__setitem__(v, smaller))


def _edit(p: Program, change) -> Program:
    q = copy.deepcopy(p)
    change(q)
    return q


def _set_expr(q: Program, i: int, k: int, expr):
    q.nodes[i].outs[k].expr = expr


def _same_dtype(sub, expr, node: Generic, p: Program) -> bool:
    from .ops import expr_family

    values = p.values()
    in_dtypes = [values[v].dtype for v, _ in node.ins]
    out = next(o for o in node.outs if o.expr is expr)
    return expr_family(sub, in_dtypes, out.value.dtype) == expr_family(expr, in_dtypes, out.value.dtype)


def cut(q: Program, i: int):
    """Node i's results become fresh arguments of @main; the node goes."""
    node = q.nodes.pop(i)
    for v in node_outputs(node):
        arg = q.new_value(v.shape, v.dtype)
        q.args.append(arg)
        rename(q, v.id, arg.id)


def bypasses(p: Program, i: int) -> list:
    """Inputs of node i that could stand for all its results (same shape and dtype)."""
    values = p.values()
    outs = node_outputs(p.nodes[i])
    return [v for v in dict.fromkeys(node_inputs(p.nodes[i]))
            if all((values[v].shape, values[v].dtype) == (o.shape, o.dtype) for o in outs)]


def bypass(q: Program, i: int, source: int):
    """Node i goes; its readers read `source` (one of its inputs) instead."""
    node = q.nodes.pop(i)
    for v in node_outputs(node):
        rename(q, v.id, source)


def drop_output(q: Program, i: int, k: int):
    g = q.nodes[i]
    gone = g.outs.pop(k).value
    arg = q.new_value(gone.shape, gone.dtype)
    q.args.append(arg)
    rename(q, gone.id, arg.id)


def rename(q: Program, old: int, new: int):
    q.results = [new if r == old else r for r in q.results]
    for node in q.nodes:
        if isinstance(node, Generic):
            node.ins = [(new if v == old else v, m) for v, m in node.ins]
            for o in node.outs:
                if o.init == ("value", old):
                    o.init = ("value", new)
        elif isinstance(node, Matmul):
            node.a, node.b = (new if node.a == old else node.a), (new if node.b == old else node.b)
        elif isinstance(node, (Transpose, Reshape, Slice, Pad)):
            node.input = new if node.input == old else node.input
        elif isinstance(node, Concat):
            node.inputs = [new if v == old else v for v in node.inputs]


def prune(q: Program) -> Program:
    """Drop nodes none of whose results is read, unread generic inputs, unread arguments."""
    while True:
        read = set(q.results) | {v for n in q.nodes for v in node_inputs(n)}
        keep = [n for n in q.nodes if any(v.id in read for v in node_outputs(n))]
        if len(keep) == len(q.nodes):
            break
        q.nodes = keep
    for node in q.nodes:
        if isinstance(node, Generic) and not node.argmax:
            drop_unread_inputs(node)
    read = set(q.results) | {v for n in q.nodes for v in node_inputs(n)}
    q.args = [a for a in q.args if a.id in read]
    return q


def drop_unread_inputs(g: Generic):
    """Inputs no expression reads go, unless linalg needs their maps to size a loop."""
    used = {k for o in g.outs for k in _input_refs(o.expr)}
    keep = list(range(len(g.ins)))
    for k in reversed(range(len(g.ins))):
        rest = [j for j in keep if j != k]
        covered = {d for j in rest for d in g.ins[j][1]} | {d for o in g.outs for d in o.map}
        if k not in used and len(covered) == len(g.domain):
            keep = rest
    if len(keep) == len(g.ins):
        return
    index = {old: new for new, old in enumerate(keep)}
    g.ins = [g.ins[k] for k in keep]
    for o in g.outs:
        o.expr = _reindex(o.expr, index)


def _input_refs(expr):
    if expr[0] == "in":
        return [expr[1]]
    if expr[0] in ("out", "const", "index"):
        return []
    return [k for e in expr[1:] for k in _input_refs(e)]


def _reindex(expr, index):
    if expr[0] == "in":
        return ("in", index[expr[1]])
    if expr[0] in ("out", "const", "index"):
        return expr
    return (expr[0], *(_reindex(e, index) for e in expr[1:]))

