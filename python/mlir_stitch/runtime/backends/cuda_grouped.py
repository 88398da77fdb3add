"""Library GEMMs over arrays of pointers on the CUDA backend: one cublasGemmBatchedEx (cuBLAS
through nvmath-python's bindings), one pointer per product, for what no single batch stride
describes.

- `gemm_group` steps (GroupedGemms): the GEMMs of one A (q, k and v of a hidden state; an FFN's
  gate and up) are one launch whose blocks fill the GPU together (at 256 tokens one 2048-wide
  projection has 32 output tiles of 128 x 128 for 132 SMs). Member i computes out_i = A·B_i as
  a `gemm` step would (runtime/library.py).
- `gemm` steps with views (StridedGemms): a batch over several loops whose matrices lie where
  the graph has them (BERT's heads read from [b, s, h, d], P·V writing its heads merged): one
  pointer per batch, each matrix's rows `ld` apart.

cuBLAS is column-major, so a call computes outᵀ = Bᵀ·Aᵀ, its first pointer array holding the
B's, its second the A's, its result array the outputs. f16/bf16 operands are read as they are
with f32 sums (COMPUTE_32F) and the result rounded once, as cuBLASLt's calls do.

Nothing here has run on a GPU yet, so the first call of each in a process is checked: a group
against its members run as their own cuBLASLt calls (cuda_library.py), a strided GEMM against
numpy on the host. A batched call that differs (a pointer or layout this code gets wrong on
some cuBLAS) must not return values nobody computed: it warns once, and from then on the
group's members run as their own calls, a strided GEMM on the host. Pointers that are not
16-byte aligned take those paths too (cuBLAS reads pointer arrays on the device and cannot
fall back for a misaligned one).

Pointer arrays are uploaded once per set of addresses (a caller keeping its results makes the
pool alternate two output blocks), up to MAX_POINTER_SETS per GEMM; past that, one array per
stream is rewritten before each call, in stream order (not capturable in a CUDA graph)."""
from __future__ import annotations

import math
import warnings

import numpy as np

from ..errors import StitchRuntimeError
from ..library import gemm_operands, gemm_views_numpy
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


