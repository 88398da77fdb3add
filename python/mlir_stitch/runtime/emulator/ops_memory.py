"""memref ops: load, store, atomic_rmw, alloca, get_global and shape views.

Every access is bounds-checked per index dimension on active lanes; global accesses are counted
(bytes, distinct elements); workgroup accesses go through the race tracker.
"""
from __future__ import annotations

import numpy as np

from .core import bcast, handler
from .errors import EmulatorError
from .memory import Buffer, ClusterRaceTracker, ScratchRaceTracker
from .parser import Symbol, Typed
from .types import MemRefType, ScalarType, from_storage, to_storage


def static_memref(op, t) -> MemRefType:
    if not (isinstance(t, MemRefType) and t.static and isinstance(t.elem, ScalarType)):
        raise EmulatorError(f"unsupported memref type {t} (static shapes, identity layout and "
                            f"scalar elements only)", op=op.name, line=op.line)
    return t


# ---- addressing ----------------------------------------------------------------------------

def address(fr, op, buf: Buffer, idx):
    """Flat index into buf.data for every lane (a scalar if uniform), checked on active lanes."""
    lin, sanitize = np.int64(0), False
    for d, (i, n, stride) in enumerate(zip(idx, buf.shape, buf.strides)):
        if np.ndim(i) == 0:
            if not 0 <= i < n:
                raise _out_of_bounds(fr, op, buf, d, i, fr.first_active())
        elif i.min() < 0 or i.max() >= n:
            bad = (i < 0) | (i >= n)
            if fr.mask is not None:
                bad &= fr.mask
            if bad.any():
                lane = int(np.argmax(bad))
                raise _out_of_bounds(fr, op, buf, d, i[lane], lane)
            sanitize = True                   # only inactive lanes are out of bounds
        lin = lin + (i * stride if stride != 1 else i)
    off = buf.copy_offset(fr.lanes)
    if np.ndim(off) or off:
        lin = lin + off
    if sanitize:
        lin = np.where(fr.mask, lin, 0)
    return lin


def _out_of_bounds(fr, op, buf, d, i, lane):
    return fr.error(op, f"index {int(i)} out of bounds for dimension {d} (size {buf.shape[d]}) "
                        f"of {buf.space} memref {buf.name}: memref<"
                        f"{'x'.join(map(str, buf.shape))}x{buf.elem}>", lane)


def _active_addresses(fr, lin):
    """Addresses of the active lanes, as an array parallel to fr.active()."""
    act = fr.active()
    if np.ndim(lin) == 0:
        return np.full(len(act), lin, np.int64)
    return lin if fr.mask is None else lin[act]


def _touch(fr, flags, lin):
    if np.ndim(lin) == 0 or fr.mask is None:
        flags[lin] = True
    else:
        flags[lin[fr.mask]] = True


def _account(fr, buf, lin, read: bool, write: bool):
    """Traffic counters for global memory; race tracking for workgroup memory."""
    if buf.space == "global":
        nbytes = fr.nactive * buf.data.itemsize
        if read:
            fr.stats.global_load_bytes += nbytes
            _touch(fr, buf.read_mask, lin)
        if write:
            fr.stats.global_store_bytes += nbytes
            _touch(fr, buf.write_mask, lin)


def _track_race(fr, op, buf, lin, write: bool):
    """Shared memory: threads of a block between block barriers. Global memory of a kernel with
    a grid barrier (its buffers carry a GridRaceTracker): blocks between grid barriers. The
    global scratch of a kernel without one (a ScratchRaceTracker): threads of a block between
    block barriers, and never another block's element. Global memory of a kernel launched in
    clusters (a ClusterRaceTracker): blocks of a cluster between cluster barriers, and never
    another cluster's element."""
    if buf.race is None:
        return
    lanes = fr.lanes
    act = fr.active()
    addr = _active_addresses(fr, lin)
    key = addr
    if buf.arena is not None:  # a view of an arena: its log is keyed by the element's first byte
        key = addr * buf.data.itemsize
        _check_overlap(fr, op, buf, addr, act, write)
    if isinstance(buf.race, ScratchRaceTracker):  # a block's region between block barriers
        blocks = fr.active_blocks()
        who = blocks * lanes.tpb + lanes.thread_linear[act]
        epoch = (blocks << 32) | fr.epoch[lanes.block_in_chunk[act]]
    elif isinstance(buf.race, ClusterRaceTracker):  # blocks of a cluster between its barriers
        who, epoch = fr.active_blocks(), fr.cluster_epoch
    elif buf.space == "global":
        who, epoch = fr.active_blocks(), fr.launch.grid_epoch
    else:
        who = lanes.thread_linear[act]
        epoch = fr.epoch[lanes.block_in_chunk[act]] if lanes.nb > 1 else \
            np.full(len(act), fr.epoch[0], np.int64)
    check = buf.race.on_write if write else buf.race.on_read
    found, count = check(key, who, epoch, op.line, lanes.fmt_thread)
    if count:
        fr.report_race(op, buf, found, count, addr, act)


