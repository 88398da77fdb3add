"""Library GEMMs on the CUDA backend (runtime/backends/cuda_library.py), against the fake
driver of test_runtime_cuda.py and fakes of cupy and nvmath-python that compute with numpy on
the fake device memory (host memory). No GPU needed.

The nvmath fake computes what nvmath's Matmul documents — D = epilog(alpha·a@b + beta·c), the
BIAS epilogues adding a vector of the result's M rows, the tanh GELU, D written into C with
`inplace` — and checks every layout it is given with nvmath's own layout rules
(matmulmod.get_mm_traits / get_result_traits, pure Python) when nvmath-python is installed. So
the checks cover the call's algebra (outᵀ = Bᵀ·Aᵀ, the bias along outᵀ's rows, the residual as
C) and that the operands are views nvmath accepts; what cuBLASLt does on a GPU is for
test_runtime.py's gpu tests and the GPU bundle's GEMM cases."""
from __future__ import annotations

import ctypes
import enum
import logging
import sys
import types
from dataclasses import dataclass

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.runtime import StitchRuntimeError
from mlir_stitch.runtime.library import EPILOGUES, round_to_tf32
from test_library_gemm import (B, K, M, N, POOLER_DENSE, gemm_program, half_bmm, half_bmm_inputs,
                               pooler_inputs, reference, residual_inputs, residual_program)
from test_runtime_cuda import FakeCudaArray, fake  # noqa: F401 (the fixture)


class FakeCupyArray(np.ndarray):
    """A cupy array: numpy over the fake device memory, with the interface nvmath reads."""

    @property
    def __cuda_array_interface__(self) -> dict:
        return {"data": (self.ctypes.data, False), "shape": self.shape, "typestr": self.dtype.str,
                "strides": self.strides, "version": 3}


def fake_cupy(driver) -> types.ModuleType:
    cupy = types.ModuleType("cupy")

    @dataclass
    class UnownedMemory:
        ptr: int
        size: int
        owner: object

    @dataclass
    class MemoryPointer:
        mem: UnownedMemory
        offset: int

    def ndarray(shape, dtype, memptr):
        ptr, count = memptr.mem.ptr + memptr.offset, int(np.prod(shape))
        driver.device_bytes(ptr, count * np.dtype(dtype).itemsize)
        nbytes = count * np.dtype(dtype).itemsize
        host = np.ctypeslib.as_array((ctypes.c_uint8 * nbytes).from_address(ptr)).view(dtype)
        return host.reshape(shape).view(FakeCupyArray)

    cupy.float32, cupy.int16, cupy.ndarray = np.float32, np.int16, ndarray
    as_strided = lambda x, shape, strides: np.lib.stride_tricks.as_strided(x, shape, strides, subok=True)
    cupy.lib = types.SimpleNamespace(stride_tricks=types.SimpleNamespace(as_strided=as_strided))
    cupy.cuda = types.SimpleNamespace(UnownedMemory=UnownedMemory, MemoryPointer=MemoryPointer)
    return cupy


class ComputeType(enum.IntEnum):
    COMPUTE_32F = 68
    COMPUTE_32F_FAST_TF32 = 77


class MatmulEpilog(enum.IntEnum):
    RELU, BIAS, RELU_BIAS, GELU, GELU_BIAS = 2, 4, 6, 32, 36


@dataclass
class MatmulOptions:
    compute_type: ComputeType | None = None
    inplace: bool = False


