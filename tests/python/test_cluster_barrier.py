"""Thread-block clusters (a split row's blocks, codegen/fusion_kernel.py): the barrier's ops in
the PTX and under ptxas, and the emulator running them: chunks of whole clusters, races
between the blocks of a cluster without its barrier and between clusters always, a divergent
barrier, a grid that is not a whole number of clusters, and the manifest's cluster field."""
from __future__ import annotations

import numpy as np
import pytest

from mlir_stitch.codegen.kernel_writer import CLUSTER_DIM_ATTR, KernelWriter
from mlir_stitch.compiler.ptx import find_ptxas, gpu_module_to_ptx, ptxas_usage
from mlir_stitch.compiler.source import new_context
from mlir_stitch.runtime import Artifact, load
from mlir_stitch.runtime.emulator import Emulator, EmulatorError, Stats, parse_module
from mlir_stitch.runtime.manifest import FORMAT, ManifestError

ir = pytest.importorskip("mlir.ir")
gpu = pytest.importorskip("mlir.dialects.gpu")

CLUSTER, CLUSTERS, THREADS = 2, 3, 32
BLOCKS = CLUSTER * CLUSTERS
N = BLOCKS * THREADS
X = f"memref<{N}xf32>"
P = f"memref<{BLOCKS}xf32>"


