"""Buffers behind memref values, shared-memory race tracking, and global-memory race tracking
between blocks for kernels with a grid barrier.

A memref SSA value is uniform (one Buffer object for all lanes). Global buffers wrap the caller's
array; workgroup buffers hold one copy per block of the chunk and private buffers one copy per lane,
so an access adds the lane's copy offset to the linear index.

A workgroup *arena* (an i8 attribution cut into typed buffers by `memref.view`, the smem plan's
layout) is one byte array per block; each view is a Buffer over the same bytes (`base`: its first
element, `copy_stride`: elements per block copy). Its race log is keyed by the byte where an
element starts, shared by every view, and an `ArenaLog` records which view last wrote each byte:
a read through another view is an overlap of two live buffers (reported like a race).
"""
from __future__ import annotations

import numpy as np

from .types import MemRefType, ScalarType


def row_major_strides(shape) -> tuple:
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(acc)
        acc *= d
    return tuple(reversed(strides))


class Buffer:
    __slots__ = ("name", "elem", "data", "shape", "strides", "numel", "space",
                 "read_mask", "write_mask", "race", "base_shape", "base", "copy_stride",
                 "arena", "view_id")

    def __init__(self, name: str, mtype: MemRefType, data: np.ndarray):
        self.name, self.elem, self.data = name, mtype.elem, data
        self.shape, self.strides = mtype.shape, row_major_strides(mtype.shape)
        self.numel, self.space = mtype.numel, mtype.space
        self.base_shape = self.shape           # for naming elements in race messages
        self.read_mask = self.write_mask = self.race = None
        self.base, self.copy_stride = 0, self.numel  # a view of an arena: where its copies lie
        self.arena, self.view_id = None, -1     # the arena's ArenaLog, this view's number in it

    @classmethod
    def wrap_global(cls, name: str, mtype: MemRefType, array: np.ndarray) -> "Buffer":
        data = array.reshape(-1)                # a view: writes land in the caller's array
        if mtype.elem.name == "bf16":
            data = data.view(np.uint16)
        elif mtype.elem.name == "i8" and data.dtype != np.int8:
            data = data.view(np.int8)           # bool / uint8 bytes: loads and stores see bytes
        buf = cls(name, mtype, data)
        buf.read_mask = np.zeros(buf.numel, bool)
        buf.write_mask = np.zeros(buf.numel, bool)
        return buf

    @classmethod
    def allocate(cls, name: str, mtype: MemRefType, copies: int, space: str,
                 track_races: bool = False) -> "Buffer":
        """Per-block (space "workgroup") or per-lane ("private") storage, filled with
        garbage-looking values (NaN for floats, 0x5A bytes for integers, false for i1) so that
        reading memory nobody wrote is visible."""
        elem: ScalarType = mtype.elem
        size = copies * mtype.numel
        if elem.name == "bf16":
            data = np.full(size, 0x7FC0, np.uint16)
        elif elem.is_float:
            data = np.full(size, np.nan, elem.reg)
        elif elem.name == "i1":
            data = np.zeros(size, bool)
        else:
            data = np.full(size, 0x5A, np.uint8).repeat(elem.reg.itemsize).view(elem.reg)
        buf = cls(name, mtype, data)
        buf.space = space
        if track_races:
            buf.race = RaceTracker(size)
        return buf

    @classmethod
    def allocate_arena(cls, name: str, mtype: MemRefType, copies: int,
                       track_races: bool = False) -> "Buffer":
        """A workgroup byte arena, every byte 0xFF (NaN in any float view, -1 in an integer
        one) until written."""
        buf = cls(name, mtype, np.full(copies * mtype.numel, -1, np.int8))
        buf.space = "workgroup"
        if track_races:
            buf.race = RaceTracker(copies * mtype.numel)
            buf.arena = ArenaLog(copies * mtype.numel)
        return buf

    def typed_view(self, name: str, mtype: MemRefType, offset: int) -> "Buffer":
        """Elements of `mtype` from byte `offset` of every block's copy of this arena."""
        size = mtype.elem.storage_itemsize if mtype.elem.name != "i1" else 1
        dtype = np.dtype(bool) if mtype.elem.name == "i1" else \
            np.dtype(np.uint16) if mtype.elem.name == "bf16" else mtype.elem.reg
        v = Buffer(name, mtype, self.data.view(dtype))
        v.space, v.race = "workgroup", self.race
        v.base, v.copy_stride = offset // size, self.numel // size
        if self.arena is not None:
            v.arena, v.view_id = self.arena, self.arena.add(name)
        return v

    def view(self, mtype: MemRefType) -> "Buffer":
        """Same storage, another static shape (collapse/expand_shape, cast)."""
        v = Buffer.__new__(Buffer)
        for k in Buffer.__slots__:
            setattr(v, k, getattr(self, k))
        v.shape, v.strides = mtype.shape, row_major_strides(mtype.shape)
        return v

    def copy_offset(self, lanes):
        """Offset of each lane's copy inside `data` (0 for global memory)."""
        if self.space == "workgroup":
            return lanes.block_base(self.copy_stride) + self.base
        if self.space == "private":
            return lanes.lane * self.numel
        return 0

    def element_name(self, flat: int) -> str:
        idx = np.unravel_index((int(flat) - self.base) % self.copy_stride, self.base_shape)
        return f"{self.name}[{', '.join(str(int(i)) for i in idx)}]"


