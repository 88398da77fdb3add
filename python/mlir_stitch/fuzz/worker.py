"""The worker process: reads pickled jobs (MLIR text, inputs, config) on stdin, compiles and
runs each on the emulator, writes a pickled answer on stdout. Run apart from the fuzzer so that
an abort (an MLIR assertion) or a hang is an outcome, not the fuzzer's death.

Answers: {"status": "ok", "outputs": [...]}, {"status": "invalid", "message"} (the generator
wrote bad MLIR), {"status": "refused", "message"} (a StitchError while compiling),
{"status": "crash", "message", "traceback"} (any other exception, or a StitchError raised by
running the compiled kernels: a correct compiler never produces an out-of-bounds access, a race
or a failing check).
"""
from __future__ import annotations

import os
import pickle
import sys
import traceback
from argparse import Namespace

CONFIGS = ("default", "scope", "candidates", "global", "nolibrary")


def pipeline_for(config: str):
    from ..cli.stitch_compile import plan_pipeline
    from ..compiler.pipeline import Pipeline, schedule_stage

    if config == "default":
        return Pipeline()
    if config == "scope":  # what `stitch-compile --planner scope --no-remote` runs
        return plan_pipeline(Namespace(planner="scope", device="h100", no_remote=True, plan_graph=None))
    if config == "candidates":  # every fusion on another of its candidate mappings
        return Pipeline().replace_stage("L2", schedule_stage("choose=random"))
    if config == "global":  # every row value in global memory instead of shared memory
        return Pipeline().replace_stage("L2", schedule_stage("", "downgrade=all"))
    if config == "nolibrary":  # `--no-library`: GEMMs fused wherever they fit, else k loops
        return Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{library=false})")
    raise ValueError(f"unknown config {config!r} (choose from {', '.join(CONFIGS)})")


def check_valid(text: str):
    """None when `text` parses and verifies, else the diagnostic."""
    from mlir import ir

    from ..compiler.source import new_context

    with new_context(), ir.Location.unknown():
        try:
            ir.Module.parse(text).operation.verify()
        except ir.MLIRError as e:
            return str(e).splitlines()[0] if str(e) else "invalid module"
    return None


def crash(stage: str, e: BaseException) -> dict:
    lines = str(e).strip().splitlines() or [""]
    why = [t.strip() for t in lines[1:] if "error" in t][:1]  # e.g. the diagnostic under a heading
    message = " | ".join([lines[0]] + why)
    return {"status": "crash", "message": f"{stage}: {type(e).__name__}: {message}",
            "traceback": traceback.format_exc()}


def run_job(text: str, inputs: list, config: str, ptxas: bool = False) -> dict:
    import mlir_stitch
    from ..runtime.errors import StitchError

    problem = check_valid(text)
    if problem:
        return {"status": "invalid", "message": problem}
    try:
        artifact = mlir_stitch.compile(text, pipeline=pipeline_for(config), resources=ptxas,
                                       cache=False)  # thousands of throwaway programs
    except StitchError as e:
        return {"status": "refused", "message": str(e).splitlines()[0] if str(e) else type(e).__name__}
    except Exception as e:  # noqa: BLE001 - every other exception is the outcome "crash"
        return crash("compile", e)
    spilled = ptxas and spilling_kernel(artifact.report)
    if spilled:
        return {"status": "crash", "message": f"ptxas: {spilled}", "traceback": ""}
    try:
        fn = mlir_stitch.load(artifact, backend="emulator")
        outputs = [a.copy() for a in fn(*inputs)]
    except Exception as e:  # noqa: BLE001
        return crash("run", e)
    if fn.stats.races:
        return {"status": "crash", "message": f"run: race: {fn.stats.races[0]}", "traceback": ""}
    report = artifact.report
    return {"status": "ok", "outputs": outputs,
            "kernels": (report["kernel_count"], report["unfused_kernel_count"])}


def spilling_kernel(report: dict) -> "str | None":
    """The first kernel ptxas gave spill or stack bytes, or more registers than its bound."""
    for f in report["fusions"]:
        if f.get("spill_bytes") or f.get("stack_bytes"):
            return f"{f['kernel']} spills {f['spill_bytes']} bytes ({f.get('stack_bytes', 0)} stack)"
        if f.get("register_bound") and f.get("registers", 0) > f["register_bound"]:
            return f"{f['kernel']} takes {f['registers']} registers over its bound {f['register_bound']}"
    return None


def main():
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # whatever the compiler prints must not corrupt the answers
    jobs = sys.stdin.buffer
    while True:
        try:
            job = pickle.load(jobs)
        except EOFError:
            return
        pickle.dump(run_job(**job), answers)
        answers.flush()


if __name__ == "__main__":
    main()
