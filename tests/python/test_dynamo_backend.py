"""torch.compile(model, backend="mlir_stitch") end to end, on the emulator (no GPU in CI):
mutation, constants, partitioning around what mlir-stitch does not take, new shapes, errors."""
from __future__ import annotations

import copy
import warnings

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

from mlir_stitch.compiler import cache as compile_cache  # noqa: E402
from mlir_stitch.frontends.dynamo import StitchFallbackWarning  # noqa: E402
from mlir_stitch.frontends.dynamo.graph_compiler import STATS  # noqa: E402
from mlir_stitch.suite import find_model  # noqa: E402

# what a warm call may run in torch besides the compiled partitions: views, the emulator's
# conversions of arguments and results, and AOTAutograd's bookkeeping; no arithmetic
BOOKKEEPING = {"aten::detach", "aten::lift_fresh", "aten::resolve_conj", "aten::resolve_neg",
               "aten::to", "aten::alias", "aten::view", "aten::_unsafe_view", "aten::as_strided",
               "aten::empty", "aten::empty_strided", "aten::t", "aten::transpose", "aten::permute",
               "aten::expand", "aten::reshape", "aten::squeeze", "aten::unsqueeze", "aten::slice",
               "aten::select", "aten::lift_fresh_copy"}
CONVOLUTION = {"aten::convolution", "aten::_convolution", "aten::mkldnn_convolution",
               "aten::conv2d", "aten::as_strided_", "aten::resize_"}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("MLIR_STITCH_CACHE", "1")
    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(tmp_path / "cache"))
    torch._dynamo.reset()
    yield
    torch._dynamo.reset()


def compiled_without_fallback(fn):
    """torch.compile(fn) whose calls fail on any op left to torch, and on a first call that
    compiles no partition."""
    compiled = torch.compile(fn, backend="mlir_stitch")
    calls = []

    def call(*args, **kwargs):
        partitions = STATS["partitions"]
        with warnings.catch_warnings():
            warnings.simplefilter("error", StitchFallbackWarning)
            result = compiled(*args, **kwargs)
        assert calls or STATS["partitions"] > partitions, "nothing was compiled"
        calls.append(1)
        return result
    return call


def eager_ops_of_warm_call(fn) -> set:
    """The aten ops torch runs itself during a call (after two warm-up calls)."""
    from torch.profiler import ProfilerActivity, profile

    fn()
    fn()
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        fn()
    return {e.name for e in prof.events() if e.name.startswith("aten::")}


def test_the_backend_is_registered():
    assert "mlir_stitch" in torch._dynamo.list_backends()


def test_looking_the_backend_up_starts_the_export_worker_ahead(cache):
    """torch.compile(backend="mlir_stitch") loads the entry point, which starts the export
    worker (its imports overlap Dynamo's tracing); the worker then exports as one started on
    first use, and one never asked is killed at close rather than waited for."""
    from importlib.metadata import entry_points

    import mlir_stitch.frontends.dynamo as dynamo_frontend
    from mlir_stitch.frontends.dynamo import export_worker

    worker = export_worker._WORKER
    worker.close()
    (point,) = [e for e in entry_points(group="torch_dynamo_backends") if e.name == "mlir_stitch"]
    assert point.load() is dynamo_frontend.backend
    started = worker._process
    assert started is not None and started.poll() is None
    worker.close()
    assert started.returncode is not None and started.returncode < 0  # killed, not waited for
    point.load()
    x = torch.randn(8, 32)
    got = compiled_without_fallback(lambda t: torch.softmax(t * 2.0, dim=-1))(x)
    torch.testing.assert_close(got, torch.softmax(x * 2.0, dim=-1))
    assert worker._asked and worker._process.poll() is None


def test_transformer_block_matches_eager_and_recompiles_from_the_cache(cache):
    spec = find_model("transformer_block")
    model, (x,) = spec.build()
    model = model.eval()
    with torch.no_grad():
        want = model(x)
        before = dict(compile_cache.COUNTERS)
        got = compiled_without_fallback(model)(x)
        torch.testing.assert_close(got, want, rtol=spec.rtol, atol=spec.atol)
        graphs = compile_cache.COUNTERS["misses"] - before["misses"]
        assert graphs >= 1 and compile_cache.COUNTERS["hits"] == before["hits"]
        torch._dynamo.reset()  # a fresh torch.compile: dynamo forgets, the compile cache does not
        compiled = torch.compile(model, backend="mlir_stitch")
        torch.testing.assert_close(compiled(x), want, rtol=spec.rtol, atol=spec.atol)
        assert compile_cache.COUNTERS["hits"] - before["hits"] == graphs
        assert compile_cache.COUNTERS["misses"] - before["misses"] == graphs
        assert eager_ops_of_warm_call(lambda: compiled(x)) <= BOOKKEEPING


