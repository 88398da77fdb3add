"""Row and column reductions of one tensor in one kernel (codegen/column_sums.py): LayerNorm
backward's dx (row sums) beside dgamma and dbeta (column sums). Each block takes its tiles of
rows in turn (vertical packing), each thread keeps its columns' partials in registers, the
block's rows meet in shared memory and the blocks' partials in global scratch after one grid
barrier (AStitch's global scheme)."""
import re
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.ptx import find_ptxas

from test_split_rows import compiled, softmax, softmax_ref

INPUTS = Path(__file__).parents[1] / "filecheck" / "inputs"
LN_BACKWARD = (INPUTS / "layernorm-backward.mlir").read_text()


def layernorm_backward(rows: int, n: int) -> str:
    """layernorm-backward.mlir ([1000, 256]) at another size."""
    text = LN_BACKWARD.replace("1000x256", f"{rows}x{n}")
    text = text.replace("tensor<1000xf32>", f"tensor<{rows}xf32>")
    text = text.replace("tensor<256xf32>", f"tensor<{n}xf32>")
    return text.replace("0.00390625 : f32", f"{float(np.float32(1 / n))!r} : f32")


def reference(rows: int, n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, n), dtype=np.float32) * 2 + 1
    dy = rng.standard_normal((rows, n), dtype=np.float32)
    mean = x.mean(1, dtype=np.float64).astype(np.float32)
    rstd = (1 / np.sqrt(x.astype(np.float64).var(1) + 1e-5)).astype(np.float32)
    gamma = rng.standard_normal(n, dtype=np.float32)
    xhat = (x.astype(np.float64) - mean[:, None]) * rstd[:, None]
    g = dy * gamma.astype(np.float64)
    inv = np.float64(np.float32(1 / n))
    dx = rstd[:, None] * (g - g.sum(1, keepdims=True) * inv
                          - xhat * (g * xhat).sum(1, keepdims=True) * inv)
    inputs = (x, dy, mean, rstd, gamma)
    return inputs, (dx, (dy * xhat).sum(0), dy.astype(np.float64).sum(0)), (np.abs(dy * xhat).sum(0),
                                                                         np.abs(dy).sum(0))


@pytest.mark.parametrize("rows,n,spec,grid_barriers", [
    (4, 96, "GRID_1-CTA_8,WARP_32-THREAD_3", 0),           # one block: no grid barrier
    (7, 3, "GRID_1-CTA_64,WARP_4-THREAD_1", 0),            # rows shorter than a warp
    (300, 96, "GRID_38-CTA_8,WARP_32-THREAD_3", 1),        # 8 rows per block, 38 blocks
    (5000, 64, "GRID_125-CTA_8,WARP_32-THREAD_2-VERT_5", 1),  # 5 tiles per block in turn
    (200, 5000, "GRID_100-CTA_1,CTA_1024-THREAD_5-VERT_2", 1),  # long rows, ragged threads
])
def test_layernorm_backward_is_one_kernel_and_matches(rows, n, spec, grid_barriers):
    art = compiled(layernorm_backward(rows, n))
    assert art.report["kernel_count"] == 1
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "row"
    assert fusion["template_string"].startswith(f"reduce2[{spec}]S;")
    assert art.report["traffic_ratio"] <= 1.01
    inputs, expected, scales = reference(rows, n)
    fn = mlir_stitch.load(art, backend="emulator")
    dx, dgamma, dbeta = fn(*inputs)
    np.testing.assert_allclose(dx, expected[0], rtol=1e-4, atol=1e-5)
    for got, exact, scale in zip((dgamma, dbeta), expected[1:], scales):
        assert np.max(np.abs(got - exact) / scale) < 1e-6  # a float32 sum's error over sum |x|
    assert fn.stats.grid_barriers == grid_barriers and not fn.stats.races


def test_the_column_sums_schedule_is_the_global_scheme_with_a_grid_barrier_phase():
    art = compiled(layernorm_backward(1000, 256))
    (launch,) = [s for s in art.manifest["steps"] if s["op"] == "launch"]
    assert launch["grid"] == [125, 1, 1] and launch["grid_barrier"]
    (fusion,) = art.report["fusions"]
    assert fusion["template_string"].startswith("reduce2[GRID_125-CTA_4,CTA_64-THREAD_4-VERT_2]S;")
    assert fusion["template_string"].endswith("reduce5[GRID_125-CTA_4,CTA_64-THREAD_4-VERT_2]S;")


