"""stitch-invert-negative-powi (L3 -> L3): `math.fpowi %x, -n` (a constant exponent below zero)
becomes `1.0 / math.fpowi %x, n`.

It runs before upstream `math-expand-ops{ops=fpowi}`, which turns constant-exponent fpowi into
multiplications (otherwise libdevice's __nv_powif is called, with a stack frame and spills) but
gets zero bases with negative exponents wrong: it selects -inf for 0^-2 (it tests the power
against 0.0 and then -0.0 with `cmpf oeq`, which is true for both zeros). IEEE division of 1.0 by
the expanded positive power gives the right infinities."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import arith

from .base import StitchPass


class StitchInvertNegativePowi(StitchPass):
    argument = "stitch-invert-negative-powi"
    description = "x^-n -> 1 / x^n for math.fpowi with a constant negative exponent"

    def run(self, module: ir.Operation) -> None:
        found = []

        def visit(op):
            if op.name == "math.fpowi" and (constant_exponent(op) or 0) < 0:
                found.append(op)
            return ir.WalkResult.ADVANCE

        module.walk(visit)
        for op in found:
            invert(op)


def constant_exponent(op: ir.Operation) -> "int | None":
    owner = op.operands[1].owner
    if isinstance(owner, ir.Block) or owner.name != "arith.constant":
        return None
    return ir.IntegerAttr(owner.attributes["value"]).value


def invert(op: ir.Operation) -> None:
    x, exponent = op.operands
    with ir.InsertionPoint(op), op.location:
        positive = arith.ConstantOp(exponent.type, -constant_exponent(op)).result
        power = ir.Operation.create("math.fpowi", results=[x.type],
                                    operands=[x, positive]).result
        one = arith.ConstantOp(x.type, 1.0).result
        inverse = arith.DivFOp(one, power).result
    op.results[0].replace_all_uses_with(inverse)
    op.erase()
