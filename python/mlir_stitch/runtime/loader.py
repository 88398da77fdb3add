"""``load``: an artifact (folder or object) made callable on a backend."""
from __future__ import annotations

from pathlib import Path

from .artifact import Artifact
from .backends import BACKENDS, make_backend
from .errors import StitchRuntimeError
from .executor import Executor


class Executable:
    """``exe(*arrays)`` runs the artifact and returns its results as a tuple (always a tuple).

    Arguments are numpy arrays (anything ``np.asarray`` takes) or, on the cuda backend, device
    arrays (``__cuda_array_interface__`` / DLPack). Results are numpy arrays, or ``DeviceArray``
    when every argument was a device array.

    backend_name  "cuda" or "emulator"
    stats         the emulator's counters for the last call (``Stats``), None on cuda
    graphs        the CUDA graphs of warm calls (captures, replays), None where not used
    artifact      the Artifact being run
    """

    def __init__(self, artifact: Artifact, backend):
        self.artifact = artifact
        self.backend = backend
        self._executor = Executor(artifact, backend)

    @property
    def backend_name(self) -> str:
        return self.backend.name

    @property
    def stats(self):
        return self.backend.stats

    @property
    def graphs(self):
        """The CUDA graphs of warm calls (``.captures``, ``.replays``, ``len()``), or None where
        calls are not replayed (the emulator, STITCH_CUDA_GRAPHS=0, STITCH_CUDA_SYNC=1, a grid
        barrier)."""
        return getattr(self._executor._run, "graphs", None)

    def __call__(self, *arrays, stream=None, out=None) -> tuple:
        """Run on `stream` (cuda backend: a handle or a torch/cupy stream; default: PyTorch's
        current stream when an argument is a torch CUDA tensor, else the legacy default stream).
        `out`: a tuple of result buffers to write into (device arrays on cuda, numpy arrays on
        the emulator), returned as the results."""
        return self._executor.call(arrays, stream, out)

    def time(self, args, warmup: int = 10, iters: int = 100, stream=None) -> float:
        """Median milliseconds per call on the GPU (CUDA events; cuda backend only)."""
        return self._executor.time(args, warmup, iters, stream)

    def __repr__(self) -> str:
        return f"<Executable {self.artifact.plan.entry_name} on {self.backend_name}>"


def load(dir_or_artifact, backend: str = "auto", device: int = 0) -> Executable:
    """Load an artifact folder (or take an Artifact) and get it ready to run.

    backend: "cuda", "emulator", or "auto" (cuda when a GPU and driver are usable, else emulator).
    device: the GPU ordinal (cuda backend); device arrays given to a call must live on it.
    """
    if backend not in BACKENDS:
        raise StitchRuntimeError(f"unknown backend {backend!r} (choose from {', '.join(BACKENDS)})")
    if isinstance(dir_or_artifact, Artifact):
        artifact = dir_or_artifact
    elif isinstance(dir_or_artifact, (str, Path)):
        artifact = Artifact.from_folder(dir_or_artifact)
    else:
        raise TypeError(f"load() takes an artifact folder or an Artifact, got {type(dir_or_artifact).__name__}")
    return Executable(artifact, make_backend(backend, device))
