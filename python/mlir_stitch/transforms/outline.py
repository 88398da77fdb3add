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
            clonable=is_clonable, interface: "Interface | None" = None) -> ir.Operation:
    """Move `group` (ops of `entry`, program order) into `func.func private @name`;
    `clonable` (is_clonable or a clonable_cache()) picks the ops copied into it. The launch."""
    interface = interface or group_interface(group, clonable)
    inputs, outputs, used = interface
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
    return launch_instead(group, interface, name, kind)


class Interface(tuple):
    """(inputs, outputs, used) of a group: the values it reads from outside (also through the
    ops cloned into it), the results read outside it, and `used` (op -> its used values)."""


def group_interface(group: list, clonable=is_clonable, shapes: "OpShapes | None" = None) -> Interface:
    """The interface of `group`; `shapes` (an OpShapes shared by the groups of one outlining)
    remembers each op's walk."""
    members = set(group)
    shapes = shapes if shapes is not None else OpShapes(clonable)
    shapes.start_group()
    used = shapes.used
    inputs = _group_inputs(group, members, clonable, used)
    outputs = [r for op in group for r in op.results
               if any(u.owner.operation not in members for u in r.uses)]
    return Interface((inputs, outputs, used))


def launch_instead(group: list, interface: Interface, name: str, kind: str) -> ir.Operation:
    """Replace `group` by a `func.call @name {stitch.launch}` of its interface (a function
    outlined from it, or from a group whose kernel_key is the same). The launch."""
    inputs, outputs, _ = interface
    members = set(group)
    launch = _insert_launch(group[-1], inputs, outputs, name, kind)
    for i, value in enumerate(outputs):
        for use in list(value.uses):
            if use.owner.operation not in members:
                use.owner.operation.operands[use.operand_number] = launch.results[i]
    for op in reversed(group):
        op.erase()
    return launch


class _Unkeyable(Exception):
    pass


def kernel_key(group: list, interface: Interface, kind: str, shapes: "OpShapes",
               clonable=is_clonable) -> "tuple | None":
    """The function `outline` builds of `group`, described without building it: the input
    types, every op it clones in the order it clones them (dependencies first, as
    _clone_with_deps) as its shape (OpShapes) and the numbers of the values it reads (inputs
    first, then results in definition order), and the numbers of the values it returns. Equal
    keys are the same function but for its name and locations; the printed text, which
    transforms/identical_kernels.py compares, is equal too (MLIR_STITCH_CHECK_KERNEL_KEYS=1
    checks it). None when an op has no shape."""
    inputs, outputs, _ = interface
    number = {v: i for i, v in enumerate(inputs)}
    ops: list = []

    def add(op, cloned=False):
        shape, used = shapes(op, cloned)
        for value in used:
            if value not in number and clonable(producer(value)):
                add(producer(value), True)
        if shape is None:
            raise _Unkeyable(op.name)
        ops.append((shape, tuple([number[v] for v in used])))
        for r in op.results:
            number[r] = len(number)

    try:
        for op in group:
            add(op)
        return (kind, tuple([v.type for v in inputs]), tuple(ops),
                tuple([number[v] for v in outputs]))
    except (_Unkeyable, KeyError):  # (KeyError: a value neither input nor cloned)
        return None


class OpShapes:
    """op -> (shape, used values), from one walk of the op. The used values are the op's
    operands, then the values its regions read from outside in walk order (block by block: a
    third cheaper than a walk calling back into Python for every nested op). The shape is a
    number, equal for ops that are the same but for the values they use: name, attributes
    (inherent ones included; attributes and types are uniqued, so equal is the same), result
    types, operand count, and each region's blocks with their argument types and ops alike, a
    value read inside as the number of an inner value or as the next used value. None for an
    op with successors, or one reading a value before its definition.
    Remembered for the current group (group_interface starts one), and for good where
    outlining cannot change the answer: a clonable op reading only arguments and other
    clonable ops, which no launch rewires (launches replace results of group members only)."""

    def __init__(self, clonable=is_clonable):
        self.clonable = clonable
        self.numbers: dict = {}  # shape -> its number
        self.kept: dict = {}
        self.group: dict = {}

    def start_group(self) -> None:
        self.group = {}

    def __call__(self, op, cloned: bool = False) -> tuple:
        """`cloned`: `op` is a clonable op cloned into the group."""
        found = self.kept.get(op) or self.group.get(op)
        if found is None:
            shape, used = _shape_and_used(op)
            if shape is not None:
                shape = self.numbers.setdefault(shape, len(self.numbers))
            found = (shape, used)
            if cloned and all(self._never_rewired(v) for v in used):
                self.kept[op] = found
            else:
                self.group[op] = found
        return found

    def used(self, op, cloned: bool = False) -> list:
        return self(op, cloned)[1]

    def _never_rewired(self, value) -> bool:
        src = producer(value)
        return src is None or self.clonable(src)


