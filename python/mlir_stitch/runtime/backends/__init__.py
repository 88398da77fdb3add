"""Run-side backends: where buffers live and how steps execute.

The executor (executor.py) owns the plan logic: argument checks, which buffers own storage,
aliases, step order. A backend supplies the primitives below; a "storage" is whatever the
backend uses for a buffer (a numpy array for the emulator, a device pointer record for CUDA).
"""
from __future__ import annotations

import warnings
from abc import ABC, abstractmethod

from ..errors import StitchRuntimeError

BACKENDS = ("auto", "cuda", "emulator")


class Backend(ABC):
    name: str = "?"
    stats = None  # what the last call measured, when the backend measures anything

    @abstractmethod
    def prepare(self, artifact) -> None:
        """Load the artifact's kernels (once per artifact; backends cache across instances)."""

    @abstractmethod
    def accept(self, value, name: str):
        """A call argument as an object with ``.shape`` and ``.dtype`` (raises ArgumentError)."""

    def begin_call(self, args: tuple = (), stream=None) -> None:
        """Called first in a call, with its raw arguments and the caller's ``stream=``."""

    @abstractmethod
    def input(self, accepted, buf):
        """Storage for an input buffer holding ``accepted``; kernels must not change the caller's data."""

    @abstractmethod
    def output(self, buf):
        """Fresh storage for an output buffer (handed to the caller afterwards)."""

    def accept_out(self, value, name: str):
        """A caller-given result buffer (``out=``) as an object with ``.shape`` and ``.dtype``."""
        raise StitchRuntimeError(f"{name}: the {self.name} backend takes no out= buffers")

    def output_into(self, accepted, buf):
        """Storage for an output buffer in the caller's buffer from accept_out."""
        raise StitchRuntimeError(f"the {self.name} backend takes no out= buffers")

    @abstractmethod
    def temp(self, buf):
        """Scratch storage (may be reused across calls)."""

    @abstractmethod
    def const(self, buf, value):
        """Storage holding a constant (may be cached across calls)."""

    @abstractmethod
    def view(self, storage, buf):
        """``storage`` seen as ``buf`` (an alias: same bytes, other shape)."""

    @abstractmethod
    def launch(self, step, storages: list) -> None: ...

    def argument_binder(self, bufs: list):
        """None, or ``bind(args)``: the storages of all of a call's arguments (`bufs`, the
        entry's inputs) in one pass for the kind of call a backend sees most, or None for a call
        it does not cover, which then takes the general path (accept, check, input) and its
        errors. Asked once when the executable is made."""
        return None

    def launcher(self, step, bufs: list):
        """How every call runs launch `step` (its arguments `bufs`): ``run(step, storages)``.
        Asked once per step when the executable is made, so a backend may do there what every
        launch of the step would repeat."""
        return self.launch

    def steps_runner(self, plan, run_steps):
        """How every call runs the plan's steps over its storages: ``run(env)``, given
        ``run_steps(env)``, which queues them one by one. Asked once when the executable is
        made (the CUDA backend replays warm calls as CUDA graphs)."""
        return run_steps

    def replayer(self, layout, run):
        """None, or ``replay(args)``: a warm call replayed in one pass (the results), or None
        for a call it does not cover, which then takes the usual path. It must check and bind
        exactly as that path would (`layout`: the executor's buffers in binding order; `run`:
        what steps_runner returned). Asked once when the executable is made."""
        return None

    @abstractmethod
    def gemm(self, step, storages: list) -> None:
        """A library GEMM (plan.Gemm; storages in ``step.args`` order: a, b, [bias], out)."""

    def gemm_group(self, step, storages: list) -> None:
        """Library GEMMs run as one call (plan.GemmGroup; storages in ``step.args`` order: a,
        each B, each out). A backend without a grouped call runs each member."""
        for member, member_storages in zip(step.members, member_storages_of(step, storages)):
            self.gemm(member, member_storages)

    @abstractmethod
    def zero(self, storage) -> None: ...

    @abstractmethod
    def copy(self, dst, src) -> None: ...

    @abstractmethod
    def results(self, storages: list, accepted: list) -> tuple:
        """The caller's result objects for the output storages (`accepted`: what ``accept``
        made of the arguments, or the argument binder's storages)."""

    def time(self, run, warmup: int, iters: int) -> float:
        """Median milliseconds of ``run()``; only backends with a device clock can."""
        raise StitchRuntimeError(f"timing needs the cuda backend (this is the {self.name} backend)")


def member_storages_of(step, storages: list) -> list:
    """Each member's (a, b, out) of a gemm_group step's storages (a, B_0..B_n-1, out_0..out_n-1)."""
    n = len(step.members)
    return [[storages[0], storages[1 + i], storages[1 + n + i]] for i in range(n)]


class BackendFallbackWarning(UserWarning):
    """backend="auto" found no usable GPU: the emulator runs instead (the CLI prints it as a note)."""


def make_backend(name: str, device: int = 0) -> Backend:
    """A backend by name; "auto" is cuda when a GPU and driver are usable, else the emulator
    (with a BackendFallbackWarning saying why: the emulator is far slower than a GPU)."""
    from .cuda import CudaBackend, unavailable_reason
    from .emulator import EmulatorBackend

    if name == "auto":
        reason = unavailable_reason(device)
        if reason is not None:
            warnings.warn(f"no usable CUDA GPU ({reason}): running on the emulator",
                          BackendFallbackWarning, stacklevel=3)
        name = "cuda" if reason is None else "emulator"
    if name == "cuda":
        return CudaBackend(device)
    if name == "emulator":
        return EmulatorBackend()
    raise StitchRuntimeError(f"unknown backend {name!r} (choose from {', '.join(BACKENDS)})")
