"""Masked means whose count of kept elements is summed in f32 (transforms/exact_counts.py),
on the emulator against numpy: the count is exact, so the mean is the framework's; the count
joins the sum's kernel instead of standing alone as a grid-1 loop kernel."""
import numpy as np
import pytest

import mlir_stitch

IGNORE = -100


def row_counts(rows: int, n: int) -> str:
    """IR of %count: per row, an i64 sum of the extui of %mask = (%t != IGNORE), as torch-mlir
    counts cross entropy's kept targets; also defines %zi and %ignore."""
    return f"""  %ignore = arith.constant {IGNORE} : i64
  %zi = arith.constant 0 : i64
  %em = tensor.empty() : tensor<{rows}x{n}xi1>
  %mask = linalg.generic {{indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}}
      ins(%t : tensor<{rows}x{n}xi64>) outs(%em : tensor<{rows}x{n}xi1>) {{
  ^bb0(%a: i64, %o: i1):
    %k = arith.cmpi ne, %a, %ignore : i64
    linalg.yield %k : i1
  }} -> tensor<{rows}x{n}xi1>
  %eri = tensor.empty() : tensor<{rows}xi64>
  %fri = linalg.fill ins(%zi : i64) outs(%eri : tensor<{rows}xi64>) -> tensor<{rows}xi64>
  %count = linalg.generic {{indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}}
      ins(%mask : tensor<{rows}x{n}xi1>) outs(%fri : tensor<{rows}xi64>) {{
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %s = arith.addi %one, %acc : i64
    linalg.yield %s : i64
  }} -> tensor<{rows}xi64>
"""


def masked_means(rows: int, n: int) -> str:
    """Per row and overall: sum(x where t != IGNORE) / count(t != IGNORE), the count an i64
    sum of the mask's extui read through sitofp (torch-mlir's cross entropy), and the per-row
    counts as f32 too."""
    return f"""
#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
#a = affine_map<(d0, d1) -> ()>
#v = affine_map<(d0) -> (d0)>
#w = affine_map<(d0) -> ()>
#z = affine_map<() -> ()>
func.func @main(%x: tensor<{rows}x{n}xf32>, %t: tensor<{rows}x{n}xi64>)
    -> (tensor<{rows}xf32>, tensor<{rows}xf32>, tensor<f32>) {{
{row_counts(rows, n)}  %zf = arith.constant 0.0 : f32
  %erf = tensor.empty() : tensor<{rows}xf32>
  %frf = linalg.fill ins(%zf : f32) outs(%erf : tensor<{rows}xf32>) -> tensor<{rows}xf32>
  %countf = linalg.generic {{indexing_maps = [#v, #v], iterator_types = ["parallel"]}}
      ins(%count : tensor<{rows}xi64>) outs(%erf : tensor<{rows}xf32>) {{
  ^bb0(%a: i64, %o: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  }} -> tensor<{rows}xf32>
  %sum = linalg.generic {{indexing_maps = [#m, #m, #r], iterator_types = ["parallel", "reduction"]}}
      ins(%x, %mask : tensor<{rows}x{n}xf32>, tensor<{rows}x{n}xi1>) outs(%frf : tensor<{rows}xf32>) {{
  ^bb0(%a: f32, %b: i1, %acc: f32):
    %kept = arith.select %b, %a, %zf : f32
    %s = arith.addf %kept, %acc : f32
    linalg.yield %s : f32
  }} -> tensor<{rows}xf32>
  %mean = linalg.generic {{indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}}
      ins(%sum, %countf : tensor<{rows}xf32>, tensor<{rows}xf32>) outs(%erf : tensor<{rows}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %q = arith.divf %a, %c : f32
    linalg.yield %q : f32
  }} -> tensor<{rows}xf32>
  %e0i = tensor.empty() : tensor<i64>
  %f0i = linalg.fill ins(%zi : i64) outs(%e0i : tensor<i64>) -> tensor<i64>
  %e0f = tensor.empty() : tensor<f32>
  %f0f = linalg.fill ins(%zf : f32) outs(%e0f : tensor<f32>) -> tensor<f32>
  %all = linalg.generic {{indexing_maps = [#m, #a], iterator_types = ["reduction", "reduction"]}}
      ins(%mask : tensor<{rows}x{n}xi1>) outs(%f0i : tensor<i64>) {{
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %s = arith.addi %acc, %one : i64
    linalg.yield %s : i64
  }} -> tensor<i64>
  %allf = linalg.generic {{indexing_maps = [#z, #z], iterator_types = []}}
      ins(%all : tensor<i64>) outs(%e0f : tensor<f32>) {{
  ^bb0(%a: i64, %o: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  }} -> tensor<f32>
  %total = linalg.generic {{indexing_maps = [#v, #w], iterator_types = ["reduction"]}}
      ins(%sum : tensor<{rows}xf32>) outs(%f0f : tensor<f32>) {{
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }} -> tensor<f32>
  %overall = linalg.generic {{indexing_maps = [#z, #z, #z], iterator_types = []}}
      ins(%total, %allf : tensor<f32>, tensor<f32>) outs(%e0f : tensor<f32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %q = arith.divf %a, %c : f32
    linalg.yield %q : f32
  }} -> tensor<f32>
  return %mean, %countf, %overall : tensor<{rows}xf32>, tensor<{rows}xf32>, tensor<f32>
}}
"""


