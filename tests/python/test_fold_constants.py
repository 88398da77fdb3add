"""stitch-fold-constants: values no argument reaches are computed at compile time (on the
emulator) and become constants; what they computed is what the kernels compute at run time."""
import ml_dtypes
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.pipeline import Pipeline
from mlir_stitch.runtime.errors import StitchRuntimeError

NO_FOLD = Pipeline().replace_stage(
    "L0", "builtin.module(stitch-fold-constants{max-elements=0},stitch-normalize,stitch-classify)")

MAPS = """#v = affine_map<(d0) -> (d0)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
"""

IOTA = """    %e = tensor.empty() : tensor<{n}xi64>
    %iota = linalg.generic {{indexing_maps = [#v], iterator_types = ["parallel"]}} outs(%e : tensor<{n}xi64>) {{
    ^bb0(%out: i64):
      %i = linalg.index 0 : index
      %c = arith.index_cast %i : index to i64
      linalg.yield %c : i64
    }} -> tensor<{n}xi64>
"""


def masked_scores(n: int, element: str = "bf16") -> str:
    """scores + causal mask, the mask built from an iota (HF decoders' prologue)."""
    return MAPS + f"""func.func @main(%scores: tensor<{n}x{n}x{element}>) -> tensor<{n}x{n}x{element}> {{
    %zero = arith.constant 0.0 : {element}
    %min = arith.constant -1.0e4 : {element}
""" + IOTA.format(n=n) + f"""    %e1 = tensor.empty() : tensor<{n}x{n}xi1>
    %causal = linalg.generic {{indexing_maps = [#col, #row, #id], iterator_types = ["parallel", "parallel"]}} ins(%iota, %iota : tensor<{n}xi64>, tensor<{n}xi64>) outs(%e1 : tensor<{n}x{n}xi1>) {{
    ^bb0(%k: i64, %q: i64, %out: i1):
      %le = arith.cmpi sle, %k, %q : i64
      linalg.yield %le : i1
    }} -> tensor<{n}x{n}xi1>
    %e2 = tensor.empty() : tensor<{n}x{n}x{element}>
    %mask = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}} ins(%causal : tensor<{n}x{n}xi1>) outs(%e2 : tensor<{n}x{n}x{element}>) {{
    ^bb0(%keep: i1, %out: {element}):
      %m = arith.select %keep, %zero, %min : {element}
      linalg.yield %m : {element}
    }} -> tensor<{n}x{n}x{element}>
    %sum = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}} ins(%scores, %mask : tensor<{n}x{n}x{element}>, tensor<{n}x{n}x{element}>) outs(%e2 : tensor<{n}x{n}x{element}>) {{
    ^bb0(%s: {element}, %m: {element}, %out: {element}):
      %a = arith.addf %s, %m : {element}
      linalg.yield %a : {element}
    }} -> tensor<{n}x{n}x{element}>
    return %sum : tensor<{n}x{n}x{element}>
}}
"""


def run(text: str, *args, pipeline=None):
    art = mlir_stitch.compile(text, pipeline=pipeline, resources=False, cache=False)
    return art, mlir_stitch.load(art, backend="emulator")(*args)


def reference_mask(n: int) -> np.ndarray:
    return np.where(np.tril(np.ones((n, n), bool)), 0.0, -1.0e4)


@pytest.mark.parametrize("element", ["bf16", "f16", "f32"])
def test_causal_mask_is_computed_at_compile_time(element):
    n = 48
    dtype = {"bf16": ml_dtypes.bfloat16, "f16": np.float16, "f32": np.float32}[element]
    scores = np.random.default_rng(0).standard_normal((n, n)).astype(dtype)
    art, (got,) = run(masked_scores(n, element), scores)
    assert art.report["folded_ops"] == 3  # iota, compare, select
    assert art.report["kernel_count"] == 1  # the add alone: the mask is a buffer
    plain, (unfolded,) = run(masked_scores(n, element), scores, pipeline=NO_FOLD)
    assert plain.report["folded_ops"] == 0 and plain.report["kernel_count"] > 1
    want = (scores.astype(np.float32) + reference_mask(n).astype(dtype).astype(np.float32)).astype(dtype)
    np.testing.assert_array_equal(np.asarray(got).view(np.uint8), want.view(np.uint8))
    np.testing.assert_array_equal(np.asarray(got).view(np.uint8), np.asarray(unfolded).view(np.uint8))


