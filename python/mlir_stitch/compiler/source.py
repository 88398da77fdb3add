"""Reading L0 input: a Context with the stitch dialect, and parsing text with clear errors."""
from __future__ import annotations

from pathlib import Path

from mlir import ir

from ..dialects import load_stitch_dialect
from .errors import CompileError, from_mlir_error


def new_context() -> ir.Context:
    context = ir.Context()
    load_stitch_dialect(context)
    return context


def parse_source(text: str, context: ir.Context, filename: str = "<input>") -> ir.Module:
    with context, ir.Location.unknown():
        try:
            return ir.Module.parse(text)
        except ir.MLIRError as e:
            raise from_mlir_error(e, filename) from None


def read_source(source, context: ir.Context) -> "tuple[ir.Module, str]":
    """A path, MLIR text, or an ir.Module (cloned into `context` through text)."""
    if isinstance(source, ir.Module):
        return parse_source(str(source), context, "<module>"), "<module>"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                     and source.strip().endswith(".mlir")):
        path = Path(source)
        if not path.is_file():
            raise CompileError(f"{path}: no such file")
        return parse_source(path.read_text(), context, str(path)), str(path)
    return parse_source(source, context, "<string>"), "<string>"
