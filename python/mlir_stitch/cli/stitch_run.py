"""stitch-run: run a compiled artifact on inputs from an .npz file.

  stitch-run ART_DIR --inputs in.npz [--backend cuda|emulator|auto] [-o out.npz]
             [--check expected.npz --rtol R --atol A] [--stats]

in.npz holds arg0..argN in the entry's argument order; out.npz gets result0..resultM.
--check compares every resultK with expected.npz (numpy.allclose) and exits 1 on any FAIL.
Without -o and --check, a one-line summary per result is printed.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import warnings
import zipfile
from pathlib import Path

import numpy as np

from ..runtime.arrays import from_npz
from ..runtime.artifact import Artifact
from ..runtime.backends import BACKENDS, BackendFallbackWarning
from ..runtime.errors import ArgumentError, StitchRuntimeError
from ..runtime.executor import check_arg_signatures
from ..runtime.loader import load
from ..runtime.plan import Plan, signature
from .errors import cli_main, documented_parser

PROG = "stitch-run"
TIMING_WARMUP, TIMING_ITERS = 5, 50


def build_parser() -> argparse.ArgumentParser:
    p = documented_parser(PROG, __doc__)
    p.add_argument("artifact", metavar="ART_DIR", help="artifact folder written by stitch-compile")
    p.add_argument("--inputs", metavar="IN.npz", help="arg0..argN in the entry's argument order")
    p.add_argument("--backend", choices=BACKENDS, default="auto",
                   help="cuda, emulator, or auto (cuda when a GPU is usable; default)")
    p.add_argument("-o", "--output", metavar="OUT.npz", help="write result0..resultM here")
    p.add_argument("--check", metavar="EXPECTED.npz", help="compare the results with result0..resultM")
    p.add_argument("--rtol", type=float, default=1e-5, help="relative tolerance of --check (1e-5)")
    p.add_argument("--atol", type=float, default=1e-6, help="absolute tolerance of --check (1e-6)")
    p.add_argument("--stats", action="store_true",
                   help="print the emulator's counters, or the median time per call on cuda")
    return p


@cli_main(PROG)
def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    artifact = Artifact.from_folder(args.artifact)
    # every file is read before the backend starts: bad input fails fast
    inputs = read_inputs(args.inputs, artifact.plan)
    expected = read_expected(args.check, artifact.plan) if args.check else None
    exe = load_noting_fallback(artifact, args.backend)
    results = [np.asarray(r) for r in exe(*inputs)]
    status = 0
    if args.output:
        Path(args.output).parent.mkdir(parents=True, exist_ok=True)
        np.savez(args.output, **{f"result{k}": r for k, r in enumerate(results)})
    if expected is not None:
        status = check_results(expected, results, args.rtol, args.atol)
    if not args.output and not args.check:
        for k, r in enumerate(results):
            print(summary(f"result{k}", r))
    if args.stats:
        print_stats(exe, inputs)
    warn_races(exe.stats)
    return status


def load_noting_fallback(artifact: Artifact, backend: str):
    """load(), with auto's fall back to the emulator said on one stderr line."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", BackendFallbackWarning)
        exe = load(artifact, backend=backend)
    for w in caught:
        if issubclass(w.category, BackendFallbackWarning):
            print(f"{PROG}: note: {w.message}", file=sys.stderr)
        else:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)
    return exe


# -- inputs and expected values --------------------------------------------------------------
def read_npz(path: str) -> dict[str, np.ndarray]:
    with open(path, "rb") as f:  # a missing or unreadable file is an OSError: one line
        magic = f.read(6)
    if magic == b"\x93NUMPY":
        raise StitchRuntimeError(f"{path}: a .npy array, expected an .npz archive (numpy.savez writes one)")
    if not zipfile.is_zipfile(path):
        raise StitchRuntimeError(f"{path}: not an .npz archive (numpy.savez writes one)")
    try:
        with np.load(path, allow_pickle=False) as archive:
            return {key: from_npz(archive[key]) for key in archive.files}
    except (ValueError, zipfile.BadZipFile, EOFError) as e:
        raise StitchRuntimeError(f"{path}: not a readable .npz archive: {e}") from None