class PointerBatches:
    """What the batched calls of one loaded artifact share: a cuBLAS handle, a workspace per
    stream, and the device arrays of pointers each call reads. `upload(ptr, host, stream)` and
    `download(ptr, shape, dtype, stream)` move bytes; `allocate(nbytes)` gives device memory."""

    def __init__(self, allocate, upload, download):
        self._allocate, self._upload, self.download = allocate, upload, download
        self._handle = None
        self._arrays: dict = {}  # (kernel, pointers) -> device memory holding them
        self._rewritten: dict = {}  # (kernel, stream) -> device memory rewritten each call
        self._workspaces: dict = {}  # stream -> device memory
        self._scalars = np.array([1.0, 0.0], np.float32)  # alpha, beta (host pointer mode)

    def ready(self, kernel: str, pointers: tuple, stream: int, capture_for) -> "object":
        """The pointer array of `pointers` (uploaded on `stream` when new); under capture it
        must exist already, with the capture's workspace (NotCapturable otherwise)."""
        array = self._arrays.get((kernel, pointers))
        if capture_for is not None and (array is None or capture_for not in self._workspaces):
            raise NotCapturable(f"library GEMM {kernel} is not set up for these buffers")
        return array if array is not None else self._pointer_array(kernel, pointers, stream)

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

    def call(self, g, count: int, types: tuple, lds: tuple, array: int, stream: int,
             scratch_stream: int) -> None:
        """cublasGemmBatchedEx of `count` products shaped as gemm step `g` says: column-major,
        out_iᵀ (n x m) = B_iᵀ · A_iᵀ, the array holding B_i, then A_i, then out_i pointers;
        `types` and `lds` those of (a, b, out)."""
        cublas = _cublas(g.kernel)
        if self._handle is None:
            self._handle = cublas.create()
        space = self._workspaces.get(scratch_stream)
        if space is None:
            space = self._workspaces[scratch_stream] = self._allocate(WORKSPACE_BYTES)
        cublas.set_stream(self._handle, stream)
        cublas.set_workspace(self._handle, space.ptr, WORKSPACE_BYTES)  # set_stream resets it
        op = {False: int(cublas.Operation.N), True: int(cublas.Operation.T)}
        alpha, beta = self._scalars.ctypes.data, self._scalars.ctypes.data + 4
        (a_type, b_type, out_type), (lda, ldb, ldc) = types, lds
        cublas.gemm_batched_ex(
            self._handle, op[g.trans_b], op[g.trans_a], g.n, g.m, g.k,
            alpha, array, _cuda_type(b_type), ldb, array + 8 * count, _cuda_type(a_type), lda,
            beta, array + 16 * count, _cuda_type(out_type), ldc,
            count, int(getattr(cublas.ComputeType, COMPUTE_TYPES[g.compute])),
            int(cublas.GemmAlgo.DEFAULT))

    def as_f32(self, storage, stream: int) -> np.ndarray:
        host = self.download(storage.ptr, (storage.nbytes // np.dtype(storage.dtype).itemsize,),
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


class GroupedGemms:
    """The grouped calls (gemm_group steps) of one loaded artifact, on `batches`' pointer
    arrays. `run_member(member, storages, stream, capture_for)` runs one member as its own
    cuBLASLt call."""

    def __init__(self, batches: PointerBatches, run_member):
        self._batches, self._run_member = batches, run_member
        self._grouped: dict = {}  # kernel -> the grouped call matched its members (checked once)

    def run(self, step, storages: list, stream: int, capture_for: "int | None" = None) -> None:
        members = _member_storages(step, storages)
        pointers = _pointers(members)
        if self._grouped.get(step.kernel) is False or any(p % ALIGNMENT for p in pointers):
            for member, own in zip(step.members, members):
                self._run_member(member, own, stream, capture_for)
            return
        if capture_for is not None and step.kernel not in self._grouped:
            raise NotCapturable(f"library GEMM group {step.kernel} is not checked yet")
        array = self._batches.ready(step.kernel, pointers, stream, capture_for)
        if step.kernel not in self._grouped:
            self._grouped[step.kernel] = self._check(step, members, array, stream)
            return
        scratch = stream if capture_for is None else capture_for  # the replaying stream's
        self._call(step, members, array.ptr, stream, scratch)

    def _call(self, step, members: list, array: int, stream: int, scratch_stream: int) -> None:
        g = step.members[0]
        a, b, out = members[0]
        lds = (g.m if g.trans_a else g.k, g.k if g.trans_b else g.n, g.n)
        self._batches.call(g, len(step.members), (a.dtype, b.dtype, out.dtype), lds, array,
                           stream, scratch_stream)

    def _check(self, step, members: list, array, stream: int) -> bool:
        """Run the group's members as their own calls, then the grouped call, on these
        operands; whether the grouped call's results match (else the members' are restored
        and the group warns)."""
        for member, own in zip(step.members, members):
            self._run_member(member, own, stream, None)
        outs = [own[2] for own in members]
        expected = [self._batches.as_f32(o, stream) for o in outs]
        self._call(step, members, array.ptr, stream, stream)
        worst = max(_relative_error(self._batches.as_f32(o, stream), e)
                    for o, e in zip(outs, expected))
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


class StridedGemms:
    """Gemm steps with views (runtime/library.py's Views: several batch loops, heads read and
    written where they lie), one batched call over a pointer per batch, on `batches`' arrays.
    No other call computes them, so a process's first call of each is checked against numpy
    on the host; should the batched call differ, it warns and the host computes that GEMM
    from then on (slow, never wrong). Pointers not 16-byte aligned are computed on the host
    too."""

    def __init__(self, batches: PointerBatches, upload):
        self._batches, self._upload = batches, upload
        self._batched: dict = {}  # kernel -> the batched call matched numpy (checked once)

    def run(self, step, storages: list, stream: int, capture_for: "int | None" = None) -> None:
        a, b, _, _, out = gemm_operands(step, storages)
        pointers = _view_pointers(step, a, b, out)
        if self._batched.get(step.kernel) is False or any(p % ALIGNMENT for p in pointers):
            if capture_for is not None:
                raise NotCapturable(f"library GEMM {step.kernel} runs on the host")
            self._on_host(step, a, b, out, stream)
            return
        if capture_for is not None and step.kernel not in self._batched:
            raise NotCapturable(f"library GEMM {step.kernel} is not checked yet")
        array = self._batches.ready(step.kernel, pointers, stream, capture_for)
        scratch = stream if capture_for is None else capture_for  # the replaying stream's
        self._call(step, a, b, out, array.ptr, stream, scratch)
        if step.kernel not in self._batched:
            self._batched[step.kernel] = self._check(step, a, b, out, stream)

    def _call(self, step, a, b, out, array: int, stream: int, scratch_stream: int) -> None:
        v = step.views
        self._batches.call(step, math.prod(v.batch), (a.dtype, b.dtype, out.dtype),
                           (v.a.ld, v.b.ld, v.out.ld), array, stream, scratch_stream)

    def _host_result(self, step, a, b, out, stream: int) -> np.ndarray:
        """Out's buffer as numpy computes it from the device's a and b."""
        host = [self._batches.download(x.ptr, (x.nbytes // np.dtype(x.dtype).itemsize,), x.dtype,
                                       stream) for x in (a, b, out)]
        gemm_views_numpy(step, *host)
        return host[2]

    def _on_host(self, step, a, b, out, stream: int) -> None:
        self._upload(out.ptr, self._host_result(step, a, b, out, stream), stream)

    def _check(self, step, a, b, out, stream: int) -> bool:
        expected = self._host_result(step, a, b, out, stream)
        got = self._batches.as_f32(out, stream)
        worst = _relative_error(got, _f32(expected))
        if worst <= _tolerance(out.dtype):
            return True
        self._upload(out.ptr, expected, stream)
        warnings.warn(f"library GEMM {step.kernel}: cuBLAS's batched call over its strided "
                      f"views differs from numpy by {worst:.3g} of the largest value; it is "
                      f"computed on the host from now on", GroupedCallWarning, stacklevel=2)
        return False


def _member_storages(step, storages: list) -> list:
    from . import member_storages_of
    return member_storages_of(step, storages)


def _view_pointers(step, a, b, out) -> tuple:
    """The three pointer arrays of a gemm step with views: each batch's B, A and out matrix."""
    v = step.views
    at = lambda x, view: [x.ptr + o * np.dtype(x.dtype).itemsize for o in v.batch_offsets(view)]
    return tuple(at(b, v.b) + at(a, v.a) + at(out, v.out))


def _f32(host: np.ndarray) -> np.ndarray:
    if host.dtype.name == "uint16":  # bf16 bits without ml_dtypes
        return (host.astype(np.uint32) << 16).view(np.float32)
    return host.astype(np.float32)


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
