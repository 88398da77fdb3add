"""stitch-lower-to-gpu (L2 -> L3): one gpu.func per scheduled function (all the parts of a
packed fusion included), in `gpu.module @stitch_kernels`, built from scf/memref/arith/math/gpu
ops; the host launch plan stays in the entry function as
`func.call {stitch.launch = #stitch.launch<{kernel, grid, block, ...}>}` to body-less
declarations (one per kernel), which the artifact builder reads."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import func as func_d

from ..analysis.fusion_domain import analyze_kernel
from ..analysis.linalg_info import linalg_info
from ..codegen.fusion_kernel import FusionKernel
from ..codegen.loop_kernel import LoopKernel
from ..codegen.reduce_kernel import ReduceKernel
from ..compiler.errors import error_at
from ..dialects import LAUNCH_ATTR, make_attr, read_attr
from .base import StitchPass
from .stitch_normalize import entry_function
from .stitch_schedule import (SCHEDULE_ATTR, fusion_infos, kernel_functions, linalg_ops,
                              planned_kernel_functions)

GPU_MODULE = "stitch_kernels"


class StitchLowerToGpu(StitchPass):
    argument = "stitch-lower-to-gpu"
    description = "Build a gpu.func per scheduled function and the host launch plan"

    def run(self, module: ir.Operation) -> None:
        funcs = planned_kernel_functions(module, self.argument)
        kernels, launch_info = [], {}
        for func in funcs:
            if SCHEDULE_ATTR not in func.attributes:
                raise error_at(func, "stitch-lower-to-gpu needs stitch-schedule to run first")
            symbol = ir.StringAttr(func.attributes["sym_name"]).value
            name = symbol.removeprefix("stitch_")
            sched = read_attr(func.attributes[SCHEDULE_ATTR])
            kernel = build_kernel(name, func, sched)
            kernels.append(kernel.emit())
            launch_info[symbol] = {"kernel": name, "grid": sched["grid"], "block": sched["block"],
                                   "shared_bytes": sched["shared_bytes"]}
        insert_gpu_module(module, kernels)
        annotate_launches(entry_function(module), launch_info)
        for func in funcs:
            to_declaration(func)
        module.attributes["gpu.container_module"] = ir.UnitAttr.get()


def build_kernel(name: str, func, sched: dict):
    template = sched["template"]
    if template == "reduce":
        return ReduceKernel(name, func, fusion_infos(func)[0], sched["threads"])
    if template == "loop":
        infos = fusion_infos(func) or [linalg_info(linalg_ops(func)[0])]
        return LoopKernel(name, func, infos[0])
    shapes = analyze_kernel(fusion_infos(func)).parts
    part_fields = sched["parts"] if template == "packed" else [sched]
    return FusionKernel(name, func, shapes, part_fields, sched["block"][0])


def insert_gpu_module(module: ir.Operation, kernels: list) -> None:
    text = f"gpu.module @{GPU_MODULE} {{\n" + "\n".join(kernels) + "\n}\n"
    try:
        parsed = ir.Module.parse(text)
    except ir.MLIRError as e:  # a bug in a kernel writer, never the user's input
        raise RuntimeError(f"internal error: generated kernel IR does not parse:\n{e}\n{text}") from None
    gpu_module = list(parsed.body.operations)[0].operation
    block = module.regions[0].blocks[0]
    gpu_module.move_before(list(block.operations)[0].operation)


def annotate_launches(entry, launch_info: dict) -> None:
    for op in entry.regions[0].blocks[0].operations:
        op = op.operation
        if op.name == "func.call" and LAUNCH_ATTR in op.attributes:
            callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
            fields = read_attr(op.attributes[LAUNCH_ATTR])
            fields.update(launch_info[callee])
            op.attributes[LAUNCH_ATTR] = make_attr("launch", fields)


def to_declaration(func) -> None:
    """Replace a lowered function by a body-less declaration keeping its attributes."""
    fn_type = ir.TypeAttr(func.attributes["function_type"]).value
    name = ir.StringAttr(func.attributes["sym_name"]).value
    with ir.InsertionPoint(func), func.location:
        decl = func_d.FuncOp(name, fn_type, visibility="private")
    for key in ("stitch.fusion", "stitch.kernel", SCHEDULE_ATTR):
        if key in func.attributes:
            decl.attributes[key] = func.attributes[key]
    func.erase()
