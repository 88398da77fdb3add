"""The grid-wide barrier (codegen/grid_barrier.py): its ops in the PTX and under ptxas, the
emulator running it (one lock-step chunk, refused over one wave, never-released spins), the
manifest fields and the host plan's counter and zero step."""
from __future__ import annotations

import re

import numpy as np
import pytest

from mlir_stitch.codegen import grid_barrier as gb
from mlir_stitch.codegen.kernel_writer import KernelWriter
from mlir_stitch.compiler.ptx import find_ptxas, gpu_module_to_ptx, ptxas_usage
from mlir_stitch.compiler.source import new_context
from mlir_stitch.runtime import Artifact, StitchRuntimeError, load
from mlir_stitch.runtime.emulator import Emulator, EmulatorError, Stats, parse_module
from mlir_stitch.runtime.emulator import ops_scf
from mlir_stitch.runtime.manifest import FORMAT, ManifestError

ir = pytest.importorskip("mlir.ir")
gpu = pytest.importorskip("mlir.dialects.gpu")

BLOCKS, THREADS = 6, 32
N = BLOCKS * THREADS
X = f"memref<{N}xf32>"
P = f"memref<{BLOCKS}xf32>"


def _serial_sum(w, memref, count, index_of):
    """Thread-serial sum of memref[index_of(i)], i < count (an scf.for with a carried sum)."""
    with w.loop(count, lambda: [w.const("0.0", "f32")]) as loop:
        x = w.load(memref, [index_of(loop.iv)])
        loop.carry([w.binary("arith.addf", loop.accs[0], x)])
    return loop.results[0]


def kernel_module(name: str, arg_types: list, body, max_registers: int | None = None) -> str:
    """gpu.module @k holding kernel `name`, built by `body(writer, args)`, as text."""
    with new_context(), ir.Location.unknown():
        module = gpu.GPUModuleOp("k")
        block = module.bodyRegion.blocks.append()
        w = KernelWriter(name, THREADS)
        w.max_registers = max_registers
        body(w, [w.argument(ir.Type.parse(t)) for t in arg_types])
        w.finish(ir.InsertionPoint(block)).verify()
        return str(module)


def barrier_kernel(barriers: int = 2, max_registers: int | None = None) -> str:
    """Phase 1: block b sums its slice of %x into %p1[b]. [grid barrier] Phase 2: block b
    writes the total of every %p1 to %total[b] and %p1[b] * total to %p2[b]. [grid barrier]
    Phase 3: block b copies its neighbour's %p2[(b+1) % BLOCKS] to %next[b]. Each barrier is
    needed: phase 2 reads every block's phase 1, phase 3 another block's phase 2."""
    def body(w, args):
        x, p1, p2, total_buf, next_buf = args
        tid = w.thread_id()
        bid = w.block_id()
        first = w.is_zero(tid)
        with w.if_(first):
            base = w.mul(bid, w.index(THREADS))
            w.store(_serial_sum(w, x, THREADS, lambda i: w.add(base, i)), p1, [bid])
        if barriers >= 1:
            w.grid_barrier()
        with w.if_(first):
            total = _serial_sum(w, p1, BLOCKS, lambda i: i)
            w.store(total, total_buf, [bid])
            mine = w.load(p1, [bid])
            w.store(w.binary("arith.mulf", mine, total), p2, [bid])
        if barriers >= 2:
            w.grid_barrier()
        with w.if_(first):
            neighbour = w.rem(w.add(bid, w.index(1)), BLOCKS)
            w.store(w.load(p2, [neighbour]), next_buf, [bid])
    return kernel_module("gb", [X, P, P, P, P], body, max_registers)


def generic(gpu_module: str) -> str:
    with ir.Context():
        return ir.Module.parse(gpu_module).operation.get_asm(print_generic_op_form=True)


def expected(x: np.ndarray) -> dict:
    p1 = x.reshape(BLOCKS, THREADS).astype(np.float64).sum(axis=1)
    total = p1.sum()
    return {"total": np.full(BLOCKS, total), "next": np.roll(p1 * total, -1)}


def run(text: str, x: np.ndarray, *, counter=0, max_lanes=1 << 20, blocks_per_wave=BLOCKS,
        grid=BLOCKS, stats=None):
    bufs = {k: np.full(BLOCKS, np.nan, np.float32) for k in ("p1", "p2", "total", "next")}
    args = [x, bufs["p1"], bufs["p2"], bufs["total"], bufs["next"]]
    if gb.SPIN_ATTR in text:  # the kernel takes the barrier's counter last
        args.append(np.array([counter], np.int32))
    emu = Emulator(parse_module(generic(text)), max_lanes=max_lanes)
    emu.launch("gb", grid=(grid, 1, 1), block=(THREADS, 1, 1), args=args, stats=stats,
               blocks_per_wave=blocks_per_wave)
    return bufs, args


