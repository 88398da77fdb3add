"""Outline the GEMMs a library runs (stitch-fusion-plan, before planning the rest).

FusionStitching keeps GEMMs as library calls: each contraction with a library layout
(analysis/gemm_layout.py), with the epilogue ops after it that cuBLASLt computes, becomes
`func.func private @stitch_gemm_N {stitch.library = #stitch.library<{...}>}` called through a
`func.call {stitch.launch}` like a kernel. The attribute is the decision: stitch-lower-to-gpu and
the host plan read it, they do not look at the ops again."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import fusible_contraction, producer, unfusible_reason
from ..analysis.gemm_layout import (NotLibrary, body_rounds_its_input, epilogue, gemm_layout,
                                    half_operands, layout_for_result, next_elementwise,
                                    reads_a_slice, rounds_in_call)
from ..analysis.gemm_views import strided_views
from ..analysis.graph import CLASS_ATTR, op_class
from ..analysis.linalg_info import is_projection, linalg_info, loop_dims
from ..analysis.op_class import FREE_OPS, classify, widened_inputs
from ..dialects import make_attr
from ..runtime.library import over_pointers
from .contraction_loops import fill_like
from .copy_reshapes import copy_of
from .index_maps import compose
from .outline import erase_dead_pure_ops, outline

LIBRARY_ATTR = "stitch.library"
FALLBACK_ATTR = "stitch.fallback"  # on a GEMM left to the loop kernel: why no library runs it


def outline_library_gemms(module: ir.Operation, entry, keep=lambda op: False,
                          compute: str = "f32", reasons: "dict | None" = None,
                          views: bool = True) -> int:
    """Outline every library GEMM of `entry` but those `keep(op)` leaves to the planner, with
    its epilogue; the number outlined. `compute` is the calls' precision: "f32", or "tf32" when
    the user allows operands rounded to TF32; `views` whether a call may read and write
    strided views (analysis/gemm_views.py) instead of copies; `reasons` the planner's words for why a GEMM it
    weighed runs in the library (else why it cannot join a stitched kernel). A GEMM that no
    library runs is marked with the reason (the report shows its loop kernel as a fallback)."""
    block = entry.regions[0].blocks[0]
    module_block = module.regions[0].blocks[0]
    count = 0
    named = len(library_functions(module))  # outlined by an earlier call
    # chosen first: outlining erases each GEMM's epilogue ops (never another GEMM)
    gemms = [op.operation for op in block.operations if op.operation.name == "linalg.generic"
             and op_class(op.operation).get("kind") in ("gemm", "bgemm") and not keep(op.operation)]
    for op in gemms:
        why = (reasons or {}).get(op) or unfusible_reason(linalg_info(op))
        # a call reads two halves of one type as they are (COMPUTE_32F: f32 sums; TF32 rounds
        # f32 operands only), or two f32 operands
        halves = half_operands(op) is not None
        if not halves:
            split_widened_operands(op)
        try:
            layout = _library_layout(op, views)
            tail = epilogue(op, layout)
            if layout.views is not None and not _views_take(tail, layout.views):
                layout = _library_layout(op, views=False)
                tail = epilogue(op, layout)
        except NotLibrary as e:
            op.attributes[FALLBACK_ATTR] = ir.StringAttr.get(f"no library GEMM: {e}")
            continue
        if not tail.takes_bias_as_it_is:  # a half bias of an f32 result: added in f32
            split_widened_bias(op)
            tail = epilogue(op, layout)
        if write_heads_interleaved(op, tail, views):
            layout = _library_layout(op, views)
            tail = epilogue(op, layout)
        elif round_before_permuting(op, tail):
            tail = epilogue(op, layout)
        name = f"stitch_gemm_{named + count}"
        a, b = op.operands[layout.a], op.operands[layout.b]
        call_inputs = list(outline(module_block, entry, [op, *tail.ops], name, "library").operands)
        fields = {**layout.fields(), "epilogue": tail.kind,
                  "a": call_inputs.index(a), "b": call_inputs.index(b),
                  "bias": call_inputs.index(tail.bias) if tail.bias is not None else -1,
                  "residual": call_inputs.index(tail.residual) if tail.residual is not None else -1,
                  "compute": "f32" if halves else compute, "why": why}
        ir.SymbolTable(module)[name].attributes[LIBRARY_ATTR] = make_attr("library", fields)
        count += 1
    erase_dead_pure_ops(block)  # the accumulators' fills, now cloned into the calls
    return count


def _library_layout(op, views: bool = True):
    """gemm_layout of `op`; else, with `views`, its operands' strided views (two batch loops,
    an operand read at an offset: a batched call over arrays of pointers reads and writes them
    in place); else it is rewritten where a library cannot read or write in place: an operand
    read through a divided or offset map is copied first; a result map permuting its loops
    (a head merge folded in) writes them in order, a copy after it permutes the result (the
    library writes [batch..., m, n]); an operand whose batch loops do not lead in the result's
    order (a head split folded into its map) is copied first."""
    try:
        return gemm_layout(linalg_info(op))
    except NotLibrary as e:
        why = e
    if views:
        try:
            return strided_views(linalg_info(op), _itemsizes(op))
        except NotLibrary:
            pass
    for rewrite in (materialize_gathered_operands, _write_result_in_loop_order,
                    _lay_out_batched_operands):
        if not rewrite(op):
            continue
        try:
            return gemm_layout(linalg_info(op))
        except NotLibrary as e:
            why = e
    raise why


def _itemsizes(op) -> dict:
    """Bytes per element of a GEMM's operands and of its result as a call may write it (the
    operands' half type when it rounds: analysis/gemm_views.py checks alignment with it)."""
    half = half_operands(op)
    operand = 2 if half else 4
    return {"a": operand, "b": operand, "out": operand}


