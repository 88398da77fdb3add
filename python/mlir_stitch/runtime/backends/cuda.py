"""Backend running the PTX on an NVIDIA GPU through the CUDA driver API (cuda.bindings.driver).

- One process-wide primary context per device (what torch and cupy use too, so their device
  pointers are valid here); the PTX module is loaded once per Artifact.
- Kernels use the bare-pointer ABI: each kernel argument is one device pointer.
- Everything runs on the legacy default stream, which orders itself after the work of other
  (blocking) streams; a CUDA Array Interface v3 producer stream is waited for explicitly.
- Device arrays (``__cuda_array_interface__`` or ``__dlpack__``) are used in place. When every
  argument is one, results stay on the device as ``DeviceArray``; otherwise they are numpy.
- Without a driver or GPU ``cuda_available()`` is False and constructing the backend raises
  StitchRuntimeError; no cuda-python exception escapes.
- A launch step with ``grid_barrier`` (a kernel with a grid-wide barrier, codegen/grid_barrier.py)
  needs every block resident at once: its grid is checked against the device's own wave
  (cuOccupancyMaxActiveBlocksPerMultiprocessor x SMs; the manifest's ``blocks_per_wave`` is the
  compile-time figure for the target) and it is launched with cuLaunchCooperativeKernel, which
  the driver refuses rather than hang when the blocks do not fit.
- ``STITCH_CUDA_SYNC=1`` synchronises after every step, so an asynchronous kernel fault is
  reported at the step that caused it.
"""
from __future__ import annotations

import os
import re
import weakref
from dataclasses import dataclass

import numpy as np

from ..arrays import DeviceArg, device_array, host_array, is_device_array
from ..errors import CudaError, StitchRuntimeError
from . import Backend

DEFAULT_DYNAMIC_SHARED_LIMIT = 48 * 1024  # above this a kernel must opt in (cuFuncSetAttribute)
LEGACY_DEFAULT_STREAM = 0
_CAI_DEFAULT_STREAMS = (None, 0, 1, 2)  # "no stream", legacy and per-thread default streams


# -- the driver and errors -------------------------------------------------------------------
def _load_driver():
    """The cuda-python driver module (tests substitute a fake)."""
    from cuda.bindings import driver

    return driver


_driver = None


def _drv():
    global _driver
    if _driver is None:
        _driver = _load_driver()
    return _driver


def _call(fn_name: str, *args):
    """Call a driver function; raise CudaError naming it unless it returned CUDA_SUCCESS."""
    d = _drv()
    result = getattr(d, fn_name)(*args)
    err, values = (result[0], result[1:]) if isinstance(result, tuple) else (result, ())
    if err != d.CUresult.CUDA_SUCCESS:
        raise CudaError(f"{fn_name} failed: {_error_text(err)}", code=int(err))
    return values[0] if len(values) == 1 else (values or None)


def _error_text(err) -> str:
    d = _drv()
    try:
        name = d.cuGetErrorName(err)[1].decode()
        text = d.cuGetErrorString(err)[1].decode()
        return f"{name} ({text})"
    except Exception:  # an unknown code: the number is all there is
        return f"CUresult {int(err)}"


# -- device and context ----------------------------------------------------------------------
@dataclass
class Device:
    ordinal: int
    handle: object
    context: object
    name: str
    compute_capability: tuple[int, int]

    @property
    def sm(self) -> str:
        return f"sm_{self.compute_capability[0]}{self.compute_capability[1]}"


_devices: dict[int, Device] = {}
_unavailable: dict[int, str] = {}


def reset() -> None:
    """Forget the driver, devices and loaded modules (for tests that swap the driver)."""
    global _driver
    _driver = None
    _devices.clear()
    _unavailable.clear()
    _MODULES.clear()


def cuda_available(ordinal: int = 0) -> bool:
    return unavailable_reason(ordinal) is None


def unavailable_reason(ordinal: int = 0) -> str | None:
    """Why no GPU can be used (no cuda-python, no driver, no device), or None when one can."""
    try:
        get_device(ordinal)
        return None
    except StitchRuntimeError as e:
        return (_unavailable.get(ordinal) or str(e)).rstrip(".")


def get_device(ordinal: int = 0) -> Device:
    """The initialised device with its primary context current (cached per process)."""
    if ordinal in _devices:
        return _devices[ordinal]
    if ordinal not in _unavailable:
        try:
            _devices[ordinal] = _open_device(ordinal)
            return _devices[ordinal]
        except (ImportError, OSError, RuntimeError) as e:  # no cuda-python / no libcuda.so / no GPU
            _unavailable[ordinal] = str(e) or type(e).__name__
    raise StitchRuntimeError(f"no CUDA GPU/driver available: {_unavailable[ordinal].rstrip('.')}; "
                             "use --backend emulator")


