"""stitch-smem-plan (L2 -> L2): every shared buffer of each scheduled kernel at an offset in one
workgroup arena, reusing bytes by dominance and liveness, within a per-block budget
(analysis/smem_plan.py).

It reads each kernel's schedule (its parts as codegen/scheduled_parts.py rebuilds them, so a
hand-written schedule is planned as written). The budget is the shared bytes per block that
keep the launch's blocks per SM (`occupancy.shared_budget`), or the `budget` option when given.
While the arena is over it, row values move to per-block global memory one at a time (their
ops' stitch.op_schedule become scheme global in global storage). It records the plan as the
`smem` field of `#stitch.schedule` and sets `launch.shared_bytes` to the arena's size; it
changes no other choice of the schedule. stitch-lower-to-gpu places each buffer at its
recorded offset and each moved value in the kernel's global scratch.

An arena over 48 KiB becomes the launch's dynamic shared memory (the CUDA backend opts the
kernel in); one over 227 KiB (the opt-in maximum) or over a budget the option asked for is an
error naming the kernel: what is left (reduction partials, column sums) cannot move."""
from __future__ import annotations

from mlir import ir

from ..analysis.linalg_info import linalg_info
from ..analysis.occupancy import MAX_SHARED_BYTES, shared_budget
from ..analysis.schedule_cost import REDUCE_REGISTERS, register_estimate
from ..analysis.smem_plan import (SmemPlan, kernel_buffers, plan_parts, plan_within,
                                  reduce_buffers)
from ..codegen.kernel_writer import register_type
from ..codegen.scheduled_parts import scheduled_parts
from ..compiler.errors import error_at
from ..dialects.schedule import (SCHEDULE_ATTR, ScheduleError, read_op_schedule, read_schedule,
                                 write_schedule)
from .base import Option, StitchPass
from .stitch_schedule import TARGET, fusion_infos, linalg_ops, planned_kernel_functions


def _not_negative(value: int) -> None:
    if value < 0:
        raise ValueError(f"{value} must not be negative")


class StitchSmemPlan(StitchPass):
    argument = "stitch-smem-plan"
    description = "Place each kernel's shared buffers in one workgroup arena, reusing bytes"
    options = {
        "budget": Option(int, 0, "shared bytes per block each kernel must fit in, moving row "
                                 "values to global memory while over it (0: the bytes that "
                                 "keep the launch's blocks per SM)", check=_not_negative),
        "downgrade": Option(str, "budget", "which row values move to global memory: those the "
                                           "budget needs moved, or all of them (all: for "
                                           "testing the global path)",
                            choices=("budget", "all")),
    }

    def run(self, module: ir.Operation) -> None:
        for func in planned_kernel_functions(module, self.argument):
            if SCHEDULE_ATTR not in func.attributes:
                raise error_at(func, "stitch-smem-plan needs stitch-schedule to run first")
            symbol = ir.StringAttr(func.attributes["sym_name"]).value
            try:
                sched = read_schedule(func)
            except ScheduleError as e:
                raise error_at(func, f"@{symbol}: {e}") from None
            every = self.values["downgrade"] == "all"
            asked = 0 if every else self.values["budget"]
            sched.smem, moved = kernel_plan(func, sched, asked, every)
            sched.shared_bytes = sched.smem.arena_bytes
            _check_fits(func, symbol, sched.smem, asked)
            write_schedule(func, sched, moved)


def _check_fits(func, symbol: str, plan: SmemPlan, asked: int) -> None:
    """The arena within the budget `asked` (0: none asked) and the opt-in maximum."""
    limit = min(asked, MAX_SHARED_BYTES) if asked else MAX_SHARED_BYTES
    if plan.arena_bytes <= limit:
        return
    what = f"the {limit}-byte budget asked for" if asked and asked < MAX_SHARED_BYTES \
        else f"the {limit} bytes of shared memory a block may have"
    moved = f" after moving {len(plan.downgraded)} row value(s) to global memory" \
        if plan.downgraded else ""
    raise error_at(func, f"@{symbol}: its shared buffers need {plan.arena_bytes} bytes per "
                         f"block{moved}, over {what}; the rest (reduction partials, column "
                         f"sums) cannot leave shared memory")


def kernel_plan(func, sched, asked: int = 0, every: bool = False) -> "tuple[SmemPlan, dict]":
    """(the arena plan of kernel function `func` scheduled as `sched` within budget `asked`
    (0: the launch's), {op: its OpSchedule} of the ops whose values the plan moved to global
    memory); `every`: move every row value, whatever the budget."""
    if sched.template == "loop":
        return SmemPlan([]), {}
    if sched.template == "reduce":
        info = (fusion_infos(func) or [linalg_info(linalg_ops(func)[0])])[0]
        element = register_type(str(info.outputs[0].element_type))
        plan = plan_parts([(reduce_buffers(sched.groups[0].mapping.threads, element), {})])
        plan.budget = asked or _launch_budget(sched, REDUCE_REGISTERS)
        return plan, {}
    shapes = scheduled_parts(func, sched)
    parts, kept = kernel_buffers(shapes, schedule_name)
    registers = max(register_estimate(shape) for shape in shapes)
    plan = plan_within(parts, asked or _launch_budget(sched, registers), kept, every)
    return plan, _moved_ops(parts, plan)


def _launch_budget(sched, registers: int) -> int:
    """The shared bytes per block that keep the launch's blocks per SM (its register bound
    when it has one, else the cost model's estimate)."""
    return shared_budget(TARGET, sched.block, sched.register_bound or registers, sched.grid)


def _moved_ops(parts: list, plan: SmemPlan) -> dict:
    """{op: OpSchedule in global storage} of the buffers `plan` moved out of shared memory."""
    moved = {slot.name for slot in plan.downgraded}
    ops = {}
    for buffers, _ in parts:
        for b in buffers:
            if b.name in moved:
                s = read_op_schedule(b.op)
                s.scheme, s.storage = "global", "global"
                ops[b.op] = s
    return ops


def schedule_name(op) -> str:
    """The name stitch.op_schedule gives `op` (scheduled_parts checked every op has one)."""
    return read_op_schedule(op).name
