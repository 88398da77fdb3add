"""Can a set of linalg ops become one stitched kernel, and with which template?

A *row* fusion has one iteration domain (D..., N) whose last loop is reduced by its row
reductions (or, without reductions, whose rows get values that row ops compute once per row,
e.g. a heavy op before a broadcast); every member is a row reduction over that domain, a
*full* elementwise op over it, or a *row* elementwise op over (D...). Values flow between
members only in the ways a block that owns whole rows can keep local: full -> full at the
same index (registers), row -> full or row -> row through the row's broadcast (shared
memory). A row fusion may also hold *column* sums of its domain (reductions of every loop
but the last, e.g. LayerNorm backward's dgamma beside dx's row sums): each thread folds its
row elements into its columns' partials, the blocks' partials meet after a grid barrier at
the kernel's end (codegen/column_sums.py), and each block takes as many tiles of rows in turn
(vertical packing) as keep its grid within one wave. The column sums may be *read back* when
every tile of rows is resident at once (one tile per block, the grid within one wave:
AStitch's `t * sigmoid((t * w).sum(0))`): *column_op* elementwise ops over the row's loop
(N,) compute on the totals, once per column, by the thread that adds them up, and publish
what the rows read to global scratch; after one more barrier, *late* elementwise ops over the
domain combine them (read along the rows) with the full and row values each thread still
holds. A row fusion may also hold *totals* of its rows: reductions of a row value over every
row into one scalar (cross entropy's mean over its rows), which the rows' leaders fold, the
blocks' partials added up at the kernel's end by the last block to finish (codegen/row_totals.py:
no grid barrier, so any grid and split rows too), and scalar *total_op*s computed on them by the
thread that adds them up. Without row
reductions, full GEMMs computing the summed elements make it a row fusion
too (a Linear's input gradient, the activation's derivative and the bias gradient). A *flat* fusion is a set of elementwise ops over one domain (no reductions).
Anything else is rejected with a reason, which the planner uses to keep ops apart and the
report to explain why.

A *column* fusion reduces the leading loops (L...) of one domain (L..., C...) and keeps the
rest: its members are those column reductions (same domain, same loops reduced), *full*
elementwise ops over the domain that feed them or are outputs, and *kept* elementwise ops over
(C...) that read their results. Threads run along the kept positions (coalesced), blocks may
split the reduced positions (codegen/column_kernel.py). A reduction of every loop of a domain
of rank >= 2 to a scalar is the column template with no kept loop (one column, all threads of
all blocks down it); a 1-D one is a row reduction.

A *kernel* may pack several independent parts (FusionStitching's kernel packing, AStitch's
remote stitching): sets of ops with no data flow between them, each a row or flat fusion,
launched as one grid in which every part owns a contiguous range of blocks. All parts share
one block size, so each part's mapping adapts to it (`analyze_kernel`).

A row fusion may hold small GEMMs (FusionStitching's block composition: attention's
QKᵀ -> scale -> mask -> softmax -> PV as one kernel). A *full* GEMM computes elements of the
domain, each by its own loop over k (k <= MAX_FUSED_K) from operands in memory, read through
their index maps (the head split folded in): the row's elements in registers as usual. A
*vector* GEMM contracts the rows of a full value with a matrix from memory (P·V): after the
last phase the row goes to shared memory (rows <= MAX_VECTOR_ROW elements) and the row's
threads compute its <= MAX_VECTOR_WIDTH outputs, each a loop over the row, stored through the
GEMM's output map (the head merge folded in); a norm's projections are vector GEMMs too (the
normalized row against a weight). Elementwise ops that read a vector GEMM's result element for
element (a gate, a bias, the rounding to bf16) are its *epilogue*: computed by the thread that
sums the output, in registers, before the store (`epilogue_loops`); one reading several vector
GEMMs that arrange their outputs alike (SwiGLU's silu(gate) * up) is the epilogue of them all.
Nothing else in the fusion reads a vector GEMM's result, and a full GEMM reads nothing computed
in the fusion.

A row longer than one block holds in registers (1024 threads x LONG_ROW_ELEMS_PER_THREAD) is
split over several blocks (AStitch's task splitting): the S <= MAX_CLUSTER_BLOCKS blocks of a
row form a thread-block cluster (sm_90); each reduces its slice, the partials meet in global
memory after a cluster barrier, so the grid may be any number of waves (only a cluster is
co-scheduled) and the part runs alone (its clusters start at block 0).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from mlir import ir

from .gemm_tiles import (StagedOperand, choose_k_tile, choose_vector_k_tile, staged_matrix,
                         staged_operands)
from .linalg_info import LinalgInfo, is_projection, linalg_info, result_number
from .mma_tiles import MMA_K, MmaTiles, has_mma_operands, mma_refusal, mma_tiles
from .op_class import is_gemm
from .occupancy import MAX_SHARED_BYTES, WARP, target as occupancy_target

MAX_ELEMS_PER_THREAD = 8  # register-cached row elements per thread (unrolled)
MAX_THREADS_PER_ROW = 1024
LONG_ROW = MAX_ELEMS_PER_THREAD * MAX_THREADS_PER_ROW  # longer rows: 1024 threads per block
# elements per thread of a long row: a 1024-thread block has at most 64 registers per thread
# (ptxas honours .maxntid 1024), enough for 16 cached elements and the values derived from them
LONG_ROW_ELEMS_PER_THREAD = 16
# blocks of a row split over a thread-block cluster: the most a cluster takes without the
# non-portable size opt-in (cudaFuncAttributeNonPortableClusterSizeAllowed)
MAX_CLUSTER_BLOCKS = occupancy_target("sm_90").max_cluster_blocks
# blocks resident at once whatever their registers and (<= 48 KiB) shared memory: one per SM
# of the target (sm_90: H100 and H200); the most a grid-barrier launch may take without ptxas
WAVE_BLOCKS = occupancy_target("sm_90").sms
FLAT_BLOCK = 256
MAX_FUSED_K = 128  # a fused full GEMM's loop per element (attention's head dim)
MAX_VECTOR_ROW = 512  # a row a vector GEMM contracts, kept in shared memory (the sequence)
# outputs per row of a vector GEMM (attention's head dim, a small model's QKV or MLP); the
# cost model charges its multiply-adds, so wide or many rows still go to the library
MAX_VECTOR_WIDTH = 256
# Values that stitched kernels compute in f32 registers (f16/bf16 loads extend, stores round
# once): they pass through f32 shuffles and f32 shared memory.
F32_REGISTER_TYPES = ("f32", "f16", "bf16")


# roles whose values live in the registers of the thread that computes them (an operand op's
# where a GEMM's staging reads it)
LOCAL_ROLES = ("full", "vector", "epilogue", "late", "operand")
# a row part's values per column, complete after every row: other threads read them through
# global scratch, never a shared slot
COLUMN_LEVEL_ROLES = ("column", "column_op")
# a row part's reductions of a row value over every row, and the scalar ops on them: complete
# after every row, computed by one thread at the kernel's end, read by nothing else
TOTAL_ROLES = ("total", "total_op")


class Rejected(ValueError):
    """The ops cannot form one kernel of a supported template; the message says why."""


@dataclass
class FusionShape:
    template: str  # "row" | "flat"
    domain: tuple
    # op -> "full" | "row" | "reduce" | "column" | "vector" | "epilogue" | "column_op" | "late"
    # | "operand" (| "kept": column)
    role: dict = field(default_factory=dict)
    level: dict = field(default_factory=dict)  # op -> phase that makes its value available
    infos: list = field(default_factory=list)  # LinalgInfo in program order
    block: int = 0  # threads per block of the kernel running this fusion
    mapping: tuple | None = None  # a thread mapping given by the schedule (else derived)
    shared_values: list | None = None  # row values in shared memory, given by the schedule
    split: int = 1  # blocks per row (task splitting: partials combined after a grid barrier)
    reduced_dims: int = 0  # column template: how many leading loops the reductions reduce
    vertical: int = 1  # row template: tiles of rows each block takes in turn (vertical packing)
    # row template: shared values the smem plan moved to per-block global scratch (AStitch's
    # regional scheme downgraded to global); still published and read around a block barrier
    global_values: frozenset = frozenset()
    # row template: GEMM op -> the chunk its operands are staged in (gemm_tiles.py; 0: loaded
    # from memory), given by the schedule (else chosen)
    k_tiles: dict | None = None
    # row template: the staged GEMMs tensor cores compute (mma_tiles.py), given by the
    # schedule (else chosen)
    mma: frozenset | None = None

    @property
    def phases(self) -> int:
        return max((self.level[i.op] for i in self.infos if self.role[i.op] == "reduce"), default=0)

    def gemm_part(self, info: LinalgInfo) -> str:
        """The part GEMM-related op `info` plays (stitch.op_schedule's role): "full" for a GEMM
        computing the domain's elements, "vector" for one contracting the kernel's rows,
        "epilogue" for an op on vector GEMMs' outputs; "" for every other op."""
        role = self.role.get(info.op, "")
        if role == "full":
            return "full" if is_gemm(info) else ""  # else an elementwise op over the domain
        return role if role in ("vector", "epilogue", "operand") else ""

    def reductions(self, level: int | None = None) -> list:
        return [i for i in self.infos if self.role[i.op] == "reduce"
                and (level is None or self.level[i.op] == level)]

    def row_ops(self, level: int) -> list:
        return [i for i in self.infos if self.role[i.op] == "row" and self.level[i.op] == level]

    def vector_gemms(self) -> list:
        """A row part's GEMMs that contract its rows (P·V), computed after the last phase."""
        return [i for i in self.infos if self.role[i.op] == "vector"]

    def epilogue(self, gemms: list) -> list:
        """(op, the vector GEMM it runs after, the GEMM loop each of its loops runs at) for
        the epilogue ops of vector GEMMs `gemms` (infos of this part), in program order."""
        ops = [i for i in self.infos if self.role[i.op] == "epilogue"]
        return [(i, gemm, loops) for i in ops for gemm, loops in [epilogue_loops(self, i)]
                if gemm in gemms]

    def vector_clusters(self) -> list:
        """The vector GEMMs in sets that run together, in program order: GEMMs whose outputs
        one epilogue op reads (gate and up of SwiGLU) are summed one after the other and their
        shared epilogue runs on the sums of each output."""
        gemms = self.vector_gemms()
        cluster = {g.op: i for i, g in enumerate(gemms)}
        for info in self.infos:
            if self.role[info.op] == "epilogue":
                joined = sorted({cluster[g] for g in epilogue_pairings(self, info)})
                for g, c in cluster.items():
                    if c in joined:
                        cluster[g] = joined[0]
        return [[g for g in gemms if cluster[g.op] == c] for c in sorted(set(cluster.values()))]

    def tiled_gemms(self) -> list:
        """(info, k_tile, StagedOperands) of a row part's full GEMMs whose operands go through
        shared memory, in program order."""
        if self.template != "row":
            return []
        mapping = self.thread_mapping()
        tiled = []
        for info in self.infos:
            if self.role[info.op] == "full" and is_gemm(info):
                step = MMA_K if has_mma_operands(info) else 1
                k_tile = self._k_tile(info, lambda: choose_k_tile(info, self.domain, mapping,
                                                                  step))
                if k_tile:
                    tiled.append((info, k_tile,
                                  staged_operands(info, self.domain, mapping, k_tile)))
        return tiled

    def vector_staging(self, info) -> "tuple[int, StagedOperand | None]":
        """(k_tile, V's StagedOperand or None) of vector GEMM `info` of this row part."""
        p = vector_operand(info, self.domain)
        mapping = self.thread_mapping()
        k_tile = self._k_tile(info, lambda: choose_vector_k_tile(info, p, self.domain, mapping))
        return k_tile, staged_matrix(info, p, self.domain, mapping, k_tile)

    def mma_tiles(self, info) -> "MmaTiles | None":
        """The tensor-core tiles of staged GEMM `info`, None when it is summed by FMA."""
        return mma_tiles(info, self.thread_mapping()) if info.op in self.mma_gemms() else None

    def mma_gemms(self) -> frozenset:
        """The staged GEMMs of this part that tensor cores compute: the schedule's, or while
        planning every one they can."""
        if self.mma is not None:
            return self.mma
        mapping = self.thread_mapping()
        return frozenset(info.op for info, k_tile, staged in self.tiled_gemms()
                         if not mma_refusal(info, staged, k_tile, mapping))

    def staged_k_tiles(self) -> dict:
        """GEMM op -> its k_tile, for every GEMM of this part whose operands are staged."""
        tiles = {info.op: k_tile for info, k_tile, _ in self.tiled_gemms()}
        for info in self.vector_gemms():
            k_tile, _ = self.vector_staging(info)
            if k_tile:
                tiles[info.op] = k_tile
        return tiles

    def _k_tile(self, info, choose) -> int:
        """The schedule's k_tile of GEMM `info` (0: none), or choose()'s while planning."""
        return self.k_tiles.get(info.op, 0) if self.k_tiles is not None else choose()

    def column_sums(self) -> list:
        """A row part's column reductions (reducing every loop but the row's), combined
        across the blocks after all rows (AStitch's global scheme)."""
        return [i for i in self.infos if self.role[i.op] == "column"]

    def column_ops(self) -> list:
        """A row part's elementwise ops on its column sums' totals, over the row's loop."""
        return [i for i in self.infos if self.role[i.op] == "column_op"]

    def totals(self) -> list:
        """A row part's reductions of a row value over every row to a scalar."""
        return [i for i in self.infos if self.role[i.op] == "total"]

    def total_ops(self) -> list:
        """A row part's scalar ops on its totals."""
        return [i for i in self.infos if self.role[i.op] == "total_op"]

    def late_ops(self) -> list:
        """A row part's elementwise ops over the domain that read column-level values back."""
        return [i for i in self.infos if self.role[i.op] == "late"]

    def read_back(self) -> list:
        """The column-level results (column sums, column ops) that late ops read, in program
        order: published to global scratch for every block's rows."""
        late = {i.op for i in self.late_ops()}
        return [r for i in self.infos if self.role[i.op] in COLUMN_LEVEL_ROLES
                for r in results_read_by(i, late)]

    @property
    def barriers(self) -> list:
        """The barrier ending each phase: block; cluster where a split row's blocks read each
        other's partials; grid where other blocks' values are read otherwise (a split column
        tile's partials; a row part's column sums over several blocks, one last phase); last
        (the last block to finish goes on) where only the totals of rows read every block's
        partial, one last phase."""
        kind = "block" if self.split == 1 else "cluster" if self.template == "row" else "grid"
        barriers = [kind] * self.phases
        if self.template == "row" and self.column_sums():
            barriers.append("grid" if self.grid > 1 else "block")
            if self.late_ops():  # the published column values, before the rows read them
                barriers.append("grid" if self.grid > 1 else "block")
        elif self.template == "row" and self.totals():
            barriers.append("last" if self.grid > 1 else "block")
        return barriers

    @property
    def needs_grid_barrier(self) -> bool:
        return "grid" in self.barriers

    @property
    def cluster_blocks(self) -> int:
        """Blocks per thread-block cluster: a split row's blocks when they meet at cluster
        barriers, else 1 (no cluster)."""
        return self.split if "cluster" in self.barriers else 1

    @property
    def runs_alone(self) -> bool:
        """Whether no other part may share the launch: a grid barrier needs every block of
        it, a cluster's blocks are aligned from block 0, and the last block to finish is
        counted over the launch's blocks."""
        return self.needs_grid_barrier or self.cluster_blocks > 1 or "last" in self.barriers

    # launch geometry for `block` threads per block ------------------------------------
    @property
    def natural_block(self) -> int:
        """The block size this fusion would pick alone."""
        if self.template == "row":
            threads, _, rows = row_mapping(self.domain[-1], split=self.split)
            return threads * rows
        if self.template == "column":
            return COLUMN_BLOCK
        # a tiny domain gets a warp or so: idle lanes would evaluate clamped copies
        return min(FLAT_BLOCK, max(WARP, pow2_ceil(prod(self.domain))))

    def thread_mapping(self) -> tuple:
        """Row: (threads per row, elements per thread, rows per block); flat: (threads,
        elements per thread)."""
        if self.mapping is not None:
            return self.mapping
        if self.template == "row":
            return row_mapping(self.domain[-1], self.block, self.split)
        if self.template == "column":
            return column_mapping(self.domain[self.reduced_dims:], self.block)
        return flat_mapping(prod(self.domain), self.block)

    @property
    def grid(self) -> int:
        if self.template == "row":
            _, _, rows = self.thread_mapping()
            tiles = -(-prod(self.domain[:-1]) // rows)
            return -(-tiles // self.vertical) * self.split
        if self.template == "column":
            _, cols = self.thread_mapping()
            return -(-prod(self.domain[self.reduced_dims:]) // cols) * self.split
        threads, elems = self.thread_mapping()
        return -(-prod(self.domain) // (threads * elems))

    def max_reductions_per_phase(self) -> int:
        return max((len(self.reductions(p)) for p in range(1, self.phases + 1)), default=0)

    @property
    def exchanges_in_block(self) -> bool:
        """Whether threads of a block hand each other values (through shared memory or a
        per-block global slot): a tile that reuses those slots waits for the last readers."""
        return bool(self.shared_bytes or self.global_values)

    @property
    def shared_bytes(self) -> int:
        """Workgroup memory of the row or column template: per-warp partials of each phase's
        reductions (only with several warps per row) and one slot per broadcast row value."""
        if self.template == "column":
            # per column: a partial per warp (or per row of threads) of each phase's
            # reductions, and a slot per shared value (in global scratch when split)
            _, cols = self.thread_mapping()
            partials = self.max_reductions_per_phase() * (self.block // max(cols, WARP))
            slots = len(broadcast_values(self)) if self.split == 1 else 0
            return 4 * (partials + slots) * cols
        if self.template != "row":
            return 0
        threads, elems, rows = self.thread_mapping()
        warps = threads // WARP if threads > WARP else 0
        slots = len([v for v in broadcast_values(self) if v not in self.global_values])
        # the rows of a block meet in shared memory for their column sums' block partial
        columns = len(self.column_sums()) * rows * threads * elems if rows > 1 else 0
        vectors = len(self.vector_gemms()) * rows * self.domain[-1]  # the rows they contract
        mma = self.mma_gemms()
        tiles = sum(s.count for _, _, staged in self.tiled_gemms() for s in staged) + \
            sum(s.count for s in (self.vector_staging(i)[1] for i in self.vector_gemms()) if s) + \
            sum(mma_tiles(i, (threads, elems, rows)).result_count
                for i in self.infos if i.op in mma)
        return 4 * (self.max_reductions_per_phase() * rows * warps + slots * rows + columns
                    + vectors + tiles)


@dataclass
class KernelShape:
    """The independent parts of one kernel (program order of their first op) and the block
    size they share."""
    parts: list  # FusionShape
    block: int

    @property
    def grid(self) -> int:
        return sum(p.grid for p in self.parts)

    @property
    def shared_bytes(self) -> int:
        return sum(p.shared_bytes for p in self.parts)

    def block_offsets(self) -> list:
        """First block of each part: the parts' grids are concatenated."""
        offsets, total = [], 0
        for part in self.parts:
            offsets.append(total)
            total += part.grid
        return offsets


def producer(value: ir.Value):
    """The operation defining `value`, or None for a block argument."""
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


RESHAPES = ("tensor.expand_shape", "tensor.collapse_shape")


def compute_producer(value: ir.Value):
    """The compute op behind `value`, looking through reshapes."""
    op = producer(value)
    while op is not None and op.name in RESHAPES:
        op = producer(op.operands[0])
    return op


def is_fill_value(value: ir.Value) -> bool:
    op = producer(value)
    return op is not None and op.name == "linalg.generic" and linalg_info(op).is_constant_fill()


def broadcast_values(shape: FusionShape) -> list:
    """Row values the leader computes that other threads or later phases read (one shared
    slot each), or those the schedule put in shared memory."""
    if shape.shared_values is not None:
        return shape.shared_values
    members = {i.op for i in shape.infos}
    if shape.template == "column":  # a column's finishing thread computes the kept ops itself
        members = {op for op in members if shape.role[op] != "kept"}
    # full values, vector GEMM sums and their epilogues stay in the registers of their thread
    recomputed = recomputed_row_ops(shape) if shape.template == "row" else set()
    return [r for info in shape.infos
            if shape.role[info.op] not in LOCAL_ROLES + COLUMN_LEVEL_ROLES + TOTAL_ROLES
            and info.op not in recomputed
            for r in results_read_by(info, members)]


def recomputed_row_ops(shape: FusionShape) -> set:
    """The row ops of a row part whose values no shared slot holds (slots hold f32): those of
    integer values (cross entropy's valid-target mask and clamped target per row), cheap and
    computed from memory and such values alone, which every thread reading them computes
    again for its row."""
    found = set()
    for info in shape.infos:  # program order: what one reads is decided
        if shape.role[info.op] != "row" or info.is_heavy() or \
                all(str(o.element_type) in F32_REGISTER_TYPES for o in info.outputs):
            continue
        sources = [o.source for o in info.inputs + info.outputs if o.is_tensor]
        if all(src not in shape.role or src in found for src in sources):
            found.add(info.op)
    return found


def op_placement(shape: FusionShape, op, shared: set) -> "tuple[str, str]":
    """(AStitch scheme, storage) of member `op` of `shape` whose values in `shared` other
    threads or phases read: elementwise ops are local, in registers; row values and reductions
    regional, in shared memory when others read them; whatever blocks hand each other (a split
    row's partials, a split column part's shared values, column sums over several blocks) and
    the row values the smem plan moved out of shared memory global."""
    role = shape.role[op]
    if role in ("full", "epilogue", "late", "operand"):
        return "local", "registers"
    if role == "column_op":  # once per column, published to global scratch for the rows
        return "global", "global"
    if role == "vector":  # its rows are contracted from shared memory
        return "regional", "shared"
    if role in ("column",) + TOTAL_ROLES:  # block partials meet in global memory after a
        return ("global", "global") if shape.grid > 1 else ("regional", "registers")  # grid barrier
    storage = "shared" if any(r in shared for r in op.results) else "registers"
    if storage == "shared" and shape.template == "column" and shape.split > 1:
        return "global", "global"  # other blocks read it (after a grid barrier)
    if any(r in shape.global_values for r in op.results):
        return "global", "global"  # moved out of shared memory by the smem plan's budget
    return ("global" if shape.split > 1 and role == "reduce" else "regional"), storage


def results_read_by(info: LinalgInfo, members: set) -> list:
    """The results of `info`'s op that an op of `members` reads (the others are only
    outputs of the fusion)."""
    return [r for r in info.op.results if any(u.owner.operation in members for u in r.uses)]


def independent_parts(infos: list) -> list:
    """`infos` split into weakly connected components of their producer -> consumer edges
    (constant fills excluded: they are inlined into every reader), each in program order,
    ordered by their first op."""
    infos = [i for i in infos if not i.is_constant_fill()]
    part_of = {}  # op -> representative op (union-find)

    def find(op):
        while part_of[op] is not op:
            part_of[op] = part_of[part_of[op]]
            op = part_of[op]
        return op

    for info in infos:
        part_of[info.op] = info.op
    for info in infos:
        for operand in info.inputs + info.outputs:
            src = operand.source if operand.is_tensor else None
            if src in part_of:
                part_of[find(src)] = find(info.op)
    parts: dict = {}
    for info in infos:
        parts.setdefault(find(info.op), []).append(info)
    return list(parts.values())


def analyze_kernel(infos: list) -> KernelShape:
    """Independent parts of ops `infos` (program order), each analyzed by `analyze_fusion`,
    and the kernel's block size: the largest the parts would pick alone, to which the others
    adapt (more rows per block, more threads). Cheap, builds no IR; raises Rejected."""
    crossing = reshape_between(infos) or gather_between(infos)
    if crossing:
        raise Rejected(crossing)
    groups = independent_parts(infos)
    if not groups:
        raise Rejected("nothing to fuse")
    if len(groups) > 1 and any(column_reduction(i) for i in infos):
        try:  # column reductions of one domain share one pass over it, connected or not
            whole = analyze_fusion(infos)
            return KernelShape([whole], whole.block)
        except Rejected:
            pass
    parts = []
    for number, group in enumerate(groups, 1):
        try:
            parts.append(analyze_fusion(group))
        except Rejected as e:
            if len(groups) == 1:
                raise
            raise Rejected(f"independent part {number} of {len(groups)} "
                           f"(from '{_name(group[0])}'): {e}") from None
    alone = next((p for p in parts if p.runs_alone), None)
    if alone is not None and len(parts) > 1:
        raise Rejected(f"a {alone.template} part {_alone_reason(alone)}; it runs alone, not "
                       f"packed with {len(parts) - 1} other part(s)")
    block = max(p.natural_block for p in parts)
    for part in parts:
        part.block = block
    kernel = KernelShape(parts, block)
    if kernel.shared_bytes > MAX_SHARED_BYTES:
        raise Rejected(f"the {len(parts)} parts need {kernel.shared_bytes} bytes of shared "
                       f"memory per block (at most {MAX_SHARED_BYTES})")
    return kernel


def _alone_reason(shape: FusionShape) -> str:
    """What about `shape` needs the launch to itself."""
    if shape.cluster_blocks > 1:
        return (f"split over {shape.split} blocks per row needs them as a cluster, the "
                f"launch's clusters aligned from block 0")
    if shape.split > 1:
        return (f"split over {shape.split} blocks per column tile needs a grid barrier that "
                f"every block of the launch reaches")
    if shape.needs_grid_barrier:
        return (f"summing columns over {shape.grid} blocks needs a grid barrier that every "
                f"block of the launch reaches")
    return f"totalling its rows counts the launch's blocks to find the last one"


def reshape_between(infos: list) -> "str | None":
    """Why ops `infos` cannot share a kernel because one reads another's result through a
    reshape of real dimensions (unit-dim reshapes are folded away by stitch-normalize), else None.
    A fused kernel indexes values through indexing maps only, so such a reshape is a boundary."""
    members = {i.op for i in infos}
    for info in infos:
        for operand in info.inputs + info.outputs:
            reshape = producer(operand.value)
            if reshape is None or reshape.name not in RESHAPES:
                continue
            source = compute_producer(operand.value)
            if source in members:
                return (f"'{_name(info)}' reads the result of '{where(source)}' through a "
                        f"{reshape.name} of real dimensions (a kernel boundary)")
    return None


def gather_between(infos: list) -> "str | None":
    """Why ops `infos` cannot share a kernel because one gathers (tensor.extract at computed
    positions) from another's result, else None: a thread reads elements other threads or
    blocks compute, so the gathered tensor must come from memory written by an earlier launch."""
    members = {i.op for i in infos}
    for info in infos:
        for value in info.gathered:
            source = compute_producer(value)
            if source in members:
                return (f"'{_name(info)}' gathers (tensor.extract) from the result of "
                        f"'{where(source)}' at computed positions (a kernel boundary)")
    return None


def analyze_fusion(infos: list) -> FusionShape:
    """Template and roles for ops `infos` (program order); raises Rejected."""
    infos = [i for i in infos if not i.is_constant_fill()]
    if not infos:
        raise Rejected("nothing to fuse")
    members = {i.op for i in infos}
    for info in infos:
        if len(info.outputs) != 1 and not info.is_elementwise():
            raise Rejected(f"'{_name(info)}' reduces into {len(info.outputs)} results; the "
                           "stitched templates reduce one value per op")
    gemms = [i for i in infos if is_gemm(i)]
    gemm_ids = set(map(id, gemms))  # a scope group holds 1000s of ops: no list lookups
    reductions = [i for i in infos if i.row_reduction() is not None and id(i) not in gemm_ids]
    totals = _row_totals(reductions)
    reductions = [i for i in reductions if i not in totals]
    columns = [i for i in infos if column_reduction(i) and id(i) not in gemm_ids]
    classified = set(map(id, reductions + totals + columns + gemms))
    others = [i for i in infos if id(i) not in classified]
    for info in others:
        if not info.is_elementwise():
            raise Rejected(f"'{_name(info)}' is neither elementwise nor a row or column reduction")
    if gemms and len(gemms) == len(infos):
        raise Rejected(f"GEMM '{_name(gemms[0])}' alone runs in the library (or the loop kernel)")
    if columns and not reductions and not gemms:
        return _column_shape(infos, columns)
    domains = sorted({_elements(i) for i in infos}, key=len)
    if reductions:
        shape = _row_shape(infos, reductions, reductions[0].ranges, columns, totals)
    elif columns:  # GEMMs computing the elements whose columns are summed (a bias gradient)
        shape = _gemm_column_shape(infos, gemms, columns)
    elif len(domains) == 2 and domains[0] == domains[1][:-1]:
        # ops over rows broadcast into ops over their elements (a heavy op before a broadcast):
        # the row template without reductions computes each row's value once, in its leader
        shape = _row_shape(infos, reductions, domains[1])
    elif len(domains) == 1:  # elementwise ops, and GEMMs computing their elements
        for info in gemms:
            role, why = gemm_role(info, domains[0])
            if role != "full":
                raise Rejected(f"GEMM '{_name(info)}' does not compute the elements of the "
                               f"flat domain {list(domains[0])}: {why}")
        if _stages_gemms(gemms, domains[0]):  # blocks of rows share the GEMMs' operands
            shape = _row_shape(infos, reductions, domains[0])
        else:
            shape = FusionShape("flat", domains[0], {i.op: "full" for i in infos}, {}, infos)
    else:
        shape = _operand_shape(infos, members, gemms, domains)
    _check_edges(shape)
    if shape.template == "row":
        _assign_levels(shape, members)
        _check_row_types(shape)
        shape.split = row_split(shape.domain[-1], bool(reductions))
        if shape.domain[-1] > LONG_ROW and len(infos) == 1:  # no other op reads the row
            raise Rejected(f"a lone reduction of rows of {shape.domain[-1]} elements runs as the "
                           f"reduce kernel (task splitting without caching the row)")
    shape.block = shape.natural_block  # raises when rows are too long for this template
    if columns or totals:
        _fit_column_sums(shape)
    return shape


def _operand_shape(infos, members: set, gemms: list, domains: list) -> FusionShape:
    """Ops over one domain and, over others, ops that only its full GEMMs' operands read
    (`operand_producers`): the row template over that domain, computing them where it stages
    the operands. Raises Rejected (elementwise ops over different domains) otherwise."""
    operands = operand_producers(infos, members)
    rest = sorted({_elements(i) for i in infos if i.op not in operands}, key=len)
    if not operands or len(rest) != 1 or not _stages_gemms(gemms, rest[0]):
        raise Rejected(f"elementwise ops over different domains {domains}")
    for info in gemms:
        role, why = gemm_role(info, rest[0])
        if role != "full":
            raise Rejected(f"GEMM '{_name(info)}' does not compute the elements of the domain "
                           f"{list(rest[0])} of the ops its operands' producers feed: {why}")
    return _row_shape(infos, [], rest[0])


def _gemm_column_shape(infos, gemms, columns) -> FusionShape:
    """The row template over the elements full GEMMs compute, holding the column sums of them
    (and of the elementwise ops between): a Linear's input gradient, the activation's
    derivative and the previous bias gradient in one kernel."""
    domain = columns[0].ranges
    for info in infos:
        if info not in columns and _elements(info) != domain:
            raise Rejected(f"'{_name(info)}' over {list(_elements(info))} does not compute the "
                           f"elements {list(domain)} whose columns '{_name(columns[0])}' sums")
    shape = _row_shape(infos, [], domain, columns)
    for info in gemms:
        if shape.role[info.op] != "full":
            raise Rejected(f"GEMM '{_name(info)}' contracts rows; beside column sums a GEMM "
                           f"computes the domain's elements")
    return shape


def _fit_column_sums(shape: FusionShape) -> None:
    """A row part with column sums: its blocks' partials meet after a grid barrier, so its
    grid must fit one wave; each block takes as many tiles of rows in turn as that needs
    (AStitch's vertical packing). With totals of rows only, the last block to finish adds
    the blocks' partials up: any grid, one tile of rows per block, rows split or not."""
    if shape.shared_bytes > MAX_SHARED_BYTES:
        raise Rejected(f"the column sums' block partials need {shape.shared_bytes} bytes of "
                       f"shared memory per block (at most {MAX_SHARED_BYTES})")
    if not shape.column_sums():
        return
    if shape.split > 1:
        raise Rejected(f"rows of {shape.domain[-1]} elements split over {shape.split} blocks "
                       f"cannot also sum columns (each block holds a slice of a row)")
    _, _, rows = shape.thread_mapping()
    tiles = -(-prod(shape.domain[:-1]) // rows)
    shape.vertical = -(-tiles // WAVE_BLOCKS)
    if shape.late_ops() and shape.vertical > 1:
        raise Rejected(f"'{_name(shape.late_ops()[0])}' reads column sums back into the rows, "
                       f"so every tile of rows must stay resident in its block: {tiles} tiles "
                       f"of {rows} rows are more than one wave of {WAVE_BLOCKS} blocks")


def column_reduction(info: LinalgInfo) -> int:
    """How many leading loops `info` reduces when it reduces a prefix of its loops (all of
    them: a scalar, when there are at least two; one is a row reduction) into one
    floating-point result indexed by the others (a column reduction), else 0."""
    n, dims = len(info.iterators), info.reduction_dims
    k = len(dims)
    if not 0 < k <= n or n < 2 or dims != list(range(k)) or len(info.outputs) != 1:
        return 0
    if info.outputs[0].map != tuple(range(k, n)) or info.split_reduction_body() is None:
        return 0
    if str(info.outputs[0].element_type) not in F32_REGISTER_TYPES:
        return 0
    return k


COLUMN_BLOCK = 256
COLUMN_WIDTH = 32  # columns per block: a warp reads 32 neighbouring elements
# a column fusion's split grid may fill 4 blocks of COLUMN_BLOCK threads per SM: the register
# bound the schedule applies to a grid-barrier launch (64 per thread here, twice what these
# kernels take) keeps them resident. The H100 run of 2026-11-23 measured the column kernels
# of 32-64 blocks (1024 positions per block at least) at 4-19 % of the copy bandwidth.
COLUMN_WAVE_BLOCKS = 4 * WAVE_BLOCKS
COLUMN_MIN_PER_THREAD = 16  # reduced positions per thread, at least, before splitting further


def _column_shape(infos, columns) -> FusionShape:
    domain, k = columns[0].ranges, column_reduction(columns[0])
    role = {}
    for info in infos:
        if any(str(o.element_type) not in F32_REGISTER_TYPES + ("i1",) for o in info.outputs):
            raise Rejected(f"'{_name(info)}' computes {info.outputs[0].element_type} values; the "
                           f"column template computes f32, f16 and bf16 (in f32 registers)")
        role[info.op] = column_role(info, domain, k)
        if role[info.op] is None:
            raise Rejected(f"'{_name(info)}' over {list(info.ranges)} does not fit the column "
                           f"domain {list(domain)} reduced over its first {k} loops")
    if len(infos) == 1 and k == len(domain):
        raise Rejected(f"a lone reduction of {list(domain)} to a scalar runs as the reduce "
                       f"kernel (a block-wide tree per block)")
    shape = FusionShape("column", domain, role, {}, infos, reduced_dims=k)
    _assign_levels(shape, {i.op for i in infos})
    _check_column_edges(shape)
    shape.split = column_split(domain, k)
    shape.block = COLUMN_BLOCK
    return shape


def column_role(info: LinalgInfo, domain: tuple, k: int) -> "str | None":
    """What `info` is to a column fusion over `domain` reducing its first `k` loops: reduce,
    full (elementwise over the domain), kept (elementwise over the kept loops), else None."""
    if info.ranges == domain and column_reduction(info) == k:
        return "reduce"
    if info.is_elementwise() and info.ranges == domain:
        return "full"
    if info.is_elementwise() and info.ranges == domain[k:]:
        return "kept"
    return None


def _check_column_edges(shape: FusionShape) -> None:
    """full -> full or reduce at the same element (registers); reduce or kept -> kept at the
    same kept position (the finishing thread); reduce or kept -> full or reduce broadcast over
    the reduced loops (a later pass over the column, the value shared by the finishing thread).
    Each value is available in the phase that reads it, and no heavy op is evaluated in two
    passes (a full value lives in registers for one pass)."""
    n, k = len(shape.domain), shape.reduced_dims
    for info, operand, src in _internal_edges(shape):
        src_role, dst_role = shape.role[src], shape.role[info.op]
        as_init = operand in info.outputs
        if src_role == "full":
            ok = dst_role in ("full", "reduce") and operand.map == tuple(range(n)) and not as_init
        elif dst_role == "kept":
            ok = operand.map == tuple(range(n - k))
        else:
            ok = operand.map == tuple(range(k, n)) and not as_init and shape.level[src] >= 1
        if not ok:
            raise Rejected(f"'{_name(info)}' reads a {src_role} value of the column fusion "
                           f"through index map {operand.map}, which its thread does not hold")
    _check_levels(shape)
    evaluated = column_passes(shape)
    for info in shape.infos:
        passes = evaluated.get(info.op, ())
        if info.is_heavy() and len(passes) > 1:
            raise Rejected(f"heavy '{_name(info)}' would be evaluated in passes {sorted(passes)} "
                           f"over the columns (its value lives in registers for one pass)")


def column_passes(shape: FusionShape) -> dict:
    """Full op -> the passes over the columns that evaluate it: pass p computes the phase p
    reductions and stores the fusion outputs of phase p - 1 (a last pass P + 1 stores those of
    the last phase), evaluating what they read in registers (a value read in a later pass is
    evaluated again there)."""
    passes: dict = {}
    members = {i.op for i in shape.infos}
    for info in reversed(shape.infos):
        if shape.role[info.op] != "full":
            continue
        own = {shape.level[info.op] + 1} if _leaves_fusion(info.op, members) else set()
        for result in info.op.results:
            for use in result.uses:
                reader = use.owner.operation
                if reader in passes:
                    own |= passes[reader]
                elif reader in members and shape.role[reader] == "reduce":
                    own.add(shape.level[reader])
        passes[info.op] = own
    return passes


def input_passes(shape: FusionShape) -> dict:
    """Fusion input (a value from outside) -> how many times the kernel reads it from global
    memory: once, except in a column fusion whose passes over the columns each read the inputs
    of the ops they evaluate (a tensor read in two passes costs its bytes twice)."""
    members = {i.op for i in shape.infos}
    evaluated = column_passes(shape) if shape.template == "column" else {}
    reads: dict = {}
    for info in shape.infos:
        if shape.template != "column":
            passes = {0}
        elif shape.role[info.op] == "full":
            passes = evaluated[info.op]
        else:  # a reduction's pass, or the end of the pass whose totals a kept op reads
            passes = {max(shape.level[info.op], 1)}
        for operand in info.inputs + info.outputs:
            if operand.is_tensor and operand.source not in members \
                    and not is_fill_value(operand.value):
                reads.setdefault(operand.value, set()).update(passes)
    return {value: len(passes) for value, passes in reads.items()}


def _leaves_fusion(op, members: set) -> bool:
    return any(u.owner.operation not in members for r in op.results for u in r.uses)


def column_mapping(kept: tuple, block: "int | None" = None) -> "tuple[int, int]":
    """(threads per block, columns per block) over `kept` positions."""
    cols = min(COLUMN_WIDTH, pow2_ceil(prod(kept)))
    block = block or COLUMN_BLOCK
    if block % WARP or block % cols:  # a column's partials meet by warp shuffles first
        raise ValueError(f"a column block has whole warps and whole rows of {cols} columns, "
                         f"not {block} threads")
    return block, cols


def column_split(domain: tuple, k: int) -> int:
    """Blocks per column tile: enough to fill the GPU when the tiles are few and the columns
    long (COLUMN_MIN_PER_THREAD positions per thread at least), all resident at once
    (COLUMN_WAVE_BLOCKS) for the grid barrier that combines their partials."""
    _, cols = column_mapping(domain[k:])
    tiles = -(-prod(domain[k:]) // cols)
    per_block = (COLUMN_BLOCK // cols) * COLUMN_MIN_PER_THREAD
    return max(1, min(COLUMN_WAVE_BLOCKS // tiles, prod(domain[:k]) // per_block))


def _row_shape(infos, reductions, domain: tuple, columns=(), totals=()) -> FusionShape:
    operands = operand_producers(infos, {i.op for i in infos}, domain)
    role = {}
    reducing, summing = set(map(id, reductions)), set(map(id, columns))
    totalling = set(map(id, totals))
    if columns and totals:
        raise Rejected(f"'{_name(totals[0])}' totals rows beside the column sum "
                       f"'{_name(columns[0])}': a row fusion ends with one or the other")
    for info in infos:
        if info.op in operands:
            role[info.op] = "operand"
        elif reads_vector_gemm(info, role):
            role[info.op] = "epilogue"
        elif (back := readback_role(info, domain, role)) is not None:
            role[info.op] = back
        elif total_op_role(info, role):
            role[info.op] = "total_op"
        elif id(info) in totalling and is_row_total(info, domain):
            role[info.op] = "total"
        elif id(info) in reducing and info.ranges == domain:
            role[info.op] = "reduce"
        elif id(info) in summing and is_column_sum(info, domain):
            role[info.op] = "column"
        elif info.is_elementwise() and info.ranges == domain:
            role[info.op] = "full"
        elif info.is_elementwise() and info.ranges == domain[:-1]:
            role[info.op] = "row"
        elif is_gemm(info):
            role[info.op], why = gemm_role(info, domain, role)
            if role[info.op] is None:
                raise Rejected(f"GEMM '{_name(info)}' over {list(info.ranges)} does not fit the "
                               f"row domain {list(domain)}: {why}")
        else:
            raise Rejected(f"'{_name(info)}' over {list(info.ranges)} does not fit the row domain "
                           f"{list(domain)}")
    return FusionShape("row", domain, role, {}, infos)


def operand_producers(infos: list, members: set, domain: "tuple | None" = None) -> frozenset:
    """The ops of a fusion computed where its full GEMMs read them (role "operand"): cheap
    elementwise ops (no transcendental, one result written at its own index, no gather) that
    only GEMM operands of the fusion read, or other such ops, never the rows a vector GEMM
    contracts (P of P·V, which the kernel holds; known once the row `domain` is: without it,
    every GEMM operand counts); their inputs come from memory or from such ops.
    RoPE before attention's QKᵀ: the staging of Q's rows and K's chunks computes it from
    the projections, cos and sin (each block again for the K it stages: a few FMAs per
    element against a launch and a round trip through memory)."""
    if not any(is_gemm(i) for i in infos):
        return frozenset()
    by_op = {i.op: i for i in infos}
    candidates = {i.op: i for i in infos if _computable_on_read(i, members)}
    changed = True
    while changed:
        changed = False
        for op, info in list(candidates.items()):
            ok = all(_reads_as_operand(use.owner.operation, use.operand_number, candidates,
                                       by_op, domain)
                     for r in op.results for use in r.uses)
            ok = ok and all(not o.is_tensor or o.source not in members or o.source in candidates
                            for o in info.inputs)
            if not ok:
                del candidates[op]
                changed = True
    return frozenset(candidates)


def _computable_on_read(info: LinalgInfo, members: set) -> bool:
    n = len(info.iterators)
    return info.is_elementwise() and not info.is_heavy() and len(info.outputs) == 1 \
        and info.outputs[0].map == tuple(range(n)) and not info.gathered \
        and not _leaves_fusion(info.op, members)


def _reads_as_operand(reader, number: int, candidates: dict, by_op: dict,
                      domain: "tuple | None") -> bool:
    """`reader`'s operand `number` is an input of a GEMM of the fusion other than the rows it
    contracts over `domain`, or an input of another candidate."""
    if reader in candidates:
        return number < len(candidates[reader].inputs)
    info = by_op.get(reader)
    if info is None or not is_gemm(info) or number >= len(info.inputs):
        return False
    return domain is None or vector_operand(info, domain) != number


def _stages_gemms(gemms: list, domain: tuple) -> bool:
    """Whether the row template would stage an operand of one of `gemms` (full GEMMs over
    `domain`) in shared memory: then it, not the flat template, runs their elementwise fusion
    (a block of rows loads each operand once instead of every element loading its own)."""
    if len(domain) < 2 or domain[-1] > LONG_ROW:
        return False
    mapping = row_mapping(domain[-1])
    return any(choose_k_tile(info, domain, mapping) for info in gemms)


def _elements(info: LinalgInfo) -> tuple:
    """The loops whose positions `info` computes: a GEMM's parallel loops, else all."""
    return tuple(info.ranges[d] for d in info.parallel_dims) if is_gemm(info) else info.ranges


def fusible_contraction(info: LinalgInfo) -> bool:
    """A GEMM small enough for a stitched kernel (attention, a Linear with its epilogue): one
    summed loop whose rows fit a vector GEMM's shared buffer (a full GEMM's k loop is checked
    when the role is given; the planner's score charges the k loops)."""
    return is_gemm(info) and not unfusible_reason(info)


def unfusible_reason(info: LinalgInfo) -> str:
    """Why contraction `info` cannot join a stitched kernel ("" when it may: the plan decides)."""
    if len(info.reduction_dims) != 1:
        return f"it sums over {len(info.reduction_dims)} loops, a stitched kernel's GEMMs over one"
    k = info.ranges[info.reduction_dims[0]]
    if k > MAX_VECTOR_ROW:
        return (f"each element sums {k} products, more than the {MAX_VECTOR_ROW} a stitched "
                f"kernel's GEMMs sum")
    return ""


def gemm_role(info: LinalgInfo, domain: tuple, earlier=()) -> "tuple[str | None, str]":
    """("full" | "vector", "") for a GEMM a row fusion over `domain` can hold, else (None, why).
    `earlier`: the fusion's ops before it; a GEMM that reads rows one of them computes
    contracts them (P·V whose head dim equals the sequence computes elements of the
    domain's shape too, but a full GEMM reads its operands from memory)."""
    if len(info.outputs) != 1 or len(info.reduction_dims) != 1:
        return None, "a fused GEMM sums over one loop into one result"
    (k,) = info.reduction_dims
    parallel = info.parallel_dims
    v = vector_operand(info, domain)
    contracts_computed_rows = v is not None and info.inputs[v].source in earlier
    if tuple(info.ranges[d] for d in parallel) == domain and \
            info.outputs[0].map == tuple(parallel) and not contracts_computed_rows:
        if info.ranges[k] > MAX_FUSED_K:
            return None, (f"each element sums {info.ranges[k]} products, more than a fused GEMM's "
                          f"{MAX_FUSED_K} (a library GEMM runs it)")
        return "full", ""
    if v is None:
        return None, "it neither computes the domain's elements nor contracts its rows"
    if any(str(o.element_type) not in F32_REGISTER_TYPES for o in info.inputs + info.outputs):
        return None, "a GEMM contracting rows in shared memory is f32, f16 or bf16 here"
    out = info.outputs[0].map
    if not is_projection(out) or sorted(d for d in out if d is not None) != parallel:
        return None, f"its result map {out} does not index each parallel loop once"
    width = prod(info.ranges[d] for d in vector_columns(info, v))
    if domain[-1] > MAX_VECTOR_ROW or width > MAX_VECTOR_WIDTH:
        return None, (f"it contracts rows of {domain[-1]} into {width} columns; a fused GEMM "
                      f"keeps rows of at most {MAX_VECTOR_ROW} in shared memory for at most "
                      f"{MAX_VECTOR_WIDTH} columns")
    return "vector", ""


def vector_operand(info: LinalgInfo, domain: tuple) -> "int | None":
    """The input of GEMM `info` that it reads along the rows of `domain`, summing over the
    last one (P of P·V): the row loops in order, then the summed loop. The row loops are the
    GEMM's leading loops, as the kernel indexes them (a weight read as W[n, k] is no row
    operand: its n is no row of the domain)."""
    (k,) = info.reduction_dims
    for i, o in enumerate(info.inputs):
        m = o.map
        if o.is_tensor and is_projection(m) and len(m) == len(domain) and m[-1] == k \
                and tuple(m[:-1]) == tuple(range(len(m) - 1)) \
                and all(info.iterators[e] == "parallel" for e in m[:-1]) \
                and tuple(info.ranges[e] for e in m) == domain:
            return i
    return None


def vector_columns(info: LinalgInfo, operand: int) -> list:
    """The parallel loops of vector GEMM `info` that its row operand does not index (the
    columns of V each row gets)."""
    return [d for d in info.parallel_dims if d not in info.inputs[operand].map]


def is_column_sum(info: LinalgInfo, domain: tuple) -> bool:
    """`info` reduces every loop of `domain` but the last one: a column sum of its rows."""
    return len(domain) >= 2 and info.ranges == domain and column_reduction(info) == len(domain) - 1


def is_row_total(info: LinalgInfo, domain: tuple) -> bool:
    """`info` reduces a value per row of the row domain `domain` over every row into one
    floating-point scalar: a total of the row part (cross entropy's sum over its rows)."""
    return len(domain) >= 2 and info.ranges == domain[:-1] and len(info.outputs) == 1 \
        and all(it == "reduction" for it in info.iterators) and info.outputs[0].map == () \
        and info.split_reduction_body() is not None \
        and str(info.outputs[0].element_type) in F32_REGISTER_TYPES


def _row_totals(reductions: list) -> list:
    """The reductions among `reductions` that total the rows of another's domain (those with
    the most loops fix the row domain)."""
    domain = max((r.ranges for r in reductions), key=len, default=())
    return [r for r in reductions if len(r.ranges) < len(domain) and is_row_total(r, domain)]


def total_op_role(info: LinalgInfo, role: dict) -> bool:
    """Whether `info` reads a total (or a scalar op on totals) among the ops `role` places
    already (program order): then it is a scalar op on them, computed after every row. Raises
    Rejected for any other op reading one."""
    if not any(o.is_tensor and role.get(o.source) in TOTAL_ROLES
               for o in info.inputs + info.outputs):
        return False
    if info.is_elementwise() and info.ranges == ():
        return True
    raise Rejected(f"'{_name(info)}' over {list(info.ranges)} reads a total of the rows, "
                   f"complete only after every row: only scalar ops read it in the same kernel")


def _internal_edges(shape: FusionShape):
    """(consumer info, operand, producer op) for every operand a member reads from another."""
    members = {i.op for i in shape.infos}
    for info in shape.infos:
        for operand in info.inputs + info.outputs:
            src = operand.source if operand.is_tensor else None
            if src is not None and src in members:
                yield info, operand, src


def _check_edges(shape: FusionShape) -> None:
    n = len(shape.domain)
    members = {i.op for i in shape.infos}
    for info in shape.infos:
        if shape.role[info.op] == "epilogue":
            epilogue_loops(shape, info)  # raises unless it pairs with the GEMM's outputs
        if shape.role[info.op] == "operand" and _leaves_fusion(info.op, members):
            raise Rejected(f"'{_name(info)}' is computed where a GEMM reads it, so nothing "
                           f"stores its result, which leaves the fusion")
    for info, operand, src in _internal_edges(shape):
        src_role, dst_role = shape.role[src], shape.role[info.op]
        if src_role == "operand" or dst_role == "operand":
            _check_operand_edge(shape, info, operand, src)
            continue
        if dst_role == "epilogue":
            continue  # checked above
        if src_role == "epilogue":
            raise Rejected(f"'{_name(info)}' reads '{where(src)}', computed after the last "
                           f"phase on a GEMM's output columns (only that GEMM's epilogue "
                           f"reads it)")
        if is_gemm(info) or src_role == "vector":
            _check_gemm_edge(shape, info, operand, src)
            continue
        if src_role in TOTAL_ROLES and dst_role != "total_op":
            raise Rejected(f"'{_name(info)}' reads the total '{where(src)}', which is complete "
                           f"only after every row (at the kernel's end)")
        if src_role in COLUMN_LEVEL_ROLES + ("late",) and \
                dst_role not in ("column_op", "late"):
            raise Rejected(f"'{_name(info)}' reads the column-level value '{where(src)}', which "
                           f"is complete only after every row (at the kernel's end)")
        if not _edge_ok(src_role, dst_role, operand.map, n, operand in info.outputs):
            raise Rejected(f"'{_name(info)}' reads a {src_role} value of the fusion through "
                           f"index map {operand.map}, which is not local to its thread/block")


def reads_vector_gemm(info: LinalgInfo, role: dict) -> bool:
    """Whether elementwise op `info` reads the result of a vector GEMM or of an epilogue op
    among the ops `role` places already (program order): then it is an epilogue op."""
    return info.is_elementwise() and any(
        o.is_tensor and role.get(o.source) in ("vector", "epilogue")
        for o in info.inputs + info.outputs)


def readback_role(info: LinalgInfo, domain: tuple, role: dict) -> "str | None":
    """"column_op" or "late" for an elementwise op reading a column-level value of a row part
    over `domain` (or a late one) among the ops `role` places already (program order): over
    the row's loop a column op, over the domain a late op; None when it reads none. Raises
    Rejected for any other op reading one."""
    read = [role.get(o.source) for o in info.inputs + info.outputs if o.is_tensor]
    if not any(r in COLUMN_LEVEL_ROLES + ("late",) for r in read):
        return None
    if info.is_elementwise() and len(domain) >= 2:
        if info.ranges == domain[-1:] and "late" not in read:
            return "column_op"
        if info.ranges == domain:
            return "late"
    raise Rejected(f"'{_name(info)}' over {list(info.ranges)} reads a value computed from "
                   f"column sums of the row domain {list(domain)}, complete only after every "
                   f"row: only elementwise ops over its columns or over the domain read them "
                   f"back in the same kernel")


def epilogue_loops(shape: FusionShape, info: LinalgInfo) -> "tuple[LinalgInfo, list]":
    """(the vector GEMM whose outputs epilogue op `info` computes on, the GEMM loop each loop
    of `info` runs at). Its reads from the fusion must pair its elements one to one with the
    GEMM's outputs: each reads a result of that GEMM or of one of its epilogue ops through a
    permutation of `info`'s loops; anything else it reads comes from memory. An op reading
    several vector GEMMs (SwiGLU's silu(gate) * up) pairs with each of them; they must
    arrange their outputs alike (`_output_arrangement`: the same row and column loops, in
    the same order) so that one thread sums the same output of each. Then the GEMM is the
    last of them in program order, after which their shared epilogue runs. Raises Rejected."""
    pairings = epilogue_pairings(shape, info)
    gemm = max(pairings.values(), key=lambda p: shape.infos.index(p[0]))[0]
    return gemm, pairings[gemm.op][1]


def epilogue_pairings(shape: FusionShape, info: LinalgInfo) -> dict:
    """GEMM op -> (its info, the GEMM loop each loop of epilogue op `info` runs at), for each
    vector GEMM whose outputs `info` reads (directly or through earlier epilogue ops).
    Raises Rejected unless every pairing is one to one and all arrange outputs alike."""
    pairings: dict = {}
    for operand in info.inputs + info.outputs:
        src = operand.source if operand.is_tensor else None
        if src not in shape.role:
            continue
        if shape.role[src] not in ("vector", "epilogue"):
            raise Rejected(f"'{_name(info)}', an epilogue of a GEMM, reads the "
                           f"{shape.role[src]} value of '{where(src)}'; a GEMM's epilogue "
                           f"reads only the GEMMs' outputs and memory")
        src_info = next(i for i in shape.infos if i.op == src)
        src_pairings = {src: (src_info, list(range(len(src_info.ranges))))} \
            if shape.role[src] == "vector" else epilogue_pairings(shape, src_info)
        written = src_info.outputs[result_number(operand.value)].map
        for gemm_op, (gemm, src_at) in src_pairings.items():
            at = pairings.setdefault(gemm_op, (gemm, [None] * len(info.ranges)))[1]
            for mine, theirs in zip(operand.map, written):
                if mine is None and theirs is None:
                    continue
                if mine is None or theirs is None or not is_projection((mine, theirs)) or \
                        at[mine] not in (None, src_at[theirs]):
                    raise Rejected(f"'{_name(info)}' reads '{where(src)}' through index map "
                                   f"{operand.map}, which does not pair its elements with the "
                                   f"GEMM's outputs")
                at[mine] = src_at[theirs]
    if not pairings:
        raise Rejected(f"'{_name(info)}' reads no GEMM result")
    for gemm, at in pairings.values():
        if None in at or sorted(at) != gemm.parallel_dims or \
                any(info.ranges[i] != gemm.ranges[d] for i, d in enumerate(at)):
            raise Rejected(f"'{_name(info)}' over {list(info.ranges)} is not elementwise over "
                           f"the outputs of GEMM '{where(gemm.op)}'")
    arrangements = {_output_arrangement(shape, gemm, at) for gemm, at in pairings.values()}
    if len(arrangements) > 1:
        first, second = list(pairings.values())[:2]
        raise Rejected(f"'{_name(info)}' reads GEMMs '{where(first[0].op)}' and "
                       f"'{where(second[0].op)}', whose outputs its threads do not sum alike "
                       f"(different row or column loops)")
    return pairings


def _output_arrangement(shape: FusionShape, gemm: LinalgInfo, at: list) -> tuple:
    """Which output of vector GEMM `gemm` a thread sums, in the loops of an epilogue op that
    runs GEMM loop at[i] as its loop i: the epilogue loops of the GEMM's row loops, then of
    its column loops (linearized in this order across the row's threads), with their sizes."""
    p = vector_operand(gemm, shape.domain)
    mine = {d: i for i, d in enumerate(at)}
    rows = gemm.inputs[p].map[:-1]
    return (tuple(mine[d] for d in rows),
            tuple((mine[d], gemm.ranges[d]) for d in vector_columns(gemm, p)))


def _check_operand_edge(shape: FusionShape, info: LinalgInfo, operand, src) -> None:
    """An operand op's value is computed where a full GEMM stages or loads its input, where a
    vector GEMM reads its matrix (V of P·V, not the rows it contracts), or inside another
    operand op; nothing else reads it, and it reads nothing else of the fusion."""
    src_role, dst_role = shape.role[src], shape.role[info.op]
    if src_role == "operand" and operand in info.inputs and (
            dst_role == "operand" or (dst_role == "full" and is_gemm(info)) or
            (dst_role == "vector" and
             info.inputs.index(operand) != vector_operand(info, shape.domain))):
        return
    raise Rejected(f"'{_name(info)}' ({dst_role}) reads '{where(src)}' ({src_role}): an op "
                   f"computed where a GEMM reads it feeds only GEMMs' operands (not the rows a "
                   f"vector GEMM contracts) and other such ops")


def _check_gemm_edge(shape: FusionShape, info: LinalgInfo, operand, src) -> None:
    """A vector GEMM reads the rows of a full value; nothing else in the fusion reads into a
    GEMM or out of a vector GEMM."""
    if shape.role[src] == "vector":
        raise Rejected(f"'{_name(info)}' reads the result of GEMM '{where(src)}', which "
                       f"contracts whole rows after the last phase (a kernel boundary)")
    if shape.role[info.op] == "vector" and shape.role[src] == "full" and \
            operand in info.inputs and \
            info.inputs.index(operand) == vector_operand(info, shape.domain):
        return
    raise Rejected(f"GEMM '{_name(info)}' reads '{where(src)}' computed in the fusion through "
                   f"index map {operand.map}; a fused GEMM reads its other operands from memory")


def _edge_ok(src_role: str, dst_role: str, amap: tuple, n: int, as_init: bool) -> bool:
    full, row = tuple(range(n)), tuple(range(n - 1))
    if dst_role == "total":  # the row's value, folded in by the row's leader
        return src_role in ("row", "reduce") and amap == row and not as_init
    if dst_role == "total_op":  # totals, at the one thread that adds them up
        return src_role in TOTAL_ROLES and amap == () and not as_init
    if dst_role == "column" and as_init:  # the init joins the total at the end: an input
        return False
    if dst_role == "column_op":  # a column's values, at the column
        return src_role in COLUMN_LEVEL_ROLES and amap == (0,) and not as_init
    if dst_role == "late":
        if src_role in COLUMN_LEVEL_ROLES:  # along the rows
            return amap == (n - 1,) and not as_init
        if src_role in ("full", "late"):  # same element, same thread: registers
            return amap == full and not as_init
        return src_role in ("row", "reduce") and amap == row  # the row's broadcast
    if src_role == "full":  # same element, same thread: registers
        return dst_role in ("full", "reduce", "column") and amap == full and not as_init
    # a row value (reduction result or row op)
    if dst_role == "row":
        return amap == row
    if dst_role in ("reduce", "column"):
        return amap == row  # broadcast into the reduction's elements, or its init
    return amap == row  # full consumer: the row's broadcast


def check_scheduled_part(shape: FusionShape) -> None:
    """Raise Rejected unless the roles, phases and shared values a schedule gave `shape` can
    run: every edge is local to a thread or a block (`_check_edges`), a value is available in
    the phase that reads it (a reduction's elements in an earlier phase), and every row value
    other threads read lives in shared memory."""
    if shape.template == "column":
        _check_column_edges(shape)
        _check_shared_values(shape)
        return
    _check_edges(shape)
    if shape.template != "row":
        return
    if shape.late_ops() and shape.vertical > 1:
        raise Rejected(f"'{_name(shape.late_ops()[0])}' reads column sums back into the rows, "
                       f"so each block holds one tile of rows (no VERT_v)")
    _check_row_types(shape)
    _check_levels(shape)
    _check_shared_values(shape)


def _check_levels(shape: FusionShape) -> None:
    """Reductions run in phases 1 and later; a value is read in a phase that has it."""
    members = {i.op for i in shape.infos}
    level = shape.level
    for info in shape.infos:
        if shape.role[info.op] == "reduce" and level[info.op] < 1:
            raise Rejected(f"'{_name(info)}' reduces in phase {level[info.op]}; reductions run "
                           f"in phases 1 and later")
        for operand in info.inputs + info.outputs:
            src = operand.source if operand.is_tensor else None
            if src not in members:
                continue
            element = shape.role[info.op] == "reduce" and operand in info.inputs
            if level[src] > level[info.op] - (1 if element else 0):
                raise Rejected(f"'{_name(info)}' in phase {level[info.op]} reads a value of "
                               f"phase {level[src]}, available only after that phase's barrier")


def _check_shared_values(shape: FusionShape) -> None:
    """Every value other threads or phases read lives in shared memory."""
    needed = FusionShape(shape.template, shape.domain, shape.role, shape.level, shape.infos,
                         reduced_dims=shape.reduced_dims)
    missing = [v for v in broadcast_values(needed) if v not in set(broadcast_values(shape))]
    if missing:
        raise Rejected(f"the {shape.template} value of '{where(missing[0].owner)}' is read by "
                       f"other threads or phases but its schedule keeps it in registers "
                       f"(storage must be shared)")


def _assign_levels(shape: FusionShape, members: set) -> None:
    """Phase in which each member's value becomes available (0: before any reduction)."""
    level = shape.level
    for info in shape.infos:  # program order is a topological order
        deps = [level.get(o.source) for o in info.inputs if o.is_tensor]
        element_level = max([d for d in deps if d is not None], default=0)
        outs = [level.get(o.source) for o in info.outputs if o.is_tensor]
        out_level = max([d for d in outs if d is not None], default=0)
        if shape.role[info.op] == "reduce":  # its init joins the total after the phase
            level[info.op] = max(element_level + 1, out_level)
        else:  # an elementwise op may read its output operand (an init computed in the fusion)
            level[info.op] = max(element_level, out_level)
    for info in shape.infos:  # totals after the last phase of rows, and what reads them
        if shape.role[info.op] in COLUMN_LEVEL_ROLES + TOTAL_ROLES + ("late",):
            level[info.op] = shape.phases + 1




def _check_row_types(shape: FusionShape) -> None:
    recomputed = recomputed_row_ops(shape)
    for info in shape.infos:
        if shape.role[info.op] not in ("full", "epilogue", "late", "operand") \
                and info.op not in recomputed \
                and any(str(o.element_type) not in F32_REGISTER_TYPES for o in info.outputs):
            raise Rejected(f"'{_name(info)}': row values must be f32, f16 or bf16 in the row "
                           "template")


def row_mapping(n: int, block: int | None = None, split: int = 1) -> "tuple[int, int, int]":
    """(threads per row T, elements per thread k, rows per block B) for rows of length n, each
    split over `split` blocks.

    T is a power of two (warp-shuffle friendly), at least a warp when the row is that long,
    sized so each thread keeps ~4 elements in registers; several short rows share a block
    (AStitch's horizontal packing): B = block // T, the block defaulting to FLAT_BLOCK
    threads (or T when a row needs more). A long row (or row slice) takes 1024 threads with
    up to LONG_ROW_ELEMS_PER_THREAD elements each, one row per block."""
    if n > LONG_ROW or split > 1:
        threads, limit = MAX_THREADS_PER_ROW, LONG_ROW_ELEMS_PER_THREAD
        elems = -(-n // (threads * split))
    else:
        target = pow2_ceil(-(-n // 4))
        threads = max(min(32, pow2_ceil(n)), min(target, MAX_THREADS_PER_ROW))
        limit = MAX_ELEMS_PER_THREAD
        elems = -(-n // threads)
    if elems > limit:
        raise Rejected(f"rows of {n} elements over {split} block(s) exceed the register-cached "
                       f"row template ({limit} elements for each of {threads} threads)")
    if not block:
        block = max(FLAT_BLOCK, threads)
    if block % threads:
        raise ValueError(f"a block of {block} threads cannot hold rows of {threads} threads")
    if split > 1 and block != threads:
        raise ValueError(f"a row split over blocks takes the whole block ({threads} threads), "
                         f"not {block}")
    return threads, elems, block // threads


def row_split(n: int, reduces: bool = True) -> int:
    """Blocks per row: 1 unless a row is longer than one block holds in registers; then the
    fewest blocks that hold it, provided they make a cluster when they reduce (the cluster
    barrier that combines their partials)."""
    split = -(-n // (MAX_THREADS_PER_ROW * LONG_ROW_ELEMS_PER_THREAD))
    if split > MAX_CLUSTER_BLOCKS and reduces:
        raise Rejected(f"rows of {n} elements split over {split} blocks each are more than a "
                       f"thread-block cluster holds ({MAX_CLUSTER_BLOCKS} blocks) for the "
                       f"barrier that combines their partials")
    return split


def flat_mapping(elements: int, block: int | None = None) -> "tuple[int, int]":
    """(threads per block, elements per thread) for a flat elementwise fusion: vertical
    packing keeps very large launches to a few waves."""
    per_thread = 1 if elements <= (1 << 21) else 4
    return block or FLAT_BLOCK, per_thread


def pow2_ceil(x: int) -> int:
    p = 1
    while p < x:
        p *= 2
    return p


def _name(info: LinalgInfo) -> str:
    return where(info.op)


def where(op) -> str:
    """`file:line:col` of `op` for a reason the report prints."""
    from ..compiler.errors import format_location
    return format_location(op.location)
