"""The fusion planner on synthetic graphs: the ILP against brute force, cycle cuts, packing."""
from __future__ import annotations

import pytest
import hypothesis.strategies as st
from hypothesis import given, settings

from mlir_stitch.analysis.cost_model import DEVICES, ModelScorer
from mlir_stitch.analysis.ilp import select
from mlir_stitch.analysis.packing import pack_independent
from mlir_stitch.analysis.patterns import (PatternSet, exploratory_patterns, scope_rule_groups,
                                           substitution_patterns)
from mlir_stitch.analysis.plan_graph import PlanGraph, PlanNode
from mlir_stitch.analysis.planner import PlanOptions, plan_fusions


def node(i, inputs, kind="elementwise", detail="light", size=4096, returned=False):
    return PlanNode(f"op{i}", kind, detail, tuple(inputs), size, returned, len(inputs) + 1)


@st.composite
def graphs(draw):
    """Random DAGs of up to 12 ops: elementwise ops and some library GEMMs (partitions), inputs from
    earlier ops or from arguments, a few sizes; plus a set of op pairs the 'kernel generator'
    refuses to put in one kernel."""
    n = draw(st.integers(2, 12))
    nodes = []
    for i in range(n):
        choices = [f"op{j}" for j in range(i)] + ["arg0", "arg1"]
        inputs = draw(st.lists(st.sampled_from(choices), min_size=1, max_size=2, unique=True))
        gemm = i > 0 and draw(st.integers(0, 5)) == 0
        size = draw(st.sampled_from([1024, 65536, 1 << 20]))
        nodes.append(node(i, inputs, "library" if gemm else "elementwise", "" if gemm else "light", size))
    crossing = draw(st.booleans()) and n <= 8
    if crossing:  # a1 -> a2, a1 -> b1, b2 -> b1, b2 -> a2: {a1, a2} and {b2, b1} cross
        a1, b2, a2, b1 = n, n + 1, n + 2, n + 3
        nodes += [node(a1, ["arg0"]), node(b2, ["arg1"]),
                  node(a2, [f"op{a1}", f"op{b2}"]), node(b1, [f"op{b2}", f"op{a1}"])]
        n += 4
        planted = [frozenset({a1, a2}), frozenset({b2, b1})]
    users = {t for nd in nodes for t in nd.inputs}
    for nd in nodes:
        nd.returned = nd.name not in users
    forbidden = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3))
    if crossing:
        forbidden.append((a1, b2))  # else one pattern of all four wins and no cut is needed
    graph = PlanGraph(nodes, {"arg0": 65536, "arg1": 1024})
    # extra candidates, not necessarily connected: they make cyclic combinations likelier
    graph.extra = draw(st.lists(st.frozensets(st.integers(0, n - 1), min_size=2, max_size=3),
                                max_size=6)) + (planted if crossing else [])

    def feasible(nodes_):
        for a, b in forbidden:
            if a != b and a in nodes_ and b in nodes_:
                return f"op{a} and op{b} cannot share a kernel"
        return None
    return graph, feasible


def candidates_of(graph, feasible):
    found = PatternSet(feasible, graph, budget=10_000)
    for group in scope_rule_groups(graph, feasible):
        found.offer(group, "scope")
    substitution_patterns(graph, found)
    exploratory_patterns(graph, found)
    for extra in getattr(graph, "extra", []):
        found.offer(extra, "test")
    scorer = ModelScorer(DEVICES["h100"])
    cands = [(p.nodes, scorer(graph, p.nodes)) for p in found.patterns.values()]
    return [c for c, s in cands if s > 0], [s for c, s in cands if s > 0]


def brute_force(graph, candidates, scores) -> float:
    """Best Σ score over every disjoint, acyclic choice of candidates."""
    best = 0.0

    def search(k, chosen, used, total):
        nonlocal best
        if k == len(candidates):
            if total > best and graph.find_cycle([candidates[i] for i in chosen]) is None:
                best = total
            return
        search(k + 1, chosen, used, total)
        if not (candidates[k] & used):
            search(k + 1, chosen + [k], used | candidates[k], total + scores[k])

    search(0, [], frozenset(), 0.0)
    return best


