"""The last block (codegen/grid_barrier.py's emit_last_block): blocks count themselves on a
counter and the last one adds up what every block wrote, with no grid barrier and no
residency bound. Its ops in the PTX, the emulator running it in chunks of one block, and the
race check that knows what the counter orders: a block that reads before every block counted,
or a block that counts without its release fence, is reported."""
from __future__ import annotations

import numpy as np
import pytest

from mlir_stitch.codegen import grid_barrier as gb
from mlir_stitch.codegen.kernel_writer import KernelWriter
from mlir_stitch.compiler.ptx import gpu_module_to_ptx
from mlir_stitch.compiler.source import new_context
from mlir_stitch.runtime.emulator import Emulator, EmulatorError, Stats, parse_module

ir = pytest.importorskip("mlir.ir")
gpu = pytest.importorskip("mlir.dialects.gpu")

BLOCKS, THREADS = 6, 32
N = BLOCKS * THREADS


def last_block_kernel(gate: bool = True, release: bool = True) -> str:
    """Block b's thread 0 sums its slice of %x into scratch[b]; the last block to count
    itself (every block when not `gate`) sums scratch[0..BLOCKS) into %total[0]."""
    with new_context(), ir.Location.unknown():
        module = gpu.GPUModuleOp("k")
        block = module.bodyRegion.blocks.append()
        w = KernelWriter("lb", THREADS)
        x = w.argument(ir.Type.parse(f"memref<{N}xf32>"))
        total = w.argument(ir.Type.parse("memref<1xf32>"))
        partials, flags = w.scratch(BLOCKS, "f32"), w.scratch(BLOCKS, "f32")
        tid, bid = w.thread_id(), w.block_id()
        first = w.is_zero(tid)
        with w.if_(first):
            base = w.mul(bid, w.index(THREADS))
            with w.loop(THREADS, lambda: [w.const("0.0", "f32")]) as loop:
                loop.carry([w.binary("arith.addf", loop.accs[0],
                                     w.load(x, [w.add(base, loop.iv)]))])
            partials.store(loop.results[0], bid)
        if not release:  # a block that counts itself without publishing its partial
            fence = w.fence
            w.fence = lambda ordering: fence(ordering) if ordering != "release" else None
        last = w.last_block(flags)
        with w.if_(w.and_(last, first) if gate else first):
            with w.loop(BLOCKS, lambda: [w.const("0.0", "f32")]) as loop:
                loop.carry([w.binary("arith.addf", loop.accs[0], partials.load(loop.iv))])
            w.store(loop.results[0], total, [w.index(0)])
        func = w.finish(ir.InsertionPoint(block))
        func.verify()
        return str(module)


def generic(gpu_module: str) -> str:
    with ir.Context():
        return ir.Module.parse(gpu_module).operation.get_asm(print_generic_op_form=True)


def run(text: str, x: np.ndarray, *, max_lanes=THREADS, stats=None):
    total = np.full(1, np.nan, np.float32)
    scratch = np.full(2 * BLOCKS, np.nan, np.float32)
    counter = np.zeros(1, np.int32)
    emu = Emulator(parse_module(generic(text)), max_lanes=max_lanes)
    emu.launch("lb", grid=(BLOCKS, 1, 1), block=(THREADS, 1, 1),
               args=[x, total, scratch, counter], stats=stats)
    return total, counter


@pytest.fixture
def x():
    return np.random.default_rng(11).standard_normal(N).astype(np.float32)


@pytest.mark.parametrize("max_lanes", [THREADS, 1 << 20])
def test_the_last_block_adds_every_blocks_partial(x, max_lanes):
    """In chunks of one block (each block runs to its end before the next starts) and all
    blocks in lock-step alike: only the last block, which finds every other counted, adds up."""
    stats = Stats()
    total, counter = run(last_block_kernel(), x, max_lanes=max_lanes, stats=stats)
    np.testing.assert_allclose(total[0], x.astype(np.float64).sum(), rtol=1e-5)
    assert counter[0] == BLOCKS and stats.atomics == BLOCKS and not stats.races
    assert stats.grid_barriers == 0


def test_the_kernel_takes_a_counter_but_has_no_grid_barrier():
    text = last_block_kernel()
    assert gb.COUNTER_ATTR in text and gb.GRID_BARRIER_ATTR not in text
    assert gb.SPIN_ATTR not in text  # nobody waits


def test_a_block_reading_before_every_block_counted_is_a_race(x):
    with pytest.raises(EmulatorError, match=r"race on global buffer %arg2\[1\] in the global "
                                            r"scratch: read by block 0, written by thread 0 of "
                                            r"block 1 \(line \d+\): another block's element, not "
                                            r"ordered by the kernel's counter"):
        run(last_block_kernel(gate=False), x)


def test_a_block_counting_without_its_release_fence_is_a_race(x):
    with pytest.raises(EmulatorError, match=r"race on global buffer %arg2\[0\] in the global "
                                            r"scratch: written by thread 0 of block 0"):
        run(last_block_kernel(release=False), x)


def test_release_count_acquire_in_the_ptx():
    with new_context() as context:
        ptx = gpu_module_to_ptx(last_block_kernel(), "sm_90", context)
    release = ptx.index("fence.acq_rel.gpu")
    count = ptx.index("atom.global.add.u32", release)
    assert ptx.index("fence.acq_rel.gpu", count) > count


def test_a_kernel_counts_its_blocks_once():
    with new_context(), ir.Location.unknown():
        w = KernelWriter("lb", THREADS)
        flags = w.scratch(BLOCKS, "f32")
        w.last_block(flags)
        with pytest.raises(RuntimeError, match="counts its blocks twice"):
            w.last_block(flags)
        with pytest.raises(RuntimeError, match="grid barrier after counting"):
            w.grid_barrier()
