"""Library GEMMs (FusionStitching's library partitions): GEMMs with a library layout become
host-plan `gemm` steps (cuBLASLt on a GPU, runtime/library.py in numpy on the emulator) with
transposed operands as flags and a bias / ReLU / tanh-GELU that follows as the epilogue. Every
layout and epilogue is compiled and run on the emulator against float64 numpy."""
import itertools
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.runtime.library import EPILOGUES
from mlir_stitch.runtime.manifest import ManifestError
from mlir_stitch.runtime.plan import Plan

M, N, K, B = 6, 20, 160, 3  # k over MAX_FUSED_K: every GEMM here is a library call

ACTIVATIONS = {
    "relu": ("%r = arith.maximumf %p, %zero : f32",),
    "gelu": ("%c3 = arith.mulf %p, %p : f32", "%c3b = arith.mulf %c3, %p : f32",
             "%c = arith.mulf %c3b, %k : f32", "%i = arith.addf %p, %c : f32",
             "%s = arith.mulf %i, %sq : f32", "%t = math.tanh %s : f32",
             "%o1 = arith.addf %t, %one : f32", "%h = arith.mulf %p, %half : f32",
             "%r = arith.mulf %h, %o1 : f32"),
    "gelu_erf": ("%s = arith.mulf %p, %isq : f32", "%e = math.erf %s : f32",
                 "%o1 = arith.addf %e, %one : f32", "%h = arith.mulf %p, %half : f32",
                 "%r = arith.mulf %h, %o1 : f32"),
}


def gemm_program(epilogue: str, trans_a=False, trans_b=False, batch=0, shared_b=False,
                 init=0.0) -> str:
    """out = act(A @ B + bias) as generics: A [batch,] m x k ([k, m] when trans_a), B [batch,]
    k x n ([n, k] when trans_b; no batch dims when shared_b); `epilogue` one of EPILOGUES or
    "bias_gelu_erf"."""
    lead = ["d0"] if batch else []
    m, n, k = (f"d{i}" for i in range(len(lead), len(lead) + 3))
    dims = ", ".join(lead + [m, n, k])
    a_idx = lead + ([k, m] if trans_a else [m, k])
    b_idx = ([] if shared_b else lead) + ([n, k] if trans_b else [k, n])
    a_shape = ([batch] if batch else []) + ([K, M] if trans_a else [M, K])
    b_shape = ([batch] if batch and not shared_b else []) + ([N, K] if trans_b else [K, N])
    o_shape = ([batch] if batch else []) + [M, N]
    t = lambda s: f"tensor<{'x'.join(map(str, s))}xf32>"
    iters = ", ".join(['"parallel"'] * (len(lead) + 2) + ['"reduction"'])
    out = ", ".join(lead + [m, n])
    e_dims = ", ".join(f"d{i}" for i in range(len(o_shape)))
    e_full = f"affine_map<({e_dims}) -> ({e_dims})>"
    e_col = f"affine_map<({e_dims}) -> (d{len(o_shape) - 1})>"
    e_iters = ", ".join(['"parallel"'] * len(o_shape))
    body, value, ops = [], "%mm", epilogue.split("_")
    if "bias" in ops:
        body.append(f"""
  %biased = linalg.generic {{indexing_maps = [{e_full}, {e_col}, {e_full}], iterator_types = [{e_iters}]}}
      ins(%mm, %bias : {t(o_shape)}, tensor<{N}xf32>) outs(%out : {t(o_shape)}) {{
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  }} -> {t(o_shape)}""")
        value = "%biased"
    act = "_".join(x for x in ops if x not in ("bias", "none"))
    if act:
        lines = "\n    ".join(ACTIVATIONS[act])
        body.append(f"""
  %act = linalg.generic {{indexing_maps = [{e_full}, {e_full}], iterator_types = [{e_iters}]}}
      ins({value} : {t(o_shape)}) outs(%out : {t(o_shape)}) {{
  ^bb0(%p: f32, %o: f32):
    {lines}
    linalg.yield %r : f32
  }} -> {t(o_shape)}""")
        value = "%act"
    return f"""
func.func @main(%a: {t(a_shape)}, %b: {t(b_shape)}, %bias: tensor<{N}xf32>) -> {t(o_shape)} {{
  %zero = arith.constant 0.0 : f32
  %init = arith.constant {init!r} : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %k = arith.constant 0.044715 : f32
  %sq = arith.constant 0.797884583 : f32
  %isq = arith.constant 0.707106769 : f32
  %out = tensor.empty() : {t(o_shape)}
  %acc = linalg.fill ins(%init : f32) outs(%out : {t(o_shape)}) -> {t(o_shape)}
  %mm = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({", ".join(a_idx)})>,
      affine_map<({dims}) -> ({", ".join(b_idx)})>, affine_map<({dims}) -> ({out})>],
      iterator_types = [{iters}]}} ins(%a, %b : {t(a_shape)}, {t(b_shape)}) outs(%acc : {t(o_shape)}) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }} -> {t(o_shape)}{"".join(body)}
  return {value} : {t(o_shape)}
}}"""


