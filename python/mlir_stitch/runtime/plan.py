"""The host launch plan of a manifest, checked once and indexed for the executor.

``manifest.check_manifest`` checks the structure (keys, kinds, names); ``Plan`` checks what
running needs on top: dtypes numpy knows, the entry signature agreeing with the input/output
buffers, aliases of the same size and dtype as what they view, copies between equal sizes, and
every output written by some step (nothing is returned that was not computed).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from math import prod

import numpy as np

from .library import (COMPUTES, EPILOGUES, OUT_ORDERS, Views, distinct_elements, has_bias,
                      last_element, matrix_shapes, over_pointers)
from .manifest import ManifestError

# Element types a manifest may name. numpy has no bfloat16: its buffers hold ml_dtypes.bfloat16
# when that package is installed, else the raw bits as uint16 (accepted as arguments either way).
SUPPORTED_DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                    "uint64", "float16", "float32", "float64", "bfloat16")


@dataclass(frozen=True)
class Buffer:
    name: str
    shape: tuple[int, ...]
    dtype: np.dtype  # numpy storage dtype
    kind: str
    type_name: str = ""  # the manifest's dtype name (differs from dtype.name only for bfloat16)
    index: int | None = None
    file: str | None = None
    of: str | None = None
    by_value: bool = False  # a scalar argument, passed to the kernels by value (shape ())

    @functools.cached_property  # read by every call (the instance is frozen: it never changes)
    def size(self) -> int:
        return prod(self.shape)

    @functools.cached_property
    def nbytes(self) -> int:
        return self.size * self.dtype.itemsize

    @property
    def signature(self) -> str:
        return signature(self.shape, self.type_name or self.dtype)

    def accepts(self, shape, dtype) -> bool:
        """Whether an array of this shape and dtype can be this buffer's value."""
        if dtype == self.dtype and shape == self.shape:  # the storage dtype itself: most calls
            return True
        return tuple(shape) == self.shape and dtype_matches(self.type_name or self.dtype.name, dtype)


@dataclass(frozen=True)
class Launch:
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared_bytes: int
    args: tuple[str, ...]
    grid_barrier: bool = False  # the kernel has a grid barrier: all its blocks must be resident
    blocks_per_wave: int | None = None  # blocks resident at once on the target (grid barrier)
    # blocks per thread-block cluster: compiled into the kernel (PTX .reqnctapercluster), so a
    # plain launch runs it in clusters; the grid is a whole number of them
    cluster: tuple[int, int, int] = (1, 1, 1)


@dataclass(frozen=True)
class Zero:
    buffer: str


@dataclass(frozen=True)
class Copy:
    src: str
    dst: str


@dataclass(frozen=True)
class Gemm:
    """A library GEMM (runtime/library.py says what it computes)."""
    kernel: str
    a: str
    b: str
    out: str
    batch: int
    m: int
    n: int
    k: int
    trans_a: bool = False
    trans_b: bool = False
    batched_a: bool = True
    batched_b: bool = True
    epilogue: str = "none"
    bias: str | None = None
    residual: str | None = None  # a [batch, m, n] buffer added before the activation
    compute: str = "f32"  # "tf32": the operands may be rounded to TF32 (the user allowed it)
    out_order: str = "bmn"  # "mbn": out (and a residual) stored [m, batch, n]
    views: "Views | None" = None  # where a, b and out lie (runtime/library.py's Views)

    @property
    def args(self) -> tuple[str, ...]:
        return (self.a, self.b) + ((self.bias,) if self.bias else ()) \
            + ((self.residual,) if self.residual else ()) + (self.out,)


@dataclass(frozen=True)
class GemmGroup:
    """Library GEMMs of one A operand, one shape and no epilogue, run as one call (cuBLAS's
    batched GEMM over arrays of pointers): member i computes its own out = A·B_i, as a `gemm`
    step would (q, k and v of one hidden state; an FFN's gate and up)."""
    kernel: str
    members: tuple[Gemm, ...]

    @property
    def args(self) -> tuple[str, ...]:
        return (self.members[0].a,) + tuple(g.b for g in self.members) \
            + tuple(g.out for g in self.members)


Step = Launch | Zero | Copy | Gemm | GemmGroup


