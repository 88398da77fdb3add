"""Totals of rows in the row kernel (codegen/row_totals.py): reductions of a row value over every
row into a scalar, and scalar ops on them, in the kernel that computes the rows. Each row's
leader folds its value, the blocks' partials go to global scratch and the last block to finish
(a block barrier with one block) adds them up in a fixed order: no grid barrier, so the grid
may take any number of waves and the rows may be split over clusters of blocks."""
import numpy as np
import pytest

import mlir_stitch

from test_split_rows import compiled


def lse_totals(rows: int, n: int, dtype: str = "f32") -> str:
    """Per row: the log-sum-exp of x (returned); over the rows: the mean of the log-sum-exps
    of the rows whose label is not -1 (their sum over their count), and the largest one."""
    return f"""
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
#s = affine_map<() -> ()>
func.func @main(%x: tensor<{rows}x{n}x{dtype}>, %label: tensor<{rows}xi64>)
    -> (tensor<{rows}xf32>, tensor<f32>, tensor<f32>) {{
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %none = arith.constant -1 : i64
  %er = tensor.empty() : tensor<{rows}xf32>
  %ef = tensor.empty() : tensor<{rows}x{n}xf32>
  %es = tensor.empty() : tensor<f32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<{rows}xf32>) -> tensor<{rows}xf32>
  %m = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%x : tensor<{rows}x{n}x{dtype}>) outs(%mi : tensor<{rows}xf32>) {{
  ^bb0(%a: {dtype}, %acc: f32):
    {"%w = arith.extf %a : " + dtype + " to f32" if dtype != "f32" else "%w = arith.addf %a, %zero : f32"}
    %r = arith.maximumf %w, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<{rows}xf32>
  %e = linalg.generic {{indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%x, %m : tensor<{rows}x{n}x{dtype}>, tensor<{rows}xf32>) outs(%ef : tensor<{rows}x{n}xf32>) {{
  ^bb0(%a: {dtype}, %b: f32, %o: f32):
    {"%w = arith.extf %a : " + dtype + " to f32" if dtype != "f32" else "%w = arith.addf %a, %zero : f32"}
    %d = arith.subf %w, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  }} -> tensor<{rows}x{n}xf32>
  %si = linalg.fill ins(%zero : f32) outs(%er : tensor<{rows}xf32>) -> tensor<{rows}xf32>
  %s = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%e : tensor<{rows}x{n}xf32>) outs(%si : tensor<{rows}xf32>) {{
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<{rows}xf32>
  %lse = linalg.generic {{indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}}
      ins(%s, %m : tensor<{rows}xf32>, tensor<{rows}xf32>) outs(%er : tensor<{rows}xf32>) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %l = math.log %a : f32
    %r = arith.addf %l, %b : f32
    linalg.yield %r : f32
  }} -> tensor<{rows}xf32>
  %eb = tensor.empty() : tensor<{rows}xi1>
  %valid = linalg.generic {{indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}}
      ins(%label : tensor<{rows}xi64>) outs(%eb : tensor<{rows}xi1>) {{
  ^bb0(%l: i64, %o: i1):
    %r = arith.cmpi ne, %l, %none : i64
    linalg.yield %r : i1
  }} -> tensor<{rows}xi1>
  %kept = linalg.generic {{indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}}
      ins(%valid, %lse : tensor<{rows}xi1>, tensor<{rows}xf32>) outs(%er : tensor<{rows}xf32>) {{
  ^bb0(%v: i1, %a: f32, %o: f32):
    %r = arith.select %v, %a, %zero : f32
    linalg.yield %r : f32
  }} -> tensor<{rows}xf32>
  %ti = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %total = linalg.generic {{indexing_maps = [#vec, #all], iterator_types = ["reduction"]}}
      ins(%kept : tensor<{rows}xf32>) outs(%ti : tensor<f32>) {{
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<f32>
  %count = linalg.generic {{indexing_maps = [#vec, #all], iterator_types = ["reduction"]}}
      ins(%valid : tensor<{rows}xi1>) outs(%ti : tensor<f32>) {{
  ^bb0(%v: i1, %acc: f32):
    %one = arith.uitofp %v : i1 to f32
    %r = arith.addf %one, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<f32>
  %mean = linalg.generic {{indexing_maps = [#s, #s, #s], iterator_types = []}}
      ins(%total, %count : tensor<f32>, tensor<f32>) outs(%es : tensor<f32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.divf %a, %c : f32
    linalg.yield %r : f32
  }} -> tensor<f32>
  %bi = linalg.fill ins(%ninf : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %top = linalg.generic {{indexing_maps = [#vec, #all], iterator_types = ["reduction"]}}
      ins(%lse : tensor<{rows}xf32>) outs(%bi : tensor<f32>) {{
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<f32>
  return %lse, %mean, %top : tensor<{rows}xf32>, tensor<f32>, tensor<f32>
}}
"""


