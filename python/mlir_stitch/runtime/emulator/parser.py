"""A parser for MLIR *generic op form* text, as printed by the LLVM 22 bindings.

    %0 = "arith.addf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9:2 = "gpu.shuffle"(%8, %6, %7) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32)
        -> (f32, i1)
    "scf.if"(%11) ({ ... }, { ... }) : (i1) -> ()

It needs no MLIR. Attribute values and types are captured as balanced text and decoded by small
decoders (`decode_attr`, `types.parse_type`), which keeps the scanner simple and robust to nesting.
"""
from __future__ import annotations

import bisect
import re
import struct
from dataclasses import dataclass, field

from .errors import EmulatorError
from .types import FunctionType, Type, parse_type


# ---- IR -------------------------------------------------------------------------------------

@dataclass
class Block:
    args: list            # [(name, Type)]
    ops: list


@dataclass
class Region:
    blocks: list


@dataclass
class Op:
    name: str
    results: list         # value names, "%0" or "%8#1"
    operands: list        # value names
    props: dict
    attrs: dict
    regions: list
    operand_types: tuple
    result_types: tuple
    line: int

    def attr(self, key, default=None):
        """Property or discardable attribute (generic form puts inherent ones in props)."""
        if key in self.props:
            return self.props[key]
        return self.attrs.get(key, default)


@dataclass
class Module:
    """A parsed module: the top op and the gpu.module's functions and globals by name."""
    op: Op
    funcs: dict = field(default_factory=dict)
    globals: dict = field(default_factory=dict)
    text: str = ""


# ---- decoded attribute values ---------------------------------------------------------------

@dataclass(frozen=True)
class Typed:
    """An integer or float attribute with its type (`0 : index`, `1.0 : f32`)."""
    value: object
    type: Type


@dataclass(frozen=True)
class Symbol:
    name: str


@dataclass(frozen=True)
class Dense:
    """`dense<v> : T`: `values` is a flat tuple (one entry for a splat)."""
    values: tuple
    type: Type


@dataclass(frozen=True)
class Opaque:
    """A dialect attribute such as `#gpu<dim x>`; `keyword` is its last word (`x`)."""
    text: str

    @property
    def keyword(self) -> str:
        return re.findall(r"[\w.]+", self.text)[-1]


# ---- scanning helpers (also used by types.py) -----------------------------------------------

_OPEN, _CLOSE = "([{<", ")]}>"


def scan_balanced(s: str, i: int, stops: str) -> int:
    """Index of the first char in `stops` at nesting depth 0 from i (len(s) if none).

    Skips string literals; `->` is an arrow, not a closing bracket.
    """
    depth, n = 0, len(s)
    while i < n:
        c = s[i]
        if c == '"':
            i = _skip_string(s, i)
            continue
        if depth == 0 and c in stops:
            return i
        if c == "-" and i + 1 < n and s[i + 1] == ">":
            i += 2
            continue
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            if depth == 0:
                return i
            depth -= 1
        i += 1
    return n


def _skip_string(s: str, i: int) -> int:
    i += 1
    while s[i] != '"':
        i += 2 if s[i] == "\\" else 1
    return i + 1


def split_top(s: str, sep: str = ",") -> list:
    """Split at depth-0 separators."""
    out, i = [], 0
    while True:
        j = scan_balanced(s, i, sep)
        out.append(s[i:j])
        if j >= len(s):
            return out
        i = j + 1


def split_function_type(text: str):
    """`(a, b) -> c` or `(a) -> (b, c)` → ([a, b], [c])."""
    text = text.strip()
    close = scan_balanced(text, 1, ")")
    ins = [t for t in split_top(text[1:close]) if t.strip()]
    rest = text[close + 1:].strip()
    if not rest.startswith("->"):
        raise ValueError(f"bad function type {text!r}")
    rest = rest[2:].strip()
    if rest.startswith("("):
        outs = [t for t in split_top(rest[1:scan_balanced(rest, 1, ")")]) if t.strip()]
    else:
        outs = [rest]
    return [t.strip() for t in ins], [t.strip() for t in outs]


def unescape(body: str) -> str:
    """MLIR string escapes: `\\22` (hex), `\\n`, `\\t`, `\\\\`, `\\"`."""
    out, i = bytearray(), 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            if re.match(r"[0-9a-fA-F]{2}", body[i + 1:i + 3]):
                out.append(int(body[i + 1:i + 3], 16))
                i += 3
                continue
            out += {"n": b"\n", "t": b"\t"}.get(nxt, nxt.encode())
            i += 2
            continue
        out += c.encode()
        i += 1
    return out.decode("utf-8", "replace")