def signature(shape, dtype) -> str:
    """``float32[512, 768]``: how shapes and dtypes are shown in every message."""
    name = dtype if isinstance(dtype, str) else np.dtype(dtype).name
    return f"{name}[{', '.join(str(d) for d in shape)}]"


def to_dtype(name, where: str) -> np.dtype:
    if name not in SUPPORTED_DTYPES:
        raise ManifestError(f"{where}: unsupported dtype {name!r} (supported: {', '.join(SUPPORTED_DTYPES)})")
    return bfloat16_storage() if name == "bfloat16" else np.dtype(name)


def bfloat16_storage() -> np.dtype:
    try:
        import ml_dtypes
    except ImportError:
        return np.dtype(np.uint16)
    return np.dtype(ml_dtypes.bfloat16)


def dtype_matches(type_name: str, dtype) -> bool:
    """A manifest dtype against an array's; bfloat16 also takes its raw bits (uint16)."""
    name = _dtype_name(dtype)
    return name == type_name or (type_name == "bfloat16" and name == "uint16")


@functools.lru_cache(maxsize=64)
def _dtype_name(dtype) -> str:
    return np.dtype(dtype).name  # numpy builds the name each time: a call checks every argument


def to_shape(shape, where: str) -> tuple[int, ...]:
    if not isinstance(shape, (list, tuple)) or not all(
            isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape):
        raise ManifestError(f"{where}: shape must be a list of non-negative integers, got {shape!r}")
    return tuple(shape)


def const_file(buf: dict) -> str:
    """The .npy file of a const buffer (the manifest names it; default after the buffer)."""
    return buf.get("file") or f"{buf['name']}.npy"


