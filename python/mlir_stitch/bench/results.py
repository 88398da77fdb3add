"""The suite table as Markdown, and its place in benchmarks/RESULTS.md (between markers, so a
new run replaces the old table and leaves the rest of the file alone)."""
from __future__ import annotations

import datetime
import os
import platform
import re
from pathlib import Path

BEGIN, END = "<!-- stitch-bench --suite: begin -->", "<!-- stitch-bench --suite: end -->"
REAL_BEGIN = "<!-- stitch-bench --suite --real: begin -->"
REAL_END = "<!-- stitch-bench --suite --real: end -->"


def markers(real: bool) -> tuple:
    """The markers around the suite's section of RESULTS.md, or the real-size suite's."""
    return (REAL_BEGIN, REAL_END) if real else (BEGIN, END)

HEADER = ("| model | framework | kernels | unfused | IREE dispatches | traffic ratio | redundancy "
          "| compile s | emulator s | max abs err | rtol / atol | status |")


def markdown_table(rows) -> str:
    lines = [HEADER, _rule()]
    for r in rows:
        lines.append("| " + " | ".join([
            r.name, r.framework or "–", _int(r.kernels), _int(r.unfused), _iree(r),
            _num(r.traffic_ratio), _num(r.redundancy), _num(r.compile_seconds),
            _num(r.emulator_seconds), _err(r.max_abs_err),
            f"{r.rtol:g} / {r.atol:g}" if r.rtol is not None else "–", _status(r.status),
        ]) + " |")
    return "\n".join(lines)


def _rule() -> str:
    return "|" + "---|" * (HEADER.count("|") - 1)


def _int(v) -> str:
    return "–" if v is None else str(v)


def _num(v) -> str:
    return "–" if v is None else f"{v:g}"


def _err(v) -> str:
    return "–" if v is None else f"{v:.2e}"


def _iree(r) -> str:
    if r.iree_dispatches is not None:
        return str(r.iree_dispatches)
    return f"– ({r.iree_note})" if r.iree_note else "–"


def _status(s: str) -> str:
    return s.replace("|", "\\|").replace("\n", " ")


def summary_line(rows) -> str:
    passed = sum(r.passed for r in rows)
    failed = [r.name for r in rows if r.status.startswith("FAIL")]
    other = len(rows) - passed - len(failed)
    fused = [r for r in rows if r.kernels is not None and r.iree_dispatches is not None]
    ours, theirs = sum(r.kernels for r in fused), sum(r.iree_dispatches for r in fused)
    text = f"{passed} of {len(rows)} models match their framework through the emulator"
    if failed:
        text += f"; WRONG RESULTS: {', '.join(failed)}"
    if other:
        text += f"; {other} not yet supported (reason in the status column)"
    if fused:
        text += f". Over the {len(fused)} models both compile: {ours} kernels against IREE's {theirs} dispatches"
    return text + "."


def section(rows, command: str, iree_version: str, real: bool = False) -> str:
    machine = (f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
               "no GPU (emulator)")
    begin, end = markers(real)
    title = ("## Real-size suite (`stitch-bench --suite --real`)" if real
             else "## Model suite (`stitch-bench --suite`)")
    checked = ("max abs err: emulator against the reference (the framework's own output; for "
               "bf16 models an f32 computation of the same weights), a norm checked at 64 rows "
               "of its row length (PASS when every element is within rtol / atol)." if real else
               "max abs err: emulator against the framework's own output (PASS when every "
               "element is within rtol / atol).")
    return "\n".join([
        begin,
        title,
        "",
        f"Command: `{command}`. Machine: {machine}. Date: {datetime.date.today().isoformat()}. "
        f"IREE: {iree_version or 'not installed'}.",
        "",
        "kernels / unfused: launches per call after stitching / one per linalg op. IREE dispatches: "
        "`iree-compile --compile-to=flow` (cuda, sm_80) on the same model.mlir. traffic ratio: "
        "modelled global bytes / (inputs + outputs). redundancy: transcendental evaluations counted "
        "by the emulator / those of the unfused graph. " + checked,
        "",
        markdown_table(rows),
        "",
        summary_line(rows),
        "",
        "Not in this table: time on a GPU. stitch-bench --suite runs on the CPU machine and "
        "measures no time; `stitch-bench --gpu` does, on a GPU machine (its section below).",
        end,
    ])


def write_section(path, text: str, begin: str = BEGIN, end: str = END) -> None:
    """Replace the text between `begin` and `end` in `path` (or append `text`, which holds them)."""
    path = Path(path)
    old = path.read_text() if path.exists() else "# Benchmark results\n"
    pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
    new = pattern.sub(lambda _: text, old) if pattern.search(old) else old.rstrip("\n") + "\n\n" + text
    path.write_text(new.rstrip("\n") + "\n")