def _views_take(tail, views: dict) -> bool:
    """A call over strided views with batch loops computes A·B alone, rounded or not (cuBLAS's
    batched GEMM over pointers has no epilogue); over views of one matrix (BERT's pooler
    reading the first token's rows, S·D apart) it is one cuBLASLt matmul with leading
    dimensions, which adds a bias and an activation too. Never a residual."""
    return tail.residual is None and (tail.kind == "none" or not over_pointers(views["batch"]))


def _write_result_in_loop_order(op) -> bool:
    """Rewrite GEMM `op` to write its parallel loops in order, its old result then a copy;
    False (nothing changed) when it already does or its accumulator is no constant fill."""
    info = linalg_info(op)
    out = info.outputs[0].map
    fill = info.outputs[0].source
    if None in out or list(out) == sorted(out) or fill is None \
            or fill.name != "linalg.generic" or not linalg_info(fill).is_constant_fill():
        return False
    natural = sorted(out)
    old_type = ir.RankedTensorType(op.results[0].type)
    _write_result_over(op, natural)
    with ir.InsertionPoint(op), op.location:
        # element [i_0, ...] of the old result is the one at the loops `out` names, in order
        read = ir.AffineMap.get(len(out), 0, [ir.AffineDimExpr.get(out.index(d)) for d in natural])
        permuted = _copy(op.results[0], read, list(old_type.shape))
    permuted.owner.move_after(op)
    empty = producer(permuted.owner.operands[1])
    empty.move_before(permuted.owner)
    op.results[0].replace_all_uses_with(permuted)
    permuted.owner.operands[0] = op.results[0]
    return True


def _write_result_over(op, dims: list) -> None:
    """Make GEMM `op` (its accumulator a constant fill) write its result over loops `dims`, in
    that order: a new fill of that shape, the result map and type; its readers are the
    caller's to mend."""
    info = linalg_info(op)
    new_type = ir.RankedTensorType.get([info.ranges[d] for d in dims],
                                       ir.RankedTensorType(op.results[0].type).element_type)
    n_in = len(info.inputs)
    maps = [ir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    maps[n_in] = ir.AffineMap.get(maps[n_in].n_dims, 0, [ir.AffineDimExpr.get(d) for d in dims])
    with ir.InsertionPoint(op), op.location:
        op.operands[n_in] = fill_like(info.outputs[0].source, new_type)
        _classify(op.operands[n_in].owner)
        _classify(op.operands[n_in].owner.operands[-1].owner)
    op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps])
    op.results[0].set_type(new_type)


def _permutes(index_map: tuple, loops: tuple) -> bool:
    """`index_map` reads the loops in another order (plain loop positions only: a shifted or
    divided index is no permutation)."""
    return (all(isinstance(e, int) for e in index_map) and sorted(index_map) == list(loops)
            and index_map != loops)