def read_inputs(path: str | None, plan: Plan) -> list[np.ndarray]:
    """arg0..argN from ``path``, checked against the entry signature."""
    count = len(plan.inputs)
    if path is None:
        if count:
            wanted = ", ".join(b.signature for b in plan.inputs)
            raise ArgumentError(f"--inputs IN.npz is required: {plan.entry_name} takes {count} "
                                f"argument{'s' * (count != 1)} ({wanted})")
        return []
    arrays = read_npz(path)
    names = [f"arg{i}" for i in range(count)]
    check_keys(path, arrays, names, "argument")
    values = [arrays[name] for name in names]
    try:
        check_arg_signatures(plan, values)
    except ArgumentError as e:
        raise ArgumentError(f"{path}: {e}") from None
    return values


def check_keys(path: str, arrays: dict, names: list[str], what: str) -> None:
    for name in names:
        if name not in arrays:
            raise ArgumentError(f"{path}: {what} {name} missing")
    extra = sorted(set(arrays) - set(names))
    if extra:
        expected = f"{names[0]}..{names[-1]}" if names else "no keys"
        raise ArgumentError(f"{path}: unexpected key {extra[0]!r} (expected {expected})")


# -- checking --------------------------------------------------------------------------------
def read_expected(path: str, plan: Plan) -> dict[str, np.ndarray]:
    """result0..resultM from ``path``, one per output of the entry."""
    expected = read_npz(path)
    check_keys(path, expected, [f"result{k}" for k in range(len(plan.outputs))], "result")
    return expected


def check_results(expected: dict, results: list[np.ndarray], rtol: float, atol: float) -> int:
    """Print one line per result; 1 when any result fails."""
    names = [f"result{k}" for k in range(len(results))]
    failed = False
    for name, actual in zip(names, results):
        line, ok = compare(name, actual, expected[name], rtol, atol)
        print(line)
        failed |= not ok
    return 1 if failed else 0


def compare(name: str, actual: np.ndarray, expected: np.ndarray, rtol: float, atol: float):
    if actual.shape != expected.shape:
        return (f"{name}: shape {signature(actual.shape, actual.dtype)} != expected "
                f"{signature(expected.shape, expected.dtype)} FAIL"), False
    a, e = actual.astype(np.float64), expected.astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        same = (a == e) | (np.isnan(a) & np.isnan(e))  # equal infinities and NaNs are no error
        abs_err = np.where(same, 0.0, np.abs(a - e))
        rel_err = np.where(same, 0.0, abs_err / np.abs(e))
    max_abs = float(abs_err.max()) if abs_err.size else 0.0
    max_rel = float(rel_err.max()) if rel_err.size else 0.0
    ok = bool(np.allclose(actual, expected, rtol=rtol, atol=atol, equal_nan=True))
    note = "" if actual.dtype == expected.dtype else f" (dtype {actual.dtype} vs expected {expected.dtype})"
    return f"{name}: max_abs_err={max_abs:.3g} max_rel_err={max_rel:.3g}{note} {'PASS' if ok else 'FAIL'}", ok


def summary(name: str, r: np.ndarray) -> str:
    line = f"{name}: {signature(r.shape, r.dtype)}"
    if r.size and r.dtype.kind in "biuf":
        v = r.astype(np.float64)
        line += f" min={v.min():.6g} max={v.max():.6g} mean={v.mean():.6g}"
    return line


# -- stats -----------------------------------------------------------------------------------
def print_stats(exe, inputs: list[np.ndarray]) -> None:
    if exe.stats is not None:
        print(json.dumps({"backend": exe.backend_name, **stats_dict(exe.stats)}, indent=1, default=str))
        return
    median_ms = exe.time(inputs, warmup=TIMING_WARMUP, iters=TIMING_ITERS)
    device = getattr(exe.backend, "device", None)
    print(json.dumps({"backend": exe.backend_name, "device": getattr(device, "name", None),
                      "launches_per_call": exe.artifact.plan.launch_count, "median_ms": median_ms,
                      "warmup": TIMING_WARMUP, "iters": TIMING_ITERS}, indent=1))


def stats_dict(stats) -> dict:
    if hasattr(stats, "as_dict"):
        return stats.as_dict()
    return dataclasses.asdict(stats) if dataclasses.is_dataclass(stats) else dict(vars(stats))


def warn_races(stats) -> None:
    races = getattr(stats, "races", None)
    if races:
        print(f"{PROG}: warning: the emulator reported {len(races)} shared-memory race(s) (see --stats)",
              file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
