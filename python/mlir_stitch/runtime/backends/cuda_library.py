"""Library GEMMs (`gemm` steps) on the CUDA backend: cuBLASLt through nvmath-python, over cupy
views of the plan's device buffers, with the step's epilogue as cuBLASLt's (runtime/library.py
says what it computes; the emulator runs the same in numpy). Full f32: compute type
COMPUTE_32F, never TF32.

Not yet run on a GPU: the first GPU session checks it against the emulator and torch.matmul."""
from __future__ import annotations

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


def _flat_view(cupy, storage):
    """A float32 cupy array over a plan buffer's device memory (no copy, not owned)."""
    memory = cupy.cuda.UnownedMemory(storage.ptr, storage.nbytes, storage)
    return cupy.ndarray((storage.nbytes // 4,), cupy.float32, cupy.cuda.MemoryPointer(memory, 0))


def run_gemm(step, storages: list, stream: int) -> None:
    cupy, nvmath, advanced = _modules(step.kernel)
    a, b, bias, residual, out = gemm_operands(step, [_flat_view(cupy, s) for s in storages])
    a_m, b_m = operand_matrices(step, a, b)
    epilog = {"": None, "relu": "RELU", "gelu": "GELU"}[activation(step.epilogue)]
    if has_bias(step.epilogue):
        epilog = f"{epilog}_BIAS" if epilog else "BIAS"
    options = advanced.MatmulOptions(compute_type=nvmath.linalg.ComputeType.COMPUTE_32F)
    with cupy.cuda.ExternalStream(stream):
        # cuBLASLt's bias runs along the result's rows: compute out^T = B^T A^T (+ residual^T,
        # cuBLASLt's beta·C), whose rows are n
        c = None if residual is None else _batch_or_matrix(
            residual.reshape(step.batch, step.m, step.n).swapaxes(-1, -2))
        result_t = advanced.matmul(
            _batch_or_matrix(b_m.swapaxes(-1, -2)), _batch_or_matrix(a_m.swapaxes(-1, -2)), c,
            alpha=1.0, beta=None if c is None else 1.0,
            epilog=getattr(advanced.MatmulEpilog, epilog) if epilog else None,
            epilog_inputs={"bias": bias} if bias is not None else None, options=options,
            stream=stream)
        out.reshape(step.batch, step.m, step.n)[...] = result_t.reshape(
            -1, step.n, step.m).swapaxes(-1, -2)


def _batch_or_matrix(x):
    """An operand shared by every batch as one matrix (nvmath broadcasts it)."""
    return x[0] if x.shape[0] == 1 else x
