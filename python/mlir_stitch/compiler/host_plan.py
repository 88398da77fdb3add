"""The host plan of an L3 module: buffers and steps of the artifact manifest, read from the
entry function (launch calls, reshapes, tensor constants, return)."""
from __future__ import annotations

import math

import numpy as np
from mlir import ir, passmanager

from ..analysis.occupancy import occupancy, target as occupancy_target
from ..analysis.op_class import tensor_bytes
from ..dialects import LAUNCH_ATTR, read_attr
from ..runtime.library import LAYOUT_FIELDS
from ..runtime.plan import to_dtype
from .errors import CompileError, error_at

NUMPY_DTYPES = {"f32": "float32", "f16": "float16", "f64": "float64", "bf16": "bfloat16",
                "i1": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64"}


def tensor_desc(t: ir.Type) -> dict:
    """Shape and dtype of a tensor, or of a scalar passed to the kernels by value."""
    if not isinstance(t, ir.RankedTensorType):
        return {"shape": [], "dtype": _numpy_dtype(str(t)), "by_value": True}
    shaped = ir.RankedTensorType(t)
    return {"shape": list(shaped.shape), "dtype": _numpy_dtype(str(shaped.element_type))}


def _numpy_dtype(element: str) -> str:
    if element not in NUMPY_DTYPES:  # stitch-normalize refuses these with a location first
        raise ValueError(f"element type {element} has no host representation")
    return NUMPY_DTYPES[element]


def nbytes(t: ir.Type) -> int:
    """Global-memory bytes of a value: none for a scalar (a kernel parameter)."""
    return tensor_bytes(t) if isinstance(t, ir.ShapedType) else 0



class HostPlan:
    """`scratch_kernels`: kernels with a global scratch argument (after their buffers) get a
    temp for it. `grid_barrier_kernels`: kernels with a grid barrier (codegen/grid_barrier.py),
    whose steps are marked `grid_barrier` (`set_blocks_per_wave` adds the wave once ptxas ran);
    `counter_kernels`: those taking a counter (a grid barrier's, or the last block's). Each
    launch of either gets a counter (an int32[1] temp, the kernel's last argument) zeroed right
    before it.
    `dynamic_shared`: kernel -> bytes of dynamic shared memory its launches request (an arena
    past static shared memory)."""

    def __init__(self, entry, grid_barrier_kernels=(), scratch_kernels=None, dynamic_shared=None,
                 counter_kernels=()):
        self.entry = entry
        self.dynamic_shared = dict(dynamic_shared or {})
        self.grid_barrier_kernels = set(grid_barrier_kernels)
        self.counter_kernels = self.grid_barrier_kernels | set(counter_kernels)
        self.scratch_kernels = dict(scratch_kernels or {})  # kernel -> ir.MemRefType of its scratch
        self.buffers: list = []
        self.steps: list = []
        self.consts: dict = {}
        self.name_of: dict = {}  # ir.Value -> buffer name
        self.root_of: dict = {}  # buffer name -> the buffer owning its bytes
        self.bytes_of: dict = {}
        self.launches: list = []  # (call op, input buffer names, output buffer names)
        self._groups_seen: set = set()
        self.view_reads: dict = {}  # launch index -> input name -> bytes its views read
        self._build()

    def _add(self, value, name, kind, **extra):
        desc = tensor_desc(value.type)
        self.buffers.append({"name": name, **desc, "kind": kind, **extra})
        self.name_of[value] = name
        self.root_of[name] = self.root_of.get(extra.get("of"), name) if kind == "alias" else name
        self.bytes_of[name] = nbytes(value.type)
        return name

    def _build(self):
        block = self.entry.regions[0].blocks[0]
        ops = [op.operation for op in block.operations]
        ret = ops[-1]
        returned = {}
        for k, value in enumerate(ret.operands):
            if value not in returned and _is_launch_result(value):
                returned[value] = k
        for i, arg in enumerate(block.arguments):
            self._add(arg, f"arg{i}", "input", index=i)
        temp = 0
        for op in ops[:-1]:
            if op.name == "func.call" and LAUNCH_ATTR in op.attributes:
                self._launch(op, returned)
            elif op.name in ("tensor.expand_shape", "tensor.collapse_shape"):
                src = self.name_of[op.operands[0]]
                self._add(op.results[0], f"v{temp}", "alias", of=src)
                temp += 1
            elif op.name == "tensor.empty" and nbytes(op.results[0].type) == 0:
                continue  # a 0-size result: its output buffer needs no step
            elif op.name == "arith.constant":
                name = f"c{len(self.consts)}"
                self.consts[name] = dense_to_numpy(op)
                self._add(op.results[0], name, "const", file=f"{name}.npy")
            elif op.name == "tensor.empty":  # returned as it is (torch.empty_like)
                raise error_at(op, "an uninitialised tensor (tensor.empty, torch.empty) is "
                                   "returned: no kernel computes its values")
            else:
                raise error_at(op, f"'{op.name}' cannot run on the host plan")
        for k, value in enumerate(ret.operands):
            if returned.get(value) == k:
                continue
            dst = f"result{k}"
            self.buffers.append({"name": dst, **tensor_desc(value.type), "kind": "output", "index": k})
            if value in self.name_of:
                self.steps.append({"op": "copy", "src": self.name_of[value], "dst": dst})

    def _launch(self, op, returned: dict):
        fields = read_attr(op.attributes[LAUNCH_ATTR])
        inputs = [self.name_of[v] for v in op.operands]
        outputs = []
        for r in op.results:
            if r in returned:
                outputs.append(self._add(r, f"result{returned[r]}", "output", index=returned[r]))
            else:
                outputs.append(self._add(r, f"t{len(self.launches)}_{len(outputs)}", "temp"))
        if "library" in fields:
            step = gemm_step(fields["kernel"], fields["library"], inputs, outputs)
            self._gemm(op, step, fields.get("group"))
            if "views" in step:
                self.view_reads[len(self.launches)] = view_reads(step, op, fields["library"])
            self.launches.append((op, inputs, outputs))
            return
        step = {"op": "launch", "kernel": fields["kernel"], "grid": fields["grid"],
                "block": fields["block"],
                "shared_bytes": self.dynamic_shared.get(fields["kernel"], 0),
                "args": inputs + outputs}
        if "cluster" in fields:
            step["cluster"] = fields["cluster"]
        if fields["kernel"] in self.scratch_kernels:  # written before it is read in the launch
            scratch = f"t{len(self.launches)}_scratch"
            mtype = ir.MemRefType(self.scratch_kernels[fields["kernel"]])
            self.buffers.append({"name": scratch, "shape": list(mtype.shape),
                                 "dtype": _numpy_dtype(str(mtype.element_type)), "kind": "temp"})
            step["args"].append(scratch)
        if fields["kernel"] in self.counter_kernels:
            counter = f"t{len(self.launches)}_barrier"
            self.buffers.append({"name": counter, "shape": [1], "dtype": "int32", "kind": "temp"})
            self.steps.append({"op": "zero", "buffer": counter})
            step["args"].append(counter)
        if fields["kernel"] in self.grid_barrier_kernels:
            step["grid_barrier"] = True
        self.steps.append(step)
        self.launches.append((op, inputs, outputs))

    def _gemm(self, op, step: dict, group: "str | None") -> None:
        """A library call's step; a member of a group (transforms/gemm_groups.py) joins the
        gemm_group step its group's previous call made, which must be the last step."""
        if group is None:
            self.steps.append(step)
            return
        last = self.steps[-1] if self.steps else None
        if last is not None and last["op"] == "gemm_group" and last["kernel"] == group:
            last["members"].append(step)
            return
        if group in self._groups_seen:
            raise error_at(op, f"internal error: the calls of library GEMM group {group} are "
                               f"not next to each other")
        self._groups_seen.add(group)
        self.steps.append({"op": "gemm_group", "kernel": group, "members": [step]})

    @property
    def launch_count(self) -> int:
        """Launches per call: a group's library calls are one."""
        return sum(s["op"] in ("launch", "gemm", "gemm_group") for s in self.steps)

    def set_blocks_per_wave(self, target: str, usage: "dict | None", bounds: dict) -> None:
        """Blocks per wave of every launch on `target` (`self.waves`, kernel -> Occupancy),
        from ptxas's registers and static shared memory (`usage`, None without ptxas: the
        kernel's register bound in `bounds` is assumed) and the step's block and dynamic
        shared memory; a grid-barrier launch gets `blocks_per_wave` and must fit in one wave."""
        self.waves = {}
        t = occupancy_target(target)
        for step in self.steps:
            if step["op"] != "launch":
                continue
            kernel = step["kernel"]
            figures = (usage or {}).get(kernel, {})
            threads = int(np.prod(step["block"]))
            # without ptxas and without a bound: known_block_size becomes PTX .maxntid, which
            # makes ptxas fit one block in an SM's registers
            bound = bounds.get(kernel, min(255, t.regs_per_sm // threads // 8 * 8))
            try:
                occ = occupancy(t, threads, figures.get("registers"),
                                figures.get("shared_bytes", 0) + step["shared_bytes"], bound)
            except ValueError as e:
                raise CompileError(f"kernel {kernel}: {e}") from None
            self.waves[kernel] = occ
            if not step.get("grid_barrier"):
                continue
            if occ.blocks_per_wave < int(np.prod(step["grid"])):
                raise CompileError(f"kernel {kernel} has a grid barrier but its grid of "
                                   f"{int(np.prod(step['grid']))} blocks exceeds one wave on "
                                   f"{target} ({occ.blocks_per_wave} blocks: {occ.blocks_per_sm} "
                                   f"per SM, limited by {occ.limited_by})")
            step["blocks_per_wave"] = occ.blocks_per_wave

    def global_bytes(self) -> int:
        """Per launch, the distinct bytes it reads plus those it writes (a GEMM over strided
        views: the bytes of its views, at most the buffer's)."""
        total = 0
        for i, (_, inputs, outputs) in enumerate(self.launches):
            roots: dict = {}
            partial = self.view_reads.get(i, {})
            for n in inputs:
                root = self.root_of[n]
                read = roots.get(root, 0) + partial[n] if n in partial else self.bytes_of[n]
                roots[root] = min(read, self.bytes_of[n])
            total += sum(roots.values()) + sum(self.bytes_of[n] for n in outputs)
        return total

    def min_global_bytes(self) -> int:
        """Each argument some op reads, read once, and each result written once."""
        args = self.entry.regions[0].blocks[0].arguments
        ins = sum(self.bytes_of[f"arg{i}"] for i, arg in enumerate(args) if list(arg.uses))
        ret = list(self.entry.regions[0].blocks[0].operations)[-1]
        return ins + sum(nbytes(v.type) for v in ret.operands)


def gemm_step(kernel: str, library: dict, inputs: list, outputs: list) -> dict:
    """The host plan's `gemm` step of a library launch (its #stitch.library fields; a, b and
    bias name the call's operands)."""
    step = {"op": "gemm", "kernel": kernel, "a": inputs[library["a"]], "b": inputs[library["b"]],
            "out": outputs[0], "epilogue": library["epilogue"],
            "compute": library.get("compute", "f32"),
            **{key: library[key] for key in LAYOUT_FIELDS}}
    if library["bias"] >= 0:
        step["bias"] = inputs[library["bias"]]
    if library.get("residual", -1) >= 0:
        step["residual"] = inputs[library["residual"]]
    if library.get("out_order", "bmn") != "bmn":
        step["out_order"] = library["out_order"]
    if "views" in library:
        step["views"] = library["views"]
    return step


def view_reads(step: dict, call, library: dict) -> dict:
    """Input name -> the bytes a gemm step's strided views read of it, from its call `call`:
    its matrices' elements (two roles in one buffer add up; global_bytes caps them at the
    buffer's)."""
    batch = math.prod(step["views"]["batch"])
    counts = {"a": batch * step["m"] * step["k"], "b": batch * step["k"] * step["n"]}
    reads: dict = {}
    for role in ("a", "b"):
        shaped = ir.RankedTensorType(call.operands[library[role]].type)
        item = nbytes(shaped) // max(1, math.prod(shaped.shape))
        reads[step[role]] = reads.get(step[role], 0) + counts[role] * item
    return reads


def _is_launch_result(value) -> bool:
    owner = value.owner
    return not isinstance(owner, ir.Block) and owner.operation.name == "func.call"


def dense_to_numpy(op) -> np.ndarray:
    attr = ir.DenseElementsAttr(op.attributes["value"])
    desc = tensor_desc(op.results[0].type)
    dtype = to_dtype(desc["dtype"], "constant")
    if attr.is_splat:
        return np.full(desc["shape"], attr.get_splat_value().value, dtype=dtype)
    if desc["dtype"] == "bfloat16":  # the bindings give no buffer of bf16 elements
        return bf16_bits(attr).view(dtype).reshape(desc["shape"])
    return np.array(attr, dtype=dtype).reshape(desc["shape"])


def bf16_bits(attr: ir.DenseElementsAttr) -> np.ndarray:
    """The raw bits (int16) of a non-splat bf16 dense attribute, through MLIR's own folding of
    `arith.bitcast` to i16."""
    bits = ir.RankedTensorType.get(ir.RankedTensorType(attr.type).shape,
                                   ir.IntegerType.get_signless(16))
    with attr.context, ir.Location.unknown():
        module = ir.Module.parse(f"func.func @f() -> {bits} {{\n  %c = arith.constant {attr}\n"
                                 f"  %b = arith.bitcast %c : {attr.type} to {bits}\n"
                                 f"  return %b : {bits}\n}}")
        passmanager.PassManager.parse("builtin.module(func.func(canonicalize))").run(module.operation)
    folded = list(list(module.body.operations)[0].regions[0].blocks[0].operations)[0]
    return np.array(ir.DenseElementsAttr(folded.attributes["value"]))
