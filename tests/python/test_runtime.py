"""Run side: artifact folder round trip, executor, emulator and CUDA backends, stitch-run.

The test artifact is real: two kernels written as a gpu.module, lowered to PTX with MLIR
(bare-pointer ABI), and a manifest with a temp, a const, aliases, a zero and a copy step. Where
MLIR is missing (the GPU machines) the same texts come from the copies embedded at the end of
this file; ``test_embedded_texts_match_mlir`` keeps those copies honest.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from mlir_stitch.cli import stitch_run
from mlir_stitch.cli.errors import cli_main
from mlir_stitch.runtime import (Artifact, ArgumentError, ManifestError, StitchError, StitchRuntimeError,
                                 cuda_available, load)
from mlir_stitch.runtime.backends import BackendFallbackWarning
from mlir_stitch.runtime.backends import emulator as emulator_backend
from mlir_stitch.runtime.manifest import FORMAT

PYTHON_DIR = Path(__file__).resolve().parents[2] / "python"

# ---- the test artifact ------------------------------------------------------------------------
KERNELS = """
gpu.module @kernels {
  gpu.func @add(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %t: memref<4x8xf32>) kernel {
    %i = gpu.block_id x
    %j = gpu.thread_id x
    %x = memref.load %a[%i, %j] : memref<4x8xf32>
    %y = memref.load %b[%i, %j] : memref<4x8xf32>
    %s = arith.addf %x, %y : f32
    %old = memref.load %t[%i, %j] : memref<4x8xf32>
    %acc = arith.addf %old, %s : f32
    memref.store %acc, %t[%i, %j] : memref<4x8xf32>
    gpu.return
  }
  gpu.func @scale(%t: memref<4x8xf32>, %c: memref<8xf32>, %out: memref<4x8xf32>) kernel {
    %tid = gpu.thread_id x
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %inside = arith.cmpi ult, %tid, %c32 : index
    scf.if %inside {
      %i = arith.divui %tid, %c8 : index
      %j = arith.remui %tid, %c8 : index
      %x = memref.load %t[%i, %j] : memref<4x8xf32>
      %k = memref.load %c[%j] : memref<8xf32>
      %y = arith.mulf %x, %k : f32
      memref.store %y, %out[%i, %j] : memref<4x8xf32>
    }
    gpu.return
  }
}
"""
TO_PTX = ("builtin.module(nvvm-attach-target{chip=sm_90 features=+ptx80 O=3},"
          "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1}),"
          "reconcile-unrealized-casts,gpu-module-to-binary{format=isa})")
SCALE = np.array([1, 2, 3, 4, 0.5, -1, 10, 0.25], dtype=np.float32)


def lower_with_mlir() -> tuple[str, str] | None:
    """(generic-form gpu.module, PTX), or None when the MLIR bindings are not installed."""
    try:
        from mlir import ir, passmanager
        from mlir.dialects import gpu
    except ImportError:
        return None
    with ir.Context():
        module = ir.Module.parse(KERNELS)
        generic = module.body.operations[0].get_asm(print_generic_op_form=True)
        passmanager.PassManager.parse(TO_PTX).run(module.operation)
        binary = module.body.operations[0]
        ptx = gpu.ObjectAttr(binary.attributes["objects"][0]).object.decode()
    return generic, ptx


@pytest.fixture(scope="module")
def kernel_texts() -> tuple[str, str]:
    return lower_with_mlir() or (EMBEDDED_KERNEL_IR, EMBEDDED_PTX)


def f32(*shape):
    return {"shape": list(shape), "dtype": "float32"}


def make_manifest() -> dict:
    """result1 = arg0 + arg1 (viewed 4x8); result0 = flat(result1 * c0), through a zeroed temp."""
    return {
        "format": FORMAT, "target": "sm_90",
        "entry": {"name": "main", "args": [f32(4, 8), f32(32)], "results": [f32(32), f32(4, 8)]},
        "buffers": [
            {"name": "arg0", **f32(4, 8), "kind": "input", "index": 0},
            {"name": "arg1", **f32(32), "kind": "input", "index": 1},
            {"name": "result0", **f32(32), "kind": "output", "index": 0},
            {"name": "result1", **f32(4, 8), "kind": "output", "index": 1},
            {"name": "t0", **f32(4, 8), "kind": "temp"},
            {"name": "c0", **f32(8), "kind": "const", "file": "const0.npy"},
            {"name": "v1", **f32(4, 8), "kind": "alias", "of": "arg1"},
            {"name": "v0", **f32(4, 8), "kind": "alias", "of": "result0"},
        ],
        "steps": [
            {"op": "zero", "buffer": "t0"},
            {"op": "launch", "kernel": "add", "grid": [4, 1, 1], "block": [8, 1, 1], "shared_bytes": 0,
             "args": ["arg0", "v1", "t0"]},
            {"op": "launch", "kernel": "scale", "grid": [1, 1, 1], "block": [64, 1, 1], "shared_bytes": 0,
             "args": ["t0", "c0", "v0"]},
            {"op": "copy", "src": "t0", "dst": "result1"},
        ],
        "report": {"kernel_count": 2, "unfused_kernel_count": 3},
    }


@pytest.fixture
def artifact(kernel_texts) -> Artifact:
    kernel_ir, ptx = kernel_texts
    return Artifact(manifest=make_manifest(), ptx=ptx, kernel_ir=kernel_ir, consts={"c0": SCALE})


@pytest.fixture
def inputs():
    rng = np.random.default_rng(0)
    return rng.standard_normal((4, 8)).astype(np.float32), rng.standard_normal(32).astype(np.float32)


def expected(a, b):
    s = a + b.reshape(4, 8)
    return (s * SCALE).reshape(32), s


def check_results(results, a, b):
    assert isinstance(results, tuple) and len(results) == 2
    want0, want1 = expected(a, b)
    np.testing.assert_allclose(np.asarray(results[0]), want0, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(results[1]), want1, rtol=1e-6)
    assert np.asarray(results[0]).shape == (32,) and np.asarray(results[0]).dtype == np.float32


def test_embedded_texts_match_mlir():
    lowered = lower_with_mlir()
    if lowered is None:
        pytest.skip("MLIR bindings not installed")
    generic, ptx = lowered
    assert generic.strip() == EMBEDDED_KERNEL_IR.strip()
    assert ptx.strip() == EMBEDDED_PTX.strip()
    assert ".entry add(" in ptx and ".entry scale(" in ptx


# ---- artifact --------------------------------------------------------------------------------
def test_artifact_save_and_load_round_trip(artifact, tmp_path):
    folder = artifact.save(tmp_path / "art")
    assert sorted(p.name for p in folder.iterdir()) == ["const0.npy", "kernels.mlir", "kernels.ptx",
                                                        "manifest.json"]
    back = Artifact.from_folder(folder)
    assert back.manifest == artifact.manifest
    assert back.ptx == artifact.ptx and back.kernel_ir == artifact.kernel_ir
    np.testing.assert_array_equal(back.consts["c0"], SCALE)
    assert back.report == {"kernel_count": 2, "unfused_kernel_count": 3}
    assert repr(back) == ("<Artifact main(float32[4, 8], float32[32]) -> (float32[32], float32[4, 8]): "
                          "2 launches of 2 kernels, sm_90>")


def test_artifact_rejects_inconsistent_consts(kernel_texts):
    kernel_ir, ptx = kernel_texts
    with pytest.raises(ManifestError, match="no value for constant buffer c0"):
        Artifact(manifest=make_manifest(), ptx=ptx, kernel_ir=kernel_ir, consts={})
    with pytest.raises(ManifestError, match=r"constant c0 is float64\[8\], its buffer is float32\[8\]"):
        Artifact(manifest=make_manifest(), ptx=ptx, kernel_ir=kernel_ir, consts={"c0": SCALE.astype(float)})


def test_from_folder_errors(artifact, tmp_path):
    with pytest.raises(ManifestError, match="not an mlir-stitch artifact"):
        Artifact.from_folder(tmp_path)
    folder = artifact.save(tmp_path / "art")
    (folder / "kernels.ptx").unlink()
    with pytest.raises(ManifestError, match="missing kernels.ptx"):
        Artifact.from_folder(folder)


@pytest.mark.parametrize("edit, message", [
    (lambda m: m["buffers"][6].update(shape=[4, 7]), r"alias v1 \(float32\[4, 7\]\) does not view"),
    (lambda m: m["steps"].pop(), "output result1 is never written"),
    (lambda m: m["entry"]["args"][1].update(shape=[31]), r"entry args\[1\] is float32\[31\]"),
    (lambda m: m["buffers"][0].update(dtype="complex64"), "unsupported dtype 'complex64'"),
    (lambda m: m["buffers"][1].update(index=0), r"input buffers have indices \[0, 0\], expected \[0, 1\]"),
    (lambda m: m["buffers"][2].pop("index"), "output buffer result0 needs an integer 'index'"),
    (lambda m: m["steps"][1].update(grid=[0]), "grid must be 1 to 3 positive integers"),
    (lambda m: m["steps"][3].update(src="c0"), r"copies c0 \(float32\[8\]\) to result1 .* of a different size"),
    (lambda m: m.pop("steps"), "missing key 'steps'"),
    (lambda m: m["buffers"].append(dict(m["buffers"][4])), "two buffers named t0"),
    (lambda m: m["buffers"][6].update(of="nothing"), "alias v1 of unknown buffer nothing"),
])
def test_manifest_checks(kernel_texts, edit, message):
    manifest = make_manifest()
    edit(manifest)
    with pytest.raises(ManifestError, match=message):
        Artifact(manifest=manifest, ptx=kernel_texts[1], kernel_ir=kernel_texts[0], consts={"c0": SCALE})


def test_manifest_error_is_a_stitch_error():
    assert issubclass(ManifestError, StitchError) and issubclass(ManifestError, ValueError)


# ---- a stand-in emulator: tests the executor whether or not the real one is ready -------------
class FakeStats:
    def __init__(self):
        self.launches, self.races = 0, []

    def as_dict(self):
        return {"launches": self.launches, "races": self.races}


class FakeEmulatorError(Exception):
    pass


class FakeEmulator:
    """Runs the two test kernels with numpy, checking what the real emulator would be given."""

    def __init__(self, module):
        assert module == "parsed"

    def launch(self, kernel, grid, block, args, stats, shared_bytes):
        assert shared_bytes == 0  # the test kernels' manifest asks for no dynamic shared memory
        assert all(isinstance(a, np.ndarray) and a.flags.c_contiguous for a in args)
        stats.launches += 1
        if kernel == "add":
            a, b, t = args
            assert a.shape == b.shape == t.shape == (4, 8) and grid == (4, 1, 1) and block == (8, 1, 1)
            t += a + b
        elif kernel == "scale":
            t, c, out = args
            assert t.shape == out.shape == (4, 8) and c.shape == (8,)
            out[...] = t * c
        else:
            raise FakeEmulatorError(f"no kernel @{kernel}")


@pytest.fixture
def fake_emulator(monkeypatch):
    api = (lambda text: "parsed", FakeEmulator, FakeEmulatorError, FakeStats)
    monkeypatch.setattr(emulator_backend, "_emulator_api", lambda: api)


def test_executor_with_fake_emulator(artifact, inputs, fake_emulator):
    a, b = inputs
    a_before, b_before = a.copy(), b.copy()
    exe = load(artifact, backend="emulator")
    assert exe.backend_name == "emulator" and exe.artifact is artifact
    check_results(exe(a, b), a, b)
    check_results(exe(a, b), a, b)  # temps are zeroed again, not accumulated across calls
    np.testing.assert_array_equal(a, a_before)  # the caller's arrays are never written
    np.testing.assert_array_equal(b, b_before)
    assert exe.stats.launches == 2  # the last call only


def test_results_alias_no_internal_storage(artifact, inputs, fake_emulator):
    exe = load(artifact, backend="emulator")
    r0, r1 = exe(*inputs)
    s0, s1 = exe(*inputs)
    assert not np.shares_memory(r0, s0) and not np.shares_memory(r1, s1)


def test_emulator_launch_errors_are_clean(kernel_texts, fake_emulator):
    manifest = make_manifest()
    manifest["steps"][2]["kernel"] = "nope"
    art = Artifact(manifest=manifest, ptx=kernel_texts[1], kernel_ir=kernel_texts[0], consts={"c0": SCALE})
    with pytest.raises(StitchRuntimeError, match=r"step 2 \(launch nope\): emulator: no kernel @nope"):
        load(art, backend="emulator")(*[np.zeros((4, 8), np.float32), np.zeros(32, np.float32)])


def test_unwritten_memory_is_poisoned(kernel_texts, inputs, fake_emulator):
    """Without its zero step the accumulating kernel reads uninitialised memory: NaN, not luck."""
    manifest = make_manifest()
    manifest["steps"].pop(0)
    art = Artifact(manifest=manifest, ptx=kernel_texts[1], kernel_ir=kernel_texts[0], consts={"c0": SCALE})
    assert all(np.isnan(r).all() for r in load(art, backend="emulator")(*inputs))


def test_dlpack_reading_without_array_libraries():
    from mlir_stitch.runtime.arrays import from_dlpack

    a = np.arange(24, dtype=np.int16).reshape(2, 3, 4)[1:]
    d = from_dlpack(a, "arg0")
    assert (d.ptr, d.shape, d.dtype) == (a.ctypes.data, (1, 3, 4), np.dtype(np.int16))
    assert from_dlpack(np.zeros(3, bool), "arg0").dtype == np.bool_
    with pytest.raises(ArgumentError, match=r"argument arg2: device array is not C-contiguous"):
        from_dlpack(a[:, :, ::2], "arg2")


def test_bfloat16_buffers_take_raw_bits(fake_emulator):
    """numpy has no bfloat16: its buffers take ml_dtypes.bfloat16 arrays or the raw bits as uint16."""
    bf16 = {"shape": [4], "dtype": "bfloat16"}
    manifest = {"format": FORMAT, "entry": {"args": [bf16], "results": [bf16]},
                "buffers": [{"name": "arg0", **bf16, "kind": "input", "index": 0},
                            {"name": "result0", **bf16, "kind": "output", "index": 0}],
                "steps": [{"op": "copy", "src": "arg0", "dst": "result0"}]}
    exe = load(Artifact(manifest=manifest, ptx="", kernel_ir=""), backend="emulator")
    bits = np.array([0x3F80, 0x4000, 0xBF80, 0x7FC0], np.uint16)  # 1, 2, -1, nan
    (result,) = exe(bits)
    np.testing.assert_array_equal(result.view(np.uint16), bits)
    with pytest.raises(ArgumentError, match=r"argument arg0: expected bfloat16\[4\], got float32\[4\]"):
        exe(np.ones(4, np.float32))


def test_timing_needs_cuda(artifact, inputs, fake_emulator):
    with pytest.raises(StitchRuntimeError, match="timing needs the cuda backend"):
        load(artifact, backend="emulator").time(inputs)


# ---- argument validation ---------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    (lambda a, b: (a,), r"main takes 2 arguments \(float32\[4, 8\], float32\[32\]\), got 1"),
    (lambda a, b: (a, b[:31]), r"argument arg1: expected float32\[32\], got float32\[31\]"),
    (lambda a, b: (a.astype(np.float64), b), r"argument arg0: expected float32\[4, 8\], got float64\[4, 8\]"),
    (lambda a, b: (a, b.reshape(4, 8)), r"argument arg1: expected float32\[32\], got float32\[4, 8\]"),
    (lambda a, b: (a, "x"), r"argument arg1: str is not a numeric array"),
])
def test_argument_errors(artifact, inputs, fake_emulator, args, message):
    exe = load(artifact, backend="emulator")
    with pytest.raises(ArgumentError, match=message):
        exe(*args(*inputs))


def test_non_contiguous_host_arguments_are_accepted(artifact, inputs, fake_emulator):
    a, b = inputs
    a_strided = np.asfortranarray(a)
    check_results(load(artifact, backend="emulator")(a_strided, b), a, b)


def test_unknown_backend(artifact):
    with pytest.raises(StitchRuntimeError, match="unknown backend 'tpu'"):
        load(artifact, backend="tpu")


# ---- the real emulator -----------------------------------------------------------------------
def real_emulator_or_skip():
    try:
        from mlir_stitch.runtime.emulator import Emulator, Stats, parse_module  # noqa: F401
    except ImportError as e:
        pytest.skip(f"emulator not importable yet: {e}")


def test_real_emulator(artifact, inputs):
    real_emulator_or_skip()
    exe = load(artifact, backend="emulator")
    check_results(exe(*inputs), *inputs)
    stats = exe.stats
    assert stats.launches == 2 and not stats.races
    # add reads a, b, t and writes t; scale reads t, c and writes out (4 bytes per element).
    assert stats.global_store_bytes == 2 * 32 * 4
    assert stats.global_load_bytes == (3 * 32 + 2 * 32) * 4
    json.dumps(stats.as_dict())


def test_out_buffers_receive_the_results(artifact, inputs):
    real_emulator_or_skip()
    exe = load(artifact, backend="emulator")
    out = (np.zeros(32, np.float32), np.zeros((4, 8), np.float32))
    results = exe(*inputs, out=out)
    assert results[0] is out[0] and results[1] is out[1]
    check_results(results, *inputs)


@pytest.mark.parametrize("out, message", [
    ((np.zeros(32, np.float32),), r"out: main has 2 results, so out= takes a tuple of 2 buffers; got 1 buffers"),
    (np.zeros(32, np.float32), r"out: main has 2 results, so out= takes a tuple of 2 buffers; got ndarray"),
    ((np.zeros(32, np.float32), np.zeros((8, 4), np.float32)), r"out\[1\]: expected float32\[4, 8\], got float32\[8, 4\]"),
    ((np.zeros(32, np.float32), np.zeros((4, 8), np.float64)), r"out\[1\]: expected float32\[4, 8\], got float64\[4, 8\]"),
    ((np.zeros(64, np.float32)[::2], np.zeros((4, 8), np.float32)), r"out\[0\]: the array must be C-contiguous and writeable"),
    (([0.0] * 32, np.zeros((4, 8), np.float32)), r"out\[0\]: the emulator writes results into numpy arrays, got list"),
])
def test_out_buffers_are_checked(artifact, inputs, out, message):
    real_emulator_or_skip()
    with pytest.raises(ArgumentError, match=rf"^{message}$"):
        load(artifact, backend="emulator")(*inputs, out=out)


def test_real_emulator_from_folder(artifact, inputs, tmp_path):
    real_emulator_or_skip()
    folder = artifact.save(tmp_path / "art")
    check_results(load(str(folder), backend="emulator")(*inputs), *inputs)


def test_auto_backend_without_gpu_is_emulator(artifact, fake_emulator):
    if cuda_available():
        pytest.skip("a GPU is present")
    with pytest.warns(BackendFallbackWarning, match=r"^no usable CUDA GPU \(.+\): running on the emulator$"):
        assert load(artifact).backend_name == "emulator"


def test_explicit_emulator_is_quiet(artifact, fake_emulator, recwarn):
    assert load(artifact, backend="emulator").backend_name == "emulator"
    assert not [w for w in recwarn if issubclass(w.category, BackendFallbackWarning)]


# ---- CUDA without a GPU ----------------------------------------------------------------------
def test_cuda_unavailable_is_clean(artifact):
    if cuda_available():
        pytest.skip("a GPU is present")
    with pytest.raises(StitchRuntimeError, match=r"^no CUDA GPU/driver available: .*use --backend emulator$"):
        load(artifact, backend="cuda")


# ---- CUDA on a GPU ---------------------------------------------------------------------------
@pytest.fixture
def gpu():
    if not cuda_available():
        pytest.skip("no CUDA GPU/driver")


@pytest.mark.gpu
def test_cuda_runs_artifact(artifact, inputs, gpu, tmp_path):
    exe = load(artifact, backend="cuda")
    assert exe.backend_name == "cuda" and exe.stats is None
    check_results(exe(*inputs), *inputs)
    check_results(exe(*inputs), *inputs)  # cached module, reused temps
    check_results(load(str(artifact.save(tmp_path / "art")), backend="cuda")(*inputs), *inputs)
    assert exe.time(inputs, warmup=2, iters=5) > 0
    with pytest.raises(ArgumentError, match=r"argument arg1: expected float32\[32\], got float32\[31\]"):
        exe(inputs[0], inputs[1][:31])


@pytest.mark.gpu
def test_cuda_device_arrays_stay_on_device(artifact, inputs, gpu):
    cupy = pytest.importorskip("cupy")
    exe = load(artifact, backend="cuda")
    a, b = (cupy.asarray(x) for x in inputs)
    results = exe(a, b)
    assert all(hasattr(r, "__cuda_array_interface__") for r in results)
    check_results(tuple(r.get() for r in results), *inputs)
    check_results(tuple(cupy.asnumpy(cupy.asarray(r)) for r in results), *inputs)
    mixed = exe(a, inputs[1])  # not all on the device: numpy results
    assert all(isinstance(r, np.ndarray) for r in mixed)
    with pytest.raises(ArgumentError, match="not C-contiguous"):
        exe(cupy.asfortranarray(a), b)


@pytest.mark.gpu
def test_cuda_torch_tensors(artifact, inputs, gpu):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    exe = load(artifact, backend="cuda")
    a, b = (torch.from_numpy(x).cuda() for x in inputs)
    results = exe(a, b)
    check_results(tuple(torch.as_tensor(r, device="cuda").cpu().numpy() for r in results), *inputs)


@pytest.mark.gpu
def test_cuda_inside_pytorch_side_stream_and_pool(artifact, inputs, gpu):
    """A call on PyTorch's current (side) stream, results read back by torch; warm calls take
    no memory from the driver."""
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch without CUDA")
    from mlir_stitch.runtime.backends.cuda import memory_pool

    exe = load(artifact, backend="cuda")
    a, b = (torch.from_numpy(x).cuda() for x in inputs)
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        results = exe(a, b)
        assert [r.__cuda_array_interface__["stream"] for r in results] == [side.cuda_stream] * 2
        on_torch = [torch.as_tensor(r, device="cuda") for r in results]
    torch.cuda.synchronize()
    check_results(tuple(t.cpu().numpy() for t in on_torch), *inputs)
    for _ in range(3):
        results = exe(a, b)
    before = memory_pool(0).driver_allocations
    for _ in range(20):
        results = exe(a, b)
    assert memory_pool(0).driver_allocations == before
    check_results(tuple(r.get() for r in results), *inputs)


# ---- stitch-run ------------------------------------------------------------------------------
@pytest.fixture
def art_dir(artifact, tmp_path) -> str:
    return str(artifact.save(tmp_path / "art"))


def write_npz(path, **arrays) -> str:
    np.savez(path, **arrays)
    return str(path)


def run_cli(argv, capsys):
    status = stitch_run.main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_runs_writes_and_checks(art_dir, inputs, tmp_path, capsys, fake_emulator):
    a, b = inputs
    ins = write_npz(tmp_path / "in.npz", arg0=a, arg1=b)
    want0, want1 = expected(a, b)
    good = write_npz(tmp_path / "want.npz", result0=want0, result1=want1)
    out_path = tmp_path / "out.npz"
    status, out, err = run_cli([art_dir, "--inputs", ins, "--backend", "emulator", "-o", str(out_path),
                                "--check", good], capsys)
    assert status == 0, err
    assert out.splitlines()[0].startswith("result0: max_abs_err=0 max_rel_err=0") and out.count("PASS") == 2
    with np.load(out_path) as saved:
        assert sorted(saved.files) == ["result0", "result1"]
        np.testing.assert_allclose(saved["result0"], want0, rtol=1e-6)


def test_cli_check_failure_exits_1(art_dir, inputs, tmp_path, capsys, fake_emulator):
    a, b = inputs
    ins = write_npz(tmp_path / "in.npz", arg0=a, arg1=b)
    want0, want1 = expected(a, b)
    bad = write_npz(tmp_path / "bad.npz", result0=want0 + 1e-3, result1=want1)
    status, out, _ = run_cli([art_dir, "--inputs", ins, "--backend", "emulator", "--check", bad], capsys)
    assert status == 1
    assert "result0: max_abs_err=0.001" in out and out.splitlines()[0].endswith("FAIL")
    status, out, _ = run_cli([art_dir, "--inputs", ins, "--backend", "emulator", "--check", bad,
                              "--atol", "1e-2"], capsys)
    assert status == 0 and out.count("PASS") == 2


def test_cli_summary_and_stats(art_dir, inputs, tmp_path, capsys, fake_emulator):
    ins = write_npz(tmp_path / "in.npz", arg0=inputs[0], arg1=inputs[1])
    status, out, _ = run_cli([art_dir, "--inputs", ins, "--backend", "emulator", "--stats"], capsys)
    assert status == 0
    assert out.startswith("result0: float32[32] min=")
    stats = json.loads(out[out.index("{"):])
    assert stats == {"backend": "emulator", "launches": 2, "races": []}


@pytest.mark.parametrize("arrays, message", [
    (lambda a, b: {"arg0": a}, "in.npz: argument arg1 missing"),
    (lambda a, b: {"arg0": a, "arg1": b[:31]},
     r"in.npz: argument arg1: expected float32\[32\], got float32\[31\]"),
    (lambda a, b: {"arg0": a.astype(np.float64), "arg1": b},
     r"in.npz: argument arg0: expected float32\[4, 8\], got float64\[4, 8\]"),
    (lambda a, b: {"arg0": a, "arg1": b, "arg2": b}, r"in.npz: unexpected key 'arg2' \(expected arg0..arg1\)"),
])
def test_cli_bad_inputs(art_dir, inputs, tmp_path, monkeypatch, capsys, arrays, message):
    monkeypatch.chdir(tmp_path)
    np.savez("in.npz", **arrays(*inputs))
    status, out, err = run_cli([art_dir, "--inputs", "in.npz", "--backend", "emulator"], capsys)
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("stitch-run: error: ") and re.search(message, err), err


@pytest.mark.parametrize("setup, message", [
    ("no_artifact", "not an mlir-stitch artifact"),
    ("no_inputs_file", "missing.npz: No such file or directory"),
    ("not_npz", r"kernels.ptx: not an .npz archive \(numpy.savez writes one\)"),
    ("npy", r"x.npy: a .npy array, expected an .npz archive"),
    ("inputs_folder", r"art: Is a directory"),
    ("check_lacks_result", r"want.npz: result result1 missing"),
    ("check_missing", r"nothing.npz: No such file or directory"),
    ("no_inputs_flag", r"--inputs IN.npz is required: main takes 2 arguments"),
    ("bad_backend", r"argument --backend: invalid choice: 'gpu'"),
    ("no_artifact_arg", r"the following arguments are required: ART_DIR"),
])
def test_cli_other_errors(art_dir, inputs, tmp_path, capsys, monkeypatch, setup, message):
    # every file is checked before any backend loads
    monkeypatch.setattr(stitch_run, "load", lambda *a, **k: pytest.fail("a backend was loaded"))
    np.save(tmp_path / "x.npy", inputs[0])
    ins = write_npz(tmp_path / "in.npz", arg0=inputs[0], arg1=inputs[1])
    argv = {
        "no_artifact": [str(tmp_path), "--inputs", "x.npz"],
        "no_inputs_file": [art_dir, "--inputs", str(tmp_path / "missing.npz")],
        "not_npz": [art_dir, "--inputs", str(Path(art_dir) / "kernels.ptx")],
        "npy": [art_dir, "--inputs", str(tmp_path / "x.npy")],
        "inputs_folder": [art_dir, "--inputs", art_dir],
        "check_lacks_result": [art_dir, "--inputs", ins, "--backend", "emulator",
                               "--check", write_npz(tmp_path / "want.npz", result0=inputs[0])],
        "check_missing": [art_dir, "--inputs", ins, "--check", str(tmp_path / "nothing.npz")],
        "no_inputs_flag": [art_dir],
        "bad_backend": [art_dir, "--inputs", ins, "--backend", "gpu"],
        "no_artifact_arg": [],
    }[setup]
    try:
        status, out, err = run_cli(argv, capsys)
    except SystemExit as e:  # argparse: one line and status 1 too
        (status, out, err) = (e.code, *capsys.readouterr())
    assert status == 1 and out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("stitch-run: error: ") and re.search(message, err), err


def test_cli_output_into_a_new_folder(art_dir, inputs, tmp_path, capsys, fake_emulator):
    ins = write_npz(tmp_path / "in.npz", arg0=inputs[0], arg1=inputs[1])
    out_path = tmp_path / "new" / "folder" / "out.npz"
    status, _, err = run_cli([art_dir, "--inputs", ins, "--backend", "emulator", "-o", str(out_path)], capsys)
    assert status == 0 and err == ""
    with np.load(out_path) as saved:
        np.testing.assert_allclose(saved["result0"], expected(*inputs)[0], rtol=1e-6)


def test_cli_auto_backend_says_it_falls_back(art_dir, inputs, tmp_path, capsys, fake_emulator):
    if cuda_available():
        pytest.skip("a GPU is present")
    ins = write_npz(tmp_path / "in.npz", arg0=inputs[0], arg1=inputs[1])
    for argv in ([], ["--backend", "auto"]):
        status, _, err = run_cli([art_dir, "--inputs", ins, *argv], capsys)
        assert status == 0
        assert re.fullmatch(r"stitch-run: note: no usable CUDA GPU \(.+\): running on the emulator\n", err), err


def test_cli_cuda_without_gpu(art_dir, inputs, tmp_path, capsys):
    if cuda_available():
        pytest.skip("a GPU is present")
    ins = write_npz(tmp_path / "in.npz", arg0=inputs[0], arg1=inputs[1])
    status, _, err = run_cli([art_dir, "--inputs", ins, "--backend", "cuda"], capsys)
    assert status == 1
    assert err.startswith("stitch-run: error: no CUDA GPU/driver available: ") and err.count("\n") == 1


@pytest.mark.gpu
def test_cli_cuda_stats(art_dir, inputs, tmp_path, capsys, gpu):
    ins = write_npz(tmp_path / "in.npz", arg0=inputs[0], arg1=inputs[1])
    want = write_npz(tmp_path / "want.npz", **{f"result{k}": r for k, r in enumerate(expected(*inputs))})
    status, out, err = run_cli([art_dir, "--inputs", ins, "--backend", "cuda", "--check", want, "--stats"],
                               capsys)
    assert status == 0, err
    assert json.loads(out[out.index("{"):])["median_ms"] > 0


# ---- shared CLI error handling ---------------------------------------------------------------
def test_cli_errors_helper(capsys, monkeypatch):
    @cli_main("tool")
    def main(argv=None):
        if argv == ["known"]:
            raise StitchRuntimeError("bad thing at x.mlir:3")
        if argv == ["bug"]:
            raise KeyError("bug")
        return 0

    assert main([]) == 0
    assert main(["known"]) == 1
    assert capsys.readouterr().err == "tool: error: bad thing at x.mlir:3\n"
    with pytest.raises(KeyError):  # bugs keep their traceback
        main(["bug"])
    monkeypatch.setenv("STITCH_DEBUG", "1")
    with pytest.raises(StitchRuntimeError):
        main(["known"])


# ---- the run side never imports MLIR ---------------------------------------------------------
def test_runtime_does_not_import_mlir():
    script = textwrap.dedent("""
        import importlib, json, pkgutil, sys

        class BlockMlir:
            def find_spec(self, name, path=None, target=None):
                if name == "mlir" or name.startswith("mlir."):
                    raise ImportError("BLOCKED: the run side imported " + name)
                return None

        sys.meta_path.insert(0, BlockMlir())
        import mlir_stitch.runtime as runtime
        names = ["mlir_stitch.cli.stitch_run", "mlir_stitch.cli.errors"]
        names += [m.name for m in pkgutil.walk_packages(runtime.__path__, "mlir_stitch.runtime.")]
        status = {}
        for name in names:
            try:
                importlib.import_module(name)
                status[name] = "ok"
            except Exception as e:
                status[name] = ("mlir: " if "BLOCKED" in str(e) else "error: ") + str(e)
        print(json.dumps(status))
    """)
    env = dict(os.environ, PYTHONPATH=str(PYTHON_DIR))
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stderr
    status = json.loads(proc.stdout)
    assert not [n for n, s in status.items() if s.startswith("mlir")], status
    mine = [n for n in status if not n.startswith("mlir_stitch.runtime.emulator")]  # someone else's, in progress
    assert all(status[n] == "ok" for n in mine), status
    assert "mlir_stitch.runtime.backends.cuda" in status


# ---- copies of the MLIR output, for machines without MLIR (checked against MLIR above) --------
EMBEDDED_KERNEL_IR = """\
"gpu.module"() <{sym_name = "kernels"}> ({
  "gpu.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()}> ({
  ^bb0(%arg3: memref<4x8xf32>, %arg4: memref<4x8xf32>, %arg5: memref<4x8xf32>):
    %9 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
    %10 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    %11 = "memref.load"(%arg3, %9, %10) : (memref<4x8xf32>, index, index) -> f32
    %12 = "memref.load"(%arg4, %9, %10) : (memref<4x8xf32>, index, index) -> f32
    %13 = "arith.addf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %14 = "memref.load"(%arg5, %9, %10) : (memref<4x8xf32>, index, index) -> f32
    %15 = "arith.addf"(%14, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "memref.store"(%15, %arg5, %9, %10) : (f32, memref<4x8xf32>, index, index) -> ()
    "gpu.return"() : () -> ()
  }) {gpu.kernel, sym_name = "add", workgroup_attributions = 0 : i64} : () -> ()
  "gpu.func"() <{function_type = (memref<4x8xf32>, memref<8xf32>, memref<4x8xf32>) -> ()}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4x8xf32>):
    %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 32 : index}> : () -> index
    %3 = "arith.cmpi"(%0, %2) <{predicate = 6 : i64}> : (index, index) -> i1
    "scf.if"(%3) ({
      %4 = "arith.divui"(%0, %1) : (index, index) -> index
      %5 = "arith.remui"(%0, %1) : (index, index) -> index
      %6 = "memref.load"(%arg0, %4, %5) : (memref<4x8xf32>, index, index) -> f32
      %7 = "memref.load"(%arg1, %5) : (memref<8xf32>, index) -> f32
      %8 = "arith.mulf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%8, %arg2, %4, %5) : (f32, memref<4x8xf32>, index, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "gpu.return"() : () -> ()
  }) {gpu.kernel, sym_name = "scale", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()
"""

EMBEDDED_PTX = """\
//
// Generated by LLVM NVPTX Back-End
//

.version 8.0
.target sm_90
.address_size 64

	// .globl	add

.visible .entry add(
	.param .u64 .ptr .align 1 add_param_0,
	.param .u64 .ptr .align 1 add_param_1,
	.param .u64 .ptr .align 1 add_param_2
)
{
	.reg .b32 	%r<8>;
	.reg .b64 	%rd<14>;

	ld.param.b64 	%rd1, [add_param_0];
	cvta.to.global.u64 	%rd2, %rd1;
	ld.param.b64 	%rd3, [add_param_1];
	cvta.to.global.u64 	%rd4, %rd3;
	ld.param.b64 	%rd5, [add_param_2];
	cvta.to.global.u64 	%rd6, %rd5;
	mov.u32 	%r1, %ctaid.x;
	mov.u32 	%r2, %tid.x;
	cvt.u64.u32 	%rd7, %r2;
	mul.wide.u32 	%rd8, %r1, 8;
	add.s64 	%rd9, %rd8, %rd7;
	shl.b64 	%rd10, %rd9, 2;
	add.s64 	%rd11, %rd2, %rd10;
	ld.global.b32 	%r3, [%rd11];
	add.s64 	%rd12, %rd4, %rd10;
	ld.global.b32 	%r4, [%rd12];
	add.rn.f32 	%r5, %r3, %r4;
	add.s64 	%rd13, %rd6, %rd10;
	ld.global.b32 	%r6, [%rd13];
	add.rn.f32 	%r7, %r6, %r5;
	st.global.b32 	[%rd13], %r7;
	ret;

}
	// .globl	scale
.visible .entry scale(
	.param .u64 .ptr .align 1 scale_param_0,
	.param .u64 .ptr .align 1 scale_param_1,
	.param .u64 .ptr .align 1 scale_param_2
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<5>;
	.reg .b64 	%rd<14>;

	ld.param.b64 	%rd4, [scale_param_0];
	ld.param.b64 	%rd5, [scale_param_2];
	cvta.to.global.u64 	%rd6, %rd5;
	ld.param.b64 	%rd7, [scale_param_1];
	cvta.to.global.u64 	%rd8, %rd7;
	cvta.to.global.u64 	%rd9, %rd4;
	mov.u32 	%r1, %tid.x;
	setp.gt.u32 	%p1, %r1, 31;
	@%p1 bra 	$L__BB1_2;
	cvt.u64.u32 	%rd10, %r1;
	mul.wide.u32 	%rd11, %r1, 4;
	add.s64 	%rd1, %rd6, %rd11;
	and.b64 	%rd12, %rd10, 7;
	shl.b64 	%rd13, %rd12, 2;
	add.s64 	%rd2, %rd8, %rd13;
	add.s64 	%rd3, %rd9, %rd11;
	ld.global.b32 	%r2, [%rd3];
	ld.global.b32 	%r3, [%rd2];
	mul.rn.f32 	%r4, %r2, %r3;
	st.global.b32 	[%rd1], %r4;
$L__BB1_2:
	ret;

}
"""
