"""stitch-lower-to-gpu (L2 -> L3): one gpu.func per scheduled function (all the parts of a
packed fusion included), in `gpu.module @stitch_kernels`, built from scf/memref/arith/math/gpu
ops with the bindings' op builders (codegen/kernel_writer.py), each op at the location of the
linalg op it was built for; each kernel is verified as soon as it is built. It reads the schedule (dialects/schedule.py) and runs no planning analysis: an L2 file
written by hand lowers as written, or gets an error naming what cannot run. The host launch
plan stays in the entry function as
`func.call {stitch.launch = #stitch.launch<{kernel, grid, block, ...}>}` to body-less
declarations (one per kernel), which the artifact builder reads. A library GEMM
(@stitch_gemm_N) builds no kernel: its launch gets the function's `stitch.library` fields."""
from __future__ import annotations

from mlir import ir
from mlir.dialects import func as func_d
from mlir.dialects import gpu

from ..analysis.linalg_info import linalg_info
from ..analysis.smem_plan import global_slots, part_buffers, reduce_buffers
from ..codegen.fusion_kernel import FusionKernel
from ..codegen.kernel_writer import register_type
from ..codegen.loop_kernel import LoopKernel
from ..codegen.reduce_kernel import ReduceKernel
from ..codegen.scheduled_parts import scheduled_parts
from ..compiler.errors import error_at, format_location
from ..dialects import LAUNCH_ATTR, make_attr, read_attr
from ..transforms.library_gemms import LIBRARY_ATTR, library_functions
from ..dialects.schedule import SCHEDULE_ATTR, ScheduleError, read_op_schedule, read_schedule
from .base import StitchPass
from .stitch_normalize import entry_function
from .stitch_smem_plan import schedule_name
from .stitch_schedule import fusion_infos, linalg_ops, planned_kernel_functions

GPU_MODULE = "stitch_kernels"


class StitchLowerToGpu(StitchPass):
    argument = "stitch-lower-to-gpu"
    description = "Build a gpu.func per scheduled function and the host launch plan"

    def run(self, module: ir.Operation) -> None:
        funcs = planned_kernel_functions(module, self.argument)
        gpu_module = new_gpu_module()
        kernels = gpu_module.bodyRegion.blocks[0]
        launch_info = {}
        for func in funcs:
            if SCHEDULE_ATTR not in func.attributes:
                raise error_at(func, "stitch-lower-to-gpu needs stitch-schedule to run first")
            symbol = ir.StringAttr(func.attributes["sym_name"]).value
            name = symbol.removeprefix("stitch_")
            try:
                sched = read_schedule(func)
            except ScheduleError as e:
                raise error_at(func, f"@{symbol}: {e}") from None
            with func.location:
                kernel = build_kernel(name, func, sched)
                kernel.w.max_registers = sched.register_bound or None  # PTX .maxnreg
                kernel.w.cluster = sched.cluster  # PTX .reqnctapercluster
                kernel.emit()
                check_kernel(kernel.w.finish(ir.InsertionPoint(kernels)), symbol)
            launch_info[symbol] = {"kernel": name, "grid": [sched.grid, 1, 1],
                                   "block": [sched.block, 1, 1],
                                   "shared_bytes": sched.shared_bytes,
                                   **({"cluster": [sched.cluster, 1, 1]}
                                      if sched.cluster > 1 else {})}
        library = library_functions(module)
        for func in library:
            symbol = ir.StringAttr(func.attributes["sym_name"]).value
            launch_info[symbol] = {"kernel": symbol.removeprefix("stitch_"),
                                   "library": read_attr(func.attributes[LIBRARY_ATTR])}
        ir.InsertionPoint.at_block_begin(module.regions[0].blocks[0]).insert(gpu_module)
        annotate_launches(entry_function(module), launch_info)
        for func in funcs + library:
            to_declaration(func)
        module.attributes["gpu.container_module"] = ir.UnitAttr.get()


def build_kernel(name: str, func, sched):
    """The kernel writer for schedule `sched` (a Schedule) of kernel function `func`."""
    if sched.template in ("reduce", "loop"):
        return _single_op_kernel(name, func, sched)
    shapes = scheduled_parts(func, sched)
    check_smem(func, sched, [b for number, shape in enumerate(shapes)
                             for b in part_buffers(shape, number, schedule_name)],
               [g for number, shape in enumerate(shapes)
                for g in global_slots(shape, number, schedule_name)])
    return FusionKernel(name, func, shapes, sched.parts, sched.block, sched.smem)


