"""An FX graph as plain records, for the export worker: (op, name, target, args, kwargs) per
node, other nodes named in args, ATen ops by namespace, name and overload.

Not `torch.save`: a GraphModule pickles as its code, which loading re-traces symbolically, and
that trace runs the factory ops (arange, full) and keeps their results as constants (inlined
blobs in the MLIR); and ATen ops do not pickle. Node names survive, which the MLIR's
`<fx:NODE>` locations refer to."""
from __future__ import annotations

from dataclasses import dataclass


def graph_records(gm) -> list:
    """`gm`'s graph as the records `graph_module` rebuilds it from."""
    import torch

    def plain(value):
        if isinstance(value, torch.fx.Node):
            return _NodeRef(value.name)
        if isinstance(value, (list, tuple)):
            return type(value)(plain(v) for v in value)
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        return value

    def target(node):
        if isinstance(node.target, torch._ops.OpOverload):
            return _OpRef(node.target.namespace, node.target._opname, node.target._overloadname)
        return node.target

    return [(n.op, n.name, target(n), plain(n.args), plain(n.kwargs)) for n in gm.graph.nodes]


@dataclass(frozen=True)
class _NodeRef:
    name: str


@dataclass(frozen=True)
class _OpRef:
    namespace: str
    op: str
    overload: str

    def resolve(self):
        import torch

        return getattr(getattr(getattr(torch.ops, self.namespace), self.op), self.overload)


def graph_module(records: list):
    """The GraphModule `graph_records` describes (the child's side)."""
    import torch

    graph, nodes = torch.fx.Graph(), {}

    def real(value):
        if isinstance(value, _NodeRef):
            return nodes[value.name]
        if isinstance(value, (list, tuple)):
            return type(value)(real(v) for v in value)
        if isinstance(value, dict):
            return {k: real(v) for k, v in value.items()}
        return value

    for op, name, target, args, kwargs in records:
        target = target.resolve() if isinstance(target, _OpRef) else target
        node = graph.create_node(op, target, real(args), real(kwargs), name=name)
        nodes[name] = node
    return torch.fx.GraphModule(torch.nn.Module(), graph)
