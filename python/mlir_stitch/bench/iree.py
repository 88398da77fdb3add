"""IREE's dispatch count for a linalg-on-tensors module, by subprocess (`import iree.compiler`
and `mlir` clash in one process). The count is what IREE's flow level outlines as dispatches."""
from __future__ import annotations

import shutil
import subprocess

# IREE 3.13 knows no sm_90 CUDA target ("missing GPU target"): sm_80 PTX, which the driver
# JIT-compiles for a Hopper GPU
CUDA_FLAGS = ["--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80"]
FLOW_FLAGS = CUDA_FLAGS + ["--compile-to=flow"]


def iree_compile() -> "str | None":
    return shutil.which("iree-compile")


def dispatch_count(model_path, timeout: float = 300) -> "tuple[int | None, str]":
    """(number of flow.dispatch ops, "") or (None, the reason there is no count)."""
    tool = iree_compile()
    if tool is None:
        return None, "IREE not installed (pip install iree-base-compiler)"
    try:
        done = subprocess.run([tool, str(model_path), *FLOW_FLAGS, "-o", "-"], capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"iree-compile timed out after {timeout:.0f} s"
    if done.returncode != 0:
        first = next((ln for ln in done.stderr.splitlines() if "error" in ln), done.stderr.strip())
        return None, f"iree-compile failed: {first[:200]}"
    return sum(1 for ln in done.stdout.splitlines() if "flow.dispatch @" in ln), ""


def compile_vmfb(model_path, out_path, timeout: float = 600) -> str:
    """Compile a model for IREE's CUDA runtime; "" on success, else the reason."""
    tool = iree_compile()
    if tool is None:
        return "IREE not installed (pip install iree-base-compiler)"
    try:
        done = subprocess.run([tool, str(model_path), *CUDA_FLAGS, "-o", str(out_path)],
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"iree-compile timed out after {timeout:.0f} s"
    if done.returncode != 0:
        first = next((ln for ln in done.stderr.splitlines() if "error" in ln), done.stderr.strip())
        return f"iree-compile failed: {first[:200]}"
    return ""


def iree_version() -> str:
    tool = iree_compile()
    if tool is None:
        return ""
    done = subprocess.run([tool, "--version"], capture_output=True, text=True)
    lines = [ln.strip() for ln in done.stdout.splitlines() if "compiler version" in ln]
    return lines[0].split(" @ ")[0] if lines else ""
