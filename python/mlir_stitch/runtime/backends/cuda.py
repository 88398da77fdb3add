"""Backend running the PTX on an NVIDIA GPU through the CUDA driver API (cuda.bindings.driver).

- One process-wide primary context per device (what torch and cupy use too, so their device
  pointers are valid here), made current at the start of every call (any thread may call); the
  PTX module is loaded once per Artifact and device.
- Kernels use the bare-pointer ABI: each kernel argument is one device pointer.
- A call runs on one stream: the ``stream=`` it was given (a handle, or an object with
  ``__cuda_stream__``, ``cuda_stream`` (torch) or ``ptr`` (cupy)); else PyTorch's current stream
  when an argument is a torch CUDA tensor; else the legacy default stream. DLPack producers are
  asked to make their data ready for that stream; a CUDA Array Interface v3 producer stream is
  waited for on the device (an event, no host synchronisation).
- Device arrays (``__dlpack__`` or ``__cuda_array_interface__``) are used in place and must live
  on the executable's GPU. When every argument is one, results stay on the device as
  ``DeviceArray`` (its ``__cuda_array_interface__`` names the call's stream); otherwise they are
  copied to numpy.
- Outputs, scratch and host-input staging come from a caching allocator (cuda_pool.py): a warm
  call allocates nothing from the driver.
- Without a driver or GPU ``cuda_available()`` is False and constructing the backend raises
  StitchRuntimeError; no cuda-python exception escapes.
- A launch step with ``grid_barrier`` (a kernel with a grid-wide barrier, codegen/grid_barrier.py)
  needs every block resident at once: its grid is checked against the device's own wave
  (cuOccupancyMaxActiveBlocksPerMultiprocessor x SMs; the manifest's ``blocks_per_wave`` is the
  compile-time figure for the target) and it is launched with cuLaunchCooperativeKernel, which
  the driver refuses rather than hang when the blocks do not fit.
- A warm call whose storages sit at an earlier call's addresses, on its stream, replays that
  call's steps as a CUDA graph (cuda_graphs.py); ``STITCH_CUDA_GRAPHS=0`` turns this off.
- ``STITCH_CUDA_SYNC=1`` synchronises after every step, so an asynchronous kernel fault is
  reported at the step that caused it (no graphs then).
"""
from __future__ import annotations

import os
import re
import weakref
from dataclasses import dataclass

import numpy as np

from ..arrays import (KDL_CUDA, DeviceArg, device_array, export_dlpack, host_array, is_device_array,
                      is_torch_cuda_tensor_of, torch_cuda_tensor)
from ..errors import ArgumentError, CudaError, StitchRuntimeError
from ..library import over_pointers
from . import Backend
from .cuda_graphs import CallGraphs, graph_key
from .cuda_pool import MemoryPool

DEFAULT_DYNAMIC_SHARED_LIMIT = 48 * 1024  # above this a kernel must opt in (cuFuncSetAttribute)
DEFAULT_STREAM = 0  # the NULL stream: the legacy default stream
CU_STREAM_LEGACY = 1  # the driver's handle for it (and the number CAI and DLPack use)


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
    return _check(getattr(_drv(), fn_name)(*args), fn_name)


def _check(result, fn_name: str):
    """A driver call's outputs; CudaError naming `fn_name` unless it returned CUDA_SUCCESS."""
    err, values = (result[0], result[1:]) if isinstance(result, tuple) else (result, ())
    if err != _drv().CUresult.CUDA_SUCCESS:
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
    global _driver, _raw_stream_query
    _driver = _raw_stream_query = None
    _devices.clear()
    _unavailable.clear()
    _MODULES.clear()
    _POOLS.clear()


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


def _target_capability(target: str | None) -> "tuple[tuple[int, int], bool] | None":
    """((major, minor), architecture-specific) of an sm_XY[a] target, or None."""
    m = re.fullmatch(r"sm_(\d+)(\d)(a?)", target or "")
    return None if m is None else ((int(m.group(1)), int(m.group(2))), bool(m.group(3)))


