"""Library GEMM cases of a GPU bundle beside torch, in rounds: per call (CUDA events) and back
to back, 1000 iterations a round, ours and torch's alternating, on a GPU machine (no MLIR).

    python3 benchmarks/gemm_rounds.py --bundle gpu_bundle [--rounds 3] [--iters 1000] [--usual] [CASE ...]

`stitch-bench --gpu` times each case once with --iters calls; a call that is mostly host time
(the 128 x 512 x 256 Linear) swings from run to run, so a ratio near a bound wants rounds.
--usual adds our call through the executor's usual path (its CUDA graph still replayed, the
one-pass replay of cuda_replay.py off), in the same rounds."""
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
    p.add_argument("--usual", action="store_true", help="also time the usual path (no one-pass replay)")
    args = p.parse_args()
    index = json.loads((args.bundle / "gemms" / "gemms.json").read_text())
    names = args.cases or [n for n, e in index.items() if not gemms.GemmCase(**e["case"]).softmax]
    usual = " usual path |" if args.usual else ""
    print(f"| case | round | per call: ours |{usual} torch | ratio | back to back: ours |{usual} "
          "torch | ratio |")
    print("|---|---|---|---|---|---|---|---|" + "---|---|" * args.usual)
    for name in names:
        case = gemms.GemmCase(**index[name]["case"])
        arrays = gemms.inputs(case)
        fn = load(args.bundle / "gemms" / name / "planned", backend="cuda")
        if args.usual:
            plain = load(args.bundle / "gemms" / name / "planned", backend="cuda")
            plain._executor._replay = None  # every call through the usual path
        for r in range(args.rounds):
            ours = gemms._time_ours(fn, arrays, 50, args.iters)
            other = gemms._time_ours(plain, arrays, 50, args.iters) if args.usual else None
            theirs = gemms._time_torch(case, arrays, 50, args.iters)
            cells = [f"{ours[i]:.1f} |" + (f" {other[i]:.1f} |" if other else "")
                     + f" {theirs[i]:.1f} | {ours[i] / theirs[i]:.2f}×" for i in (0, 1)]
            print(f"| {name} | {r} | {cells[0]} | {cells[1]} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
