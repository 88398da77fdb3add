"""The PyTorch and JAX frontends, each run in its own process as stitch-export runs them:
linalg-on-tensors with no f64 and weights as arguments, then compiled here and checked on the
emulator against the framework's own output. Skipped without the frontends extra."""
import importlib.util
import math
import re
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.frontends import load_exported
from mlir_stitch.frontends.exporter import export_in_subprocess

HERE = Path(__file__).parent


def have(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


needs_torch = pytest.mark.skipif(not (have("torch") and have("torch_mlir")),
                                 reason="frontends extra not installed (torch, torch-mlir)")
needs_jax = pytest.mark.skipif(not have("jax"), reason="frontends extra not installed (jax)")


def export(monkeypatch, tmp_path, factory):
    monkeypatch.chdir(HERE)  # `python -m` puts the working directory on the child's sys.path
    outcome = export_in_subprocess(f"frontend_models:{factory}", tmp_path / factory)
    assert outcome.ok, outcome.error
    return load_exported(tmp_path / factory)


def run_on_emulator(exported):
    fn = mlir_stitch.load(mlir_stitch.compile(exported.mlir, resources=False), backend="emulator")
    return fn(*exported.inputs)


@needs_torch
def test_torch_export_passes_weights_and_has_no_f64(monkeypatch, tmp_path):
    exported = export(monkeypatch, tmp_path, "torch_layernorm_scaled")
    assert exported.arg_names == ["ln.weight", "ln.bias", "shift", "input0"]
    assert [a.shape for a in exported.inputs] == [(32,), (32,), (32,), (16, 32)]
    assert not re.search(r"\bf64\b", exported.mlir)  # the python scalars and the variance
    assert "dense_resource" not in exported.mlir
    (y,) = run_on_emulator(exported)
    np.testing.assert_allclose(y, exported.expected[0], rtol=1e-5, atol=1e-5)


@needs_torch
def test_torch_export_refuses_ops_that_are_not_linalg(monkeypatch, tmp_path):
    """torch.sort becomes tm_tensor.sort: refused at export, naming the op and the model."""
    monkeypatch.chdir(HERE)
    outcome = export_in_subprocess("frontend_models:torch_sort", tmp_path / "sort")
    assert re.fullmatch(r"torch_sort: line \d+ of the exported IR: op 'tm_tensor.sort' is not linalg on tensors "
                        r"\(mlir-stitch reads builtin, func, linalg, tensor, arith, math, cf ops\)", outcome.error)
    assert not (tmp_path / "sort").exists()


@needs_torch
def test_torch_export_names_the_op_torch_mlir_cannot_lower(monkeypatch, tmp_path):
    """torch-mlir's own diagnostic (on fd 2, not in its exception) names the op."""
    monkeypatch.chdir(HERE)
    outcome = export_in_subprocess("frontend_models:torch_erfc", tmp_path / "erfc")
    assert outcome.error == "torch_erfc: torch-mlir export failed: torch-mlir has no lowering of aten.erfc", outcome.error


@needs_torch
def test_transformers_models_at_their_defaults_export_and_match(monkeypatch, tmp_path):
    """SDPA attention, a non-persistent buffer (BERT's position_ids) and a `.view` after
    attention (GPT-2) export, compile and match PyTorch."""
    pytest.importorskip("transformers")
    exported = export(monkeypatch, tmp_path, "transformers_encoders")
    for g, want in zip(run_on_emulator(exported), exported.expected):
        np.testing.assert_allclose(g, want, rtol=1e-4, atol=1e-5)


def test_torch_bfloat16_export_round_trips_and_matches(monkeypatch, tmp_path):
    """bf16 tensors leave torch as ml_dtypes.bfloat16 arrays and come back so from the .npz
    files. The kernel rounds gelu(x + b) once (PyTorch also rounds x + b, which moves small
    outputs by far more than an ulp): it is compared with that exact value rounded to bf16."""
    exported = export(monkeypatch, tmp_path, "torch_bias_gelu_bf16")
    assert [a.dtype.name for a in exported.inputs + exported.expected] == ["bfloat16"] * 3
    assert "tensor<16x64xbf16>" in exported.mlir
    (y,) = run_on_emulator(exported)
    assert y.dtype.name == "bfloat16"
    bias, x = (a.astype(np.float64) for a in exported.inputs)
    h = x + bias
    exact = 0.5 * h * (1 + np.vectorize(math.erf)(h / math.sqrt(2)))
    np.testing.assert_allclose(y.astype(np.float64), exact.astype(y.dtype).astype(np.float64),
                               rtol=2.0 ** -7, atol=1e-5)


@needs_torch
def test_torch_bfloat16_block_fuses_like_f32(monkeypatch, tmp_path):
    """torch-mlir's casts around half-precision GEMMs do not split the block: attention's bmm
    on bf16 operands is a GEMM that fuses with its softmax (QK^T, softmax, PV: one kernel),
    the weights' widenings are read inside the GEMMs that use them, a library GEMM reads an
    f32 copy and keeps its bias epilogue, the attention output and the GELU reach their
    projections in f32 (no bf16 round trip as a kernel of its own); every kernel is a template,
    no loop fallback; the QKV and FFN-up projections, written on [B·S, D] with the bias and the
    rounding (and the GELU) before the expand, join their LayerNorms' kernels. (The same block
    in f32: 4 launches; at first 13 with traffic 9.6, then 10 with 5.98 before the round trips
    went, 7 with 4.63 before the projections joined.)"""
    exported = export(monkeypatch, tmp_path, "torch_block_bf16")
    art = mlir_stitch.compile(exported.mlir, resources=False)
    report = art.report
    assert report["kernel_count"] <= 5 and report["traffic_ratio"] < 4.5
    assert not any(f.get("fallback") for f in report["fusions"])
    # attention (QK^T, PV) and the second LayerNorm's kernel (out- and FFN-up projections)
    two_gemms = [f for f in report["fusions"]
                 if sum(op["class"] == "bgemm" for op in f["ops"]) == 2]
    assert len(two_gemms) == 2 and all(f["template"] == "row" for f in two_gemms)
    assert [launch["epilogue"] for launch in report["library_launches"]] == ["bias"]
    (y,) = mlir_stitch.load(art, backend="emulator")(*exported.inputs)
    assert y.dtype.name == "bfloat16"
    np.testing.assert_allclose(y.astype(np.float32), exported.expected[0].astype(np.float32),
                               rtol=3e-2, atol=3e-2)


@needs_torch
def test_rope_is_computed_where_bf16_attention_stages_q_and_k(monkeypatch, tmp_path):
    """Rotary embeddings on q and k (cheap elementwise ops that only QKᵀ reads) are computed
    where the attention kernel stages QKᵀ's operands (role "operand"), which then run on
    tensor cores: the projections' kernel, then attention with RoPE in one kernel (2
    launches: 3 with RoPE's kernel of its own before)."""
    exported = export(monkeypatch, tmp_path, "torch_rope_attention_bf16")
    art = mlir_stitch.compile(exported.mlir, resources=False, cache=False)
    report = art.report
    assert report["kernel_count"] == 2
    (attention,) = [f for f in report["fusions"] if any(op["role"] == "operand" for op in f["ops"])]
    operands = {op["name"] for op in attention["ops"] if op["role"] == "operand"}
    assert len(operands) >= 2 and any(op["mma"] for op in attention["ops"])
    (y,) = mlir_stitch.load(art, backend="emulator")(*exported.inputs)
    np.testing.assert_allclose(y.astype(np.float32), exported.expected[0].astype(np.float32),
                               rtol=3e-2, atol=3e-2)


@needs_jax
def test_jax_export_matches_jax(monkeypatch, tmp_path):
    exported = export(monkeypatch, tmp_path, "jax_softmax_small")
    assert exported.framework == "jax" and "stablehlo" not in exported.mlir
    (y,) = run_on_emulator(exported)
    np.testing.assert_allclose(y, exported.expected[0], rtol=1e-5, atol=1e-6)


def test_a_bad_factory_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.chdir(HERE)
    outcome = export_in_subprocess("frontend_models:not_a_model", tmp_path / "x")
    assert outcome.error == "frontend_models:not_a_model: the factory returned int, expected a SuiteModel"
    outcome = export_in_subprocess("no_such_suite_model", tmp_path / "y")
    assert "no suite model named 'no_such_suite_model'" in outcome.error
