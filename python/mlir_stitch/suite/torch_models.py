"""PyTorch models of the suite: norms, softmax, GELU, a transformer block, small `transformers`
layers (built from config objects with random weights, nothing downloaded) and AStitch's shapes."""
from __future__ import annotations

from . import SuiteModel

SEED = 0


def _randn(*shape):
    import torch

    return torch.randn(*shape, generator=_generator())


_GEN = []


def _generator():
    import torch

    if not _GEN:
        _GEN.append(torch.Generator().manual_seed(SEED))
    return _GEN[0]


def _module(forward, **children):
    """An nn.Module from a forward function and named children (parameters or modules)."""
    import torch

    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            for key, value in children.items():
                setattr(self, key, value)

        def forward(self, *args):
            return forward(self, *args)

    torch.manual_seed(SEED)
    return Model()


def _param(*shape):
    import torch

    return torch.nn.Parameter(_randn(*shape))


def layernorm():
    import torch

    ln = torch.nn.LayerNorm(768)
    with torch.no_grad():
        ln.weight.copy_(_randn(768))
        ln.bias.copy_(_randn(768))
    return ln, (_randn(512, 768),)


def rmsnorm():
    import torch

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight

    return _module(forward, weight=_param(768)), (_randn(512, 768),)


def masked_scaled_softmax():
    import torch

    def forward(self, scores, mask):
        scores = scores * 0.125
        scores = scores.masked_fill(mask, float("-inf"))
        return torch.softmax(scores, dim=-1)

    causal = torch.triu(torch.ones(128, 128, dtype=torch.bool), diagonal=1)
    mask = causal.expand(4, 8, 128, 128).contiguous()
    return _module(forward), (_randn(4, 8, 128, 128), mask)


def bias_gelu(approximate):
    def build():
        import torch

        def forward(self, x):
            return torch.nn.functional.gelu(x + self.bias, approximate=approximate)

        return _module(forward, bias=_param(1024)), (_randn(512, 1024),)

    return build


def linear_softmax_gate():
    """softmax(x @ w + b) * g: a user's own small head (issue 12's acceptance model)."""
    import torch

    def forward(self, x):
        return torch.softmax(x @ self.weight + self.bias, dim=-1) * self.gate

    return (_module(forward, weight=_param(256, 512), bias=_param(512), gate=_param(512)),
            (_randn(128, 256),))


def batchnorm_eval():
    import torch

    bn = torch.nn.BatchNorm2d(32)
    with torch.no_grad():
        bn.weight.copy_(_randn(32))
        bn.bias.copy_(_randn(32))
        bn.running_mean.copy_(_randn(32))
        bn.running_var.copy_(_randn(32).abs() + 0.5)
    return bn, (_randn(8, 32, 28, 28),)


def groupnorm():
    import torch

    gn = torch.nn.GroupNorm(8, 32)
    with torch.no_grad():
        gn.weight.copy_(_randn(32))
        gn.bias.copy_(_randn(32))
    return gn, (_randn(8, 32, 28, 28),)


def transformer_block():
    """Pre-norm attention + MLP written with plain torch ops (batch 2, seq 32, width 64, 4 heads)."""
    import torch

    batch, seq, width, heads = 2, 32, 64, 4

    def forward(self, x):
        h = self.ln1(x)
        q, k, v = self.qkv(h).split(width, dim=-1)
        q, k, v = (t.reshape(batch, seq, heads, width // heads).transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(-1, -2) * (width // heads) ** -0.5
        attn = torch.softmax(scores, dim=-1) @ v
        x = x + self.proj(attn.transpose(1, 2).reshape(batch, seq, width))
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.ln2(x))))

    L = torch.nn.Linear
    torch.manual_seed(SEED)
    model = _module(forward, ln1=torch.nn.LayerNorm(width), qkv=L(width, 3 * width),
                    proj=L(width, width), ln2=torch.nn.LayerNorm(width), fc1=L(width, 4 * width),
                    fc2=L(4 * width, width))
    return model, (_randn(batch, seq, width),)


def _first_output(layer):
    def forward(self, *args):
        out = self.layer(*args)
        return out[0] if isinstance(out, (tuple, list)) else out

    return _module(forward, layer=layer)


