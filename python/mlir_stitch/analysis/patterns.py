"""Candidate fusion patterns (FusionStitching §4.1): substitution fusion, exploratory fusion,
and the AStitch scope rule, each a set of node ids of a PlanGraph.

Every candidate is convex (collapsing it keeps the graph acyclic) and buildable: the
`feasible(nodes)` callback (the kernel generator's answer, None or the reason it cannot) is
asked before a pattern is kept. Combinations of candidates may still be cyclic; the ILP
(analysis.ilp) removes those."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

UNSTITCHABLE = "has an op the kernel generator cannot stitch"
CYCLIC = "a path leaves it and comes back (fusing it makes a cycle)"
MAX_OPERANDS = 10  # exploratory fusion leaves out ops with more operands (FusionStitching)
LARGE_GEMM_BYTES = 1 << 20

# Substitution steps: the partition set grows step by step; each step's components between
# partition ops are patterns. Non-stitchable ops are always partitions.
SUBSTITUTION_STEPS = (
    ("large-gemm", lambda n: n.kind == "gemm" and n.out_bytes >= LARGE_GEMM_BYTES),
    ("bgemm", lambda n: n.kind in ("gemm", "bgemm")),
    ("col-scalar-reduce", lambda n: n.kind == "reduce" and n.detail in ("col", "all")),
    ("row-reduce", lambda n: n.kind == "reduce"),
)


@dataclass
class Pattern:
    nodes: frozenset
    sources: list  # how it was found: "substitution:<step>" | "exploratory:<seed>" | "scope"
    score: float = 0.0


@dataclass
class PatternSet:
    """Candidates keyed by their node set (with every way each was found), under a budget."""
    feasible: Callable
    graph: object
    budget: int
    patterns: dict = field(default_factory=dict)  # frozenset -> Pattern
    rejected: dict = field(default_factory=dict)  # frozenset -> reason

    def offer(self, nodes, source: str) -> bool:
        """Keep `nodes` if new, convex and buildable; True when it is (now) a candidate."""
        key = frozenset(nodes)
        if len(key) < 2:
            return False
        if key in self.patterns:
            if source not in self.patterns[key].sources:
                self.patterns[key].sources.append(source)
            return True
        if key in self.rejected or self.full:
            return False
        reason = self.check(key)
        if reason is not None:
            self.rejected[key] = reason
            return False
        self.patterns[key] = Pattern(key, [source])
        return True

    def check(self, key: frozenset) -> "str | None":
        if not all(self.graph.nodes[v].stitchable for v in key):
            return UNSTITCHABLE
        if not self.graph.is_convex(key):
            return CYCLIC
        return self.feasible(key)

    @property
    def full(self) -> bool:
        """The budget is reached: generation stops, the plan is chosen among these."""
        return len(self.patterns) >= self.budget


def substitution_patterns(graph, out: PatternSet) -> None:
    """Components of the graph between partition ops, for a growing partition set."""
    base = [not n.stitchable for n in graph.nodes]
    for step, extra in SUBSTITUTION_STEPS:
        partition = [b or extra(n) for b, n in zip(base, graph.nodes)]
        for component in _components(graph, [not p for p in partition]):
            out.offer(component, f"substitution:{step}")
            if out.full:
                return


def _components(graph, keep: list) -> list:
    """Weakly connected components of the nodes with keep[v], in id order."""
    seen, result = set(), []
    for start in range(len(graph.nodes)):
        if not keep[start] or start in seen:
            continue
        component, stack = [], [start]
        seen.add(start)
        while stack:
            v = stack.pop()
            component.append(v)
            for u in graph.succ[v] + graph.pred[v]:
                if keep[u] and u not in seen:
                    seen.add(u)
                    stack.append(u)
        result.append(sorted(component))
    return result


def exploratory_patterns(graph, out: PatternSet, max_seeds: int | None = None) -> None:
    """From seeds with the largest tensors, grow patterns one neighbour at a time (producers,
    consumers, or both), largest tensors first; every buildable step is a candidate. An op
    that an earlier seed's growth already took in is not a seed again: growing from it would
    mostly find the same patterns."""
    seeds = sorted((v for v, n in enumerate(graph.nodes) if _explorable(n)),
                   key=lambda v: (-graph.nodes[v].out_bytes, v))
    covered: set = set()
    for seed in seeds[:max_seeds]:
        if seed in covered:
            continue
        for direction in ("producers", "consumers", "both"):
            covered |= _grow(graph, out, seed, direction)
            if out.full:
                return


def _explorable(node) -> bool:
    return node.stitchable and node.operands <= MAX_OPERANDS


def _grow(graph, out: PatternSet, seed: int, direction: str) -> set:
    """Grow from `seed`; returns the largest pattern reached."""
    pattern = {seed}
    tried: set = set()
    while not out.full:
        frontier = [u for u in _neighbours(graph, pattern, direction)
                    if u not in tried and _explorable(graph.nodes[u])]
        if not frontier:
            break
        frontier.sort(key=lambda u: (-graph.nodes[u].out_bytes, u))
        for u in frontier:
            tried.add(u)
            if out.offer(pattern | {u}, f"exploratory:{graph.nodes[seed].name}"):
                pattern.add(u)
                break
    return pattern


def _neighbours(graph, pattern: set, direction: str) -> set:
    found = set()
    for v in pattern:
        if direction in ("producers", "both"):
            found.update(graph.pred[v])
        if direction in ("consumers", "both"):
            found.update(graph.succ[v])
    return found - pattern


def scope_rule_groups(graph, feasible: Callable) -> list:
    """AStitch's scope rule (the first planner): merge along producer -> consumer edges while
    the merged set is buildable and the collapsed graph stays acyclic. Disjoint groups."""
    group_of = list(range(len(graph.nodes)))
    members = {v: {v} for v in range(len(graph.nodes))}
    for consumer in range(len(graph.nodes)):
        if not graph.nodes[consumer].stitchable:
            continue
        for prod in graph.pred[consumer]:
            a, b = group_of[prod], group_of[consumer]
            if a == b or not graph.nodes[prod].stitchable:
                continue
            merged = members[a] | members[b]
            if feasible(frozenset(merged)) is not None:
                continue
            if _another_path(graph, group_of, members, a, b, consumer):
                continue
            for v in members.pop(b):
                group_of[v] = a
            members[a] = merged
    return [frozenset(g) for g in members.values() if len(g) > 1]


def _another_path(graph, group_of, members, a, b, consumer) -> bool:
    """Is there a path from group a to group b through some other group? Then merging them
    makes a cycle. Consumers are visited in id order, so every node above `consumer` is still
    alone and no such path can pass through it: the search stays below `consumer`."""
    seen, stack = {a}, [a]
    while stack:
        g = stack.pop()
        for v in members[g]:
            for s in graph.succ[v]:
                if s > consumer:
                    continue
                h = group_of[s]
                if h == b:
                    if g != a:
                        return True
                elif h not in seen:
                    seen.add(h)
                    stack.append(h)
    return False
