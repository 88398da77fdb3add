"""Hugging Face transformers models as torch.compile meets them: whole models (2 layers, hidden
64, batch 2, sequence 16) at their defaults or with eager attention, built from config objects
with random weights (nothing downloaded), for test_dynamo_transformers.py and
benchmarks/dynamo_models.py."""
from __future__ import annotations

MODELS = ["gpt2", "bert", "roberta", "distilbert", "llama", "mistral", "qwen2", "t5", "vit"]
BATCH, SEQUENCE, HIDDEN, VOCAB = 2, 16, 64, 100
SMALL = dict(num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, vocab_size=VOCAB,
             max_position_embeddings=64, hidden_size=HIDDEN)


def build(name: str, attention: str = "sdpa"):
    """Model `name` of MODELS with `attention` ("sdpa", the default, or "eager")."""
    import transformers as T

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
    import torch

    generator = torch.Generator().manual_seed(1)
    if name == "vit":
        return {"pixel_values": torch.randn(BATCH, 3, 32, 32, generator=generator)}
    inputs = {"input_ids": torch.randint(1, VOCAB, (BATCH, SEQUENCE), generator=generator)}
    if name == "t5":
        inputs["decoder_input_ids"] = torch.randint(1, VOCAB, (BATCH, SEQUENCE), generator=generator)
    return inputs


def tensors(output) -> list:
    """Every tensor of a model output, caches' keys and values included, in a fixed order."""
    import torch

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