def bert_layer():
    import torch
    from transformers import BertConfig
    from transformers.models.bert.modeling_bert import BertLayer

    config = BertConfig(hidden_size=64, num_attention_heads=4, intermediate_size=256,
                        hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                        attn_implementation="eager")
    torch.manual_seed(SEED)
    return _first_output(BertLayer(config)), (_randn(2, 32, 64),)


def gpt2_block():
    import torch
    from transformers import GPT2Config
    from transformers.models.gpt2.modeling_gpt2 import GPT2Block

    config = GPT2Config(n_embd=64, n_head=4, n_positions=32, resid_pdrop=0.0, embd_pdrop=0.0,
                        attn_pdrop=0.0, attn_implementation="eager")
    torch.manual_seed(SEED)
    return _first_output(GPT2Block(config)), (_randn(2, 32, 64),)


def llama_decoder_layer():
    import torch
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRotaryEmbedding

    config = LlamaConfig(hidden_size=64, num_attention_heads=4, num_key_value_heads=2,
                         intermediate_size=176, max_position_embeddings=64,
                         attn_implementation="eager")
    torch.manual_seed(SEED)
    rotary = LlamaRotaryEmbedding(config)
    layer = LlamaDecoderLayer(config, layer_idx=0)
    x = _randn(2, 32, 64)
    positions = torch.arange(32).unsqueeze(0).expand(2, 32)
    with torch.no_grad():
        cos, sin = rotary(x, positions)

    def forward(self, hidden, cos, sin):
        out = self.layer(hidden, position_embeddings=(cos, sin), attention_mask=None)
        return out[0] if isinstance(out, (tuple, list)) else out

    return _module(forward, layer=layer), (x, cos.contiguous(), sin.contiguous())


def softmax():
    import torch

    def forward(self, x):
        return torch.softmax(x, dim=-1)

    return _module(forward), (_randn(256, 1024),)


def gelu():
    import torch

    def forward(self, x):
        return torch.nn.functional.gelu(x)

    return _module(forward), (_randn(512, 1024),)


def in_half(build, dtype_name: str):
    """`build` with its module's weights and its floating-point inputs in float16/bfloat16: the
    model runs in half precision in PyTorch (on CPU its half kernels compute in f32 and round
    the results)."""
    def half_build():
        import torch

        dtype = getattr(torch, dtype_name)
        model, inputs = build()
        return model.to(dtype), tuple(t.to(dtype) if t.is_floating_point() else t for t in inputs)
    return half_build


# torch.testing's default tolerances for the half types
HALF_TOLERANCES = {"float16": {"rtol": 1e-3, "atol": 1e-5},
                   "bfloat16": {"rtol": 1.6e-2, "atol": 1e-5}}
HALF_NAMES = {"float16": "f16", "bfloat16": "bf16"}


def half_models() -> list:
    """LayerNorm, softmax and GELU (erf) in float16 and bfloat16: each one PyTorch op, rounded
    once at its output as the stitched kernel does (a chain of half ops, e.g. gelu(x + b), is
    rounded after every op in PyTorch but only at the stores in a fused kernel)."""
    bases = [("layernorm", layernorm, "nn.LayerNorm(768) on 512x768"),
             ("softmax", softmax, "softmax(x, -1) on 256x1024"),
             ("gelu", gelu, "gelu_erf(x) on 512x1024")]
    return [SuiteModel(f"{name}_{HALF_NAMES[dtype]}", "torch", in_half(build, dtype),
                       f"{description} in {dtype}", **HALF_TOLERANCES[dtype])
            for dtype in HALF_TOLERANCES for name, build, description in bases]


# AStitch's hard shapes (section 2): tiny and huge rows, column reduce, heavy op then broadcast
def row_reduce(rows, cols):
    def build():
        def forward(self, x):
            return x / x.sum(-1, keepdim=True)

        return _module(forward), (_randn(rows, cols).abs() + 0.1,)

    return build


def long_softmax():
    import torch

    def forward(self, x):
        return torch.softmax(x, -1)

    return _module(forward), (_randn(64, 30000),)


def column_reduce():
    def forward(self, x):
        return x - x.mean(0, keepdim=True)

    return _module(forward), (_randn(4096, 256),)


