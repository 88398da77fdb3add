"""The CUDA backend's own Python per call, on a machine without a GPU.

    python3 benchmarks/host_overhead.py [--calls N] [MODEL ...]

Runs suite models (default: layernorm, transformer_block) and a small library GEMM (128 x 512 x
256 with its bias, the GPU bundle's `gate` case) through the CUDA backend: cuda-python's real
bindings over a stub CUDA driver whose calls succeed at once (stub_cuda.c, built with cc), and
the test suite's fake torch tensors, cupy and nvmath (tests/python/test_runtime_cuda.py,
test_cuda_library.py), whose cublasLtMatmul only stamps the time. Kernels do not run, so what
is measured is the run side's Python and the bindings' argument conversions: arguments taken,
buffers bound, launches packed, results made. It prints the median µs per whole call and, for
the GEMM, from the call's entry to the cublasLtMatmul submission (what a GEMM-bound call adds
before the GPU starts). The driver's and torch's own work costs more on a GPU machine; this is
the part the run side controls."""
from __future__ import annotations

import argparse
import ctypes
import shutil
import subprocess
import tempfile
import statistics
import sys
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "python"))

import numpy as np  # noqa: E402

import mlir_stitch  # noqa: E402
import test_cuda_library as fake_library  # noqa: E402
import test_runtime_cuda as fake_cuda  # noqa: E402
from mlir_stitch.bench import gemms  # noqa: E402
from mlir_stitch.runtime.backends import cuda as cuda_backend  # noqa: E402


def stub_driver():
    """cuda-python's own driver module over a CUDA driver whose every call succeeds at once
    (stub_cuda.c, compiled here and loaded as libcuda.so.1 before cuda-python looks for one):
    the bindings' argument conversions are timed, the driver's own work is not."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        sys.exit("host_overhead.py: needs a C compiler (cc) to build the stub CUDA driver")
    library = Path(tempfile.mkdtemp(prefix="stub_cuda")) / "libcuda.so.1"
    subprocess.run([cc, "-O2", "-shared", "-fPIC", "-Wl,-soname,libcuda.so.1", "-o", str(library),
                    str(ROOT / "benchmarks" / "stub_cuda.c")], check=True)
    ctypes.CDLL(str(library), mode=ctypes.RTLD_GLOBAL)
    from cuda.bindings import driver

    return driver


def install_fakes(stamps: list):
    """The stub driver, fake torch, cupy and nvmath in place; returns the driver."""
    driver = stub_driver()
    cuda_backend.reset()
    torch = types.ModuleType("torch")
    torch.cuda = types.SimpleNamespace(current_stream=lambda device=None: fake_cuda.FakeTorchStream())
    torch._C = types.SimpleNamespace(  # as torch 2.x: the raw query Inductor's code calls
        _cuda_getCurrentRawStream=lambda device: fake_cuda.FakeTorchStream.cuda_stream)
    nvmath, linalg, advanced = fake_library.fake_nvmath()
    bindings = types.ModuleType("nvmath.bindings")
    bindings.cublasLt = types.ModuleType("nvmath.bindings.cublasLt")
    bindings.cublasLt.matmul = lambda *args: stamps.append(time.perf_counter())
    nvmath.bindings = bindings
    memory = types.SimpleNamespace(device_bytes=lambda ptr, nbytes: None)  # the stub's is malloc's
    for name, module in (("torch", torch), ("cupy", fake_library.fake_cupy(memory)), ("nvmath", nvmath),
                         ("nvmath.linalg", linalg), ("nvmath.linalg.advanced", advanced),
                         ("nvmath.bindings", bindings), ("nvmath.bindings.cublasLt", bindings.cublasLt)):
        sys.modules[name] = module
    return driver


def loaded(text: str):
    return mlir_stitch.load(mlir_stitch.compile(text, resources=False), backend="cuda")


def zeros_for(fn) -> list:
    """Arguments of the entry's shapes and dtypes (their values do not matter here)."""
    return [np.zeros(buf.shape, buf.dtype) for buf in fn.artifact.plan.inputs]


def per_call_us(fn, args: list, calls: int, stamps: list) -> tuple:
    """Median µs of a whole call, and of entry to the first library call (None without one)."""
    for _ in range(20):
        fn(*args)
    whole, to_library = [], []
    for _ in range(calls):
        stamps.clear()
        start = time.perf_counter()
        fn(*args)
        whole.append(time.perf_counter() - start)
        if stamps:
            to_library.append(stamps[0] - start)
    median = lambda xs: statistics.median(xs) * 1e6 if xs else None
    return median(whole), median(to_library)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("models", nargs="*", default=["layernorm", "transformer_block"])
    p.add_argument("--calls", type=int, default=1000)
    args = p.parse_args()
    stamps: list = []
    driver = install_fakes(stamps)
    rows = []
    for name in args.models:
        fn = loaded((ROOT / "benchmarks" / "suite" / name / "model.mlir").read_text())
        tensors = [fake_cuda.FakeTorchTensor(driver, a) if a.ndim else a for a in zeros_for(fn)]
        rows.append((name, len(fn.artifact.plan.steps), *per_call_us(fn, tensors, args.calls, stamps)))
    case = gemms.GemmCase("gate", 1, 128, 512, 256, bias=True, trans_b=False)
    fn = loaded(gemms.program(case))
    tensors = [fake_cuda.FakeTorchTensor(driver, a) for a in gemms.inputs(case)]
    rows.append(("gemm 128x512x256 + bias", 1, *per_call_us(fn, tensors, args.calls, stamps)))
    print("| call | steps | µs per call | µs to cublasLtMatmul |\n|---|---|---|---|")
    for name, steps, whole, to_library in rows:
        print(f"| {name} | {steps} | {whole:.1f} | {'–' if to_library is None else f'{to_library:.1f}'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
