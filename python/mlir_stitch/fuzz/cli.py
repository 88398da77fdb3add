"""python3 -m mlir_stitch.fuzz N: run N random programs (seeds S..S+N-1) through every config,
print counts by outcome per config and per feature, write each failure shrunk to a folder.

    python3 -m mlir_stitch.fuzz 300                     # seeds 0..299, every config
    python3 -m mlir_stitch.fuzz 100 --seed 1000 -j 2 --without multi_result,argmax
    python3 -m mlir_stitch.fuzz 50 --only elementwise,heavy,row_reduce --out /tmp/fails

Exit status 1 when any program gave a wrong answer, crashed, hung, or was invalid MLIR.
"""
from __future__ import annotations

import sys
import threading
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..cli.errors import cli_main, documented_parser
from ..cli.progress import task_progress
from .generator import FEATURES, acceptable, features_of, generate
from .program import Program, to_mlir
from .reference import evaluate, make_inputs
from .runner import FAILURES, OUTCOMES, Outcome, Worker, check
from .shrink import shrink
from .worker import CONFIGS


@dataclass
class Result:
    seed: int
    program: Program
    features: set
    outcomes: dict = field(default_factory=dict)  # config -> Outcome


def parser():
    p = documented_parser("python3 -m mlir_stitch.fuzz", __doc__)
    p.add_argument("count", type=int, help="number of programs")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.add_argument("-j", "--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds per compile+run before 'hang' (60)")
    p.add_argument("--configs", default=",".join(CONFIGS),
                   help="default (the ILP planner), scope (--planner scope --no-remote) and/or "
                        "candidates (each fusion on a candidate mapping drawn by its hash: "
                        "stitch-schedule{choose=random}) and global (every row value in "
                        "global memory: stitch-smem-plan{downgrade=all})")
    p.add_argument("--only", help="comma-separated features to draw from (default: all)")
    p.add_argument("--without", help="comma-separated features never to draw")
    p.add_argument("--out", default="fuzz-failures", help="folder for shrunk failures (fuzz-failures/)")
    p.add_argument("--no-shrink", action="store_true", help="write failures as generated")
    p.add_argument("--max-shrink", type=int, default=10,
                   help="failures shrunk per distinct outcome signature and config; others are "
                        "written as generated (default 10)")
    p.add_argument("--ptxas", action="store_true",
                   help="run ptxas on the PTX too (slower): a kernel that spills, or takes more "
                        "registers than its bound, is a crash")
    p.add_argument("--list-features", action="store_true", help="print the features and exit")
    return p


def feature_set(only: str | None, without: str | None) -> set:
    chosen = set(only.split(",")) if only else set(FEATURES)
    chosen -= set(without.split(",")) if without else set()
    unknown = chosen - set(FEATURES)
    if unknown:
        raise SystemExit(f"unknown features: {', '.join(sorted(unknown))} (see --list-features)")
    return chosen


def run_all(seeds, features, configs, jobs, timeout, ptxas) -> list:
    local = threading.local()
    workers = []

    def one(seed: int) -> Result:
        if not hasattr(local, "worker"):
            local.worker = Worker(timeout)
            workers.append(local.worker)
        program = generate(seed, features)
        result = Result(seed, program, features_of(program))
        for config in configs:
            result.outcomes[config] = check(program, config, local.worker, ptxas)
        return result

    results = []
    with task_progress("fuzzing", len(seeds)) as advance, ThreadPoolExecutor(jobs) as pool:
        try:
            for result in pool.map(one, seeds):
                results.append(result)
                kinds = "/".join(o.kind for o in result.outcomes.values())
                advance(f"seed {result.seed}: {kinds}")
        finally:
            for w in workers:
                w.stop()
    return results