def check_target(target: str | None, device: Device) -> None:
    """PTX for sm_XY runs on any newer GPU (the driver JITs it), except arch-specific sm_XYa."""
    parsed = _target_capability(target)
    if parsed is None:
        return
    wanted, specific = parsed
    if device.compute_capability < wanted or (specific and device.compute_capability != wanted):
        raise StitchRuntimeError(f"the artifact targets {target} but GPU {device.ordinal} "
                                 f"({device.name}) is {device.sm}; recompile with --target {device.sm}")


def _cubin_runs_on(target: str | None, device: Device) -> bool:
    """A cubin runs only on the architecture it was built for (sm_90 and sm_90a: 9.0)."""
    parsed = _target_capability(target)
    return parsed is not None and device.compute_capability == parsed[0]


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


_POOLS: dict[int, MemoryPool] = {}


def memory_pool(ordinal: int = 0) -> MemoryPool:
    """The caching allocator of device `ordinal` (its counters show what the driver was asked)."""
    if ordinal not in _POOLS:
        driver = _drv()  # blocks go back to the driver that gave them, even if tests swap drivers
        _POOLS[ordinal] = MemoryPool(lambda n: int(_call("cuMemAlloc", n)),
                                     lambda ptr: driver.cuMemFree(driver.CUdeviceptr(ptr)))
    return _POOLS[ordinal]


def empty_cache() -> None:
    """Give the cached device memory of every device back to the driver (from any thread)."""
    for ordinal, pool in _POOLS.items():
        _call("cuCtxSetCurrent", get_device(ordinal).context)
        pool.empty()


def _dptr(ptr: int):
    return _drv().CUdeviceptr(ptr)


def _cu_stream(handle: int):
    return _drv().CUstream(handle)


def upload(ptr: int, host: np.ndarray, stream: int = DEFAULT_STREAM) -> None:
    """Queue a host-to-device copy on `stream` (ordered with the kernels queued there)."""
    if host.nbytes:
        _call("cuMemcpyHtoDAsync", _dptr(ptr), host.ctypes.data, host.nbytes, _cu_stream(stream))


def download(ptr: int, shape, dtype, stream: int = DEFAULT_STREAM) -> np.ndarray:
    """Copy device memory to a new host array once the work queued on `stream` has run."""
    host = np.empty(shape, dtype)
    if host.nbytes:
        _call("cuMemcpyDtoHAsync", host.ctypes.data, _dptr(ptr), host.nbytes, _cu_stream(stream))
        _call("cuStreamSynchronize", _cu_stream(stream))
    return host


def stream_handle(stream) -> int:
    """A CUstream handle from an int, a CUstream, or a stream object of torch, cupy or any
    library implementing ``__cuda_stream__``."""
    if isinstance(stream, (int, np.integer)) and not isinstance(stream, bool):
        return int(stream)
    if hasattr(stream, "__cuda_stream__"):
        return int(stream.__cuda_stream__()[1])
    for attribute in ("cuda_stream", "ptr"):  # torch.cuda.Stream, cupy.cuda.Stream
        if isinstance(getattr(stream, attribute, None), int):
            return int(getattr(stream, attribute))
    if type(stream).__name__ == "CUstream":
        return int(stream)
    raise ArgumentError(f"stream: expected a CUDA stream (a handle, a torch or cupy stream, or an "
                        f"object with __cuda_stream__), got {type(stream).__name__}")


def _order_after(waiter: int, producer: int, event) -> None:
    """Make stream `waiter` wait, on the device, for the work queued so far on `producer`."""
    _call("cuEventRecord", event, _cu_stream(producer))
    _call("cuStreamWaitEvent", _cu_stream(waiter), event, 0)


def _sync_event():
    return _call("cuEventCreate", int(_drv().CUevent_flags.CU_EVENT_DISABLE_TIMING))


def _interface_stream(handle: int) -> int:
    """The stream as the CUDA Array Interface and DLPack number it (0 is not allowed there)."""
    return CU_STREAM_LEGACY if handle == DEFAULT_STREAM else handle