def _element_strides(x) -> tuple:
    return tuple(s // x.itemsize for s in x.strides)


try:  # the real one, imported before the fixtures put the fake in its place
    from nvmath.linalg.advanced import matmulmod as NVMATH_MATMUL
except ImportError:
    NVMATH_MATMUL = None


def _nvmath_layout_checks(a, b, c) -> None:
    """nvmath's own rules for the operands' shapes, strides and batches (when installed): the
    in-place result must take C's layout."""
    mm = NVMATH_MATMUL
    if mm is None:
        return
    FakeMatmul.checked_by_nvmath += 1
    layout = lambda x: mm.MatrixLayout(x.shape, _element_strides(x))
    traits = mm.get_mm_traits(layout(a), layout(b), layout(c), True, logging.getLogger())
    result = mm.get_result_traits(traits, None, logging.getLogger())
    assert tuple(result.result_shape) == c.shape
    assert tuple(result.result_strides) == _element_strides(c)


def _alignment(x: np.ndarray) -> int:
    """What nvmath plans for: the operand's address alignment, at most 256 bytes."""
    ptr = x.ctypes.data
    return min(256, ptr & -ptr)


def _at(ptr: int, like: np.ndarray) -> np.ndarray:
    """`like`'s shape and strides over the fake device memory at `ptr` (which must lie inside
    one allocation of the fake driver)."""
    extent = like.itemsize + sum((n - 1) * s for n, s in zip(like.shape, like.strides))
    FakeMatmul.driver.device_bytes(ptr, extent)
    raw = np.ctypeslib.as_array((ctypes.c_uint8 * extent).from_address(ptr)).view(like.dtype)
    return np.lib.stride_tricks.as_strided(raw, like.shape, like.strides).view(FakeCupyArray)


class FakeMatmul:
    """nvmath.linalg.advanced.Matmul, computed with numpy (see the module docstring)."""

    instances: list = []
    checked_by_nvmath = 0  # layouts nvmath's own rules accepted
    driver = None  # the fake driver whose memory the operands live in

    def __init__(self, a, b, c=None, *, alpha=None, beta=None, options=None, stream=None):
        assert options.compute_type in (ComputeType.COMPUTE_32F, ComputeType.COMPUTE_32F_FAST_TF32)
        self.compute_type = options.compute_type
        assert options.inplace and c is not None and beta is not None
        assert all(isinstance(x, FakeCupyArray) for x in (a, b, c)) and isinstance(stream, int)
        assert a.shape[-1] == b.shape[-2] and c.shape[-2:] == (a.shape[-2], b.shape[-1])
        _nvmath_layout_checks(a, b, c)
        self.a, self.b, self.c = a, b, c
        self.alpha, self.beta = np.array([alpha], np.float64), np.array([beta], np.float64)  # as nvmath
        self.epilog, self.bias, self.planned, self.resets, self.executed = None, None, 0, [], 0
        self.direct_calls = 0  # executions through the fake cublasLt.matmul
        self.planned_alignment = {name: _alignment(x) for name, x in (("a", a), ("b", b), ("c", c))}
        self.bias_sets = 0  # bias addresses set in the descriptor after planning
        self.workspaces = []  # (stream, workspace) of each cublasLtMatmul call
        FakeMatmul.instances.append(self)
        # what nvmath 1.0's planned Matmul holds and the backend's direct call reads
        self.handle = len(FakeMatmul.instances)
        self.mm_desc, self.a_layout_ptr, self.b_layout_ptr, self.c_layout_ptr, self.d_layout_ptr = \
            (1000 * self.handle + i for i in range(5))
        self.cached_best_algorithm_struct = np.zeros(64, np.uint8)
        self.workspace = types.SimpleNamespace(size=256)
        self.epilog_output_handlers = []

    @property
    def operands(self) -> tuple:
        return tuple(types.SimpleNamespace(data_ptr=x.ctypes.data) for x in (self.a, self.b, self.c))

    @property
    def mm_desc_ifc(self):
        """The descriptor's attributes: setting bias_pointer moves the bias cuBLASLt reads."""
        matmul = self

        class Descriptor:
            @property
            def bias_pointer(self):
                return matmul.bias.ctypes.data

            @bias_pointer.setter
            def bias_pointer(self, ptr):
                assert matmul.bias is not None and isinstance(ptr, int)
                matmul.bias, matmul.bias_sets = _at(ptr, matmul.bias), matmul.bias_sets + 1

        return Descriptor()

    def plan(self, *, epilog=None, epilog_inputs=None, stream=None):
        wants_bias = epilog is not None and epilog.name.endswith("BIAS")
        assert wants_bias == bool(epilog_inputs) and (not epilog_inputs or set(epilog_inputs) == {"bias"})
        if wants_bias:  # nvmath's BiasHandler: a vector of the result's M rows
            assert epilog_inputs["bias"].shape == (self.c.shape[-2],)
            self.bias = epilog_inputs["bias"]
            self.planned_alignment["bias"] = _alignment(self.bias)
        self.epilog, self.planned = epilog, self.planned + 1

    def reset_operands(self, *, a=None, b=None, c=None, epilog_inputs=None, stream=None):
        given = {"a": a, "b": b, "c": c, **(epilog_inputs or {})}
        for name, x in given.items():
            if x is None:
                continue
            old = self.bias if name == "bias" else getattr(self, name)
            assert (x.shape, x.strides) == (old.shape, old.strides)  # what nvmath requires
            setattr(self, name, x)
        self.resets.append(sorted(k for k, v in given.items() if v is not None))

    def direct(self, args: tuple) -> None:
        """cublasLtMatmul's arguments must be this plan's descriptors and current operands;
        on a stream being captured it is recorded (with the bias the descriptor names now)
        and runs when the graph is launched."""
        (handle, desc, alpha, a, a_layout, b, b_layout, beta, c, c_layout, d, d_layout, algo,
         workspace, size, stream) = args
        assert (handle, desc, a_layout, b_layout, c_layout, d_layout) == (
            self.handle, self.mm_desc, self.a_layout_ptr, self.b_layout_ptr, self.c_layout_ptr,
            self.d_layout_ptr)
        assert (alpha, beta, algo) == (self.alpha.ctypes.data, self.beta.ctypes.data,
                                       self.cached_best_algorithm_struct.ctypes.data)
        assert d == c and size == self.workspace.size and workspace != 0  # in place
        assert all(isinstance(x, int) for x in (a, b, c, stream))
        self.workspaces.append((stream, workspace))
        bias = self.bias

        def run():
            # cuBLASLt reads the operands at this call's addresses, in the planned layouts
            self.a, self.b, self.c, self.bias = _at(a, self.a), _at(b, self.b), _at(c, self.c), bias
            self.direct_calls += 1
            self.execute(stream=stream)
        captured = FakeMatmul.driver.capturing.get(stream) if FakeMatmul.driver else None
        if captured is not None:
            captured.append(run)
        else:
            run()

    def execute(self, *, stream=None):
        assert self.planned == 1
        for name, planned in self.planned_alignment.items():  # cuBLASLt's minimum alignments
            assert _alignment(getattr(self, name)) >= planned, f"{name} less aligned than planned"
        a, b = self.a, self.b
        if self.compute_type == ComputeType.COMPUTE_32F_FAST_TF32:  # tensor cores read TF32
            a, b = round_to_tf32(a), round_to_tf32(b)
        d = self.alpha[0] * np.matmul(a.astype(np.float64), b.astype(np.float64))
        if self.beta[0]:  # beta 0: C is not read (it may hold anything)
            d = d + self.beta[0] * self.c
        name = self.epilog.name if self.epilog is not None else ""
        if name.endswith("BIAS"):
            d = d + self.bias.reshape(-1, 1)
        if name.startswith("RELU"):
            d = np.maximum(d, 0)
        elif name.startswith("GELU"):
            d = 0.5 * d * (1 + np.tanh(np.sqrt(2 / np.pi) * (d + 0.044715 * d ** 3)))
        self.c[...] = d
        self.executed += 1
        return self.c

    def free(self):
        pass


def fake_cublaslt() -> types.ModuleType:
    """nvmath.bindings.cublasLt: matmul(handle, ...) runs the fake Matmul that planned `handle`."""
    cublaslt = types.ModuleType("nvmath.bindings.cublasLt")
    cublaslt.matmul = lambda *args: FakeMatmul.instances[args[0] - 1].direct(args)
    return cublaslt


class FakeCublas:
    """nvmath.bindings.cublas: cublasGemmBatchedEx computed with numpy as cuBLAS documents it,
    independently of the backend's algebra: column-major matrices, op(A) m x k read through lda
    (A stored m x k, or k x m with op T), op(B) k x n through ldb, C m x n through ldc, the
    i-th of each from the device pointer arrays; C = alpha·op(A)·op(B) + beta·C rounded once to
    C's type; alpha and beta read from host memory. It runs on the stream the handle was last
    set to, and asserts a workspace was set after that (cublasSetStream resets it). `wrong`
    makes it transpose the result (a layout bug the backend's first-call check must catch)."""

    class Operation(enum.IntEnum):
        N, T = 0, 1

    class GemmAlgo(enum.IntEnum):
        DEFAULT = -1

    ComputeType = ComputeType
    TYPES = {0: np.float32, 2: np.float16}
    driver = None
    handles: dict = {}
    calls: list = []  # (stream, workspace, count) of each call
    wrong = False

    @classmethod
    def reset(cls, driver) -> None:
        cls.driver, cls.handles, cls.calls, cls.wrong = driver, {}, [], False

    @classmethod
    def create(cls) -> int:
        handle = 0x5000 + len(cls.handles)
        cls.handles[handle] = {"stream": None, "workspace": None}
        return handle

    @classmethod
    def destroy(cls, handle) -> None:
        cls.handles.pop(handle)

    @classmethod
    def set_stream(cls, handle, stream) -> None:
        cls.handles[handle].update(stream=stream, workspace=None)

    @classmethod
    def set_workspace(cls, handle, ptr, size) -> None:
        cls.driver.device_bytes(ptr, size)
        cls.handles[handle]["workspace"] = ptr

    @classmethod
    def _type(cls, code: int):
        import ml_dtypes
        return {**cls.TYPES, 14: ml_dtypes.bfloat16}[code]

    @classmethod
    def _matrix(cls, ptr: int, code: int, rows: int, cols: int, ld: int) -> np.ndarray:
        """The column-major rows x cols matrix at `ptr` with leading dimension `ld`."""
        assert ld >= rows and ptr % 16 == 0
        dtype = np.dtype(cls._type(code))
        extent = ((cols - 1) * ld + rows) * dtype.itemsize
        cls.driver.device_bytes(ptr, extent)
        raw = np.ctypeslib.as_array((ctypes.c_uint8 * extent).from_address(ptr)).view(dtype)
        return np.lib.stride_tricks.as_strided(raw, (rows, cols), (dtype.itemsize, ld * dtype.itemsize))

    @classmethod
    def _pointers(cls, array: int, count: int) -> list:
        cls.driver.device_bytes(array, 8 * count)
        return [int(p) for p in np.ctypeslib.as_array((ctypes.c_uint64 * count).from_address(array))]

    @classmethod
    def gemm_batched_ex(cls, handle, transa, transb, m, n, k, alpha, aarray, atype, lda, barray,
                        btype, ldb, beta, carray, ctype, ldc, count, compute, algo):
        state = cls.handles[handle]
        assert state["workspace"] is not None and algo == cls.GemmAlgo.DEFAULT
        assert compute in (ComputeType.COMPUTE_32F, ComputeType.COMPUTE_32F_FAST_TF32)
        alpha_v, beta_v = (float(np.ctypeslib.as_array((ctypes.c_float * 1).from_address(p))[0])
                           for p in (alpha, beta))
        N = cls.Operation.N

        def run():
            for a_ptr, b_ptr, c_ptr in zip(*(cls._pointers(x, count) for x in (aarray, barray, carray))):
                a = cls._matrix(a_ptr, atype, *((m, k) if transa == N else (k, m)), lda)
                b = cls._matrix(b_ptr, btype, *((k, n) if transb == N else (n, k)), ldb)
                a, b = (a if transa == N else a.T), (b if transb == N else b.T)
                a, b = a.astype(np.float64), b.astype(np.float64)
                if compute == ComputeType.COMPUTE_32F_FAST_TF32:
                    a, b = round_to_tf32(a).astype(np.float64), round_to_tf32(b).astype(np.float64)
                c = cls._matrix(c_ptr, ctype, m, n, ldc)
                d = alpha_v * (a @ b) + (beta_v * c.astype(np.float64) if beta_v else 0)
                if cls.wrong:
                    d = d.reshape(n, m).T
                c[...] = d.astype(c.dtype)
        cls.calls.append((state["stream"], state["workspace"], count))
        captured = cls.driver.capturing.get(state["stream"])
        if captured is not None:
            captured.append(run)
        else:
            run()


def fake_nvmath() -> tuple:
    nvmath = types.ModuleType("nvmath")
    advanced = types.ModuleType("nvmath.linalg.advanced")
    advanced.Matmul, advanced.MatmulOptions, advanced.MatmulEpilog = FakeMatmul, MatmulOptions, MatmulEpilog
    linalg = types.ModuleType("nvmath.linalg")
    linalg.ComputeType, linalg.advanced = ComputeType, advanced
    nvmath.linalg = linalg
    return nvmath, linalg, advanced


@pytest.fixture
def library(fake, monkeypatch):
    """The fake driver, cupy and nvmath in place; yields the driver."""
    nvmath, linalg, advanced = fake_nvmath()
    bindings = types.ModuleType("nvmath.bindings")
    bindings.cublasLt = fake_cublaslt()
    bindings.cublas = FakeCublas
    FakeCublas.reset(fake)
    nvmath.bindings = bindings
    for name, module in (("cupy", fake_cupy(fake)), ("nvmath", nvmath), ("nvmath.linalg", linalg),
                         ("nvmath.linalg.advanced", advanced), ("nvmath.bindings", bindings),
                         ("nvmath.bindings.cublasLt", bindings.cublasLt),
                         ("nvmath.bindings.cublas", FakeCublas)):
        monkeypatch.setitem(sys.modules, name, module)
    FakeMatmul.instances, FakeMatmul.checked_by_nvmath, FakeMatmul.driver = [], 0, fake
    yield fake
    if NVMATH_MATMUL is not None:  # nvmath-python installed: every call's layout went through it
        assert FakeMatmul.checked_by_nvmath == len(FakeMatmul.instances)


def operands(epilogue="none", trans_a=False, trans_b=False, batch=0, shared_b=False):
    rng = np.random.default_rng(3)
    a_shape = ([batch] if batch else []) + ([K, M] if trans_a else [M, K])
    b_shape = ([batch] if batch and not shared_b else []) + ([N, K] if trans_b else [K, N])
    return (rng.standard_normal(a_shape, dtype=np.float32), rng.standard_normal(b_shape, dtype=np.float32),
            rng.standard_normal(N, dtype=np.float32))


def run_on_cuda(text: str, args: tuple, calls: int = 1) -> list:
    fn = mlir_stitch.load(mlir_stitch.compile(text, cache=False, resources=False), backend="cuda")
    return [np.asarray(fn(*args)[0]) for _ in range(calls)]


@pytest.mark.parametrize("epilogue", EPILOGUES)
def test_each_epilogue_is_one_in_place_call(library, epilogue):
    """act(A @ B + bias) is one planned call writing into the output buffer: no kernel, no
    copy, the right numbers."""
    a, b, bias = operands()
    (got,) = run_on_cuda(gemm_program(epilogue), (a, b, bias))
    np.testing.assert_allclose(got, reference(a, b, bias, epilogue, False, False), rtol=1e-5, atol=1e-5)
    (matmul,) = FakeMatmul.instances
    assert matmul.beta[0] == 0.0 and matmul.planned == 1 and matmul.executed == 1
    assert matmul.direct_calls == 1  # cublasLtMatmul on the plan, not nvmath's execute()
    assert matmul.compute_type == ComputeType.COMPUTE_32F  # full f32: no TF32 unless asked
    assert (matmul.epilog.name if matmul.epilog else "none") == \
        {"none": "none", "bias": "BIAS", "relu": "RELU", "bias_relu": "RELU_BIAS",
         "gelu": "GELU", "bias_gelu": "GELU_BIAS"}[epilogue]
    names = library.names()
    assert "cuLaunchKernel" not in names and "cuMemcpyDtoDAsync" not in names


@pytest.mark.parametrize("trans_a,trans_b", [(False, False), (False, True), (True, False), (True, True)])
def test_transposed_operands_are_strides_of_the_same_buffers(library, trans_a, trans_b):
    a, b, bias = operands(trans_a=trans_a, trans_b=trans_b)
    (got,) = run_on_cuda(gemm_program("bias_relu", trans_a, trans_b), (a, b, bias))
    np.testing.assert_allclose(got, reference(a, b, bias, "bias_relu", trans_a, trans_b),
                               rtol=1e-5, atol=1e-5)
    assert "cuLaunchKernel" not in library.names()


@pytest.mark.parametrize("shared_b", (False, True))
def test_batched_call_broadcasts_a_shared_operand(library, shared_b):
    a, b, bias = operands(trans_b=True, batch=B, shared_b=shared_b)
    (got,) = run_on_cuda(gemm_program("bias", trans_b=True, batch=B, shared_b=shared_b), (a, b, bias))
    np.testing.assert_allclose(got, reference(a, b, bias, "bias", False, True), rtol=1e-5, atol=1e-5)
    (matmul,) = FakeMatmul.instances
    assert matmul.c.shape == (B, N, M) and matmul.a.ndim == (2 if shared_b else 3)


@pytest.mark.parametrize("act", ["", "relu"])
def test_residual_is_copied_into_the_output_and_read_as_beta_c(library, act):
    args, want = residual_inputs(act)
    (got,) = run_on_cuda(residual_program(act), args)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
    (matmul,) = FakeMatmul.instances
    assert matmul.beta[0] == 1.0
    assert library.names().count("cuMemcpyDtoDAsync") == 1


def test_a_pooler_reads_the_first_token_through_a_leading_dimension(library):
    """x[:, 0] @ Wᵀ + b over [B, S, D] (views of one matrix, BERT's pooler) is one planned
    cuBLASLt call: nvmath's b (Aᵀ) is the x buffer itself seen column-major with ld S·D, the
    bias its epilogue; no copy, no kernel, no batched call over pointers."""
    x, w, bias = pooler_inputs()
    (got,) = run_on_cuda(POOLER_DENSE, (x, w, bias), calls=2)[-1:]
    want = x[:, 0].astype(np.float64) @ w.T.astype(np.float64) + bias
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    (matmul,) = FakeMatmul.instances
    assert matmul.b.shape == (256, 4) and _element_strides(matmul.b) == (1, 8 * 256)
    assert matmul.epilog.name == "BIAS" and matmul.direct_calls == 2
    assert not FakeCublas.calls
    names = library.names()
    assert "cuLaunchKernel" not in names and "cuMemcpyDtoDAsync" not in names


def test_a_view_of_one_matrix_over_a_torch_tensor_reads_its_rows_ld_apart():
    """The bf16 buffers reach nvmath as torch tensors (cupy has no bfloat16): the view of one
    matrix is as_strided from the buffer's element offset, rows ld apart, no copy."""
    torch = pytest.importorskip("torch")
    from mlir_stitch.runtime.backends.cuda_library import _matrix_at
    from mlir_stitch.runtime.library import View

    flat = torch.arange(4 * 8 * 16, dtype=torch.float32)
    got = _matrix_at(flat, View(offset=16, strides=(), ld=8 * 16), 4, 16)
    want = flat.reshape(4, 8, 16)[:, 1]
    assert torch.equal(got, want) and got.data_ptr() == flat.data_ptr() + 16 * 4


def test_the_plan_is_kept_and_each_call_passes_its_own_addresses(library):
    """Calls reuse the planned call; operands at new addresses (a caller keeping each result
    makes the output alternate between two pool blocks) go straight to cublasLtMatmul, a moved
    bias into the descriptor: never planned again, never rebound through nvmath."""
    a, b, bias = operands()
    fn = mlir_stitch.load(mlir_stitch.compile(gemm_program("bias_gelu"), cache=False,
                                              resources=False), backend="cuda")
    want = reference(a, b, bias, "bias_gelu", False, False)
    kept = [fn(a, b, bias)[0] for _ in range(2)]
    for got in kept:
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)
    (matmul,) = FakeMatmul.instances
    assert matmul.planned == 1 and matmul.executed == 2 and matmul.bias_sets == 0
    a2, b2, bias2 = (x * 2 for x in (a, b, bias))
    device = [FakeCudaArray(library, x) for x in (a2, b2, bias2)]
    results = [fn(*device)[0] for _ in range(3)]  # kept: each call writes a new block
    assert len({r.ptr for r in results}) == 3
    for got in results:
        np.testing.assert_allclose(np.asarray(got.get()), reference(a2, b2, bias2, "bias_gelu", False, False),
                                   rtol=1e-5, atol=1e-4)
    assert len(FakeMatmul.instances) == 1 and matmul.planned == 1 and matmul.resets == []
    assert matmul.bias_sets == 1 and matmul.direct_calls == 5


