"""Cold compile time of stitch-compile beside iree-compile on the same files, and where
stitch-compile's time goes. Prints the table of benchmarks/RESULTS.md ("Compile time").

    python benchmarks/compile_time.py [--repeat 3] [--inputs DIR] [--only NAMES]

Inputs: transformers models at the sizes people run, built from configs with random weights
(nothing downloaded) and exported once with stitch-export's exporter into DIR (default
~/.cache/mlir-stitch/compile-time; each model.mlir is reused by later runs), and the chains of
examples/large_graphs.py. Per input, medians of --repeat cold runs, each a fresh process:
`stitch-compile IN -o OUT --no-cache` (ptxas included when installed, as a user's compile)
and `iree-compile --iree-hal-target-device=cuda --iree-cuda-target=sm_80 IN -o OUT.vmfb`;
the stage columns are stitch-compile's own report (L0 normalize + classify, L1 fusion plan,
L2 schedule + shared-memory plan, L3 lowering, the rest: PTX, ptxas and the host plan).
A second table times planning alone on the 10,000-op chain: `stitch-opt IN --pass-pipeline=
'builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)'` in a fresh process
(issue 45 asks for 5 s at most)."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mlir_stitch.suite import real_models

CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mlir-stitch" / "compile-time"


MODELS = {"GPT2Model 12 x 768 at 1 x 128": ("gpt2", real_models.gpt2(1, 128)),
          "BertModel base at 8 x 128": ("bert", real_models.bert(8, 128)),
          "Llama-style bf16 4 x 2048 at 1 x 256": ("llama_bf16",
                                                   real_models.llama(2048, 4, 16, 5632, 256))}
CHAINS = {"large_graphs 1000 ops": 1000, "large_graphs 3000 ops": 3000}
PLANNING = {"large_graphs 10000 ops": 10000}
PLANNING_PIPELINE = "builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)"


def exported(folder: Path, build) -> Path:
    """folder/model.mlir, exported once from `build`."""
    path = folder / "model.mlir"
    if path.exists():
        return path
    from mlir_stitch.frontends.torch import export_torch

    model, inputs = build()  # suite/real_models.py
    print(f"exporting {folder.name} ...", file=sys.stderr, flush=True)
    exported_model = export_torch(model, inputs, name=folder.name)
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(exported_model.mlir)
    return path


def chain(folder: Path, ops: int) -> Path:
    from mlir_stitch.examples.large_graphs import transformer_chain

    path = folder / f"chain_{ops}.mlir"
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(transformer_chain(ops))
    return path


def timed(command: list) -> "tuple[float, str]":
    start = time.perf_counter()
    proc = subprocess.run(command, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{proc.stderr[-2000:]}")
    return seconds, proc.stdout


def stitch_compile(path: Path, out: Path) -> "tuple[float, dict]":
    seconds, stdout = timed([sys.executable, "-m", "mlir_stitch.cli.stitch_compile", str(path),
                             "-o", str(out), "--no-cache", "--report"])
    return seconds, json.loads(stdout)


def iree_compile(path: Path, out: Path) -> "float | None":
    iree = shutil.which("iree-compile")
    if iree is None:
        return None
    seconds, _ = timed([iree, "--iree-hal-target-device=cuda", "--iree-cuda-target=sm_80",
                        str(path), "-o", str(out / "model.vmfb")])
    return seconds


def linalg_ops(path: Path) -> int:
    return sum(line.count("linalg.") for line in path.read_text().splitlines()
               if "linalg." in line and "linalg.yield" not in line and "linalg.index" not in line)


def measure(name: str, path: Path, repeat: int) -> dict:
    stitch, iree, reports = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        for _ in range(repeat):
            seconds, report = stitch_compile(path, out / "art")
            stitch.append(seconds)
            reports.append(report)
            iree_s = iree_compile(path, out)
            if iree_s is not None:
                iree.append(iree_s)
    report = reports[stitch.index(statistics.median_low(stitch))]
    stages = report["stage_seconds"]
    return {"name": name, "ops": linalg_ops(path), "kernels": report["kernel_count"],
            "distinct": report.get("distinct_kernels", report["kernel_count"]),
            "stitch": statistics.median(stitch), "iree": statistics.median(iree) if iree else None,
            "stages": stages, "rest": report["compile_seconds"] - sum(stages.values())}


def planning(path: Path, repeat: int, options: str = "") -> float:
    """Median seconds of stitch-opt planning `path` in a fresh process."""
    pipeline = PLANNING_PIPELINE.replace("stitch-fusion-plan", f"stitch-fusion-plan{{{options}}}") \
        if options else PLANNING_PIPELINE
    command = [sys.executable, "-m", "mlir_stitch.cli.stitch_opt", str(path),
               f"--pass-pipeline={pipeline}", "-o", os.devnull]
    return statistics.median(timed(command)[0] for _ in range(repeat))


def row(r: dict) -> str:
    iree = f"{r['iree']:.1f}" if r["iree"] is not None else "–"
    ratio = f"{r['stitch'] / r['iree']:.2f}x" if r["iree"] else "–"
    s = r["stages"]
    return (f"| {r['name']} | {r['ops']} | {r['kernels']} ({r['distinct']}) | {r['stitch']:.1f} | "
            f"{iree} | {ratio} | {s.get('L0', 0):.1f} | {s.get('L1', 0):.1f} | {s.get('L2', 0):.1f} | "
            f"{s.get('L3', 0):.1f} | {r['rest']:.1f} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="cold runs per input (median)")
    parser.add_argument("--inputs", type=Path, default=CACHE, help="where exported models are kept")
    parser.add_argument("--only", default="", help="comma-separated substrings of input names")
    args = parser.parse_args(argv)
    wanted = [w for w in args.only.split(",") if w]
    inputs = [(name, lambda f=folder, b=build: exported(args.inputs / f, b))
              for name, (folder, build) in MODELS.items()]
    inputs += [(name, lambda n=ops: chain(args.inputs, n)) for name, ops in CHAINS.items()]
    print("| input | linalg ops | launches (distinct kernels) | stitch-compile s | iree-compile s | "
          "ratio | L0 s | L1 s | L2 s | L3 s | PTX, ptxas, host plan s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name, path in inputs:
        if wanted and not any(w in name for w in wanted):
            continue
        print(row(measure(name, path(), args.repeat)), flush=True)
    print()
    print("| input | stitch-opt planning s | with every op planned (repeats=false) s |")
    print("|---|---|---|")
    for name, ops in PLANNING.items():
        if wanted and not any(w in name for w in wanted):
            continue
        path = chain(args.inputs, ops)
        print(f"| {name} | {planning(path, args.repeat):.2f} | "
              f"{planning(path, args.repeat, 'repeats=false'):.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