@pytest.fixture
def x():
    return np.random.default_rng(7).standard_normal(N).astype(np.float32)


def test_two_grid_barriers_match_numpy_with_blocks_in_chunks_of_one(x):
    stats = Stats()
    # max_lanes of one block: a kernel without a grid barrier would run block by block
    bufs, args = run(barrier_kernel(2), x, max_lanes=THREADS, stats=stats)
    want = expected(x)
    np.testing.assert_allclose(bufs["total"], want["total"], rtol=1e-5)
    np.testing.assert_allclose(bufs["next"], want["next"], rtol=1e-5)
    assert stats.grid_barriers == 2
    assert args[-1][0] == 2 * BLOCKS  # the counter: two generations of BLOCKS arrivals
    # each grid barrier: two block barriers per block
    assert stats.barriers == 2 * 2 * BLOCKS


def test_without_the_barriers_blocks_read_partials_not_yet_written(x):
    text = barrier_kernel(0)
    assert "atomic_rmw" not in text and gb.GRID_BARRIER_ATTR not in text
    bufs, _ = run(text, x, max_lanes=THREADS)
    assert np.isnan(bufs["total"][0])  # block 0 ran before blocks 1.. wrote their partials
    want = expected(x)
    assert not np.allclose(bufs["total"], want["total"], equal_nan=False)


def test_without_the_second_barrier_the_race_between_blocks_is_reported(x):
    """Lock-step order hides it (every block's phase 2 runs before any phase 3), so global
    accesses of a grid-barrier kernel are tracked per block between grid barriers."""
    text = barrier_kernel(1)
    with pytest.raises(EmulatorError, match=r"6 global-memory race\(s\): race on global buffer "
                                            r"%arg2\[1\] between blocks: written by block 1 "
                                            r"\(line \d+\), read by block 0 \(line \d+\) with no "
                                            r"grid barrier between"):
        run(text, x)


def test_launch_over_one_wave_is_refused(x):
    with pytest.raises(EmulatorError, match=r"grid of 6 blocks with a grid barrier exceeds the "
                                            r"4 blocks of one wave"):
        run(barrier_kernel(2), x, blocks_per_wave=4)
    with pytest.raises(EmulatorError, match="gives no blocks_per_wave"):
        run(barrier_kernel(2), x, blocks_per_wave=None)


def test_counter_not_zeroed_is_never_released(x):
    poison = np.array([0xA5A5A5A5], np.uint32).view(np.int32)[0]  # the emulator's temp bytes
    with pytest.raises(EmulatorError, match="grid barrier never released") as e:
        run(barrier_kernel(2), x, counter=poison)
    assert "scf.while" in str(e.value) and "block (0,0,0)" in str(e.value)


def test_block_that_skips_the_barrier_is_never_released():
    """The last block does not reach the barrier: one arrival short, a GPU would hang."""
    def body(w, args):
        with w.if_(w.less(w.block_id(), BLOCKS - 1)):
            w.grid_barrier()
    text = kernel_module("skip", [P], body)
    emu = Emulator(parse_module(generic(text)))
    with pytest.raises(EmulatorError, match="grid barrier never released"):
        emu.launch("skip", grid=BLOCKS, block=THREADS, blocks_per_wave=BLOCKS,
                   args=[np.zeros(BLOCKS, np.float32), np.zeros(1, np.int32)])


def test_spin_loop_in_a_kernel_without_the_attribute_is_refused(x):
    text = barrier_kernel(1).replace(f"{gb.GRID_BARRIER_ATTR}, ", "").replace(
        f", {gb.GRID_BARRIER_ATTR}", "")
    assert gb.GRID_BARRIER_ATTR + "_spin" in text
    with pytest.raises(EmulatorError, match="spin loop .* without the stitch.grid_barrier"):
        run(text, x)


def test_run_side_names_match_the_codegen():
    from mlir_stitch.codegen.kernel_writer import CLUSTER_DIM_ATTR
    from mlir_stitch.analysis.occupancy import TARGETS
    from mlir_stitch.runtime.emulator import interpreter

    assert ops_scf.GRID_BARRIER_ATTR == gb.GRID_BARRIER_ATTR
    assert ops_scf.SPIN_ATTR == gb.SPIN_ATTR
    assert interpreter.COUNTER_ATTR == gb.COUNTER_ATTR
    assert interpreter.CLUSTER_DIM_ATTR == CLUSTER_DIM_ATTR
    assert interpreter.MAX_CLUSTER_BLOCKS == TARGETS["sm_90"].max_cluster_blocks


