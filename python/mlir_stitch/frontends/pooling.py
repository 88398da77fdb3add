"""Pooling as elementwise ops over strided slices, for the exporter's decomposition table.

torch-mlir lowers pooling to linalg's window ops, whose index maps (`d2 * 2 + d4`) no stitch
template reads. Written as one strided slice of the input per window offset and an elementwise
chain over them (max and its index, or a sum), pooling is a kernel of elementwise ops reading
their inputs at constant strides and offsets, which the flat and row templates take (stitched
with what follows it; with what precedes it where that is recomputed per read).

Both match PyTorch exactly: max pooling scans each window row by row and takes a value that is
greater than the running max or NaN, its index the first valid position's when none is (all
-inf), as PyTorch's CPU and CUDA kernels do; average pooling sums the window in the same order
and divides by the same count (padding and ceil_mode windows clipped as PyTorch clips them)."""
from __future__ import annotations


def _pair(value, default=None) -> "tuple[int, int]":
    if value is None or (isinstance(value, (list, tuple)) and len(value) == 0):
        value = default
    if isinstance(value, int):
        return value, value
    return (value[0], value[0]) if len(value) == 1 else (value[0], value[1])


def _out_size(size: int, kernel: int, stride: int, pad: int, dilation: int, ceil: bool) -> int:
    """torch's pooling_output_shape."""
    out = (size + 2 * pad - dilation * (kernel - 1) - 1 + (stride - 1 if ceil else 0)) // stride + 1
    if ceil and (out - 1) * stride >= size + pad:
        out -= 1
    return out


def _window_reads(x, kernel, stride, pad, dilation, out, fill):
    """For each window offset (i, j), row by row: the input at every output's window position
    (padded with `fill`), and the input row and column it reads, as [OH, 1] and [1, OW] int64
    tensors."""
    import torch

    height, width = x.shape[-2:]
    last = [(out[a] - 1) * stride[a] - pad[a] + (kernel[a] - 1) * dilation[a] for a in (0, 1)]
    after = [max(0, last[0] - (height - 1)), max(0, last[1] - (width - 1))]
    if pad[0] or pad[1] or after[0] or after[1]:
        x = torch.constant_pad_nd(x, [pad[1], after[1], pad[0], after[0]], fill)
    rows0 = torch.arange(out[0], dtype=torch.int64, device=x.device).unsqueeze(1) * stride[0] - pad[0]
    cols0 = torch.arange(out[1], dtype=torch.int64, device=x.device).unsqueeze(0) * stride[1] - pad[1]
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            top, left = i * dilation[0], j * dilation[1]
            window = x[..., top: top + (out[0] - 1) * stride[0] + 1: stride[0],
                       left: left + (out[1] - 1) * stride[1] + 1: stride[1]]
            yield window, rows0 + top, cols0 + left


def max_pool2d_with_indices(x, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False):
    """aten.max_pool2d_with_indices: (values, int64 indices into each input plane)."""
    import torch

    if not x.dtype.is_floating_point or x.dim() not in (3, 4):
        return NotImplemented
    kernel = _pair(kernel_size)
    stride, pad, dilation = _pair(stride, kernel), _pair(padding), _pair(dilation)
    height, width = x.shape[-2:]
    out = [_out_size(s, k, st, p, d, ceil_mode)
           for s, k, st, p, d in zip((height, width), kernel, stride, pad, dilation)]
    padded = any(pad) or any((o - 1) * st - p + (k - 1) * d >= s for o, st, p, k, d, s in
                             zip(out, stride, pad, kernel, dilation, (height, width)))
    # `started`: a valid position was seen. The values never read the indices, so that the
    # index chain is dead code where only the values are used (inference).
    best = index = started = None
    for window, rows, cols in _window_reads(x, kernel, stride, pad, dilation, out, float("-inf")):
        flat = rows * width + cols
        if best is None and not padded:  # the window's first position, always valid
            best, index = window, flat.expand(window.shape)
            continue
        if best is None:
            best = torch.full_like(window, float("-inf"))
            index = torch.zeros(window.shape, dtype=torch.int64, device=x.device)
        take = (window > best) | torch.isnan(window)
        if padded:  # the first valid position is taken whatever its value (-inf too)
            valid = (rows >= 0) & (rows < height) & (cols >= 0) & (cols < width)
            take = valid & (take | ~started) if started is not None else valid
            started = valid if started is None else started | valid
        best = torch.where(take, window, best)
        index = torch.where(take, flat, index)
    return best, index


def avg_pool2d(x, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True,
               divisor_override=None):
    """aten.avg_pool2d: the window's sum in PyTorch's order over PyTorch's divisor."""
    import torch

    if not x.dtype.is_floating_point or x.dim() not in (3, 4):
        return NotImplemented
    kernel = _pair(kernel_size)
    stride, pad = _pair(stride, kernel), _pair(padding)
    height, width = x.shape[-2:]
    out = [_out_size(s, k, st, p, 1, ceil_mode)
           for s, k, st, p in zip((height, width), kernel, stride, pad)]
    wide = x.to(torch.float32) if x.dtype in (torch.float16, torch.bfloat16) else x
    total = None
    for window, _, _ in _window_reads(wide, kernel, stride, pad, (1, 1), out, 0.0):
        total = window if total is None else total + window
    if divisor_override:
        return (total / divisor_override).to(x.dtype)
    rows = torch.arange(out[0], dtype=torch.int64, device=x.device).unsqueeze(1) * stride[0] - pad[0]
    cols = torch.arange(out[1], dtype=torch.int64, device=x.device).unsqueeze(0) * stride[1] - pad[1]
    row_end = torch.clamp(rows + kernel[0], max=height + pad[0])
    col_end = torch.clamp(cols + kernel[1], max=width + pad[1])
    if count_include_pad:
        count = (row_end - rows) * (col_end - cols)
    else:
        count = ((torch.clamp(row_end, max=height) - torch.clamp(rows, min=0))
                 * (torch.clamp(col_end, max=width) - torch.clamp(cols, min=0)))
    return (total / count.to(total.dtype)).to(x.dtype)
