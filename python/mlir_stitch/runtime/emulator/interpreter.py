"""Translate a gpu.func once into Python closures, then launch it over chunks of blocks.

A kernel with a grid barrier (the stitch.grid_barrier attribute) runs its whole grid as one
chunk, whatever max_lanes says, so that every block arrives before any block checks the
counter; its launch must say how many blocks fit in one wave, and a larger grid is refused
(on a GPU it would hang). Lock-step execution would hide a missing grid barrier, so its global
buffers track races between blocks: an element one block writes and another block reads or
writes with no grid barrier between (atomics excepted) fails the launch.

A kernel launched in thread-block clusters (nvvm.cluster_dim = [c, 1, 1] on the gpu.func, PTX
.reqnctapercluster) runs chunks of whole clusters (blocks [c*i, c*i + c)), so a cluster barrier
finds every block of its cluster in the same lock-step chunk; its global buffers track races
between blocks: of different clusters always, of one cluster between cluster barriers."""
from __future__ import annotations

import time

import numpy as np

from . import ops_arith, ops_gpu, ops_memory, ops_mma, ops_scf  # noqa: F401  (register handlers)
from .ops_scf import GRID_BARRIER_ATTR
from .core import HANDLERS, CompiledBlock, CounterSync, Frame, LaneInfo, Launch, run_block
from .errors import EmulatorError
from .memory import Buffer, ClusterRaceTracker, GridRaceTracker, ScratchRaceTracker
from .parser import Module, Op, Typed, parse_module
from .stats import Stats
from .types import MemRefType, ScalarType, parse_type

SCRATCH_ATTR = "stitch.scratch"  # on a gpu.func with a global scratch buffer (kernel_writer.py)
COUNTER_ATTR = "stitch.counter"  # on a gpu.func taking a counter last (codegen/grid_barrier.py)
CLUSTER_DIM_ATTR = "nvvm.cluster_dim"  # on a gpu.func launched in thread-block clusters
MAX_CLUSTER_BLOCKS = 8  # portable cluster size (larger ones need an opt-in the runner never asks)
TERMINATORS = ("scf.yield", "scf.condition", "gpu.return")
MAX_THREADS_PER_BLOCK = 1024


class Compiler:
    """Turns one gpu.func into CompiledBlocks: SSA values become slots of a register list."""

    def __init__(self, module: Module, func: Op, kernel: str):
        self.module, self.kernel = module, kernel
        self.slot_types: list = []
        self.scopes: list = [{}]
        self.uses: list = []            # one set per op being compiled: slots it reads
        self.used_names = set(_all_operands(func))
        self.grid_barrier = func.attr(GRID_BARRIER_ATTR) is not None
        # its last argument is a counter: a grid barrier's, or the last block's
        self.counter = self.grid_barrier or func.attr(COUNTER_ATTR) is not None

    # -- slots
    def new_slot(self, t) -> int:
        self.slot_types.append(t)
        return len(self.slot_types) - 1

    def lookup(self, op: Op, i: int) -> int:
        name = op.operands[i]
        for scope in reversed(self.scopes):
            if name in scope:
                slot = scope[name]
                break
        else:
            raise self.error(op, f"use of undefined value {name}")
        have, want = self.slot_types[slot], op.operand_types[i]
        if have.text != want.text:
            raise self.error(op, f"type mismatch: operand #{i} ({name}) has type {have}, the op "
                                 f"expects {want}")
        if self.uses:
            self.uses[-1].add(slot)
        return slot

    def is_used(self, name: str) -> bool:
        return name in self.used_names

    def error(self, op: Op, message: str) -> EmulatorError:
        return EmulatorError(message, kernel=self.kernel, op=op.name, line=op.line)

    # -- regions
    def compile_region(self, op: Op, index: int) -> CompiledBlock:
        blocks = op.regions[index].blocks
        if len(blocks) != 1:
            raise self.error(op, f"region #{index} must have exactly one block")
        return self.compile_block(blocks[0])

    def compile_block(self, block) -> CompiledBlock:
        self.scopes.append({})
        arg_slots = [self._define(name, t) for name, t in block.args]
        ops = block.ops
        term = ops[-1] if ops and ops[-1].name in TERMINATORS else None
        body = ops[:-1] if term else ops
        runs, op_uses, op_outs = [], [], []
        for op in body:
            self.uses.append(set())
            runs.append(self._compile_op(op))
            used = self.uses.pop()
            if self.uses:                   # nested uses count for the enclosing op too
                self.uses[-1] |= used
            op_uses.append(used)
            op_outs.append([self.scopes[-1][n] for n in op.results])
        term_slots = [self.lookup(term, i) for i in range(len(term.operands))] if term else []
        self.scopes.pop()
        dead = _dead_after(arg_slots, op_uses, op_outs, set(term_slots))
        return CompiledBlock(arg_slots, list(zip(runs, dead, body)), term_slots)

    def _define(self, name: str, t) -> int:
        slot = self.new_slot(t)
        self.scopes[-1][name] = slot
        return slot

    def _compile_op(self, op: Op):
        factory = HANDLERS.get(op.name)
        if factory is None:
            raise self.error(op, f"unsupported op {op.name}")
        ins = [self.lookup(op, i) for i in range(len(op.operands))]
        outs = [self.new_slot(t) for t in op.result_types]
        try:
            run = factory(op, self, ins, outs)
        except EmulatorError as e:
            if e.kernel is None:            # add the kernel name to handler-raised errors
                raise EmulatorError(e.detail, kernel=self.kernel, op=op.name,
                                    line=op.line) from None
            raise
        for name, slot in zip(op.results, outs):
            self.scopes[-1][name] = slot
        return run


