"""Attention as one stitched kernel (FusionStitching's block composition): QKᵀ -> scale ->
mask -> softmax -> PV with the small batched GEMMs inside the row fusion, reading Q, K, V
through the folded head-split maps and writing the head-merged layout. Every case runs on the
emulator against float64 numpy; GEMMs the plan cannot fuse go to the library instead."""
import json
import tempfile
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.pipeline import Pipeline
from attention_program import attention_program, reference


def run(b, h, s, d, mask="none", kv=0, rope=False, pipeline=None, gate=False):
    artifact = mlir_stitch.compile(attention_program(b, h, s, d, mask, kv, rope, gate),
                                   cache=False, resources=False, pipeline=pipeline)
    rng = np.random.default_rng(1)
    q = rng.standard_normal((b, s, h * d), dtype=np.float32)
    k, v = (rng.standard_normal((b, s, (kv or h) * d), dtype=np.float32) for _ in range(2))
    args = [q, k, v]
    additive = None
    if mask == "add":
        additive = np.where(rng.random((b, s, s)) < 0.2, -1e4, 0.0).astype(np.float32)
        args.append(additive)
    angles = rng.random((b, s, d), dtype=np.float32) * 6
    cos_sin = (np.cos(angles), np.sin(angles)) if rope else None
    args += list(cos_sin or ())
    g = rng.standard_normal((b, s, h * d), dtype=np.float32) if gate else None
    args += [g] if gate else []
    (got,) = mlir_stitch.load(artifact, backend="emulator")(*args)
    np.testing.assert_allclose(got, reference(q, k, v, h, mask, additive, cos_sin, g),
                               rtol=1e-5, atol=1e-5)
    return artifact.report


def gemm_roles(fusion: dict) -> list:
    return [op["name"] for op in fusion["ops"] if op["name"].startswith("gemm")]


@pytest.mark.parametrize("mask", ["none", "add", "causal"])
def test_attention_block_is_one_kernel(mask):
    report = run(2, 4, 32, 16, mask)
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    assert fusion["template"] == "row" and len(gemm_roles(fusion)) == 2


@pytest.mark.parametrize("b,h,s,d,kv", [(2, 4, 32, 16, 0), (1, 2, 20, 40, 1)])
def test_gated_attention_is_one_kernel(b, h, s, d, kv):
    """Gated attention (the output times sigmoid(g), read through the head merge): the gate is
    P·V's epilogue, computed by the thread that sums each output before its store - one
    kernel, and P·V's result never goes to memory. Head dims past a warp give each lane two
    output columns (the second partly padding)."""
    report = run(b, h, s, d, "causal", kv=kv, gate=True)
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    last = fusion["ops"][-1]
    assert last["class"] == "elementwise(heavy)" and last["scheme"] == "local"
    assert report["traffic_ratio"] == 1.0


@pytest.mark.parametrize("b,h,s,d", [(1, 2, 20, 8), (2, 1, 100, 24), (2, 2, 8, 40)])
def test_attention_shapes_with_padding(b, h, s, d):
    """Rows that do not fill their threads, sequences past a warp, head dims past a warp (two
    output columns per lane), a batch of one (its unit dimension read at the constant 0)."""
    report = run(b, h, s, d, "causal")
    assert report["kernel_count"] == 1


@pytest.mark.parametrize("kv", [1, 2])
def test_grouped_query_attention_is_one_kernel(kv):
    """GQA (Llama): the key and value heads repeated by a broadcast copy collapsed into the
    query heads; the copy folds into QKᵀ's and P·V's maps (head h reads kv head h // G)."""
    report = run(2, 4, 32, 16, "causal", kv=kv)
    assert report["kernel_count"] == 1 and report["library_launches"] == []


