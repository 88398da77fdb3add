"""Drop the results of multi-result linalg.generic ops that nothing reads.

torch-mlir computes `max` together with an `argmax` for every softmax and reads only one of
them; a dead result still costs a buffer, a store and a kernel shape the templates must handle.
A result can go when nothing outside reads it and the kept results' computation never reads
its accumulator (output block argument): `max` alone drops `argmax`, whereas `argmax` alone
must keep `max`, whose running value its comparison reads."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg


def drop_dead_results(block: ir.Block) -> int:
    """Rewrite every linalg.generic of `block` with droppable results; returns how many
    results were dropped."""
    dropped = 0
    for op in list(block.operations):
        op = op.operation
        if op.name != "linalg.generic" or len(op.results) < 2:
            continue
        keep = kept_results(op)
        if not keep or len(keep) == len(op.results):
            continue  # an op without users at all is left to canonicalize's dead-code removal
        _rebuild_with(op, keep)
        dropped += len(op.results) - len(keep)
        op.erase()
    return dropped


def kept_results(op: ir.Operation) -> list:
    """Result numbers that are read outside, plus those whose accumulators the kept results'
    bodies read (a fixed point: a kept accumulator keeps its own yield too)."""
    n_in = list(op.attributes["operandSegmentSizes"])[0]
    body = op.regions[0].blocks[0]
    yields = list(list(body.operations)[-1].operands)
    keep = {k for k, r in enumerate(op.results) if list(r.uses)}
    if not keep:
        return []
    while True:
        read = set()
        for k in keep:
            read |= _block_args_read(yields[k], body)
        grown = keep | {a - n_in for a in read if a >= n_in}
        if grown == keep:
            return sorted(keep)
        keep = grown


def _block_args_read(value: ir.Value, body: ir.Block) -> set:
    """Argument numbers of `body` that `value` depends on."""
    return {ir.BlockArgument(v).arg_number for v in _slice([value])
            if isinstance(v.owner, ir.Block) and v.owner == body}


def _slice(values: list) -> set:
    """`values` and every value they are computed from."""
    seen, stack = set(), list(values)
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        if not isinstance(v.owner, ir.Block):
            stack.extend(v.owner.operands)
    return seen


def _rebuild_with(op: ir.Operation, keep: list) -> None:
    """A copy of `op` with only the results `keep`, replacing their uses."""
    n_in, n_out = list(op.attributes["operandSegmentSizes"])
    inputs = list(op.operands)[:n_in]
    outputs = [op.operands[n_in + k] for k in keep]
    maps = list(op.attributes["indexing_maps"])
    new_maps = maps[:n_in] + [maps[n_in + k] for k in keep]
    body = op.regions[0].blocks[0]
    with ir.InsertionPoint(op), op.location:
        new = linalg.GenericOp([op.results[k].type for k in keep], inputs, outputs,
                               ir.ArrayAttr.get(new_maps), op.attributes["iterator_types"])
        new_body = new.regions[0].blocks.append(
            *[a.type for a in list(body.arguments)[:n_in]],
            *[body.arguments[n_in + k].type for k in keep])
    mapping = {body.arguments[i]: new_body.arguments[i] for i in range(n_in)}
    mapping.update({body.arguments[n_in + k]: new_body.arguments[n_in + j]
                    for j, k in enumerate(keep)})
    terminator = list(body.operations)[-1]
    needed = _slice([terminator.operands[k] for k in keep])
    with ir.InsertionPoint(new_body):
        for nested in list(body.operations)[:-1]:
            if not any(r in needed for r in nested.results):
                continue  # computes only dropped results
            clone = nested.operation.clone()
            for i, v in enumerate(clone.operands):
                if v in mapping:
                    clone.operands[i] = mapping[v]
            for old, fresh in zip(nested.results, clone.results):
                mapping[old] = fresh
        linalg.YieldOp([mapping.get(terminator.operands[k], terminator.operands[k]) for k in keep])
    for j, k in enumerate(keep):
        op.results[k].replace_all_uses_with(new.results[j])