def _check_overlap(fr, op, view, addr, act, write: bool):
    """A write claims the view's bytes; a read of bytes another view wrote last means two
    buffers the smem plan keeps live at once share bytes: reported like a race."""
    size = view.data.itemsize
    byte_addr = (addr * size)[:, None] + np.arange(size)
    log = view.arena
    if write:
        log.on_write(byte_addr, view.view_id, op.line)
        return
    foreign = log.foreign(byte_addr, view.view_id)
    bad = np.flatnonzero(foreign >= 0)
    if not len(bad):
        return
    fmt = fr.lanes.fmt_thread
    found = [(k, f"read by thread {fmt(fr.lanes.thread_linear[act[k]])} (line {op.line}), but "
                 f"its bytes were last written through shared buffer "
                 f"{log.names[log.owner[foreign[k]]]} (line {log.line[foreign[k]]}): two "
                 f"buffers live at once overlap in the arena") for k in bad[:8].tolist()]
    fr.report_race(op, view, found, len(bad), addr, act)


# ---- load / store ----------------------------------------------------------------------------

@handler("memref.load")
def _load(op, cc, ins, outs):
    mt = static_memref(op, op.operand_types[0])
    m, idx, r, elem = ins[0], ins[1:], outs[0], mt.elem
    convert = elem.name in ("bf16", "i1")

    def run(fr):
        v = fr.vals
        buf = v[m]
        lin = address(fr, op, buf, [v[s] for s in idx])
        raw = buf.data[lin]
        v[r] = from_storage(elem, raw) if convert else raw
        if buf.space == "global":
            _account(fr, buf, lin, read=True, write=False)
        _track_race(fr, op, buf, lin, write=False)
    return run


@handler("memref.store")
def _store(op, cc, ins, outs):
    mt = static_memref(op, op.operand_types[1])
    x, m, idx, elem = ins[0], ins[1], ins[2:], mt.elem

    def run(fr):
        v = fr.vals
        buf = v[m]
        lin = address(fr, op, buf, [v[s] for s in idx])
        val = to_storage(elem, v[x])
        _track_race(fr, op, buf, lin, write=True)  # before the write: it reads old owners
        _scatter(fr, buf.data, lin, val)
        if buf.space == "global":
            _account(fr, buf, lin, read=False, write=True)
    return run


def _scatter(fr, data, lin, val):
    if fr.mask is None:
        if np.ndim(lin) == 0 and np.ndim(val):
            data[lin] = val[-1]               # many lanes, one address: the last one wins
        else:
            data[lin] = val
        return
    act = fr.active()
    addr = _active_addresses(fr, lin)
    data[addr] = val if np.ndim(val) == 0 else val[act]


# ---- atomics ---------------------------------------------------------------------------------

# arith::AtomicRMWKind values -> (ufunc, unsigned); None means assign.
_ATOMIC = {0: (np.add, False), 1: (np.add, False), 2: (np.bitwise_and, False), 3: (None, False),
           4: (np.maximum, False), 5: (np.fmax, False), 6: (np.maximum, False),
           7: (np.maximum, True), 8: (np.minimum, False), 9: (np.fmin, False),
           10: (np.minimum, False), 11: (np.minimum, True), 12: (np.multiply, False),
           13: (np.multiply, False), 14: (np.bitwise_or, False)}


@handler("memref.atomic_rmw")
def _atomic_rmw(op, cc, ins, outs):
    mt = static_memref(op, op.operand_types[1])
    if mt.elem.name in ("bf16", "i1"):
        raise EmulatorError(f"atomic_rmw on {mt.elem} is not supported", op=op.name,
                            line=op.line)
    kind = op.attr("kind")
    ufunc, unsigned = _ATOMIC[kind.value if isinstance(kind, Typed) else int(kind)]
    x, m, idx, r = ins[0], ins[1], ins[2:], outs[0]
    used = cc.is_used(op.results[0])
    reg = mt.elem.reg

    def run(fr):
        v = fr.vals
        buf = v[m]
        lin = address(fr, op, buf, [v[s] for s in idx])
        addr = _active_addresses(fr, lin)
        val = bcast(v[x], fr.lanes.n)[fr.active()]
        data = buf.data
        if unsigned:
            data, val = data.view(mt.elem.unsigned), val.astype(mt.elem.unsigned)
        if used:
            old = _serial_rmw(data, addr, val, ufunc)
            sync = fr.launch.sync
            if sync is not None and buf is sync.counter:
                sync.counted(fr.active_blocks().tolist(), old)
            out = np.zeros(fr.lanes.n, reg)
            out[fr.active()] = old.view(reg) if unsigned else old
            v[r] = out
        elif ufunc is None:
            data[addr] = val
        else:
            ufunc.at(data, addr, val)       # duplicate addresses accumulate
        fr.stats.atomics += fr.nactive
        if buf.space == "global":
            _account(fr, buf, lin, read=True, write=True)
    return run