def reference(a, b, bias, epilogue, trans_a, trans_b, init=0.0):
    a, b = a.astype(np.float64), b.astype(np.float64)
    a = np.swapaxes(a, -1, -2) if trans_a else a
    b = np.swapaxes(b, -1, -2) if trans_b else b
    y = np.matmul(a, b) + init
    if "bias" in epilogue:
        y = y + bias
    if epilogue.endswith("relu"):
        y = np.maximum(y, 0)
    elif epilogue.endswith("gelu_erf"):
        from math import erf
        y = 0.5 * y * (1 + np.vectorize(erf)(y / np.sqrt(2)))
    elif epilogue.endswith("gelu"):
        y = 0.5 * y * (1 + np.tanh(np.sqrt(2 / np.pi) * (y + 0.044715 * y ** 3)))
    return y


def run(text: str, epilogue: str, trans_a=False, trans_b=False, batch=0, shared_b=False,
        init=0.0):
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    rng = np.random.default_rng(0)
    a_shape = ([batch] if batch else []) + ([K, M] if trans_a else [M, K])
    b_shape = ([batch] if batch and not shared_b else []) + ([N, K] if trans_b else [K, N])
    a = rng.standard_normal(a_shape, dtype=np.float32)
    b = rng.standard_normal(b_shape, dtype=np.float32)
    bias = rng.standard_normal(N, dtype=np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(a, b, bias)
    want = reference(a, b, bias, epilogue, trans_a, trans_b, init)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    return artifact.report


@pytest.mark.parametrize("epilogue", EPILOGUES)
def test_each_epilogue_is_the_library_call(epilogue):
    report = run(gemm_program(epilogue), epilogue)
    (call,) = report["library_launches"]
    assert call["epilogue"] == epilogue
    assert report["kernel_count"] == 1 and report["fusions"] == []  # nothing else runs


@pytest.mark.parametrize("trans_a,trans_b", list(itertools.product((False, True), repeat=2)))
def test_transposed_operands_are_flags(trans_a, trans_b):
    report = run(gemm_program("bias_relu", trans_a, trans_b), "bias_relu", trans_a, trans_b)
    (call,) = report["library_launches"]
    assert (call["layout"]["trans_a"], call["layout"]["trans_b"]) == (trans_a, trans_b)


@pytest.mark.parametrize("shared_b", (False, True))
def test_batched_gemm(shared_b):
    report = run(gemm_program("bias", trans_b=True, batch=B, shared_b=shared_b), "bias",
                 trans_b=True, batch=B, shared_b=shared_b)
    (call,) = report["library_launches"]
    assert call["layout"]["batch"] == B and call["layout"]["batched_b"] is not shared_b


def test_erf_gelu_is_not_fused_into_the_call():
    """cuBLASLt's GELU is the tanh form: an erf GELU stays a kernel after a bias epilogue."""
    report = run(gemm_program("bias_gelu_erf"), "bias_gelu_erf")
    (call,) = report["library_launches"]
    assert call["epilogue"] == "bias"
    assert report["kernel_count"] == 2 and len(report["fusions"]) == 1


def test_nonzero_accumulator_is_a_reported_fallback():
    """An accumulator starting from ones is not a library GEMM: a loop kernel, with why."""
    report = run(gemm_program("none", init=1.0), "none", init=1.0)
    assert report["library_launches"] == []
    (kernel,) = report["fusions"]
    assert kernel["template"] in ("loop", "reduce")  # the reduce template: a long k per output
    assert "accumulator does not start from a fill of zeros" in kernel["fallback"]


OPAQUE = """
#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<64x100xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x100xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %d = arith.mulf %o, %half : f32
    %r = arith.addf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %s : tensor<64xf32>
}
"""


def test_an_op_no_template_builds_is_a_reported_fallback():
    """A reduction whose body is no plain combiner (out * 0.5 + x, in order) runs as a loop
    kernel: the report says why, and it is computed in order."""
    artifact = mlir_stitch.compile(OPAQUE, cache=False, resources=False)
    (kernel,) = artifact.report["fusions"]
    assert kernel["template"] == "loop"
    assert kernel["fallback"] == ("no stitch template builds it: neither elementwise, nor a "
                                  "reduction with one plain combiner, nor a GEMM")
    x = np.random.default_rng(0).standard_normal((64, 100)).astype(np.float32)
    want = np.zeros(64, np.float32)
    for j in range(100):
        want = x[:, j] + want * np.float32(0.5)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x)
    np.testing.assert_array_equal(got, want)


HALF_BMM = """
#a = affine_map<(b, m, n, k) -> (b, m, k)>
#w = affine_map<(b, m, n, k) -> (b, k, n)>
#o = affine_map<(b, m, n, k) -> (b, m, n)>
#e = affine_map<(b, m, n) -> (b, m, n)>
func.func @main(%x: tensor<2x64x1024xbf16>, %y: tensor<2x1024x48xY>) -> tensor<2x64x48xR> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x48xf32>) -> tensor<2x64x48xf32>
  %r = linalg.batch_matmul ins(%x, %y : tensor<2x64x1024xbf16>, tensor<2x1024x48xY>)
      outs(%acc : tensor<2x64x48xf32>) -> tensor<2x64x48xf32>
  ROUND
}
"""
ROUND_TO_BF16 = """%eb = tensor.empty() : tensor<2x64x48xbf16>
  %b = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r : tensor<2x64x48xf32>) outs(%eb : tensor<2x64x48xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<2x64x48xbf16>
  return %b : tensor<2x64x48xbf16>"""