def test_an_op_it_does_not_take_runs_in_torch_between_compiled_partitions(cache):
    def f(x):
        y = torch.softmax(x * 3, dim=-1)
        return torch.sort(y, dim=-1).values * 2 + y

    x = torch.randn(4, 16)
    before = STATS["partitions"]
    with pytest.warns(StitchFallbackWarning) as caught:
        got = torch.compile(f, backend="mlir_stitch")(x)
    torch.testing.assert_close(got, f(x))
    messages = [str(w.message) for w in caught if issubclass(w.category, StitchFallbackWarning)]
    assert len(messages) == 1, messages
    assert "1 op(s)" in messages[0] and "aten.sort" in messages[0] and "scans" in messages[0], messages[0]
    assert STATS["partitions"] - before == 2  # the softmax before the sort, the sum after it


def test_an_op_the_exporter_refuses_is_partitioned_out_and_named(cache):
    def f(x):
        return torch.special.erfc(torch.relu(x) + 1) * x

    x = torch.randn(8, 32)
    with pytest.warns(StitchFallbackWarning, match=r"aten\.erfc .*torch-mlir has no lowering of aten\.erfc"):
        got = torch.compile(f, backend="mlir_stitch")(x)
    torch.testing.assert_close(got, f(x))
    ops = eager_ops_of_warm_call(lambda: torch.compile(f, backend="mlir_stitch")(x))
    assert ops - BOOKKEEPING == {"aten::erfc"}, ops - BOOKKEEPING


def test_an_export_refusal_at_one_line_partitions_out_only_that_node(cache):
    """An as_strided reading out of order, which torch-mlir exports with inlined index
    tensors: the export check refuses them at their line, and only that line's node stays in
    torch (a view, free there), not the whole graph as before (Swin's pooler was such a
    refusal, 180 ops in torch, before as_strided in order became a reshape)."""
    lin = torch.nn.Linear(16, 32)

    def strided(x):
        h = torch.tanh(lin(x))
        return h, torch.as_strided(h, (2, 32), (1, 2)) * 2.0
    x = torch.randn(2, 64, 16)
    partitions = STATS["partitions"]
    with torch.no_grad():
        got = compiled_without_fallback(strided)(x)
        want = strided(x)
    assert STATS["partitions"] - partitions == 2
    for g, w in zip(got, want):
        torch.testing.assert_close(g, w, rtol=1e-5, atol=1e-6)


def test_an_adaptive_pool_then_flatten_compiles_forward_and_backward(cache):
    """AdaptiveAvgPool1d(1) then flatten (Swin's pooler) is an as_strided reading every
    element in order, and its backward an as_strided_scatter over all of a zero tensor: a
    reshape each (frontends/decompositions.py), so both graphs compile whole (the backward
    ran in torch: 226 of Swin's ops), gradients equal to eager."""
    torch.manual_seed(0)
    lin, pool = torch.nn.Linear(16, 32), torch.nn.AdaptiveAvgPool1d(1)

    def pooled(x):
        return torch.flatten(pool(torch.tanh(lin(x)).transpose(1, 2)), 1)
    x = torch.randn(2, 64, 16)
    weights = torch.randn(2, 32)
    graphs = STATS["graphs"]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        (torch.compile(pooled, backend="mlir_stitch")(x) * weights).sum().backward()
    assert not [w for w in caught if issubclass(w.category, StitchFallbackWarning)]
    assert STATS["graphs"] - graphs == 2  # forward and backward
    got = [p.grad.clone() for p in lin.parameters()]
    lin.zero_grad()
    (pooled(x) * weights).sum().backward()
    for g, p in zip(got, lin.parameters()):
        torch.testing.assert_close(g, p.grad, rtol=1e-5, atol=1e-6)


def test_a_view_valid_for_the_inputs_own_strides_is_exported(cache):
    """A channels-last input, permuted to NHWC (contiguous then) and viewed as rows by a
    Linear (ConvNext's blocks and their backward): the export worker builds the inputs with
    their own strides, where a contiguous stand-in refused the view and the graph ran in
    torch."""
    lin = torch.nn.Linear(32, 8)

    def nhwc_linear(x):
        return torch.tanh(lin(x.permute(0, 2, 3, 1)))
    x = torch.randn(2, 32, 4, 4).to(memory_format=torch.channels_last)
    with torch.no_grad():
        got = compiled_without_fallback(nhwc_linear)(x)
        torch.testing.assert_close(got, nhwc_linear(x), rtol=1e-5, atol=1e-6)


