"""Grouped library GEMMs (`gemm_group` steps) on the CUDA backend: one cublasGemmBatchedEx
(cuBLAS through nvmath-python's bindings) over device arrays of the members' pointers, so the
GEMMs of one A (q, k and v of a hidden state; an FFN's gate and up) are one launch whose blocks
fill the GPU together (at 256 tokens one 2048-wide projection has 32 output tiles of 128 x 128
for 132 SMs).

Each member computes out_i = A·B_i as a `gemm` step would (runtime/library.py): cuBLAS is
column-major, so the call computes out_iᵀ = B_iᵀ·Aᵀ, its first operand array holding the B_i,
its second A (once per member), its result array the out_i (ldc = n). f16/bf16 operands are read
as they are with f32 sums (COMPUTE_32F) and the result rounded once, as cuBLASLt's calls do.

The first time a process runs a group, it is checked against its members run as their own
cuBLASLt calls (cuda_library.py), on the call's own operands: a grouped call that differs (a
pointer or layout this code gets wrong on some cuBLAS) must not return values nobody computed,
so the group then warns once and runs its members as their own calls from then on. Members
whose pointers are not all 16-byte aligned run as their own calls too (cuBLAS reads pointer
arrays on the device and cannot fall back for a misaligned one).

Pointer arrays are uploaded once per set of addresses (a caller keeping its results makes the
pool alternate two output blocks), up to MAX_POINTER_SETS per group; past that, one array per
stream is rewritten before each call, in stream order (not capturable in a CUDA graph)."""
from __future__ import annotations

import warnings

import numpy as np

from ..errors import StitchRuntimeError
from .cuda_library import NotCapturable

MAX_POINTER_SETS = 16
WORKSPACE_BYTES = 4 << 20  # cuBLAS's recommended workspace off Hopper; it only limits algorithms
ALIGNMENT = 16
# cudaDataType of a buffer's element type
CUDA_TYPES = {"float32": 0, "float16": 2, "bfloat16": 14, "uint16": 14}  # uint16: bf16 bits
COMPUTE_TYPES = {"f32": "COMPUTE_32F", "tf32": "COMPUTE_32F_FAST_TF32"}


class GroupedCallWarning(RuntimeWarning):
    """A grouped GEMM call differed from its members' own calls: they run as their own."""


def _cublas(kernel: str):
    try:
        from nvmath.bindings import cublas
    except ImportError as e:
        raise StitchRuntimeError(f"library GEMM group {kernel} needs nvmath-python (cuBLAS) on "
                                 f"the CUDA backend: {e}") from None
    return cublas


