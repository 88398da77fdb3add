"""Splitting a functional ATen graph into the partitions mlir-stitch compiles and torch ops.

torch's own CapabilityBasedPartitioner groups the supported nodes into as few partitions as
keep the graph acyclic (the stitching then happens inside each); `fuse_partitions` makes each a
submodule `stitch_N` called from the top graph, whose other nodes run as torch ops. A partition
of views alone (a permute between two convolutions) is left to torch, where it costs nothing."""
from __future__ import annotations

from dataclasses import dataclass

from .support import is_view, operator_support

PREFIX = "stitch_"


@dataclass
class Part:
    """One partition: its submodule's name in the split graph, the submodule, and the
    (shape, dtype, device, strides) of each of its inputs."""
    name: str
    module: object  # torch.fx.GraphModule
    specs: list
    nodes: "set[str]"  # names of the original graph's nodes it holds


def split(gm, refused: dict) -> "tuple[object, list[Part]]":
    """(the split GraphModule, its partitions); `gm` itself is left as it is."""
    from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner

    gm = _copy(gm)
    partitioner = CapabilityBasedPartitioner(gm, operator_support(refused),
                                             allows_single_node_partition=True)
    partitions = [p for p in partitioner.propose_partitions()
                  if not all(is_view(node) for node in p.nodes)]
    names = [{node.name for node in p.nodes} for p in partitions]
    fused = partitioner.fuse_partitions(partitions, prefix=PREFIX) if partitions else gm
    parts = []
    for node in fused.graph.nodes:
        if node.op == "call_module" and node.target.startswith(PREFIX):
            index = int(node.target.removeprefix(PREFIX))
            specs = [_spec(arg) for arg in node.args]
            parts.append(Part(node.target, getattr(fused, node.target), specs, names[index]))
    return fused, parts


def _copy(gm):
    """A GraphModule of its own graph (node metadata shared: deepcopy cannot copy the fake
    tensors there), sharing `gm`'s attributes."""
    import torch

    graph = torch.fx.Graph()
    output = graph.graph_copy(gm.graph, {})
    graph.output(output)
    return torch.fx.GraphModule(gm, graph)


def _spec(arg) -> tuple:
    value = arg.meta["val"]
    return tuple(value.shape), value.dtype, value.device, tuple(value.stride())


def left_to_torch(fused) -> list:
    """The top graph's nodes that compute in torch (not views, not the partitions)."""
    return [node for node in fused.graph.nodes
            if node.op == "call_function" and not is_view(node)]