HEAVY_COLUMN_SUM = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<600x40xf32>, %acc: tensor<40xf32>) -> (tensor<600xf32>, tensor<40xf32>) {
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<600x40xf32>
  %e1 = tensor.empty() : tensor<600xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<600x40xf32>) outs(%e2 : tensor<600x40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<600x40xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<600xf32>) -> tensor<600xf32>
  %rs = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<600x40xf32>) outs(%f1 : tensor<600xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<600xf32>
  %cs = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%ex : tensor<600x40xf32>) outs(%acc : tensor<40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<40xf32>
  return %rs, %cs : tensor<600xf32>, tensor<40xf32>
}"""


def test_a_heavy_op_feeding_row_and_column_reductions_is_computed_once():
    """exp(x) summed over rows and maxed over columns into a given init: one kernel, exp once
    per element, the init (an input) folded into each column's total."""
    art = compiled(HEAVY_COLUMN_SUM)
    assert art.report["kernel_count"] == 1
    rng = np.random.default_rng(3)
    x = rng.standard_normal((600, 40), dtype=np.float32)
    init = rng.standard_normal(40, dtype=np.float32) + 1.5
    fn = mlir_stitch.load(art, backend="emulator")
    rs, cs = fn(x, init)
    e = np.exp(x.astype(np.float64))
    np.testing.assert_allclose(rs, e.sum(1), rtol=1e-6)
    np.testing.assert_allclose(cs, np.maximum(e.max(0), init), rtol=1e-6)
    assert fn.stats.transcendentals == {"math.exp": x.size}
    assert not fn.stats.races


