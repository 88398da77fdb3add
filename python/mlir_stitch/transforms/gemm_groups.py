"""Group the library GEMMs that read one A (stitch-fusion-plan, after outlining).

Calls of @stitch_gemm_N (transforms/library_gemms.py) reading the same A value, with the same
layout and types, batch 1 and no epilogue, are one library launch: cuBLAS's batched GEMM over
arrays of pointers (runtime/backends/cuda_grouped.py). q, k and v of one hidden state are one
launch instead of three, an FFN's gate and up one instead of two, and at a few hundred tokens
their output tiles fill the GPU together where each alone leaves most SMs idle.

The decision is written into each member call's #stitch.launch as `group = "gemm_group_K"`,
and the members are moved next to each other, after the first: a later member only moves when
everything it reads is defined before the first. The host plan makes each run of calls of one
group a `gemm_group` step."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import producer
from ..dialects import LAUNCH_ATTR, make_attr, read_attr
from ..runtime.library import LAYOUT_FIELDS
from .library_gemms import LIBRARY_ATTR, library_functions

GROUP_FIELD = "group"


def group_library_gemms(module: ir.Operation, entry) -> int:
    """Group the library calls of `entry` that one batched call can run; the groups made."""
    block = entry.regions[0].blocks[0]
    library = {ir.StringAttr(fn.attributes["sym_name"]).value: read_attr(fn.attributes[LIBRARY_ATTR])
               for fn in library_functions(module)}
    ops = [op.operation for op in block.operations]
    position = {op: i for i, op in enumerate(ops)}
    siblings: dict = {}
    for op in ops:
        fields = _library_fields(op, library)
        if fields is not None and _groupable(op, fields):
            siblings.setdefault(_sibling_key(op, fields), []).append(op)
    groups = 0
    for calls in siblings.values():
        first = calls[0]
        members = [first] + [c for c in calls[1:] if _reads_only_before(c, position[first], position)]
        if len(members) < 2:
            continue
        for later in reversed(members[1:]):
            later.move_after(first)
        name = f"gemm_group_{groups}"
        for call in members:
            fields = read_attr(call.attributes[LAUNCH_ATTR])
            call.attributes[LAUNCH_ATTR] = make_attr("launch", {**fields, GROUP_FIELD: name})
        groups += 1
    return groups


def _library_fields(op, library: dict) -> "dict | None":
    if op.name != "func.call" or LAUNCH_ATTR not in op.attributes:
        return None
    return library.get(ir.FlatSymbolRefAttr(op.attributes["callee"]).value)


def _groupable(call, fields: dict) -> bool:
    """A plain GEMM: one contiguous matrix each (no strided views: the grouped call reads
    A, B_i and out_i whole), one result, no bias, residual or activation (a batched call
    computes A·B_i alone)."""
    return (fields["batch"] == 1 and fields["epilogue"] == "none" and fields["bias"] < 0
            and fields.get("residual", -1) < 0 and fields.get("out_order", "bmn") == "bmn"
            and "views" not in fields and len(call.results) == 1)


def _sibling_key(call, fields: dict) -> tuple:
    """Calls of one key are one batched call: the same A value, layout, compute and types."""
    return (call.operands[fields["a"]], tuple(fields[k] for k in LAYOUT_FIELDS),
            fields.get("compute", "f32"), str(call.operands[fields["b"]].type),
            str(call.results[0].type))


def _reads_only_before(call, limit: int, position: dict) -> bool:
    """Every operand of `call` is an argument or the result of an op before position `limit`."""
    return all(producer(v) is None or position.get(producer(v), limit) < limit
               for v in call.operands)
