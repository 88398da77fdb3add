"""The decompositions the PyTorch exports use (stitch-export's and torch.compile's): torch-mlir's
table, with the ops whose stock decomposition or lowering does not suit mlir-stitch replaced.

- LayerNorm, GroupNorm, var/std in the input's float type (torch-mlir's compute in f64);
- reciprocal as a division (torch-mlir's asserts a nonzero input), GELU as PyTorch writes it,
  an integer tensor's floor division by a nonzero number in integers (torch-mlir's in f64),
  a float raised to integer powers in the float type (torch-mlir's in f64), an as_strided
  (and its scatter) reading every element in order as a reshape;
- pooling as strided slices and elementwise ops (pooling.py: linalg's window ops fit no
  template), integer cumsum as a masked row sum (a scan fits none either), a scatter of one
  element per row as a one-hot select, a reduction over adjacent dims over one merged dim (the
  templates reduce one loop);
- the CPU flash-attention op as attention's math (`attention`, which the torch.compile backend
  also puts in place of SDPA) with its true logsumexp, in the CPU kernel's layout;
  nn.TransformerEncoderLayer's inference fast path (without a mask) as the layer's ops; an
  index_put of slices at one index tensor's positions (a static KV cache's write) as a select;
- ops whose torch-mlir lowering differs from eager, as ops it lowers exactly: NaN through
  clamp, maximum/minimum, argmax/argmin, max/min over a dim and `x == x`; integer negation;
  float fmod.

Torch only: no torch-mlir or `mlir` import, so the backend's process can use it."""
from __future__ import annotations

import functools

from . import pooling


