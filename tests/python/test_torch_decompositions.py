"""The PyTorch decompositions the exports use (frontends/decompositions.py) against the ops they
replace, in torch alone: the same values (and layouts, and the results a backward reads)."""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")

from mlir_stitch.frontends import decompositions as d  # noqa: E402

FLASH = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu


@pytest.mark.parametrize("dtype,tol", [(torch.float32, 2e-6), (torch.bfloat16, 1.6e-2)])
@pytest.mark.parametrize("causal,masked,kv_heads", [(False, False, 4), (True, False, 2),
                                                    (False, True, 4), (False, True, 1)])
def test_flash_attention_returns_the_kernels_output_layout_and_logsumexp(dtype, tol, causal, masked, kv_heads):
    g = torch.Generator().manual_seed(0)
    q = torch.randn(2, 4, 5, 8, generator=g).to(dtype)
    k, v = (torch.randn(2, kv_heads, 7, 8, generator=g).to(dtype) for _ in range(2))
    mask = None
    if masked:  # one row masks every key: zeros and a logsumexp of 0, as the kernel gives
        mask = torch.where(torch.rand(5, 7, generator=g) > 0.4, 0.0, float("-inf")).to(dtype)
        mask[3] = float("-inf")
    repeat = 4 // kv_heads
    want_out, want_lse = FLASH(q, k.repeat_interleave(repeat, 1), v.repeat_interleave(repeat, 1),
                               is_causal=causal, attn_mask=mask)
    out, lse = d.flash_attention_for_cpu(q, k, v, is_causal=causal, attn_mask=mask)
    assert out.dtype == want_out.dtype and out.stride() == want_out.stride()
    assert lse.dtype == want_lse.dtype == torch.float32
    torch.testing.assert_close(out, want_out, rtol=tol, atol=tol)
    torch.testing.assert_close(lse, want_lse, rtol=2e-6, atol=2e-6)