def test_other_while_loops_have_an_iteration_cap(monkeypatch):
    text = """gpu.module @k {
  gpu.func @spin(%a: memref<1xi32>) kernel {
    %c0 = arith.constant 0 : index
    %z = arith.constant 0 : i32
    scf.while : () -> () {
      %v = memref.load %a[%c0] : memref<1xi32>
      %go = arith.cmpi eq, %v, %z : i32
      scf.condition(%go)
    } do {
      scf.yield
    }
    gpu.return
  }
}"""
    monkeypatch.setattr(ops_scf, "MAX_WHILE_ITERATIONS", 100)
    emu = Emulator(parse_module(generic(text)))
    with pytest.raises(EmulatorError, match="did not exit after 100 iterations"):
        emu.launch("spin", grid=1, block=1, args=[np.zeros(1, np.int32)])


# ---- the barrier's ops: PTX and ptxas --------------------------------------------------------

def ptx_of(text: str) -> str:
    return gpu_module_to_ptx(text, "sm_90", new_context())


def test_barrier_ops_in_the_ptx():
    ptx = ptx_of(barrier_kernel(2, max_registers=64))
    body = ptx[ptx.index("{"):]
    # twice: bar.sync, release fence, arrive, spin on an atomic read, acquire fence, bar.sync
    pattern = (r"bar\.sync\s+0;.*?fence\.acq_rel\.gpu;\s*atom\.global\.add\.u32\s+%r\d+, \[%rd\d+\], 1;"
               r".*?atom\.global\.(?:or|add)\.[bu]32\s+%r\d+, \[%rd\d+\], 0;\s*setp\.lt\.s32.*?"
               r"fence\.acq_rel\.gpu;.*?bar\.sync\s+0;")
    assert len(re.findall(pattern, body, re.S)) == 2, body
    assert re.search(r"\.maxnreg 64", ptx)
    assert ptx.count(".param .u64") == 6  # 5 buffers and the counter


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas (nvidia-cuda-nvcc) not installed")
def test_ptxas_assembles_the_barrier_kernel_without_spills():
    usage = ptxas_usage(ptx_of(barrier_kernel(2, max_registers=32)), "sm_90")["gb"]
    assert usage["spill_bytes"] == 0 and usage["stack_bytes"] == 0
    assert 0 < usage["registers"] <= 32


# ---- manifest and host plan ------------------------------------------------------------------

def artifact(x_shape=(N,), grid=BLOCKS, wave=BLOCKS, zero=True, **extra) -> Artifact:
    text = barrier_kernel(2)
    f32 = lambda name, shape, kind, **k: {"name": name, "shape": list(shape), "dtype": "float32",
                                         "kind": kind, **k}
    buffers = [f32("arg0", x_shape, "input", index=0), f32("t0", (BLOCKS,), "temp"),
               f32("t1", (BLOCKS,), "temp"), f32("result0", (BLOCKS,), "output", index=0),
               f32("result1", (BLOCKS,), "output", index=1),
               {"name": "ctr", "shape": [1], "dtype": "int32", "kind": "temp"}]
    launch = {"op": "launch", "kernel": "gb", "grid": [grid, 1, 1], "block": [THREADS, 1, 1],
              "args": ["arg0", "t0", "t1", "result0", "result1", "ctr"], "grid_barrier": True,
              "blocks_per_wave": wave, **extra}
    manifest = {"format": FORMAT, "target": "sm_90",
                "entry": {"name": "main", "args": [{"shape": list(x_shape), "dtype": "float32"}],
                          "results": [{"shape": [BLOCKS], "dtype": "float32"}] * 2},
                "buffers": buffers,
                "steps": ([{"op": "zero", "buffer": "ctr"}] if zero else []) + [launch]}
    return Artifact(manifest=manifest, ptx=ptx_of(text), kernel_ir=generic(text))


def test_artifact_with_a_grid_barrier_runs_on_the_emulator_backend(x):
    exe = load(artifact(), backend="emulator")
    total, nxt = exe(x)
    want = expected(x)
    np.testing.assert_allclose(total, want["total"], rtol=1e-5)
    np.testing.assert_allclose(nxt, want["next"], rtol=1e-5)
    assert exe.stats.grid_barriers == 2
    total2, _ = exe(x)  # the zero step resets the counter for every call
    np.testing.assert_allclose(total2, want["total"], rtol=1e-5)