def decomposition_table() -> dict:
    """torch-mlir's table with the replacements the module's docstring lists."""
    import torch
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = dict(get_decomposition_table())
    table[torch.ops.aten.native_layer_norm.default] = layer_norm_f32
    table[torch.ops.aten.native_group_norm.default] = group_norm_f32
    # torch-mlir lowers aten.gelu(approximate="tanh") with sqrt(2/pi) = 0.797724 (it is 0.7978846),
    # off by 5e-5 from PyTorch: use PyTorch's own decomposition instead
    table[torch.ops.aten.gelu.default] = torch._decomp.decomposition_table[torch.ops.aten.gelu.default]
    # torch-mlir's reciprocal asserts a nonzero input ("unimplemented: tensor with zero
    # element"); as a division 1/0 is inf, as IEEE and eager say
    table[torch.ops.aten.reciprocal.default] = reciprocal
    # torch-mlir computes variances in f64: the same sums in f32 (half inputs too, as torch does)
    aten = torch.ops.aten
    table[aten.var_mean.correction] = var_mean_f32
    table[aten.var.correction] = lambda x, dim=None, *, correction=None, keepdim=False: \
        var_mean_f32(x, dim, correction=correction, keepdim=keepdim)[0]
    table[aten.std_mean.correction] = std_mean_f32
    table[aten.std.correction] = lambda x, dim=None, *, correction=None, keepdim=False: \
        std_mean_f32(x, dim, correction=correction, keepdim=keepdim)[0]
    # pooling as strided slices and elementwise ops (linalg's window ops fit no template)
    table[aten.max_pool2d_with_indices.default] = pooling.max_pool2d_with_indices
    table[aten.avg_pool2d.default] = pooling.avg_pool2d
    # torch-mlir's scans are tm_tensor.scan, which no template takes
    table[aten.cumsum.default] = integer_cumsum
    # an as_strided that reads every element in order (a flatten after an adaptive pool: Swin's
    # pooler) is a reshape, and its backward's scatter a reshape of the gradient: torch-mlir
    # exports the first with inlined index tensors and cannot lower the second
    table[aten.as_strided.default] = as_strided_in_order
    table[aten.as_strided_scatter.default] = as_strided_scatter_in_order
    # torch-mlir raises a float to integer powers in f64 (Bloom's ALiBi slopes): in the
    # result's float type, as eager does after promoting the exponent
    # torch-mlir floors an integer division in f64, which the exports refuse: `idx // 2`
    for op in (aten.div.Tensor_mode, aten.div.Scalar_mode):
        table[op] = floor_division
    table[aten.floor_divide.default] = lambda a, b: floor_division(a, b, rounding_mode="floor")
    table[aten.floor_divide.Scalar] = lambda a, b: floor_division(a, b, rounding_mode="floor")
    table[aten.pow.Tensor_Tensor] = pow_of_integer_exponents
    table[aten.pow.Scalar] = pow_of_integer_exponents
    # torch's decomposition returns another layout than the kernel's (GPT-2's `.view` after it
    # failed) and the probabilities where the backward reads the logsumexp
    table[aten._scaled_dot_product_flash_attention_for_cpu.default] = flash_attention_for_cpu
    # a write of whole slices at the positions of one index tensor (a static KV cache's
    # index_copy_) as a select of gathered slices
    table[aten.index_put.default] = index_put_slices
    # NaN and integers as eager computes them: torch-mlir's clamp picks the bound for NaN (an
    # unordered compare), its maximum, minimum, argmax and argmin drop NaN, it folds `x == x`
    # to true (isfinite(NaN) was true), negates integers through f32 and computes fmod as
    # x - trunc(x / y)·y (0 for fmod(1e7, 3.3))
    for op in (aten.clamp.default, aten.clamp.Tensor):
        table[op] = clamp_keeping_nan
    for op in (aten.clamp_min.default, aten.clamp_min.Tensor):
        table[op] = lambda x, low: clamp_keeping_nan(x, low, None)
    for op in (aten.clamp_max.default, aten.clamp_max.Tensor):
        table[op] = lambda x, high: clamp_keeping_nan(x, None, high)
    table[aten.hardtanh.default] = lambda x, low=-1.0, high=1.0: clamp_keeping_nan(x, low, high)
    table[aten.maximum.default] = functools.partial(extremum_keeping_nan, "max")
    table[aten.minimum.default] = functools.partial(extremum_keeping_nan, "min")
    table[aten.argmax.default] = functools.partial(arg_extremum_keeping_nan, "max")
    table[aten.argmin.default] = functools.partial(arg_extremum_keeping_nan, "min")
    table[aten.max.dim] = functools.partial(extremum_and_index_keeping_nan, "max")
    table[aten.min.dim] = functools.partial(extremum_and_index_keeping_nan, "min")
    table[aten.logaddexp.default] = functools.partial(logaddexp_keeping_nan, base2=False)
    table[aten.logaddexp2.default] = functools.partial(logaddexp_keeping_nan, base2=True)
    table[aten.fmax.default] = functools.partial(extremum_ignoring_nan, "max")
    table[aten.fmin.default] = functools.partial(extremum_ignoring_nan, "min")
    table[aten.eq.Tensor] = functools.partial(self_comparison, equal=True)
    table[aten.ne.Tensor] = functools.partial(self_comparison, equal=False)
    table[aten.neg.default] = integer_negation
    for op in (aten.fmod.Tensor, aten.fmod.Scalar):
        table[op] = exact_fmod
    # torch-mlir folds a float constant with an integer number wrongly (`ones == 1` false,
    # `ones * -1` 1.8e19): the number as the float eager converts it to
    for op in (aten.eq.Scalar, aten.ne.Scalar, aten.lt.Scalar, aten.le.Scalar, aten.gt.Scalar,
               aten.ge.Scalar, aten.mul.Tensor, aten.div.Tensor, aten.add.Tensor, aten.sub.Tensor):
        table[op] = functools.partial(integer_number_as_float, op)
    # torch-mlir's import of a repeat by 0 (an empty result) kills the export worker
    table[aten.repeat.default] = empty_repeat
    # torch-mlir's roll leaves a dynamic dim (a tensor.cast) or, without dims, a constant.int
    table[aten.roll.default] = roll_as_slices
    # Dynamo writes addcmul_/addcdiv_ with a value (Adam's second moment) with Inductor's
    # prims.fma, which the export worker does not have: its own definition, a * b + c
    fma = _inductor_fma()
    if fma is not None:
        table[fma] = lambda a, b, c: a * b + c
    # nn.TransformerEncoderLayer's inference fast path (eval, no grad), which torch-mlir cannot
    # lower, as the layer's ops
    table[aten._transformer_encoder_layer_fwd.default] = transformer_encoder_layer
    # a scatter of one value per row (cross entropy's backward: -1 at each target) is a one-hot
    table[aten.scatter.value] = one_hot_scatter
    table[aten.scatter.src] = one_hot_scatter
    # a reduction over adjacent dims (a global average pool's H and W) over one merged dim: the
    # templates reduce one loop, and a reduction of several is a fallback loop kernel
    for op, reduce in ((aten.sum.dim_IntList, "sum"), (aten.mean.dim, "mean"),
                       (aten.amax.default, "amax"), (aten.amin.default, "amin")):
        table[op] = functools.partial(reduction_over_merged_dims, reduce)
    return table