def summarize(results: list, configs):
    from rich.console import Console
    from rich.table import Table

    console = Console(file=sys.stdout, width=150)
    by_config = Table(title=f"{len(results)} programs: outcomes per config")
    by_config.add_column("outcome")
    for c in configs:
        by_config.add_column(c, justify="right")
    for kind in OUTCOMES:
        counts = [sum(r.outcomes[c].kind == kind for r in results) for c in configs]
        if any(counts):
            by_config.add_row(kind, *map(str, counts))
    console.print(by_config)
    for c in configs:
        ran = [r.outcomes[c].kernels for r in results if r.outcomes[c].kernels]
        if ran:
            console.print(f"{c}: {sum(k for k, _ in ran)} kernels for {sum(u for _, u in ran)} unfused "
                          f"kernels over the {len(ran)} programs that ran")
    by_feature = Table(title="outcomes per feature (programs using it × configs)")
    by_feature.add_column("feature")
    for kind in OUTCOMES:
        by_feature.add_column(kind, justify="right")
    for feature in FEATURES:
        counts = Counter(o.kind for r in results if feature in r.features for o in r.outcomes.values())
        if counts:
            by_feature.add_row(feature, *(str(counts.get(k, 0)) for k in OUTCOMES))
    console.print(by_feature)


def write_failures(results: list, out: Path, timeout: float, ptxas: bool, do_shrink: bool,
                   max_shrink: int) -> list:
    """Shrink and write each failing program; returns README lines."""
    out.mkdir(parents=True, exist_ok=True)
    lines, shrunk = [], Counter()
    worker = Worker(timeout)
    try:
        failing = [(r, c, o) for r in results for c, o in r.outcomes.items() if o.kind in FAILURES]
        with task_progress("shrinking", len(failing)) as advance:
            for r, config, outcome in failing:
                signature = outcome.signature()
                program, note = r.program, "as generated"
                if do_shrink and shrunk[(config, signature)] < max_shrink:
                    shrunk[(config, signature)] += 1
                    program = shrink(r.program, lambda q: acceptable(q) and check(q, config, worker, ptxas)
                                     .signature() == signature, max_seconds=min(180.0, 4 * timeout))
                    note = "shrunk"
                final = check(program, config, worker, ptxas)
                name = f"seed{r.seed}-{config}-{outcome.kind}"
                save(program, out / name, final)
                lines.append(f"- `{name}.mlir` ({note}; features {', '.join(sorted(features_of(program)))}): "
                             f"{final.kind}: {final.message}")
                advance(name)
    finally:
        worker.stop()
    readme = out / "README.md"
    readme.write_text("# fuzz failures\n\nRun one: `stitch-compile F.mlir -o art && stitch-run art --inputs "
                      "F.npz --backend emulator --check F.expected.npz` (`scope` ones with "
                      "`--planner scope --no-remote`).\n\n" + "\n".join(lines) + "\n")
    return lines


def save(program: Program, stem: Path, outcome: Outcome):
    inputs = make_inputs(program)
    stem.with_suffix(".mlir").write_text(to_mlir(program))
    np.savez(stem.with_suffix(".npz"), **{f"arg{i}": a for i, a in enumerate(inputs)})
    refs = evaluate(program, inputs)
    np.savez(str(stem) + ".expected.npz", **{f"result{i}": r.value for i, r in enumerate(refs)})
    if outcome.detail:
        Path(str(stem) + ".log").write_text(outcome.detail)


def report_signatures(results: list):
    """One line per distinct non-passing outcome: count, first seed/config, message."""
    seen = defaultdict(list)
    for r in results:
        for c, o in r.outcomes.items():
            if o.kind != "pass":
                seen[o.signature()].append((r.seed, c, o))
    for signature, hits in sorted(seen.items()):
        seed, config, outcome = hits[0]
        print(f"{outcome.kind:8} x{len(hits):<4} e.g. seed {seed} {config}: {outcome.message[:200]}")


@cli_main("fuzz")
def main(argv=None) -> int:
    args = parser().parse_args(argv)
    if args.list_features:
        print("\n".join(FEATURES))
        return 0
    configs = args.configs.split(",")
    for c in configs:
        if c not in CONFIGS:
            raise SystemExit(f"unknown config {c!r} (choose from {', '.join(CONFIGS)})")
    features = feature_set(args.only, args.without)
    seeds = list(range(args.seed, args.seed + args.count))
    results = run_all(seeds, features, configs, args.jobs, args.timeout, args.ptxas)
    summarize(results, configs)
    report_signatures(results)
    if any(o.kind in FAILURES for r in results for o in r.outcomes.values()):
        lines = write_failures(results, Path(args.out), args.timeout, args.ptxas,
                               not args.no_shrink, args.max_shrink)
        print(f"{len(lines)} failures written to {args.out}/ (README.md lists them)")
        return 1
    return 0
