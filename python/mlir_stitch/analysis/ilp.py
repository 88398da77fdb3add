"""Choose disjoint patterns maximising Σ X_i·f(P_i) with an ILP (CBC: analysis/cbc.py), then
remove cycles: if the chosen patterns make the collapsed graph cyclic, forbid that combination
(Σ X_i ≤ k - 1 over the k patterns on the cycle) and solve again (FusionStitching §4.3).

Patterns that overlap no other pattern are taken without the solver (the optimum takes every
positive one); only overlap components with a choice to make become ILP variables, and a
pattern joins the model when a cycle cut names it. `min_merged` per component (ops merged
away, Σ X_i·(|P_i| - 1)) keeps the kernel count of a reference plan from growing."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from .cbc import Row, maximize


@dataclass
class Selection:
    chosen: list  # indices into the candidate list
    objective: float
    solves: int = 0
    cuts: list = field(default_factory=list)  # lists of candidate indices forbidden together
    timed_out: bool = False


def overlap_components(candidates: list) -> list:
    """Groups of candidate indices connected by shared nodes (union-find)."""
    parent = list(range(len(candidates)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict = {}
    for i, nodes in enumerate(candidates):
        for v in nodes:
            if v in owner:
                parent[find(i)] = find(owner[v])
            else:
                owner[v] = i
    comps: dict = {}
    for i in range(len(candidates)):
        comps.setdefault(find(i), []).append(i)
    return list(comps.values())


def select(graph, candidates: list, scores: list, reference: "list | None" = None,
           time_limit: float = 30.0) -> Selection:
    """Best disjoint, acyclic choice of `candidates` (frozensets of node ids) by `scores`.

    `reference`: an acyclic plan (disjoint node sets, each a candidate) whose merged-op count
    every overlap component must at least match, and the fallback when time runs out."""
    start = time.perf_counter()
    comps = overlap_components(candidates)
    comp_of = {i: c for c, members in enumerate(comps) for i in members}
    index = {nodes: i for i, nodes in enumerate(candidates)}
    ref_ids = [index[g] for g in reference or []]
    min_merged = [0] * len(comps)
    for i in ref_ids:
        min_merged[comp_of[i]] += len(candidates[i]) - 1
    in_model = {c for c, members in enumerate(comps) if len(members) > 1}
    cuts: list = []
    solves = 0
    while True:
        fixed = [i for c, members in enumerate(comps) if c not in in_model
                 for i in members if scores[i] > 0]
        remaining = time_limit - (time.perf_counter() - start)
        picked, optimal = _solve(candidates, scores, comps, in_model, min_merged, cuts,
                                 max(remaining, 1.0))
        solves += 1 if in_model else 0  # no overlap, no choice: the solver is not run
        chosen = sorted(fixed + picked)
        cycle = graph.find_cycle([candidates[i] for i in chosen])
        if cycle is None:
            return Selection(chosen, sum(scores[i] for i in chosen), solves, cuts,
                             timed_out=not optimal)
        cut = [chosen[k] for k in cycle]
        cuts.append(cut)
        in_model.update(comp_of[i] for i in cut)
        if time.perf_counter() - start > time_limit and reference is not None:
            return Selection(sorted(ref_ids), sum(scores[i] for i in ref_ids), solves, cuts,
                             timed_out=True)


def _solve(candidates, scores, comps, in_model, min_merged, cuts, time_limit) -> "tuple[list, bool]":
    """(chosen indices among the modelled components, proven optimal?). Components are
    independent unless a cycle cut joins them, so of components alike (`component_key`: a
    model's repeated layers) one is solved and the others take its choice."""
    cut = {i for c in cuts for i in c}
    solved, copies, first = [], [], {}
    for c in sorted(in_model):
        if cut.intersection(comps[c]):
            solved.append(c)
            continue
        like = first.setdefault(component_key(candidates, scores, comps[c], min_merged[c]), c)
        if like == c:
            solved.append(c)
        else:
            copies.append((c, like))
    picked, optimal = _solve_components(candidates, scores, comps, solved, min_merged, cuts,
                                        time_limit)
    chosen = set(picked)
    for c, like in copies:
        picked += [i for i, j in zip(comps[c], comps[like]) if j in chosen]
    return picked, optimal


def component_key(candidates, scores, members: list, min_merged: int) -> tuple:
    """The component's candidates (in order) over its nodes renumbered from 0 in order, their
    scores and its kernel bound: equal keys are the same choice problem."""
    nodes = sorted(set().union(*(candidates[i] for i in members)))
    at = {v: k for k, v in enumerate(nodes)}
    return min_merged, tuple((tuple(sorted(at[v] for v in candidates[i])), scores[i])
                             for i in members)


def _solve_components(candidates, scores, comps, in_model, min_merged, cuts,
                      time_limit) -> "tuple[list, bool]":
    variables = [i for c in sorted(in_model) for i in comps[c]]
    if not variables:
        return [], True
    users: dict = {}
    for i in variables:
        for v in candidates[i]:
            users.setdefault(v, []).append(i)
    rows = [Row([(i, 1) for i in ids], "L", 1) for ids in users.values() if len(ids) > 1]
    rows += [Row([(i, len(candidates[i]) - 1) for i in comps[c]], "G", min_merged[c])
             for c in sorted(in_model) if min_merged[c]]  # the reference plan's kernel count
    rows += [Row([(i, 1) for i in cut], "L", len(cut) - 1) for cut in cuts]
    solution = maximize({i: scores[i] for i in variables}, rows, time_limit)
    return solution.chosen, solution.optimal
