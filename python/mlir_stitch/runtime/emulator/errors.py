"""The one exception type the emulator raises."""
from __future__ import annotations


class EmulatorError(Exception):
    """A kernel did something a GPU would not do correctly (or the emulator cannot run it).

    The message names the kernel, the op and its line in the given text and, where it applies,
    the (block, thread) of the first offending lane. The same facts are kept as attributes.
    """

    def __init__(self, message: str, *, kernel: str | None = None, op: str | None = None,
                 line: int | None = None, block: tuple | None = None,
                 thread: tuple | None = None):
        self.kernel, self.op, self.line = kernel, op, line
        self.block, self.thread = block, thread
        where = []
        if kernel:
            where.append(f"kernel @{kernel}")
        if op:
            where.append(f"op {op}" + (f" at line {line}" if line else ""))
        elif line:
            where.append(f"line {line}")
        if block is not None:
            where.append(f"block {_fmt3(block)}")
        if thread is not None:
            where.append(f"thread {_fmt3(thread)}")
        self.detail = message
        super().__init__(f"{', '.join(where)}: {message}" if where else message)


def _fmt3(t) -> str:
    return "(" + ",".join(str(int(v)) for v in t) + ")"