def _open_device(ordinal: int) -> Device:
    d = _drv()
    _call("cuInit", 0)  # raises DynamicLibNotFoundError (a RuntimeError) without libcuda.so
    count = _call("cuDeviceGetCount")
    if ordinal >= count:
        raise RuntimeError(f"CUDA device {ordinal} requested, {count} present")
    handle = _call("cuDeviceGet", ordinal)
    context = _call("cuDevicePrimaryCtxRetain", handle)
    _call("cuCtxSetCurrent", context)
    attr = d.CUdevice_attribute
    major = _call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, handle)
    minor = _call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, handle)
    name = _call("cuDeviceGetName", 256, handle)
    name = name.split(b"\0", 1)[0].decode(errors="replace") if isinstance(name, bytes) else str(name)
    return Device(ordinal, handle, context, name, (int(major), int(minor)))


def check_target(target: str | None, device: Device) -> None:
    """PTX for sm_XY runs on any newer GPU (the driver JITs it), except arch-specific sm_XYa."""
    m = re.fullmatch(r"sm_(\d+)(\d)(a?)", target or "")
    if m is None:
        return
    wanted = (int(m.group(1)), int(m.group(2)))
    if device.compute_capability < wanted or (m.group(3) and device.compute_capability != wanted):
        raise StitchRuntimeError(f"the artifact targets {target} but GPU {device.ordinal} "
                                 f"({device.name}) is {device.sm}; recompile with --target {device.sm}")


# -- device memory ---------------------------------------------------------------------------
class DeviceMemory:
    """Bytes from cuMemAlloc, freed when the object goes away."""

    def __init__(self, nbytes: int):
        self.nbytes = nbytes
        self._driver = _drv()  # freed by the driver that allocated it, even if tests swap drivers
        self.ptr = int(_call("cuMemAlloc", nbytes)) if nbytes else 0

    def __del__(self):
        if getattr(self, "ptr", 0):
            try:
                self._driver.cuMemFree(self._driver.CUdeviceptr(self.ptr))
            except Exception:  # interpreter shutdown or a dead context: nothing left to free
                pass
            self.ptr = 0


def _dptr(ptr: int):
    return _drv().CUdeviceptr(ptr)


def upload(ptr: int, host: np.ndarray) -> None:
    if host.nbytes:
        _call("cuMemcpyHtoD", _dptr(ptr), host.ctypes.data, host.nbytes)


def download(ptr: int, shape, dtype) -> np.ndarray:
    host = np.empty(shape, dtype)
    if host.nbytes:
        _call("cuMemcpyDtoH", host.ctypes.data, _dptr(ptr), host.nbytes)
    return host


class DeviceArray:
    """A result left on the GPU: readable by cupy/torch/numba through ``__cuda_array_interface__``.

    ``get()`` / ``numpy()`` copy it to the host; ``np.asarray`` works too.
    """

    def __init__(self, memory: DeviceMemory, shape, dtype):
        self._memory = memory
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)

    @property
    def ptr(self) -> int:
        return self._memory.ptr

    @property
    def size(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))

    @property
    def nbytes(self) -> int:
        return self.size * self.dtype.itemsize

    @property
    def __cuda_array_interface__(self) -> dict:
        # stream 1: the legacy default stream, where the kernels that wrote it were queued.
        return {"shape": self.shape, "typestr": self.dtype.str, "data": (self.ptr, False),
                "strides": None, "version": 3, "stream": 1}

    def get(self) -> np.ndarray:
        return download(self.ptr, self.shape, self.dtype)

    numpy = get

    def __array__(self, dtype=None, copy=None):
        host = self.get()
        return host if dtype is None else host.astype(dtype)

    def __repr__(self) -> str:
        return f"DeviceArray({self.dtype.name}{list(self.shape)}, ptr=0x{self.ptr:x})"


@dataclass
class DevBuf:
    """A buffer during a call: a device address seen with one shape (views share ``owner``)."""
    ptr: int
    shape: tuple[int, ...]
    dtype: np.dtype
    nbytes: int
    owner: object = None


