"""tensor.extract_slice / concat / insert_slice, rewritten into linalg.generic copies by
stitch-normalize (transforms/slices.py): compiled end to end, run on the emulator and compared
with numpy (exact: the ops only move data); unsupported forms fail with a located error."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source

ROW = "affine_map<(d0, d1) -> (d0)>"
FULL = "affine_map<(d0, d1) -> (d0, d1)>"


def run(text: str, *args):
    art = mlir_stitch.compile(text)
    fn = mlir_stitch.load(art, backend="emulator")
    results = fn(*args)
    assert fn.stats.races == []
    return art, results


def rand(*shape, seed=0):
    return np.random.default_rng(seed + len(shape)).standard_normal(shape).astype(np.float32)


def test_extract_slice_forms():
    """Offsets, a leading part, strides (also negative), rank-reducing with a non-zero
    offset on the dropped dimension, a whole-tensor slice."""
    text = """
func.func @main(%x: tensor<2x8x12xf32>, %m: tensor<3x8xf32>) -> (tensor<2x8x4xf32>, tensor<2x8x4xf32>,
    tensor<2x4xf32>, tensor<4x3xf32>, tensor<8xf32>, tensor<3x8xf32>) {
  %a = tensor.extract_slice %x[0, 0, 4] [2, 8, 4] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x4xf32>
  %b = tensor.extract_slice %x[0, 0, 0] [2, 8, 4] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x4xf32>
  %c = tensor.extract_slice %x[1, 3, 0] [1, 2, 4] [1, 2, 3] : tensor<2x8x12xf32> to tensor<2x4xf32>
  %d = tensor.extract_slice %m[2, 7] [4, 3] [0, -2] : tensor<3x8xf32> to tensor<4x3xf32>
  %e = tensor.extract_slice %m[2, 0] [1, 8] [1, 1] : tensor<3x8xf32> to tensor<8xf32>
  %f = tensor.extract_slice %m[0, 0] [3, 8] [1, 1] : tensor<3x8xf32> to tensor<3x8xf32>
  return %a, %b, %c, %d, %e, %f : tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x4xf32>,
    tensor<4x3xf32>, tensor<8xf32>, tensor<3x8xf32>
}"""
    x, m = rand(2, 8, 12), rand(3, 8)
    _, got = run(text, x, m)
    want = [x[:, :, 4:8], x[:, :, :4], x[1, 3:7:2, 0:12:3], np.stack([m[2, 7:1:-2]] * 4),
            m[2], m]
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_concat_and_insert_slice():
    text = """
