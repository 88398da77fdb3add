"""Error classes shared by the whole project.

``StitchError`` is the base of every *expected* failure (bad input, malformed artifact, missing
GPU, ...): the command-line tools print it as ``prog: error: message`` with exit status 1 and no
traceback. The compile side subclasses it too. Anything else escaping is a bug and keeps its
traceback.
"""
from __future__ import annotations


class StitchError(Exception):
    """A failure with a message meant for the user (no traceback needed)."""


class StitchRuntimeError(StitchError, RuntimeError):
    """Loading or running an artifact failed (bad arguments, no GPU, driver error, ...)."""


class ArgumentError(StitchRuntimeError, ValueError):
    """A call argument does not match the entry signature (count, shape, dtype, layout)."""


class CudaError(StitchRuntimeError):
    """A CUDA driver call returned an error code."""

    def __init__(self, message: str, code: int | None = None):
        super().__init__(message)
        self.code = code
