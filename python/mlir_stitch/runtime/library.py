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
from dataclasses import dataclass

EPILOGUES = ("none", "bias", "relu", "bias_relu", "gelu", "bias_gelu")
COMPUTES = ("f32", "tf32")
OUT_ORDERS = ("bmn", "mbn")  # out stored [batch, m, n], or [m, batch, n] (heads merged)
# what a gemm step (and a #stitch.library attribute) says of the matrices (with, optionally,
# out_order and views)
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


@dataclass(frozen=True)
class View:
    """Where one operand's matrices lie in its buffer (elements): batch index t's matrix starts
    at offset + Σ t_i · strides_i, its rows `ld` apart, its inner dimension contiguous."""
    offset: int
    strides: tuple
    ld: int


@dataclass(frozen=True)
class Views:
    """A gemm step's strided views (analysis/gemm_views.py): batch extents, and a view of a,
    b (stored as trans_a / trans_b say) and out ([m, n] per batch)."""
    batch: tuple
    a: View
    b: View
    out: View

    @staticmethod
    def from_fields(fields: dict) -> "Views":
        view = lambda v: View(int(v["offset"]), tuple(int(x) for x in v["strides"]), int(v["ld"]))
        return Views(tuple(int(x) for x in fields["batch"]), view(fields["a"]), view(fields["b"]),
                     view(fields["out"]))

    def batch_offsets(self, view: View) -> list:
        """The element offset of each batch's matrix, batches in row-major order."""
        offsets = [view.offset]
        for extent, stride in zip(self.batch, view.strides):
            offsets = [o + i * stride for o in offsets for i in range(extent)]
        return offsets


def over_pointers(batch) -> bool:
    """Whether a GEMM over strided views with these batch extents runs as cuBLAS's batched
    call over arrays of pointers (batch loops: no epilogue); views of one matrix (no batch
    loop) run as one cuBLASLt matmul with the views' leading dimensions, epilogue included."""
    return len(batch) > 0


def matrix_shapes(step) -> dict:
    """role -> (rows, cols) of its stored matrices (a [m, k] or [k, m], b [k, n] or [n, k])."""
    return {"a": (step.k, step.m) if step.trans_a else (step.m, step.k),
            "b": (step.n, step.k) if step.trans_b else (step.k, step.n), "out": (step.m, step.n)}


def strided(xp_lib, flat, views: Views, view: View, rows: int, cols: int):
    """`flat` seen as [batch..., rows, cols] through `view` (numpy: a view, writable)."""
    item = flat.itemsize
    return xp_lib.lib.stride_tricks.as_strided(
        flat[view.offset:], shape=views.batch + (rows, cols),
        strides=tuple(s * item for s in view.strides) + (view.ld * item, item))


def last_element(views: Views, view: View, rows: int, cols: int) -> int:
    """The largest element index a view reaches."""
    return view.offset + sum((e - 1) * s for e, s in zip(views.batch, view.strides)) \
        + (rows - 1) * view.ld + cols - 1


def distinct_elements(strides: list, extents: list) -> bool:
    """No two elements of dims (strides, extents) share an address: sorted by stride, each
    dimension steps past the span of those before it."""
    span = 1
    for stride, extent in sorted((s, e) for s, e in zip(strides, extents) if e > 1):
        if stride < span:
            return False
        span = stride * (extent - 1) + span
    return True


def gemm_views_numpy(step, a, b, out, bias=None) -> None:
    """A gemm step with views: out's views get A·B (f32 sums) after the step's epilogue (a
    bias and activation: views of one matrix only), in out's type, with numpy."""
    import numpy as np
    shapes, views = matrix_shapes(step), step.views
    a_m = strided(np, a.reshape(-1), views, views.a, *shapes["a"]).astype(np.float32)
    b_m = strided(np, b.reshape(-1), views, views.b, *shapes["b"]).astype(np.float32)
    if step.trans_a:
        a_m = a_m.swapaxes(-1, -2)
    if step.trans_b:
        b_m = b_m.swapaxes(-1, -2)
    if step.compute == "tf32":
        a_m, b_m = round_to_tf32(a_m), round_to_tf32(b_m)
    target = strided(np, out.reshape(-1), views, views.out, step.m, step.n)
    target[...] = apply_epilogue(np, np.matmul(a_m, b_m), step.epilogue, bias).astype(out.dtype)


def gemm_operands(step, storages: list) -> tuple:
    """(a, b, bias or None, residual or None, out) of a gemm step's buffers (`step.args`)."""
    a, b, *rest, out = storages
    bias = rest.pop(0) if step.bias else None
    residual = rest.pop(0) if step.residual else None
    return a, b, bias, residual, out
