"""The artifact manifest: the contract between the compile side and the run side.

An artifact is a folder:
  manifest.json   this schema (version ``FORMAT``)
  kernels.ptx     PTX of the one gpu.module holding every kernel (entry names = kernel names)
  kernels.mlir    the L3 kernel IR (the gpu.module, MLIR *generic* op form) that was lowered to
                  kernels.ptx; the emulator executes exactly this text
  const*.npy      constant tensors referenced by buffers of kind "const"
  kernels.cubin   (optional) ptxas's machine code of kernels.ptx for exactly "target": the
                  CUDA backend loads it on a GPU of that architecture instead of JIT-compiling
                  the PTX (named by "cubin"; absent when ptxas was not run)

manifest.json::

  {
    "format": "mlir-stitch-artifact/1",
    "target": "sm_90",
    "entry": {"name": "main",
              "args":    [{"shape": [512, 768], "dtype": "float32"}, ...],
              "results": [{"shape": [512, 768], "dtype": "float32"}, ...]},
    "buffers": [
      {"name": "arg0",    "shape": [...], "dtype": "float32", "kind": "input",  "index": 0},
      {"name": "arg1",    "shape": [],    "dtype": "float32", "kind": "input",  "index": 1,
       "by_value": true},
      {"name": "result0", "shape": [...], "dtype": "float32", "kind": "output", "index": 0},
      {"name": "t0",      "shape": [...], "dtype": "float32", "kind": "temp"},
      {"name": "c0",      "shape": [...], "dtype": "float32", "kind": "const", "file": "const0.npy"},
      {"name": "v0",      "shape": [...], "dtype": "float32", "kind": "alias", "of": "arg0"}
    ],
    "steps": [
      {"op": "launch", "kernel": "fusion_0", "grid": [g, 1, 1], "block": [b, 1, 1],
       "shared_bytes": 0, "args": ["arg0", "arg1", "result0"]},
      {"op": "zero", "buffer": "t1"},
      {"op": "launch", "kernel": "fusion_1", "grid": [g, 1, 1], "block": [b, 1, 1],
       "shared_bytes": 0, "args": ["arg0", "t0", "t1"],
       "grid_barrier": true, "blocks_per_wave": 264},
      {"op": "gemm", "kernel": "gemm_0", "a": "arg0", "b": "c0", "bias": "arg1", "out": "t2",
       "batch": 1, "m": 512, "n": 768, "k": 768, "trans_a": false, "trans_b": true,
       "batched_a": true, "batched_b": true, "epilogue": "bias_relu"},
      {"op": "gemm_group", "kernel": "gemm_group_0", "members": [
        {"op": "gemm", "kernel": "gemm_1", "a": "t2", "b": "arg2", "out": "t3", ...},
        {"op": "gemm", "kernel": "gemm_2", "a": "t2", "b": "arg3", "out": "t4", ...}]},
      {"op": "copy", "src": "arg0", "dst": "result0"}
    ],
    "ptx": "kernels.ptx",
    "kernel_ir": "kernels.mlir",
    "cubin": "kernels.cubin",
    "report": {...}
  }

Rules the run side relies on:
- Every kernel argument is a buffer passed as one device pointer (bare-pointer memref ABI,
  static shapes), in the order of ``args``, except an input with ``"by_value": true`` (shape
  ``[]``, a scalar argument of the entry function such as ``f32`` or ``i64``): its value itself is
  the kernel parameter (``bool`` as one byte). The entry's ``args`` carry the same flag.
- An ``alias`` buffer is a reshaped view of the same bytes as ``of`` (same element count, dtype).
- A ``bool`` buffer (an i1 tensor) holds one byte per element, 0 or 1 (numpy bool); the kernels
  take it as an i8 memref, any non-zero byte reads as true.
- ``shared_bytes`` is *dynamic* shared memory to request at launch (static workgroup memory is
  inside the PTX already and is not counted here).
- Results are returned in ``index`` order of the ``output`` buffers.
- A ``gemm`` step is a library call (cuBLASLt), not a kernel of the PTX: ``out`` = epilogue(A·B)
  in f32 over ``batch`` matrices, A stored [m, k] ([k, m] with ``trans_a``), B stored [k, n]
  ([n, k] with ``trans_b``), an operand with ``batched_*`` false shared by every batch, ``out``
  stored [batch, m, n] or, with ``"out_order": "mbn"``, [m, batch, n]; the epilogue adds
  ``bias`` (n elements) and applies a ReLU or tanh GELU (runtime/library.py).
- A ``gemm_group`` step is one library call (cuBLAS's batched GEMM over arrays of pointers)
  computing each of its ``members``, ``gemm`` steps of one ``a``, one shape and compute, batch 1
  and no epilogue, whose outputs are distinct buffers none of them reads.
- A launch with ``"grid_barrier": true`` runs a kernel with a grid-wide barrier
  (codegen/grid_barrier.py): its last argument is its barrier counter, an int32[1] temp that a
  ``zero`` step clears right before the launch; all its blocks must be resident at once, so its
  grid may not exceed ``blocks_per_wave`` (blocks per SM x SMs of the target, from the kernel's
  registers, threads and shared memory). The emulator refuses a larger grid; the CUDA backend
  launches it cooperatively after checking residency on the actual device. A kernel whose
  last block adds up the others' results (a row kernel's totals of rows) takes such a
  counter and ``zero`` step too, without ``grid_barrier``: no block waits, any grid.
- A launch with ``"cluster": [c, 1, 1]`` runs a kernel whose blocks meet in thread-block
  clusters of c (sm_90; a split row's blocks, codegen/fusion_kernel.py): the size is compiled
  into the kernel (PTX ``.reqnctapercluster``), so a plain launch forms the clusters; the grid
  is a whole number of them. Only a cluster is co-scheduled, so the grid may take many waves.
"""
from __future__ import annotations