func.func @main(%y: tensor<2x8x4xf32>, %x: tensor<2x8x12xf32>, %z: tensor<2x1x12xf32>,
    %d: tensor<6x10xf32>, %s: tensor<3x4xf32>, %v: tensor<4xf32>)
    -> (tensor<2x8x16xf32>, tensor<2x17x12xf32>, tensor<6x10xf32>, tensor<6x10xf32>) {
  %c = tensor.concat dim(2) %y, %x : (tensor<2x8x4xf32>, tensor<2x8x12xf32>) -> tensor<2x8x16xf32>
  %c3 = tensor.concat dim(1) %x, %z, %x : (tensor<2x8x12xf32>, tensor<2x1x12xf32>, tensor<2x8x12xf32>) -> tensor<2x17x12xf32>
  %e = tensor.insert_slice %s into %d[2, 5] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<6x10xf32>
  %r = tensor.insert_slice %v into %d[5, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<6x10xf32>
  return %c, %c3, %e, %r : tensor<2x8x16xf32>, tensor<2x17x12xf32>, tensor<6x10xf32>, tensor<6x10xf32>
}"""
    y, x, z, d, s, v = rand(2, 8, 4), rand(2, 8, 12), rand(2, 1, 12, seed=5), rand(6, 10), rand(3, 4, seed=1), rand(4)
    _, got = run(text, y, x, z, d, s, v)
    e = d.copy()
    e[2:5, 5:9] = s
    r = d.copy()
    r[5, 0:4] = v
    want = [np.concatenate([y, x], 2), np.concatenate([x, z, x], 1), e, r]
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_slices_fuse_with_consumers_and_reductions():
    """Slice copies read kernel inputs through shifted maps, so they fuse with their
    elementwise consumers and a row reduction (the q/k/v split and rotary pattern); a
    slice of a value computed in a kernel is a separate kernel (the read is not local)."""
    text = f"""
func.func @main(%x: tensor<16x24xf32>) -> (tensor<16xf32>, tensor<16x8xf32>) {{
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%rows : tensor<16xf32>) -> tensor<16xf32>
  %q = tensor.extract_slice %x[0, 8] [16, 8] [1, 1] : tensor<16x24xf32> to tensor<16x8xf32>
  %k = tensor.extract_slice %x[0, 16] [16, 8] [1, 1] : tensor<16x24xf32> to tensor<16x8xf32>
  %e8 = tensor.empty() : tensor<16x8xf32>
  %p = linalg.generic {{indexing_maps = [{FULL}, {FULL}, {FULL}], iterator_types = ["parallel", "parallel"]}}
      ins(%q, %k : tensor<16x8xf32>, tensor<16x8xf32>) outs(%e8 : tensor<16x8xf32>) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  }} -> tensor<16x8xf32>
  %s = linalg.generic {{indexing_maps = [{FULL}, {ROW}], iterator_types = ["parallel", "reduction"]}}
      ins(%p : tensor<16x8xf32>) outs(%acc : tensor<16xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  }} -> tensor<16xf32>
  %lo = tensor.extract_slice %p[0, 0] [16, 4] [1, 1] : tensor<16x8xf32> to tensor<16x4xf32>
  %hi = tensor.extract_slice %p[0, 4] [16, 4] [1, 1] : tensor<16x8xf32> to tensor<16x4xf32>
  %e4 = tensor.empty() : tensor<16x4xf32>
  %n = linalg.generic {{indexing_maps = [{FULL}, {FULL}], iterator_types = ["parallel", "parallel"]}}
      ins(%hi : tensor<16x4xf32>) outs(%e4 : tensor<16x4xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  }} -> tensor<16x4xf32>
  %rot = tensor.concat dim(1) %n, %lo : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x8xf32>
  return %s, %rot : tensor<16xf32>, tensor<16x8xf32>
}}"""
    x = rand(16, 24)
    art, (s, rot) = run(text, x)
    p = x[:, 8:16] * x[:, 16:24]
    np.testing.assert_allclose(s, p.sum(1), rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(rot, np.concatenate([-p[:, 4:], p[:, :4]], 1))
    lines = [{int(o["loc"].split(":")[-2]) for o in f["ops"]} for f in art.report["fusions"]]
    # the two slices of %x are inlined into their product (9), which joins the row sum (15)
    assert {9, 15} in lines
    # the slices of %p and the negation, inlined into the concat (30), read %p at shifted
    # indices: never in the kernel computing it
    assert {30} in lines and len(lines) == 2


def test_rewritten_ir_has_no_tensor_slicing_ops():
    text = """
func.func @main(%x: tensor<1x8x16xf32>) -> (tensor<1x8x8xf32>, tensor<8x16xf32>, tensor<1x8x32xf32>) {
  %a = tensor.extract_slice %x[0, 0, 4] [1, 8, 8] [1, 1, 1] : tensor<1x8x16xf32> to tensor<1x8x8xf32>
  %b = tensor.extract_slice %x[0, 0, 0] [1, 8, 16] [1, 1, 1] : tensor<1x8x16xf32> to tensor<8x16xf32>
  %c = tensor.concat dim(2) %x, %x : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> tensor<1x8x32xf32>
  return %a, %b, %c : tensor<1x8x8xf32>, tensor<8x16xf32>, tensor<1x8x32xf32>
}"""
    with new_context() as context:
        module = parse_source(text, context)
        run_pipeline(module, "builtin.module(stitch-normalize,stitch-classify)")
        printed = str(module)
    assert "tensor.extract_slice" not in printed and "tensor.concat" not in printed
    x = rand(1, 8, 16)
    _, (a, b, c) = run(text, x)
    np.testing.assert_array_equal(a, x[:, :, 4:12])
    np.testing.assert_array_equal(b, x[0])
    np.testing.assert_array_equal(c, np.concatenate([x, x], 2))


@pytest.mark.parametrize("offsets, sizes, strides", [
    ((0, 0), (3, 4), (2, 2)),   # Swin's patch merging backward: x[:, 0::2, 0::2] scattered
    ((1, 0), (3, 8), (2, 1)),   # x[1::2]
    ((0, 1), (6, 3), (1, 3)), ((5, 7), (1, 1), (4, 5)), ((1, 2), (2, 2), (4, 7))])
def test_strided_insert_slice(offsets, sizes, strides):
    """An insert_slice writing every stride-th position (slice_scatter with a step): the
    source read at ((d + lift - start) floordiv stride) mod size, selected where the index
    is on the stride; the rest of the destination kept."""
    source = f"tensor<{sizes[0]}x{sizes[1]}xf32>"
    where = "[{}, {}] [{}, {}] [{}, {}]".format(*offsets, *sizes, *strides)
    text = f"""
