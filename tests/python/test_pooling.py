"""Pooling as strided slices and elementwise ops (frontends/pooling.py): values and indices
bit-equal to PyTorch's for every window shape, padding, dilation and ceil_mode, with NaN, -inf
and ties; and compiled through torch.compile on the emulator."""
from __future__ import annotations

import warnings

import pytest

torch = pytest.importorskip("torch")

from mlir_stitch.frontends import pooling  # noqa: E402

MAX_CASES = [  # kernel, stride, padding, dilation, ceil_mode, size
    (2, None, 0, 1, False, (9, 8)), (3, 2, 1, 1, False, (9, 11)), (3, 2, 1, 1, True, (10, 11)),
    ((2, 3), (1, 2), (1, 0), (2, 1), False, (7, 9)), (3, 3, 0, 1, True, (8, 10)),
    (3, 1, 1, 2, True, (6, 7)), (1, 2, 0, 1, False, (5, 6)), (4, 3, 2, 1, True, (12, 9)),
]


def awkward_input(size, dtype=torch.float32, seed=0):
    """Values with ties (ReLU-like zeros, repeated integers), -inf and NaN."""
    generator = torch.Generator().manual_seed(seed)
    x = torch.randint(-3, 4, (2, 3) + size, generator=generator).to(torch.float32)
    x = torch.relu(x) * (x > -2)  # many equal zeros
    x[0, 0, 0, :3] = float("-inf")
    x[0, 1] = float("-inf")  # a plane of -inf: every window ties at -inf
    x[1, 2, 1, 1] = float("nan")
    x[1, 2, 2, 3] = float("nan")
    return x.to(dtype)


@pytest.mark.parametrize("kernel,stride,padding,dilation,ceil_mode,size", MAX_CASES)
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_max_pool_values_and_indices_equal_torch(kernel, stride, padding, dilation, ceil_mode, size, dtype):
    x = awkward_input(size, dtype)
    stride = stride if stride is not None else kernel
    want = torch.ops.aten.max_pool2d_with_indices(x, _pair(kernel), _pair(stride), _pair(padding),
                                                  _pair(dilation), ceil_mode)
    got = pooling.max_pool2d_with_indices(x, _pair(kernel), _pair(stride), _pair(padding),
                                          _pair(dilation), ceil_mode)
    torch.testing.assert_close(got[0], want[0], rtol=0, atol=0, equal_nan=True)
    assert torch.equal(got[1], want[1]), (got[1] != want[1]).nonzero()[:5]


@pytest.mark.parametrize("kernel,stride,padding,ceil_mode,include_pad,divisor", [
    (2, None, 0, False, True, None), (3, 2, 1, False, True, None), (3, 2, 1, True, False, None),
    ((2, 3), (2, 1), (1, 1), True, True, None), (3, 2, 1, False, False, 5), (4, 3, 2, True, False, None),
])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_avg_pool_equals_torch(kernel, stride, padding, ceil_mode, include_pad, divisor, dtype):
    x = torch.randn(2, 3, 9, 10, generator=torch.Generator().manual_seed(1)).to(dtype)
    stride = stride if stride is not None else kernel
    args = (x, _pair(kernel), _pair(stride), _pair(padding), ceil_mode, include_pad, divisor)
    want, got = torch.ops.aten.avg_pool2d(*args), pooling.avg_pool2d(*args)
    torch.testing.assert_close(got, want, rtol=1e-6 if dtype == torch.float32 else 0, atol=1e-6 if dtype == torch.float32 else 0)


def test_integer_pooling_is_left_to_torch():
    x = torch.arange(16).reshape(1, 1, 4, 4)
    assert pooling.max_pool2d_with_indices(x, [2, 2]) is NotImplemented


@pytest.mark.parametrize("module", [
    torch.nn.MaxPool2d(3, stride=2, padding=1, ceil_mode=True),
    torch.nn.MaxPool2d((2, 3), stride=(1, 2), padding=(1, 0), dilation=(2, 1)),
    torch.nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False),
], ids=["max-ceil", "max-dilated", "avg-no-pad-count"])
def test_pooling_compiles_with_its_neighbours(module, tmp_path, monkeypatch):
    pytest.importorskip("torch_mlir")
    from mlir_stitch.frontends.dynamo import StitchFallbackWarning

    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(tmp_path))
    torch._dynamo.reset()

    def f(x):
        return module(torch.relu(x * 2 - 1)) + 1

    x = awkward_input((9, 11))
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("error", StitchFallbackWarning)
        got = torch.compile(f, backend="mlir_stitch")(x)
    torch.testing.assert_close(got, f(x), rtol=1e-6, atol=1e-6, equal_nan=True)


def _pair(v):
    return list(v) if isinstance(v, tuple) else [v, v]

