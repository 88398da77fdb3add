"""stitch-classify (L0 -> L0): annotate every op with `stitch.class = #stitch.op_class<{...}>`.

Fails with a located error on ops no later level can handle."""
from __future__ import annotations

from mlir import ir

from ..analysis.linalg_info import (UnsupportedIndexMap, iterator_kinds, linalg_info, loop_dims,
                                    operand_map)
from ..analysis.op_class import FREE_OPS, classify
from ..compiler.errors import error_at
from ..dialects import make_attr
from ..run_facts import once
from .base import StitchPass
from .stitch_normalize import entry_function

CLASS_ATTR = "stitch.class"


class StitchClassify(StitchPass):
    argument = "stitch-classify"
    description = "Annotate each op with its class (elementwise/broadcast/reduce/gemm/...)"

    def run(self, module: ir.Operation) -> None:
        func = entry_function(module)
        classes = {}
        for op in func.regions[0].blocks[0].operations:
            op = op.operation
            if op.name == "func.return":
                continue
            classes[op] = classify_op(op)
        mark_heavy_then_broadcast(classes)
        for op, fields in classes.items():  # each op's attribute set once, when complete
            op.attributes[CLASS_ATTR] = class_attr(fields)


def class_attr(fields: dict) -> ir.Attribute:
    """make_attr("op_class", fields), built once per pass run for each distinct class (the
    ops of a graph share a few dozen: building the attribute is most of the cost). The fields
    are plain strings, booleans and integers; each key holds the value's type, as True == 1."""
    key = ("op_class", tuple((name, type(value), value) for name, value in fields.items()))
    return once(key, lambda _: make_attr("op_class", fields))


def classify_op(op: ir.Operation) -> dict:
    if op.name in FREE_OPS:
        if op.name == "arith.constant" and isinstance(op.results[0].type, ir.RankedTensorType) \
                and not ir.ShapedType(op.results[0].type).has_static_shape:
            raise error_at(op, "dynamic constant")
        return {"kind": FREE_OPS[op.name], "detail": "", "heavy": False, "bytes": 0}
    if op.name != "linalg.generic":
        raise error_at(op, f"unsupported op '{op.name}': mlir-stitch handles linalg ops, "
                           "tensor.empty/expand_shape/collapse_shape and arith constants")
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap as e:
        raise error_at(op, f"unsupported linalg.generic: {e}") from None
    for nested in info.body_ops:
        if nested.regions and len(nested.regions[0].blocks):
            raise error_at(nested, f"unsupported op '{nested.name}' with regions in a linalg body")
    return classify(info)


def mark_heavy_then_broadcast(classes: dict) -> None:
    """AStitch's 'expensive elementwise followed by broadcast': such ops become dominant."""
    for op, fields in classes.items():
        if fields["kind"] != "elementwise" or not fields["heavy"]:
            continue
        for use in (u for r in op.results for u in r.uses):
            user = use.owner.operation if hasattr(use.owner, "operation") else use.owner
            if user.name == "linalg.generic" and _broadcasts_operand(user, use.operand_number):
                fields["heavy_then_broadcast"] = True
                break


def _broadcasts_operand(user: ir.Operation, index: int) -> bool:
    """`user` reads operand `index` along fewer loops than it iterates (its map and loop count
    read without a view: classify_op has built one for every generic, so the maps are valid)."""
    loops = len(once(user.attributes["iterator_types"], iterator_kinds))
    return len(loop_dims(operand_map(user, index))) < loops
