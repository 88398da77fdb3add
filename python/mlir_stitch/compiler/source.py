"""Reading L0 input: a Context with the stitch dialect, and parsing text with clear errors."""
from __future__ import annotations

import re
from pathlib import Path

from mlir import ir

from ..dialects import load_stitch_dialect
from .errors import CompileError, from_mlir_error


def new_context() -> ir.Context:
    context = ir.Context()
    load_stitch_dialect(context)
    return context


def parse_source(text: str, context: ir.Context, filename: str = "<input>") -> ir.Module:
    """The module of `text`, its ops' locations naming `filename` (the bindings parse text
    under the name "-", which the plan's reasons, the IR and the PTX's line table would show)."""
    with context, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as e:
            error = from_mlir_error(e, filename)
            raise CompileError(foreign_op_message(error.message, text, error.location),
                               error.location) from None
        _name_locations(module.operation, filename)
        return module


def _name_locations(root: ir.Operation, filename: str) -> None:
    def rename(op):
        loc = op.location
        if loc.is_a_file() and loc.filename == "-":
            op.location = ir.Location.file(filename, loc.start_line, loc.start_col)
        return ir.WalkResult.ADVANCE
    root.walk(rename)


# the parser's words for an op of a dialect the context does not have (custom and generic form)
_CUSTOM_FOREIGN = re.compile(r"Dialect `([\w$]+)' not found for custom op '([\w.$]+)'")
_GENERIC_FOREIGN = "operation being parsed with an unregistered dialect"
_GENERIC_OP = re.compile(r'"([\w$]+)\.([\w.$]+)"\s*\(')


def foreign_op_message(message: str, text: str, location: str | None) -> str:
    """Name the op and its dialect instead of the parser's advice to allow unregistered ones."""
    custom = _CUSTOM_FOREIGN.search(message)
    if custom:
        dialect, op = custom.groups()
    elif _GENERIC_FOREIGN in message and location:
        line = _line_at(text, location)
        generic = _GENERIC_OP.search(line)
        if not generic:
            return message
        dialect, op = generic.group(1), ".".join(generic.groups())
    else:
        return message
    return (f"unknown op '{op}': dialect '{dialect}' is not an upstream MLIR dialect "
            f"(mlir-stitch reads linalg on tensors)")


def _line_at(text: str, location: str) -> str:
    """The source line of `file:line:col`."""
    parts = location.rsplit(":", 2)
    lines = text.splitlines()
    if len(parts) == 3 and parts[1].isdigit() and 0 < int(parts[1]) <= len(lines):
        return lines[int(parts[1]) - 1]
    return ""


def read_source(source, context: ir.Context) -> "tuple[ir.Module, str]":
    """A path, MLIR text, or an ir.Module (cloned into `context` through text)."""
    text, filename = source_text(source)
    return parse_source(text, context, filename), filename


def source_text(source) -> "tuple[str, str]":
    """(MLIR text, the name diagnostics give it) of a path, MLIR text or an ir.Module."""
    if isinstance(source, ir.Module):
        return str(source), "<module>"
    if isinstance(source, Path) or (isinstance(source, str) and looks_like_path(source)):
        path = Path(source)
        return read_file(path), str(path)
    if not isinstance(source, str):
        raise TypeError(f"compile() takes a path, MLIR text or an ir.Module, got {type(source).__name__}")
    return source, "<string>"


def looks_like_path(text: str) -> bool:
    """MLIR text always has a newline, `{`, `(` or `=` (an op has operands, a region or a
    result); a file name rarely does, and `model.mlir` never is MLIR."""
    one_line = text.strip()
    return "\n" not in one_line and (one_line.endswith(".mlir") or not any(c in one_line for c in "{(="))


def read_file(path: Path) -> str:
    if path.is_dir():
        raise CompileError(f"{path}: is a directory, expected an .mlir file")
    if not path.exists():
        raise CompileError(f"{path}: no such file")
    try:
        return path.read_text()
    except UnicodeDecodeError:
        raise CompileError(f"{path}: not a text file (MLIR is text)") from None
