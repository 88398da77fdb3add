"""stitch-fusion-plan (L0 -> L1): choose the fusions and outline them.

Scope rule of AStitch (the first planner): grow each maximal connected set of memory-intensive
ops (elementwise, broadcast, row reductions) along producer/consumer edges, as long as the set
still forms one kernel of a supported template (analysis.fusion_domain) and the graph with
every set collapsed stays acyclic. Each set becomes `func.func private @stitch_fusion_N
{stitch.fusion}`; every other compute op (gemm, column/all reductions, opaque ops) becomes a
single-op `@stitch_kernel_N {stitch.kernel}`. The entry function keeps one `func.call {stitch.launch}` per
kernel plus the host-side ops (reshapes, tensor constants)."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import Rejected, analyze_fusion
from ..analysis.graph import build_graph
from ..analysis.linalg_info import linalg_info
from ..transforms.outline import erase_dead_pure_ops, outline, topological_sort
from .base import StitchPass
from .stitch_normalize import entry_function

STITCHABLE = {("elementwise", "light"), ("elementwise", "heavy"), ("broadcast", ""),
              ("reduce", "row"), ("fill", "")}


class StitchFusionPlan(StitchPass):
    argument = "stitch-fusion-plan"
    description = "Choose fusions (AStitch scope rule, acyclic) and outline each into a function"

    def run(self, module: ir.Operation) -> None:
        entry = entry_function(module)
        groups = plan_groups(entry)
        block = entry.regions[0].blocks[0]
        module_block = module.regions[0].blocks[0]
        fusion_count = kernel_count = 0
        for group in groups:
            if _stitchable(group[0]):
                name, kind = f"stitch_fusion_{fusion_count}", "fusion"
                fusion_count += 1
            else:
                name, kind = f"stitch_kernel_{kernel_count}", "kernel"
                kernel_count += 1
            outline(module_block, entry, group, name, kind)
        erase_dead_pure_ops(block)
        topological_sort(block)


def _stitchable(op) -> bool:
    from ..analysis.graph import op_class

    fields = op_class(op)
    return (fields.get("kind"), fields.get("detail", "")) in STITCHABLE


def plan_groups(entry) -> list:
    """Groups of compute ops (each in program order), ordered by their first op."""
    g = build_graph(entry)
    group_of = {op: i for i, op in enumerate(g.ops)}
    members = {i: [op] for i, op in enumerate(g.ops)}
    for consumer in g.ops:
        if not _stitchable(consumer):
            continue
        for prod in g.producers(consumer):
            a, b = group_of[prod], group_of[consumer]
            if a == b or not _stitchable(prod):
                continue
            merged = sorted(members[a] + members[b], key=g.index.__getitem__)
            if not _one_kernel(merged):
                continue
            trial = {op: (a if grp == b else grp) for op, grp in group_of.items()}
            if not g.quotient_is_acyclic(trial):
                continue
            for op in members.pop(b):
                group_of[op] = a
            members[a] = merged
    return sorted(members.values(), key=lambda ops: g.index[ops[0]])


def _one_kernel(ops: list) -> bool:
    try:
        analyze_fusion([linalg_info(op) for op in ops])
        return True
    except Rejected:
        return False
