"""What a call argument is: a host array, or device memory (``__cuda_array_interface__`` or DLPack).

Device arrays (cupy, torch CUDA tensors, jax arrays, ...) are used in place through their
pointer; this module only reads pointer, shape and dtype and checks the layout (kernels take
dense row-major buffers). It needs neither a GPU nor any array library but numpy.
"""
from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass
from math import prod

import numpy as np

from .errors import ArgumentError
from .plan import SUPPORTED_DTYPES, bfloat16_storage, to_dtype

# DLPack device types (dlpack.h).
KDL_CPU, KDL_CUDA, KDL_CUDA_HOST, KDL_CUDA_MANAGED = 1, 2, 3, 13
DEVICE_DLPACK_TYPES = (KDL_CUDA, KDL_CUDA_MANAGED)
# DLPack type codes -> numpy kind letters (bfloat16, code 4, is handled apart).
_DL_KINDS = {0: "i", 1: "u", 2: "f", 6: "b"}
KDL_BFLOAT = 4


@dataclass
class DeviceArg:
    """A device buffer given by the caller; ``keepalive`` holds what owns it during the call."""
    ptr: int
    shape: tuple[int, ...]
    dtype: np.dtype
    stream: int | None = None  # producer stream to wait for (CUDA Array Interface v3)
    keepalive: object = None
    device: int | None = None  # the GPU it lives on, when the producer says (DLPack)


def _has_cuda_array_interface(x) -> bool:
    try:
        return hasattr(x, "__cuda_array_interface__")
    except Exception:  # torch raises RuntimeError for CUDA tensors that require grad: still device memory
        return True


def _dlpack_on_device(x) -> bool:
    if not (hasattr(x, "__dlpack_device__") and hasattr(x, "__dlpack__")):
        return False
    try:
        return dlpack_device(x)[0] in DEVICE_DLPACK_TYPES
    except Exception:  # a producer that cannot tell is treated as host memory
        return False


def is_device_array(x) -> bool:
    return _dlpack_on_device(x) or _has_cuda_array_interface(x)


def host_array(x, name: str) -> np.ndarray:
    """``x`` as a numpy array (not copied when it already is one)."""
    if is_device_array(x):
        raise ArgumentError(f"argument {name}: a CUDA device array; this backend takes host (numpy) arrays")
    try:
        array = np.asarray(x)
    except Exception as e:
        raise ArgumentError(f"argument {name}: cannot use {type(x).__name__} as an array: {e}") from None
    if array.dtype.kind not in "biuf" and array.dtype.name != "bfloat16":
        raise ArgumentError(f"argument {name}: {type(x).__name__} is not a numeric array (dtype {array.dtype})")
    return array


def from_npz(array: np.ndarray) -> np.ndarray:
    """An array read back from .npy/.npz: the format has no bfloat16, so ml_dtypes' bfloat16
    arrays come back as 2-byte voids; read those bytes as bfloat16 again."""
    if array.dtype.kind == "V" and array.dtype.itemsize == 2 and array.dtype.names is None:
        return array.view(bfloat16_storage())
    return array


def device_array(x, name: str, dlpack_stream: int = 1) -> DeviceArg:
    """Pointer, shape and dtype of a device array, refusing layouts the kernels cannot read.
    DLPack first: its stream handshake readies the data for the kernels' stream, and it carries
    bfloat16, which torch's ``__cuda_array_interface__`` refuses. `dlpack_stream` is the stream
    the data must be ready for, as DLPack numbers it (1: the legacy default stream)."""
    if _dlpack_on_device(x):
        return from_dlpack(x, name, dlpack_stream)
    return _from_cuda_array_interface(x, name)


def torch_cuda_tensor(x) -> "DeviceArg | None":
    """A dense torch CUDA tensor's pointer, shape, dtype and GPU read straight from the tensor,
    or None for anything else (which takes the DLPack path: its errors, its stream handshake).
    torch's ``__dlpack__`` spends ~40 µs of Python per tensor (H100 machine, 2026-11-24), and
    its handshake has nothing to do when the call runs on torch's current stream, the only
    case the CUDA backend uses this for. Reads no module but the tensor's own methods."""
    if not (_is_torch_type(type(x)) and getattr(x, "is_cuda", False)):
        return None
    if x.requires_grad or not x.is_contiguous():
        return None
    dtype = _TORCH_DTYPES.get(x.dtype, _UNSEEN)
    if dtype is _UNSEEN:
        dtype = _TORCH_DTYPES[x.dtype] = _numpy_dtype_of_torch(x.dtype)
    if dtype is None:
        return None
    return DeviceArg(int(x.data_ptr()), tuple(x.shape), dtype, None, x, int(x.get_device()))


