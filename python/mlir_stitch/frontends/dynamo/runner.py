"""Calling a compiled partition with torch tensors, as the submodule it replaces would be called.

CUDA tensors run on the CUDA backend, on their device and torch's current stream; the results
are the executable's own memory, taken by torch through DLPack (which also orders torch's
stream after the call's). CPU tensors run on the emulator (exact, slow: for machines without a
GPU). Arguments are detached: a partition of an AOTAutograd graph computes values only, and
autograd is AOTAutograd's business around it."""
from __future__ import annotations


def partition_module(fn, device, single: bool, name: str):
    """An nn.Module whose forward(*tensors) runs the executable `fn` on `device` (a CUDA
    torch.device, or None for the emulator) and returns one tensor (`single`) or a tuple, as the
    fused submodule did."""
    import numpy as np
    import torch

    from ...runtime.errors import StitchRuntimeError
    from ..torch import from_numpy, to_numpy

    on_cuda = device is not None

    class StitchedPartition(torch.nn.Module):
        def forward(self, *args):
            try:
                if on_cuda:  # detached: DLPack refuses tensors that require grad
                    results = tuple(torch.from_dlpack(r) for r in fn(*[_dense(a, device) for a in args]))
                else:
                    results = tuple(from_numpy(np.asarray(r)) for r in fn(*[to_numpy(a) for a in args]))
            except StitchRuntimeError as e:
                raise _as_torch_error(str(e)) from None
            return results[0] if single else results

        def extra_repr(self) -> str:
            return f"{name}: compiled by mlir-stitch ({'cuda' if on_cuda else 'emulator'})"

    return StitchedPartition()


def _dense(tensor, device):
    """The tensor detached, on `device` (a CPU scalar tensor beside CUDA ones, which torch
    allows, is copied over) and dense (a strided view, which reaches a partition only when
    torch ops sit between partitions, is copied: the executable's buffers are dense)."""
    tensor = tensor.detach()
    if tensor.device != device:
        tensor = tensor.to(device)
    return tensor if tensor.is_contiguous() else tensor.contiguous()


_ASSERTION = "device assertion failed: "


def _as_torch_error(message: str) -> Exception:
    """A failed device assertion as the error eager torch raises for it: IndexError for an
    index out of range (an embedding, a gather), RuntimeError otherwise; one line."""
    if _ASSERTION not in message:
        return RuntimeError(f"mlir_stitch: {message}")
    said = message.split(_ASSERTION, 1)[1].strip()
    kind = IndexError if "index" in said else RuntimeError
    return kind(f"mlir_stitch: {said} (a device assertion of the compiled graph)")