@pytest.mark.parametrize("mask,kv", [("causal", 2), ("none", 0)])
def test_rotary_attention_is_one_kernel(mask, kv):
    """Llama's attention: rotary embeddings on q and k (the head-split transposes, the slices,
    the negation and the concat inlined into one elementwise op each) are computed where the
    attention kernel stages QKᵀ's operands (role "operand": Q's rows, K's chunks), so GQA
    attention with RoPE is one kernel (two before: RoPE's packed kernel, then attention)."""
    report = run(2, 4, 32, 16, mask, kv=kv, rope=True)
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    assert fusion["template"] == "row"
    operands = [op for op in fusion["ops"] if op["role"] == "operand"]
    assert len(operands) >= 2 and all(op["class"].startswith("elementwise") for op in operands)


def test_a_cheap_op_on_v_is_computed_where_p_v_reads_it():
    """v·y + z (v's heads, after the split) read only by P·V (a vector GEMM's matrix, not the
    rows it contracts) is an operand op too: computed where P·V stages V, one kernel."""
    b, h, s, d = 1, 2, 32, 16
    t = f"tensor<{b}x{s}x{h * d}xf32>"
    heads = f"tensor<{b}x{h}x{s}x{d}xf32>"
    text = attention_program(b, h, s, d).replace(
        f"%v: {t})", f"%v: {t}, %vy: {heads}, %vz: {heads})").replace(
        "tensor.collapse_shape %vh [[", "tensor.collapse_shape %vp [[")
    e4 = "affine_map<(a, c, e, f) -> (a, c, e, f)>"
    producer = f"""
  %vp_e = tensor.empty() : {heads}
  %vp = linalg.generic {{indexing_maps = [{e4}, {e4}, {e4}, {e4}],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%vh, %vy, %vz : {heads}, {heads}, {heads}) outs(%vp_e : {heads}) {{
  ^bb0(%x0: f32, %m0: f32, %a0: f32, %o0: f32):
    %p0 = arith.mulf %x0, %m0 : f32
    %r0 = arith.addf %p0, %a0 : f32
    linalg.yield %r0 : f32
  }} -> {heads}"""
    split_v = text.index("\n", text.index("%vh = linalg.transpose"))
    text = text[:split_v] + producer + text[split_v:]
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    report = artifact.report
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    assert [op["role"] for op in fusion["ops"]].count("operand") == 1
    rng = np.random.default_rng(2)
    q, k, v = (rng.standard_normal((b, s, h * d), dtype=np.float32) for _ in range(3))
    y, z = (rng.standard_normal((b, h, s, d), dtype=np.float32) for _ in range(2))
    (got,) = mlir_stitch.load(artifact, backend="emulator")(q, k, v, y, z)
    heads_of = lambda x: x.astype(np.float64).reshape(b, s, h, d).transpose(0, 2, 1, 3)
    v_used = (heads_of(v) * y + z).transpose(0, 2, 1, 3).reshape(b, s, h * d)
    np.testing.assert_allclose(got, reference(q, k, v_used, h), rtol=1e-5, atol=1e-5)


def test_long_sequence_runs_p_v_in_the_library():
    """Rows of 1024 exceed what a fused P·V keeps in shared memory: P·V runs in the library.
    QKᵀ (16 products per element) could compute the softmax's rows in its kernel, but the
    cost model prices its 33.5e6 fused multiply-adds above the scores' round trip and launch
    they would save over the softmax fused alone (planner.py: gemms_worth_fusing), so it runs
    in the library too; with its GEMMs priced at the library's rate it joins the softmax."""
    report = run(2, 1, 1024, 16)
    calls = report["library_launches"]
    assert sorted((c["layout"]["k"], c["layout"]["n"]) for c in calls) == [(16, 1024), (1024, 16)]
    (fusion,) = report["fusions"]
    assert fusion["template"] == "row" and gemm_roles(fusion) == []
    fused = json.dumps({"name": "fused-gemms", "launch_us": 6.0, "fused_gemm_macs_per_us": 25e6,
                        "bandwidth": [[1 << 20, 1000.0], [1 << 30, 3000.0]],
                        "library_gemm_macs_per_us": 25e6})
    with tempfile.TemporaryDirectory() as tmp:
        table = Path(tmp) / "fused.json"
        table.write_text(fused)
        pipeline = Pipeline().replace_stage("L1", f"builtin.module(stitch-fusion-plan{{device={table}}})")
        report = run(2, 1, 1024, 16, pipeline=pipeline)
    (call,) = report["library_launches"]
    assert (call["layout"]["k"], call["layout"]["n"]) == (1024, 16)
    (fusion,) = report["fusions"]
    assert len(gemm_roles(fusion)) == 1


