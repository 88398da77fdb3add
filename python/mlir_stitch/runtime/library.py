"""Library GEMM launches of the host plan (`gemm` steps): what they compute, once, in terms any
array module (numpy, cupy) provides.

out[batch, m, n] = epilogue(sum_k A[batch, m, k] * B[batch, k, n]), in f32 (compute "f32"; with
"tf32", which the user must ask for, A and B are first rounded to TF32's 10 mantissa bits, as
tensor cores read them, and the sums stay f32): A stored
[m, k] per batch ([k, m] when trans_a), B stored [k, n] ([n, k] when trans_b), an operand that is
not batched shared by every batch; out stored [batch, m, n], or [m, batch, n] with out_order
"mbn" (attention's P·V writing its heads merged: cuBLASLt's D with ld batch·n, batch offset
n). The epilogues are cuBLASLt's: a bias along n, a residual of out's shape and order
(cuBLASLt's beta·C), then a ReLU or the tanh form of GELU. The emulator runs this with numpy; the CUDA backend asks cuBLASLt (through
nvmath-python) for the same epilogue."""
from __future__ import annotations

import math

EPILOGUES = ("none", "bias", "relu", "bias_relu", "gelu", "bias_gelu")
COMPUTES = ("f32", "tf32")
OUT_ORDERS = ("bmn", "mbn")  # out stored [batch, m, n], or [m, batch, n] (heads merged)
# what a gemm step (and a #stitch.library attribute) says of the matrices
LAYOUT_FIELDS = ("batch", "m", "n", "k", "trans_a", "trans_b", "batched_a", "batched_b")
GELU_TANH_SCALE = math.sqrt(2.0 / math.pi)
GELU_TANH_CUBIC = 0.044715


def has_bias(epilogue: str) -> bool:
    return epilogue.startswith("bias")


def activation(epilogue: str) -> str:
    """"relu", "gelu" or "" (none)."""
    return epilogue.removeprefix("bias").strip("_").replace("none", "")


def operand_matrices(step, a, b):
    """A as [batch|1, m, k] and B as [batch|1, k, n] views of the flat operands."""
    def view(x, batched, rows, cols, trans):
        stored = x.reshape((step.batch if batched else 1,) + ((cols, rows) if trans else (rows, cols)))
        return stored.swapaxes(-1, -2) if trans else stored
    return (view(a, step.batched_a, step.m, step.k, step.trans_a),
            view(b, step.batched_b, step.k, step.n, step.trans_b))


def apply_epilogue(xp, acc, epilogue: str, bias=None, residual=None):
    """`acc` ([..., n], f32) after the epilogue, with array module `xp`."""
    f32 = xp.float32
    if has_bias(epilogue):
        acc = acc + bias.reshape(-1).astype(f32)
    if residual is not None:
        acc = acc + residual.reshape(acc.shape).astype(f32)
    act = activation(epilogue)
    if act == "relu":
        acc = xp.maximum(acc, f32(0))
    elif act == "gelu":
        inner = f32(GELU_TANH_SCALE) * (acc + f32(GELU_TANH_CUBIC) * acc * acc * acc)
        acc = f32(0.5) * acc * (f32(1) + xp.tanh(inner))
    return acc.astype(f32)


def round_to_tf32(x):
    """f32 values rounded to TF32 (10 mantissa bits; to nearest, ties away from zero, as PTX's
    cvt.rna.tf32.f32), still as f32; infinities and NaNs unchanged."""
    import numpy as np
    bits = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    rounded = (bits + np.uint32(0x1000)) & np.uint32(0xFFFFE000)
    special = (bits & np.uint32(0x7F800000)) == np.uint32(0x7F800000)
    return np.where(special, bits, rounded).view(np.float32)


def gemm_numpy(step, a, b, bias=None, residual=None):
    """The step's result ([batch, m, n] f32) with numpy."""
    import numpy as np
    a_m, b_m = operand_matrices(step, a, b)
    a_m, b_m = a_m.astype(np.float32), b_m.astype(np.float32)
    if step.compute == "tf32":
        a_m, b_m = round_to_tf32(a_m), round_to_tf32(b_m)
    acc = np.matmul(a_m, b_m)
    if residual is not None:
        residual = in_batch_order(step, residual)
    out = apply_epilogue(np, np.broadcast_to(acc, (step.batch, step.m, step.n)), step.epilogue,
                         bias, residual)
    return out.swapaxes(0, 1) if step.out_order == "mbn" else out


def in_batch_order(step, x):
    """A [batch, m, n] view of `x`, a flat buffer in out's order (step.out_order)."""
    if step.out_order == "mbn":
        return x.reshape(step.m, step.batch, step.n).swapaxes(0, 1)
    return x.reshape(step.batch, step.m, step.n)


def gemm_operands(step, storages: list) -> tuple:
    """(a, b, bias or None, residual or None, out) of a gemm step's buffers (`step.args`)."""
    a, b, *rest, out = storages
    bias = rest.pop(0) if step.bias else None
    residual = rest.pop(0) if step.residual else None
    return a, b, bias, residual, out
