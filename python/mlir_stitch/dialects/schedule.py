"""The schedule as data: what stitch-schedule decides and stitch-lower-to-gpu reads (L2).

On each kernel function, `stitch.schedule = #stitch.schedule<{...}>`:
  template         the kernel's composition: row | flat | packed (several parts) | loop | reduce
  template_string  FusionStitching's grammar, one `dominant[mapping]` per group (template.py)
  launch           {block = [x, 1, 1], grid = [x, 1, 1], shared_bytes, register_bound,
                   cluster = [c, 1, 1]}: register_bound (optional) is the PTX .maxnreg the
                   kernel gets; cluster (optional, left out when 1) the blocks of each
                   thread-block cluster (PTX .reqnctapercluster): blocks [c*i, c*i + c)
  parts            [{first_block, grid, phases = ["block", ...]}]: the part runs on blocks
                   [first_block, first_block + grid) of the launch; phase p (1..P) ends with
                   the barrier named at phases[p - 1]: block, cluster, grid, or last (no
                   barrier: the last block of the launch to get there goes on alone, having
                   seen every block's writes, through a counter: a row part's totals)
  smem             (stitch-smem-plan) {arena_bytes, bytes_without_reuse, buffers = [{name,
                   part, offset, bytes, reuses}]}: every shared buffer of the kernel at its
                   offset in one workgroup arena of arena_bytes (= launch.shared_bytes);
                   `reuses` names the buffers whose bytes it takes over (left out when none);
                   bytes_without_reuse is the sum of the sizes (analysis/smem_plan.py);
                   budget: the bytes per block the arena was planned within; downgraded
                   (left out when none) = [{name, part, elements, traffic}]: row values moved
                   out of shared memory to `elements` per block of global scratch, adding
                   `traffic` bytes (their ops' storage is global)
  groups           [{name, dominant, part, domain, mapping = {kind, ...}}]: a dominant op and
                   the thread mapping its group's ops follow; mapping kinds:
                     row     {threads_per_row, elems_per_thread, rows_per_block, split,
                             vertical}: the last loop of `domain` is a row, T threads own it,
                             B rows per block; with split S > 1 S blocks share each row
                             (B = 1), a cluster of the launch; their partials meet in global
                             memory after a cluster barrier; with vertical V > 1 each block
                             takes V tiles of B rows in turn (tile b + v * grid, v < V:
                             AStitch's vertical packing)
                     flat    {threads, elems_per_thread}: grid-linear elements
                     column  {threads, cols_per_block, reduced_dims, split}: the first
                             reduced_dims loops of `domain` are reduced, the rest kept; a
                             block is cols_per_block kept positions wide, `split` blocks
                             share each tile of columns (partials after a grid barrier)
                     loop    {threads}: one thread per parallel point, serial reduction loops
                     reduce  {threads, split}: `split` blocks per output (task splitting),
                             threads stride over the reduction; with split > 1 the blocks'
                             partials go through global memory and a grid barrier
On each scheduled op, `stitch.op_schedule = #stitch.op_schedule<{...}>`:
  name, group      the op's name in the template string and the group it belongs to
  scheme           local | regional | global | independent (AStitch's stitching schemes)
  storage          registers | shared | global: where its value lives for its readers
  phase            the phase whose barrier makes its value available (0: before any)
  dominant         whether it is its group's dominant op
  k_tile           (a full GEMM of a row part; left out when 0) the chunk of summed positions
                   its operands are staged in through shared memory (analysis/gemm_tiles.py);
                   0 or absent: each element loads its operands from memory
  mma              (a staged GEMM; left out when false) computed by the block's warps with
                   tensor cores (mma.sync m16n8k16 tiles: analysis/mma_tiles.py)

A mapping's `split` and `vertical` may be left out (1). `read_schedule` checks the fields' presence and
types, the arithmetic a launch relies on (a row mapping covers its rows, the parts tile the
grid, a reduce block is a power of two) and that the template string says what the groups do,
so a hand-written L2 file gets a clear message; whether the ops can run that way, and with the
schemes their op schedules state, is checked where the kernel is built.
"""
from __future__ import annotations

from math import prod

from dataclasses import asdict, dataclass, field

from ..analysis.occupancy import TARGETS
from ..analysis.smem_plan import GlobalSlot, Placement, SmemPlan
from . import make_attr, read_attr

WARP = 32  # threads per warp: a column mapping's partials meet by warp shuffles first

