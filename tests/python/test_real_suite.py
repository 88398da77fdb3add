"""The real-size suite (stitch-bench --suite --real): what it holds, how a model compiled at
full size is checked at a smaller one and judged against f32, and the launch counts of the
norms at full size from their committed IR (the emulator checks run as their own command)."""
import json
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.bench.measure import measure_model
from mlir_stitch.cli.stitch_bench import missing_files
from mlir_stitch.suite import all_models, find_model
from mlir_stitch.suite.real_models import CHECK_ROWS, NORM_SIZES

from test_frontends import export, needs_torch

REAL = Path(__file__).resolve().parents[2] / "benchmarks" / "suite-real"
GOLDEN = json.loads((REAL / "golden_kernel_counts.json").read_text())
NORMS = [m.name for m in all_models(real=True) if m.check is not None]


def test_the_real_suite_holds_the_models_and_the_norm_grid():
    names = [m.name for m in all_models(real=True)]
    assert {"gpt2_model", "bert_base", "llama_bf16", "llama7b_layer_bf16"} <= set(names)
    norms = [m for m in all_models(real=True) if m.check is not None]
    assert len(norms) == 4 * len(NORM_SIZES) * 2  # four norms, f32 and bf16
    assert {m.reference for m in norms if m.name.endswith("_bf16")} == {"f32"}
    assert not set(names) & {m.name for m in all_models()}  # the suites do not overlap
    assert find_model("softmax_8192x65536_bf16").description.endswith(f"(checked at {CHECK_ROWS}x65536)")


@needs_torch
def test_a_model_compiled_at_full_size_is_checked_at_its_check_size_against_f32(
        monkeypatch, tmp_path):
    full = export(monkeypatch, tmp_path, "real_size_norm_bf16")
    folder = tmp_path / "real_size_norm_bf16"
    assert full.compile_only and not (folder / "inputs.npz").exists()
    assert "tensor<512x256xbf16>" in full.mlir
    spec = type("Spec", (), {"check": object()})()
    assert missing_files(folder, spec) == []
    meta = json.loads((folder / "check" / "meta.json").read_text())
    assert meta["inputs"][-1]["shape"] == [8, 256] and meta["outputs"][0]["dtype"] == "float32"
    assert meta["rtol"] == 2 ** -7 and 1e-5 <= meta["atol"] < 0.5
    row = measure_model(folder, iree=False)
    assert row.kernels == 1 and row.status == "PASS", row
    # a wrong answer is caught: the check's reference shifted by ten of its tolerances
    with np.load(folder / "check" / "expected.npz") as f:
        wrong = f["result0"] + 10 * meta["atol"]
    np.savez(folder / "check" / "expected.npz", result0=wrong)
    assert measure_model(folder, iree=False).status.startswith("FAIL")


@pytest.mark.parametrize("name", NORMS)
def test_each_norm_at_full_size_keeps_its_golden_launch_count(name):
    art = mlir_stitch.compile(str(REAL / name / "model.mlir"), resources=False)
    assert art.report["kernel_count"] <= GOLDEN["kernels"][name]  # may shrink, never grow


@needs_torch
def test_the_gpu_side_judges_a_half_model_against_f32_too():
    """stitch-bench --gpu regenerates a real-size bf16 norm at full size and judges it as the
    export does: an f32 reference, the tolerance derived from PyTorch's own bf16 error (the
    compile-only folder's meta holds no tolerance for it)."""
    from mlir_stitch.bench.gpu import _framework_reference

    name = "rmsnorm_32768x1024_bf16"
    meta = json.loads((REAL / name / "meta.json").read_text())
    assert meta["compile_only"] and meta["rtol"] == 1e-5
    reference = _framework_reference(name, meta)
    assert reference.rtol == 2 ** -7 and 1e-3 < reference.atol < 0.5
    (x,) = reference.inputs[1:]
    assert x.shape == (32768, 1024) and x.dtype.name == "bfloat16"
    (want,) = reference.expected
    assert want.dtype == np.float32 and want.shape == (32768, 1024)
