"""The fusion planner: candidate patterns, their scores, the ILP choice, remote stitching.

`plan_fusions` works on a PlanGraph and a `feasible(nodes)` callback (the kernel generator's
answer: None, or why it cannot build one kernel of those nodes) and returns the chosen groups
with everything the report explains: patterns considered, scores, the chosen ones, the packs,
the solver's work."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

from .cost_model import DeviceModel, ModelScorer, device_model
from .ilp import select
from .packing import pack_independent
from .patterns import (CYCLIC, UNSTITCHABLE, Pattern, PatternSet, exploratory_patterns,
                       scope_rule_groups, substitution_patterns)
from .repeats import Repeats, find_repeats, layers_of, reduced_graph, replicated

PLANNERS = ("ilp", "scope")
MIN_PATTERNS = 20000
PATTERNS_PER_OP = 8


@dataclass
class PlanOptions:
    planner: str = "ilp"  # "ilp" (FusionStitching) | "scope" (AStitch's first scope rule)
    device: str = "h100"  # cost-model table: h100 | h200 | a .json table
    max_patterns: int = 0  # 0: pattern_budget scales it with the graph
    time_limit: float = 30.0  # seconds for the ILP and its cycle cuts
    remote: bool = True  # remote stitching (kernel packing) of independent groups
    keep_kernel_count: bool = True  # never more kernels than the scope rule
    tf32: bool = False  # library GEMMs may round to TF32: the library's faster rate
    library: bool = True  # GEMMs left out of fusions run in a library (else as k loops)
    repeats: bool = True  # plan a repeated layer once and give its copies that plan

    def device_model(self) -> DeviceModel:
        """The cost-model table of `device` under the GEMM options."""
        return device_model(self.device).for_gemms(self.library, self.tf32)


@dataclass
class Plan:
    groups: list  # disjoint frozensets of node ids: one kernel each (all other nodes alone)
    patterns: list = field(default_factory=list)  # Pattern, scored, in generation order
    refused: dict = field(default_factory=dict)  # node set -> why it is no candidate
    chosen: list = field(default_factory=list)  # indices into `patterns`
    packs: list = field(default_factory=list)  # lists of groups (node sets) packed together
    scope_groups: list = field(default_factory=list)
    objective: float = 0.0
    solves: int = 0
    cuts: int = 0
    budget_hit: bool = False
    pattern_budget: int = 0  # the candidate patterns generated at most
    timed_out: bool = False
    seconds: float = 0.0
    repeats: "Repeats | None" = None  # the repeated layers planned once (analysis/repeats.py)
    planned_ops: int = 0  # the nodes of the graph the patterns and the ILP saw

    def kernel_count(self, n_nodes: int) -> int:
        return n_nodes - sum(len(g) - 1 for g in self.groups)

    def kernels(self, n_nodes: int) -> list:
        """Node sets of all kernels (the groups, then every other node alone), by first node:
        the order in which they are outlined and numbered."""
        grouped = {v for g in self.groups for v in g}
        return sorted(list(self.groups) + [frozenset([v]) for v in range(n_nodes) if v not in grouped],
                      key=min)


def memoized(feasible: Callable) -> Callable:
    cache: dict = {}

    def check(nodes: frozenset):
        if nodes not in cache:
            cache[nodes] = feasible(nodes)
        return cache[nodes]
    return check


def plan_fusions(graph, feasible: Callable, options: PlanOptions | None = None,
                 scorer: Callable | None = None, structure: "list | None" = None) -> Plan:
    """`scorer(graph, nodes)` -> f(P) in µs; default the cost model of `options.device`
    (a MeasuredScorer puts measured kernel times in its place). `structure`: each node's
    structure (analysis/repeats.py), with which repeated layers are planned once."""
    options = options or PlanOptions()
    if options.planner not in PLANNERS:
        raise ValueError(f"unknown planner {options.planner!r} (known: {', '.join(PLANNERS)})")
    start = time.perf_counter()
    feasible = memoized(feasible)
    plan = None
    if options.repeats and structure is not None and scorer is None:
        plan = _plan_repeated_layers(graph, feasible, options, structure)
    if plan is None:
        plan = _plan_graph(graph, feasible, options, scorer)
    if options.remote:
        plan.groups, plan.packs = pack_independent(graph, plan.groups, feasible,
                                                   lambda v: not graph.nodes[v].stitchable)
    plan.seconds = time.perf_counter() - start
    return plan


def _plan_graph(graph, feasible: Callable, options: PlanOptions, scorer) -> Plan:
    """The plan of every node of `graph`, before packing."""
    scope = scope_rule_groups(graph, feasible)
    plan = Plan(groups=list(scope), scope_groups=list(scope), planned_ops=len(graph))
    if scorer is None:
        scorer = ModelScorer(options.device_model())
    if options.planner == "ilp":
        _choose_patterns(graph, feasible, options, plan, scorer)
    else:
        plan.groups = worth_their_gemms(graph, plan.groups, scorer, feasible)
    return plan


def _plan_repeated_layers(graph, feasible: Callable, options: PlanOptions,
                          structure: list) -> "Plan | None":
    """The plan of the reduced graph given to every copy of a repeated layer
    (analysis/repeats.py), or None when there is none or its plan does not repeat."""
    found = find_repeats(graph, structure)
    if found is None:
        return None
    small = reduced_graph(graph, found)
    small_feasible = memoized(lambda nodes: feasible(frozenset(map(found.to_full, nodes))))
    small_plan = _plan_graph(small, small_feasible, options, None)
    return _replicated_plan(graph, feasible, found, small_plan)


def _replicated_plan(graph, feasible: Callable, found: Repeats, small: Plan) -> "Plan | None":
    # the scope rule's groups may lie in other layers than the chosen ones (rotated by an op)
    layers, scope_layers = layers_of(found, small.groups), layers_of(found, small.scope_groups)
    if layers is None or scope_layers is None:
        return None
    groups, patterns, refused = (
        replicated(found, layers, sets) for sets in
        (small.groups, [p.nodes for p in small.patterns], list(small.refused)))
    scope = replicated(found, scope_layers, small.scope_groups)
    if None in (groups, scope, patterns, refused):
        return None
    plan = Plan(groups=[s for s, _, _ in groups], scope_groups=[s for s, _, _ in scope],
                repeats=found, planned_ops=small.planned_ops)
    if not graph.acyclic_when_collapsed(plan.groups):
        return None  # (layers overlap in program order: checked rather than argued)
    found_in = {p.nodes: p for p in small.patterns}
    plan.patterns = [Pattern(s, [_moved(source, d) for source in found_in[was].sources],
                             found_in[was].score) for s, was, d in patterns]
    # a copy's refusal by the kernel generator names its own ops (the memo renames them)
    plan.refused = {s: small.refused[was] if d == 0 or small.refused[was] in (UNSTITCHABLE, CYCLIC)
                    else feasible(s) for s, was, d in refused}
    chosen = set(plan.groups)
    plan.chosen = [i for i, p in enumerate(plan.patterns) if p.nodes in chosen]
    plan.objective = sum(plan.patterns[i].score for i in plan.chosen)
    plan.solves, plan.cuts, plan.timed_out = small.solves, small.cuts, small.timed_out
    plan.budget_hit, plan.pattern_budget = small.budget_hit, small.pattern_budget
    return plan


def _moved(source: str, offset: int) -> str:
    """A pattern's source with its seed op renamed by `offset` (exploratory:op<N>)."""
    kind, _, seed = source.partition(":op")
    return f"{kind}:op{int(seed) + offset}" if seed and offset else source


