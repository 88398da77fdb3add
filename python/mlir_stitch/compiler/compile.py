"""`mlir_stitch.compile`: L0 source -> Artifact (manifest + PTX + L3 kernel IR + constants)."""
from __future__ import annotations

import math
import time

from mlir import ir

from ..analysis.fusion_domain import input_passes
from ..analysis.graph import is_inlined_fill, op_class
from ..analysis.op_class import element_bytes
from ..analysis.linalg_info import linalg_info
from ..codegen.grid_barrier import COUNTER_ATTR, GRID_BARRIER_ATTR
from ..codegen.kernel_writer import DYNAMIC_SHARED_ATTR, SCRATCH_ATTR
from ..codegen.scheduled_parts import scheduled_parts
from ..dialects import LAUNCH_ATTR, read_attr
from ..passes.stitch_fusion_plan import PLAN_ATTR
from ..passes.stitch_fold_constants import FOLDED_ATTR, UNFOLDED_ATTR
from ..passes.stitch_normalize import entry_function
from ..dialects.schedule import SCHEDULE_ATTR, ScheduleError, read_op_schedule, read_schedule
from ..passes.stitch_schedule import CANDIDATES_ATTR, kernel_functions, linalg_ops
from ..transforms.library_gemms import FALLBACK_ATTR, library_functions
from ..runtime.artifact import Artifact
from ..runtime.library import LAYOUT_FIELDS, over_pointers
from ..runtime.manifest import FORMAT
from .host_plan import HostPlan, nbytes, tensor_desc
from .errors import error_at, format_location
from . import cache as compile_cache
from .pipeline import Pipeline
from ..run_facts import facts_remembered
from .ptx import check_target, gpu_module_to_ptx, run_ptxas
from .source import new_context, parse_source, source_text

NOT_KERNELS = ("fill", "empty", "constant", "reshape")


def compile(source, target: str = "sm_90", pipeline: Pipeline | None = None,
            progress=None, keep_ir: bool = False, resources: bool = True,
            cache: bool = True) -> Artifact:
    """Compile a path, MLIR text or ir.Module to an Artifact.

    `progress(stage_name)` is called as each stage starts; `keep_ir` keeps the IR after every
    stage in `artifact.stages` (stage name -> text); `resources` runs ptxas (when installed) for
    registers and spills; `cache` looks the artifact up in the compile cache (cache.py) first
    and stores it there after (not with `keep_ir`, whose stages are not stored)."""
    check_target(target)
    pipeline = pipeline or Pipeline()
    start = time.perf_counter()
    text, filename = source_text(source)
    # plan-graph=FILE is the one pass option that writes a file: a hit would not write it
    writes_files = any("plan-graph=" in stage.pipeline for stage in pipeline.stages)
    if not compile_cache.enabled(cache) or keep_ir or writes_files:
        return _compile(text, filename, start, target, pipeline, progress, keep_ir, resources)
    key = compile_cache.cache_key(text, filename, target, pipeline.stages, resources)
    artifact = compile_cache.lookup(key)
    if artifact is None:
        artifact = _compile(text, filename, start, target, pipeline, progress, keep_ir, resources)
        artifact.report["cache"] = compile_cache.store(key, artifact)
    return artifact


