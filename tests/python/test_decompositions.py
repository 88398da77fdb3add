"""linalg.softmax and tensor.pad, decomposed by stitch-normalize (transforms/decompose.py),
checked numerically on the emulator against numpy."""
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch

PASSES = Path(__file__).parents[1] / "filecheck" / "passes"
RNG = np.random.default_rng(0)


def _run(text, *args):
    art = mlir_stitch.compile(text, resources=False)
    return art, mlir_stitch.load(art, backend="emulator")(*args)


def _softmax(x, axis):
    e = np.exp(x - x.max(axis, keepdims=True))
    return e / e.sum(axis, keepdims=True)


@pytest.mark.parametrize("shape, dim", [((16, 128), 1), ((16, 128), 0), ((2, 6, 40), 2)])
def test_softmax(shape, dim):
    text = f"""
func.func @main(%x: tensor<{'x'.join(map(str, shape))}xf32>) -> tensor<{'x'.join(map(str, shape))}xf32> {{
  %e = tensor.empty() : tensor<{'x'.join(map(str, shape))}xf32>
  %s = linalg.softmax dimension({dim}) ins(%x : tensor<{'x'.join(map(str, shape))}xf32>)
       outs(%e : tensor<{'x'.join(map(str, shape))}xf32>) -> tensor<{'x'.join(map(str, shape))}xf32>
  return %s : tensor<{'x'.join(map(str, shape))}xf32>
}}"""
    x = RNG.standard_normal(shape).astype(np.float32) * 4
    x.reshape(-1)[::7] = -np.inf  # masked entries (never a whole row)
    _, (y,) = _run(text, x)
    np.testing.assert_allclose(y, _softmax(x, dim), rtol=1e-5, atol=1e-7)


def test_softmax_lit_case_is_one_row_kernel():
    art, (y,) = _run((PASSES / "stitch-normalize-softmax.mlir").read_text(),
                     x := RNG.standard_normal((16, 128)).astype(np.float32))
    assert art.report["kernel_count"] == 1
    np.testing.assert_allclose(y, _softmax(x, 1), rtol=1e-5, atol=1e-7)


def test_pad_with_a_scalar_argument_fused_into_its_consumer():
    p = RNG.standard_normal((4, 6)).astype(np.float32)
    art, (y,) = _run((PASSES / "stitch-normalize-pad.mlir").read_text(), p, -2.0)
    assert art.report["kernel_count"] == 1
    np.testing.assert_allclose(y, np.exp(np.pad(p, ((1, 2), (2, 2)), constant_values=-2.0)), rtol=1e-6)


def test_pad_of_a_computed_tensor_then_row_sum():
    text = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<8x30xf32>) -> tensor<11xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x30xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x30xf32>) outs(%e : tensor<8x30xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.tanh %a : f32
    linalg.yield %v : f32
  } -> tensor<8x30xf32>
  %q = tensor.pad %t low[3, 0] high[0, 5] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<8x30xf32> to tensor<11x35xf32>
  %e1 = tensor.empty() : tensor<11xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<11xf32>) -> tensor<11xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%q : tensor<11x35xf32>) outs(%init : tensor<11xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %v = arith.addf %a, %acc : f32
    linalg.yield %v : f32
  } -> tensor<11xf32>
  return %s : tensor<11xf32>
}"""
    x = RNG.standard_normal((8, 30)).astype(np.float32)
    _, (s,) = _run(text, x)
    np.testing.assert_allclose(s, np.pad(np.tanh(x), ((3, 0), (0, 5)), constant_values=1).sum(1),
                               rtol=1e-5)


@pytest.mark.parametrize("low, high", [((-1, 2), (1, -3)), ((0, -2), (-1, 0)), ((2, -1), (-2, 3))])
def test_negative_padding_crops(low, high):
    """Negative padding (torch's F.pad(x, [0, 0, -1, 0]), autograd's backward of a pad) crops
    the source: an extract_slice before the padding's positive parts, in bounds."""
    rows, cols = 5 + low[0] + high[0], 8 + low[1] + high[1]
    text = f"""
func.func @main(%x: tensor<5x8xf32>) -> tensor<{rows}x{cols}xf32> {{
  %one = arith.constant 1.5 : f32
  %q = tensor.pad %x low[{low[0]}, {low[1]}] high[{high[0]}, {high[1]}] {{
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  }} : tensor<5x8xf32> to tensor<{rows}x{cols}xf32>
  return %q : tensor<{rows}x{cols}xf32>
}}"""
    x = RNG.standard_normal((5, 8)).astype(np.float32)
    _, (y,) = _run(text, x)
    crop = x[max(-low[0], 0): 5 - max(-high[0], 0), max(-low[1], 0): 8 - max(-high[1], 0)]
    want = np.pad(crop, ((max(low[0], 0), max(high[0], 0)), (max(low[1], 0), max(high[1], 0))),
                  constant_values=1.5)
    np.testing.assert_array_equal(y, want)


def test_a_slice_outside_its_tensor_is_refused_with_a_location(monkeypatch):
    """The verifier leaves the bounds of IR built by a rewrite unchecked: without the crop,
    the upstream pad decomposition inserts at offset -1, which slices.py refuses (located at
    the pad) instead of copying something else."""
    from mlir_stitch.compiler.errors import CompileError
    from mlir_stitch.transforms import decompose

    monkeypatch.setattr(decompose, "crop_negative_padding", lambda pad: None)
    text = """
func.func @main(%x: tensor<5x8xf32>) -> tensor<4x8xf32> {
  %one = arith.constant 1.5 : f32
  %q = tensor.pad %x low[-1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<5x8xf32> to tensor<4x8xf32>
  return %q : tensor<4x8xf32>
}"""
    with pytest.raises(CompileError) as info:
        mlir_stitch.compile(text, cache=False)
    assert "'tensor.insert_slice' reaches outside its destination in dimension 0: offset -1" \
        in info.value.message
    assert info.value.location.endswith(":4:8")


def test_a_library_gemm_read_shifted_by_a_pad():
    """A pad shifting a library GEMM's rows (its reader's map holds a shifted index): no
    permutation of the result for transforms/library_gemms.py to split (a crash once), and
    the rows numpy's."""
    text = """
func.func @main(%a: tensor<48x32xf32>, %b: tensor<32x40xf32>) -> tensor<48x40xf32> {
  %e = tensor.empty() : tensor<48x40xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<48x40xf32>) -> tensor<48x40xf32>
  %m = linalg.matmul ins(%a, %b : tensor<48x32xf32>, tensor<32x40xf32>) outs(%f : tensor<48x40xf32>) -> tensor<48x40xf32>
  %three = arith.constant 3.0 : f32
  %q = tensor.pad %m low[1, 0] high[-1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %three : f32
  } : tensor<48x40xf32> to tensor<48x40xf32>
  return %q : tensor<48x40xf32>
}"""
    a = RNG.standard_normal((48, 32)).astype(np.float32)
    b = RNG.standard_normal((32, 40)).astype(np.float32)
    art, (y,) = _run(text, a, b)
    assert len(art.report["library_launches"]) == 1
    want = np.full((48, 40), 3.0)
    want[1:] = (a.astype(np.float64) @ b)[:-1]
    np.testing.assert_allclose(y, want, rtol=1e-5, atol=1e-5)
