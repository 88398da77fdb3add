"""Repeated layers of a plan graph: planned once, their plan given to every copy.

A model of k identical layers (a transformer's blocks, large_graphs' chains) asks the planner
the same questions k times over: the same patterns, the same feasibility answers, an ILP k
times as large. `find_repeats` finds the longest run of nodes [start, start + k·period) in which
node v + period is a copy of node v: the same op structure (`structure[v]`: what the
feasibility memo keys on, free of node ids) and plan-graph facts, reading the copies of what v
reads (a node of its own or the previous copy), or the same node before the run (RoPE's
tables), or arguments that correspond one to one (each layer's weights, or the same weight).

`reduced_graph` keeps the nodes before the run, its first PLANNED_COPIES copies and the nodes
after it (renumbered onto the last copy kept); the planner plans that small graph exactly, and
`replicated` gives its plan to the full graph when it repeats: `layers_of` assigns each copy's
ops to layers in which every chosen group lies (a layer may take ops of the next copy: program
order interleaves a block's last ops with the next one's first), the two inner layers' groups
must agree, the head (the nodes before the first inner layer) keeps its plan, every inner
layer of the full graph gets the first inner layer's groups and the tail the reduced graph's
tail. Each copy's node sets have the structure of their originals, so the feasibility memo and
the cost model answer alike; the planner checks that the whole plan collapses without a cycle.
When the reduced plan does not repeat, the planner plans the full graph."""
from __future__ import annotations

from dataclasses import dataclass, field

from .plan_graph import PlanGraph, PlanNode

MIN_COPIES = 6  # fewer copies: planning them all costs little more than the reduced graph
MIN_NODES = 200  # smaller graphs are planned whole
PLANNED_COPIES = 4  # copies kept in the reduced graph: a head, two inner copies, a tail
CANDIDATE_OFFSETS = 8  # periods tried: distances to the next few nodes of the same structure


@dataclass(frozen=True)
class Repeats:
    start: int  # first node of the first copy
    period: int  # nodes per copy
    copies: int

    @property
    def end(self) -> int:
        return self.start + self.period * self.copies

    @property
    def dropped(self) -> int:
        """Nodes of the copies the reduced graph leaves out (its suffix ids + this = full ids)."""
        return (self.copies - PLANNED_COPIES) * self.period

    def to_full(self, v: int) -> int:
        """The full graph's id of reduced-graph node `v`."""
        return v if v < self.start + PLANNED_COPIES * self.period else v + self.dropped


