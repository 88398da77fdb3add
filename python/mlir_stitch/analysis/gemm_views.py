"""Strided views of a library GEMM's operands, where no single batch stride describes them.

BERT's attention reads q, k and v [b, s, h, d] as [b, h, s, d] (its head split folded into the
GEMMs' maps) and writes P·V with its heads merged, [b, s, h, d]: two batch loops whose strides
no strided-batched call takes (analysis/gemm_layout.py then copies the operands first and the
result after). Yet each operand's element offset is a linear function of the loops: an offset,
a stride per batch loop, the leading dimension of its matrices and a contiguous inner
dimension. A batched call over arrays of pointers (cuBLAS's GemmBatchedEx, one pointer per
batch: runtime/backends/cuda_grouped.py) reads and writes them where they lie.

The views are the decision, written into `#stitch.library` as `views`:
{"batch": [extent per batch loop], "a" | "b" | "out": {"offset", "strides", "ld"}}, element
units, each matrix's inner dimension contiguous (runtime/library.py computes it)."""
from __future__ import annotations

import math

from ..runtime.library import distinct_elements
from .gemm_layout import GemmLayout, NotLibrary, check_library_contraction
from .linalg_info import IndexExpr, LinalgInfo

ALIGNMENT_BYTES = 16  # every pointer of the batch: what cuBLAS's kernels read vectors from


def strided_views(info: LinalgInfo, itemsize: "dict[str, int]", out_map=None) -> GemmLayout:
    """The layout of contraction `info` (a zero-filled f32 multiply-accumulate gemm_layout
    accepted but for where its operands lie) with `views`, its result written over `out_map`
    (the loops in the result's order; its own map by default); NotLibrary says why not.
    `itemsize`: bytes per element of "a", "b" and "out"."""
    check_library_contraction(info)
    out_map = tuple(info.outputs[0].map if out_map is None else out_map)
    if any(isinstance(e, IndexExpr) or e is None for e in out_map) \
            or len(info.reduction_dims) != 1 or sorted(out_map) != info.parallel_dims:
        raise NotLibrary("the result does not index every parallel loop once")
    (k,) = info.reduction_dims
    out_shape = [info.ranges[d] for d in out_map]
    out = _linear(tuple(out_map), out_shape)
    n = out_map[-1]  # the result's contiguous loop
    reads = [_linear(o.map, list(o.shape)) for o in info.inputs]
    # the loops one operand reads and the other does not: m (A's) and n (B's)
    only = [[l for l in info.parallel_dims if l in mine[1] and l not in other[1]]
            for mine, other in zip(reads, reversed(reads))]
    b_pos = next((i for i, loops in enumerate(only) if n in loops), None)
    if b_pos is None or len(only[1 - b_pos]) != 1 or len(only[b_pos]) != 1:
        raise NotLibrary("each operand holds one of the result's matrix dims")
    a_pos = 1 - b_pos
    (m,) = only[a_pos]
    batch = [l for l in out_map if l not in (m, n)]
    views = {"batch": [info.ranges[l] for l in batch]}
    trans = {}
    for role, (offset, strides), rows, cols in (("a", reads[a_pos], m, k), ("b", reads[b_pos], k, n),
                                                  ("out", out, m, n)):
        row, col = strides.get(rows, 0), strides.get(cols, 0)
        transposed = col != 1
        if (row if transposed else col) != 1 or (transposed and role == "out"):
            raise NotLibrary(f"the {role} matrices have no contiguous dimension")
        ld = col if transposed else row
        inner = info.ranges[rows] if transposed else info.ranges[cols]
        if ld < inner and info.ranges[rows if not transposed else cols] > 1:
            raise NotLibrary(f"the {role} matrices' rows overlap")
        views[role] = {"offset": offset, "strides": [strides.get(l, 0) for l in batch],
                       "ld": max(ld, inner)}
        trans[role] = transposed
        units = [offset, ld] + views[role]["strides"]
        if any(u * itemsize[role] % ALIGNMENT_BYTES for u in units):
            raise NotLibrary(f"the {role} matrices do not start {ALIGNMENT_BYTES}-byte aligned")
    out_view = views["out"]
    if not distinct_elements(out_view["strides"] + [out_view["ld"], 1],
                             views["batch"] + [info.ranges[m], info.ranges[n]]):
        raise NotLibrary("the result's batches overlap")
    r = info.ranges
    return GemmLayout(math.prod(views["batch"]), r[m], r[n], r[k], trans["a"], trans["b"],
                      True, True, a_pos, b_pos, views=views)


def _linear(index_map: tuple, shape: list) -> "tuple[int, dict]":
    """(offset, loop -> stride) of the element an operand of row-major `shape` reads through
    `index_map`, in elements; NotLibrary when it is not linear in the loops."""
    row_major = [math.prod(shape[i + 1:]) for i in range(len(shape))]
    offset, strides = 0, {}
    for entry, stride in zip(index_map, row_major):
        if entry is None:
            continue
        if isinstance(entry, IndexExpr):
            if entry.modulo or entry.divisor != 1:
                raise NotLibrary("an operand is read through a divided or wrapping index")
            offset += (entry.offset + entry.shift) * stride
            if entry.dim is None:
                continue
            dim, scale = entry.dim, entry.scale
        else:
            dim, scale = entry, 1
        strides[dim] = strides.get(dim, 0) + scale * stride
    return offset, strides
