"""scf ops: for, if, while. Divergence becomes masks; results merge lane-wise. And cf.assert.

A region only runs when at least one lane is active, so ops inside never see an empty mask.
A grid barrier's spin loop (an scf.while marked SPIN_ATTR, codegen/grid_barrier.py) runs in a
kernel whose whole grid is one lock-step chunk: every block has arrived before any block checks
the counter, so it exits at its first check, and one that does not is reported after SPIN_LIMIT
checks (nothing else runs while it spins). Any other scf.while stops after MAX_WHILE_ITERATIONS.
"""
from __future__ import annotations

import numpy as np

from .core import handler, run_block
from .errors import EmulatorError

GRID_BARRIER_ATTR = "stitch.grid_barrier"   # on a gpu.func (codegen/grid_barrier.py)
SPIN_ATTR = "stitch.grid_barrier_spin"      # on the barrier's scf.while
SPIN_LIMIT = 16
MAX_WHILE_ITERATIONS = 1 << 24


def _merge(keep_new, new, old):
    """Per lane: the new value where `keep_new`, else the old one."""
    return [np.where(keep_new, a, b) for a, b in zip(new, old)]


@handler("scf.for")
def _for(op, cc, ins, outs):
    body = cc.compile_region(op, 0)
    (lb, ub, step), inits = ins[:3], ins[3:]
    iv_type = op.operand_types[0]

    def run(fr):
        v = fr.vals
        lo, hi, st = v[lb], v[ub], v[step]
        iters = [v[s] for s in inits]
        if np.ndim(lo) == 0 and np.ndim(hi) == 0 and np.ndim(st) == 0:
            iters = _uniform_loop(fr, op, body, iv_type, int(lo), int(hi), int(st), iters)
        else:
            iters = _divergent_loop(fr, op, body, lo, hi, st, iters)
        for s, x in zip(outs, iters):
            v[s] = x
    return run


def _uniform_loop(fr, op, body, iv_type, lo, hi, st, iters):
    """Same trip count on every lane: the induction variable stays a scalar."""
    if st <= 0 and lo < hi:
        raise fr.error(op, f"scf.for step {st} is not positive", fr.first_active())
    scalar = iv_type.reg.type
    for i in range(lo, hi, st):
        iters = run_block(fr, body, [scalar(i), *iters])
    return iters


def _divergent_loop(fr, op, body, lo, hi, st, iters):
    """Per-lane bounds: iteration k runs the lanes whose own lo + k*st is below their own hi."""
    bad = (st <= 0) & (lo < hi)
    if fr.mask is not None:
        bad = bad & fr.mask
    if np.any(bad):
        lane = int(np.argmax(np.broadcast_to(bad, (fr.lanes.n,))))
        raise fr.error(op, "scf.for step is not positive", lane)
    k = 0
    while True:
        iv = lo + st * k
        run_mask = iv < hi if fr.mask is None else (iv < hi) & fr.mask
        if not run_mask.any():
            return iters
        saved = fr.push_mask(run_mask)
        all_run = fr.mask is None and saved[0] is None
        new = run_block(fr, body, [iv, *iters])
        fr.pop_mask(saved)
        iters = new if all_run else _merge(run_mask, new, iters)
        k += 1


@handler("scf.if")
def _if(op, cc, ins, outs):
    then_blk = cc.compile_region(op, 0)
    else_blk = cc.compile_region(op, 1) if op.regions[1].blocks else None
    c = ins[0]

    def run(fr):
        v = fr.vals
        cond = v[c]
        if np.ndim(cond) == 0:           # uniform: one branch, same mask
            blk = then_blk if cond else else_blk
            results = run_block(fr, blk) if blk is not None else []
        else:
            results = _divergent_if(fr, cond, then_blk, else_blk)
        for s, x in zip(outs, results):
            v[s] = x
    return run


def _divergent_if(fr, cond, then_blk, else_blk):
    parent = fr.mask
    taken = cond if parent is None else cond & parent
    n_then = int(np.count_nonzero(taken))
    if n_then == fr.nactive:             # every active lane goes one way
        return run_block(fr, then_blk)
    if n_then == 0:
        return run_block(fr, else_blk) if else_blk is not None else []
    saved = fr.push_mask(taken)
    then_vals = run_block(fr, then_blk)
    fr.pop_mask(saved)
    if else_blk is None:
        return then_vals
    not_taken = ~cond if parent is None else ~cond & parent
    saved = fr.push_mask(not_taken)
    else_vals = run_block(fr, else_blk)
    fr.pop_mask(saved)
    return _merge(cond, then_vals, else_vals)


@handler("scf.while")
def _while(op, cc, ins, outs):
    before = cc.compile_region(op, 0)
    after = cc.compile_region(op, 1)
    spin = op.attr(SPIN_ATTR) is not None
    if spin and not cc.grid_barrier:
        raise EmulatorError(f"a grid barrier's spin loop ({SPIN_ATTR}) in a kernel without the "
                            f"{GRID_BARRIER_ATTR} attribute (its launch would not be checked "
                            f"against one wave)", op=op.name, line=op.line)
    limit = SPIN_LIMIT if spin else MAX_WHILE_ITERATIONS

    def run(fr):
        v = fr.vals
        saved = fr.save_mask()
        args, results = [v[s] for s in ins], None
        for checks in range(limit + 1):
            if checks == limit:
                raise _endless(fr, op, spin, limit)
            cond, *forwarded = run_block(fr, before, args)
            running = fr.mask                       # None: every lane of the chunk
            if np.ndim(cond) == 0:                  # uniform: all running lanes agree
                if not cond:
                    results = _exit_values(results, forwarded, running)
                    break
            else:
                staying = cond if running is None else cond & running
                results = _exit_values(results, forwarded,
                                       ~cond if running is None else ~cond & running)
                if not staying.any():
                    break
                fr.push_mask(staying)
            args = run_block(fr, after, forwarded)
        fr.pop_mask(saved)
        if spin:                            # the whole grid is this chunk: one barrier passed
            fr.stats.grid_barriers += 1
            fr.launch.grid_epoch += 1
        for s, x in zip(outs, results):
            v[s] = x
    return run


def _endless(fr, op, spin: bool, limit: int):
    if spin:
        return fr.error(op, f"grid barrier never released: the counter stayed below its target "
                            f"after {limit} checks, with all {fr.lanes.nb} blocks of the grid "
                            f"run (was the counter zeroed before the launch, and does every "
                            f"block reach this barrier?)", fr.first_active())
    return fr.error(op, f"scf.while did not exit after {limit} iterations (an endless loop?)",
                    fr.first_active())


def _exit_values(results, forwarded, leaving):
    """Lanes in `leaving` (None: all lanes) take the values forwarded by scf.condition."""
    if results is None or leaving is None:
        return list(forwarded)
    return _merge(leaving, forwarded, results)


@handler("cf.assert")
def _assert(op, cc, ins, outs):
    """A device-side assertion (frontends emit them, e.g. torch-mlir's "tensor with zero
    element" guard): any active lane with a false condition fails the launch, as on a GPU."""
    cond, message = ins[0], str(op.attr("msg", "")).strip('"')

    def run(fr):
        holds = np.broadcast_to(np.asarray(fr.vals[cond], dtype=bool), (fr.lanes.n,))
        active = fr.active()
        failing = active[~holds[active]]
        if failing.size:
            raise fr.error(op, f"device assertion failed: {message}", lane=int(failing[0]))
    return run

