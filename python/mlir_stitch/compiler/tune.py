"""`--tune`: time a model's candidate schedules on the GPU and keep each fusion's fastest.

The cost model (analysis/schedule_cost.py) ranks a fusion's candidate mappings; tuning times
the best `top` of them (the heuristic mapping always among them): the model is compiled once
per candidate, with that one fusion scheduled by the candidate and every other fusion as the
model chooses, and each build is timed as a whole (the other kernels are the same in every
build, so the differences are the candidate's). The winners go into a JSON file, kernel
content hash -> template string, which stitch-schedule's `tuned=` option reads: a later
compile of any model holding the same fusion (same ops and types, same target) picks the
measured winner without timing again."""
from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

from ..runtime.artifact import Artifact
from . import cache as compile_cache
from .compile import compile as compile_source
from .errors import CompileError
from .pipeline import Pipeline

TOP = 4  # candidates timed per fusion


def default_tuned_file(target: str) -> Path:
    """Where winners are kept unless a file is named: beside the compile cache."""
    return compile_cache.cache_dir() / f"tuned-{target}.json"


@dataclass
class FusionTuning:
    kernel: str
    kernel_hash: str
    times_ms: dict = field(default_factory=dict)  # template string -> median ms per call

    @property
    def winner(self) -> str:
        return min(self.times_ms, key=self.times_ms.get)


def tune(source, tuned_file: Path, target: str = "sm_90", pipeline: "Pipeline | None" = None,
         timer: "Callable[[Artifact], float] | None" = None, top: int = TOP,
         progress=None) -> list:
    """Time the `top` best candidates of every fusion of `source` with `timer(artifact)` (ms
    per call; default: the CUDA backend), add the winners to `tuned_file` and return the
    FusionTunings. `pipeline` is the compile's own (its stitch-schedule options are kept)."""
    pipeline = pipeline or Pipeline()
    timer = timer or cuda_timer()
    known = read_winners(tuned_file)
    first = compile_source(source, target, with_tuned(pipeline, tuned_file), cache=False,
                           resources=False)
    tunings = []
    for fusion in first.report["fusions"]:
        choice = fusion.get("choice")
        if not choice or choice["considered"] < 2:
            continue
        tuning = FusionTuning(fusion["kernel"], choice["kernel_hash"])
        timed = timed_candidates(choice["candidates"], top)
        for number, candidate in enumerate(timed, 1):
            if progress:
                progress(f"{fusion['kernel']}: candidate {number} of {len(timed)}")
            artifact = compile_with(source, target, pipeline,
                                    {**known, tuning.kernel_hash: candidate["template_string"]})
            tuning.times_ms[candidate["template_string"]] = timer(artifact)
        tunings.append(tuning)
    _merge(tuned_file, {t.kernel_hash: t.winner for t in tunings})
    return tunings


def timed_candidates(candidates: list, top: int) -> list:
    """The `top` best modelled candidates, the heuristic one among them."""
    best = candidates[:top]
    heuristic = next(c for c in candidates if c["heuristic"])
    return best if heuristic in best else best[:top - 1] + [heuristic]


def compile_with(source, target: str, pipeline: Pipeline, winners: dict) -> Artifact:
    """`source` compiled with the fusions `winners` names (kernel hash -> template string)
    scheduled that way."""
    with tempfile.TemporaryDirectory(prefix="stitch-tune-") as folder:
        path = Path(folder, "tuned.json")
        path.write_text(json.dumps(winners))
        return compile_source(source, target, with_tuned(pipeline, path), cache=False)


def with_tuned(pipeline: Pipeline, path: Path) -> Pipeline:
    """`pipeline` with stitch-schedule reading the winners in `path` instead of any file it
    named (its other options kept)."""
    option = f'tuned="{path}"' if path.exists() else ""
    stages = []
    for stage in pipeline.stages:
        text = re.sub(r"\s*" + compile_cache.TUNED_OPTION.pattern, "", stage.pipeline)
        text = text.replace("stitch-schedule{}", "stitch-schedule")
        if option and "stitch-schedule{" in text:
            text = text.replace("stitch-schedule{", f"stitch-schedule{{{option} ", 1)
        elif option:
            text = text.replace("stitch-schedule", f"stitch-schedule{{{option}}}", 1)
        stages.append((stage.name, text))
    return Pipeline(stages)


def read_winners(path: Path) -> dict:
    from ..passes.stitch_schedule import tuned_winners

    try:
        return tuned_winners(str(path)) if path.exists() else {}
    except ValueError as e:
        raise CompileError(str(e)) from None


def _merge(path: Path, winners: dict) -> None:
    """Add `winners` to the JSON file at `path`, written atomically."""
    known = read_winners(path)
    known.update(winners)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tuned-")
    with os.fdopen(fd, "w") as f:
        json.dump(known, f, indent=1, sort_keys=True)
    os.replace(tmp, path)


def cuda_timer(warmup: int = 10, iters: int = 50) -> Callable[[Artifact], float]:
    """Median ms per call of an artifact on the GPU, with arguments of its signature (normal
    floats, zero integers: gathers stay in range). CompileError without a usable GPU."""
    from ..runtime import load
    from ..runtime.backends.cuda import unavailable_reason

    reason = unavailable_reason()
    if reason:
        raise CompileError(f"--tune times the candidates on a GPU: {reason}")

    def time_ms(artifact: Artifact) -> float:
        exe = load(artifact, backend="cuda")
        return exe.time(signature_inputs(artifact), warmup, iters)
    return time_ms


def signature_inputs(artifact: Artifact) -> list:
    """Arrays for the artifact's arguments (the plan's input buffers, bfloat16 as ml_dtypes'):
    standard normal floats, zero integers and bools."""
    rng = np.random.default_rng(0)
    arrays = []
    for buf in artifact.plan.inputs:
        if buf.dtype.kind == "f" or buf.type_name == "bfloat16":
            arrays.append(rng.standard_normal(buf.shape).astype(buf.dtype))
        else:
            arrays.append(np.zeros(buf.shape, buf.dtype))
    return arrays
