"""Runs the host plan of an artifact (its steps, in order) on a backend.

A call: check the arguments against ``entry.args``; give every non-alias buffer storage (inputs
hold the arguments, outputs are fresh, temps are scratch, consts hold their values); make each
alias a reshaped view of its root's storage; run the steps; return the outputs in index order,
always as a tuple (also for a single result). Calls from several threads take turns (the
backend keeps a call's state); their GPU work still overlaps on their streams.

A backend may replay a warm call in one pass (``Backend.replayer``: the CUDA backend's CUDA
graphs); it does the same checks and binds the same storages, in the order of ``Layout``.
"""
from __future__ import annotations

import threading
from typing import NamedTuple

from .arrays import scalar_argument
from .errors import ArgumentError, StitchRuntimeError
from .plan import Copy, Gemm, GemmGroup, Launch, Plan, Zero, signature


class Layout(NamedTuple):
    """A call's buffers in the order every call binds them (a CUDA graph's key follows it):
    inputs (entry order), outputs, temps, consts, then aliases (buffer, its root's name)."""
    inputs: list
    outputs: list
    temps: list
    consts: list
    aliases: list

    @classmethod
    def of(cls, plan: Plan) -> "Layout":
        buffers = list(plan.buffers.values())
        kind = lambda k: [b for b in buffers if b.kind == k]
        return cls(list(plan.inputs), kind("output"), kind("temp"), kind("const"),
                   [(b, plan.root(b.name).name) for b in kind("alias")])


class Executor:
    def __init__(self, artifact, backend):
        self.artifact = artifact
        self.plan: Plan = artifact.plan
        self.backend = backend
        backend.prepare(artifact)
        self._lock = threading.Lock()  # calls from several threads run one at a time
        # what each call walks, sorted out once: the buffers, and every step as
        # (backend method, step, the buffers it takes)
        self.layout = Layout.of(self.plan)
        self._steps = [_step_call(backend, step, self.plan) for step in self.plan.steps]
        self._arg_labels = [f"arg{i}" for i in range(len(self.plan.inputs))]
        self._input_names = [buf.name for buf in self.plan.inputs]
        self._bind_args = backend.argument_binder(self.plan.inputs)
        self._run = backend.steps_runner(self.plan, self.run_steps)
        self._replay = backend.replayer(self.layout, self._run)

    def __call__(self, *args, stream=None, out=None) -> tuple:
        return self.call(args, stream, out)

    def call(self, args: tuple, stream=None, out=None) -> tuple:
        """__call__ with the arguments as one tuple (Executable's call passes its own on)."""
        with self._lock:  # the backend holds the call's state (its stream, scratch, launch parameters)
            if self._replay is not None and stream is None and out is None:
                results = self._replay(args)  # None: not a warm call it can replay
                if results is not None:
                    return results
            return self._call(args, stream, out)

    def _call(self, args: tuple, stream, out) -> tuple:
        self.backend.begin_call(args, stream)
        bound = self._bind_args(args) if self._bind_args is not None and out is None else None
        if bound is None:  # every kind of argument, checked one by one (and the errors)
            accepted = self.accept(args)
            given = self.accept_out(out) if out is not None else None
            env = self.bind(accepted, given)
        else:  # the backend's one pass took them all
            accepted, given = bound, None
            env = self.bind_rest(dict(zip(self._input_names, bound)))
        self._run(env)
        if given is not None:
            return tuple(out)  # the caller's own buffers, now holding the results
        return self.backend.results([env[b.name] for b in self.plan.outputs], accepted)

    def time(self, args, warmup: int = 10, iters: int = 100, stream=None) -> float:
        """Median milliseconds per call, arguments bound once (no host transfers timed)."""
        with self._lock:
            self.backend.begin_call(tuple(args), stream)
            env = self.bind(self.accept(tuple(args)))
            return self.backend.time(lambda: self.run_steps(env), warmup, iters)

    def accept(self, args: tuple) -> list:
        """The arguments as the backend takes them, checked against the entry signature."""
        check_arg_count(self.plan, len(args))
        accept = self.backend.accept
        accepted = [accept(scalar_argument(value, buf.dtype, label) if buf.by_value else value, label)
                    for value, buf, label in zip(args, self.plan.inputs, self._arg_labels)]
        check_arg_signatures(self.plan, accepted)
        return accepted

    def accept_out(self, out) -> list:
        """Caller-given result buffers (``out=``), checked against the entry's results."""
        plan = self.plan
        if not isinstance(out, (list, tuple)) or len(out) != len(plan.outputs):
            got = f"{len(out)} buffers" if isinstance(out, (list, tuple)) else type(out).__name__
            raise ArgumentError(f"out: {plan.entry_name} has {len(plan.outputs)} results, so out= "
                                f"takes a tuple of {len(plan.outputs)} buffers; got {got}")
        labels = [f"out[{buf.index}]" for buf in plan.outputs]
        accepted = [self.backend.accept_out(value, label) for value, label in zip(out, labels)]
        check_signatures(plan.outputs, accepted, labels.__getitem__)
        return accepted

    def bind(self, accepted: list, given_outputs: "list | None" = None) -> dict:
        """Storage for every buffer name (aliases are views of their root's storage); outputs
        in the caller's buffers when `given_outputs` holds them."""
        backend = self.backend
        env = {buf.name: backend.input(value, buf) for value, buf in zip(accepted, self.layout.inputs)}
        return self.bind_rest(env, given_outputs)

    def bind_rest(self, env: dict, given_outputs: "list | None" = None) -> dict:
        """`env` (the inputs' storages, bound) completed with the storage of every other
        buffer: outputs (in the caller's buffers when `given_outputs` holds them), temps,
        constants, and aliases as views of their root's."""
        backend, layout, consts = self.backend, self.layout, self.artifact.consts
        for buf in layout.outputs:
            env[buf.name] = (backend.output(buf) if given_outputs is None
                             else backend.output_into(given_outputs[buf.index], buf))
        for buf in layout.temps:
            env[buf.name] = backend.temp(buf)
        for buf in layout.consts:
            env[buf.name] = backend.const(buf, consts[buf.name])
        for buf, root in layout.aliases:
            env[buf.name] = backend.view(env[root], buf)
        return env

    def run_steps(self, env: dict) -> None:
        for i, (run, step, names) in enumerate(self._steps):
            try:
                run(step, [env[name] for name in names])
            except StitchRuntimeError as e:
                e.args = (f"step {i} ({_describe(step)}): {e}",)  # same exception, located
                raise


