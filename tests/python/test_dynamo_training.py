"""Training through torch.compile(backend="mlir_stitch") on the emulator: one SGD step (lr 0.1)
equals eager's (the loss, every parameter's gradient within rtol 1e-4 / atol 1e-5 of that
gradient's largest value, the parameters after the step), with the forward and the backward
graph compiled by mlir-stitch. What stays torch: embeddings' backward (an index_put adding rows
at data-dependent positions), named in one warning."""
from __future__ import annotations

import copy
import warnings

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

from mlir_stitch.frontends.dynamo.graph_compiler import STATS  # noqa: E402


@pytest.fixture(autouse=True)
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(tmp_path / "cache"))
    torch._dynamo.reset()
    yield
    torch._dynamo.reset()


def sgd_step(model, forward, loss_of):
    """(loss, gradients by name) of one SGD step of `model` through `forward`."""
    loss = loss_of(model, forward)
    loss.backward()
    grads = {name: p.grad.clone() for name, p in model.named_parameters() if p.grad is not None}
    torch.optim.SGD(model.parameters(), lr=0.1).step()
    return loss.detach(), grads


def assert_step_equals_eager(model, loss_of, left_to_torch=()):
    """One compiled SGD step of `model` against eager's on a copy; the ops a warning may name."""
    reference = copy.deepcopy(model)
    graphs, partitions = STATS["graphs"], STATS["partitions"]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        loss, grads = sgd_step(model, torch.compile(model, backend="mlir_stitch"), loss_of)
    want_loss, want_grads = sgd_step(reference, reference, loss_of)
    assert STATS["graphs"] - graphs >= 2 and STATS["partitions"] - partitions >= 2  # fw and bw
    messages = [str(w.message) for w in caught]
    fallbacks = [m for m in messages if "run as torch ops" in m]
    assert len(fallbacks) == len(messages), messages  # no other warning (AOTAutograd's, say)
    for message in fallbacks:
        named = {op for op in left_to_torch if op in message}
        assert named and message.count("aten.") == len(named), message
    torch.testing.assert_close(loss, want_loss, rtol=1e-5, atol=1e-6)
    assert grads.keys() == want_grads.keys()
    for name, want in want_grads.items():
        tolerance = 1e-5 + 1e-4 * float(want.abs().max())
        assert float((grads[name] - want).abs().max()) <= tolerance, name
    for (name, got), want in zip(model.named_parameters(), reference.parameters()):
        torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5, msg=name)


def mse(model, forward, x=None, y=None):
    x = torch.randn(6, 8, generator=torch.Generator().manual_seed(1)) if x is None else x
    y = torch.randn(6, 4, generator=torch.Generator().manual_seed(2)) if y is None else y
    return torch.nn.functional.mse_loss(forward(x), y)


def mlp():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))


class BrokenMLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.a, self.b = torch.nn.Linear(8, 16), torch.nn.Linear(16, 4)

    def forward(self, x):
        h = torch.tanh(self.a(x))
        torch._dynamo.graph_break()
        return self.b(h * 2)


def test_an_mlp():
    assert_step_equals_eager(mlp(), mse)


def test_an_mlp_with_a_graph_break():
    assert_step_equals_eager(BrokenMLP(), mse)


def test_an_mlp_with_an_l2_term_outside_the_graph():
    """The term's gradient adds to the compiled backward's (it was a silent wrong answer when
    the backend returned results without autograd)."""
    def loss(model, forward):
        return mse(model, forward) + 0.01 * sum((p * p).sum() for p in model.parameters())

    assert_step_equals_eager(mlp(), loss)


