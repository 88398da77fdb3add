"""Counters the emulator accumulates over launches."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

# Ops counted as transcendental evaluations (one per active lane that executes them).
TRANSCENDENTALS = frozenset(
    "math." + n for n in
    "exp exp2 expm1 log log2 log10 log1p tanh erf sqrt rsqrt sin cos tan atan atan2 sinh cosh "
    "asin acos powf".split())


@dataclass
class Stats:
    """Execution counters, summed over every launch given this object.

    global_load_bytes / global_store_bytes: every executed global access by an active lane
        × element size (an atomic counts as one load and one store).
    distinct_read_bytes / distinct_written_bytes: per launch, distinct global elements read /
        written × element size, summed over launches.
    transcendentals: op name → evaluations by active lanes.
    barriers: gpu.barrier executions, one per block that executes one.
    grid_barriers: grid-wide barriers passed, one per barrier per launch (all blocks together).
    cluster_barriers: thread-block cluster barriers passed, one per cluster that passes one.
    shuffles: gpu.shuffle executions, one per warp that executes one.
    atomics: atomic read-modify-writes by active lanes (global and shared).
    library_calls: library GEMMs run (with numpy); their operands count as distinct bytes
        read and their result as distinct bytes written.
    races: messages for shared-memory races, and global races between the blocks of a kernel
        with a grid barrier (a launch with races raises EmulatorError).
    """
    global_load_bytes: int = 0
    global_store_bytes: int = 0
    distinct_read_bytes: int = 0
    distinct_written_bytes: int = 0
    transcendentals: dict = field(default_factory=dict)
    barriers: int = 0
    grid_barriers: int = 0
    cluster_barriers: int = 0
    shuffles: int = 0
    atomics: int = 0
    launches: int = 0
    library_calls: int = 0
    races: list = field(default_factory=list)
    seconds: float = 0.0

    @property
    def transcendental_total(self) -> int:
        return sum(self.transcendentals.values())

    def count_transcendental(self, name: str, n: int) -> None:
        self.transcendentals[name] = self.transcendentals.get(name, 0) + n

    def add_library_call(self, read_bytes: int, written_bytes: int) -> None:
        self.library_calls += 1
        self.distinct_read_bytes += read_bytes
        self.distinct_written_bytes += written_bytes

    def as_dict(self) -> dict:
        d = asdict(self)
        d["transcendentals"] = dict(self.transcendentals)
        d["races"] = list(self.races)
        d["transcendental_total"] = self.transcendental_total
        return d
