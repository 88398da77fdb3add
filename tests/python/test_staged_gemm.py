"""Full GEMMs of row fusions with their operands staged in shared memory (analysis/gemm_tiles.py,
codegen/gemm_tile.py): softmax(x·W + b) in the layouts, sizes and element types that change
the staging (a row operand, a column operand contiguous along k or along the columns, chunks
of k, columns past the row, rows that do not share a column operand, split rows), each run on
the emulator (which also fails a launch on a shared-memory race) against float64 numpy."""
import ml_dtypes
import numpy as np
import pytest

import mlir_stitch

TYPES = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}


def linear_softmax(m: int, n: int, k: int, w_nk: bool = False, element: str = "f32") -> str:
    """softmax(x @ W + b) over rows of n, W as [k, n] or (w_nk) [n, k], x and W of `element`
    summed in f32."""
    w_shape, w_map = (f"{n}x{k}", "(d1, d2)") if w_nk else (f"{k}x{n}", "(d2, d1)")
    up = "" if element == "f32" else "\n    %a = arith.extf %a0 : {t} to f32\n    %c = arith.extf %c0 : {t} to f32".format(t=element)
    args = "%a, %c" if element == "f32" else "%a0, %c0"
    return f"""
#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> {w_map}>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#m = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<{m}x{k}x{element}>, %w: tensor<{w_shape}x{element}>, %bias: tensor<{n}xf32>) -> tensor<{m}x{n}xf32> {{
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<{m}x{n}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<{m}x{n}xf32>) -> tensor<{m}x{n}xf32>
  %y = linalg.generic {{indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%x, %w : tensor<{m}x{k}x{element}>, tensor<{w_shape}x{element}>) outs(%acc : tensor<{m}x{n}xf32>) {{
  ^bb0({args.split(", ")[0]}: {element}, {args.split(", ")[1]}: {element}, %o: f32):{up}
    %p = arith.mulf %a, %c : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }} -> tensor<{m}x{n}xf32>
  %z = linalg.generic {{indexing_maps = [#m, #b, #m], iterator_types = ["parallel", "parallel"]}}
      ins(%y, %bias : tensor<{m}x{n}xf32>, tensor<{n}xf32>) outs(%e : tensor<{m}x{n}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }} -> tensor<{m}x{n}xf32>
  %er = tensor.empty() : tensor<{m}xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<{m}xf32>) -> tensor<{m}xf32>
  %mx = linalg.generic {{indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}}
      ins(%z : tensor<{m}x{n}xf32>) outs(%mx0 : tensor<{m}xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %o : f32
    linalg.yield %s : f32
  }} -> tensor<{m}xf32>
  %ex = linalg.generic {{indexing_maps = [#m, #r, #m], iterator_types = ["parallel", "parallel"]}}
      ins(%z, %mx : tensor<{m}x{n}xf32>, tensor<{m}xf32>) outs(%e : tensor<{m}x{n}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.subf %a, %c : f32
    %x1 = math.exp %d : f32
    linalg.yield %x1 : f32
  }} -> tensor<{m}x{n}xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<{m}xf32>) -> tensor<{m}xf32>
  %sum = linalg.generic {{indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}}
      ins(%ex : tensor<{m}x{n}xf32>) outs(%s0 : tensor<{m}xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }} -> tensor<{m}xf32>
  %out = linalg.generic {{indexing_maps = [#m, #r, #m], iterator_types = ["parallel", "parallel"]}}
      ins(%ex, %sum : tensor<{m}x{n}xf32>, tensor<{m}xf32>) outs(%e : tensor<{m}x{n}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.divf %a, %c : f32
    linalg.yield %d : f32
  }} -> tensor<{m}x{n}xf32>
  return %out : tensor<{m}x{n}xf32>
}}
"""


def run(m, n, k, w_nk=False, element="f32", pipeline=None) -> dict:
    """The fusion's report entry of its GEMM after checking the result against numpy."""
    artifact = mlir_stitch.compile(linear_softmax(m, n, k, w_nk, element), cache=False,
                                   resources=False, pipeline=pipeline)
    rng = np.random.default_rng(3)
    x = rng.standard_normal((m, k)).astype(TYPES[element])
    w = (rng.standard_normal((n, k) if w_nk else (k, n)) / np.sqrt(k)).astype(TYPES[element])
    bias = rng.standard_normal(n).astype(np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, w, bias)
    z = x.astype(np.float64) @ (w.T if w_nk else w).astype(np.float64) + bias
    e = np.exp(z - z.max(axis=1, keepdims=True))
    np.testing.assert_allclose(got, e / e.sum(axis=1, keepdims=True), rtol=2e-5, atol=1e-6)
    report = artifact.report
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    (gemm,) = [op for op in fusion["ops"] if op["class"].startswith("gemm")]
    return gemm


@pytest.mark.parametrize("w_nk,k_tile", [(False, 64), (True, 32)])
def test_weight_in_chunks(w_nk, k_tile):
    """16 rows of 128 (32 threads x 4 columns, 8 rows per block), K = 64: x's rows whole; W
    [K, N] (contiguous along the columns) in one chunk of 64 x 128 floats (32 KiB), W [N, K]
    (contiguous along k, stored transposed with pitch 129) in two chunks of 32."""
    assert run(16, 128, 64, w_nk)["k_tile"] == k_tile


def test_weight_in_chunks_of_k():
    """Rows of 512 (128 threads x 4), K = 100: W's chunk of 4 x 513 floats per position fits
    32 KiB for at most 15 positions; the largest divisor of 100 below is 10 (ten chunks)."""
    assert run(6, 512, 100, w_nk=True)["k_tile"] == 10


