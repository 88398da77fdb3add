"""Column reductions inside stitched kernels (the column template, codegen/column_kernel.py):
reductions over the leading loops, threads along the kept ones, the elementwise ops that feed
them computed in registers, ops over the kept loops finished by each column's first thread;
few column tiles split the reduced positions over blocks whose partials meet after a grid
barrier (the global scheme)."""
import re
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage

INPUTS = Path(__file__).parents[1] / "filecheck" / "inputs"


def compiled(source: str, template: "str | None" = None):
    pipeline = Pipeline()
    if template:
        pipeline.replace_stage("L2", schedule_stage(f'template="{template}"'))
    return mlir_stitch.compile(source, pipeline=pipeline, resources=False)


def launches(art) -> list:
    return [s for s in art.manifest["steps"] if s["op"] == "launch"]


def within_numpy_error(got, x, axes, squares=False):
    """float32 error no larger than numpy's own pairwise float32 sum (or 2e-7 relative)."""
    x64 = x.astype(np.float64) ** 2 if squares else x.astype(np.float64)
    exact = x64.sum(axis=axes)
    numpy32 = ((x * x) if squares else x).sum(axis=axes)
    scale = np.abs(x64).sum(axis=axes)  # the error bound of a sum scales with sum |x|
    ours = np.max(np.abs(got - exact) / scale)
    theirs = np.max(np.abs(numpy32 - exact) / scale)
    assert ours <= max(theirs, 2e-7), (ours, theirs)


