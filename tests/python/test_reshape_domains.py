"""Elementwise ops reading a computed value through reshapes of real dimensions iterate over
that value's shape instead (analysis/reshape_domain.py, transforms/reshape_domains.py, run by
stitch-normalize): GroupNorm's statistics and per-channel affine become one kernel. Compiled end
to end, run on the emulator and compared with numpy, with the kernel counts that show where a
fold happened and where it must be refused."""
import itertools

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.analysis.reshape_domain import dim_pieces


def run(text: str, *args):
    art = mlir_stitch.compile(text, resources=False)
    fn = mlir_stitch.load(art, backend="emulator")
    results = fn(*args)
    assert fn.stats.races == []
    return art, results


def rand(*shape, seed=0):
    return np.random.default_rng(seed + sum(shape)).standard_normal(shape).astype(np.float32)


def group_norm(n: int, c: int, g: int, h: int, w: int) -> str:
    """GroupNorm as torch-mlir exports it: statistics over an [N, G, C/G*H*W] view of x, the
    normalised value reshaped back to [N, C, H, W], then weight and bias per channel."""
    k = c // g * h * w
    x, v, s = f"tensor<{n}x{c}x{h}x{w}xf32>", f"tensor<{n}x{g}x{k}xf32>", f"tensor<{n}x{g}xf32>"
    return f"""
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @main(%wt: tensor<{c}xf32>, %bs: tensor<{c}xf32>, %x: {x}) -> {x} {{
  %zero = arith.constant 0.0 : f32
  %count = arith.constant {float(k)} : f32
  %eps = arith.constant 1.0e-5 : f32
  %flat = tensor.collapse_shape %x [[0], [1, 2, 3]] : {x} into tensor<{n}x{c * h * w}xf32>
  %xg = tensor.expand_shape %flat [[0], [1, 2]] output_shape [{n}, {g}, {k}] : tensor<{n}x{c * h * w}xf32> into {v}
  %se = tensor.empty() : {s}
  %acc = linalg.fill ins(%zero : f32) outs(%se : {s}) -> {s}
  %sum = linalg.generic {{indexing_maps = [#id3, #row], iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%xg : {v}) outs(%acc : {s}) {{
    ^bb0(%a: f32, %o: f32):
      %r = arith.addf %a, %o : f32
      linalg.yield %r : f32
  }} -> {s}
  %ve = tensor.empty() : {v}
  %cen = linalg.generic {{indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%xg, %sum : {v}, {s}) outs(%ve : {v}) {{
    ^bb0(%a: f32, %t: f32, %o: f32):
      %m = arith.divf %t, %count : f32
      %d = arith.subf %a, %m : f32
      linalg.yield %d : f32
  }} -> {v}
  %sq = linalg.generic {{indexing_maps = [#id3, #row], iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%cen : {v}) outs(%acc : {s}) {{
    ^bb0(%a: f32, %o: f32):
      %p = arith.mulf %a, %a : f32
      %r = arith.addf %p, %o : f32
      linalg.yield %r : f32
  }} -> {s}
  %rs = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}}
      ins(%sq : {s}) outs(%se : {s}) {{
    ^bb0(%a: f32, %o: f32):
      %var = arith.divf %a, %count : f32
      %ve2 = arith.addf %var, %eps : f32
      %r = math.rsqrt %ve2 : f32
      linalg.yield %r : f32
  }} -> {s}
  %nrm = linalg.generic {{indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%cen, %rs : {v}, {s}) outs(%ve : {v}) {{
    ^bb0(%a: f32, %r: f32, %o: f32):
      %y = arith.mulf %a, %r : f32
      linalg.yield %y : f32
  }} -> {v}
  %nf = tensor.collapse_shape %nrm [[0], [1, 2]] : {v} into tensor<{n}x{c * h * w}xf32>
  %n4 = tensor.expand_shape %nf [[0], [1, 2, 3]] output_shape [{n}, {c}, {h}, {w}] : tensor<{n}x{c * h * w}xf32> into {x}
  %xe = tensor.empty() : {x}
  %scaled = linalg.generic {{indexing_maps = [#id4, #ch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%n4, %wt : {x}, tensor<{c}xf32>) outs(%xe : {x}) {{
    ^bb0(%a: f32, %s: f32, %o: f32):
      %y = arith.mulf %a, %s : f32
      linalg.yield %y : f32
  }} -> {x}
  %out = linalg.generic {{indexing_maps = [#id4, #ch, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%scaled, %bs : {x}, tensor<{c}xf32>) outs(%xe : {x}) {{
    ^bb0(%a: f32, %b: f32, %o: f32):
      %y = arith.addf %a, %b : f32
      linalg.yield %y : f32
  }} -> {x}
  return %out : {x}
}}"""


