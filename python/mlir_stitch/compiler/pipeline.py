"""Textual pipelines that mix stitch (Python) passes with upstream ones, and staged compilation.

The bindings cannot name a Python pass inside `PassManager.parse`, so a pipeline such as
`builtin.module(stitch-classify,canonicalize,func.func(cse))` is split here at its top level:
stitch passes are added as Python passes, everything else as upstream text, in order.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

from mlir import ir, passmanager

from .. import passes as registry
from ..run_facts import facts_remembered
from ..dialects import load_stitch_dialect
from .errors import CompileError, from_mlir_error

ROOT = "builtin.module"


def split_top_level(text: str, sep: str = ",") -> list:
    """Split at `sep` outside (), {}, [], <> and quotes; unbalanced brackets are an error."""
    parts, depth, start, quote = [], 0, 0, None
    for i, ch in enumerate(text):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "({[<":
            depth += 1
        elif ch in ")}]>":
            depth -= 1
            if depth < 0:
                raise CompileError(f"unbalanced '{ch}' at column {i + 1} of pipeline '{text}'")
        elif ch == sep and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if depth or quote:
        raise CompileError(f"unclosed {'quote' if quote else 'bracket'} in pipeline '{text}'")
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def parse_options(text: str) -> dict:
    """`a=1 b=x c="a b"` (MLIR pass-option syntax) -> {"a": "1", "b": "x", "c": "a b"}."""
    values = {}
    for item in split_top_level(text, " "):
        key, eq, value = item.partition("=")
        if not eq:
            raise CompileError(f"pass option '{item}' must be written key=value")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def pipeline_elements(text: str) -> list:
    """The top-level elements of `builtin.module(...)` (or of a bare comma list)."""
    text = text.strip()
    split_top_level(text)  # brackets and quotes checked on the text as written
    if text.startswith(ROOT + "(") and text.endswith(")"):
        text = text[len(ROOT) + 1 : -1]
    return split_top_level(text)


def make_pass(element: str):
    """A stitch pass instance for `name{opts}`, or None when it is an upstream element."""
    name, _, rest = element.partition("{")
    name = name.strip()
    if not registry.is_stitch_pass(name):
        return None
    options = parse_options(rest.rstrip("}")) if rest else {}
    try:
        return registry.get_pass(name)(**options)
    except ValueError as e:
        raise CompileError(str(e)) from None


def build_pass_manager(text: str, print_ir: bool = False) -> passmanager.PassManager:
    pm = passmanager.PassManager(ROOT)
    for element in pipeline_elements(text):
        stitch_pass = make_pass(element)
        if stitch_pass is not None:
            stitch_pass.add_to(pm)
            continue
        with native_stderr() as said:  # LLVM's option parser prints bad values there
            try:
                pm.add(element)
                continue
            except (ValueError, ir.MLIRError) as e:
                complaint = parser_complaint(e)
        raise CompileError(f"pipeline element '{element}': {said.text or complaint} "
                           f"(stitch-opt --list-passes lists the passes)")
    if print_ir:
        pm.enable_ir_printing()
    return pm


@contextmanager
def native_stderr():
    """Capture what native code writes to file descriptor 2 meanwhile, as one line (`.text`)."""
    captured = SimpleNamespace(text="")
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield captured
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            captured.text = " ".join(sink.read().decode(errors="replace").split()).lstrip(": ")


def parser_complaint(e: Exception) -> str:
    """The first line of the pipeline parser's message, without its `Parser:1:1: error:`
    prefix (the rest repeats the element with a caret)."""
    first = next((ln for ln in str(e).splitlines() if ln.strip()), type(e).__name__)
    return first.split(" error: ", 1)[-1].removeprefix("<Pass-Options-Parser>: ")


def run_pipeline(module: ir.Module, text: str, filename: str | None = None,
                 print_ir: bool = False) -> None:
    """Run a textual pipeline on `module` in place; failures become CompileError."""
    with module.context, ir.Location.unknown():
        load_stitch_dialect(module.context)  # a module parsed in a plain ir.Context()
        run_pass_manager(module, build_pass_manager(text, print_ir), filename)


def run_pass_manager(module: ir.Module, pm: passmanager.PassManager,
                     filename: str | None = None) -> None:
    try:
        with facts_remembered():  # run_facts.py
            pm.run(module.operation)
    except ir.MLIRError as e:
        raise from_mlir_error(e, filename) from None
    except CompileError as e:  # raised by a stitch pass: name the file, not "-"
        if filename and e.location and e.location.startswith("-:"):
            raise CompileError(e.message, filename + e.location[1:]) from None
        raise


# The compiler as an ordered list of stages, each one textual pipeline (Triton-style):
# the IR after every stage is kept for inspection and can be dumped.
DEFAULT_STAGES = (
    ("L0", "builtin.module(stitch-fold-constants,stitch-normalize,stitch-classify)"),
    ("L1", "builtin.module(stitch-fusion-plan)"),
    ("L2", "builtin.module(stitch-schedule,stitch-smem-plan)"),  # schedule_stage()
    ("L3", "builtin.module(stitch-lower-to-gpu,stitch-invert-negative-powi,"
           "gpu.module(math-expand-ops{ops=fpowi}))"),
)


def schedule_stage(options: str = "", smem: str = "") -> str:
    """The L2 stage's pipeline with stitch-schedule options (`choose=random`, ...): the
    schedule, then the shared-memory plan that stitch-lower-to-gpu requires, with its
    options (`budget=N`, ...)."""
    schedule = f"stitch-schedule{{{options}}}" if options else "stitch-schedule"
    plan = f"stitch-smem-plan{{{smem}}}" if smem else "stitch-smem-plan"
    return f"builtin.module({schedule},{plan})"


# math-expand-ops{ops=fpowi} turns `math.fpowi` with a constant exponent into multiplications in
# the L3 kernel IR (which both the PTX step and the emulator read): left alone, it becomes a call
# to libdevice's __nv_powif with a 24-byte stack frame and spills. Negative exponents are made
# positive first (stitch-invert-negative-powi: upstream's expansion gets 0^-n wrong).


@dataclass
class Stage:
    name: str
    pipeline: str


@dataclass
class PipelineResult:
    module: ir.Module
    ir_after: dict = field(default_factory=dict)  # stage name -> IR text
    seconds: dict = field(default_factory=dict)  # stage name -> seconds

    def dump(self, folder: str | Path) -> list:
        """Write `<index>-<stage>.mlir` for every stage; returns the paths."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        paths = []
        for i, (name, text) in enumerate(self.ir_after.items()):
            path = folder / f"{i}-{name}.mlir"
            path.write_text(text)
            paths.append(path)
        return paths


