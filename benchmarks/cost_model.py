"""The schedule cost model (analysis/schedule_cost.py) against measured kernel times.

    python3 benchmarks/cost_model.py [--device h100|TABLE.json]

Reads the GPU time per call of the suite models that ran as one kernel in the GPU run
recorded in benchmarks/RESULTS.md (`stitch-bench --gpu`, CUPTI kernel durations), compiles each
model on this machine, and prints, as a markdown table, the modelled time of the mapping that
ran (the heuristic one: the run predates the candidate search) beside the measured one. The
column models are left out: their mapping changed after that run."""
from __future__ import annotations

import argparse
import re
import statistics
from pathlib import Path

import mlir_stitch
from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage

ROOT = Path(__file__).resolve().parent
CHANGED_SINCE_RUN = ("astitch_column", "astitch_mse", "astitch_batchnorm")


def measured_kernel_times(results: Path) -> dict:
    """Model -> (µs, GPU ops) from RESULTS.md's 'GPU time per call' table."""
    times = {}
    for line in results.read_text().splitlines():
        m = re.match(r"\| (\S+) \| ([0-9.]+) \((\d+)\) \|", line)
        if m:
            times[m[1]] = (float(m[2]), int(m[3]))
    return times


def modelled_us(model: str, device: str) -> "float | None":
    pipeline = Pipeline().replace_stage("L2", schedule_stage(f'device="{device}"'))
    art = mlir_stitch.compile(ROOT / "suite" / model / "model.mlir", pipeline=pipeline,
                              cache=False, resources=False)
    fusions = [f for f in art.report["fusions"] if "choice" in f]
    if len(fusions) != 1:
        return None
    return next(c["time_us"] for c in fusions[0]["choice"]["candidates"] if c["heuristic"])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--device", default="h100")
    args = p.parse_args()
    rows = []
    for model, (us, ops) in measured_kernel_times(ROOT / "RESULTS.md").items():
        if ops == 1 and not model.startswith(CHANGED_SINCE_RUN):
            modelled = modelled_us(model, args.device)
            if modelled is not None:
                rows.append((model, us, modelled))
    print("| model | measured µs | modelled µs | modelled / measured |")
    print("|---|---|---|---|")
    for model, us, modelled in rows:
        print(f"| {model} | {us:.1f} | {modelled:.2f} | {modelled / us:.2f} |")
    ratio = statistics.geometric_mean([m / u for _, u, m in rows])
    print(f"\nGeomean modelled / measured over {len(rows)} models: {ratio:.2f}")


if __name__ == "__main__":
    main()