def _compile(text: str, filename: str, start: float, target: str, pipeline: Pipeline, progress,
             keep_ir: bool, resources: bool) -> Artifact:
    context = new_context()
    module = parse_source(text, context, filename)
    facts: dict = {}

    def after(stage: str, mod: ir.Module):
        with facts_remembered():  # each op class's text parsed once, as within a pass
            if stage == "L0":
                facts["unfused"], facts["unfused_transcendentals"] = count_unfused(mod)
                facts["folded_ops"], facts["fold_failed"] = fold_outcome(mod)
            if stage == "L1":
                facts["plan"] = plan_report(mod)
            if stage == "L2":
                facts["fusions"] = collect_schedules(mod, filename)
                facts["library"] = collect_library(mod, filename)
        if progress:
            progress(stage)

    if "L2" not in [stage.name for stage in pipeline.stages]:  # the input is scheduled already
        facts["fusions"] = collect_schedules(module, filename)
        facts["library"] = collect_library(module, filename)
    result = pipeline.run(module, filename, keep_ir=keep_ir, after_stage=after)
    with context, ir.Location.unknown():
        gpu_text, entry = split_l3(module)
        if progress:
            progress("L4")
        ptx = gpu_module_to_ptx(gpu_text, target, context)
        kernels = ir.Module.parse(gpu_text)
        barriers, bounds, scratch, dynamic, counters = kernel_attributes(kernels)
        plan = HostPlan(entry, barriers, scratch, dynamic, counters)
        kernel_ir = kernels.operation.get_asm(print_generic_op_form=True)
        usage, cubin = run_ptxas(ptx, target) if resources else (None, None)
        plan.set_blocks_per_wave(target, usage, bounds)
        manifest = {
            "format": FORMAT,
            "target": target,
            "entry": {"name": ir.StringAttr(entry.attributes["sym_name"]).value,
                      "args": [tensor_desc(a.type) for a in entry.regions[0].blocks[0].arguments],
                      "results": [tensor_desc(v.type) for v in
                                  list(entry.regions[0].blocks[0].operations)[-1].operands]},
            "buffers": plan.buffers,
            "steps": plan.steps,
        }
        manifest["report"] = build_report(plan, facts, usage, time.perf_counter() - start, result)
    artifact = Artifact(manifest=manifest, ptx=ptx, kernel_ir=kernel_ir, consts=plan.consts,
                        cubin=cubin)
    artifact.stages = dict(result.ir_after)
    if keep_ir:
        artifact.stages["L3-kernels"] = gpu_text
        artifact.stages["L4-ptx"] = ptx
    return artifact


def split_l3(module: ir.Module):
    """(gpu.module text, entry func) of an L3 module."""
    block = module.body
    gpu_modules = [op.operation for op in block.operations if op.operation.name == "gpu.module"]
    if len(gpu_modules) != 1:
        raise RuntimeError("internal error: the pipeline did not produce one gpu.module")
    return str(gpu_modules[0]), entry_function(module.operation)


def kernel_attributes(kernels: ir.Module) -> "tuple[set, dict, dict, dict, set]":
    """(names of the gpu.funcs with a grid barrier, name -> register bound where one is set,
    name -> memref type of its global scratch argument where it has one, name -> bytes of
    dynamic shared memory where its arena is past static shared memory, names of those taking
    a counter: a grid barrier's or the last block's)."""
    barriers, bounds, scratch, dynamic, counters = set(), {}, {}, {}, set()
    for module in kernels.body.operations:
        for func in module.regions[0].blocks[0].operations:
            attrs = func.operation.attributes
            if "sym_name" not in attrs:
                continue
            name = ir.StringAttr(attrs["sym_name"]).value
            if GRID_BARRIER_ATTR in attrs:
                barriers.add(name)
            if COUNTER_ATTR in attrs:
                counters.add(name)
            if "nvvm.maxnreg" in attrs:
                bounds[name] = ir.IntegerAttr(attrs["nvvm.maxnreg"]).value
            if SCRATCH_ATTR in attrs:
                scratch[name] = ir.TypeAttr(attrs[SCRATCH_ATTR]).value
            if DYNAMIC_SHARED_ATTR in attrs:
                dynamic[name] = ir.IntegerAttr(attrs[DYNAMIC_SHARED_ATTR]).value
    return barriers, bounds, scratch, dynamic, counters


def count_unfused(module: ir.Module) -> "tuple[int, int]":
    """(kernels, transcendental evaluations) of the unfused graph: one kernel per linalg op
    (fills only when they are not reduction inits), each op computing each element once; the
    second is the denominator of the redundancy figure."""
    entry = entry_function(module.operation)
    kernels = transcendentals = 0
    for op in entry.regions[0].blocks[0].operations:
        if op.operation.name != "linalg.generic":
            continue
        kind = op_class(op.operation).get("kind")
        if kind not in NOT_KERNELS or kind == "fill" and not is_inlined_fill(op.operation):
            kernels += 1  # a fill read by something else than linalg ops is its own kernel
        info = linalg_info(op.operation)
        transcendentals += info.transcendentals() * math.prod(info.ranges)
    return kernels, transcendentals


