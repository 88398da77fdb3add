"""f16 and bf16 tensors in every kernel template (row, flat, column, packed, loop, reduce): loads extend to
f32, the body computes in f32, each store rounds once. Each model is the f32 one with its
element type replaced, run on the emulator against a float64 numpy reference computed from the
same half-precision inputs and rounded at the output: at most one unit in the last place of
the output type apart, plus 1e-5 for outputs that cancel (computing in f16/bf16 would be many
units off)."""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch import examples
from mlir_stitch.compiler.pipeline import Pipeline
from mlir_stitch.compiler.ptx import find_ptxas

DTYPES = {"f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16)}
NEG_INF = {"f16": "0xFC00", "bf16": "0xFF80"}
INPUTS = Path(__file__).resolve().parents[1] / "filecheck" / "inputs"

# y = exp(x - 1) * 3 - b over 300x70 (masked last block) through f32 intermediate tensors, as
# torch-mlir writes a half model that upcasts: extf, f32 arithmetic, truncf.
FLAT = """
#m = affine_map<(d0, d1) -> (d0, d1)>
#c = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<300x70xf32>, %b: tensor<70xf32>) -> tensor<300x70xf32> {
  %e32 = tensor.empty() : tensor<300x70xWIDE>
  %e = tensor.empty() : tensor<300x70xf32>
  %up = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<300x70xf32>) outs(%e32 : tensor<300x70xWIDE>) {
  ^bb0(%a: f32, %o: WIDE):
    %w = EXTEND %a : f32 to WIDE
    linalg.yield %w : WIDE
  } -> tensor<300x70xWIDE>
  %y32 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%up : tensor<300x70xWIDE>) outs(%e32 : tensor<300x70xWIDE>) {
  ^bb0(%a: WIDE, %o: WIDE):
    %one = arith.constant 1.0 : WIDE
    %three = arith.constant 3.0 : WIDE
    %s = arith.subf %a, %one : WIDE
    %x1 = math.exp %s : WIDE
    %p = arith.mulf %x1, %three : WIDE
    linalg.yield %p : WIDE
  } -> tensor<300x70xWIDE>
  %y = linalg.generic {indexing_maps = [#m, #c, #m], iterator_types = ["parallel", "parallel"]}
      ins(%y32, %b : tensor<300x70xWIDE>, tensor<70xf32>) outs(%e : tensor<300x70xf32>) {
  ^bb0(%a: WIDE, %c: f32, %o: f32):
    %n = TRUNCATE %a : WIDE to f32
    %d = arith.subf %n, %c : f32
    linalg.yield %d : f32
  } -> tensor<300x70xf32>
  return %y : tensor<300x70xf32>
}
"""

# column sums (a column reduction) of a 513x40 matrix, and 0.5 * x^T (flat)
COLUMNS = """
#m = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#c = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<513x40xf32>) -> (tensor<40xf32>, tensor<40x513xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<40xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<40xf32>) -> tensor<40xf32>
  %s = linalg.generic {indexing_maps = [#m, #c], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<513x40xf32>) outs(%acc : tensor<40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  %et = tensor.empty() : tensor<40x513xf32>
  %h = linalg.generic {indexing_maps = [#t, #m], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<513x40xf32>) outs(%et : tensor<40x513xf32>) {
  ^bb0(%a: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %r = arith.mulf %a, %half : f32
    linalg.yield %r : f32
  } -> tensor<40x513xf32>
  return %s, %h : tensor<40xf32>, tensor<40x513xf32>
}
"""

# the sum of a ROWSx40 matrix: 120 values sum in a serial loop, 513 x 40 in the reduce
# template's trees
TOTAL = """
#m = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
func.func @main(%x: tensor<ROWSxCOLSxf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#m, #s], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<ROWSxCOLSxf32>) outs(%acc : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}
"""

# x * w + s with w a dense constant and s a splat one (host constants of the half type), then
# the column means of that subtracted from its transpose (a flat kernel of its own): the
# product and the sums cross kernels in memory, so they are rounded there.
CONSTANTS = """
#m = affine_map<(d0, d1) -> (d0, d1)>
#c = affine_map<(d0, d1) -> (d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<64x4xf32>) -> (tensor<64x4xf32>, tensor<4x64xf32>) {
  %w = arith.constant dense<[0.5, 1.5, -2.0, 3.0]> : tensor<4xf32>
  %s = arith.constant dense<0.25> : tensor<64x4xf32>
  %e = tensor.empty() : tensor<64x4xf32>
  %y = linalg.generic {indexing_maps = [#m, #c, #m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w, %s : tensor<64x4xf32>, tensor<4xf32>, tensor<64x4xf32>) outs(%e : tensor<64x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %p, %c : f32
    linalg.yield %r : f32
  } -> tensor<64x4xf32>
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 64.0 : f32
  %ec = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%ec : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#m, #c], iterator_types = ["reduction", "parallel"]}
      ins(%y : tensor<64x4xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %et = tensor.empty() : tensor<4x64xf32>
  %d = linalg.generic {indexing_maps = [#t, #r, #m], iterator_types = ["parallel", "parallel"]}
      ins(%y, %sum : tensor<64x4xf32>, tensor<4xf32>) outs(%et : tensor<4x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.divf %b, %n : f32
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x64xf32>
  return %y, %d : tensor<64x4xf32>, tensor<4x64xf32>
}
"""


def half_text(f32_text: str, t: str) -> str:
    """The f32 model with every f32 replaced by `t` (and -inf spelled for `t`)."""
    text = f32_text.replace("0xFF800000 : f32", f"{NEG_INF[t]} : f32").replace("f32", t)
    wide = {"WIDE": "f32", "EXTEND": "arith.extf", "TRUNCATE": "arith.truncf"}
    for key, value in wide.items():
        text = text.replace(key, value)
    return text


ATOL = 1e-5  # f32 rounding of unit-sized terms whose sum cancels to a small output


def assert_within_one_ulp(got: np.ndarray, want: np.ndarray, dtype: np.dtype) -> None:
    """|got - want rounded to dtype| <= one unit in its last place (in dtype) + ATOL."""
    info = ml_dtypes.finfo(dtype)
    wanted = np.asarray(want, np.float64).astype(dtype).astype(np.float64)
    magnitude = np.maximum(np.abs(wanted), float(info.smallest_normal))
    ulp = float(info.eps) * 2.0 ** np.floor(np.log2(magnitude))
    error = np.abs(got.astype(np.float64) - wanted)
    worst = np.argmax(error - ulp)
    assert np.all(error <= ulp + ATOL), \
        f"{got.flat[worst]} vs {wanted.flat[worst]} ({want.flat[worst]} rounded)"


def run(art, args):
    results = mlir_stitch.load(art, backend="emulator")(*args)
    return results if isinstance(results, (list, tuple)) else [results]


def check(art, args, references, dtype, template: str):
    assert template in {f["template"] for f in art.report["fusions"]}
    results = run(art, args)
    assert len(results) == len(references)
    for got, want in zip(results, references):
        assert got.dtype == dtype and got.shape == want.shape
        assert_within_one_ulp(got, want, dtype)
    return results


def sample(shape, dtype, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(dtype)


@pytest.fixture(params=sorted(DTYPES))
def half(request):
    return request.param, DTYPES[request.param]


@pytest.mark.parametrize("name", ["layernorm", "softmax", "row_normalize"])
def test_row_template(half, name):
    t, dtype = half
    art = mlir_stitch.compile(half_text(examples.path(name).read_text(), t))
    args = [a.astype(dtype) for a in examples.inputs(name)]
    references = examples.EXAMPLES[name][1](*[a.astype(np.float64) for a in args])
    check(art, args, references, dtype, "row")
    if find_ptxas() is not None:
        assert all(f["spill_bytes"] == 0 and f["stack_bytes"] == 0 for f in art.report["fusions"])


def test_layernorm_is_not_computed_in_half_precision(half):
    """A mean and variance accumulated in f16/bf16 would be many ulps off; the f32 kernel's
    output rounded once is what the reference gives."""
    t, dtype = half
    art = mlir_stitch.compile(half_text(examples.path("layernorm").read_text(), t),
                              keep_ir=True)
    kernels = art.stages["L3-kernels"]
    assert "arith.extf" in kernels and "arith.truncf" in kernels
    for op_line in kernels.splitlines():
        if "arith.addf" in op_line or "arith.mulf" in op_line or "gpu.shuffle" in op_line:
            assert op_line.rstrip().endswith(": f32"), op_line


def test_flat_template_through_f32_intermediates(half):
    t, dtype = half
    art = mlir_stitch.compile(half_text(FLAT, t))
    x, b = sample((300, 70), dtype), sample((70,), dtype, 1)
    want = np.exp(x.astype(np.float64) - 1) * 3 - b.astype(np.float64)
    check(art, [x, b], [want], dtype, "flat")


def test_packed_template(half):
    t, dtype = half
    text = half_text((INPUTS / "two_softmaxes.l1.mlir").read_text(), t)
    art = mlir_stitch.compile(text, pipeline=Pipeline().starting_at("L2"))
    args = [sample((64, 2048), dtype), sample((100, 48), dtype, 1)]
    softmax = examples.EXAMPLES["softmax"][1]
    check(art, args, [softmax(a.astype(np.float64))[0] for a in args], dtype, "packed")


@pytest.mark.parametrize("rows", [100, 513])
def test_column_template(half, rows):
    """Column sums of f16/bf16 values in the column template (f32 partials, one rounding),
    packed with the transposed product when both fit one launch."""
    t, dtype = half
    art = mlir_stitch.compile(half_text(COLUMNS.replace("513", str(rows)), t))
    assert any("COL_32" in f["template_string"] for f in art.report["fusions"])
    x = sample((rows, 40), dtype)
    wide = x.astype(np.float64)
    check(art, [x], [wide.sum(0), 0.5 * wide.T], dtype,
          "packed" if len(art.report["fusions"]) == 1 else "column")


@pytest.mark.parametrize("rows,cols,template", [(4, 30, "loop"), (513, 40, "reduce")])
def test_loop_and_reduce_templates(half, rows, cols, template):
    """A sum of 120 values is a serial loop; of 513 x 40, the reduce template's trees."""
    t, dtype = half
    art = mlir_stitch.compile(half_text(TOTAL.replace("ROWS", str(rows))
                                        .replace("COLS", str(cols)), t))
    x = sample((rows, cols), dtype)
    check(art, [x], [np.asarray(x.astype(np.float64).sum())], dtype, template)


def test_host_constants_and_buffers_between_kernels(half, tmp_path):
    t, dtype = half
    art = mlir_stitch.compile(half_text(CONSTANTS, t))
    assert art.report["kernel_count"] >= 2
    x = sample((64, 4), dtype)
    w = np.array([0.5, 1.5, -2.0, 3.0])
    exact = x.astype(np.float64) * w + 0.25
    y = exact.astype(dtype).astype(np.float64)  # stored: rounded
    sums = exact.sum(0).astype(dtype).astype(np.float64)  # summed in the kernel that makes y
    art.save(tmp_path / "art")
    for loaded in (art, str(tmp_path / "art")):  # constants also through their .npy files
        got = mlir_stitch.load(loaded, backend="emulator")(x)
        assert_within_one_ulp(got[0], y, dtype)
        assert_within_one_ulp(got[1], (y - sums / 64).T, dtype)


def test_bitcast_of_a_half_value_uses_its_bits(half):
    """|n| through the bits of a half value: truncf to the half type, bitcast, integer and,
    bitcast back and extf (the bits of a half value do not exist in its f32 register)."""
    t, dtype = half
    bits = (f"%d = arith.bitcast %n : {t} to i16\n"
            "    %mask = arith.constant 32767 : i16\n"
            "    %abs = arith.andi %d, %mask : i16\n"
            f"    %h = arith.bitcast %abs : i16 to {t}")
    text = half_text(FLAT, t).replace(f"%d = arith.subf %n, %c : {t}", bits)
    art = mlir_stitch.compile(text.replace(f"linalg.yield %d : {t}", f"linalg.yield %h : {t}"),
                              keep_ir=True)
    assert f": f32 to {t}" in art.stages["L3-kernels"] and f": {t} to i16" in art.stages["L3-kernels"]
    x, b = sample((300, 70), dtype), sample((70,), dtype, 1)
    check(art, [x, b], [np.abs(np.exp(x.astype(np.float64) - 1) * 3)], dtype, "flat")
