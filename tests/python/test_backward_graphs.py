"""The backward graphs of the suite's transformer layers (benchmarks/suite/*_backward: what
torch.compile hands over for transformer_block, bert_layer, gpt2_block and
llama_decoder_layer): the gradients equal PyTorch's on the emulator, in at most half the
launches IREE dispatches for the same graphs, and every LayerNorm or RMSNorm backward is one
kernel: dx's row sums beside the weight's (and bias's) column sums over the tokens."""
import ast
from pathlib import Path

import pytest

import mlir_stitch
from mlir_stitch.bench.measure import measure_model

SUITE = Path(__file__).resolve().parents[2] / "benchmarks" / "suite"

# iree-compile 3.13 --iree-hal-target-device=cuda --iree-cuda-target=sm_80 --compile-to=flow on
# the same model.mlir files (`stitch-bench --suite`, benchmarks/RESULTS.md)
IREE_DISPATCHES = {"transformer_block_backward": 38, "bert_layer_backward": 40,
                   "gpt2_block_backward": 38, "llama_decoder_layer_backward": 38}

# per norm: its row sums (dx) and its column sums (dgamma, dbeta), by their FX names
NORMS = {
    "transformer_block_backward": [("sum_3", "sum_4", "sum_5", "sum_6"),
                                   ("sum_10", "sum_11", "sum_12", "sum_13")],
    "gpt2_block_backward": [("sum_3", "sum_4", "sum_5", "sum_6"),
                            ("sum_10", "sum_11", "sum_12", "sum_13")],
    "bert_layer_backward": [("sum_1", "sum_2", "sum_3", "sum_4"),
                            ("sum_7", "sum_8", "sum_9", "sum_10")],
    "llama_decoder_layer_backward": [("sum_2", "sum_1"), ("sum_7", "sum_6")],  # RMSNorm
}


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """The backward models exported afresh (the suite keeps model.mlir in git, not the inputs
    and PyTorch's gradients, which stitch-bench --suite regenerates the same way)."""
    from mlir_stitch.frontends.exporter import export_in_subprocess

    root = tmp_path_factory.mktemp("backward")
    for name in IREE_DISPATCHES:
        outcome = export_in_subprocess(name, root / name)
        assert outcome.ok, outcome.error
    return root


@pytest.mark.parametrize("name", sorted(IREE_DISPATCHES))
def test_gradients_match_in_half_of_irees_launches(name, exported):
    assert (exported / name / "model.mlir").read_text() == (SUITE / name / "model.mlir").read_text()
    row = measure_model(exported / name, iree=False)
    assert row.status == "PASS", row
    assert row.kernels <= IREE_DISPATCHES[name] / 2, (row.kernels, IREE_DISPATCHES[name])


@pytest.mark.parametrize("name", sorted(NORMS))
def test_each_norm_backward_is_one_kernel(name):
    report = mlir_stitch.compile(str(SUITE / name / "model.mlir"), resources=False).report
    kernel_of = {}
    for fusion in report["fusions"]:
        ops = fusion["ops"] if isinstance(fusion["ops"], list) else ast.literal_eval(fusion["ops"])
        for op in ops:
            kernel_of[op["loc"].removeprefix("<fx:").split(">")[0]] = fusion["kernel"]
    for sums in NORMS[name]:
        assert len({kernel_of.get(s) for s in sums}) == 1, {s: kernel_of.get(s) for s in sums}


def test_rope_backward_is_one_elementwise_kernel_and_matches():
    """tests/filecheck/inputs/rope-backward.mlir: dQ·sin recomputed by both halves of the
    rotate-half, which is inlined into the transposed writer (its head-dim index renumbered):
    one kernel, equal to numpy."""
    import numpy as np

    art = mlir_stitch.compile(str(SUITE.parents[1] / "tests" / "filecheck" / "inputs" / "rope-backward.mlir"),
                              resources=False)
    assert art.report["kernel_count"] == 1
    rng = np.random.default_rng(7)
    dq, sin, cos = (rng.standard_normal((2, 4, 8, 16), dtype=np.float32) for _ in range(3))
    (y,) = mlir_stitch.load(art, backend="emulator")(dq, sin, cos)
    m = dq.astype(np.float64) * sin
    rotated = np.concatenate([-m[..., 8:], m[..., :8]], axis=-1)
    np.testing.assert_allclose(y, (rotated + dq.astype(np.float64) * cos).swapaxes(2, 3),
                               rtol=1e-6, atol=1e-6)


def test_a_bmm_over_a_saved_operand_joins_the_softmax_backward_and_matches():
    """stitch-normalize-contraction-saved-operand.mlir: dP = dO·Vᵀ over B·H with V an
    argument ([B·H, S, D], as the forward saved it) iterates B and H apart (V through a view),
    so it is a fused GEMM of the softmax backward's row kernel, and dO = go², which only that
    GEMM reads, is computed where it stages dO (an operand op: one kernel, two before); the
    result equals numpy."""
    import numpy as np

    path = SUITE.parents[1] / "tests" / "filecheck" / "passes" / "stitch-normalize-contraction-saved-operand.mlir"
    art = mlir_stitch.compile(str(path), resources=False)
    assert art.report["kernel_count"] == 1 and not art.report["library_launches"]
    rng = np.random.default_rng(8)
    go = rng.standard_normal((2, 4, 8, 16), dtype=np.float32)
    v = rng.standard_normal((8, 8, 16), dtype=np.float32)
    p = rng.random((2, 4, 8, 8), dtype=np.float32)
    (ds,) = mlir_stitch.load(art, backend="emulator")(go, v, p)
    do = go.astype(np.float64) ** 2
    dp = np.einsum("bhsd,bhtd->bhst", do, v.reshape(2, 4, 8, 16).astype(np.float64))
    pdp = dp * p
    np.testing.assert_allclose(ds, pdp - p * pdp.sum(-1, keepdims=True), rtol=1e-5, atol=1e-4)