def one_hot_scatter(self, dim, index, value):
    """aten.scatter (.value or .src) writing one element per row of `dim` (an index of size 1
    along it, the full size along the others: cross entropy's backward) as a one-hot select:
    where(position == index, value, self), elementwise. The index is read through a gather of
    the positions, so that one out of range fails as a gather's bounds check does (eager's
    scatter raises too). Anything else is left to the op (NotImplemented)."""
    import torch

    rank = self.dim()
    if rank == 0 or index.dim() != rank:
        return NotImplemented
    axis = dim % rank
    if index.size(axis) != 1 or any(index.size(d) != self.size(d) for d in range(rank) if d != axis):
        return NotImplemented
    shape = [-1 if d == axis else 1 for d in range(rank)]
    positions = torch.arange(self.size(axis), device=self.device).view(shape)
    checked = torch.gather(positions.expand(self.shape), axis, index)  # = index, bounds-checked
    if isinstance(value, torch.Tensor):
        value = value[tuple(slice(0, size) for size in index.shape)]
    return torch.where(positions == checked, value, self)


def reduction_over_merged_dims(reduce: str, x, dim=None, keepdim=False, **kwargs):
    """torch.`reduce`(x, dim, keepdim) with the adjacent dims `dim` merged into one first (a
    view of a dense tensor); NotImplemented (the op as it is) for one dim, all of them or dims
    apart."""
    import torch

    rank = x.dim()
    dims = sorted({d % rank for d in dim}) if dim and rank else []
    if len(dims) < 2 or len(dims) == rank or dims != list(range(dims[0], dims[-1] + 1)):
        return NotImplemented
    first, last = dims[0], dims[-1]
    merged = x.reshape(tuple(x.shape[:first]) + (-1,) + tuple(x.shape[last + 1:]))
    out = getattr(torch, reduce)(merged, first, keepdim=keepdim, **kwargs)
    if keepdim:
        out = out.reshape(tuple(1 if d in dims else size for d, size in enumerate(x.shape)))
    return out


