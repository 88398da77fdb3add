"""Reductions over a middle loop (softmax over dim 1, a LayerNorm over NCHW channels, a sum of
squares over dim 1) iterate it last or first with the elementwise ops around them
(transforms/reduction_order.py), on the emulator against float64 numpy: the same values, in
fewer kernels and none a fallback."""
import numpy as np
import pytest

import mlir_stitch

HEAD = """
#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#r = affine_map<(d0, d1, d2) -> (d0, d2)>
#k = affine_map<(d0, d1, d2) -> (d1)>
#f = affine_map<(d0, d1) -> ()>
#m = affine_map<(d0, d1) -> (d0, d1)>
"""


def _fill(name: str, value: str, shape: str) -> str:
    return f"""
  %empty_{name} = tensor.empty() : tensor<{shape}xf32>
  %value_{name} = arith.constant {value} : f32
  %v_{name} = linalg.generic {{indexing_maps = [#f, #m], iterator_types = ["parallel", "parallel"]}}
      ins(%value_{name} : f32) outs(%empty_{name} : tensor<{shape}xf32>) {{
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }} -> tensor<{shape}xf32>"""


def _reduce(name: str, source: str, init: str, combiner: str, b: int, c: int, n: int) -> str:
    return f"""
  %v_{name} = linalg.generic {{indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction", "parallel"]}}
      ins(%v_{source} : tensor<{b}x{c}x{n}xf32>) outs(%v_{init} : tensor<{b}x{n}xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %s = {combiner} %a, %o : f32
    linalg.yield %s : f32
  }} -> tensor<{b}x{n}xf32>"""


def _map(name: str, ins: list, body: str, b: int, c: int, n: int) -> str:
    """An elementwise op over [b, c, n]: `ins` are (value, map, type) triples, `body` the ops
    between the block's arguments %a0.. and the yield of %y."""
    args = ", ".join(f"%a{i}: f32" for i in range(len(ins)))
    return f"""
  %empty_{name} = tensor.empty() : tensor<{b}x{c}x{n}xf32>
  %v_{name} = linalg.generic {{indexing_maps = [{", ".join(m for _, m, _ in ins)}, #x],
      iterator_types = ["parallel", "parallel", "parallel"]}}
      ins({", ".join("%v_" + v for v, _, _ in ins)} : {", ".join(t for _, _, t in ins)})
      outs(%empty_{name} : tensor<{b}x{c}x{n}xf32>) {{
  ^bb0({args}, %o: f32):
    {body}
    linalg.yield %y : f32
  }} -> tensor<{b}x{c}x{n}xf32>"""


def masked_softmax(b: int, c: int, n: int) -> str:
    """softmax over dim 1 of [b, c, n], positions c > n of each row masked off by their loop
    indices (linalg.index of d1 and d2: renumbered with the loops)."""
    full, red = f"tensor<{b}x{c}x{n}xf32>", f"tensor<{b}x{n}xf32>"
    masked = """%i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %late = arith.cmpi ugt, %i, %j : index
    %ninf = arith.constant -1.0e+30 : f32
    %y = arith.select %late, %ninf, %a0 : f32"""
    return HEAD + f"func.func @main(%v_x0: {full}) -> {full} {{" \
        + _map("x", [("x0", "#x", full)], masked, b, c, n) \
        + _fill("lo", "-3.0e+38", f"{b}x{n}") + _reduce("mx", "x", "lo", "arith.maximumf", b, c, n) \
        + _map("ex", [("x", "#x", full), ("mx", "#r", red)],
               "%d = arith.subf %a0, %a1 : f32\n    %y = math.exp %d : f32", b, c, n) \
        + _fill("z", "0.0", f"{b}x{n}") + _reduce("sm", "ex", "z", "arith.addf", b, c, n) \
        + _map("out", [("ex", "#x", full), ("sm", "#r", red)], "%y = arith.divf %a0, %a1 : f32", b, c, n) \
        + f"\n  return %v_out : {full}\n}}\n"


def channel_layernorm(b: int, c: int, n: int) -> str:
    """ConvNeXt's LayerNorm over the channels of [b, c, n] (n: H·W), with a weight over c."""
    full, red = f"tensor<{b}x{c}x{n}xf32>", f"tensor<{b}x{n}xf32>"
    inv = 1.0 / c
    return HEAD + f"func.func @main(%v_x: {full}, %v_w: tensor<{c}xf32>) -> {full} {{" \
        + _fill("z", "0.0", f"{b}x{n}") + _reduce("s", "x", "z", "arith.addf", b, c, n) \
        + _map("d", [("x", "#x", full), ("s", "#r", red)],
               f"%k = arith.constant {inv:e} : f32\n    %mu = arith.mulf %a1, %k : f32\n"
               "    %y = arith.subf %a0, %mu : f32", b, c, n) \
        + _map("sq", [("d", "#x", full)], "%y = arith.mulf %a0, %a0 : f32", b, c, n) \
        + _fill("z2", "0.0", f"{b}x{n}") + _reduce("v", "sq", "z2", "arith.addf", b, c, n) \
        + _map("out", [("d", "#x", full), ("v", "#r", red), ("w", "#k", f"tensor<{c}xf32>")],
               f"%k = arith.constant {inv:e} : f32\n    %eps = arith.constant 1.0e-06 : f32\n"
               "    %var = arith.mulf %a1, %k : f32\n    %ve = arith.addf %var, %eps : f32\n"
               "    %rs = math.rsqrt %ve : f32\n    %nd = arith.mulf %a0, %rs : f32\n"
               "    %y = arith.mulf %nd, %a2 : f32", b, c, n) \
        + f"\n  return %v_out : {full}\n}}\n"