def _step_call(backend, step, plan: Plan) -> tuple:
    """(run(step, storages), step, the names of the buffers `storages` holds, in order)."""
    if isinstance(step, Launch):
        return backend.launcher(step, [plan.buffers[name] for name in step.args]), step, step.args
    if isinstance(step, Gemm):
        return backend.gemm, step, step.args
    if isinstance(step, GemmGroup):
        return backend.gemm_group, step, step.args
    if isinstance(step, Zero):
        return (lambda _, storages: backend.zero(*storages)), step, (step.buffer,)
    if isinstance(step, Copy):
        return (lambda _, storages: backend.copy(*storages)), step, (step.dst, step.src)
    raise TypeError(f"unknown plan step {step!r}")


def check_arg_count(plan: Plan, count: int) -> None:
    expected = len(plan.inputs)
    if count != expected:
        shown = ", ".join(b.signature for b in plan.inputs) or "nothing"
        raise ArgumentError(f"{plan.entry_name} takes {expected} argument{'s' * (expected != 1)} "
                            f"({shown}), got {count}")


def check_arg_signatures(plan: Plan, values: list) -> None:
    """Every value (anything with .shape and .dtype) matches its entry argument exactly."""
    check_signatures(plan.inputs, values, lambda i: f"argument arg{i}")


def check_signatures(bufs: list, values: list, label) -> None:
    """`label(i)` names value i in the error (made only then: a call checks every argument)."""
    for i, (buf, value) in enumerate(zip(bufs, values)):
        if not buf.accepts(value.shape, value.dtype):
            raise ArgumentError(f"{label(i)}: expected {buf.signature}, "
                                f"got {signature(value.shape, value.dtype)}")


def _describe(step) -> str:
    if isinstance(step, Launch):
        return f"launch {step.kernel}"
    if isinstance(step, Zero):
        return f"zero {step.buffer}"
    if isinstance(step, Gemm):
        return f"library gemm {step.kernel}"
    if isinstance(step, GemmGroup):
        return f"library gemm group {step.kernel} ({', '.join(g.kernel for g in step.members)})"
    return f"copy {step.src} -> {step.dst}"