def half_bmm(y_type: str = "bf16", rounded: bool = False) -> str:
    """A bmm summing 1024 products of bf16 x and `y_type` y in f32 (torch-mlir's half-precision
    bmm: too long to fuse), returned in f32 or, `rounded`, rounded to bf16."""
    return HALF_BMM.replace("xY>", f"x{y_type}>").replace("xR>", "xbf16>" if rounded else "xf32>") \
        .replace("ROUND", ROUND_TO_BF16 if rounded else "return %r : tensor<2x64x48xf32>")


def half_bmm_inputs(y_type=None):
    import ml_dtypes
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 64, 1024)).astype(ml_dtypes.bfloat16)
    y = rng.standard_normal((2, 1024, 48)).astype(y_type or ml_dtypes.bfloat16)
    return x, y


@pytest.mark.parametrize("flags", [(), ("tf32",)])
def test_half_operands_of_a_library_gemm_are_read_as_they_are(flags):
    """A bmm on bf16 operands with f32 sums: the library reads the bf16 operands (no widening
    kernel, no f32 copy), sums in f32 (COMPUTE_32F even where TF32 is allowed: TF32 rounds f32
    operands only), and the emulator computes it as cuBLASLt does."""
    from mlir_stitch.compiler.pipeline import Pipeline
    pipeline = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{tf32=true})") \
        if flags else None
    artifact = mlir_stitch.compile(half_bmm(), cache=False, resources=False, pipeline=pipeline)
    report = artifact.report
    assert report["kernel_count"] == 1 and report["fusions"] == []
    (call,) = report["library_launches"]
    assert call["layout"]["batch"] == 2 and call["layout"]["k"] == 1024
    assert call["call"] == "cuBLASLt matmul (bf16 operands, f32 sums, f32 result)"
    x, y = half_bmm_inputs()
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, y)
    want = np.matmul(x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_a_rounding_after_a_half_library_gemm_is_the_calls():
    """The bf16 rounding of a half GEMM's f32 result is the call's (cuBLASLt's D in bf16,
    rounded once): no kernel after it, and the result is the f32 sums rounded to nearest even."""
    import ml_dtypes
    artifact = mlir_stitch.compile(half_bmm(rounded=True), cache=False, resources=False)
    report = artifact.report
    assert report["kernel_count"] == 1 and report["fusions"] == []
    (call,) = report["library_launches"]
    assert call["call"] == "cuBLASLt matmul (bf16 operands, f32 sums, bf16 result)"
    assert len(call["ops"]) == 2  # the bmm and its rounding
    x, y = half_bmm_inputs()
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, y)
    assert got.dtype == ml_dtypes.bfloat16
    exact = np.matmul(x.astype(np.float64), y.astype(np.float64))
    # one rounding of f32 sums: within half a bf16 ulp of the f32 sum, which is within
    # 1024 f32 roundings of the exact one
    np.testing.assert_allclose(got.astype(np.float64), exact, rtol=2.0 ** -8 + 1e-4, atol=1e-3)
    assert np.mean(got.astype(np.float64) == exact.astype(np.float32).astype(ml_dtypes.bfloat16)
                   .astype(np.float64)) > 0.99


HALF_LINEAR = """
#m = affine_map<(d0, d1) -> (d0, d1)>
#n = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<64x1024xbf16>, %w: tensor<48x1024xbf16>, %b: tensor<48xbf16>)
    -> tensor<64x48xbf16> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<1024x48xbf16>
  %wt = linalg.transpose ins(%w : tensor<48x1024xbf16>) outs(%et : tensor<1024x48xbf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<64x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %r = linalg.matmul ins(%x, %wt : tensor<64x1024xbf16>, tensor<1024x48xbf16>)
      outs(%acc : tensor<64x48xf32>) -> tensor<64x48xf32>
  %y = linalg.generic {indexing_maps = [#m, #n, #m], iterator_types = ["parallel", "parallel"]}
      ins(%r, %b : tensor<64x48xf32>, tensor<48xbf16>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%v: f32, %c: bf16, %o: f32):
    %cw = arith.extf %c : bf16 to f32
    %s = arith.addf %v, %cw : f32
    linalg.yield %s : f32
  } -> tensor<64x48xf32>
  %eb = tensor.empty() : tensor<64x48xbf16>
  %o = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<64x48xf32>) outs(%eb : tensor<64x48xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x48xbf16>
  return %o : tensor<64x48xbf16>
}
"""


