"""torch.compile(model, backend="mlir_stitch") end to end, on the emulator (no GPU in CI)."""
from __future__ import annotations

import warnings

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

from mlir_stitch.compiler import cache as compile_cache  # noqa: E402
from mlir_stitch.frontends.dynamo import StitchFallbackWarning  # noqa: E402
from mlir_stitch.suite import find_model  # noqa: E402


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("MLIR_STITCH_CACHE", "1")
    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(tmp_path / "cache"))
    torch._dynamo.reset()
    yield
    torch._dynamo.reset()


def test_the_backend_is_registered():
    assert "mlir_stitch" in torch._dynamo.list_backends()


def test_transformer_block_matches_eager_and_recompiles_from_the_cache(cache):
    spec = find_model("transformer_block")
    model, (x,) = spec.build()
    model = model.eval()
    with torch.no_grad():
        want = model(x)
        before = dict(compile_cache.COUNTERS)
        with warnings.catch_warnings():
            warnings.simplefilter("error", StitchFallbackWarning)  # every graph is ours
            got = torch.compile(model, backend="mlir_stitch")(x)
        torch.testing.assert_close(got, want, rtol=spec.rtol, atol=spec.atol)
        graphs = compile_cache.COUNTERS["misses"] - before["misses"]
        assert graphs >= 1 and compile_cache.COUNTERS["hits"] == before["hits"]
        torch._dynamo.reset()  # a fresh torch.compile: dynamo forgets, the compile cache does not
        again = torch.compile(model, backend="mlir_stitch")(x)
        torch.testing.assert_close(again, want, rtol=spec.rtol, atol=spec.atol)
        assert compile_cache.COUNTERS["hits"] - before["hits"] == graphs
        assert compile_cache.COUNTERS["misses"] - before["misses"] == graphs


def test_a_graph_it_cannot_take_runs_eagerly_with_one_warning(cache):
    def f(x):
        return torch.sort(x, dim=-1).values * 2

    x = torch.randn(4, 16)
    with pytest.warns(StitchFallbackWarning) as caught:
        got = torch.compile(f, backend="mlir_stitch")(x)
    torch.testing.assert_close(got, f(x))
    messages = [str(w.message) for w in caught if issubclass(w.category, StitchFallbackWarning)]
    assert len(messages) == 1
    assert "runs eagerly" in messages[0] and "tm_tensor.sort" in messages[0], messages[0]