def batchnorm_train():
    import torch

    def forward(self, x):  # batch statistics over the leading dim of a channels-last tensor
        # (F.batch_norm(training=True) exports through f64 in torch-mlir: the same math)
        mean = x.mean(0)
        var = ((x - mean) ** 2).mean(0)
        return (x - mean) * torch.rsqrt(var + 1e-5) * self.weight + self.bias

    weight, bias = torch.nn.Parameter(_randn(256)), torch.nn.Parameter(_randn(256))
    return _module(forward, weight=weight, bias=bias), (_randn(8192, 256) * 2 + 1,)


def layernorm_backward():
    import torch

    def forward(self, x, dy, mean, rstd):  # torch's native_layer_norm_backward, written out
        xhat = (x - mean[:, None]) * rstd[:, None]
        g = dy * self.weight
        n = x.shape[-1]
        a = g.sum(-1, keepdim=True) / n
        b = (g * xhat).sum(-1, keepdim=True) / n
        dx = (g - a - xhat * b) * rstd[:, None]
        return dx, (dy * xhat).sum(0), dy.sum(0)

    x = _randn(4096, 768) * 2 + 1
    mean = x.mean(-1)
    rstd = torch.rsqrt(x.var(-1, unbiased=False) + 1e-5)
    weight = torch.nn.Parameter(_randn(768))
    return _module(forward, weight=weight), (x, _randn(4096, 768), mean, rstd)


def column_sum_and_squares():
    def forward(self, x):
        return x.sum(0), (x * x).sum(0)

    return _module(forward), (_randn(4096, 1024),)


def mse_loss():
    import torch

    def forward(self, x, y):
        return torch.nn.functional.mse_loss(x, y)

    return _module(forward), (_randn(1024, 1000), _randn(1024, 1000))


def heavy_then_broadcast():
    import torch

    def forward(self, x, scale):
        return x * torch.exp(torch.tanh(scale))[:, None]

    return _module(forward), (_randn(2048, 1024), _randn(2048))


def heavy_broadcast_residual():
    import torch

    def forward(self, x, scale, residual):
        return x * torch.exp(torch.tanh(scale))[:, :, None] + residual

    return _module(forward), (_randn(8, 256, 512), _randn(8, 256), _randn(8, 256, 512))


def column_gate():
    """AStitch's column sum read back by every row: t * sigmoid((t * w).sum(0)), t a
    row-normalised heavy value (issue 44: one launch through the global scheme)."""
    import torch

    def forward(self, x):
        t = torch.tanh(x - x.mean(-1, keepdim=True))
        return t * torch.sigmoid((t * self.w).sum(0))

    return _module(forward, w=_param(512)), (_randn(256, 512),)


def cross_entropy():
    import torch

    def forward(self, logits, target):
        return torch.nn.functional.cross_entropy(logits, target)

    target = torch.randint(0, 1000, (256,), generator=_generator())
    return _module(forward), (_randn(256, 1000), target)


def embedding_layernorm():
    import torch

    def forward(self, ids):
        return self.norm(self.embed(ids))

    model = _module(forward, embed=torch.nn.Embedding(1000, 256), norm=torch.nn.LayerNorm(256))
    with torch.no_grad():
        model.embed.weight.copy_(_randn(1000, 256))  # nn.Embedding drew from the global RNG
        model.norm.weight.copy_(_randn(256))
        model.norm.bias.copy_(_randn(256))
    ids = torch.randint(0, 1000, (8, 128), generator=_generator())
    return model, (ids,)


