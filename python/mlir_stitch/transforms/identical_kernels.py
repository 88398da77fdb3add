"""Merge kernel functions that compute the same thing (stitch-fusion-plan, after outlining).

A model repeats its layers, so its plan holds the same fusion many times: the 3,000-op chain
of examples/large_graphs.py 200 times over 3 distinct bodies, GPT-2 50 over 6. Outlining
launches the function of an earlier group with an equal key instead of building a copy
(transforms/outline.py: kernel_key); what copies remain are merged here. Each copy would
be scheduled over its candidate mappings, lowered and assembled again. Functions whose bodies
are the same ops on the same types and attributes (the text without locations or the function's
own name; the classes stitch-classify wrote, which carry facts about the op's consumers, must
agree too) are one kernel: every call of a copy calls the first, the copies are erased, and the later stages
schedule, lower and assemble it once while the host plan launches it at each call.

The first copy's locations stay, so a diagnostic about the kernel names its first instance.
Library calls (`stitch.library`) compile nothing and keep their own reasons: left apart."""
from __future__ import annotations

from mlir import ir

KERNEL_KINDS = ("stitch.fusion", "stitch.kernel")  # library calls compile nothing


def merge_identical_kernels(module: ir.Operation, entry) -> int:
    """Point every call of a kernel function identical to an earlier one at that one and
    erase it; the number of functions erased."""
    first_of: dict = {}
    renamed: dict = {}
    for op in list(module.regions[0].blocks[0].operations):
        op = op.operation
        if op.name != "func.func" or not any(k in op.attributes for k in KERNEL_KINDS):
            continue
        name = ir.StringAttr(op.attributes["sym_name"]).value
        key = body_key(op, name)
        if key in first_of:
            renamed[name] = first_of[key]
        else:
            first_of[key] = name
    if not renamed:
        return 0
    for op in entry.regions[0].blocks[0].operations:
        op = op.operation
        if op.name == "func.call":
            callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
            if callee in renamed:
                op.attributes["callee"] = ir.FlatSymbolRefAttr.get(renamed[callee])
    for op in list(module.regions[0].blocks[0].operations):
        op = op.operation
        if op.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value in renamed:
            op.erase()
    return len(renamed)


def body_key(func, name: str) -> str:
    """The function's text without locations, its name replaced: equal keys compute the same."""
    text = func.get_asm(enable_debug_info=False, print_generic_op_form=True, use_local_scope=True)
    return text.replace(f'sym_name = "{name}"', 'sym_name = ""', 1)
