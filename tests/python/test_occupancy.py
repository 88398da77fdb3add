"""Blocks per SM and per wave on sm_90, against cases computed by hand with the CUDA Occupancy
Calculator's rules (analysis/occupancy.py)."""
import pytest

from mlir_stitch.analysis.occupancy import ASSUMED_REGISTERS, occupancy, register_bound, target

H100 = target("sm_90")


@pytest.mark.parametrize("threads, regs, smem, per_sm, limit", [
    # 8 warps: 64 // 8 = 8 blocks; 32 regs -> 1024 per warp, 16 warps per sub-partition -> 64 warps
    (256, 32, 0, 8, "warps"),
    # 64 regs -> 2048 per warp, 8 warps per sub-partition -> 32 warps -> 4 blocks of 8 warps
    (256, 64, 0, 4, "registers"),
    # 40 regs -> 1280 per warp, 16384 // 1280 = 12 per sub-partition -> 48 warps -> 12 blocks of 4
    (128, 40, 0, 12, "registers"),
    # 3 warps, 168 regs -> 5376 per warp (21 x 256), 3 per sub-partition -> 12 warps -> 4 blocks
    (96, 168, 0, 4, "registers"),
    # one warp per block: the 32-block limit
    (32, 16, 0, 32, "blocks"),
    # 48 KiB + 1 KiB reserved = 50176 bytes per block: 233472 // 50176 = 4
    (64, 16, 48 * 1024, 4, "shared memory"),
    # 100 bytes -> 1124 -> 1152 (128-byte units): 233472 // 1152 = 202 > 32 blocks
    (32, 16, 100, 32, "blocks"),
    # 255 regs x 1024 threads: 8192 x 32 warps > 65536 registers: cannot launch
    (1024, 255, 0, 0, "registers"),
    # more than 227 KiB of shared memory: cannot launch
    (32, 16, 228 * 1024, 0, "shared memory"),
])
def test_hand_computed_cases(threads, regs, smem, per_sm, limit):
    occ = occupancy(H100, threads, regs, smem)
    assert (occ.blocks_per_sm, occ.limited_by) == (per_sm, limit)
    assert occ.blocks_per_wave == 132 * per_sm


def test_register_assumption_without_ptxas():
    # the bound applied to the kernel, else the worst case (255 -> 8192 per warp, 8 warps per SM)
    assert occupancy(H100, 256, None, 0, register_bound=64).registers == 64
    assert occupancy(H100, 256, None, 0, register_bound=64).blocks_per_sm == 4
    worst = occupancy(H100, 256)
    assert (worst.registers, worst.blocks_per_sm) == (ASSUMED_REGISTERS, 1)


def test_bad_inputs_are_named():
    with pytest.raises(ValueError, match="2048 threads per block"):
        occupancy(H100, 2048, 32)
    with pytest.raises(ValueError, match="300 registers per thread"):
        occupancy(H100, 256, 300)
    with pytest.raises(ValueError, match="no occupancy figures for target 'sm_75'"):
        target("sm_75")


@pytest.mark.parametrize("threads,grid,smem,bound", [
    (1024, 128, 0, 64),     # one 1024-thread block per SM: 65536 / 1024
    (256, 528, 0, 64),      # four 256-thread blocks per SM
    (256, 132, 0, 255),     # one block per SM: no register limit binds
    (256, 1056, 0, 32),     # eight blocks per SM: full occupancy
    (256, 1188, 0, 0),      # nine blocks of 8 warps exceed 64 warps per SM: no bound helps
    (128, 264, 120_000, 0),  # two blocks per SM, but shared memory holds one
])
def test_register_bound_keeps_the_grid_resident(threads, grid, smem, bound):
    t = target("sm_90")
    assert register_bound(t, threads, grid, smem) == bound
    if bound:  # with that many registers the grid fits one wave
        assert occupancy(t, threads, bound, smem).blocks_per_wave >= grid