def _single_op_kernel(name: str, func, sched):
    (group,) = sched.groups
    infos = fusion_infos(func) or [linalg_info(linalg_ops(func)[0])]
    if group.mapping.kind != sched.template:
        raise error_at(func, f"a {sched.template} kernel needs a {sched.template} mapping, "
                             f"group {group.name} has a {group.mapping.kind} mapping")
    split = group.mapping.split if sched.template == "reduce" else 1
    phases = ["grid"] if split > 1 else []
    if sched.parts[0].phases != phases:
        raise error_at(func, f"a {sched.template} kernel split {split} ways has phases {phases}, "
                             f"the schedule says {sched.parts[0].phases}")
    scheme = "global" if split > 1 else "independent"
    given = read_op_schedule(infos[0].op)
    if given is None or (given.scheme, given.storage) != (scheme, "global"):
        said = f"scheme {given.scheme!r} in {given.storage}" if given else "no stitch.op_schedule"
        raise error_at(infos[0].op, f"this op has {said}; its {sched.template} kernel makes it "
                                    f"{scheme!r} in global (global only when split over blocks)")
    element = register_type(str(infos[0].outputs[0].element_type))
    check_smem(func, sched, reduce_buffers(group.mapping.threads, element)
               if sched.template == "reduce" else [])
    kernel = (ReduceKernel(name, func, infos[0], group.mapping.threads, split, sched.smem)
              if sched.template == "reduce" else LoopKernel(name, func, infos[0], group.mapping.threads))
    grid = kernel.grid
    if sched.grid != grid:
        raise error_at(func, f"a {sched.template} kernel of {group.mapping.threads} threads per "
                             f"block over this op launches {grid} blocks, the schedule says "
                             f"{sched.grid}")
    return kernel


def _check_moved(func, sched, moved: list) -> None:
    """The smem plan's downgraded row values are those whose ops the schedule keeps in global
    storage (`moved`, analysis.smem_plan.GlobalSlot), each with its elements per block."""
    listed = {(g.name, g.part, g.elements) for g in sched.smem.downgraded}
    kept = {(g.name, g.part, g.elements) for g in moved}
    if listed != kept:
        raise error_at(func, f"the smem plan moves {sorted(n for n, _, _ in listed) or 'no'} "
                             f"row value(s) to global memory, the ops' stitch.op_schedule keep "
                             f"{sorted(n for n, _, _ in kept) or 'none'} there")


def check_smem(func, sched, needed: list, moved: list = ()) -> None:
    """The schedule's smem plan places exactly the shared buffers the kernel asks for
    (`needed`, analysis.smem_plan.SharedBuffer), each with its size, aligned to its element,
    and moves to global memory the row values the kernel keeps there (`moved`).
    Whether buffers that share bytes are ever live at once is not checked here: the plan is
    stitch-smem-plan's, and the emulator reports a read of bytes another buffer overwrote."""
    if sched.smem is None:
        raise error_at(func, "the schedule has no smem field (where each shared buffer lies "
                             "in the workgroup arena): run stitch-smem-plan after stitch-schedule")
    _check_moved(func, sched, list(moved))
    placed = sched.smem.offsets()
    for b in needed:
        p = placed.pop(b.name, None)
        if p is None:
            raise error_at(func, f"the smem plan has no buffer {b.name} ({b.bytes} bytes), "
                                 f"which the kernel uses")
        if (p.bytes, p.part) != (b.bytes, b.part):
            raise error_at(func, f"the smem plan gives {b.name} {p.bytes} bytes in part "
                                 f"{p.part}; the kernel uses {b.bytes} bytes in part {b.part}")
        if p.offset % b.align:
            raise error_at(func, f"the smem plan puts {b.name} at offset {p.offset}, not a "
                                 f"multiple of its element's {b.align} bytes")
    if placed:
        raise error_at(func, f"the smem plan lists {', '.join(placed)}, which the kernel does "
                             f"not use")


def new_gpu_module():
    """An empty, detached `gpu.module @stitch_kernels` (the pass runs without an insertion
    point): it joins the module once every kernel is built."""
    with ir.Location.unknown():
        gpu_module = gpu.GPUModuleOp(GPU_MODULE)
    gpu_module.bodyRegion.blocks.append()
    return gpu_module


def check_kernel(kernel: ir.Operation, symbol: str) -> None:
    """Verify a built gpu.func: a failure is a bug in the kernel builders, never the user's
    input; its diagnostics name the linalg op each failing op was built for."""
    try:
        kernel.verify()
    except ir.MLIRError as e:
        found = "\n".join(f"{format_location(d.location)}: {d.message}"
                          for d in e.error_diagnostics)
        raise RuntimeError(f"internal error: the kernel built for @{symbol} does not verify:\n"
                           f"{found}") from None


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
    for key in ("stitch.fusion", "stitch.kernel", LIBRARY_ATTR, SCHEDULE_ATTR):
        if key in func.attributes:
            decl.attributes[key] = func.attributes[key]
    func.erase()
