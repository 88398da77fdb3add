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

import hashlib
import json
from dataclasses import dataclass
from math import prod
from pathlib import Path

from mlir import ir

from ..analysis.fusion_domain import (COLUMN_WAVE_BLOCKS, MAX_CLUSTER_BLOCKS, MAX_SHARED_BYTES,
                                      MAX_THREADS_PER_ROW, WARP, WAVE_BLOCKS,
                                      LOCAL_ROLES, Rejected, analyze_kernel, broadcast_values,
                                      op_placement, pow2_ceil)
from ..analysis.cost_model import DEVICES, device_model
from ..analysis.occupancy import register_bound, target
from ..analysis.schedule_candidates import Candidate, candidates, reduce_mappings
from ..analysis.schedule_cost import KernelCost, kernel_cost, reduce_cost
from ..analysis.linalg_info import linalg_info
from ..analysis.op_class import is_gemm
from ..compiler.errors import CompileError, error_at
from ..dialects.schedule import (Group, Mapping, OpSchedule,
                                 Part, Schedule, ScheduleError, write_schedule)
from ..dialects import make_attr
from ..dialects.template import TemplateSpec, format_group, parse_template
from .base import Option, StitchPass
from .stitch_normalize import entry_function

TEMPLATE_ATTR = "stitch.template"  # per-kernel override, a template string
CANDIDATES_ATTR = "stitch.candidates"  # on a fusion: the mappings considered, why one won
TARGET = target("sm_90")  # the register bound's SM (H100 and H200 alike)


def tuned_winners(path: str) -> dict:
    """The winners in a --tune file (empty without one)."""
    if not path:
        return {}
    try:
        winners = json.loads(Path(path).read_text())
    except OSError as e:
        raise ValueError(f"tuned={path}: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"tuned={path}: not JSON ({e})") from None
    if not isinstance(winners, dict) or not all(isinstance(v, str) for v in winners.values()):
        raise ValueError(f"tuned={path}: expected an object of kernel hash -> template string")
    return winners


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
        "choose": Option(str, "model", "how a fusion's mapping is chosen among its candidates: "
                                       "by the cost model, the heuristic one, or one drawn by "
                                       "the kernel's hash (random: for testing that every "
                                       "candidate computes the same)",
                         choices=("model", "heuristic", "random")),
        "device": Option(str, "h100", f"the cost model's bandwidth table: {' | '.join(DEVICES)} "
                                      f"| a .json table", check=device_model),
        "tuned": Option(str, "", "a JSON file of winners timed by --tune (kernel content hash "
                                 "-> template string), chosen over the model", check=tuned_winners),
        "tensor-cores": Option(bool, True, "staged f16/bf16 GEMMs that mma.sync can compute run "
                                           "on tensor cores (false: every GEMM sums by FMA in "
                                           "f32, e.g. to compare the two)"),
    }

    def run(self, module: ir.Operation) -> None:
        option = parse_template(self.values["template"]) if self.values["template"] else []
        choose = None
        tensor_cores = self.values["tensor-cores"]
        if self.values["choose"] != "heuristic":
            choose = Chooser(device_model(self.values["device"]),
                             tuned_winners(self.values["tuned"]),
                             drawn=self.values["choose"] == "random", tensor_cores=tensor_cores)
        used = set()
        for func in planned_kernel_functions(module, self.argument):
            overrides = {s.dominant: s for s in option}
            if TEMPLATE_ATTR in func.attributes:
                text = ir.StringAttr(func.attributes[TEMPLATE_ATTR]).value
                try:
                    overrides.update({s.dominant: s for s in parse_template(text)})
                except ScheduleError as e:
                    raise error_at(func, f"{TEMPLATE_ATTR}: {e}") from None
            schedule, ops, considered = schedule_function(func, overrides, choose, tensor_cores)
            used.update(d for d in schedule.dominant if d in overrides)
            write_schedule(func, schedule, ops)
            if considered is not None:
                func.attributes[CANDIDATES_ATTR] = make_attr("candidates", considered)
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