def group_norm_ref(x, weight, bias, g):
    n, c, h, w = x.shape
    xg = x.astype(np.float64).reshape(n, g, -1)
    mean = xg.mean(-1, keepdims=True)
    var = ((xg - mean) ** 2).mean(-1, keepdims=True)
    y = ((xg - mean) / np.sqrt(var + 1e-5)).reshape(n, c, h, w)
    return y * weight[None, :, None, None] + bias[None, :, None, None]


@pytest.mark.parametrize("n,c,g,h,w", [
    (2, 8, 2, 3, 3),   # 4 channels per group: weight read at (g, j floordiv 9)
    (2, 6, 6, 2, 5),   # one channel per group: the channel is the group, a plain index
    (3, 4, 1, 2, 2),   # one group: the group dimension is a unit dim folded away first
    (2, 32, 8, 7, 7),
])
def test_group_norm_is_one_kernel(n, c, g, h, w):
    x, weight, bias = rand(n, c, h, w), rand(c, seed=1), rand(c, seed=2)
    art, (y,) = run(group_norm(n, c, g, h, w), weight, bias, x)
    assert art.report["kernel_count"] == 1
    assert art.report["global_bytes"] == art.report["min_global_bytes"]
    np.testing.assert_allclose(y, group_norm_ref(x, weight, bias, g), rtol=1e-4, atol=1e-5)


CHAIN = """
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#lead = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#tail = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#mid = affine_map<(d0, d1, d2, d3) -> (d2)>
#last = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @main(%x: tensor<4x6x10xf32>, %a: tensor<24x2xf32>, %t: tensor<2x5xf32>,
    %m: tensor<2xf32>, %l: tensor<5xf32>) -> tensor<24x2x5xf32> {
  %e3 = tensor.empty() : tensor<4x6x10xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<4x6x10xf32>) outs(%e3 : tensor<4x6x10xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.exp %v : f32
      linalg.yield %r : f32
  } -> tensor<4x6x10xf32>
  %c = tensor.collapse_shape %y [[0, 1], [2]] : tensor<4x6x10xf32> into tensor<24x10xf32>
  %z = tensor.expand_shape %c [[0], [1, 2]] output_shape [24, 2, 5] : tensor<24x10xf32> into tensor<24x2x5xf32>
  %z4 = tensor.expand_shape %z [[0], [1], [2, 3]] output_shape [24, 2, 5, 1] : tensor<24x2x5xf32> into tensor<24x2x5x1xf32>
  %zc = tensor.collapse_shape %z4 [[0], [1], [2, 3]] : tensor<24x2x5x1xf32> into tensor<24x2x5xf32>
  %e4 = tensor.empty() : tensor<24x2x5xf32>
  %r1 = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d0, d1)>,
      affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d2)>, #id3],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%zc, %a, %t, %m, %l : tensor<24x2x5xf32>, tensor<24x2xf32>, tensor<2x5xf32>, tensor<2xf32>, tensor<5xf32>)
      outs(%e4 : tensor<24x2x5xf32>) {
    ^bb0(%v: f32, %av: f32, %tv: f32, %mv: f32, %lv: f32, %o: f32):
      %p = arith.mulf %v, %av : f32
      %q = arith.addf %p, %tv : f32
      %s = arith.mulf %q, %mv : f32
      %u = arith.subf %s, %lv : f32
      linalg.yield %u : f32
  } -> tensor<24x2x5xf32>
  %r2 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r1 : tensor<24x2x5xf32>) outs(%e4 : tensor<24x2x5xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.tanh %v : f32
      linalg.yield %r : f32
  } -> tensor<24x2x5xf32>
  return %r2 : tensor<24x2x5xf32>
}"""


