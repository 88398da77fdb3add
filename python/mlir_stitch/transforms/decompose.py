"""Ops with an upstream decomposition into ops the stitcher reads, run through the transform
dialect interpreter (the bindings have no pass for either):

- `linalg.softmax` -> max reduction, exp(x - max), sum reduction, division (four generics and
  two fills), through its AggregatedOpInterface (`transform.structured.decompose_interface`);
- `tensor.pad` -> a fill of the padding value and a `tensor.insert_slice` of the source, which
  transforms/slices.py then turns into a generic selecting between them
  (`transform.apply_patterns.linalg.decompose_pad`). A negative padding crops (torch's
  `F.pad(x, [0, 0, -1, 0])`, which autograd writes for the backward of a pad); the upstream
  decomposition would insert the source at a negative offset, out of bounds, so the crop
  becomes a `tensor.extract_slice` of the source first and the pad keeps its positive parts.

Both keep the source op's location on the ops they create."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import tensor
from mlir.dialects.transform import interpreter

from ..compiler.errors import error_at

DECOMPOSED = ("linalg.softmax", "tensor.pad")

SEQUENCE = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %softmax = transform.structured.match ops{["linalg.softmax"]} in %root
      : (!transform.any_op) -> !transform.any_op
    %parts = transform.structured.decompose_interface %softmax
      : (!transform.any_op) -> !transform.any_op
    %funcs = transform.structured.match ops{["func.func"]} in %root
      : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %funcs {
      transform.apply_patterns.linalg.decompose_pad
    } : !transform.any_op
    transform.yield
  }
}
"""


def decompose_aggregates(module: ir.Operation) -> bool:
    """Decompose every linalg.softmax and tensor.pad of `module` in place; True if any."""
    if not _contains(module, DECOMPOSED):
        return False
    with module.context:
        for pad in _ops_named(module, "tensor.pad"):
            crop_negative_padding(pad)
        sequence = ir.Module.parse(SEQUENCE)
        entry = list(sequence.body.operations)[0]
        interpreter.apply_named_sequence(module, entry, sequence.operation)
    return True


def crop_negative_padding(pad: ir.Operation) -> None:
    """Give `pad` (a tensor.pad of static padding) a source cropped by its negative low and
    high padding, and only the positive padding: the same result, in bounds."""
    low, high = (list(ir.DenseI64ArrayAttr(pad.attributes[k])) for k in ("static_low", "static_high"))
    if min(low + high) >= 0:
        return
    if len(pad.operands) > 1:  # dynamic padding: static shapes are checked before
        raise error_at(pad, "tensor.pad with dynamic padding is not supported")
    source = pad.operands[0]
    shape = list(ir.RankedTensorType(source.type).shape)
    start = [max(-n, 0) for n in low]
    sizes = [size - a - max(-b, 0) for size, a, b in zip(shape, start, high)]
    if min(sizes) < 0:
        raise error_at(pad, f"tensor.pad crops {low} / {high} from a tensor of shape {shape}")
    element = ir.RankedTensorType(source.type).element_type
    with ir.InsertionPoint(pad), pad.location:
        cropped = tensor.extract_slice(ir.RankedTensorType.get(sizes, element), source, [], [], [],
                                       start, sizes, [1] * len(sizes))
    pad.operands[0] = cropped
    pad.attributes["static_low"] = ir.DenseI64ArrayAttr.get([max(n, 0) for n in low])
    pad.attributes["static_high"] = ir.DenseI64ArrayAttr.get([max(n, 0) for n in high])


def _ops_named(op: ir.Operation, name: str) -> list:
    found = []

    def visit(nested):
        if nested.name == name:
            found.append(nested)
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return found


def _contains(op: ir.Operation, names: tuple) -> bool:
    found = []

    def visit(nested):
        if nested.name in names:
            found.append(nested)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return bool(found)
