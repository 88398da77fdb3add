"""gpu ops: ids and dims, barrier, shuffle; llvm.fence (a grid barrier's fences); and NVVM's
cluster barrier (barrier.cluster.arrive / wait, aligned: every thread of every block of the
cluster arrives, then waits)."""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from .core import WARP, handler
from .errors import EmulatorError
from .parser import Opaque, Typed

_DIMS = {"x": 0, "y": 1, "z": 2}


def _dimension(op) -> int:
    d = op.attr("dimension")
    if not isinstance(d, Opaque) or d.keyword not in _DIMS:
        raise EmulatorError(f"bad dimension attribute {d!r}", op=op.name, line=op.line)
    return _DIMS[d.keyword]


def _id_op(get):
    def factory(op, cc, ins, outs):
        d, r = _dimension(op), outs[0]

        def run(fr):
            fr.vals[r] = get(fr.lanes, d)
        return run
    return factory


handler("gpu.thread_id")(_id_op(lambda lanes, d: lanes.thread_id(d)))
handler("gpu.block_id")(_id_op(lambda lanes, d: lanes.block_id(d)))
handler("gpu.block_dim")(_id_op(lambda lanes, d: np.int64(lanes.block[d])))
handler("gpu.grid_dim")(_id_op(lambda lanes, d: np.int64(lanes.grid[d])))


@handler("gpu.dynamic_shared_memory")
def _dynamic_shared_memory(op, cc, ins, outs):
    """The launch's dynamic shared memory: a per-block byte arena of its shared bytes."""
    r = outs[0]

    def run(fr):
        if fr.dynamic_arena is None:
            raise fr.error(op, "the kernel uses dynamic shared memory but its launch requests "
                               "none (shared_bytes 0)")
        fr.vals[r] = fr.dynamic_arena
    return run


@handler("gpu.lane_id")
def _lane_id(op, cc, ins, outs):
    r = outs[0]

    def run(fr):
        fr.vals[r] = fr.lanes.lane_in_warp
    return run


@handler("gpu.barrier")
def _barrier(op, cc, ins, outs):
    def run(fr):
        lanes = fr.lanes
        if fr.mask is None:
            fr.stats.barriers += lanes.nb
            fr.epoch += 1
            return
        per_block = fr.mask.reshape(lanes.nb, lanes.tpb)   # lanes of a block are contiguous
        count = per_block.sum(axis=1)
        partial = np.flatnonzero((count > 0) & (count < lanes.tpb))
        if len(partial):
            b = int(partial[0])
            row = per_block[b]
            missing = lanes.fmt_thread(int(np.argmin(row)))
            raise fr.error(op, f"divergent gpu.barrier: reached by {int(count[b])} of "
                               f"{lanes.tpb} threads of the block (thread {missing} does not "
                               f"reach it)", b * lanes.tpb + int(np.argmax(row)))
        full = count == lanes.tpb
        fr.stats.barriers += int(full.sum())
        fr.epoch[full] += 1
    return run


