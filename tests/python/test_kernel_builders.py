"""The L3 kernels are built with MLIR's op builders (codegen/kernel_writer.py): a kernel that
does not verify is an internal error naming the model line of the linalg op whose ops fail."""
from __future__ import annotations

from pathlib import Path

import pytest

from mlir_stitch.codegen.kernel_writer import KernelWriter
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source

ir = pytest.importorskip("mlir.ir")

LAYERNORM = Path(__file__).parents[2] / "python" / "mlir_stitch" / "examples" / "layernorm.mlir"
TO_L3 = ("builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,"
         "stitch-smem-plan,stitch-lower-to-gpu)")


def lower(text: str) -> ir.Module:
    module = parse_source(text, new_context(), "layernorm.mlir")
    run_pipeline(module, TO_L3, "layernorm.mlir")
    return module


def test_a_kernel_that_does_not_verify_names_the_linalg_op_it_was_built_for(monkeypatch):
    copy = KernelWriter.generic

    def broken(self, op, operands, cast=False):  # x - mean with an i32 result: subf refuses
        if op.name != "arith.subf":
            return copy(self, op, operands, cast)
        i32 = ir.IntegerType.get_signless(32)
        return list(self.create(op.name, list(operands), [i32]).results)
    monkeypatch.setattr(KernelWriter, "generic", broken)
    with pytest.raises(RuntimeError) as e:
        lower(LAYERNORM.read_text())
    message = str(e.value)
    assert message.startswith("internal error: the kernel built for @stitch_fusion_0 does "
                              "not verify:\n")
    # line 25 column 9 of layernorm.mlir: `%xc = linalg.generic` (x - mean)
    assert "\nlayernorm.mlir:25:9: 'arith.subf' op result #0 must be floating-point-like, but got 'i32'" \
        in message


def test_the_built_kernels_verify_and_hoist_their_constants():
    module = lower(LAYERNORM.read_text())
    kernels = next(op for op in module.body.operations if op.operation.name == "gpu.module")
    (func,) = kernels.regions[0].blocks[0].operations
    func.operation.verify()
    entry = list(func.regions[0].blocks[0].operations)
    names = [op.operation.name for op in entry]
    first_other = next(i for i, n in enumerate(names) if n != "arith.constant")
    assert first_other > 0 and "arith.constant" not in names[first_other:]
    assert names[-1] == "gpu.return"
