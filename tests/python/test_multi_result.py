"""Multi-result linalg.generic ops: each result is stored from its own yield value in every
kernel shape (loop kernel, flat and row templates), dead results are dropped by
stitch-normalize, and results of different types (max + argmax) stay apart. Run on the
emulator against numpy."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.pipeline import Pipeline, run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source

FULL = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d0)>"


def two_results(returned: str, n: int = 2, m: int = 3) -> str:
    """yield a+b, a*b over [n,m]; `returned` names what @main returns (e.g. "%r#1")."""
    t = f"tensor<{n}x{m}xf32>"
    count = returned.count("%")
    return f"""
func.func @main(%a: {t}, %b: {t}) -> ({", ".join([t] * count)}) {{
  %e = tensor.empty() : {t}
  %r:2 = linalg.generic {{indexing_maps = [{FULL}, {FULL}, {FULL}, {FULL}],
      iterator_types = ["parallel", "parallel"]}}
      ins(%a, %b : {t}, {t}) outs(%e, %e : {t}, {t}) {{
  ^bb0(%x: f32, %y: f32, %o0: f32, %o1: f32):
    %s = arith.addf %x, %y : f32
    %p = arith.mulf %x, %y : f32
    linalg.yield %s, %p : f32, f32
  }} -> ({t}, {t})
  return {returned} : {", ".join([t] * count)}
}}"""


def max_argmax(returned: str, n: int = 5, m: int = 37) -> str:
    """torch-mlir's max + argmax over the rows of [n,m]: the index compares with the running
    max, so it reads the max's accumulator."""
    types = {"%r#0": f"tensor<{n}xf32>", "%r#1": f"tensor<{n}xi64>"}
    rets = [v.strip() for v in returned.split(",")]
    return f"""
func.func @main(%a: tensor<{n}x{m}xf32>) -> ({", ".join(types[r] for r in rets)}) {{
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0 : i64
  %e = tensor.empty() : tensor<{n}xf32>
  %ei = tensor.empty() : tensor<{n}xi64>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<{n}xf32>) -> tensor<{n}xf32>
  %fi = linalg.fill ins(%z : i64) outs(%ei : tensor<{n}xi64>) -> tensor<{n}xi64>
  %r:2 = linalg.generic {{indexing_maps = [{FULL}, {ROW}, {ROW}],
      iterator_types = ["parallel", "reduction"]}}
      ins(%a : tensor<{n}x{m}xf32>) outs(%f, %fi : tensor<{n}xf32>, tensor<{n}xi64>) {{
  ^bb0(%x: f32, %mx: f32, %i: i64):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i64
    %gt = arith.cmpf ogt, %x, %mx : f32
    %nm = arith.maximumf %x, %mx : f32
    %ni = arith.select %gt, %jj, %i : i64
    linalg.yield %nm, %ni : f32, i64
  }} -> (tensor<{n}xf32>, tensor<{n}xi64>)
  return {returned} : {", ".join(types[r] for r in rets)}
}}"""


def run(text: str, *inputs, pipeline=None):
    art = mlir_stitch.compile(text, pipeline=pipeline, resources=False)
    return art, mlir_stitch.load(art, backend="emulator")(*inputs)


def inputs(shape=(2, 3)):
    rng = np.random.default_rng(0)
    return [rng.standard_normal(shape).astype(np.float32) for _ in range(2)]


def test_second_result_alone_is_its_own_yield():
    """The silent wrong answer of issue 10: result #1 used alone received yield #0."""
    a, b = np.array([[1, 2]], np.float32), np.array([[3, 4]], np.float32)
    _, (y,) = run(two_results("%r#1", 1, 2), a, b)
    np.testing.assert_array_equal(y, [[3, 8]])


@pytest.mark.parametrize("returned", ["%r#0", "%r#1", "%r#0, %r#1", "%r#1, %r#0"])
def test_each_result_from_its_own_yield(returned):
    a, b = inputs()
    _, outs = run(two_results(returned), a, b)
    expect = {"%r#0": a + b, "%r#1": a * b}
    for got, name in zip(outs, returned.split(", ")):
        np.testing.assert_allclose(got, expect[name], rtol=1e-6)


def test_both_results_used_in_the_loop_kernel():
    """Without stitch-normalize nothing is dropped: the single-op loop kernel stores both."""
    a, b = inputs()
    p = Pipeline().replace_stage("L0", "builtin.module(stitch-classify)") \
                  .replace_stage("L1", "builtin.module(stitch-fusion-plan{planner=scope})")
    art, (s, m) = run(two_results("%r#1, %r#0"), a, b, pipeline=p)
    np.testing.assert_allclose(s, a * b, rtol=1e-6)
    np.testing.assert_allclose(m, a + b, rtol=1e-6)