class GroupedGemms:
    """The grouped calls of one loaded artifact. `run_member(member, storages, stream,
    scratch_stream)` runs one member as its own cuBLASLt call; `upload(ptr, host, stream)` and
    `download(ptr, shape, dtype, stream)` move bytes; `allocate(nbytes)` gives device memory."""

    def __init__(self, allocate, upload, download, run_member):
        self._allocate, self._upload, self._download = allocate, upload, download
        self._run_member = run_member
        self._handle = None
        self._arrays: dict = {}  # (kernel, pointers) -> device memory holding them
        self._rewritten: dict = {}  # (kernel, stream) -> device memory rewritten each call
        self._workspaces: dict = {}  # stream -> device memory
        self._grouped: dict = {}  # kernel -> the grouped call matched its members (checked once)
        self._scalars = np.array([1.0, 0.0], np.float32)  # alpha, beta (host pointer mode)

    def run(self, step, storages: list, stream: int, capture_for: "int | None" = None) -> None:
        members = _member_storages(step, storages)
        pointers = _pointers(members)
        if self._grouped.get(step.kernel) is False or any(p % ALIGNMENT for p in pointers):
            for member, own in zip(step.members, members):
                self._run_member(member, own, stream, capture_for)
            return
        scratch_stream = stream if capture_for is None else capture_for
        array = self._arrays.get((step.kernel, pointers))
        if capture_for is not None and (array is None or step.kernel not in self._grouped
                                        or scratch_stream not in self._workspaces):
            raise NotCapturable(f"library GEMM group {step.kernel} is not set up for these buffers")
        if array is None:
            array = self._pointer_array(step.kernel, pointers, stream)
        if step.kernel not in self._grouped:
            self._grouped[step.kernel] = self._check(step, members, array, stream)
            return
        self._call(step, members, array.ptr, stream, scratch_stream)

    def _pointer_array(self, kernel: str, pointers: tuple, stream: int):
        """Device memory holding `pointers`, uploaded on `stream` (ordered before the call)."""
        kept = sum(key[0] == kernel for key in self._arrays)
        host = np.array(pointers, np.uint64)
        if kept < MAX_POINTER_SETS:
            array = self._arrays[(kernel, pointers)] = self._allocate(host.nbytes)
        else:
            array = self._rewritten.get((kernel, stream))
            if array is None:
                array = self._rewritten[(kernel, stream)] = self._allocate(host.nbytes)
        self._upload(array.ptr, host, stream)
        return array

    def _call(self, step, members: list, array: int, stream: int, scratch_stream: int) -> None:
        """cublasGemmBatchedEx: out_iᵀ (n x m, column-major) = op(B_i)ᵀ-as-stored · op(A)."""
        cublas = _cublas(step.kernel)
        if self._handle is None:
            self._handle = cublas.create()
        g, count = step.members[0], len(step.members)
        a, b, out = members[0]
        space = self._workspaces.get(scratch_stream)
        if space is None:
            space = self._workspaces[scratch_stream] = self._allocate(WORKSPACE_BYTES)
        cublas.set_stream(self._handle, stream)
        cublas.set_workspace(self._handle, space.ptr, WORKSPACE_BYTES)  # set_stream resets it
        op = {False: int(cublas.Operation.N), True: int(cublas.Operation.T)}
        alpha, beta = self._scalars.ctypes.data, self._scalars.ctypes.data + 4
        cublas.gemm_batched_ex(
            self._handle, op[g.trans_b], op[g.trans_a], g.n, g.m, g.k,
            alpha, array, _cuda_type(b.dtype), g.k if g.trans_b else g.n,
            array + 8 * count, _cuda_type(a.dtype), g.m if g.trans_a else g.k,
            beta, array + 16 * count, _cuda_type(out.dtype), g.n,
            count, int(getattr(cublas.ComputeType, COMPUTE_TYPES[g.compute])),
            int(cublas.GemmAlgo.DEFAULT))

    def _check(self, step, members: list, array, stream: int) -> bool:
        """Run the group's members as their own calls, then the grouped call, on these
        operands; whether the grouped call's results match (else the members' are restored
        and the group warns)."""
        for member, own in zip(step.members, members):
            self._run_member(member, own, stream, None)
        outs = [own[2] for own in members]
        expected = [self._as_f32(o, stream) for o in outs]
        self._call(step, members, array.ptr, stream, stream)
        worst = max(_relative_error(self._as_f32(o, stream), e) for o, e in zip(outs, expected))
        if worst <= _tolerance(outs[0].dtype):
            return True
        for member, own in zip(step.members, members):
            self._run_member(member, own, stream, None)
        warnings.warn(f"library GEMM group {step.kernel} "
                      f"({', '.join(g.kernel for g in step.members)}): cuBLAS's batched call "
                      f"differs from the members' own calls by {worst:.3g} of their largest "
                      f"value; the members run as their own calls", GroupedCallWarning,
                      stacklevel=2)
        return False

    def _as_f32(self, storage, stream: int) -> np.ndarray:
        host = self._download(storage.ptr, (storage.nbytes // np.dtype(storage.dtype).itemsize,),
                              storage.dtype, stream)
        if np.dtype(storage.dtype).name == "uint16":  # bf16 bits without ml_dtypes
            return (host.astype(np.uint32) << 16).view(np.float32)
        return host.astype(np.float32)

    def free(self) -> None:
        if self._handle is not None:
            try:
                _cublas("").destroy(self._handle)
            finally:
                self._handle = None
        self._arrays.clear()
        self._rewritten.clear()
        self._workspaces.clear()

    def __del__(self):
        try:
            self.free()
        except Exception:  # at interpreter exit the library may be gone already
            pass


def _member_storages(step, storages: list) -> list:
    from . import member_storages_of
    return member_storages_of(step, storages)


def _pointers(members: list) -> tuple:
    """The three pointer arrays, in order: each B_i (cuBLAS's A), A once per member (its B),
    each out_i (its C)."""
    return tuple(m[1].ptr for m in members) + tuple(m[0].ptr for m in members) \
        + tuple(m[2].ptr for m in members)


def _cuda_type(dtype) -> int:
    name = np.dtype(dtype).name
    if name not in CUDA_TYPES:
        raise StitchRuntimeError(f"a grouped library GEMM cannot read {name} buffers")
    return CUDA_TYPES[name]


def _tolerance(dtype) -> float:
    """How far two correct calls may differ, relative to the largest result: one rounding of
    the result's type apart, with room for their sums' orders (a wrong layout is off by
    the whole value)."""
    return 2.0 ** -6 if np.dtype(dtype).itemsize == 2 else 1e-4


def _relative_error(got: np.ndarray, expected: np.ndarray) -> float:
    both_nan = np.isnan(got) & np.isnan(expected)
    scale = float(np.max(np.abs(np.where(np.isfinite(expected), expected, 0)), initial=0.0)) or 1.0
    diff = np.where(both_nan | (got == expected), 0.0, np.abs(got.astype(np.float64) - expected))
    return float(np.max(diff, initial=0.0)) / scale
