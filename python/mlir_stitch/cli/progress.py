"""Progress displays for long work (rich, on stderr, only when stderr is a terminal)."""
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


@contextmanager
def task_progress(title: str, total: int):
    """A bar over `total` tasks; yields advance(name) to call after each task."""
    if not sys.stderr.isatty():
        yield lambda name: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, transient=True) as progress:
        task = progress.add_task(title, total=total)

        def advance(name: str):
            progress.update(task, advance=1, description=f"{title} (last: {name})")
        yield advance