def test_attention_gradients_through_the_table_equal_eager():
    """AOTAutograd with the table keeps the kernel's backward, which reads the logsumexp: with
    torch's stock decomposition (the probabilities in its place) these gradients were wrong."""
    from torch._dynamo.backends.common import aot_autograd

    table = d.decomposition_table()
    backend = aot_autograd(fw_compiler=lambda gm, _: gm.forward, decompositions=table)

    def f(q, k, v):
        return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)

    g = torch.Generator().manual_seed(1)
    tensors = [torch.randn(2, 4, 9, 8, generator=g, requires_grad=True) for _ in range(3)]
    torch._dynamo.reset()
    weights = torch.randn(2, 4, 9, 8, generator=g)
    (f(*tensors) * weights).sum().backward()
    want = [t.grad.clone() for t in tensors]
    for t in tensors:
        t.grad = None
    (torch.compile(f, backend=backend)(*tensors) * weights).sum().backward()
    for t, w in zip(tensors, want):
        torch.testing.assert_close(t.grad, w, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("dim,correction,keepdim", [(None, None, False), ([0], 0, True),
                                                   ([1, -1], 1, False), ([2], 5, False)])
def test_var_mean_and_std_in_the_inputs_type(dtype, dim, correction, keepdim):
    x = (torch.randn(6, 4, 5, generator=torch.Generator().manual_seed(2)) * 3 + 1).to(dtype)
    var, mean = d.var_mean_f32(x, dim, correction=correction, keepdim=keepdim)
    want_var, want_mean = torch.var_mean(x, dim, correction=correction, keepdim=keepdim)
    tol = 1e-5 if dtype == torch.float32 else 1.6e-2
    for got, want in ((var, want_var), (mean, want_mean)):
        assert got.dtype == want.dtype and got.shape == want.shape
        torch.testing.assert_close(got, want, rtol=tol, atol=tol, equal_nan=True)
    std, _ = d.std_mean_f32(x, dim, correction=correction, keepdim=keepdim)
    torch.testing.assert_close(std, torch.std(x, dim, correction=correction, keepdim=keepdim),
                               rtol=tol, atol=tol, equal_nan=True)


@pytest.mark.parametrize("x,dim,dtype", [
    (torch.randint(0, 3, (3, 37), dtype=torch.int32), 1, None),
    (torch.rand(5, 4, 6) > 0.5, 0, None), (torch.randint(-5, 5, (4, 300)), -1, torch.int32)])
def test_integer_cumsum_is_exact(x, dim, dtype):
    got = d.integer_cumsum(x, dim, dtype)
    want = torch.cumsum(x, dim, dtype=dtype)
    assert got.dtype == want.dtype and torch.equal(got, want)


def test_float_and_long_scans_stay_scans():
    assert d.integer_cumsum(torch.randn(4, 8), 1) is NotImplemented
    assert d.integer_cumsum(torch.ones(2, d.SCAN_LIMIT + 1, dtype=torch.int64), 1) is NotImplemented


def test_reciprocal_of_zero_is_infinite():
    x = torch.tensor([0.0, -0.0, 2.0, -4.0])
    assert torch.equal(d.reciprocal(x), torch.reciprocal(x))


@pytest.mark.parametrize("reduce", ["sum", "mean", "amax", "amin"])
@pytest.mark.parametrize("dim,keepdim", [([2, 3], True), ([-1, -2], False), ([1, 2], False),
                                         ([0, 1, 2], True)])
def test_a_reduction_over_adjacent_dims_reduces_one_merged_dim(reduce, dim, keepdim):
    x = torch.randn(3, 4, 5, 6, generator=torch.Generator().manual_seed(3))
    got = d.reduction_over_merged_dims(reduce, x, dim, keepdim)
    want = getattr(torch, reduce)(x, dim, keepdim=keepdim)
    assert got.shape == want.shape
    torch.testing.assert_close(got, want, rtol=1e-6, atol=1e-6)


def test_reductions_over_one_dim_all_dims_or_dims_apart_stay_as_they_are():
    x = torch.randn(3, 4, 5)
    for dim in ([1], [0, 1, 2], [0, 2], None):
        assert d.reduction_over_merged_dims("sum", x, dim) is NotImplemented


@pytest.mark.parametrize("dim,src", [(1, False), (0, True), (-1, True)])
def test_a_scatter_of_one_element_per_row_is_a_one_hot_select(dim, src):
    g = torch.Generator().manual_seed(4)
    base = torch.randn(5, 7, generator=g)
    index_shape = [5, 7]
    index_shape[dim] = 1
    index = torch.randint(0, base.size(dim), index_shape, generator=g)
    value = torch.randn(6, 8, generator=g) if src else -1.5
    assert torch.equal(d.one_hot_scatter(base, dim, index, value), torch.scatter(base, dim, index, value))
    assert d.one_hot_scatter(base, dim, torch.zeros(2, 2, dtype=torch.int64), 1.0) is NotImplemented


@pytest.mark.parametrize("base, exponent_dtype", [
    (torch.tensor(0.5), torch.int32), (torch.tensor([1.5, -2.0, 0.25]), torch.int64),
    (torch.tensor(0.75, dtype=torch.bfloat16), torch.int32), (3.0, torch.int64)])
def test_a_float_raised_to_integer_powers(base, exponent_dtype):
    """Bloom's ALiBi slopes: the exponent in the result's float type (torch-mlir raised them
    in f64, which the exports refuse), values and dtype as eager's."""
    exponent = torch.arange(-3, 6, dtype=exponent_dtype).reshape(3, 3)
    want = torch.pow(base, exponent)
    got = d.pow_of_integer_exponents(base, exponent)
    assert got.dtype == want.dtype
    torch.testing.assert_close(got, want, rtol=0, atol=0)


def test_integer_powers_of_integers_are_left_as_they_are():
    assert d.pow_of_integer_exponents(torch.tensor(3), torch.arange(4)) is NotImplemented
    assert d.pow_of_integer_exponents(torch.tensor(2.0), torch.rand(3)) is NotImplemented


@pytest.mark.parametrize("divisor", [2, 3, -2, -5, 1])
@pytest.mark.parametrize("dtype", [torch.int64, torch.int32])
def test_an_integer_floor_division_by_a_number_stays_in_integers(divisor, dtype):
    """`idx // 2` (qwen2_moe's routing): torch-mlir floors it in f64, which the exports refuse;
    the truncating quotient, one less where the remainder's sign is not b's, is the floor,
    value and dtype as eager's, at the type's ends too (nothing overflows)."""
    info = torch.iinfo(dtype)
    ends = torch.tensor([info.min, info.min + 1, info.min + 2, info.max - 1, info.max], dtype=dtype)
    a = torch.cat([torch.arange(-17, 17, dtype=dtype), ends])
    got = d.integer_floor_division(a, divisor, rounding_mode="floor")
    want = torch.div(a, divisor, rounding_mode="floor")
    assert got.dtype == want.dtype and torch.equal(got, want)


def test_other_divisions_are_left_as_they_are():
    a = torch.arange(6)
    assert d.integer_floor_division(a, torch.tensor(2), rounding_mode="floor") is NotImplemented  # may hold 0
    assert d.integer_floor_division(a, 0, rounding_mode="floor") is NotImplemented  # eager raises
    assert d.integer_floor_division(a, -1, rounding_mode="floor") is NotImplemented  # min / -1
    assert d.integer_floor_division(a, 2, rounding_mode="trunc") is NotImplemented
    assert d.integer_floor_division(a.float(), 2, rounding_mode="floor") is NotImplemented


@pytest.mark.parametrize("size, stride, offset, in_order", [
    ((2, 32, 1, 1), (32, 1, 32, 32), 0, True),  # a flatten after an adaptive pool (Swin)
    ((8, 8), (8, 1), 0, True), ((64,), (1,), 0, True),
    ((8, 8), (1, 8), 0, False),  # a transpose
    ((2, 32), (32, 1), 1, False), ((4, 8), (8, 1), 0, False)])  # an offset; fewer elements
def test_as_strided_in_order_is_a_reshape(size, stride, offset, in_order):
    x = torch.randn(2, 32, 1, 1)
    got = d.as_strided_in_order(x, size, stride, offset)
    if not in_order:
        assert got is NotImplemented
        assert d.as_strided_scatter_in_order(x, torch.zeros(size), size, stride, offset) \
            is NotImplemented
        return
    torch.testing.assert_close(got, torch.as_strided(x, size, stride, offset), rtol=0, atol=0)
    src = torch.randn(size)
    base = torch.zeros(2, 32, 1, 1)
    torch.testing.assert_close(d.as_strided_scatter_in_order(base, src, size, stride, offset),
                               torch.as_strided_scatter(base, src, size, stride, offset),
                               rtol=0, atol=0)


class ConstantSplats(torch.nn.Module):
    """Constants built in forward, compared with and scaled by integers."""

    def forward(self, x):
        return x + (torch.ones(4) == 1), x * (torch.ones(4) * -1), torch.where(torch.zeros(4) < 1, x, -x)


def test_a_float_constant_with_an_integer_exports_eagers_values():
    """Through stitch-export too (where no FX pass computes constants first): a float splat with
    an integer number, which torch-mlir folded wrongly (`ones == 1` false, `ones * -1`
    1.8e19), is exported with the number as a float, and the compiled model gives eager's
    values."""
    import numpy as np

    import mlir_stitch
    from mlir_stitch.frontends.torch import export_torch

    x = torch.tensor([-1.0, 0.5, 2.0, -3.0])
    exported = export_torch(ConstantSplats(), (x,), name="splats")
    fn = mlir_stitch.load(mlir_stitch.compile(exported.mlir, cache=False, resources=False),
                          backend="emulator")
    for got, want in zip(fn(*exported.inputs), exported.expected):
        np.testing.assert_array_equal(np.asarray(got), want)