@settings(max_examples=60, deadline=None)
@given(graphs())
def test_ilp_matches_brute_force(case):
    graph, feasible = case
    candidates, scores = candidates_of(graph, feasible)
    if len(candidates) > 18:  # keep the brute force small
        candidates, scores = candidates[:18], scores[:18]
    selection = select(graph, candidates, scores)
    chosen = [candidates[i] for i in selection.chosen]
    assert sum(len(c) for c in chosen) == len(frozenset().union(*chosen)), "patterns overlap"
    assert graph.find_cycle(chosen) is None
    assert abs(selection.objective - brute_force(graph, candidates, scores)) < 1e-6


def test_cycle_cut():
    """a1 -> a2, a1 -> b1, b2 -> b1, b2 -> a2: {a1, a2} and {b1, b2} are each convex, together
    cyclic. Both overlap nothing, so both are taken without the solver; the cycle check cuts
    the pair and one ILP solve keeps the better one."""
    nodes = [node(0, ["arg0"]), node(1, ["arg1"]), node(2, ["op0", "op1"], size=8192, returned=True),
             node(3, ["op1", "op0"], returned=True)]
    graph = PlanGraph(nodes, {"arg0": 4096, "arg1": 4096})
    a, b = frozenset({0, 2}), frozenset({1, 3})
    assert graph.is_convex(a) and graph.is_convex(b) and graph.find_cycle([a, b]) is not None
    selection = select(graph, [a, b], [5.0, 7.0])
    assert selection.chosen == [1] and selection.objective == 7.0
    assert selection.solves == 1 and selection.cuts == [[0, 1]]


def test_the_kernel_bound_keeps_the_reference_plans_merged_ops():
    """op0 -> op1 -> op2 -> op3: {op0, op1} scores more than {op1, op2, op3}, but merges one op
    where the reference plan merges two. Without a reference the ILP picks the former; the
    bound of the reference forces the latter."""
    nodes = [node(0, ["arg0"]), node(1, ["op0"]), node(2, ["op1"]), node(3, ["op2"], returned=True)]
    graph = PlanGraph(nodes, {"arg0": 4096})
    a, b = frozenset({0, 1}), frozenset({1, 2, 3})
    assert select(graph, [a, b], [10.0, 5.0]).chosen == [0]
    selection = select(graph, [a, b], [10.0, 5.0], reference=[b])
    assert selection.chosen == [1] and selection.objective == 5.0 and not selection.timed_out


def test_refuses_a_cyclic_pair_fig3():
    """A -> B -> C, A -> C, B a library GEMM: {A, C} is no candidate, nothing fuses."""
    nodes = [node(0, ["arg0"]), node(1, ["op0"], "library", ""), node(2, ["op0", "op1"], returned=True)]
    graph = PlanGraph(nodes, {"arg0": 4096})
    plan = plan_fusions(graph, lambda s: None)
    assert plan.groups == [] and plan.patterns == []
    assert "comes back" in plan.refused[frozenset({0, 2})]


@pytest.mark.parametrize("macs,fused", [(1 << 18, True), (1 << 26, False)])
def test_a_gemms_k_loops_weigh_against_fusing_it(macs, fused):
    """A GEMM and the bias after it: fused when the GEMM is small (its k loops cost less than
    the launch and traffic saved), left apart when it is large (cost_model.fused_gemm_us)."""
    gemm = node(0, ["arg0", "arg1"], "gemm", "", size=1 << 16)
    gemm.macs = macs
    graph = PlanGraph([gemm, node(1, ["op0", "arg2"], size=1 << 16, returned=True)],
                      {"arg0": 1 << 16, "arg1": 1 << 16, "arg2": 256})
    plan = plan_fusions(graph, lambda s: None)
    assert (plan.groups == [frozenset({0, 1})]) == fused


def test_kernel_count_never_above_scope_rule():
    """A pattern with more bytes saved but fewer ops merged must not raise the kernel count."""
    nodes = [node(0, ["arg0"], size=1 << 24), node(1, ["op0"], size=1 << 24),
             node(2, ["op1"], size=1024), node(3, ["op2"], size=1024, returned=True)]
    graph = PlanGraph(nodes, {"arg0": 1 << 24})
    plan = plan_fusions(graph, lambda s: None, PlanOptions(remote=False))
    assert plan.kernel_count(len(graph)) == 1


