"""A progress line for long compiles (rich, on stderr, only when stderr is a terminal)."""
from __future__ import annotations

import sys
from contextlib import contextmanager

STAGES = {"L0": "normalized + classified", "L1": "fusion plan", "L2": "schedule",
          "L3": "gpu kernels", "L4": "PTX"}


@contextmanager
def stage_progress(title: str):
    if not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console

    console = Console(stderr=True)
    with console.status(title) as status:
        def update(stage: str):
            status.update(f"{title}: {STAGES.get(stage, stage)} done")
        yield update
