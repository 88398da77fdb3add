"""Library GEMMs (`gemm` steps) on the CUDA backend: cuBLASLt through nvmath-python, over cupy
views of the plan's device buffers, with the step's epilogue as cuBLASLt's (runtime/library.py
says what it computes; the emulator runs the same in numpy). Full f32 (compute type
COMPUTE_32F) unless the step's compute is "tf32", which the user asked for (COMPUTE_32F_FAST_TF32:
tensor cores). f16/bf16 operands are read as they are, with f32 sums (COMPUTE_32F), the result
written in f32 or rounded once to the operands' type (the buffers' element types say which).

cuBLASLt adds its bias along the rows of its result, a Linear layer along the columns of its
own: each call computes outᵀ = Bᵀ·Aᵀ, in place (nvmath's `inplace`: C is D) into the step's
output buffer seen column-major as outᵀ, so no transpose or copy kernel follows. A residual is
cuBLASLt's beta·C: it is copied into the output buffer first (beta 1; else beta 0). Each step's
matmul is planned once by nvmath (cuBLASLt's heuristic, the descriptors, the epilogue's
pointers) and kept by the backend.

A call then goes straight to cublasLtMatmul on those descriptors with a workspace per stream
and the operands' addresses of this call (a bias at a new address is set in the descriptor,
as nvmath's own rebinding does): nvmath's execute() spends about 70 µs of Python per call
(measured on an H100, 2026-11-24: a 128x512x256 GEMM took 87 µs of host time per call
against torch's 30, the direct call 29; the kernels and their GPU time were the same), and
its reset_operands more whenever a buffer moves, which a caller keeping each result makes
happen on every call (the pool alternates two output blocks). An nvmath without the planned
attributes the direct call reads runs execute(), rebinding moved buffers (reset_operands)."""
from __future__ import annotations

import math

import numpy as np

from ..errors import StitchRuntimeError
from ..library import (activation, gemm_operands, has_bias, in_batch_order, matrix_shapes,
                       operand_matrices)


def _modules(kernel: str):
    try:
        import cupy
        import nvmath
        from nvmath.linalg import advanced
    except ImportError as e:
        raise StitchRuntimeError(f"library GEMM {kernel} needs cupy and nvmath-python "
                                 f"(cuBLASLt) on the CUDA backend: {e}") from None
    return cupy, nvmath, advanced


class NotCapturable(StitchRuntimeError):
    """A step that may not be captured into a CUDA graph as it stands (the call runs it)."""


class PlannedGemms:
    """The planned cuBLASLt matmul of each gemm step of one loaded artifact."""

    def __init__(self, allocate):
        self._allocate = allocate  # allocate(nbytes) -> device memory with .ptr (a workspace)
        self._planned: dict = {}  # kernel or (kernel, alignments) -> _DirectCall or _Execute

    def run(self, step, storages: list, stream: int, copy,
            capture_for: "int | None" = None) -> None:
        """Run `step` over `storages` on `stream`, with `stream`'s workspace; `copy(dst, src)`
        copies a storage there. `capture_for`: `stream` is capturing a CUDA graph that will
        replay on this stream, whose workspace the step then uses; the step must already be
        planned for these buffers' alignment and go straight to cublasLtMatmul (planning, or
        nvmath's execute(), may not be captured)."""
        a, b, bias, residual, out = gemm_operands(step, storages)
        if residual is not None and residual.ptr != out.ptr:
            copy(out, residual)  # beta·C reads C from the output buffer (C is D)
        bias_ptr = None if bias is None else bias.ptr
        pointers = (a.ptr, b.ptr, bias_ptr or 0, out.ptr)
        key = step.kernel if not (pointers[0] | pointers[1] | pointers[2] | pointers[3]) & 255 \
            else (step.kernel, _alignments(pointers))
        planned = self._planned.get(key)
        scratch_stream = stream if capture_for is None else capture_for
        if capture_for is not None and not (isinstance(planned, _DirectCall)
                                            and planned.has_workspace(scratch_stream)):
            raise NotCapturable(f"library GEMM {step.kernel} is not planned for these buffers")
        if planned is None:
            planned = self._planned[key] = self._plan(step, storages, stream)
        planned.run(a.ptr, b.ptr, bias_ptr, out.ptr, stream, storages, scratch_stream)

    def _plan(self, step, storages: list, stream: int):
        """The step's matmul planned over these buffers, called directly where this nvmath
        allows it."""
        cupy, nvmath, advanced = _modules(step.kernel)
        matmul = _plan(nvmath, advanced, step, call_operands(step, _flat_views(cupy, storages)),
                       stream)
        a, b, bias, _, out = gemm_operands(step, storages)
        if _direct_call_possible(matmul, a.ptr, b.ptr, out.ptr):
            return _DirectCall(matmul, self._allocate, None if bias is None else bias.ptr)
        return _Execute(matmul, step, tuple(x.ptr for x in (a, b, bias, out) if x is not None))

    def free(self) -> None:
        """Release the planned matmuls' library objects and workspaces."""
        for planned in self._planned.values():
            planned.matmul.free()
        self._planned.clear()

    def __del__(self):
        try:
            self.free()
        except Exception:  # at interpreter exit the library may be gone already
            pass


