"""Library GEMMs over strided views (analysis/gemm_views.py, runtime/library.py's Views): a
batch over several loops whose matrices lie where the graph has them - attention's P·V writing
its heads merged over two sequences, [b, s, h, d], and a GEMM reading A with its head inside
the matrix - run as one batched call over a pointer per batch, with no copy kernel. The
emulator's numbers against float64; the CUDA backend against the fake driver and cuBLAS of
test_cuda_library.py (cuBLAS's documented column-major algebra), its first call checked
against numpy, a wrong batched call caught."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.runtime.manifest import ManifestError
from mlir_stitch.runtime.plan import Plan
from test_cuda_library import FakeCublas, FakeMatmul, library  # noqa: F401 (the fixture)
from test_runtime_cuda import FakeCudaArray, fake  # noqa: F401

B, H, S, K, D = 2, 4, 64, 640, 32

MERGED = f"""
#p = affine_map<(b, h, s, d, k) -> (b, h, s, k)>
#v = affine_map<(b, h, s, d, k) -> (b, h, k, d)>
#o = affine_map<(b, h, s, d, k) -> (b, h, s, d)>
func.func @main(%p: tensor<{B}x{H}x{S}x{K}xf32>, %v: tensor<{B}x{H}x{K}x{D}xf32>) -> tensor<{B}x{S}x{H}x{D}xf32> {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{B}x{H}x{S}x{D}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<{B}x{H}x{S}x{D}xf32>) -> tensor<{B}x{H}x{S}x{D}xf32>
  %r = linalg.generic {{indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}}
      ins(%p, %v : tensor<{B}x{H}x{S}x{K}xf32>, tensor<{B}x{H}x{K}x{D}xf32>) outs(%acc : tensor<{B}x{H}x{S}x{D}xf32>) {{
  ^bb0(%a: f32, %w: f32, %o: f32):
    %m = arith.mulf %a, %w : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }} -> tensor<{B}x{H}x{S}x{D}xf32>
  %et = tensor.empty() : tensor<{B}x{S}x{H}x{D}xf32>
  %t = linalg.transpose ins(%r : tensor<{B}x{H}x{S}x{D}xf32>) outs(%et : tensor<{B}x{S}x{H}x{D}xf32>) permutation = [0, 2, 1, 3]
  return %t : tensor<{B}x{S}x{H}x{D}xf32>
}}
"""


def merged_inputs() -> tuple:
    rng = np.random.default_rng(11)
    return (rng.standard_normal((B, H, S, K), dtype=np.float32),
            rng.standard_normal((B, H, K, D), dtype=np.float32))


def merged_reference(p, v) -> np.ndarray:
    return np.matmul(p.astype(np.float64), v.astype(np.float64)).transpose(0, 2, 1, 3)


def compile_merged():
    return mlir_stitch.compile(MERGED, cache=False, resources=False)


def test_heads_merged_over_two_sequences_are_written_through_views():
    """P·V of 2 sequences x 4 heads written [b, s, h, d]: one library call whose output view
    puts batch (b, h)'s matrix at b·S·H·D + h·D with rows H·D apart - no copy kernel."""
    artifact = compile_merged()
    report = artifact.report
    assert report["kernel_count"] == 1 and report["fusions"] == []
    (call,) = report["library_launches"]
    assert call["call"] == "cuBLAS GemmBatchedEx (f32)"
    assert call["layout"]["views"]["out"] == {"offset": 0, "strides": [S * H * D, D], "ld": H * D}
    p, v = merged_inputs()
    (got,) = mlir_stitch.load(artifact, backend="emulator")(p, v)
    np.testing.assert_allclose(got, merged_reference(p, v), rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("change, message", [
    (lambda v: v["out"].update(strides=[S * H * D, 1]), "writes some elements twice"),
    (lambda v: v["a"].update(offset=10 ** 9), "does not lie inside"),
    (lambda v: v.pop("b"), "views must hold"),
])
def test_the_manifest_checks_views(change, message):
    import copy
    artifact = compile_merged()
    manifest = copy.deepcopy(artifact.manifest)
    (step,) = [s for s in manifest["steps"] if s["op"] == "gemm"]
    change(step["views"])
    with pytest.raises(ManifestError, match=message):
        Plan(manifest)


def test_the_manifest_refuses_an_epilogue_over_a_batch_of_views():
    """A batched call over pointers has no epilogue (views of one matrix, cuBLASLt's matmul,
    do: test_library_gemm.py's pooler)."""
    import copy
    manifest = copy.deepcopy(compile_merged().manifest)
    (step,) = [s for s in manifest["steps"] if s["op"] == "gemm"]
    step["epilogue"] = "relu"
    with pytest.raises(ManifestError, match="with batch loops .* has no epilogue"):
        Plan(manifest)


def _result(outputs) -> np.ndarray:
    (out,) = outputs
    return np.asarray(out.get() if hasattr(out, "get") else out)


def test_views_run_as_one_batched_call_checked_against_numpy_once(library):
    """On the CUDA backend: one cublasGemmBatchedEx of B·H products per call (the fake reads
    each pointer's matrix through its ld, as cuBLAS documents), the first call checked against
    numpy on the host; the right numbers each time, through a CUDA graph's replay too."""
    fn = mlir_stitch.load(compile_merged(), backend="cuda")
    p, v = merged_inputs()
    args = [FakeCudaArray(library, x) for x in (p, v)]
    for _ in range(4):
        np.testing.assert_allclose(_result(fn(*args)), merged_reference(p, v), rtol=1e-5, atol=1e-4)
    assert [count for _, _, count in FakeCublas.calls] == [B * H, B * H]  # the first; the capture
    assert FakeMatmul.instances == []  # no cuBLASLt call
    assert library.names().count("cuGraphLaunch") == 3  # the second call, captured, then two


def test_a_batched_call_over_views_that_differs_is_computed_on_the_host(library):
    """A batched call that gets a layout wrong (the fake transposes its result) is caught by
    the first call's check: one warning, then numpy on the host computes that GEMM; nothing
    wrong is returned."""
    from mlir_stitch.runtime.backends.cuda_grouped import GroupedCallWarning
    FakeCublas.wrong = True
    fn = mlir_stitch.load(compile_merged(), backend="cuda")
    p, v = merged_inputs()
    with pytest.warns(GroupedCallWarning, match="gemm_0: cuBLAS's batched call over its strided views"):
        first = _result(fn(p, v))
    later = _result(fn(p, v))
    for got in (first, later):
        np.testing.assert_allclose(got, merged_reference(p, v), rtol=1e-5, atol=1e-4)
    assert len(FakeCublas.calls) == 1


FUSED_QKV = """
#p = affine_map<(b, h, s, d, k) -> (b, h, s, k)>
#v = affine_map<(b, h, s, d, k) -> (b, k, h + 8, d)>
#o = affine_map<(b, h, s, d, k) -> (b, h, s, d)>
func.func @main(%p: tensor<2x4x64x640xf32>, %qkv: tensor<2x640x384xf32>) -> tensor<2x4x64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %x = tensor.expand_shape %qkv [[0], [1], [2, 3]] output_shape [2, 640, 12, 32]
      : tensor<2x640x384xf32> into tensor<2x640x12x32xf32>
  %e = tensor.empty() : tensor<2x4x64x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x64x32xf32>) -> tensor<2x4x64x32xf32>
  %r = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %x : tensor<2x4x64x640xf32>, tensor<2x640x12x32xf32>) outs(%acc : tensor<2x4x64x32xf32>) {
  ^bb0(%a: f32, %w: f32, %o: f32):
    %m = arith.mulf %a, %w : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x64x32xf32>
  return %r : tensor<2x4x64x32xf32>
}
"""


@pytest.mark.parametrize("backend", ["emulator", "cuda"])
def test_v_read_from_a_fused_qkv_projection_at_its_offset(backend, library):
    """GPT-2's P·V reads V as heads 8-11 of the fused QKV projection [b, s, 3·h·d] (an offset
    map after the head split): a view at offset 2·h·d, rows 3·h·d apart, one pointer per
    (b, h) - no copy of V first; the numbers on the emulator and through the fake cuBLAS."""
    artifact = mlir_stitch.compile(FUSED_QKV, cache=False, resources=False)
    assert artifact.report["kernel_count"] == 1
    (call,) = artifact.report["library_launches"]
    assert call["layout"]["views"]["b"] == {"offset": 256, "strides": [640 * 384, 32], "ld": 384}
    # traffic: V's view is a third of the projection, not the whole buffer
    p_bytes, qkv_bytes, out_bytes = 2 * 4 * 64 * 640 * 4, 2 * 640 * 384 * 4, 2 * 4 * 64 * 32 * 4
    assert artifact.report["global_bytes"] == p_bytes + qkv_bytes // 3 + out_bytes
    rng = np.random.default_rng(13)
    p = rng.standard_normal((2, 4, 64, 640), dtype=np.float32)
    qkv = rng.standard_normal((2, 640, 384), dtype=np.float32)
    v = qkv.reshape(2, 640, 12, 32)[:, :, 8:].transpose(0, 2, 1, 3).astype(np.float64)
    got = _result(mlir_stitch.load(artifact, backend=backend)(p, qkv))
    np.testing.assert_allclose(got, np.matmul(p.astype(np.float64), v), rtol=1e-5, atol=1e-4)
    assert len(FakeCublas.calls) == (1 if backend == "cuda" else 0)


TWO_FIRST_TOKEN_PROJECTIONS = """
#a = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%x: tensor<4x8x256xf32>, %w: tensor<192x256xf32>, %v: tensor<192x256xf32>)
    -> (tensor<4x192xf32>, tensor<4x192xf32>) {
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
  %z = linalg.generic {indexing_maps = [#a, #b, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %v : tensor<4x8x256xf32>, tensor<192x256xf32>) outs(%f : tensor<4x192xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x192xf32>
  return %y, %z : tensor<4x192xf32>, tensor<4x192xf32>
}
"""


@pytest.mark.parametrize("backend", ["emulator", "cuda"])
def test_gemms_over_views_of_one_a_are_no_group(backend, library):
    """Two projections of the first token (A read through views: rows S·D apart) are not
    grouped: a grouped call reads A, B_i and out_i as contiguous matrices (it once took them
    whole, a wrong answer its members' own calls would have agreed with on a GPU). Each is
    its own call over views, right on the emulator and through the fake cuBLAS."""
    artifact = mlir_stitch.compile(TWO_FIRST_TOKEN_PROJECTIONS, cache=False, resources=False)
    steps = artifact.manifest["steps"]
    assert [s["op"] for s in steps] == ["gemm", "gemm"] and all("views" in s for s in steps)
    rng = np.random.default_rng(14)
    x = rng.standard_normal((4, 8, 256), dtype=np.float32)
    w, v = (rng.standard_normal((192, 256), dtype=np.float32) for _ in range(2))
    got = mlir_stitch.load(artifact, backend=backend)(x, w, v)
    for out, weight in zip(got, (w, v)):
        out = np.asarray(out.get() if hasattr(out, "get") else out)
        np.testing.assert_allclose(out, x[:, 0].astype(np.float64) @ weight.T.astype(np.float64),
                                   rtol=1e-5, atol=1e-4)
