"""The PTX of every committed suite model assembles with ptxas for sm_90 with no stack frame and
no spills in any kernel (a libdevice call such as __nv_powif brings a stack frame; the L3 stage
expands constant-exponent powers into multiplications), and the report carries the figures."""
from pathlib import Path

import pytest

import mlir_stitch
from mlir_stitch.compiler.ptx import find_ptxas, parse_ptxas_log, ptxas_usage

SUITE = Path(__file__).resolve().parents[2] / "benchmarks" / "suite"
MODELS = sorted(p.parent.name for p in SUITE.glob("*/model.mlir"))

needs_ptxas = pytest.mark.skipif(find_ptxas() is None, reason="ptxas (nvidia-cuda-nvcc) not installed")


def test_parse_ptxas_log_reads_stack_frame_and_spills():
    log = """ptxas info    : Compiling entry function 'fusion_0' for 'sm_90'
ptxas info    : Function properties for fusion_0
    24 bytes stack frame, 20 bytes spill stores, 16 bytes spill loads
ptxas info    : Used 30 registers, used 1 barriers, 96 bytes smem
"""
    assert parse_ptxas_log(log) == {"fusion_0": {"registers": 30, "spill_bytes": 36,
                                                 "stack_bytes": 24, "shared_bytes": 96}}


@needs_ptxas
@pytest.mark.parametrize("name", MODELS)
def test_suite_kernels_have_no_stack_frame_and_no_spills(name):
    art = mlir_stitch.compile(str(SUITE / name / "model.mlir"))
    usage = ptxas_usage(art.ptx, "sm_90")
    assert usage, name
    for kernel, figures in usage.items():
        assert figures["stack_bytes"] == 0, f"{name}: {kernel} {figures}"
        assert figures["spill_bytes"] == 0, f"{name}: {kernel} {figures}"
    for fusion in art.report["fusions"]:
        assert fusion["stack_bytes"] == 0 and fusion["spill_bytes"] == 0, (name, fusion["kernel"])
        # within its applied register bound; the wave it leaves holds a grid-barrier launch
        assert fusion["registers"] <= fusion.get("register_bound", 255), (name, fusion)
        assert fusion["blocks_per_wave"] > 0, (name, fusion)
    for step in art.manifest["steps"]:
        if step.get("grid_barrier"):
            assert step["grid"][0] <= step["blocks_per_wave"], (name, step)


@needs_ptxas
def test_the_artifact_carries_ptxas_machine_code_for_its_target():
    """The cubin of the same ptxas run (the CUDA backend loads it instead of JIT-compiling)."""
    art = mlir_stitch.compile(str(SUITE / "layernorm" / "model.mlir"))
    assert art.cubin.startswith(b"\x7fELF") and art.manifest["cubin"] == "kernels.cubin"
    assert b"fusion_0" in art.cubin  # the kernel's symbol
    assert mlir_stitch.compile(str(SUITE / "layernorm" / "model.mlir"), resources=False).cubin is None


@needs_ptxas
def test_ptxas_compiles_the_kernels_in_parallel_with_the_same_resources(monkeypatch):
    """The installed ptxas takes --split-compile (every CPU); the registers, spills and shared
    memory it reports are those of a one-thread compile."""
    from mlir_stitch.compiler import ptx

    assert ptx.parallel_flags(find_ptxas()) == ("--split-compile", "0")
    art = mlir_stitch.compile(str(SUITE / "llama_decoder_layer_backward" / "model.mlir"))
    parallel = ptxas_usage(art.ptx, "sm_90")
    monkeypatch.setattr(ptx, "parallel_flags", lambda ptxas: ())
    assert len(parallel) > 5 and parallel == ptxas_usage(art.ptx, "sm_90")