func.func @main(%d: tensor<6x10xf32>, %s: {source}) -> tensor<6x10xf32> {{
  %e = tensor.insert_slice %s into %d{where} : {source} into tensor<6x10xf32>
  return %e : tensor<6x10xf32>
}}"""
    d, s = rand(6, 10), rand(*sizes, seed=3)
    _, (got,) = run(text, d, s)
    want = d.copy()
    want[offsets[0]:offsets[0] + (sizes[0] - 1) * strides[0] + 1:strides[0],
         offsets[1]:offsets[1] + (sizes[1] - 1) * strides[1] + 1:strides[1]] = s
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("index, rows, want_row", [
    ("(d0 floordiv 2 + 2) mod 3", 3, lambda i: (i // 2 + 2) % 3),  # Mamba's scan backward
    ("2 + d0 floordiv 4", 5, lambda i: 2 + i // 4),
])
def test_a_constant_added_after_a_floordiv(index, rows, want_row):
    """A read at (d floordiv k) + c, as composed slices of a strided slice_scatter give it
    (transformers' associative_scan on CPU, in Mamba's backward): it is (d + c·k) floordiv k.
    Refused as an unsupported index map before, so the slice_scatter ran in torch."""
    text = f"""
func.func @main(%x: tensor<{rows}x16xf32>) -> tensor<12x16xf32> {{
  %e = tensor.empty() : tensor<12x16xf32>
  %y = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> ({index}, d1)>,
      affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}}
      ins(%x : tensor<{rows}x16xf32>) outs(%e : tensor<12x16xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %b = arith.addf %a, %a : f32
    linalg.yield %b : f32
  }} -> tensor<12x16xf32>
  return %y : tensor<12x16xf32>
}}"""
    x = rand(rows, 16)
    _, (got,) = run(text, x)
    np.testing.assert_array_equal(got, np.stack([2 * x[want_row(i)] for i in range(12)]))


@pytest.mark.parametrize("body, message", [
    ("%a = tensor.extract_slice %x[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>",
     "dynamic offsets"),
])
def test_unsupported_forms_fail_with_a_location(body, message):
    result = "tensor<4xf32>" if "extract" in body else "tensor<8xf32>"
    text = f"""
func.func @main(%x: tensor<8xf32>, %y: tensor<4xf32>, %n: i64) -> {result} {{
  %i = arith.index_cast %n : i64 to index
  {body}
  return %a : {result}
}}"""
    with pytest.raises(CompileError) as info:
        mlir_stitch.compile(text)
    assert message in info.value.message
    assert info.value.location and info.value.location.endswith(":4:8")


def test_shifted_output_map_is_refused():
    text = """
func.func @main(%x: tensor<4xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0 + 2)>],
      iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%y : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}"""
    with pytest.raises(CompileError, match="outputs must be projected permutations"):
        mlir_stitch.compile(text)


def test_map_of_two_loops_is_refused():
    """A convolution-like `d0 + d1` read is not a shifted loop position: located error."""
    text = """
func.func @main(%x: tensor<10xf32>, %w: tensor<3xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>,
      affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<10xf32>, tensor<3xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %c : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}"""
    with pytest.raises(CompileError, match=r"\(d0 \+ d1\) is neither a projected permutation") as info:
        mlir_stitch.compile(text)
    assert info.value.location.endswith(":6:8")