# ---- attribute decoding ---------------------------------------------------------------------

_INT = re.compile(r"[-+]?\d+")
_FLOAT = re.compile(r"[-+]?(\d+\.\d*([eE][-+]?\d+)?|\d+[eE][-+]?\d+|inf|nan)")
_HEX = re.compile(r"0x[0-9a-fA-F]+")
_HEX_FLOAT = {"f16": ("<H", "<e"), "f32": ("<I", "<f"), "f64": ("<Q", "<d")}


def decode_attr(text: str):
    t = text.strip()
    if t in ("unit",):
        return True
    if t in ("true", "false"):
        return t == "true"
    if t.startswith('"'):
        return unescape(t[1:_skip_string(t, 0) - 1])
    if t.startswith("@"):
        return Symbol(t[1:].strip('"'))
    if t.startswith("array<"):
        return _decode_dense_array(t)
    if t.startswith("["):
        body = t[1:scan_balanced(t, 1, "]")]
        return tuple(decode_attr(e) for e in split_top(body) if e.strip())
    if t.startswith("#"):
        return Opaque(t)
    parts = split_top(t, ":")
    if t.startswith("dense<"):
        inner = t[len("dense<"):scan_balanced(t, len("dense<"), ">")]
        ty = parse_type(parts[1]) if len(parts) > 1 else None
        vals = [e.strip() for e in re.split(r"[\[\],]", inner) if e.strip()]
        return Dense(tuple(_literal(v, ty) for v in vals), ty)
    if len(parts) == 2 and _looks_literal(parts[0]):
        ty = parse_type(parts[1])
        return Typed(_literal(parts[0].strip(), ty), ty)
    if _looks_literal(t):
        return _literal(t, None)
    return parse_type(t)


def _looks_literal(s: str) -> bool:
    s = s.strip()
    return bool(_INT.fullmatch(s) or _FLOAT.fullmatch(s) or _HEX.fullmatch(s)
                or s in ("true", "false"))


def _literal(s: str, ty):
    if s in ("true", "false"):
        return s == "true"
    name = getattr(ty, "name", None)
    is_float = getattr(ty, "is_float", False)
    if _HEX.fullmatch(s):
        if is_float:
            bits = int(s, 16)
            if name == "bf16":
                return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
            ifmt, ffmt = _HEX_FLOAT[name]
            return struct.unpack(ffmt, struct.pack(ifmt, bits))[0]
        return int(s, 16)
    if _INT.fullmatch(s) and not is_float:
        return int(s)
    return float(s)


def _decode_dense_array(t: str) -> tuple:
    inner = t[len("array<"):scan_balanced(t, len("array<"), ">")]
    if ":" not in inner:
        return ()
    ety, vals = inner.split(":", 1)
    is_float = ety.strip().startswith(("f", "bf"))
    return tuple((float if is_float else int)(v) for v in vals.split(",") if v.strip())


# ---- the op parser ---------------------------------------------------------------------------

_NAME = re.compile(r"%[\w$.\-]+")
_BARE = re.compile(r"[A-Za-z_][\w$.\-]*")