def _alignments(pointers: tuple) -> tuple:
    """Each pointer's alignment, at most 256 bytes. nvmath plans for the operands' alignment
    (cuBLASLt's minimum-alignment preferences): a plan may run only on pointers at least as
    aligned as those it was made for, and a contiguous slice of a tensor can start anywhere.
    (A plan for all-256-byte-aligned pointers, the pool's and torch's allocations, is keyed
    by the kernel alone.)"""
    return tuple(min(256, p & -p) if p else 256 for p in pointers)


# what the direct call reads of nvmath's planned Matmul (nvmath-python 1.0)
PLANNED_ATTRIBUTES = ("handle", "mm_desc", "mm_desc_ifc", "alpha", "beta", "a_layout_ptr",
                      "b_layout_ptr", "c_layout_ptr", "d_layout_ptr", "cached_best_algorithm_struct",
                      "operands", "workspace")


def _workspace_bytes(matmul) -> int:
    return int(getattr(getattr(matmul, "workspace", None), "size", 0) or 0)


def _direct_call_possible(matmul, a: int, b: int, out: int) -> bool:
    """nvmath 1.0's planned Matmul, without epilogue outputs, over operands starting at the
    buffers' addresses (a = Bᵀ, b = Aᵀ, c = outᵀ): then cublasLtMatmul may be given the
    buffers' addresses of each call."""
    try:
        from nvmath.bindings import cublasLt  # noqa: F401
    except ImportError:
        return False
    if not all(hasattr(matmul, name) for name in PLANNED_ATTRIBUTES) or \
            getattr(matmul, "epilog_output_handlers", ()):
        return False
    return tuple(x.data_ptr for x in matmul.operands[:3]) == (b, a, out)


