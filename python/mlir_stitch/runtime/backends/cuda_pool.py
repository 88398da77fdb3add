"""A caching allocator for the CUDA backend: device memory is taken from the driver once and
reused, so a warm call makes no cuMemAlloc (nor a cuMemFree, which can synchronise the device).

Blocks are kept per device and per stream: a block released by a result that was dropped is
reused only by later work on the stream that last used it, which the stream orders after that
work (PyTorch's caching allocator keeps the same rule). Work the caller queued on another
stream reading a result must finish before the result is dropped, as with PyTorch's tensors
(its `record_stream`). Sizes are rounded up to 512 bytes. `empty_cache()` gives every cached
block back to the driver. Thread-safe: results may be dropped on any thread."""
from __future__ import annotations

import threading

ROUND = 512


class MemoryPool:
    """The cached blocks of one device: (stream, rounded size) -> free device pointers."""

    def __init__(self, driver_alloc, driver_free):
        self._alloc, self._free = driver_alloc, driver_free
        self._cached: dict[tuple[int, int], list[int]] = {}
        self._lock = threading.Lock()
        self.driver_allocations = 0  # counters: what the pool asked the driver for
        self.reuses = 0

    def allocate(self, nbytes: int, stream: int, prefer: "int | None" = None) -> "PooledMemory":
        """A block of at least `nbytes` for work on `stream`: block `prefer` when it is free
        (a call's result at its last call's address lets the call replay its CUDA graph,
        whatever order the caller dropped the last results in), else the last one freed."""
        size = -(-nbytes // ROUND) * ROUND
        with self._lock:
            free = self._cached.get((stream, size))
            if free:
                self.reuses += 1
                if prefer is not None and prefer != free[-1] and prefer in free:
                    free.remove(prefer)
                    return PooledMemory(self, prefer, nbytes, size, stream)
                return PooledMemory(self, free.pop(), nbytes, size, stream)
            self.driver_allocations += 1
        return PooledMemory(self, self._alloc(size) if size else 0, nbytes, size, stream)

    def release(self, memory: "PooledMemory") -> None:
        if memory.ptr:
            with self._lock:
                self._cached.setdefault((memory.stream, memory.size), []).append(memory.ptr)

    def empty(self) -> None:
        """Give every cached block back to the driver."""
        with self._lock:
            blocks = [p for ptrs in self._cached.values() for p in ptrs]
            self._cached.clear()
        for ptr in blocks:
            self._free(ptr)

    @property
    def cached_blocks(self) -> int:
        with self._lock:
            return sum(len(p) for p in self._cached.values())


class PooledMemory:
    """A block of device memory that goes back to its pool when the last reference goes."""
    __slots__ = ("pool", "ptr", "nbytes", "size", "stream")  # one per result of every call

    def __init__(self, pool: MemoryPool, ptr: int, nbytes: int, size: int, stream: int):
        self.pool, self.ptr, self.nbytes, self.size, self.stream = pool, ptr, nbytes, size, stream

    def __del__(self):
        if getattr(self, "ptr", 0):
            try:
                self.pool.release(self)
            except Exception:  # interpreter shutdown: nothing left to keep
                pass
            self.ptr = 0