@pytest.mark.parametrize("rounded", (True, False))
def test_a_half_bias_is_the_calls_in_the_type_it_writes(rounded):
    """A bf16 Linear (bf16 x, weight and bias; the bias widened in the add's body; the sum
    rounded to bf16) is one call writing bf16 with cuBLASLt's bias epilogue on the bf16 bias as
    it is (exact: the bias is widened, added in f32, the sum rounded once). Where the result
    stays f32, cuBLASLt's bias is f32 too: a kernel widens the bias before the call."""
    import ml_dtypes
    text = HALF_LINEAR if rounded else HALF_LINEAR.replace("return %o : tensor<64x48xbf16>", \
        "return %y : tensor<64x48xf32>").replace("-> tensor<64x48xbf16> {\n  %zero", \
        "-> tensor<64x48xf32> {\n  %zero")
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    report = artifact.report
    assert report["kernel_count"] == (1 if rounded else 2)
    (call,) = report["library_launches"]
    assert call["epilogue"] == "bias" and call["call"] == \
        f"cuBLASLt matmul (bf16 operands, f32 sums, {'bf16' if rounded else 'f32'} result)"
    rng = np.random.default_rng(1)
    x = rng.standard_normal((64, 1024)).astype(ml_dtypes.bfloat16)
    w = rng.standard_normal((48, 1024)).astype(ml_dtypes.bfloat16)
    b = (8 * rng.standard_normal(48)).astype(ml_dtypes.bfloat16)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, w, b)
    exact = x.astype(np.float64) @ w.astype(np.float64).T + b.astype(np.float64)
    assert got.dtype == (ml_dtypes.bfloat16 if rounded else np.float32)
    np.testing.assert_allclose(got.astype(np.float64), exact, rtol=2.0 ** -8 + 1e-5, atol=1e-3)