@pytest.mark.parametrize("b", [1, 2])
def test_long_grouped_sequence_runs_p_v_in_the_library(b):
    """GQA with rows of 600: P·V goes to the library, which reads and writes matrices in
    place: V's repeat stays a copy, and the head merge folded into P·V's result map is the
    call's own: for one sequence it writes [S, H, D] (out_order "mbn"), for two [B, S, H, D]
    through strided views (one pointer per batch: the head's matrices h·d apart) - no copy
    kernel merges the heads, never a loop kernel."""
    report = run(b, 2, 600, 8, kv=1)
    (call,) = report["library_launches"]
    assert (call["layout"]["batch"], call["layout"]["k"]) == (2 * b, 600)
    if b == 1:
        assert call["layout"]["out_order"] == "mbn"
    else:
        assert call["layout"]["views"]["batch"] == [2, 2]
        assert call["layout"]["views"]["out"] == {"offset": 0, "strides": [2 * 600 * 8, 8], "ld": 16}
    assert report["kernel_count"] == 2
    assert not any(f.get("fallback") for f in report["fusions"])


def test_large_heads_run_in_the_library_with_their_operands_laid_out():
    """2 x 2 heads of 512 x 64: each GEMM sums 33.5M products, which the cost model leaves to
    the library. Q, K and V are read through the folded head split ([b, s, h, d]: the head, a
    batch loop, does not lead) and P·V writes its heads merged, all through strided views
    (one pointer per batch), so only the softmax runs between the calls - once, each was
    copied first and the heads merged by a copy after P·V (5 launches), and before that both
    GEMMs fell back to loop kernels."""
    report = run(2, 2, 512, 64, "causal")
    calls = report["library_launches"]
    assert [(c["layout"]["batch"], c["layout"]["k"]) for c in calls] == [(4, 64), (4, 512)]
    assert all(c["layout"]["views"]["batch"] == [2, 2] for c in calls)
    assert report["kernel_count"] == 3
    assert not any(f.get("fallback") for f in report["fusions"])


def test_without_the_library_large_heads_fuse_rather_than_loop_alone():
    """With library=false a GEMM left out of the fusion would be a k loop kernel of its own,
    so the score charges fusing it nothing over that: 2 x 2 heads of 512 x 64 are one kernel
    (with the library: five launches, above)."""
    off = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{library=false})")
    report = run(2, 2, 512, 64, "causal", pipeline=off)
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    assert len(gemm_roles(report["fusions"][0])) == 2  # QKᵀ and P·V inside


def test_batched_gemm_alone_goes_to_the_library():
    text = """
func.func @main(%a: tensor<4x8x16xf32>, %b: tensor<4x16x8xf32>) -> tensor<4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%acc : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %c : tensor<4x8x8xf32>
}"""
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    assert len(artifact.report["library_launches"]) == 1
    assert artifact.report["kernel_count"] == 1


def _bias_relu_bmm(batch, m, n, k, pipeline=None):
    """A batched GEMM with a bias and a ReLU after it, run on the emulator against numpy."""
    from test_library_gemm import gemm_program, reference as gemm_reference
    import test_library_gemm as sizes
    saved = sizes.B, sizes.M, sizes.N, sizes.K
    sizes.B, sizes.M, sizes.N, sizes.K = batch, m, n, k
    try:
        text = gemm_program("bias_relu", trans_b=True, batch=batch)
    finally:
        sizes.B, sizes.M, sizes.N, sizes.K = saved
    rng = np.random.default_rng(2)
    a = rng.standard_normal((batch, m, k), dtype=np.float32)
    b = rng.standard_normal((batch, n, k), dtype=np.float32)
    bias = rng.standard_normal(n, dtype=np.float32)
    artifact = mlir_stitch.compile(text, cache=False, resources=False, pipeline=pipeline)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(a, b, bias)
    want = gemm_reference(a, b, bias, "bias_relu", False, True)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
    return artifact.report


