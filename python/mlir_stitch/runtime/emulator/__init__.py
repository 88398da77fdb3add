"""CPU emulator for the L3 kernel IR (a gpu.module in MLIR generic op form).

Runs every thread of every block in lock-step with numpy (masks for divergence), with barriers,
warp shuffles, atomics and shared memory; checks bounds, shared-memory races, divergent barriers
and partial-warp shuffles; counts global traffic, transcendentals, barriers. Needs no MLIR.

    mod = parse_module(text)
    emu = Emulator(mod)
    stats = Stats()
    emu.launch("fusion_0", grid=(gx, 1, 1), block=(256, 1, 1), args=[a, b], stats=stats)
"""
from .errors import EmulatorError
from .interpreter import Emulator
from .parser import Module, parse_module
from .stats import Stats

__all__ = ["Emulator", "EmulatorError", "Module", "Stats", "parse_module"]
