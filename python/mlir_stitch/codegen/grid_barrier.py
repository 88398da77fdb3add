"""A grid-wide barrier inside a kernel (AStitch's global scheme), built from upstream ops.

Upstream MLIR 22 has no grid barrier and no cooperative launch, so the barrier is a generation
counter in global memory (one i32, `memref<1xi32>`):

    gpu.barrier                                 every thread of the block has written its data
    if thread (0,0,0):
      llvm.fence syncscope("device") release    -> fence.acq_rel.gpu
      memref.atomic_rmw addi 1, counter[0]      -> atom.global.add.u32 (relaxed, gpu scope)
      while atomic_rmw addi 0, counter[0] < generation * blocks (signed):   -> atom.global.or
        spin
      llvm.fence syncscope("device") acquire    -> fence.acq_rel.gpu
    gpu.barrier                                 the rest of the block waits for thread 0

Why it is correct on a GPU (PTX memory model, the pattern of CUDA's cooperative groups):
- The first `bar.sync` orders every thread's writes before thread 0's fence (causality order
  is cumulative through the CTA barrier).
- fence.acq_rel.gpu + the relaxed atomic add form a *release pattern*; the spinning atomic read
  + fence.acq_rel.gpu form an *acquire pattern*. The read observes the last arrival, and
  observation order runs through the chain of atomic adds on the counter, so every block's
  release synchronizes with every block's acquire: all data written before the barrier by any
  block is visible after it to every block.
- The second `bar.sync` extends thread 0's acquire to the whole block.
- Atomics are never cached, hoisted or merged by LLVM, so the spin re-reads memory.

Generations: the counter only grows. The k-th barrier of a kernel (k = 1, 2, ...) waits until
the counter reaches k * blocks, so one counter serves any number of barriers, and a block that
is already past barrier k and arrives at k+1 cannot release a block still waiting at k early.
The counter must be 0 when the launch starts: the host plan gives each grid-barrier kernel a
counter buffer (a temp) and a `zero` step right before the launch (resetting from inside the
kernel would need one more barrier to know every block has read the final count). The compare
is signed so that an unzeroed counter (the emulator poisons temps with 0xA5 bytes, a negative
i32) spins instead of passing: the emulator reports it.

All blocks must be resident at once (blocks <= blocks per wave), or the first wave spins forever
waiting for blocks that cannot start. The kernel carries GRID_BARRIER_ATTR; the manifest's
launch step carries `grid_barrier` and `blocks_per_wave`; the emulator refuses a larger grid
and the CUDA backend launches such kernels cooperatively.

The last block (the CUDA samples' threadFenceReduction): where only one block needs every
block's results (the totals of rows), the blocks count themselves on the same kind of counter
instead of waiting for each other, and the one that finds every other block counted goes on:

    gpu.barrier                                 every thread of the block has written its data
    if thread (0,0,0):
      llvm.fence syncscope("device") release
      old = memref.atomic_rmw addi 1, counter[0]
      llvm.fence syncscope("device") acquire
      flags[block] = old == blocks - 1          (global scratch, f32 1 or 0)
    gpu.barrier
    last = flags[block] != 0                    every thread of the block

The same release and acquire patterns as the barrier's, through the counter's chain of atomic
adds, make every block's writes before its count visible to the last block; no block waits,
so the grid may be any number of waves. The kernel carries COUNTER_ATTR (its counter, zeroed by
the host before each launch) but not GRID_BARRIER_ATTR.
"""
from __future__ import annotations

from mlir import ir
from mlir.dialects import arith, scf

GRID_BARRIER_ATTR = "stitch.grid_barrier"  # unit attribute on a gpu.func using the barrier
COUNTER_ATTR = "stitch.counter"  # unit attribute on a gpu.func taking a counter (barrier or last block)
SPIN_ATTR = "stitch.grid_barrier_spin"     # unit attribute on the barrier's scf.while
COUNTER_TYPE = "memref<1xi32>"             # the counter: the kernel's last argument


def emit_grid_barrier(w, counter: ir.Value, generation: int) -> None:
    """Build the `generation`-th (1-based) grid barrier of the kernel built by `w` (a
    KernelWriter), on the i32 counter memref `counter`."""
    if generation < 1:
        raise ValueError(f"grid barrier generation must be >= 1, got {generation}")
    w.barrier()
    with w.if_(_is_first_thread(w)):
        target = w.binary("arith.muli", _block_count(w), w.const(generation, "i32"))
        zero, c0 = w.const(0, "i32"), w.index(0)
        w.fence("release")
        w.atomic_add(w.const(1, "i32"), counter, [c0])
        _spin_until(w, lambda: w.cmpi("slt", w.atomic_add(zero, counter, [c0]), target))
        w.fence("acquire")
    w.barrier()


def emit_last_block(w, counter: ir.Value, flags) -> ir.Value:
    """Whether this block is the last of the launch to count itself on the i32 `counter`
    (see above); `flags` is a global scratch region of a slot per block. For every thread."""
    bid = w.block_id()
    w.barrier()
    with w.if_(_is_first_thread(w)):
        last = w.binary("arith.subi", _block_count(w), w.const(1, "i32"))
        w.fence("release")
        old = w.atomic_add(w.const(1, "i32"), counter, [w.index(0)])
        w.fence("acquire")
        flags.store(w.select(w.cmpi("eq", old, last), w.const("1.0", "f32"),
                             w.const("0.0", "f32")), bid)
    w.barrier()
    return arith.CmpFOp(arith.CmpFPredicate.ONE, flags.load(bid), w.const("0.0", "f32"),
                        ip=w.ip).result


def _spin_until(w, waiting) -> None:
    """`scf.while` re-evaluating `waiting()` (built in its condition region) while it holds."""
    spin = scf.WhileOp([], [], ip=w.ip)
    spin.attributes[SPIN_ATTR] = ir.UnitAttr.get()
    with w.inside(spin.before.blocks.append()):
        scf.ConditionOp(waiting(), [], ip=w.ip)
    with w.inside(spin.after.blocks.append()):
        scf.YieldOp([], ip=w.ip)


def _is_first_thread(w) -> ir.Value:
    ids = [w.thread_id(d) for d in "xyz"]
    tests = [w.is_zero(t) for t in ids]
    return w.and_(w.and_(tests[0], tests[1]), tests[2])


def _block_count(w) -> ir.Value:
    """Blocks in the launch, as i32 (from the launch itself, not from the schedule)."""
    dims = [w.grid_dim(d) for d in "xyz"]
    count = w.mul(w.mul(dims[0], dims[1]), dims[2])
    return w.index_cast(count, "i32")