MODELS = [
    SuiteModel("layernorm", "torch", layernorm, "nn.LayerNorm(768) on 512x768"),
    SuiteModel("rmsnorm", "torch", rmsnorm, "RMSNorm (x*rsqrt(mean(x^2)+eps)*w) on 512x768"),
    SuiteModel("masked_softmax", "torch", masked_scaled_softmax,
               "softmax(masked_fill(0.125*s, causal, -inf)) on 4x8x128x128"),
    SuiteModel("bias_gelu_tanh", "torch", bias_gelu("tanh"), "gelu_tanh(x + b) on 512x1024"),
    SuiteModel("bias_gelu_erf", "torch", bias_gelu("none"), "gelu_erf(x + b) on 512x1024"),
    SuiteModel("batchnorm_eval", "torch", batchnorm_eval, "nn.BatchNorm2d(32).eval() on 8x32x28x28"),
    SuiteModel("linear_softmax_gate", "torch", linear_softmax_gate,
               "softmax(x @ w + b) * g, x 128x256, w 256x512", rtol=1e-4, atol=1e-5),
    SuiteModel("groupnorm", "torch", groupnorm, "nn.GroupNorm(8, 32) on 8x32x28x28"),
    SuiteModel("transformer_block", "torch", transformer_block,
               "pre-norm attention + MLP in plain torch, 2x32x64, 4 heads", rtol=1e-4, atol=1e-4),
    SuiteModel("transformer_block_bf16", "torch", in_half(transformer_block, "bfloat16"),
               "transformer_block in bfloat16 (torch-mlir's casts to f32 around each GEMM, "
               "PyTorch rounding after every op)", rtol=3e-2, atol=3e-2),
    SuiteModel("bert_layer", "torch", bert_layer, "transformers BertLayer, hidden 64, 4 heads",
               rtol=1e-4, atol=1e-4),
    SuiteModel("gpt2_block", "torch", gpt2_block, "transformers GPT2Block, n_embd 64, 4 heads",
               rtol=1e-4, atol=1e-4),
    SuiteModel("llama_decoder_layer", "torch", llama_decoder_layer,
               "transformers LlamaDecoderLayer, hidden 64, 4 heads / 2 kv heads, RoPE",
               rtol=1e-4, atol=1e-4),
] + [
    # the backward graphs torch.compile hands a backend for the layers above (AOTAutograd's, with
    # the exporter's decompositions): saved tensors and the output's gradient in, gradients out
    SuiteModel(f"{name}_backward", "torch-backward", build,
               f"{name}'s backward graph (AOTAutograd's, as torch.compile hands it over)",
               rtol=1e-4, atol=1e-4)
    for name, build in (("transformer_block", transformer_block), ("bert_layer", bert_layer),
                        ("gpt2_block", gpt2_block), ("llama_decoder_layer", llama_decoder_layer))
] + [
    SuiteModel("astitch_row_reduce_75000x32", "torch", row_reduce(75000, 32), "x / x.sum(-1) on 75000x32"),
    SuiteModel("astitch_row_reduce_64x30000", "torch", row_reduce(64, 30000), "x / x.sum(-1) on 64x30000"),
    SuiteModel("astitch_softmax_64x30000", "torch", long_softmax,
               "softmax(x, -1) on 64x30000 (rows split over blocks, a grid barrier)"),
    SuiteModel("astitch_column_reduce", "torch", column_reduce, "x - x.mean(0) on 4096x256"),
    SuiteModel("astitch_batchnorm_train", "torch", batchnorm_train,
               "BatchNorm's training math on 8192x256 (column mean and variance, then "
               "the normalisation: three passes, grid barriers)", rtol=1e-4, atol=1e-4),
    SuiteModel("astitch_layernorm_backward", "torch", layernorm_backward,
               "LayerNorm backward on 4096x768: dx's row sums beside dgamma's and dbeta's "
               "column sums of the same tensors (one pass, a grid barrier)", rtol=1e-4,
               atol=1e-4),
    SuiteModel("astitch_column_sum_squares", "torch", column_sum_and_squares,
               "x.sum(0), (x * x).sum(0) on 4096x1024 (column reductions, a grid barrier)",
               rtol=1e-5, atol=1e-3),
    SuiteModel("astitch_mse_loss", "torch", mse_loss,
               "F.mse_loss(x, y) on 1024x1000 (a reduction to a scalar, a grid barrier)"),
    SuiteModel("astitch_heavy_then_broadcast", "torch", heavy_then_broadcast,
               "x * exp(tanh(s))[:, None] on 2048x1024"),
    SuiteModel("astitch_heavy_broadcast_residual", "torch", heavy_broadcast_residual,
               "x * exp(tanh(s))[:, :, None] + r on 8x256x512 (s: 8x256)"),
    SuiteModel("astitch_column_gate", "torch", column_gate,
               "t * sigmoid((t * w).sum(0)), t = tanh(x - x.mean(-1)) on 256x512 (a column "
               "sum read back by every row)", rtol=1e-5, atol=1e-5),
    SuiteModel("cross_entropy", "torch", cross_entropy,
               "F.cross_entropy over 256x1000 logits, int64 targets"),
    SuiteModel("embedding_layernorm", "torch", embedding_layernorm,
               "nn.Embedding(1000, 256) of 8x128 int64 ids, then nn.LayerNorm(256)"),
] + half_models()
