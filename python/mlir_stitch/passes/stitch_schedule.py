"""stitch-schedule (L1 -> L2): thread mapping, per-op schemes and the launch shape.

For each outlined function: a fusion with a row reduction gets the row template (the
reductions are the dominant ops; elementwise producers/consumers are local; reduction results
and row-level ops are regional, kept in shared memory); a pure elementwise fusion gets a flat
1-D mapping; single-op kernels get the loop template (independent). A fusion of several
independent parts (no data flow between them) gets the packed template: one kernel whose grid
concatenates the parts' row/flat grids, `parts` listing each part's fields and first block
(`block_offset`); every part uses the kernel's block size. The result is
`stitch.schedule = #stitch.schedule<{...}>` on the function, with a FusionStitching-style
template string, and `stitch.op_schedule = #stitch.op_schedule<{...}>` on every op."""
from __future__ import annotations

from mlir import ir

from ..analysis.fusion_domain import MAX_THREADS_PER_ROW, WARP, Rejected, pow2_ceil, analyze_kernel
from ..analysis.op_class import element_bytes
from ..analysis.linalg_info import linalg_info
from ..compiler.errors import error_at
from ..dialects import make_attr
from .base import StitchPass
from .stitch_normalize import entry_function

SCHEDULE_ATTR = "stitch.schedule"
OP_SCHEDULE_ATTR = "stitch.op_schedule"


class StitchSchedule(StitchPass):
    argument = "stitch-schedule"
    description = "Assign thread mappings, schemes (local/regional/independent) and launch shapes"

    def run(self, module: ir.Operation) -> None:
        for func in planned_kernel_functions(module, self.argument):
            fields, op_fields = schedule_function(func)
            func.attributes[SCHEDULE_ATTR] = make_attr("schedule", fields)
            for op, f in op_fields.items():
                op.attributes[OP_SCHEDULE_ATTR] = make_attr("op_schedule", f)


def kernel_functions(module: ir.Operation) -> list:
    return [op.operation for op in module.regions[0].blocks[0].operations
            if op.operation.name == "func.func"
            and ("stitch.fusion" in op.attributes or "stitch.kernel" in op.attributes)
            and len(op.regions[0].blocks)]


def planned_kernel_functions(module: ir.Operation, pass_name: str) -> list:
    """The kernel functions; an error when linalg ops are left outside any (nothing planned):
    the pass would otherwise do nothing, silently."""
    funcs = kernel_functions(module)
    if not funcs:
        entry = entry_function(module)
        unplanned = next((op.operation for op in entry.regions[0].blocks[0].operations
                          if op.operation.name.startswith("linalg.")), None)
        if unplanned is not None:
            raise error_at(unplanned, f"{pass_name} needs the kernels that stitch-fusion-plan "
                                      f"outlines (@stitch_fusion_N, @stitch_kernel_N); run "
                                      f"stitch-fusion-plan first")
    return funcs


def linalg_ops(func) -> list:
    return [op.operation for op in func.regions[0].blocks[0].operations
            if op.operation.name == "linalg.generic"]


def fusion_infos(func) -> list:
    return [i for i in (linalg_info(op) for op in linalg_ops(func)) if not i.is_constant_fill()]


def schedule_function(func) -> "tuple[dict, dict]":
    name = ir.StringAttr(func.attributes["sym_name"]).value
    infos = fusion_infos(func)
    for info in infos:
        if 0 in info.ranges:  # a launch of no blocks; stitch-normalize replaces these ops
            raise error_at(info.op, f"@{name} iterates over an empty domain {list(info.ranges)}: "
                                    f"run stitch-normalize first")
    if "stitch.kernel" in func.attributes or not infos:
        info = infos[0] if infos else linalg_info(linalg_ops(func)[0])
        return _loop_schedule(info)
    try:
        kernel = analyze_kernel(infos)
    except Rejected as e:
        raise error_at(func, f"cannot schedule @{name}: {e}") from None
    names = _op_names(infos)  # numbered across the whole function: unique across parts
    if len(kernel.parts) == 1:
        return _part_schedule(kernel.parts[0], names)
    return _packed_schedule(kernel, names)


def _op_names(infos) -> dict:
    return {info.op: f"{_short(info)}{i}" for i, info in enumerate(infos)}


def _short(info) -> str:
    if info.reduction_dims:
        return "reduce"
    return "ew"


def _part_schedule(shape, names: dict) -> "tuple[dict, dict]":
    if shape.template == "row":
        return _row_schedule(shape, names)
    return _flat_schedule(shape, names)