def schedule_function(func, overrides: "dict | None" = None, choose: "Chooser | None" = None,
                      tensor_cores: bool = True) -> "tuple[Schedule, dict, dict | None]":
    """The Schedule of kernel function `func`, its ops' OpSchedules and the candidates
    considered (None when there was no choice); `overrides` maps a dominant op's name to a
    TemplateSpec whose mapping replaces the chosen one, `choose` picks among a fusion's
    candidate mappings (else the heuristic one); without `tensor_cores` every staged GEMM
    sums by FMA."""
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
            if choose is None or "reduce0" in overrides or not reduce_threads(info):
                return (*_single_op_schedule(info, overrides), None)
            return choose.reduce_kernel(func, info)
        try:
            kernel = kernel_shape(infos, tensor_cores)
        except Rejected as e:
            raise error_at(func, f"cannot schedule @{name}: {e}") from None
        names = _op_names(infos)
        if choose is None or any(n in overrides for n in names.values()):
            return (*_fusion_schedule(kernel, names, overrides), None)
        return choose(func, infos, names)
    except ScheduleError as e:
        raise error_at(func, f"@{name}: {e}") from None


def kernel_shape(infos: list, tensor_cores: bool = True):
    """analyze_kernel of `infos`; without `tensor_cores` its parts' staged GEMMs are summed
    by FMA (no part takes tensor cores, so none plans their tiles buffer either)."""
    kernel = analyze_kernel(infos)
    if not tensor_cores:
        for part in kernel.parts:
            part.mma = frozenset()
    return kernel


def _op_names(infos) -> dict:
    """Names numbered across the whole function: unique across parts."""
    return {info.op: f"{_name_kind(info)}{i}" for i, info in enumerate(infos)}


def _name_kind(info) -> str:
    return "gemm" if is_gemm(info) else "reduce" if info.reduction_dims else "ew"


# fusions: row and flat parts, packed into one grid ------------------------------------------
def _fusion_schedule(kernel, names: dict, overrides: dict,
                     candidate: "Candidate | None" = None) -> "tuple[Schedule, dict]":
    """The schedule of `kernel` with the mapping `overrides` (template specs) or `candidate`
    asks for, else the heuristic one."""
    part_groups = [_part_groups(shape, names) for shape in kernel.parts]
    chosen = _chosen_specs(kernel, part_groups, names, overrides)
    if chosen:
        _apply_mappings(kernel, {n: (s.mapping, repr(s.text)) for n, s in chosen.items()},
                        next(iter(chosen.values())).mapping.block, "template spec")
        _check_spec_grids(kernel, chosen)
    elif candidate is not None and not candidate.is_default:
        _apply_mappings(kernel, {n: (m, f"{m.fields()}") for n, m in candidate.mappings},
                        candidate.block, "candidate")
    groups, ops, parts, specs = [], {}, [], []
    for number, (shape, (members, dominants), first) in enumerate(
            zip(kernel.parts, part_groups, kernel.block_offsets())):
        mapping = _mapping_of(shape)
        shared = set(broadcast_values(shape))  # row values other threads or phases read
        k_tiles = shape.staged_k_tiles()  # GEMMs whose operands go through shared memory
        mma = shape.mma_gemms()  # staged GEMMs on tensor cores
        parts.append(Part(first, shape.grid, shape.barriers))
        for dominant in dominants:
            group = Group(f"g{len(groups)}", names[dominant], number, list(shape.domain), mapping)
            groups.append(group)
            specs.append(format_group(group, shape.grid,
                                      shape.role[dominant] in ("reduce", "column")))
            for op in members[dominant]:
                ops[op] = _op_schedule(shape, op, names[op], group.name, op == dominant, shared,
                                       k_tiles, mma)
    template = kernel.parts[0].template if len(kernel.parts) == 1 else "packed"
    schedule = Schedule(template, "".join(specs), kernel.block, kernel.grid,
                        kernel.shared_bytes, parts, groups,
                        cluster=max(shape.cluster_blocks for shape in kernel.parts))
    schedule.register_bound = _wave_bound(schedule)
    return schedule, ops


# choosing among candidate mappings ----------------------------------------------------------
MODEL_MARGIN = 0.1  # another mapping replaces the heuristic one when modelled this much faster
MIN_SPLIT_BOUND = 64  # a grid-barrier candidate whose register bound is lower would spill
SHOWN_CANDIDATES = 8  # the report lists the best ones (and the heuristic mapping)


@dataclass
class Considered:
    schedule: Schedule
    ops: dict
    cost: KernelCost