def fold_outcome(module: ir.Module) -> "tuple[int, str | None]":
    """How many ops stitch-fold-constants computed at compile time, and why a slice it found
    did not evaluate (None when none failed)."""
    attrs = entry_function(module.operation).attributes
    folded = ir.IntegerAttr(attrs[FOLDED_ATTR]).value if FOLDED_ATTR in attrs else 0
    failed = ir.StringAttr(attrs[UNFOLDED_ATTR]).value if UNFOLDED_ATTR in attrs else None
    return folded, failed


def collect_schedules(module: ir.Module, filename: str | None = None) -> dict:
    """Kernel function name -> its schedule's launch, template and groups plus its ops'
    schemes (read at L2)."""
    fusions = {}
    for func in kernel_functions(module.operation):
        name = ir.StringAttr(func.attributes["sym_name"]).value
        if SCHEDULE_ATTR not in func.attributes:
            continue  # not scheduled: stitch-lower-to-gpu says so
        try:
            sched = read_schedule(func)
        except ScheduleError as e:
            raise error_at(func, f"@{name}: {e}", filename) from None
        ops = []
        for op in func.regions[0].blocks[0].operations:
            try:
                s = read_op_schedule(op.operation)
            except ScheduleError as e:
                raise error_at(op.operation, str(e), filename) from None
            if s is not None:
                ops.append({"name": s.name, "class": _class_text(op.operation), "group": s.group,
                            "scheme": s.scheme, "storage": s.storage, "dominant": s.dominant,
                            "k_tile": s.k_tile, "mma": s.mma, "role": s.role,
                            "loc": format_location(op.location, filename)})
        fusions[name] = {
            "template": sched.template, "template_string": sched.template_string,
            "dominant": sched.dominant, "block": [sched.block, 1, 1], "grid": [sched.grid, 1, 1],
            "shared_bytes": sched.shared_bytes, "groups": sched.fields()["groups"], "ops": ops,
            # the smem plan's arena (shared_bytes) against every buffer its own bytes
            "shared_bytes_without_reuse": sched.smem.bytes_without_reuse if sched.smem
            else sched.shared_bytes,
            # the bytes per block the plan kept within, and the row values it moved to global
            "shared_budget": sched.smem.budget if sched.smem else 0,
            "downgraded": [d.fields() for d in sched.smem.downgraded] if sched.smem else [],
            "register_bound": sched.register_bound, "cluster": sched.cluster,
            "input_reads": _input_reads(func, sched),
            "gathered_bytes": _gathered_bytes(func),
        }
        if CANDIDATES_ATTR in func.attributes:
            fusions[name]["choice"] = read_attr(func.attributes[CANDIDATES_ATTR])
        fallback = [ir.StringAttr(op.attributes[FALLBACK_ATTR]).value for op in linalg_ops(func)
                    if FALLBACK_ATTR in op.attributes]
        if fallback:
            fusions[name]["fallback"] = fallback[0]
    return fusions


def collect_library(module: ir.Module, filename: str | None = None) -> dict:
    """Library function name -> the ops it runs (the GEMM, then its epilogue), read at L2."""
    return {ir.StringAttr(func.attributes["sym_name"]).value:
            [{"class": _class_text(op.operation), "loc": format_location(op.location, filename)}
             for op in func.regions[0].blocks[0].operations
             if op.operation.name == "linalg.generic" and op_class(op.operation).get("kind") != "fill"]
            for func in library_functions(module.operation)}


def _input_reads(func, sched) -> dict:
    """Argument number -> reads from global memory of a fusion argument read more than once
    (a column fusion's later passes), for the traffic figure."""
    if sched.template in ("loop", "reduce"):
        return {}
    args = list(func.regions[0].blocks[0].arguments)
    reads = {}
    for shape in scheduled_parts(func, sched):
        for value, count in input_passes(shape).items():
            if count > 1 and value in args:
                reads[args.index(value)] = max(count, reads.get(args.index(value), 1))
    return reads


SECTOR_BYTES = 32  # a gathered element costs the DRAM sector holding it, unless its neighbours share it


