"""stitch-smem-plan (L2 -> L2): every shared buffer of each scheduled kernel at an offset in one
workgroup arena, reusing bytes by dominance and liveness (analysis/smem_plan.py).

It reads each kernel's schedule (its parts as codegen/scheduled_parts.py rebuilds them, so a
hand-written schedule is planned as written), records the plan as the `smem` field of
`#stitch.schedule` and sets `launch.shared_bytes` to the arena's size. It changes no other
choice of the schedule. stitch-lower-to-gpu places each buffer at its recorded offset."""
from __future__ import annotations

from mlir import ir

from ..analysis.linalg_info import linalg_info
from ..analysis.smem_plan import SmemPlan, plan_kernel, plan_parts, reduce_buffers
from ..codegen.kernel_writer import register_type
from ..codegen.scheduled_parts import scheduled_parts
from ..compiler.errors import error_at
from ..dialects.schedule import (SCHEDULE_ATTR, ScheduleError, read_op_schedule, read_schedule,
                                 write_schedule)
from .base import StitchPass
from .stitch_schedule import fusion_infos, linalg_ops, planned_kernel_functions


class StitchSmemPlan(StitchPass):
    argument = "stitch-smem-plan"
    description = "Place each kernel's shared buffers in one workgroup arena, reusing bytes"

    def run(self, module: ir.Operation) -> None:
        for func in planned_kernel_functions(module, self.argument):
            if SCHEDULE_ATTR not in func.attributes:
                raise error_at(func, "stitch-smem-plan needs stitch-schedule to run first")
            symbol = ir.StringAttr(func.attributes["sym_name"]).value
            try:
                sched = read_schedule(func)
            except ScheduleError as e:
                raise error_at(func, f"@{symbol}: {e}") from None
            sched.smem = kernel_plan(func, sched)
            sched.shared_bytes = sched.smem.arena_bytes
            write_schedule(func, sched, {})


def kernel_plan(func, sched) -> SmemPlan:
    """The arena plan of kernel function `func` scheduled as `sched`."""
    if sched.template == "loop":
        return SmemPlan([])
    if sched.template == "reduce":
        info = (fusion_infos(func) or [linalg_info(linalg_ops(func)[0])])[0]
        element = register_type(str(info.outputs[0].element_type))
        return plan_parts([(reduce_buffers(sched.groups[0].mapping.threads, element), {})])
    plan, _ = plan_kernel(scheduled_parts(func, sched), schedule_name)
    return plan


def schedule_name(op) -> str:
    """The name stitch.op_schedule gives `op` (scheduled_parts checked every op has one)."""
    return read_op_schedule(op).name
