"""stitch-schedule (L1 -> L2): groups, thread mappings, per-op schemes and the launch.

For each outlined function: a fusion with a row reduction gets the row template (each phase's
reductions form a group whose dominant op is the phase's first reduction; elementwise ops feed
the group of the next phase or, after the last reduction, an output group; reduction results
and row-level ops are regional, in shared memory when other threads read them; column sums
of the same rows form a last group, global when several blocks' partials meet, each block
taking tiles of rows in turn to keep the grid within one wave); a pure
elementwise fusion gets one flat group; single-op kernels get the loop or reduce template
(independent). A fusion of several independent parts (no data flow between them) gets the
packed template: one kernel whose grid concatenates the parts' grids, every part using the
kernel's block size. The result is written as data (dialects/schedule.py):
`stitch.schedule` on the function, `stitch.op_schedule` on every op, and stitch-lower-to-gpu
reads only that.

A FusionStitching template string (dialects/template.py), from the `template` option or a
`stitch.template` string attribute on a kernel function, overrides the mapping of the groups
whose dominant op it names."""
from __future__ import annotations

from math import prod

from mlir import ir

from ..analysis.fusion_domain import (COLUMN_WAVE_BLOCKS, MAX_SHARED_BYTES, MAX_THREADS_PER_ROW, WARP, WAVE_BLOCKS,
                                      Rejected, analyze_kernel, broadcast_values, pow2_ceil)
from ..analysis.occupancy import register_bound, target
from ..analysis.op_class import element_bytes
from ..analysis.linalg_info import linalg_info
from ..compiler.errors import CompileError, error_at
from ..dialects.schedule import (Group, Mapping, OpSchedule,
                                 Part, Schedule, ScheduleError, write_schedule)
from ..dialects.template import format_group, parse_template
from .base import Option, StitchPass
from .stitch_normalize import entry_function

TEMPLATE_ATTR = "stitch.template"  # per-kernel override, a template string
TARGET = target("sm_90")  # the register bound's SM (H100 and H200 alike)


def _parses(text: str) -> None:
    if text:
        try:
            parse_template(text)
        except ScheduleError as e:
            raise ValueError(str(e)) from None


class StitchSchedule(StitchPass):
    argument = "stitch-schedule"
    description = "Assign groups, thread mappings, schemes (local/regional/independent) and launches"
    options = {
        "template": Option(str, "", "FusionStitching template string whose specs override the "
                                    "mapping of the groups they name (in every kernel), e.g. "
                                    "'reduce0[GRID_256-CTA_2,CTA_128-THREAD_6]S'", check=_parses),
    }

    def run(self, module: ir.Operation) -> None:
        option = parse_template(self.values["template"]) if self.values["template"] else []
        used = set()
        for func in planned_kernel_functions(module, self.argument):
            overrides = {s.dominant: s for s in option}
            if TEMPLATE_ATTR in func.attributes:
                text = ir.StringAttr(func.attributes[TEMPLATE_ATTR]).value
                try:
                    overrides.update({s.dominant: s for s in parse_template(text)})
                except ScheduleError as e:
                    raise error_at(func, f"{TEMPLATE_ATTR}: {e}") from None
            schedule, ops = schedule_function(func, overrides)
            used.update(d for d in schedule.dominant if d in overrides)
            write_schedule(func, schedule, ops)
        unused = [s.text for s in option if s.dominant not in used]
        if unused:
            raise CompileError(f"stitch-schedule{{template}}: {', '.join(unused)} names no "
                               f"group's dominant op in any kernel")


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


