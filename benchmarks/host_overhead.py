"""The CUDA backend's own host time per call, by stage: on a machine without a GPU, or on one.

    python3 benchmarks/host_overhead.py [--calls N] [MODEL ...]          # no GPU needed
    python3 benchmarks/host_overhead.py --bundle gpu_bundle [--calls N]  # on a GPU machine

Without --bundle it compiles suite models (default: layernorm, transformer_block) and a small
library GEMM (128 x 512 x 256 with its bias, the GPU bundle's `gate` case) and runs them
through the CUDA backend: cuda-python's real bindings over a stub CUDA driver whose calls
succeed at once (stub_cuda.c, built with cc), and the test suite's fake torch tensors, cupy
and nvmath (tests/python/test_runtime_cuda.py, test_cuda_library.py), whose cublasLtMatmul
does nothing. Kernels do not run, so what is measured is the run side's Python and the
bindings' argument conversions. The driver's and torch's own work costs more on a GPU machine;
this is the part the run side controls.

With --bundle (a `stitch-bench --gpu-bundle` folder, carried to a GPU machine; no MLIR needed)
it runs the bundle's suite models and library GEMM cases for real, on torch CUDA tensors, and
says where the host time of a call goes there, each call synchronised outside the timing.

Stages of a call (µs, medians): begin (context, stream), arguments (the one-pass binder, or
accept + check + input), buffers (outputs, temps, constants, aliases), steps (launches and
library calls queued, or once warm their CUDA graph launched), results (their wrappers); and
the whole call, which once warm is the one-pass replay of runtime/backends/cuda_replay.py (the
stages time the usual path). STITCH_CUDA_GRAPHS=0 times the steps queued one by one."""
from __future__ import annotations

import argparse
import ctypes
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STAGES = ("begin", "arguments", "buffers", "steps", "results")


# -- the stub driver and fakes (no GPU) ---------------------------------------------------------
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


def install_fakes():
    """The stub driver, fake torch, cupy and nvmath in place; returns the driver and the
    fake test modules."""
    sys.path.insert(0, str(ROOT / "tests" / "python"))
    import test_cuda_library as fake_library
    import test_runtime_cuda as fake_cuda
    from mlir_stitch.runtime.backends import cuda as cuda_backend

    driver = stub_driver()
    cuda_backend.reset()
    torch = types.ModuleType("torch")
    torch.cuda = types.SimpleNamespace(current_stream=lambda device=None: fake_cuda.FakeTorchStream(),
                                       synchronize=lambda: None)
    torch._C = types.SimpleNamespace(  # as torch 2.x: the raw query Inductor's code calls
        _cuda_getCurrentRawStream=lambda device: fake_cuda.FakeTorchStream.cuda_stream)
    nvmath, linalg, advanced = fake_library.fake_nvmath()
    bindings = types.ModuleType("nvmath.bindings")
    bindings.cublasLt = types.ModuleType("nvmath.bindings.cublasLt")
    bindings.cublasLt.matmul = lambda *args: None
    nvmath.bindings = bindings
    memory = types.SimpleNamespace(device_bytes=lambda ptr, nbytes: None)  # the stub's is malloc's
    for name, module in (("torch", torch), ("cupy", fake_library.fake_cupy(memory)), ("nvmath", nvmath),
                         ("nvmath.linalg", linalg), ("nvmath.linalg.advanced", advanced),
                         ("nvmath.bindings", bindings), ("nvmath.bindings.cublasLt", bindings.cublasLt)):
        sys.modules[name] = module
    return driver, fake_cuda


def compiled_calls(models: list) -> list:
    """(label, executable, torch-like arguments) of suite models and the small GEMM, compiled
    here and run over the stub driver."""
    import numpy as np

    import mlir_stitch
    from mlir_stitch.bench import gemms

    driver, fake_cuda = install_fakes()
    tensor = lambda a: fake_cuda.FakeTorchTensor(driver, a) if a.ndim else a
    calls = []
    for name in models:
        text = (ROOT / "benchmarks" / "suite" / name / "model.mlir").read_text()
        fn = mlir_stitch.load(mlir_stitch.compile(text, resources=False), backend="cuda")
        calls.append((name, fn, [tensor(np.zeros(b.shape, b.dtype)) for b in fn.artifact.plan.inputs]))
    case = gemms.GemmCase("gate", 1, 128, 512, 256, bias=True, trans_b=False)
    fn = mlir_stitch.load(mlir_stitch.compile(gemms.program(case), resources=False), backend="cuda")
    calls.append(("gemm 128x512x256 + bias", fn, [tensor(a) for a in gemms.inputs(case)]))
    return calls