def test_artifact_without_the_zero_step_is_caught(x):
    exe = load(artifact(zero=False), backend="emulator")
    with pytest.raises(StitchRuntimeError, match="grid barrier never released"):
        exe(x)


def test_artifact_over_one_wave_is_refused(x):
    exe = load(artifact(wave=3), backend="emulator")
    with pytest.raises(StitchRuntimeError, match=r"step 1 \(launch gb\).*exceeds the 3 blocks"):
        exe(x)


def test_manifest_grid_barrier_needs_blocks_per_wave():
    with pytest.raises(ManifestError, match="needs blocks_per_wave"):
        artifact(wave=None)
    with pytest.raises(ManifestError, match="grid_barrier must be true or false"):
        artifact(grid_barrier="yes")


# ---- compile side: which kernels have a barrier, the host plan's counter and wave -------------

L3_ENTRY = """
func.func @main(%arg0: tensor<192xf32>) -> tensor<6xf32> {
  %0 = call @f(%arg0) {stitch.launch = #stitch.launch<{block = array<i64: 32, 1, 1>,
      grid = array<i64: GRID, 1, 1>, kernel = "gb", kind = "fusion", shared_bytes = 0 : i64}>}
      : (tensor<192xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func private @f(tensor<192xf32>) -> tensor<6xf32>
"""


def host_plan(grid: int):
    from mlir_stitch.compiler.host_plan import HostPlan
    from mlir_stitch.passes.stitch_normalize import entry_function

    context = new_context()
    with context, ir.Location.unknown():
        module = ir.Module.parse(L3_ENTRY.replace("GRID", str(grid)))
        return HostPlan(entry_function(module.operation), {"gb"})


def test_host_plan_gives_a_barrier_kernel_a_zeroed_counter_and_its_wave():
    plan = host_plan(grid=6)
    assert {"name": "t0_barrier", "shape": [1], "dtype": "int32", "kind": "temp"} in plan.buffers
    zero, launch = plan.steps
    assert zero == {"op": "zero", "buffer": "t0_barrier"}
    assert launch["args"] == ["arg0", "result0", "t0_barrier"] and launch["grid_barrier"]
    plan.set_blocks_per_wave("sm_90", {"gb": {"registers": 64, "shared_bytes": 0}}, {})
    assert launch["blocks_per_wave"] == 132 * 32  # one warp per block: 32 blocks per SM
    plan.set_blocks_per_wave("sm_90", None, {"gb": 255})  # no ptxas: the bound is assumed
    assert launch["blocks_per_wave"] == 132 * 8   # 8192 registers per warp: 8 warps per SM


def test_host_plan_refuses_a_barrier_grid_over_one_wave():
    from mlir_stitch.compiler.errors import CompileError

    plan = host_plan(grid=132 * 8 + 1)
    with pytest.raises(CompileError, match=r"kernel gb has a grid barrier but its grid of 1057 "
                                           r"blocks exceeds one wave on sm_90 \(1056 blocks: 8 "
                                           r"per SM, limited by registers\)"):
        plan.set_blocks_per_wave("sm_90", {"gb": {"registers": 255, "shared_bytes": 0}}, {})


def test_kernel_attributes_and_register_bounds_are_read_from_the_gpu_module():
    from mlir_stitch.compiler.compile import kernel_attributes

    text = barrier_kernel(1, max_registers=40) + "\n" + barrier_kernel(0).replace("@k", "@k2") \
        .replace("@gb", "@plain")
    with new_context(), ir.Location.unknown():
        barriers, bounds, _, _, counters = kernel_attributes(ir.Module.parse(text))
    assert barriers == {"gb"} and bounds == {"gb": 40} and counters == {"gb"}


def test_stitch_run_stats_show_the_grid_barriers(x, tmp_path, capsys):
    import json

    from mlir_stitch.cli import stitch_run

    folder = artifact().save(tmp_path / "art")
    np.savez(tmp_path / "in.npz", arg0=x)
    status = stitch_run.main([str(folder), "--inputs", str(tmp_path / "in.npz"),
                              "--backend", "emulator", "--stats"])
    out = capsys.readouterr().out
    assert status == 0
    stats = json.loads(out[out.index("{"):])
    assert stats["grid_barriers"] == 2 and stats["barriers"] == 2 * 2 * BLOCKS