def worth_their_gemms(graph, groups: list, scorer, feasible: Callable) -> list:
    """`groups`, each holding a GEMM that the score finds not worth fusing replaced by its
    parts without GEMMs (`gemm_free_parts`; the GEMM goes to the library): AStitch's scope
    rule knows no GEMMs, so the cost model decides them as in the ILP."""
    kept = []
    for g in groups:
        parts = gemm_free_parts(graph, g)
        if gemms_worth_fusing(graph, g, parts, scorer):
            kept.append(g)
        else:
            kept += [p for p in parts if feasible(p) is None]
    return kept


def gemm_free_parts(graph, group: frozenset) -> list:
    """The weakly connected parts of `group` without its GEMMs (of two ops or more): what it
    fuses when its GEMMs run in the library."""
    rest = {v for v in group if not graph.nodes[v].macs}
    if len(rest) == len(group):
        return []
    parts, seen = [], set()
    for start in sorted(rest):
        if start in seen:
            continue
        part, stack = set(), [start]
        seen.add(start)
        while stack:
            v = stack.pop()
            part.add(v)
            for u in graph.succ[v] + graph.pred[v]:
                if u in rest and u not in seen:
                    seen.add(u)
                    stack.append(u)
        if len(part) > 1:
            parts.append(frozenset(part))
    return parts