def sum_of_squares(b: int, c: int, n: int, also_squares: bool = False) -> str:
    """sum over dim 1 of x·x (and, with `also_squares`, the squares themselves)."""
    full, red = f"tensor<{b}x{c}x{n}xf32>", f"tensor<{b}x{n}xf32>"
    results = f"{red}, {full}" if also_squares else red
    returned = "%v_s, %v_sq" if also_squares else "%v_s"
    return HEAD + f"func.func @main(%v_x: {full}) -> ({results}) {{" \
        + _map("sq", [("x", "#x", full)], "%y = arith.mulf %a0, %a0 : f32", b, c, n) \
        + _fill("z", "0.0", f"{b}x{n}") + _reduce("s", "sq", "z", "arith.addf", b, c, n) \
        + f"\n  return {returned} : {results}\n}}\n"


def centered(b: int, c: int, n: int) -> str:
    """x - sum over dim 1 of x: one reduction read back (its group keeps its order)."""
    full, red = f"tensor<{b}x{c}x{n}xf32>", f"tensor<{b}x{n}xf32>"
    return HEAD + f"func.func @main(%v_x: {full}) -> {full} {{" \
        + _fill("z", "0.0", f"{b}x{n}") + _reduce("s", "x", "z", "arith.addf", b, c, n) \
        + _map("out", [("x", "#x", full), ("s", "#r", red)], "%y = arith.subf %a0, %a1 : f32", b, c, n) \
        + f"\n  return %v_out : {full}\n}}\n"


def _softmax_reference(x):
    c, n = x.shape[1], x.shape[2]
    late = np.arange(c)[:, None] > np.arange(n)[None, :]
    x = np.where(late[None], -1e30, x.astype(np.float64))
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _layernorm_reference(x, w):
    x = x.astype(np.float64)
    d = x - x.mean(axis=1, keepdims=True)
    return d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-6) * w[None, :, None]


def _run(text: str, *inputs):
    art = mlir_stitch.compile(text, cache=False)
    fn = mlir_stitch.load(art, backend="emulator")
    return art.report, fn(*inputs)


def _fallbacks(report) -> list:
    """The templates of the fallback kernels (loop or reduce kernels: no stitch template)."""
    return [f["template"] for f in report["fusions"] if f["kind"] == "kernel"]


@pytest.mark.parametrize("shape", [(2, 24, 16), (3, 7, 33), (2, 130, 5)])
def test_softmax_over_the_middle_loop_is_one_row_kernel_and_a_transpose(shape):
    x = np.random.default_rng(1).standard_normal(shape).astype(np.float32) * 3
    report, (y,) = _run(masked_softmax(*shape), x)
    np.testing.assert_allclose(y, _softmax_reference(x), rtol=1e-5, atol=1e-6)
    assert report["kernel_count"] <= 2 and not _fallbacks(report)  # before: 5 with 2 fallbacks
    assert any(f["template"] == "row" for f in report["fusions"])


def test_channel_layernorm_is_one_row_kernel_and_a_transpose():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 48, 49)).astype(np.float32) + 1
    w = rng.standard_normal(48).astype(np.float32)
    report, (y,) = _run(channel_layernorm(2, 48, 49), x, w)
    np.testing.assert_allclose(y, _layernorm_reference(x, w), rtol=1e-4, atol=1e-5)
    assert report["kernel_count"] <= 2 and not _fallbacks(report)


def test_a_middle_sum_of_squares_is_one_column_kernel():
    x = np.random.default_rng(3).standard_normal((4, 37, 24)).astype(np.float32)
    report, (s,) = _run(sum_of_squares(4, 37, 24), x)
    np.testing.assert_allclose(s, (x.astype(np.float64) ** 2).sum(axis=1), rtol=1e-5, atol=1e-5)
    assert report["kernel_count"] == 1 and report["fusions"][0]["template"] == "column"


def test_squares_read_outside_keep_their_order():
    x = np.random.default_rng(4).standard_normal((4, 37, 24)).astype(np.float32)
    report, (s, sq) = _run(sum_of_squares(4, 37, 24, also_squares=True), x)
    np.testing.assert_allclose(s, (x.astype(np.float64) ** 2).sum(axis=1), rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(sq, x * x)
    # the squares stay a flat kernel; the sum reads them through the permutation, a column kernel
    assert report["kernel_count"] == 2 and not _fallbacks(report)


def test_one_reduction_read_back_is_a_column_kernel_its_reader_keeps_its_order():
    x = np.random.default_rng(5).standard_normal((3, 20, 10)).astype(np.float32)
    report, (y,) = _run(centered(3, 20, 10), x)
    np.testing.assert_allclose(y, x - x.astype(np.float64).sum(axis=1, keepdims=True),
                               rtol=1e-5, atol=1e-5)
    assert [f["template"] for f in report["fusions"]] == ["column", "flat"]
