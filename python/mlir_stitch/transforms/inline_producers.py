"""Inline views and small elementwise producers into the generics reading them (stitch-normalize).

A copy (a generic that yields its one input: a transpose, a slice, a broadcast) is inlined into
every elementwise or reduction generic reading it: the reader reads the copy's input through the
composed index map, so the copy no longer stands between the reader and memory (RoPE reads the
projection's result through the head-split transpose and its halves). A cheap elementwise op
(no transcendental) with one reader is inlined into it when it iterates over another domain or
is read through another map (RoPE's negated half, read through the concat): the reader computes
it where it needs it, so the two stop being "elementwise ops over different domains". A
widening (f16/bf16 -> f32, exact) is inlined like a copy, also through a broadcast read (a bf16
bias: what a half load does anyway; transforms/library_gemms.py splits it out again when a
library call adds the bias), and into GEMMs small enough to fuse, before the reshape folds
when only such GEMMs read it (a bf16 Linear's activation, read through a collapse_shape).

Little is computed twice: a copy computes nothing, and a cheap op is inlined only into its one
reader, and only when every loop of the reader indexes it (never through a broadcast or a
floordiv; a concat's wrapped read `d mod n` evaluates both halves, as the concat did before);
a cheap op reading only memory (arguments, constants, contractions' results) may go into two
readers, each computing it again (RoPE backward's dQ·sin, read by both halves of the
rotate-half: a multiply twice beats a kernel boundary). Contractions keep their operands
(their maps are library layouts), but a batched GEMM small enough to fuse reads through copies
(GQA's repeated key and value heads);
producers that gather stay, and those that use their own loop index (linalg.index) unless every
reader reads each indexed loop as a loop of its own (renumbered); a producer whose result
is also returned, or read by anything but a generic's input, stays."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from ..analysis.fusion_domain import compute_producer, fusible_contraction
from ..analysis.linalg_info import (IndexExpr, UnsupportedIndexMap, body_widens, iterator_kinds,
                                    linalg_info, loop_dims, operand_map, operand_segments)
from ..analysis.op_class import is_contraction_op
from ..run_facts import once
from .index_maps import compose
from .outline import erase_dead_pure_ops

# readers a cheap op reading only memory is computed again in (the two halves of RoPE's
# rotate-half in its backward: each reads the other half of dQ·sin)
MAX_RECOMPUTING_READERS = 2


def inline_producers(block: ir.Block) -> int:
    """Inline every producer of `block` that qualifies (module docstring); the number of
    reads rewritten."""
    return _inline_each(block, _candidate)


def inline_widenings_into_contractions(block: ir.Block) -> int:
    """Inline each widening (half -> f32) that only fusible GEMMs read into them, before the
    reshape folds: a GEMM then reads the half value's collapse_shape itself, which
    transforms/contraction_loops.py can split (a bf16 Linear over [B·S, D]); the number of
    reads rewritten. inline_producers does the rest after the folds."""
    return _inline_each(block, _widening_for_gemms)


def _inline_each(block: ir.Block, qualifies) -> int:
    """Inline every generic of `block` that `qualifies` into its readers, sweeping again while
    a sweep inlined anything (an op passed over may qualify once its reader has been inlined
    into the reader's own reader: RoPE's dQ·sin half, negated, then scattered); the number of
    reads rewritten."""
    inlined = 0
    for _ in range(len(block.operations) + 1):
        swept = _sweep(block, qualifies)
        inlined += swept
        if not swept:
            break
    erase_dead_pure_ops(block)  # the inlined ops' tensor.empty inits
    return inlined


def _sweep(block: ir.Block, qualifies) -> int:
    """One pass over `block` in order, inlining each op that qualifies; the reads rewritten."""
    inlined, start = 0, 0
    while True:  # rescan after each inline: the readers it replaced are gone
        ops = [op.operation for op in block.operations]
        found = next((i for i in range(start, len(ops)) if ops[i].name == "linalg.generic"
                      and qualifies(ops[i])), None)
        if found is None:
            return inlined
        op = ops[found]
        inlined += inline_everywhere(op)
        if list(op.results[0].uses):
            start = found + 1  # readers it cannot be inlined into keep it
        else:
            op.erase()
            start = found


def _widening_for_gemms(op) -> bool:
    """`op` widens a half value, and only GEMMs small enough to fuse read it (_candidate)."""
    return body_widens(op) and _candidate(op) and linalg_info(op).is_widening() \
        and all(is_contraction_op(u.owner.operation) for u in op.results[0].uses)


def inline_everywhere(op) -> int:
    """Inline `op` into each reader whose composed maps the kernels can index; the number."""
    done, refused = 0, 0
    while True:
        uses = list(op.results[0].uses)
        if len(uses) <= refused:
            return done
        use = uses[refused]  # readers are replaced as they go: fetch the uses again each time
        if _inline_into(op, use.owner.operation, use.operand_number):
            done += 1
        else:
            refused += 1


def _candidate(op) -> bool:
    """`op` is a copy, or a cheap single-reader elementwise op read where it does not sit."""
    if not _may_be_candidate(op):
        return False
    try:
        info = linalg_info(op)
    except UnsupportedIndexMap:
        return False
    if len(info.outputs) != 1 or not info.is_elementwise() or info.gathered \
            or list(info.body.arguments[len(info.inputs)].uses):
        return False
    readers = [(u.owner.operation, u.operand_number) for u in op.results[0].uses]
    if not readers or not all(_reads_as_input(r, n) for r, n in readers):
        return False
    free = info.is_copy() or info.is_widening()  # a widening is what a half load does anyway
    # the most selective checks first (most ops are read where they sit): all must hold
    if not free and (info.is_heavy() or len(readers) > MAX_RECOMPUTING_READERS
                     or (len(readers) > 1 and not _reads_memory_only(info))
                     or not all(_read_elsewhere(info, r, n) for r, n in readers)):
        return False
    if any(_index_map(op, r, n) is None for r, n in readers):
        return False  # a loop index its reader does not iterate as a loop of its own
    return all(_readable(r, n, free) for r, n in readers)


def _may_be_candidate(op) -> bool:
    """Necessary conditions of _candidate read off attributes, uses and the body's ends, with
    no view of `op` or its readers: most ops of a large graph fail one (a reduction, an op its
    readers read where it sits)."""
    kinds = once(op.attributes["iterator_types"], iterator_kinds)
    if "reduction" in kinds or operand_segments(op)[1] != 1:
        return False  # not elementwise, or not one result
    readers = [(u.owner.operation, u.operand_number) for u in op.results[0].uses]
    if not readers or not all(_reads_as_input(r, n) for r, n in readers):
        return False
    if _may_be_free(op) or not _writes_in_loop_order(op, len(kinds)):
        return True  # (a permuted result's readers may read it in order, yet elsewhere)
    return len(readers) <= MAX_RECOMPUTING_READERS \
        and not any(_not_read_elsewhere(r, n, len(kinds)) for r, n in readers)


def _writes_in_loop_order(op, loops: int) -> bool:
    """`op`'s result map is the identity: its dimensions are its loops, so a reader reading it
    at its own loop index over as many loops iterates the same ranges."""
    try:
        return operand_map(op, operand_segments(op)[0]) == tuple(range(loops))
    except UnsupportedIndexMap:
        return False  # (the view refuses it in _candidate)


def _may_be_free(op) -> bool:
    """LinalgInfo.is_copy or is_widening may hold: the body yields its first argument, or is
    an extf and the yield."""
    if body_widens(op):
        return True
    body = op.regions[0].blocks[0]
    terminator = body.operations[len(body.operations) - 1]
    return list(terminator.operands) == [body.arguments[0]]


def _not_read_elsewhere(reader, number: int, loops: int) -> bool:
    """_read_elsewhere is False for the elementwise producer of `loops` loops, told from the
    reader's attributes alone: the reader has no view, reads input `number` through a
    broadcast, or at its own loop index over as many loops (then the producer's loops:
    linalg's verifier makes operands agree on the loop sizes)."""
    try:
        read = operand_map(reader, number)
    except UnsupportedIndexMap:
        return True
    reader_loops = len(once(reader.attributes["iterator_types"], iterator_kinds))
    return _broadcast_read(read, reader_loops) \
        or (reader_loops == loops and read == tuple(range(loops)))


def _read_elsewhere(info, reader, number: int) -> bool:
    """`reader` reads `info`'s result once per position where `info` does not compute it
    (another domain or map), never through a broadcast."""
    try:
        reader_info = linalg_info(reader)
    except UnsupportedIndexMap:
        return False
    read = reader_info.inputs[number].map
    if _broadcast_read(read, len(reader_info.ranges)):
        return False  # the reader would compute it again for each copy
    return reader_info.ranges != info.ranges or read != tuple(range(len(info.ranges)))


def _reads_memory_only(info) -> bool:
    """Every tensor `info` reads comes from memory whatever the plan (an argument, a constant,
    a reshape of one, or a contraction's result): its readers recomputing it read nothing a
    kernel of theirs computes, and nothing else is computed twice."""
    for operand in info.tensor_inputs:
        source = compute_producer(operand.value)
        if source is not None and source.name != "arith.constant" and not is_contraction_op(source):
            return False
    return True


def _broadcast_read(read: tuple, loops: int) -> bool:
    """A reader of `loops` loops reads an input through map `read` at fewer positions than it
    iterates (a broadcast or a floordiv)."""
    return sorted(loop_dims(read)) != list(range(loops)) \
        or any(isinstance(e, IndexExpr) and e.divisor != 1 for e in read)


def _reads_as_input(reader, number: int) -> bool:
    """`reader` is a generic reading the value as input `number` (not as its init)."""
    return reader.name == "linalg.generic" and number < operand_segments(reader)[0]


def _readable(reader, number: int, copy: bool) -> bool:
    """`reader`, a generic reading the value as an input, is an elementwise op or a
    reduction, or for a copy or a widening also a GEMM small enough to fuse (GQA's repeated
    heads, a half-precision weight; transforms/library_gemms.py materializes the copy or the
    widening again if a library runs the GEMM)."""
    if not _reads_as_input(reader, number):
        return False
    if not is_contraction_op(reader):
        return True
    return copy and fusible_contraction(linalg_info(reader))


def _index_map(producer, reader, number: int) -> "dict | None":
    """producer loop -> the reader loop it is, for each loop index (linalg.index) `producer`'s
    body reads, when `reader` reads the producer's result at input `number` with that loop
    plain (a permutation: RoPE's halves, selected by the head-dim index, read through the head
    merge); None when an indexed loop is read through an expression."""
    indexed = {int(ir.IntegerAttr(o.attributes["dim"]).value)
               for o in producer.regions[0].blocks[0].operations if o.operation.name == "linalg.index"}
    if not indexed:
        return {}
    if reader.name != "linalg.generic":
        return None
    through = ir.AffineMapAttr(reader.attributes["indexing_maps"][number]).value
    mapping = {}
    for dim in indexed:
        expr = through.results[dim]
        if not isinstance(expr, ir.AffineDimExpr):
            return None
        mapping[dim] = expr.position
    return mapping


def _inline_into(producer, reader, number: int) -> bool:
    """Replace `reader` by a generic computing `producer` inline at input `number`; False
    (nothing changed) when the composed maps are ones the kernels cannot index."""
    indices = _index_map(producer, reader, number)
    if indices is None:
        return False
    n_in = list(reader.attributes["operandSegmentSizes"])[0]
    p_in = list(producer.attributes["operandSegmentSizes"])[0]
    reader_maps = [ir.AffineMapAttr(a).value for a in reader.attributes["indexing_maps"]]
    producer_maps = [ir.AffineMapAttr(a).value for a in producer.attributes["indexing_maps"]]
    through = reader_maps[number]  # reader loops -> producer loops (its output map is identity)
    composed = [compose(m, through) for m in producer_maps[:p_in]]
    inputs = list(reader.operands[:number]) + list(producer.operands[:p_in]) \
        + list(reader.operands[number + 1:n_in])
    maps = reader_maps[:number] + composed + reader_maps[number + 1:]
    outputs = list(reader.operands[n_in:])
    with ir.InsertionPoint(reader), reader.location:
        fused = linalg.GenericOp([r.type for r in reader.results], inputs, outputs,
                                 ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
                                 reader.attributes["iterator_types"]).operation
    try:
        linalg_info(fused)
    except UnsupportedIndexMap:
        fused.erase()
        return False
    _fuse_bodies(producer, reader, number, fused, indices)
    for old, new in zip(reader.results, fused.results):
        old.replace_all_uses_with(new)
    reader.erase()
    return True


def _fuse_bodies(producer, reader, number: int, fused, indices: dict) -> None:
    """`fused`'s body: `producer`'s body (its yield dropped) computing the value the reader's
    argument `number` held, its loop indices renumbered by `indices` (producer loop -> reader
    loop), then the reader's body."""
    p_body = producer.regions[0].blocks[0]
    r_body = reader.regions[0].blocks[0]
    p_in = list(producer.attributes["operandSegmentSizes"])[0]
    p_args = list(p_body.arguments)[:p_in]
    r_args = list(r_body.arguments)
    types = [a.type for a in r_args[:number]] + [a.type for a in p_args] \
        + [a.type for a in r_args[number + 1:]]
    body = fused.regions[0].blocks.append(*types)
    args = list(body.arguments)
    mapping = {p: args[number + i] for i, p in enumerate(p_args)}
    point = ir.InsertionPoint(body)
    p_ops = [o.operation for o in p_body.operations]
    for nested in p_ops[:-1]:  # clone: a copy inlined into several readers keeps its body
        clone = nested.clone(ip=point)
        if clone.name == "linalg.index":
            dim = int(ir.IntegerAttr(clone.attributes["dim"]).value)
            clone.attributes["dim"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), indices[dim])
        for k, operand in enumerate(clone.operands):
            if operand in mapping:
                clone.operands[k] = mapping[operand]
        for old, new in zip(nested.results, clone.results):
            mapping[old] = new
    value = p_ops[-1].operands[0]
    value = mapping.get(value, value)
    fresh = args[:number] + [value] + args[number + len(p_args):]
    for arg, new in zip(r_args, fresh):
        arg.replace_all_uses_with(new)
    for nested in [o.operation for o in r_body.operations]:
        nested.detach_from_parent()
        point.insert(nested)
