"""Execution state shared by the op handlers: lanes, frames, compiled blocks, the handler registry.

A chunk of whole blocks runs in lock-step, one numpy lane per thread:
lane = block_in_chunk * threads_per_block + thread_linear (x fastest). A value is either a numpy
scalar (uniform across lanes: constants, block dims, loop counters with uniform bounds) or a 1-D
array with one entry per lane; numpy broadcasting mixes the two.
A mask of None means every lane of the chunk is active.
"""
from __future__ import annotations

from functools import cached_property

import numpy as np

from .errors import EmulatorError

WARP = 32
RACE_REPORT_LIMIT = 50    # race messages kept per launch (the rest are only counted)

# op name -> factory(op, compiler, in_slots, out_slots) -> run(frame)
HANDLERS: dict = {}


def handler(*names):
    def register(factory):
        for n in names:
            HANDLERS[n] = factory
        return factory
    return register


class LaneInfo:
    """Geometry of one chunk: blocks [b0, b0 + nb) of the grid, all their threads."""

    def __init__(self, grid, block, b0: int, nb: int):
        self.grid, self.block, self.b0, self.nb = grid, block, b0, nb
        self.tpb = block[0] * block[1] * block[2]
        self.n = nb * self.tpb

    @cached_property
    def lane(self):
        return np.arange(self.n, dtype=np.int64)

    @cached_property
    def thread_linear(self):
        return np.tile(np.arange(self.tpb, dtype=np.int64), self.nb)

    @cached_property
    def block_in_chunk(self):
        return np.repeat(np.arange(self.nb, dtype=np.int64), self.tpb)

    def block_base(self, numel: int):
        """Start of each lane's block copy in a per-block buffer."""
        return self.block_in_chunk * numel if self.nb > 1 else np.int64(0)

    def thread_id(self, d: int):
        return _split(self.thread_linear, self.block, d)

    def block_id(self, d: int):
        bl = np.int64(self.b0) if self.nb == 1 else self.b0 + self.block_in_chunk
        return _split(bl, self.grid, d)

    @cached_property
    def lane_in_warp(self):
        return self.thread_linear % WARP

    def coords(self, lane: int):
        """(block xyz, thread xyz) of a lane, for messages."""
        bl, tl = self.b0 + lane // self.tpb, lane % self.tpb
        return _unlinear(bl, self.grid), _unlinear(tl, self.block)

    def fmt_thread(self, tl) -> str:
        """A thread id for messages: a plain number for 1-D blocks, else (x,y,z)."""
        if self.block[1] == self.block[2] == 1:
            return str(int(tl))
        return "(" + ",".join(map(str, _unlinear(int(tl), self.block))) + ")"