# -- the loaded PTX module -------------------------------------------------------------------
class LoadedModule:
    """The artifact's PTX loaded in the context, its kernels, and its constants on the device."""

    def __init__(self, ptx: str, kernels: list[str]):
        _check_entries(ptx, kernels)
        self._driver = _drv()
        self.handle = _load_ptx(ptx)
        self.functions = {k: _call("cuModuleGetFunction", self.handle, k.encode()) for k in kernels}
        self._dynamic_shared_opt_in = {k: DEFAULT_DYNAMIC_SHARED_LIMIT for k in kernels}
        self.consts: dict[str, DeviceMemory] = {}

    def __del__(self):
        if getattr(self, "handle", None) is not None:
            try:
                self._driver.cuModuleUnload(self.handle)
            except Exception:  # interpreter shutdown or a dead context
                pass

    def function(self, kernel: str, shared_bytes: int):
        """The kernel handle, opted in to ``shared_bytes`` of dynamic shared memory if beyond 48 KiB."""
        fn = self.functions[kernel]
        if shared_bytes > self._dynamic_shared_opt_in[kernel]:
            attr = _drv().CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            _call("cuFuncSetAttribute", fn, attr, shared_bytes)
            self._dynamic_shared_opt_in[kernel] = shared_bytes
        return fn

    def const(self, name: str, value: np.ndarray) -> DeviceMemory:
        if name not in self.consts:
            memory = DeviceMemory(value.nbytes)
            upload(memory.ptr, np.require(value, requirements="C"))
            self.consts[name] = memory
        return self.consts[name]


_MODULES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # Artifact -> LoadedModule


def _check_entries(ptx: str, kernels: list[str]) -> None:
    entries = set(re.findall(r"\.entry\s+([\w$.]+)\s*\(", ptx))
    missing = [k for k in kernels if k not in entries]
    if missing:
        raise StitchRuntimeError(f"kernels.ptx has no kernel named {', '.join(missing)} "
                                 f"(entries: {', '.join(sorted(entries)) or 'none'})")


def _load_ptx(ptx: str):
    image = ptx.encode() + b"\0"  # the driver reads PTX as a NUL-terminated string
    try:
        return _call("cuModuleLoadData", image)
    except CudaError as e:
        log = _jit_error_log(image)
        raise CudaError(f"{e}{': ' + log if log else ''}", code=e.code) from None


def _jit_error_log(image: bytes) -> str:
    """The JIT compiler's error log for a PTX that failed to load (best effort, failure path only)."""
    d = _drv()
    log = bytearray(16384)
    try:
        opts = [d.CUjit_option.CU_JIT_ERROR_LOG_BUFFER, d.CUjit_option.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES]
        d.cuModuleLoadDataEx(image, len(opts), opts, [log, len(log)])
    except Exception:
        return ""
    return log.split(b"\0", 1)[0].decode(errors="replace").strip()


def kernel_params(storages: list) -> "tuple[list, np.ndarray]":
    """cuLaunchKernel's kernelParams: a void** whose entries point at each argument's value,
    a buffer's device pointer (8 bytes) or a by-value scalar's own bytes (bool as one byte,
    the PTX parameter of an i1). Returns (the value arrays, which must outlive the launch;
    the pointer array)."""
    values = [np.array(s, dtype=np.uint8 if s.dtype == np.bool_ else s.dtype)
              if isinstance(s, np.ndarray) else np.array(s.ptr, dtype=np.uint64) for s in storages]
    return values, np.array([v.ctypes.data for v in values], dtype=np.uint64)