def test_packing_independent_ops():
    """Twelve independent updates pack into one kernel; dependent ones never do."""
    nodes = [node(i, [f"arg{i}"], returned=True) for i in range(12)]
    graph = PlanGraph(nodes, {f"arg{i}": 4096 for i in range(12)})
    groups, packs = pack_independent(graph, [], lambda s: None, lambda v: False)
    assert groups == [frozenset(range(12))] and len(packs[0]) == 12
    chain = PlanGraph([node(0, ["arg0"]), node(1, ["op0"], "library", ""), node(2, ["op1"], returned=True)],
                      {"arg0": 4096})
    groups, packs = pack_independent(chain, [], lambda s: None, lambda v: v == 1)
    assert groups == [] and packs == []


SGD_SHAPES = [(64,), (128,), (1000,), (32, 32), (64, 128), (100, 30), (256,), (4096,),
              (128, 256), (7, 9, 11), (256, 512), (512,)]


def sgd_updates_mlir(shapes, lr: float = 0.01) -> str:
    """`w_i - lr * g_i` for independent parameter tensors of different shapes (L0)."""
    args, body, results = [], [], []
    for i, shape in enumerate(shapes):
        t = f"tensor<{'x'.join(map(str, shape))}xf32>"
        ident = f"affine_map<({', '.join(f'd{k}' for k in range(len(shape)))}) -> " \
                f"({', '.join(f'd{k}' for k in range(len(shape)))})>"
        par = ", ".join(['"parallel"'] * len(shape))
        args += [f"%w{i}: {t}", f"%g{i}: {t}"]
        body += [f"  %e{i} = tensor.empty() : {t}",
                 f"  %u{i} = linalg.generic {{indexing_maps = [{ident}, {ident}, {ident}], "
                 f"iterator_types = [{par}]}} ins(%w{i}, %g{i} : {t}, {t}) outs(%e{i} : {t}) {{",
                 "  ^bb0(%w: f32, %g: f32, %o: f32):",
                 "    %s = arith.mulf %g, %lr : f32", "    %r = arith.subf %w, %s : f32",
                 "    linalg.yield %r : f32", f"  }} -> {t}"]
        results.append((f"%u{i}", t))
    return (f"func.func @main({', '.join(args)}) -> ({', '.join(t for _, t in results)}) {{\n"
            f"  %lr = arith.constant {lr:e} : f32\n" + "\n".join(body)
            + f"\n  return {', '.join(v for v, _ in results)} : {', '.join(t for _, t in results)}\n}}\n")


def test_twelve_sgd_updates_become_one_kernel():
    import numpy as np

    import mlir_stitch

    art = mlir_stitch.compile(sgd_updates_mlir(SGD_SHAPES))
    assert art.report["kernel_count"] == 1 and art.report["unfused_kernel_count"] == 12
    assert len(art.report["plan"]["packs"]) == 1 and len(art.report["plan"]["packs"][0]) == 12
    assert all(f["spill_bytes"] == 0 for f in art.report["fusions"] if "spill_bytes" in f)
    rng = np.random.default_rng(3)
    inputs = [rng.standard_normal(s, dtype=np.float32) for s in SGD_SHAPES for _ in range(2)]
    fn = mlir_stitch.load(art, backend="emulator")
    got = fn(*inputs)
    for i, result in enumerate(got):
        w, g = inputs[2 * i], inputs[2 * i + 1]
        np.testing.assert_allclose(result, w - np.float32(0.01) * g, rtol=1e-6, atol=1e-7)
    assert fn.stats.races == []


def test_measured_scorer_replaces_the_model():
    """A measured score where fusing is slower than the ops alone: nothing is fused."""
    from mlir_stitch.analysis.cost_model import MeasuredScorer

    nodes = [node(0, ["arg0"]), node(1, ["op0"], returned=True)]
    graph = PlanGraph(nodes, {"arg0": 4096})
    slow = MeasuredScorer(time_op=lambda v: 2.0, time_fused=lambda s: 20.0, launch_us=6.0)
    plan = plan_fusions(graph, lambda s: None, PlanOptions(keep_kernel_count=False, remote=False),
                        scorer=slow)
    assert plan.groups == [] and plan.patterns[0].score == 2 + 2 + 6 - 20
    fast = MeasuredScorer(time_op=lambda v: 2.0, time_fused=lambda s: 3.0, launch_us=6.0)
    assert plan_fusions(graph, lambda s: None, scorer=fast).groups == [frozenset({0, 1})]


