"""Shared error handling of the command-line tools.

Known failures (``StitchError`` and its subclasses, plus unreadable/missing files) are printed
as ``prog: error: message`` on stderr with exit status 1 and no traceback. ``STITCH_DEBUG=1``
lets them propagate with their traceback. Anything else is a bug and keeps its traceback.
"""
from __future__ import annotations

import argparse
import functools
import os
import sys

from ..runtime.errors import StitchError

KNOWN_ERRORS: tuple[type[BaseException], ...] = (StitchError, OSError)


def debugging() -> bool:
    return os.environ.get("STITCH_DEBUG") == "1"


def report_error(prog: str, message: str) -> int:
    print(f"{prog}: error: {message}", file=sys.stderr)
    return 1


def run_cli(main_fn, prog: str, argv=None, known: tuple = KNOWN_ERRORS) -> int:
    """Run ``main_fn(argv)``; a known error becomes one message and exit status 1."""
    try:
        return main_fn(argv) or 0
    except BrokenPipeError:  # stdout's reader went away (`| head`): nothing to report
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # Python's own advice: no error flushing at exit
        return 141  # 128 + SIGPIPE, as a shell reports a writer the pipe stopped
    except known as e:
        if debugging():
            raise
        return report_error(prog, _message(e))
    except KeyboardInterrupt:
        return 130


def cli_main(prog: str, known: tuple = KNOWN_ERRORS):
    """Decorator form: ``@cli_main("stitch-run")`` over ``def main(argv=None) -> int``."""
    def wrap(main_fn):
        @functools.wraps(main_fn)
        def main(argv=None) -> int:
            return run_cli(main_fn, prog, argv, known)
        return main
    return wrap


def _message(e: BaseException) -> str:
    if isinstance(e, OSError) and e.filename is not None:
        return f"{e.filename}: {e.strerror or e}"
    return str(e) or type(e).__name__


class ArgumentParser(argparse.ArgumentParser):
    """A bad command line is bad input like any other: one `prog: error: ...` line, status 1
    (argparse's default prints the usage too and exits 2)."""

    def error(self, message: str):
        self.exit(1, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def documented_parser(prog: str, doc: str) -> argparse.ArgumentParser:
    """A parser whose description is the module docstring's first paragraph and whose epilog
    is the rest of it (usage examples keep their layout)."""
    summary, _, rest = doc.partition("\n\n")
    return ArgumentParser(prog=prog, description=summary, epilog=rest,
                          formatter_class=argparse.RawDescriptionHelpFormatter)

