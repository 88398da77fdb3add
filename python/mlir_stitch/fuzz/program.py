"""A generated program as plain data, and its MLIR text.

Shapes are symbolic so that the shrinker can shrink a size everywhere at once: a dimension is a
tuple of size-variable indices (its size is their product, which is what real reshapes need),
and `Program.sizes` holds the variables' values.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from .ops import COMBINERS, FLOAT_TYPES, HALF_TYPES, OPS, Body

# -inf and +inf, the inits of maxf and minf
INFINITIES = {"f32": ("0xFF800000", "0x7F800000"), "f16": ("0xFC00", "0x7C00"),
              "bf16": ("0xFF80", "0x7F80")}


@dataclass(frozen=True)
class Value:
    id: int
    shape: tuple  # of dims; a dim is a tuple of size-variable indices
    dtype: str    # f32 | f16 | bf16 | i32 | i64


@dataclass
class Out:
    """One result of a generic: its value, indexing map (domain dim per result dim), scalar
    expression, reduction combiner (None when parallel), init: ("empty",), ("fill", c) or
    ("value", value id), and the float type its expression computes in when it is not the
    value's (torch-mlir's f32 bodies between extf and truncf; a reduction combines in its
    value's type)."""
    value: Value
    map: tuple
    expr: tuple
    combine: str | None = None
    init: tuple = ("empty",)
    compute: str | None = None

    @property
    def body_type(self) -> str:
        return self.compute or self.value.dtype


@dataclass
class Generic:
    domain: tuple           # dims
    reduced: tuple          # indices of reduction dims
    ins: list               # [(value id, map)]
    outs: list              # [Out]
    argmax: bool = False    # torch-mlir's max+index body; outs = [max value, i64 index]


@dataclass
class Transpose:
    input: int
    perm: tuple
    out: Value


@dataclass
class Reshape:
    input: int
    reassociation: list     # groups of result dims (expand) or of input dims (collapse)
    out: Value
    expand: bool


@dataclass
class Slice:
    """Part `index` of the `parts` equal parts of dimension `axis`: a dim (c, *rest) whose
    variable c is `parts` (the shrinker keeps programs whose slices stay in range)."""
    input: int
    axis: int
    index: int
    parts: int
    out: Value


@dataclass
class Pad:
    """Dimension `axis` shifted by `shift`, `value` filling what the shift uncovers: out[i] =
    in[i + s] where that is inside, else `value` (tensor.pad with low -s and high s: one side
    crops, a negative padding; autograd writes such pads for the backward of a pad). s is
    `shift` clamped below the dimension's size, which the shrinker may make smaller."""
    input: int
    axis: int
    shift: int
    value: float
    out: Value

    def effective_shift(self, size: int) -> int:
        return max(1 - size, min(size - 1, self.shift))


@dataclass
class Concat:
    inputs: list
    axis: int
    out: Value


@dataclass
class Matmul:
    a: int
    b: int
    out: Value
    batch: bool


@dataclass
class Program:
    sizes: list
    args: list                       # [Value]
    nodes: list
    results: list                    # [value id]
    seed: int = 0                    # inputs are drawn from (seed, argument id)
    next_id: int = 0

    def dims(self, value: Value) -> tuple:
        return tuple(self.dim(d) for d in value.shape)

    def dim(self, d) -> int:
        return math.prod(self.sizes[i] for i in d)

    def values(self) -> dict:
        table = {v.id: v for v in self.args}
        for node in self.nodes:
            for v in node_outputs(node):
                table[v.id] = v
        return table

    def new_value(self, shape, dtype) -> Value:
        self.next_id += 1
        return Value(self.next_id, tuple(shape), dtype)


def node_outputs(node) -> list:
    return [o.value for o in node.outs] if isinstance(node, Generic) else [node.out]


