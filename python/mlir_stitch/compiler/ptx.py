"""L4: the gpu.module to PTX through upstream passes, and ptxas resource usage when present."""
from __future__ import annotations

import functools
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from mlir import ir, passmanager
from mlir.dialects import gpu

from .errors import CompileError


def ptx_pipeline(target: str) -> str:
    # convert-gpu-to-nvvm maps math ops to libdevice where it has a function for them;
    # convert-math-to-llvm takes what it leaves (math.absi of i64: LLVM's abs, PTX abs.s64)
    return ("builtin.module(nvvm-attach-target{chip=" + target + " features=+ptx80 O=3},"
            "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},"
            "convert-math-to-llvm),"
            "reconcile-unrealized-casts,gpu-module-to-binary{format=isa})")


def check_target(target: str) -> None:
    """Only targets whose occupancy figures the compiler has (analysis/occupancy.py): the
    schedule's waves, register bounds and grid barriers are planned from them."""
    from ..analysis.occupancy import TARGETS

    if target not in TARGETS:
        raise CompileError(f"unsupported target '{target}': mlir-stitch plans for "
                           f"{', '.join(TARGETS)} (Hopper: H100, H200)")


def gpu_module_to_ptx(gpu_module_text: str, target: str, context: ir.Context) -> str:
    with context, ir.Location.unknown():
        module = ir.Module.parse("module attributes {gpu.container_module} {\n"
                                 + gpu_module_text + "\n}")
        passmanager.PassManager.parse(ptx_pipeline(target)).run(module.operation)
        binary = list(module.body.operations)[0]
        return gpu.ObjectAttr(binary.attributes["objects"][0]).object.decode()


def find_ptxas() -> "str | None":
    found = shutil.which("ptxas")
    if found:
        return found
    try:
        import nvidia  # the nvidia-cuda-nvcc wheel

        for root in nvidia.__path__:
            for candidate in Path(root).glob("cu*/bin/ptxas"):
                return str(candidate)
    except ImportError:
        pass
    return None


def ptxas_usage(ptx: str, target: str) -> "dict | None":
    """{kernel: {"registers", "spill_bytes", "stack_bytes", "shared_bytes"}} from `ptxas -v`, or None when
    ptxas is not installed. A PTX that ptxas rejects is a compiler bug: raise."""
    return run_ptxas(ptx, target)[0]


def run_ptxas(ptx: str, target: str) -> "tuple[dict | None, bytes | None]":
    """(ptxas_usage's figures, the cubin for `target`), or (None, None) without ptxas."""
    ptxas = find_ptxas()
    if ptxas is None:
        return None, None
    with tempfile.TemporaryDirectory() as tmp:
        path, cubin = Path(tmp, "k.ptx"), Path(tmp, "k.cubin")
        path.write_text(ptx)
        proc = subprocess.run([ptxas, f"-arch={target}", "-v", *parallel_flags(ptxas),
                               str(path), "-o", str(cubin)], capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"internal error: ptxas rejected the generated PTX:\n{proc.stderr}")
        return parse_ptxas_log(proc.stderr + proc.stdout), cubin.read_bytes()


@functools.cache
def parallel_flags(ptxas: str) -> tuple:
    """ptxas compiles the module's kernels on every CPU where it can (`--split-compile 0`,
    CUDA 12.x and later: the same registers and spills as one thread); an older ptxas
    compiles them one after the other."""
    helped = subprocess.run([ptxas, "--help"], capture_output=True, text=True)
    return ("--split-compile", "0") if "--split-compile" in helped.stdout else ()


def parse_ptxas_log(log: str) -> dict:
    usage, current = {}, None
    for line in log.splitlines():
        m = re.search(r"Compiling entry function '(\w+)'", line)
        if m:
            current = m.group(1)
            usage[current] = {"registers": 0, "spill_bytes": 0, "stack_bytes": 0, "shared_bytes": 0}
            continue
        if current is None:
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads",
                      line)
        if m:
            usage[current]["stack_bytes"] = int(m.group(1))
            usage[current]["spill_bytes"] = int(m.group(2)) + int(m.group(3))
        m = re.search(r"Used (\d+) registers", line)
        if m:
            usage[current]["registers"] = int(m.group(1))
            s = re.search(r"(\d+) bytes smem", line)
            usage[current]["shared_bytes"] = int(s.group(1)) if s else 0
    return usage