def test_values_of_every_kind_reach_their_readers():
    """i1, i64 and f32 frontier values, each read by an op of an argument."""
    n = 12
    text = MAPS + f"""func.func @main(%x: tensor<{n}xf32>) -> (tensor<{n}xf32>, tensor<{n}xi64>, tensor<{n}xf32>) {{
    %three = arith.constant 3 : i64
    %half = arith.constant 0.5 : f32
""" + IOTA.format(n=n) + f"""    %eb = tensor.empty() : tensor<{n}xi1>
    %odd = linalg.generic {{indexing_maps = [#v, #v], iterator_types = ["parallel"]}} ins(%iota : tensor<{n}xi64>) outs(%eb : tensor<{n}xi1>) {{
    ^bb0(%i: i64, %out: i1):
      %t = arith.trunci %i : i64 to i1
      linalg.yield %t : i1
    }} -> tensor<{n}xi1>
    %ei = tensor.empty() : tensor<{n}xi64>
    %cube = linalg.generic {{indexing_maps = [#v, #v], iterator_types = ["parallel"]}} ins(%iota : tensor<{n}xi64>) outs(%ei : tensor<{n}xi64>) {{
    ^bb0(%i: i64, %out: i64):
      %a = arith.muli %i, %i : i64
      %b = arith.muli %a, %i : i64
      %c = arith.subi %b, %three : i64
      linalg.yield %c : i64
    }} -> tensor<{n}xi64>
    %ef = tensor.empty() : tensor<{n}xf32>
    %cos = linalg.generic {{indexing_maps = [#v, #v], iterator_types = ["parallel"]}} ins(%iota : tensor<{n}xi64>) outs(%ef : tensor<{n}xf32>) {{
    ^bb0(%i: i64, %out: f32):
      %f = arith.sitofp %i : i64 to f32
      %g = arith.mulf %f, %half : f32
      %c = math.cos %g : f32
      linalg.yield %c : f32
    }} -> tensor<{n}xf32>
    %picked = linalg.generic {{indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}} ins(%odd, %x : tensor<{n}xi1>, tensor<{n}xf32>) outs(%ef : tensor<{n}xf32>) {{
    ^bb0(%o: i1, %v: f32, %out: f32):
      %s = arith.select %o, %v, %half : f32
      linalg.yield %s : f32
    }} -> tensor<{n}xf32>
    %shifted = linalg.generic {{indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}} ins(%cube, %x : tensor<{n}xi64>, tensor<{n}xf32>) outs(%ei : tensor<{n}xi64>) {{
    ^bb0(%c: i64, %v: f32, %out: i64):
      %f = arith.fptosi %v : f32 to i64
      %s = arith.addi %c, %f : i64
      linalg.yield %s : i64
    }} -> tensor<{n}xi64>
    %scaled = linalg.generic {{indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]}} ins(%cos, %x : tensor<{n}xf32>, tensor<{n}xf32>) outs(%ef : tensor<{n}xf32>) {{
    ^bb0(%c: f32, %v: f32, %out: f32):
      %m = arith.mulf %c, %v : f32
      linalg.yield %m : f32
    }} -> tensor<{n}xf32>
    return %picked, %shifted, %scaled : tensor<{n}xf32>, tensor<{n}xi64>, tensor<{n}xf32>
}}
"""
    x = np.linspace(-5, 5, n).astype(np.float32)
    art, got = run(text, x)
    assert art.report["folded_ops"] == 4
    i = np.arange(n)
    np.testing.assert_array_equal(got[0], np.where(i % 2 == 1, x, np.float32(0.5)))
    np.testing.assert_array_equal(got[1], i ** 3 - 3 + x.astype(np.int64))
    np.testing.assert_allclose(got[2], np.cos(i * np.float32(0.5)).astype(np.float32) * x, rtol=1e-6)
    _, plain = run(text, x, pipeline=NO_FOLD)
    for a, b in zip(got, plain):
        np.testing.assert_array_equal(a, b)


