"""The graph the fusion planner works on: compute ops as integer nodes in a topological order,
with their op classes, the tensors they read and write, and those tensors' sizes.

It is free of MLIR objects so that planning scales to 10,000-op graphs and can be tested on
synthetic graphs; `plan_graph_from_ops` builds one from an L0 OpGraph. Node ids are positions
in program order (a topological order), so `u < v` for every edge u -> v."""
from __future__ import annotations

import math
from dataclasses import dataclass


# op classes the kernel generator can stitch (kind, detail)
# a GEMM left to the planner (transforms/library_gemms.py keeps small ones out of the library)
# fuses with the ops around it (analysis/fusion_domain.py: attention's softmax, a Linear's
# epilogue and LayerNorm); the score charges its k loop (analysis/cost_model.py)
STITCHABLE = frozenset({("elementwise", "light"), ("elementwise", "heavy"), ("broadcast", ""),
                        ("reduce", "row"), ("reduce", "col"), ("reduce", "all"), ("gemm", ""),
                        ("bgemm", "")})


@dataclass
class PlanNode:
    name: str  # "op<N>": N is the node id
    kind: str
    detail: str = ""
    inputs: tuple = ()  # tensor names read (function arguments "arg<K>", results "op<N>", constants)
    out_bytes: int = 0  # bytes of the result
    returned: bool = False  # the result is a function result
    operands: int = 0
    macs: int = 0  # a GEMM's multiply-adds (the product of its loops), else 0

    @property
    def stitchable(self) -> bool:
        return (self.kind, self.detail) in STITCHABLE


@dataclass
class PlanGraph:
    nodes: list  # PlanNode by id
    tensor_bytes: dict  # tensor name -> bytes

    def __post_init__(self):
        producer = {n.name: i for i, n in enumerate(self.nodes)}
        succ: list = [[] for _ in self.nodes]
        pred: list = [[] for _ in self.nodes]
        for i, node in enumerate(self.nodes):
            self.tensor_bytes.setdefault(node.name, node.out_bytes)
            for t in node.inputs:
                src = producer.get(t)
                if src is not None:
                    if src >= i:
                        raise ValueError(f"{node.name} reads {t}: node ids must be a topological order")
                    succ[src].append(i)
                    pred[i].append(src)
        # (lists, not a networkx graph: a 10,000-op graph is built in a tenth of the time)
        self.succ = [sorted(set(s)) for s in succ]
        self.pred = [sorted(set(p)) for p in pred]

    @property
    def edges(self) -> list:
        """(producer, consumer) pairs, by producer then consumer."""
        return [(u, v) for u, consumers in enumerate(self.succ) for v in consumers]

    def __len__(self) -> int:
        return len(self.nodes)

    # traffic --------------------------------------------------------------------------
    def unfused_bytes(self, nodes) -> int:
        """Off-chip bytes when every node in `nodes` is its own kernel."""
        return sum(sum(self.tensor_bytes[t] for t in self.nodes[v].inputs) + self.nodes[v].out_bytes
                   for v in nodes)

    def fused_bytes(self, nodes) -> int:
        """Off-chip bytes of one kernel running `nodes`: each outside tensor read once, each
        result written when it is returned or read outside."""
        members = set(nodes)
        names = {self.nodes[v].name for v in members}
        reads = {t for v in members for t in self.nodes[v].inputs if t not in names}
        writes = [v for v in members if self.escapes(v, members)]
        return sum(self.tensor_bytes[t] for t in reads) + sum(self.nodes[v].out_bytes for v in writes)

    def escapes(self, v: int, members: set) -> bool:
        return self.nodes[v].returned or any(s not in members for s in self.succ[v])

    # structure ------------------------------------------------------------------------
    def is_convex(self, nodes) -> bool:
        """No path leaves `nodes` and comes back (collapsing them keeps the graph acyclic).
        Such a path only visits ids between min(nodes) and max(nodes)."""
        members = set(nodes)
        top = max(members)
        stack = [s for v in members for s in self.succ[v] if s not in members and s < top]
        seen = set(stack)
        while stack:
            u = stack.pop()
            for s in self.succ[u]:
                if s in members:
                    return False
                if s < top and s not in seen:
                    seen.add(s)
                    stack.append(s)
        return True

    def acyclic_when_collapsed(self, groups) -> bool:
        """Collapsing every group (disjoint node sets) leaves the graph acyclic."""
        n = len(self.nodes)
        unit_of = list(range(n))  # unit v: node v alone; unit n + i: groups[i]
        for i, group in enumerate(groups):
            for v in group:
                unit_of[v] = n + i
        return self.collapsed_order(unit_of, n + len(groups)) is not None

    def collapsed_order(self, unit_of: list, units: int) -> "tuple[list, list] | None":
        """With node v in unit `unit_of[v]` (of `units`, some possibly empty): each unit's set
        of successor units and a topological order of the units (Kahn's algorithm, in lists:
        a networkx graph of 10,000 nodes takes longer to build than this to run); None when
        collapsing the units makes a cycle."""
        successors: list = [set() for _ in range(units)]
        indegree = [0] * units
        for u, consumers in enumerate(self.succ):
            a = unit_of[u]
            for v in consumers:
                b = unit_of[v]
                if a != b and b not in successors[a]:
                    successors[a].add(b)
                    indegree[b] += 1
        ready = [x for x in range(units) if not indegree[x]]
        order = []
        while ready:
            x = ready.pop()
            order.append(x)
            for y in successors[x]:
                indegree[y] -= 1
                if not indegree[y]:
                    ready.append(y)
        return (successors, order) if len(order) == units else None

    def quotient(self, groups) -> "nx.DiGraph":
        """Graph with every group (iterable of node sets) collapsed; ungrouped nodes stay."""
        import networkx as nx  # (only when a cycle is to be named: see find_cycle)

        group_of = {v: ("g", i) for i, g in enumerate(groups) for v in g}
        q = nx.DiGraph()
        q.add_nodes_from(group_of.get(v, v) for v in range(len(self.nodes)))
        for u, v in self.edges:
            gu, gv = group_of.get(u, u), group_of.get(v, v)
            if gu != gv:
                q.add_edge(gu, gv)
        return q

    def find_cycle(self, groups) -> "list | None":
        """Groups (indices into `groups`) on a cycle of the collapsed graph, or None."""
        groups = list(groups)
        if self.acyclic_when_collapsed(groups):
            return None
        import networkx as nx

        cycle = nx.find_cycle(self.quotient(groups))
        return sorted({n[1] for edge in cycle for n in edge[:2] if isinstance(n, tuple)})

    def partition_depth(self, is_partition) -> list:
        """Number of partition ops on the deepest path into each node (the partition op itself
        counts for its consumers only): nodes of equal depth sit between the same partitions."""
        depth = [0] * len(self.nodes)
        for v in range(len(self.nodes)):
            for u in self.pred[v]:
                depth[v] = max(depth[v], depth[u] + (1 if is_partition(u) else 0))
        return depth


