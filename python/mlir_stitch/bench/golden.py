"""Golden kernel counts of the suite (as IREE's CI tracks dispatch counts): a model's kernel count
may shrink, never grow; a model that does not compile yet is recorded with its reason."""
from __future__ import annotations

import json
from pathlib import Path

GOLDEN_FILE = Path("benchmarks/suite/golden_kernel_counts.json")


def read_golden(path=GOLDEN_FILE) -> dict:
    """{"kernels": {name: count}, "unsupported": {name: reason}}."""
    return json.loads(Path(path).read_text())


def golden_from_rows(rows) -> dict:
    kernels = {r.name: r.kernels for r in rows if r.kernels is not None}
    unsupported = {r.name: r.status for r in rows if r.kernels is None}
    return {"kernels": dict(sorted(kernels.items())), "unsupported": dict(sorted(unsupported.items()))}


def write_golden(rows, path=GOLDEN_FILE) -> None:
    Path(path).write_text(json.dumps(golden_from_rows(rows), indent=1) + "\n")