def _gathered_bytes(func) -> dict:
    """Argument number -> bytes the kernel reads of an argument it reads only by gathers
    (tensor.extract at computed positions inside linalg bodies), at most the whole tensor: a
    sector per gathered element, or its own bytes where the gather's last index is the loop
    the threads run along (an embedding row: neighbours read neighbours). Cross entropy's pick
    reads one logit per row, not the logits."""
    found = {}
    for number, arg in enumerate(func.regions[0].blocks[0].arguments):
        total = 0
        for use in arg.uses:
            owner = use.owner.operation
            generic = owner.parent if owner.name == "tensor.extract" else None
            if generic is None or generic.name != "linalg.generic" or use.operand_number != 0:
                break
            ranges = linalg_info(generic).ranges
            element = element_bytes(ir.ShapedType(arg.type).element_type)
            along = _reads_along_innermost_loop(owner, len(ranges))
            total += math.prod(ranges) * (element if along else SECTOR_BYTES)
        else:
            if total:
                found[number] = min(nbytes(arg.type), total)
    return found


def _reads_along_innermost_loop(extract, loops: int) -> bool:
    """The gather's last index is linalg.index of the generic's innermost loop."""
    indices = list(extract.operands)[1:]
    if not indices or isinstance(indices[-1].owner, ir.Block):
        return False
    source = indices[-1].owner.operation
    return source.name == "linalg.index" and \
        ir.IntegerAttr(source.attributes["dim"]).value == loops - 1


def _class_text(op) -> str:
    c = op_class(op)
    return c.get("kind", "?") + (f"({c['detail']})" if c.get("detail") else "")


def _library_function(launch: dict) -> str:
    """What runs a library launch: cuBLASLt's matmul, or cuBLAS's batched GEMM over arrays of
    pointers (a group's members, a GEMM over strided views with batch loops)."""
    views = launch["library"].get("views")
    batched = "group" in launch or (views is not None and over_pointers(views["batch"]))
    return "cuBLAS GemmBatchedEx" if batched else "cuBLASLt matmul"


def library_launch_count(library: list) -> int:
    """Launches of the report's `library_launches`: a grouped call's members are one."""
    return sum("group" not in f for f in library) + len({f["group"] for f in library if "group" in f})


def library_entry(launch: dict, ops: list, inputs: list, outputs: list, call=None) -> dict:
    """A library launch as the report lists it: the call, its layout and epilogue, its ops
    (`call`: its func.call, whose types say where halves are read or written)."""
    fields = launch["library"]
    group = {"group": launch["group"]} if "group" in launch else {}
    return {"kernel": launch["kernel"], "kind": "library", **group,
            "call": f"{_library_function(launch)} ({_library_precision(fields, call)})",
            "epilogue": fields["epilogue"], "residual": fields.get("residual", -1) >= 0,
            "layout": {k: fields[k] for k in LAYOUT_FIELDS + ("out_order", "views") if k in fields},
            "why": fields.get("why", ""),
            "ops": ops, "inputs": inputs, "outputs": outputs}


def _gathered_savings(plan: HostPlan, fusions: list, callees: list, facts: dict,
                      library: list) -> "tuple[int, int]":
    """Bytes the traffic figures count too many for tensors read only by gathers: per launch,
    a gathered input is read at its gathered bytes, not whole (when no other input of that
    launch is the same buffer); and an argument every launch reading it only gathers counts
    those bytes in the minimum (GPT-2's token embedding table: the rows of its tokens)."""
    saved = 0
    read_whole: set = set()  # buffers (roots) some launch reads other than by gathers
    gathered: dict = {}  # root -> bytes gathered over all launches
    for entry, callee in zip(fusions, callees):
        only = facts["fusions"][callee].get("gathered_bytes", {})
        roots = [plan.root_of[name] for name in entry["inputs"]]
        for arg, name in enumerate(entry["inputs"]):
            root = roots[arg]
            if arg in only and roots.count(root) == 1:
                saved += plan.bytes_of[name] - only[arg]
                gathered[root] = gathered.get(root, 0) + only[arg]
            else:
                read_whole.add(root)
    for entry in library:
        read_whole.update(plan.root_of[name] for name in entry["inputs"])
    arguments = {f"arg{i}" for i in range(len(plan.entry.regions[0].blocks[0].arguments))}
    minimum = sum(max(0, plan.bytes_of[root] - total) for root, total in gathered.items()
                  if root not in read_whole and root in arguments)
    return saved, minimum


def _library_precision(fields: dict, call) -> str:
    """"f32", "tf32", or where the call reads or writes halves, e.g. "bf16 operands, f32 sums,
    bf16 result"."""
    compute = fields.get("compute", "f32")
    if call is None:
        return compute
    element = lambda value: str(ir.ShapedType(value.type).element_type)
    operands, result = element(call.operands[fields["a"]]), element(call.results[0])
    if (operands, result) == ("f32", "f32"):
        return compute
    return f"{operands} operands, {compute} sums, {result} result"