def gemms_worth_fusing(graph, group: frozenset, parts: list, scorer) -> bool:
    """Whether `group` scores more than its GEMM-free `parts` do (with its GEMMs in the
    library): its GEMMs' k loops cost less than the traffic and launches they save. A group
    without GEMMs is worth its score."""
    if not any(graph.nodes[v].macs for v in group):
        return scorer(graph, group) > 0
    return scorer(graph, group) > max(0.0, sum(max(0.0, scorer(graph, p)) for p in parts))


def pattern_budget(options: PlanOptions, ops: int) -> int:
    """The candidate patterns generated at most: `max_patterns`, or with 0 (the default)
    PATTERNS_PER_OP per op and at least MIN_PATTERNS, so a larger graph is not planned among a
    truncated set (a chain of transformer blocks yields about 1.2 patterns per op)."""
    return options.max_patterns or max(MIN_PATTERNS, PATTERNS_PER_OP * ops)


def _choose_patterns(graph, feasible, options: PlanOptions, plan: Plan, scorer) -> None:
    plan.pattern_budget = pattern_budget(options, len(graph.nodes))
    found = PatternSet(feasible, graph, plan.pattern_budget)
    for group in plan.scope_groups:
        found.offer(group, "scope")
    for group in plan.scope_groups:  # the alternative: the group's GEMMs in the library
        for part in gemm_free_parts(graph, group):
            found.offer(part, "scope-without-gemms")
    substitution_patterns(graph, found)
    exploratory_patterns(graph, found)
    plan.budget_hit = found.full
    plan.refused = found.rejected
    plan.patterns = list(found.patterns.values())
    for p in plan.patterns:
        p.score = scorer(graph, p.nodes)
    usable = [i for i, p in enumerate(plan.patterns) if p.score > 0]
    candidates = [plan.patterns[i].nodes for i in usable]
    # the scope rule's groups the score finds worth it (a big GEMM's k loops may not be: then
    # not over the group's parts without it)
    score = {p.nodes: p.score for p in plan.patterns}
    worth = {g for g in plan.scope_groups if g in score and score[g] > 0 and
             gemms_worth_fusing(graph, g, gemm_free_parts(graph, g),
                                lambda _, nodes: score.get(nodes, 0.0))}
    reference = [g for g in plan.scope_groups if g in worth] if options.keep_kernel_count else None
    selection = select(graph, candidates, [plan.patterns[i].score for i in usable],
                       reference, options.time_limit)
    plan.chosen = [usable[i] for i in selection.chosen]
    plan.groups = [plan.patterns[i].nodes for i in plan.chosen]
    plan.objective = selection.objective
    plan.solves, plan.cuts, plan.timed_out = selection.solves, len(selection.cuts), selection.timed_out