@pytest.mark.parametrize("library", [True, False])
def test_small_batched_gemm_fuses_with_its_epilogue(library):
    """3 x 6x20x12: the cost model finds the k loops (1,440 multiply-adds per batch row) cheaper
    than a library call and a kernel for the epilogue: one kernel computes the GEMM, the bias
    and the ReLU, with or without the library. Its blocks of rows share B's columns, so the
    row template stages both operands in shared memory (k_tile = K) rather than the flat
    template looping over k per element."""
    off = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{library=false})")
    report = _bias_relu_bmm(3, 6, 20, 12, None if library else off)
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    assert fusion["template"] == "row" and len(gemm_roles(fusion)) == 1
    assert [op["k_tile"] for op in fusion["ops"] if op["name"].startswith("gemm")] == [12]


def test_large_batched_gemm_runs_in_the_library_with_its_epilogue():
    """4 x 256x256x128 (33.5M multiply-adds): the k loops would cost more than the launch and
    the traffic a fusion saves (analysis/cost_model.py), so the GEMM is a library call with the
    bias and the ReLU as its epilogue."""
    report = _bias_relu_bmm(4, 256, 256, 128)
    assert report["kernel_count"] == 1 and report["fusions"] == []
    (call,) = report["library_launches"]
    assert call["epilogue"] == "bias_relu"


def test_scope_planner_leaves_a_large_gemm_to_the_library():
    """AStitch's scope rule knows no GEMMs: with --planner scope the 4 x 256x256x128 GEMM
    (33.5M multiply-adds) would join its bias and ReLU as a fused k loop; the cost model keeps
    it a library call with them as its epilogue, as the ILP planner does."""
    scope = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{planner=scope})")
    report = _bias_relu_bmm(4, 256, 256, 128, scope)
    assert report["kernel_count"] == 1 and report["fusions"] == []
    (call,) = report["library_launches"]
    assert call["epilogue"] == "bias_relu"


@pytest.mark.parametrize("b,h,s,d,n,bias,kept", [
    (2, 4, 16, 16, 32, True, True),    # head dim = sequence: P·V still contracts P's rows
    (1, 2, 24, 8, 16, True, True),
    (2, 4, 16, 16, 32, False, False),  # nothing after the projection: the library runs it
    (2, 4, 16, 48, 32, True, False),   # 192 products per element: the library runs it
])
def test_bf16_attention_output_into_its_projection(b, h, s, d, n, bias, kept):
    """A bf16 attention's P·V rounded to bf16 and widened back for its output projection
    (transforms/round_trips.py). Where a stitched kernel computes the projection, the rounding
    stays as P·V's epilogue (the attention kernel writes bf16) and the projection reads bf16 on
    tensor cores; where the library runs it, it reads P·V's f32 result. Either way two launches,
    within bf16 rounding of numpy rounding where PyTorch rounds."""
    import ml_dtypes
    from attention_program import bf16_attention_projection, bf16_projection_reference
    artifact = mlir_stitch.compile(bf16_attention_projection(b, h, s, d, n, bias), cache=False,
                                   resources=False)
    report = artifact.report
    assert report["kernel_count"] == 2
    assert len(report["library_launches"]) == (0 if kept else 1)
    gemms = [op for f in report["fusions"] for op in f["ops"] if op["name"].startswith("gemm")]
    assert [op["mma"] for op in gemms] == ([False, True] if kept else [False])
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((b, h, s, s)).astype(ml_dtypes.bfloat16),
            rng.standard_normal((b, h, s, d)).astype(ml_dtypes.bfloat16),
            (rng.standard_normal((h * d, n)) / 8).astype(ml_dtypes.bfloat16)]
    args += [rng.standard_normal(n).astype(np.float32)] if bias else []
    (got,) = mlir_stitch.load(artifact, backend="emulator")(*args)
    np.testing.assert_allclose(got, bf16_projection_reference(*args), rtol=2e-2, atol=2e-2)