def misaligned(driver, host: np.ndarray) -> FakeCudaArray:
    """A device array 4 bytes past a 256-byte boundary (a contiguous slice of a tensor)."""
    array = FakeCudaArray(driver, np.concatenate([np.zeros(1, host.dtype), host.ravel()]))
    array.__cuda_array_interface__.update(shape=host.shape, data=(array.ptr + 4, False))
    return array


def test_less_aligned_operands_get_a_plan_of_their_own(library):
    """nvmath plans for the operands' alignment: operands less aligned than a plan's get their
    own plan (kept too), and aligned ones go back to the first."""
    a, b, bias = operands()
    fn = mlir_stitch.load(mlir_stitch.compile(gemm_program("bias"), cache=False, resources=False),
                          backend="cuda")
    want = reference(a, b, bias, "bias", False, False)
    shifted = [misaligned(library, x) for x in (a, b, bias)]
    for args in ((a, b, bias), shifted, shifted, (a, b, bias)):
        got = fn(*args)[0]
        np.testing.assert_allclose(np.asarray(got.get() if hasattr(got, "get") else got), want,
                                   rtol=1e-5, atol=1e-5)
    first, second = FakeMatmul.instances
    assert first.planned_alignment["a"] == 256 and second.planned_alignment["a"] == 4
    assert (first.executed, second.executed) == (2, 2)