def is_torch_cuda_tensor_of(x, shape: tuple, dtype: np.dtype, device: int) -> bool:
    """Whether `x` is a dense torch CUDA tensor on GPU `device` of exactly `shape` and storage
    `dtype` (a tensor torch_cuda_tensor reads, already checked against its buffer)."""
    return (_is_torch_type(type(x)) and getattr(x, "is_cuda", False)
            and x.shape == shape and x.get_device() == device
            and _TORCH_DTYPES.get(x.dtype, _UNSEEN) is dtype  # unseen or None: never a dtype
            and not x.requires_grad and x.is_contiguous())


def _is_torch_type(kind: type) -> bool:
    """Whether values of type `kind` are torch's (its module says so), asked once per type."""
    known = _TORCH_TYPES.get(kind)
    if known is None:
        known = _TORCH_TYPES[kind] = kind.__module__.startswith("torch")
    return known


_TORCH_TYPES: dict = {}  # type -> whether its module is torch's
_UNSEEN = object()
_TORCH_DTYPES: dict = {}  # torch dtype -> numpy storage dtype, None when unsupported


def _numpy_dtype_of_torch(dtype) -> "np.dtype | None":
    name = str(dtype).removeprefix("torch.")
    return to_dtype(name, "") if name in SUPPORTED_DTYPES else None


def _from_cuda_array_interface(x, name: str) -> DeviceArg:
    try:
        cai = x.__cuda_array_interface__
    except Exception as e:  # e.g. torch refuses tensors that require grad
        raise ArgumentError(f"argument {name}: cannot read __cuda_array_interface__: {e}") from None
    shape, dtype = tuple(cai["shape"]), np.dtype(cai["typestr"])
    if cai.get("mask") is not None:
        raise ArgumentError(f"argument {name}: masked device arrays are not supported")
    strides = cai.get("strides")
    if strides is not None:
        _check_dense(name, shape, tuple(strides), dtype.itemsize)
    return DeviceArg(ptr=int(cai["data"][0] or 0), shape=shape, dtype=dtype, stream=cai.get("stream"),
                     keepalive=x)


# -- DLPack through ctypes (no array library needed) -----------------------------------------
class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def from_dlpack(x, name: str, stream: int = 1) -> DeviceArg:
    """Read a legacy ``dltensor`` capsule without consuming it.

    The capsule is kept (``keepalive``) and never renamed, so when it is collected its own
    destructor releases the producer's reference; the caller's object owns the memory anyway.
    """
    capsule = _dlpack_capsule(x, name, stream)
    try:
        tensor = _DLTensor.from_address(_capsule_pointer(capsule, b"dltensor"))
    except ValueError as e:
        raise ArgumentError(f"argument {name}: unusable DLPack capsule: {e}") from None
    shape = tuple(tensor.shape[i] for i in range(tensor.ndim))
    dtype = _dl_dtype(tensor.dtype, name)
    if tensor.strides:
        strides = tuple(tensor.strides[i] for i in range(tensor.ndim))
        _check_dense(name, shape, tuple(s * dtype.itemsize for s in strides), dtype.itemsize)
    ptr = (tensor.data or 0) + tensor.byte_offset
    device = tensor.device.device_id if tensor.device.device_type in DEVICE_DLPACK_TYPES else None
    return DeviceArg(ptr=ptr, shape=shape, dtype=dtype, keepalive=(x, capsule), device=device)


def dlpack_device(x) -> tuple[int, int]:
    return tuple(x.__dlpack_device__())


def _dlpack_capsule(x, name: str, stream: int):
    # `stream`: make the data ready for the stream the kernels run on (the producer waits or
    # synchronises). CPU producers (numpy) reject a stream, hence the fallback.
    try:
        return x.__dlpack__(stream=stream) if dlpack_device(x)[0] != KDL_CPU else x.__dlpack__()
    except TypeError:
        return x.__dlpack__()
    except Exception as e:
        raise ArgumentError(f"argument {name}: __dlpack__ failed: {e}") from None


# -- DLPack export (results handed to torch.from_dlpack, jax, cupy...) -------------------------
class _DLManagedTensor(ctypes.Structure):
    pass


_DELETER = ctypes.CFUNCTYPE(None, ctypes.POINTER(_DLManagedTensor))
_DLManagedTensor._fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p),
                             ("deleter", _DELETER)]
_CAPSULE_NAME = b"dltensor"  # a module constant: the capsule keeps a pointer to these bytes
_capsule_new = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)(
    ("PyCapsule_New", ctypes.pythonapi))
_capsule_is_valid = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p)(
    ("PyCapsule_IsValid", ctypes.pythonapi))
_capsule_raw_pointer = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)(
    ("PyCapsule_GetPointer", ctypes.pythonapi))
_EXPORTED: dict = {}  # address of a DLManagedTensor -> what it keeps alive until its deleter runs
_EXPORTED_LOCK = threading.Lock()


