"""Ops with an upstream decomposition into ops the stitcher reads, run through the transform
dialect interpreter (the bindings have no pass for either):

- `linalg.softmax` -> max reduction, exp(x - max), sum reduction, division (four generics and
  two fills), through its AggregatedOpInterface (`transform.structured.decompose_interface`);
- `tensor.pad` -> a fill of the padding value and a `tensor.insert_slice` of the source, which
  transforms/slices.py then turns into a generic selecting between them
  (`transform.apply_patterns.linalg.decompose_pad`).

Both keep the source op's location on the ops they create."""
from __future__ import annotations

from mlir import ir
from mlir.dialects.transform import interpreter

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
        sequence = ir.Module.parse(SEQUENCE)
        entry = list(sequence.body.operations)[0]
        interpreter.apply_named_sequence(module, entry, sequence.operation)
    return True


def _contains(op: ir.Operation, names: tuple) -> bool:
    found = []

    def visit(nested):
        if nested.name in names:
            found.append(nested)
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    op.walk(visit, ir.WalkOrder.PRE_ORDER)
    return bool(found)