class Chooser:
    """Picks a fusion's schedule among its candidate mappings (analysis/schedule_candidates):
    a winner `tuned` names (content hash -> template string, from `--tune`), else the one the
    cost model (analysis/schedule_cost) puts fastest when it beats the heuristic mapping by
    MODEL_MARGIN, else the heuristic mapping. Returns the candidates' report with it."""

    def __init__(self, device, tuned: "dict | None" = None, drawn: bool = False,
                 tensor_cores: bool = True):
        self.device, self.tuned, self.drawn = device, tuned or {}, drawn
        self.tensor_cores = tensor_cores

    def __call__(self, func, infos: list, names: dict) -> "tuple[Schedule, dict, dict]":
        return self.pick(func, self.consider(infos, names))

    def reduce_kernel(self, func, info) -> "tuple[Schedule, dict, dict]":
        return self.pick(func, self.consider_reduce(info))

    def pick(self, func, considered: list) -> "tuple[Schedule, dict, dict]":
        default = considered[0]
        best = min(considered, key=lambda c: _rank(c, default))
        key = content_hash(func)
        tuned = self.tuned.get(key)
        winner = next((c for c in considered if c.schedule.template_string == tuned), None)
        if winner is not None:
            reason = "measured fastest by --tune"
        elif self.drawn:
            winner = considered[int(key, 16) % len(considered)]
            reason = "drawn by the kernel's hash (choose=random)"
        elif best.cost.time_us < default.cost.time_us * (1 - MODEL_MARGIN):
            winner, reason = best, _reason(best, default)
        else:
            winner = default
            reason = (f"the heuristic mapping: no candidate is modelled more than "
                      f"{MODEL_MARGIN:.0%} faster (best {best.cost.time_us:.2f} us, heuristic "
                      f"{default.cost.time_us:.2f} us)")
        return winner.schedule, winner.ops, _candidates_report(considered, winner, reason, key)

    def consider(self, infos: list, names: dict) -> list:
        """The candidates that can run, each with its schedule and modelled cost; the
        heuristic one first (its failure is the fusion's error)."""
        considered = []
        for candidate in candidates(kernel_shape(infos, self.tensor_cores)):
            kernel = kernel_shape(infos, self.tensor_cores)
            try:
                schedule, ops = _fusion_schedule(kernel, names, {}, candidate)
                if not candidate.is_default:
                    _check_resident(schedule)
            except (ScheduleError, Rejected, ValueError):
                if candidate.is_default:
                    raise
                continue
            cost = kernel_cost(kernel, self.device, TARGET, schedule.register_bound)
            _add_new(considered, Considered(schedule, ops, cost))
        return considered

    def consider_reduce(self, info) -> list:
        """The reduce kernel's candidates (block size, split) that can run, the heuristic
        one first."""
        from ..codegen.reduce_kernel import CHUNK

        outputs = prod(info.ranges[d] for d in info.parallel_dims)
        length = prod(info.ranges[d] for d in info.reduction_dims)
        considered = []
        for threads, split in [(None, None)] + reduce_mappings(reduce_threads(info), outputs, length):
            try:
                spec = None if threads is None else TemplateSpec(
                    "reduce0", outputs * split, Mapping("reduce", threads=threads, split=split),
                    f"reduce0[GRID_{outputs * split}-CTA_{threads}-SPLIT_{split}]S")
                schedule, ops = _single_op_schedule(info, {"reduce0": spec} if spec else {})
                if spec is not None:
                    _check_resident(schedule)
            except ScheduleError:
                if spec is None:
                    raise
                continue
            m = schedule.groups[0].mapping
            cost = reduce_cost(info, m.threads, m.split, schedule.shared_bytes, self.device,
                               TARGET, CHUNK, schedule.register_bound)
            _add_new(considered, Considered(schedule, ops, cost))
        return considered


def _add_new(considered: list, entry: Considered) -> None:
    """Candidates that come out as the same schedule are considered once."""
    if all(c.schedule.template_string != entry.schedule.template_string for c in considered):
        considered.append(entry)


def _rank(c: Considered, default: Considered) -> tuple:
    """Modelled time first; among equal times the block size nearest the heuristic one (the
    model cannot tell them apart, so the least change wins)."""
    return round(c.cost.time_us, 3), abs(c.schedule.block.bit_length() - default.schedule.block.bit_length())


def _check_resident(schedule: Schedule) -> None:
    """A grid-barrier candidate must keep its grid resident without a register bound so low
    that ptxas would spill."""
    if not any("grid" in part.phases for part in schedule.parts):
        return
    bound = register_bound(TARGET, schedule.block, schedule.grid, schedule.shared_bytes)
    if bound < MIN_SPLIT_BOUND:
        raise ScheduleError(f"a grid of {schedule.grid} blocks of {schedule.block} threads "
                            f"stays resident only under {bound} registers per thread")