def inputs(rows: int, n: int, dtype: str):
    rng = np.random.default_rng(rows + n)
    x = rng.standard_normal((rows, n), dtype=np.float32) * 3
    if dtype == "bf16":
        import ml_dtypes
        x = x.astype(ml_dtypes.bfloat16)
    label = rng.integers(0, 5, rows)
    label[::3] = -1
    label[0] = 0  # at least one counted row
    return x, label


def reference(x, label):
    x64 = x.astype(np.float64)
    m = x64.max(1)
    lse = np.log(np.exp(x64 - m[:, None]).sum(1)) + m
    valid = label != -1
    return lse, lse[valid].sum() / valid.sum(), lse.max()


@pytest.mark.parametrize("rows,n,dtype,blocks,cluster", [
    (4, 96, "f32", 1, 1),          # one block: a block barrier ends the rows
    (7, 3, "f32", 1, 1),           # rows shorter than a warp
    (300, 96, "f32", 38, 1),       # several blocks: the last to finish adds them up
    (5000, 64, "f32", 625, 1),     # more blocks than a wave: none waits for another
    (200, 5000, "f32", 200, 1),    # long rows: a block of 1024 threads per row
    (1000, 256, "bf16", 250, 1),   # half-precision input
    (6, 20000, "f32", 12, 2),      # rows split over clusters of 2 blocks: the first counts
])
def test_totals_of_rows_in_the_row_kernel(rows, n, dtype, blocks, cluster):
    art = compiled(lse_totals(rows, n, dtype))
    assert art.report["kernel_count"] == 1
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "row" and "VERT" not in fusion["template_string"]
    (launch,) = [s for s in art.manifest["steps"] if s["op"] == "launch"]
    assert launch["grid"] == [blocks, 1, 1] and "grid_barrier" not in launch
    assert launch.get("cluster", [1])[0] == cluster
    counted = blocks > 1  # a counter, zeroed before the launch, as the kernel's last argument
    assert (launch["args"][-1].endswith("_barrier")) == counted
    assert any(s["op"] == "zero" for s in art.manifest["steps"]) == counted
    x, label = inputs(rows, n, dtype)
    fn = mlir_stitch.load(art, backend="emulator")
    lse, mean, top = fn(x, label)
    want = reference(x, label)
    np.testing.assert_allclose(lse, want[0], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(mean, want[1], rtol=1e-5)
    np.testing.assert_allclose(top, want[2], rtol=1e-6)
    assert fn.stats.grid_barriers == 0 and not fn.stats.races
    assert fn.stats.atomics == (blocks if counted else 0)  # each block counts itself once


def test_the_last_block_orders_its_reads_in_the_ptx():
    art = compiled(lse_totals(300, 96))
    assert "stitch.counter" in art.kernel_ir and "stitch.grid_barrier" not in art.kernel_ir
    ptx = art.ptx
    release, count = ptx.index("fence.acq_rel.gpu"), ptx.index("atom.global.add.u32")
    assert release < count < ptx.index("fence.acq_rel.gpu", count)


def test_the_same_bits_every_run():
    """The partials are added in a fixed order: a second run gives the same bits."""
    art = compiled(lse_totals(3000, 64))
    fn = mlir_stitch.load(art, backend="emulator")
    x, label = inputs(3000, 64, "f32")
    first, second = fn(x, label), fn(x, label)
    assert all(np.array_equal(a, b) for a, b in zip(first, second))


def test_a_total_read_back_by_the_rows_is_a_kernel_boundary():
    """x - mean over rows of the row maxima: the elements read a total complete only after
    every row, so the planner keeps them apart (two kernels), and the result is right."""
    source = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
#bc = affine_map<(d0, d1) -> ()>
func.func @main(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<64xf32>
  %es = tensor.empty() : tensor<f32>
  %ef = tensor.empty() : tensor<64x32xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x32xf32>) outs(%mi : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ti = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %t = linalg.generic {indexing_maps = [#vec, #all], iterator_types = ["reduction"]}
      ins(%m : tensor<64xf32>) outs(%ti : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %y = linalg.generic {indexing_maps = [#id, #bc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %t : tensor<64x32xf32>, tensor<f32>) outs(%ef : tensor<64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}
"""
    art = compiled(source)
    assert art.report["kernel_count"] == 2
    x = np.random.default_rng(1).standard_normal((64, 32), dtype=np.float32)
    (got,) = mlir_stitch.load(art, backend="emulator")(x)
    np.testing.assert_allclose(got, x - x.max(1).astype(np.float64).sum(), rtol=1e-5, atol=1e-5)