def _split(linear, dims, d: int):
    """Coordinate d of linear ids (x fastest); uniform where the dimension is 1."""
    if dims[d] == 1:
        return np.int64(0)
    x, y, _ = dims
    if d == 0:
        return linear if x * y * dims[2] == x else linear % x
    return (linear // x) % y if d == 1 else linear // (x * y)


def _unlinear(i: int, dims) -> tuple:
    i = int(i)
    return (i % dims[0], (i // dims[0]) % dims[1], i // (dims[0] * dims[1]))


class Launch:
    """Per-launch state shared by the chunks: the kernel name, counters and race reports."""

    def __init__(self, kernel: str, stats, check_races: bool):
        self.kernel, self.stats, self.check_races = kernel, stats, check_races
        self.races: list = []
        self.race_count = 0
        self.first_race = None      # (op, lane coords) of the first race, for the error
        self.race_spaces: set = set()   # "workgroup" / "global": where races were found
        self.grid_epoch = 0         # grid barriers passed (kernels with a grid barrier)
        self.cluster = 1            # blocks per thread-block cluster (nvvm.cluster_dim)
        self.sync: "CounterSync | None" = None  # a last-block kernel's counter (no grid barrier)


class CounterSync:
    """What a kernel's blocks publish and acquire through its counter (codegen/grid_barrier.py's
    last block): a block's writes before its release fence are visible to a block whose
    atomic on the counter came after that block's and that then runs an acquire fence. The
    clock advances at each fence, so a write before a block's release has a clock no later
    than the release's."""

    def __init__(self, counter):
        self.counter = counter      # the counter's Buffer
        self.clock = 0
        self.release: dict = {}     # block -> clock of its last release fence
        self.order: list = []       # (block, its release clock) per increment, in order
        self.position: dict = {}    # block -> its increment's place in `order`
        self.observed: dict = {}    # block -> increments its last atomic found before it
        self.synced: dict = {}      # block -> increments it acquired (after its atomic)

    def fence(self, blocks, ordering: int) -> None:
        for b in blocks:
            if ordering in (RELEASE, ACQ_REL, SEQ_CST):
                self.release[b] = self.clock
            if ordering in (ACQUIRE, ACQ_REL, SEQ_CST):
                self.synced[b] = self.observed.get(b, 0)
        self.clock += 1

    def counted(self, blocks, old) -> None:
        """The counter's atomic by lanes of `blocks` (in its order), finding `old` values."""
        for b, o in zip(blocks, old):
            self.position[b] = len(self.order)
            self.order.append((b, self.release.get(b, -1)))
            self.observed[b] = int(o)

    def ordered(self, writers, clocks, readers):
        """Per access: whether reader block r sees writer block w's write at that clock."""
        out = np.zeros(len(writers), bool)
        for k, (w, c, r) in enumerate(zip(writers.tolist(), clocks.tolist(), readers.tolist())):
            i = self.position.get(w)
            out[k] = i is not None and i < self.synced.get(r, 0) and self.order[i][1] >= c
        return out


ACQUIRE, RELEASE, ACQ_REL, SEQ_CST = 4, 5, 6, 7  # LLVM's AtomicOrdering (llvm.fence ordering)


class Frame:
    """One chunk's registers, current mask and geometry."""
    __slots__ = ("vals", "mask", "nactive", "lanes", "launch", "stats", "epoch", "globals",
                 "dynamic_arena", "_active", "cluster_epoch", "cluster_arrived")

    def __init__(self, nslots: int, lanes: LaneInfo, launch: Launch):
        self.vals = [None] * nslots
        self.mask, self.nactive, self._active = None, lanes.n, None
        self.lanes, self.launch, self.stats = lanes, launch, launch.stats
        self.epoch = np.zeros(lanes.nb, np.int64)   # barriers passed, per block of the chunk
        self.globals: dict = {}                      # workgroup memref.globals of this chunk
        self.dynamic_arena = None                    # the launch's dynamic shared memory
        self.cluster_epoch = 0          # cluster barriers passed (the chunk's clusters in step)
        self.cluster_arrived = False    # between a cluster barrier's arrive and its wait

    # -- masks
    def push_mask(self, mask):
        """Enter a region under `mask` (a subset of the current one); returns what to restore."""
        saved = self.save_mask()
        count = int(np.count_nonzero(mask))
        self.mask = None if count == self.lanes.n else mask
        self.nactive, self._active = count, None
        return saved

    def save_mask(self):
        return (self.mask, self.nactive, self._active)

    def pop_mask(self, saved):
        self.mask, self.nactive, self._active = saved

    def active(self):
        """Indices of the active lanes (cached per mask)."""
        if self._active is None:
            self._active = self.lanes.lane if self.mask is None else np.flatnonzero(self.mask)
        return self._active

    def active_blocks(self):
        """The grid block of each active lane."""
        return self.lanes.b0 + self.lanes.block_in_chunk[self.active()]

    def first_active(self) -> int:
        return 0 if self.mask is None else int(np.argmax(self.mask))

    # -- errors
    def error(self, op, message: str, lane: int | None = None) -> EmulatorError:
        block = thread = None
        if lane is not None:
            block, thread = self.lanes.coords(lane)
        return EmulatorError(message, kernel=self.launch.kernel, op=op.name, line=op.line,
                             block=block, thread=thread)

    def report_race(self, op, buf, found, count, addr, lanes_of):
        """Record races found by a shared access: access k hit `addr[k]` from lane `lanes_of[k]`."""
        launch = self.launch
        launch.race_count += count
        if found and launch.first_race is None:
            launch.first_race = (op, self.lanes.coords(int(lanes_of[found[0][0]])))
        for k, text in found:
            if len(launch.races) >= RACE_REPORT_LIMIT:
                break
            lane = int(lanes_of[k])
            block, _ = self.lanes.coords(lane)
            where = f"in block ({block[0]},{block[1]},{block[2]})" \
                if buf.space == "workgroup" else getattr(buf.race, "where", "between blocks")
            launch.races.append(f"race on {_SPACE_NAME[buf.space]} buffer "
                                f"{buf.element_name(addr[k])} {where}: {text}")
            launch.race_spaces.add(buf.space)


_SPACE_NAME = {"workgroup": "shared", "global": "global"}


# ---- compiled code -----------------------------------------------------------------------

class CompiledBlock:
    """A block ready to run: where its arguments go, its steps, and what its terminator yields.

    Each step is (run, dead, op): `dead` lists slots whose last use was that step, freed at once
    so a long kernel over 2^20 lanes does not keep every intermediate array alive.
    """
    __slots__ = ("arg_slots", "steps", "term")

    def __init__(self, arg_slots, steps, term):
        self.arg_slots, self.steps, self.term = arg_slots, steps, term


def run_block(fr: Frame, blk: CompiledBlock, args=()) -> list:
    vals = fr.vals
    for s, v in zip(blk.arg_slots, args):
        vals[s] = v
    step = None
    try:
        for step in blk.steps:
            step[0](fr)
            for s in step[1]:
                vals[s] = None
    except EmulatorError:
        raise
    except Exception as e:      # a bug or an unexpected value: still name the op and line
        raise fr.error(step[2], f"internal error: {type(e).__name__}: {e}") from e
    return [vals[s] for s in blk.term]


# ---- value helpers ---------------------------------------------------------------------------

def bcast(x, n: int):
    """A per-lane array from a uniform or per-lane value."""
    return np.broadcast_to(x, (n,)) if np.ndim(x) == 0 else x


def where(c, a, b):
    """np.where that keeps uniform results as numpy scalars."""
    if np.ndim(c) == 0:
        return a if c else b
    return np.where(c, a, b)

