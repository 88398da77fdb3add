"""A heavy op over [B, S] broadcast into ops over [B, S, H] (AStitch's heavy elementwise
dominant): the row template without reductions computes each row's value once, in the row's
leader, shares it through shared memory, and every thread applies it to its elements. One
launch, and the emulator counts each transcendental once per row (redundancy 1.00)."""
import numpy as np
import pytest

import mlir_stitch


def program(b: int, s: int, h: int) -> str:
    full, row = f"tensor<{b}x{s}x{h}xf32>", f"tensor<{b}x{s}xf32>"
    return f"""
#full = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#bcast = affine_map<(d0, d1, d2) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: {full}, %s: {row}, %r: {full}) -> {full} {{
  %re = tensor.empty() : {row}
  %fe = tensor.empty() : {full}
  %g = linalg.generic {{indexing_maps = [#row, #row], iterator_types = ["parallel", "parallel"]}}
      ins(%s : {row}) outs(%re : {row}) {{
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    %e = math.exp %t : f32
    linalg.yield %e : f32
  }} -> {row}
  %y = linalg.generic {{indexing_maps = [#full, #bcast, #full, #full],
      iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x, %g, %r : {full}, {row}, {full}) outs(%fe : {full}) {{
  ^bb0(%a: f32, %k: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    %p = arith.addf %m, %c : f32
    linalg.yield %p : f32
  }} -> {full}
  return %y : {full}
}}"""


@pytest.mark.parametrize("b,s,h,rows_per_block,split", [
    (4, 64, 512, 2, 1),     # two rows of 128 threads per block
    (2, 3, 37, 8, 1),       # short ragged rows, horizontally packed
    (1, 200, 20000, 1, 2),  # rows split over 2 blocks: no reduction, so no grid barrier
])
def test_heavy_row_op_before_a_broadcast_is_computed_once_per_row(b, s, h, rows_per_block, split):
    rng = np.random.default_rng(h)
    x, r = (rng.standard_normal((b, s, h), dtype=np.float32) for _ in range(2))
    scale = rng.standard_normal((b, s), dtype=np.float32)
    art = mlir_stitch.compile(program(b, s, h), resources=False)
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "row"
    assert f"CTA_{rows_per_block}," in fusion["template_string"]
    assert (f"SPLIT_{split}" in fusion["template_string"]) == (split > 1)
    (launch,) = [st for st in art.manifest["steps"] if st["op"] == "launch"]
    assert not launch.get("grid_barrier")
    fn = mlir_stitch.load(art, backend="emulator")
    (y,) = fn(x, scale, r)
    ref = x * np.exp(np.tanh(scale.astype(np.float64)))[:, :, None] + r
    np.testing.assert_allclose(y, ref, rtol=1e-5, atol=1e-5)
    # once per row and block holding it (a split row's blocks each compute it)
    assert fn.stats.transcendentals == {"math.tanh": b * s * split, "math.exp": b * s * split}
    assert not fn.stats.races