def _permuting_rounding(value: ir.Value):
    """The one reader of `value` when it rounds it to f16/bf16 while permuting it (a head
    merge folded into the rounding), else None."""
    users = [u.owner.operation for u in value.uses]
    if len(users) != 1 or users[0].name != "linalg.generic":
        return None
    info = linalg_info(users[0])
    loops = tuple(range(len(info.iterators)))
    if len(info.inputs) != 1 or len(info.outputs) != 1 or not info.is_elementwise() \
            or info.outputs[0].map != loops or not _permutes(info.inputs[0].map, loops) \
            or not body_rounds_its_input(info):
        return None
    return users[0]


def write_heads_interleaved(gemm, tail, views: bool = True) -> bool:
    """When the one reader of library GEMM `gemm`'s f32 result, with no epilogue between,
    rounds it to f16/bf16 while permuting it into an order a call can write (attention's bf16
    P·V with its head merge: [h, s, d] read as [s, h, d], cuBLASLt's D with ld batch·n and
    batch offset n, analysis/gemm_layout.py's "mbn"; [b, s, h, d] over two batch loops, strided
    views), the GEMM writes that order itself and the reader only rounds, so the call writes
    the half values where the head merge puts them and no copy runs; False (nothing changed)
    otherwise."""
    reader = _permuting_rounding(gemm.results[0])
    if tail.ops or reader is None:
        return False
    half = str(linalg_info(reader).outputs[0].element_type)
    info = linalg_info(gemm)
    old = info.outputs[0].map
    read = linalg_info(reader).inputs[0].map
    if None in old or not rounds_in_call(gemm, None, None, half):
        return False
    new = [None] * len(old)
    for p, d in enumerate(old):  # result element x lands at the reader's index i, read(i) = x
        new[read[p]] = d
    if not _writable(gemm, info, new, views):
        return False
    _write_result_over(gemm, new)
    reader_maps = [ir.AffineMapAttr(a).value for a in reader.attributes["indexing_maps"]]
    reader_maps[0] = reader_maps[1]  # the identity: the rounding reads where it writes
    reader.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m)
                                                          for m in reader_maps])
    return True


def _writable(gemm, info, out: list, views: bool) -> bool:
    """A call can write GEMM `gemm`'s result over loops `out` in place: [m, batch, n], or
    (`views`) strided views (analysis/gemm_views.py)."""
    try:
        layout_for_result(info, out, "mbn")
        return True
    except NotLibrary:
        if not views:
            return False
    try:
        strided_views(info, _itemsizes(gemm), out_map=out)
        return True
    except NotLibrary:
        return False


def round_before_permuting(gemm, tail) -> bool:
    """When the one reader of library GEMM `gemm`'s f32 result (after its epilogue `tail`)
    rounds it to f16/bf16 while permuting it (a head merge folded into the rounding: attention's
    P·V in bf16) in a way the call cannot write (write_heads_interleaved), split that reader
    in two: the rounding at the same index, which the call then writes (rounded once, as
    before), and a copy that permutes the half values, moving half the bytes the f32 ones
    took; False (nothing changed) otherwise."""
    value = (tail.ops[-1] if tail.ops else gemm).results[0]
    reader = _permuting_rounding(value)
    if reader is None:
        return False
    info = linalg_info(reader)
    if not rounds_in_call(gemm, tail.bias, tail.residual, str(info.outputs[0].element_type)):
        return False
    shape = list(ir.RankedTensorType(value.type).shape)
    half = info.outputs[0].element_type
    read = ir.AffineMapAttr(reader.attributes["indexing_maps"][0]).value
    with ir.InsertionPoint(reader), reader.location:
        rounded = _copy(value, ir.AffineMap.get_identity(len(shape)), shape, convert_to=half)
        permuted = _copy(rounded, read, list(info.outputs[0].shape))
    reader.results[0].replace_all_uses_with(permuted)
    reader.erase()
    return True


def materialize_gathered_operands(op) -> int:
    """Give GEMM `op` each operand it reads through a divided or offset map (a copy inlined
    into it: transforms/inline_producers.py), or at a fixed index of a dimension longer than
    one (BERT's pooler reads the first token's row of [B, S, D] through `(b, 0, k)`), as a
    tensor of its own, written by a copy over the loops it indexes, so a library reads it in
    place; the number of copies made."""
    info = linalg_info(op)
    return _copy_operands(op, {i: sorted(loop_dims(o.map)) for i, o in enumerate(info.inputs)
                               if not is_projection(o.map) or reads_a_slice(o)})


