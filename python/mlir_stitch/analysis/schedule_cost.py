"""The modelled time of one stitched kernel under one thread mapping: how stitch-schedule
chooses among a fusion's candidate schedules (AStitch §5, FusionStitching's templates).

Every candidate of a fusion computes the same ops on the same bytes, so the model leaves out
what they share (the launch, the arithmetic) and keeps what a mapping changes:
- waves: the grid runs in rounds of the blocks resident at once (the occupancy calculator's
  rules, `occupancy.py`, with a register estimate: ptxas runs after the schedule), each block
  taking its `vertical` tiles in turn; after the first loads' latency the rounds stream back to
  back, each moving its bytes at the bandwidth it can draw (a last, partial round draws less);
- bytes in flight: by Little's law a round draws at most (bytes its threads have in flight) /
  latency, and at most the device's bandwidth for a transfer of the kernel's size (the device
  table of the planner, `cost_model.py`, at its best: the latency is modelled here); a thread has in flight the elements it loads before
  it needs them (a row or flat thread's `elems_per_thread`, a column thread's positions, up to
  what registers hold: INFLIGHT_LOADS), an SM at most SM_INFLIGHT_BYTES, so that a thread
  with more loads than that makes several round trips and a small grid draws little; stores
  do not wait (they stream at the device's bandwidth);
- synchronisation: per tile and phase, a shuffle tree (log2 threads per row steps) and a block
  barrier where warps meet; per cluster barrier (a split row's phase) its latency and the
  partials' round trip to L2; per grid barrier its latency (and as much for the last block
  adding up every block's partials: its atomic and its reads), plus the partials' scratch
  traffic.
The constants are modelled, not measured: H100 load latency in the 500-700 ns range that
microbenchmarks report, a shuffle step and a block barrier in tens of cycles, a grid barrier
in the low microseconds of cooperative groups' grid sync. `--tune` (compiler/tune.py) times
the candidates on a GPU where the model is not trusted."""
from __future__ import annotations

import math
from dataclasses import dataclass
from math import prod

from mlir import ir

from .cost_model import DeviceModel
from .fusion_domain import KernelShape, FusionShape, input_passes
from .occupancy import Target, occupancy, register_bound
from .op_class import element_bytes

LATENCY_US = 0.6  # a global load's round trip under load
SHUFFLE_US = 0.015  # one warp-shuffle step of a reduction tree
BLOCK_BARRIER_US = 0.06  # warps meeting in shared memory: a barrier and a load
GRID_BARRIER_US = 2.0  # every block's arrival at a counter in global memory and the release
# a cluster's blocks meeting in hardware (barrier.cluster, a few hundred cycles) and the
# partials' store and load through L2 around it
CLUSTER_BARRIER_US = 0.5
INFLIGHT_LOADS = 16  # independent loads a thread keeps in flight at most (registers)
# bytes one SM keeps in flight at most (its outstanding misses): 132 SMs need 13.5 KB each to
# draw the measured 2977 GB/s copy bandwidth at LATENCY_US, so a few SMs cannot draw it alone
SM_INFLIGHT_BYTES = 32 * 1024
REDUCE_REGISTERS = 32  # the reduce kernel's register estimate (ptxas: 26-28 on the suite)


@dataclass
class KernelCost:
    time_us: float
    bytes: int
    waves: float  # grid / blocks per wave
    blocks_per_sm: int
    limited_by: str  # what limits the blocks per SM
    inflight_kib: float  # bytes in flight in a full round, KiB
    gbs: float  # the bandwidth the rounds draw (modelled)
    sync_us: float  # shuffles, block barriers and grid barriers
    registers: int  # the register estimate the occupancy assumed

    def fields(self) -> dict:
        return {"time_us": round(self.time_us, 3), "waves": round(self.waves, 2),
                "blocks_per_sm": self.blocks_per_sm, "limited_by": self.limited_by,
                "inflight_kib": round(self.inflight_kib, 1), "gbs": round(self.gbs),
                "sync_us": round(self.sync_us, 3), "registers": self.registers}


@dataclass
class Launch:
    """What the model needs of one launch: its bytes (read share), its geometry, each
    thread's bytes in flight, the synchronisation per tile of work and per launch."""
    bytes: int
    read_share: float
    grid: int
    block: int
    vertical: int  # tiles each block takes in turn
    inflight_per_thread: float
    sync_per_tile_us: float
    grid_barriers: int  # grid-wide synchronisations: grid barriers, the last block's tail
    scratch_bytes: int
    registers: int
    shared_bytes: int