def test_column_sum_and_sum_of_squares_are_one_kernel_with_the_global_scheme():
    art = compiled((INPUTS / "col-sum-sumsq.mlir").read_text())
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "column"
    assert fusion["template_string"] == "reduce0[GRID_512-CTA_256-COL_32-SPLIT_16]S;"
    (launch,) = launches(art)
    assert launch["grid"] == [512, 1, 1] and launch["grid_barrier"]
    assert art.report["traffic_ratio"] <= 1.01
    x = np.random.default_rng(0).standard_normal((4096, 1024), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    s, ss = fn(x)
    within_numpy_error(s, x, 0)
    within_numpy_error(ss, x, 0, squares=True)
    assert fn.stats.grid_barriers == 1 and not fn.stats.races
    # x read once: 16 MiB of loads plus the partials
    assert fn.stats.global_load_bytes < 4096 * 1024 * 4 * 1.01


MEAN_AND_SCALED = """
#full = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#kept = affine_map<(d0, d1, d2) -> (d2)>
#vec = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<{a}x{b}x{c}xf32>) -> (tensor<{c}xf32>, tensor<{a}x{b}x{c}xf32>) {{
  %zero = arith.constant 0.0 : f32
  %n = arith.constant {count}.0 : f32
  %e = tensor.empty() : tensor<{c}xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<{c}xf32>) -> tensor<{c}xf32>
  %ef = tensor.empty() : tensor<{a}x{b}x{c}xf32>
  %ex = linalg.generic {{indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x : tensor<{a}x{b}x{c}xf32>) outs(%ef : tensor<{a}x{b}x{c}xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  }} -> tensor<{a}x{b}x{c}xf32>
  %s = linalg.generic {{indexing_maps = [#full, #kept], iterator_types = ["reduction", "reduction", "parallel"]}}
      ins(%ex : tensor<{a}x{b}x{c}xf32>) outs(%f : tensor<{c}xf32>) {{
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<{c}xf32>
  %m = linalg.generic {{indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}}
      ins(%s : tensor<{c}xf32>) outs(%e : tensor<{c}xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %q = arith.divf %v, %n : f32
    %l = math.log %q : f32
    linalg.yield %l : f32
  }} -> tensor<{c}xf32>
  return %m, %ex : tensor<{c}xf32>, tensor<{a}x{b}x{c}xf32>
}}"""


@pytest.mark.parametrize("a,b,c,split", [
    (6, 20, 37, 1),      # 3-D, two reduced loops, a ragged last column tile
    (40, 300, 20, 93),   # one tile of long columns: 93 blocks share it, a grid barrier
])
def test_heavy_producer_column_mean_and_a_kept_op_in_one_kernel(a, b, c, split):
    art = compiled(MEAN_AND_SCALED.format(a=a, b=b, c=c, count=a * b))
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "column" and f"SPLIT_{split}]" in fusion["template_string"]
    x = np.random.default_rng(c).standard_normal((a, b, c), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    m, ex = fn(x)
    e64 = np.exp(x.astype(np.float64))
    np.testing.assert_allclose(ex, e64, rtol=1e-6)
    np.testing.assert_allclose(m, np.log(e64.mean(axis=(0, 1))), rtol=1e-5, atol=1e-6)
    # exp once per element (nothing past the ends), log once per column
    assert fn.stats.transcendentals == {"math.exp": a * b * c, "math.log": c}
    assert not fn.stats.races


def test_a_full_op_reading_a_column_result_is_a_second_pass_in_one_kernel():
    """x - mean(x, 0): pass 1 sums the columns (4 blocks per tile, a grid barrier), the tile's
    first block adds the partials and hands the mean to the others through global scratch (a
    second grid barrier), pass 2 reads x again and stores x - mean; the traffic figure counts
    the second read."""
    source = (Path(mlir_stitch.__file__).parents[2] / "benchmarks" / "suite" /
              "astitch_column_reduce" / "model.mlir")
    art = mlir_stitch.compile(str(source), resources=False)
    assert art.report["kernel_count"] == 1
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "column" and fusion["input_reads"] == {"arg0": 2}
    assert art.report["traffic_ratio"] == 1.5  # x twice and y once, against x and y
    x = np.random.default_rng(2).standard_normal((4096, 256), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    (y,) = fn(x)
    np.testing.assert_allclose(y, x - x.astype(np.float64).mean(0), rtol=1e-5, atol=1e-6)
    assert fn.stats.grid_barriers == 2 and not fn.stats.races
    # x twice, plus each thread's read of its column's mean from scratch (256 blocks x 256)
    assert fn.stats.global_load_bytes < 2 * x.nbytes * 1.04


# BatchNorm's training statistics over the leading loops of a channels-last tensor: mean,
# variance of x - mean (a second phase), y = (x - mean) * rsqrt(var + eps) * g + b (a third pass)
BATCHNORM = """
#full = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#kept = affine_map<(d0, d1, d2) -> (d2)>
#vec = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<{n}x{h}x{c}xf32>, %g: tensor<{c}xf32>, %b: tensor<{c}xf32>)
    -> (tensor<{n}x{h}x{c}xf32>, tensor<{c}xf32>) {{
  %zero = arith.constant 0.0 : f32
  %count = arith.constant {count}.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %ec = tensor.empty() : tensor<{c}xf32>
  %f = linalg.fill ins(%zero : f32) outs(%ec : tensor<{c}xf32>) -> tensor<{c}xf32>
  %ef = tensor.empty() : tensor<{n}x{h}x{c}xf32>
  %s = linalg.generic {{indexing_maps = [#full, #kept], iterator_types = ["reduction", "reduction", "parallel"]}}
      ins(%x : tensor<{n}x{h}x{c}xf32>) outs(%f : tensor<{c}xf32>) {{
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<{c}xf32>
  %mean = linalg.generic {{indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}}
      ins(%s : tensor<{c}xf32>) outs(%ec : tensor<{c}xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %q = arith.divf %v, %count : f32
    linalg.yield %q : f32
  }} -> tensor<{c}xf32>
  %d = linalg.generic {{indexing_maps = [#full, #kept, #full], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x, %mean : tensor<{n}x{h}x{c}xf32>, tensor<{c}xf32>) outs(%ef : tensor<{n}x{h}x{c}xf32>) {{
  ^bb0(%v: f32, %m: f32, %o: f32):
    %t = arith.subf %v, %m : f32
    linalg.yield %t : f32
  }} -> tensor<{n}x{h}x{c}xf32>
  %ss = linalg.generic {{indexing_maps = [#full, #kept], iterator_types = ["reduction", "reduction", "parallel"]}}
      ins(%d : tensor<{n}x{h}x{c}xf32>) outs(%f : tensor<{c}xf32>) {{
  ^bb0(%v: f32, %acc: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<{c}xf32>
  %rstd = linalg.generic {{indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}}
      ins(%ss : tensor<{c}xf32>) outs(%ec : tensor<{c}xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %var = arith.divf %v, %count : f32
    %ve = arith.addf %var, %eps : f32
    %r = math.rsqrt %ve : f32
    linalg.yield %r : f32
  }} -> tensor<{c}xf32>
  %y = linalg.generic {{indexing_maps = [#full, #kept, #kept, #kept, #full], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%d, %rstd, %g, %b : tensor<{n}x{h}x{c}xf32>, tensor<{c}xf32>, tensor<{c}xf32>, tensor<{c}xf32>) outs(%ef : tensor<{n}x{h}x{c}xf32>) {{
  ^bb0(%v: f32, %r: f32, %gg: f32, %bb: f32, %o: f32):
    %t = arith.mulf %v, %r : f32
    %u = arith.mulf %t, %gg : f32
    %w = arith.addf %u, %bb : f32
    linalg.yield %w : f32
  }} -> tensor<{n}x{h}x{c}xf32>
  return %y, %mean : tensor<{n}x{h}x{c}xf32>, tensor<{c}xf32>
}}"""


@pytest.mark.parametrize("n,h,c,split", [
    (8, 12, 64, 1),      # two tiles of 32 channels, one block each: shared-memory slots
    (3, 7, 45, 1),       # a ragged tile
    (64, 300, 20, 150),  # one tile over 150 blocks: partials, mean and rstd through global
])                       # scratch, two grid barriers per phase
def test_batchnorm_statistics_and_normalisation_are_one_kernel_in_three_passes(n, h, c, split):
    art = compiled(BATCHNORM.format(n=n, h=h, c=c, count=n * h))
    assert art.report["kernel_count"] == 1
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "column" and fusion["input_reads"] == {"arg0": 3}
    assert f"SPLIT_{split}]" in fusion["template_string"]
    rng = np.random.default_rng(c)
    x = rng.standard_normal((n, h, c), dtype=np.float32) * 3 + 1
    g, b = rng.standard_normal(c, dtype=np.float32), rng.standard_normal(c, dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    y, mean = fn(x, g, b)
    x64 = x.astype(np.float64)
    m = x64.mean(axis=(0, 1))
    ref = (x64 - m) / np.sqrt(x64.var(axis=(0, 1)) + 1e-5) * g + b
    np.testing.assert_allclose(mean, m, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(y, ref, rtol=1e-4, atol=1e-5)
    # rsqrt once per channel, by the tile's first block
    assert fn.stats.transcendentals == {"math.rsqrt": c} and not fn.stats.races
    assert fn.stats.grid_barriers == (4 if split > 1 else 0)


HEAVY_TWICE = """
#full = affine_map<(d0, d1) -> (d0, d1)>
#kept = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<500x64xf32>) -> tensor<500x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%ec : tensor<64xf32>) -> tensor<64xf32>
  %ef = tensor.empty() : tensor<500x64xf32>
  %e = linalg.generic {indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<500x64xf32>) outs(%ef : tensor<500x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<500x64xf32>
  %s = linalg.generic {indexing_maps = [#full, #kept], iterator_types = ["reduction", "parallel"]}
      ins(%e : tensor<500x64xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#full, #kept, #full], iterator_types = ["parallel", "parallel"]}
      ins(%e, %s : tensor<500x64xf32>, tensor<64xf32>) outs(%ef : tensor<500x64xf32>) {
  ^bb0(%v: f32, %t: f32, %o: f32):
    %q = arith.divf %v, %t : f32
    linalg.yield %q : f32
  } -> tensor<500x64xf32>
  return %y : tensor<500x64xf32>
}"""


def test_a_heavy_op_two_passes_would_read_is_not_recomputed():
    """softmax over columns: exp feeds the sums (pass 1) and the division (pass 2); evaluating
    it in both would compute every exp twice, so the ops stay apart, with the reason."""
    art = compiled(HEAVY_TWICE)
    refused = " ".join(r["reason"] for r in art.report["plan"]["refused"])
    assert "would be evaluated in passes [1, 2]" in refused
    x = np.random.default_rng(4).standard_normal((500, 64), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    (y,) = fn(x)
    e = np.exp(x.astype(np.float64))
    np.testing.assert_allclose(y, e / e.sum(0), rtol=1e-5)
    assert fn.stats.transcendentals == {"math.exp": x.size}


def test_a_column_template_overrides_the_tiling():
    art = compiled((INPUTS / "col-sum-sumsq.mlir").read_text(), "reduce0[GRID_64-CTA_512-COL_64-SPLIT_4]S")
    (launch,) = launches(art)
    assert launch["grid"] == [64, 1, 1] and launch["block"] == [512, 1, 1]
    x = np.random.default_rng(1).standard_normal((4096, 1024), dtype=np.float32)
    s, ss = mlir_stitch.load(art, backend="emulator")(x)
    within_numpy_error(s, x, 0)
    within_numpy_error(ss, x, 0, squares=True)


@pytest.mark.parametrize("template,message", [
    ("reduce0[GRID_1024-CTA_256-COL_32-SPLIT_32]S",
     "32 column tiles x SPLIT_32 exceed the 528 blocks a column split keeps resident"),
    ("reduce0[GRID_32-CTA_1,CTA_64-THREAD_1]S", "is a row tiling; this group needs a column"),
])
def test_a_column_template_that_cannot_run_is_refused(template, message):
    with pytest.raises(CompileError, match=re.escape(message)):
        compiled((INPUTS / "col-sum-sumsq.mlir").read_text(), template)


@pytest.mark.skipif(__import__("mlir_stitch.compiler.ptx", fromlist=["find_ptxas"]).find_ptxas() is None,
                    reason="ptxas (nvidia-cuda-nvcc) not installed")
def test_column_kernels_assemble_without_spills():
    from mlir_stitch.compiler.ptx import ptxas_usage

    for source in ((INPUTS / "col-sum-sumsq.mlir").read_text(),
                   MEAN_AND_SCALED.format(a=40, b=300, c=20, count=12000),
                   LOG_SUM_EXP.format(a=64, b=300, c=20),
                   BATCHNORM.format(n=64, h=300, c=20, count=19200)):
        art = mlir_stitch.compile(source)
        for kernel, figures in ptxas_usage(art.ptx, "sm_90").items():
            assert figures["spill_bytes"] == 0 and figures["stack_bytes"] == 0, (kernel, figures)


ACCUMULATE = """
#full = affine_map<(d0, d1) -> (d0, d1)>
#kept = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<300x40xf32>, %acc: tensor<40xf32>) -> tensor<40xf32> {
  %e = tensor.empty() : tensor<300x40xf32>
  %t = linalg.generic {indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<300x40xf32>) outs(%e : tensor<300x40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %h = math.tanh %a : f32
    linalg.yield %h : f32
  } -> tensor<300x40xf32>
  %s = linalg.generic {indexing_maps = [#full, #kept], iterator_types = ["reduction", "parallel"]}
      ins(%t : tensor<300x40xf32>) outs(%acc : tensor<40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  return %s : tensor<40xf32>
}
"""


def test_a_column_reduction_into_an_input_adds_the_input_once():
    # the init is a fusion input read at the thread's kept position (fuzz seeds 5023, 5030, 5131
    # read it through the reduced loops' positions and crashed)
    art = compiled(ACCUMULATE)
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "column" and art.report["kernel_count"] == 1
    rng = np.random.default_rng(3)
    x = rng.standard_normal((300, 40), dtype=np.float32)
    acc = rng.standard_normal(40, dtype=np.float32)
    (s,) = mlir_stitch.load(art, backend="emulator")(x, acc)
    np.testing.assert_allclose(s, acc + np.tanh(x.astype(np.float64)).sum(0), rtol=1e-5, atol=1e-5)


# reductions to a scalar: the column template with no kept loop (one column)
LOG_SUM_EXP = """
#full = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#none = affine_map<(d0, d1, d2) -> ()>
#scalar = affine_map<() -> ()>
func.func @main(%x: tensor<{a}x{b}x{c}xf32>) -> (tensor<f32>, tensor<{a}x{b}x{c}xf32>) {{
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %ef = tensor.empty() : tensor<{a}x{b}x{c}xf32>
  %ex = linalg.generic {{indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%x : tensor<{a}x{b}x{c}xf32>) outs(%ef : tensor<{a}x{b}x{c}xf32>) {{
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  }} -> tensor<{a}x{b}x{c}xf32>
  %s = linalg.generic {{indexing_maps = [#full, #none], iterator_types = ["reduction", "reduction", "reduction"]}}
      ins(%ex : tensor<{a}x{b}x{c}xf32>) outs(%f : tensor<f32>) {{
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<f32>
  %l = linalg.generic {{indexing_maps = [#scalar, #scalar], iterator_types = []}}
      ins(%s : tensor<f32>) outs(%e0 : tensor<f32>) {{
  ^bb0(%v: f32, %o: f32):
    %q = math.log %v : f32
    linalg.yield %q : f32
  }} -> tensor<f32>
  return %l, %ex : tensor<f32>, tensor<{a}x{b}x{c}xf32>
}}"""


@pytest.mark.parametrize("a,b,c,split", [
    (7, 33, 5, 1),       # 1,155 positions: one block, partial warps past the end
    (64, 300, 20, 93),   # 384,000 positions: 93 blocks meet after a grid barrier
])
def test_a_scalar_reduction_with_its_producer_and_consumer_is_one_kernel(a, b, c, split):
    art = compiled(LOG_SUM_EXP.format(a=a, b=b, c=c))
    assert art.report["kernel_count"] == 1
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "column"
    assert f"CTA_256-COL_1-SPLIT_{split}]" in fusion["template_string"]
    (launch,) = launches(art)
    assert bool(launch.get("grid_barrier")) == (split > 1)
    x = np.random.default_rng(a).standard_normal((a, b, c), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    lse, ex = fn(x)
    e64 = np.exp(x.astype(np.float64))
    np.testing.assert_allclose(ex, e64, rtol=1e-6)
    np.testing.assert_allclose(lse, np.log(e64.sum()), rtol=1e-6)
    assert fn.stats.transcendentals == {"math.exp": a * b * c, "math.log": 1}
    assert fn.stats.grid_barriers == (split > 1) and not fn.stats.races


def test_a_scalar_template_overrides_block_and_split():
    art = compiled(LOG_SUM_EXP.format(a=64, b=300, c=20), "reduce1[GRID_4-CTA_128-COL_1-SPLIT_4]S")
    (launch,) = launches(art)
    assert launch["grid"] == [4, 1, 1] and launch["block"] == [128, 1, 1]
    x = np.random.default_rng(5).standard_normal((64, 300, 20), dtype=np.float32)
    lse, _ = mlir_stitch.load(art, backend="emulator")(x)
    np.testing.assert_allclose(lse, np.log(np.exp(x.astype(np.float64)).sum()), rtol=1e-6)


def test_a_lone_scalar_reduction_stays_the_reduce_kernel():
    source = """
func.func @main(%x: tensor<300x400xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>],
                       iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<300x400xf32>) outs(%f : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s : tensor<f32>
}"""
    art = compiled(source)
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "reduce"