import json
from pathlib import Path

from .errors import StitchError

FORMAT = "mlir-stitch-artifact/1"
MANIFEST = "manifest.json"

BUFFER_KINDS = ("input", "output", "temp", "const", "alias")
STEP_OPS = ("launch", "zero", "copy", "gemm", "gemm_group")


class ManifestError(StitchError, ValueError):
    """The artifact folder or its manifest is malformed."""


def read_manifest(folder: str | Path) -> dict:
    path = Path(folder) / MANIFEST
    if not path.is_file():
        raise ManifestError(f"{folder}: not an mlir-stitch artifact (no {MANIFEST})")
    try:
        manifest = json.loads(path.read_text())
    except json.JSONDecodeError as e:
        raise ManifestError(f"{path}:{e.lineno}:{e.colno}: invalid JSON: {e.msg}") from None
    check_manifest(manifest, str(path))
    return manifest


def write_manifest(folder: str | Path, manifest: dict) -> None:
    check_manifest(manifest, "manifest")
    Path(folder, MANIFEST).write_text(json.dumps(manifest, indent=1, default=_plain) + "\n")


def _plain(value):
    """numpy scalars and arrays (common in reports) as JSON values."""
    if hasattr(value, "tolist"):
        return value.tolist()
    raise ManifestError(f"manifest: {type(value).__name__} value {value!r} is not JSON serialisable")


REQUIRED_KEYS = ("entry", "buffers", "steps")
BUFFER_KEYS = ("name", "shape", "dtype", "kind")


def check_manifest(manifest: dict, where: str) -> None:
    if not isinstance(manifest, dict):
        raise ManifestError(f"{where}: the manifest is not a JSON object")
    if manifest.get("format") != FORMAT:
        raise ManifestError(f"{where}: format is {manifest.get('format')!r}, expected {FORMAT!r}")
    # Missing keys would otherwise surface as a bare KeyError deep in the run side.
    for key in REQUIRED_KEYS:
        if key not in manifest:
            raise ManifestError(f"{where}: missing key {key!r}")
    for key in ("args", "results"):
        if key not in manifest["entry"]:
            raise ManifestError(f"{where}: entry: missing key {key!r}")
    for i, buf in enumerate(manifest["buffers"]):
        for key in BUFFER_KEYS:
            if key not in buf:
                raise ManifestError(f"{where}: buffer {buf.get('name', i)}: missing key {key!r}")
    for i, step in enumerate(manifest["steps"]):
        if "op" not in step:
            raise ManifestError(f"{where}: step {i}: missing key 'op'")
    names = set()
    for buf in manifest["buffers"]:
        if buf["kind"] not in BUFFER_KINDS:
            raise ManifestError(f"{where}: buffer {buf['name']}: unknown kind {buf['kind']!r}")
        names.add(buf["name"])
    for buf in manifest["buffers"]:
        if buf["kind"] == "alias" and buf.get("of") not in names:
            raise ManifestError(f"{where}: alias {buf['name']} of unknown buffer {buf.get('of')}")
    for i, step in enumerate(manifest["steps"]):
        if step["op"] not in STEP_OPS:
            raise ManifestError(f"{where}: step {i}: unknown op {step['op']!r}")
        used = [name for part in [step] + list(step.get("members", [])) for name in
                part.get("args", []) + [part[k] for k in ("buffer", "src", "dst", "a", "b", "bias",
                                                          "residual", "out")
                                        if part.get(k) is not None]]
        for name in used:
            if name not in names:
                raise ManifestError(f"{where}: step {i} uses unknown buffer {name!r}")