# -- the backend -----------------------------------------------------------------------------
class CudaBackend(Backend):
    name = "cuda"

    def __init__(self, device: int = 0, sync_each_step: bool | None = None):
        self.device = get_device(device)
        self.module: LoadedModule | None = None
        self.sync_each_step = (os.environ.get("STITCH_CUDA_SYNC") == "1") if sync_each_step is None \
            else sync_each_step
        self._staging: dict[str, DeviceMemory] = {}  # host inputs, reused across calls
        self._temps: dict[str, DeviceMemory] = {}

    def prepare(self, artifact) -> None:
        self._make_current()
        check_target(artifact.manifest.get("target"), self.device)
        if artifact not in _MODULES:
            _MODULES[artifact] = LoadedModule(artifact.ptx, artifact.plan.kernels)
        self.module = _MODULES[artifact]

    def accept(self, value, name: str):
        if is_device_array(value):
            return device_array(value, name)
        return np.require(host_array(value, name), requirements="C")  # keeps 0-d shapes

    def begin_call(self) -> None:
        self._make_current()  # torch/cupy may have made another context current meanwhile

    def input(self, accepted, buf) -> "DevBuf | np.ndarray":
        if buf.by_value:
            return np.array(accepted, dtype=buf.dtype)  # a 0-d array: the kernel parameter's value
        if isinstance(accepted, DeviceArg):
            self._wait_for(accepted.stream)
            return DevBuf(accepted.ptr, buf.shape, buf.dtype, buf.nbytes, owner=accepted.keepalive)
        memory = self._reused(self._staging, buf)
        upload(memory.ptr, accepted)
        return DevBuf(memory.ptr, buf.shape, buf.dtype, buf.nbytes, owner=memory)

    def output(self, buf) -> DevBuf:
        memory = DeviceMemory(buf.nbytes)
        return DevBuf(memory.ptr, buf.shape, buf.dtype, buf.nbytes, owner=memory)

    def temp(self, buf) -> DevBuf:
        memory = self._reused(self._temps, buf)
        return DevBuf(memory.ptr, buf.shape, buf.dtype, buf.nbytes, owner=memory)

    def const(self, buf, value: np.ndarray) -> DevBuf:
        memory = self.module.const(buf.name, value)
        return DevBuf(memory.ptr, buf.shape, buf.dtype, buf.nbytes, owner=memory)

    def view(self, storage: DevBuf, buf) -> DevBuf:
        return DevBuf(storage.ptr, buf.shape, buf.dtype, storage.nbytes, owner=storage.owner)

    def launch(self, step, storages: list) -> None:
        fn = self.module.function(step.kernel, step.shared_bytes)
        values, params = kernel_params(storages)  # `values` keeps the parameters alive
        pointer = params.ctypes.data if len(values) else None
        if getattr(step, "grid_barrier", False):
            self._check_resident(fn, step)
            _call("cuLaunchCooperativeKernel", fn, *step.grid, *step.block, step.shared_bytes,
                  self._stream(), pointer)
        else:
            _call("cuLaunchKernel", fn, *step.grid, *step.block, step.shared_bytes,
                  self._stream(), pointer, 0)  # extra: void_ptr, 0 = NULL
        self._maybe_sync()

    def _check_resident(self, fn, step) -> None:
        """A grid barrier waits for every block: all of them must fit on the device at once."""
        attr = _drv().CUdevice_attribute
        handle = self.device.handle
        if not _call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, handle):
            raise StitchRuntimeError(f"kernel {step.kernel} has a grid barrier but GPU "
                                     f"{self.device.ordinal} ({self.device.name}) does not "
                                     f"support cooperative launches")
        threads = step.block[0] * step.block[1] * step.block[2]
        per_sm = int(_call("cuOccupancyMaxActiveBlocksPerMultiprocessor", fn, threads,
                           step.shared_bytes))
        sms = int(_call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                        handle))
        blocks = step.grid[0] * step.grid[1] * step.grid[2]
        if blocks > per_sm * sms:
            raise StitchRuntimeError(
                f"kernel {step.kernel} has a grid barrier but its grid of {blocks} blocks "
                f"exceeds one wave on GPU {self.device.ordinal} ({self.device.name}): {per_sm} "
                f"blocks per SM x {sms} SMs = {per_sm * sms} (the compiler planned "
                f"{step.blocks_per_wave}); the launch would hang")

    def zero(self, storage: DevBuf) -> None:
        if storage.nbytes:
            _call("cuMemsetD8", _dptr(storage.ptr), 0, storage.nbytes)
        self._maybe_sync()

    def copy(self, dst: DevBuf, src: DevBuf) -> None:
        if dst.nbytes:
            _call("cuMemcpyDtoD", _dptr(dst.ptr), _dptr(src.ptr), dst.nbytes)
        self._maybe_sync()

    def results(self, storages: list, accepted: list) -> tuple:
        arrays = [a for a in accepted if not (isinstance(a, np.ndarray) and a.ndim == 0)]  # not scalars
        on_device = bool(arrays) and all(isinstance(a, DeviceArg) for a in arrays)
        if on_device:
            return tuple(DeviceArray(s.owner, s.shape, s.dtype) for s in storages)
        return tuple(download(s.ptr, s.shape, s.dtype) for s in storages)

    def time(self, run, warmup: int, iters: int) -> float:
        """Median milliseconds of ``run()`` between two CUDA events, after ``warmup`` runs."""
        start, end = self._event(), self._event()
        try:
            for _ in range(warmup):
                run()
            _call("cuCtxSynchronize")
            times = []
            for _ in range(max(iters, 1)):
                _call("cuEventRecord", start, self._stream())
                run()
                _call("cuEventRecord", end, self._stream())
                _call("cuEventSynchronize", end)
                times.append(float(_call("cuEventElapsedTime", start, end)))
        finally:
            _call("cuEventDestroy", start)
            _call("cuEventDestroy", end)
        return float(np.median(times))

    # -- helpers -----------------------------------------------------------------------------
    def _make_current(self) -> None:
        _call("cuCtxSetCurrent", self.device.context)

    def _stream(self):
        return _drv().CUstream(LEGACY_DEFAULT_STREAM)

    def _event(self):
        return _call("cuEventCreate", int(_drv().CUevent_flags.CU_EVENT_DEFAULT))

    def _wait_for(self, stream) -> None:
        if stream not in _CAI_DEFAULT_STREAMS:
            _call("cuStreamSynchronize", _drv().CUstream(int(stream)))

    def _maybe_sync(self) -> None:
        if self.sync_each_step:
            _call("cuCtxSynchronize")

    @staticmethod
    def _reused(cache: dict, buf) -> DeviceMemory:
        if buf.name not in cache:
            cache[buf.name] = DeviceMemory(buf.nbytes)
        return cache[buf.name]