class ShiftedEmbeddings(torch.nn.Module):
    """MobileBERT's trigram input: each token's embedding beside its neighbours', shifted
    with F.pad, whose backward crops with negative padding (a silent wrong gradient of the
    embedding table when tensor.pad took negative padding as positive)."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.embed, self.project = torch.nn.Embedding(40, 8), torch.nn.Linear(24, 4)

    def forward(self, ids):
        e = self.embed(ids)
        pad = torch.nn.functional.pad
        return self.project(torch.cat([pad(e[:, 1:], [0, 0, 0, 1, 0, 0]), e,
                                       pad(e[:, :-1], [0, 0, 1, 0, 0, 0])], dim=2))


def test_shifted_embeddings_of_neighbouring_tokens():
    ids = torch.randint(0, 40, (2, 12), generator=torch.Generator().manual_seed(3))

    def loss(model, forward):
        out = forward(ids)
        return (out * torch.linspace(-1, 1, out.numel()).reshape(out.shape)).sum()
    assert_step_equals_eager(ShiftedEmbeddings(), loss, left_to_torch=("aten.index_put",))


def test_a_layernorm_gelu_mlp():
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.LayerNorm(32), torch.nn.GELU(),
                                torch.nn.Linear(32, 4))
    assert_step_equals_eager(model, mse)


class NormedProjectionPlusProjection(torch.nn.Module):
    """Olmo2's k_norm over a whole projection beside another: y = RMSNorm(k(x)) + v(x)."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.k, self.v = torch.nn.Linear(64, 32, bias=False), torch.nn.Linear(64, 32, bias=False)
        self.weight = torch.nn.Parameter(torch.ones(32) + 0.1 * torch.randn(32))

    def forward(self, x):
        h = self.k(x)
        return self.weight * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)) + self.v(x)


def test_a_normed_projection_beside_another_with_the_inputs_gradient():
    """In the backward (dx wanted) a vector GEMM of the norm's row kernel contracts the
    incoming gradient, a kernel input: it is loaded through the GEMM's own loops, not the
    kernel's (an IndexError there sent Olmo2's whole backward graph to torch)."""
    model = NormedProjectionPlusProjection()
    reference = copy.deepcopy(model)
    x = torch.randn(2, 16, 64, generator=torch.Generator().manual_seed(4))
    xs = [x.clone().requires_grad_() for _ in range(2)]
    project = torch.linspace(-1, 1, 2 * 16 * 32).reshape(2, 16, 32)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        (torch.compile(model, backend="mlir_stitch")(xs[0]) * project).sum().backward()
    (reference(xs[1]) * project).sum().backward()
    assert not [str(w.message) for w in caught if "torch ops" in str(w.message)]
    pairs = [(xs[0].grad, xs[1].grad)] + [(p.grad, q.grad) for p, q in
                                         zip(model.parameters(), reference.parameters())]
    for got, want in pairs:
        assert float((got - want).abs().max()) <= 1e-5 + 1e-4 * float(want.abs().max())