COLUMN_SUM_READ_BACK = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<300x50xf32>) -> tensor<300xf32> {
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<300x50xf32>
  %e1 = tensor.empty() : tensor<300xf32>
  %ec = tensor.empty() : tensor<50xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<50xf32>) -> tensor<50xf32>
  %cs = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<300x50xf32>) outs(%fc : tensor<50xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<50xf32>
  %d = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %cs : tensor<300x50xf32>, tensor<50xf32>) outs(%e2 : tensor<300x50xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %t = arith.mulf %a, %c : f32
    linalg.yield %t : f32
  } -> tensor<300x50xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<300xf32>) -> tensor<300xf32>
  %rs = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d : tensor<300x50xf32>) outs(%f1 : tensor<300xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<300xf32>
  return %rs : tensor<300xf32>
}"""


def test_a_row_op_reading_a_column_sum_stays_apart_with_the_reason():
    """x * colsum(x) summed over rows: the column sum is complete only after every row, so
    the row sum cannot share its kernel; the plan says why and the result is right."""
    art = compiled(COLUMN_SUM_READ_BACK)
    refused = " ".join(r["reason"] for r in art.report["plan"]["refused"])
    assert "complete only after every row" in refused
    x = np.random.default_rng(5).standard_normal((300, 50), dtype=np.float32)
    (rs,) = mlir_stitch.load(art, backend="emulator")(x)
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(rs, (x64 * x64.sum(0)).sum(1), rtol=1e-4, atol=1e-4)


def test_vertical_packing_of_a_plain_row_fusion_matches():
    """VERT_4: each of 16 blocks takes 4 tiles of 4 rows in turn (no grid barrier needed)."""
    rows, n = 250, 100
    art = compiled(softmax(rows, n), "reduce0[GRID_16-CTA_4,WARP_32-THREAD_4-VERT_4]S")
    (launch,) = [s for s in art.manifest["steps"] if s["op"] == "launch"]
    assert launch["grid"] == [16, 1, 1] and not launch.get("grid_barrier")
    x = np.random.default_rng(6).standard_normal((rows, n), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    (y,) = fn(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)
    assert fn.stats.transcendentals == {"math.exp": x.size} and not fn.stats.races


@pytest.mark.parametrize("source,template,message", [
    (softmax(6, 3000), "reduce0[GRID_12-CTA_1,CTA_1024-THREAD_1-SPLIT_4-VERT_2]S",
     "a row split over blocks takes one tile of rows (no VERT_v)"),
    (layernorm_backward(5000, 64), "reduce2[GRID_625-CTA_8,WARP_32-THREAD_2]S",
     "its grid of 625 blocks exceeds one wave"),
    (softmax(64, 100), "reduce0[GRID_64-CTA_256-COL_32-SPLIT_1-VERT_2]S", "COL_c belongs to a column tiling"),
])
def test_a_vertical_template_that_cannot_run_is_refused(source, template, message):
    with pytest.raises(CompileError, match=re.escape(message)):
        compiled(source, template)


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas (nvidia-cuda-nvcc) not installed")
def test_row_column_kernels_assemble_without_spills():
    from mlir_stitch.compiler.ptx import ptxas_usage

    for rows, n in ((5000, 64), (200, 5000), (1000, 256)):
        art = mlir_stitch.compile(layernorm_backward(rows, n))
        for kernel, figures in ptxas_usage(art.ptx, "sm_90").items():
            assert figures["spill_bytes"] == 0 and figures["stack_bytes"] == 0, (kernel, figures)


LN_BACKWARD_TOKENS = (INPUTS / "layernorm-backward-tokens.mlir").read_text()


def layernorm_backward_tokens(b: int, s: int, n: int) -> str:
    """layernorm-backward-tokens.mlir ([2, 8, 32], the sums over its [16, 32] collapse) at
    another size."""
    text = LN_BACKWARD_TOKENS.replace("2x8x32", f"{b}x{s}x{n}").replace("2x8xf32", f"{b}x{s}xf32")
    text = text.replace("16x32", f"{b * s}x{n}").replace("tensor<32xf32>", f"tensor<{n}xf32>")
    return text.replace("0.03125 : f32", f"{float(np.float32(1 / n))!r} : f32")


@pytest.mark.parametrize("b,s,n", [(2, 8, 32), (4, 250, 64), (3, 100, 300)])
def test_layernorm_backward_summing_a_collapse_of_tokens_is_one_kernel(b, s, n):
    """dgamma and dbeta sum a [B·S, N] collapse (as a training graph holds LayerNorm's
    backward): stitch-normalize sums over B and S instead (transforms/reduction_loops.py), so
    they are column sums of dx's row kernel; the results equal the 2-D LayerNorm backward's."""
    art = compiled(layernorm_backward_tokens(b, s, n))
    assert art.report["kernel_count"] == 1 and art.report["traffic_ratio"] <= 1.01
    inputs, expected, scales = reference(b * s, n, seed=b)
    x, dy, mean, rstd, gamma = inputs
    fn = mlir_stitch.load(art, backend="emulator")
    dx, dgamma, dbeta = fn(x.reshape(b, s, n), dy.reshape(b, s, n), mean.reshape(b, s),
                           rstd.reshape(b, s), gamma)
    np.testing.assert_allclose(dx.reshape(b * s, n), expected[0], rtol=1e-4, atol=1e-5)
    for got, exact, scale in zip((dgamma, dbeta), expected[1:], scales):
        assert np.max(np.abs(got - exact) / scale) < 1e-6
    assert not fn.stats.races


LINEAR_BACKWARD = """
#x = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#w = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#o = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%g: tensor<B1xS1xKxf32>, %w: tensor<NxKxf32>, %act: tensor<B1xS1xNxf32>)
    -> (tensor<B1xS1xNxf32>, tensor<Nxf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<B1xS1xNxf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<B1xS1xNxf32>) -> tensor<B1xS1xNxf32>
  %h = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%g, %w : tensor<B1xS1xKxf32>, tensor<NxKxf32>) outs(%acc : tensor<B1xS1xNxf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<B1xS1xNxf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h, %act : tensor<B1xS1xNxf32>, tensor<B1xS1xNxf32>) outs(%e : tensor<B1xS1xNxf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = math.tanh %b : f32
    %y = arith.mulf %a, %t : f32
    linalg.yield %y : f32
  } -> tensor<B1xS1xNxf32>
  %flat = tensor.collapse_shape %d [[0, 1], [2]] : tensor<B1xS1xNxf32> into tensor<TxNxf32>
  %ec = tensor.empty() : tensor<Nxf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<Nxf32>) -> tensor<Nxf32>
  %db = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%flat : tensor<TxNxf32>) outs(%fc : tensor<Nxf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<Nxf32>
  return %d, %db : tensor<B1xS1xNxf32>, tensor<Nxf32>
}"""


def linear_backward(b: int, s: int, k: int, n: int) -> str:
    return (LINEAR_BACKWARD.replace("B1xS1", f"{b}x{s}").replace("TxN", f"{b * s}x{n}")
            .replace("NxK", f"{n}x{k}").replace("xKx", f"x{k}x").replace("xNx", f"x{n}x")
            .replace("<Nx", f"<{n}x"))


@pytest.mark.parametrize("b,s,k,n", [(2, 16, 64, 96), (4, 64, 32, 48)])
def test_a_gemm_beside_the_column_sums_of_what_it_feeds_is_one_kernel(b, s, k, n):
    """A Linear's input gradient (a GEMM small enough to fuse), the activation's derivative
    and the previous layer's bias gradient (the column sum of that product over the tokens'
    collapse): the row template over the GEMM's elements holds the column sum."""
    art = compiled(linear_backward(b, s, k, n))
    assert art.report["kernel_count"] == 1 and not art.report["library_launches"]
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "row"
    rng = np.random.default_rng(k)
    g = rng.standard_normal((b, s, k), dtype=np.float32)
    w = rng.standard_normal((n, k), dtype=np.float32)
    act = rng.standard_normal((b, s, n), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    d, db = fn(g, w, act)
    exact = (g.astype(np.float64) @ w.T.astype(np.float64)) * np.tanh(act.astype(np.float64))
    np.testing.assert_allclose(d, exact, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(db, exact.sum((0, 1)), rtol=1e-4, atol=1e-3)
    assert not fn.stats.races


def test_dbeta_of_a_library_gemms_result_joins_the_row_kernel():
    """dy comes from a projection too large to fuse (k = 192: a library GEMM) as [B·S, N] and
    is expanded to [B, S, N] for dx's rows, while dbeta sums the GEMM's [B·S, N] result: the
    sum reads the expanded view instead, so dx, dgamma and dbeta are one stitched kernel
    beside the library call (its rows read the GEMM's result and the arguments)."""
    b, s, k, n = 2, 8, 192, 32
    text = layernorm_backward_tokens(b, s, n)
    head, body = text.split("{\n", 1)
    head = head.replace(f"%dy: tensor<{b}x{s}x{n}xf32>",
                        f"%gy: tensor<{b * s}x{k}xf32>, %wt: tensor<{k}x{n}xf32>")
    gemm = f"""  %zy = arith.constant 0.0 : f32
  %ey = tensor.empty() : tensor<{b * s}x{n}xf32>
  %fy = linalg.fill ins(%zy : f32) outs(%ey : tensor<{b * s}x{n}xf32>) -> tensor<{b * s}x{n}xf32>
  %dy2 = linalg.matmul ins(%gy, %wt : tensor<{b * s}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%fy : tensor<{b * s}x{n}xf32>) -> tensor<{b * s}x{n}xf32>
  %dy = tensor.expand_shape %dy2 [[0, 1], [2]] output_shape [{b}, {s}, {n}] : tensor<{b * s}x{n}xf32> into tensor<{b}x{s}x{n}xf32>
"""
    body = body.replace(f"  %dy2 = tensor.collapse_shape %dy [[0, 1], [2]] : tensor<{b}x{s}x{n}xf32> into tensor<{b * s}x{n}xf32>\n", "")
    art = compiled(head + "{\n" + gemm + body)
    assert art.report["kernel_count"] == 2 and len(art.report["library_launches"]) == 1
    rng = np.random.default_rng(11)
    gy = rng.standard_normal((b * s, k), dtype=np.float32)
    wt = rng.standard_normal((k, n), dtype=np.float32) / 8
    dy = (gy.astype(np.float64) @ wt).astype(np.float32)
    inputs, _, _ = reference(b * s, n, seed=4)
    x, _, mean, rstd, gamma = inputs
    xhat = (x.astype(np.float64) - mean[:, None]) * rstd[:, None]
    g = dy * gamma.astype(np.float64)
    inv = np.float64(np.float32(1 / n))
    dx = rstd[:, None] * (g - g.sum(1, keepdims=True) * inv
                          - xhat * (g * xhat).sum(1, keepdims=True) * inv)
    fn = mlir_stitch.load(art, backend="emulator")
    got = fn(x.reshape(b, s, n), gy, wt, mean.reshape(b, s), rstd.reshape(b, s), gamma)
    np.testing.assert_allclose(got[0].reshape(b * s, n), dx, rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(got[1], (dy * xhat).sum(0), rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(got[2], dy.astype(np.float64).sum(0), rtol=1e-4, atol=1e-4)