def test_reshape_chain_folds_through_consumers():
    """[4,6,10] -> [24,10] -> [24,2,5] -> [24,2,5,1] -> [24,2,5]: the two ops after it run over
    [4,6,10] with their operands read at divided and wrapped indices ([24,2] expanded on the
    host to [4,6,2], [2,5] collapsed there to [10], [2] at d2 floordiv 5, [5] at d2 mod 5):
    exp and both ops are one kernel (without the fold, the reshape splits them in two)."""
    x, a, t, m, l = rand(4, 6, 10), rand(24, 2), rand(2, 5), rand(2), rand(5)
    art, (got,) = run(CHAIN, x, a, t, m, l)
    assert art.report["kernel_count"] == 1
    z = np.exp(x.astype(np.float64)).reshape(24, 2, 5)
    want = np.tanh((z * a[:, :, None] + t[None]) * m[None, :, None] - l[None, None, :])
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


REFUSED = """
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ch = affine_map<(d0, d1, d2) -> (d1)>
#swap = affine_map<(d0, d1, d2) -> (d2, d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<3x24xf32>, %w: tensor<4xf32>, %s: tensor<6x4xf32>)
    -> (tensor<3x4x6xf32>, tensor<3x4x6xf32>, tensor<3x4x6xf32>) {
  %e2 = tensor.empty() : tensor<3x24xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x24xf32>) outs(%e2 : tensor<3x24xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.exp %v : f32
      linalg.yield %r : f32
  } -> tensor<3x24xf32>
  %z = tensor.expand_shape %y [[0], [1, 2]] output_shape [3, 4, 6] : tensor<3x24xf32> into tensor<3x4x6xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %cw = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%w : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.sin %v : f32
      linalg.yield %r : f32
  } -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<3x4x6xf32>
  %computed = linalg.generic {indexing_maps = [#id3, #ch, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%z, %cw : tensor<3x4x6xf32>, tensor<4xf32>) outs(%e3 : tensor<3x4x6xf32>) {
    ^bb0(%v: f32, %c: f32, %o: f32):
      %r = arith.mulf %v, %c : f32
      linalg.yield %r : f32
  } -> tensor<3x4x6xf32>
  %swapped = linalg.generic {indexing_maps = [#id3, #swap, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%z, %s : tensor<3x4x6xf32>, tensor<6x4xf32>) outs(%e3 : tensor<3x4x6xf32>) {
    ^bb0(%v: f32, %c: f32, %o: f32):
      %r = arith.addf %v, %c : f32
      linalg.yield %r : f32
  } -> tensor<3x4x6xf32>
  %host = linalg.generic {indexing_maps = [#id3, #ch, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%z, %w : tensor<3x4x6xf32>, tensor<4xf32>) outs(%e3 : tensor<3x4x6xf32>) {
    ^bb0(%v: f32, %c: f32, %o: f32):
      %r = arith.subf %v, %c : f32
      linalg.yield %r : f32
  } -> tensor<3x4x6xf32>
  return %computed, %swapped, %host : tensor<3x4x6xf32>, tensor<3x4x6xf32>, tensor<3x4x6xf32>
}"""


