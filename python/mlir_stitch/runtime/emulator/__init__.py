"""CPU emulator for the L3 kernel IR (a gpu.module in MLIR generic op form).

Runs every thread of every block in lock-step with numpy (masks for divergence), with barriers,
warp shuffles, tensor-core mma.sync (ops_mma.py), atomics, shared memory and grid barriers (the
whole grid in one chunk; the launch must fit in one wave); checks bounds, shared-memory races,
global races between blocks of a grid-barrier kernel, races on the global scratch of a kernel
without one (a block's region between its block barriers, never another block's), divergent
barriers, partial-warp shuffles and divergent mma.sync; counts global traffic,
transcendentals, barriers and grid barriers. Needs no MLIR.

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