@_DELETER
def _release_exported(managed) -> None:
    with _EXPORTED_LOCK:
        _EXPORTED.pop(ctypes.addressof(managed.contents), None)


@ctypes.CFUNCTYPE(None, ctypes.c_void_p)
def _capsule_destructor(capsule) -> None:
    """A capsule no consumer took (still named "dltensor") still owns its tensor."""
    if _capsule_is_valid(capsule, _CAPSULE_NAME):
        managed = _capsule_raw_pointer(capsule, _CAPSULE_NAME)
        _release_exported(ctypes.cast(managed, ctypes.POINTER(_DLManagedTensor)))


def export_dlpack(ptr: int, shape: tuple, dtype: np.dtype, device: tuple[int, int], owner) -> object:
    """A legacy ``dltensor`` capsule over device memory at `ptr` (dense, row-major); `owner`
    stays alive until the consumer's deleter (or the unconsumed capsule's destructor) runs."""
    managed = _DLManagedTensor()
    sizes = (ctypes.c_int64 * len(shape))(*shape)
    tensor = managed.dl_tensor
    tensor.data, tensor.ndim, tensor.byte_offset = ptr, len(shape), 0
    tensor.device = _DLDevice(*device)
    tensor.dtype = _dl_code(dtype)
    tensor.shape = ctypes.cast(sizes, ctypes.POINTER(ctypes.c_int64))
    tensor.strides = None  # row-major
    managed.deleter = _release_exported
    with _EXPORTED_LOCK:
        _EXPORTED[ctypes.addressof(managed)] = (managed, sizes, owner)
    return _capsule_new(ctypes.addressof(managed), _CAPSULE_NAME,
                        ctypes.cast(_capsule_destructor, ctypes.c_void_p))


def _dl_code(dtype: np.dtype) -> _DLDataType:
    if dtype.name == "bfloat16":
        return _DLDataType(KDL_BFLOAT, 16, 1)
    if dtype == np.bool_:
        return _DLDataType(6, 8, 1)
    codes = {kind: code for code, kind in _DL_KINDS.items()}
    return _DLDataType(codes[dtype.kind], dtype.itemsize * 8, 1)


def _dl_dtype(dl: _DLDataType, name: str) -> np.dtype:
    if dl.code == KDL_BFLOAT and dl.bits == 16 and dl.lanes == 1:
        return bfloat16_storage()
    if dl.lanes != 1 or dl.code not in _DL_KINDS:
        raise ArgumentError(f"argument {name}: unsupported DLPack dtype (code {dl.code}, "
                            f"{dl.bits} bits, {dl.lanes} lanes)")
    return np.dtype("bool" if dl.code == 6 else f"{_DL_KINDS[dl.code]}{dl.bits // 8}")


def _check_dense(name, shape, byte_strides, itemsize) -> None:
    """Row-major and gap-free, ignoring dimensions of size 1 (their stride never matters)."""
    if prod(shape) == 0:
        return
    expected = itemsize
    for dim, stride in zip(reversed(shape), reversed(byte_strides)):
        if dim != 1 and stride != expected:
            raise ArgumentError(f"argument {name}: device array is not C-contiguous (shape {list(shape)}, "
                                f"byte strides {list(byte_strides)}); make it contiguous first")
        expected *= dim


def scalar_argument(x, dtype: np.dtype, name: str) -> np.ndarray:
    """A by-value argument as a 0-d array of ``dtype``. Python scalars are converted to the
    argument's type when they are of its kind (an int for an integer argument it fits in, or
    for a float argument; a float for a float argument; a bool for a bool argument); numpy
    scalars and 0-d arrays must match it exactly, like arrays."""
    if is_device_array(x):
        raise ArgumentError(f"argument {name}: a scalar argument ({dtype.name}) is passed by value; "
                            f"give a host scalar, not a device array")
    if isinstance(x, (bool, int, float)) and not isinstance(x, np.generic):
        return np.asarray(_python_scalar(x, dtype, name), dtype=dtype)
    return host_array(x, name)


def _python_scalar(x, dtype: np.dtype, name: str):
    kind = "b" if isinstance(x, bool) else "i" if isinstance(x, int) else "f"
    target = "f" if dtype.name == "bfloat16" else dtype.kind  # ml_dtypes' bfloat16 is kind "V"
    if kind == "b" and target != "b" or kind == "f" and target != "f" \
            or kind == "i" and target not in "iuf":
        raise ArgumentError(f"argument {name}: expected a {dtype.name} scalar, got {type(x).__name__} {x!r}")
    if kind == "i" and dtype.kind in "iu":
        info = np.iinfo(dtype)
        if not info.min <= x <= info.max:
            raise ArgumentError(f"argument {name}: {x} does not fit in {dtype.name}")
    return x