def node_inputs(node) -> list:
    """Value ids a node reads (inputs and value inits)."""
    if isinstance(node, Generic):
        return [v for v, _ in node.ins] + [o.init[1] for o in node.outs if o.init[0] == "value"]
    if isinstance(node, Matmul):
        return [node.a, node.b]
    if isinstance(node, Concat):
        return list(node.inputs)
    return [node.input]


def domain_volume(program: Program, node) -> int:
    if isinstance(node, Generic):
        return math.prod(program.dim(d) for d in node.domain)
    if isinstance(node, Matmul):
        a = program.values()[node.a]
        return math.prod(program.dims(node.out)) * program.dim(a.shape[-1])
    return math.prod(program.dims(node.out))


# --- MLIR text ------------------------------------------------------------------------------

def tensor_type(program: Program, value: Value) -> str:
    return "tensor<" + "".join(f"{n}x" for n in program.dims(value)) + value.dtype + ">"


def affine_map(rank: int, result_dims) -> str:
    ds = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({ds}) -> ({', '.join(f'd{i}' for i in result_dims)})>"


class Emitter:
    def __init__(self, program: Program):
        self.p = program
        self.lines: list = []
        self.names: dict = {a.id: f"%arg{i}" for i, a in enumerate(program.args)}
        self.count = 0
        self.values = program.values()

    def fresh(self, stem: str = "t") -> str:
        self.count += 1
        return f"%{stem}{self.count}"

    def ty(self, vid_or_value) -> str:
        v = vid_or_value if isinstance(vid_or_value, Value) else self.values[vid_or_value]
        return tensor_type(self.p, v)

    def init(self, out: Out, combine_identity=None) -> str:
        """The outs operand: an empty tensor, a fill, or an existing value."""
        ty = self.ty(out.value)
        if out.init[0] == "value":
            return self.names[out.init[1]]
        empty = self.fresh("e")
        self.lines.append(f"  {empty} = tensor.empty() : {ty}")
        fill = out.init[1] if out.init[0] == "fill" else combine_identity
        if fill is None:
            return empty
        return self.fill(empty, fill, out.value.dtype, ty)

    def fill(self, empty: str, value, dtype: str, ty: str) -> str:
        c, f = self.fresh("c"), self.fresh("f")
        literal = (value if isinstance(value, str) else repr(float(value))) if dtype in FLOAT_TYPES \
            else str(int(value))
        self.lines.append(f"  {c} = arith.constant {literal} : {dtype}")
        self.lines.append(f"  {f} = linalg.fill ins({c} : {dtype}) outs({empty} : {ty}) -> {ty}")
        return f

    def bind(self, values: list, name: str):
        if len(values) == 1:
            self.names[values[0].id] = name
        else:
            for i, v in enumerate(values):
                self.names[v.id] = f"{name}#{i}"

    def result_name(self, values: list) -> str:
        name = self.fresh("v")
        self.bind(values, name)
        return name if len(values) == 1 else f"{name}:{len(values)}"

    def generic(self, g: Generic):
        rank = len(g.domain)
        inits = []
        for o in g.outs:
            identity = None
            if o.combine and o.init[0] == "empty":
                identity = infinity(o.combine, o.value.dtype) or COMBINERS[o.combine][2]
            if g.argmax and o.value.dtype == "i64" and o.init[0] == "empty":
                identity = 0
            inits.append(self.init(o, identity))
        maps = [affine_map(rank, m) for _, m in g.ins] + [affine_map(rank, o.map) for o in g.outs]
        iters = ", ".join('"reduction"' if i in g.reduced else '"parallel"' for i in range(rank))
        in_names = ", ".join(self.names[v] for v, _ in g.ins)
        in_types = ", ".join(self.ty(v) for v, _ in g.ins)
        out_types = [self.ty(o.value) for o in g.outs]
        in_dtypes = [self.values[v].dtype for v, _ in g.ins]
        args = [f"%in{i}: {t}" for i, t in enumerate(in_dtypes)] + \
               [f"%out{i}: {o.value.dtype}" for i, o in enumerate(g.outs)]
        body = Body()
        if g.argmax:
            yields = argmax_body(body, g, in_dtypes[0])
        else:
            yields = [self.body_result(body, o, i, in_dtypes) for i, o in enumerate(g.outs)]
        name = self.result_name([o.value for o in g.outs])
        results = out_types[0] if len(out_types) == 1 else f"({', '.join(out_types)})"
        ins = f"ins({in_names} : {in_types}) " if g.ins else ""  # none: a value from indices alone
        self.lines.append(
            f"  {name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = [{iters}]}} "
            f"{ins}outs({', '.join(inits)} : {', '.join(out_types)}) {{")
        self.lines.append(f"  ^bb0({', '.join(args)}):")
        self.lines.extend(body.lines)
        self.lines.append(f"    linalg.yield {', '.join(yields)} : {', '.join(o.value.dtype for o in g.outs)}")
        self.lines.append(f"  }} -> {results}")

    def body_result(self, body: Body, out: Out, index: int, in_dtypes) -> str:
        t = out.body_type
        value = self.body_expr(body, out.expr, index, in_dtypes, out)
        if out.combine is None:
            return convert(body, value, t, out.value.dtype)
        op = COMBINERS[out.combine][1]
        return body.emit(f"{op} {value}, %out{index} : {t}")

    def body_expr(self, body: Body, expr, index: int, in_dtypes, out: Out) -> str:
        """The expression in `out.body_type` (float leaves of other types converted)."""
        kind, t = expr[0], out.body_type
        if kind == "in":
            return convert(body, f"%in{expr[1]}", in_dtypes[expr[1]], t)
        if kind == "out":
            return convert(body, f"%out{index}", out.value.dtype, t)
        if kind == "const":
            return body.const(expr[1], t if expr[2] in FLOAT_TYPES else expr[2])
        if kind == "index":
            return loop_index(body, expr[1], t if expr[2] in FLOAT_TYPES else expr[2])
        operands = [self.body_expr(body, e, index, in_dtypes, out) for e in expr[1:]]
        return OPS[kind].emit(body, operands, t if t in FLOAT_TYPES else "f32")

    def transpose(self, t: Transpose):
        empty = self.fresh("e")
        self.lines.append(f"  {empty} = tensor.empty() : {self.ty(t.out)}")
        name = self.result_name([t.out])
        self.lines.append(f"  {name} = linalg.transpose ins({self.names[t.input]} : {self.ty(t.input)}) "
                          f"outs({empty} : {self.ty(t.out)}) permutation = [{', '.join(map(str, t.perm))}]")

    def reshape(self, r: Reshape):
        groups = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in r.reassociation) + "]"
        name = self.result_name([r.out])
        src, dst = self.names[r.input], self.ty(r.out)
        if r.expand:
            shape = ", ".join(map(str, self.p.dims(r.out)))
            self.lines.append(f"  {name} = tensor.expand_shape {src} {groups} output_shape [{shape}] : "
                              f"{self.ty(r.input)} into {dst}")
        else:
            self.lines.append(f"  {name} = tensor.collapse_shape {src} {groups} : {self.ty(r.input)} into {dst}")

    def slice(self, s: Slice):
        dims = self.p.dims(s.out)
        offsets = [0] * len(dims)
        offsets[s.axis] = s.index * dims[s.axis]
        name = self.result_name([s.out])
        self.lines.append(f"  {name} = tensor.extract_slice {self.names[s.input]}[{', '.join(map(str, offsets))}] "
                          f"[{', '.join(map(str, dims))}] [{', '.join('1' for _ in dims)}] : "
                          f"{self.ty(s.input)} to {self.ty(s.out)}")

    def pad(self, p: Pad):
        dims = self.p.dims(p.out)
        shift = p.effective_shift(dims[p.axis])
        low, high = [0] * len(dims), [0] * len(dims)
        low[p.axis], high[p.axis] = -shift, shift
        c, name = self.fresh("c"), self.result_name([p.out])
        dtype = p.out.dtype
        self.lines.append(f"  {c} = arith.constant {float(p.value)!r} : {dtype}")
        indices = ", ".join(f"{self.fresh('i')}: index" for _ in dims)
        self.lines.append(f"  {name} = tensor.pad {self.names[p.input]} low[{', '.join(map(str, low))}] "
                          f"high[{', '.join(map(str, high))}] {{")
        self.lines.append(f"  ^bb0({indices}):")
        self.lines.append(f"    tensor.yield {c} : {dtype}")
        self.lines.append(f"  }} : {self.ty(p.input)} to {self.ty(p.out)}")

    def concat(self, c: Concat):
        name = self.result_name([c.out])
        self.lines.append(f"  {name} = tensor.concat dim({c.axis}) {', '.join(self.names[v] for v in c.inputs)} : "
                          f"({', '.join(self.ty(v) for v in c.inputs)}) -> {self.ty(c.out)}")

    def matmul(self, m: Matmul):
        ty = self.ty(m.out)
        empty = self.fresh("e")
        self.lines.append(f"  {empty} = tensor.empty() : {ty}")
        init = self.fill(empty, 0.0, m.out.dtype, ty)
        name = self.result_name([m.out])
        op = "linalg.batch_matmul" if m.batch else "linalg.matmul"
        self.lines.append(f"  {name} = {op} ins({self.names[m.a]}, {self.names[m.b]} : {self.ty(m.a)}, "
                          f"{self.ty(m.b)}) outs({init} : {ty}) -> {ty}")

    def text(self) -> str:
        for node in self.p.nodes:
            {Generic: self.generic, Transpose: self.transpose, Reshape: self.reshape,
             Matmul: self.matmul, Slice: self.slice, Concat: self.concat, Pad: self.pad}[type(node)](node)
        args = ", ".join(f"{self.names[a.id]}: {self.ty(a)}" for a in self.p.args)
        types = ", ".join(self.ty(r) for r in self.p.results)
        head = f"func.func @main({args}) -> ({types}) {{"
        ret = f"  return {', '.join(self.names[r] for r in self.p.results)} : {types}"
        return "\n".join([head, *self.lines, ret, "}", ""])