def find_repeats(graph: PlanGraph, structure: list) -> "Repeats | None":
    """The longest run of at least MIN_COPIES copies (see the module doc), or None.
    `structure[v]`: (hashable facts of node v's op, the node ids its operands read, -1 for
    none), as analysis/feasibility_memo.StructuralFeasibility.structure gives them."""
    n = len(graph.nodes)
    if n < MIN_NODES:
        return None
    numbers: dict = {}
    kinds = [numbers.setdefault(_facts(node, facts), len(numbers))
             for node, (facts, _) in zip(graph.nodes, structure)]
    runs = [(period, run) for period in _candidate_periods(kinds)
            if (run := _run_around(kinds, period, n // 2)) is not None]
    # the longest first, of those as long the shortest period (most copies)
    runs.sort(key=lambda pr: (-((pr[1][1] - pr[1][0]) // pr[0] + 1) * pr[0], pr[0]))
    reads = [facts_reads + tuple([t if (u := _node_id(t)) is None else u for t in node.inputs])
             for node, (_, facts_reads) in zip(graph.nodes, structure)]
    for period, (first, last) in runs:
        found = _exact(graph, reads, first, last, period)
        if found is not None:
            return found
    return None


def _facts(node: PlanNode, facts) -> tuple:
    return (facts, node.kind, node.detail, node.out_bytes, node.returned, node.operands,
            node.macs, len(node.inputs))


def _candidate_periods(kinds: list) -> list:
    """Distances from a few nodes to the next nodes of the same structure."""
    n = len(kinds)
    periods = set()
    for probe in (n // 3, n // 2, 2 * n // 3):
        later = [v for v in range(probe + 1, n) if kinds[v] == kinds[probe]][:CANDIDATE_OFFSETS]
        periods.update(v - probe for v in later)
    return sorted(periods)


def _run_around(kinds: list, period: int, probe: int) -> "tuple | None":
    """(first, last + 1) of the nodes around `probe` whose structure equals that of the node
    `period` later: the run's copies are [first, last + period)."""
    n = len(kinds)
    if probe + period >= n or kinds[probe] != kinds[probe + period]:
        return None
    first = probe
    while first > 0 and kinds[first - 1] == kinds[first - 1 + period]:
        first -= 1
    last = probe + 1
    while last + period < n and kinds[last] == kinds[last + period]:
        last += 1
    return first, last


def _exact(graph, reads: list, first: int, last: int, period: int) -> "Repeats | None":
    """The run within [first, last + period) whose copies read alike, or None: the nodes
    that fail shrink it to the longest stretch between them."""
    start, end = first, last + period
    for _ in range(2):
        copies = (end - start) // period
        if copies < MIN_COPIES:
            return None
        end = start + copies * period
        bad = _mismatches(graph.tensor_bytes, reads, start, end, period)
        if not bad:
            found = Repeats(start, period, copies)
            return found if _suffix_reads_last_copy(reads, found) else None
        # the longest stretch of matching nodes: copies [v - period, ...) of its first node v
        edges = [start + period - 1] + bad + [end]
        lo, hi = max(zip(edges, edges[1:]), key=lambda e: e[1] - e[0])
        start, end = lo + 1 - period, hi
    return None


def _mismatches(sizes: dict, reads: list, start: int, end: int, period: int) -> list:
    """Nodes v in the copies after the first that do not read as node v - period does: each
    node read is the copy of its counterpart's in this copy or the one before, or the same
    node before the run (or -1, none, for both); each argument or constant corresponds one to
    one (see _Correspondence)."""
    names = _Correspondence()
    bad = []
    for v in range(start + period, end):
        lowest = start + ((v - start) // period - 1) * period
        for r0, r1 in zip(reads[v - period], reads[v]):
            if r0.__class__ is int:
                if r1.__class__ is int and (r1 == r0 < start or
                                            (r0 >= 0 and r1 == r0 + period and r1 >= lowest)):
                    continue
            elif r1.__class__ is str and sizes[r0] == sizes[r1] and names.pair(r0, r1):
                continue
            bad.append(v)
            break
    return bad


@dataclass
class _Correspondence:
    """Arguments and constants read by copies, one to one: a layer's own weight, or one every
    layer reads. Which tensors a node set reads decides its traffic (a tensor read twice is
    read once), so copies must pair them the same way throughout."""
    forward: dict = field(default_factory=dict)
    backward: dict = field(default_factory=dict)

    def pair(self, t0: str, t1: str) -> bool:
        return self.forward.setdefault(t0, t1) == t1 and self.backward.setdefault(t1, t0) == t0


def _node_id(name: str) -> "int | None":
    return int(name[2:]) if name.startswith("op") else None


def _suffix_reads_last_copy(reads: list, found: Repeats) -> bool:
    """Nodes after the run read only the last copy of it (the reduced graph keeps that one)."""
    lowest = found.end - found.period
    return not any(r.__class__ is int and found.start <= r < lowest
                   for v in range(found.end, len(reads)) for r in reads[v])


def reduced_graph(graph: PlanGraph, found: Repeats) -> PlanGraph:
    """The graph of the nodes before the run, its first PLANNED_COPIES copies and the nodes
    after it, renumbered after the last copy kept."""
    kept = found.start + PLANNED_COPIES * found.period

    def renamed(name: str) -> str:
        u = _node_id(name)
        return name if u is None or u < kept else f"op{u - found.dropped}"
    nodes = []
    for v in list(range(kept)) + list(range(found.end, len(graph.nodes))):
        node = graph.nodes[v]
        nodes.append(PlanNode(f"op{len(nodes)}", node.kind, node.detail,
                              tuple(renamed(t) for t in node.inputs), node.out_bytes,
                              node.returned, node.operands, node.macs))
    sizes = {t: b for t, b in graph.tensor_bytes.items() if _node_id(t) is None}
    return PlanGraph(nodes, sizes)


@dataclass
class Layers:
    """The reduced graph's nodes by layer: a layer is one copy's nodes, but a node may belong
    to the layer before its copy (shift 1 for its phase: the copy boundary a plan's groups
    respect need not fall between ids, since program order interleaves a layer's last ops with
    the next one's first). Segment 0: the nodes before the run and layers up to 0; 1 and 2: the
    two inner layers; 3: the tail (the last layer kept, partial, and the nodes after the run)."""
    found: Repeats
    shift: list  # per phase, 0 or 1

    def segment(self, v: int) -> int:
        found = self.found
        if v < found.start:
            return 0
        if v >= found.start + PLANNED_COPIES * found.period:
            return 3
        copy, phase = divmod(v - found.start, found.period)
        return min(3, max(0, copy - self.shift[phase]))

    def span(self, nodes) -> int:
        """How many layer boundaries `nodes` crosses."""
        segments = [self.segment(v) for v in nodes]
        return max(segments) - min(segments)


def layers_of(found: Repeats, groups: list) -> "Layers | None":
    """The layers the reduced graph's groups (chosen fusions, scope-rule groups) lie in, each
    group in one; None when there are none (a group spanning more than two copies, say)."""
    kept = found.start + PLANNED_COPIES * found.period
    parent = list(range(found.period))
    offset = [0] * found.period  # shift[phase] - shift[parent[phase]]

    def root(phase: int) -> tuple:
        total = 0
        while parent[phase] != phase:
            total += offset[phase]
            phase = parent[phase]
        return phase, total
    for group in groups:
        inside = [divmod(v - found.start, found.period) for v in group if found.start <= v < kept]
        for (copy0, phase0), (copy, phase) in zip(inside, inside[1:]):
            (r0, s0), (r, s) = root(phase0), root(phase)
            # copy - shift[phase] == copy0 - shift[phase0]
            if r0 != r:
                parent[r], offset[r] = r0, s0 + copy - copy0 - s
            elif s - s0 != copy - copy0:
                return None
    shifts = [root(phase) for phase in range(found.period)]
    lowest: dict = {}
    for r, s in shifts:
        lowest[r] = min(lowest.get(r, s), s)
    shift = [s - lowest[r] for r, s in shifts]
    if max(shift) > 1:
        return None
    layers = Layers(found, shift)
    return None if any(layers.span(g) for g in groups) else layers


def replicated(found: Repeats, layers: Layers, node_sets: list) -> "list | None":
    """Each of the reduced graph's `node_sets` (in order) with its full-graph copies as
    (full node set, the reduced set it copies, offset): the head's sets once, those starting
    in the first inner layer once per inner layer of the full graph, the tail's shifted to the
    full graph's tail. A set across more than one boundary (a substitution step's component
    through every layer) is no set of the full graph's layers: it is left out. None when the
    second inner layer's sets are not the first's moved by one period."""
    inner = found.copies - 2  # inner layers of the full graph
    segments = [(min(map(layers.segment, s)), max(map(layers.segment, s))) for s in node_sets]
    first_inner = {s for s, seg in zip(node_sets, segments) if seg == (1, 1)}
    second_inner = {s for s, seg in zip(node_sets, segments) if seg == (2, 2)}
    if {frozenset(v + found.period for v in s) for s in first_inner} != second_inner:
        return None
    out = []
    for s, (low, high) in zip(node_sets, segments):
        if high - low > 1:
            continue
        if high == 0 or (low, high) == (0, 1):
            offsets = [0]
        elif low == 1:  # copies starting in every inner layer (reaching into the next one)
            offsets = [j * found.period for j in range(inner - (high - low))]
        elif (low, high) == (2, 2):
            continue  # a copy of a set of the first inner layer
        else:  # the tail, or the last inner layer's boundary with it
            offsets = [found.dropped]
        out += [(frozenset(map(d.__add__, s)), s, d) for d in offsets]
    return out