def split_widened_operands(op) -> int:
    """Give generic `op` (a GEMM reading one half and one f32 operand, or a GEMM's epilogue)
    each f16/bf16 operand its body widens to f32 (a widening inlined into it) as an f32 tensor
    of its own, written by a widening generic before it, and compute on the f32 values:
    cuBLASLt reads its two operands in one type; the number split out."""
    info = linalg_info(op)
    widened = widened_inputs(info)
    body = op.regions[0].blocks[0]
    f32 = ir.F32Type.get()
    for i, extf in widened.items():
        value = info.inputs[i].value
        shape = list(ir.RankedTensorType(value.type).shape)
        with ir.InsertionPoint(op), op.location:
            op.operands[i] = _copy(value, ir.AffineMap.get_identity(len(shape)), shape, convert_to=f32)
        arg = body.arguments[i]
        arg.set_type(f32)
        extf.results[0].replace_all_uses_with(arg)
        extf.erase()
    return len(widened)


def split_widened_bias(gemm) -> int:
    """Give the elementwise op reading GEMM `gemm`'s result each half input its body widens (a
    bias widening inlined into it: transforms/inline_producers.py) as an f32 tensor of its own,
    so cuBLASLt's epilogue can add it; the number split out."""
    step = next_elementwise(gemm.results[0])
    return split_widened_operands(step[1]) if step is not None else 0


def _lay_out_batched_operands(op) -> bool:
    """Copy each operand of GEMM `op` that reads batch loops but not first and in the result's
    order into a tensor over the result's batch loops then its own others (a broadcast along
    the batch loops it does not read); False when none needs it."""
    info = linalg_info(op)
    out = [d for d in info.outputs[0].map if d is not None]
    batch = out[:-2]
    relaid = {}
    for i, o in enumerate(info.inputs):
        dims = [d for d in o.map if d is not None]
        if o.is_tensor and is_projection(o.map) and set(dims) & set(batch) \
                and dims[:len(batch)] != batch:
            relaid[i] = batch + [d for d in dims if d not in batch]
    return _copy_operands(op, relaid) > 0


def _copy_operands(op, loops_of: dict) -> int:
    """Replace input i of GEMM `op` by a copy over its loops `loops_of[i]` (in that order),
    which the GEMM then reads in that order; the number of copies made."""
    info = linalg_info(op)
    maps = [ir.AffineMapAttr(a).value for a in op.attributes["indexing_maps"]]
    for i, loops in loops_of.items():
        renumber = ir.AffineMap.get(len(loops), 0, [
            ir.AffineDimExpr.get(loops.index(d)) if d in loops else ir.AffineConstantExpr.get(0)
            for d in range(len(info.iterators))])
        with ir.InsertionPoint(op), op.location:
            copied = _copy(info.inputs[i].value, compose(maps[i], renumber),
                           [info.ranges[d] for d in loops])
        op.operands[i] = copied
        maps[i] = ir.AffineMap.get(len(info.iterators), 0, [ir.AffineDimExpr.get(d) for d in loops])
    if loops_of:
        op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps])
    return len(loops_of)


def _copy(value: ir.Value, read: ir.AffineMap, shape: list, convert_to=None) -> ir.Value:
    """A classified copy generic of `value` read through `read` into a tensor of `shape` (a map
    taken from an op the kernels already index), converted to `convert_to` when given."""
    copy = copy_of(value, read, shape, convert_to).owner.operation
    _classify(copy)
    _classify(copy.operands[1].owner.operation)
    return copy.results[0]


def _classify(op) -> None:
    """The class stitch-classify gives `op` (a generic or a tensor.empty made after it ran)."""
    fields = classify(linalg_info(op)) if op.name == "linalg.generic" else \
        {"kind": FREE_OPS[op.name], "detail": "", "heavy": False, "bytes": 0}
    op.attributes[CLASS_ATTR] = make_attr("op_class", fields)


def fusible_gemm(op) -> bool:
    """A batched GEMM small enough to fuse with the softmax around it (attention): it waits
    for the planner, and runs in the library only when the plan leaves it alone. Its k loop
    or the rows it contracts fit a stitched kernel (analysis/fusion_domain.py decides which)."""
    return op_class(op).get("kind") in ("gemm", "bgemm") and fusible_contraction(linalg_info(op))


def library_functions(module: ir.Operation) -> list:
    """The @stitch_gemm_N functions (with their bodies) outlined for a library to run."""
    return [op.operation for op in module.regions[0].blocks[0].operations
            if op.operation.name == "func.func" and LIBRARY_ATTR in op.attributes
            and len(op.regions[0].blocks)]