def test_an_nvmath_without_the_planned_attributes_runs_execute(library, monkeypatch):
    """The direct call reads nvmath 1.0's planned Matmul; another nvmath still runs, through
    execute(), with the same numbers, its operands rebound when they move."""
    monkeypatch.delattr(FakeMatmul, "operands")
    a, b, bias = operands()
    for got in run_on_cuda(gemm_program("bias_relu"), (a, b, bias), calls=2):
        np.testing.assert_allclose(got, reference(a, b, bias, "bias_relu", False, False),
                                   rtol=1e-5, atol=1e-5)
    (matmul,) = FakeMatmul.instances
    assert matmul.executed == 2 and matmul.direct_calls == 0 and matmul.resets == []
    fn = mlir_stitch.load(mlir_stitch.compile(gemm_program("bias_relu"), cache=False,
                                              resources=False), backend="cuda")
    a2, b2, bias2 = (x * 2 for x in (a, b, bias))
    moved_args = tuple(FakeCudaArray(library, x) for x in (a2, b2, bias2))
    for args, values in (((a, b, bias), (a, b, bias)), (moved_args, (a2, b2, bias2))):
        np.testing.assert_allclose(np.asarray(fn(*args)[0]), reference(*values, "bias_relu", False, False),
                                   rtol=1e-5, atol=1e-4)
    moved = FakeMatmul.instances[-1]
    assert moved.direct_calls == 0 and {"a", "b", "bias"} <= set(moved.resets[-1])