def cluster_kernel(barrier: bool = True, peer_step: int = 1, cluster: int = CLUSTER,
                   divergent: bool = False) -> str:
    """Phase 1: block b's thread 0 sums its slice of %x into %p[b]. [cluster barrier]
    Phase 2: block b's thread 0 writes %p[b] + %p[peer] to %out[b], peer the block
    `peer_step` further in b's cluster (another cluster's when peer_step >= CLUSTER)."""
    with new_context(), ir.Location.unknown():
        module = gpu.GPUModuleOp("k")
        block = module.bodyRegion.blocks.append()
        w = KernelWriter("cb", THREADS)
        w.cluster = cluster
        x, p, out = [w.argument(ir.Type.parse(t)) for t in (X, P, P)]
        tid, bid = w.thread_id(), w.block_id()
        first = w.is_zero(tid)
        with w.if_(first):
            base = w.mul(bid, w.index(THREADS))
            with w.loop(THREADS, lambda: [w.const("0.0", "f32")]) as loop:
                loop.carry([w.binary("arith.addf", loop.accs[0],
                                     w.load(x, [w.add(base, loop.iv)]))])
            w.store(loop.results[0], p, [bid])
        if barrier:
            with w.if_(w.less(tid, THREADS // 2) if divergent else None):
                w.cluster_barrier()
        with w.if_(first):
            if peer_step < CLUSTER:
                start = w.mul(w.div(bid, CLUSTER), w.index(CLUSTER))
                peer = w.add(start, w.rem(w.add(bid, w.index(peer_step)), CLUSTER))
            else:
                peer = w.rem(w.add(bid, w.index(peer_step)), BLOCKS)
            w.store(w.binary("arith.addf", w.load(p, [bid]), w.load(p, [peer])), out, [bid])
        w.finish(ir.InsertionPoint(block)).verify()
        return str(module)


def generic(gpu_module: str) -> str:
    with ir.Context():
        return ir.Module.parse(gpu_module).operation.get_asm(print_generic_op_form=True)


def run(text: str, x: np.ndarray, *, max_lanes=1 << 20, grid=BLOCKS, stats=None):
    p, out = np.full(BLOCKS, np.nan, np.float32), np.full(BLOCKS, np.nan, np.float32)
    emu = Emulator(parse_module(generic(text)), max_lanes=max_lanes)
    emu.launch("cb", grid=(grid, 1, 1), block=(THREADS, 1, 1), args=[x, p, out], stats=stats)
    return p, out


@pytest.fixture
def x():
    return np.random.default_rng(5).standard_normal(N).astype(np.float32)


def expected(x: np.ndarray) -> np.ndarray:
    p = x.reshape(BLOCKS, THREADS).astype(np.float64).sum(axis=1)
    return p + p.reshape(CLUSTERS, CLUSTER)[:, ::-1].reshape(-1)


@pytest.mark.parametrize("max_lanes", [THREADS, 1 << 20])
def test_the_cluster_barrier_matches_numpy_with_chunks_of_whole_clusters(x, max_lanes):
    """A chunk of one block would run block 0 before block 1 wrote its partial: the emulator
    rounds a chunk up to whole clusters."""
    stats = Stats()
    _, out = run(cluster_kernel(), x, max_lanes=max_lanes, stats=stats)
    np.testing.assert_allclose(out, expected(x), rtol=1e-5)
    assert stats.cluster_barriers == CLUSTERS and not stats.races
    assert stats.barriers == BLOCKS  # a cluster barrier is a barrier of each of its blocks


def test_the_kernel_carries_its_cluster_size():
    text = cluster_kernel()
    assert f"{CLUSTER_DIM_ATTR} = array<i32: {CLUSTER}, 1, 1>" in text
    assert "nvvm.cluster.arrive {aligned}" in text and "nvvm.cluster.wait {aligned}" in text


def test_without_the_barrier_the_race_within_a_cluster_is_reported(x):
    """Lock-step order hides it (every block's phase 1 runs before any phase 2), so global
    accesses of a cluster kernel are tracked per block between cluster barriers."""
    with pytest.raises(EmulatorError, match=r"global-memory race\(s\): race on global buffer "
                                            r"%arg1\[1\] between blocks: written by block 1 "
                                            r"\(line \d+\), read by block 0 \(line \d+\) with no "
                                            r"cluster barrier between"):
        run(cluster_kernel(barrier=False), x)


def test_a_read_of_another_clusters_value_is_a_race_even_after_the_barrier(x):
    with pytest.raises(EmulatorError, match=r"read by block 0 \(line \d+\): blocks of different "
                                            r"clusters \(of 2 blocks\), which no barrier orders"):
        run(cluster_kernel(peer_step=CLUSTER), x)


def test_a_divergent_cluster_barrier_is_refused(x):
    with pytest.raises(EmulatorError, match=r"divergent cluster barrier: reached by 32 of the 64 "
                                            r"threads of its cluster \(thread 16 of block 0"):
        run(cluster_kernel(divergent=True), x)


def test_a_grid_that_is_not_whole_clusters_is_refused(x):
    with pytest.raises(EmulatorError, match=r"grid \(5, 1, 1\) is not a whole number of "
                                            r"clusters of \(2, 1, 1\) blocks"):
        run(cluster_kernel(), x, grid=BLOCKS - 1)


def test_a_cluster_barrier_in_a_kernel_without_clusters_is_not_built():
    with pytest.raises(RuntimeError, match="launch has no clusters"):
        cluster_kernel(cluster=1)


def test_barrier_and_cluster_size_in_the_ptx():
    with new_context() as context:
        ptx = gpu_module_to_ptx(cluster_kernel(), "sm_90", context)
    assert f".reqnctapercluster {CLUSTER}, 1, 1" in ptx
    assert "barrier.cluster.arrive.aligned;" in ptx and "barrier.cluster.wait.aligned;" in ptx


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas (nvidia-cuda-nvcc) not installed")
def test_ptxas_assembles_the_cluster_kernel():
    with new_context() as context:
        ptx = gpu_module_to_ptx(cluster_kernel(), "sm_90", context)
    (figures,) = ptxas_usage(ptx, "sm_90").values()
    assert figures["spill_bytes"] == 0


def artifact(cluster) -> Artifact:
    text = cluster_kernel()
    f32 = lambda name, shape, kind, **k: {"name": name, "shape": list(shape), "dtype": "float32",
                                         "kind": kind, **k}
    launch = {"op": "launch", "kernel": "cb", "grid": [BLOCKS, 1, 1], "block": [THREADS, 1, 1],
              "args": ["arg0", "t0", "result0"], "cluster": cluster}
    manifest = {"format": FORMAT, "target": "sm_90",
                "entry": {"name": "main", "args": [{"shape": [N], "dtype": "float32"}],
                          "results": [{"shape": [BLOCKS], "dtype": "float32"}]},
                "buffers": [f32("arg0", (N,), "input", index=0), f32("t0", (BLOCKS,), "temp"),
                            f32("result0", (BLOCKS,), "output", index=0)],
                "steps": [launch]}
    with new_context() as context:
        ptx = gpu_module_to_ptx(text, "sm_90", context)
    return Artifact(manifest=manifest, ptx=ptx, kernel_ir=generic(text))


def test_an_artifact_with_clusters_runs_on_the_emulator_backend(x):
    exe = load(artifact([CLUSTER, 1, 1]), backend="emulator")
    (out,) = exe(x)
    np.testing.assert_allclose(out, expected(x), rtol=1e-5)
    assert exe.stats.cluster_barriers == CLUSTERS


def test_the_manifest_cluster_must_tile_the_grid():
    with pytest.raises(ManifestError, match=r"clusters of \[4, 1, 1\] blocks do not tile the "
                                            r"grid \[6, 1, 1\]"):
        artifact([4, 1, 1])