def _reason(winner: Considered, default: Considered) -> str:
    w, d = winner.cost, default.cost
    why = []
    if w.waves < d.waves and d.waves > 1:
        why.append(f"{w.waves:.2f} waves instead of {d.waves:.2f}")
    if w.gbs > d.gbs * 1.05:
        inflight = (f" ({w.inflight_kib:.0f} KiB in flight instead of {d.inflight_kib:.0f})"
                    if w.inflight_kib > d.inflight_kib else "")
        why.append(f"draws {w.gbs:.0f} GB/s instead of {d.gbs:.0f}{inflight}")
    if w.sync_us < d.sync_us * 0.95:
        why.append(f"{w.sync_us:.2f} us of synchronisation instead of {d.sync_us:.2f}")
    return (f"modelled {w.time_us:.2f} us against {d.time_us:.2f} us for the heuristic "
            f"mapping: {'; '.join(why) or 'fewer rounds'}")


def _candidates_report(considered: list, winner: Considered, reason: str, key: str) -> dict:
    ranked = sorted(considered, key=lambda c: _rank(c, considered[0]))
    shown = ranked[:SHOWN_CANDIDATES]
    if considered[0] not in shown:
        shown.append(considered[0])
    return {"chosen": winner.schedule.template_string, "reason": reason,
            "considered": len(considered), "kernel_hash": key,
            "candidates": [{"template_string": c.schedule.template_string,
                            "heuristic": c is considered[0], **c.cost.fields()} for c in shown]}