def schedule_function(func, overrides: "dict | None" = None) -> "tuple[Schedule, dict]":
    """The Schedule of kernel function `func` and its ops' OpSchedules; `overrides` maps a
    dominant op's name to a TemplateSpec whose mapping replaces the chosen one."""
    overrides = overrides or {}
    name = ir.StringAttr(func.attributes["sym_name"]).value
    infos = fusion_infos(func)
    for info in infos:
        if 0 in info.ranges:  # a launch of no blocks; stitch-normalize replaces these ops
            raise error_at(info.op, f"@{name} iterates over an empty domain {list(info.ranges)}: "
                                    f"run stitch-normalize first")
    try:
        if "stitch.kernel" in func.attributes or not infos:
            info = infos[0] if infos else linalg_info(linalg_ops(func)[0])
            return _single_op_schedule(info, overrides)
        try:
            kernel = analyze_kernel(infos)
        except Rejected as e:
            raise error_at(func, f"cannot schedule @{name}: {e}") from None
        return _fusion_schedule(kernel, _op_names(infos), overrides)
    except ScheduleError as e:
        raise error_at(func, f"@{name}: {e}") from None


def _op_names(infos) -> dict:
    """Names numbered across the whole function: unique across parts."""
    return {info.op: f"{'reduce' if info.reduction_dims else 'ew'}{i}" for i, info in enumerate(infos)}


# fusions: row and flat parts, packed into one grid ------------------------------------------
def _fusion_schedule(kernel, names: dict, overrides: dict) -> "tuple[Schedule, dict]":
    part_groups = [_part_groups(shape, names) for shape in kernel.parts]
    _apply_overrides(kernel, part_groups, names, overrides)
    groups, ops, parts, specs = [], {}, [], []
    for number, (shape, (members, dominants), first) in enumerate(
            zip(kernel.parts, part_groups, kernel.block_offsets())):
        mapping = _mapping_of(shape)
        shared = set(broadcast_values(shape))  # row values other threads or phases read
        parts.append(Part(first, shape.grid, shape.barriers))
        for dominant in dominants:
            group = Group(f"g{len(groups)}", names[dominant], number, list(shape.domain), mapping)
            groups.append(group)
            specs.append(format_group(group, shape.grid,
                                      shape.role[dominant] in ("reduce", "column")))
            for op in members[dominant]:
                ops[op] = _op_schedule(shape, op, names[op], group.name, op == dominant, shared)
    template = kernel.parts[0].template if len(kernel.parts) == 1 else "packed"
    schedule = Schedule(template, "".join(specs), kernel.block, kernel.grid,
                        kernel.shared_bytes, parts, groups)
    schedule.register_bound = _wave_bound(schedule)
    return schedule, ops


def _wave_bound(schedule: Schedule) -> int:
    """The register bound of a kernel with a grid barrier: what keeps its grid resident
    (0: none, for kernels without one, or a bound of 255 that binds nothing)."""
    if not any("grid" in part.phases for part in schedule.parts):
        return 0
    bound = register_bound(TARGET, schedule.block, schedule.grid, schedule.shared_bytes)
    return bound if bound < TARGET.max_regs_per_thread else 0


def _part_groups(shape, names: dict) -> "tuple[dict, list]":
    """AStitch's dominant groups of one part: (dominant op -> its member ops, dominants in
    order). Row or column part: phase p's reductions (merged: they share the mapping and are
    read together) with its row (kept) ops and the elementwise ops of phase p - 1 that feed
    them; the elementwise ops after the last reduction form an output group led by the first
    fusion output among them, after a group of the row ops they read (`_after_reductions`);
    a row part's column sums form the last group. Flat part: one group led by the first
    fusion output."""
    if shape.template == "flat":
        lead = next((i.op for i in shape.infos if _is_output(i.op)), shape.infos[0].op)
        return {lead: [i.op for i in shape.infos]}, [lead]
    by_phase: dict = {}
    columns = [i.op for i in shape.infos if shape.role[i.op] == "column"]
    for info in shape.infos:
        role, level = shape.role[info.op], shape.level[info.op]
        if role == "column":
            continue
        phase = max(level, 1) if role != "full" else level + 1
        by_phase.setdefault(phase, []).append(info.op)
    members, dominants = {}, []
    for phase in sorted(by_phase):
        ops = by_phase[phase]
        if phase <= shape.phases:
            buckets = [(next(op for op in ops if shape.role[op] == "reduce"
                             and shape.level[op] == phase), ops)]
        else:
            buckets = _after_reductions(shape, ops)
        for lead, group in buckets:
            members[lead] = group
            dominants.append(lead)
    if columns:
        members[columns[0]] = columns
        dominants.append(columns[0])
    return members, dominants


