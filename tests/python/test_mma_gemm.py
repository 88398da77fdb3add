"""Staged GEMMs on tensor cores (analysis/mma_tiles.py, codegen/mma_tile.py): softmax(x·W + b)
with f16/bf16 x and W in the block shapes that change the tiles (a tile per warp, rows padded
to the tile's 8, warps past the last tile, several tiles per warp, two row tiles, several
chunks), each run on the emulator (which executes mma.sync with the PTX fragment layouts and
fails a launch on a shared-memory race) against float64 numpy; and the GEMMs tensor cores
leave to the FMA sum."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage

from test_staged_gemm import TYPES, linear_softmax, run


def mapped(spec: str) -> Pipeline:
    """linear_softmax's fusion (groups reduce2, reduce4, ew5) on the row mapping `spec`."""
    groups = ";".join(f"{g}[{spec}]" + ("S" if g.startswith("reduce") else "")
                      for g in ("reduce2", "reduce4", "ew5"))
    return Pipeline().replace_stage("L2", schedule_stage(f"template={groups}"))


@pytest.mark.parametrize("m,n,k,w_nk,element,spec,k_tile", [
    # 8 rows x 128 columns per block: 8 warps, one 16 x 8 tile each, one chunk
    (16, 128, 64, False, "f16", None, 64),
    # 4 rows per block (the tile's rows 4-7 padded), 4 tiles for 8 warps, the last block
    # partial (13 rows); W [N, K] staged transposed
    (13, 64, 32, True, "bf16", "GRID_4-CTA_4,CTA_64-THREAD_1", 32),
    # one row of 256 per block: 16 tiles on 4 warps, four each; K = 48 in chunks of 16
    (3, 256, 48, True, "f16", "GRID_3-CTA_1,CTA_128-THREAD_2", 16),
    # 16 rows x 96 columns: two row tiles by six column tiles, 12 tiles for 16 warps
    (32, 96, 64, False, "bf16", "GRID_2-CTA_16,WARP_32-THREAD_3", 64),
])
def test_tensor_core_gemm_matches(m, n, k, w_nk, element, spec, k_tile):
    gemm = run(m, n, k, w_nk, element, mapped(spec) if spec else None)
    assert (gemm["k_tile"], gemm["mma"]) == (k_tile, True)


@pytest.mark.parametrize("m,n,k,element,spec,why", [
    (16, 128, 64, "f32", None, "f32 operands"),
    (5, 20, 40, "bf16", None, "20 columns per block, not a multiple of 16"),
    (15, 16, 32, "f16", "GRID_3-CTA_5,WARP_8-THREAD_2", "a block of 40 threads: not whole warps"),
])
def test_fma_where_tensor_cores_cannot(m, n, k, element, spec, why):
    gemm = run(m, n, k, False, element, mapped(spec) if spec else None)
    assert gemm["k_tile"] and not gemm["mma"], why


def test_accumulator_that_starts_from_a_tensor():
    """y = C + x·W with C an input: each slot reads its tile sum and adds C's element."""
    text = linear_softmax(16, 128, 64, False, "f16")
    text = text.replace("%bias: tensor<128xf32>)", "%bias: tensor<128xf32>, %init: tensor<16x128xf32>)")
    text = text.replace("outs(%acc : tensor<16x128xf32>)", "outs(%init : tensor<16x128xf32>)")
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    (fusion,) = artifact.report["fusions"]
    assert [op["mma"] for op in fusion["ops"] if op["class"].startswith("gemm")] == [True]
    rng = np.random.default_rng(5)
    x = rng.standard_normal((16, 64)).astype(TYPES["f16"])
    w = (rng.standard_normal((64, 128)) / 8).astype(TYPES["f16"])
    bias = rng.standard_normal(128).astype(np.float32)
    c = rng.standard_normal((16, 128)).astype(np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, w, bias, c)
    z = c + x.astype(np.float64) @ w.astype(np.float64) + bias
    e = np.exp(z - z.max(axis=1, keepdims=True))
    np.testing.assert_allclose(got, e / e.sum(axis=1, keepdims=True), rtol=2e-5, atol=1e-6)


def random_geometry(seed: int) -> tuple:
    """(m, n, k, w_nk, element, spec) of a block shape tensor cores take, drawn by `seed`:
    T threads per row with n / T columns each (at most 8), B rows per block in whole warps."""
    rng = np.random.default_rng(seed)
    while True:
        n = int(rng.choice([16, 32, 48, 64, 96, 128, 256]))
        T = int(rng.choice([t for t in (8, 16, 32, 64, 128, 256) if n % t == 0 and n // t <= 8]))
        B = int(rng.choice([b for b in (1, 2, 3, 4, 5, 8, 12, 16)
                            if 32 <= T * b <= 1024 and T * b % 32 == 0] or [0]))
        if B:
            break
    m = int(rng.integers(1, 41))
    unit = "WARP" if T <= 32 else "CTA"
    spec = f"GRID_{-(-m // B)}-CTA_{B},{unit}_{T}-THREAD_{n // T}"
    return m, n, int(rng.choice([16, 32, 48, 64, 96, 128])), bool(rng.integers(2)), \
        str(rng.choice(["f16", "bf16"])), spec


@pytest.mark.parametrize("seed", range(8))
def test_random_block_shapes_on_tensor_cores(seed):
    m, n, k, w_nk, element, spec = random_geometry(seed)
    gemm = run(m, n, k, w_nk, element, mapped(spec))
    assert gemm["mma"], (m, n, k, w_nk, element, spec, gemm["k_tile"])