def content_hash(func) -> str:
    """What a tuned winner is keyed by: the kernel function's ops and types (not its name or
    locations), and the target."""
    name = ir.StringAttr(func.attributes["sym_name"]).value
    text = func.get_asm(use_local_scope=True).replace(f"@{name}(", "@kernel(", 1)
    return hashlib.sha256(f"{TARGET.name}|{text}".encode()).hexdigest()[:20]


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
    a row part's column sums form a group after those, and the ops reading them back the
    last (its totals of rows, with the scalar ops on them, likewise). Flat part: one group led
    by the first fusion output."""
    if shape.template == "flat":
        lead = next((i.op for i in shape.infos if _is_output(i.op)), shape.infos[0].op)
        return {lead: [i.op for i in shape.infos]}, [lead]
    by_phase: dict = {}
    columns = [i.op for i in shape.infos if shape.role[i.op] == "column"]
    read_back = [i.op for i in shape.infos if shape.role[i.op] in ("column_op", "late")]
    totals = [i.op for i in shape.infos if shape.role[i.op] in ("total", "total_op")]
    for info in shape.infos:
        role, level = shape.role[info.op], shape.level[info.op]
        if role in ("column", "column_op", "late", "total", "total_op"):
            continue
        phase = level + 1 if role in LOCAL_ROLES else max(level, 1)
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
    if read_back:  # the column ops and what reads them back, after the totals
        members[read_back[0]] = read_back
        dominants.append(read_back[0])
    if totals:  # the rows' totals and the scalar ops on them, after every row
        members[totals[0]] = totals
        dominants.append(totals[0])
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


def _op_schedule(shape, op, name: str, group: str, dominant: bool, shared: set,
                 k_tiles: dict, mma: frozenset) -> OpSchedule:
    scheme, storage = op_placement(shape, op, shared)
    return OpSchedule(name, group, scheme, storage, shape.level.get(op, 0), dominant,
                      k_tiles.get(op, 0), op in mma, shape.gemm_part(linalg_info(op)))


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


def _chosen_specs(kernel, part_groups: list, names: dict, overrides: dict) -> dict:
    """Part number -> the template spec naming one of its groups (all its specs agree)."""
    chosen = {}
    for number, (shape, (_, dominants)) in enumerate(zip(kernel.parts, part_groups)):
        specs = [overrides[names[d]] for d in dominants if names[d] in overrides]
        if not specs:
            continue
        if any(s.mapping != specs[0].mapping for s in specs):
            raise ScheduleError(f"template specs {', '.join(s.text for s in specs)} give one "
                                f"part different mappings; its groups share one")
        chosen[number] = specs[0]
    blocks = {spec.mapping.block for spec in chosen.values()}
    if len(blocks) > 1:
        raise ScheduleError(f"template specs ask for blocks of {sorted(blocks)} threads; the "
                            f"parts of one kernel share one block size")
    return chosen


def _apply_mappings(kernel, chosen: dict, block: int, what: str) -> None:
    """Give the parts in `chosen` (part number -> (Mapping, its label)) their mapping and the
    kernel `block` threads per block; the other parts adapt to it. `what` names where the
    mappings come from in errors."""
    kernel.block = block
    for number, shape in enumerate(kernel.parts):
        shape.block = kernel.block
        if number in chosen:
            shape.mapping = _checked_override(shape, *chosen[number], what)
        else:
            _adapt(shape, kernel.block)
    if len(kernel.parts) > 1 and any(shape.runs_alone for shape in kernel.parts):
        raise ScheduleError("a part with a grid or cluster barrier or totals of rows (SPLIT_s, "
                            "or column sums or totals over several blocks) needs the launch's "
                            "blocks from block 0; it cannot be packed with other parts")
    if kernel.shared_bytes > MAX_SHARED_BYTES:
        raise ScheduleError(f"the {what}'s mapping needs {kernel.shared_bytes} bytes of shared "
                            f"memory per block (at most {MAX_SHARED_BYTES})")


def _check_spec_grids(kernel, specs: dict) -> None:
    for number, spec in specs.items():
        if spec.grid != kernel.parts[number].grid:
            raise ScheduleError(f"template spec {spec.text!r}: that mapping needs "
                                f"GRID_{kernel.parts[number].grid}")


def _checked_override(shape, m: Mapping, label: str, what: str) -> tuple:
    """`m` checked against `shape` (a `what` labelled `label` in errors) and set on it."""
    if m.kind != shape.template:
        raise ScheduleError(f"{what} {label} is a {m.kind} tiling; this group "
                            f"needs a {shape.template} tiling")
    if m.kind == "column":
        tiles = -(-prod(shape.domain[shape.reduced_dims:]) // m.cols_per_block)
        if m.threads % m.cols_per_block or not WARP <= m.threads <= 1024:
            raise ScheduleError(f"{what} {label}: blocks of {WARP} to 1024 threads, "
                                f"a multiple of COL_c")
        if m.split > 1 and tiles * m.split > COLUMN_WAVE_BLOCKS:
            raise ScheduleError(f"{what} {label}: {tiles} column tiles x "
                                f"SPLIT_{m.split} exceed the {COLUMN_WAVE_BLOCKS} blocks a "
                                f"column split keeps resident")
        shape.split = m.split
        return m.threads, m.cols_per_block
    if m.kind == "row":
        n = shape.domain[-1]
        if m.threads_per_row & (m.threads_per_row - 1) or not WARP <= m.block <= 1024:
            raise ScheduleError(f"{what} {label}: threads per row must be a power "
                                f"of two and a block {WARP} to 1024 threads")
        k = -(-n // (m.threads_per_row * m.split))
        if m.elems_per_thread != k:
            blocks = f" x {m.split} blocks" if m.split > 1 else ""
            raise ScheduleError(f"{what} {label}: rows of {n} over "
                                f"{m.threads_per_row} threads{blocks} take THREAD_{k}")
        if m.split > 1:
            _check_split_override(shape, m, label, what)
        if m.split > 1 and m.vertical > 1:
            raise ScheduleError(f"{what} {label}: a row split over blocks takes "
                                f"one tile of rows (no VERT_v)")
        shape.split, shape.vertical = m.split, m.vertical
        shape.mapping = (m.threads_per_row, k, m.rows_per_block)
        if shape.needs_grid_barrier and shape.grid > WAVE_BLOCKS:
            raise ScheduleError(f"{what} {label}: its grid of {shape.grid} blocks "
                                f"exceeds one wave ({WAVE_BLOCKS} blocks), which the grid "
                                f"barrier of its column sums needs (take more VERT_v)")
        return shape.mapping
    if not WARP <= m.threads <= 1024:
        raise ScheduleError(f"{what} {label}: blocks of {WARP} to 1024 threads")
    return m.threads, m.elems_per_thread


def _check_split_override(shape, m: Mapping, label: str, what: str) -> None:
    if m.rows_per_block != 1:
        raise ScheduleError(f"{what} {label}: a row split over blocks takes one "
                            f"row per block (CTA_1)")
    if m.split > MAX_CLUSTER_BLOCKS and shape.phases:
        raise ScheduleError(f"{what} {label}: SPLIT_{m.split} blocks per row exceed a "
                            f"thread-block cluster ({MAX_CLUSTER_BLOCKS} blocks), whose barrier "
                            f"combines their partials")


def _adapt(shape, block: int) -> None:
    try:
        shape.thread_mapping()
    except ValueError as e:
        raise ScheduleError(f"another part cannot adapt to the block the template asks for: {e}") from None


# single-op kernels --------------------------------------------------------------------------
def _single_op_schedule(info, overrides: dict) -> "tuple[Schedule, dict]":
    from ..codegen.loop_kernel import BLOCK
    from ..codegen.reduce_kernel import reduce_shared_bytes

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
        shared = reduce_shared_bytes(info, threads)
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