def _after_reductions(shape, ops: list) -> list:
    """(dominant, members) of the ops after the last reduction: row ops broadcast into the
    elementwise ops form their own group, led by a heavy one (AStitch's heavy elementwise
    dominant: computed once per row), before the output group."""
    rows = [op for op in ops if shape.role[op] == "row"]
    full = [op for op in ops if shape.role[op] != "row"]
    buckets = []
    if rows and full:
        heavy = next((op for op in rows if linalg_info(op).is_heavy()), rows[0])
        buckets.append((heavy, rows))
        ops = full
    buckets.append((next((op for op in ops if _is_output(op)), ops[0]), ops))
    return buckets


def _is_output(op) -> bool:
    return any(u.owner.operation.name == "func.return" for r in op.results for u in r.uses)


def _op_schedule(shape, op, name: str, group: str, dominant: bool, shared: set) -> OpSchedule:
    if shape.role[op] == "full":
        return OpSchedule(name, group, "local", "registers", shape.level.get(op, 0), dominant)
    if shape.role[op] == "column":  # block partials meet in global memory after a grid barrier
        across = shape.grid > 1
        return OpSchedule(name, group, "global" if across else "regional",
                          "global" if across else "registers", shape.level[op], dominant)
    storage = "shared" if any(r in shared for r in op.results) else "registers"
    # a split row's reductions meet other blocks' partials through global memory
    scheme = "global" if shape.split > 1 and shape.role[op] == "reduce" else "regional"
    if storage == "shared" and shape.template == "column" and shape.split > 1:
        scheme = storage = "global"  # other blocks read it (after a grid barrier)
    return OpSchedule(name, group, scheme, storage, shape.level[op], dominant)


def _mapping_of(shape) -> Mapping:
    if shape.template == "row":
        T, k, B = shape.thread_mapping()
        return Mapping("row", threads_per_row=T, elems_per_thread=k, rows_per_block=B,
                       split=shape.split, vertical=shape.vertical)
    if shape.template == "column":
        threads, cols = shape.thread_mapping()
        return Mapping("column", threads=threads, cols_per_block=cols,
                       reduced_dims=shape.reduced_dims, split=shape.split)
    threads, k = shape.thread_mapping()
    return Mapping("flat", threads=threads, elems_per_thread=k)


def _apply_overrides(kernel, part_groups: list, names: dict, overrides: dict) -> None:
    """Give the parts whose groups a template spec names the spec's mapping; the kernel's
    block follows, the other parts adapt to it."""
    chosen = {}
    for number, (shape, (_, dominants)) in enumerate(zip(kernel.parts, part_groups)):
        specs = [overrides[names[d]] for d in dominants if names[d] in overrides]
        if not specs:
            continue
        if any(s.mapping != specs[0].mapping for s in specs):
            raise ScheduleError(f"template specs {', '.join(s.text for s in specs)} give one "
                                f"part different mappings; its groups share one")
        chosen[number] = specs[0]
    if not chosen:
        return
    blocks = {spec.mapping.block for spec in chosen.values()}
    if len(blocks) > 1:
        raise ScheduleError(f"template specs ask for blocks of {sorted(blocks)} threads; the "
                            f"parts of one kernel share one block size")
    kernel.block = blocks.pop()
    for number, shape in enumerate(kernel.parts):
        shape.block = kernel.block
        if number in chosen:
            shape.mapping = _checked_override(shape, chosen[number])
        else:
            _adapt(shape, kernel.block)
    for number, spec in chosen.items():
        if spec.grid != kernel.parts[number].grid:
            raise ScheduleError(f"template spec {spec.text!r}: that mapping needs "
                                f"GRID_{kernel.parts[number].grid}")
    if len(kernel.parts) > 1 and any(shape.needs_grid_barrier for shape in kernel.parts):
        raise ScheduleError("a part with a grid barrier (SPLIT_s, or column sums over several "
                            "blocks) needs every block of the launch; it cannot be packed with "
                            "other parts")
    if kernel.shared_bytes > MAX_SHARED_BYTES:
        raise ScheduleError(f"the template's mapping needs {kernel.shared_bytes} bytes of shared "
                            f"memory per block (at most {MAX_SHARED_BYTES})")


