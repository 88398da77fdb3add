"""One suite model measured: compile, emulate, compare with the framework's outputs."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

import mlir_stitch

from ..frontends.exported import load_exported
from ..runtime.errors import StitchError
from .iree import dispatch_count


@dataclass
class Row:
    name: str
    framework: str = ""
    kernels: "int | None" = None
    unfused: "int | None" = None
    iree_dispatches: "int | None" = None
    iree_note: str = ""
    traffic_ratio: "float | None" = None
    redundancy: "float | None" = None
    compile_seconds: "float | None" = None
    emulator_seconds: "float | None" = None
    max_abs_err: "float | None" = None
    rtol: "float | None" = None
    atol: "float | None" = None
    status: str = ""  # "PASS", "FAIL: ...", or the exact reason the model is not supported

    @property
    def passed(self) -> bool:
        return self.status == "PASS"


def measure_model(folder, iree: bool = True) -> Row:
    """Compile `folder`/model.mlir, run it on the emulator with inputs.npz and compare every
    result with expected.npz at the model's tolerances. A compile-only folder (a real-size
    norm) gives the counts of its own model and runs the one in its check/ subfolder.
    Failures land in `status`, never raised."""
    folder = Path(folder)
    exported = load_exported(folder)
    checked = load_exported(folder / "check") if exported.compile_only else exported
    row = Row(folder.name, exported.framework, rtol=checked.rtol, atol=checked.atol)
    if iree:
        row.iree_dispatches, row.iree_note = dispatch_count(folder / "model.mlir")
    artifact = _compiled(folder / "model.mlir", row)
    if artifact is None:
        return row
    report = artifact.report
    row.kernels, row.unfused = report["kernel_count"], report["unfused_kernel_count"]
    row.traffic_ratio, row.compile_seconds = report["traffic_ratio"], report["compile_seconds"]
    if exported.compile_only:
        artifact = _compiled(folder / "check" / "model.mlir", row)
        if artifact is None:
            return row
    try:
        fn = mlir_stitch.load(artifact, backend="emulator")
        start = time.perf_counter()
        results = fn(*checked.inputs)
        row.emulator_seconds = round(time.perf_counter() - start, 2)
    except StitchError as e:
        row.status = f"emulator error: {e}"
        return row
    row.redundancy = _redundancy(fn.stats.transcendental_total,
                                 artifact.report["unfused_transcendentals"])
    row.max_abs_err, row.status = compare(results, checked.expected, checked.rtol, checked.atol)
    races = len(fn.stats.races)
    if races and row.passed:
        row.status = f"FAIL: {races} data races"
    return row


def _compiled(path: Path, row: Row):
    """The artifact of `path` (the table reports compile time: no cache), or None with the
    reason in `row.status`."""
    from ..compiler.errors import CompileError

    try:
        return mlir_stitch.compile(str(path), resources=False, cache=False)
    except (CompileError, StitchError) as e:
        row.status = f"unsupported: {e}"
        return None


def _redundancy(fused: int, unfused: int) -> "float | None":
    if unfused == 0:
        return None if fused == 0 else float("inf")
    return round(fused / unfused, 3)


def compare(results, expected, rtol: float, atol: float) -> "tuple[float | None, str]":
    if len(results) != len(expected):
        return None, f"FAIL: {len(results)} results, the framework gives {len(expected)}"
    worst, failures = 0.0, []
    for i, (got, want) in enumerate(zip(results, expected)):
        got = np.asarray(got)
        if got.shape != want.shape:
            failures.append(f"result{i} shape {got.shape} != {want.shape}")
            continue
        if want.dtype == np.bool_ or np.issubdtype(want.dtype, np.integer):
            mismatches = int(np.count_nonzero(got != want))
            if mismatches:
                failures.append(f"result{i}: {mismatches} elements differ")
            continue
        got, want = got.astype(np.float64), want.astype(np.float64)  # bf16 against f32, say
        diff = np.abs(got - want)
        worst = max(worst, float(np.nanmax(diff)) if diff.size else 0.0)
        bad = ~np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
        if bad.any():
            failures.append(f"result{i}: {int(bad.sum())} of {bad.size} elements outside tolerance")
    return worst, ("FAIL: " + "; ".join(failures)) if failures else "PASS"


def measure_in_subprocess(folder, iree: bool = True, timeout: float = 1800) -> Row:
    """measure_model in a fresh process: a crash inside MLIR (an assertion aborts the process)
    becomes this model's status instead of ending the benchmark."""
    import json
    import subprocess
    import sys

    cmd = [sys.executable, "-m", "mlir_stitch.bench.measure", str(folder)] + ([] if iree else ["--no-iree"])
    name = Path(folder).name
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Row(name, status=f"unsupported: measuring took over {timeout:.0f} s")
    lines = done.stdout.strip().splitlines()
    if done.returncode == 0 and lines:
        return Row(**json.loads(lines[-1]))
    errors = [ln for ln in done.stderr.strip().splitlines() if ln.strip()]
    return Row(name, status=f"compiler crashed: {errors[-1][:300] if errors else done.returncode}")


def _main(argv) -> int:
    import dataclasses
    import json

    try:
        row = measure_model(argv[0], iree="--no-iree" not in argv)
    except Exception as e:  # a compiler bug: listed with its message, never skipped
        row = Row(Path(argv[0]).name, status=f"internal error: {type(e).__name__}: {e}")
    print(json.dumps(dataclasses.asdict(row)))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(_main(sys.argv[1:]))