SCHEDULE_ATTR = "stitch.schedule"
OP_SCHEDULE_ATTR = "stitch.op_schedule"

TEMPLATES = ("row", "flat", "column", "packed", "loop", "reduce")
MAPPING_FIELDS = {
    "row": ("threads_per_row", "elems_per_thread", "rows_per_block", "split", "vertical"),
    "flat": ("threads", "elems_per_thread"),
    "column": ("threads", "cols_per_block", "reduced_dims", "split"),
    "loop": ("threads",),
    "reduce": ("threads", "split"),
}
OPTIONAL_FIELDS = {"split": 1, "vertical": 1}  # may be left out when 1 (vertical is written only when not)
SCHEMES = ("local", "regional", "global", "independent")
STORAGES = ("registers", "shared", "global")
# OpSchedule.role, where it has one ("operand": computed where a full GEMM stages its input)
GEMM_ROLES = ("full", "vector", "epilogue", "operand")
BARRIERS = ("block", "cluster", "grid", "last")
MAX_CLUSTER = TARGETS["sm_90"].max_cluster_blocks  # blocks per cluster without the opt-in


class ScheduleError(ValueError):
    """A schedule attribute that cannot be lowered; the message says which field and why."""


@dataclass
class Mapping:
    kind: str
    threads_per_row: int = 0
    elems_per_thread: int = 1
    rows_per_block: int = 1
    threads: int = 0
    split: int = 1
    cols_per_block: int = 0
    vertical: int = 1
    # derived from the group's reductions; template strings leave it out, so equality does too
    reduced_dims: int = field(default=0, compare=False)

    @property
    def block(self) -> int:
        """Threads per block this mapping occupies."""
        if self.kind == "row":
            return self.threads_per_row * self.rows_per_block
        return self.threads

    def fields(self) -> dict:
        return {"kind": self.kind, **{k: getattr(self, k) for k in MAPPING_FIELDS[self.kind]
                                      if k != "vertical" or self.vertical != 1}}


@dataclass
class Group:
    name: str
    dominant: str
    part: int
    domain: list
    mapping: Mapping


@dataclass
class Part:
    first_block: int
    grid: int
    phases: list = field(default_factory=list)  # barrier kind ending each phase 1..P


@dataclass
class Schedule:
    template: str
    template_string: str
    block: int
    grid: int
    shared_bytes: int
    parts: list  # Part
    groups: list  # Group
    register_bound: int = 0  # registers per thread the kernel may use (.maxnreg); 0: no bound
    cluster: int = 1  # blocks per thread-block cluster (1: no cluster)
    smem: "SmemPlan | None" = None  # the shared buffers' offsets (stitch-smem-plan)

    def group(self, name: str) -> Group:
        return next(g for g in self.groups if g.name == name)

    def part_groups(self, part: int) -> list:
        return [g for g in self.groups if g.part == part]

    @property
    def dominant(self) -> list:
        return [g.dominant for g in self.groups]

    def fields(self) -> dict:
        return {
            "template": self.template,
            "template_string": self.template_string,
            "launch": {"block": [self.block, 1, 1], "grid": [self.grid, 1, 1],
                       "shared_bytes": self.shared_bytes,
                       **({"register_bound": self.register_bound} if self.register_bound else {}),
                       **({"cluster": [self.cluster, 1, 1]} if self.cluster > 1 else {})},
            **({"smem": _smem_fields(self.smem)} if self.smem is not None else {}),
            "parts": [asdict(p) for p in self.parts],
            "groups": [{"name": g.name, "dominant": g.dominant, "part": g.part,
                        "domain": list(g.domain), "mapping": g.mapping.fields()}
                       for g in self.groups],
        }


@dataclass
class OpSchedule:
    name: str
    group: str
    scheme: str
    storage: str
    phase: int
    dominant: bool
    k_tile: int = 0  # a full GEMM's operands through shared memory (0: loaded per element)
    mma: bool = False  # a staged GEMM computed with tensor cores
    # a GEMM's part: "full" (computes the domain's elements), "vector" (contracts the rows
    # the kernel computes), or "epilogue" (an op on vector GEMMs' output columns); "" else
    role: str = ""

    def fields(self) -> dict:
        fields = asdict(self)
        for optional in ("k_tile", "mma", "role"):
            if not fields[optional]:
                del fields[optional]
        return fields