def plan_graph_from_ops(op_graph) -> PlanGraph:
    """PlanGraph of an L0 OpGraph (analysis.graph)."""
    from .op_class import tensor_bytes

    names = _TensorNames(op_graph.index)
    nodes = []
    for i, op in enumerate(op_graph.ops):
        info = op_graph.infos[op]
        inputs = []
        read = [o.value for o in info.inputs + info.outputs if o.is_tensor] + info.gathered
        for value in read:  # a gathered tensor counts as read whole
            name = names.of(value)
            if name is not None and name not in inputs:
                inputs.append(name)
        fields = op_graph.classes[op]
        nodes.append(PlanNode(
            name=f"op{i}", kind=fields.get("kind", "opaque"), detail=fields.get("detail", ""),
            inputs=tuple(inputs), out_bytes=sum(tensor_bytes(r.type) for r in op.results),
            returned=any(u.owner.operation.name == "func.return" for r in op.results for u in r.uses),
            operands=len(op.operands),
            macs=math.prod(info.ranges) if fields.get("kind") in ("gemm", "bgemm") else 0))
    return PlanGraph(nodes, names.sizes)


class _TensorNames:
    """Names of the tensors operands read off-chip: `op<N>` for results of compute op N,
    `arg<K>` for function arguments, `cst<K>` for tensor constants (reshapes looked through)."""

    def __init__(self, index: dict):
        self.index = index
        self.sizes: dict = {}
        self.constants: dict = {}

    def of(self, value) -> "str | None":
        from .fusion_domain import compute_producer
        from .op_class import tensor_bytes

        src = compute_producer(value)
        if src is not None and src in self.index:
            return f"op{self.index[src]}"
        if src is not None and src.name != "arith.constant":
            return None  # an empty init, or a constant fill re-materialised in the kernel
        if src is None:
            name = f"arg{_root_argument(value).arg_number}"
        else:
            name = self.constants.setdefault(src, f"cst{len(self.constants)}")
        self.sizes[name] = tensor_bytes(value.type)
        return name


def _root_argument(value):
    from mlir import ir

    while not isinstance(value.owner, ir.Block):
        value = value.owner.operands[0]  # a reshape
    return ir.BlockArgument(value)
