"""Which reductions over a middle loop, and which elementwise ops around them, iterate their
domain in another loop order (transforms/reduction_order.py rewrites them).

A reduction of one loop that is neither the last one (a row reduction) nor the first (a
column reduction), softmax over dim 1 of [B, C, L] or a LayerNorm over the channels of
[N, C, H, W], fits no stitch template: it ran as a fallback kernel of its own, and the
elementwise ops reading its result broadcast along that loop stood apart from it. Over the
same domain with the reduced loop moved last it is a row reduction (with it moved first, a
column reduction) reading its operands through a permutation, which the templates read.

The ops that move together form a *group*: the middle reductions of one domain D and loop r,
and the elementwise ops over exactly D that are connected to them by a reader reading a
value at its own index (an identity map) or reading a reduction's result broadcast along r.
A group takes one order, so values flow between its members at the same index:
- **row order** (the other loops in order, then r) when some member reads a reduction's
  result broadcast back (softmax's x - max, LayerNorm's x - mean) and the group holds two
  reductions or more: the whole chain becomes one row kernel, and its results that leave the
  group are transposed back (a copy, inlined into readers that can take it; one at the
  function's return is a kernel of its own). With one reduction the group stays as it is:
  that copy would cost the kernel the fusion saves, and more traffic.
- **column order** (r, then the other loops) otherwise, for the reductions and the
  elementwise members only they read (their producers): one column kernel, whose threads
  read along the contiguous loops; the other members keep their order.
A group whose reductions reduce different loops keeps its order."""
from __future__ import annotations

from dataclasses import dataclass

from mlir import ir

from ..run_facts import once
from .linalg_info import LinalgInfo, UnsupportedIndexMap, iterator_kinds, linalg_info
from .op_class import is_contraction


@dataclass
class LoopOrder:
    """Member ops (block order) that iterate old loop `order[j]` as their loop j."""
    ops: list
    order: tuple
    domain: tuple  # the old domain's sizes


def plan_reduction_orders(block: ir.Block) -> list:
    """The groups of `block` (an entry function's body) whose loop order changes."""
    if not any(_may_reduce_a_middle_loop(op.operation) for op in block.operations):
        return []  # every group holds a middle reduction (_groups)
    infos, loops = _candidates(block)
    plans = []
    for members in _groups(infos, loops):
        plan = _plan(members, infos, loops)
        if plan is not None:
            plans.append(plan)
    return plans


def middle_reduction_loop(info: LinalgInfo) -> "int | None":
    """The loop r a plain one-result reduction of `info` reduces when it is neither its first
    nor its last loop (its result indexed by the other loops in order), else None."""
    n = len(info.iterators)
    red = info.reduction_dims
    if len(red) != 1 or not 0 < red[0] < n - 1 or len(info.outputs) != 1 or info.gathered:
        return None
    r = red[0]
    if info.outputs[0].map != tuple(d for d in range(n) if d != r) or is_contraction(info) \
            or info.split_reduction_body() is None:
        return None
    return r


def _may_reduce_a_middle_loop(op) -> bool:
    """middle_reduction_loop's test of the loops alone, read off the iterator kinds (no view):
    one reduction loop, neither the first nor the last."""
    if op.name != "linalg.generic":
        return False
    kinds = once(op.attributes["iterator_types"], iterator_kinds)
    reduced = [d for d, kind in enumerate(kinds) if kind == "reduction"]
    return len(reduced) == 1 and 0 < reduced[0] < len(kinds) - 1


def _elementwise_member(info: LinalgInfo) -> bool:
    """An elementwise op that may iterate its domain in another order: its body reads no
    result's initial value (a new, permuted result has none) and gathers nothing."""
    if not info.is_elementwise() or info.gathered or len(info.iterators) < 3:
        return False
    outs = info.body.arguments[len(info.inputs):]
    return all(not list(a.uses) for a in outs)


def _candidates(block: ir.Block) -> "tuple[dict, dict]":
    """({op: its LinalgInfo}, {op: its middle loop, None for an elementwise op}) of every
    middle reduction and possible elementwise member."""
    infos, loops = {}, {}
    for op in block.operations:
        op = op.operation
        if op.name != "linalg.generic":
            continue
        try:
            info = linalg_info(op)
        except UnsupportedIndexMap:
            continue
        r = middle_reduction_loop(info)
        if r is not None or _elementwise_member(info):
            infos[op], loops[op] = info, r
    return infos, loops


def _groups(infos: dict, loops: dict) -> list:
    """Connected members (union-find over the reads that keep a group at one index), each
    group in block order."""
    parent = {op: op for op in infos}

    def root(op):
        while parent[op] != op:
            parent[op] = parent[parent[op]]
            op = parent[op]
        return op

    for op, info in infos.items():
        for o in info.inputs:
            source = o.source
            if source in infos and _joins(infos[source], loops[source], info, o):
                parent[root(source)] = root(op)
    groups: dict = {}
    for op in infos:
        groups.setdefault(root(op), []).append(infos[op])
    return [g for g in groups.values() if any(loops[i.op] is not None for i in g)]


def _joins(source: LinalgInfo, r: "int | None", reader: LinalgInfo, operand) -> bool:
    """Whether `reader` reads `source`'s result (a reduction of loop r, or elementwise: None)
    so that both must iterate alike."""
    if source.ranges != reader.ranges:
        return False
    n = len(reader.ranges)
    if r is None:  # an elementwise result read at the reader's own index
        return operand.map == tuple(range(n))
    return reader.is_elementwise() and operand.map == tuple(d for d in range(n) if d != r)


def _plan(members: list, infos: dict, loops: dict) -> "LoopOrder | None":
    """The group's new loop order and the members that take it (module docstring), or None
    when it keeps its own."""
    reduced = {loops[i.op] for i in members} - {None}
    if len(reduced) != 1:
        return None
    (r,) = reduced
    domain = members[0].ranges
    rest = tuple(d for d in range(len(domain)) if d != r)
    reductions = [i for i in members if loops[i.op] is not None]
    broadcasts_back = any(loops.get(o.source) is not None
                          for i in members if loops[i.op] is None for o in i.inputs)
    if broadcasts_back and len(reductions) >= 2:
        return LoopOrder([i.op for i in members], rest + (r,), domain)
    taking = _read_only_inside(members)
    return LoopOrder([i.op for i in members if i.op in taking], (r,) + rest, domain)


def _read_only_inside(members: list) -> set:
    """The reductions among `members`, and the elementwise ones whose results only they
    (directly or through each other) read: a column kernel's producers, nothing to
    transpose back."""
    taking = {i.op for i in members}
    changed = True
    while changed:
        changed = False
        for i in members:
            if i.op in taking and i.is_elementwise() and any(
                    _owner(use) not in taking for res in i.op.results for use in res.uses):
                taking.discard(i.op)
                changed = True
    return taking


def _owner(use) -> ir.Operation:
    owner = use.owner
    return getattr(owner, "operation", owner)
