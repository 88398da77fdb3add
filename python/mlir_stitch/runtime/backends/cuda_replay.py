"""A warm call from PyTorch replayed in one pass on the CUDA backend.

The call a training or serving loop makes over and over: every argument a dense torch CUDA
tensor on the executable's GPU of exactly its buffer's dtype and shape, no ``stream=`` (so
torch's current stream) and no ``out=``, at addresses whose CUDA graph was captured by an
earlier call (cuda_graphs.py). The usual path (executor.py) checks and binds each argument,
gives every buffer a storage record in a dict, then derives the graph's key from it: about
7 µs of Python per call on the CPU machine's stub driver, and about 15 on the H100 machine,
where torch's whole addmm takes 16–24 µs (2026-11-24), so for a small GEMM that Python was
most of the call. The replay makes the same checks (is_torch_cuda_tensor_of, the binder's),
takes the same result blocks and builds the same key, in one pass and without the records:
5.0 µs against 7.2 for a 128x512x256 library GEMM with its bias, 7.9 against 15.3 for a
transformer block (benchmarks/host_overhead.py, stub driver, side by side, 2026-11-24).

Any other call, or one whose graph is not captured yet, returns None before queuing any
work and takes the usual path, which captures, stages, waits, and reports errors."""
from __future__ import annotations

from ..arrays import is_torch_cuda_tensor_of

# A replay that misses did its checks for nothing (a caller keeping every result, or passing
# new tensors, gets new addresses): it stops trying once its misses outnumber the graphs'
# replays (the usual path's too) by this many, and tries again as those catch up.
MISSES_AHEAD = 16


def replayer(backend, layout, graphs):
    """replay(args) -> the results, or None (module docstring); None when the executable has
    no graphs or takes a by-value scalar (never replayed)."""
    if graphs is None or not layout.inputs or any(b.by_value for b in layout.inputs):
        return None
    ordinal = backend.device.ordinal
    inputs = [(b.shape, b.dtype) for b in layout.inputs]
    outputs = [(b.name, b.nbytes, b.shape, b.dtype) for b in layout.outputs]
    temps = [b.name for b in layout.temps]
    consts = [b.name for b in layout.consts]
    # an alias's storage is its root's: the position of the root among the storages before it
    bound = [b.name for b in (*layout.inputs, *layout.outputs, *layout.temps, *layout.consts)]
    alias_roots = [bound.index(root) for _, root in layout.aliases]
    pool, last_output, temp_blocks = backend.pool, backend._last_output, backend._temps
    misses = 0

    def replay(args: tuple) -> "tuple | None":
        nonlocal misses
        if len(args) != len(inputs) or not graphs or misses > graphs.replays + MISSES_AHEAD:
            return None
        pointers = []
        for x, (shape, dtype) in zip(args, inputs):
            if not is_torch_cuda_tensor_of(x, shape, dtype, ordinal):
                return None
            pointers.append(x.data_ptr())
        backend.begin_replay()  # the context current, the call on torch's current stream
        stream = backend.stream
        blocks = [pool.allocate(nbytes, stream, last_output.get(name))
                  for name, nbytes, _, _ in outputs]
        pointers += [block.ptr for block in blocks]
        for name in temps:
            block = temp_blocks.get((stream, name))
            if block is None:
                return None
            pointers.append(block.ptr)
        for name in consts:
            block = backend.module.consts.get(name)
            if block is None:
                return None
            pointers.append(block.ptr)
        pointers += [pointers[i] for i in alias_roots]
        if not graphs.replay((stream, *pointers)):
            misses += 1
            return None  # the blocks go back to the pool: the usual path takes them again
        results = []
        for block, (name, _, shape, dtype) in zip(blocks, outputs):
            last_output[name] = block.ptr
            results.append(backend.device_array(block, shape, dtype))
        return tuple(results)
    return replay
