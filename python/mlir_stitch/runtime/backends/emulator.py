"""Backend running the kernel IR on the CPU through the GPU emulator (runtime/emulator).

Storage is numpy: every non-alias buffer is its own array, aliases are reshaped views. The
kernel IR is parsed once per Artifact. ``stats`` holds the emulator's counters for the most
recent call (all its launches together).
"""
from __future__ import annotations

import weakref

import numpy as np

from ..arrays import host_array
from ..errors import ArgumentError, StitchRuntimeError
from ..library import gemm_numpy, gemm_operands, gemm_views_numpy
from . import Backend

# Artifact -> Emulator: parsing the kernel IR is the slow part of getting ready.
_EMULATORS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _emulator_api():
    """(parse_module, Emulator, EmulatorError, Stats), imported only when used."""
    try:
        from ..emulator import Emulator, EmulatorError, Stats, parse_module
    except ImportError as e:
        raise StitchRuntimeError(f"the emulator backend is unavailable: {e}") from None
    return parse_module, Emulator, EmulatorError, Stats


class EmulatorBackend(Backend):
    name = "emulator"

    def __init__(self):
        self._parse, self._emulator_cls, self._error, self._stats_cls = _emulator_api()
        self.emulator = None
        self.stats = None

    def prepare(self, artifact) -> None:
        emulator = _EMULATORS.get(artifact)
        if emulator is None:
            try:
                emulator = self._emulator_cls(self._parse(artifact.kernel_ir))
            except self._error as e:
                raise StitchRuntimeError(f"emulator: cannot load the kernel IR: {e}") from e
            _EMULATORS[artifact] = emulator
        self.emulator = emulator

    def accept(self, value, name: str) -> np.ndarray:
        return host_array(value, name)

    def begin_call(self, args: tuple = (), stream=None) -> None:
        # a stream orders nothing here: the emulator runs each call to completion
        self.stats = self._stats_cls()

    def input(self, accepted: np.ndarray, buf) -> np.ndarray:
        # A copy, so the caller's array stays untouched; view, not convert (bfloat16 raw bits).
        return np.array(accepted, order="C", copy=True).view(buf.dtype)

    def output(self, buf) -> np.ndarray:
        return _poisoned(buf)

    def accept_out(self, value, name: str) -> np.ndarray:
        if not isinstance(value, np.ndarray):
            raise ArgumentError(f"{name}: the emulator writes results into numpy arrays, "
                                f"got {type(value).__name__}")
        if not (value.flags.c_contiguous and value.flags.writeable):
            raise ArgumentError(f"{name}: the array must be C-contiguous and writeable")
        return value

    def output_into(self, accepted: np.ndarray, buf) -> np.ndarray:
        storage = accepted.view(buf.dtype)  # same bytes (bfloat16 given as raw bits)
        storage[...] = _poisoned(buf)  # what the kernels leave unwritten stays visible
        return storage

    def temp(self, buf) -> np.ndarray:
        return _poisoned(buf)

    def const(self, buf, value: np.ndarray) -> np.ndarray:
        return np.array(value, copy=True)  # a kernel writing a constant must not corrupt the artifact

    def view(self, storage: np.ndarray, buf) -> np.ndarray:
        return storage.reshape(buf.shape)  # storage is C-contiguous, so this never copies

    def launch(self, step, storages: list) -> None:
        try:
            wave = {"blocks_per_wave": step.blocks_per_wave} if step.grid_barrier else {}
            self.emulator.launch(step.kernel, grid=step.grid, block=step.block, args=storages,
                                 stats=self.stats, shared_bytes=step.shared_bytes, **wave)
        except self._error as e:
            raise StitchRuntimeError(f"emulator: {e}") from e

    def gemm(self, step, storages: list) -> None:
        """A library GEMM with numpy (runtime/library.py); its bytes count as global traffic."""
        a, b, bias, residual, out = gemm_operands(step, storages)
        if step.views is not None:
            gemm_views_numpy(step, a, b, out, bias)
        else:
            out.reshape(-1)[...] = gemm_numpy(step, a, b, bias, residual).reshape(-1)
        operands = storages[:-1]
        distinct = {id(x.base if x.base is not None else x): x.nbytes for x in operands}
        self.stats.add_library_call(sum(distinct.values()), out.nbytes)

    def zero(self, storage: np.ndarray) -> None:
        storage[...] = 0

    def copy(self, dst: np.ndarray, src: np.ndarray) -> None:
        dst.reshape(-1)[...] = src.reshape(-1)

    def results(self, storages: list, accepted: list) -> tuple:
        return tuple(storages)


def _poisoned(buf) -> np.ndarray:
    """Uninitialised memory made visible: NaN (floats) or 0xA5 bytes, never a plausible zero."""
    array = np.empty(buf.shape, buf.dtype)
    if array.dtype.kind == "f":
        array.fill(np.nan)
    else:
        array.reshape(-1).view(np.uint8).fill(0xA5)
    return array