def kernel_cost(kernel: KernelShape, device: DeviceModel, target: Target,
                register_bound: int = 0) -> KernelCost:
    """The modelled time of stitched `kernel` (its parts' mappings already set)."""
    parts = [_PartTraffic(shape) for shape in kernel.parts]
    total = sum(p.bytes for p in parts)
    # ptxas fits one block in an SM's registers (.maxntid), whatever the estimate says
    registers = min(max(p.registers for p in parts), _one_block_registers(target, kernel.block))
    return launch_cost(Launch(
        total, sum(p.read_bytes for p in parts) / max(total, 1), kernel.grid, kernel.block,
        max(p.shape.vertical for p in parts),
        sum(p.inflight_per_thread * p.shape.grid for p in parts) / kernel.grid,
        max(p.sync_per_tile_us for p in parts),
        max(sum(p.shape.barriers.count(kind) for kind in ("grid", "last")) for p in parts),
        sum(p.scratch_bytes for p in parts),
        min(registers, register_bound) if register_bound else registers,
        kernel.shared_bytes), device, target)


def _one_block_registers(target: Target, threads: int) -> int:
    return register_bound(target, threads, 1) or target.max_regs_per_thread


def reduce_cost(info, threads: int, split: int, shared_bytes: int, device: DeviceModel,
                target: Target, chunk: int, register_bound: int = 0) -> KernelCost:
    """The modelled time of the reduce kernel (codegen/reduce_kernel.py) of op `info`: a
    block of `threads` per output and slice (`split` slices per output), each thread
    summing strided chunks of `chunk` elements."""
    outputs = prod(info.ranges[d] for d in info.parallel_dims)
    length = prod(info.ranges[d] for d in info.reduction_dims)
    reads = sum(tensor_bytes(o.value.type) for o in info.inputs if o.is_tensor)
    writes = sum(tensor_bytes(r.type) for r in info.op.results)
    per_thread = -(-length // (threads * split))
    per_element = reads / max(outputs * length, 1)
    steps = int(math.log2(min(threads, 32)))
    sync = steps * SHUFFLE_US + (BLOCK_BARRIER_US if threads > 32 else 0.0)
    registers = min(REDUCE_REGISTERS, register_bound) if register_bound else REDUCE_REGISTERS
    return launch_cost(Launch(
        reads + writes, reads / max(reads + writes, 1), outputs * split, threads, 1,
        min(per_thread, chunk, INFLIGHT_LOADS) * per_element, sync, 1 if split > 1 else 0,
        2 * 4 * outputs * split if split > 1 else 0, registers, shared_bytes), device, target)


def launch_cost(launch: Launch, device: DeviceModel, target: Target) -> KernelCost:
    """One load latency, then the rounds of resident blocks streaming back to back (a block
    that finishes makes room for the next, whose loads overlap the others'), plus the
    synchronisation."""
    occ = occupancy(target, launch.block, launch.registers, launch.shared_bytes)
    per_wave = max(occ.blocks_per_wave, 1)
    peak = max(gbs for _, gbs in device.bandwidth) * 1e3  # bytes per µs: the latency is added here
    per_tile = launch.bytes / (launch.grid * launch.vertical)

    def one_round(blocks: int) -> float:
        return round_us(blocks * per_tile, launch.read_share, blocks, launch.block,
                        launch.inflight_per_thread, peak, target.sms)

    full, last = divmod(launch.grid, per_wave)
    rounds = launch.vertical * (full + (1 if last else 0))
    memory = LATENCY_US + launch.vertical * (full * one_round(per_wave) +
                                             (one_round(last) if last else 0.0))
    sync = (rounds * launch.sync_per_tile_us + launch.grid_barriers * GRID_BARRIER_US
            + launch.scratch_bytes / peak)
    inflight = _inflight(min(per_wave, launch.grid), launch.block, launch.inflight_per_thread,
                         target.sms)
    return KernelCost(memory + sync, launch.bytes + launch.scratch_bytes, launch.grid / per_wave,
                      occ.blocks_per_sm, occ.limited_by, inflight / 1024,
                      launch.bytes / max(memory, 1e-9) / 1e3, sync, launch.registers)


def round_us(round_bytes: float, read_share: float, blocks: int, threads: int,
             inflight_per_thread: float, peak: float, sms: int) -> float:
    """One round of `blocks` resident blocks moving `round_bytes`, `read_share` of them loads:
    the loads at what the round's loads in flight draw (Little's law: bytes in flight /
    latency), all bytes at most at `peak` bytes/µs (stores do not wait for memory)."""
    reads = round_bytes * read_share
    inflight = min(_inflight(blocks, threads, inflight_per_thread, sms), reads)  # padding loads nothing
    loads = reads / min(peak, inflight / LATENCY_US) if inflight else 0.0
    return max(loads, round_bytes / peak)


def _inflight(blocks: int, threads: int, per_thread: float, sms: int) -> float:
    """Bytes `blocks` blocks of `threads` keep in flight: each thread's, at most an SM's."""
    return min(blocks * threads * per_thread, min(blocks, sms) * SM_INFLIGHT_BYTES)


class _PartTraffic:
    """One part's bytes, per-thread bytes in flight, sync per tile and register estimate."""

    def __init__(self, shape: FusionShape):
        self.shape = shape
        self.read_bytes, self.write_bytes = _part_bytes(shape)
        self.bytes = self.read_bytes + self.write_bytes
        per_point = self.read_bytes / max(prod(shape.domain), 1)
        self.inflight_per_thread = min(loads_per_thread(shape), INFLIGHT_LOADS) * per_point
        self.sync_per_tile_us = self._sync_per_tile()
        self.registers = register_estimate(shape)
        self.scratch_bytes = self._scratch_bytes()

    def _sync_per_tile(self) -> float:
        shape = self.shape
        if shape.template == "flat":
            return 0.0
        threads = shape.thread_mapping()[0] if shape.template == "row" else shape.block
        steps = int(math.log2(min(threads, 32))) if threads > 1 else 0
        cross_warp = BLOCK_BARRIER_US if threads > 32 else 0.0
        phases = max(shape.phases, 1)
        clusters = shape.barriers.count("cluster") * CLUSTER_BARRIER_US
        return phases * (steps * SHUFFLE_US + cross_warp) + clusters

    def _scratch_bytes(self) -> int:
        """Partials handed between blocks through global memory (written and read once)."""
        shape = self.shape
        if shape.split <= 1 and not (shape.template == "row"
                                     and (shape.column_sums() or shape.totals())):
            return 0
        if shape.template == "column":
            kept = prod(shape.domain[shape.reduced_dims:])
            return 2 * 4 * kept * shape.split * max(shape.max_reductions_per_phase(), 1)
        if shape.split > 1:
            rows = prod(shape.domain[:-1])
            return 2 * 4 * rows * shape.split * max(shape.max_reductions_per_phase(), 1)
        published = len(shape.read_back())  # column values the rows read back
        rows_per_block = shape.thread_mapping()[2]  # each row leader's partial of each total
        return 2 * 4 * (shape.domain[-1] * (shape.grid * len(shape.column_sums()) + published)
                        + shape.grid * rows_per_block * len(shape.totals()))


def loads_per_thread(shape: FusionShape) -> int:
    """Domain points a thread loads before it needs their values."""
    mapping = shape.thread_mapping()
    if shape.template == "column":
        threads, cols = mapping
        reduced = prod(shape.domain[:shape.reduced_dims])
        return max(1, -(-reduced // (shape.split * (threads // cols))))
    return mapping[1]  # row and flat: elements per thread


def register_estimate(shape: FusionShape) -> int:
    """Registers per thread of a part: a base for indices and the combiners, and the values
    each thread keeps per element it holds (the row template keeps its row in registers)."""
    if shape.template == "column":
        return 64  # the unrolled position loop's loads (ptxas: 45-95 on the suite)
    held = min(loads_per_thread(shape), INFLIGHT_LOADS)
    values = 2 if shape.template == "row" else 1
    return min(255, 16 + 2 * held * values)


def _part_bytes(shape: FusionShape) -> "tuple[int, int]":
    """(bytes read, bytes written) by a part: each input from outside as often as its passes
    read it, each result that leaves the part once."""
    members = {i.op for i in shape.infos}
    reads = sum(tensor_bytes(value.type) * passes for value, passes in input_passes(shape).items())
    writes = sum(tensor_bytes(result.type) for info in shape.infos for result in info.op.results
                 if any(u.owner.operation not in members for u in result.uses))
    return reads, writes


def tensor_bytes(t: ir.Type) -> int:
    if not isinstance(t, ir.RankedTensorType):
        return 0
    return prod(t.shape) * element_bytes(t.element_type)
