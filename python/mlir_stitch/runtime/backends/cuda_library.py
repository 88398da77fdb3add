"""Library GEMMs (`gemm` steps) on the CUDA backend: cuBLASLt through nvmath-python, over cupy
views of the plan's device buffers, with the step's epilogue as cuBLASLt's (runtime/library.py
says what it computes; the emulator runs the same in numpy). Full f32 (compute type
COMPUTE_32F) unless the step's compute is "tf32", which the user asked for (COMPUTE_32F_FAST_TF32:
tensor cores).

cuBLASLt adds its bias along the rows of its result, a Linear layer along the columns of its
own: each call computes outᵀ = Bᵀ·Aᵀ, in place (nvmath's `inplace`: C is D) into the step's
output buffer seen column-major as outᵀ, so no transpose or copy kernel follows. A residual is
cuBLASLt's beta·C: it is copied into the output buffer first (beta 1; else beta 0). Each step's
matmul is planned once by nvmath (cuBLASLt's heuristic, the descriptors, the epilogue's
pointers) and kept by the backend; buffers at new addresses are rebound (reset_operands).

A call then goes straight to cublasLtMatmul on those descriptors with a workspace of our own:
nvmath's execute() spends about 70 µs of Python per call (measured on an H100, 2026-11-24: a
128x512x256 GEMM took 87 µs of host time per call against torch's 30, the direct call 29;
the kernels and their GPU time were the same). An nvmath without the planned attributes the
direct call reads falls back to execute()."""
from __future__ import annotations

import math

from ..errors import StitchRuntimeError
from ..library import activation, gemm_operands, has_bias, operand_matrices


def _modules(kernel: str):
    try:
        import cupy
        import nvmath
        from nvmath.linalg import advanced
    except ImportError as e:
        raise StitchRuntimeError(f"library GEMM {kernel} needs cupy and nvmath-python "
                                 f"(cuBLASLt) on the CUDA backend: {e}") from None
    return cupy, nvmath, advanced


class PlannedGemms:
    """The planned cuBLASLt matmul of each gemm step of one loaded artifact."""

    def __init__(self, allocate):
        self._allocate = allocate  # allocate(nbytes) -> device memory with .ptr (a workspace)
        self._planned: dict = {}  # step.kernel -> _Planned

    def run(self, step, storages: list, stream: int, copy) -> None:
        """Run `step` over `storages` on `stream`; `copy(dst, src)` copies a storage there."""
        a, b, bias, residual, out = gemm_operands(step, storages)
        if residual is not None and residual.ptr != out.ptr:
            copy(out, residual)  # beta·C reads C from the output buffer (C is D)
        bound = tuple(x.ptr for x in (a, b, bias, out) if x is not None)  # what cuBLASLt reads
        planned = self._planned.get(step.kernel)
        if planned is None or planned.bound != bound:
            planned = self._planned[step.kernel] = self._bind(step, storages, bound, stream, planned)
        planned.call(stream)

    def _bind(self, step, storages: list, bound: tuple, stream: int, planned) -> "_Planned":
        """Plan the step's matmul over these buffers, or rebind the planned one to them."""
        cupy, nvmath, advanced = _modules(step.kernel)
        operands = call_operands(step, [_flat_view(cupy, s) for s in storages])
        if planned is None:
            matmul = _plan(nvmath, advanced, step, operands, stream)
            workspace = self._allocate(_workspace_bytes(matmul))
        else:
            matmul, workspace = planned.matmul, planned.workspace
            bias = operands.pop("bias", None)
            matmul.reset_operands(**operands, epilog_inputs=None if bias is None else {"bias": bias},
                                  stream=stream)
        call = _direct_call(matmul, workspace) or (lambda s: matmul.execute(stream=s))
        return _Planned(matmul, bound, call, workspace)

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


class _Planned:
    """A step's planned matmul, the buffer addresses it is bound to, and how a call runs it."""

    def __init__(self, matmul, bound: tuple, call, workspace):
        self.matmul, self.bound, self.call, self.workspace = matmul, bound, call, workspace


# what the direct call reads of nvmath's planned Matmul (nvmath-python 1.0)
PLANNED_ATTRIBUTES = ("handle", "mm_desc", "alpha", "beta", "a_layout_ptr", "b_layout_ptr",
                      "c_layout_ptr", "d_layout_ptr", "cached_best_algorithm_struct", "operands",
                      "workspace")


def _workspace_bytes(matmul) -> int:
    return int(getattr(getattr(matmul, "workspace", None), "size", 0) or 0)


def _direct_call(matmul, workspace):
    """call(stream): cublasLtMatmul with the planned descriptors, the operands' current
    addresses and `workspace`; or None when this nvmath lacks what it reads."""
    try:
        from nvmath.bindings import cublasLt
    except ImportError:
        return None
    if not all(hasattr(matmul, name) for name in PLANNED_ATTRIBUTES) or \
            getattr(matmul, "epilog_output_handlers", ()):
        return None
    a, b, c = matmul.operands[:3]
    size = _workspace_bytes(matmul)
    args = (matmul.handle, matmul.mm_desc, matmul.alpha.ctypes.data,
            a.data_ptr, matmul.a_layout_ptr, b.data_ptr, matmul.b_layout_ptr,
            matmul.beta.ctypes.data, c.data_ptr, matmul.c_layout_ptr,
            c.data_ptr, matmul.d_layout_ptr,  # in place: D is C
            matmul.cached_best_algorithm_struct.ctypes.data, workspace.ptr if size else 0, size)
    return lambda stream: cublasLt.matmul(*args, stream)


def call_operands(step, views: list) -> dict:
    """nvmath's a, b, c (and bias) for `step` over flat views of its buffers: a = Bᵀ, b = Aᵀ
    (an operand shared by every batch as one matrix: nvmath broadcasts it), c = outᵀ
    [batch, n, m] over the output buffer, bias [n] along the rows of outᵀ."""
    a, b, bias, _, out = gemm_operands(step, views)
    a_m, b_m = operand_matrices(step, a, b)
    operands = {"a": _batch_or_matrix(b_m.swapaxes(-1, -2)),
                "b": _batch_or_matrix(a_m.swapaxes(-1, -2)),
                "c": _batch_or_matrix(out.reshape(step.batch, step.m, step.n).swapaxes(-1, -2))}
    if bias is not None:
        operands["bias"] = bias.reshape(step.n)
    return operands


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


def _flat_view(cupy, storage):
    """A float32 cupy array over a plan buffer's device memory: no copy, and no reference to
    the buffer (a planned matmul keeps its operands between calls; the pool may hand the
    memory to another call meanwhile, and the next call rebinds before it runs)."""
    size = math.prod(storage.shape) * 4
    memory = cupy.cuda.UnownedMemory(storage.ptr, size, None)
    return cupy.ndarray((size // 4,), cupy.float32, cupy.cuda.MemoryPointer(memory, 0))


def _batch_or_matrix(x):
    """An operand shared by every batch as one matrix (nvmath broadcasts it)."""
    return x[0] if x.shape[0] == 1 else x
