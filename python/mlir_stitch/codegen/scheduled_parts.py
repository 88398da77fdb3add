"""The parts of a stitched kernel as its L2 schedule gives them: no planning analysis runs
here. Each part's ops, roles (from each op's own loops against its group's domain), phases,
mapping and shared values are read from `stitch.schedule` / `stitch.op_schedule`, then checked
to be runnable (`check_scheduled_part`), so a hand-written schedule gets a clear message
instead of a wrong kernel."""
from __future__ import annotations

from ..analysis.fusion_domain import (COLUMN_LEVEL_ROLES, LOCAL_ROLES, TOTAL_ROLES, FusionShape,
                                       Rejected, broadcast_values,
                                       check_scheduled_part, column_role, gemm_role,
                                       is_column_sum, is_row_total, op_placement, readback_role,
                                       reads_vector_gemm,
                                       results_read_by, total_op_role, vector_operand)
from ..analysis.gemm_tiles import check_k_tile, check_vector_k_tile
from ..analysis.mma_tiles import mma_refusal
from ..analysis.linalg_info import linalg_info
from ..analysis.op_class import is_gemm
from ..compiler.errors import error_at
from ..dialects.schedule import Schedule, ScheduleError, read_op_schedule

def scheduled_parts(func, schedule: Schedule) -> list:
    """FusionShape per part of `schedule`, in part order."""
    groups = {g.name: g for g in schedule.groups}
    members = [[] for _ in schedule.parts]
    op_schedules = {}
    for op in func.regions[0].blocks[0].operations:
        op = op.operation
        if op.name != "linalg.generic" or linalg_info(op).is_constant_fill():
            continue
        try:
            s = read_op_schedule(op)
        except ScheduleError as e:
            raise error_at(op, str(e)) from None
        if s is None:
            raise error_at(op, "this op of a scheduled kernel has no stitch.op_schedule")
        if s.group not in groups:
            raise error_at(op, f"stitch.op_schedule names group {s.group!r}; the kernel's groups "
                               f"are {', '.join(groups)}")
        members[groups[s.group].part].append(linalg_info(op))
        op_schedules[op] = s
    return [_part_shape(func, schedule, number, infos, op_schedules)
            for number, infos in enumerate(members)]


def _part_shape(func, schedule: Schedule, number: int, infos: list, op_schedules: dict):
    groups = schedule.part_groups(number)
    first = groups[0]
    for g in groups[1:]:
        if (g.domain, g.mapping) != (first.domain, first.mapping):
            raise error_at(func, f"groups {first.name} and {g.name} of part {number} differ in "
                                 f"domain or mapping; a part's groups share one (the row and flat "
                                 f"templates run one mapping per part)")
    if not infos:
        raise error_at(func, f"part {number} of the schedule has no op")
    kind, domain = first.mapping.kind, tuple(first.domain)
    if kind not in ("row", "flat", "column"):
        raise error_at(func, f"a {kind} mapping belongs to a single-op kernel, not a fusion")
    reduced = first.mapping.reduced_dims
    role = {}
    for info in infos:  # program order: an epilogue op follows its GEMM
        role[info.op] = "operand" if op_schedules[info.op].role == "operand" and kind == "row" \
            else _role(info, domain, kind, reduced, role)
    level = {i.op: op_schedules[i.op].phase for i in infos}
    ops = {i.op for i in infos}
    # of a multi-result op in shared memory, the results the part reads (the others are
    # outputs only, stored from registers): what the schedule's shared bytes count (a vector
    # GEMM's shared memory holds the rows it contracts; its epilogue reads its registers)
    shared = [r for i in infos if op_schedules[i.op].storage in ("shared", "global")
              and role[i.op] not in LOCAL_ROLES + COLUMN_LEVEL_ROLES + TOTAL_ROLES
              for r in results_read_by(i, ops)]
    m = first.mapping
    mapping = {"row": (m.threads_per_row, m.elems_per_thread, m.rows_per_block),
               "column": (m.threads, m.cols_per_block)}.get(kind, (m.threads, m.elems_per_thread))
    split = m.split if kind in ("row", "column") else 1
    # a row part's values in global storage: moved out of shared memory by the smem plan
    moved = frozenset(r for i in infos if op_schedules[i.op].storage == "global"
                      and role[i.op] in ("row", "reduce")
                      for r in results_read_by(i, ops)) if kind == "row" else frozenset()
    k_tiles = {i.op: op_schedules[i.op].k_tile for i in infos if op_schedules[i.op].k_tile}
    mma = frozenset(i.op for i in infos if op_schedules[i.op].mma)
    shape = FusionShape(kind, domain, role, level, infos, schedule.block, mapping, shared, split,
                        reduced, m.vertical if kind == "row" else 1, moved, k_tiles, mma)
    try:
        check_scheduled_part(shape)
    except Rejected as e:
        raise error_at(func, f"part {number} cannot run as scheduled: {e}") from None
    part = schedule.parts[number]
    barriers = shape.barriers
    if len(part.phases) != len(barriers):
        raise error_at(func, f"part {number} lists {len(part.phases)} phase barriers; its "
                             f"reductions run in {len(barriers)} phases")
    for phase, (given, barrier) in enumerate(zip(part.phases, barriers), 1):
        if given != barrier:
            raise error_at(func, f"part {number}: its mapping (split {split}, grid {part.grid}) "
                                 f"ends phase {phase} with a {barrier} barrier, the schedule "
                                 f"says {given}")
    _check_placements(shape, op_schedules)
    _check_roles(shape, op_schedules)
    _check_k_tiles(shape, k_tiles)
    _check_mma(shape)
    if shape.needs_grid_barrier and len(schedule.parts) > 1:
        raise error_at(func, f"part {number} has a grid barrier; it cannot share the launch "
                             f"with {len(schedule.parts) - 1} other part(s)")
    return shape


