"""Shared memory of the suite's kernels with and without stitch-smem-plan's reuse.

    python3 benchmarks/smem_reuse.py

Compiles every suite model (benchmarks/suite/*/model.mlir) and prints, per model whose
kernels use shared memory, the bytes per block summed over its kernels without reuse (each
buffer its own bytes, as before the pass) and with the plan's reuse, the smallest budget of its
kernels (the bytes per block that keep each launch's blocks per SM) and the row values moved
to global memory to fit it, then the totals."""
from __future__ import annotations

from pathlib import Path

import mlir_stitch

SUITE = Path(__file__).resolve().parent / "suite"


def main() -> None:
    print("| model | kernels | shared bytes without reuse | with reuse | smallest budget | "
          "values moved to global |")
    print("|---|---|---|---|---|---|")
    total_without = total_with = moved_total = 0
    for model in sorted(SUITE.glob("*/model.mlir")):
        report = mlir_stitch.compile(model, cache=False, resources=False).report
        without = sum(f.get("shared_bytes_without_reuse", f["shared_bytes"]) for f in report["fusions"])
        with_reuse = sum(f["shared_bytes"] for f in report["fusions"])
        total_without, total_with = total_without + without, total_with + with_reuse
        budget = min(f["shared_budget"] for f in report["fusions"] if f["shared_bytes"]) \
            if with_reuse else 0
        moved = sum(len(f["downgraded"]) for f in report["fusions"])
        moved_total += moved
        if without:
            print(f"| {model.parent.name} | {report['kernel_count']} | {without} | {with_reuse} "
                  f"| {budget} | {moved} |")
    print(f"\nTotal over the suite: {total_with} bytes with reuse, {total_without} without "
          f"({100 * (total_without - total_with) / max(total_without, 1):.1f} % less); "
          f"{moved_total} row values moved to global memory to fit the budgets.")


if __name__ == "__main__":
    main()