def _serial_rmw(data, addr, val, ufunc):
    """Apply the atomics one lane at a time per address (in lane order); return old values."""
    order = np.argsort(addr, kind="stable")
    sorted_addr = addr[order]
    starts = np.flatnonzero(np.r_[True, sorted_addr[1:] != sorted_addr[:-1]])
    sizes = np.diff(np.r_[starts, len(addr)])
    old = np.empty(len(addr), data.dtype)
    for k in range(int(sizes.max(initial=0))):   # round k: the k-th lane of every address
        sel = order[starts[sizes > k] + k]
        a = addr[sel]
        old[sel] = data[a]
        data[a] = val[sel] if ufunc is None else ufunc(old[sel], val[sel])
    return old


# ---- allocation and views --------------------------------------------------------------------

@handler("memref.alloca")
def _alloca(op, cc, ins, outs):
    if ins:
        raise EmulatorError("memref.alloca with dynamic sizes is not supported", op=op.name,
                            line=op.line)
    mt = static_memref(op, op.result_types[0])
    r, name = outs[0], op.results[0]

    def run(fr):   # one copy per lane: registers / local memory of each thread
        fr.vals[r] = Buffer.allocate(name, mt, fr.lanes.n, "private")
    return run


@handler("memref.get_global")
def _get_global(op, cc, ins, outs):
    mt = static_memref(op, op.result_types[0])
    sym = op.attr("name")
    sym = sym.name if isinstance(sym, Symbol) else str(sym)
    if mt.space != "workgroup" or sym not in cc.module.globals:
        raise EmulatorError(f"memref.get_global @{sym}: only workgroup globals of the "
                            f"gpu.module are supported", op=op.name, line=op.line)
    r = outs[0]

    def run(fr):   # one buffer per chunk, shared by every get_global of the symbol
        buf = fr.globals.get(sym)
        if buf is None:
            buf = fr.globals[sym] = Buffer.allocate(
                "@" + sym, mt, fr.lanes.nb, "workgroup", fr.launch.check_races)
        fr.vals[r] = buf
    return run


@handler("memref.view")
def _arena_view(op, cc, ins, outs):
    src = op.operand_types[0]  # a static arena, or the launch's dynamic shared memory
    mt = static_memref(op, op.result_types[0])
    if not isinstance(src, MemRefType) or src.elem.name != "i8" or len(src.shape) != 1 \
            or src.space != "workgroup" or mt.space != "workgroup" or len(ins) != 2:
        raise EmulatorError(f"memref.view: only static views of a 1-D i8 workgroup arena are "
                            f"supported, not {src} -> {mt}", op=op.name, line=op.line)
    name = op.attr("stitch.buffer", op.results[0])
    size = 1 if mt.elem.name == "i1" else mt.elem.storage_itemsize
    a, shift, r = ins[0], ins[1], outs[0]

    def run(fr):
        offset = fr.vals[shift]
        if np.ndim(offset):
            raise fr.error(op, "memref.view with a per-thread byte shift")
        offset = int(offset)
        arena = fr.vals[a].numel  # bytes per block
        if offset < 0 or offset % size or arena % size or offset + mt.numel * size > arena:
            raise fr.error(op, f"view {name} of {mt.numel * size} bytes at byte {offset} does "
                               f"not fit the {arena}-byte arena aligned to {size}-byte "
                               f"elements")
        fr.vals[r] = fr.vals[a].typed_view(name, mt, offset)
    return run


@handler("memref.collapse_shape", "memref.expand_shape", "memref.cast")
def _view(op, cc, ins, outs):
    src = static_memref(op, op.operand_types[0])
    mt = static_memref(op, op.result_types[0])
    if mt.numel != src.numel:
        raise EmulatorError(f"view changes the element count: {src} -> {mt}", op=op.name,
                            line=op.line)
    a, r = ins[0], outs[0]

    def run(fr):
        fr.vals[r] = fr.vals[a].view(mt)
    return run