def _shape_and_used(op) -> tuple:
    operands = list(op.operands)
    shape = (op.name, tuple(op.attributes.items()), tuple([r.type for r in op.results]),
             len(operands), len(op.successors))
    if not len(op.regions):
        return (shape if not shape[-1] else None), operands
    inner: dict = {}  # values defined inside -> number
    outside: list = []
    branches = [shape[-1]]

    def regions_shape(regions) -> tuple:
        found = []
        for region in regions:
            blocks = []
            for block in region.blocks:
                arguments = block.arguments
                for a in arguments:
                    inner[a] = len(inner)
                ops = []
                for nested in block.operations:
                    nested = nested.operation
                    refs = []
                    for v in nested.operands:
                        n = inner.get(v)
                        if n is None:
                            outside.append(v)
                        refs.append(n)  # None: the next used value
                    results = nested.results
                    for r in results:
                        inner[r] = len(inner)
                    branches.append(len(nested.successors))
                    ops.append((nested.name, tuple(nested.attributes.items()),
                                tuple([r.type for r in results]), tuple(refs),
                                regions_shape(nested.regions) if len(nested.regions) else ()))
                blocks.append((tuple([a.type for a in arguments]), tuple(ops)))
            found.append(tuple(blocks))
        return tuple(found)

    shape = (shape, regions_shape(op.regions))
    read = [v for v in outside if v not in inner]
    if any(branches) or len(read) != len(outside):
        shape = None
    return shape, operands + read


def _group_inputs(group: list, members: set, clonable, used=None) -> list:
    """Values the group reads from outside, also through the ops cloned into it (a fill of
    a scalar argument reads that argument)."""
    inputs, known, cloned = [], set(), set()
    used = used or OpShapes(clonable).used

    def collect(op, is_clone=False):
        for value in used(op, is_clone):
            src = producer(value)
            if src in members or value in known:
                continue
            if not clonable(src):
                inputs.append(value)
                known.add(value)
            elif src not in cloned:
                cloned.add(src)
                collect(src, True)

    for op in group:
        collect(op)
    return inputs


def used_values(op) -> list:
    """Operands of `op` and values its regions capture from outside (OpShapes' walk)."""
    return _shape_and_used(op)[1] if len(op.regions) else list(op.operands)


def _clone_with_deps(op, mapping: dict, clonable, used=None, cloned: bool = False) -> None:
    used = used or OpShapes(clonable).used
    for value in used(op, cloned):
        if value not in mapping:
            src = producer(value)
            if clonable(src):
                _clone_with_deps(src, mapping, clonable, used, True)
    clone = op.clone()
    remap_operands(clone, mapping)
    for old, new in zip(op.results, clone.results):
        mapping[old] = new


def remap_operands(op, mapping: dict) -> None:
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
        position = None  # built at the first erase: most calls erase nothing
        again = False
        for i in range(len(ops) - 1, -1, -1):
            op = ops[i]
            if op.name in DEAD_WHEN_UNREAD and not any(_is_used(r) for r in op.results):
                position = position or {op: i for i, op in enumerate(ops)}
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
            for value in reversed(used_values(op)):
                src = producer(value)
                if src in position and src not in done:
                    stack.append((src, False))
    for op in order:
        op.move_before(terminator)