class Plan:
    """Buffers, entry signature and steps of one manifest, validated."""

    def __init__(self, manifest: dict, where: str = "manifest"):
        self.where = where
        self.entry_name = manifest["entry"].get("name", "main")
        self.target = manifest.get("target")
        self.buffers = {}
        for b in manifest["buffers"]:
            if b["name"] in self.buffers:
                raise ManifestError(f"{where}: two buffers named {b['name']}")
            self.buffers[b["name"]] = self._buffer(b)
        self.inputs = self._indexed("input", manifest["entry"]["args"], "args")
        self.outputs = self._indexed("output", manifest["entry"]["results"], "results")
        self._roots = {name: self._find_root(name) for name in self.buffers}
        self._check_aliases()
        self.steps = [self._step(i, s) for i, s in enumerate(manifest["steps"])]
        self._check_outputs_written()

    # -- queries ---------------------------------------------------------------------------
    def root(self, name: str) -> Buffer:
        """The buffer that owns the storage of ``name`` (itself unless it is an alias)."""
        return self.buffers[self._roots[name]]

    @property
    def kernels(self) -> list[str]:
        return sorted({s.kernel for s in self.steps if isinstance(s, Launch)})

    @property
    def launch_count(self) -> int:
        """Kernel launches and library calls per call."""
        return sum(isinstance(s, (Launch, Gemm, GemmGroup)) for s in self.steps)

    # -- construction ----------------------------------------------------------------------
    def _buffer(self, b: dict) -> Buffer:
        where = f"{self.where}: buffer {b['name']}"
        return Buffer(name=b["name"], shape=to_shape(b["shape"], where),
                      dtype=to_dtype(b["dtype"], where), kind=b["kind"], type_name=b["dtype"],
                      index=b.get("index"),
                      file=const_file(b) if b["kind"] == "const" else None, of=b.get("of"),
                      by_value=self._by_value(b, where))

    @staticmethod
    def _by_value(b: dict, where: str) -> bool:
        by_value = b.get("by_value", False)
        if by_value not in (True, False) or (by_value and (b["kind"] != "input" or b["shape"])):
            raise ManifestError(f"{where}: by_value must be true or false, and true only for a 0-d "
                                f"input, got {by_value!r}")
        return by_value

    def _indexed(self, kind: str, entry_specs: list, entry_key: str) -> list[Buffer]:
        """The ``kind`` buffers in index order, checked against ``entry[entry_key]``."""
        bufs = [b for b in self.buffers.values() if b.kind == kind]
        for b in bufs:
            if not isinstance(b.index, int) or isinstance(b.index, bool):
                raise ManifestError(f"{self.where}: {kind} buffer {b.name} needs an integer 'index'")
        by_index = {b.index: b for b in bufs}
        expected = list(range(len(entry_specs)))
        if sorted(by_index) != expected or len(by_index) != len(bufs):
            got = [b.index for b in bufs]
            raise ManifestError(f"{self.where}: {kind} buffers have indices {got}, expected {expected} "
                                f"(one per entry {entry_key[:-1]})")
        for i, spec in enumerate(entry_specs):
            where = f"{self.where}: entry {entry_key}[{i}]"
            to_dtype(spec.get("dtype"), where)
            want = signature(to_shape(spec.get("shape"), where), spec.get("dtype"))
            if by_index[i].signature != want:
                raise ManifestError(f"{where} is {want} but buffer {by_index[i].name} is {by_index[i].signature}")
        return [by_index[i] for i in expected]

    def _find_root(self, name: str) -> str:
        seen = [name]
        while self.buffers[name].kind == "alias":
            name = self.buffers[name].of
            if name in seen:
                raise ManifestError(f"{self.where}: alias cycle {' -> '.join(seen + [name])}")
            seen.append(name)
        return name

    def _check_aliases(self) -> None:
        for buf in self.buffers.values():
            root = self.root(buf.name)
            if buf.kind == "alias" and (buf.size, buf.type_name) != (root.size, root.type_name):
                raise ManifestError(f"{self.where}: alias {buf.name} ({buf.signature}) does not view the "
                                    f"same elements as {root.name} ({root.signature})")

    def _step(self, i: int, s: dict) -> Step:
        where = f"{self.where}: step {i} ({s['op']})"
        try:
            if s["op"] == "launch":
                return Launch(kernel=str(s["kernel"]), grid=_dims(s["grid"], where, "grid"),
                              block=_dims(s["block"], where, "block"),
                              shared_bytes=_count(s.get("shared_bytes", 0), where, "shared_bytes"),
                              args=tuple(s["args"]), **_grid_barrier(s, where),
                              **_cluster(s, where))
            if s["op"] == "zero":
                return Zero(buffer=s["buffer"])
            if s["op"] == "gemm":
                return self._gemm(s, where)
            if s["op"] == "gemm_group":
                return self._gemm_group(s, where)
            src, dst = self.buffers[s["src"]], self.buffers[s["dst"]]
        except KeyError as e:
            raise ManifestError(f"{where}: missing key {e.args[0]!r}") from None
        if src.nbytes != dst.nbytes:
            raise ManifestError(f"{where}: copies {src.name} ({src.signature}) to {dst.name} "
                                f"({dst.signature}) of a different size")
        return Copy(src=src.name, dst=dst.name)

    def _gemm(self, s: dict, where: str) -> Gemm:
        """A gemm step whose buffers hold exactly the elements its layout reads and writes."""
        sizes = {key: _count(s[key], where, key) for key in ("batch", "m", "n", "k")}
        flags = {key: s.get(key, key.startswith("batched")) for key in
                 ("trans_a", "trans_b", "batched_a", "batched_b")}
        if not all(v in (True, False) for v in flags.values()):
            raise ManifestError(f"{where}: {', '.join(flags)} must be true or false")
        if s.get("epilogue", "none") not in EPILOGUES:
            raise ManifestError(f"{where}: epilogue {s.get('epilogue')!r} is none of "
                                f"{', '.join(EPILOGUES)}")
        if s.get("out_order", "bmn") not in OUT_ORDERS:
            raise ManifestError(f"{where}: out_order {s.get('out_order')!r} is none of "
                                f"{', '.join(OUT_ORDERS)}")
        if s.get("compute", "f32") not in COMPUTES:
            raise ManifestError(f"{where}: compute {s.get('compute')!r} is none of "
                                f"{', '.join(COMPUTES)}")
        step = Gemm(kernel=str(s["kernel"]), a=s["a"], b=s["b"], out=s["out"], **sizes, **flags,
                    epilogue=s.get("epilogue", "none"), bias=s.get("bias"),
                    residual=s.get("residual"), compute=s.get("compute", "f32"),
                    out_order=s.get("out_order", "bmn"), views=_views(s, where))
        if has_bias(step.epilogue) != (step.bias is not None):
            raise ManifestError(f"{where}: epilogue {step.epilogue} "
                                f"{'needs' if step.bias is None else 'takes no'} bias buffer")
        batch, m, n, k = step.batch, step.m, step.n, step.k
        want = {"a": (batch if step.batched_a else 1) * m * k,
                "b": (batch if step.batched_b else 1) * k * n, "out": batch * m * n, "bias": n,
                "residual": batch * m * n}
        types = _gemm_types(self.buffers.get(step.a), step.compute)
        if step.views is not None:
            self._check_views(step, where)
            del want["a"], want["b"]  # views lie anywhere in their buffers (checked above)
        for role, count in want.items():
            name = getattr(step, role)
            if name is None:
                continue
            buf = self.buffers.get(name)
            if buf is None:
                raise ManifestError(f"{where}: {role} names unknown buffer {name!r}")
            if role == "out" and buf.type_name in types["out"]:
                types["bias"] = types["residual"] = (buf.type_name,)  # cuBLASLt's: in D's type
            if buf.size != count or buf.type_name not in types[role]:
                raise ManifestError(f"{where}: {role} {name} is {buf.signature}; the GEMM "
                                    f"({batch}x{m}x{n}x{k}, compute {step.compute}) needs "
                                    f"{count} {' or '.join(types[role])} elements")
        return step

    def _check_views(self, step: Gemm, where: str) -> None:
        """A gemm step with views: no residual or out_order, an epilogue only over one matrix
        (cuBLASLt's matmul; a batch over pointers has none), every element it reads or writes
        inside its buffer, and no two output elements at one address (the output's count is
        the buffer's, checked with the others: every element written once)."""
        views, shapes = step.views, matrix_shapes(step)
        if step.residual is not None or step.out_order != "bmn":
            raise ManifestError(f"{where}: a GEMM over views has no residual or out_order")
        if step.epilogue != "none" and over_pointers(views.batch):
            raise ManifestError(f"{where}: a GEMM over views with batch loops (a batched call "
                                f"over pointers) has no epilogue; only views of one matrix do")
        if prod(views.batch) != step.batch:
            raise ManifestError(f"{where}: views batch {list(views.batch)} is not {step.batch} matrices")
        for role in ("a", "b", "out"):
            view, buf = getattr(views, role), self.buffers.get(getattr(step, role))
            if buf is None:
                raise ManifestError(f"{where}: {role} names unknown buffer {getattr(step, role)!r}")
            rows, cols = shapes[role]
            if len(view.strides) != len(views.batch) or min((view.offset, view.ld) + view.strides) < 0 \
                    or view.ld < cols or last_element(views, view, rows, cols) >= buf.size:
                raise ManifestError(f"{where}: the {role} view {view} does not lie inside "
                                    f"{buf.name} ({buf.signature})")
        out = views.out
        if not distinct_elements(list(out.strides) + [out.ld, 1], list(views.batch) + [step.m, step.n]):
            raise ManifestError(f"{where}: the out view {out} writes some elements twice")

    def _gemm_group(self, s: dict, where: str) -> GemmGroup:
        """A gemm_group step: two or more plain GEMMs (batch 1, no epilogue) of one A, one
        shape and one compute, their B buffers in one type, their outputs in one type, each
        output a buffer of its own that no member reads."""
        members = s["members"]
        if not isinstance(members, list) or len(members) < 2:
            raise ManifestError(f"{where}: members must list two or more gemm steps")
        group = tuple(self._gemm(m, f"{where}: member {i}") for i, m in enumerate(members))
        first = group[0]
        shape = lambda g: (g.a, g.m, g.n, g.k, g.trans_a, g.trans_b, g.compute)
        for i, g in enumerate(group):
            if g.batch != 1 or g.epilogue != "none" or g.residual is not None \
                    or g.out_order != "bmn" or g.views is not None:
                raise ManifestError(f"{where}: member {i} ({g.kernel}) has a batch, an epilogue, "
                                    f"a residual, an out_order or views; a grouped call has none")
            if shape(g) != shape(first):
                raise ManifestError(f"{where}: member {i} ({g.kernel}) differs from member 0 "
                                    f"in its A, shape or compute")
            for role in ("b", "out"):
                if self.buffers[getattr(g, role)].type_name != \
                        self.buffers[getattr(first, role)].type_name:
                    raise ManifestError(f"{where}: member {i} ({g.kernel}) has its {role} in "
                                        f"another element type than member 0")
        outs = [self._roots[g.out] for g in group]
        read = {self._roots[name] for g in group for name in (g.a, g.b)}
        if len(set(outs)) != len(outs) or read & set(outs):
            raise ManifestError(f"{where}: the members' outputs must be distinct buffers that "
                                f"no member reads")
        return GemmGroup(kernel=str(s["kernel"]), members=group)

    def _check_outputs_written(self) -> None:
        touched = {self._roots[name] for step in self.steps for name in _written(step)}
        for out in self.outputs:
            if out.size and out.name not in touched:
                raise ManifestError(f"{self.where}: output {out.name} is never written by any step")


