"""CUDA graphs for warm calls on the CUDA backend: a call's steps captured once, then replayed
with one cuGraphLaunch.

Queuing a call's steps from Python costs more host time than the GPU takes to run them for most
stitched models (H100 machine, 2026-11-24: a transformer layer's 5 steps took about 80 µs of
host time against 25 µs on the GPU; a cuBLASLt call from Python about 13 µs). A call whose
storages (arguments, results, scratch, constants, aliases) all sit at the addresses of an
earlier call, on the same stream, replays that call's work as a CUDA graph instead.

A graph bakes in every kernel parameter, so its key is the stream and the address of every
storage of the call, in the executor's fixed order; nothing else about a call's steps varies
(the plan is fixed; a call with a by-value scalar is never replayed). The steps are captured on
the second call seen at one set of addresses: the first ran them, which planned any library
GEMM for those operands and made the stream's scratch. Capture goes to a stream of the
backend's own and the graph is launched on the call's stream, so it is ordered exactly as the
steps would have been.

Graphs pay off when addresses repeat (the same input tensors, results dropped before the next
call, as in a training or serving loop). A caller that keeps every result, or passes fresh
tensors each call, gets new addresses on most calls: an executable keeps at most CAPACITY
graphs (the least recently used is dropped), remembers at most SEEN address sets, and stops
capturing when its graphs are rarely replayed. Steps that cannot be captured (the backend's
capture returns None) turn graphs off for the executable, which then runs its steps as usual.
"""
from __future__ import annotations

from collections import OrderedDict

CAPACITY = 8  # graphs kept per executable
SEEN = 64  # address sets seen once, remembered
GIVE_UP_AFTER = 16  # captures; by then graphs must have been replayed twice per capture


def graph_key(stream: int, env: dict) -> "tuple | None":
    """The stream and every storage's address, or None when a storage is a by-value scalar
    (its value would be baked into the graph)."""
    try:
        return (stream, *[storage.ptr for storage in env.values()])
    except AttributeError:
        return None


class CallGraphs:
    """One executable's graphs by key. `capture(run_steps)` returns a graph of what
    run_steps queues (nothing runs), or None when it cannot be captured; `launch(graph)`
    queues a graph on the call's stream; `destroy(graph)` frees it."""

    def __init__(self, capture, launch, destroy):
        self._capture, self._launch, self._destroy = capture, launch, destroy
        self._graphs: OrderedDict = OrderedDict()
        self._seen: OrderedDict = OrderedDict()
        self.capturing = True  # off when steps cannot be captured or graphs rarely replay
        self.captures = self.replays = 0

    def run(self, key: tuple, run_steps) -> None:
        """Queue a call's steps: its graph when it has one, else the steps themselves (and a
        capture, on the second call at these addresses)."""
        if self.replay(key):
            return
        if not self.capturing or self._seen.pop(key, None) is None:
            self._remember(key)
            run_steps()
            return
        graph = self._capture(run_steps)
        if graph is None:
            self.capturing = False
            self._seen.clear()
            run_steps()
            return
        self.captures += 1
        self._graphs[key] = graph
        if len(self._graphs) > CAPACITY:
            self._destroy(self._graphs.popitem(last=False)[1])
        self._launch(graph)
        if self.captures >= GIVE_UP_AFTER and self.replays < 2 * self.captures:
            self.capturing = False  # addresses rarely repeat: capturing costs more than it saves
            self._seen.clear()

    def replay(self, key: tuple) -> bool:
        """Launch the graph of `key` if there is one; whether there was."""
        graph = self._graphs.get(key)
        if graph is None:
            return False
        self._graphs.move_to_end(key)
        self.replays += 1
        self._launch(graph)
        return True

    def _remember(self, key: tuple) -> None:
        if self.capturing:
            self._seen[key] = True
            if len(self._seen) > SEEN:
                self._seen.popitem(last=False)

    def free(self) -> None:
        graphs, self._graphs = list(self._graphs.values()), OrderedDict()
        for graph in graphs:
            self._destroy(graph)

    def __len__(self) -> int:
        return len(self._graphs)

    def __del__(self):
        try:
            self.free()
        except Exception:  # at interpreter exit the driver may be gone already
            pass