def write_schedule(func, schedule: Schedule, ops: dict) -> None:
    """Attach `schedule` to kernel function `func` and each OpSchedule of `ops` (op -> it)."""
    func.attributes[SCHEDULE_ATTR] = make_attr("schedule", schedule.fields())
    for op, s in ops.items():
        op.attributes[OP_SCHEDULE_ATTR] = make_attr("op_schedule", s.fields())


def read_schedule(func) -> Schedule:
    """The Schedule on kernel function `func`; ScheduleError when a field is missing, has the
    wrong type or does not add up."""
    fields = read_attr(func.attributes[SCHEDULE_ATTR])
    r = _Reader(fields, "stitch.schedule")
    launch = _Reader(r.get("launch", dict), "launch")
    groups = [_group(g, i) for i, g in enumerate(r.get("groups", list))]
    parts = [_part(p, i) for i, p in enumerate(r.get("parts", list))]
    schedule = Schedule(
        template=r.choice("template", TEMPLATES),
        template_string=r.get("template_string", str),
        block=launch.dim3("block"), grid=launch.dim3("grid"),
        shared_bytes=launch.get("shared_bytes", int),
        parts=parts, groups=groups,
        register_bound=launch.get("register_bound", int) if "register_bound" in launch.fields else 0,
        cluster=launch.dim3("cluster") if "cluster" in launch.fields else 1,
        smem=_smem(r.get("smem", dict)) if "smem" in r.fields else None)
    _check_schedule(schedule)
    return schedule


def read_op_schedule(op) -> "OpSchedule | None":
    if OP_SCHEDULE_ATTR not in op.attributes:
        return None
    r = _Reader(read_attr(op.attributes[OP_SCHEDULE_ATTR]), "stitch.op_schedule")
    return OpSchedule(name=r.get("name", str), group=r.get("group", str),
                      scheme=r.choice("scheme", SCHEMES), storage=r.choice("storage", STORAGES),
                      phase=r.get("phase", int), dominant=r.get("dominant", bool),
                      k_tile=r.get("k_tile", int) if "k_tile" in r.fields else 0,
                      mma=r.get("mma", bool) if "mma" in r.fields else False,
                      role=r.choice("role", GEMM_ROLES) if "role" in r.fields else "")


def _group(fields, i: int) -> Group:
    r = _Reader(fields, f"groups[{i}]")
    m = _Reader(r.get("mapping", dict), f"groups[{i}].mapping")
    kind = m.choice("kind", tuple(MAPPING_FIELDS))
    mapping = Mapping(kind, **{k: m.positive(k) for k in MAPPING_FIELDS[kind]
                               if k not in OPTIONAL_FIELDS or k in m.fields})
    domain = r.get("domain", list)
    if not all(isinstance(n, int) and n > 0 for n in domain):
        raise ScheduleError(f"groups[{i}].domain must list positive sizes, got {domain}")
    return Group(r.get("name", str), r.get("dominant", str), r.get("part", int), domain, mapping)


def _part(fields, i: int) -> Part:
    r = _Reader(fields, f"parts[{i}]")
    phases = r.get("phases", list)
    for p in phases:
        if p not in BARRIERS:
            raise ScheduleError(f"parts[{i}].phases: unknown barrier {p!r} (expected "
                                f"{' | '.join(BARRIERS)})")
    return Part(r.get("first_block", int), r.positive("grid"), phases)


def _smem_fields(plan: SmemPlan) -> dict:
    fields = plan.fields()
    for b in fields["buffers"]:
        if not b["reuses"]:
            del b["reuses"]
    if not fields["downgraded"]:
        del fields["downgraded"]
    return fields


