"""Kernel functions that compute the same thing are one kernel (transforms/identical_kernels.py):
the plan's copies are merged after outlining, so each distinct kernel is scheduled, lowered and
assembled once and the host plan launches it at every call, with the same results."""
import numpy as np
import pytest

import mlir_stitch
import mlir_stitch.passes.stitch_fusion_plan as fusion_plan
from mlir_stitch.examples.large_graphs import transformer_chain


def run(art, args):
    out = mlir_stitch.load(art, backend="emulator")(*args)
    return out if isinstance(out, (list, tuple)) else [out]


def test_repeated_layers_compile_once_and_compute_the_same(monkeypatch):
    text = transformer_chain(75)  # five blocks: first, three alike, last
    art = mlir_stitch.compile(text, resources=False, cache=False)
    report = art.report
    assert report["kernel_count"] == 5 and report["distinct_kernels"] == 3
    assert art.ptx.count(".entry ") == 3
    assert len({f["kernel"] for f in report["fusions"]}) == 3
    monkeypatch.setattr(fusion_plan, "merge_identical_kernels", lambda module, entry: 0)
    apart = mlir_stitch.compile(text, resources=False, cache=False)
    assert apart.report["distinct_kernels"] == 5 and apart.ptx.count(".entry ") == 5
    assert apart.report["traffic_ratio"] == report["traffic_ratio"]
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(a["shape"], dtype=np.float32) * 0.5
            for a in art.manifest["entry"]["args"]]
    for merged, alone in zip(run(art, args), run(apart, args)):
        assert np.array_equal(merged, alone, equal_nan=True)


SCALED_TANH = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant C1 : f32
    %s = arith.mulf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %z = linalg.matmul ins(%y, %w : tensor<64x256xf32>, tensor<256x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant C2 : f32
    %s = arith.mulf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %u = linalg.matmul ins(%r, %w : tensor<64x256xf32>, tensor<256x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %u : tensor<64x256xf32>
}"""


@pytest.mark.parametrize("c1,c2,distinct", [("0.5", "0.5", 1), ("0.5", "0.25", 2)])
def test_only_kernels_with_the_same_body_are_merged(c1, c2, distinct):
    """tanh(x·c1) -> library GEMM -> tanh(·c2) -> library GEMM: the two elementwise kernels are
    one only when their constants agree (library calls compile nothing and stay apart); either
    way the result is numpy's."""
    art = mlir_stitch.compile(SCALED_TANH.replace("C1", c1).replace("C2", c2), resources=False,
                              cache=False)
    assert art.report["kernel_count"] == 4 and art.report["distinct_kernels"] == distinct
    rng = np.random.default_rng(1)
    x = rng.standard_normal((64, 256), dtype=np.float32)
    w = rng.standard_normal((256, 256), dtype=np.float32) / 16
    (u,) = run(art, [x, w])
    w64 = w.astype(np.float64)
    exact = np.tanh((np.tanh(x.astype(np.float64) * float(c1)) @ w64) * float(c2)) @ w64
    np.testing.assert_allclose(u, exact, rtol=1e-5, atol=1e-5)