class PooledMLP(torch.nn.Module):
    """Funnel's pooling of the sequence: avg_pool2d with ceil_mode, whose backward torch-mlir
    cannot lower; its failure names only a constant of torch-mlir's own (constant.bool), no
    op of the graph."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.a, self.b = torch.nn.Linear(64, 64), torch.nn.Linear(64, 64)

    def forward(self, x):
        h = torch.tanh(self.a(x))[:, None]
        pooled = torch.nn.functional.avg_pool2d(h, (2, 1), stride=(2, 1), ceil_mode=True)[:, 0]
        return self.b(pooled).relu() * 2


def test_only_the_op_torch_mlir_cannot_lower_runs_in_torch():
    """An export failure that names no op of the graph is pinned on the op that fails
    exported alone (avg_pool2d_backward): the rest of the backward graph is compiled (the
    whole of it ran in torch before, 329 ops of Funnel's)."""
    x = torch.randn(2, 16, 64, generator=torch.Generator().manual_seed(5))

    def loss(model, forward):
        out = forward(x)
        return (out * torch.linspace(-1, 1, out.numel()).reshape(out.shape)).sum()
    assert_step_equals_eager(PooledMLP(), loss, left_to_torch=("aten.avg_pool2d_backward",))


class CheckpointedAttention(torch.nn.Module):
    """Causal self-attention through F.scaled_dot_product_attention, its block under activation
    checkpointing (what `gradient_checkpointing_enable()` does to a transformers layer)."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.qkv, self.out = torch.nn.Linear(32, 96), torch.nn.Linear(32, 32)

    def block(self, x):
        q, k, v = (t.unflatten(-1, (4, 8)).transpose(1, 2) for t in self.qkv(x).chunk(3, dim=-1))
        o = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.out(o.transpose(1, 2).flatten(2)) + x

    def forward(self, x):
        return torch.utils.checkpoint.checkpoint(self.block, x, use_reentrant=False)


def test_attention_under_activation_checkpointing():
    """SDPA inside a checkpointed block (a higher-order op's own graph) is attention's math
    too: forward and backward compiled, nothing left to torch (the CPU flash attention's
    backward was, and warned)."""
    x = torch.randn(2, 16, 32, generator=torch.Generator().manual_seed(3))

    def loss(model, forward):
        out = forward(x)
        return (out * torch.linspace(-1, 1, out.numel()).reshape(out.shape)).sum()
    assert_step_equals_eager(CheckpointedAttention(), loss)


class SelfAttention(torch.nn.Module):
    """nn.MultiheadAttention without its weights returned (its SDPA path), keys padded."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.attention = torch.nn.MultiheadAttention(32, 4, batch_first=True)

    def forward(self, x):
        padded = torch.arange(x.shape[1]) >= x.shape[1] - 3
        return self.attention(x, x, x, key_padding_mask=padded.expand(x.shape[0], -1),
                              need_weights=False)[0]


def test_multihead_attention_without_weights():
    """nn.MultiheadAttention(need_weights=False), which Dynamo keeps as one
    F.multi_head_attention_forward call, is attention's math: forward and backward compiled
    (the CPU flash attention's backward ran in torch, and warned)."""
    x = torch.randn(2, 12, 32, generator=torch.Generator().manual_seed(4))

    def loss(model, forward):
        out = forward(x)
        return (out * torch.linspace(-1, 1, out.numel()).reshape(out.shape)).sum()
    assert_step_equals_eager(SelfAttention(), loss)


def transformer(name):
    import transformers as T

    torch.manual_seed(0)
    small = dict(num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, vocab_size=100,
                 max_position_embeddings=64, hidden_size=64)
    if name == "gpt2":
        return T.GPT2LMHeadModel(T.GPT2Config(n_embd=64, n_layer=2, n_head=4, n_positions=64,
                                              vocab_size=100, resid_pdrop=0.0, embd_pdrop=0.0,
                                              attn_pdrop=0.0, bos_token_id=0, eos_token_id=0))
    if name == "bert":
        return T.BertForMaskedLM(T.BertConfig(**small, hidden_dropout_prob=0.0,
                                              attention_probs_dropout_prob=0.0))
    return T.LlamaForCausalLM(T.LlamaConfig(**small, num_key_value_heads=2))


@pytest.mark.parametrize("name", ["gpt2", "bert", "llama"])
def test_a_transformers_model(name):
    pytest.importorskip("transformers")
    ids = torch.randint(1, 100, (2, 16), generator=torch.Generator().manual_seed(1))

    def loss(model, forward):
        return forward(input_ids=ids, labels=ids).loss

    assert_step_equals_eager(transformer(name).train(), loss, left_to_torch=("aten.index_put",))


def test_a_compiled_adamw_step():
    """torch.compile(opt.step) of AdamW: its lerp_ by a number (0-d constants the fold made
    [1]-shaped) and addcmul_ with a value (Dynamo's prims.fma, unknown to the export worker)
    compile; only the step counters' f64 arithmetic stays torch's. Parameters and moments
    equal eager's after each step."""
    model, reference = mlp(), mlp()
    ours, theirs = (torch.optim.AdamW(m.parameters(), lr=1e-2) for m in (model, reference))
    step = torch.compile(ours.step, backend="mlir_stitch")
    partitions = STATS["partitions"]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(2):
            for m, optimizer in ((model, step), (reference, theirs.step)):
                m.zero_grad()
                mse(m, m).backward()
                optimizer()
    messages = [str(w.message) for w in caught if "run as torch ops" in str(w.message)]
    assert all(m.count("float64 tensors stay with torch") == m.count("(") for m in messages), messages
    assert STATS["partitions"] > partitions
    for (name, got), want in zip(model.named_parameters(), reference.parameters()):
        torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-6, msg=name)
        for key in ("exp_avg", "exp_avg_sq"):
            torch.testing.assert_close(ours.state[got][key], theirs.state[want][key], rtol=1e-5, atol=1e-7)