class _DirectCall:
    """cublasLtMatmul with the planned descriptors, a workspace of the call's stream, and the
    operands' addresses of each call; a bias at a new address is set in the descriptor
    (nvmath's own rebinding sets the same attribute). A workspace per stream: calls on two
    streams may run at once, and cuBLASLt's split-k sums go through the workspace."""

    def __init__(self, matmul, allocate, bias: "int | None"):
        from nvmath.bindings import cublasLt

        self.matmul, self._allocate, self._bias = matmul, allocate, bias
        self._size = size = _workspace_bytes(matmul)
        self._workspaces: dict = {}  # stream -> device memory (absent when size is 0)
        handle, desc, layouts = matmul.handle, matmul.mm_desc, (
            matmul.a_layout_ptr, matmul.b_layout_ptr, matmul.c_layout_ptr, matmul.d_layout_ptr)
        alpha, beta = matmul.alpha.ctypes.data, matmul.beta.ctypes.data
        algo = matmul.cached_best_algorithm_struct.ctypes.data
        matmul_fn = cublasLt.matmul
        self._call = lambda a, b, out, stream, space: matmul_fn(  # nvmath's a is Bᵀ, its b Aᵀ; D is C
            handle, desc, alpha, b, layouts[0], a, layouts[1], beta, out, layouts[2], out,
            layouts[3], algo, space, size, stream)

    def has_workspace(self, stream: int) -> bool:
        return not self._size or stream in self._workspaces

    def run(self, a: int, b: int, bias: "int | None", out: int, stream: int, storages,
            scratch_stream: int) -> None:
        if bias != self._bias:
            self.matmul.mm_desc_ifc.bias_pointer = bias
            self._bias = bias
        space = 0
        if self._size:
            memory = self._workspaces.get(scratch_stream)
            if memory is None:
                memory = self._workspaces[scratch_stream] = self._allocate(self._size)
            space = memory.ptr
        self._call(a, b, out, stream, space)


class _Execute:
    """nvmath's execute() (an nvmath whose planned Matmul the direct call cannot read):
    buffers at new addresses are rebound first (reset_operands)."""

    def __init__(self, matmul, step, bound: tuple):
        self.matmul, self._step, self._bound = matmul, step, bound

    def run(self, a: int, b: int, bias: "int | None", out: int, stream: int, storages,
            scratch_stream: int) -> None:
        bound = tuple(x for x in (a, b, bias, out) if x is not None)
        if bound != self._bound:
            cupy, _, _ = _modules(self._step.kernel)
            operands = call_operands(self._step, _flat_views(cupy, storages))
            bias_view = operands.pop("bias", None)
            self.matmul.reset_operands(**operands, stream=stream, epilog_inputs=None
                                       if bias_view is None else {"bias": bias_view})
            self._bound = bound
        self.matmul.execute(stream=stream)


def call_operands(step, views: list) -> dict:
    """nvmath's a, b, c (and bias) for `step` over flat views of its buffers: a = Bᵀ, b = Aᵀ
    (an operand shared by every batch as one matrix: nvmath broadcasts it), c = outᵀ
    [batch, n, m] over the output buffer (stored [m, batch, n] with out_order "mbn": ld
    batch·n, batch offset n, which nvmath's in-place D takes from C), bias [n] along the rows
    of outᵀ. A step with views (of one matrix each: runtime/library.py's over_pointers) reads
    and writes its matrices where the views say, their leading dimensions nvmath's."""
    a, b, bias, _, out = gemm_operands(step, views)
    if step.views is not None:
        a_m, b_m, out_m = _view_matrices(step, a, b, out)
    else:
        a_m, b_m = operand_matrices(step, a, b)
        out_m = in_batch_order(step, out)
    operands = {"a": _batch_or_matrix(b_m.swapaxes(-1, -2)),
                "b": _batch_or_matrix(a_m.swapaxes(-1, -2)),
                "c": _batch_or_matrix(out_m.swapaxes(-1, -2))}
    if bias is not None:
        operands["bias"] = bias.reshape(step.n)
    return operands


def _view_matrices(step, a, b, out) -> tuple:
    """A [m, k], B [k, n] and out [m, n] of a gemm step whose views are of one matrix each:
    strided views of the flat buffers (rows `ld` apart from the view's offset)."""
    shapes = matrix_shapes(step)
    a_m, b_m, out_m = (_matrix_at(flat, getattr(step.views, role), *shapes[role])
                       for role, flat in (("a", a), ("b", b), ("out", out)))
    return (a_m.swapaxes(-1, -2) if step.trans_a else a_m,
            b_m.swapaxes(-1, -2) if step.trans_b else b_m, out_m)