def _checked_override(shape, spec) -> tuple:
    m = spec.mapping
    if m.kind != shape.template:
        raise ScheduleError(f"template spec {spec.text!r} is a {m.kind} tiling; this group "
                            f"needs a {shape.template} tiling")
    if m.kind == "column":
        tiles = -(-prod(shape.domain[shape.reduced_dims:]) // m.cols_per_block)
        if m.threads % m.cols_per_block or not WARP <= m.threads <= 1024:
            raise ScheduleError(f"template spec {spec.text!r}: blocks of {WARP} to 1024 threads, "
                                f"a multiple of COL_c")
        if m.split > 1 and tiles * m.split > COLUMN_WAVE_BLOCKS:
            raise ScheduleError(f"template spec {spec.text!r}: {tiles} column tiles x "
                                f"SPLIT_{m.split} exceed the {COLUMN_WAVE_BLOCKS} blocks a "
                                f"column split keeps resident")
        shape.split = m.split
        return m.threads, m.cols_per_block
    if m.kind == "row":
        n = shape.domain[-1]
        if m.threads_per_row & (m.threads_per_row - 1) or not WARP <= m.block <= 1024:
            raise ScheduleError(f"template spec {spec.text!r}: threads per row must be a power "
                                f"of two and a block {WARP} to 1024 threads")
        k = -(-n // (m.threads_per_row * m.split))
        if m.elems_per_thread != k:
            blocks = f" x {m.split} blocks" if m.split > 1 else ""
            raise ScheduleError(f"template spec {spec.text!r}: rows of {n} over "
                                f"{m.threads_per_row} threads{blocks} take THREAD_{k}")
        if m.split > 1:
            _check_split_override(shape, spec)
        if m.split > 1 and m.vertical > 1:
            raise ScheduleError(f"template spec {spec.text!r}: a row split over blocks takes "
                                f"one tile of rows (no VERT_v)")
        shape.split, shape.vertical = m.split, m.vertical
        shape.mapping = (m.threads_per_row, k, m.rows_per_block)
        if shape.needs_grid_barrier and shape.grid > WAVE_BLOCKS:
            raise ScheduleError(f"template spec {spec.text!r}: its grid of {shape.grid} blocks "
                                f"exceeds one wave ({WAVE_BLOCKS} blocks), which the grid "
                                f"barrier of its column sums needs (take more VERT_v)")
        return shape.mapping
    if not WARP <= m.threads <= 1024:
        raise ScheduleError(f"template spec {spec.text!r}: blocks of {WARP} to 1024 threads")
    return m.threads, m.elems_per_thread


def _check_split_override(shape, spec) -> None:
    m, rows = spec.mapping, prod(shape.domain[:-1])
    if m.rows_per_block != 1:
        raise ScheduleError(f"template spec {spec.text!r}: a row split over blocks takes one "
                            f"row per block (CTA_1)")
    if rows * m.split > WAVE_BLOCKS:
        raise ScheduleError(f"template spec {spec.text!r}: {rows} rows x SPLIT_{m.split} blocks "
                            f"exceed one wave ({WAVE_BLOCKS} blocks), which the grid barrier "
                            f"needs")


def _adapt(shape, block: int) -> None:
    try:
        shape.thread_mapping()
    except ValueError as e:
        raise ScheduleError(f"another part cannot adapt to the block the template asks for: {e}") from None


# single-op kernels --------------------------------------------------------------------------
def _single_op_schedule(info, overrides: dict) -> "tuple[Schedule, dict]":
    from ..codegen.loop_kernel import BLOCK

    threads = reduce_threads(info)
    name = "reduce0" if threads else "op0"
    kind = "reduce" if threads else "loop"
    outputs = prod(info.ranges[d] for d in info.parallel_dims)
    split = split_factor(info, outputs, threads) if threads else 1
    spec = overrides.get(name)
    if spec is not None:
        if spec.mapping.kind != kind:
            raise ScheduleError(f"template spec {spec.text!r} is a {spec.mapping.kind} tiling; "
                                f"this kernel is a {kind} kernel")
        threads, split = spec.mapping.threads, spec.mapping.split
        if kind == "reduce" and (threads & (threads - 1) or not WARP <= threads <= 1024):
            raise ScheduleError(f"template spec {spec.text!r}: a reduce block is a power of two "
                                f"from {WARP} to 1024 threads")
        if not 1 <= threads <= 1024:
            raise ScheduleError(f"template spec {spec.text!r}: blocks of 1 to 1024 threads")
    if kind == "reduce":
        grid = outputs * split
        warps = threads // WARP
        # the warps' partials, in registers' precision (f16/bf16 are summed in f32)
        shared = max(4, element_bytes(info.outputs[0].element_type)) * warps if warps > 1 else 0
    else:
        threads = threads or BLOCK
        grid = -(-outputs // threads)
        shared = 0
    if spec is not None and spec.grid != grid:
        raise ScheduleError(f"template spec {spec.text!r}: that mapping needs GRID_{grid}")
    group = Group("g0", name, 0, list(info.ranges), Mapping(kind, threads=threads, split=split))
    split_up = split > 1  # AStitch's global scheme: partials in global memory, a grid barrier
    schedule = Schedule(kind, format_group(group, grid, kind == "reduce"), threads, grid, shared,
                        [Part(0, grid, ["grid"] if split_up else [])], [group])
    schedule.register_bound = _wave_bound(schedule)
    op = OpSchedule(name, "g0", "global" if split_up else "independent", "global", 0, True)
    return schedule, {info.op: op}


def split_factor(info, outputs: int, threads: int) -> int:
    """Blocks per output of a reduce kernel (task splitting): enough to give every SM a block
    when there are few outputs and each is long (at least 2 chunks of CHUNK per thread of
    every block), keeping the grid within one wave so the grid barrier that combines the
    partials cannot deadlock."""
    from ..codegen.reduce_kernel import CHUNK

    length = prod(info.ranges[d] for d in info.reduction_dims)
    by_length = length // (2 * CHUNK * threads)
    return max(1, min(WAVE_BLOCKS // outputs, by_length, 1024))


SERIAL_REDUCTION_LIMIT = 128  # numpy's pairwise summation sums blocks of 128 serially too


def reduce_threads(info) -> int:
    """Threads per block of the block-per-output reduction kernel (codegen/reduce_kernel.py)
    for a single-op kernel whose reduction is too long to sum serially in one thread (more
    than SERIAL_REDUCTION_LIMIT floating-point values); 0 when the loop kernel is exact
    enough (short reductions, integers, bodies that are no plain combiner, e.g. argmax)."""
    length = prod(info.ranges[d] for d in info.reduction_dims)
    if length <= SERIAL_REDUCTION_LIMIT or info.split_reduction_body() is None:
        return 0
    if not isinstance(info.outputs[0].element_type, ir.FloatType):
        return 0
    return max(WARP, min(MAX_THREADS_PER_ROW, pow2_ceil(-(-length // 8))))