def test_a_rounding_after_an_f32_library_gemm_stays_a_kernel():
    """cuBLASLt writes a half D only from half operands: after a GEMM of f32 operands the
    bf16 rounding is a kernel of its own, the call's result f32 (this once failed the
    manifest's check of the call's buffers)."""
    import ml_dtypes
    text = half_bmm("f32", rounded=True).replace("tensor<2x64x1024xbf16>", "tensor<2x64x1024xf32>")
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    assert artifact.report["kernel_count"] == 2
    (call,) = artifact.report["library_launches"]
    assert call["call"] == "cuBLASLt matmul (f32)"
    x, y = half_bmm_inputs(np.float32)
    x = x.astype(np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, y)
    assert got.dtype == ml_dtypes.bfloat16
    exact = np.matmul(x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(got.astype(np.float64), exact, rtol=2.0 ** -8 + 1e-4, atol=1e-3)


def test_a_half_operand_beside_an_f32_one_is_widened_before_the_library_gemm():
    """cuBLASLt reads its two operands in one type: a bf16 operand beside an f32 one is widened
    by a kernel before the call (exactly), which then reads f32."""
    artifact = mlir_stitch.compile(half_bmm("f32"), cache=False, resources=False)
    report = artifact.report
    assert report["kernel_count"] == 2
    (call,) = report["library_launches"]
    assert call["call"] == "cuBLASLt matmul (f32)"
    x, y = half_bmm_inputs(np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(x, y)
    want = np.matmul(x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_library_option_off_keeps_loop_kernels():
    from mlir_stitch.compiler.pipeline import Pipeline
    pipeline = Pipeline().replace_stage(
        "L1", "builtin.module(stitch-fusion-plan{library=false})")
    artifact = mlir_stitch.compile(gemm_program("bias_relu", trans_b=True), cache=False,
                                   resources=False, pipeline=pipeline)
    report = artifact.report
    assert report["library_launches"] == [] and report["kernel_count"] == 2
    assert report["fusions"][0]["template"] in ("loop", "reduce")
    assert report["fusions"][0]["fallback"] == \
        "library GEMMs are off (--no-library, stitch-fusion-plan{library=false})"


def test_plan_checks_gemm_buffer_sizes():
    artifact = mlir_stitch.compile(gemm_program("bias", trans_b=True), cache=False,
                                   resources=False)
    manifest = dict(artifact.manifest)
    (step,) = manifest["steps"]
    assert step["op"] == "gemm" and step["trans_b"] and step["bias"] == "arg2"
    Plan(manifest)
    wrong = dict(manifest, steps=[dict(step, k=K + 1)])
    with pytest.raises(ManifestError, match=r"a arg0 is float32\[6, 160\]; the GEMM .* needs 966"):
        Plan(wrong)
    no_bias = dict(manifest, steps=[{k: v for k, v in step.items() if k != "bias"}])
    with pytest.raises(ManifestError, match="epilogue bias needs bias buffer"):
        Plan(no_bias)
    with pytest.raises(ManifestError, match="compute 'bf16x9' is none of f32, tf32"):
        Plan(dict(manifest, steps=[dict(step, compute="bf16x9")]))


def residual_program(act: str = "", from_result: bool = False) -> str:
    """y = act(reshape(A @ Wᵀ + bias) + r) with A [12, K], W [N, K], r [2, 6, N]: r is an
    argument, or (from_result) twice the GEMM's own result, which the call cannot read first."""
    full2, full3 = "affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
    residual = "%x"
    twice = ""
    if from_result:
        residual = "%twice"
        twice = f"""
  %twice = linalg.generic {{indexing_maps = [{full3}, {full3}], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%y3 : tensor<2x6x{N}xf32>) outs(%e3 : tensor<2x6x{N}xf32>) {{
  ^bb0(%p: f32, %o: f32):
    %r = arith.addf %p, %p : f32
    linalg.yield %r : f32
  }} -> tensor<2x6x{N}xf32>"""
    value, tail = "%sum", ""
    if act:
        value = "%act"
        tail = f"""
  %act = linalg.generic {{indexing_maps = [{full3}, {full3}], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%sum : tensor<2x6x{N}xf32>) outs(%e3 : tensor<2x6x{N}xf32>) {{
  ^bb0(%p: f32, %o: f32):
    {ACTIVATIONS[act][0]}
    linalg.yield %r : f32
  }} -> tensor<2x6x{N}xf32>"""
    return f"""
func.func @main(%a: tensor<12x{K}xf32>, %w: tensor<{N}x{K}xf32>, %bias: tensor<{N}xf32>, %x: tensor<2x6x{N}xf32>) -> tensor<2x6x{N}xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x{N}xf32>
  %e3 = tensor.empty() : tensor<2x6x{N}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<12x{N}xf32>) -> tensor<12x{N}xf32>
  %mm = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%a, %w : tensor<12x{K}xf32>, tensor<{N}x{K}xf32>) outs(%acc : tensor<12x{N}xf32>) {{
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  }} -> tensor<12x{N}xf32>
  %y = linalg.generic {{indexing_maps = [{full2}, affine_map<(d0, d1) -> (d1)>, {full2}], iterator_types = ["parallel", "parallel"]}}
      ins(%mm, %bias : tensor<12x{N}xf32>, tensor<{N}xf32>) outs(%e : tensor<12x{N}xf32>) {{
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  }} -> tensor<12x{N}xf32>
  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape [2, 6, {N}] : tensor<12x{N}xf32> into tensor<2x6x{N}xf32>{twice}
  %sum = linalg.generic {{indexing_maps = [{full3}, {full3}, {full3}], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins({residual}, %y3 : tensor<2x6x{N}xf32>, tensor<2x6x{N}xf32>) outs(%e3 : tensor<2x6x{N}xf32>) {{
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  }} -> tensor<2x6x{N}xf32>{tail}
  return {value} : tensor<2x6x{N}xf32>
}}"""


def residual_inputs(act: str = "", from_result: bool = False) -> tuple:
    """(a, w, bias, x) of residual_program and its float64 result."""
    rng = np.random.default_rng(2)
    a, w = rng.standard_normal((12, K), dtype=np.float32), rng.standard_normal((N, K), dtype=np.float32)
    bias, x = rng.standard_normal(N, dtype=np.float32), rng.standard_normal((2, 6, N), dtype=np.float32)
    y = (a.astype(np.float64) @ w.T.astype(np.float64) + bias).reshape(2, 6, N)
    want = y + (2 * y if from_result else x)
    return (a, w, bias, x), (np.maximum(want, 0) if act == "relu" else want)


def run_residual(act: str = "", from_result: bool = False) -> dict:
    artifact = mlir_stitch.compile(residual_program(act, from_result), cache=False,
                                   resources=False)
    args, want = residual_inputs(act, from_result)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(*args)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)  # sums of 160 f32 products
    return artifact.report


@pytest.mark.parametrize("act", ["", "relu"])
def test_residual_add_is_the_calls_beta_c(act):
    """x + (A @ Wᵀ + b), read through the reshape of the GEMM's rows, is cuBLASLt's beta·C:
    one launch, whose epilogue adds the bias, the residual, then the activation."""
    report = run_residual(act)
    (call,) = report["library_launches"]
    assert call["epilogue"] == ("bias_relu" if act else "bias") and call["residual"]
    assert report["kernel_count"] == 1 and report["fusions"] == []


def test_residual_computed_from_the_result_is_not_fused():
    """y + 2y: the call cannot read a tensor computed from its own result; the add stays a
    kernel after it."""
    report = run_residual(from_result=True)
    (call,) = report["library_launches"]
    assert call["epilogue"] == "bias" and not call["residual"]
    assert report["kernel_count"] == 2


def test_per_head_weights_are_broadcast_over_the_batch_first():
    """out[b, h, m, n] = Σk A[b, h, m, k] · W[h, k, n]: W's batch loops ([h]) are neither the
    result's ([b, h]) nor none, which no strided-batched call reads; W is copied to
    [b, h, k, n] first (a broadcast over b), then one library launch - not a loop kernel."""
    text = """
func.func @main(%a: tensor<2x3x6x160xf32>, %w: tensor<3x160x20xf32>) -> tensor<2x3x6x20xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x6x20xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x6x20xf32>) -> tensor<2x3x6x20xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<2x3x6x160xf32>, tensor<3x160x20xf32>) outs(%acc : tensor<2x3x6x20xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x3x6x20xf32>
  return %mm : tensor<2x3x6x20xf32>
}"""
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    report = artifact.report
    (call,) = report["library_launches"]
    assert call["layout"]["batch"] == 6 and call["layout"]["batched_b"]
    assert report["kernel_count"] == 2 and not any(f.get("fallback") for f in report["fusions"])
    rng = np.random.default_rng(5)
    a = rng.standard_normal((2, 3, 6, 160), dtype=np.float32)
    w = rng.standard_normal((3, 160, 20), dtype=np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(a, w)
    want = np.einsum("bhmk,hkn->bhmn", a.astype(np.float64), w.astype(np.float64))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)


def test_a_product_repeated_over_batches_no_operand_has_reads_the_same_matrices():
    """out[b, m, n] = Σk A[m, k] · B[k, n]: a strided-batched call reads one matrix per batch
    from some operand; with none, strided views give each batch the same A and B (batch
    stride 0) and its own output: one call over pointers, and right."""
    text = f"""
func.func @main(%a: tensor<{M}x{K}xf32>, %b: tensor<{K}x{N}xf32>) -> tensor<2x{M}x{N}xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x{M}x{N}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x{M}x{N}xf32>) -> tensor<2x{M}x{N}xf32>
  %mm = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}}
      ins(%a, %b : tensor<{M}x{K}xf32>, tensor<{K}x{N}xf32>) outs(%acc : tensor<2x{M}x{N}xf32>) {{
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  }} -> tensor<2x{M}x{N}xf32>
  return %mm : tensor<2x{M}x{N}xf32>
}}"""
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    report = artifact.report
    (call,) = report["library_launches"]
    views = call["layout"]["views"]
    assert views["batch"] == [2] and views["a"]["strides"] == views["b"]["strides"] == [0]
    assert report["fusions"] == []
    rng = np.random.default_rng(4)
    a, b = rng.standard_normal((M, K), dtype=np.float32), rng.standard_normal((K, N), dtype=np.float32)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(a, b)
    want = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(got, np.broadcast_to(want, (2, M, N)), rtol=1e-5, atol=1e-4)


def test_each_library_call_says_why_no_stitched_kernel_runs_it():
    """The report gives each library launch the reason it is no stitched kernel: a k loop over
    more products than a stitched kernel's GEMMs sum, or the planner's own words for a GEMM it
    considered and fused with nothing."""
    long_k = gemm_program("bias").replace(f"{K}x", "1000x").replace(f"x{K}x", "x1000x")
    artifact = mlir_stitch.compile(long_k, cache=False, resources=False)
    (call,) = artifact.report["library_launches"]
    assert call["why"] == ("each element sums 1000 products, more than the 512 a stitched "
                           "kernel's GEMMs sum")
    report = run(gemm_program("bias_relu"), "bias_relu")  # k = 160: the planner weighed it
    (call,) = report["library_launches"]
    assert call["why"].startswith(("the plan fuses it with nothing: of ",
                                   "no stitched kernel holds it with its neighbours"))


def test_tf32_rounds_to_nearest_ties_away_and_keeps_specials():
    from mlir_stitch.runtime.library import round_to_tf32
    ulp = 2.0 ** -10  # TF32 keeps 10 mantissa bits
    x = np.array([1 + ulp / 2, 1 + ulp / 2 - 2.0 ** -23, 1 + 3 * ulp / 2, -(1 + ulp / 2), 3.0,
                  np.inf, -np.inf, np.nan], dtype=np.float32)
    got = round_to_tf32(x)
    np.testing.assert_array_equal(got[:7], np.array([1 + ulp, 1, 1 + 2 * ulp, -(1 + ulp), 3.0,
                                                     np.inf, -np.inf], dtype=np.float32))
    assert np.isnan(got[7]) and got.dtype == np.float32


def test_tf32_only_when_asked_and_then_computed_as_tensor_cores_read_it():
    """--tf32 (stitch-fusion-plan{tf32=true}): the call rounds A and B to TF32 and sums in f32
    (the emulator as cuBLASLt's FAST_TF32 does); the default stays full f32."""
    from mlir_stitch.compiler.pipeline import Pipeline
    from mlir_stitch.runtime.library import round_to_tf32
    pipeline = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{tf32=true})")
    artifact = mlir_stitch.compile(gemm_program("bias", trans_b=True), cache=False,
                                   resources=False, pipeline=pipeline)
    (call,) = artifact.report["library_launches"]
    assert call["call"] == "cuBLASLt matmul (tf32)"
    (step,) = [s for s in artifact.manifest["steps"] if s["op"] == "gemm"]
    assert step["compute"] == "tf32"
    a, b, bias = (np.random.default_rng(5).standard_normal(s, dtype=np.float32)
                  for s in ((M, K), (N, K), (N,)))
    (got,) = mlir_stitch.load(artifact, backend="emulator")(a, b, bias)
    tf32 = round_to_tf32(a).astype(np.float64) @ round_to_tf32(b).astype(np.float64).T + bias
    np.testing.assert_allclose(got, tf32, rtol=1e-5, atol=1e-4)
    exact = reference(a, b, bias, "bias", False, True)
    assert np.abs(got - exact).max() > 1e-3  # rounded: not the f32 answer
    np.testing.assert_allclose(got, exact, rtol=0, atol=0.1)  # 160 products of ~1e-3 error
    default = mlir_stitch.compile(gemm_program("bias", trans_b=True), cache=False, resources=False)
    assert default.report["library_launches"][0]["call"] == "cuBLASLt matmul (f32)"


FIRST_TOKEN_PROJECTION = """
#a = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%x: tensor<4x8x256xf32>, %w: tensor<192x256xf32>) -> tensor<4x192xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x192xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x192xf32>) -> tensor<4x192xf32>
  %y = linalg.generic {indexing_maps = [#a, #b, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<4x8x256xf32>, tensor<192x256xf32>) outs(%f : tensor<4x192xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x192xf32>
  return %y : tensor<4x192xf32>
}"""


def test_a_gemm_reading_one_row_of_each_batch_reads_that_slice_in_place():
    """BERT's pooler: x[:, 0] @ Wᵀ over [B, S, D] reads A through (b, 0, k). A call over the
    whole [B, S, D] as a [B, D] matrix would be wrong (the manifest refused it once: 'a
    result0 is float32[8, 128, 768]; the GEMM needs 6144 elements'); A's rows are S·D apart,
    which a strided view says (ld = S·D), so no copy runs. With a bias the batched call cannot
    add, a call over views of one matrix is cuBLASLt's matmul with that leading dimension
    (test_a_pooler_with_its_bias_reads_the_first_token_in_place)."""
    art = mlir_stitch.compile(FIRST_TOKEN_PROJECTION, resources=False, cache=False)
    (call,) = art.report["library_launches"]
    assert art.report["kernel_count"] == 1
    assert call["layout"]["views"]["a"] == {"offset": 0, "strides": [], "ld": 8 * 256}
    rng = np.random.default_rng(12)
    x = rng.standard_normal((4, 8, 256), dtype=np.float32)
    w = rng.standard_normal((192, 256), dtype=np.float32)
    (y,) = mlir_stitch.load(art, backend="emulator")(x, w)
    np.testing.assert_allclose(y, x[:, 0].astype(np.float64) @ w.T.astype(np.float64),
                               rtol=1e-4, atol=1e-3)


POOLER_DENSE = FIRST_TOKEN_PROJECTION.replace(
    "func.func @main(%x: tensor<4x8x256xf32>, %w: tensor<192x256xf32>)",
    "func.func @main(%x: tensor<4x8x256xf32>, %w: tensor<192x256xf32>, %bias: tensor<192xf32>)").replace(
    "  return %y : tensor<4x192xf32>", """  %eb = tensor.empty() : tensor<4x192xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
      affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bias : tensor<4x192xf32>, tensor<192xf32>) outs(%eb : tensor<4x192xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x192xf32>
  return %z : tensor<4x192xf32>""")
POOLER = POOLER_DENSE.replace("  return %z : tensor<4x192xf32>", """  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]} ins(%z : tensor<4x192xf32>) outs(%eb : tensor<4x192xf32>) {
  ^bb0(%p: f32, %o: f32):
    %h = math.tanh %p : f32
    linalg.yield %h : f32
  } -> tensor<4x192xf32>
  return %t : tensor<4x192xf32>""")


def pooler_inputs(seed: int = 13) -> tuple:
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((4, 8, 256), dtype=np.float32),
            rng.standard_normal((192, 256), dtype=np.float32) / 16,
            rng.standard_normal(192, dtype=np.float32))