def _smem(fields) -> SmemPlan:
    r = _Reader(fields, "smem")
    buffers = []
    for i, b in enumerate(r.get("buffers", list)):
        br = _Reader(b, f"smem.buffers[{i}]")
        reuses = br.get("reuses", list) if "reuses" in br.fields else []
        if not all(isinstance(n, str) for n in reuses):
            raise ScheduleError(f"smem.buffers[{i}].reuses must list buffer names")
        offset = br.get("offset", int)
        if offset < 0:
            raise ScheduleError(f"smem.buffers[{i}].offset must not be negative, got {offset}")
        buffers.append(Placement(br.get("name", str), br.get("part", int), offset,
                                 br.positive("bytes"), list(reuses)))
    plan = SmemPlan(buffers, r.get("budget", int) if "budget" in r.fields else 0,
                    [_global_slot(d, i) for i, d in enumerate(r.get("downgraded", list))]
                    if "downgraded" in r.fields else [])
    names = [b.name for b in buffers] + [d.name for d in plan.downgraded]
    if len(set(names)) != len(names):
        raise ScheduleError(f"smem buffer names repeat: {names}")
    for b in buffers:
        unknown = [n for n in b.reuses if n not in names]
        if unknown:
            raise ScheduleError(f"smem buffer {b.name} reuses {unknown[0]}, which is not a buffer")
    for key, value in (("arena_bytes", plan.arena_bytes),
                       ("bytes_without_reuse", plan.bytes_without_reuse)):
        if r.get(key, int) != value:
            raise ScheduleError(f"smem.{key} is {r.get(key, int)}; its buffers make it {value}")
    return plan


def _global_slot(fields, i: int) -> GlobalSlot:
    r = _Reader(fields, f"smem.downgraded[{i}]")
    return GlobalSlot(r.get("name", str), r.get("part", int), r.positive("elements"),
                      r.get("traffic", int))


def _check_schedule(s: Schedule) -> None:
    if s.smem is not None and s.smem.arena_bytes != s.shared_bytes:
        raise ScheduleError(f"launch.shared_bytes is {s.shared_bytes} but the smem arena is "
                            f"{s.smem.arena_bytes} bytes")
    if not s.groups or not s.parts:
        raise ScheduleError("a schedule needs at least one part and one group")
    if s.register_bound and not 16 <= s.register_bound <= 255:  # ptxas's .maxnreg range
        raise ScheduleError(f"launch.register_bound must be 16 to 255 registers per thread, "
                            f"got {s.register_bound}")
    _check_cluster(s)
    names = [g.name for g in s.groups]
    if len(set(names)) != len(names):
        raise ScheduleError(f"group names repeat: {names}")
    first = 0
    for i, part in enumerate(s.parts):
        if part.first_block != first:
            raise ScheduleError(f"parts[{i}] starts at block {part.first_block}; the parts tile "
                                f"the grid in order, so it must start at block {first}")
        first += part.grid
        if not s.part_groups(i):
            raise ScheduleError(f"parts[{i}] has no group")
    if first != s.grid:
        raise ScheduleError(f"the parts cover {first} blocks but the launch grid is {s.grid}")
    for g in s.groups:
        if not 0 <= g.part < len(s.parts):
            raise ScheduleError(f"group {g.name} names part {g.part}; there are {len(s.parts)}")
        if g.mapping.block != s.block:
            raise ScheduleError(f"group {g.name}'s mapping uses {g.mapping.block} threads per "
                                f"block but the launch block is {s.block}")
        _check_covers(g, s.parts[g.part].grid)
    _check_template_string(s)


def _check_cluster(s: Schedule) -> None:
    """Cluster barriers need the launch's clusters, which tile the grid."""
    if not 1 <= s.cluster <= MAX_CLUSTER:
        raise ScheduleError(f"launch.cluster: at most {MAX_CLUSTER} blocks per cluster, got "
                            f"{s.cluster}")
    if s.grid % s.cluster:
        raise ScheduleError(f"launch.cluster: clusters of {s.cluster} blocks do not tile the "
                            f"grid of {s.grid} blocks")
    for i, part in enumerate(s.parts):
        if "cluster" in part.phases and s.cluster == 1:
            raise ScheduleError(f"parts[{i}] ends a phase with a cluster barrier but the "
                                f"launch has no clusters (launch.cluster)")


def _check_template_string(s: Schedule) -> None:
    """The template string is what the report shows: it must say what the groups do."""
    from .template import format_group, parse_template  # template.py imports this module

    try:
        specs = {spec.dominant: spec for spec in parse_template(s.template_string)}
    except ScheduleError as e:
        raise ScheduleError(f"template_string: {e}") from None
    for g in s.groups:
        spec, grid = specs.pop(g.dominant, None), s.parts[g.part].grid
        if spec is None or spec.mapping != g.mapping or spec.grid != grid:
            said = f"says {spec.text!r}" if spec else f"has no spec for {g.dominant}"
            expected = format_group(g, grid, spec is not None and spec.text.endswith("S"))
            raise ScheduleError(f"template_string {said}; group {g.name}'s mapping and part "
                                f"make it {expected.rstrip(';')!r}")
    if specs:
        raise ScheduleError(f"template_string names {', '.join(specs)}, which lead no group")