def build_report(plan: HostPlan, facts: dict, usage, seconds: float, result) -> dict:
    fusions, callees, library = [], [], []
    for call, inputs, outputs in plan.launches:
        callee = ir.FlatSymbolRefAttr(call.attributes["callee"]).value
        launch = read_attr(call.attributes[LAUNCH_ATTR])
        if "library" in launch:
            library.append(library_entry(launch, facts.get("library", {}).get(callee, []),
                                         inputs, outputs, call))
            continue
        callees.append(callee)
        sched = dict(facts["fusions"][callee])
        entry = {
            "kernel": launch["kernel"], "kind": launch["kind"], "template": sched["template"],
            "template_string": sched["template_string"], "ops": sched["ops"],
            "dominant": sched["dominant"], "block": sched["block"], "grid": sched["grid"],
            "shared_bytes": sched["shared_bytes"],
            "shared_bytes_without_reuse": sched["shared_bytes_without_reuse"],
            "shared_budget": sched["shared_budget"], "downgraded": sched["downgraded"],
            "inputs": inputs, "outputs": outputs,
        }
        if sched.get("register_bound"):
            entry["register_bound"] = sched["register_bound"]
        if sched.get("cluster", 1) > 1:  # blocks per thread-block cluster
            entry["cluster"] = sched["cluster"]
        if "choice" in sched:
            entry["choice"] = sched["choice"]
        if "fallback" in sched:
            entry["fallback"] = sched["fallback"]
        if launch["kernel"] in plan.waves:
            entry["blocks_per_wave"] = plan.waves[launch["kernel"]].blocks_per_wave
        if usage is not None and launch["kernel"] in usage:
            entry["registers"] = usage[launch["kernel"]]["registers"]
            entry["spill_bytes"] = usage[launch["kernel"]]["spill_bytes"]
            entry["stack_bytes"] = usage[launch["kernel"]]["stack_bytes"]
        fusions.append(entry)
    global_bytes, min_bytes = plan.global_bytes(), plan.min_global_bytes()
    for entry, callee in zip(fusions, callees):
        for arg, reads in facts["fusions"][callee].get("input_reads", {}).items():
            entry.setdefault("input_reads", {})[entry["inputs"][arg]] = reads
            global_bytes += (reads - 1) * plan.bytes_of[entry["inputs"][arg]]
    gathered_global, gathered_min = _gathered_savings(plan, fusions, callees, facts, library)
    global_bytes -= gathered_global
    min_bytes -= gathered_min
    return {
        "kernel_count": plan.launch_count,
        # stitched kernels compiled: calls of identical kernel functions launch one
        # (transforms/identical_kernels.py); library calls compile nothing
        "distinct_kernels": len(set(callees)),
        "unfused_kernel_count": facts.get("unfused", 0),
        "unfused_transcendentals": facts.get("unfused_transcendentals", 0),
        "folded_ops": facts.get("folded_ops", 0),
        **({"fold_failed": facts["fold_failed"]} if facts.get("fold_failed") else {}),
        "global_bytes": global_bytes,
        "min_global_bytes": min_bytes,
        "traffic_ratio": round(global_bytes / min_bytes, 4) if min_bytes else None,
        "compile_seconds": round(seconds, 3),
        "stage_seconds": {k: round(v, 4) for k, v in result.seconds.items()},
        "fusions": fusions,
        "library_launches": library,
        # per launch, summed over the kernels: the smem plans' arenas, and without reuse
        "shared_bytes": sum(f["shared_bytes"] for f in fusions),
        "shared_bytes_without_reuse": sum(f["shared_bytes_without_reuse"] for f in fusions),
        "plan": facts.get("plan"),
    }


def plan_report(module: ir.Module) -> "dict | None":
    """The planner's explanation (`stitch.plan` on the module) with numbers as numbers."""
    attrs = module.operation.attributes
    if PLAN_ATTR not in attrs:
        return None
    plan = read_attr(attrs[PLAN_ATTR])
    for key in ("objective", "seconds"):
        plan[key] = float(plan[key])
    for p in plan["patterns"]:
        p["score"] = float(p["score"])
    return plan