def test_columns_past_the_row_and_k_past_the_lanes():
    """Rows of 20 on 32 lanes (the last 12 columns clamped, not stored) with K = 40 (x's row
    loaded by 32 lanes in two steps, the second masked)."""
    assert run(13, 20, 40)["k_tile"] == 40


@pytest.mark.parametrize("element", ["f16", "bf16"])
def test_half_operands_are_staged_as_f32(element):
    assert run(8, 64, 32, element=element)["k_tile"] == 32


@pytest.mark.parametrize("choose,n,k_tile", [("model", 16384, 4), ("heuristic", 20000, 24)])
def test_split_rows(choose, n, k_tile):
    """Rows split over blocks of 1024 threads, a cluster per row (the columns of block b start
    at (b mod S) x its width). Rows of 16384: the cost model's 8 blocks of 2 columns per thread
    stage W's 2048 columns in chunks of 4. Rows of 20000: the heuristic mapping's 2 blocks of
    10 leave W's 10240 columns per block in memory and stage x's row alone (k_tile = K)."""
    from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage
    pipeline = Pipeline().replace_stage("L2", schedule_stage(f"choose={choose}"))
    assert run(2, n, 24, pipeline=pipeline)["k_tile"] == k_tile


def test_attention_stages_k_within_one_head():
    """QKᵀ over [b, h, s, s]: K's rows are the block's when the 8 rows of a block stay in one
    head (s = 32), Q's rows always; with s = 20 a block's rows cross heads and K is loaded
    per element (Q still staged)."""
    from test_attention_fusion import run as attention
    for s, staged in ((32, 16), (20, 16)):
        report = attention(2, 2, s, 16)
        (fusion,) = report["fusions"]
        qk = next(op for op in fusion["ops"] if op["class"].startswith("bgemm"))
        assert qk["k_tile"] == staged


def test_attention_stages_v_when_the_block_shares_it():
    """P·V reads V [b, j, h, d] along the rows' batch and head: with s = 32 the 8 rows of a
    block share them and V's 32 x 16 values are staged in one chunk; with s = 20 a block's rows
    cross heads and V is read from memory per output."""
    from test_attention_fusion import run as attention
    for s, staged in ((32, 32), (20, 0)):
        (fusion,) = attention(2, 2, s, 16)["fusions"]
        pv = [op for op in fusion["ops"] if op["class"].startswith("bgemm")][1]
        assert pv["k_tile"] == staged


def test_long_rows_stage_both_gemms_in_chunks(tmp_path):
    """One head of 512 x 100 (plain GEMMs once the unit dims fold) with a device table that prices fused GEMMs like the library's,
    so both stay in the row fusion: 2 rows per block of 128 threads x 4. K's chunks of 10
    positions x 512 columns (pitch 513: K is contiguous along d), V's chunks of 64 positions x
    100 outputs (eight chunks: 512 x 100 would pass 32 KiB)."""
    import json

    from attention_program import attention_program, reference
    from mlir_stitch.compiler.pipeline import Pipeline
    table = tmp_path / "device.json"
    table.write_text(json.dumps({"name": "flat-gemms", "launch_us": 6.0,
                                 "bandwidth": [[1 << 20, 1000.0], [1 << 30, 3000.0]],
                                 "fused_gemm_macs_per_us": 25e6,
                                 "library_gemm_macs_per_us": 25e6}))
    pipeline = Pipeline().replace_stage("L1", f"builtin.module(stitch-fusion-plan{{device={table}}})")
    artifact = mlir_stitch.compile(attention_program(1, 1, 512, 100, "causal", 0, False),
                                   cache=False, resources=False, pipeline=pipeline)
    (fusion,) = artifact.report["fusions"]
    assert [op["k_tile"] for op in fusion["ops"] if op["name"].startswith("gemm")] == [10, 64]
    rng = np.random.default_rng(4)
    q, k, v = (rng.standard_normal((1, 512, 100), dtype=np.float32) for _ in range(3))
    (got,) = mlir_stitch.load(artifact, backend="emulator")(q, k, v)
    np.testing.assert_allclose(got, reference(q, k, v, 1, "causal", None, None),
                               rtol=1e-5, atol=1e-5)


def test_a_matrix_vector_product_of_a_fused_value_is_a_vector_gemm_in_lowering_too():
    """y = float(x) @ w with w [k, 1]: after normalization a matrix-vector product, which the
    analysis fuses with its producer as a vector GEMM (it reads the fused rows) - lowering once
    took it for a row reduction and refused the plan (fuzz seed 3499)."""
    text = """
func.func @main(%arg0: tensor<2x2xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %e1 = tensor.empty() : tensor<2x2xf32>
  %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x2xi32>) outs(%e1 : tensor<2x2xf32>) {
  ^bb0(%in0: i32, %out0: f32):
    %b1 = arith.sitofp %in0 : i32 to f32
    linalg.yield %b1 : f32
  } -> tensor<2x2xf32>
  %e5 = tensor.empty() : tensor<2x1xf32>
  %c6 = arith.constant 0.0 : f32
  %f7 = linalg.fill ins(%c6 : f32) outs(%e5 : tensor<2x1xf32>) -> tensor<2x1xf32>
  %v8 = linalg.matmul ins(%v4, %arg1 : tensor<2x2xf32>, tensor<2x1xf32>) outs(%f7 : tensor<2x1xf32>) -> tensor<2x1xf32>
  return %v8 : tensor<2x1xf32>
}"""
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    assert artifact.report["kernel_count"] == 1
    x = np.array([[3, -1], [2, 5]], dtype=np.int32)
    w = np.array([[0.5], [-2.0]], dtype=np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, w)
    np.testing.assert_allclose(got, x.astype(np.float64) @ w, rtol=1e-6)
