"""Outline a group of ops of the entry function into a private func.func called through a
`func.call {stitch.launch}`, and keep the entry function's block in a valid order afterwards."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import func as func_d

from ..analysis.fusion_domain import producer
from ..analysis.graph import is_inlined_fill
from ..dialects import LAUNCH_ATTR, make_attr

# ops cloned into each kernel that uses them instead of becoming kernel inputs
CLONABLE = ("tensor.empty", "arith.constant")


def is_clonable(op) -> bool:
    if op is None:
        return False
    if op.name == "arith.constant":
        return not isinstance(op.results[0].type, ir.ShapedType)  # tensor constants are buffers
    return op.name == "tensor.empty" or is_inlined_fill(op)


def clonable_cache():
    """is_clonable, remembered per op: a shared fill has thousands of users to look at."""
    seen: dict = {}

    def check(op) -> bool:
        if op is None:
            return False
        if op not in seen:
            seen[op] = is_clonable(op)
        return seen[op]
    return check


def outline(module_block: ir.Block, entry, group: list, name: str, kind: str,
            clonable=is_clonable) -> ir.Operation:
    """Move `group` (ops of `entry`, program order) into `func.func private @name`;
    `clonable` (is_clonable or a clonable_cache()) picks the ops copied into it."""
    members = set(group)
    used = _UsedValues()  # each op's walk once: collecting the inputs, then cloning
    inputs = _group_inputs(group, members, clonable, used)
    outputs = [r for op in group for r in op.results
               if any(u.owner.operation not in members for u in r.uses)]
    with ir.InsertionPoint(module_block):
        # located at its first op: errors about the kernel name a line of the model
        fn = func_d.FuncOp(name, ([v.type for v in inputs], [v.type for v in outputs]),
                           visibility="private", loc=group[0].location)
        fn.attributes[f"stitch.{kind}"] = ir.UnitAttr.get()
    body = fn.add_entry_block()
    mapping = {v: body.arguments[i] for i, v in enumerate(inputs)}
    with ir.InsertionPoint(body):
        for op in group:
            _clone_with_deps(op, mapping, clonable, used)
        func_d.ReturnOp([mapping[v] for v in outputs])
    launch = _insert_launch(group[-1], inputs, outputs, name, kind)
    for i, value in enumerate(outputs):
        for use in list(value.uses):
            if use.owner.operation not in members:
                use.owner.operation.operands[use.operand_number] = launch.results[i]
    for op in reversed(group):
        op.erase()
    return launch


def _group_inputs(group: list, members: set, clonable, used=None) -> list:
    """Values the group reads from outside, also through the ops cloned into it (a fill of
    a scalar argument reads that argument)."""
    inputs, cloned = [], set()

    used = _UsedValues() if used is None else used  # (an empty one is falsy)

    def collect(op):
        for value in used(op):
            src = producer(value)
            if src in members or value in inputs:
                continue
            if not clonable(src):
                inputs.append(value)
            elif src not in cloned:
                cloned.add(src)
                collect(src)

    for op in group:
        collect(op)
    return inputs


def _used_values(op) -> list:
    """Operands of `op` and values its regions capture from outside (the regions read block by
    block: a third cheaper than a walk calling back into Python for every nested op)."""
    if not len(op.regions):
        return list(op.operands)
    read, inner = [], set()

    def scan(regions):
        for region in regions:
            for block in region.blocks:
                inner.update(block.arguments)
                for nested in block.operations:
                    nested = nested.operation
                    read.extend(nested.operands)
                    inner.update(nested.results)
                    if len(nested.regions):
                        scan(nested.regions)
    scan(op.regions)
    return list(op.operands) + [v for v in read if v not in inner]  # (any block order)


class _UsedValues(dict):
    """_used_values of each op asked, remembered (for one outlining: nothing changes the
    group's ops meanwhile)."""

    def __call__(self, op) -> list:
        found = self.get(op)
        if found is None:
            found = self[op] = _used_values(op)
        return found


def _clone_with_deps(op, mapping: dict, clonable, used=None) -> None:
    used = _UsedValues() if used is None else used  # (an empty one is falsy)
    for value in used(op):
        if value not in mapping:
            src = producer(value)
            if clonable(src):
                _clone_with_deps(src, mapping, clonable, used)
    clone = op.clone()
    _remap(clone, mapping)
    for old, new in zip(op.results, clone.results):
        mapping[old] = new


def _remap(op, mapping: dict) -> None:
    def visit(nested):
        for i, value in enumerate(nested.operands):
            if value in mapping:
                nested.operands[i] = mapping[value]
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)


def _insert_launch(anchor, inputs, outputs, name, kind):
    with ir.InsertionPoint(anchor), anchor.location:
        call = func_d.CallOp([v.type for v in outputs], ir.FlatSymbolRefAttr.get(name), list(inputs))
        call.attributes[LAUNCH_ATTR] = make_attr("launch", {"kind": kind})
        return call.operation


def erase_dead_pure_ops(block: ir.Block) -> None:
    """Drop constants, empties and fills left without users by outlining. From the end: an
    op's users usually follow it, so they are gone when it is seen; another pass only where an
    erased op read one that follows it (the order outlining leaves before it is sorted)."""
    again = True
    while again:
        ops = [op.operation for op in block.operations]
        position = {op: i for i, op in enumerate(ops)}
        again = False
        for i in range(len(ops) - 1, -1, -1):
            op = ops[i]
            if op.name in DEAD_WHEN_UNREAD and not any(_is_used(r) for r in op.results):
                later = any(position.get(producer(v), -1) > i for v in op.operands)
                op.erase()
                again = again or later


DEAD_WHEN_UNREAD = ("tensor.empty", "arith.constant", "linalg.generic", "tensor.expand_shape",
                    "tensor.collapse_shape")


def _is_used(value: ir.Value) -> bool:
    return next(iter(value.uses), None) is not None


def topological_sort(block: ir.Block) -> None:
    """Reorder `block` so every value is defined before use (stable w.r.t. current order)."""
    ops = [op.operation for op in block.operations]
    terminator = ops[-1]
    body = ops[:-1]
    position = {op: i for i, op in enumerate(body)}
    done, order = set(), []
    for root in body:  # depth-first, iteratively: graphs have 10,000s of ops
        stack = [(root, False)]
        while stack:
            op, expanded = stack.pop()
            if expanded:
                order.append(op)
                continue
            if op in done:
                continue
            done.add(op)
            stack.append((op, True))
            for value in reversed(_used_values(op)):
                src = producer(value)
                if src in position and src not in done:
                    stack.append((src, False))
    for op in order:
        op.move_before(terminator)
