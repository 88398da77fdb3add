"""Shared-memory planning of a scheduled kernel (FusionStitching's dominance-tree reuse).

Every shared buffer a kernel's codegen asks for is listed here with its size and live range,
then given an offset in ONE workgroup arena:

  buffers     what each template allocates (one source of truth for the codegen, which asks
              for them by name, and for the figure without reuse):
                row      p<n>.red       per-warp partials, reused by every phase (several warps
                                        per row only)
                         p<n>.<value>   one slot per row (rows per block floats) for each row
                                        value other threads or phases read
                         p<n>.colsums   the block's rows' column-sum partials (rows > 1)
                         p<n>.<gemm>.rows  the block's rows a vector GEMM (P·V) contracts
                         p<n>.<gemm>.in<i>  input i of a GEMM staged in shared memory (a
                                        full GEMM's rows or chunk of columns, a vector
                                        GEMM's chunk of V: gemm_tiles.py)
                         p<n>.<gemm>.tiles  a tensor-core GEMM's results, from its warps'
                                        tiles to the threads' slots (mma_tiles.py)
                column   p<n>.partials  per-warp partials of each phase's reductions
                         p<n>.<value>   a slot per column for each value a later pass reads
                reduce   p0.red         per-warp partials (several warps)
              <value> is the producing op's stitch.op_schedule name (`#i` for result i of a
              multi-result op).
  live ranges in *epochs*: the block barriers a thread has passed within one tile of rows (a
              tile's end has a barrier when the part uses shared memory, so tiles repeat the
              same ranges). A buffer lives from the epoch of its first write to that of its
              last read; the model follows the barrier sequence of codegen/fusion_kernel.py,
              column_kernel.py and column_sums.py.
  dominance   the immediate dominators (networkx, Cooper-Harvey-Kennedy) of the part's
              data-flow graph: its ops, an edge per value one reads from another, and a virtual
              entry before every op that reads nothing computed in the part.
  offsets     first fit in order of first write: buffer B may take bytes of an earlier buffer A
              only when A's op dominates B's op and A's last read is in an earlier epoch than
              B's first write (a barrier lies between): FusionStitching's rule. Parts of a
              packed kernel never run in the same block, so each starts at offset 0 and the
              arena is the largest part's, not their sum.

  budget      (AStitch) the bytes per block that keep the launch's blocks per wave
              (`occupancy.shared_budget`) or a tighter one asked for. While the arena is over
              it, one row value at a time leaves shared memory for a per-block region of the
              kernel's global scratch (the regional scheme downgraded to global; the block
              barrier that published it still orders it, since the same block reads it): of
              the moves that shrink the arena (or one packed part's), the one adding the least
              traffic. Partials and column sums stay in shared memory.

No IR is rewritten here; passes/stitch_smem_plan.py records the plan in the schedule.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import networkx as nx

from .fusion_domain import WARP, FusionShape, broadcast_values, producer

ENTRY = "entry"  # the virtual entry node of a part's data-flow graph

ELEMENT_BYTES = {"f64": 8, "i64": 8, "f32": 4, "i32": 4, "f16": 2, "bf16": 2, "i16": 2,
                 "i8": 1, "i1": 1}


@dataclass
class SharedBuffer:
    """One buffer the codegen asks for: `count` elements of `element`, live in epochs
    [first, last] of its part; `op` defines it (its dominance decides reuse)."""
    name: str
    part: int
    count: int
    element: str
    op: object
    first: int
    last: int
    reader: str = ""  # what reads it last, for the report
    traffic: int = 0  # a row value's slot: the bytes its move to global memory would add

    @property
    def bytes(self) -> int:
        return self.count * ELEMENT_BYTES[self.element]

    @property
    def align(self) -> int:
        return ELEMENT_BYTES[self.element]


@dataclass
class Placement:
    name: str
    part: int
    offset: int
    bytes: int
    reuses: list = field(default_factory=list)  # names of buffers whose bytes it takes over

    def fields(self) -> dict:
        return {"name": self.name, "part": self.part, "offset": self.offset,
                "bytes": self.bytes, "reuses": list(self.reuses)}


@dataclass
class GlobalSlot:
    """A row value downgraded to global memory: `elements` per block in the kernel's global
    scratch, stored by each row's leader and loaded by its threads after the block barrier;
    `traffic` is the bytes the move adds (those stores and one load per warp of a row)."""
    name: str
    part: int
    elements: int
    traffic: int

    def fields(self) -> dict:
        return {"name": self.name, "part": self.part, "elements": self.elements,
                "traffic": self.traffic}


@dataclass
class SmemPlan:
    buffers: list  # Placement, by part then first write
    budget: int = 0  # bytes per block the arena should stay within (0: not planned)
    downgraded: list = field(default_factory=list)  # GlobalSlot, in the order they moved

    @property
    def arena_bytes(self) -> int:
        return max((b.offset + b.bytes for b in self.buffers), default=0)

    @property
    def bytes_without_reuse(self) -> int:
        """Every buffer its own bytes and packed parts side by side: the sum of the sizes."""
        return sum(b.bytes for b in self.buffers)

    @property
    def part_arenas(self) -> tuple:
        """Each part's arena (bytes up to its last buffer's end), by part."""
        ends = {}
        for b in self.buffers:
            ends[b.part] = max(ends.get(b.part, 0), b.offset + b.bytes)
        return tuple(ends[p] for p in sorted(ends))

    def fields(self) -> dict:
        return {"arena_bytes": self.arena_bytes, "bytes_without_reuse": self.bytes_without_reuse,
                "budget": self.budget, "downgraded": [d.fields() for d in self.downgraded],
                "buffers": [b.fields() for b in self.buffers]}

    def offsets(self) -> dict:
        return {b.name: b for b in self.buffers}


# names ------------------------------------------------------------------------------------
def value_buffer_name(part: int, value, op_name: str) -> str:
    """The slot of row/column value `value` (a result of the op the schedule names
    `op_name`) in part `part`."""
    op = producer(value)
    suffix = f"#{list(op.results).index(value)}" if len(op.results) > 1 else ""
    return f"p{part}.{op_name}{suffix}"


def red_name(part: int) -> str:
    return f"p{part}.red"


def vector_rows_name(part: int, op_name: str) -> str:
    """The rows a vector GEMM (P·V) of part `part` contracts."""
    return f"p{part}.{op_name}.rows"


def staged_name(part: int, op_name: str, operand: int) -> str:
    """Input `operand` of a GEMM of part `part` staged in shared memory."""
    return f"p{part}.{op_name}.in{operand}"


def mma_result_name(part: int, op_name: str) -> str:
    """The tiles a tensor-core GEMM of part `part` leaves for the threads' slots."""
    return f"p{part}.{op_name}.tiles"


