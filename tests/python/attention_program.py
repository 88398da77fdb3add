"""An attention block as torch-mlir exports PyTorch's: q, k, v [B, S, H·D] split into heads
(expand_shape + transpose), bmm over B·H matrices (collapse_shape around linalg.batch_matmul),
scale, an optional additive mask [B, S, S] or causal select, softmax, bmm with V, heads merged
back (transpose + collapse). `reference` computes it in float64 numpy."""
import numpy as np


def attention_program(b: int, h: int, s: int, d: int, mask: str = "none") -> str:
    """mask: "none", "add" (a [B, S, S] tensor added to the scores of every head) or "causal"
    (scores above the diagonal replaced by -inf through arith.select on linalg.index)."""
    bh, hd = b * h, h * d
    t = lambda *shape: f"tensor<{'x'.join(map(str, shape))}xf32>"
    mask_arg = f", %mask: {t(b, s, s)}" if mask == "add" else ""
    e4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
    masked = "%scaled"
    if mask == "add":
        masked = "%masked"
        mask_ops = f"""
  %masked = linalg.generic {{indexing_maps = [{e4}, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, {e4}],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%scaled, %mask : {t(b, h, s, s)}, {t(b, s, s)}) outs(%e4 : {t(b, h, s, s)}) {{
  ^bb0(%x: f32, %m: f32, %o: f32):
    %y = arith.addf %x, %m : f32
    linalg.yield %y : f32
  }} -> {t(b, h, s, s)}"""
    elif mask == "causal":
        masked = "%masked"
        mask_ops = f"""
  %masked = linalg.generic {{indexing_maps = [{e4}, {e4}],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%scaled : {t(b, h, s, s)}) outs(%e4 : {t(b, h, s, s)}) {{
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %above = arith.cmpi ugt, %j, %i : index
    %y = arith.select %above, %ninf, %x : f32
    linalg.yield %y : f32
  }} -> {t(b, h, s, s)}"""
    else:
        mask_ops = ""

    def heads(name: str, perm: str, shape: tuple) -> str:
        return f"""
  %{name}4 = tensor.expand_shape %{name} [[0], [1], [2, 3]] output_shape [{b}, {s}, {h}, {d}] : {t(b, s, hd)} into {t(b, s, h, d)}
  %{name}t_init = tensor.empty() : {t(*shape)}
  %{name}t = linalg.transpose ins(%{name}4 : {t(b, s, h, d)}) outs(%{name}t_init : {t(*shape)}) permutation = [{perm}]
  %{name}3 = tensor.collapse_shape %{name}t [[0, 1], [2], [3]] : {t(*shape)} into {t(bh, *shape[2:])}"""

    return f"""
func.func @main(%q: {t(b, s, hd)}, %k: {t(b, s, hd)}, %v: {t(b, s, hd)}{mask_arg}) -> {t(b, s, hd)} {{
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant {float(1.0 / np.sqrt(d))!r} : f32
  {heads("q", "0, 2, 1, 3", (b, h, s, d))}
  {heads("k", "0, 2, 3, 1", (b, h, d, s))}
  {heads("v", "0, 2, 1, 3", (b, h, s, d))}
  %s_init = tensor.empty() : {t(bh, s, s)}
  %s_acc = linalg.fill ins(%zero : f32) outs(%s_init : {t(bh, s, s)}) -> {t(bh, s, s)}
  %scores3 = linalg.batch_matmul ins(%q3, %k3 : {t(bh, s, d)}, {t(bh, d, s)}) outs(%s_acc : {t(bh, s, s)}) -> {t(bh, s, s)}
  %scores = tensor.expand_shape %scores3 [[0, 1], [2], [3]] output_shape [{b}, {h}, {s}, {s}] : {t(bh, s, s)} into {t(b, h, s, s)}
  %e4 = tensor.empty() : {t(b, h, s, s)}
  %scaled = linalg.generic {{indexing_maps = [{e4}, {e4}],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%scores : {t(b, h, s, s)}) outs(%e4 : {t(b, h, s, s)}) {{
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scale : f32
    linalg.yield %y : f32
  }} -> {t(b, h, s, s)}{mask_ops}
  %p = linalg.softmax dimension(3) ins({masked} : {t(b, h, s, s)}) outs(%e4 : {t(b, h, s, s)}) -> {t(b, h, s, s)}
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : {t(b, h, s, s)} into {t(bh, s, s)}
  %o_init = tensor.empty() : {t(bh, s, d)}
  %o_acc = linalg.fill ins(%zero : f32) outs(%o_init : {t(bh, s, d)}) -> {t(bh, s, d)}
  %o3 = linalg.batch_matmul ins(%p3, %v3 : {t(bh, s, s)}, {t(bh, s, d)}) outs(%o_acc : {t(bh, s, d)}) -> {t(bh, s, d)}
  %o4 = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [{b}, {h}, {s}, {d}] : {t(bh, s, d)} into {t(b, h, s, d)}
  %ot_init = tensor.empty() : {t(b, s, h, d)}
  %ot = linalg.transpose ins(%o4 : {t(b, h, s, d)}) outs(%ot_init : {t(b, s, h, d)}) permutation = [0, 2, 1, 3]
  %out = tensor.collapse_shape %ot [[0], [1], [2, 3]] : {t(b, s, h, d)} into {t(b, s, hd)}
  return %out : {t(b, s, hd)}
}}"""


def reference(q, k, v, h: int, mask: str = "none", additive=None) -> np.ndarray:
    b, s, hd = q.shape
    d = hd // h
    split = lambda x: x.astype(np.float64).reshape(b, s, h, d).transpose(0, 2, 1, 3)
    scores = split(q) @ split(k).transpose(0, 1, 3, 2) / np.sqrt(d)
    if mask == "add":
        scores = scores + additive.astype(np.float64)[:, None]
    elif mask == "causal":
        scores = np.where(np.triu(np.ones((s, s), bool), 1), -np.inf, scores)
    p = np.exp(scores - scores.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    return (p @ split(v)).transpose(0, 2, 1, 3).reshape(b, s, hd)
