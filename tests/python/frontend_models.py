"""Small models for test_frontends.py, loaded by `stitch-export frontend_models:NAME DIR`."""
import numpy as np

from mlir_stitch.suite import SuiteModel


def torch_layernorm_scaled():
    def build():
        import torch

        class Model(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.ln = torch.nn.LayerNorm(32)
                self.register_buffer("shift", torch.linspace(-1, 1, 32))

            def forward(self, x):
                return self.ln(x * 0.1 + 1e-3) + self.shift

        torch.manual_seed(0)
        return Model(), (torch.randn(16, 32),)

    return SuiteModel("torch_layernorm_scaled", "torch", build, "LayerNorm of 0.1*x + 1e-3, plus a buffer")


def torch_bias_gelu_bf16():
    def build():
        import torch

        class Model(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.bias = torch.nn.Parameter(torch.linspace(-1, 1, 64))

            def forward(self, x):
                return torch.nn.functional.gelu(x + self.bias)

        torch.manual_seed(0)
        return Model().to(torch.bfloat16), (torch.randn(16, 64).to(torch.bfloat16),)

    return SuiteModel("torch_bias_gelu_bf16", "torch", build, "gelu(x + b) in bfloat16")


def jax_softmax_small():
    def build():
        import jax

        return (lambda x: jax.nn.softmax(x, axis=-1)), (np.random.default_rng(0).standard_normal((8, 64)).astype(np.float32),)

    return SuiteModel("jax_softmax_small", "jax", build, "jax.nn.softmax on 8x64")


def not_a_model():
    return 42


def torch_sort():
    """torch.sort: torch-mlir lowers it to tm_tensor.sort, which is not linalg on tensors."""
    def build():
        import torch

        class Model(torch.nn.Module):
            def forward(self, x):
                return torch.sort(x, dim=-1).values

        return Model(), (torch.randn(4, 8),)

    return SuiteModel("torch_sort", "torch", build, "torch.sort (refused by the export check)")


def torch_erfc():
    """torch.special.erfc: torch-mlir has no lowering for it (its diagnostic names the op)."""
    def build():
        import torch

        class Model(torch.nn.Module):
            def forward(self, x):
                return torch.special.erfc(x) * 2

        return Model(), (torch.randn(4, 8),)

    return SuiteModel("torch_erfc", "torch", build, "torch.special.erfc (torch-mlir refuses it)")


def transformers_encoders():
    """BertModel and GPT2Model at their defaults (SDPA attention, BERT's non-persistent
    `position_ids` buffer, GPT-2's `.view` after attention): 2 layers, hidden 64."""
    def build():
        import torch
        import transformers as T

        torch.manual_seed(0)
        bert = T.BertModel(T.BertConfig(hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                                        intermediate_size=128, vocab_size=100,
                                        max_position_embeddings=64))
        gpt2 = T.GPT2Model(T.GPT2Config(n_embd=64, n_layer=2, n_head=4, n_positions=64, vocab_size=100))

        class Both(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.bert, self.gpt2 = bert, gpt2

            def forward(self, ids):
                return (self.bert(input_ids=ids).last_hidden_state,
                        self.gpt2(input_ids=ids, use_cache=False).last_hidden_state)

        return Both().eval(), (torch.randint(1, 100, (2, 16), generator=torch.Generator().manual_seed(1)),)

    return SuiteModel("transformers_encoders", "torch", build, "BertModel and GPT2Model, SDPA",
                      rtol=1e-4, atol=1e-5)


def torch_block_bf16():
    """A pre-norm transformer block in bfloat16: torch-mlir widens the Linear layers' operands
    to f32 (extf generics), runs attention's bmm on bf16 operands with f32 sums, and rounds
    every result back to bf16."""
    def build():
        import torch

        class Block(torch.nn.Module):
            def __init__(self, d=64, heads=4):
                super().__init__()
                self.ln = torch.nn.LayerNorm(d)
                self.qkv = torch.nn.Linear(d, 3 * d)
                self.o = torch.nn.Linear(d, d)
                self.up = torch.nn.Linear(d, 4 * d)
                self.down = torch.nn.Linear(4 * d, d)
                self.heads = heads

            def forward(self, x):
                b, s, d = x.shape
                q, k, v = self.qkv(self.ln(x)).split(d, -1)
                q, k, v = (t.view(b, s, self.heads, -1).transpose(1, 2) for t in (q, k, v))
                a = torch.softmax(q @ k.transpose(-1, -2) / 4.0, -1) @ v
                x = x + self.o(a.transpose(1, 2).reshape(b, s, d))
                return x + self.down(torch.nn.functional.gelu(self.up(self.ln(x))))

        torch.manual_seed(0)
        return Block().to(torch.bfloat16).eval(), (torch.randn(2, 32, 64).to(torch.bfloat16),)

    return SuiteModel("torch_block_bf16", "torch", build, "a transformer block in bfloat16",
                      rtol=3e-2, atol=3e-2)


def torch_rope_attention_bf16():
    """Llama-style causal attention in bfloat16 with rotary embeddings on q and k (rotate-half
    through slices and a concat), 4 heads of 16: RoPE is computed where attention's QKᵀ
    stages its operands, on tensor cores."""
    def build():
        import torch

        class Attention(torch.nn.Module):
            def __init__(self, d=64, heads=4):
                super().__init__()
                self.q, self.k, self.v = (torch.nn.Linear(d, d, bias=False) for _ in range(3))
                self.heads = heads

            def forward(self, x, cos, sin):
                b, s, d = x.shape
                q, k, v = (p(x).view(b, s, self.heads, -1).transpose(1, 2)
                           for p in (self.q, self.k, self.v))

                def rotate_half(t):
                    half = t.shape[-1] // 2
                    return torch.cat((-t[..., half:], t[..., :half]), dim=-1)

                q = q * cos[:, None] + rotate_half(q) * sin[:, None]
                k = k * cos[:, None] + rotate_half(k) * sin[:, None]
                scores = q @ k.transpose(-1, -2) / 4.0
                causal = torch.ones(s, s, dtype=torch.bool).triu(1)
                a = torch.softmax(scores.masked_fill(causal, float("-inf")), -1) @ v
                return a.transpose(1, 2).reshape(b, s, d)

        torch.manual_seed(0)
        angles = torch.rand(2, 32, 16) * 6
        return Attention().to(torch.bfloat16).eval(), (
            torch.randn(2, 32, 64).to(torch.bfloat16), angles.cos().to(torch.bfloat16),
            angles.sin().to(torch.bfloat16))

    return SuiteModel("torch_rope_attention_bf16", "torch", build,
                      "causal attention with RoPE in bfloat16", rtol=3e-2, atol=3e-2)


def real_size_norm_bf16():
    """A real-size suite entry in small: compiled at 512 x 256, checked at 8 x 256, judged
    against f32 (suite/real_models.py)."""
    from mlir_stitch.suite.real_models import norm

    return SuiteModel("real_size_norm_bf16", "torch", norm("rmsnorm", 512, 256, "bfloat16"),
                      "RMSNorm in bf16, 512 x 256", check=norm("rmsnorm", 8, 256, "bfloat16"),
                      reference="f32")