def attention(query, key, value, attn_mask=None, is_causal=False, scale=None):
    """Scaled dot-product attention as ops mlir-stitch stitches: (output, the rows' f32
    logsumexp). GQA's fewer key/value heads are repeated; half inputs are computed in f32 and
    the output rounded once; a row that masks every key gives zeros and a logsumexp of 0, as
    PyTorch's CPU kernel does, and no NaN forward or backward (its maximum is taken as 0 and
    its sum of exponentials as 1)."""
    import math

    import torch

    groups = query.size(-3) // key.size(-3)
    if groups > 1:  # grouped-query attention: each key/value head serves `groups` query heads
        key, value = key.repeat_interleave(groups, -3), value.repeat_interleave(groups, -3)
    wide = torch.float32 if query.dtype in (torch.float16, torch.bfloat16) else query.dtype
    scale = 1.0 / math.sqrt(query.size(-1)) if scale is None else scale
    scores = torch.matmul(query.to(wide), key.to(wide).transpose(-2, -1)) * scale
    if is_causal:
        rows, columns = scores.shape[-2:]
        causal = torch.ones(rows, columns, dtype=torch.bool, device=scores.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
    if attn_mask is not None:
        scores = scores.masked_fill(~attn_mask, float("-inf")) if attn_mask.dtype == torch.bool \
            else scores + attn_mask.to(wide)
    top = scores.amax(-1, keepdim=True)
    top = torch.where(top == float("-inf"), 0.0, top)
    exps = torch.exp(scores - top)
    total = exps.sum(-1, keepdim=True)
    empty = total == 0
    probabilities = exps / torch.where(empty, 1.0, total)
    output = torch.matmul(probabilities, value.to(wide)).to(query.dtype)
    logsumexp = torch.where(empty, 0.0, top + torch.log(torch.where(empty, 1.0, total)))
    return output, logsumexp.squeeze(-1).to(torch.float32)


def flash_attention_for_cpu(query, key, value, dropout_p=0.0, is_causal=False, *, attn_mask=None,
                            scale=None):
    """aten._scaled_dot_product_flash_attention_for_cpu: (output, logsumexp) as the CPU kernel
    returns them. The output is contiguous [N, H, L, E] (torch's own decomposition returns
    another layout, so that GPT-2's `.view` of it failed: "Cannot view a tensor with shape
    [2, 16, 64] and strides (64, 128, 1)"), and the second result is the rows' logsumexp,
    which the op's backward reads (torch's returns the probabilities there, which would make
    its gradients wrong)."""
    if dropout_p != 0.0:
        return NotImplemented
    output, logsumexp = attention(query, key, value, attn_mask, is_causal, scale)
    return output.contiguous(), logsumexp


def index_put_slices(self, indices, values, accumulate=False):
    """aten.index_put without accumulation whose one index tensor, 1-D integers, picks slices
    along one dim (`cache[:, :, positions] = new`: a static KV cache's index_copy_) as
    where(written, the slice of `values` that lands there, self): slice j takes the last p
    with index[p] == j, as eager's in-order writes leave it; negative indices count from the
    end, and one out of range fails as a gather's bounds check does (eager raises too).
    Anything else (accumulation, several or boolean indices) is left to the op
    (NotImplemented)."""
    import torch

    given = [(dim, index) for dim, index in enumerate(indices) if index is not None]
    if accumulate or len(given) != 1:
        return NotImplemented
    dim, index = given[0]
    if index.dim() != 1 or index.dtype not in (torch.int64, torch.int32) or values.dtype != self.dtype:
        return NotImplemented
    size, count = self.size(dim), index.numel()
    slices = torch.arange(size, device=self.device)
    targets = slices[index]  # index in [0, size): negatives wrapped, out of range raising
    order = torch.arange(count, device=self.device)
    source = torch.where(targets[None, :] == slices[:, None], order[None, :], -1).amax(1)  # [size]
    shape = list(self.shape[:dim]) + [count] + list(self.shape[dim + 1:])
    gathered = values.expand(shape).index_select(dim, source.clamp(min=0))
    written = (source >= 0).view([size if d == dim else 1 for d in range(self.dim())])
    return torch.where(written, gathered, self)


def _inductor_fma():
    """torch.ops.prims.fma.default where torch._inductor registered it, else None."""
    import torch

    try:
        return torch.ops.prims.fma.default
    except AttributeError:
        return None


def _bound(x, bound, keep):
    """where(keep(x, bound), x, bound) for a tensor or Python number `bound`, NaN from either
    side propagated; `keep` is < for a lower bound's max, > for an upper bound's min."""
    import math

    import torch

    if bound is None:
        return x
    if not isinstance(bound, torch.Tensor) and math.isnan(bound):
        return torch.full_like(x, float("nan"))
    return torch.where(keep(x, bound) | (x != x), x, bound)  # a NaN bound: not kept, taken


def clamp_keeping_nan(x, low=None, high=None):
    """aten.clamp (.default, .Tensor; clamp_min, clamp_max): min(max(x, low), high) with NaN
    in x or a bound giving NaN, as eager (torch-mlir's gives the bound for a NaN x).
    Integers, and bounds of another float type, are left to the op."""
    import torch

    tensors = [v for v in (low, high) if isinstance(v, torch.Tensor)]
    if not x.is_floating_point() or any(t.dtype != x.dtype for t in tensors):
        return NotImplemented
    above = _bound(x, low, lambda a, b: a >= b)
    return _bound(above, high, lambda a, b: a <= b)


def _same_float(a, b) -> bool:
    """Two tensors of one float type (what the NaN-aware binary decompositions take)."""
    return a.is_floating_point() and b.is_floating_point() and a.dtype == b.dtype


def _beyond(which: str, a, b):
    """Where b is past a: above it for "max", below it for "min"."""
    return (b > a) if which == "max" else (b < a)


def _negative(v):
    """Where v's sign bit is set, -0.0 included (copysign and signbit have no lowering)."""
    return (v < 0) | ((v == 0) & (1 / v < 0))


def extremum_keeping_nan(which: str, a, b):
    """aten.maximum / minimum: NaN from either side propagated, `a` where the two are equal,
    as eager (torch-mlir's select drops a NaN in `a`)."""
    import torch

    if not _same_float(a, b):
        return NotImplemented
    return torch.where(_beyond(which, a, b) | (b != b), b, a)


def logaddexp_keeping_nan(a, b, base2: bool):
    """aten.logaddexp (logaddexp2) as eager's kernel: a where both are the same infinity, else
    max(a, b) + log1p(exp(-|a - b|)), NaN from either side propagated (torch-mlir's gave
    logaddexp(nan, inf) = inf)."""
    import math

    import torch

    if not _same_float(a, b):
        return NotImplemented
    top = torch.where(a < b, b, a)  # std::max: a unless a < b (a NaN a stays)
    gap = -(a - b).abs()
    rest = torch.log1p(torch.exp2(gap)) / math.log(2) if base2 else torch.log1p(torch.exp(gap))
    return torch.where(torch.isinf(a) & (a == b), a, top + rest)


def extremum_ignoring_nan(which: str, a, b):
    """aten.fmax / fmin: the other operand where one is NaN (torch-mlir has no lowering)."""
    import torch

    if not _same_float(a, b):
        return NotImplemented
    return torch.where(torch.isnan(a) | _beyond(which, a, b), b, a)


def arg_extremum_keeping_nan(which: str, x, dim=None, keepdim=False):
    """aten.argmax / argmin: the first position of the row's maximum (minimum), a NaN counting
    as both, as eager (torch-mlir's skips NaN): the extremum, then the least position holding
    it."""
    import torch

    if not x.is_floating_point():
        return NotImplemented
    rows = x.reshape(-1) if dim is None else x
    axis = 0 if dim is None else dim % max(x.dim(), 1)
    extremum = rows.amax(axis, keepdim=True) if which == "max" else rows.amin(axis, keepdim=True)
    hit = (rows == extremum) | (rows != rows)
    positions = torch.arange(rows.size(axis), device=x.device)
    positions = positions.view([-1 if d == axis else 1 for d in range(rows.dim())])
    first = torch.where(hit, positions, rows.size(axis)).amin(axis, keepdim=keepdim)
    if dim is None and keepdim:
        return first.reshape([1] * x.dim())
    return first


def extremum_and_index_keeping_nan(which: str, x, dim, keepdim=False):
    """aten.max.dim / min.dim: (amax or amin, the first position of it), NaN as eager."""
    if not x.is_floating_point():
        return NotImplemented
    values = x.amax(dim, keepdim=keepdim) if which == "max" else x.amin(dim, keepdim=keepdim)
    return values, arg_extremum_keeping_nan(which, x, dim, keepdim)


def self_comparison(a, b, equal: bool):
    """aten.eq / ne of a float tensor with itself: not NaN, NaN (torch-mlir folds x == x to
    true, so isfinite(NaN) was true); any other comparison is left to the op."""
    import torch

    if a is not b or not a.is_floating_point():
        return NotImplemented
    return ~torch.isnan(a) if equal else torch.isnan(a)


def integer_negation(x):
    """aten.neg of integers as x · -1 (torch-mlir's goes through f32: -(2**40 + 3) lost its
    low bits)."""
    import torch

    if x.is_floating_point() or x.is_complex() or x.dtype == torch.bool:
        return NotImplemented
    return x * -1


def exact_fmod(x, y):
    """aten.fmod of floats exactly, as eager's std::fmod: |x| mod |y| (torch-mlir's remainder
    is arith.remf, exact, corrected only where signs differ, which they do not here) with the
    sign of x, -0.0 included. torch-mlir's own fmod, x - trunc(x / y)·y, is 0 for fmod(1e7, 3.3)."""
    import torch

    if not x.is_floating_point() or (isinstance(y, torch.Tensor) and y.dtype != x.dtype):
        return NotImplemented
    magnitude = torch.remainder(x.abs(), abs(y))
    return torch.where(_negative(x), -magnitude, magnitude)


def integer_number_as_float(op, x, number, *args, **kwargs):
    """`op(x, number)` of a float tensor and a Python int as `op(x, float(number))`, which is
    what eager computes (the number converted to x's type); anything else as it is."""
    import torch

    if not isinstance(x, torch.Tensor) or not x.is_floating_point() or type(number) is not int:
        return NotImplemented
    return op(x, float(number), *args, **kwargs)


def empty_repeat(x, repeats):
    """aten.repeat with a count of 0: its empty result, made as such (torch-mlir's import of
    the repeat killed the export worker); other repeats as they are."""
    if 0 not in repeats:
        return NotImplemented
    shape = [1] * (len(repeats) - x.dim()) + list(x.shape)
    return x.new_empty([size * count for size, count in zip(shape, repeats)])


def roll_as_slices(x, shifts, dims=()):
    """aten.roll as a concatenation of two slices per rolled dim (static sizes), a flattened
    roll (no dims) through a reshape; eager's values."""
    import torch

    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    dims = [dims] if isinstance(dims, int) else list(dims)
    if not dims:
        if len(shifts) != 1:
            return NotImplemented
        return roll_as_slices(x.reshape(-1), shifts, [0]).reshape(x.shape)
    if len(shifts) != len(dims):
        return NotImplemented
    for shift, dim in zip(shifts, dims):
        size = x.size(dim)
        cut = (size - shift % size) % size if size else 0  # the new first element's position
        if cut:
            x = torch.cat([x.narrow(dim, cut, size - cut), x.narrow(dim, 0, cut)], dim)
    return x


def transformer_encoder_layer(src, embed_dim, num_heads, qkv_weight, qkv_bias, proj_weight,
                              proj_bias, use_gelu, norm_first, eps, norm_weight_1, norm_bias_1,
                              norm_weight_2, norm_bias_2, ffn_weight_1, ffn_bias_1, ffn_weight_2,
                              ffn_bias_2, mask=None, mask_type=None):
    """aten._transformer_encoder_layer_fwd (nn.TransformerEncoderLayer's fast path) as the
    layer's ops, in the order ATen's kernel computes them: self-attention (one QKV projection,
    attention's math, the output projection) added to the input, then the FFN (erf GELU or
    ReLU) added to its input, each with its LayerNorm before (norm_first) or after. With a mask
    the op stays as it is (NotImplemented)."""
    import torch
    import torch.nn.functional as F

    if mask is not None or src.dim() != 3:
        return NotImplemented

    def norm(x, weight, bias):
        return F.layer_norm(x, (embed_dim,), weight, bias, eps)

    x = norm(src, norm_weight_1, norm_bias_1) if norm_first else src
    batch, length, _ = x.shape
    heads = F.linear(x, qkv_weight, qkv_bias).view(batch, length, 3, num_heads, -1)
    q, k, v = heads.permute(2, 0, 3, 1, 4).unbind(0)
    attended = attention(q, k, v)[0].transpose(1, 2).reshape(batch, length, embed_dim)
    x = F.linear(attended, proj_weight, proj_bias) + src
    if not norm_first:
        x = norm(x, norm_weight_1, norm_bias_1)
    residual = x
    if norm_first:
        x = norm(x, norm_weight_2, norm_bias_2)
    hidden = F.linear(x, ffn_weight_1, ffn_bias_1)
    hidden = F.gelu(hidden) if use_gelu else torch.relu(hidden)
    x = F.linear(hidden, ffn_weight_2, ffn_bias_2) + residual
    return norm(x, norm_weight_2, norm_bias_2) if not norm_first else x


SCAN_LIMIT = 4096  # the longest integer cumsum written as a masked sum (n * n additions)


def integer_cumsum(x, dim, dtype=None):
    """aten.cumsum of integers or bools (RoBERTa's position ids from its padding mask) as a
    masked row sum, exact in any order; floats and long scans stay scans."""
    import torch

    wanted = dtype or (torch.int64 if not x.dtype.is_floating_point and not x.dtype.is_complex
                       else x.dtype)
    if x.dtype.is_floating_point or x.dtype.is_complex or wanted.is_floating_point or x.dim() == 0:
        return NotImplemented
    length = x.shape[dim]
    if length > SCAN_LIMIT:
        return NotImplemented
    positions = torch.arange(length, device=x.device)
    upto = positions.unsqueeze(0) <= positions.unsqueeze(1)  # [out position, summed position]
    rows = x.to(wanted).movedim(dim, -1).unsqueeze(-2)
    sums = torch.where(upto, rows, torch.zeros((), dtype=wanted, device=x.device)).sum(-1, dtype=wanted)
    return sums.movedim(-1, dim)


def _reads_in_order(x, size, stride, storage_offset) -> bool:
    """as_strided(x, size, stride, storage_offset) reads all of a contiguous x in order: no
    offset, as many elements, and each dimension longer than 1 strided as a contiguous tensor
    of `size` is."""
    import math

    if (storage_offset or 0) != 0 or not x.is_contiguous() or x.storage_offset() != 0 \
            or math.prod(size) != x.numel():
        return False
    step = 1
    for n, st in reversed(list(zip(size, stride))):
        if n > 1 and st != step:
            return False
        step *= n
    return True


def as_strided_in_order(x, size, stride, storage_offset=None):
    """aten.as_strided reading every element of a contiguous tensor in order: a reshape (else
    the op as it is: NotImplemented)."""
    if not _reads_in_order(x, size, stride, storage_offset):
        return NotImplemented
    return x.reshape(size).clone()


def as_strided_scatter_in_order(x, src, size, stride, storage_offset=None):
    """aten.as_strided_scatter over every element of a contiguous tensor in order (the
    backward of as_strided_in_order's case): `src` in `x`'s shape."""
    if not _reads_in_order(x, size, stride, storage_offset):
        return NotImplemented
    return src.reshape(x.shape).clone()


def floor_division(a, b, *, rounding_mode=None):
    """aten.div with rounding_mode "floor" (and floor_divide) as eager computes it: of floats,
    `float_floor_division`; of integers by a number, `integer_floor_division`; anything else
    as it is (NotImplemented)."""
    import torch

    if rounding_mode == "floor" and isinstance(a, torch.Tensor) and a.dtype.is_floating_point:
        return float_floor_division(a, b)
    return integer_floor_division(a, b, rounding_mode=rounding_mode)


def float_floor_division(a, b):
    """a // b of floats as eager's c10::div_floor_floating, in f32 (half types widened, the
    result rounded once): (a - fmod(a, b)) / b, one less where fmod's sign is not b's, then
    floored with a correction for the division's rounding, a signed zero where that is 0,
    a / b for b == 0. torch-mlir's floor(a / b) gave 10 for 1.0 // 0.1 (eager, like Python:
    9), inf for inf // 2 (NaN) and -0 for 1.5 // -inf (-1)."""
    import torch

    if isinstance(b, torch.Tensor) and not b.dtype.is_floating_point:
        return NotImplemented
    wide = torch.float32
    x = a.to(wide)
    y = b.to(wide) if isinstance(b, torch.Tensor) else torch.full((), float(b), dtype=wide, device=a.device)
    mod = exact_fmod(x, y)
    div = (x - mod) / y
    div = torch.where((mod != 0) & ((mod < 0) != (y < 0)), div - 1, div)
    floored = torch.floor(div)
    floored = torch.where(div - floored > 0.5, floored + 1, floored)
    quotient = x / y
    zero = torch.where(_negative(quotient), -0.0, 0.0)
    result = torch.where(div != 0, floored, zero)
    return torch.where(y == 0, quotient, result).to(torch.result_type(a, b))


def integer_floor_division(a, b, *, rounding_mode=None):
    """aten.div with rounding_mode "floor" of an integer tensor by a nonzero integer number
    (`idx // 2`), in integers (torch-mlir's goes through f64): the truncating quotient, one
    less where the remainder is nonzero and of the other sign than b (no intermediate leaves
    the type's range: |q·b| <= |a|). A tensor divisor, which may hold a zero eager raises on,
    -1 (the type's least value has no negation: LLVM's sdiv is undefined there, eager wraps),
    and anything else as it is (NotImplemented)."""
    import torch

    if rounding_mode != "floor" or not isinstance(a, torch.Tensor) or a.dtype.is_floating_point \
            or a.dtype.is_complex or a.dtype == torch.bool or isinstance(b, bool) \
            or not isinstance(b, int) or b in (0, -1):
        return NotImplemented
    q = torch.div(a, b, rounding_mode="trunc")
    r = a - q * b
    return torch.where(r < 0 if b > 0 else r > 0, q - 1, q)


def pow_of_integer_exponents(base, exponent):
    """aten.pow (.Tensor_Tensor, or .Scalar: a number raised to a tensor) of a float result
    with an integer exponent tensor: the exponent converted to the result's type first, as
    eager's type promotion does; anything else as it is (NotImplemented)."""
    import torch

    if not isinstance(exponent, torch.Tensor) or exponent.dtype.is_floating_point \
            or exponent.dtype.is_complex or exponent.dtype == torch.bool:
        return NotImplemented
    wanted = torch.result_type(base, exponent)
    if not wanted.is_floating_point:
        return NotImplemented
    return torch.pow(base, exponent.to(wanted))


def var_mean_f32(x, dim=None, *, correction=None, keepdim=False):
    """aten.var_mean.correction summed in f32 (f32 or half inputs; the results in x's dtype)."""
    import torch

    dims = list(range(x.dim())) if dim is None or len(dim) == 0 else [d % max(x.dim(), 1) for d in dim]
    count = 1
    for d in dims:
        count *= x.shape[d]
    wide = x.to(torch.float32) if x.dtype in (torch.float16, torch.bfloat16) else x
    mean = torch.mean(wide, dim=dims, keepdim=True)
    centered = wide - mean
    divisor = max(0, count - (1 if correction is None else correction))
    var = torch.sum(centered * centered, dim=dims, keepdim=keepdim) / divisor
    if not keepdim:
        mean = torch.squeeze(mean, dims)
    return var.to(x.dtype), mean.to(x.dtype)


def std_mean_f32(x, dim=None, *, correction=None, keepdim=False):
    import torch

    var, mean = var_mean_f32(x, dim, correction=correction, keepdim=keepdim)
    return torch.sqrt(var), mean


def reciprocal(x):
    import torch

    return torch.div(1, x)


def layer_norm_f32(x, normalized_shape, weight, bias, eps):
    """aten.native_layer_norm in the input's dtype: (out, mean, rstd)."""
    import torch

    dims = list(range(x.dim() - len(normalized_shape), x.dim()))
    mean = torch.mean(x, dim=dims, keepdim=True)
    centered = x - mean
    var = torch.mean(centered * centered, dim=dims, keepdim=True)
    rstd = torch.rsqrt(var + eps)
    out = centered * rstd
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out, mean, rstd


def group_norm_f32(x, weight, bias, n, channels, hw, groups, eps):
    """aten.native_group_norm in the input's dtype: (out, mean, rstd), mean/rstd of shape [N, G]."""
    import torch

    grouped = x.reshape(n, groups, -1)
    mean = torch.mean(grouped, dim=-1, keepdim=True)
    centered = grouped - mean
    rstd = torch.rsqrt(torch.mean(centered * centered, dim=-1, keepdim=True) + eps)
    out = (centered * rstd).reshape(x.shape)
    affine = [n, channels] + [1] * (x.dim() - 2)
    if weight is not None:
        out = out * weight.reshape(affine[1:]).unsqueeze(0)
    if bias is not None:
        out = out + bias.reshape(affine[1:]).unsqueeze(0)
    return out, mean.reshape(n, groups), rstd.reshape(n, groups)
