"""Compile-time errors with a source location, printed like MLIR diagnostics."""
from __future__ import annotations

from mlir import ir

from ..runtime.errors import StitchError


class CompileError(StitchError):
    """Bad or unsupported input. `location` is `file:line:col` when known."""

    def __init__(self, message: str, location: str | None = None):
        self.message = message
        self.location = location
        super().__init__(f"{location}: {message}" if location else message)


def format_location(loc: ir.Location, filename: str | None = None) -> str:
    """`loc("-":3:10)` -> `file.mlir:3:10` (the bindings parse text without a file name; a
    location the input names itself, such as an exporter's `<fx:node>`, is kept)."""
    text = str(loc)
    if text.startswith("loc(") and text.endswith(")"):
        text = text[4:-1]
    if text.startswith('"'):
        name, _, rest = text[1:].partition('"')
        text = (filename if filename and name in ("-", "<string>", "<input>") else name) + rest
    return text


def error_at(op_or_loc, message: str, filename: str | None = None) -> CompileError:
    loc = op_or_loc if isinstance(op_or_loc, ir.Location) else op_or_loc.location
    return CompileError(message, _known(format_location(loc, filename)))


def from_mlir_error(e: ir.MLIRError, filename: str | None = None) -> CompileError:
    """First diagnostic of an MLIRError (its notes dropped: they dump whole ops)."""
    if e.error_diagnostics:
        d = e.error_diagnostics[0]
        return CompileError(d.message, _known(format_location(d.location, filename)))
    return CompileError(str(e))


def _known(location: str) -> str | None:
    """No `unknown: ` prefix on messages about ops built without a location."""
    return None if location == "unknown" else location
