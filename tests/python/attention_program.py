"""An attention block as torch-mlir exports PyTorch's: q, k, v [B, S, H·D] split into heads
(expand_shape + transpose), bmm over B·H matrices (collapse_shape around linalg.batch_matmul),
scale, an optional additive mask [B, S, S] or causal select, softmax, bmm with V, heads merged
back (transpose + collapse). Llama's variants: grouped-query attention (k, v with fewer heads,
repeated by a broadcast copy collapsed into the query heads) and rotary embeddings (q and k
rotated by rotate-half through slices, a negation and a concat, times cos and sin [B, S, D]).
`reference` computes it in float64 numpy."""
import numpy as np


def attention_program(b: int, h: int, s: int, d: int, mask: str = "none", kv: int = 0,
                      rope: bool = False, gate: bool = False) -> str:
    """mask: "none", "add" (a [B, S, S] tensor added to the scores of every head) or "causal"
    (scores above the diagonal replaced by -inf through arith.select on linalg.index); kv: the
    key/value heads of grouped-query attention (0: h); rope: rotary embeddings on q and k (the
    function then takes cos and sin [B, S, D] after the other arguments); gate: the output
    times sigmoid(g) for a last argument g [B, S, H·D] (gated attention)."""
    bh, hd = b * h, h * d
    kv = kv or h
    g = h // kv
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

    def split(name: str, n: int) -> str:
        """%{name}h [B, n, S, D]: the heads split and moved before the sequence."""
        text = f"""
  %{name}4 = tensor.expand_shape %{name} [[0], [1], [2, 3]] output_shape [{b}, {s}, {n}, {d}] : {t(b, s, n * d)} into {t(b, s, n, d)}
  %{name}t_init = tensor.empty() : {t(b, n, s, d)}
  %{name}h = linalg.transpose ins(%{name}4 : {t(b, s, n, d)}) outs(%{name}t_init : {t(b, n, s, d)}) permutation = [0, 2, 1, 3]"""
        return text + (rotary(name, n) if rope and name != "v" else "")

    def rotary(name: str, n: int) -> str:
        """%{name}h <- %{name}h * cos + rotate_half(%{name}h) * sin, as torch-mlir writes it."""
        x, half = t(b, n, s, d), t(b, n, s, d // 2)
        cs = "affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>"
        return f"""
  %{name}c = linalg.generic {{indexing_maps = [{e4}, {cs}, {e4}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%{name}h, %cos : {x}, {t(b, s, d)}) outs(%{name}t_init : {x}) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.mulf %a, %c : f32
    linalg.yield %y : f32
  }} -> {x}
  %{name}lo = tensor.extract_slice %{name}h[0, 0, 0, 0] [{b}, {n}, {s}, {d // 2}] [1, 1, 1, 1] : {x} to {half}
  %{name}hi = tensor.extract_slice %{name}h[0, 0, 0, {d // 2}] [{b}, {n}, {s}, {d // 2}] [1, 1, 1, 1] : {x} to {half}
  %{name}n_init = tensor.empty() : {half}
  %{name}n = linalg.generic {{indexing_maps = [{e4}, {e4}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%{name}hi : {half}) outs(%{name}n_init : {half}) {{
  ^bb0(%a: f32, %o: f32):
    %y = arith.negf %a : f32
    linalg.yield %y : f32
  }} -> {half}
  %{name}rot = tensor.concat dim(3) %{name}n, %{name}lo : ({half}, {half}) -> {x}
  %{name}s = linalg.generic {{indexing_maps = [{e4}, {cs}, {e4}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%{name}rot, %sin : {x}, {t(b, s, d)}) outs(%{name}t_init : {x}) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.mulf %a, %c : f32
    linalg.yield %y : f32
  }} -> {x}
  %{name}r = linalg.generic {{indexing_maps = [{e4}, {e4}, {e4}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%{name}c, %{name}s : {x}, {x}) outs(%{name}t_init : {x}) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.addf %a, %c : f32
    linalg.yield %y : f32
  }} -> {x}"""

    def heads(name: str, n: int) -> "tuple[str, str]":
        """(text, value [B, H, S, D]): split, rotated for q and k, repeated G times for k, v."""
        value = f"%{name}r" if rope and name != "v" else f"%{name}h"
        if n == h:
            return split(name, n), value
        rep = t(b, n, g, s, d)
        return split(name, n) + f"""
  %{name}rep_init = tensor.empty() : {rep}
  %{name}rep = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}}
      ins({value} : {t(b, n, s, d)}) outs(%{name}rep_init : {rep}) {{
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }} -> {rep}
  %{name}H = tensor.collapse_shape %{name}rep [[0], [1, 2], [3], [4]] : {rep} into {t(b, h, s, d)}""", f"%{name}H"

    rope_args = f", %cos: {t(b, s, d)}, %sin: {t(b, s, d)}" if rope else ""
    gate_arg = f", %g: {t(b, s, hd)}" if gate else ""
    e3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
    result = "%gated" if gate else "%out"
    gate_ops = f"""
  %g_init = tensor.empty() : {t(b, s, hd)}
  %gated = linalg.generic {{indexing_maps = [{e3}, {e3}, {e3}], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%out, %g : {t(b, s, hd)}, {t(b, s, hd)}) outs(%g_init : {t(b, s, hd)}) {{
  ^bb0(%a: f32, %x: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %nx = arith.negf %x : f32
    %ex = math.exp %nx : f32
    %den = arith.addf %one, %ex : f32
    %y = arith.divf %a, %den : f32
    linalg.yield %y : f32
  }} -> {t(b, s, hd)}""" if gate else ""
    (q_text, qH), (k_text, kH), (v_text, vH) = heads("q", h), heads("k", kv), heads("v", kv)
    return f"""
func.func @main(%q: {t(b, s, hd)}, %k: {t(b, s, kv * d)}, %v: {t(b, s, kv * d)}{mask_arg}{rope_args}{gate_arg}) -> {t(b, s, hd)} {{
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant {float(1.0 / np.sqrt(d))!r} : f32
  {q_text}
  %q3 = tensor.collapse_shape {qH} [[0, 1], [2], [3]] : {t(b, h, s, d)} into {t(bh, s, d)}
  {k_text}
  %kT_init = tensor.empty() : {t(b, h, d, s)}
  %kT = linalg.transpose ins({kH} : {t(b, h, s, d)}) outs(%kT_init : {t(b, h, d, s)}) permutation = [0, 1, 3, 2]
  %k3 = tensor.collapse_shape %kT [[0, 1], [2], [3]] : {t(b, h, d, s)} into {t(bh, d, s)}
  {v_text}
  %v3 = tensor.collapse_shape {vH} [[0, 1], [2], [3]] : {t(b, h, s, d)} into {t(bh, s, d)}
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
  %out = tensor.collapse_shape %ot [[0], [1], [2, 3]] : {t(b, s, h, d)} into {t(b, s, hd)}{gate_ops}
  return {result} : {t(b, s, hd)}
}}"""


def reference(q, k, v, h: int, mask: str = "none", additive=None, rope=None,
              gate=None) -> np.ndarray:
    """rope: (cos, sin) [B, S, D] when the program rotates q and k; gate: g when the program
    gates its output."""
    b, s, hd = q.shape
    d = hd // h

    def split(x, rotate=False):
        heads = x.astype(np.float64).reshape(b, s, -1, d).transpose(0, 2, 1, 3)
        if rotate and rope is not None:
            cos, sin = (c.astype(np.float64)[:, None] for c in rope)
            half = np.concatenate([-heads[..., d // 2:], heads[..., :d // 2]], -1)
            heads = heads * cos + half * sin
        return np.repeat(heads, h // heads.shape[1], axis=1)  # GQA: each kv head serves G

    scores = split(q, True) @ split(k, True).transpose(0, 1, 3, 2) / np.sqrt(d)
    if mask == "add":
        scores = scores + additive.astype(np.float64)[:, None]
    elif mask == "causal":
        scores = np.where(np.triu(np.ones((s, s), bool), 1), -np.inf, scores)
    p = np.exp(scores - scores.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    out = (p @ split(v)).transpose(0, 2, 1, 3).reshape(b, s, hd)
    return out if gate is None else out / (1 + np.exp(-gate.astype(np.float64)))


def bf16_attention_projection(b: int, h: int, s: int, d: int, n: int, bias: bool = False) -> str:
    """A bf16 attention's end as torch-mlir writes it: the scores [B, H, S, S] (an argument)
    widened, softmax in f32, P rounded to bf16, P·V as a bmm over B·H with f32 sums, rounded to
    bf16, the heads merged (expand, transpose, collapse to [B·S, H·D]), widened back and
    projected by a bf16 weight [H·D, N] widened to f32 (`bias`: plus an f32 bias [N], a last
    argument). `bf16_projection_reference` computes it with numpy, rounding where PyTorch
    rounds."""
    bh, hd = b * h, h * d
    t = lambda dtype, *shape: f"tensor<{'x'.join(map(str, shape))}x{dtype}>"
    e4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
    e3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
    e2 = "affine_map<(d0, d1) -> (d0, d1)>"

    def convert(name, src, dtype, shape, to, op, maps):
        rank = len(shape)
        return f"""
  %{name}_e = tensor.empty() : {t(to, *shape)}
  %{name} = linalg.generic {{indexing_maps = [{maps}, {maps}], iterator_types = [{', '.join(['"parallel"'] * rank)}]}}
      ins({src} : {t(dtype, *shape)}) outs(%{name}_e : {t(to, *shape)}) {{
  ^bb0(%x: {dtype}, %o: {to}):
    %y = arith.{op} %x : {dtype} to {to}
    linalg.yield %y : {to}
  }} -> {t(to, *shape)}"""
    bias_arg, result = (f", %bias: {t('f32', n)}", "%yb") if bias else ("", "%y")
    add_bias = f"""
  %yb = linalg.generic {{indexing_maps = [{e2}, affine_map<(d0, d1) -> (d1)>, {e2}], iterator_types = ["parallel", "parallel"]}}
      ins(%y, %bias : {t("f32", b * s, n)}, {t("f32", n)}) outs(%y_e : {t("f32", b * s, n)}) {{
  ^bb0(%x: f32, %c: f32, %o: f32):
    %z = arith.addf %x, %c : f32
    linalg.yield %z : f32
  }} -> {t("f32", b * s, n)}""" if bias else ""
    return f"""
func.func @main(%scores: {t("bf16", b, h, s, s)}, %v: {t("bf16", b, h, s, d)}, %w: {t("bf16", hd, n)}{bias_arg}) -> {t("f32", b * s, n)} {{
  %zero = arith.constant 0.0 : f32
  {convert("sw", "%scores", "bf16", (b, h, s, s), "f32", "extf", e4)}
  %pf_e = tensor.empty() : {t("f32", b, h, s, s)}
  %pf = linalg.softmax dimension(3) ins(%sw : {t("f32", b, h, s, s)}) outs(%pf_e : {t("f32", b, h, s, s)}) -> {t("f32", b, h, s, s)}
  {convert("p", "%pf", "f32", (b, h, s, s), "bf16", "truncf", e4)}
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : {t("bf16", b, h, s, s)} into {t("bf16", bh, s, s)}
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : {t("bf16", b, h, s, d)} into {t("bf16", bh, s, d)}
  %o_e = tensor.empty() : {t("f32", bh, s, d)}
  %o_acc = linalg.fill ins(%zero : f32) outs(%o_e : {t("f32", bh, s, d)}) -> {t("f32", bh, s, d)}
  %o3 = linalg.batch_matmul ins(%p3, %v3 : {t("bf16", bh, s, s)}, {t("bf16", bh, s, d)}) outs(%o_acc : {t("f32", bh, s, d)}) -> {t("f32", bh, s, d)}
  {convert("ob", "%o3", "f32", (bh, s, d), "bf16", "truncf", e3)}
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [{b}, {h}, {s}, {d}] : {t("bf16", bh, s, d)} into {t("bf16", b, h, s, d)}
  %ot_e = tensor.empty() : {t("bf16", b, s, h, d)}
  %ot = linalg.transpose ins(%o4 : {t("bf16", b, h, s, d)}) outs(%ot_e : {t("bf16", b, s, h, d)}) permutation = [0, 2, 1, 3]
  %merged = tensor.collapse_shape %ot [[0, 1], [2, 3]] : {t("bf16", b, s, h, d)} into {t("bf16", b * s, hd)}
  {convert("a", "%merged", "bf16", (b * s, hd), "f32", "extf", e2)}
  {convert("wf", "%w", "bf16", (hd, n), "f32", "extf", e2)}
  %y_e = tensor.empty() : {t("f32", b * s, n)}
  %y_acc = linalg.fill ins(%zero : f32) outs(%y_e : {t("f32", b * s, n)}) -> {t("f32", b * s, n)}
  %y = linalg.matmul ins(%a, %wf : {t("f32", b * s, hd)}, {t("f32", hd, n)}) outs(%y_acc : {t("f32", b * s, n)}) -> {t("f32", b * s, n)}{add_bias}
  return {result} : {t("f32", b * s, n)}
}}"""


def bf16_projection_reference(scores, v, w, bias=None) -> np.ndarray:
    """bf16_attention_projection in numpy (float64 between PyTorch's bf16 roundings)."""
    import ml_dtypes
    bf16 = lambda a: a.astype(ml_dtypes.bfloat16).astype(np.float64)
    x = scores.astype(np.float64)
    p = np.exp(x - x.max(-1, keepdims=True))
    p = bf16(p / p.sum(-1, keepdims=True))
    o = bf16(p @ v.astype(np.float64))
    b, h, s, d = o.shape
    y = o.transpose(0, 2, 1, 3).reshape(b * s, h * d) @ w.astype(np.float64)
    return y if bias is None else y + bias