def pooler_reference(x, w, bias):
    return np.tanh(x[:, 0].astype(np.float64) @ w.T.astype(np.float64) + bias)


def test_a_pooler_with_its_bias_reads_the_first_token_in_place():
    """BERT's pooler, tanh(x[:, 0] @ Wᵀ + b): A's rows lie S·D apart, one matrix with a leading
    dimension, which cuBLASLt's matmul reads in place and adds the bias to (its epilogue): the
    copy of the first token's rows is gone, 2 launches (the call, then the tanh) instead of 3."""
    art = mlir_stitch.compile(POOLER, resources=False, cache=False)
    (call,) = art.report["library_launches"]
    assert art.report["kernel_count"] == 2
    assert call["call"] == "cuBLASLt matmul (f32)" and call["epilogue"] == "bias"
    assert call["layout"]["views"] == {"batch": [], "a": {"offset": 0, "strides": [], "ld": 8 * 256},
                                       "b": {"offset": 0, "strides": [], "ld": 256},
                                       "out": {"offset": 0, "strides": [], "ld": 192}}
    x, w, bias = pooler_inputs()
    (y,) = mlir_stitch.load(art, backend="emulator")(x, w, bias)
    np.testing.assert_allclose(y, pooler_reference(x, w, bias), rtol=1e-5, atol=1e-5)


