"""Cheap scans of a block that let a transform skip its walk when nothing can qualify.

Most transforms look at every op of the entry block and build a LinalgInfo view for each, to
find the few candidates a model has (reshapes, transposes, half casts); on a graph of 10,000s of
ops that walk is the cost, even when the graph holds no candidate at all. A transform asks here,
at its start, for a condition every one of its rewrites needs: when it does not hold nothing is
rewritten, so the transform cannot create a candidate either. Each scan reads op names only."""
from __future__ import annotations

from mlir import ir


def holds_op(block: ir.Block, names) -> bool:
    """Some op directly in `block` is named in `names` (op names are strings: no view)."""
    return any(op.operation.name in names for op in block.operations)