def convert(body: Body, name: str, source: str, target: str) -> str:
    """`name` of float type `source` as `target` (extf to f32, truncf to a half type)."""
    if source == target or source not in FLOAT_TYPES or target not in FLOAT_TYPES:
        return name
    op = "arith.truncf" if target in HALF_TYPES else "arith.extf"
    return body.emit(f"{op} {name} : {source} to {target}")


def infinity(combine: str, dtype: str) -> "str | None":
    """The hex literal of -inf (maxf) or +inf (minf) in `dtype`."""
    if combine not in ("maxf", "minf"):
        return None
    return INFINITIES[dtype][combine == "minf"]


def loop_index(body: Body, dim: int, dtype: str) -> str:
    """Loop index `dim` as `dtype` (i32, or a float: through i64, as torch-mlir's arange)."""
    index = body.emit(f"linalg.index {dim} : index")
    if dtype == "i32":
        return body.emit(f"arith.index_cast {index} : index to i32")
    wide = body.emit(f"arith.index_cast {index} : index to i64")
    return body.emit(f"arith.sitofp {wide} : i64 to {dtype}")


def argmax_body(body: Body, g: Generic, dtype: str) -> list:
    """As torch-mlir writes aten.max.dim / argmax: the index of the reduced dim, kept when
    the new element is strictly greater (`cmpf ogt` + `select`)."""
    (dim,) = g.reduced
    index = body.emit(f"linalg.index {dim} : index")
    index64 = body.emit(f"arith.index_cast {index} : index to i64")
    greater = body.emit(f"arith.cmpf ogt, %in0, %out0 : {dtype}")
    value = body.emit(f"arith.select {greater}, %in0, %out0 : {dtype}")
    chosen = body.emit(f"arith.select {greater}, {index64}, %out1 : i64")
    return [value, chosen]


def to_mlir(program: Program) -> str:
    return Emitter(program).text()

