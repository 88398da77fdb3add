"""Boolean (i1) tensors end to end: hand-written linalg MLIR with i1 arguments, results,
constants and i1 buffers between two kernels, compiled (through PTX, so NVVM has to accept the
kernels) and run on the emulator against numpy. In memory an i1 tensor is one byte per
element: numpy bool on the host, an i8 memref in the kernels (`cmpi ne 0` on load, `extui` on
store), dtype "bool" in the manifest."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.runtime.errors import ArgumentError

RNG = np.random.default_rng(7)

HEADER = """
#map = affine_map<(d0, d1) -> (d0, d1)>
#mapt = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#rowb = affine_map<(d0, d1) -> (d0, 0)>
"""

# softmax(where(mask, -inf, x)) per row: the i1 mask is read inside the row template.
MASKED_SOFTMAX = HEADER + """
func.func @main(%x: tensor<16x64xf32>, %mask: tensor<16x64xi1>) -> tensor<16x64xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %er = tensor.empty() : tensor<16x1xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<16x1xf32>) -> tensor<16x1xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<16x1xf32>) -> tensor<16x1xf32>
  %masked = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%mask, %x : tensor<16x64xi1>, tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%m: i1, %a: f32, %o: f32):
    %s = arith.select %m, %ninf, %a : f32
    linalg.yield %s : f32
  } -> tensor<16x64xf32>
  %max = linalg.generic {indexing_maps = [#map, #rowb], iterator_types = ["parallel", "reduction"]}
      ins(%masked : tensor<16x64xf32>) outs(%m0 : tensor<16x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<16x1xf32>
  %ex = linalg.generic {indexing_maps = [#map, #rowb, #map], iterator_types = ["parallel", "parallel"]}
      ins(%masked, %max : tensor<16x64xf32>, tensor<16x1xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<16x64xf32>
  %sum = linalg.generic {indexing_maps = [#map, #rowb], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<16x64xf32>) outs(%s0 : tensor<16x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<16x1xf32>
  %y = linalg.generic {indexing_maps = [#map, #rowb, #map], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<16x64xf32>, tensor<16x1xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.divf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<16x64xf32>
  return %y : tensor<16x64xf32>
}
"""

# %keep = (x > 0) & mask is computed by one kernel and read transposed by a second one (the
# two domains differ, so they cannot fuse) and by a loop kernel (an i1 "any" reduction).
# RETURN_KEEP decides whether %keep is also an entry result (output buffer) or only the
# buffer between the kernels (temp).
BETWEEN_KERNELS = HEADER + """
func.func @main(%x: tensor<64x32xf32>, %mask: tensor<64x32xi1>, %y: tensor<32x64xf32>)
    -> (RESULT_TYPES) {
  %zero = arith.constant 0.0 : f32
  %false = arith.constant false
  %e = tensor.empty() : tensor<64x32xi1>
  %et = tensor.empty() : tensor<32x64xf32>
  %er = tensor.empty() : tensor<64xi1>
  %init = linalg.fill ins(%false : i1) outs(%er : tensor<64xi1>) -> tensor<64xi1>
  %keep = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mask : tensor<64x32xf32>, tensor<64x32xi1>) outs(%e : tensor<64x32xi1>) {
  ^bb0(%a: f32, %m: i1, %o: i1):
    %gt = arith.cmpf ogt, %a, %zero : f32
    %k = arith.andi %gt, %m : i1
    linalg.yield %k : i1
  } -> tensor<64x32xi1>
  %sel = linalg.generic {indexing_maps = [#mapt, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%keep, %y : tensor<64x32xi1>, tensor<32x64xf32>) outs(%et : tensor<32x64xf32>) {
  ^bb0(%k: i1, %b: f32, %o: f32):
    %s = arith.select %k, %b, %zero : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  %any = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%keep : tensor<64x32xi1>) outs(%init : tensor<64xi1>) {
  ^bb0(%k: i1, %o: i1):
    %t = arith.ori %k, %o : i1
    linalg.yield %t : i1
  } -> tensor<64xi1>
  return RESULTS : RESULT_TYPES
}
"""

# An i1 tensor constant (host const buffer) xor an i1 argument, returned along a select.
CONSTANT = HEADER + """
func.func @main(%x: tensor<2x4xf32>, %m: tensor<2x4xi1>) -> (tensor<2x4xf32>, tensor<2x4xi1>) {
  %k = arith.constant dense<[[true, false, true, true], [false, false, true, false]]> : tensor<2x4xi1>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %eb = tensor.empty() : tensor<2x4xi1>
  %r:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%k, %m, %x : tensor<2x4xi1>, tensor<2x4xi1>, tensor<2x4xf32>) outs(%e, %eb : tensor<2x4xf32>, tensor<2x4xi1>) {
  ^bb0(%a: i1, %b: i1, %v: f32, %o: f32, %ob: i1):
    %s = arith.xori %a, %b : i1
    %t = arith.select %s, %v, %zero : f32
    linalg.yield %t, %s : f32, i1
  } -> (tensor<2x4xf32>, tensor<2x4xi1>)
  return %r#0, %r#1 : tensor<2x4xf32>, tensor<2x4xi1>
}
"""
CONSTANT_VALUE = np.array([[1, 0, 1, 1], [0, 0, 1, 0]], bool)


def between_kernels(return_keep: bool) -> str:
    results = ["%keep", "%sel", "%any"] if return_keep else ["%sel", "%any"]
    types = {"%keep": "tensor<64x32xi1>", "%sel": "tensor<32x64xf32>", "%any": "tensor<64xi1>"}
    return (BETWEEN_KERNELS.replace("RESULT_TYPES", ", ".join(types[r] for r in results))
            .replace("RESULTS", ", ".join(results)))


def run(art, *args):
    return mlir_stitch.load(art, backend="emulator")(*args)


def test_i1_argument_masked_softmax():
    x = RNG.standard_normal((16, 64), dtype=np.float32)
    mask = RNG.random((16, 64)) < 0.4
    mask[:, 0] = False  # at least one unmasked element per row
    art = mlir_stitch.compile(MASKED_SOFTMAX)
    assert art.manifest["entry"]["args"][1] == {"shape": [16, 64], "dtype": "bool"}
    assert "memref<16x64xi8>" in art.kernel_ir and "xi1>" not in art.kernel_ir
    (y,) = run(art, x, mask)
    z = np.where(mask, -np.inf, x)
    e = np.exp(z - z.max(axis=1, keepdims=True))
    expected = e / e.sum(axis=1, keepdims=True)
    np.testing.assert_allclose(y, expected, rtol=1e-5, atol=1e-6)
    assert np.all(y[mask] == 0)  # exp(-inf) is an exact zero
    assert art.report["kernel_count"] == 1


@pytest.mark.parametrize("return_keep", [True, False], ids=["output", "temp"])
def test_i1_buffer_between_kernels(return_keep):
    art = mlir_stitch.compile(between_kernels(return_keep))
    buffers = {b["name"]: b for b in art.manifest["buffers"]}
    launches = [s for s in art.manifest["steps"] if s["op"] == "launch"]
    assert len(launches) == 3
    # the i1 tensor written by the first kernel is a bool buffer read by both later ones
    keep = launches[0]["args"][-1]
    assert buffers[keep]["dtype"] == "bool"
    assert buffers[keep]["kind"] == ("output" if return_keep else "temp")
    assert all(keep in s["args"][:-1] for s in launches[1:])
    # every i1 memref of the kernels is a byte memref
    assert "xi1>" not in art.kernel_ir and "memref<64x32xi8>" in art.kernel_ir

    x = RNG.standard_normal((64, 32), dtype=np.float32)
    mask = RNG.random((64, 32)) < 0.5
    mask[5] = False  # a row whose "any" is false
    y = RNG.standard_normal((32, 64), dtype=np.float32)
    out = run(art, x, mask, y)
    keep_np = (x > 0) & mask
    expected = ([keep_np] if return_keep else []) + [np.where(keep_np.T, y, 0), keep_np.any(axis=1)]
    assert len(out) == len(expected)
    for got, want in zip(out, expected):
        assert got.dtype == want.dtype and got.shape == want.shape
        np.testing.assert_array_equal(got, want)
    # the bool results are real numpy bools: one byte, 0 or 1
    for got in out:
        if got.dtype == bool:
            assert set(np.unique(got.view(np.uint8))) <= {0, 1}


def test_i1_constant_and_saved_artifact(tmp_path):
    art = mlir_stitch.compile(CONSTANT)
    consts = [b for b in art.manifest["buffers"] if b["kind"] == "const"]
    assert [(b["dtype"], b["shape"]) for b in consts] == [("bool", [2, 4])]
    art.save(tmp_path / "art")
    fn = mlir_stitch.load(str(tmp_path / "art"), backend="emulator")
    x = RNG.standard_normal((2, 4), dtype=np.float32)
    m = np.array([[1, 1, 0, 0], [1, 0, 1, 0]], bool)
    y, k = fn(x, m)
    np.testing.assert_array_equal(k, CONSTANT_VALUE ^ m)
    np.testing.assert_array_equal(y, np.where(CONSTANT_VALUE ^ m, x, 0))


def test_bool_arguments_are_checked():
    fn = mlir_stitch.load(mlir_stitch.compile(CONSTANT), backend="emulator")
    x = np.zeros((2, 4), np.float32)
    with pytest.raises(ArgumentError, match=r"expected bool\[2, 4\]"):
        fn(x, np.zeros((2, 4), np.uint8))