class Pipeline:
    """An ordered list of stages; `Pipeline().run(module)` compiles L0 -> L3 in place.

    Stages can be added, replaced or cut (`Pipeline(stages=...)`, `.add_stage`, `.until(name)`,
    `.starting_at(name)`); each stage's pipeline text may mix stitch and upstream passes with
    options, e.g. `builtin.module(stitch-fusion-plan{planner=scope remote=false},canonicalize)`."""

    def __init__(self, stages=DEFAULT_STAGES):
        self.stages = [s if isinstance(s, Stage) else Stage(*s) for s in stages]

    def add_stage(self, name: str, pipeline: str, after: str | None = None) -> "Pipeline":
        stage = Stage(name, pipeline)
        if after is None:
            self.stages.append(stage)
        else:
            self.stages.insert(self._index(after) + 1, stage)
        return self

    def replace_stage(self, name: str, pipeline: str) -> "Pipeline":
        self.stages[self._index(name)] = Stage(name, pipeline)
        return self

    def until(self, name: str) -> "Pipeline":
        return Pipeline(self.stages[: self._index(name) + 1])

    def starting_at(self, name: str) -> "Pipeline":
        """The stages from `name` on, for input already at the level before it: e.g.
        `starting_at("L2")` compiles hand-written or planned L1 IR (outlined
        `@stitch_fusion_N` functions called with `stitch.launch`), skipping L0 and L1."""
        return Pipeline(self.stages[self._index(name):])

    def _index(self, name: str) -> int:
        for i, s in enumerate(self.stages):
            if s.name == name:
                return i
        raise KeyError(f"no stage named {name!r}; stages: {[s.name for s in self.stages]}")

    def run(self, module: ir.Module, filename: str | None = None, keep_ir: bool = True,
            after_stage=None) -> PipelineResult:
        """Run every stage in order; `after_stage(name, module)` is called after each."""
        result = PipelineResult(module)
        with module.context, ir.Location.unknown():  # a bad stage fails before any runs
            load_stitch_dialect(module.context)  # a module parsed in a plain ir.Context()
            managers = [build_pass_manager(stage.pipeline) for stage in self.stages]
        for stage, pm in zip(self.stages, managers):
            start = time.perf_counter()
            with module.context, ir.Location.unknown():
                run_pass_manager(module, pm, filename)
            result.seconds[stage.name] = time.perf_counter() - start
            if keep_ir:
                result.ir_after[stage.name] = str(module)
            if after_stage:
                after_stage(stage.name, module)
        return result
