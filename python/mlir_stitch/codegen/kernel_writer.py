"""Builds one gpu.func with MLIR's op builders: constants hoisted to the entry block, scoped
regions (scf.if / scf.for) through insertion points, and copies of linalg body ops.

Every op takes the ambient location: the codegen enters `with info.op.location:` where it
works for one linalg op (the kernel function's location is around the rest), so a kernel
that does not verify names the model's line. Hoisted constants are shared, and carry the
kernel function's location."""
from __future__ import annotations

from contextlib import contextmanager

import numpy as np
from mlir import ir
from mlir.dialects import arith, cf, gpu, llvm, nvvm, scf, vector
from mlir.dialects import memref as memref_d

from ..analysis.occupancy import STATIC_SHARED_BYTES, WARP
from ..analysis.smem_plan import ELEMENT_BYTES
from . import grid_barrier as gb

WORKGROUP = "#gpu.address_space<workgroup>"
BUFFER_ATTR = "stitch.buffer"  # on a memref.view of the workgroup arena: the buffer's name
ARENA_ALIGN = 16  # bytes; the smem plan aligns each buffer to its element within the arena
# on a gpu.func whose arena is past static shared memory: the bytes of dynamic shared memory
# its launch requests (the CUDA backend opts the kernel in with cuFuncSetAttribute)
DYNAMIC_SHARED_ATTR = "stitch.dynamic_shared"
CLUSTER_DIM_ATTR = "nvvm.cluster_dim"  # on a gpu.func launched in clusters: PTX .reqnctapercluster
SCRATCH_ATTR = "stitch.scratch"  # on a gpu.func: the memref type of its global scratch argument
# Element types whose tensors live in memory as another type: i1 is one byte per element
# (i8, numpy bool), converted at every load (`cmpi ne 0`) and store (`extui`) of the buffer.
STORAGE_ELEMENT = {"i1": "i8"}


# Half-precision floats live in memory as themselves but are computed in f32 registers: a load
# extends (`extf`), the body's f16/bf16 ops are written in f32, a store rounds once (`truncf`),
# and so does a cast to f16/bf16 (a body that is one `truncf`).
REGISTER_ELEMENT = {"f16": "f32", "bf16": "f32"}


def storage_element(element: str) -> str:
    """The element type a tensor of `element` has in a kernel's memref argument."""
    return STORAGE_ELEMENT.get(element, element)


def register_type(type_text: str) -> str:
    """The type a value of `type_text` has in a kernel's registers (f16/bf16 -> f32)."""
    return REGISTER_ELEMENT.get(type_text, type_text)


def element_of(memref: ir.Value) -> str:
    """The element type (text) of a memref value."""
    return str(ir.MemRefType(memref.type).element_type)


def memref_type(shape, element: str, workgroup: bool = False) -> ir.MemRefType:
    space = ir.Attribute.parse(WORKGROUP) if workgroup else None
    return ir.MemRefType.get(list(shape), ir.Type.parse(element), memory_space=space)


def float_literal(value: str, element: str) -> str:
    """MLIR literal for a neutral element name ("0.0", "-inf", "min", ...)."""
    if element in ("f32", "f16", "bf16", "f64"):
        specials = {"-inf": "0xFF800000", "inf": "0x7F800000"}
        if element == "f32" and value in specials:
            return specials[value]
        if value in ("-inf", "inf"):
            raise ValueError(f"infinite neutral element for {element} not supported")
        return value
    width = int(element[1:]) if element.startswith("i") else 64
    if value == "min":
        return str(-(1 << (width - 1)))
    if value == "max":
        return str((1 << (width - 1)) - 1)
    return value


def _type(t) -> ir.Type:
    return t if isinstance(t, ir.Type) else ir.Type.parse(t)


class Loop:
    """An open `scf.for`: its induction variable, carried values and results; the body ends
    with `carry(next values)`."""

    def __init__(self, op):
        self.iv = op.induction_variable
        self.accs = list(op.inner_iter_args)
        self.results = list(op.results)
        self.next: list = []

    def carry(self, values: list) -> None:
        self.next = list(values)