# -- a bundle on a GPU machine -------------------------------------------------------------------
def bundled_calls(bundle: Path, only: "set | None") -> list:
    """(label, executable, torch CUDA arguments) of the bundle's suite models and library
    GEMM cases (each case's planned build)."""
    import numpy as np
    import torch

    from mlir_stitch.frontends.torch import from_numpy
    from mlir_stitch.runtime import load

    def arguments(fn) -> list:
        """Normal floats, zero integers (valid indices for a gather) of the entry's types."""
        rng = np.random.default_rng(0)
        floats = lambda dtype: dtype.kind == "f" or dtype.name == "bfloat16"
        values = [rng.standard_normal(b.shape).astype(b.dtype) if floats(b.dtype) else
                  np.zeros(b.shape, b.dtype) for b in fn.artifact.plan.inputs]
        return [from_numpy(v).cuda() if v.ndim else v for v in values]

    calls = []
    for folder in sorted((bundle / "suite").glob("*/artifact")):
        name = folder.parent.name
        if only is None or name in only:
            fn = load(folder, backend="cuda")
            calls.append((name, fn, arguments(fn)))
    for folder in sorted((bundle / "gemms").glob("*/planned")):
        name = f"gemm {folder.parent.name}"
        if only is None or folder.parent.name in only:
            fn = load(folder, backend="cuda")
            calls.append((name, fn, arguments(fn)))
    torch.cuda.synchronize()
    return calls


# -- timing --------------------------------------------------------------------------------------
def stage_us(fn, args: list, calls: int) -> dict:
    """Median µs of each stage of a call and of the whole call (each call synchronised
    outside the timing), through the executor's own steps."""
    import torch

    executor, backend = fn._executor, fn.backend
    for _ in range(20):
        fn(*args)
    times = {stage: [] for stage in STAGES + ("whole",)}
    clock = time.perf_counter
    args = tuple(args)
    for _ in range(calls):
        torch.cuda.synchronize()
        t0 = clock()
        backend.begin_call(args, None)
        t1 = clock()
        bound = executor._bind_args(args) if executor._bind_args is not None else None
        if bound is None:
            bound = executor.accept(args)
            t2 = clock()
            env = executor.bind(bound)
        else:
            t2 = clock()
            env = executor.bind_rest(dict(zip(executor._input_names, bound)))
        t3 = clock()
        executor._run(env)  # the steps, or their CUDA graph once warm
        t4 = clock()
        results = backend.results([env[b.name] for b in executor.plan.outputs], bound)
        t5 = clock()
        del results, env
        torch.cuda.synchronize()
        t6 = clock()
        fn(*args)
        t7 = clock()
        for stage, (a, b) in zip(STAGES + ("whole",), ((t0, t1), (t1, t2), (t2, t3), (t3, t4),
                                                       (t4, t5), (t6, t7))):
            times[stage].append((b - a) * 1e6)
    return {stage: statistics.median(values) for stage, values in times.items()}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("models", nargs="*", help="suite models (default: layernorm, "
                   "transformer_block; with --bundle: every model and GEMM case in it)")
    p.add_argument("--bundle", type=Path, help="a GPU bundle: run it on this machine's GPU")
    p.add_argument("--calls", type=int, default=1000)
    args = p.parse_args()
    if args.bundle:
        calls = bundled_calls(args.bundle, set(args.models) or None)
        where = "this machine's GPU, real torch tensors, driver and cuBLASLt"
    else:
        calls = compiled_calls(args.models or ["layernorm", "transformer_block"])
        where = "the stub driver and fake torch / cuBLASLt (no GPU)"
    print(f"host µs per call by stage ({where}; median of {args.calls})\n")
    print("| call | steps | " + " | ".join(STAGES) + " | whole call |")
    print("|---|---|" + "---|" * (len(STAGES) + 1))
    for label, fn, arguments in calls:
        us = stage_us(fn, arguments, args.calls)
        print(f"| {label} | {len(fn.artifact.plan.steps)} | "
              + " | ".join(f"{us[s]:.1f}" for s in STAGES + ("whole",)) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