@handler("nvvm.cluster.arrive")
def _cluster_arrive(op, cc, ins, outs):
    """Every thread of each cluster of the chunk arrives (the chunk holds whole clusters)."""
    _check_aligned(op)

    def run(fr):
        lanes, cluster = fr.lanes, fr.launch.cluster
        if cluster == 1:
            raise fr.error(op, "a cluster barrier in a kernel launched without clusters (no "
                               "nvvm.cluster_dim on the gpu.func)", fr.first_active())
        if fr.cluster_arrived:
            raise fr.error(op, "barrier.cluster.arrive twice without a barrier.cluster.wait "
                               "between", fr.first_active())
        if fr.mask is not None:
            per_cluster = fr.mask.reshape(lanes.nb // cluster, cluster * lanes.tpb)
            count = per_cluster.sum(axis=1)
            partial = np.flatnonzero(count < cluster * lanes.tpb)
            if len(partial):
                c = int(partial[0])
                missing = c * cluster * lanes.tpb + int(np.argmin(per_cluster[c]))
                block, _ = lanes.coords(missing)
                raise fr.error(op, f"divergent cluster barrier: reached by {int(count[c])} of "
                                   f"the {cluster * lanes.tpb} threads of its cluster (thread "
                                   f"{lanes.fmt_thread(missing % lanes.tpb)} of block "
                                   f"{block[0]} does not reach it)", fr.first_active())
        fr.cluster_arrived = True
    return run


@handler("nvvm.cluster.wait")
def _cluster_wait(op, cc, ins, outs):
    """The chunk's clusters have all arrived (lock-step): every block passes a barrier."""
    _check_aligned(op)

    def run(fr):
        if not fr.cluster_arrived:
            raise fr.error(op, "barrier.cluster.wait without a barrier.cluster.arrive before "
                               "it (the wait would never complete)", fr.first_active())
        fr.cluster_arrived = False
        fr.cluster_epoch += 1
        fr.epoch += 1
        fr.stats.barriers += fr.lanes.nb
        fr.stats.cluster_barriers += fr.lanes.nb // fr.launch.cluster
    return run


def _check_aligned(op) -> None:
    """The kernels use the aligned forms only (every thread of a warp executes them)."""
    if op.attr("aligned") is None:
        raise EmulatorError(f"{op.name} without 'aligned' is not supported", op=op.name,
                            line=op.line)


@handler("llvm.fence")
def _fence(op, cc, ins, outs):
    """Memory needs nothing: lanes run in lock-step and every access goes straight to memory,
    so it is already sequentially consistent in the emulator. A last-block kernel's fences are
    recorded (core.CounterSync) for its race check."""
    ordering = op.attr("ordering")
    ordering = ordering.value if isinstance(ordering, Typed) else int(ordering)

    def run(fr):
        sync = fr.launch.sync
        if sync is not None:
            sync.fence(np.unique(fr.active_blocks()).tolist(), ordering)
    return run


# Source lane j for lane k and offset b, per shuffle mode.
_SOURCE_LANE = {"xor": lambda k, b: k ^ b, "down": lambda k, b: k + b,
                "up": lambda k, b: k - b, "idx": lambda k, b: b}


@handler("gpu.shuffle")
def _shuffle(op, cc, ins, outs):
    """PTX shfl.sync as MLIR lowers it: the first `width` lanes of a warp take part (member
    mask 0xffffffff >> (32 - width)); the clamp is width - 1 (xor/down/idx) or 32 - width (up).
    An invalid source lane returns the lane's own value with valid = false."""
    mode = op.attr("mode")
    mode = mode.keyword if isinstance(mode, Opaque) else str(mode)
    if mode not in _SOURCE_LANE:
        raise EmulatorError(f"unknown shuffle mode {mode}", op=op.name, line=op.line)
    (x, off, width), (r_val, r_ok) = ins, outs

    def run(fr):
        v = fr.vals
        lanes = fr.lanes
        w = v[width]
        if np.ndim(w):
            raise fr.error(op, "gpu.shuffle width must be uniform", fr.first_active())
        w = int(w)
        _check_warps(fr, op, w)
        b, val = v[off], v[x]
        if np.ndim(b) == 0 and lanes.tpb % WARP == 0:
            # Uniform offset over whole warps: one 32-lane pattern serves every warp.
            src, ok = _warp_pattern(mode, int(b) & 31, w)
            if np.ndim(val):
                val = np.take(val.reshape(-1, WARP), src, axis=1).reshape(-1)
            ok = np.True_ if ok.all() else np.tile(ok, lanes.n // WARP)
        else:
            k = lanes.lane_in_warp
            j = _SOURCE_LANE[mode](k, np.asarray(b).astype(np.int64) & 31)  # low 5 bits
            ok = _valid(mode, j, w) & (lanes.thread_linear - k + j < lanes.tpb)  # last warp
            if np.ndim(val):
                val = val[lanes.lane - k + np.where(ok, j, k)]
        v[r_val], v[r_ok] = val, ok
        fr.stats.shuffles += _active_warps(fr)
    return run


def _valid(mode: str, j, w: int):
    return j >= (32 - w) % 32 if mode == "up" else j <= w - 1


@lru_cache(maxsize=None)
def _warp_pattern(mode: str, b: int, w: int):
    """(source lane, valid) for each of the 32 lanes of a warp."""
    k = np.arange(WARP)
    j = np.broadcast_to(_SOURCE_LANE[mode](k, b), (WARP,))
    ok = _valid(mode, j, w)
    return np.where(ok, j, k), ok


def _warp_ids(lanes):
    per_block = -(-lanes.tpb // WARP)
    return lanes.block_in_chunk * per_block + lanes.thread_linear // WARP, per_block


def _check_warps(fr, op, w: int):
    """Each warp that executes the shuffle must run exactly its first `w` lanes."""
    lanes = fr.lanes
    if not 1 <= w <= WARP:
        raise fr.error(op, f"gpu.shuffle width {w} is not in [1, 32]", fr.first_active())
    if fr.mask is None and w == WARP:
        return
    member = lanes.lane_in_warp < w
    if fr.mask is None:
        if not member.all():
            lane = int(np.argmin(member))
            raise fr.error(op, f"gpu.shuffle with width {w} executed by lane "
                               f"{lanes.lane_in_warp[lane]} of its warp (outside the member "
                               f"mask: undefined in PTX)", lane)
        return
    warp, _ = _warp_ids(lanes)
    active_warp = np.zeros(int(warp[-1]) + 1, bool)
    active_warp[warp[fr.mask]] = True
    expected = active_warp[warp] & member
    wrong = expected != fr.mask
    if wrong.any():
        lane = int(np.argmax(wrong))
        state = "inactive" if expected[lane] else "active"
        raise fr.error(op, f"gpu.shuffle executed with a partially active warp: lane "
                           f"{lanes.lane_in_warp[lane]} of the warp is {state} (the first "
                           f"{w} lanes must take part, and only they)", lane)


def _active_warps(fr) -> int:
    lanes = fr.lanes
    if fr.mask is None:
        return lanes.nb * -(-lanes.tpb // WARP)
    warp, _ = _warp_ids(lanes)
    return int(len(np.unique(warp[fr.mask])))