def test_alibi_slopes_compile_without_f64(cache):
    """Bloom's ALiBi slopes, a float raised to integer powers: compiled (torch-mlir's own
    lowering computed them in f64, which left the op to torch)."""
    def slopes(x):
        base = torch.full((), 0.5, dtype=torch.float32)
        return x * torch.pow(base, torch.arange(1, 5, dtype=torch.int32))
    x = torch.randn(3, 4)
    torch.testing.assert_close(compiled_without_fallback(slopes)(x), slopes(x), rtol=1e-6, atol=0)


def test_an_internal_error_of_the_compiler_runs_the_partition_in_torch(cache, monkeypatch):
    """A bug of the compiler's (an exception other than its located errors) does not end the
    user's run: the partition runs as torch ops, with one warning naming the error."""
    import mlir_stitch

    def broken(*args, **kwargs):
        raise TypeError("'<' not supported between instances of 'int' and 'IndexExpr'")
    monkeypatch.setattr(mlir_stitch, "compile", broken)
    x = torch.randn(4, 8)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = torch.compile(lambda t: torch.tanh(t) * 2.0, backend="mlir_stitch")(x)
    torch.testing.assert_close(got, torch.tanh(x) * 2.0)
    messages = [str(w.message) for w in caught if issubclass(w.category, StitchFallbackWarning)]
    assert len(messages) == 1
    assert "an internal error of mlir-stitch, please report it: TypeError: '<' not supported" \
        in messages[0]


def test_an_input_mutated_in_place_is_written_back_as_eager(cache):
    def f(x):
        return x.add_(1).mul(2)

    x, want_x = torch.arange(4.0), torch.arange(4.0)
    want = f(want_x)
    got = compiled_without_fallback(f)(x)
    assert torch.equal(got, want) and torch.equal(x, want_x)


def test_an_output_aliasing_a_mutated_input_is_a_view_of_it(cache):
    def f(x):
        y = x.view(-1)
        y.mul_(2)
        return y, x.sum() + 1

    x, want_x = torch.ones(2, 3), torch.ones(2, 3)
    (want_y, want_s), (y, s) = f(want_x), compiled_without_fallback(f)(x)
    assert torch.equal(y, want_y) and torch.equal(s, want_s) and torch.equal(x, want_x)
    assert y.data_ptr() == x.data_ptr()  # y is x's memory, as in eager
    y.add_(1)
    assert torch.equal(x, want_x + 1)


class RunningMean(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)
        self.register_buffer("mean", torch.zeros(8))

    def forward(self, x):
        self.mean.mul_(0.9).add_(x.mean(0) * 0.1)
        return self.lin(x) + self.mean


@pytest.mark.parametrize("make", [RunningMean, lambda: torch.nn.BatchNorm1d(8).train()],
                         ids=["buffer-updated-in-forward", "batchnorm1d-train"])
def test_buffers_updated_in_forward_match_eager(cache, make):
    torch.manual_seed(0)
    model = make()
    reference = copy.deepcopy(model)
    compiled = compiled_without_fallback(model)
    with torch.no_grad():
        for _ in range(3):
            x = torch.randn(16, 8)
            torch.testing.assert_close(compiled(x), reference(x), rtol=1e-4, atol=1e-5)
    for (name, got), want in zip(model.state_dict().items(), reference.state_dict().values()):
        torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-6, msg=name)


def test_tensor_constants_are_passed_to_the_compiled_graph(cache):
    lin = torch.nn.Linear(4, 4)

    def f(x):
        return lin(x) * torch.tensor([1.0, 2.0, 3.0, 4.0]) + torch.arange(4)

    x = torch.randn(3, 4)
    with torch.no_grad():
        torch.testing.assert_close(compiled_without_fallback(f)(x), f(x))


def test_every_new_batch_size_is_compiled(cache):
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.LayerNorm(32), torch.nn.GELU(),
                                torch.nn.Linear(32, 8)).eval()
    compiled = compiled_without_fallback(model)
    with torch.no_grad():
        for batch in (2, 3, 5, 2):
            x = torch.randn(batch, 16)
            torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-5)
        graphs = STATS["graphs"]
        x = torch.randn(5, 16)
        assert eager_ops_of_warm_call(lambda: compiled(x)) <= BOOKKEEPING
        assert STATS["graphs"] == graphs  # batch 5 was compiled already
    for batch in (2, 3, 5):  # dynamic=False keeps working: a graph per shape
        torch._dynamo.reset()
        x = torch.randn(batch, 16)
        with torch.no_grad():
            got = compiled_without_fallback(torch.compile(model, backend="mlir_stitch", dynamic=False))(x)
        torch.testing.assert_close(got, model(x), rtol=1e-4, atol=1e-5)


