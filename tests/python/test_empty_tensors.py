"""0-size tensors: ops over an empty domain launch nothing, results come back as empty arrays
of the right shape, and a reduction over an empty dimension still yields its init."""
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.errors import CompileError

LIT = Path(__file__).parents[1] / "filecheck" / "passes" / "stitch-normalize-empty.mlir"

ALL_EMPTY = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<3x0xf32>) -> tensor<3x0xf32> {
  %e = tensor.empty() : tensor<3x0xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x0xf32>) outs(%e : tensor<3x0xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<3x0xf32>
  return %r : tensor<3x0xf32>
}
"""

UNINITIALISED = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%y: tensor<4x0xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<4x0xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}
"""


def test_empty_results_and_reductions_over_empty_dims():
    art = mlir_stitch.compile(LIT.read_text(), resources=False)
    assert art.report["kernel_count"] == 1  # only the fill: the sum over 0 elements is its init
    fn = mlir_stitch.load(art, backend="emulator")
    acc = np.array([3, -1, 2, 5], np.float32)
    r, s, n, m = fn(np.zeros((0, 8), np.float32), np.zeros((4, 0), np.float32), acc)
    assert (r.shape, n.shape) == ((0, 8), (4, 0))
    assert r.dtype == n.dtype == np.float32
    np.testing.assert_array_equal(s, np.zeros(4, np.float32))  # np.sum over an empty axis
    np.testing.assert_array_equal(m, acc)  # max(acc, nothing) is acc


def test_a_graph_of_empty_tensors_launches_nothing():
    art = mlir_stitch.compile(ALL_EMPTY, resources=False)
    assert art.report["kernel_count"] == 0
    assert not [s for s in art.manifest["steps"] if s["op"] == "launch"]
    (r,) = mlir_stitch.load(art, backend="emulator")(np.zeros((3, 0), np.float32))
    assert r.shape == (3, 0) and r.dtype == np.float32


def test_reduction_over_an_empty_dim_into_an_uninitialised_output_is_refused():
    with pytest.raises(CompileError, match="reduces over an empty dimension into an uninitialised "
                                           "output") as info:
        mlir_stitch.compile(UNINITIALISED)
    assert info.value.location.endswith(":6:8")


def test_schedule_refuses_an_empty_domain_left_by_a_pipeline_without_normalize():
    from mlir_stitch.compiler.pipeline import run_pipeline
    from mlir_stitch.compiler.source import new_context, parse_source

    with new_context() as context:
        module = parse_source(ALL_EMPTY, context)
        with pytest.raises(CompileError, match=r"iterates over an empty domain \[3, 0\]: run "
                                               r"stitch-normalize first"):
            run_pipeline(module, "builtin.module(stitch-classify,stitch-fusion-plan,stitch-schedule)")