GELU_CHAIN = (Path(__file__).parents[1] / "filecheck" / "passes" /
              "stitch-fusion-plan-library-gelu-chain.mlir").read_text()


@pytest.mark.parametrize("change,epilogue", [
    ((), "bias_gelu"),  # as torch-mlir writes GPT-2's GELU: the chain is the call's epilogue
    (("%half = arith.constant 0.5", "%half = arith.constant 0.4"), "bias"),  # no GELU
    (("return %g7 : tensor<64x256xf32>", "return %g7, %g5 : tensor<64x256xf32>, tensor<64x256xf32>"),
     "bias"),  # tanh's result read elsewhere: the call would not write it
])
def test_an_activation_written_as_a_chain_of_generics(change, epilogue):
    """An activation written as several elementwise generics after a library GEMM (the bias
    add's result read by three of them) is cuBLASLt's epilogue only when the chain computes
    exactly it and nothing outside reads its inner values; either way the numbers hold."""
    text = GELU_CHAIN
    if change:
        text = text.replace(*change)
        if "%g5" in change[1]:
            text = text.replace("-> tensor<64x256xf32> {\n  %zero",
                                "-> (tensor<64x256xf32>, tensor<64x256xf32>) {\n  %zero")
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    (call,) = artifact.report["library_launches"]
    assert call["epilogue"] == epilogue
    assert artifact.report["kernel_count"] == (1 if epilogue == "bias_gelu" else 2)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((64, 1024), dtype=np.float32)
    w = rng.standard_normal((1024, 256), dtype=np.float32) / 32
    b = rng.standard_normal(256, dtype=np.float32)
    got = mlir_stitch.load(artifact, backend="emulator")(x, w, b)
    h = x.astype(np.float64) @ w + b
    half = 0.4 if change and "0.4" in change[1] else 0.5
    t = np.tanh(0.7978845608 * (h + 0.044715 * h ** 3))
    np.testing.assert_allclose(got[0], half * h * (1 + t), rtol=1e-5, atol=1e-5)
    if len(got) > 1:
        np.testing.assert_allclose(got[1], t, rtol=1e-5, atol=1e-5)