def partials_name(part: int) -> str:
    return f"p{part}.partials"


def colsums_name(part: int) -> str:
    return f"p{part}.colsums"


# the buffers each template asks for, with live ranges --------------------------------------
def part_buffers(shape: FusionShape, part: int, op_name) -> list:
    """SharedBuffers of one part; `op_name(op)` is the op's schedule name."""
    if shape.template == "row":
        return _row_buffers(shape, part, op_name)
    if shape.template == "column":
        return _column_buffers(shape, part, op_name)
    return []


def _row_buffers(shape: FusionShape, part: int, op_name) -> list:
    """First each staged full GEMM (codegen/gemm_tile.py): its operands stored, barrier, summed,
    barrier [on tensor cores: the tiles stored, barrier, read into the slots]. Then per phase
    (codegen/fusion_kernel.py RowPart._phase): the warps store their partials, barrier; [split rows: block partials to global, grid barrier;] the leader reads
    the partials and writes the row values' slots, barrier; every thread loads the slots.
    After the phases each vector GEMM: P's rows [and V's chunk] stored, barrier, contracted
    [, barrier]."""
    threads, elems, rows = shape.thread_mapping()
    warps = threads // WARP if threads > WARP else 0
    slots = broadcast_values(shape)
    buffers, red = [], None
    epoch = 0
    for info, _, staged in shape.tiled_gemms():
        for s in staged:
            buffers.append(SharedBuffer(staged_name(part, op_name(info.op), s.index), part,
                                        s.count, "f32", info.op, epoch, epoch + 1,
                                        "the block's threads of the GEMM"))
        epoch += 2
        tiles = shape.mma_tiles(info)
        if tiles:
            buffers.append(SharedBuffer(mma_result_name(part, op_name(info.op)), part,
                                        tiles.result_count, "f32", info.op, epoch, epoch + 1,
                                        "every thread's slots of the GEMM"))
            epoch += 1
    for phase in range(shape.phases + 1):
        reds = shape.reductions(phase) if phase else []
        row_ops = shape.row_ops(phase)
        if not reds and not row_ops:
            continue
        if warps and reds:
            if red is None:
                red = SharedBuffer(red_name(part), part,
                                   shape.max_reductions_per_phase() * rows * warps, "f32",
                                   reds[0].op, epoch, epoch)
                buffers.append(red)
            epoch += 1  # the partials' barrier
            red.last, red.reader = epoch, f"the leaders of phase {phase}"
        if shape.split > 1 and reds:
            epoch += 1  # the grid barrier after the block partials
        produced = [info.op.results[0] for info in reds] + \
            [r for info in row_ops for r in info.op.results]
        for value in produced:
            if value in slots and value not in shape.global_values:
                buffers.append(SharedBuffer(
                    value_buffer_name(part, value, op_name(producer(value))), part, rows, "f32",
                    producer(value), epoch, epoch + 1, f"every thread after phase {phase}",
                    row_value_traffic(shape)))
        epoch += 1  # the row values' barrier
    for info in shape.vector_gemms():  # after the phases: rows stored, barrier, contracted
        buffers.append(SharedBuffer(vector_rows_name(part, op_name(info.op)), part,
                                    rows * shape.domain[-1], "f32", info.op, epoch, epoch + 1,
                                    "the row's threads of the GEMM"))
        _, staged = shape.vector_staging(info)
        if staged is not None:  # V's chunks: stored with the rows, barrier, read, barrier
            buffers.append(SharedBuffer(staged_name(part, op_name(info.op), staged.index), part,
                                        staged.count, "f32", info.op, epoch, epoch + 1,
                                        "the block's threads of the GEMM"))
            epoch += 1
        epoch += 1
    if shape.vertical > 1 and shape.exchanges_in_block:
        epoch += 1  # the barrier ending each tile
    sums = shape.column_sums()
    if sums and rows > 1:
        buffers.append(SharedBuffer(colsums_name(part), part,
                                    len(sums) * rows * threads * elems, "f32", sums[0].op,
                                    epoch, epoch + 1, "the first row of threads"))
    return buffers