def test_refused_folds_keep_their_reshape_and_compute_right():
    """A channel scale computed in the graph (sin(w)) would be read at a divided index of the
    folded loops, which a fused kernel only allows for kernel inputs; a transposed [6, 4]
    operand would read one folded loop twice: both keep their shape and the reshape before
    them (a kernel boundary). The host-held weight's reader folds into exp's kernel."""
    x, w, s = rand(3, 24), rand(4), rand(6, 4)
    art, (computed, swapped, host) = run(REFUSED, x, w, s)
    z = np.exp(x.astype(np.float64)).reshape(3, 4, 6)
    np.testing.assert_allclose(computed, z * np.sin(w.astype(np.float64))[None, :, None], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(swapped, z + s.T[None], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(host, z - w[None, :, None], rtol=1e-5, atol=1e-6)
    assert art.report["kernel_count"] == 2, art.report["fusions"]


CONSTANT = """
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ch = affine_map<(d0, d1, d2) -> (d1)>
func.func @main(%x: tensor<2x2x12xf32>) -> tensor<2x4x6xf32> {
  %k = arith.constant dense<[1.0, -2.0, 3.0, 0.5]> : tensor<4xf32>
  %e = tensor.empty() : tensor<2x2x12xf32>
  %y = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x2x12xf32>) outs(%e : tensor<2x2x12xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = math.exp %v : f32
      linalg.yield %r : f32
  } -> tensor<2x2x12xf32>
  %f = tensor.collapse_shape %y [[0], [1, 2]] : tensor<2x2x12xf32> into tensor<2x24xf32>
  %z = tensor.expand_shape %f [[0], [1, 2]] output_shape [2, 4, 6] : tensor<2x24xf32> into tensor<2x4x6xf32>
  %e3 = tensor.empty() : tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id3, #ch, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%z, %k : tensor<2x4x6xf32>, tensor<4xf32>) outs(%e3 : tensor<2x4x6xf32>) {
    ^bb0(%v: f32, %c: f32, %o: f32):
      %m = arith.mulf %v, %c : f32
      linalg.yield %m : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}"""


def test_constant_operand_is_reshaped_on_the_host():
    """A constant channel vector spanning two folded loops is reshaped like an argument (a
    host view of the constant): one kernel."""
    x = rand(2, 2, 12)
    art, (got,) = run(CONSTANT, x)
    assert art.report["kernel_count"] == 1
    want = np.exp(x.astype(np.float64)).reshape(2, 4, 6) * np.array([1.0, -2.0, 3.0, 0.5])[None, :, None]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def _recomposed(pieces, new_index) -> int:
    value = 0
    for p in pieces:
        value = value * p.size + (new_index[p.dim] // p.divisor) % p.size
    return value


def _single_loop_function(old, new, i) -> bool:
    """Old index i is a function of one new index alone (brute force over the positions)."""
    positions = [(np.unravel_index(f, old)[i], np.unravel_index(f, new)) for f in range(int(np.prod(old)))]
    for j in range(len(new)):
        seen = {}
        if all(seen.setdefault(at[j], value) == value for value, at in positions):
            return True
    return False


def _check_pieces(old, new) -> list:
    """Each old index recomposed from its pieces equals numpy's unravel of the same flat
    position; a dimension given as None is indeed no function of a single new loop."""
    pieces = dim_pieces(old, new)
    for flat in range(int(np.prod(old))):
        old_index, new_index = np.unravel_index(flat, old), np.unravel_index(flat, new)
        for i, own in enumerate(pieces):
            if own is not None:
                assert _recomposed(own, new_index) == old_index[i], (old, new, i, flat)
    for i, own in enumerate(pieces):
        if own is None:
            assert old[i] > 1 and not _single_loop_function(old, new, i), (old, new, i)
    return pieces


@pytest.mark.parametrize("old,new", [
    ((8, 32, 28, 28), (8, 8, 3136)), ((4, 6, 10), (24, 2, 5)), ((2, 3), (3, 2)),
    ((6, 4), (2, 12)), ((2, 2, 6), (4, 3, 2)), ((12,), (3, 4)), ((3, 1, 4), (2, 6)),
    ((5, 7), (35,)), ((4, 9), (6, 6)),
])
def test_dim_pieces_read_the_old_index(old, new):
    _check_pieces(old, new)


def test_dim_pieces_cover_every_factorisation():
    """Every pair of shapes of volume 24 (ordered factorisations) passes the check above, and
    every dimension of a reshape that only splits or merges (one shape refines the other)
    gets pieces."""
    shapes = [s for r in range(1, 5) for s in itertools.product([2, 3, 4, 6, 12, 24], repeat=r)
              if int(np.prod(s)) == 24]
    for old, new in itertools.product(shapes, shapes):
        pieces = _check_pieces(old, new)
        if _refines(old, new) or _refines(new, old):
            assert None not in pieces, (old, new)


def _refines(fine, coarse) -> bool:
    """`fine` splits each dimension of `coarse` into consecutive factors."""
    k = 0
    for size in coarse:
        product = 1
        while product < size and k < len(fine):
            product *= fine[k]
            k += 1
        if product != size:
            return False
    return k == len(fine)