def _matrix_at(flat, view, rows: int, cols: int):
    """[rows, cols] of 1-D `flat` (a cupy array, or a torch tensor for bf16) from element
    `view.offset`, rows `view.ld` apart: no copy."""
    if hasattr(flat, "as_strided"):  # torch: strides in elements
        return flat.as_strided((rows, cols), (view.ld, 1), flat.storage_offset() + view.offset)
    import cupy

    item = flat.itemsize
    return cupy.lib.stride_tricks.as_strided(flat[view.offset:], (rows, cols), (view.ld * item, item))


def epilog_name(epilogue: str) -> "str | None":
    """The MatmulEpilog member of a step's epilogue (None: no epilogue)."""
    name = {"": None, "relu": "RELU", "gelu": "GELU"}[activation(epilogue)]
    if has_bias(epilogue):
        name = f"{name}_BIAS" if name else "BIAS"
    return name


def _plan(nvmath, advanced, step, operands: dict, stream: int):
    compute = {"f32": "COMPUTE_32F", "tf32": "COMPUTE_32F_FAST_TF32"}[step.compute]
    options = advanced.MatmulOptions(compute_type=getattr(nvmath.linalg.ComputeType, compute),
                                     inplace=True)
    matmul = advanced.Matmul(operands["a"], operands["b"], operands["c"], alpha=1.0,
                             beta=1.0 if step.residual else 0.0, options=options, stream=stream)
    name = epilog_name(step.epilogue)
    matmul.plan(epilog=getattr(advanced.MatmulEpilog, name) if name else None,
                epilog_inputs={"bias": operands["bias"]} if "bias" in operands else None,
                stream=stream)
    return matmul


def _flat_views(cupy, storages: list) -> list:
    """Flat views of a step's buffers in their element types: cupy arrays, or torch tensors
    over the same memory where a buffer holds bf16 (cupy has no bfloat16 dtype; nvmath reads
    all of a call's operands from one package)."""
    if not any(_is_bfloat16(s.dtype) for s in storages):
        return [_flat_view(cupy, s) for s in storages]
    return [_bfloat16_view(cupy, s) if _is_bfloat16(s.dtype) else
            _as_torch(_flat_view(cupy, s)) for s in storages]


def _flat_view(cupy, storage, dtype=None):
    """A cupy array of `dtype` (the buffer's own by default) over a plan buffer's device memory:
    no copy, and no reference to the buffer (a planned matmul keeps its operands between calls;
    the pool may hand the memory to another call meanwhile, and each call gives cuBLASLt its own
    buffers)."""
    dtype = np.dtype(dtype or storage.dtype)
    count = math.prod(storage.shape)
    memory = cupy.cuda.UnownedMemory(storage.ptr, count * dtype.itemsize, None)
    return cupy.ndarray((count,), dtype, cupy.cuda.MemoryPointer(memory, 0))


def _bfloat16_view(cupy, storage):
    """A bf16 torch tensor over a plan buffer's memory: its bits as a cupy int16 array, handed
    to torch (__cuda_array_interface__) and seen as torch.bfloat16."""
    return _as_torch(_flat_view(cupy, storage, "int16"), bfloat16=True)


def _as_torch(array, bfloat16: bool = False):
    """The torch tensor over cupy `array`'s memory (its int16 bits seen as bf16, `bfloat16`)."""
    try:
        import torch
    except ImportError:
        raise StitchRuntimeError("a library GEMM on bf16 buffers needs torch on the CUDA backend "
                                 "(cupy has no bfloat16 for nvmath to read)") from None
    tensor = torch.as_tensor(array, device="cuda")
    return tensor.view(torch.bfloat16) if bfloat16 else tensor


def _is_bfloat16(dtype) -> bool:
    """bf16 elements (ml_dtypes' bfloat16; uint16 where ml_dtypes is missing: a GEMM's buffers
    are floats, runtime/plan.py checks)."""
    return np.dtype(dtype).name in ("bfloat16", "uint16")


def _batch_or_matrix(x):
    """An operand shared by every batch as one matrix (nvmath broadcasts it)."""
    return x[0] if x.shape[0] == 1 else x