HEADS_MERGED = """
#perm = affine_map<(s, h, d) -> (h, s, d)>
#id = affine_map<(s, h, d) -> (s, h, d)>
func.func @main(%p: tensor<4x64x640xT>, %v: tensor<4x640x32xT>) -> tensor<64x128xT> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x64x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
  %r = linalg.batch_matmul ins(%p, %v : tensor<4x64x640xT>, tensor<4x640x32xT>)
      outs(%acc : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
  MERGE
  %c = tensor.collapse_shape %b [[0], [1, 2]] : tensor<64x4x32xT> into tensor<64x128xT>
  return %c : tensor<64x128xT>
}
"""
MERGE_F32 = """%et = tensor.empty() : tensor<64x4x32xf32>
  %b = linalg.transpose ins(%r : tensor<4x64x32xf32>) outs(%et : tensor<64x4x32xf32>) permutation = [1, 0, 2]"""
MERGE_ROUNDED = """%eb = tensor.empty() : tensor<64x4x32xbf16>
  %b = linalg.generic {indexing_maps = [#perm, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r : tensor<4x64x32xf32>) outs(%eb : tensor<64x4x32xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x4x32xbf16>"""


def heads_merged(dtype: str) -> str:
    """Attention's P·V over 4 heads of one sequence, [h, s, d] summed over 640 keys, written
    with its heads merged ([s, h, d], then [s, h·d]): in f32 a transpose of the result, in
    bf16 a rounding that reads it permuted (as torch-mlir's bf16 attention does)."""
    return HEADS_MERGED.replace("xT>", f"x{dtype}>").replace(
        "MERGE", MERGE_F32 if dtype == "f32" else MERGE_ROUNDED)


def heads_merged_inputs(dtype: str) -> tuple:
    import ml_dtypes
    rng = np.random.default_rng(5)
    cast = (lambda x: x.astype(ml_dtypes.bfloat16)) if dtype == "bf16" else (lambda x: x)
    return (cast(rng.standard_normal((4, 64, 640), dtype=np.float32)),
            cast(rng.standard_normal((4, 640, 32), dtype=np.float32)))


def heads_merged_reference(p, v) -> np.ndarray:
    out = np.matmul(p.astype(np.float64), v.astype(np.float64))  # [h, s, d]
    return out.transpose(1, 0, 2).reshape(64, 128)


@pytest.mark.parametrize("dtype", ("f32", "bf16"))
def test_heads_merged_are_written_by_the_call(dtype):
    """P·V writing [s, h, d]: the call stores its result [m, batch, n] (cuBLASLt's D with ld
    batch·n and batch offset n), rounded to bf16 by the call where the graph rounds it: one
    launch, no copy kernel for the head merge."""
    artifact = mlir_stitch.compile(heads_merged(dtype), cache=False, resources=False)
    report = artifact.report
    assert report["kernel_count"] == 1 and report["fusions"] == []
    (call,) = report["library_launches"]
    assert call["layout"]["out_order"] == "mbn" and call["layout"]["batch"] == 4
    (step,) = [s for s in artifact.manifest["steps"] if s["op"] != "copy"]  # copy: the reshape returned
    assert step["op"] == "gemm" and step["out_order"] == "mbn"
    p, v = heads_merged_inputs(dtype)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(p, v)
    want = heads_merged_reference(p, v)
    if dtype == "bf16":
        assert got.dtype.name == "bfloat16"
        np.testing.assert_allclose(got.astype(np.float64), want, rtol=2.0 ** -8, atol=1e-6)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)


def test_plan_checks_out_order():
    artifact = mlir_stitch.compile(heads_merged("f32"), cache=False, resources=False)
    manifest = {**artifact.manifest, "steps": [{**artifact.manifest["steps"][0], "out_order": "nmb"},
                                               *artifact.manifest["steps"][1:]]}
    with pytest.raises(ManifestError, match="out_order 'nmb' is none of bmn, mbn"):
        Plan(manifest)