class _Parser:
    def __init__(self, text: str):
        self.s, self.i = text, 0
        self.newlines = [m.start() for m in re.finditer("\n", text)]

    # -- low level
    def error(self, msg: str):
        raise EmulatorError(f"parse error at line {self.line()}: {msg} "
                            f"(near {self.s[self.i:self.i + 40]!r})")

    def line(self, pos=None) -> int:
        return bisect.bisect_left(self.newlines, self.i if pos is None else pos) + 1

    def ws(self):
        s, n = self.s, len(self.s)
        while self.i < n:
            c = s[self.i]
            if c in " \t\r\n":
                self.i += 1
            elif s.startswith("//", self.i):
                j = s.find("\n", self.i)
                self.i = n if j < 0 else j
            else:
                break

    def peek(self, tok: str) -> bool:
        self.ws()
        return self.s.startswith(tok, self.i)

    def accept(self, tok: str) -> bool:
        if self.peek(tok):
            self.i += len(tok)
            return True
        return False

    def expect(self, tok: str):
        if not self.accept(tok):
            self.error(f"expected {tok!r}")

    def regex(self, rx: re.Pattern, what: str) -> str:
        self.ws()
        m = rx.match(self.s, self.i)
        if not m:
            self.error(f"expected {what}")
        self.i = m.end()
        return m.group(0)

    def balanced(self, stops: str) -> str:
        self.ws()
        j = scan_balanced(self.s, self.i, stops)
        text, self.i = self.s[self.i:j], j
        return text.strip()

    def string(self) -> str:
        self.ws()
        if self.s[self.i] != '"':
            self.error("expected a string")
        j = _skip_string(self.s, self.i)
        body, self.i = self.s[self.i + 1:j - 1], j
        return unescape(body)

    def skip_aliases(self):
        """Top-level `#loc3 = loc(...)` / `#map = ...` definitions (debug info, aliases)."""
        while self.peek("#") or self.peek("!"):
            self.i = self.s.find("\n", self.i)
            if self.i < 0:
                self.i = len(self.s)

    def skip_loc(self):
        if self.peek("loc("):
            self.i = scan_balanced(self.s, self.i + 4, ")") + 1

    # -- grammar
    def op(self) -> Op:
        self.ws()
        line = self.line()
        results = []
        if self.peek("%"):
            while True:
                name = self.regex(_NAME, "a result name")
                count = 1
                if self.peek(":"):
                    self.i += 1
                    count = int(self.regex(re.compile(r"\d+"), "a result count"))
                results += [name] if count == 1 else [f"{name}#{k}" for k in range(count)]
                if not self.accept(","):
                    break
            self.expect("=")
        name = self.string()
        self.expect("(")
        operands = []
        while not self.accept(")"):
            operands.append(self.regex(re.compile(r"%[\w$.\-]+(#\d+)?"), "an operand"))
            self.accept(",")
        if self.accept("["):               # successors: no unstructured control flow here
            self.error(f"{name}: block successors are not supported")
        props = self.dict("<{", "}>") if self.peek("<{") else {}
        regions = []
        if self.accept("("):
            while not self.accept(")"):
                regions.append(self.region())
                self.accept(",")
        attrs = self.dict("{", "}") if self.peek("{") else {}
        self.expect(":")
        ftype = parse_type(_strip_loc(self.balanced("\n")))
        if not isinstance(ftype, FunctionType):
            self.error(f"expected a function type for {name}")
        self.skip_loc()
        if len(ftype.inputs) != len(operands) or len(ftype.results) != len(results):
            self.error(f"{name}: {len(operands)} operands / {len(results)} results do not "
                       f"match its type {ftype}")
        return Op(name, results, operands, props, attrs, regions, ftype.inputs,
                  ftype.results, line)

    def dict(self, open_tok: str, close_tok: str) -> dict:
        self.expect(open_tok)
        out = {}
        while not self.accept(close_tok):
            key = self.string() if self.peek('"') else self.regex(_BARE, "an attribute name")
            out[key] = decode_attr(self.balanced(",}")) if self.accept("=") else True
            self.accept(",")
        return out

    def region(self) -> Region:
        self.expect("{")
        blocks = []
        while not self.accept("}"):
            args = []
            if self.accept("^"):
                self.regex(_BARE, "a block label")
                if self.accept("("):
                    while not self.accept(")"):
                        arg = self.regex(_NAME, "a block argument")
                        self.expect(":")
                        args.append((arg, parse_type(_strip_loc(self.balanced(",)")))))
                        self.accept(",")
                self.expect(":")
            elif blocks:
                self.error("expected a block label")
            ops = []
            while not (self.peek("}") or self.peek("^")):
                ops.append(self.op())
            blocks.append(Block(args, ops))
        return Region(blocks)


def _strip_loc(text: str) -> str:
    """Drop a trailing `loc(...)` (printed with debug info)."""
    return re.sub(r"\s+loc\(.*$", "", text, flags=re.S)


def parse_module(text: str) -> Module:
    """Parse generic-form text of a builtin.module holding a gpu.module (or a bare gpu.module)."""
    p = _Parser(text)
    p.skip_aliases()
    top = p.op()
    p.skip_loc()
    p.skip_aliases()
    if p.i < len(p.s):
        p.error("trailing text after the module")
    mod = Module(top, text=text)
    gpu_modules = [top] if top.name == "gpu.module" else list(_find(top, "gpu.module"))
    if not gpu_modules:
        raise EmulatorError("no gpu.module in the given text")
    for gm in gpu_modules:
        for op in gm.regions[0].blocks[0].ops:
            sym = op.attr("sym_name")
            if op.name == "gpu.func":
                mod.funcs[sym] = op
            elif op.name == "memref.global":
                mod.globals[sym] = op
    return mod


def _find(op: Op, name: str):
    for r in op.regions:
        for b in r.blocks:
            for o in b.ops:
                if o.name == name:
                    yield o
                else:
                    yield from _find(o, name)