def test_without_cupy_or_nvmath_the_call_says_what_it_needs(fake, monkeypatch):
    monkeypatch.setitem(sys.modules, "nvmath", None)
    a, b, bias = operands()
    with pytest.raises(StitchRuntimeError, match="needs cupy and nvmath-python"):
        run_on_cuda(gemm_program("bias"), (a, b, bias))


def test_tf32_when_asked_is_cublaslts_fast_tf32(library):
    from mlir_stitch.compiler.pipeline import Pipeline
    pipeline = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{tf32=true})")
    artifact = mlir_stitch.compile(gemm_program("bias"), cache=False, resources=False,
                                   pipeline=pipeline)
    a, b, bias = operands()
    got = np.asarray(mlir_stitch.load(artifact, backend="cuda")(a, b, bias)[0])
    (matmul,) = FakeMatmul.instances
    assert matmul.compute_type == ComputeType.COMPUTE_32F_FAST_TF32
    (emulated,) = mlir_stitch.load(artifact, backend="emulator")(a, b, bias)
    np.testing.assert_allclose(got, emulated, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("rounded", (False, True))
def test_bf16_operands_are_read_as_they_are(library, monkeypatch, rounded):
    """A GEMM of bf16 operands hands cuBLASLt the bf16 buffers themselves (through torch
    tensors over their memory: cupy has no bfloat16), with f32 sums, and writes the f32 result
    or its bf16 rounding into the output buffer: no kernel, no copy; the numbers the emulator
    computes."""
    import ml_dtypes
    from mlir_stitch.runtime.backends import cuda_library
    seen = []

    def as_torch(array, bfloat16=False):  # what torch.as_tensor(...).view(torch.bfloat16) is
        seen.append(bfloat16)
        return array.view(ml_dtypes.bfloat16).view(FakeCupyArray) if bfloat16 else array
    monkeypatch.setattr(cuda_library, "_as_torch", as_torch)
    artifact = mlir_stitch.compile(half_bmm(rounded=rounded), cache=False, resources=False)
    x, y = half_bmm_inputs()
    (got,) = mlir_stitch.load(artifact, backend="cuda")(x, y)
    got = np.asarray(got)
    (matmul,) = FakeMatmul.instances
    assert matmul.compute_type == ComputeType.COMPUTE_32F and matmul.direct_calls == 1
    assert matmul.a.dtype == matmul.b.dtype == ml_dtypes.bfloat16  # nvmath's a is Bᵀ, b Aᵀ
    assert matmul.c.dtype == (ml_dtypes.bfloat16 if rounded else np.float32) == got.dtype
    assert seen.count(True) == 2 + rounded  # x, y (and the result) as bf16 tensors
    assert "cuLaunchKernel" not in library.names()
    (emulated,) = mlir_stitch.load(artifact, backend="emulator")(x, y)
    np.testing.assert_allclose(got.astype(np.float32), emulated.astype(np.float32),
                               rtol=2.0 ** -7, atol=1e-3)


@pytest.mark.parametrize("dtype", ("f32", "bf16"))
def test_heads_merged_output_is_cs_strided_layout(library, monkeypatch, dtype):
    """A result stored [m, batch, n] is C (and nvmath's in-place D) seen as outᵀ [batch, n, m]
    with strides (n, 1, batch·n), which nvmath's own layout rules accept as one strided batch
    (ld batch·n, batch offset n); the numbers are the emulator's."""
    import ml_dtypes
    from mlir_stitch.runtime.backends import cuda_library
    from test_library_gemm import heads_merged, heads_merged_inputs
    monkeypatch.setattr(cuda_library, "_as_torch", lambda array, bfloat16=False:
                        array.view(ml_dtypes.bfloat16).view(FakeCupyArray) if bfloat16 else array)
    artifact = mlir_stitch.compile(heads_merged(dtype), cache=False, resources=False)
    p, v = heads_merged_inputs(dtype)
    (got,) = mlir_stitch.load(artifact, backend="cuda")(p, v)
    (matmul,) = FakeMatmul.instances
    itemsize = matmul.c.itemsize
    assert matmul.c.shape == (4, 32, 64) and matmul.c.strides == (32 * itemsize, itemsize, 128 * itemsize)
    (emulated,) = mlir_stitch.load(artifact, backend="emulator")(p, v)
    np.testing.assert_allclose(np.asarray(got).astype(np.float32), emulated.astype(np.float32),
                               rtol=2.0 ** -7 if dtype == "bf16" else 1e-5, atol=1e-4)
