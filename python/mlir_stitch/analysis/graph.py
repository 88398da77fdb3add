"""The compute ops of an L0 entry function, in program order, with their op classes and
LinalgInfo views; analysis.plan_graph derives the planner's data-flow graph from them.

Compute ops are the ops that need a kernel (linalg.generic). Reshapes are looked through
(they are views on the host side), and constant fills that only feed linalg ops are left out:
they are re-materialised inside every kernel that reads them."""
from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from ..dialects import read_attr
from .linalg_info import linalg_info

CLASS_ATTR = "stitch.class"


@dataclass
class OpGraph:
    ops: list  # compute ops in program order
    classes: dict = field(default_factory=dict)  # op -> class fields
    index: dict = field(default_factory=dict)  # op -> position in `ops`
    infos: dict = field(default_factory=dict)  # op -> LinalgInfo (built once: planning asks often)


def op_class(op: ir.Operation) -> dict:
    if CLASS_ATTR not in op.attributes:
        return {}
    return read_attr(op.attributes[CLASS_ATTR])


def is_inlined_fill(op: ir.Operation, info=None) -> bool:
    """A constant fill whose users are all linalg ops: cloned into its users' kernels."""
    if op.name != "linalg.generic" or not (info or linalg_info(op)).is_constant_fill():
        return False
    users = [u.owner.operation for u in op.results[0].uses]
    return bool(users) and all(u.name == "linalg.generic" for u in users)


def build_graph(func) -> OpGraph:
    block = func.regions[0].blocks[0]
    infos = {op.operation: linalg_info(op.operation) for op in block.operations
             if op.operation.name == "linalg.generic"}
    ops = [op for op, info in infos.items() if not is_inlined_fill(op, info)]
    return OpGraph(ops, {op: op_class(op) for op in ops}, {op: i for i, op in enumerate(ops)},
                   {op: infos[op] for op in ops})


