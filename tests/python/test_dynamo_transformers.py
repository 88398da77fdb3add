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

from test_dynamo_backend import BOOKKEEPING, CONVOLUTION, eager_ops_of_warm_call  # noqa: E402

BATCH, SEQUENCE, HIDDEN, VOCAB = 2, 16, 64, 100
SMALL = dict(num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, vocab_size=VOCAB,
             max_position_embeddings=64, hidden_size=HIDDEN)


def build(name: str, attention: str):
    T = transformers
    if name == "gpt2":
        return T.GPT2LMHeadModel(T.GPT2Config(n_embd=HIDDEN, n_layer=2, n_head=4, n_positions=64,
                                              vocab_size=VOCAB, bos_token_id=0, eos_token_id=0,
                                              attn_implementation=attention))
    if name == "bert":
        return T.BertModel(T.BertConfig(**SMALL, attn_implementation=attention))
    if name == "roberta":
        return T.RobertaModel(T.RobertaConfig(**SMALL, attn_implementation=attention))
    if name == "distilbert":
        return T.DistilBertModel(T.DistilBertConfig(dim=HIDDEN, n_layers=2, n_heads=4, hidden_dim=128,
                                                    vocab_size=VOCAB, max_position_embeddings=64,
                                                    attn_implementation=attention))
    if name == "llama":
        return T.LlamaForCausalLM(T.LlamaConfig(**SMALL, num_key_value_heads=2, attn_implementation=attention))
    if name == "mistral":
        return T.MistralForCausalLM(T.MistralConfig(**SMALL, num_key_value_heads=2, attn_implementation=attention))
    if name == "qwen2":
        return T.Qwen2ForCausalLM(T.Qwen2Config(**SMALL, num_key_value_heads=2, attn_implementation=attention))
    if name == "t5":
        return T.T5Model(T.T5Config(d_model=HIDDEN, d_kv=16, d_ff=128, num_layers=2, num_heads=4,
                                    vocab_size=VOCAB, attn_implementation=attention))
    if name == "vit":
        return T.ViTModel(T.ViTConfig(hidden_size=HIDDEN, num_hidden_layers=2, num_attention_heads=4,
                                      intermediate_size=128, image_size=32, patch_size=8,
                                      attn_implementation=attention))
    raise KeyError(name)


def model_inputs(name: str) -> dict:
    generator = torch.Generator().manual_seed(1)
    if name == "vit":
        return {"pixel_values": torch.randn(BATCH, 3, 32, 32, generator=generator)}
    inputs = {"input_ids": torch.randint(1, VOCAB, (BATCH, SEQUENCE), generator=generator)}
    if name == "t5":
        inputs["decoder_input_ids"] = torch.randint(1, VOCAB, (BATCH, SEQUENCE), generator=generator)
    return inputs


def tensors(output) -> list:
    """Every tensor of a model output, caches' keys and values included, in a fixed order."""
    if isinstance(output, torch.Tensor):
        return [output]
    if isinstance(output, dict):
        return [t for value in output.values() for t in tensors(value)]
    if isinstance(output, (list, tuple)):
        return [t for value in output for t in tensors(value)]
    if hasattr(output, "self_attention_cache"):  # an encoder-decoder cache
        return tensors(output.self_attention_cache) + tensors(output.cross_attention_cache)
    if hasattr(output, "layers"):  # a cache: each layer's keys and values
        return [t for layer in output.layers for t in (layer.keys, layer.values)]
    return []


MODELS = ["gpt2", "bert", "roberta", "distilbert", "llama", "mistral", "qwen2", "t5", "vit"]


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
        if attention == "sdpa":
            ops = eager_ops_of_warm_call(lambda: compiled(**inputs))
            allowed = BOOKKEEPING | (CONVOLUTION if name == "vit" else set())
            assert ops <= allowed, ops - allowed