def test_values_larger_than_the_limit_stay_computed():
    small = Pipeline().replace_stage(
        "L0", "builtin.module(stitch-fold-constants{max-elements=100},stitch-normalize,stitch-classify)")
    scores = np.zeros((16, 16), ml_dtypes.bfloat16)
    art, (got,) = run(masked_scores(16), scores, pipeline=small)
    assert art.report["folded_ops"] == 1  # the iota [16]; the [16, 16] mask is over the limit
    np.testing.assert_array_equal(np.asarray(got, np.float32),
                                  reference_mask(16).astype(ml_dtypes.bfloat16).astype(np.float32))


def test_a_slice_that_fails_stays_and_fails_at_run_time():
    """A gather out of bounds in the known slice: the evaluation's assertion fails, so the
    slice stays in the model and the run reports it, as it did before the fold."""
    text = MAPS + """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %table = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [#v], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = arith.addi %i, %c4 : index
      %ok = arith.cmpi slt, %j, %c4 : index
      cf.assert %ok, "index must be smaller than dim size"
      %v = tensor.extract %table[%j] : tensor<4xf32>
      linalg.yield %v : f32
    } -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%g, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    return %s : tensor<4xf32>
}
"""
    art = mlir_stitch.compile(text, resources=False, cache=False)
    assert art.report["folded_ops"] == 0
    assert "index must be smaller than dim size" in art.report["fold_failed"]
    with pytest.raises(StitchRuntimeError, match="index must be smaller"):
        mlir_stitch.load(art, backend="emulator")(np.zeros(4, np.float32))


def test_a_function_of_no_arguments_returns_its_constant():
    n = 8
    text = MAPS + f"""func.func @main() -> tensor<{n}x{n}xi1> {{
""" + IOTA.format(n=n) + f"""    %e1 = tensor.empty() : tensor<{n}x{n}xi1>
    %causal = linalg.generic {{indexing_maps = [#col, #row, #id], iterator_types = ["parallel", "parallel"]}} ins(%iota, %iota : tensor<{n}xi64>, tensor<{n}xi64>) outs(%e1 : tensor<{n}x{n}xi1>) {{
    ^bb0(%k: i64, %q: i64, %out: i1):
      %le = arith.cmpi sle, %k, %q : i64
      linalg.yield %le : i1
    }} -> tensor<{n}x{n}xi1>
    return %causal : tensor<{n}x{n}xi1>
}}
"""
    art, (got,) = run(text)
    assert art.report["folded_ops"] == 2 and art.report["kernel_count"] == 0
    np.testing.assert_array_equal(got, np.tril(np.ones((n, n), bool)))


def test_values_behind_free_ops_only_are_left_alone():
    """A fill (an init the kernels inline) gains nothing from becoming a buffer."""
    text = MAPS + """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    %one = arith.constant 1.0 : f32
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%f, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<4xf32>
    return %s : tensor<4xf32>
}
"""
    art, (got,) = run(text, np.arange(4, dtype=np.float32))
    assert art.report["folded_ops"] == 0
    np.testing.assert_array_equal(got, np.arange(4, dtype=np.float32) + 1)


def test_option_is_checked():
    with pytest.raises(CompileError, match="max-elements"):
        mlir_stitch.compile(masked_scores(4), pipeline=Pipeline().replace_stage(
            "L0", "builtin.module(stitch-fold-constants{max-elements=-1})"), cache=False)