def row_value_traffic(shape: FusionShape) -> int:
    """Bytes a row value adds through global memory when it leaves shared memory: per row and
    tile, the leader's store and one load per warp of the row (its lanes share the address)."""
    threads, _, rows = shape.thread_mapping()
    loads = max(1, threads // WARP)
    return 4 * rows * (1 + loads) * shape.grid * shape.vertical


def global_slots(shape: FusionShape, part: int, op_name) -> list:
    """GlobalSlots of the row values `shape` keeps in global memory (`shape.global_values`)."""
    if not shape.global_values:
        return []
    rows = shape.thread_mapping()[2]
    return [GlobalSlot(value_buffer_name(part, v, op_name(producer(v))), part, rows,
                       row_value_traffic(shape))
            for v in broadcast_values(shape) if v in shape.global_values]  # program order


def _column_buffers(shape: FusionShape, part: int, op_name) -> list:
    """Per phase (codegen/column_kernel.py): the rows of threads store their partials,
    barrier; the first row adds them [split: to global, grid barrier] and writes the slots of
    the values later passes read, barrier; every thread loads them."""
    threads, cols = shape.thread_mapping()
    rows = threads // max(cols, WARP)
    shared = broadcast_values(shape)  # in global scratch when split (no buffer here)
    count = shape.max_reductions_per_phase() * rows * cols
    partials = SharedBuffer(partials_name(part), part, count, "f32", shape.reductions()[0].op,
                            0, 0)
    buffers = [partials]
    epoch = 0
    for phase in range(1, shape.phases + 1):
        epoch += 1  # the partials' barrier
        partials.last, partials.reader = epoch, f"the first row of phase {phase}"
        if shape.split > 1:
            epoch += 1  # the grid barrier after the block partials
        later = [v for v in shared if shape.level[producer(v)] == phase]
        for value in later if shape.split == 1 else []:
            buffers.append(SharedBuffer(
                value_buffer_name(part, value, op_name(producer(value))), part, cols, "f32",
                producer(value), epoch, epoch + 1, f"every thread after phase {phase}"))
        if later or phase < shape.phases:
            epoch += 1
    return buffers


def reduce_buffers(threads: int, element: str) -> list:
    """The reduce kernel's warp partials (codegen/reduce_kernel.py), in `element` (the
    reduction's register type)."""
    warps = threads // WARP
    if warps <= 1:
        return []
    return [SharedBuffer(red_name(0), 0, warps, element, None, 0, 1, "the first warp")]


# dominance --------------------------------------------------------------------------------
def dominator_tree(shape: FusionShape) -> dict:
    """op -> its immediate dominator (ENTRY for the ops that read nothing of the part)."""
    members = {i.op for i in shape.infos}
    graph = nx.DiGraph()
    graph.add_node(ENTRY)
    for info in shape.infos:
        graph.add_node(info.op)
        sources = {o.source for o in info.inputs + info.outputs
                   if o.is_tensor and o.source in members}
        for src in sources:
            graph.add_edge(src, info.op)
        if not sources:
            graph.add_edge(ENTRY, info.op)
    idom = nx.immediate_dominators(graph, ENTRY)
    idom.pop(ENTRY, None)
    return idom


def dominates(idom: dict, a, b) -> bool:
    """Every path from the entry to `b` passes through `a` (a == b included)."""
    if a is None or b is None:
        return False
    while b in idom:
        if b == a:
            return True
        b = idom[b]
    return False


# offsets ----------------------------------------------------------------------------------
def place(buffers: list, idom: dict) -> list:
    """Placements of one part's buffers from offset 0 (first fit in order of first write)."""
    placed = []  # (SharedBuffer, Placement)
    for b in sorted(buffers, key=lambda b: (b.first, -b.bytes, b.name)):
        may_reuse = {p.name for a, p in placed if a.last < b.first and dominates(idom, a.op, b.op)}
        busy = sorted((p.offset, p.offset + p.bytes) for _, p in placed if p.name not in may_reuse)
        offset = _first_fit(busy, b.bytes, b.align)
        reuses = [p.name for _, p in placed if p.name in may_reuse
                  and p.offset < offset + b.bytes and offset < p.offset + p.bytes]
        placed.append((b, Placement(b.name, b.part, offset, b.bytes, reuses)))
    return [p for _, p in placed]


def _first_fit(busy: list, size: int, align: int) -> int:
    """The lowest offset (a multiple of `align`) where `size` bytes miss every busy range."""
    for candidate in [0] + [end for _, end in busy]:
        offset = -(-candidate // align) * align
        if all(offset + size <= lo or hi <= offset for lo, hi in busy):
            return offset
    raise AssertionError("unreachable: past the last busy range everything is free")


def plan_parts(parts: list) -> SmemPlan:
    """The arena plan of a kernel: `parts` lists (buffers, idom) per part."""
    placements = []
    for buffers, idom in parts:
        placements += place(buffers, idom)
    return SmemPlan(placements)


def plan_within(parts: list, budget: int, kept_global: list = (),
                every: bool = False) -> SmemPlan:
    """The arena plan of `parts` ((buffers, idom) per part) with row values moved to global
    memory one at a time while the arena is over `budget`: each time, of the moves that
    shrink the arena (or else a packed part's), the one adding the least traffic; when none
    does (values sharing a slot leave it only together), the least traffic. Out of moves and
    still over, only the moves up to the smallest arena stay. `kept_global` (GlobalSlots) are
    the values the schedule already keeps there; `every`: move every row value (testing)."""
    moved = [b for buffers, _ in parts for b in buffers if b.traffic] if every else []
    plan = plan_parts(_without(parts, moved))
    best = (_size(plan), len(moved), plan)  # the smallest arena so far, after how many moves
    while plan.arena_bytes > budget:
        options = []
        for buffers, _ in parts:
            for b in buffers:
                if b.traffic and b not in moved:
                    trial = plan_parts(_without(parts, moved + [b]))
                    options.append((_size(trial) >= _size(plan), b.traffic, _size(trial),
                                    b.name, b, trial))
        if not options:
            break
        *_, chosen, plan = min(options, key=lambda o: o[:4])
        moved.append(chosen)
        if _size(plan) < best[0]:
            best = (_size(plan), len(moved), plan)
    if plan.arena_bytes > budget:  # out of moves: keep those that shrank the arena
        _, count, plan = best
        moved = moved[:count]
    plan.budget = budget
    plan.downgraded = list(kept_global) + [GlobalSlot(b.name, b.part, b.count, b.traffic)
                                           for b in moved]
    return plan


def _size(plan: SmemPlan) -> tuple:
    return plan.arena_bytes, sorted(plan.part_arenas, reverse=True)


def _without(parts: list, moved: list) -> list:
    names = {b.name for b in moved}
    return [([b for b in buffers if b.name not in names], idom) for buffers, idom in parts]


def kernel_buffers(shapes: list, op_name) -> "tuple[list, list]":
    """((buffers, idom) per part, GlobalSlots) of a fusion kernel whose parts are the
    FusionShapes `shapes`: what it asks for in shared memory and keeps in global memory."""
    parts, slots = [], []
    for number, shape in enumerate(shapes):
        parts.append((part_buffers(shape, number, op_name), dominator_tree(shape)))
        slots += global_slots(shape, number, op_name)
    return parts, slots