def _torch_stream(args) -> "int | None":
    """PyTorch's current stream on the device of the first torch CUDA tensor among `args`."""
    for a in args:
        if type(a).__module__.startswith("torch") and getattr(a, "is_cuda", False):
            return int(_torch_stream_query()(a.get_device()))
    return None


_raw_stream_query = None


def _torch_stream_query():
    """query(device) -> the handle of torch's current stream there: the raw query Inductor's
    generated code calls (no Stream object, no checks), found once."""
    global _raw_stream_query
    if _raw_stream_query is None:
        import torch

        raw = getattr(getattr(torch, "_C", None), "_cuda_getCurrentRawStream", None)
        _raw_stream_query = raw if raw is not None else \
            (lambda device: torch.cuda.current_stream(device).cuda_stream)
    return _raw_stream_query


class DeviceArray:
    """A result left on the GPU: readable by torch, jax, cupy... through ``__dlpack__`` (which
    orders the consumer's stream after the call's) and ``__cuda_array_interface__`` (whose
    ``stream`` is the one the call ran on).

    ``get()`` / ``numpy()`` copy it to the host; ``np.asarray`` works too.
    """

    def __init__(self, memory, shape, dtype, stream: int = DEFAULT_STREAM, context=None, device: int = 0):
        self._memory = memory
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.stream = stream
        self.device = device
        self._context = context  # made current by get(): another thread may read the result

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
        return {"shape": self.shape, "typestr": self.dtype.str, "data": (self.ptr, False),
                "strides": None, "version": 3, "stream": _interface_stream(self.stream)}

    def __dlpack__(self, stream=None, max_version=None, dl_device=None, copy=None):
        """A legacy DLPack capsule; the consumer's `stream` (DLPack's numbering) waits for ours."""
        if dl_device is not None and tuple(dl_device) != self.__dlpack_device__():
            raise BufferError(f"a DeviceArray lives on GPU {self.device}; it cannot be exported to {dl_device}")
        if copy:
            raise BufferError("a DeviceArray is exported without a copy")
        if stream is not None and stream != -1 and stream != _interface_stream(self.stream):
            if self._context is not None:
                _call("cuCtxSetCurrent", self._context)
            event = _sync_event()
            _order_after(int(stream), self.stream, event)
            _call("cuEventDestroy", event)
        return export_dlpack(self.ptr, self.shape, self.dtype, self.__dlpack_device__(), owner=self)

    def __dlpack_device__(self) -> tuple:
        return (KDL_CUDA, self.device)

    def get(self) -> np.ndarray:
        if self._context is not None:
            _call("cuCtxSetCurrent", self._context)
        return download(self.ptr, self.shape, self.dtype, self.stream)

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
    """The artifact's kernels loaded in the context (its cubin when one was built for this very
    GPU architecture, else its PTX, JIT-compiled by the driver), and its constants on the device.
    ``image`` says which: "cubin" or "ptx"."""

    def __init__(self, ptx: str, kernels: list[str], cubin: bytes | None = None):
        _check_entries(ptx, kernels)
        self._driver = _drv()
        self.handle, self.image = None, "ptx"
        if cubin is not None:
            try:
                self.handle, self.image = _call("cuModuleLoadData", cubin), "cubin"
            except CudaError:  # e.g. a driver too old for this ptxas: the PTX still loads
                pass
        if self.handle is None:
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
            _call("cuStreamSynchronize", _cu_stream(DEFAULT_STREAM))  # `value` may go away
            self.consts[name] = memory
        return self.consts[name]


# Artifact -> {device ordinal: LoadedModule}: a module's handles belong to one device's context
_MODULES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


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
    if storages and not any(isinstance(s, np.ndarray) for s in storages):  # one array of pointers
        pointers, params = pointer_params(len(storages))
        pointers[:] = [s.ptr for s in storages]
        return [pointers], params
    values = [np.array(s, dtype=np.uint8 if s.dtype == np.bool_ else s.dtype)
              if isinstance(s, np.ndarray) else np.array(s.ptr, dtype=np.uint64) for s in storages]
    return values, np.array([v.ctypes.data for v in values], dtype=np.uint64)


