"""The real-size suite (`stitch-bench --suite --real`): whole transformers models at the sizes
people run them, and the norms at Quack's grid, where bandwidth is the limit.

Models are built from config objects with random weights (nothing downloaded). The norms are
compiled at full size for their launch counts and traffic, and checked on the emulator at the
same row length with 64 rows (`SuiteModel.check`): a 32768 x 16384 tensor is 2 GB. The bf16
ones are judged against an f32 computation of the same bf16 weights and inputs, as a bf16 GEMM
library would compute them (`SuiteModel.reference`), within a tolerance derived from the
precision (frontends/exporter.py: bf16's relative rounding, and twice the error PyTorch's own
bf16 computation makes). Runs as its own command, not in CI: the transformers models take
minutes on the emulator."""
from __future__ import annotations

from . import SuiteModel
from .torch_models import _module

SEED = 0
CHECK_ROWS = 64  # rows of a norm's emulator check
# (rows, row length) of the norms: Quack's grid (M = 32768) and its longest rows
NORM_SIZES = [(32768, 1024), (32768, 4096), (32768, 16384), (8192, 65536)]
DTYPES = {"f32": "float32", "bf16": "bfloat16"}


def gpt2(batch: int = 4, sequence: int = 256):
    def build():
        import torch
        import transformers as T

        torch.manual_seed(SEED)
        model = T.GPT2Model(T.GPT2Config(n_embd=768, n_layer=12, n_head=12, use_cache=False,
                                         attn_implementation="eager"))
        return model, (_ids(50257, batch, sequence),)
    return build


def bert(batch: int = 8, sequence: int = 128):
    def build():
        import torch
        import transformers as T

        torch.manual_seed(SEED)
        model = T.BertModel(T.BertConfig(attn_implementation="eager"))  # base: 12 x 768
        return model, (_ids(30522, batch, sequence),)
    return build


def llama(hidden: int, layers: int, heads: int, ffn: int, sequence: int):
    """A LlamaModel of `layers` layers in bfloat16 at batch 1."""
    def build():
        import torch
        import transformers as T

        torch.manual_seed(SEED)
        config = T.LlamaConfig(hidden_size=hidden, num_hidden_layers=layers,
                               num_attention_heads=heads, num_key_value_heads=heads,
                               intermediate_size=ffn, vocab_size=32000, use_cache=False,
                               attn_implementation="eager")
        return T.LlamaModel(config).to(torch.bfloat16), (_ids(32000, 1, sequence),)
    return build


def _ids(vocab: int, batch: int, sequence: int):
    import torch

    return torch.randint(0, vocab, (batch, sequence), generator=torch.Generator().manual_seed(SEED))


def norm(kind: str, rows: int, n: int, dtype: str):
    """`kind` (rmsnorm, layernorm, softmax, cross_entropy) over rows of `n` in `dtype`."""
    def build():
        import torch

        generator = torch.Generator().manual_seed(SEED)
        half = getattr(torch, dtype)
        x = torch.randn(rows, n, generator=generator).to(half)
        weight = torch.randn(n, generator=generator).to(half)
        if kind == "rmsnorm":
            def forward(self, x):  # Llama's RMSNorm: in f32, rounded once
                h = x.float()
                h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)
                return self.weight * h.to(x.dtype)
            return _module(forward, weight=torch.nn.Parameter(weight)), (x,)
        if kind == "layernorm":
            model = torch.nn.LayerNorm(n).to(half)
            with torch.no_grad():
                model.weight.copy_(weight)
                model.bias.copy_(torch.randn(n, generator=generator).to(half))
            return model, (x,)
        if kind == "softmax":
            return _module(lambda self, x: torch.softmax(x, dim=-1)), (x,)
        if kind == "cross_entropy":
            target = torch.randint(0, n, (rows,), generator=generator)
            return _module(lambda self, x, t: torch.nn.functional.cross_entropy(x, t)), (x, target)
        raise KeyError(kind)
    return build


def norm_models() -> list:
    models = []
    for kind in ("rmsnorm", "layernorm", "softmax", "cross_entropy"):
        for rows, n in NORM_SIZES:
            for short, dtype in DTYPES.items():
                half = dtype != "float32"
                models.append(SuiteModel(
                    f"{kind}_{rows}x{n}_{short}", "torch", norm(kind, rows, n, dtype),
                    f"{kind} over rows of {n} on {rows}x{n} in {dtype} (checked at "
                    f"{CHECK_ROWS}x{n})", check=norm(kind, CHECK_ROWS, n, dtype),
                    reference="f32" if half else "framework",
                    **({} if half else {"rtol": 1e-5, "atol": 1e-5})))
    return models


MODELS = [
    SuiteModel("gpt2_model", "torch", gpt2(), "transformers GPT2Model, 12 layers x 768, 4 x 256",
               rtol=1e-4, atol=1e-4),
    SuiteModel("bert_base", "torch", bert(), "transformers BertModel base (12 x 768), 8 x 128",
               rtol=1e-4, atol=1e-4),
    SuiteModel("llama_bf16", "torch", llama(2048, 4, 16, 5632, 256),
               "transformers LlamaModel in bf16: 4 layers, hidden 2048, 16 heads, FFN 5632, "
               "1 x 256", reference="f32"),
    SuiteModel("llama7b_layer_bf16", "torch", llama(4096, 1, 32, 11008, 512),
               "transformers LlamaModel in bf16 at Llama-7B width: 1 layer, hidden 4096, 32 "
               "heads, FFN 11008, 1 x 512", reference="f32"),
] + norm_models()