class ConvNet(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(
            torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.BatchNorm2d(8), torch.nn.ReLU(),
            torch.nn.MaxPool2d(2),
            torch.nn.Conv2d(8, 16, 3, padding=1), torch.nn.BatchNorm2d(16), torch.nn.ReLU(),
            torch.nn.MaxPool2d(3, stride=2, padding=1),
            torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(), torch.nn.Linear(16, 10))

    def forward(self, x):
        return self.body(x)


def test_a_convnet_compiles_everything_but_its_convolutions(cache):
    torch.manual_seed(0)
    model = ConvNet().eval()
    x = torch.randn(2, 3, 16, 16)
    with torch.no_grad():
        want = model(x)
        with pytest.warns(StitchFallbackWarning) as caught:
            compiled = torch.compile(model, backend="mlir_stitch")
            got = compiled(x)
        torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
        message = " ".join(str(w.message) for w in caught if issubclass(w.category, StitchFallbackWarning))
        assert "2 op(s)" in message and "aten.convolution ×2" in message, message
        ops = eager_ops_of_warm_call(lambda: compiled(x))
    assert ops - BOOKKEEPING <= CONVOLUTION and "aten::convolution" in ops, ops - BOOKKEEPING


def test_a_graph_compiled_for_a_new_shape_warns_where_its_op_is(cache):
    """The symbolic-shape graph Dynamo hands over second is specialised per shape (PerShape);
    its warning names the line of the op left to torch like the first graph's (it named no
    line)."""
    conv = torch.nn.Conv2d(3, 8, 3)

    def f(x):
        return torch.relu(conv(x)) * 2

    compiled = torch.compile(f, backend="mlir_stitch")
    with torch.no_grad(), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for size in (16, 24, 20):
            x = torch.randn(2, 3, size, size)
            torch.testing.assert_close(compiled(x), f(x), rtol=1e-4, atol=1e-5)
    messages = [str(w.message) for w in caught if issubclass(w.category, StitchFallbackWarning)]
    assert len(messages) == 2, messages
    line = f"test_dynamo_backend.py:{f.__code__.co_firstlineno + 1}"
    assert all("aten.convolution at " in m and line in m for m in messages), messages


def test_an_integer_floor_division_by_a_number_is_compiled(cache):
    """`idx // 2` (integers) gathering rows: no op left to torch (it was, as "its export
    computes in f64"), the values eager's, negative numbers included."""
    def f(x, idx):
        return x[idx // 2] * 2 + 1 + (idx // -3).float()[:, None]

    x, idx = torch.randn(8, 16), torch.arange(16)
    torch.testing.assert_close(compiled_without_fallback(f)(x, idx), f(x, idx), rtol=0, atol=0)


@pytest.mark.parametrize("norm_first, activation", ((False, "relu"), (True, "gelu")))
def test_transformer_encoder_inference_fast_path_is_compiled(cache, norm_first, activation):
    """nn.TransformerEncoder in eval under no_grad takes PyTorch's fast path, one
    aten._transformer_encoder_layer_fwd per layer, which Dynamo keeps and torch-mlir cannot
    lower (the whole model ran in torch): its decomposition into the layer's ops compiles."""
    torch.manual_seed(0)
    layer = torch.nn.TransformerEncoderLayer(32, 4, 64, dropout=0.0, batch_first=True,
                                             norm_first=norm_first, activation=activation)
    model = torch.nn.TransformerEncoder(layer, 2, enable_nested_tensor=False).eval()
    x = torch.randn(2, 12, 32, generator=torch.Generator().manual_seed(6))
    with torch.no_grad():
        torch.testing.assert_close(compiled_without_fallback(model)(x), model(x), rtol=1e-5, atol=1e-5)


def test_comparisons_with_a_float_f32_cannot_hold_are_torchs(cache):
    """`x > 0.1` compares x with 0.1 rounded to f32, as torch does (torch-mlir's export
    compares in f64, which differs at f32(0.1) itself; such compares ran in torch): compiled,
    every answer eager's at the rounding's neighbours, past f32's range and at infinity."""
    import numpy as np

    near = np.float32(0.1)
    x = torch.tensor([np.nextafter(near, np.float32(-1)), near, np.nextafter(near, np.float32(1)),
                      3e38, float("inf"), -float("inf"), float("nan"), 1e-12, 0.0])

    def f(x):
        return (x > 0.1, x >= 0.1, x < 0.1, x <= 0.1, x == 0.1, x != 0.1, x > 1e39,
                x >= -1e39, torch.where(x >= 1e-12, x, 0.0))

    for got, want in zip(compiled_without_fallback(f)(x), f(x)):
        assert torch.equal(got, want) or torch.allclose(got, want, equal_nan=True), (got, want)


def same_values(got, want) -> bool:
    """Equal, NaN where NaN, and zeros of the same sign."""
    return got.dtype == want.dtype and got.shape == want.shape and bool(
        ((got == want) | (got.isnan() & want.isnan())).all()) and (
        not got.is_floating_point() or torch.equal(torch.signbit(got), torch.signbit(want)))


def test_nan_propagates_and_is_found_as_eager(cache):
    """clamp (and hardtanh, relu6, hardsigmoid), maximum/minimum, argmax/argmin, max/min over a
    dim and isfinite treat NaN as eager does (torch-mlir's lowerings dropped it: clamp gave the
    bound, maximum the other operand, argmax skipped it; x == x was folded to true)."""
    import torch.nn.functional as F

    nan = float("nan")
    x = torch.tensor([[1.0, nan, 3.0, -2.0], [nan, nan, -1.0, 0.5], [0.5, 2.0, 2.0, -0.0]])
    other = torch.tensor([0.0, 0.0, nan, 1.0])
    low, high = torch.tensor([-1.0, nan, 0.0, -3.0]), torch.tensor([2.0, 2.0, 2.0, nan])

    def f(x, other, low, high):
        return (x.clamp(-1, 1), x.clamp(max=1.5), x.clamp(min=nan), x.clamp(low, high),
                F.hardtanh(x), F.relu6(x), F.hardsigmoid(x), torch.maximum(x, other),
                torch.minimum(x, other), x.argmax(1), x.argmin(0), x.argmax(), x.max(1).indices,
                x.min(1, keepdim=True).values, x.isfinite(), x == x, x != x)

    for got, want in zip(compiled_without_fallback(f)(x, other, low, high), f(x, other, low, high)):
        assert same_values(got, want), (got, want)


def test_logaddexp_and_fmax_treat_nan_as_eager(cache):
    """logaddexp/logaddexp2 propagate NaN beside an infinity (torch-mlir's gave inf) and keep
    eager's same-infinity rule; fmax/fmin take the other operand of a NaN (no lowering before)."""
    nan, inf = float("nan"), float("inf")
    a = torch.tensor([nan, nan, inf, -inf, inf, 1.0, 0.5, -3.0, 2.0, -inf])
    b = torch.tensor([inf, -inf, nan, nan, inf, 2.0, nan, -inf, -inf, -inf])

    def f(a, b):
        return torch.logaddexp(a, b), torch.logaddexp2(a, b), torch.fmax(a, b), torch.fmin(a, b)

    for got, want in zip(compiled_without_fallback(f)(a, b), f(a, b)):
        torch.testing.assert_close(got, want, equal_nan=True, rtol=1e-6, atol=1e-6)


def test_integer_negation_and_float_fmod_are_exact(cache):
    """-a of integers is exact past 2^24 (torch-mlir negated through f32), and fmod of floats
    is std::fmod's (torch-mlir's x - trunc(x/y)·y gave 0 for fmod(1e7, 3.3)), signed zeros,
    NaN and infinities included; remainder too."""
    a = torch.tensor([2**40 + 3, -(2**31) + 1, 16777217, 7])
    x = torch.tensor([-0.0, 0.0, -3.0, 2.0, float("nan"), 1e7, -1e7, float("inf"), 5.0, 1e4 + 0.3])
    y = torch.tensor([2.0, 2.0, 2.0, 0.0, 1.0, 3.3, 3.3, 2.0, float("inf"), -0.1])

    def f(a, x, y):
        return -a, -a.int(), torch.fmod(x, y), torch.fmod(x, 0.3), torch.remainder(x, y)

    for got, want in zip(compiled_without_fallback(f)(a, x, y), f(a, x, y)):
        assert same_values(got, want), (got, want)


def test_a_cast_to_half_rounds_as_eager(cache):
    """x.half().float() and x.bfloat16() in a kernel round in registers (they were no ops:
    70000 stayed finite); a half op's own rounding inside a kernel is skipped, as Inductor
    skips it (f32 precision between a kernel's ops)."""
    x = torch.tensor([1.0001, 3.14159265, 1e-5, 70000.0, -0.0])

    def f(x):
        return x.half().float() + 0, x.bfloat16().float() * 2, (x.bfloat16() * 3).float()

    got = compiled_without_fallback(f)(x)
    want = f(x)
    assert same_values(got[0], want[0]) and same_values(got[1], want[1]), (got, want)
    assert same_values(got[2], x.bfloat16().float() * 3)  # the product not rounded to bf16


def test_roll_is_compiled(cache):
    """torch.roll (Swin's shifted windows) over dims and flattened, and its gradient: eager's
    values, nothing left to torch (torch-mlir's left a dynamic dim, or a constant.int)."""
    x = torch.randn(3, 5, 6, requires_grad=True)

    def f(x):
        return (torch.roll(x, 2, 1) * 2, torch.roll(x, (1, -7), (0, 2)) + 1, torch.roll(x, 3) * x)

    got, want = compiled_without_fallback(f)(x), f(x)
    for g, w in zip(got, want):
        assert torch.equal(g, w)
    weights = [torch.linspace(-1, 1, w.numel()).reshape(w.shape) for w in want]
    with warnings.catch_warnings():
        warnings.simplefilter("error", StitchFallbackWarning)  # the backward compiles here
        grad_got = torch.autograd.grad(sum((g * c).sum() for g, c in zip(got, weights)), x)[0]
    grad_want = torch.autograd.grad(sum((w * c).sum() for w, c in zip(want, weights)), x)[0]
    torch.testing.assert_close(grad_got, grad_want, rtol=1e-5, atol=1e-6)


def test_float_floor_division_is_eagers(cache):
    """a // b of floats is eager's (Python's) floor division: 1.0 // 0.1 is 9 (torch-mlir's
    floor(a / b) gave 10), with infinities, zeros and NaN as eager's; by a number too."""
    a = torch.tensor([1.0, 0.3, 7.0, -1.0, 5.5, 1.5, -2.5, float("inf"), 1e-30, -0.0, 3.0, -3.0, 4.0])
    b = torch.tensor([0.1, 0.1, 0.7, 0.1, 1.1, -float("inf"), float("inf"), 2.0, 3.0, 1.0, 0.0, 0.0, -0.0])

    def f(a, b):
        return a // b, torch.div(a, b, rounding_mode="floor"), a // 0.1, torch.floor_divide(a, -0.7)

    for got, want in zip(compiled_without_fallback(f)(a, b), f(a, b)):
        assert same_values(got, want), (got, want)


def test_constant_subgraphs_are_computed_by_torch(cache):
    """Values no input reaches are computed by torch before export: torch-mlir's folders gave
    `ones == 1` false, `ones * -1` 1.8e19. A returned constant is a copy
    per call: writing into it does not change the next call's."""
    x = torch.tensor([-1.0, 0.5, 2.0, -3.0])

    def f(x):
        return (x + (torch.ones(4) == 1), x * (torch.full((4,), 2.5) / 2), x + torch.ones(4) * -1,
                torch.where(torch.zeros(4) < 1, x, -x), torch.full((4,), 2.5).clamp(min=3) + x,
                torch.ones(3))

    compiled = compiled_without_fallback(f)
    got = compiled(x)
    for g, w in zip(got, f(x)):
        assert same_values(g, w), (g, w)
    got[-1].add_(5)
    assert same_values(compiled(x)[-1], torch.ones(3))


def test_large_constants_stay_ops_of_the_graph(cache, monkeypatch):
    """A constant value past the size limit is not held as memory: it stays ops of the graph
    (computed per call, as eager does), its values eager's all the same."""
    from mlir_stitch.frontends.dynamo import constants

    monkeypatch.setattr(constants, "MAX_ELEMENTS", 8)
    x = torch.randn(4, 4)

    def f(x):
        mask = torch.ones(4, 4).tril() == 1  # 16 elements: past the limit
        return torch.where(mask, x, -x) + torch.full((4,), 0.5)  # 4: a constant

    before = STATS["constants"]
    assert same_values(compiled_without_fallback(f)(x), f(x))
    assert STATS["constants"] - before == 1


def test_a_repeat_by_zero_is_compiled(cache):
    """repeat with a count of 0 (an empty result) compiles without a warning (torch-mlir's import
    of it killed the export worker: seconds per graph, and the op left to torch)."""
    x = torch.randn(3, 4)
    got = compiled_without_fallback(lambda x: (x.repeat(0, 1), x.repeat(2, 1, 0), x * 2))(x)
    assert got[0].shape == (0, 4) and got[1].shape == (2, 3, 0) and torch.equal(got[2], x * 2)


def test_uint8_stays_with_torch(cache):
    """uint8 tensors run in torch, with a warning (MLIR's signless i8 carried them as int8:
    250 came back as -6, and a uint8 input was refused at the call)."""
    x = torch.tensor([250.5, 10.0, 128.0, 255.0])
    a = torch.tensor([250, 10, 128, 255], dtype=torch.uint8)

    def f(x, a):
        return (x * 2).to(torch.uint8), a.float() * 0.5 + x

    with pytest.warns(StitchFallbackWarning, match="uint8 tensors stay with torch"):
        got = torch.compile(f, backend="mlir_stitch")(x, a)
    for g, w in zip(got, f(x, a)):
        assert same_values(g, w), (g, w)


def test_division_by_zero_gives_ieee_values_as_eager(cache):
    x = torch.tensor([0.0, 1.0, -0.0, -2.0, 0.0])
    y = torch.tensor([0.0, 0.0, 0.0, 0.0, 4.0])
    got = compiled_without_fallback(lambda a, b: (1 / a, a / b))(x, y)
    for g, w in zip(got, (1 / x, x / y)):
        torch.testing.assert_close(g, w, equal_nan=True)
        assert torch.equal(torch.signbit(g), torch.signbit(w))


def test_an_index_out_of_range_raises_index_error_in_one_line(cache):
    embedding = torch.nn.Embedding(10, 4)
    compiled = torch.compile(lambda i: embedding(i) * 2, backend="mlir_stitch")
    with torch.no_grad():
        torch.testing.assert_close(compiled(torch.tensor([1, 9])), embedding(torch.tensor([1, 9])) * 2)
        with pytest.raises(IndexError) as raised:
            compiled(torch.tensor([1, 12]))
    message = str(raised.value)
    assert "\n" not in message and "index" in message, message
    assert raised.value.__cause__ is None and raised.value.__suppress_context__


@pytest.mark.parametrize("positions", ([4, 0, 2], [3, -1, 0], [1, 4, 1]))
def test_writes_of_slices_at_indexed_positions_are_compiled(cache, positions):
    """`y[:, idx] = v` and a buffer's `index_copy_` (a static KV cache's write) compile as a
    select of gathered slices: eager's values (negative positions from the end; of repeated
    ones the last write), the mutated input written back; out of range raises IndexError."""
    def f(x, idx, v):
        y = x * 2
        y[:, idx] = v
        return y + 1

    def g(cache, idx, new):
        cache.index_copy_(1, idx, new)
        return cache.sum(-1)

    x, v = torch.randn(2, 6, 4), torch.randn(2, 3, 4)
    idx = torch.tensor(positions)
    torch.testing.assert_close(compiled_without_fallback(f)(x, idx, v), f(x, idx, v), rtol=0, atol=0)
    if min(positions) >= 0 and len(set(positions)) == len(positions):  # index_copy_'s own checks
        cache = torch.randn(2, 6, 4)
        want_cache = cache.clone()
        got = compiled_without_fallback(g)(cache, idx, v)
        torch.testing.assert_close(got, g(want_cache, idx, v), rtol=1e-6, atol=1e-6)
        torch.testing.assert_close(cache, want_cache, rtol=0, atol=0)
    with pytest.raises(IndexError):
        torch.compile(f, backend="mlir_stitch")(x, torch.tensor([1, 6, 0]), v)


@pytest.mark.parametrize("causal", [False, True])
def test_attention_forward_and_backward_are_compiled_and_equal_eager(cache, causal):
    """SDPA is attention's math before AOTAutograd: grouped-query heads, a mask with a row
    that masks every key (zeros, and no NaN in the gradients), all compiled."""
    def f(q, k, v, mask):
        return torch.nn.functional.scaled_dot_product_attention(
            q, k, v, attn_mask=None if causal else mask, is_causal=causal, enable_gqa=True)

    g = torch.Generator().manual_seed(0)
    q = torch.randn(2, 4, 9, 8, generator=g, requires_grad=True)
    k, v = (torch.randn(2, 2, 11, 8, generator=g, requires_grad=True) for _ in range(2))
    mask = torch.rand(9, 11, generator=g) > 0.3
    mask[4] = False
    weights = torch.randn(2, 4, 9, 8, generator=g)
    want = f(q, k, v, mask)
    (want * weights).sum().backward()
    want_grads = [t.grad.clone() for t in (q, k, v)]
    for t in (q, k, v):
        t.grad = None
    got = compiled_without_fallback(f)(q, k, v, mask)
    graphs = STATS["graphs"]
    with warnings.catch_warnings():
        warnings.simplefilter("error", StitchFallbackWarning)
        (got * weights).sum().backward()
    assert STATS["graphs"] == graphs + 1  # the backward, compiled whole
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-6)
    for t, w in zip((q, k, v), want_grads):
        torch.testing.assert_close(t.grad, w, rtol=1e-5, atol=1e-6)


def test_graph_records_keep_factory_ops_and_node_names():
    """The worker rebuilds each partition from records: an arange stays an op (a GraphModule's
    pickle re-traced it into a constant, an inlined blob in the MLIR) and names survive, which
    the MLIR's <fx:NODE> locations refer to."""
    import pickle

    from torch.fx.experimental.proxy_tensor import make_fx

    from mlir_stitch.frontends.dynamo.graph_records import graph_module, graph_records

    gm = make_fx(lambda x: x * torch.arange(4) + 1)(torch.randn(3, 4))
    rebuilt = graph_module(pickle.loads(pickle.dumps(graph_records(gm))))
    assert [n.name for n in rebuilt.graph.nodes] == [n.name for n in gm.graph.nodes]
    assert "torch.ops.aten.arange" in rebuilt.code and all(n.op != "get_attr" for n in rebuilt.graph.nodes)
    x = torch.randn(3, 4)
    torch.testing.assert_close(rebuilt(x), gm(x))


def test_shapes_past_dynamos_recompile_limit_run_in_torch_with_one_warning(cache):
    """A symbolic-shape graph compiles at most `recompile_limit` shapes (a KV cache growing by
    a token a call would compile on every call); later shapes give eager's values through the
    graph's torch ops, one warning naming the limit, and compiled shapes stay compiled."""
    def f(x):
        return torch.softmax(x * 3, dim=-1) + 1

    compiled = torch.compile(f, backend="mlir_stitch")
    graphs, past = STATS["graphs"], STATS["calls_past_shape_limit"]
    with torch._dynamo.config.patch(recompile_limit=2), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for n in (8, 9, 10, 11, 12, 9):
            x = torch.randn(4, n)
            torch.testing.assert_close(compiled(x), f(x), rtol=1e-5, atol=1e-6)
    messages = [str(w.message) for w in caught if issubclass(w.category, StitchFallbackWarning)]
    assert len(messages) == 1 and "compiled for 2 shapes" in messages[0], messages
    assert "recompile_limit" in messages[0] and "test_dynamo_backend.py" in messages[0], messages
    # the static graph of n = 8, then the symbolic one's 9 and 10; 9 again is compiled
    assert STATS["graphs"] - graphs == 3 and STATS["calls_past_shape_limit"] - past == 2


GEMM = """func.func @main(%a: tensor<64x1024xf32>, %b: tensor<1024x96xf32>) -> tensor<64x96xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x96xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x96xf32>) -> tensor<64x96xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x1024xf32>, tensor<1024x96xf32>) outs(%f : tensor<64x96xf32>) -> tensor<64x96xf32>
  return %m : tensor<64x96xf32>
}"""


def library_call(options, cuda: bool) -> str:
    """What a partition on the CPU or CUDA compiled with torch.compile's `options` calls for
    a [64, 1024] x [1024, 96] f32 GEMM."""
    import mlir_stitch
    from mlir_stitch.frontends.dynamo.options import BackendOptions

    pipeline = BackendOptions.parse(options).pipeline(cuda=cuda)
    report = mlir_stitch.compile(GEMM, cache=False, resources=False, pipeline=pipeline).report
    return report["library_launches"][0]["call"] if report["library_launches"] else "no library"


@pytest.mark.parametrize("allowed", (False, True))
def test_cuda_partitions_follow_torchs_tf32_switch(allowed):
    """Where torch's CUDA matmuls may round f32 operands to TF32 (allow_tf32, set by
    set_float32_matmul_precision("high")), a CUDA partition's library GEMMs may too; on the
    CPU (the emulator, as torch's CPU matmuls) never; options={"tf32": ...} decides over both."""
    before = torch.backends.cuda.matmul.allow_tf32
    torch.backends.cuda.matmul.allow_tf32 = allowed
    try:
        calls = {(tf32, cuda): library_call({"tf32": tf32}, cuda)
                 for tf32 in (None, False, True) for cuda in (False, True)}
    finally:
        torch.backends.cuda.matmul.allow_tf32 = before
    assert calls == {(None, False): "cuBLASLt matmul (f32)",
                     (None, True): f"cuBLASLt matmul ({'tf32' if allowed else 'f32'})",
                     (False, False): "cuBLASLt matmul (f32)", (False, True): "cuBLASLt matmul (f32)",
                     (True, False): "cuBLASLt matmul (tf32)", (True, True): "cuBLASLt matmul (tf32)"}


def test_options_reach_the_compiler_and_bad_ones_are_named():
    """torch.compile(..., options={...}) sets the compiler's options (they were ignored: torch
    only logged that the backend dropped them); an unknown name or a bad value is an error
    naming it."""
    assert library_call({"library": False}, cuda=False) == "no library"

    def f(x, w):
        return torch.relu(x @ w) + 1

    x, w = torch.randn(64, 1024), torch.randn(1024, 96)
    with torch.no_grad():
        got = torch.compile(f, backend="mlir_stitch", options={"planner": "scope", "library": False,
                                                               "remote": False})(x, w)
    torch.testing.assert_close(got, f(x, w), rtol=1e-4, atol=1e-4)
    for options, named in (({"tf23": True}, "unknown option 'tf23'"),
                           ({"planner": "greedy"}, "'planner' is 'ilp' or 'scope'"),
                           ({"device": "a100"}, "unknown device 'a100'"),
                           ({"library": "no"}, "'library' takes True or False")):
        torch._dynamo.reset()
        with pytest.raises(Exception, match=named):
            torch.compile(f, backend="mlir_stitch", options=options)(x, w)