def pointer_params(count: int) -> "tuple[np.ndarray, np.ndarray]":
    """kernelParams for `count` buffers: (the array of their device pointers, to fill; the
    array of its entries' addresses, which stays valid while the first lives)."""
    pointers = np.zeros(count, np.uint64)
    base = pointers.ctypes.data
    return pointers, np.arange(base, base + 8 * count, 8, dtype=np.uint64)


def _all_on_device(accepted: list) -> bool:
    """Whether the call's array arguments (scalars aside; at least one) were all device
    arrays: then its results stay on the device."""
    seen = False
    for a in accepted:
        if isinstance(a, (DeviceArg, DevBuf)):
            seen = True
        elif not (isinstance(a, np.ndarray) and a.ndim == 0):
            return False
    return seen


# -- the backend -----------------------------------------------------------------------------
class CudaBackend(Backend):
    name = "cuda"

    def __init__(self, device: int = 0, sync_each_step: bool | None = None):
        self.device = get_device(device)  # raises StitchRuntimeError without a driver or GPU
        driver = _drv()  # what every warm call makes, found once
        self._set_context, self._graph_launch = driver.cuCtxSetCurrent, driver.cuGraphLaunch
        self._success = driver.CUresult.CUDA_SUCCESS
        self.pool = memory_pool(device)
        self.module: LoadedModule | None = None
        self.sync_each_step = (os.environ.get("STITCH_CUDA_SYNC") == "1") if sync_each_step is None \
            else sync_each_step
        self.stream = DEFAULT_STREAM  # the stream of the current call
        self._staging: dict = {}  # (stream, buffer) -> pooled memory, reused across calls
        self._temps: dict = {}
        self._wait_event = None
        self._gemms = None  # the loaded module's planned library GEMMs (cuda_library.py)
        self._batched = None  # its batched library calls over pointer arrays (cuda_grouped.py)
        self._torch_ready = False  # torch tensors need no stream handshake (begin_call)
        # while a call is captured into a CUDA graph (cuda_graphs.py), its work goes to
        # _capture_stream and _capture_for names the call's stream (its scratch)
        self._capture_stream = None
        self._last_output: dict = {}  # output buffer -> its block's address in the last call
        self._capture_for: "int | None" = None

    @property
    def stream(self) -> int:
        """The stream of the current call (a CUstream handle)."""
        return self._stream

    @stream.setter
    def stream(self, handle: int) -> None:
        if handle != getattr(self, "_stream", None):  # the driver's object, made once per stream
            self._stream, self._stream_object = handle, _cu_stream(handle)

    def prepare(self, artifact) -> None:
        self._make_current()
        check_target(artifact.manifest.get("target"), self.device)
        modules = _MODULES.setdefault(artifact, {})
        if self.device.ordinal not in modules:
            cubin = artifact.cubin if _cubin_runs_on(artifact.manifest.get("target"), self.device) else None
            modules[self.device.ordinal] = LoadedModule(artifact.ptx, artifact.plan.kernels, cubin)
        if self.module is not modules[self.device.ordinal]:
            self._free_gemms()
        self.module = modules[self.device.ordinal]

    def begin_call(self, args: tuple = (), stream=None) -> None:
        self._make_current()  # torch/cupy (or another thread) may have made another context current
        torch_stream = _torch_stream(args)
        if stream is not None:
            self.stream = stream_handle(stream)
        else:
            self.stream = DEFAULT_STREAM if torch_stream is None else torch_stream
        # torch tensors on this device are ready for the call's stream when it is torch's own
        self._torch_ready = torch_stream is not None and torch_stream == self.stream

    def begin_replay(self) -> None:
        """begin_call for a replayed call (cuda_replay.py): its arguments are torch CUDA
        tensors on this GPU, so it runs on torch's current stream there."""
        self._make_current()
        self.stream = int(_torch_stream_query()(self.device.ordinal))

    def accept(self, value, name: str):
        if self._torch_ready:
            tensor = torch_cuda_tensor(value)
            if tensor is not None and tensor.device == self.device.ordinal:
                return tensor
        if is_device_array(value):
            return device_array(value, name, dlpack_stream=_interface_stream(self.stream))
        return np.require(host_array(value, name), requirements="C")  # keeps 0-d shapes

    def argument_binder(self, bufs: list):
        """The usual call from PyTorch in one pass: every argument a dense torch CUDA tensor on
        this GPU of exactly its buffer's dtype and shape, and the call on torch's current
        stream (no stream handshake). Any other call takes the general path."""
        if not bufs or any(buf.by_value for buf in bufs):
            return None
        ordinal, specs = self.device.ordinal, [(b.shape, b.dtype, b.nbytes) for b in bufs]

        def bind(args: tuple) -> "list | None":
            if not self._torch_ready or len(args) != len(specs):
                return None
            storages = []
            for x, (shape, dtype, nbytes) in zip(args, specs):
                if not is_torch_cuda_tensor_of(x, shape, dtype, ordinal):
                    return None
                storages.append(DevBuf(int(x.data_ptr()), shape, dtype, nbytes, x))
            return storages
        return bind

    def input(self, accepted, buf) -> "DevBuf | np.ndarray":
        if buf.by_value:
            return np.array(accepted, dtype=buf.dtype)  # a 0-d array: the kernel parameter's value
        if isinstance(accepted, DeviceArg):
            return self._in_place(accepted, buf, "argument")
        memory = self._reused(self._staging, buf)
        upload(memory.ptr, accepted, self.stream)
        return DevBuf(memory.ptr, buf.shape, buf.dtype, buf.nbytes, owner=memory)

    def output(self, buf) -> DevBuf:
        memory = self.pool.allocate(buf.nbytes, self.stream, self._last_output.get(buf.name))
        self._last_output[buf.name] = memory.ptr
        return DevBuf(memory.ptr, buf.shape, buf.dtype, buf.nbytes, owner=memory)

    def accept_out(self, value, name: str) -> DeviceArg:
        if not is_device_array(value):
            raise ArgumentError(f"{name}: the cuda backend writes results into device arrays "
                                f"(DLPack or __cuda_array_interface__), got {type(value).__name__}")
        return self.accept(value, name)

    def output_into(self, accepted: DeviceArg, buf) -> DevBuf:
        return self._in_place(accepted, buf, "out")

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
                  self._stream_object, pointer)
        else:
            _call("cuLaunchKernel", fn, *step.grid, *step.block, step.shared_bytes,
                  self._stream_object, pointer, 0)  # extra: void_ptr, 0 = NULL
        self._maybe_sync()

    def launcher(self, step, bufs: list):
        """A launch of buffers only (the common kind) keeps its kernelParams: one array of
        device pointers, rewritten by each call (the driver copies the values at launch), and
        the fixed array of their addresses. Launches with by-value scalars or a grid barrier
        take `launch`."""
        if getattr(step, "grid_barrier", False) or any(buf.by_value for buf in bufs) or not bufs:
            return self.launch
        pointers, params = pointer_params(len(bufs))
        address = params.ctypes.data
        dims = (*step.grid, *step.block, step.shared_bytes)
        launch_kernel = _drv().cuLaunchKernel

        def run(_, storages: list) -> None:
            fn = self.module.function(step.kernel, step.shared_bytes)
            pointers[:] = [s.ptr for s in storages]
            _check(launch_kernel(fn, *dims, self._stream_object, address, 0), "cuLaunchKernel")
            self._maybe_sync()
        run.kernel_params = params  # what `address` points into lives as long as `run`
        return run

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

    def steps_runner(self, plan, run_steps):
        """Warm calls replay their steps as CUDA graphs (cuda_graphs.py), unless
        STITCH_CUDA_GRAPHS=0, STITCH_CUDA_SYNC=1, or a launch has a grid barrier."""
        if self.sync_each_step or os.environ.get("STITCH_CUDA_GRAPHS") == "0" or not plan.steps \
                or any(getattr(step, "grid_barrier", False) for step in plan.steps):
            return run_steps
        driver = _drv()  # a graph goes back to the driver that made it, even if tests swap drivers
        graphs = CallGraphs(self._capture, self._launch_graph,
                            lambda graph: _check(driver.cuGraphExecDestroy(graph), "cuGraphExecDestroy"))

        def run(env: dict) -> None:
            key = graph_key(self.stream, env)
            if key is None:
                run_steps(env)
            else:
                graphs.run(key, lambda: run_steps(env))
        run.graphs = graphs
        return run

    def replayer(self, layout, run):
        """Warm calls from PyTorch replay their graph in one pass (cuda_replay.py)."""
        from .cuda_replay import replayer
        return replayer(self, layout, getattr(run, "graphs", None))

    def _capture(self, run_steps):
        """The work run_steps() queues, captured (not run) and instantiated as a graph; None
        when it cannot be captured. The capture stream stands in for the call's stream; the
        scratch (a library GEMM's workspace) stays the call's stream's."""
        driver = _drv()
        if self._capture_stream is None:
            self._capture_stream = _call("cuStreamCreate",
                                         int(driver.CUstream_flags.CU_STREAM_NON_BLOCKING))
        capture, call_stream = self._capture_stream, self.stream
        _call("cuStreamBeginCapture", capture,
              driver.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
        self.stream, self._capture_for = int(capture), call_stream
        captured = False
        try:
            run_steps()
            captured = True
        except StitchRuntimeError:  # e.g. a library GEMM not yet planned for these buffers
            pass
        finally:
            self.stream, self._capture_for = call_stream, None
            err, graph = driver.cuStreamEndCapture(capture)
        if err != driver.CUresult.CUDA_SUCCESS or not captured:
            if err == driver.CUresult.CUDA_SUCCESS and graph is not None:
                _call("cuGraphDestroy", graph)
            return None
        err, graph_exec = driver.cuGraphInstantiate(graph, 0)
        _call("cuGraphDestroy", graph)
        return graph_exec if err == driver.CUresult.CUDA_SUCCESS else None

    def _launch_graph(self, graph_exec) -> None:
        (err,) = self._graph_launch(graph_exec, self._stream_object)
        if err != self._success:
            _check((err,), "cuGraphLaunch")

    def gemm(self, step, storages: list) -> None:
        if step.views is not None and over_pointers(step.views.batch):
            self._batched_calls()[1].run(step, storages, self.stream, capture_for=self._capture_for)
        else:
            self._run_gemm(step, storages, self.stream, self._capture_for)
        self._maybe_sync()

    def _run_gemm(self, step, storages: list, stream: int, capture_for) -> None:
        if self._gemms is None:
            from .cuda_library import PlannedGemms
            self._gemms = PlannedGemms(DeviceMemory)
        self._gemms.run(step, storages, stream, self.copy, capture_for=capture_for)

    def gemm_group(self, step, storages: list) -> None:
        self._batched_calls()[0].run(step, storages, self.stream, capture_for=self._capture_for)
        self._maybe_sync()

    def _batched_calls(self) -> tuple:
        """(grouped calls, calls over strided views, their pointer batches): cuda_grouped.py."""
        if self._batched is None:
            from .cuda_grouped import GroupedGemms, PointerBatches, StridedGemms
            batches = PointerBatches(DeviceMemory, upload, download)
            self._batched = (GroupedGemms(batches, self._run_gemm), StridedGemms(batches, upload),
                             batches)
        return self._batched

    def _free_gemms(self) -> None:
        if self._gemms is not None:
            self._gemms.free()
        if self._batched is not None:
            self._batched[2].free()
        self._gemms = self._batched = None

    def zero(self, storage: DevBuf) -> None:
        if storage.nbytes:
            _call("cuMemsetD8Async", _dptr(storage.ptr), 0, storage.nbytes, self._stream_object)
        self._maybe_sync()

    def copy(self, dst: DevBuf, src: DevBuf) -> None:
        if dst.nbytes:
            _call("cuMemcpyDtoDAsync", _dptr(dst.ptr), _dptr(src.ptr), dst.nbytes, self._stream_object)
        self._maybe_sync()

    def results(self, storages: list, accepted: list) -> tuple:
        if _all_on_device(accepted):
            return tuple(self.device_array(s.owner, s.shape, s.dtype) for s in storages)
        return tuple(download(s.ptr, s.shape, s.dtype, self.stream) for s in storages)

    def device_array(self, memory, shape, dtype) -> DeviceArray:
        """A result left on this GPU, written by the call's stream."""
        return DeviceArray(memory, shape, dtype, self.stream, self.device.context, self.device.ordinal)

    def time(self, run, warmup: int, iters: int) -> float:
        """Median milliseconds of ``run()`` between two CUDA events, after ``warmup`` runs."""
        start, end = self._event(), self._event()
        try:
            for _ in range(warmup):
                run()
            _call("cuCtxSynchronize")
            times = []
            for _ in range(max(iters, 1)):
                _call("cuEventRecord", start, self._stream_object)
                run()
                _call("cuEventRecord", end, self._stream_object)
                _call("cuEventSynchronize", end)
                times.append(float(_call("cuEventElapsedTime", start, end)))
        finally:
            _call("cuEventDestroy", start)
            _call("cuEventDestroy", end)
        return float(np.median(times))

    # -- helpers -----------------------------------------------------------------------------
    def _make_current(self) -> None:
        (err,) = self._set_context(self.device.context)
        if err != self._success:
            _check((err,), "cuCtxSetCurrent")

    def _event(self):
        return _call("cuEventCreate", int(_drv().CUevent_flags.CU_EVENT_DEFAULT))

    def _in_place(self, arg: DeviceArg, buf, role: str) -> DevBuf:
        """The caller's device array (an "argument" or an "out" buffer) as `buf`'s storage: on
        this GPU, and after the work its producer (or, for an out= buffer, its readers) queued
        on its stream. A call pays for the checks only where there is something to check."""
        if arg.device != self.device.ordinal:  # unknown (None) or another GPU
            label = f"argument {buf.name}" if role == "argument" else f"out[{buf.index}]"
            self._check_device(arg, label)
        if arg.stream is not None:
            self._wait_for(arg.stream)
        return DevBuf(arg.ptr, buf.shape, buf.dtype, buf.nbytes, owner=arg.keepalive)

    def _wait_for(self, producer) -> None:
        """Order this call's stream after the work a CUDA Array Interface producer queued on its
        stream (None: the producer needs no ordering), on the device."""
        if producer is None or _interface_stream(int(producer)) == _interface_stream(self.stream):
            return
        if self._wait_event is None:
            self._wait_event = _sync_event()
        _order_after(self.stream, int(producer), self._wait_event)

    def _check_device(self, arg: DeviceArg, label: str) -> None:
        """A device array on another GPU than this executable's is refused (its pointer would be
        invalid here, or, with peer access, silently slow)."""
        device = arg.device
        if device is None:
            attr = _drv().CUpointer_attribute.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL
            device = int(_call("cuPointerGetAttribute", attr, _dptr(arg.ptr)))
        if device != self.device.ordinal:
            raise ArgumentError(f"{label}: the array is on GPU {device}, this executable "
                                f"runs on GPU {self.device.ordinal} ({self.device.name}); load it "
                                f"with device={device}, or move the array")

    def _maybe_sync(self) -> None:
        if self.sync_each_step:
            _call("cuCtxSynchronize")

    def _reused(self, cache: dict, buf):
        """Memory kept for `buf` on this call's stream (calls on one stream never overlap)."""
        key = (self.stream, buf.name)
        if key not in cache:
            cache[key] = self.pool.allocate(buf.nbytes, self.stream)
        return cache[key]