def _check_covers(g: Group, grid: int) -> None:
    """The mapping's blocks and threads cover the group's domain exactly once."""
    m = g.mapping
    if m.kind == "row":
        rows, n = prod(g.domain[:-1]), g.domain[-1]
        need_k = -(-n // (m.threads_per_row * m.split))
        if m.split > 1 and m.rows_per_block != 1:
            raise ScheduleError(f"group {g.name}: a row split over {m.split} blocks takes one "
                                f"row per block, not rows_per_block = {m.rows_per_block}")
        if m.split > 1 and m.vertical > 1:
            raise ScheduleError(f"group {g.name}: a row split over {m.split} blocks cannot also "
                                f"take {m.vertical} tiles of rows per block (vertical)")
        if m.threads_per_row & (m.threads_per_row - 1):
            raise ScheduleError(f"group {g.name}: threads_per_row {m.threads_per_row} is not a "
                                f"power of two (the row reduction is a shuffle tree)")
        if m.elems_per_thread != need_k:
            blocks = f" x {m.split} blocks" if m.split > 1 else ""
            raise ScheduleError(f"group {g.name}: rows of {n} over {m.threads_per_row} threads"
                                f"{blocks} take elems_per_thread = {need_k}, not "
                                f"{m.elems_per_thread}")
        need = -(-(-(-rows // m.rows_per_block)) // m.vertical) * m.split
    elif m.kind == "flat":
        need = -(-prod(g.domain) // (m.threads * m.elems_per_thread))
    elif m.kind == "column":
        c = m.cols_per_block
        if m.threads % WARP or c < 1 or c & (c - 1) or m.threads % c \
                or not 0 < m.reduced_dims <= len(g.domain):
            raise ScheduleError(f"group {g.name}: a column mapping needs whole warps of "
                                f"threads, a power of two of columns per block dividing them and "
                                f"reduced_dims between 1 and the domain's rank")
        need = -(-prod(g.domain[m.reduced_dims:]) // m.cols_per_block) * m.split
    elif m.kind == "reduce":
        if m.threads & (m.threads - 1) or not WARP <= m.threads <= 1024:
            raise ScheduleError(f"group {g.name}: a reduce block is a power of two from {WARP} "
                                f"to 1024 threads (a shuffle tree per warp, then one partial per "
                                f"warp), not {m.threads}")
        return  # its grid follows from the op's parallel loops (checked when built)
    else:
        if not 1 <= m.threads <= 1024:
            raise ScheduleError(f"group {g.name}: a loop block is 1 to 1024 threads, not "
                                f"{m.threads}")
        return  # its grid follows from the op's parallel loops (checked when built)
    if grid != need:
        raise ScheduleError(f"group {g.name}: its mapping needs a grid of {need} blocks over "
                            f"{g.domain}, its part has {grid}")



class _Reader:
    """Typed access to one dictionary of a schedule attribute, naming `where` in errors."""

    def __init__(self, fields, where: str):
        if not isinstance(fields, dict):
            raise ScheduleError(f"{where} must be a dictionary")
        self.fields, self.where = fields, where

    def get(self, key: str, kind: type):
        if key not in self.fields:
            raise ScheduleError(f"{self.where} has no field '{key}'")
        value = self.fields[key]
        if kind is list and isinstance(value, list) or \
                kind is int and isinstance(value, int) and not isinstance(value, bool) or \
                kind not in (list, int) and isinstance(value, kind):
            return value
        raise ScheduleError(f"{self.where}.{key} must be {kind.__name__}, got {value!r}")

    def positive(self, key: str) -> int:
        value = self.get(key, int)
        if value <= 0:
            raise ScheduleError(f"{self.where}.{key} must be positive, got {value}")
        return value

    def choice(self, key: str, choices: tuple) -> str:
        value = self.get(key, str)
        if value not in choices:
            raise ScheduleError(f"{self.where}.{key}: unknown value {value!r} (expected "
                                f"{' | '.join(choices)})")
        return value

    def dim3(self, key: str) -> int:
        value = self.get(key, list)
        if len(value) != 3 or value[1:] != [1, 1] or not isinstance(value[0], int) or value[0] <= 0:
            raise ScheduleError(f"{self.where}.{key} must be [n, 1, 1] with n > 0, got {value}")
        return value[0]
