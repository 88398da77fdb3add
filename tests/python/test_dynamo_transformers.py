"""Hugging Face transformers models through torch.compile(backend="mlir_stitch") on the emulator,
at their defaults (SDPA attention, caches on) and with eager attention: 2 layers, hidden 64,
batch 2, sequence 16, random weights (nothing downloaded). Every graph Dynamo hands over is
compiled by mlir-stitch (no fallback warning; ViT's patch embedding, a convolution, is the one
op left to torch), the outputs (caches included) match eager, and a warm call runs no compute
op in torch."""
from __future__ import annotations

import warnings

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")
pytest.importorskip("torch_mlir")

from mlir_stitch.frontends.dynamo import StitchFallbackWarning  # noqa: E402
from mlir_stitch.suite.hf_models import MODELS, build, model_inputs, tensors  # noqa: E402

from test_dynamo_backend import BOOKKEEPING, CONVOLUTION, eager_ops_of_warm_call  # noqa: E402


@pytest.mark.parametrize("attention", ["sdpa", "eager"])
@pytest.mark.parametrize("name", MODELS)
def test_model_matches_eager_with_every_graph_compiled(name, attention, tmp_path, monkeypatch):
    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(tmp_path))
    torch._dynamo.reset()
    torch.manual_seed(0)
    model = build(name, attention).eval()
    inputs = model_inputs(name)
    with torch.no_grad():
        want = tensors(model(**inputs))
        compiled = torch.compile(model, backend="mlir_stitch")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", StitchFallbackWarning)
            got = tensors(compiled(**inputs))
        fallbacks = [str(w.message) for w in caught if issubclass(w.category, StitchFallbackWarning)]
        if name == "vit":  # its patch embedding
            assert len(fallbacks) == 1 and "1 op(s)" in fallbacks[0] and "aten.convolution" in fallbacks[0], fallbacks
        else:
            assert not fallbacks, fallbacks
        assert len(got) == len(want) > 0
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5)
        ops = eager_ops_of_warm_call(lambda: compiled(**inputs))
        allowed = BOOKKEEPING | (CONVOLUTION if name == "vit" else set())
        assert ops <= allowed, ops - allowed
