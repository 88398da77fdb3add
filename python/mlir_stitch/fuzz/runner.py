"""Running a program in a worker process and classifying the outcome against the reference."""
from __future__ import annotations

import os
import pickle
import re
import select
import subprocess
import sys
import tempfile
from dataclasses import dataclass

import numpy as np

from .program import Program, to_mlir
from .reference import Ref, evaluate, make_inputs

OUTCOMES = ("pass", "wrong", "refused", "crash", "hang", "invalid")
FAILURES = ("wrong", "crash", "hang", "invalid")


@dataclass
class Outcome:
    kind: str            # one of OUTCOMES
    message: str = ""
    detail: str = ""     # traceback, or where values differ
    kernels: tuple = ()  # (kernels, unfused kernels) when it ran

    def signature(self) -> str:
        """What a shrunk program must keep: the kind, and for errors their first line with
        numbers, names and locations blurred."""
        if self.kind in ("pass", "wrong", "hang"):
            return self.kind
        text = re.sub(r"<string>:\d+:\d+", "LOC", self.message)
        text = re.sub(r"%[\w#]+|@\w+|(?<![if\d])\d+", "N", text)  # keep i32, f32
        return f"{self.kind}: {text}"


class Worker:
    """A long-lived `python -m mlir_stitch.fuzz.worker`, restarted after it dies or hangs."""

    def __init__(self, timeout: float):
        self.timeout = timeout
        self.proc = None
        self.stderr = tempfile.TemporaryFile()

    def start(self):
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in [_package_root(), env.get("PYTHONPATH")] if p)
        self.proc = subprocess.Popen([sys.executable, "-m", "mlir_stitch.fuzz.worker"], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr)

    def stop(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def run(self, text: str, inputs: list, config: str, ptxas: bool = False) -> dict:
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        mark = self.stderr.seek(0, os.SEEK_END)
        try:
            pickle.dump({"text": text, "inputs": inputs, "config": config, "ptxas": ptxas}, self.proc.stdin)
            self.proc.stdin.flush()
            ready, _, _ = select.select([self.proc.stdout], [], [], self.timeout)
            if not ready:
                self.stop()
                return {"status": "hang", "message": f"no answer in {self.timeout:g} s"}
            return pickle.load(self.proc.stdout)
        except (EOFError, BrokenPipeError, pickle.UnpicklingError):
            code = self.proc.wait()
            self.proc = None
            return {"status": "crash", "message": f"worker died ({_exit_text(code)}): {self._stderr_since(mark)}",
                    "traceback": self._stderr_since(mark, lines=40)}

    def _stderr_since(self, mark: int, lines: int = 1) -> str:
        self.stderr.seek(mark)
        text = self.stderr.read().decode(errors="replace").strip().splitlines()
        if lines == 1:  # the line that says why (an assertion, an LLVM error)
            keys = ("Assertion", "LLVM ERROR", "error", "Error")
            hits = [t for t in text if any(k in t for k in keys)]
            return (hits or text or [""])[-1][:300]
        return "\n".join(text[-lines:])


def _exit_text(code: int) -> str:
    return f"signal {-code}" if code < 0 else f"exit status {code}"


def _package_root() -> str:
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def check(program: Program, config: str, worker: Worker, ptxas: bool = False) -> Outcome:
    inputs = make_inputs(program)
    answer = worker.run(to_mlir(program), inputs, config, ptxas)
    if answer["status"] != "ok":
        return Outcome(answer["status"], answer.get("message", ""), answer.get("traceback", ""))
    problem = compare(answer["outputs"], evaluate(program, inputs))
    return Outcome("wrong" if problem else "pass", problem, kernels=answer["kernels"])


def compare(outputs: list, refs: list) -> str:
    """'' when every output is within its reference's bound, else what differs."""
    if len(outputs) != len(refs):
        return f"{len(outputs)} results, expected {len(refs)}"
    for i, (got, ref) in enumerate(zip(outputs, refs)):
        got = np.asarray(got)
        if got.shape != ref.value.shape:
            return f"result {i}: shape {got.shape}, expected {ref.value.shape}"
        problem = (compare_index if ref.scores is not None else
                   compare_exact if ref.err is None else compare_float)(got, ref)
        if problem:
            return f"result {i}: {problem}"
    return ""


def compare_exact(got, ref: Ref) -> str:
    bad = got.astype(np.int64) != ref.value
    if not bad.any():
        return ""
    at = np.unravel_index(np.argmax(bad), bad.shape)
    return f"{int(bad.sum())} of {bad.size} differ, e.g. at {tuple(map(int, at))}: {got[at]} != {ref.value[at]}"


def compare_float(got, ref: Ref) -> str:
    """|got - ref| <= 2·bound + 1e-30 (2: slack over a first-order bound; 1e-30: denormals)."""
    g = got.astype(np.float64)
    excess = np.abs(g - ref.value) - (2 * ref.err + 1e-30)
    bad = ~(excess <= 0)  # NaN counts as bad
    if not bad.any():
        return ""
    at = np.unravel_index(np.argmax(np.where(bad, np.nan_to_num(excess, nan=np.inf), -np.inf)), bad.shape)
    return (f"{int(bad.sum())} of {bad.size} outside the bound, e.g. at {tuple(map(int, at))}: "
            f"{g[at]!r} vs {ref.value[at]!r} (bound {2 * ref.err[at]:.3g})")


def compare_index(got, ref: Ref) -> str:
    """An argmax index is right when the value it points to is, within the error bounds, a
    maximum of its row (ties and near-ties may pick either). The 1e-30 floor is compare_float's:
    the error model has no underflow term, and values below float32's range all round to 0
    (or a denormal), which a correct float32 run may then pick among as ties."""
    n = ref.scores.shape[-1]
    if ((got < 0) | (got >= n)).any():
        return f"index out of range [0, {n})"
    picked = np.take_along_axis(ref.scores, got[..., None].astype(np.int64), -1)[..., 0]
    picked_err = np.take_along_axis(ref.score_err, got[..., None].astype(np.int64), -1)[..., 0]
    best = np.take_along_axis(ref.scores, ref.value[..., None], -1)[..., 0]
    best_err = np.take_along_axis(ref.score_err, ref.value[..., None], -1)[..., 0]
    bad = best - picked > 2 * (picked_err + best_err) + 1e-30
    if not bad.any():
        return ""
    at = np.unravel_index(np.argmax(bad), bad.shape)
    return (f"{int(bad.sum())} of {bad.size} indices not at a maximum, e.g. at {tuple(map(int, at))}: "
            f"{int(got[at])} (value {picked[at]!r}) vs {int(ref.value[at])} (value {best[at]!r})")