class ScratchRegion:
    """Elements of a kernel's global scratch buffer from `base` on (KernelWriter.scratch)."""

    def __init__(self, w: "KernelWriter", base: int):
        self.w, self.base = w, base

    def load(self, index: ir.Value) -> ir.Value:
        return self.w.load(self.w.scratch_buffer(), [self.w.affine(index, 1, self.base)])

    def store(self, value: ir.Value, index: ir.Value) -> None:
        self.w.store(value, self.w.scratch_buffer(), [self.w.affine(index, 1, self.base)])


class KernelWriter:
    """One gpu.func being built. Its parameters are the kernel's buffers in the order they
    were asked for (`argument`), then the global scratch buffer and the grid-barrier counter
    when used; then its workgroup buffers. Until `finish`, the ops live in a detached holder:
    a block of hoisted constants and a block for the body, whose arguments stand for the
    parameters (the scratch and counter appear while the body is written)."""

    def __init__(self, name: str, block_size: int, location: "ir.Location | None" = None):
        self.name, self.block_size = name, block_size
        self.location = location or ir.Location.current
        self._holder = ir.Operation.create("builtin.module", regions=1, loc=self.location)
        if self._holder.attached:
            self._holder.detach_from_parent()
        self._constant_block = self._holder.regions[0].blocks.append()
        self._view_block = self._holder.regions[0].blocks.append()  # shared buffers' views
        self._body = self._holder.regions[0].blocks.append()
        self._blocks = [self._body]  # innermost region block last: where ops go
        self._args: list = []
        self._workgroup: list = []
        self._scratch: "ir.Value | None" = None
        self._scratch_size, self._scratch_element = 0, None
        self._counter: "ir.Value | None" = None
        self.bool_memrefs: set = set()  # memrefs of i1 values stored as i8
        self.constants: dict = {}  # literal text -> hoisted constant
        self.grid_barriers = 0  # grid barriers built so far (the next one's generation - 1)
        self.last_blocks = 0  # last-block tests built (at most one: the counter only grows)
        self.max_registers: "int | None" = None  # register bound (PTX .maxnreg) when set
        self.cluster = 1  # blocks per thread-block cluster (PTX .reqnctapercluster) when > 1
        self.smem: dict = {}  # buffer name -> Placement (the schedule's smem plan)
        self.arena_bytes = 0
        self._arena: "ir.Value | None" = None

    # parameters --------------------------------------------------------------------------
    def _parameter(self, type_: ir.Type) -> ir.Value:
        return self._body.add_argument(type_, self.location)

    def argument(self, type_: ir.Type, bool_storage: bool = False) -> ir.Value:
        """The next kernel argument (`bool_storage`: a memref of i1 values held as bytes)."""
        value = self._parameter(type_)
        self._args.append(value)
        if bool_storage:
            self.bool_memrefs.add(value)
        return value

    def use_smem_plan(self, plan) -> None:
        """Place shared buffers as `plan` (an analysis.smem_plan.SmemPlan) says."""
        self.smem, self.arena_bytes = plan.offsets(), plan.arena_bytes

    def shared_buffer(self, name: str, count: int, element: str) -> ir.Value:
        """Shared buffer `name` of `count` elements: a `memref.view` of the kernel's one
        workgroup arena (`memref<N x i8>`) at the offset the smem plan gives it, built with
        the hoisted constants (after them) and named by a `stitch.buffer` attribute (the emulator's
        messages use it)."""
        placed = self.smem.get(name)
        need = count * ELEMENT_BYTES[element]
        if placed is None or placed.bytes != need:
            raise RuntimeError(f"internal error: @{self.name} asks for shared buffer {name} of "
                               f"{need} bytes; the smem plan has "
                               f"{placed.bytes if placed else 'no such buffer'}")
        if self._arena is None:
            self._arena = self._new_arena()
        offset = self.index(placed.offset)
        view = memref_d.ViewOp(memref_type([count], element, workgroup=True), self._arena,
                               offset, [], loc=self.location,
                               ip=ir.InsertionPoint(self._view_block))
        view.attributes[BUFFER_ATTR] = ir.StringAttr.get(name)
        return view.result

    def _new_arena(self) -> ir.Value:
        """The workgroup arena: a static attribution up to 48 KiB; past it, the launch's
        dynamic shared memory (`gpu.dynamic_shared_memory`, the size in DYNAMIC_SHARED_ATTR)."""
        if self.arena_bytes <= STATIC_SHARED_BYTES:
            arena = self._parameter(memref_type([self.arena_bytes], "i8", workgroup=True))
            self._workgroup.append(arena)
            return arena
        return gpu.DynamicSharedMemoryOp(memref_type([ir.ShapedType.get_dynamic_size()], "i8",
                                                     workgroup=True),
                                         loc=self.location,
                                         ip=ir.InsertionPoint(self._view_block)).result

    def scratch(self, elements: int, element: str) -> "ScratchRegion":
        """`elements` of the kernel's global scratch buffer (values blocks hand each other
        across a grid barrier, row values moved out of shared memory): one argument after the
        kernel's buffers, declared by the SCRATCH_ATTR attribute, which the host plan turns
        into a temp. Its users ask for their regions before any of them loads or stores (the
        parts' constructors), all of one element type."""
        if self._scratch is not None:
            raise RuntimeError(f"internal error: @{self.name} asks for scratch after its first use")
        if self._scratch_element not in (None, element):
            raise RuntimeError(f"internal error: @{self.name} asks for {element} scratch beside "
                               f"{self._scratch_element} scratch")
        self._scratch_element = element
        region = ScratchRegion(self, self._scratch_size)
        self._scratch_size += elements
        return region

    def scratch_buffer(self) -> ir.Value:
        """The scratch argument, sized by the regions asked for so far."""
        if self._scratch is None:
            self._scratch = self._parameter(memref_type([self._scratch_size],
                                                        self._scratch_element))
        return self._scratch

    def grid_barrier(self) -> None:
        """A grid-wide barrier (codegen/grid_barrier.py): no block goes on until every block
        of the launch has reached it. The kernel gets the counter as its last argument and
        the stitch.grid_barrier attribute; its launch needs all blocks resident."""
        if self.last_blocks:
            raise RuntimeError(f"internal error: @{self.name} has a grid barrier after counting "
                               f"its last block")
        self.grid_barriers += 1
        gb.emit_grid_barrier(self, self.counter(), self.grid_barriers)

    def last_block(self, flags: "ScratchRegion") -> ir.Value:
        """Whether this block is the last of the launch to get here (codegen/grid_barrier.py:
        the blocks count themselves on the counter, thread 0 hands the answer to the block
        through its slot of `flags`, a scratch region of one per block); that block has seen
        every block's writes from before it. An i1 for every thread; once per kernel."""
        if self.last_blocks or self.grid_barriers:  # one use of the counter per launch
            raise RuntimeError(f"internal error: @{self.name} counts its blocks twice")
        self.last_blocks += 1
        return gb.emit_last_block(self, self.counter(), flags)

    def counter(self) -> ir.Value:
        """The kernel's counter argument (an i32 the host zeroes before each launch)."""
        if self._counter is None:
            self._counter = self._parameter(ir.Type.parse(gb.COUNTER_TYPE))
        return self._counter

    def cluster_barrier(self) -> None:
        """Every thread of every block of the cluster meets here (barrier.cluster.arrive,
        release, then barrier.cluster.wait, acquire: both aligned, so every thread of the
        block reaches them together). Writes to global memory before it are visible to the
        cluster's blocks after it."""
        if self.cluster < 2:
            raise RuntimeError(f"internal error: @{self.name} needs a cluster barrier but its "
                               f"launch has no clusters")
        nvvm.ClusterArriveOp(aligned=True, ip=self.ip)
        nvvm.ClusterWaitOp(aligned=True, ip=self.ip)

    # where ops go ------------------------------------------------------------------------
    @property
    def ip(self) -> ir.InsertionPoint:
        return ir.InsertionPoint(self._blocks[-1])

    @contextmanager
    def inside(self, block: ir.Block):
        """Ops built in the body go to the end of `block` (a region's block)."""
        self._blocks.append(block)
        try:
            yield
        finally:
            self._blocks.pop()

    def create(self, name: str, operands: list, result_types: list,
               attributes: "dict | None" = None) -> ir.Operation:
        """An op by name (combiners, copies of body ops) at the current insertion point."""
        return ir.Operation.create(name, results=result_types, operands=operands,
                                   attributes=attributes, ip=self.ip)

    # constants ---------------------------------------------------------------------------
    def const(self, value, type_text: str) -> ir.Value:
        return self.const_attr(f"{value} : {type_text}")

    def constant(self, attr: ir.Attribute) -> ir.Value:
        """A hoisted constant for a scalar attribute; f16/bf16 become the same value in f32."""
        if isinstance(attr, ir.FloatAttr) and register_type(str(attr.type)) != str(attr.type):
            bits = np.float32(ir.FloatAttr(attr).value).view(np.uint32)  # exact: f32 holds it
            return self.const_attr(f"0x{int(bits):08X} : {register_type(str(attr.type))}")
        return self.const_attr(str(attr))

    def const_attr(self, attr_text: str) -> ir.Value:
        """A hoisted `arith.constant` of a literal, one per literal text, in the entry block
        in the order first asked for."""
        if attr_text not in self.constants:
            attr = ir.Attribute.parse(attr_text)
            op = ir.Operation.create("arith.constant", results=[attr.type],
                                     attributes={"value": attr}, loc=self.location,
                                     ip=ir.InsertionPoint(self._constant_block))
            self.constants[attr_text] = op.result
        return self.constants[attr_text]

    def index(self, value: int) -> ir.Value:
        return self.const(int(value), "index")

    # regions -----------------------------------------------------------------------------
    @contextmanager
    def if_(self, cond: "ir.Value | None"):
        """The body under `scf.if cond` (cond None: always, no if)."""
        if cond is None:
            yield
            return
        op = scf.IfOp(cond, [], ip=self.ip)
        with self.inside(op.then_block):
            yield
            scf.YieldOp([], ip=self.ip)

    def if_else(self, cond: ir.Value, types: list, then, otherwise) -> list:
        """`scf.if cond -> (types)` yielding `then()` or `otherwise()` (functions that build
        their branch's values); without types, only `then()` runs, under the if."""
        op = scf.IfOp(cond, [_type(t) for t in types], has_else=bool(types), ip=self.ip)
        with self.inside(op.then_block):
            scf.YieldOp(then(), ip=self.ip)
        if types:
            with self.inside(op.else_block):
                scf.YieldOp(otherwise(), ip=self.ip)
        return list(op.results)

    @contextmanager
    def loop(self, count: int, inits=()):
        """`scf.for iv = 0 to count step 1` carrying `inits` (values, or a function that makes
        them after the bounds, for sites whose constants come in that order); yields a Loop
        whose body ends with `loop.carry(values)`."""
        lower, upper, step = self.index(0), self.index(count), self.index(1)
        inits = inits() if callable(inits) else inits
        op = scf.ForOp(lower, upper, step, list(inits), ip=self.ip)
        loop = Loop(op)
        with self.inside(op.body):
            yield loop
            scf.YieldOp(loop.next, ip=self.ip)

    # gpu ops ------------------------------------------------------------------------------
    def thread_id(self, dim: str = "x") -> ir.Value:
        return gpu.ThreadIdOp(getattr(gpu.Dimension, dim), ip=self.ip).result

    def block_id(self, dim: str = "x") -> ir.Value:
        return gpu.BlockIdOp(getattr(gpu.Dimension, dim), ip=self.ip).result

    def grid_dim(self, dim: str) -> ir.Value:
        return gpu.GridDimOp(getattr(gpu.Dimension, dim), ip=self.ip).result

    def barrier(self) -> None:
        gpu.BarrierOp(ip=self.ip)

    def shuffle_xor(self, value: ir.Value, offset: ir.Value, width: ir.Value) -> ir.Value:
        return gpu.ShuffleOp(value, offset, width, gpu.ShuffleMode.XOR, ip=self.ip).results[0]

    def fence(self, ordering: str) -> None:
        """`llvm.fence syncscope("device") <ordering>`."""
        llvm.FenceOp(getattr(llvm.AtomicOrdering, ordering), syncscope="device", ip=self.ip)

    def atomic_add(self, value: ir.Value, memref: ir.Value, indices: list) -> ir.Value:
        """`memref.atomic_rmw addi`: the value before the addition."""
        return memref_d.AtomicRMWOp(arith.AtomicRMWKind.addi, value, memref, indices,
                                    ip=self.ip).result

    def assert_(self, cond: ir.Value, message: str) -> None:
        cf.AssertOp(cond, message, ip=self.ip)

    # arithmetic ---------------------------------------------------------------------------
    def binary(self, name: str, a: ir.Value, b: ir.Value) -> ir.Value:
        """`name` (an arith op of two operands and their type, e.g. a combiner) on a, b."""
        return self.create(name, [a, b], [a.type]).result

    def cmpi(self, predicate: str, a: ir.Value, b: ir.Value) -> ir.Value:
        return arith.CmpIOp(getattr(arith.CmpIPredicate, predicate), a, b, ip=self.ip).result

    def is_zero(self, a: ir.Value) -> ir.Value:
        return self.cmpi("eq", a, self.index(0))

    def select(self, cond: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
        return arith.SelectOp(cond, a, b, ip=self.ip).result

    def index_cast(self, value: ir.Value, type_text: str) -> ir.Value:
        return arith.IndexCastOp(ir.Type.parse(type_text), value, ip=self.ip).result

    # index arithmetic, folded where static
    def add(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.binary("arith.addi", a, b)

    def sub(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.binary("arith.subi", a, b)

    def mul(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.binary("arith.muli", a, b)

    def div(self, a: ir.Value, b: int) -> ir.Value:
        return a if b == 1 else self.binary("arith.divui", a, self.index(b))

    def rem(self, a: ir.Value, b: int) -> ir.Value:
        return self.index(0) if b == 1 else self.binary("arith.remui", a, self.index(b))

    def affine(self, base: "ir.Value | None", scale: int, offset: int) -> ir.Value:
        """base * scale + offset with constants folded."""
        if base is None or base == self.index(0):
            return self.index(offset)
        value = base if scale == 1 else self.mul(base, self.index(scale))
        return value if offset == 0 else self.add(value, self.index(offset))

    def min_index(self, a: ir.Value, bound: int) -> ir.Value:
        return self.binary("arith.minui", a, self.index(bound))

    def less(self, a: ir.Value, bound: int) -> ir.Value:
        return self.cmpi("ult", a, self.index(bound))

    def and_(self, a: "ir.Value | None", b: "ir.Value | None") -> "ir.Value | None":
        if a is None or b is None:
            return a if b is None else b
        return self.binary("arith.andi", a, b)

    def delinearize(self, linear: ir.Value, shape) -> list:
        """Row-major multi-index of `linear` in `shape`."""
        indices, rest = [], linear
        for pos in range(len(shape) - 1, -1, -1):
            size = shape[pos]
            indices.append(self.rem(rest, size) if pos else rest)
            if pos:
                rest = self.div(rest, size)
        return list(reversed(indices))

    # memory -------------------------------------------------------------------------------
    def load(self, memref: ir.Value, indices: list) -> ir.Value:
        """memref[indices] in its register type (i1 from a byte, f16/bf16 widened)."""
        loaded = memref_d.LoadOp(memref, indices, ip=self.ip).result
        if memref in self.bool_memrefs:  # a byte per i1: any non-zero byte is true (numpy bool)
            return self.cmpi("ne", loaded, self.const(0, "i8"))
        return self.widen(loaded, element_of(memref))

    def store(self, value: ir.Value, memref: ir.Value, indices: list) -> None:
        if memref in self.bool_memrefs:  # i1 -> one byte holding 0 or 1
            value = arith.ExtUIOp(ir.Type.parse("i8"), value, ip=self.ip).result
        value = self.narrow(value, element_of(memref))  # a half value's one rounding
        memref_d.StoreOp(value, memref, indices, ip=self.ip)

    # copies of linalg body ops ------------------------------------------------------------
    def generic(self, op: ir.Operation, operands: list, cast: bool = False) -> list:
        """Copy of a (region-free) body op on the given operands, with f16/bf16 results
        built as f32 (register types): a float extension or truncation between types that
        are both f32 in registers is no op at all (a half op's own rounding: the value keeps
        f32 precision inside the kernel, as XLA's and Inductor's do), but a truncation that
        is a cast (`cast`: the whole of its body, `x.half()`) rounds the register value, as
        eager and Inductor do (`x.half().float()` of 70000 is inf); a bitcast goes through
        the half value's bits."""
        in_types = [register_type(str(v.type)) for v in op.operands]
        out_types = [register_type(str(r.type)) for r in op.results]
        if op.name == "arith.truncf" and cast and in_types == out_types:
            half = str(op.results[0].type)
            return [self.widen(self.narrow(operands[0], half), half)]
        if op.name in ("arith.extf", "arith.truncf") and in_types == out_types:
            return list(operands)
        if op.name == "arith.constant" and out_types[0] != str(op.results[0].type):
            return [self.constant(op.attributes["value"])]
        if op.name == "arith.bitcast":
            return [self.bitcast(operands[0], str(op.operands[0].type), str(op.results[0].type))]
        attributes = {name: op.attributes[name] for name in op.attributes}
        copy = self.create(op.name, list(operands), [ir.Type.parse(t) for t in out_types],
                           attributes)
        return list(copy.results)

    def bitcast(self, value: ir.Value, source: str, dest: str) -> ir.Value:
        """`arith.bitcast` between the declared types: a half value is rounded to its own type
        first (its bits), a half result widened to its register type after."""
        cast = arith.BitcastOp(ir.Type.parse(dest), self.narrow(value, source), ip=self.ip)
        return self.widen(cast.result, dest)

    def widen(self, value: ir.Value, element: str) -> ir.Value:
        """A value of type `element` (f16/bf16) in its register type (f32)."""
        if register_type(element) == element:
            return value
        return arith.ExtFOp(ir.Type.parse(register_type(element)), value, ip=self.ip).result

    def narrow(self, value: ir.Value, element: str) -> ir.Value:
        """A register value (f32) rounded to `element` (f16/bf16)."""
        if register_type(element) == element:
            return value
        return arith.TruncFOp(ir.Type.parse(element), value, ip=self.ip).result

    # tensor cores -------------------------------------------------------------------------
    def mma_register(self, first: ir.Value, second: ir.Value, element: str) -> ir.Value:
        """Two register values of `element` (f16/bf16, held in f32) as one operand register
        of mma.sync: a vector<2xf16>, or a bf16 pair's 32 bits (i32), `first` in the low half."""
        half = ir.Type.parse(element)
        pair = vector.FromElementsOp(ir.VectorType.get([2], half),
                                     [self.narrow(first, element), self.narrow(second, element)],
                                     ip=self.ip).result
        if element == "f16":
            return pair
        return llvm.BitcastOp(ir.IntegerType.get_signless(32), pair, ip=self.ip).result

    def mma_sync(self, a: list, b: list, c: list, element: str) -> list:
        """D = A·B + C of one warp's m16n8k16 tile (A row-major, B column-major, `element`
        operands in mma_register()s, f32 accumulators): this lane's four elements of D."""
        f32 = ir.F32Type.get()
        struct = ir.Type.parse("!llvm.struct<(f32, f32, f32, f32)>")
        kind = ir.Attribute.parse(f"#nvvm.mma_type<{element}>")
        op = nvvm.MmaOp(struct, ir.Attribute.parse("#nvvm.shape<m = 16, n = 8, k = 16>"),
                        ir.Attribute.parse("#nvvm.mma_layout<row>"),
                        ir.Attribute.parse("#nvvm.mma_layout<col>"), a, b, c,
                        multiplicandAPtxType=kind, multiplicandBPtxType=kind, ip=self.ip)
        return [llvm.ExtractValueOp(f32, op.result, [i], ip=self.ip).result for i in range(4)]

    # the kernel ---------------------------------------------------------------------------
    def finish(self, ip: ir.InsertionPoint) -> ir.Operation:
        """The gpu.func, built at `ip` from the holder's constants and body."""
        extra = [v for v in (self._scratch, self._counter) if v is not None]
        params = self._args + extra
        func = gpu.GPUFuncOp(ir.FunctionType.get([v.type for v in params], []),
                             sym_name=self.name, kernel=True,
                             known_block_size=[self.block_size, 1, 1], loc=self.location, ip=ip)
        self._set_attributes(func)
        stand_ins = params + self._workgroup
        entry = func.body.blocks.append(*[v.type for v in stand_ins],
                                        arg_locs=[self.location] * len(stand_ins))
        for stand_in, argument in zip(stand_ins, entry.arguments):
            stand_in.replace_all_uses_with(argument)
        for block in (self._constant_block, self._view_block, self._body):
            for op in list(block.operations):
                entry.append(op.operation)
        gpu.ReturnOp([], loc=self.location, ip=ir.InsertionPoint(entry))
        self._holder.erase()
        return func.operation

    def _set_attributes(self, func) -> None:
        attrs = func.attributes
        attrs["workgroup_attributions"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                             len(self._workgroup))
        if self._workgroup:  # every view of the i8 arena is aligned to its element
            attrs["workgroup_attrib_attrs"] = ir.Attribute.parse(
                f"[{{llvm.align = {ARENA_ALIGN} : i64}}]")
        elif self._arena is not None:
            attrs[DYNAMIC_SHARED_ATTR] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                                                            self.arena_bytes)
        if self._scratch is not None:
            attrs[SCRATCH_ATTR] = ir.TypeAttr.get(self._scratch.type)
        if self._counter is not None:
            attrs[gb.COUNTER_ATTR] = ir.UnitAttr.get()
        if self.grid_barriers:
            attrs[gb.GRID_BARRIER_ATTR] = ir.UnitAttr.get()
        if self.cluster > 1:
            attrs[CLUSTER_DIM_ATTR] = ir.DenseI32ArrayAttr.get([self.cluster, 1, 1])
        if self.max_registers is not None:
            attrs["nvvm.maxnreg"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(32),
                                                       int(self.max_registers))


def shuffle_tree(w: KernelWriter, acc: ir.Value, combiner: str, lanes: int,
                 stride: int = 1) -> ir.Value:
    """Combine `acc` across groups of `lanes` lanes of a warp `stride` apart (powers of two;
    stride 1: adjacent lanes) with xor shuffles: every lane of a group ends with its total."""
    width = w.const(WARP, "i32")
    offset = WARP // 2
    while offset >= stride:
        if offset < lanes * stride:
            other = w.shuffle_xor(acc, w.const(offset, "i32"), width)
            acc = w.binary(combiner, acc, other)
        offset //= 2
    return acc


def f32_neutral(w: KernelWriter, info) -> ir.Value:
    """The f32 neutral value of `info`'s reduction (a column sum's partials start from it)."""
    return w.const(float_literal(info.split_reduction_body().neutral, "f32"), "f32")


def f32_combine(w: KernelWriter, info, a: ir.Value, b: ir.Value) -> ir.Value:
    """`a` and `b` combined by `info`'s reduction combiner, in f32."""
    return w.binary(info.split_reduction_body().combiner, a, b)