def test_a_gemm_of_constants_counts_its_products():
    """A GEMM's work is its products, not its result: over the limit it stays a kernel (the
    emulator would run it during the compile), while the iota matrices it reads fold."""
    n = 16
    text = """#q = affine_map<(d0, d1) -> (d0, d1)>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
""" + f"""func.func @main(%x: tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32> {{
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<{n}x{n}xf32>
    %m = linalg.generic {{indexing_maps = [#q], iterator_types = ["parallel", "parallel"]}} outs(%e : tensor<{n}x{n}xf32>) {{
    ^bb0(%out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %s = arith.addi %i, %j : index
      %c = arith.index_cast %s : index to i64
      %f = arith.sitofp %c : i64 to f32
      linalg.yield %f : f32
    }} -> tensor<{n}x{n}xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<{n}x{n}xf32>) -> tensor<{n}x{n}xf32>
    %p = linalg.generic {{indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}} ins(%m, %m : tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>) outs(%acc : tensor<{n}x{n}xf32>) {{
    ^bb0(%u: f32, %v: f32, %o: f32):
      %t = arith.mulf %u, %v : f32
      %r = arith.addf %o, %t : f32
      linalg.yield %r : f32
    }} -> tensor<{n}x{n}xf32>
    %y = linalg.generic {{indexing_maps = [#q, #q, #q], iterator_types = ["parallel", "parallel"]}} ins(%p, %x : tensor<{n}x{n}xf32>, tensor<{n}x{n}xf32>) outs(%e : tensor<{n}x{n}xf32>) {{
    ^bb0(%u: f32, %v: f32, %o: f32):
      %r = arith.addf %u, %v : f32
      linalg.yield %r : f32
    }} -> tensor<{n}x{n}xf32>
    return %y : tensor<{n}x{n}xf32>
}}
"""
    x = np.ones((n, n), np.float32)
    i = np.arange(n, dtype=np.float32)
    m = i[:, None] + i[None, :]
    for limit, folded in ((1000, 1), (1 << 22, 3)):  # 4096 products: over 1000
        pipeline = Pipeline().replace_stage("L0", f"builtin.module(stitch-fold-constants"
                                            f"{{max-elements={limit}}},stitch-normalize,stitch-classify)")
        art, (got,) = run(text, x, pipeline=pipeline)
        assert art.report["folded_ops"] == folded, limit
        np.testing.assert_allclose(got, m @ m + 1, rtol=1e-6)


def test_an_evaluation_that_breaks_leaves_the_slice_and_says_why(monkeypatch):
    """Whatever goes wrong while evaluating (a bug of the emulator, say) costs the fold only:
    the compile succeeds with the slice computed at run time, and the report names the cause."""
    def broken(*args, **kwargs):
        raise RuntimeError("emulator bug")
    monkeypatch.setattr("mlir_stitch.runtime.loader.load", broken)
    art = mlir_stitch.compile(masked_scores(8), resources=False, cache=False)
    assert art.report["folded_ops"] == 0
    assert art.report["fold_failed"] == "RuntimeError: emulator bug"
    assert art.report["kernel_count"] > 1


def test_work_of_an_op_reading_through_a_constant_index():
    """A map with a constant result (a unit dim broadcast, as torch-mlir writes [1, S] masks)
    names no loop: the op's work is its loops' domain all the same."""
    from mlir import ir
    from mlir_stitch.analysis.compile_time_values import compile_time_slice
    from mlir_stitch.compiler.source import new_context, parse_source

    text = """#b = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<1x5xf32>
    %e = tensor.empty() : tensor<6x5xf32>
    %b = linalg.generic {indexing_maps = [#b, #id], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<1x5xf32>) outs(%e : tensor<6x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %n = arith.negf %in : f32
      linalg.yield %n : f32
    } -> tensor<6x5xf32>
    %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%b, %x : tensor<6x5xf32>, tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
    ^bb0(%u: f32, %v: f32, %out: f32):
      %r = arith.addf %u, %v : f32
      linalg.yield %r : f32
    } -> tensor<6x5xf32>
    return %s : tensor<6x5xf32>
}
"""
    module = parse_source(text, new_context(), "t.mlir")
    block = module.body.operations[0].regions[0].blocks[0]
    with module.context:
        assert len(compile_time_slice(block, 30).frontier) == 1  # 30 elements: at the limit
        assert not compile_time_slice(block, 29)
    art, (got,) = run(text, np.ones((6, 5), np.float32))
    assert art.report["folded_ops"] == 1
    np.testing.assert_array_equal(got, np.broadcast_to(1 - np.arange(1, 6, dtype=np.float32), (6, 5)))