def _all_operands(op: Op):
    for r in op.regions:
        for b in r.blocks:
            for o in b.ops:
                yield from o.operands
                yield from _all_operands(o)


def _dead_after(arg_slots, op_uses, op_outs, keep) -> list:
    """For each op of a block, the slots defined in the block that are dead after it."""
    last = {s: -1 for s in arg_slots}
    for i, outs in enumerate(op_outs):
        for s in outs:
            last[s] = i                     # an unused result dies right away
    for i, used in enumerate(op_uses):
        for s in used:
            if s in last:
                last[s] = max(last[s], i)
    dead = [[] for _ in op_outs]
    for s, i in last.items():
        if i >= 0 and s not in keep:
            dead[i].append(s)
    return [tuple(d) for d in dead]


class CompiledKernel:
    def __init__(self, module: Module, name: str):
        func = module.funcs[name]
        ftype = func.attr("function_type")
        self.name, self.arg_types = name, ftype.inputs
        cc = Compiler(module, func, name)
        self.grid_barrier = cc.grid_barrier
        self.counter_arg = len(ftype.inputs) - 1 if cc.counter else None
        # the kernel's global scratch: its last argument, before the counter
        self.scratch_arg = len(ftype.inputs) - 1 - int(cc.counter) \
            if func.attr(SCRATCH_ATTR) is not None else None
        block = func.regions[0].blocks[0]
        self.body = cc.compile_block(block)
        self.nslots = len(cc.slot_types)
        nargs, nwg = len(ftype.inputs), _int(func.attr("workgroup_attributions", 0))
        slots = self.body.arg_slots
        names = [n for n, _ in block.args]
        types = [t for _, t in block.args]
        self.arg_slots = slots[:nargs]
        self.workgroup = list(zip(slots[nargs:nargs + nwg], types[nargs:nargs + nwg],
                                  names[nargs:nargs + nwg]))
        self.private = list(zip(slots[nargs + nwg:], types[nargs + nwg:], names[nargs + nwg:]))
        self.arg_names = names[:nargs]
        for slot, t, n in self.workgroup + self.private:
            if not (isinstance(t, MemRefType) and t.static):
                raise EmulatorError(f"attribution {n} has unsupported type {t}",
                                    kernel=name, op="gpu.func", line=func.line)
        self.known_block = func.attr("known_block_size")
        self.known_grid = func.attr("known_grid_size")
        self.line = func.line
        cluster = func.attr(CLUSTER_DIM_ATTR)
        self.cluster = _dim3(cluster, "cluster") if cluster is not None else (1, 1, 1)
        if self.cluster[1:] != (1, 1) or self.cluster[0] > MAX_CLUSTER_BLOCKS:
            raise EmulatorError(f"{CLUSTER_DIM_ATTR} {self.cluster}: clusters along x of at "
                                f"most {MAX_CLUSTER_BLOCKS} blocks are supported", kernel=name,
                                op="gpu.func", line=func.line)


def _int(x) -> int:
    return x.value if isinstance(x, Typed) else int(x)