class ArenaLog:
    """Per byte of an arena (all blocks of the chunk): the view that last wrote it and where."""

    def __init__(self, size: int):
        self.owner = np.full(size, -1, np.int32)
        self.line = np.zeros(size, np.int64)
        self.names: list = []

    def add(self, name: str) -> int:
        self.names.append(name)
        return len(self.names) - 1

    def on_write(self, byte_addr, view_id: int, line: int) -> None:
        self.owner[byte_addr] = view_id
        self.line[byte_addr] = line

    def foreign(self, byte_addr, view_id: int):
        """Per access (rows of `byte_addr`): the first byte last written through another
        view, or -1."""
        owner = self.owner[byte_addr]
        bad = (owner >= 0) & (owner != view_id)
        return np.where(bad.any(axis=1), byte_addr[np.arange(len(bad)), bad.argmax(axis=1)], -1)


class RaceTracker:
    """Per shared element: last writer (thread, epoch, line) and reader (thread or MANY, epoch,
    line). An epoch is the number of barriers its block has passed, so an access conflicts with
    another only if both happen in the same epoch of the same block (addresses are per block)."""
    NONE, MANY = -1, -2

    def __init__(self, size: int):
        self.writer = np.full(size, self.NONE, np.int64)
        self.w_epoch = np.full(size, -1, np.int64)
        self.w_line = np.zeros(size, np.int64)
        self.reader = np.full(size, self.NONE, np.int64)
        self.r_epoch = np.full(size, -1, np.int64)
        self.r_line = np.zeros(size, np.int64)

    def on_read(self, addr, thread, epoch, line, fmt):
        """Record reads by active accesses (parallel arrays). Returns ([(position, message)] for
        the first few conflicts, number of conflicts); `fmt` formats a thread id."""
        w = self.writer[addr]
        bad = (self.w_epoch[addr] == epoch) & (w >= 0) & (w != thread)
        found = [(k, f"written by thread {fmt(w[k])} (line {self.w_line[addr[k]]}), read by "
                     f"thread {fmt(thread[k])} (line {line}){_NO_BARRIER}") for k in _first(bad)]
        uaddr, first, count = np.unique(addr, return_index=True, return_counts=True)
        cur = np.where(self.r_epoch[uaddr] == epoch[first], self.reader[uaddr], self.NONE)
        t0 = thread[first]
        many = (count > 1) | (cur == self.MANY) | ((cur >= 0) & (cur != t0))
        self.reader[uaddr] = np.where(many, self.MANY, t0)
        self.r_epoch[uaddr] = epoch[first]
        self.r_line[uaddr] = line
        return found, int(bad.sum())

    def on_write(self, addr, thread, epoch, line, fmt):
        w, r = self.writer[addr], self.reader[addr]
        ww = (self.w_epoch[addr] == epoch) & (w >= 0) & (w != thread)
        rw = (self.r_epoch[addr] == epoch) & (r != self.NONE) & (r != thread)
        order = np.argsort(addr, kind="stable")
        dup_sorted = np.zeros(len(addr), bool)
        dup_sorted[1:] = addr[order][1:] == addr[order][:-1]
        dup = np.zeros(len(addr), bool)
        dup[order] = dup_sorted                  # later lanes hitting an address already hit
        prev = np.empty(len(addr), np.int64)
        prev[order[1:]] = order[:-1]
        found = []
        for k in _first(ww):
            found.append((k, f"written by thread {fmt(w[k])} (line {self.w_line[addr[k]]}), "
                             f"written again by thread {fmt(thread[k])} (line {line})"
                             f"{_NO_BARRIER}"))
        for k in _first(rw):
            who = "several threads" if r[k] == self.MANY else f"thread {fmt(r[k])}"
            found.append((k, f"read by {who} (line {self.r_line[addr[k]]}), written by thread "
                             f"{fmt(thread[k])} (line {line}){_NO_BARRIER}"))
        for k in _first(dup):
            found.append((k, f"written by threads {fmt(thread[prev[k]])} and "
                             f"{fmt(thread[k])} in the same store (line {line})"))
        self.writer[addr] = thread
        self.w_epoch[addr] = epoch
        self.w_line[addr] = line
        return found, int(ww.sum() + rw.sum() + dup.sum())


