"""Library GEMM cases of a GPU bundle beside torch, in rounds: per call (CUDA events) and back
to back, 1000 iterations a round, ours and torch's alternating, on a GPU machine (no MLIR).

    python3 benchmarks/gemm_rounds.py --bundle gpu_bundle [--rounds 3] [--iters 1000] [CASE ...]

`stitch-bench --gpu` times each case once with --iters calls; a call that is mostly host time
(the 128 x 512 x 256 Linear) swings from run to run, so a ratio near a bound wants rounds."""
from __future__ import annotations

import argparse
import json
from pathlib import Path


def main() -> int:
    from mlir_stitch.bench import gemms
    from mlir_stitch.runtime import load

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("cases", nargs="*", help="GEMM cases (default: every library case bundled)")
    p.add_argument("--bundle", type=Path, required=True)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--iters", type=int, default=1000)
    args = p.parse_args()
    index = json.loads((args.bundle / "gemms" / "gemms.json").read_text())
    names = args.cases or [n for n, e in index.items() if not gemms.GemmCase(**e["case"]).softmax]
    print("| case | round | per call: ours | torch | ratio | back to back: ours | torch | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for name in names:
        case = gemms.GemmCase(**index[name]["case"])
        arrays = gemms.inputs(case)
        fn = load(args.bundle / "gemms" / name / "planned", backend="cuda")
        for r in range(args.rounds):
            ours = gemms._time_ours(fn, arrays, 50, args.iters)
            theirs = gemms._time_torch(case, arrays, 50, args.iters)
            print(f"| {name} | {r} | {ours[0]:.1f} | {theirs[0]:.1f} | {ours[0] / theirs[0]:.2f}× | "
                  f"{ours[1]:.1f} | {theirs[1]:.1f} | {ours[1] / theirs[1]:.2f}× |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
