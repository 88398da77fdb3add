"""Drop f32 -> f16/bf16 -> f32 round trips between tensors (stitch-normalize).

torch-mlir rounds each half-precision op's f32 result to f16/bf16 (a `truncf` generic) and
widens it again (`extf`) for the GEMM that reads it: a bf16 attention's P·V through the head
merge's reshapes and transpose into the output projection, the FFN's GELU into the down
projection. The half tensor between them is a kernel boundary the f32 model does not have
(the GEMM's operand is a flat kernel of its own), and a write and a read.

A widening generic that only GEMMs read, reading a narrowing generic's result directly or
through expand/collapse_shape ops and copies (transposes), is replaced by the same views of the
narrowing's f32 input: the GEMM reads the value in f32, as values inside a kernel are, where a
half body computes in f32 and rounds once at the store (excess precision, XLA's GPU default).
Readers of the half tensor that do not widen it keep the narrowing; one nothing reads goes.
(A widening that elementwise ops read stays: it joins its producer's kernel as it is.)

Except where the narrowing rounds the result of a GEMM a stitched kernel can hold and every GEMM
reading the widening can be fused too (a bf16 attention's P·V into a small output projection):
there the round trip stays, the rounding as P·V's epilogue in the attention kernel, and the
widening is inlined into the readers now (before the reshape folds, so that they read the views
of the half tensor): they read it at half the bytes, on tensor cores where they can, rounded
where the framework rounds. So too where a GEMM the library runs (more than MAX_FUSED_K
products per element) reads its other operand as the same half type (a bf16 weight): cuBLASLt
reads two halves as they are (transforms/library_gemms.py), where an f32 operand beside a half
one would need an f32 copy of the weight. Beside an f32 operand, the GEMM reads f32."""
from __future__ import annotations

from math import prod

from mlir import ir

from ..analysis.fusion_domain import MAX_FUSED_K, RESHAPES, fusible_contraction, producer
from ..analysis.linalg_info import UnsupportedIndexMap, body_widens, linalg_info
from ..analysis.op_class import is_contraction_op, only_contractions_read
from .copy_reshapes import copy_of
from .inline_producers import inline_everywhere
from .outline import erase_dead_pure_ops


def drop_half_round_trips(block: ir.Block) -> int:
    """Rewire every widening of a narrowed value (module docstring); the number rewired."""
    rewired, kept = 0, []
    for op in list(block.operations):
        op = op.operation
        if op.name != "linalg.generic" or not body_widens(op) or not _converts(op, narrowing=False) \
                or not only_contractions_read(op):
            continue
        views, source = _views_of_narrowed(op.operands[0])
        if source is None:
            continue
        if _rounds_for_fused_gemms(source, op) or _read_as_halves_by_the_library(op):
            kept.append(op)
            continue
        with ir.InsertionPoint(op), op.location:
            value = source
            for view in reversed(views):
                value = _view_of(view, value)
                if value is None:
                    break
        if value is not None:
            op.results[0].replace_all_uses_with(value)
            rewired += 1
    for op in kept:  # after the loop: inlining replaces the readers, later ops of its list
        inline_everywhere(op)
    erase_dead_pure_ops(block)  # the widenings, the narrowings and views left unread (and
    return rewired              # the views of a chain a copy's map ended)


def _views_of_narrowed(value: ir.Value) -> tuple:
    """(the reshapes and copies from `value` up to a narrowing generic, that narrowing's f32
    input), or ([], None) when `value` is no such view."""
    views, source = _through_views(value)
    if source is not None and source.name == "linalg.generic" and _converts(source, narrowing=True):
        return views, source.operands[0]
    return [], None


def _through_views(value: ir.Value) -> tuple:
    """(the reshapes and copy generics from `value` back to the first op that is neither, that
    op or None for a block argument)."""
    views = []
    while isinstance(value, ir.OpResult):
        owner = value.owner.operation if hasattr(value.owner, "operation") else value.owner
        info = _info(owner) if owner.name == "linalg.generic" and len(owner.results) == 1 else None
        if owner.name in RESHAPES or (info is not None and info.is_copy()):
            views.append(owner)
            value = owner.operands[0]
        else:
            return views, owner
    return views, None


