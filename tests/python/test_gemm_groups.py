"""Library GEMMs of one A as one grouped call (transforms/gemm_groups.py, the host plan's
`gemm_group` step): q, k and v of a hidden state; which calls are grouped and which are not;
the numbers on the emulator, bit for bit those of the calls made one by one; the manifest's
checks. The CUDA backend's batched call is tested in test_cuda_library.py."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.pipeline import Pipeline
from mlir_stitch.runtime.manifest import ManifestError
from mlir_stitch.runtime.plan import GemmGroup, Plan

M, N, K = 8, 32, 256  # k over a stitched kernel's 128: every GEMM here is a library call


def sibling_program(count: int = 3, dtype: str = "f32", bias_last: bool = False,
                    dependent_last: bool = False, a_is_argument: bool = False,
                    consumer: bool = True) -> str:
    """`count` GEMMs h @ W_iᵀ of one h = 2x (x itself with `a_is_argument`), as PyTorch exports
    Linear layers without bias (bf16: f32 sums rounded to bf16), then q's consumer. The last
    one adds a bias (`bias_last`), or reads W scaled by the sum of q (`dependent_last`: its B
    depends on the first GEMM); without `consumer` and with `a_is_argument` nothing but the
    library calls runs (the fake CUDA driver runs no compiled kernel)."""
    t = lambda *shape, e=dtype: f"tensor<{'x'.join(map(str, shape))}x{e}>"
    widen = (lambda v: f"%{v}w = arith.extf %{v} : bf16 to f32") if dtype == "bf16" else None
    lines = ["%zero = arith.constant 0.0 : f32", "%two = arith.constant 2.0 : " + dtype,
             f"%e = tensor.empty() : {t(M, K)}", f"%eo = tensor.empty() : {t(M, N)}",
             f"%ef = tensor.empty() : {t(M, N, e='f32')}",
             f"%acc = linalg.fill ins(%zero : f32) outs(%ef : {t(M, N, e='f32')}) -> {t(M, N, e='f32')}"]
    if a_is_argument:
        lines.append(f"%h = tensor.cast %x : {t(M, K)} to {t(M, K)}")
    else:
        lines.append(f"""%h = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%x : {t(M, K)}) outs(%e : {t(M, K)}) {{
  ^bb0(%p: {dtype}, %o: {dtype}):
    %r = arith.mulf %p, %two : {dtype}
    linalg.yield %r : {dtype}
  }} -> {t(M, K)}""")
    results, types = [], []
    for i in range(count):
        b = f"%w{i}"
        if dependent_last and i == count - 1:
            lines.append(f"""%s0 = tensor.empty() : tensor<f32>
  %sacc = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {{indexing_maps = [#id, #none], iterator_types = ["reduction", "reduction"]}}
      ins(%g0 : {t(M, N)}) outs(%sacc : tensor<f32>) {{
  ^bb0(%p: {dtype}, %o: f32):
    {"%pw = arith.extf %p : bf16 to f32" if dtype == "bf16" else "%pw = arith.addf %p, %zero : f32"}
    %r = arith.addf %o, %pw : f32
    linalg.yield %r : f32
  }} -> tensor<f32>
  %ew = tensor.empty() : {t(N, K)}
  %wd = linalg.generic {{indexing_maps = [#id, #none, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%w{i}, %sum : {t(N, K)}, tensor<f32>) outs(%ew : {t(N, K)}) {{
  ^bb0(%p: {dtype}, %s: f32, %o: {dtype}):
    {"%sd = arith.truncf %s : f32 to bf16" if dtype == "bf16" else "%sd = arith.addf %s, %zero : f32"}
    %r = arith.mulf %p, %sd : {dtype}
    linalg.yield %r : {dtype}
  }} -> {t(N, K)}""")
            b = "%wd"
        body = [f"%pa = arith.extf %p : bf16 to f32", "%wa = arith.extf %w : bf16 to f32",
                "%m = arith.mulf %pa, %wa : f32"] if dtype == "bf16" else ["%m = arith.mulf %p, %w : f32"]
        lines.append(f"""%f{i} = linalg.generic {{indexing_maps = [#a, #wt, #o], iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%h, {b} : {t(M, K)}, {t(N, K)}) outs(%acc : {t(M, N, e='f32')}) {{
  ^bb0(%p: {dtype}, %w: {dtype}, %o: f32):
    {chr(10).join('    ' + x for x in body).strip()}
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }} -> {t(M, N, e='f32')}""")
        out = f"%f{i}"
        if bias_last and i == count - 1:
            lines.append(f"""%fb = linalg.generic {{indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%f{i}, %bias : {t(M, N, e='f32')}, {t(N, e='f32')}) outs(%ef : {t(M, N, e='f32')}) {{
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  }} -> {t(M, N, e='f32')}""")
            out = "%fb"
        if dtype == "bf16":
            lines.append(f"""%g{i} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
      ins({out} : {t(M, N, e='f32')}) outs(%eo : {t(M, N)}) {{
  ^bb0(%p: f32, %o: bf16):
    %r = arith.truncf %p : f32 to bf16
    linalg.yield %r : bf16
  }} -> {t(M, N)}""")
        else:
            lines.append(f"%g{i} = tensor.cast {out} : {t(M, N)} to {t(M, N)}")
        results.append(f"%g{i}")
        types.append(t(M, N))
    if consumer:
        lines.append(f"""%qe = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%g0 : {t(M, N)}) outs(%eo : {t(M, N)}) {{
  ^bb0(%p: {dtype}, %o: {dtype}):
    %r = math.exp %p : {dtype}
    linalg.yield %r : {dtype}
  }} -> {t(M, N)}""")
        results.append("%qe")
        types.append(t(M, N))
    weights = ", ".join(f"%w{i}: {t(N, K)}" for i in range(count))
    body = "\n  ".join(lines)
    return f"""
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#none = affine_map<(d0, d1) -> ()>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#wt = affine_map<(d0, d1, d2) -> (d1, d2)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%x: {t(M, K)}, {weights}, %bias: {t(N, e='f32')}) -> ({', '.join(types)}) {{
  {body}
  return {', '.join(results)} : {', '.join(types)}
}}
"""


def sibling_inputs(count: int = 3, dtype: str = "f32", scale: float = 1.0) -> tuple:
    import ml_dtypes
    rng = np.random.default_rng(7)
    cast = (lambda x: x.astype(ml_dtypes.bfloat16)) if dtype == "bf16" else (lambda x: x)
    x = cast(rng.standard_normal((M, K), dtype=np.float32) * np.float32(scale))
    ws = [cast(rng.standard_normal((N, K), dtype=np.float32) / np.float32(16)) for _ in range(count)]
    return (x, *ws, rng.standard_normal(N, dtype=np.float32))


def sibling_reference(args: tuple, count: int = 3, dtype: str = "f32", a_is_argument=False,
                      consumer=True) -> list:
    """q, k, v ... and exp(q) in float64 from the rounded operands (rounded to bf16 once)."""
    import ml_dtypes
    x, *ws, bias = args
    h = x.astype(np.float64) * (1 if a_is_argument else 2)
    rounded = (lambda v: v.astype(ml_dtypes.bfloat16).astype(np.float64)) if dtype == "bf16" \
        else (lambda v: v)
    outs = [rounded(h @ w.astype(np.float64).T) for w in ws[:count]]
    return outs + [np.exp(outs[0])] if consumer else outs


def compile_program(text: str, groups: bool = True):
    pipeline = None if groups else \
        Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{gemm-groups=false})")
    return mlir_stitch.compile(text, cache=False, resources=False, pipeline=pipeline)


def group_steps(artifact) -> list:
    return [s for s in artifact.manifest["steps"] if s["op"] == "gemm_group"]


@pytest.mark.parametrize("dtype", ("f32", "bf16"))
def test_three_gemms_of_one_a_are_one_launch(dtype):
    """q, k and v: one gemm_group step of three members reading one A, each writing its own
    output; the report counts one launch for them and lists each in its group; the emulator's
    numbers are those of the three calls made one by one, bit for bit."""
    text = sibling_program(3, dtype)
    grouped, alone = compile_program(text), compile_program(text, groups=False)
    (step,) = group_steps(grouped)
    assert [m["b"] for m in step["members"]] == ["arg1", "arg2", "arg3"]
    assert len({m["a"] for m in step["members"]}) == 1
    assert len({m["out"] for m in step["members"]}) == 3
    assert grouped.report["kernel_count"] == alone.report["kernel_count"] - 2
    assert [f.get("group") for f in grouped.report["library_launches"]] == ["gemm_group_0"] * 3
    assert group_steps(alone) == []
    args = sibling_inputs(3, dtype)
    got = mlir_stitch.load(grouped, backend="emulator")(*args)
    separate = mlir_stitch.load(alone, backend="emulator")(*args)
    for g, s in zip(got, separate):
        np.testing.assert_array_equal(np.asarray(g), np.asarray(s))
    tolerance = 2.0 ** -7 if dtype == "bf16" else 1e-5
    for g, want in zip(got, sibling_reference(args, 3, dtype)):
        np.testing.assert_allclose(np.asarray(g).astype(np.float64), want, rtol=tolerance,
                                   atol=tolerance * 4)


def test_a_gemm_with_an_epilogue_stays_its_own_call():
    """The batched call computes A·B_i alone: a GEMM with a bias epilogue is its own call, the
    two others still one group."""
    artifact = compile_program(sibling_program(3, bias_last=True))
    (step,) = group_steps(artifact)
    assert [m["b"] for m in step["members"]] == ["arg1", "arg2"]
    (own,) = [s for s in artifact.manifest["steps"] if s["op"] == "gemm"]
    assert own["epilogue"] == "bias" and own["b"] == "arg3"


def test_a_gemm_whose_b_needs_the_first_ones_result_is_not_grouped():
    """A member reads only what is defined before the first: a B computed from q's result
    cannot run in q's call."""
    artifact = compile_program(sibling_program(3, dependent_last=True))
    (step,) = group_steps(artifact)
    assert [m["b"] for m in step["members"]] == ["arg1", "arg2"]
    args = sibling_inputs(3)
    got = mlir_stitch.load(artifact, backend="emulator")(*args)
    want = mlir_stitch.load(compile_program(sibling_program(3, dependent_last=True), groups=False),
                            backend="emulator")(*args)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_one_gemm_alone_is_no_group():
    artifact = compile_program(sibling_program(1))
    assert group_steps(artifact) == [] and artifact.report["kernel_count"] == 3


def _manifest_with(artifact, change) -> dict:
    import copy
    manifest = copy.deepcopy(artifact.manifest)
    (step,) = [s for s in manifest["steps"] if s["op"] == "gemm_group"]
    change(step)
    return manifest


@pytest.mark.parametrize("change, message", [
    (lambda s: s["members"].pop(), "two or more"),
    (lambda s: s["members"][1].update(a="arg0"), "differs from member 0"),
    (lambda s: s["members"][1].update(out=s["members"][0]["out"]), "distinct buffers"),
    (lambda s: s["members"][1].update(epilogue="relu"), "epilogue"),
    (lambda s: s["members"][1].update(views={"batch": [], "a": {"offset": 0, "strides": [], "ld": K},
                                             "b": {"offset": 0, "strides": [], "ld": K},
                                             "out": {"offset": 0, "strides": [], "ld": N}}),
     "views; a grouped call has none"),
])
def test_the_manifest_checks_a_group(change, message):
    artifact = compile_program(sibling_program(2))
    assert isinstance(Plan(artifact.manifest).steps[1], GemmGroup)
    with pytest.raises(ManifestError, match=message):
        Plan(_manifest_with(artifact, change))


# -- the CUDA backend's batched call, against the fake driver, cupy, nvmath and cuBLAS of
# test_cuda_library.py (cuBLAS's documented column-major algebra, computed with numpy)



from test_cuda_library import FakeCublas, FakeMatmul, library  # noqa: E402,F401 (the fixture)
from test_runtime_cuda import FakeCudaArray, fake  # noqa: E402,F401


ONLY_CALLS = {"a_is_argument": True, "consumer": False}


def _results(outputs) -> list:
    return [np.asarray(o.get() if hasattr(o, "get") else o) for o in outputs]


def test_a_group_is_one_batched_call_checked_once_against_its_members(library):
    """The first call runs the members as their own cuBLASLt calls, then the batched call, and
    compares; later calls make only the batched call (the second is captured into a CUDA graph,
    which the third replays), with the right numbers each time."""
    fn = mlir_stitch.load(compile_program(sibling_program(3, **ONLY_CALLS)), backend="cuda")
    args = sibling_inputs(3)
    want = sibling_reference(args, **ONLY_CALLS)
    for _ in range(3):
        for got, w in zip(_results(fn(*args)), want):
            np.testing.assert_allclose(got, w, rtol=1e-5, atol=1e-5)
    assert [count for _, _, count in FakeCublas.calls] == [3, 3]
    assert [m.direct_calls for m in FakeMatmul.instances] == [1, 1, 1]  # the check's


def test_a_grouped_call_that_differs_warns_and_its_members_run_alone(library):
    """A batched call that gets a layout wrong (the fake transposes its result) is caught by
    the first call's check: one warning naming the group, then the members' own calls, on
    that call and every later one; nothing wrong is returned."""
    from mlir_stitch.runtime.backends.cuda_grouped import GroupedCallWarning
    FakeCublas.wrong = True
    fn = mlir_stitch.load(compile_program(sibling_program(3, **ONLY_CALLS)), backend="cuda")
    args = sibling_inputs(3)
    want = sibling_reference(args, **ONLY_CALLS)
    with pytest.warns(GroupedCallWarning, match="gemm_group_0 \\(gemm_0, gemm_1, gemm_2\\)"):
        first = _results(fn(*args))
    later = _results(fn(*args))
    for got in (first, later):
        for g, w in zip(got, want):
            np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)
    assert len(FakeCublas.calls) == 1
    assert [m.direct_calls for m in FakeMatmul.instances] == [3, 3, 3]  # check, restore, later


def test_members_at_misaligned_addresses_run_as_their_own_calls(library):
    """cuBLAS reads the pointer arrays on the device: an A 4 bytes past an aligned address
    runs each member as its own cuBLASLt call."""
    from test_cuda_library import misaligned
    fn = mlir_stitch.load(compile_program(sibling_program(2, **ONLY_CALLS)), backend="cuda")
    x, *rest = sibling_inputs(2)
    got = _results(fn(misaligned(library, x), *rest))
    for g, w in zip(got, sibling_reference((x, *rest), 2, **ONLY_CALLS)):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)
    assert FakeCublas.calls == [] and [m.direct_calls for m in FakeMatmul.instances] == [1, 1]


def test_bf16_members_are_read_and_rounded_by_the_batched_call(library, monkeypatch):
    """bf16 operands in cuBLAS's bf16 type with f32 sums, the results rounded once to bf16: the
    emulator's numbers."""
    import ml_dtypes
    from mlir_stitch.runtime.backends import cuda_library
    monkeypatch.setattr(cuda_library, "_as_torch", lambda array, bfloat16=False:
                        array.view(ml_dtypes.bfloat16).view(type(array)) if bfloat16 else array)
    artifact = compile_program(sibling_program(3, "bf16", **ONLY_CALLS))
    args = sibling_inputs(3, "bf16")
    emulated = mlir_stitch.load(artifact, backend="emulator")(*args)
    fn = mlir_stitch.load(artifact, backend="cuda")
    for _ in range(2):
        for got, want in zip(_results(fn(*args)), emulated):
            assert got.dtype == ml_dtypes.bfloat16
            np.testing.assert_allclose(got.astype(np.float32), np.asarray(want).astype(np.float32),
                                       rtol=2.0 ** -7, atol=1e-3)
    assert len(FakeCublas.calls) == 2


def test_a_group_replays_in_a_cuda_graph(library):
    """Warm calls on the same buffers are captured: the batched call is recorded on the
    capture stream with that stream's workspace and its pointer arrays, and each replay
    computes the products again."""
    fn = mlir_stitch.load(compile_program(sibling_program(3, **ONLY_CALLS)), backend="cuda")
    args = sibling_inputs(3)
    device = [FakeCudaArray(library, x) for x in args]
    want = sibling_reference(args, **ONLY_CALLS)
    for _ in range(4):
        outputs = fn(*device)
        for got, w in zip(_results(outputs), want):
            np.testing.assert_allclose(got, w, rtol=1e-5, atol=1e-5)
        del outputs
    names = library.names()
    assert names.count("cuGraphLaunch") == 3 and names.count("cuStreamBeginCapture") == 1
    assert len(FakeCublas.calls) == 2  # the check, the capture (a replay calls nothing)
    (check_stream, workspace, _), (capture_stream, captured_workspace, _) = FakeCublas.calls
    assert capture_stream != check_stream and captured_workspace == workspace  # the call's stream's


def test_past_the_kept_pointer_sets_one_array_is_rewritten_each_call(library, monkeypatch):
    """A caller passing A at new addresses each call: past MAX_POINTER_SETS sets a group's
    pointer array is rewritten before each call, in stream order, with the right numbers."""
    from mlir_stitch.runtime.backends import cuda_grouped
    monkeypatch.setattr(cuda_grouped, "MAX_POINTER_SETS", 1)
    monkeypatch.setenv("STITCH_CUDA_GRAPHS", "0")
    fn = mlir_stitch.load(compile_program(sibling_program(2, **ONLY_CALLS)), backend="cuda")
    x, *rest = sibling_inputs(2)
    for scale in (1, 2, 3, 2):
        moved = FakeCudaArray(library, x * np.float32(scale))
        got = _results(fn(moved, *rest))
        for g, w in zip(got, sibling_reference((x * np.float32(scale), *rest), 2, **ONLY_CALLS)):
            np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)
    assert len(FakeCublas.calls) == 4
