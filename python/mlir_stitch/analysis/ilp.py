"""Choose disjoint patterns maximising Σ X_i·f(P_i) with an ILP (HiGHS through scipy's `milp`,
in process, where pulp wrote a file for CBC's process: 1.8 s of it on the 18,000 candidate
patterns of a 10,000-op chain, HiGHS 1.0 s), then
remove cycles: if the chosen patterns make the collapsed graph cyclic, forbid that combination
(Σ X_i ≤ k - 1 over the k patterns on the cycle) and solve again (FusionStitching §4.3).

Patterns that overlap no other pattern are taken without the solver (the optimum takes every
positive one); only overlap components with a choice to make become ILP variables, and a
pattern joins the model when a cycle cut names it. `min_merged` per component (ops merged
away, Σ X_i·(|P_i| - 1)) keeps the kernel count of a reference plan from growing."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np


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
    """Solved first without the kernel bounds, which rarely bind: one row over a whole component
    slows HiGHS's presolve 20-fold (8.5 s on a 10,000-op chain, whose bound does not bind); a
    component whose choice falls short of its bound is solved again with it."""
    variables = [i for c in sorted(in_model) for i in comps[c]]
    if not variables:
        return [], True
    column = {i: k for k, i in enumerate(variables)}
    rows: list = []  # (variable columns, their coefficients, lower bound, upper bound)
    users: dict = {}
    for i in variables:
        for v in candidates[i]:
            users.setdefault(v, []).append(column[i])
    rows += [(ids, [1] * len(ids), -np.inf, 1) for ids in users.values() if len(ids) > 1]  # disjoint
    rows += [([column[i] for i in cut], [1] * len(cut), -np.inf, len(cut) - 1) for cut in cuts]
    bounded: set = set()
    while True:
        picked, optimal = _solve_rows(variables, scores, rows, time_limit)
        chosen = set(picked)
        short = [c for c in sorted(in_model) if c not in bounded and min_merged[c] and
                 sum(len(candidates[i]) - 1 for i in comps[c] if i in chosen) < min_merged[c]]
        if not short:
            return picked, optimal
        for c in short:  # ops merged away at least as many as the reference plan's
            rows.append(([column[i] for i in comps[c]], [len(candidates[i]) - 1 for i in comps[c]],
                         min_merged[c], np.inf))
        bounded.update(short)


def _solve_rows(variables, scores, rows, time_limit) -> "tuple[list, bool]":
    from scipy.optimize import Bounds, milp  # 0.3 s to import: only when there is a choice
    result = milp(-np.array([scores[i] for i in variables], dtype=float),
                  integrality=np.ones(len(variables)), bounds=Bounds(0, 1),
                  constraints=_constraints(rows, len(variables)),
                  options={"time_limit": time_limit})
    if result.x is None:
        raise RuntimeError(f"internal error: the fusion ILP has no solution ({result.message})")
    picked = [i for i, x in zip(variables, result.x) if x > 0.5]
    return picked, result.status == 0  # 0: optimal; 1: the time limit, with a feasible choice


def _constraints(rows: list, n: int) -> list:
    """One LinearConstraint over a sparse matrix of `rows` (none: the model has no rows)."""
    if not rows:
        return []
    from scipy.optimize import LinearConstraint
    from scipy.sparse import csr_array
    data = [a for _, coefficients, _, _ in rows for a in coefficients]
    indices = [k for ids, _, _, _ in rows for k in ids]
    indptr = np.cumsum([0] + [len(ids) for ids, _, _, _ in rows])
    matrix = csr_array((np.array(data, dtype=float), np.array(indices), indptr), shape=(len(rows), n))
    return [LinearConstraint(matrix, [lo for *_, lo, _ in rows], [hi for *_, hi in rows])]
