"""The stitch dialect (IRDL, loaded at run time) and helpers to read/write its attributes."""
from __future__ import annotations

import math
import re
import struct
from pathlib import Path

from mlir import ir
from mlir._mlir_libs import _mlir
from mlir.dialects import irdl

from ..run_facts import once

IRDL_FILE = Path(__file__).with_name("stitch.irdl.mlir")
LAUNCH_ATTR = "stitch.launch"  # on each func.call of the host plan

# Whenever the bindings hand out an attribute or op of a dialect they import the dialect's
# Python module, `<prefix>.<namespace>`, and a failed import is tried again the next time
# (42,000 failed imports of mlir.dialects.stitch, ~2 s, planning a 10,000-op graph): this
# package holds `stitch.py` for the namespace, found once through this prefix.
if __name__ not in _mlir.globals.dialect_search_modules:
    _mlir.globals.append_dialect_search_prefix(__name__)


def load_stitch_dialect(context: ir.Context) -> None:
    """Load the stitch dialect into `context` (once; later calls are no-ops).

    IRDL aborts the whole process when a dialect is loaded twice into one Context, so ask the
    context first (parsing one of our attributes is no probe: a context that allows
    unregistered dialects parses it as an opaque attribute)."""
    try:
        context.dialects["stitch"]
        return
    except IndexError:
        pass
    with context:
        irdl.load_dialects(ir.Module.parse(IRDL_FILE.read_text()))


def make_attr(name: str, fields: dict) -> ir.Attribute:
    """`#stitch.<name><{...}>` from a Python dict of plain values (each text parsed once per
    pass run: the ops of a model share a few dozen classes). The text is written here, not
    printed from attributes built one by one: a 10,000-op plan's explanation holds 100,000
    values, 0.3 s through the bindings. It is the text `to_dict_attr` builds (tested)."""
    text = f"#stitch.{name}<{dict_text(fields)}>"
    return once(("stitch attribute", text), lambda key: ir.Attribute.parse(text))


def dict_text(fields: dict) -> str:
    """MLIR's syntax for `to_dict_attr(fields)` (which sorts the entries by name)."""
    return "{" + ", ".join(f"{_string(k)} = {_value_text(v)}" for k, v in sorted(fields.items())) + "}"


def _value_text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return f"{value} : i64"
    if isinstance(value, float):
        return f"{_float_text(value)} : f64"
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, dict):
        return dict_text(value)
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return f"array<i64: {', '.join(map(str, value))}>"
        return "[" + ", ".join(_value_text(v) for v in value) + "]"
    raise TypeError(f"cannot store {value!r} in a stitch attribute")


def _float_text(value: float) -> str:
    """The shortest digits that read back as this double (APFloat rounds correctly), with the
    point MLIR's float literal needs (1e-05 -> 1.0e-05); the bits of an infinity or NaN."""
    if not math.isfinite(value):
        return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"
    digits = repr(value)
    if "." not in digits:
        mantissa, _, exponent = digits.partition("e")
        digits = f"{mantissa}.0e{exponent}" if exponent else f"{mantissa}.0"
    return digits


def _string(text: str) -> str:
    """An MLIR string literal: bytes other than printable ASCII, quotes and backslashes as \\XX."""
    if not _UNSAFE.search(text):
        return f'"{text}"'
    return '"' + "".join(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02X}"
                         for b in text.encode()) + '"'


_UNSAFE = re.compile(r'[^\x20\x21\x23-\x5b\x5d-\x7e]')  # all but printable ASCII, '"' and '\\'


def read_attr(attr: ir.Attribute) -> dict:
    """The fields of a `#stitch.<name><{...}>` attribute as a Python dict (the caller's own:
    each distinct attribute is read once per pass run and copied out)."""
    return _copied(once(("stitch fields", attr), _fields))


def _fields(key) -> dict:
    attr = key[1]
    text = str(attr)
    return from_attr(ir.Attribute.parse(text[text.index("<") + 1 : -1], context=attr.context))


def _copied(value):
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copied(v) for v in value]
    return value


def to_dict_attr(fields: dict) -> ir.Attribute:
    return ir.DictAttr.get({k: to_attr(v) for k, v in fields.items()})


def to_attr(value) -> ir.Attribute:
    if isinstance(value, bool):
        return ir.BoolAttr.get(value)
    if isinstance(value, int):
        return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), value)
    if isinstance(value, float):
        return ir.FloatAttr.get_f64(value)
    if isinstance(value, str):
        return ir.StringAttr.get(value)
    if isinstance(value, dict):
        return to_dict_attr(value)
    if isinstance(value, (list, tuple)):
        if value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return ir.DenseI64ArrayAttr.get(list(value))
        return ir.ArrayAttr.get([to_attr(v) for v in value])
    raise TypeError(f"cannot store {value!r} in a stitch attribute")


def from_attr(attr: ir.Attribute):
    if isinstance(attr, ir.BoolAttr):
        return attr.value
    if isinstance(attr, ir.IntegerAttr):
        return attr.value
    if isinstance(attr, ir.FloatAttr):
        return attr.value
    if isinstance(attr, ir.StringAttr):
        return attr.value
    if isinstance(attr, ir.DenseI64ArrayAttr):
        return list(attr)
    if isinstance(attr, ir.DictAttr):
        return {attr[i].name: from_attr(attr[i].attr) for i in range(len(attr))}
    if isinstance(attr, ir.ArrayAttr):
        return [from_attr(a) for a in attr]
    raise TypeError(f"unexpected attribute {attr}")
