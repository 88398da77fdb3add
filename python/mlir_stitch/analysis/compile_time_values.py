"""Values of the entry function that no argument reaches: computable once, at compile time.

Decoders build their causal mask from `arange` alone (HF Llama: 7 launches per call for a
[S, S] table that never changes). An op is known at compile time when everything it reads,
its operands and what its regions capture, is a constant or another known op's result, and
each tensor it makes is small enough to hold in the artifact. The slice's frontier (known
values that an unknown op or the return reads) is what stitch-fold-constants replaces by
constants; only a frontier value behind at least one op that would launch a kernel is worth it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from mlir import ir
from mlir.dialects import linalg

from ..compiler.host_plan import NUMPY_DTYPES
from ..transforms.outline import used_values

# ops that compute a value from what they read and nothing else (no memory, no calls)
PURE_DIALECTS = ("linalg.", "tensor.", "arith.", "math.")
TOTAL_WORK = 4  # the slice's elements, at most this many times max-elements
# ops whose results cost no launch: folding a frontier behind only these gains nothing
FREE = ("arith.constant", "tensor.empty", "linalg.fill", "tensor.expand_shape",
        "tensor.collapse_shape")


@dataclass
class KnownSlice:
    ops: list = field(default_factory=list)       # known ops in block order (constants too)
    frontier: list = field(default_factory=list)  # their values read by unknown ops or returned

    def __bool__(self) -> bool:
        return bool(self.frontier)


def compile_time_slice(block: ir.Block, max_elements: int) -> KnownSlice:
    """The known ops of `block` and the frontier values worth folding. Each op computes at most
    `max_elements` elements (a contraction: products), all of them together 4x that: the
    emulator runs them during the compile."""
    costly: dict = {}  # known value -> whether an op that launches lies behind it
    ops = []
    budget = TOTAL_WORK * max_elements
    for op in block.operations:
        op = op.operation
        if not _is_known(op, costly, max_elements):
            continue
        work = 0 if op.name == "arith.constant" else _work(op)
        if work > min(max_elements, budget):
            continue
        budget -= work
        ops.append(op)
        behind = op.name not in FREE or any(costly[v] for v in used_values(op) if v in costly)
        costly.update((r, behind) for r in op.results)
    members = set(ops)
    frontier = [r for op in ops for r in op.results
                if costly[r] and any(u.owner.operation not in members for u in r.uses)]
    return KnownSlice(ops, frontier)


def _work(op) -> int:
    """Elements `op` computes: its loop domain for a structured op (a GEMM's products), else
    the largest tensor it reads or writes."""
    largest = max([_elements(v.type) for v in [*op.operands, *op.results]], default=1)
    maps = linalg.get_indexing_maps(op) if op.name.startswith("linalg.") else None
    if maps is None:
        return largest
    ranges = {}
    for value, amap in zip(op.operands, maps):
        if not isinstance(value.type, ir.RankedTensorType):
            continue
        shape = ir.RankedTensorType(value.type).shape
        for size, expr in zip(shape, ir.AffineMapAttr(amap).value.results):
            if isinstance(expr, ir.AffineDimExpr):  # not a constant (a broadcast unit dim)
                ranges[ir.AffineDimExpr(expr).position] = size
    return max(largest, math.prod(ranges.values()))


def _elements(t: ir.Type) -> int:
    return math.prod(ir.RankedTensorType(t).shape) if isinstance(t, ir.RankedTensorType) else 1


def _is_known(op, known: dict, max_elements: int) -> bool:
    if op.name == "arith.constant":
        return True
    if not op.name.startswith(PURE_DIALECTS) or not len(op.results):
        return False
    if not all(v in known for v in op.operands):  # most ops stop here, before the type checks
        return False
    if not all(_storable(r.type, max_elements) for r in op.results):
        return False
    return all(v in known for v in used_values(op))  # what its regions capture too


def _storable(t: ir.Type, max_elements: int) -> bool:
    """A static tensor of a host element type, at most `max_elements` long."""
    if not isinstance(t, ir.RankedTensorType):
        return False
    shaped = ir.RankedTensorType(t)
    return (shaped.has_static_shape and str(shaped.element_type) in NUMPY_DTYPES
            and math.prod(shaped.shape) <= max_elements)

