"""tensor.extract inside linalg bodies (gathers, embedding lookups, cross-entropy's target pick)
in every kernel shape: the gathered tensor is a kernel buffer, each index is bounds-checked
(a device assertion), and the producer of a gathered tensor is never fused with its reader."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.runtime.errors import StitchError

HEADER = """
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
"""

# embedding lookup then x * 2 (flat), then a row sum normalisation (row template)
EMBED = HEADER + """
func.func @main(%table: tensor<50x64xf32>, %ids: tensor<12xi64>) -> (tensor<12x64xf32>, tensor<12x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<12x64xf32>
  %g = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<12xi64>) outs(%e : tensor<12x64xf32>) {
  ^bb0(%i: i64, %o: f32):
    %r = arith.index_cast %i : i64 to index
    %c = linalg.index 1 : index
    %v = tensor.extract %table[%r, %c] : tensor<50x64xf32>
    %d = arith.mulf %v, %two : f32
    linalg.yield %d : f32
  } -> tensor<12x64xf32>
  %e1 = tensor.empty() : tensor<12xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<12xf32>) -> tensor<12xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<12x64xf32>) outs(%init : tensor<12xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<12xf32>
  %n = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%g, %sum : tensor<12x64xf32>, tensor<12xf32>) outs(%e : tensor<12x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<12x64xf32>
  return %g, %n : tensor<12x64xf32>, tensor<12x64xf32>
}
"""

# a column reduction (loop kernel) of gathered rows: out[j] = sum_i table[ids[i], j]
COLUMN_GATHER = HEADER + """
func.func @main(%table: tensor<50x64xf32>, %ids: tensor<12xi32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#row, #col], iterator_types = ["reduction", "parallel"]}
      ins(%ids : tensor<12xi32>) outs(%init : tensor<64xf32>) {
  ^bb0(%i: i32, %acc: f32):
    %r = arith.index_cast %i : i32 to index
    %c = linalg.index 1 : index
    %v = tensor.extract %table[%r, %c] : tensor<50x64xf32>
    %t = arith.addf %v, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  return %s : tensor<64xf32>
}
"""

# the gathered tensor is computed in the graph (exp of the logits) right before the gather
PRODUCED = HEADER + """
func.func @main(%x: tensor<16x32xf32>, %t: tensor<16xi64>) -> (tensor<16xf32>, tensor<16x32xf32>) {
  %e = tensor.empty() : tensor<16x32xf32>
  %p = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16xf32>
  %pick = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} ins(%t : tensor<16xi64>) outs(%e1 : tensor<16xf32>) {
  ^bb0(%i: i64, %o: f32):
    %r = linalg.index 0 : index
    %c = arith.index_cast %i : i64 to index
    %v = tensor.extract %p[%r, %c] : tensor<16x32xf32>
    linalg.yield %v : f32
  } -> tensor<16xf32>
  return %pick, %p : tensor<16xf32>, tensor<16x32xf32>
}
"""

RNG = np.random.default_rng(0)
TABLE = RNG.random((50, 64), dtype=np.float32) + 0.5


def _load(text):
    art = mlir_stitch.compile(text, resources=False)
    return art, mlir_stitch.load(art, backend="emulator")


@pytest.fixture(scope="module")
def embed():
    return _load(EMBED)


def test_embedding_in_flat_and_row_templates(embed):
    art, fn = embed
    ids = RNG.integers(0, 50, 12)
    g, n = fn(TABLE, ids)
    np.testing.assert_array_equal(g, TABLE[ids] * 2)
    np.testing.assert_allclose(n, g / g.sum(-1, keepdims=True), rtol=1e-5)
    assert art.report["kernel_count"] == 1  # the gather is a local producer of the row fusion


def test_out_of_range_index_is_a_device_assertion(embed):
    _, fn = embed
    ids = np.zeros(12, np.int64)
    ids[5] = 50
    with pytest.raises(StitchError, match=r"device assertion failed: index 0 out of range \[0, 50\) "
                                          r"in a gather \(tensor.extract at .*:\d+:\d+\)"):
        fn(TABLE, ids)
    ids[5] = -1
    with pytest.raises(StitchError, match=r"index 0 out of range \[0, 50\)"):
        fn(TABLE, ids)


def test_gather_in_a_column_reduction():
    # an embedding-bag sum: rows gathered by id, summed over the ids (the column template,
    # whose element body reads linalg.index 1 as the thread's kept position)
    art, fn = _load(COLUMN_GATHER)
    ids = RNG.integers(0, 50, 12).astype(np.int32)
    (s,) = fn(TABLE, ids)
    np.testing.assert_allclose(s, TABLE[ids].sum(0), rtol=1e-5)
    assert art.report["fusions"][0]["template"].startswith("column")


def test_producer_of_a_gathered_tensor_is_not_fused_with_the_gather():
    """exp(x) is returned too, so the gather is not read through to x (transforms/gathers.py,
    tests/python/test_gathered_elements.py): it reads exp(x) from memory, a kernel boundary."""
    art, fn = _load(PRODUCED)
    x = RNG.standard_normal((16, 32), dtype=np.float32)
    t = RNG.integers(0, 32, 16)
    y, _ = fn(x, t)
    np.testing.assert_allclose(y, np.exp(x)[np.arange(16), t], rtol=1e-6)
    assert art.report["kernel_count"] == 2
    reasons = [r["reason"] for r in art.report["plan"]["refused"]]
    assert any("gathers (tensor.extract) from the result of" in r for r in reasons)


def test_item_of_a_0d_tensor_and_a_gather_in_one_kernel():
    from pathlib import Path

    text = (Path(__file__).parents[1] / "filecheck" / "passes" / "stitch-normalize-extract.mlir").read_text()
    art, fn = _load(text)
    x = RNG.standard_normal((4, 8)).astype(np.float32)
    table = RNG.standard_normal((10, 8)).astype(np.float32)
    ids = np.array([9, 0, 3, 3], np.int32)
    (y,) = fn(x, np.array(1.5, np.float32), table, ids)
    np.testing.assert_allclose(y, (x + 1.5) * table[ids], rtol=1e-6)
    assert art.report["kernel_count"] == 1


ITEM_INIT = HEADER + """
func.func @main(%x: tensor<6x40xf32>, %t: tensor<f32>) -> tensor<6xf32> {
  %v = tensor.extract %t[] : tensor<f32>
  %e = tensor.empty() : tensor<6xf32>
  %init = linalg.fill ins(%v : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %s = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<6x40xf32>) outs(%init : tensor<6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<6xf32>
  return %s : tensor<6xf32>
}
"""


def test_fill_of_an_item_as_a_reduction_init():
    """A scalar input taken from a top-level tensor.extract becomes a gather in the body."""
    art, fn = _load(ITEM_INIT)
    x = RNG.standard_normal((6, 40)).astype(np.float32)
    (s,) = fn(x, np.array(-3.0, np.float32))
    np.testing.assert_allclose(s, x.sum(1) - 3, rtol=1e-5)
    assert art.report["kernel_count"] == 1
