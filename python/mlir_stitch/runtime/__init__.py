"""The run side: load a compiled artifact and run it (numpy + cuda-python; never MLIR)."""
from .artifact import Artifact
from .backends.cuda import DeviceArray, cuda_available
from .errors import ArgumentError, CudaError, StitchError, StitchRuntimeError
from .loader import Executable, load
from .manifest import ManifestError

__all__ = ["Artifact", "ArgumentError", "CudaError", "DeviceArray", "Executable", "ManifestError",
           "StitchError", "StitchRuntimeError", "cuda_available", "load"]