HALF_GEMM_TYPES = ("float16", "bfloat16")


def _views(s: dict, where: str) -> "Views | None":
    if "views" not in s:
        return None
    try:
        return Views.from_fields(s["views"])
    except (KeyError, TypeError, ValueError) as e:
        raise ManifestError(f"{where}: views must hold batch, a, b and out, each with offset, "
                            f"strides and ld ({e})") from None


def _gemm_types(a, compute: str) -> dict:
    """Role -> the element types a gemm step's buffer may have, given its A buffer: A and B in
    one type (f32, or f16/bf16, read by cuBLASLt as they are; TF32 rounds f32 operands only),
    the result in f32 or the operands' half type (cuBLASLt rounds once)."""
    half = a.type_name if a is not None and a.type_name in HALF_GEMM_TYPES and compute == "f32" \
        else None
    ab = (half,) if half else ("float32",)
    return {"a": ab, "b": ab, "out": ("float32", half) if half else ("float32",),
            "bias": ("float32",), "residual": ("float32",)}


def _written(step: Step) -> tuple[str, ...]:
    """Buffers a step may write (a kernel may write any of its arguments)."""
    if isinstance(step, Launch):
        return step.args
    if isinstance(step, Gemm):
        return (step.out,)
    if isinstance(step, GemmGroup):
        return tuple(g.out for g in step.members)
    return (step.buffer,) if isinstance(step, Zero) else (step.dst,)