def test_time_limit_keeps_the_best_acyclic_plan():
    """Out of time while the choice is still cyclic: the reference plan (acyclic) is kept."""
    nodes = [node(0, ["arg0"]), node(1, ["arg1"]), node(2, ["op0", "op1"], returned=True),
             node(3, ["op1", "op0"], returned=True)]
    graph = PlanGraph(nodes, {"arg0": 4096, "arg1": 4096})
    a, b = frozenset({0, 2}), frozenset({1, 3})
    selection = select(graph, [a, b], [5.0, 7.0], reference=[a], time_limit=0.0)
    assert selection.timed_out and selection.chosen == [0] and selection.objective == 5.0


def test_the_price_of_a_fused_gemm_follows_the_library_options():
    """G(P) is what a GEMM's k loops cost inside a stitched kernel beyond its alternative: a
    library call (f32, or TF32 on tensor cores when allowed: dearer to fuse), or with no
    library a k loop kernel of its own (fusing costs nothing over that)."""
    from mlir_stitch.analysis.cost_model import device_model
    h100, macs = device_model("h100"), 10 ** 8
    f32 = h100.for_gemms(library=True, tf32=False).fused_gemm_us(macs)
    assert f32 == h100.fused_gemm_us(macs) > 0
    assert h100.for_gemms(library=True, tf32=True).fused_gemm_us(macs) > f32
    assert h100.for_gemms(library=False, tf32=False).fused_gemm_us(macs) == 0
    assert h100.for_gemms(library=False, tf32=True).fused_gemm_us(macs) == 0


def test_the_pattern_budget_scales_with_the_graph_unless_set():
    from mlir_stitch.analysis.planner import MIN_PATTERNS, PATTERNS_PER_OP, pattern_budget

    assert pattern_budget(PlanOptions(), 100) == MIN_PATTERNS
    assert pattern_budget(PlanOptions(), 20_000) == PATTERNS_PER_OP * 20_000 > MIN_PATTERNS
    assert pattern_budget(PlanOptions(max_patterns=50), 20_000) == 50


def test_a_budget_that_bites_is_reported():
    """A chain whose candidates exceed max-patterns: generation stops at the budget, the plan
    says so (budget_hit, pattern_budget) and still covers every op."""
    nodes = [node(0, ["arg0"])] + [node(i, [f"op{i - 1}"]) for i in range(1, 12)]
    graph = PlanGraph(nodes, {"arg0": 4096})

    def feasible(group):
        return None

    capped = plan_fusions(graph, feasible, PlanOptions(max_patterns=5))
    assert capped.budget_hit and capped.pattern_budget == 5 and len(capped.patterns) <= 5
    free = plan_fusions(graph, feasible, PlanOptions())
    assert not free.budget_hit and free.pattern_budget == 20_000
    for plan in (capped, free):
        assert sorted(v for unit in plan.kernels(len(nodes)) for v in unit) == list(range(len(nodes)))


def test_alike_overlap_components_are_solved_once(monkeypatch):
    """Two chains a0 -> a1 -> a2 apart, each offering {0,1}, {1,2} and {0,1,2}: the second
    component is the first renumbered, so one is solved and the other takes its choice; a
    component with other scores is solved for itself."""
    from mlir_stitch.analysis import ilp

    nodes = []
    for base in (0, 3, 6):
        nodes += [node(base, [f"arg{base}"]), node(base + 1, [f"op{base}"]),
                  node(base + 2, [f"op{base + 1}"], returned=True)]
    graph = PlanGraph(nodes, {f"arg{b}": 4096 for b in (0, 3, 6)})
    candidates, scores = [], []
    for base, best in ((0, 9.0), (3, 9.0), (6, 1.0)):
        for members, score in (((0, 1), 4.0), ((1, 2), 3.0), ((0, 1, 2), best)):
            candidates.append(frozenset(base + m for m in members))
            scores.append(score)
    solved = []
    original = ilp._solve_components
    monkeypatch.setattr(ilp, "_solve_components", lambda c, s, comps, in_model, *rest: (
        solved.append(sorted(in_model)) or original(c, s, comps, in_model, *rest)))
    selection = select(graph, candidates, scores)
    assert [candidates[i] for i in selection.chosen] == [
        frozenset({0, 1, 2}), frozenset({3, 4, 5}), frozenset({6, 7})]
    assert selection.objective == 9.0 + 9.0 + 4.0
    assert len(solved[0]) == 2  # the first and third components; the second copies the first
