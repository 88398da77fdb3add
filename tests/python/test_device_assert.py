"""cf.assert inside a linalg body (torch-mlir guards reciprocals with one) survives lowering and
the emulator enforces it like a GPU: a false condition on any lane fails the launch."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.runtime.errors import StitchError

GUARDED_RECIPROCAL = """
#id = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
    ^bb0(%a: f32, %o: f32):
      %nz = arith.cmpf one, %a, %zero : f32
      cf.assert %nz, "unimplemented: tensor with zero element"
      %v = arith.divf %one, %a : f32
      linalg.yield %v : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
"""


@pytest.fixture(scope="module")
def reciprocal():
    return mlir_stitch.load(mlir_stitch.compile(GUARDED_RECIPROCAL, resources=False), backend="emulator")


def test_assertion_that_holds(reciprocal):
    x = np.arange(1, 65, dtype=np.float32)
    (y,) = reciprocal(x)
    np.testing.assert_allclose(y, 1 / x, rtol=1e-6)


def test_assertion_that_fails_names_the_message_and_lane(reciprocal):
    x = np.arange(1, 65, dtype=np.float32)
    x[37] = 0
    with pytest.raises(StitchError, match=r"cf.assert at line \d+, block \(0,0,0\), thread \(37,0,0\): "
                                          r"device assertion failed: unimplemented: tensor with zero"):
        reciprocal(x)