class ScratchRaceTracker(RaceTracker):
    """The global scratch of a kernel without a grid barrier: each block's region of it (row
    values moved out of shared memory) is handed between the block's threads around block
    barriers, like shared memory. Threads are global ids (block * threads per block + thread),
    an epoch key `block << 32 | barriers passed`, so threads of one block conflict within an
    epoch; writing an element another block read or wrote, or reading one another block wrote,
    is a race whatever the epochs (blocks are unordered without a grid barrier), except a read
    that the kernel's counter orders (`sync`, core.CounterSync: the last block reading what
    the others published before counting themselves)."""

    def __init__(self, size: int, threads_per_block: int, sync=None):
        super().__init__(size)
        self.tpb, self.sync = threads_per_block, sync
        self.r_block = np.full(size, self.NONE, np.int64)  # the block that read it, or MANY
        self.w_clock = np.zeros(size, np.int64)  # the sync's clock at the last write

    where = "in the global scratch"  # for the race report (core.report_race)

    def fmt(self, fmt_thread):
        """A global thread id as `t of block b`."""
        return lambda g: f"{fmt_thread(int(g) % self.tpb)} of block {int(g) // self.tpb}"

    def _written_elsewhere(self, addr, thread):
        """(last writers of `addr`, whether each is in another block than `thread`)."""
        w = self.writer[addr]
        return w, (w >= 0) & (w // self.tpb != thread // self.tpb)

    def on_read(self, addr, thread, epoch, line, fmt):
        w, cross = self._written_elsewhere(addr, thread)
        if self.sync is not None and cross.any():
            cross &= ~self.sync.ordered(w // self.tpb, self.w_clock[addr], thread // self.tpb)
        found, count = super().on_read(addr, thread, epoch, line, self.fmt(fmt))
        found += self._cross(cross, "read", w, addr, thread, line, fmt)
        uaddr, lo, hi, _ = _block_range(addr, thread // self.tpb)
        cur = self.r_block[uaddr]
        many = (lo != hi) | (cur == self.MANY) | ((cur >= 0) & (cur != lo))
        self.r_block[uaddr] = np.where(many, self.MANY, lo)
        return found, count + int(cross.sum())

    def on_write(self, addr, thread, epoch, line, fmt):
        w, cross = self._written_elsewhere(addr, thread)
        rb, block = self.r_block[addr], thread // self.tpb
        read_elsewhere = (rb == self.MANY) | ((rb >= 0) & (rb != block))
        found, count = super().on_write(addr, thread, epoch, line, self.fmt(fmt))
        if self.sync is not None:
            self.w_clock[addr] = self.sync.clock
        found += self._cross(cross, "written", w, addr, thread, line, fmt)
        g = self.fmt(fmt)
        found += [(k, f"read by {'several blocks' if rb[k] == self.MANY else f'block {rb[k]}'}, "
                      f"written by thread {g(thread[k])} (line {line}): another block's "
                      f"element, {self._why_unordered}")
                  for k in _first(read_elsewhere)]
        return found, count + int(cross.sum()) + int(read_elsewhere.sum())

    def _cross(self, cross, what: str, w, addr, thread, line, fmt) -> list:
        g = self.fmt(fmt)
        return [(k, f"written by thread {g(w[k])} (line {self.w_line[addr[k]]}), {what} by "
                    f"thread {g(thread[k])} (line {line}): another block's element, "
                    f"{self._why_unordered}") for k in _first(cross)]

    @property
    def _why_unordered(self) -> str:
        if self.sync is None:
            return "with no grid barrier in the kernel"
        return ("not ordered by the kernel's counter (read before the writer counted itself "
                "with a release fence, or without an acquire fence after the reader's count)")


_NO_BARRIER = " with no gpu.barrier between"


def _first(mask, limit: int = 8):
    return np.flatnonzero(mask)[:limit].tolist()


class GridRaceTracker(RaceTracker):
    """Global memory in a kernel with a grid barrier: the same log with blocks for threads and
    the grid epoch (grid barriers passed, one for the whole grid) for the block's. Two accesses
    by different blocks in the same epoch, one of them a write, are unordered on a GPU (the
    emulator's lock-step order would hide it). Atomics are not tracked."""

    def on_read(self, addr, block, epoch: int, line: int, fmt=None):
        """Record reads by the active accesses (element addr[k] by block[k]); returns
        ([(k, message)] for the first conflicts, number of conflicts)."""
        w = self.writer[addr]
        bad = (self.w_epoch[addr] == epoch) & (w >= 0) & (w != block)
        found = [(k, f"written by block {w[k]} (line {self.w_line[addr[k]]}), read by block "
                     f"{block[k]} (line {line}){_NO_GRID_BARRIER}") for k in _first(bad)]
        uaddr, lo, hi, _ = _block_range(addr, block)
        cur = np.where(self.r_epoch[uaddr] == epoch, self.reader[uaddr], self.NONE)
        many = (lo != hi) | (cur == self.MANY) | ((cur >= 0) & (cur != lo))
        self.reader[uaddr] = np.where(many, self.MANY, lo)
        self.r_epoch[uaddr] = epoch
        self.r_line[uaddr] = line
        return found, int(bad.sum())

    def on_write(self, addr, block, epoch: int, line: int, fmt=None):
        w = self.writer[addr]
        ww, rw = self._write_conflicts(addr, block, epoch)
        _, lo, _, inverse = _block_range(addr, block)
        same_store = block != lo[inverse]  # another block stored to the element in this op
        found = [(k, f"written by block {w[k]} (line {self.w_line[addr[k]]}), written again by "
                     f"block {block[k]} (line {line}){self._unordered(w[k], block[k])}")
                 for k in _first(ww)]
        found += [(k, f"read by {self._readers(addr[k], block[k])} (line "
                      f"{self.r_line[addr[k]]}), written by block {block[k]} (line {line})"
                      f"{self._unordered(self._reader_of(addr[k], block[k]), block[k])}")
                  for k in _first(rw)]
        found += [(k, f"written by several blocks in the same store (line {line})")
                  for k in _first(same_store)]
        self.writer[addr] = block
        self.w_epoch[addr] = epoch
        self.w_line[addr] = line
        return found, int(ww.sum() + rw.sum() + same_store.sum())

    def _write_conflicts(self, addr, block, epoch: int):
        """(an earlier write, an earlier read) unordered with block's write, per access."""
        w, r = self.writer[addr], self.reader[addr]
        return ((self.w_epoch[addr] == epoch) & (w >= 0) & (w != block),
                (self.r_epoch[addr] == epoch) & (r != self.NONE) & (r != block))

    def _readers(self, addr: int, block: int) -> str:
        return _who(self.reader[addr])

    def _reader_of(self, addr: int, block: int) -> int:
        return int(self.reader[addr])

    def _unordered(self, other: int, block: int) -> str:
        return _NO_GRID_BARRIER


_NO_GRID_BARRIER = " with no grid barrier between"


def _who(reader: int) -> str:
    return "several blocks" if reader == GridRaceTracker.MANY else f"block {reader}"


def _block_range(addr, block):
    """(distinct addresses, lowest and highest block accessing each, each access's position
    among the distinct addresses)."""
    uaddr, inverse = np.unique(addr, return_inverse=True)
    lo = np.full(len(uaddr), np.iinfo(np.int64).max, np.int64)
    hi = np.full(len(uaddr), -1, np.int64)
    np.minimum.at(lo, inverse, block)
    np.maximum.at(hi, inverse, block)
    return uaddr, lo, hi, inverse


class ClusterRaceTracker(GridRaceTracker):
    """Global memory in a kernel launched in thread-block clusters (blocks [c*i, c*i + c)):
    blocks for threads, and the cluster epoch (cluster barriers passed, the same for every
    block of a chunk, which holds whole clusters). Two accesses by different blocks, one of
    them a write, are unordered when the blocks are in different clusters (nothing orders
    clusters but the kernel's counter: `sync`, as ScratchRaceTracker's), or in one cluster
    within one epoch. Atomics are not tracked."""

    def __init__(self, size: int, cluster: int, sync=None):
        super().__init__(size)
        self.cluster, self.sync = cluster, sync
        self.r_cluster = np.full(size, self.NONE, np.int64)  # the readers' cluster, or MANY
        self.w_clock = np.zeros(size, np.int64)  # the sync's clock at the last write

    def on_read(self, addr, block, epoch: int, line: int, fmt=None):
        w = self.writer[addr]
        other = (w >= 0) & (w != block)
        bad = other & ((w // self.cluster != block // self.cluster) | (self.w_epoch[addr] == epoch))
        if self.sync is not None and bad.any():
            bad &= ~self.sync.ordered(w, self.w_clock[addr], block)
        found = [(k, f"written by block {w[k]} (line {self.w_line[addr[k]]}), read by block "
                     f"{block[k]} (line {line}){self._unordered(w[k], block[k])}")
                 for k in _first(bad)]
        uaddr, lo, hi, _ = _block_range(addr, block // self.cluster)
        cur = self.r_cluster[uaddr]
        many = (lo != hi) | (cur == self.MANY) | ((cur >= 0) & (cur != lo))
        self.r_cluster[uaddr] = np.where(many, self.MANY, lo)
        super().on_read(addr, block, epoch, line, fmt)  # the readers of this epoch
        return found, int(bad.sum())

    def _write_conflicts(self, addr, block, epoch: int):
        c, rc, w = block // self.cluster, self.r_cluster[addr], self.writer[addr]
        ww, same_epoch_read = super()._write_conflicts(addr, block, epoch)
        other_cluster = (w >= 0) & (w != block) & (w // self.cluster != c)
        read_elsewhere = (rc == self.MANY) | ((rc >= 0) & (rc != c))
        return ww | other_cluster, same_epoch_read | read_elsewhere

    def _readers(self, addr: int, block: int) -> str:
        if self._reader_of(addr, block) < 0:
            return "another cluster"
        return super()._readers(addr, block)

    def _reader_of(self, addr: int, block: int) -> int:
        """The reader to name: -1 when a reader was in another cluster than `block`."""
        return -1 if self.r_cluster[addr] != block // self.cluster else int(self.reader[addr])

    def on_write(self, addr, block, epoch: int, line: int, fmt=None):
        found = super().on_write(addr, block, epoch, line, fmt)
        if self.sync is not None:
            self.w_clock[addr] = self.sync.clock
        return found

    def _unordered(self, other: int, block: int) -> str:
        """Why an access of `other` (a block; -1: one of another cluster; MANY: several of
        this one) and one of `block` are unordered."""
        if other == -1 or (other >= 0 and other // self.cluster != block // self.cluster):
            return (f": blocks of different clusters (of {self.cluster} blocks), which no "
                    f"barrier orders")
        return " with no cluster barrier between"