def _rounds_for_fused_gemms(source: ir.Value, widening: ir.Operation) -> bool:
    """The narrowed f32 `source` is the result of a GEMM small enough for a stitched kernel
    (its rounding then that kernel's epilogue), and every GEMM reading `widening` is one a
    stitched kernel computes rather than the library: at most MAX_FUSED_K products per element,
    its result read by an elementwise op (a bias, a residual add) it joins."""
    gemm = producer(source)
    if gemm is None or gemm.name != "linalg.generic" or not is_contraction_op(gemm):
        return False
    return fusible_contraction(linalg_info(gemm)) and all(
        _fused_gemm(use.owner.operation) for use in widening.results[0].uses)


def _read_as_halves_by_the_library(widening: ir.Operation) -> bool:
    """A GEMM the library runs (more than MAX_FUSED_K products per element) reads `widening`,
    and its other operand is a half of the type `widening` widens (widened by the GEMM's body,
    or by a widening generic, through views)."""
    half = str(ir.RankedTensorType(widening.operands[0].type).element_type)
    for use in widening.results[0].uses:
        info = _info(use.owner.operation)
        if info is None or not is_contraction_op(use.owner.operation) or \
                prod(info.ranges[d] for d in info.reduction_dims) <= MAX_FUSED_K:
            continue
        others = [o.value for o in info.inputs if o.value != widening.results[0]]
        if len(others) == 1 and _half_before_widening(others[0]) == half:
            return True
    return False


def _half_before_widening(value: ir.Value):
    """The element type of `value` when it is a half; else, when `value` is a widening generic's
    result (through reshapes and copies), the half type it widens; else None."""
    element = str(ir.RankedTensorType(value.type).element_type) \
        if isinstance(value.type, ir.RankedTensorType) else None
    if element == "f32":
        _, source = _through_views(value)
        if source is None or source.name != "linalg.generic" or \
                not _converts(source, narrowing=False):
            return None
        element = str(ir.RankedTensorType(source.operands[0].type).element_type)
    return element if element in ("f16", "bf16") else None


def _fused_gemm(gemm: ir.Operation) -> bool:
    """GEMM `gemm` sums at most MAX_FUSED_K products per element and an elementwise op it
    joins reads its result."""
    info = _info(gemm)
    return info is not None and prod(info.ranges[d] for d in info.reduction_dims) \
        <= MAX_FUSED_K and _has_elementwise_reader(gemm.results[0])


def _has_elementwise_reader(value: ir.Value) -> bool:
    """A generic that is no contraction reads `value`, directly or through reshapes."""
    for use in value.uses:
        reader = use.owner.operation if hasattr(use.owner, "operation") else use.owner
        if reader.name in RESHAPES and _has_elementwise_reader(reader.results[0]):
            return True
        if reader.name == "linalg.generic" and not is_contraction_op(reader):
            return True
    return False


def _converts(op: ir.Operation, narrowing: bool) -> bool:
    """`op` is a widening (extf of a half type to f32) or, with `narrowing`, a narrowing (truncf
    of f32 to a half type) over identity maps: its result stands for its input."""
    info = _info(op)
    if info is None or not (info.is_narrowing() if narrowing else info.is_widening()):
        return False
    maps = [ir.AffineMapAttr(m).value for m in op.attributes["indexing_maps"]]
    return all(m == ir.AffineMap.get_identity(m.n_dims) for m in maps)


def _info(op: ir.Operation):
    """linalg_info of `op`, None for maps the kernels cannot index (later passes report them)."""
    try:
        return linalg_info(op)
    except UnsupportedIndexMap:
        return None


def _view_of(view: ir.Operation, value: ir.Value) -> "ir.Value | None":
    """`view` (a reshape, or a copy generic) of the f32 `value` instead of its input; None
    when the kernels cannot index the copy's map."""
    if view.name in RESHAPES:
        shape = ir.RankedTensorType(view.results[0].type).shape
        result = ir.RankedTensorType.get(shape, ir.RankedTensorType(value.type).element_type)
        attributes = {name: view.attributes[name] for name in view.attributes}
        return ir.Operation.create(view.name, results=[result], attributes=attributes,
                                   operands=[value] + list(view.operands[1:])).results[0]
    read = ir.AffineMapAttr(view.attributes["indexing_maps"][0]).value
    return copy_of(value, read, list(linalg_info(view).ranges))
