"""Golden kernel counts of the model suite (benchmarks/suite/*/model.mlir, exported by
`stitch-export --suite`): no model's kernel count may grow, and a model recorded as unsupported
that starts compiling must be given its count (`stitch-bench --suite --update-golden`)."""
import re
from pathlib import Path

import pytest

import mlir_stitch
from mlir_stitch.bench.golden import read_golden
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.suite import all_models

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "benchmarks" / "suite"
GOLDEN = read_golden(SUITE / "golden_kernel_counts.json")
NAMES = [m.name for m in all_models()]


def test_every_suite_model_is_exported_and_has_a_golden_entry():
    for name in NAMES:
        assert (SUITE / name / "model.mlir").exists(), f"{name}: run stitch-export --suite benchmarks/suite"
        assert (name in GOLDEN["kernels"]) != (name in GOLDEN["unsupported"]), name
    assert set(GOLDEN["kernels"]) | set(GOLDEN["unsupported"]) == set(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_exported_model_has_no_f64_and_no_inlined_weights(name):
    text = (SUITE / name / "model.mlir").read_text()
    assert not re.search(r"\bf64\b", text)
    assert "dense_resource" not in text and 'dense<"0x' not in text and "dialect_resources" not in text


@pytest.mark.parametrize("name", sorted(GOLDEN["kernels"]))
def test_kernel_count_does_not_grow(name):
    report = mlir_stitch.compile(str(SUITE / name / "model.mlir"), resources=False).report
    golden = GOLDEN["kernels"][name]
    assert report["kernel_count"] <= golden, f"{name}: {report['kernel_count']} kernels, golden {golden}"


def test_unsupported_models_still_fail_clearly():
    for name in sorted(GOLDEN["unsupported"]):
        try:
            report = mlir_stitch.compile(str(SUITE / name / "model.mlir"), resources=False).report
        except CompileError:
            continue
        pytest.fail(f"{name} compiles now ({report['kernel_count']} kernels): record it with "
                    "stitch-bench --suite --update-golden")
