"""Remote stitching (AStitch) / kernel packing (FusionStitching): independent fusions and
stitchable ops that sit between the same partition ops merge into one kernel, one block range
per part, saving a launch each and reading shared inputs once.

Two groups are independent when neither reaches the other in the collapsed graph; merging
independent groups never makes a cycle by itself. Reachability among one stage's candidates
comes from descendant bitsets of the collapsed graph, updated exactly as merges happen; a
final check of the whole graph undoes a pack in the rare case that merges of different stages
combine into a cycle."""
from __future__ import annotations

from typing import Callable


MAX_PARTS = 64  # parts per packed kernel


def pack_independent(graph, groups: list, feasible: Callable, is_partition: Callable) -> "tuple[list, list]":
    """(groups after packing, the packs made: each a list of the node sets packed together).

    `groups`: disjoint node sets (the chosen fusions); every stitchable node not in one is a
    candidate on its own."""
    grouped = {v for g in groups for v in g}
    units = [frozenset(g) for g in groups] + [
        frozenset([v]) for v in range(len(graph.nodes)) if v not in grouped]
    desc = _descendants(graph, units)
    depth = graph.partition_depth(is_partition)
    stages: dict = {}
    for u, unit in enumerate(units):
        if all(graph.nodes[v].stitchable for v in unit):
            # a fusion spanning several stages (LayerNorm backward's rows, reading both the
            # arguments and a library GEMM's dx) joins its last: its dbeta sits there
            stages.setdefault(max(depth[v] for v in unit), []).append(u)
    packs = []
    for stage in sorted(stages):
        packs += _pack_stage(units, stages[stage], desc, feasible)
    while True:
        merged = _apply(units, packs)
        cycle = graph.find_cycle(merged)
        if cycle is None:
            break
        bad = {k for k in cycle if k < len(packs)}
        if not bad:
            raise RuntimeError("internal error: the plan was cyclic before packing")
        packs = [p for k, p in enumerate(packs) if k not in bad]
    result = _apply(units, packs)
    return [g for g in result if len(g) > 1], [[units[u] for u in p] for p in packs]


def _apply(units: list, packs: list) -> list:
    """Packed groups first (in pack order), then the units not packed."""
    packed = {u for p in packs for u in p}
    return ([frozenset().union(*(units[u] for u in p)) for p in packs]
            + [units[u] for u in range(len(units)) if u not in packed])


def _pack_stage(units, candidates: list, desc: list, feasible) -> list:
    """Greedy first fit in topological order; reach[u] is kept exact under the merges."""
    bit = {u: 1 << u for u in candidates}
    reach = {u: desc[u] for u in candidates}  # bitset of units u reaches
    packs: list = []  # [members, combined reach bits, member bits]
    for u in candidates:
        for pack in packs:
            members, pack_reach, pack_bits = pack
            if len(members) >= MAX_PARTS:
                continue
            if pack_reach & bit[u] or reach[u] & pack_bits:
                continue  # dependent: merging would make a cycle
            nodes = frozenset().union(*(units[m] for m in members), units[u])
            if feasible(nodes) is not None:
                continue
            members.append(u)
            pack[1] = pack_reach | reach[u]
            pack[2] = pack_bits | bit[u]
            _propagate(reach, candidates, pack)
            break
        else:
            packs.append([[u], reach[u], bit[u]])
    return [members for members, _, _ in packs if len(members) > 1]


def _propagate(reach: dict, candidates: list, pack: list) -> None:
    """After a merge, whoever reaches one member reaches everything the pack reaches."""
    _, pack_reach, pack_bits = pack
    for c in candidates:
        if reach[c] & pack_bits:
            reach[c] |= pack_reach | pack_bits


def _descendants(graph, units: list) -> list:
    """Per unit, the bitset of units it reaches in the collapsed graph (reverse topological)."""
    unit_of = [0] * len(graph.nodes)
    for u, unit in enumerate(units):
        for v in unit:
            unit_of[v] = u
    collapsed = graph.collapsed_order(unit_of, len(units))
    if collapsed is None:
        raise RuntimeError("internal error: the plan was cyclic before packing")
    successors, order = collapsed
    desc = [0] * len(units)
    for u in reversed(order):
        bits = 0
        for s in successors[u]:
            bits |= desc[s] | (1 << s)
        desc[u] = bits
    return desc