def _packed_schedule(kernel, names: dict) -> "tuple[dict, dict]":
    """Kernel packing: the parts' grids concatenated, each part's own fields plus the first
    block it owns."""
    parts, op_fields = [], {}
    for shape, offset in zip(kernel.parts, kernel.block_offsets()):
        fields, ops = _part_schedule(shape, names)
        parts.append({**fields, "block_offset": offset})
        op_fields.update(ops)
    fields = {
        "template": "packed",
        "template_string": "".join(p["template_string"] for p in parts),
        "dominant": [d for p in parts for d in p["dominant"]],
        "parts": parts,
        "block": [kernel.block, 1, 1], "grid": [kernel.grid, 1, 1],
        "shared_bytes": kernel.shared_bytes,
    }
    return fields, op_fields


def _row_schedule(shape, names: dict) -> "tuple[dict, dict]":
    T, k, B = shape.thread_mapping()
    grid = shape.grid
    col = f"WARP_{T}" if T <= 32 else f"CTA_{T}"
    tiling = f"[GRID_{grid}-CTA_{B},{col}-THREAD_{k}]"
    dominant = [names[i.op] for i in shape.reductions()]
    op_fields = {}
    for info in shape.infos:
        role = shape.role[info.op]
        op_fields[info.op] = {
            "name": names[info.op],
            "scheme": "local" if role == "full" else "regional",
            "dominant": role == "reduce",
            "phase": shape.level[info.op],
        }
    fields = {
        "template": "row",
        "template_string": "".join(f"{d}{tiling}S;" for d in dominant),
        "domain": list(shape.domain),
        "dominant": dominant,
        "threads_per_row": T, "elems_per_thread": k, "rows_per_block": B,
        "block": [T * B, 1, 1], "grid": [grid, 1, 1],
        "phases": shape.phases,
        "shared_bytes": shape.shared_bytes,
    }
    return fields, op_fields


def _flat_schedule(shape, names: dict) -> "tuple[dict, dict]":
    threads, k = shape.thread_mapping()
    grid = shape.grid
    outputs = [i for i in shape.infos if any(
        u.owner.operation.name == "func.return" for r in i.op.results for u in r.uses)]
    dominant = [names[i.op] for i in outputs]
    op_fields = {i.op: {"name": names[i.op], "scheme": "local", "dominant": i in outputs, "phase": 0}
                 for i in shape.infos}
    fields = {
        "template": "flat",
        "template_string": "".join(f"{d}[GRID_{grid}-CTA_{threads}-THREAD_{k}];" for d in dominant),
        "domain": list(shape.domain), "dominant": dominant, "elems_per_thread": k,
        "block": [threads, 1, 1], "grid": [grid, 1, 1], "shared_bytes": 0,
    }
    return fields, op_fields


def _loop_schedule(info) -> "tuple[dict, dict]":
    from ..codegen.loop_kernel import BLOCK

    threads = reduce_threads(info)
    if threads:
        return _reduce_schedule(info, threads)
    elements = 1
    for d in info.parallel_dims:
        elements *= info.ranges[d]
    grid = -(-elements // BLOCK)
    name = "op0"
    fields = {
        "template": "loop",
        "template_string": f"{name}[GRID_{grid}-CTA_{BLOCK}];",
        "domain": list(info.ranges), "dominant": [name],
        "block": [BLOCK, 1, 1], "grid": [grid, 1, 1], "shared_bytes": 0,
    }
    return fields, {info.op: {"name": name, "scheme": "independent", "dominant": True, "phase": 0}}


SERIAL_REDUCTION_LIMIT = 128  # numpy's pairwise summation sums blocks of 128 serially too


def reduce_threads(info) -> int:
    """Threads per block of the block-per-output reduction kernel (codegen/reduce_kernel.py)
    for a single-op kernel whose reduction is too long to sum serially in one thread (more
    than SERIAL_REDUCTION_LIMIT floating-point values); 0 when the loop kernel is exact
    enough (short reductions, integers, bodies that are no plain combiner, e.g. argmax)."""
    length = 1
    for d in info.reduction_dims:
        length *= info.ranges[d]
    if length <= SERIAL_REDUCTION_LIMIT or info.split_reduction_body() is None:
        return 0
    if not isinstance(info.outputs[0].element_type, ir.FloatType):
        return 0
    return max(WARP, min(MAX_THREADS_PER_ROW, pow2_ceil(-(-length // 8))))


def _reduce_schedule(info, threads: int) -> "tuple[dict, dict]":
    grid = 1
    for d in info.parallel_dims:
        grid *= info.ranges[d]
    name = "reduce0"
    warps = threads // WARP
    fields = {
        "template": "reduce",
        "template_string": f"{name}[GRID_{grid}-CTA_{threads}]S;",
        "domain": list(info.ranges), "dominant": [name], "threads": threads,
        "block": [threads, 1, 1], "grid": [grid, 1, 1],
        # the warps' partials, in registers' precision (f16/bf16 are summed in f32)
        "shared_bytes": max(4, element_bytes(info.outputs[0].element_type)) * warps if warps > 1 else 0,
    }
    return fields, {info.op: {"name": name, "scheme": "independent", "dominant": True, "phase": 0}}
