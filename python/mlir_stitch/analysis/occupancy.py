"""Blocks per SM and blocks per wave of a kernel on a target, from its per-block resources.

The rules are those of NVIDIA's CUDA Occupancy Calculator (cuda_occupancy.h shipped with the
CUDA toolkit: cudaOccMaxBlocksPerSMRegsLimit, ...SmemLimit, ...WarpsLimit, and the block limit),
with the sm_90 figures of the CUDA C++ Programming Guide (compute capability 9.0):
- threads: at most 64 resident warps per SM; a block occupies ceil(threads / 32) warps.
- blocks: at most 32 resident blocks per SM.
- registers: 65536 per SM in 4 sub-partitions of 16384; allocated per warp, registers per thread
  x 32 rounded up to 256; an SM holds (16384 // per-warp) warps per sub-partition x 4; a block
  that needs more than 65536 registers (its warps rounded up to a multiple of 4, the hardware
  check) cannot launch.
- shared memory: static + dynamic + 1 KiB reserved per block, rounded up to 128 bytes; 228 KiB
  per SM (the carveout the driver picks when shared memory limits); at most 227 KiB per block.
Blocks per wave = SMs x blocks per SM: the blocks resident at once, the most a kernel with a grid
barrier may launch. When ptxas is absent, the registers are the register bound applied to the
kernel (it cannot use more), else the worst case of 255 (fewer blocks: safe for a grid barrier).

The register bound (`register_bound`, PTX .maxnreg) of a kernel with a grid barrier is AStitch's:
take the blocks per SM its grid needs to be resident at once, give each thread the registers
that leaves; the bound then guarantees that wave whatever ptxas does. Kernels without a grid
barrier get no bound: ptxas's own choice is reported with its blocks per wave.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    name: str
    sms: int
    max_warps_per_sm: int = 64
    max_blocks_per_sm: int = 32
    regs_per_sm: int = 65536
    regs_per_block: int = 65536
    reg_sub_partitions: int = 4
    reg_alloc_unit: int = 256  # registers, per warp
    max_regs_per_thread: int = 255
    smem_per_sm: int = 228 * 1024
    smem_per_block_optin: int = 227 * 1024
    smem_reserved_per_block: int = 1024
    smem_alloc_unit: int = 128
    max_threads_per_block: int = 1024
    max_cluster_blocks: int = 8  # portable thread-block cluster size (16 needs an opt-in)


WARP = 32
STATIC_SHARED_BYTES = 48 * 1024  # static shared memory per block; past it, dynamic
# H100 SXM and H200 both have 132 SMs; sm_90 without a named part means them.
TARGETS = {"sm_90": Target("sm_90", sms=132), "sm_90a": Target("sm_90a", sms=132)}
MAX_SHARED_BYTES = TARGETS["sm_90"].smem_per_block_optin  # per block, with the dynamic opt-in
ASSUMED_REGISTERS = 255  # without ptxas and without a bound: the worst case


def register_bound(t: Target, threads: int, grid: int, shared_bytes: int = 0) -> int:
    """Registers per thread (.maxnreg) that keep a grid of `grid` blocks of `threads` threads
    resident at once (a kernel with a grid barrier): ceil(grid / SMs) blocks per SM, relaxed to
    the blocks `shared_bytes` allows when fewer; a multiple of 8, at most the hardware's 255.
    0 when no bound can keep the grid resident."""
    blocks = -(-grid // t.sms)
    if blocks > min(t.max_blocks_per_sm, _shared_limit(t, shared_bytes),
                    t.max_warps_per_sm // -(-threads // WARP)):
        return 0
    per_thread = t.regs_per_sm // (blocks * _round_up(-(-threads // WARP), t.reg_sub_partitions)
                                   * WARP)
    return min(t.max_regs_per_thread, per_thread // 8 * 8)


def target(name: str) -> Target:
    if name not in TARGETS:
        raise ValueError(f"no occupancy figures for target '{name}' (have: {', '.join(TARGETS)})")
    return TARGETS[name]


def shared_budget(t: Target, threads: int, registers: int, grid: int) -> int:
    """Shared bytes per block (at most the opt-in maximum) that keep the blocks per SM a
    launch of `grid` blocks of `threads` threads using `registers` each has without shared
    memory (no more than its grid fills): AStitch's budget for the shared-memory plan."""
    wanted = max(1, min(occupancy(t, threads, registers).blocks_per_sm, -(-grid // t.sms)))
    per_block = t.smem_per_sm // wanted // t.smem_alloc_unit * t.smem_alloc_unit \
        - t.smem_reserved_per_block
    return max(0, min(t.smem_per_block_optin, per_block))


def _round_up(x: int, unit: int) -> int:
    return -(-x // unit) * unit


@dataclass(frozen=True)
class Occupancy:
    blocks_per_sm: int
    limited_by: str  # "warps", "blocks", "registers" or "shared memory"
    registers: int   # registers per thread the figure assumed
    blocks_per_wave: int


def occupancy(t: Target, threads: int, registers: int | None = None, shared_bytes: int = 0,
              register_bound: int | None = None) -> Occupancy:
    """Resident blocks per SM for blocks of `threads` threads using `registers` per thread
    (ptxas's figure; None: `register_bound`, else ASSUMED_REGISTERS) and `shared_bytes` of
    shared memory (static + dynamic). 0 blocks: the block cannot launch at all."""
    if not 1 <= threads <= t.max_threads_per_block:
        raise ValueError(f"{threads} threads per block: expected 1 to {t.max_threads_per_block}")
    regs = registers if registers is not None else register_bound or ASSUMED_REGISTERS
    if not 0 <= regs <= t.max_regs_per_thread:
        raise ValueError(f"{regs} registers per thread: expected 0 to {t.max_regs_per_thread}")
    warps = -(-threads // WARP)
    limits = {"warps": t.max_warps_per_sm // warps, "blocks": t.max_blocks_per_sm,
              "registers": _register_limit(t, regs, warps),
              "shared memory": _shared_limit(t, shared_bytes)}
    name = min(limits, key=limits.get)  # dict order breaks ties: warps, blocks, ...
    per_sm = limits[name]
    return Occupancy(per_sm, name, regs, per_sm * t.sms)


def _register_limit(t: Target, regs: int, warps: int) -> int:
    per_warp = _round_up(regs * WARP, t.reg_alloc_unit)
    if per_warp == 0:
        return t.max_blocks_per_sm
    hardware = per_warp * _round_up(warps, t.reg_sub_partitions)
    if hardware > t.regs_per_block or per_warp * warps > t.regs_per_block:
        return 0
    warps_per_sm = (t.regs_per_sm // t.reg_sub_partitions // per_warp) * t.reg_sub_partitions
    return warps_per_sm // warps


def _shared_limit(t: Target, shared_bytes: int) -> int:
    if shared_bytes < 0:
        raise ValueError(f"negative shared memory size {shared_bytes}")
    if shared_bytes > t.smem_per_block_optin:
        return 0
    per_block = _round_up(shared_bytes + t.smem_reserved_per_block, t.smem_alloc_unit)
    return t.smem_per_sm // per_block
