"""Outline the GEMMs a library runs (stitch-fusion-plan, before planning the rest).

FusionStitching keeps GEMMs as library calls: each contraction with a library layout
(analysis/gemm_layout.py), with the epilogue ops after it that cuBLASLt computes, becomes
`func.func private @stitch_gemm_N {stitch.library = #stitch.library<{...}>}` called through a
`func.call {stitch.launch}` like a kernel. The attribute is the decision: stitch-lower-to-gpu and
the host plan read it, they do not look at the ops again."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import MAX_VECTOR_ROW
from ..analysis.gemm_layout import NotLibrary, epilogue, gemm_layout
from ..analysis.graph import op_class
from ..analysis.linalg_info import linalg_info
from ..dialects import make_attr
from .outline import erase_dead_pure_ops, outline

LIBRARY_ATTR = "stitch.library"
FALLBACK_ATTR = "stitch.fallback"  # on a GEMM left to the loop kernel: why no library runs it


def outline_library_gemms(module: ir.Operation, entry, keep=lambda op: False) -> int:
    """Outline every library GEMM of `entry` but those `keep(op)` leaves to the planner, with
    its epilogue; the number outlined. A GEMM that no library runs is marked with the reason
    (the report shows its loop kernel as a fallback)."""
    block = entry.regions[0].blocks[0]
    module_block = module.regions[0].blocks[0]
    count = 0
    named = len(library_functions(module))  # outlined by an earlier call
    for op in [op.operation for op in block.operations]:
        if op.name != "linalg.generic" or op_class(op).get("kind") not in ("gemm", "bgemm") \
                or keep(op):
            continue
        try:
            layout = gemm_layout(linalg_info(op))
        except NotLibrary as e:
            op.attributes[FALLBACK_ATTR] = ir.StringAttr.get(f"no library GEMM: {e}")
            continue
        tail = epilogue(op, layout)
        name = f"stitch_gemm_{named + count}"
        a, b = op.operands[layout.a], op.operands[layout.b]
        call_inputs = list(outline(module_block, entry, [op, *tail.ops], name, "library").operands)
        fields = {**layout.fields(), "epilogue": tail.kind,
                  "a": call_inputs.index(a), "b": call_inputs.index(b),
                  "bias": call_inputs.index(tail.bias) if tail.bias is not None else -1}
        ir.SymbolTable(module)[name].attributes[LIBRARY_ATTR] = make_attr("library", fields)
        count += 1
    erase_dead_pure_ops(block)  # the accumulators' fills, now cloned into the calls
    return count


def fusible_gemm(op) -> bool:
    """A batched GEMM small enough to fuse with the softmax around it (attention): it waits
    for the planner, and runs in the library only when the plan leaves it alone. Its k loop
    or the rows it contracts fit a stitched kernel (analysis/fusion_domain.py decides which)."""
    if op_class(op).get("kind") != "bgemm":
        return False
    info = linalg_info(op)
    return len(info.reduction_dims) == 1 and info.ranges[info.reduction_dims[0]] <= MAX_VECTOR_ROW


def library_functions(module: ir.Operation) -> list:
    """The @stitch_gemm_N functions (with their bodies) outlined for a library to run."""
    return [op.operation for op in module.regions[0].blocks[0].operations
            if op.operation.name == "func.func" and LIBRARY_ATTR in op.attributes
            and len(op.regions[0].blocks)]
