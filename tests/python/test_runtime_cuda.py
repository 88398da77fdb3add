"""The CUDA backend's host logic, against a fake driver (no GPU needed).

The fake keeps cuda-python's conventions (every call returns ``(CUresult, *outputs)``; pointers
as ``CUdeviceptr``; ``kernelParams`` as the address of a ``void**`` array) and its "device
memory" is host memory, so launches can run the two test kernels with numpy on the real bytes
the backend passed. Real-GPU runs are in test_runtime.py (marked gpu).
"""
from __future__ import annotations

import ctypes
import sys
import types

import numpy as np
import pytest
from cuda.bindings import driver as real

from mlir_stitch.runtime import Artifact, ArgumentError, CudaError, DeviceArray, StitchRuntimeError, load
from mlir_stitch.runtime.backends import cuda as cuda_backend
from mlir_stitch.runtime.manifest import FORMAT

OK = real.CUresult.CUDA_SUCCESS
SCALE = np.arange(1, 9, dtype=np.float32)


class FakeDriver:
    """Just enough of cuda.bindings.driver; device memory is host memory."""

    CUresult, CUdeviceptr, CUstream = real.CUresult, real.CUdeviceptr, real.CUstream
    CUdevice_attribute, CUfunction_attribute = real.CUdevice_attribute, real.CUfunction_attribute
    CUevent_flags, CUjit_option = real.CUevent_flags, real.CUjit_option
    CUpointer_attribute = real.CUpointer_attribute
    CUstream_flags, CUstreamCaptureMode = real.CUstream_flags, real.CUstreamCaptureMode

    def __init__(self, compute_capability=(9, 0)):
        self.cc = compute_capability
        self.allocations: dict[int, np.ndarray] = {}
        self.calls: list[tuple] = []
        self.fail: dict[str, real.CUresult] = {}
        # kernel -> (its parameters: "p" a device pointer, else a by-value numpy dtype; run)
        self.kernels = {"add": ("ppp", _add), "scale": ("ppp", _scale),
                        "axpy": (("p", "float32", "int64", "p"), _axpy)}
        # CUDA graphs: stream -> the work captured so far; graphs and their executables
        # (id -> list of work, each a function run at launch with its parameters of capture)
        self.capturing: dict[int, list] = {}
        self.graphs: dict[int, list] = {}
        self.graph_execs: dict[int, list] = {}
        self.streams_made = 0

    def __getattribute__(self, name):
        value = object.__getattribute__(self, name)
        if name.startswith("cu") and callable(value):
            def traced(*args):
                self.calls.append((name, args))
                if name in self.fail:
                    return (self.fail[name],)
                return value(*args)
            return traced
        return value

    # -- init ---
    def cuInit(self, flags):
        return (OK,)

    devices = 1

    def cuDeviceGetCount(self):
        return (OK, self.devices)

    def cuDeviceGet(self, ordinal):
        return (OK, real.CUdevice(ordinal))

    def cuDevicePrimaryCtxRetain(self, dev):
        assert isinstance(dev, real.CUdevice)
        return (OK, real.CUcontext(0xC0 + int(dev)))  # one context per device

    def cuCtxSetCurrent(self, ctx):
        assert 0xC0 <= int(ctx) < 0xC0 + self.devices
        return (OK,)

    sms, blocks_per_sm, cooperative = 132, 8, 1  # the wave a grid-barrier launch must fit

    def cuDeviceGetAttribute(self, attr, dev):
        a = real.CUdevice_attribute
        return (OK, {a.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: self.cc[0],
                     a.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: self.cc[1],
                     a.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: self.sms,
                     a.CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH: self.cooperative}[attr])

    def cuOccupancyMaxActiveBlocksPerMultiprocessor(self, fn, threads, shared):
        assert isinstance(fn, real.CUfunction) and isinstance(threads, int)
        return (OK, self.blocks_per_sm)

    def cuDeviceGetName(self, length, dev):
        return (OK, b"Fake GPU".ljust(length, b"\0"))

    def cuGetErrorName(self, err):
        return (OK, err.name.encode())

    def cuGetErrorString(self, err):
        return (OK, b"fake error text")

    # -- modules ---
    def cuModuleLoadData(self, image):
        assert isinstance(image, bytes) and (image.endswith(b"\0") or image.startswith(b"\x7fELF"))
        if image.startswith(b"\x7fELF") and "cubin" in self.fail_images:
            return (real.CUresult.CUDA_ERROR_NO_BINARY_FOR_GPU, None)
        return (OK, real.CUmodule(0x30))

    fail_images: tuple = ()

    def cuModuleUnload(self, module):
        return (OK,)

    def cuModuleLoadDataEx(self, image, count, options, values):
        assert options == [real.CUjit_option.CU_JIT_ERROR_LOG_BUFFER,
                           real.CUjit_option.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES]
        log, size = values
        assert isinstance(log, bytearray) and size == len(log) and count == 2
        message = b"ptxas application ptx input, line 7; error: bad things\0"
        log[:len(message)] = message
        return (real.CUresult.CUDA_ERROR_INVALID_PTX, None)

    def cuModuleGetFunction(self, module, name):
        assert isinstance(name, bytes) and int(module) == 0x30
        names = list(self.kernels)
        if name.decode() not in names:
            return (real.CUresult.CUDA_ERROR_NOT_FOUND, None)
        return (OK, real.CUfunction(0xF0 + names.index(name.decode())))

    def kernel_name(self, fn) -> str:
        return list(self.kernels)[int(fn) - 0xF0]

    def cuFuncSetAttribute(self, fn, attr, value):
        return (OK,)

    # -- memory ---
    def cuMemAlloc(self, nbytes):
        assert nbytes > 0  # the driver refuses 0
        block = np.zeros(nbytes + 256, np.uint8)
        ptr = (block.ctypes.data + 255) // 256 * 256
        self.allocations[ptr] = block
        return (OK, real.CUdeviceptr(ptr))

    def cuMemFree(self, ptr):
        del self.allocations[int(ptr)]
        return (OK,)

    def device_bytes(self, ptr, nbytes) -> None:
        """Assert [ptr, ptr + nbytes) lies inside one allocation."""
        assert any(base <= ptr and ptr + nbytes <= base + len(block) - 256  # a snapshot:
                   for base, block in list(self.allocations.items())), \
            f"0x{ptr:x} is not device memory"  # calls from other threads allocate meanwhile

    def cuMemcpyHtoDAsync(self, dst, src, nbytes, stream):
        assert isinstance(dst, real.CUdeviceptr) and isinstance(src, int)
        assert isinstance(stream, real.CUstream) and int(stream) not in self.capturing
        self.device_bytes(int(dst), nbytes)
        ctypes.memmove(int(dst), src, nbytes)
        return (OK,)

    def cuMemcpyDtoHAsync(self, dst, src, nbytes, stream):
        assert isinstance(dst, int) and isinstance(src, real.CUdeviceptr)
        assert isinstance(stream, real.CUstream) and int(stream) not in self.capturing
        self.device_bytes(int(src), nbytes)
        ctypes.memmove(dst, int(src), nbytes)
        return (OK,)

    def cuMemcpyDtoDAsync(self, dst, src, nbytes, stream):
        assert isinstance(stream, real.CUstream)
        self.device_bytes(int(dst), nbytes)
        self.device_bytes(int(src), nbytes)
        dst, src = int(dst), int(src)
        return self.queue(stream, lambda: ctypes.memmove(dst, src, nbytes))

    def cuMemsetD8Async(self, dst, value, nbytes, stream):
        assert isinstance(stream, real.CUstream)
        self.device_bytes(int(dst), nbytes)
        dst = int(dst)
        return self.queue(stream, lambda: ctypes.memset(dst, value, nbytes))

    def queue(self, stream, work):
        """Run `work` now, or record it when `stream` is being captured (as a graph node with
        the parameters it had at capture)."""
        captured = self.capturing.get(int(stream))
        if captured is not None:
            captured.append(work)
        else:
            work()
        return (OK,)

    # -- graphs ---
    def cuStreamCreate(self, flags):
        self.streams_made += 1
        return (OK, real.CUstream(0x5000 + self.streams_made))

    def cuStreamBeginCapture(self, stream, mode):
        assert isinstance(stream, real.CUstream) and int(stream) not in (0, 1)  # never the legacy stream
        assert mode == real.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_THREAD_LOCAL
        assert int(stream) not in self.capturing
        self.capturing[int(stream)] = []
        return (OK,)

    def cuStreamEndCapture(self, stream):
        work = self.capturing.pop(int(stream))
        graph = len(self.graphs) + 1
        self.graphs[graph] = work
        return (OK, real.CUgraph(graph))

    def cuGraphInstantiate(self, graph, flags):
        assert isinstance(graph, real.CUgraph) and int(graph) in self.graphs and flags == 0
        graph_exec = len(self.graph_execs) + 1
        self.graph_execs[graph_exec] = list(self.graphs[int(graph)])
        return (OK, real.CUgraphExec(graph_exec))

    def cuGraphDestroy(self, graph):
        del self.graphs[int(graph)]
        return (OK,)

    def cuGraphExecDestroy(self, graph_exec):
        self.graph_execs[int(graph_exec)] = None  # destroyed: launching it again fails the test
        return (OK,)

    def cuGraphLaunch(self, graph_exec, stream):
        assert isinstance(graph_exec, real.CUgraphExec) and isinstance(stream, real.CUstream)
        assert int(stream) not in self.capturing
        for work in self.graph_execs[int(graph_exec)]:
            work()
        return (OK,)

    def live_graphs(self) -> int:
        return sum(work is not None for work in self.graph_execs.values())

    device_of: dict = {}  # pointer -> GPU ordinal, for arrays a test puts on another GPU

    def cuPointerGetAttribute(self, attr, ptr):
        assert attr == real.CUpointer_attribute.CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL
        assert isinstance(ptr, real.CUdeviceptr)
        self.device_bytes(int(ptr), 1)
        return (OK, self.device_of.get(int(ptr), 0))

    def cuStreamWaitEvent(self, stream, event, flags):
        assert isinstance(stream, real.CUstream) and isinstance(event, real.CUevent) and flags == 0
        return (OK,)

    # -- launches ---
    def cuLaunchKernel(self, fn, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
        assert isinstance(params, int) and extra == 0 and isinstance(stream, real.CUstream)
        return self._run_kernel(fn, params, stream)

    def cuLaunchCooperativeKernel(self, fn, gx, gy, gz, bx, by, bz, shared, stream, params):
        assert isinstance(params, int) and isinstance(stream, real.CUstream)
        assert int(stream) not in self.capturing  # the backend never captures these
        return self._run_kernel(fn, params, stream)

    def _run_kernel(self, fn, params, stream):
        kinds, run = self.kernels[self.kernel_name(fn)]
        # params is a void**: entry i points at the value of argument i (a device pointer, or
        # the scalar itself for a by-value parameter).
        values = []
        for i, kind in enumerate(kinds):
            at = ctypes.c_uint64.from_address(params + 8 * i).value
            if kind == "p":
                values.append(ctypes.c_uint64.from_address(at).value)
                self.device_bytes(values[-1], 4)
            else:
                values.append(np.frombuffer(ctypes.string_at(at, np.dtype(kind).itemsize), kind)[0])
        return self.queue(stream, lambda: run(*values))  # the values read now, as the driver does

    def cuCtxSynchronize(self):
        return (OK,)

    def cuStreamSynchronize(self, stream):
        return (OK,)

    def cuEventCreate(self, flags):
        return (OK, real.CUevent(0xE0))

    def cuEventRecord(self, event, stream):
        return (OK,)

    def cuEventSynchronize(self, event):
        return (OK,)

    def cuEventElapsedTime(self, start, end):
        return (OK, 0.25)

    def cuEventDestroy(self, event):
        return (OK,)

    def names(self):
        return [name for name, _ in self.calls]


def _view(ptr, shape):
    n = int(np.prod(shape))
    return np.ctypeslib.as_array((ctypes.c_float * n).from_address(ptr)).reshape(shape)


def _add(a, b, t):
    _view(t, (4, 8))[...] += _view(a, (4, 8)) + _view(b, (4, 8))


def _scale(t, c, out):
    _view(out, (4, 8))[...] = _view(t, (4, 8)) * _view(c, (8,))


def _axpy(x, a, n, out):
    _view(out, (4, 8))[...] = _view(x, (4, 8)) * a + np.float32(n)


class FakeCudaArray:
    """A cupy-like device array living in the fake driver's memory."""

    def __init__(self, driver: FakeDriver, host: np.ndarray, strides=None, stream=None):
        self.host = np.ascontiguousarray(host)
        self.ptr = int(driver.cuMemAlloc(self.host.nbytes)[1])
        ctypes.memmove(self.ptr, self.host.ctypes.data, self.host.nbytes)
        self.__cuda_array_interface__ = {"shape": self.host.shape, "typestr": self.host.dtype.str,
                                         "data": (self.ptr, False), "strides": strides, "version": 3,
                                         "stream": stream}


class FakeDlpackArray:
    """A DLPack-only device array (no __cuda_array_interface__) in the fake driver's memory."""

    def __init__(self, driver: FakeDriver, host: np.ndarray, device: int = 0):
        self.device = device
        self.ptr = int(driver.cuMemAlloc(host.nbytes)[1])
        self.view = np.ctypeslib.as_array((ctypes.c_uint8 * host.nbytes).from_address(self.ptr))
        self.view = self.view.view(host.dtype).reshape(host.shape)
        self.view[...] = host
        self.streams = []

    def __dlpack_device__(self):
        return (2, self.device)  # kDLCUDA

    def __dlpack__(self, stream=None):
        """numpy's capsule over the same bytes, its device set to this array's."""
        from mlir_stitch.runtime.arrays import _capsule_pointer, _DLTensor

        self.streams.append(stream)
        capsule = self.view.__dlpack__()
        tensor = _DLTensor.from_address(_capsule_pointer(capsule, b"dltensor"))
        tensor.device.device_type, tensor.device.device_id = 2, self.device
        return capsule


@pytest.fixture
def fake(monkeypatch):
    driver = FakeDriver()
    cuda_backend.reset()
    monkeypatch.setattr(cuda_backend, "_load_driver", lambda: driver)
    yield driver
    cuda_backend.reset()


PTX = ".version 8.0\n.target sm_90\n" + "".join(f".visible .entry {k}(\n)\n{{\n}}\n" for k in ("add", "scale", "axpy"))


def f32(*shape):
    return {"shape": list(shape), "dtype": "float32"}


def make_artifact(shared_bytes=0, target="sm_90", kernel="scale") -> Artifact:
    manifest = {
        "format": FORMAT, "target": target,
        "entry": {"name": "main", "args": [f32(4, 8), f32(32)], "results": [f32(32), f32(4, 8)]},
        "buffers": [
            {"name": "arg0", **f32(4, 8), "kind": "input", "index": 0},
            {"name": "arg1", **f32(32), "kind": "input", "index": 1},
            {"name": "result0", **f32(32), "kind": "output", "index": 0},
            {"name": "result1", **f32(4, 8), "kind": "output", "index": 1},
            {"name": "t0", **f32(4, 8), "kind": "temp"},
            {"name": "c0", **f32(8), "kind": "const", "file": "const0.npy"},
            {"name": "v1", **f32(4, 8), "kind": "alias", "of": "arg1"},
            {"name": "v0", **f32(4, 8), "kind": "alias", "of": "result0"},
        ],
        "steps": [
            {"op": "zero", "buffer": "t0"},
            {"op": "launch", "kernel": "add", "grid": [4, 1, 1], "block": [8, 1, 1], "shared_bytes": 0,
             "args": ["arg0", "v1", "t0"]},
            {"op": "launch", "kernel": kernel, "grid": [1], "block": [64], "shared_bytes": shared_bytes,
             "args": ["t0", "c0", "v0"]},
            {"op": "copy", "src": "t0", "dst": "result1"},
        ],
    }
    return Artifact(manifest=manifest, ptx=PTX, kernel_ir="", consts={"c0": SCALE})


@pytest.fixture
def inputs():
    rng = np.random.default_rng(1)
    return rng.standard_normal((4, 8)).astype(np.float32), rng.standard_normal(32).astype(np.float32)


def check(results, a, b):
    s = a + b.reshape(4, 8)
    assert len(results) == 2
    np.testing.assert_allclose(np.asarray(results[0]), (s * SCALE).reshape(32), rtol=1e-6)
    np.testing.assert_allclose(np.asarray(results[1]), s, rtol=1e-6)


def test_fake_driver_available(fake):
    assert cuda_backend.cuda_available()
    assert load(make_artifact(), backend="auto").backend_name == "cuda"


def test_host_arrays_in_numpy_out(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    results = exe(*inputs)
    assert all(type(r) is np.ndarray for r in results)
    check(results, *inputs)
    check(exe(*inputs), *inputs)  # temps zeroed per call, staging reused
    names = fake.names()
    assert names.count("cuModuleLoadData") == 1 and names.count("cuLaunchKernel") == 4
    assert names.count("cuMemsetD8Async") == 2 and names.count("cuMemcpyDtoDAsync") == 2
    # the const is uploaded once; inputs are uploaded every call
    assert names.count("cuMemcpyHtoDAsync") == 1 + 2 * 2


def test_alias_passes_the_same_pointer(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    exe(*inputs)
    launches = [args for name, args in fake.calls if name == "cuLaunchKernel"]
    assert [fake.kernel_name(l[0]) for l in launches] == ["add", "scale"]
    assert [l[1:7] for l in launches] == [(4, 1, 1, 8, 1, 1), (1, 1, 1, 64, 1, 1)]


def test_a_launch_keeps_its_parameters_and_rewrites_their_pointers(fake, inputs):
    """A launch of buffers keeps one kernelParams array across calls (made when the executable
    is); each call writes its own buffers' addresses into it before launching."""
    exe = load(make_artifact(), backend="cuda")
    a, b = inputs
    first = [FakeCudaArray(fake, x) for x in (a, b)]
    second = [FakeCudaArray(fake, x) for x in (2 * a, 3 * b)]
    check(tuple(r.get() for r in exe(*first)), a, b)
    check(tuple(r.get() for r in exe(*second)), 2 * a, 3 * b)
    check(tuple(r.get() for r in exe(*first)), a, b)
    params = {}
    for name, args in fake.calls:
        if name == "cuLaunchKernel":
            params.setdefault(fake.kernel_name(args[0]), set()).add(args[9])
    assert {k: len(v) for k, v in params.items()} == {"add": 1, "scale": 1}


def test_calls_from_two_threads_each_get_their_own_answer(fake, inputs):
    """The backend keeps a call's state (its stream, scratch, each launch's parameters): calls
    from two threads on one executable take turns, with the interpreter switching threads as
    often as it can."""
    import threading

    exe = load(make_artifact(), backend="cuda")
    a, b = inputs
    wrong = []

    def calls(scale):
        arrays = [FakeCudaArray(fake, scale * x) for x in (a, b)]
        for _ in range(100):
            try:
                check(tuple(r.get() for r in exe(*arrays)), scale * a, scale * b)
            except Exception as e:  # a wrong answer, or a call that failed: not a silent thread
                wrong.append(e)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=calls, args=(scale,)) for scale in (1.0, 3.0)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert not wrong


CUBIN = b"\x7fELF fake machine code"


@pytest.mark.parametrize("cc, target, fails, image", [
    ((9, 0), "sm_90", False, "cubin"),    # built for this GPU: no JIT
    ((9, 0), "sm_90a", False, "cubin"),
    ((10, 0), "sm_90", False, "ptx"),     # a newer GPU: the PTX, JIT-compiled
    ((9, 0), "sm_90", True, "ptx"),       # the driver refuses the cubin: the PTX still loads
])
def test_cubin_is_loaded_on_its_own_architecture(fake, inputs, cc, target, fails, image):
    fake.cc = cc
    if fails:
        fake.fail_images = ("cubin",)
    artifact = make_artifact(target=target)
    artifact = Artifact(manifest=artifact.manifest, ptx=artifact.ptx, kernel_ir="", cubin=CUBIN,
                        consts={"c0": SCALE})
    exe = load(artifact, backend="cuda")
    assert exe.backend.module.image == image
    loaded = [args[0] for name, args in fake.calls if name == "cuModuleLoadData"]
    assert loaded[-1] == (CUBIN if image == "cubin" else PTX.encode() + b"\0")
    check(exe(*inputs), *inputs)


def test_cubin_round_trips_through_the_folder(tmp_path):
    artifact = make_artifact()
    artifact = Artifact(manifest=artifact.manifest, ptx=artifact.ptx, kernel_ir="", cubin=CUBIN,
                        consts={"c0": SCALE})
    back = Artifact.from_folder(artifact.save(tmp_path / "art"))
    assert back.cubin == CUBIN and back.manifest["cubin"] == "kernels.cubin"
    assert Artifact.from_folder(make_artifact().save(tmp_path / "plain")).cubin is None


def test_module_is_cached_per_artifact(fake, inputs):
    artifact = make_artifact()
    load(artifact, backend="cuda")(*inputs)
    load(artifact, backend="cuda")(*inputs)
    assert fake.names().count("cuModuleLoadData") == 1
    load(make_artifact(), backend="cuda")
    assert fake.names().count("cuModuleLoadData") == 2


def test_device_arrays_stay_on_device(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeCudaArray(fake, x) for x in inputs)
    uploads = fake.names().count("cuMemcpyHtoDAsync")
    results = exe(a, b)
    assert fake.names().count("cuMemcpyHtoDAsync") == uploads + 1  # only the constant: inputs used in place
    assert all(isinstance(r, DeviceArray) for r in results)
    cai = results[0].__cuda_array_interface__
    assert cai["shape"] == (32,) and cai["typestr"] == "<f4" and cai["version"] == 3
    assert cai["data"][0] == results[0].ptr and results[0].ptr in fake.allocations
    check(tuple(r.get() for r in results), *inputs)
    check(tuple(r.numpy() for r in results), *inputs)
    mixed = exe(a, inputs[1])
    assert all(type(r) is np.ndarray for r in mixed)
    check(mixed, *inputs)


def test_dlpack_device_arrays(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeDlpackArray(fake, x) for x in inputs)
    results = exe(a, b)
    assert all(isinstance(r, DeviceArray) for r in results)
    check(tuple(r.get() for r in results), *inputs)
    assert a.streams == [1]  # asked to be ready for the legacy default stream


def test_device_results_feed_the_next_call(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeCudaArray(fake, x) for x in inputs)
    r0, r1 = exe(a, b)
    again = exe(r1, r0)
    check(tuple(r.get() for r in again), r1.get(), r0.get())


def test_device_array_checks(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    a, b = inputs
    strided = FakeCudaArray(fake, a, strides=(4, 16))
    with pytest.raises(ArgumentError, match=r"argument arg0: device array is not C-contiguous"):
        exe(strided, b)
    with pytest.raises(ArgumentError, match=r"argument arg1: expected float32\[32\], got float32\[31\]"):
        exe(a, FakeCudaArray(fake, b[:31]))
    exe(FakeCudaArray(fake, a, stream=12345), b)  # another producer stream: waited for on the device
    records = [args for name, args in fake.calls if name == "cuEventRecord"]
    waits = [args for name, args in fake.calls if name == "cuStreamWaitEvent"]
    assert [int(r[1]) for r in records] == [12345]
    assert [(int(w[0]), w[1]) for w in waits] == [(0, records[0][0])]  # ours: the default stream
    assert not [args for name, args in fake.calls if name == "cuStreamSynchronize" and int(args[0]) == 12345]
    exe(FakeCudaArray(fake, a, stream=1), b)  # the legacy default stream, which we run on: no wait
    assert len([n for n in fake.names() if n == "cuStreamWaitEvent"]) == 1


def test_dynamic_shared_memory_opt_in(fake, inputs):
    exe = load(make_artifact(shared_bytes=64 * 1024), backend="cuda")
    exe(*inputs)
    exe(*inputs)
    sets = [args for name, args in fake.calls if name == "cuFuncSetAttribute"]
    assert len(sets) == 1
    fn, attr, value = sets[0]
    assert (fake.kernel_name(fn), value) == ("scale", 64 * 1024)
    assert attr == real.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
    launch = [args for name, args in fake.calls if name == "cuLaunchKernel"][-1]
    assert launch[7] == 64 * 1024


def test_driver_errors_are_named(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    fake.fail["cuLaunchKernel"] = real.CUresult.CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
    with pytest.raises(CudaError, match=r"^step 1 \(launch add\): cuLaunchKernel failed: "
                                        r"CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES \(fake error text\)$") as info:
        exe(*inputs)
    assert info.value.code == int(real.CUresult.CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES)


def test_missing_kernel_in_ptx(fake):
    with pytest.raises(StitchRuntimeError, match="kernels.ptx has no kernel named nope"):
        load(make_artifact(kernel="nope"), backend="cuda")


def test_ptx_jit_errors_carry_the_log(fake):
    fake.fail["cuModuleLoadData"] = real.CUresult.CUDA_ERROR_INVALID_PTX
    with pytest.raises(CudaError, match=r"^cuModuleLoadData failed: CUDA_ERROR_INVALID_PTX \(fake error text\): "
                                        r"ptxas application ptx input, line 7; error: bad things$"):
        load(make_artifact(), backend="cuda")


def test_target_newer_than_gpu(fake):
    fake.cc = (8, 0)
    with pytest.raises(StitchRuntimeError, match=r"targets sm_90 but GPU 0 \(Fake GPU\) is sm_80"):
        load(make_artifact(), backend="cuda")


def test_time_is_the_median_of_events(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    assert exe.time(inputs, warmup=2, iters=3) == 0.25
    names = fake.names()
    assert names.count("cuEventElapsedTime") == 3 and names.count("cuLaunchKernel") == 2 * 5
    assert names.count("cuEventDestroy") == 2


def test_no_driver_library(monkeypatch):
    class NoLib:
        def __getattr__(self, name):
            raise RuntimeError('"cuda" is an NVIDIA driver library and can only be found via system search.')

    cuda_backend.reset()
    monkeypatch.setattr(cuda_backend, "_load_driver", lambda: NoLib())
    try:
        assert not cuda_backend.cuda_available()
        with pytest.raises(StitchRuntimeError, match=r"^no CUDA GPU/driver available: \"cuda\" is an NVIDIA "
                                                     r"driver library .*system search; use --backend emulator$"):
            cuda_backend.CudaBackend()
    finally:
        cuda_backend.reset()


def test_results_go_back_to_the_pool_and_empty_cache_frees_them(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    results = exe(*(FakeCudaArray(fake, x) for x in inputs))
    ptr = results[0].ptr
    pool = cuda_backend.memory_pool(0)
    cached = pool.cached_blocks
    del results
    assert ptr in fake.allocations and pool.cached_blocks == cached + 2
    again = exe(*(FakeCudaArray(fake, x) for x in inputs))
    assert ptr in {r.ptr for r in again}  # the block is reused
    check(tuple(r.get() for r in again), *inputs)
    del again
    cuda_backend.empty_cache()
    assert pool.cached_blocks == 0 and ptr not in fake.allocations


def test_results_are_read_from_another_thread(fake, inputs):
    """A thread that never called makes the result's context current before reading it."""
    import threading

    exe = load(make_artifact(), backend="cuda")
    results = exe(*(FakeCudaArray(fake, x) for x in inputs))
    got = []
    mark = len(fake.calls)
    thread = threading.Thread(target=lambda: got.append(tuple(r.get() for r in results)))
    thread.start()
    thread.join()
    check(got[0], *inputs)
    assert fake.calls[mark][0] == "cuCtxSetCurrent" and int(fake.calls[mark][1][0]) == 0xC0


def test_no_driver_allocation_after_warm_up(fake, inputs):
    """Outputs, scratch and staging all come from the pool: warm calls never call cuMemAlloc."""
    exe = load(make_artifact(), backend="cuda")
    device_inputs = [FakeCudaArray(fake, x) for x in inputs]
    for args in (inputs, device_inputs):
        check(tuple(np.asarray(r) for r in exe(*args)), *inputs)  # warm-up; results dropped
    allocations = fake.names().count("cuMemAlloc")
    for _ in range(3):
        for args in (inputs, device_inputs):
            check(tuple(np.asarray(r) for r in exe(*args)), *inputs)
    assert fake.names().count("cuMemAlloc") == allocations
    assert "cuMemFree" not in fake.names()


def test_out_device_buffers_receive_the_results(fake, inputs):
    """out= device arrays are written in place: no output memory is taken for the call."""
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeCudaArray(fake, x) for x in inputs)
    exe(a, b)  # warm-up: scratch and the module
    out = (FakeCudaArray(fake, np.zeros(32, np.float32)), FakeCudaArray(fake, np.zeros((4, 8), np.float32)))
    pool = cuda_backend.memory_pool(0)
    allocated, reused = pool.driver_allocations, pool.reuses
    results = exe(a, b, out=out)
    assert results[0] is out[0] and results[1] is out[1]
    assert (pool.driver_allocations, pool.reuses) == (allocated, reused)
    check((_view(out[0].ptr, (32,)).copy(), _view(out[1].ptr, (4, 8)).copy()), *inputs)
    with pytest.raises(ArgumentError, match=r"^out\[0\]: the cuda backend writes results into device "
                                            r"arrays \(DLPack or __cuda_array_interface__\), got ndarray$"):
        exe(a, b, out=(np.zeros(32, np.float32), out[1]))
    fake.device_of[out[1].ptr] = 1
    fake.devices = 2
    with pytest.raises(ArgumentError, match=r"^out\[1\]: the array is on GPU 1"):
        exe(a, b, out=out)
    fake.device_of.clear()


def test_results_export_dlpack(fake, inputs):
    """A result read back through its own DLPack capsule: same pointer, shape, dtype, device;
    what the capsule keeps alive is released when it goes (not taken) or when a consumer that
    took it calls the deleter, exactly once."""
    import gc

    from mlir_stitch.runtime import arrays

    exe = load(make_artifact(), backend="cuda")
    results = exe(*(FakeCudaArray(fake, x) for x in inputs))
    baseline = len(arrays._EXPORTED)
    assert results[1].__dlpack_device__() == (2, 0)
    seen = arrays.from_dlpack(results[1], "r")
    assert (seen.ptr, seen.shape, seen.dtype, seen.device) == (results[1].ptr, (4, 8), np.float32, 0)
    assert len(arrays._EXPORTED) == baseline + 1
    del seen
    gc.collect()
    assert len(arrays._EXPORTED) == baseline  # the capsule nobody took released its tensor

    capsule = results[0].__dlpack__()
    managed = ctypes.cast(arrays._capsule_raw_pointer(ctypes.c_void_p(id(capsule)), b"dltensor"),
                          ctypes.POINTER(arrays._DLManagedTensor))
    rename = ctypes.pythonapi.PyCapsule_SetName
    rename.argtypes, rename.restype = [ctypes.py_object, ctypes.c_char_p], ctypes.c_int
    assert rename(capsule, b"used_dltensor") == 0  # what a consumer does when it takes it
    managed.contents.deleter(managed)  # ... and what it calls when done with the memory
    assert len(arrays._EXPORTED) == baseline
    del capsule
    gc.collect()
    assert len(arrays._EXPORTED) == baseline


def test_dlpack_export_orders_the_consumer_stream(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    results = exe(*(FakeCudaArray(fake, x) for x in inputs), stream=55)
    mark = len(fake.calls)
    results[0].__dlpack__(stream=99)
    calls = [(n, args) for n, args in fake.calls[mark:] if n in ("cuEventRecord", "cuStreamWaitEvent")]
    assert [(n, int(args[0]) if n == "cuStreamWaitEvent" else int(args[1])) for n, args in calls] == \
        [("cuEventRecord", 55), ("cuStreamWaitEvent", 99)]
    mark = len(fake.calls)
    results[0].__dlpack__(stream=55)  # the stream it ran on: nothing to wait for
    assert not [n for n, _ in fake.calls[mark:] if n == "cuStreamWaitEvent"]


def test_bfloat16_and_bool_dlpack_codes():
    from mlir_stitch.runtime.arrays import _dl_code
    from mlir_stitch.runtime.plan import bfloat16_storage

    assert (lambda c: (c.code, c.bits, c.lanes))(_dl_code(bfloat16_storage())) == (4, 16, 1)
    assert (lambda c: (c.code, c.bits))(_dl_code(np.dtype(bool))) == (6, 8)
    assert (lambda c: (c.code, c.bits))(_dl_code(np.dtype(np.int64))) == (0, 64)


class FakeTorchStream:
    cuda_stream = 77


class FakeTorchTensor(FakeDlpackArray):
    """A torch CUDA tensor (its type's module says torch) in the fake driver's memory, with the
    methods torch_cuda_tensor reads; its __dlpack__ records the streams it was asked for."""

    def __init__(self, driver, host, requires_grad=False, contiguous=True):
        super().__init__(driver, host)
        self.is_cuda, self.requires_grad, self._contiguous = True, requires_grad, contiguous
        self.shape, self.dtype = host.shape, f"torch.{host.dtype.name}"

    def data_ptr(self):
        return self.ptr

    def is_contiguous(self):
        return self._contiguous

    def get_device(self):
        return self.device


FakeTorchTensor.__module__ = "torch"


@pytest.fixture
def fake_torch(monkeypatch):
    """A torch module whose current stream is 77."""
    torch = types.ModuleType("torch")
    torch.cuda = types.SimpleNamespace(current_stream=lambda device=None: FakeTorchStream())
    monkeypatch.setitem(sys.modules, "torch", torch)
    return torch


def test_torch_tensors_on_torchs_stream_are_read_directly(fake, fake_torch, inputs):
    """On torch's current stream a dense tensor needs no DLPack handshake: its pointer, shape and
    dtype are read from it (torch's __dlpack__ costs ~40 µs a tensor), and the call runs there."""
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeTorchTensor(fake, x) for x in inputs)
    mark = len(fake.calls)
    check(tuple(r.get() for r in exe(a, b)), *inputs)
    assert a.streams == [] and b.streams == []  # no __dlpack__
    launches = [args for n, args in fake.calls[mark:] if n == "cuLaunchKernel"]
    assert launches and all(int(args[8]) == FakeTorchStream.cuda_stream for args in launches)


def test_torchs_raw_current_stream_is_asked_when_torch_has_it(fake, fake_torch, inputs):
    """torch._C._cuda_getCurrentRawStream (Inductor's get_raw_stream) is a plain call, where
    torch.cuda.current_stream builds a Stream object after its checks."""
    asked = []
    fake_torch._C = types.SimpleNamespace(_cuda_getCurrentRawStream=lambda i: asked.append(i) or 66)
    fake_torch.cuda.current_stream = None  # not called
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeTorchTensor(fake, x) for x in inputs)
    mark = len(fake.calls)
    check(tuple(r.get() for r in exe(a, b)), *inputs)
    assert asked == [0] and a.streams == []
    launches = [args for n, args in fake.calls[mark:] if n == "cuLaunchKernel"]
    assert launches and all(int(args[8]) == 66 for args in launches)


@pytest.mark.parametrize("case", ["another stream", "requires grad", "strided"])
def test_other_torch_tensors_take_the_dlpack_path(fake, fake_torch, inputs, case):
    """A call on another stream than torch's needs the handshake; a tensor that requires grad or
    is not dense gets DLPack's answer (here the fake's capsule is dense, so the call runs)."""
    exe = load(make_artifact(), backend="cuda")
    a = FakeTorchTensor(fake, inputs[0], requires_grad=case == "requires grad",
                        contiguous=case != "strided")
    b = FakeTorchTensor(fake, inputs[1])
    stream = 55 if case == "another stream" else None
    check(tuple(r.get() for r in exe(a, b, stream=stream)), *inputs)
    assert a.streams == [55 if stream else FakeTorchStream.cuda_stream]
    assert b.streams == ([55] if stream else [])


def test_warm_torch_calls_bind_in_one_pass_and_other_calls_take_the_general_path(
        fake, fake_torch, inputs, monkeypatch):
    """Once torch's dtypes are known, a call of dense torch tensors of the entry's exact
    shapes and dtypes is bound in one pass (no per-argument accept); a tensor of another dtype
    still gets the general path's error, a strided one DLPack."""
    from mlir_stitch.runtime import arrays

    monkeypatch.setattr(arrays, "_TORCH_DTYPES", {})  # torch's dtypes not seen yet
    read = []
    accept = cuda_backend.torch_cuda_tensor
    monkeypatch.setattr(cuda_backend, "torch_cuda_tensor", lambda x: read.append(x) or accept(x))
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeTorchTensor(fake, x) for x in inputs)
    check(tuple(r.get() for r in exe(a, b)), *inputs)
    assert read == [a, b]  # the general path: it learns torch's float32
    a2, b2 = (FakeTorchTensor(fake, 2 * x) for x in inputs)
    check(tuple(r.get() for r in exe(a2, b2)), *(2 * x for x in inputs))
    assert read == [a, b] and a2.streams == b2.streams == []  # one pass, no DLPack
    wrong = FakeTorchTensor(fake, inputs[1].astype(np.float64))
    with pytest.raises(ArgumentError, match=r"arg1: expected float32\[32\], got float64\[32\]"):
        exe(a, wrong)
    strided = FakeTorchTensor(fake, inputs[0], contiguous=False)
    check(tuple(r.get() for r in exe(strided, b)), *inputs)
    assert strided.streams == [FakeTorchStream.cuda_stream]


class FakeProtocolStream:
    def __cuda_stream__(self):
        return (0, 88)


@pytest.mark.parametrize("stream, handle", [(None, 0), (55, 55), (FakeTorchStream(), 77),
                                            (FakeProtocolStream(), 88)])
def test_a_call_runs_on_its_stream(fake, inputs, stream, handle):
    """stream= decides where every launch, copy and memset goes; DLPack producers are asked to
    make their data ready for it; results name it in their array interface."""
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeDlpackArray(fake, x) for x in inputs)
    mark = len(fake.calls)
    results = exe(a, b, stream=stream)
    check(tuple(r.get() for r in results), *inputs)
    assert a.streams == [1 if handle == 0 else handle]  # DLPack numbers the legacy stream 1
    queued = [(n, args) for n, args in fake.calls[mark:]
              if n in ("cuLaunchKernel", "cuMemsetD8Async", "cuMemcpyDtoDAsync")]
    assert len(queued) == 4
    for name, args in queued:
        stream_arg = args[8] if name == "cuLaunchKernel" else args[-1]
        assert int(stream_arg) == handle, name
    assert results[0].__cuda_array_interface__["stream"] == (1 if handle == 0 else handle)


def test_a_bad_stream_is_refused(fake, inputs):
    exe = load(make_artifact(), backend="cuda")
    with pytest.raises(ArgumentError, match=r"^stream: expected a CUDA stream .*, got str$"):
        exe(*inputs, stream="fast")


def test_modules_are_cached_per_device(fake, inputs):
    fake.devices = 2
    artifact = make_artifact()
    load(artifact, backend="cuda", device=0)(*inputs)
    load(artifact, backend="cuda", device=1)(*inputs)
    load(artifact, backend="cuda", device=1)(*inputs)
    loads = [i for i, (n, _) in enumerate(fake.calls) if n == "cuModuleLoadData"]
    assert len(loads) == 2
    # each load happened with its own device's context current
    current = [int(args[0]) for n, args in fake.calls[:loads[1]] if n == "cuCtxSetCurrent"]
    assert current[-1] == 0xC1


def test_an_array_on_another_gpu_is_refused(fake, inputs):
    fake.devices = 2
    exe = load(make_artifact(), backend="cuda", device=0)
    a = FakeCudaArray(fake, inputs[0])
    fake.device_of[a.ptr] = 1
    with pytest.raises(ArgumentError, match=r"^argument arg0: the array is on GPU 1, this executable "
                                            r"runs on GPU 0 \(Fake GPU\); load it with device=1, "
                                            r"or move the array$"):
        exe(a, inputs[1])
    b = FakeDlpackArray(fake, inputs[1], device=1)
    with pytest.raises(ArgumentError, match=r"^argument arg1: the array is on GPU 1"):
        exe(inputs[0], b)
    fake.device_of.clear()


def test_real_bindings_accept_the_calls_made(fake, inputs):
    """Replay every driver call of a run on the real cuda.bindings: without libcuda.so each call
    parses its arguments and then fails to load the library, so a TypeError means a wrong type."""
    try:
        real.cuInit(0)
        pytest.skip("a real driver is present: replaying fake pointers would touch real memory")
    except RuntimeError:
        pass
    exe = load(make_artifact(shared_bytes=64 * 1024), backend="cuda")
    exe(*inputs)
    exe(*(FakeCudaArray(fake, x, stream=7) for x in inputs))[0].get()
    exe.time(inputs, warmup=1, iters=1)
    fake.fail["cuModuleLoadData"] = real.CUresult.CUDA_ERROR_INVALID_PTX
    with pytest.raises(CudaError):
        load(make_artifact(), backend="cuda")
    checked = set()
    for name, args in fake.calls:
        with pytest.raises(RuntimeError) as info:
            getattr(real, name)(*args)
        assert type(info.value).__name__ == "DynamicLibNotFoundError", (name, args, info.value)
        checked.add(name)
    assert {"cuLaunchKernel", "cuMemcpyHtoDAsync", "cuMemcpyDtoHAsync", "cuMemcpyDtoDAsync", "cuMemsetD8Async", "cuMemAlloc",
            "cuModuleLoadData", "cuModuleGetFunction", "cuFuncSetAttribute", "cuEventElapsedTime",
            "cuStreamSynchronize", "cuDevicePrimaryCtxRetain", "cuCtxSetCurrent", "cuModuleLoadDataEx",
            "cuStreamWaitEvent", "cuPointerGetAttribute", "cuEventRecord"} <= checked


def test_scalar_arguments_are_passed_by_value(fake, inputs):
    manifest = {
        "format": FORMAT, "target": "sm_90",
        "entry": {"name": "main", "results": [f32(4, 8)],
                  "args": [f32(4, 8), {"shape": [], "dtype": "float32", "by_value": True},
                           {"shape": [], "dtype": "int64", "by_value": True}]},
        "buffers": [
            {"name": "arg0", **f32(4, 8), "kind": "input", "index": 0},
            {"name": "arg1", "shape": [], "dtype": "float32", "kind": "input", "index": 1, "by_value": True},
            {"name": "arg2", "shape": [], "dtype": "int64", "kind": "input", "index": 2, "by_value": True},
            {"name": "result0", **f32(4, 8), "kind": "output", "index": 0},
        ],
        "steps": [{"op": "launch", "kernel": "axpy", "grid": [1], "block": [32], "shared_bytes": 0,
                   "args": ["arg0", "arg1", "arg2", "result0"]}],
    }
    exe = load(Artifact(manifest=manifest, ptx=PTX, kernel_ir="", consts={}), backend="cuda")
    x = inputs[0]
    (y,) = exe(x, 2.5, -3)
    assert type(y) is np.ndarray  # host arrays (the scalars do not count) give host results
    np.testing.assert_allclose(y, x * 2.5 - 3, rtol=1e-6)
    (y,) = exe(FakeCudaArray(fake, x), np.float32(0.5), np.array(7))
    assert isinstance(y, DeviceArray)  # device arrays beside scalars keep results on the device
    np.testing.assert_allclose(y.get(), x * 0.5 + 7, rtol=1e-6)
    with pytest.raises(ArgumentError, match="arg1: a scalar argument .* is passed by value"):
        exe(x, FakeCudaArray(fake, np.float32(1).reshape(())), 1)


# ---- kernels with a grid barrier -----------------------------------------------------------

def grid_barrier_artifact(grid: int) -> Artifact:
    art = make_artifact()
    manifest = dict(art.manifest)
    steps = [dict(step) for step in manifest["steps"]]
    steps[2].update(grid=[grid], grid_barrier=True, blocks_per_wave=132 * 8)
    manifest["steps"] = steps
    return Artifact(manifest=manifest, ptx=PTX, kernel_ir="", consts={"c0": SCALE})


def test_grid_barrier_kernel_is_launched_cooperatively_after_a_residency_check(fake, inputs):
    check(load(grid_barrier_artifact(grid=132 * 8), backend="cuda")(*inputs), *inputs)
    names = [name for name, _ in fake.calls]
    assert names.count("cuLaunchKernel") == 1 and names.count("cuLaunchCooperativeKernel") == 1
    (_, args), = [c for c in fake.calls if c[0] == "cuOccupancyMaxActiveBlocksPerMultiprocessor"]
    assert args[1:] == (64, 0)  # the step's threads and dynamic shared memory
    assert names.index("cuOccupancyMaxActiveBlocksPerMultiprocessor") \
        < names.index("cuLaunchCooperativeKernel")


def test_grid_barrier_kernel_over_the_device_wave_is_refused(fake, inputs):
    exe = load(grid_barrier_artifact(grid=132 * 8 + 1), backend="cuda")
    with pytest.raises(StitchRuntimeError, match=r"step 2 \(launch scale\): kernel scale has a "
                                                 r"grid barrier but its grid of 1057 blocks exceeds "
                                                 r"one wave on GPU 0 \(Fake GPU\): 8 blocks per SM "
                                                 r"x 132 SMs = 1056"):
        exe(*inputs)
    assert "cuLaunchCooperativeKernel" not in [name for name, _ in fake.calls]


def test_grid_barrier_needs_cooperative_launch_support(fake, inputs):
    fake.cooperative = 0
    with pytest.raises(StitchRuntimeError, match="does not support cooperative launches"):
        load(grid_barrier_artifact(grid=4), backend="cuda")(*inputs)


def test_real_bindings_accept_the_grid_barrier_calls(fake, inputs):
    try:
        real.cuInit(0)
        pytest.skip("a real driver is present: replaying fake pointers would touch real memory")
    except RuntimeError:
        pass
    load(grid_barrier_artifact(grid=4), backend="cuda")(*inputs)
    replayed = set()
    for name, args in fake.calls:
        if name in ("cuLaunchCooperativeKernel", "cuOccupancyMaxActiveBlocksPerMultiprocessor",
                    "cuDeviceGetAttribute"):
            with pytest.raises(RuntimeError) as info:
                getattr(real, name)(*args)
            assert type(info.value).__name__ == "DynamicLibNotFoundError", (name, info.value)
            replayed.add(name)
    assert len(replayed) == 3