@pytest.mark.parametrize("rows,n", [(8, 37), (3, 1000), (64, 5)])
def test_masked_means_match_numpy_without_an_integer_kernel(rows, n):
    rng = np.random.default_rng(rows * n)
    x = rng.standard_normal((rows, n)).astype(np.float32)
    t = rng.integers(0, 10, (rows, n)).astype(np.int64)
    t[rng.random((rows, n)) < 0.4] = IGNORE
    t[1] = IGNORE  # a row with nothing kept: 0 / 0, NaN in both
    art = mlir_stitch.compile(masked_means(rows, n), cache=False, resources=False)
    # integer counts kept 4 kernels, two of them loop kernels (one grid-1); a lone f32
    # reduction to a scalar may run as the reduce kernel (plans of equal score differ in which
    # reduction stays alone, and the ILP solver's tie-breaking picks one)
    assert not any(f["template"] == "loop" for f in art.report["fusions"])
    assert art.report["kernel_count"] <= 3
    mean, count, overall = (np.asarray(r) for r in mlir_stitch.load(art, backend="emulator")(x, t))
    kept = t != IGNORE
    want_count = kept.sum(1)
    np.testing.assert_array_equal(count, want_count.astype(np.float32))  # exact
    with np.errstate(invalid="ignore"):
        want_mean = np.where(kept, x, 0).astype(np.float64).sum(1) / want_count
    np.testing.assert_allclose(mean, want_mean, rtol=1e-5, atol=1e-6, equal_nan=True)
    np.testing.assert_allclose(overall, np.where(kept, x, 0).astype(np.float64).sum() / kept.sum(),
                               rtol=1e-5, atol=1e-6)


def half_counts(rows: int, n: int, half: str) -> str:
    """Per row, the count of t != IGNORE as an i64 sum read through sitofp to `half` (a bf16
    model's cross entropy)."""
    return f"""
#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>
func.func @main(%t: tensor<{rows}x{n}xi64>) -> tensor<{rows}x{half}> {{
{row_counts(rows, n)}  %eh = tensor.empty() : tensor<{rows}x{half}>
  %counth = linalg.generic {{indexing_maps = [#v, #v], iterator_types = ["parallel"]}}
      ins(%count : tensor<{rows}xi64>) outs(%eh : tensor<{rows}x{half}>) {{
  ^bb0(%a: i64, %o: {half}):
    %f = arith.sitofp %a : i64 to {half}
    linalg.yield %f : {half}
  }} -> tensor<{rows}x{half}>
  return %counth : tensor<{rows}x{half}>
}}
"""


@pytest.mark.parametrize("half", ["bf16", "f16"])
def test_a_count_read_as_a_half_value_is_summed_in_f32_and_rounded_once(half):
    """The exact f32 count rounded to bf16/f16 is sitofp's rounding of the integer: counts
    between 257 and 1000 are not all bf16 values, and each rounds as numpy's cast does."""
    import ml_dtypes

    rows, n = 16, 1000
    rng = np.random.default_rng(7)
    t = rng.integers(0, 10, (rows, n)).astype(np.int64)
    for r in range(rows):  # counts from 1000 down, through values bf16 cannot hold
        t[r, : 50 * r + 3] = IGNORE
    art = mlir_stitch.compile(half_counts(rows, n, half), cache=False, resources=False)
    assert not any(f.get("fallback") or f["template"] == "loop" for f in art.report["fusions"])
    (count,) = (np.asarray(r) for r in mlir_stitch.load(art, backend="emulator")(t))
    dtype = ml_dtypes.bfloat16 if half == "bf16" else np.float16
    exact = (t != IGNORE).sum(1)
    want = exact.astype(dtype)
    assert count.dtype == want.dtype
    np.testing.assert_array_equal(count.astype(np.float64), want.astype(np.float64))
    assert (want.astype(np.float64) != exact).any() == (half == "bf16")  # bf16 rounded some
