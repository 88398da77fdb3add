"""Library GEMMs (`gemm` steps) on the CUDA backend: cuBLASLt through nvmath-python, over cupy
views of the plan's device buffers, with the step's epilogue as cuBLASLt's (runtime/library.py
says what it computes; the emulator runs the same in numpy). Full f32 (compute type
COMPUTE_32F) unless the step's compute is "tf32", which the user asked for (COMPUTE_32F_FAST_TF32:
tensor cores).

cuBLASLt adds its bias along the rows of its result, a Linear layer along the columns of its
own: each call computes outᵀ = Bᵀ·Aᵀ, in place (nvmath's `inplace`: C is D) into the step's
output buffer seen column-major as outᵀ, so no transpose or copy kernel follows. A residual is
cuBLASLt's beta·C: it is copied into the output buffer first (beta 1; else beta 0). Each step's
matmul is planned once (cuBLASLt's heuristic, its workspace) and kept by the backend; a later
call only rebinds the buffers whose addresses changed.

Not yet run on a GPU: the first GPU session checks it against the emulator and torch.matmul."""
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

    def __init__(self):
        self._planned: dict = {}  # step.kernel -> (nvmath Matmul, the operands' addresses)

    def run(self, step, storages: list, stream: int, copy) -> None:
        """Run `step` over `storages` on `stream`; `copy(dst, src)` copies a storage there."""
        cupy, nvmath, advanced = _modules(step.kernel)
        _, _, _, residual, out = gemm_operands(step, storages)
        if residual is not None and residual.ptr != out.ptr:
            copy(out, residual)  # beta·C reads C from the output buffer (C is D)
        operands = call_operands(step, [_flat_view(cupy, s) for s in storages])
        addresses = {name: _address(x) for name, x in operands.items()}
        planned = self._planned.get(step.kernel)
        if planned is None:
            matmul = _plan(nvmath, advanced, step, operands, stream)
            self._planned[step.kernel] = (matmul, addresses)
        else:
            matmul, before = planned
            changed = {name: x for name, x in operands.items() if addresses[name] != before[name]}
            if changed:
                bias = changed.pop("bias", None)
                matmul.reset_operands(**changed, epilog_inputs=None if bias is None else {"bias": bias},
                                      stream=stream)
                self._planned[step.kernel] = (matmul, addresses)
        matmul.execute(stream=stream)

    def free(self) -> None:
        """Release the planned matmuls' library objects and workspaces."""
        for matmul, _ in self._planned.values():
            matmul.free()
        self._planned.clear()

    def __del__(self):
        try:
            self.free()
        except Exception:  # at interpreter exit the library may be gone already
            pass


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


def _address(x) -> int:
    return x.__cuda_array_interface__["data"][0]


def _batch_or_matrix(x):
    """An operand shared by every batch as one matrix (nvmath broadcasts it)."""
    return x[0] if x.shape[0] == 1 else x
