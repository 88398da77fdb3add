"""Op classes of DESIGN.md L0 (elementwise light|heavy, broadcast, reduce row|col|all, gemm,
bgemm, fill, opaque) computed from a LinalgInfo; no IR is changed here."""
from __future__ import annotations

import math

from mlir import ir
from mlir.dialects import linalg

from ..run_facts import once
from .linalg_info import (LinalgInfo, UnsupportedIndexMap, is_projection, iterator_kinds,
                          linalg_info, loop_dims, widens_half)

# ops that are not kernels: the host plan handles them without a launch
FREE_OPS = {
    "tensor.empty": "empty",
    "arith.constant": "constant",
    "tensor.expand_shape": "reshape",
    "tensor.collapse_shape": "reshape",
}


def classify(info: LinalgInfo) -> dict:
    """{"kind": ..., "detail": ..., "heavy": bool, "bytes": int} for one linalg.generic."""
    kind, detail = _kind(info)
    return {
        "kind": kind,
        "detail": detail,
        "heavy": info.is_heavy(),
        "bytes": sum(_operand_bytes(o) for o in info.tensor_inputs + info.outputs),
    }


def _operand_bytes(operand) -> int:
    """tensor_bytes of the operand's type; for a tensor, from the shape and element type its
    view holds (reading the value's type again costs more), once per pass run for each."""
    if not operand.is_tensor:
        return tensor_bytes(operand.value.type)
    return once(("tensor bytes", operand.shape, operand.element_type),
                lambda key: math.prod(key[1]) * element_bytes(key[2]))


def _kind(info: LinalgInfo) -> "tuple[str, str]":
    n = len(info.iterators)
    if info.is_constant_fill():
        return "fill", ""
    if info.is_elementwise():
        if _is_pure_copy(info) and any(_broadcasts(o.map, n) for o in info.tensor_inputs):
            return "broadcast", ""
        return "elementwise", "heavy" if info.is_heavy() else "light"
    if is_gemm(info):
        return ("bgemm" if len(info.parallel_dims) > 2 else "gemm"), ""
    if info.row_reduction() is not None:
        return "reduce", "row"
    red = info.reduction_dims
    if red and len(red) == n:
        return "reduce", "all"
    if red and info.split_reduction_body() is not None and max(info.parallel_dims, default=-1) > max(red):
        return "reduce", "col"
    return "opaque", ""


def is_gemm(info: LinalgInfo) -> bool:
    """A contraction that reads some operand again for other outputs (a GEMM or batched GEMM)."""
    return is_contraction(info) and _reuses_an_operand(info)


MULTIPLY_ADD = (["arith.mulf", "arith.addf", "linalg.yield"],
                ["arith.muli", "arith.addi", "linalg.yield"])


def is_contraction_op(op) -> bool:
    """`is_contraction` of a linalg.generic (False for maps its view cannot read)."""
    op = op.operation
    if op.name == "linalg.generic" and (
            once(("segment sizes", op.attributes["operandSegmentSizes"]), _listed) != [2, 1]
            or "reduction" not in once(op.attributes["iterator_types"], iterator_kinds)):
        return False  # two inputs, one output and a summed loop, or no contraction
    try:
        return is_contraction(linalg_info(op))
    except UnsupportedIndexMap:
        return False


def _listed(key: tuple) -> list:
    return list(key[1])


def only_contractions_read(op) -> bool:
    """Something reads `op`'s results, and every reader is a contraction generic (a GEMM)."""
    readers = [use.owner for result in op.results for use in result.uses]
    return bool(readers) and all(r.name == "linalg.generic" and is_contraction_op(r)
                                 for r in readers)


def is_contraction(info: LinalgInfo) -> bool:
    """linalg's contraction (two inputs, one output, out + a * b over some reduction loop),
    also when an operand reads a size-1 dimension at the constant 0 (left by
    linalg-fold-unit-extent-dims for a batch of one) or through a divided map (GQA's repeated
    heads inlined: transforms/inline_producers.py), which linalg's test refuses."""
    if linalg.isa_contraction_op(info.op):
        return True
    if len(info.tensor_inputs) != 2 or len(info.inputs) != 2 or len(info.outputs) != 1 \
            or not info.reduction_dims:
        return False
    if info.split_reduction_body() is None:
        return False
    a, b = info.body.arguments[:2]
    widened = widened_inputs(info).values()
    source = {op.results[0]: op.operands[0] for op in widened}  # an input it widens
    ops = [op for op in info.body_ops if op not in widened]
    if [op.name for op in ops] not in MULTIPLY_ADD:
        return False
    x, y = (source.get(v, v) for v in ops[0].operands)
    return (x, y) in ((a, b), (b, a)) and ops[0].results[0] in list(ops[1].operands)


def widened_inputs(info: LinalgInfo) -> dict:
    """Input number -> the body's `arith.extf` that widens that input from f16/bf16 to f32 and
    is its only use (torch-mlir's half-precision GEMMs: halves in, f32 sums; exact)."""
    widened = {}
    for i, arg in enumerate(list(info.body.arguments)[:len(info.inputs)]):
        users = [use.owner.operation for use in arg.uses]
        if len(users) == 1 and widens_half(users[0]):
            widened[i] = users[0]
    return widened


def _broadcasts(amap: tuple, n_loops: int) -> bool:
    return len(loop_dims(amap)) < n_loops


def _reuses_an_operand(info: LinalgInfo) -> bool:
    """Some input is read again for every position of a parallel loop it does not index (a
    GEMM's operands). A contraction in which every input indexes every loop (a row sum of
    products, sum(a * b, -1)) reads each element once: a reduction, not a GEMM."""
    return any(set(info.parallel_dims) - set(loop_dims(o.map)) for o in info.tensor_inputs)


def _is_pure_copy(info: LinalgInfo) -> bool:
    ops = info.body_ops
    return len(ops) == 1 and isinstance(info.yielded[0].owner, ir.Block)


def tensor_bytes(t: ir.Type) -> int:
    shaped = ir.ShapedType(t)
    return _numel(shaped) * element_bytes(shaped.element_type)


def _numel(shaped) -> int:
    n = 1
    for d in shaped.shape:
        n *= d
    return n


def element_bytes(t: ir.Type) -> int:
    if isinstance(t, ir.IndexType):
        return 8
    width = getattr(t, "width", None)
    if width is None:
        width = ir.IntegerType(t).width if isinstance(t, ir.IntegerType) else ir.FloatType(t).width
    return max(1, width // 8)