def _dim3(x, what: str) -> tuple:
    t = (int(x),) if np.ndim(x) == 0 else tuple(int(v) for v in x)
    if not 1 <= len(t) <= 3 or any(v < 1 for v in t):
        raise EmulatorError(f"bad {what} dimensions {x!r}")
    return t + (1,) * (3 - len(t))


class Emulator:
    """Runs the kernels of a gpu.module on the CPU with GPU semantics.

    max_lanes bounds the threads run in lock-step at once (whole blocks per chunk);
    check_races turns shared-memory race tracking off when speed matters more.
    """

    def __init__(self, module, *, max_lanes: int = 1 << 20, check_races: bool = True):
        self.module = parse_module(module) if isinstance(module, str) else module
        self.max_lanes, self.check_races = max_lanes, check_races
        self._compiled: dict = {}

    @property
    def kernels(self) -> list:
        return list(self.module.funcs)

    def compile(self, name: str) -> CompiledKernel:
        """Translate a kernel (done once, on its first launch)."""
        k = self._compiled.get(name)
        if k is None:
            if name not in self.module.funcs:
                raise EmulatorError(f"no gpu.func @{name} (have: {', '.join(self.kernels)})")
            k = self._compiled[name] = CompiledKernel(self.module, name)
        return k

    def launch(self, name: str, grid, block, args, stats: Stats | None = None,
               blocks_per_wave: int | None = None, shared_bytes: int = 0) -> Stats:
        """Run kernel `name`; `blocks_per_wave` (blocks resident at once on the target) is
        required for a kernel with a grid barrier and bounds its grid; `shared_bytes` of
        dynamic shared memory per block (what gpu.dynamic_shared_memory returns)."""
        k = self.compile(name)
        grid, block = _dim3(grid, "grid"), _dim3(block, "block")
        self._check_launch(k, grid, block)
        nblocks = grid[0] * grid[1] * grid[2]
        if k.grid_barrier:
            _check_one_wave(k, nblocks, blocks_per_wave)
        bound = self._bind_args(k, list(args))
        tpb = block[0] * block[1] * block[2]
        cluster = k.cluster[0]
        sync = CounterSync(bound[k.counter_arg]) \
            if k.counter_arg is not None and not k.grid_barrier else None
        if k.grid_barrier and self.check_races:
            for buf in bound:
                if isinstance(buf, Buffer):
                    buf.race = GridRaceTracker(buf.numel)
        elif cluster > 1 and self.check_races:
            for buf in bound:
                if isinstance(buf, Buffer):
                    buf.race = ClusterRaceTracker(buf.numel, cluster, sync)
        elif k.scratch_arg is not None and self.check_races:
            scratch = bound[k.scratch_arg]
            scratch.race = ScratchRaceTracker(scratch.numel, tpb, sync)
        stats = stats if stats is not None else Stats()
        launch = Launch(name, stats, self.check_races)
        launch.cluster, launch.sync = cluster, sync
        per_chunk = nblocks if k.grid_barrier else \
            max(1, self.max_lanes // tpb // cluster) * cluster  # whole clusters
        t0 = time.perf_counter()
        try:
            with np.errstate(all="ignore"):   # inactive lanes compute garbage freely
                for b0 in range(0, nblocks, per_chunk):
                    self._run_chunk(k, LaneInfo(grid, block, b0, min(per_chunk, nblocks - b0)),
                                    launch, bound, shared_bytes)
        finally:
            for buf in bound:
                if isinstance(buf, Buffer):
                    stats.distinct_read_bytes += int(buf.read_mask.sum()) * buf.data.itemsize
                    stats.distinct_written_bytes += \
                        int(buf.write_mask.sum()) * buf.data.itemsize
            stats.launches += 1
            stats.seconds += time.perf_counter() - t0
        if launch.race_count:
            raise _race_error(launch)
        return stats

    def _run_chunk(self, k: CompiledKernel, lanes: LaneInfo, launch: Launch, bound,
                   shared_bytes: int = 0):
        fr = Frame(k.nslots, lanes, launch)
        for slot, value in zip(k.arg_slots, bound):
            fr.vals[slot] = value
        if shared_bytes:
            fr.dynamic_arena = Buffer.allocate_arena(
                "dynamic shared memory",
                parse_type(f"memref<{shared_bytes}xi8, #gpu.address_space<workgroup>>"),
                lanes.nb, launch.check_races)
        for slot, t, name in k.workgroup:
            if t.elem.name == "i8" and len(t.shape) == 1:  # an arena that memref.view cuts up
                fr.vals[slot] = Buffer.allocate_arena(name, t, lanes.nb, launch.check_races)
            else:
                fr.vals[slot] = Buffer.allocate(name, t, lanes.nb, "workgroup", launch.check_races)
        for slot, t, name in k.private:
            fr.vals[slot] = Buffer.allocate(name, t, lanes.n, "private")
        run_block(fr, k.body, [fr.vals[s] for s in k.body.arg_slots])

    def _check_launch(self, k: CompiledKernel, grid, block):
        def fail(msg):
            return EmulatorError(msg, kernel=k.name, op="gpu.func", line=k.line)
        if k.known_block is not None and tuple(k.known_block) != block:
            raise fail(f"launched with block {block} but known_block_size is "
                       f"{tuple(k.known_block)}")
        if k.known_grid is not None and tuple(k.known_grid) != grid:
            raise fail(f"launched with grid {grid} but known_grid_size is {tuple(k.known_grid)}")
        if block[0] * block[1] * block[2] > MAX_THREADS_PER_BLOCK or block[2] > 64:
            raise fail(f"block {block} exceeds the CUDA limits (1024 threads, z <= 64)")
        if grid[0] % k.cluster[0]:
            raise fail(f"grid {grid} is not a whole number of clusters of {k.cluster} blocks "
                       f"(a launch error on a GPU)")

    def _bind_args(self, k: CompiledKernel, args: list) -> list:
        if len(args) != len(k.arg_types):
            raise EmulatorError(f"expected {len(k.arg_types)} arguments, got {len(args)}",
                                kernel=k.name)
        return [_bind_arg(k, i, t, a) for i, (t, a) in enumerate(zip(k.arg_types, args))]


def _check_one_wave(k: CompiledKernel, nblocks: int, blocks_per_wave) -> None:
    def fail(msg):
        return EmulatorError(msg, kernel=k.name, op="gpu.func", line=k.line)
    if blocks_per_wave is None:
        raise fail("the kernel has a grid barrier but its launch gives no blocks_per_wave "
                   "(blocks resident at once on the target)")
    if nblocks > blocks_per_wave:
        raise fail(f"grid of {nblocks} blocks with a grid barrier exceeds the {blocks_per_wave} "
                   f"blocks of one wave on the target: the blocks of the first wave would wait "
                   f"forever for blocks that cannot start (a hang on a GPU)")


def _bind_arg(k: CompiledKernel, i: int, t, a):
    def fail(msg):
        return EmulatorError(f"argument {i} ({k.arg_names[i]}: {t}): {msg}", kernel=k.name)
    if isinstance(t, MemRefType):
        if not (t.static and isinstance(t.elem, ScalarType)) or t.space != "global":
            raise fail("unsupported kernel argument type")
        if not isinstance(a, np.ndarray):
            raise fail(f"expected a numpy array, got {type(a).__name__}")
        if a.shape != t.shape or not t.elem.accepts_storage(a.dtype):
            raise fail(f"expected a {t.elem.storage_name} array of shape {t.shape}, got "
                       f"{a.dtype} {a.shape}")
        if not a.flags.c_contiguous or not a.flags.writeable:
            raise fail("the array must be C-contiguous and writeable")
        return Buffer.wrap_global(k.arg_names[i], t, a)
    if isinstance(t, ScalarType):
        if np.ndim(a) != 0:
            raise fail("expected a scalar")
        return ops_arith.make_scalar(t, a)
    raise fail("unsupported kernel argument type")


def _race_error(launch: Launch) -> EmulatorError:
    stats = launch.stats
    races = launch.races
    more = launch.race_count - len(races)
    stats.races.extend(races)
    if more > 0:
        stats.races.append(f"... and {more} more racing accesses")
    op, (block, thread) = launch.first_race
    head = "; ".join(races[:3])
    kind = {frozenset({"workgroup"}): "shared-memory",
            frozenset({"global"}): "global-memory"}.get(frozenset(launch.race_spaces), "memory")
    return EmulatorError(f"{launch.race_count} {kind} race(s): {head}"
                         + (" ..." if launch.race_count > 3 else ""),
                         kernel=launch.kernel, op=op.name, line=op.line, block=block,
                         thread=thread)