def test_normalize_drops_the_dead_result():
    with new_context() as ctx:
        module = parse_source(two_results("%r#1"), ctx)
        run_pipeline(module, "builtin.module(stitch-normalize)")
        text = str(module)
    assert "arith.addf" not in text and "arith.mulf" in text
    assert text.count("linalg.yield") == 1


@pytest.mark.parametrize("returned", ["%r#0", "%r#1", "%r#0, %r#1", "%r#1, %r#0"])
def test_max_argmax(returned):
    """Different result types (f32, i64); argmax alone keeps the max it compares with."""
    x = np.random.default_rng(1).standard_normal((5, 37)).astype(np.float32)
    _, outs = run(max_argmax(returned), x)
    expect = {"%r#0": x.max(axis=1), "%r#1": x.argmax(axis=1)}
    for got, name in zip(outs, returned.split(", ")):
        np.testing.assert_array_equal(got, expect[name])


def test_max_alone_fuses_into_the_row_template():
    x = np.random.default_rng(2).standard_normal((5, 37)).astype(np.float32)
    art, (m,) = run(max_argmax("%r#0"), x)
    assert [f["template"] for f in art.report["fusions"]] == ["row"]
    np.testing.assert_array_equal(m, x.max(axis=1))


def fused_two_results(n: int, m: int) -> str:
    """A two-result elementwise op inside a softmax-like fusion: both results feed the rest."""
    t, rt = f"tensor<{n}x{m}xf32>", f"tensor<{n}xf32>"
    return f"""
func.func @main(%a: {t}, %b: {t}) -> ({t}, {rt}) {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {t}
  %er = tensor.empty() : {rt}
  %z = linalg.fill ins(%zero : f32) outs(%er : {rt}) -> {rt}
  %r:2 = linalg.generic {{indexing_maps = [{FULL}, {FULL}, {FULL}, {FULL}],
      iterator_types = ["parallel", "parallel"]}}
      ins(%a, %b : {t}, {t}) outs(%e, %e : {t}, {t}) {{
  ^bb0(%x: f32, %y: f32, %o0: f32, %o1: f32):
    %s = arith.subf %x, %y : f32
    %p = arith.mulf %x, %y : f32
    linalg.yield %s, %p : f32, f32
  }} -> ({t}, {t})
  %sum = linalg.generic {{indexing_maps = [{FULL}, {ROW}], iterator_types = ["parallel", "reduction"]}}
      ins(%r#1 : {t}) outs(%z : {rt}) {{
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }} -> {rt}
  %w:2 = linalg.generic {{indexing_maps = [{FULL}, {ROW}, {FULL}, {FULL}],
      iterator_types = ["parallel", "parallel"]}}
      ins(%r#0, %sum : {t}, {rt}) outs(%e, %e : {t}, {t}) {{
  ^bb0(%x: f32, %s: f32, %o0: f32, %o1: f32):
    %q = arith.mulf %x, %s : f32
    %d = arith.divf %x, %s : f32
    linalg.yield %q, %d : f32, f32
  }} -> ({t}, {t})
  %out = linalg.generic {{indexing_maps = [{FULL}, {FULL}, {FULL}], iterator_types = ["parallel", "parallel"]}}
      ins(%w#1, %w#0 : {t}, {t}) outs(%e : {t}) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  }} -> {t}
  return %out, %sum : {t}, {rt}
}}"""


@pytest.mark.parametrize("n,m", [(3, 40), (70, 5)])
def test_multi_result_elementwise_in_the_row_template(n, m):
    a, b = inputs((n, m))
    art, (out, total) = run(fused_two_results(n, m), a, b)
    assert art.report["kernel_count"] == 1
    assert [f["template"] for f in art.report["fusions"]] == ["row"]
    s = (a.astype(np.float64) * b).sum(axis=1)
    d = a.astype(np.float64) - b
    np.testing.assert_allclose(total, s, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(out, d / s[:, None] - d * s[:, None], rtol=1e-3, atol=1e-3)


def test_multi_result_elementwise_in_the_flat_template():
    """Both results of the first op feed a second op: one flat kernel."""
    t = "tensor<9x13xf32>"
    text = two_results("%r#0, %r#1", 9, 13).replace(
        "  return %r#0, %r#1 : tensor<9x13xf32>, tensor<9x13xf32>",
        f"""  %q = linalg.generic {{indexing_maps = [{FULL}, {FULL}, {FULL}],
      iterator_types = ["parallel", "parallel"]}} ins(%r#1, %r#0 : {t}, {t}) outs(%e : {t}) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  }} -> {t}
  return %q, %r#1 : {t}, {t}""")
    a, b = inputs((9, 13))
    art, (q, p) = run(text, a, b)
    assert art.report["kernel_count"] == 1
    assert [f["template"] for f in art.report["fusions"]] == ["flat"]
    np.testing.assert_allclose(q, a * b - (a + b), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(p, a * b, rtol=1e-6)