def _check_placements(shape: FusionShape, op_schedules: dict) -> None:
    """Each op's scheme and storage are what its part's mapping makes them (the report shows
    them, the kernel follows the mapping)."""
    shared = set(broadcast_values(shape))
    for info in shape.infos:
        given = op_schedules[info.op]
        scheme, storage = op_placement(shape, info.op, shared)
        if (given.scheme, given.storage) != (scheme, storage):
            raise error_at(info.op, f"stitch.op_schedule says scheme {given.scheme!r} in "
                                    f"{given.storage}; its part's mapping makes it {scheme!r} in "
                                    f"{storage}")


def _check_roles(shape: FusionShape, op_schedules: dict) -> None:
    """Each GEMM's and epilogue op's recorded role is the part its part's mapping gives it."""
    for info in shape.infos:
        given, part = op_schedules[info.op].role, shape.gemm_part(info)
        if given != part:
            raise error_at(info.op, f"stitch.op_schedule says role {given or 'none'!r}; in its "
                                    f"part it is {part or 'none'!r}")


def _check_k_tiles(shape: FusionShape, k_tiles: dict) -> None:
    """A k_tile is given only to a row part's full GEMM whose operands it can stage."""
    for info in shape.infos:
        k_tile = k_tiles.get(info.op, 0)
        if not k_tile:
            continue
        role = shape.role[info.op] if shape.template == "row" and is_gemm(info) else None
        if role not in ("full", "vector"):
            raise error_at(info.op, f"stitch.op_schedule gives k_tile {k_tile} to an op that is "
                                    f"not a GEMM of a row part")
        mapping = shape.thread_mapping()
        why = check_k_tile(info, shape.domain, mapping, k_tile) if role == "full" else \
            check_vector_k_tile(info, vector_operand(info, shape.domain), shape.domain, mapping,
                                k_tile)
        if why:
            raise error_at(info.op, f"stitch.op_schedule's k_tile {k_tile} cannot stage this "
                                    f"GEMM: {why}")


def _check_mma(shape: FusionShape) -> None:
    """Tensor cores are asked only for a row part's staged full GEMM they can compute."""
    staged = {info.op: (k_tile, operands) for info, k_tile, operands in shape.tiled_gemms()}
    for info in shape.infos:
        if info.op not in shape.mma:
            continue
        if info.op not in staged:
            raise error_at(info.op, "stitch.op_schedule asks for tensor cores (mma) for an op "
                                    "that is not a staged full GEMM of a row part")
        k_tile, operands = staged[info.op]
        why = mma_refusal(info, operands, k_tile, shape.thread_mapping())
        if why:
            raise error_at(info.op, f"stitch.op_schedule asks for tensor cores (mma), which "
                                    f"cannot compute this GEMM: {why}")


def _role(info, domain: tuple, kind: str, reduced: int, earlier: dict) -> str:
    """What the op is to a `kind` part over `domain`: reduce (a row reduction of the domain,
    or a column reduction of its first `reduced` loops), full (elementwise over the domain, or
    a GEMM computing its elements), row (elementwise over its rows), vector (a GEMM contracting
    its rows), epilogue (elementwise over a vector GEMM's outputs, reading them: `earlier`
    holds the roles of the ops before it), column_op or late (elementwise over a row part's
    columns or domain, reading its column sums back) or kept (elementwise over a column
    part's kept loops)."""
    if kind == "column":
        role = column_role(info, domain, reduced)
        if role is not None:
            return role
        raise error_at(info.op, f"this op over {list(info.ranges)} does not fit its group's "
                                f"column mapping of domain {list(domain)} reducing "
                                f"{reduced} loops")
    if kind == "row" and reads_vector_gemm(info, earlier):
        return "epilogue"
    if kind == "row":
        try:
            back = readback_role(info, domain, earlier)
            if back is None and total_op_role(info, earlier):
                back = "total_op"
        except Rejected as e:
            raise error_at(info.op, str(e)) from None
        if back is not None:
            return back
    if is_gemm(info):  # first, as the analysis: a matrix-vector product is no row reduction
        role, why = gemm_role(info, domain, earlier)
        if role is None or (kind == "flat" and role != "full"):
            raise error_at(info.op, f"this GEMM does not fit its group's {kind} mapping of "
                                    f"domain {list(domain)}: {why or 'it contracts rows'}")
        return role
    if kind == "row" and info.reduction_dims and info.ranges == domain \
            and info.row_reduction() is not None:
        return "reduce"
    if kind == "row" and is_column_sum(info, domain):
        return "column"
    if kind == "row" and is_row_total(info, domain):
        return "total"
    if info.is_elementwise() and info.ranges == domain:
        return "full"
    if kind == "row" and info.is_elementwise() and info.ranges == domain[:-1]:
        return "row"
    raise error_at(info.op, f"this op over {list(info.ranges)} does not fit its group's {kind} "
                            f"mapping of domain {list(domain)}")
