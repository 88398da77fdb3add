"""The compute ops of an L0 entry function, in program order, with their op classes and
LinalgInfo views; analysis.plan_graph derives the planner's data-flow graph from them.

Compute ops are the ops that need a kernel (linalg.generic), and the library launches already
outlined (a `func.call` of a @stitch_gemm_N: class "library", never stitched, but a node, so
that paths through it are seen). Reshapes are looked through (they are views on the host side),
and constant fills that only feed linalg ops are left out: they are re-materialised inside every
kernel that reads them."""
from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from ..dialects import LAUNCH_ATTR, read_attr
from .linalg_info import linalg_info

CLASS_ATTR = "stitch.class"


@dataclass
class OpGraph:
    ops: list  # compute ops in program order
    classes: dict = field(default_factory=dict)  # op -> class fields
    index: dict = field(default_factory=dict)  # op -> position in `ops`
    infos: dict = field(default_factory=dict)  # op -> LinalgInfo (built once: planning asks often)


LIBRARY_CLASS = {"kind": "library", "detail": ""}


@dataclass
class CallOperand:
    value: ir.Value
    is_tensor: bool = True


@dataclass
class CallInfo:
    """What the planner reads of a library launch: the tensors it reads."""
    op: ir.Operation
    inputs: list
    outputs: list = field(default_factory=list)
    gathered: list = field(default_factory=list)


def is_library_call(op: ir.Operation) -> bool:
    return op.name == "func.call" and LAUNCH_ATTR in op.attributes and \
        read_attr(op.attributes[LAUNCH_ATTR]).get("kind") == "library"


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
    infos = {}
    for op in block.operations:
        op = op.operation
        if op.name == "linalg.generic":
            infos[op] = linalg_info(op)
        elif is_library_call(op):
            infos[op] = CallInfo(op, [CallOperand(v, isinstance(v.type, ir.ShapedType))
                                      for v in op.operands])
    ops = [op for op, info in infos.items()
           if isinstance(info, CallInfo) or not is_inlined_fill(op, info)]
    classes = {op: LIBRARY_CLASS if isinstance(infos[op], CallInfo) else op_class(op) for op in ops}
    return OpGraph(ops, classes, {op: i for i, op in enumerate(ops)}, {op: infos[op] for op in ops})


