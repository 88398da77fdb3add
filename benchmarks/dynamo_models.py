"""Hugging Face models through torch.compile(backend="mlir_stitch") on this machine (the
emulator without a GPU): how much of each model mlir-stitch compiles, into how many kernels, how
long the compile takes beside Inductor's, and the largest difference from eager.

    python benchmarks/dynamo_models.py [--models gpt2,bert,...] [--attention sdpa|eager]
                                       [--no-inductor] [--write]

Each model (suite/hf_models.py: 2 layers, hidden 64, batch 2, sequence 16) is compiled in a fresh
Dynamo with an empty compile cache: graphs and partitions compiled, kernel launches per call
beside one kernel per linalg op, ops left to torch, the seconds mlir-stitch spent (splitting,
exporting, compiling: `STATS["compile_seconds"]`), the first call's wall time (Dynamo and
AOTAutograd included; the emulator's run too; the first model's also starts the export worker),
and Inductor's first call on the same model (`torch.compile` default, cold: its own empty cache,
its C++ compile on the CPU). `--write` puts the table in
benchmarks/RESULTS.md."""
from __future__ import annotations

import argparse
import os
import platform
import re
import tempfile
import time
import warnings
from pathlib import Path

RESULTS = Path(__file__).parent / "RESULTS.md"
SECTION = "## torch.compile on Hugging Face models"


def measure(name: str, attention: str, inductor: bool) -> dict:
    import torch

    from mlir_stitch.frontends.dynamo.graph_compiler import STATS
    from mlir_stitch.suite.hf_models import build, model_inputs, tensors

    torch.manual_seed(0)
    model = build(name, attention).eval()
    inputs = model_inputs(name)
    row = {"model": f"{type(model).__name__} ({attention})"}
    with torch.no_grad():
        want = tensors(model(**inputs))
        torch._dynamo.reset()
        before = dict(STATS)
        start = time.perf_counter()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            got = tensors(torch.compile(model, backend="mlir_stitch")(**inputs))
        row["first_call_s"] = time.perf_counter() - start
        for key in ("graphs", "partitions", "kernels", "unfused_kernels", "torch_ops", "compile_seconds"):
            row[key] = STATS[key] - before.get(key, 0)
        row["error"] = max(float((g.double() - w.double()).abs().max()) for g, w in zip(got, want))
        row["left"] = sorted({op for w in caught if "run as torch ops" in str(w.message)
                              for op in re.findall(r"\b(?:aten|prims)\.\w+", str(w.message))})
        if inductor:
            torch._dynamo.reset()
            start = time.perf_counter()
            try:
                torch.compile(model)(**inputs)
                row["inductor_s"] = time.perf_counter() - start
            except Exception as e:  # no C++ compiler, say: the row says so
                row["inductor_s"] = f"n/a ({type(e).__name__})"
    return row


def table(rows: list) -> str:
    lines = ["| model | graphs | partitions | kernels (unfused) | ops left to torch | mlir-stitch compile s "
             "| first call s | Inductor first call s | max abs diff from eager |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        inductor = r.get("inductor_s", "")
        inductor = f"{inductor:.1f}" if isinstance(inductor, float) else inductor
        left = f"{r['torch_ops']} ({', '.join(r['left'])})" if r["torch_ops"] else "0"
        lines.append(f"| {r['model']} | {r['graphs']} | {r['partitions']} | {r['kernels']} "
                     f"({r['unfused_kernels']}) | {left} | {r['compile_seconds']:.1f} | "
                     f"{r['first_call_s']:.1f} | {inductor} | {r['error']:.1e} |")
    return "\n".join(lines)


def write(text: str) -> None:
    body = RESULTS.read_text()
    if SECTION in body:
        start = body.index(SECTION)
        end = body.find("\n## ", start + len(SECTION))
        body = body[:start] + text + (body[end:] if end >= 0 else "\n")
    else:
        body = body.rstrip("\n") + "\n\n" + text + "\n"
    RESULTS.write_text(body)


def main() -> None:
    from mlir_stitch.suite.hf_models import MODELS

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--attention", default="sdpa", choices=["sdpa", "eager"])
    parser.add_argument("--no-inductor", action="store_true")
    parser.add_argument("--write", action="store_true", help="put the table in benchmarks/RESULTS.md")
    args = parser.parse_args()
    # both compilers cold: empty caches of their own (Inductor's FX graph and AOT caches off)
    os.environ["MLIR_STITCH_CACHE_DIR"] = tempfile.mkdtemp(prefix="stitch-cache-")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="inductor-cache-")
    os.environ["TORCHINDUCTOR_FX_GRAPH_CACHE"] = "0"
    os.environ["TORCHINDUCTOR_AUTOGRAD_CACHE"] = "0"
    rows = []
    for name in args.models.split(","):
        rows.append(measure(name, args.attention, not args.no_inductor))
        print(table(rows[-1:]).splitlines()[-1], flush=True)
    command = "python benchmarks/dynamo_models.py" + ("" if args.models == ",".join(MODELS) else
                                                     f" --models {args.models}")
    text = (f"{SECTION}\n\n`{command}` on {platform.node() or 'this machine'} ({os.cpu_count()} cores, "
            f"no GPU: partitions run on the emulator; the first call includes the emulator's run). "
            f"{args.attention} attention, suite/hf_models.py's sizes. Kernels: launches per call of "
            f"the compiled partitions (library GEMMs included) beside one kernel per linalg op; "
            f"mlir-stitch compile s: splitting, exporting and compiling (the first model's "
            f"includes starting the export worker); first call: Dynamo, AOTAutograd, the "
            f"compile and the emulator's run; Inductor's first call is cold for the first model, "
            f"later ones reuse what its process built.\n\n{table(rows)}\n")
    print(text)
    if args.write:
        write(text)


if __name__ == "__main__":
    main()
