"""Repeated layers planned once (analysis/repeats.py): which runs count as copies, and plans
equal to planning the whole graph."""
from __future__ import annotations

import re

import pytest
from mlir import ir

from mlir_stitch.analysis.plan_graph import PlanGraph, PlanNode
from mlir_stitch.analysis.planner import PlanOptions, plan_fusions
from mlir_stitch.analysis.repeats import (MIN_COPIES, MIN_NODES, Layers, Repeats, find_repeats,
                                          replicated)
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.examples.large_graphs import transformer_chain

PERIOD = 4


def layered(copies: int, weight=lambda layer: "arg1", final_reads: int | None = None):
    """`copies` layers of 4 ops: a = x * w, s = rowsum(a), b = a / s, y = b + x; x is the
    previous layer's y (arg0 for the first); `final_reads`: a last op reading that layer's y
    besides the last one. Returns (graph, structure)."""
    nodes, structure = [], []

    def add(kind, detail, inputs, size=4096):
        v = len(nodes)
        nodes.append(PlanNode(f"op{v}", kind, detail, tuple(inputs), size, False, len(inputs) + 1))
        reads = tuple(int(t[2:]) if t.startswith("op") else -1 for t in inputs)
        structure.append(((kind, detail, len(inputs)), reads))
        return f"op{v}"
    x = "arg0"
    outputs = []
    for layer in range(copies):
        a = add("elementwise", "light", [x, weight(layer)])
        s = add("reduce", "row", [a], 64)
        b = add("elementwise", "light", [a, s])
        x = add("elementwise", "light", [b, x])
        outputs.append(x)
    last = [x] if final_reads is None else [x, outputs[final_reads]]
    add("elementwise", "heavy", last)
    nodes[-1].returned = True
    sizes = {f"arg{k}": 4096 for k in range(copies + 2)}
    return PlanGraph(nodes, sizes), structure


def one_layer_per_kernel(nodes) -> "str | None":
    """A structural feasibility: the ops of one layer fit a kernel, more do not."""
    return None if len(nodes) <= PERIOD else "more than one layer"


def test_a_chain_of_layers_is_found_after_its_first():
    graph, structure = layered(60)
    found = find_repeats(graph, structure)
    # the first layer reads arg0 where the others read the layer before: it is the prefix
    assert found == Repeats(start=PERIOD, period=PERIOD, copies=59)


def test_small_graphs_and_few_copies_are_planned_whole():
    assert find_repeats(*layered(MIN_NODES // PERIOD - 1)) is None
    graph, structure = layered(MIN_NODES // PERIOD + 1)
    structure = [(facts, reads) if v % (PERIOD * (MIN_COPIES - 1)) else (("other",), reads)
                 for v, (facts, reads) in enumerate(structure)]
    assert find_repeats(graph, structure) is None  # no run of MIN_COPIES copies


def test_each_layer_may_read_its_own_weight_but_the_pairing_must_hold():
    graph, structure = layered(60, weight=lambda layer: f"arg{layer + 1}")
    assert find_repeats(graph, structure).copies == 59
    # layer 30 reads layer 29's weight again: its traffic differs (one weight read by two
    # layers' ops) so the run stops there and the longer stretch after it is kept
    graph, structure = layered(60, weight=lambda layer: f"arg{layer if layer == 30 else layer + 1}")
    found = find_repeats(graph, structure)
    assert found.start >= 30 * PERIOD and found.copies < 59


def test_an_op_after_the_run_reading_an_early_layer_stops_replication():
    graph, structure = layered(60, final_reads=10)
    assert find_repeats(graph, structure) is None


def test_the_plan_of_the_reduced_graph_is_the_full_graphs_plan():
    graph, structure = layered(60)
    with_repeats = plan_fusions(graph, one_layer_per_kernel, structure=structure)
    whole = plan_fusions(graph, one_layer_per_kernel, PlanOptions(repeats=False),
                         structure=structure)
    assert with_repeats.repeats is not None and with_repeats.planned_ops < 30
    assert whole.repeats is None and whole.planned_ops == len(graph.nodes)
    assert sorted(map(sorted, with_repeats.groups)) == sorted(map(sorted, whole.groups))
    assert with_repeats.packs == whole.packs
    assert abs(with_repeats.objective - whole.objective) < 1e-6
    assert {p.nodes: p.score for p in with_repeats.patterns} == \
        {p.nodes: p.score for p in whole.patterns if _local(p.nodes)}
    assert [p.sources for p in with_repeats.patterns if min(p.nodes) == 40] == \
        [p.sources for p in whole.patterns if min(p.nodes) == 40]


def _local(nodes) -> bool:
    """Within two neighbouring layers: what the replicated plan lists."""
    return max(nodes) - min(nodes) < 2 * PERIOD


def test_inner_layers_planned_differently_are_not_replicated():
    found = Repeats(start=4, period=4, copies=10)
    layers = Layers(found, [0] * 4)
    first, second = frozenset({8, 9}), frozenset({12, 13})
    assert len(replicated(found, layers, [first, second])) == 8 + 0  # 8 inner layers, one each
    assert replicated(found, layers, [first, frozenset({13, 14})]) is None


def fusion_plan(text: str, repeats: bool, planner: str = "ilp") -> str:
    context = new_context()
    module = parse_source(text, context)
    with context, ir.Location.unknown():
        run_pipeline(module, "builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan"
                             f"{{repeats={str(repeats).lower()} planner={planner}}})")
        return str(module)


@pytest.mark.parametrize("planner", ["ilp", "scope"])
def test_a_chain_of_transformer_blocks_outlines_the_same_kernels_either_way(planner):
    text = transformer_chain(300)
    on, off = fusion_plan(text, True, planner), fusion_plan(text, False, planner)
    plan_on = next(line for line in on.splitlines() if "stitch.plan = " in line)
    plan_off = next(line for line in off.splitlines() if "stitch.plan = " in line)
    # the blocks interleave in program order: a layer is not a range of ids
    assert 'repeats = {copies = 19 : i64, first_op = "op9", period = 15 : i64}' in plan_on
    assert "planned_ops = 75 " in plan_on and "planned_ops = 300 " in plan_off
    assert "repeats" not in plan_off
    fields = ("fusions", "packs", "objective", "kernels", "scope_rule_kernels")
    for name in fields:
        assert re.search(name + r" = ([^=]*)", plan_on).group(1) == \
            re.search(name + r" = ([^=]*)", plan_off).group(1)
    assert plan_on.count("sources = ") == plan_off.count("sources = ")
    # everything but the plan's report is the same module
    assert on.replace(plan_on, "") == off.replace(plan_off, "")


def test_acyclic_when_collapsed_agrees_with_networkx():
    import random

    rng = random.Random(0)
    for _ in range(200):
        n = rng.randint(2, 12)
        nodes = [PlanNode(f"op{i}", "elementwise", "light",
                          tuple({f"op{rng.randrange(i)}" for _ in range(rng.randint(1, 2))}
                                if i else ("arg0",)), 64, False, 2) for i in range(n)]
        graph = PlanGraph(nodes, {"arg0": 64})
        free = list(range(n))
        rng.shuffle(free)
        groups = []
        while len(free) >= 2 and rng.random() < 0.7:
            size = rng.randint(2, min(4, len(free)))
            groups.append(frozenset(free[:size]))
            free = free[size:]
        assert graph.acyclic_when_collapsed(groups) == (graph.find_cycle(groups) is None)