def _grid_barrier(s: dict, where: str) -> dict:
    """The grid-barrier fields of a launch step: ``grid_barrier`` needs ``blocks_per_wave``."""
    flag = s.get("grid_barrier", False)
    if flag not in (True, False):
        raise ManifestError(f"{where}: grid_barrier must be true or false, got {flag!r}")
    if not flag:
        return {}
    wave = s.get("blocks_per_wave")
    if not isinstance(wave, int) or isinstance(wave, bool) or wave < 1:
        raise ManifestError(f"{where}: a grid-barrier launch needs blocks_per_wave, a positive "
                            f"integer, got {wave!r}")
    return {"grid_barrier": True, "blocks_per_wave": wave}


def _cluster(s: dict, where: str) -> dict:
    """A launch step's `cluster`, whose clusters must tile its grid."""
    if "cluster" not in s:
        return {}
    cluster, grid = _dims(s["cluster"], where, "cluster"), _dims(s["grid"], where, "grid")
    if any(g % c for g, c in zip(grid, cluster)):
        raise ManifestError(f"{where}: clusters of {list(cluster)} blocks do not tile the grid "
                            f"{list(grid)}")
    return {"cluster": cluster}


def _dims(value, where: str, key: str) -> tuple[int, int, int]:
    """Grid/block dimensions: 1 to 3 positive integers, padded with 1s."""
    if not isinstance(value, (list, tuple)) or not 1 <= len(value) <= 3 or not all(
            isinstance(d, int) and not isinstance(d, bool) and d > 0 for d in value):
        raise ManifestError(f"{where}: {key} must be 1 to 3 positive integers, got {value!r}")
    return tuple(value) + (1,) * (3 - len(value))


def _count(value, where: str, key: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ManifestError(f"{where}: {key} must be a non-negative integer, got {value!r}")
    return value
