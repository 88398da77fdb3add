"""A norm and the projections of its rows as one stitched kernel (FusionStitching's block
composition): RMSNorm's rows stay in shared memory, each projection contracts them as a
vector GEMM, and what follows element for element is its epilogue - a bias, or SwiGLU's
silu(gate) * up over two GEMMs of the same rows. Widths past 128 columns and widths that
leave a row's last threads idle; every case runs on the emulator against float64 numpy."""
import numpy as np
import pytest

import mlir_stitch

NORM = """
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %nd = arith.constant {d}.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %rows = tensor.empty() : tensor<{r}xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<{r}xf32>) -> tensor<{r}xf32>
  %ss = linalg.generic {{indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}}
      ins(%x : tensor<{r}x{d}xf32>) outs(%init : tensor<{r}xf32>) {{
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  }} -> tensor<{r}xf32>
  %xs = tensor.empty() : tensor<{r}x{d}xf32>
  %norm = linalg.generic {{indexing_maps = [#x, #row, #x], iterator_types = ["parallel", "parallel"]}}
      ins(%x, %ss : tensor<{r}x{d}xf32>, tensor<{r}xf32>) outs(%xs : tensor<{r}x{d}xf32>) {{
  ^bb0(%a: f32, %s: f32, %o: f32):
    %mean = arith.divf %s, %nd : f32
    %e = arith.addf %mean, %eps : f32
    %q = math.rsqrt %e : f32
    %y = arith.mulf %a, %q : f32
    linalg.yield %y : f32
  }} -> tensor<{r}x{d}xf32>
  %outs = tensor.empty() : tensor<{r}x{n}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%outs : tensor<{r}x{n}xf32>) -> tensor<{r}x{n}xf32>
"""
MAPS = """#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
"""


def projection(name: str, weight: str, r: int, d: int, n: int) -> str:
    """`name` = norm @ `weight` ([d, n]), or norm @ `weight`ᵀ ([n, d]: PyTorch's Linear) when
    its name ends in "t"."""
    if not weight.endswith("t"):
        return (f"  %{name} = linalg.matmul ins(%norm, %{weight} : tensor<{r}x{d}xf32>, "
                f"tensor<{d}x{n}xf32>) outs(%acc : tensor<{r}x{n}xf32>) -> tensor<{r}x{n}xf32>\n")
    return (f"  %{name}_t0 = tensor.empty() : tensor<{d}x{n}xf32>\n"
            f"  %{name}_w = linalg.transpose ins(%{weight} : tensor<{n}x{d}xf32>) "
            f"outs(%{name}_t0 : tensor<{d}x{n}xf32>) permutation = [1, 0]\n"
            f"  %{name} = linalg.matmul ins(%norm, %{name}_w : tensor<{r}x{d}xf32>, "
            f"tensor<{d}x{n}xf32>) outs(%acc : tensor<{r}x{n}xf32>) -> tensor<{r}x{n}xf32>\n")


def norm_reference(x):
    x = x.astype(np.float64)
    return x / np.sqrt((x * x).mean(-1, keepdims=True) + 1e-6)


def compile_and_run(text: str, args: list):
    artifact = mlir_stitch.compile(text, cache=False, resources=False)
    (got,) = mlir_stitch.load(artifact, backend="emulator")(*args)
    return artifact.report, got


@pytest.mark.parametrize("r,d,n,bias", [(16, 64, 192, True), (24, 48, 250, True),
                                        (9, 32, 40, False)])
def test_norm_and_its_projection_are_one_kernel(r, d, n, bias):
    """RMSNorm, then norm @ w (+ bias): the projection contracts the normalized rows in shared
    memory (192 and 250 columns: past the 128 of attention's head dims; 250 and 40 leave the
    last threads of a row idle), the bias its epilogue."""
    w = "wt" if bias else "w"
    weight_type = f"tensor<{n}x{d}xf32>" if bias else f"tensor<{d}x{n}xf32>"
    body = NORM.format(r=r, d=d, n=n) + projection("p", w, r, d, n)
    result = "%p"
    if bias:
        body += f"""  %y = linalg.generic {{indexing_maps = [#x, #col, #x], iterator_types = ["parallel", "parallel"]}}
      ins(%p, %b : tensor<{r}x{n}xf32>, tensor<{n}xf32>) outs(%outs : tensor<{r}x{n}xf32>) {{
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    linalg.yield %s : f32
  }} -> tensor<{r}x{n}xf32>
"""
        result = "%y"
    extra = f", %b: tensor<{n}xf32>" if bias else ""
    text = (MAPS + f"func.func @main(%x: tensor<{r}x{d}xf32>, %{w}: {weight_type}{extra}) -> "
            f"tensor<{r}x{n}xf32> {{\n{body}  return {result} : tensor<{r}x{n}xf32>\n}}\n")
    rng = np.random.default_rng(3)
    x = rng.standard_normal((r, d), dtype=np.float32)
    wv = rng.standard_normal((n, d) if bias else (d, n), dtype=np.float32)
    args = [x, wv]
    expected = norm_reference(x) @ (wv.T if bias else wv)
    if bias:
        b = rng.standard_normal(n, dtype=np.float32)
        args.append(b)
        expected = expected + b
    report, got = compile_and_run(text, args)
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-4)
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    assert fusion["template"] == "row"
    assert report["traffic_ratio"] == 1.0  # the projection's result goes to memory once


@pytest.mark.parametrize("r,d,n,transposed", [(16, 64, 176, True), (12, 32, 80, False),
                                              (5, 64, 33, True)])
def test_swiglu_is_the_epilogue_of_both_projections(r, d, n, transposed):
    """Llama's MLP after RMSNorm: silu(norm @ w1) * (norm @ w2) reads both GEMMs element for
    element - their shared epilogue: each thread sums gate's and up's same output, then
    applies it; neither GEMM's result goes to memory."""
    w1, w2 = ("w1t", "w2t") if transposed else ("w1", "w2")
    weight_type = f"tensor<{n}x{d}xf32>" if transposed else f"tensor<{d}x{n}xf32>"
    body = NORM.format(r=r, d=d, n=n) + projection("gate", w1, r, d, n) + \
        projection("up", w2, r, d, n)
    body += f"""  %y = linalg.generic {{indexing_maps = [#x, #x, #x], iterator_types = ["parallel", "parallel"]}}
      ins(%gate, %up : tensor<{r}x{n}xf32>, tensor<{r}x{n}xf32>) outs(%outs : tensor<{r}x{n}xf32>) {{
  ^bb0(%g: f32, %u: f32, %o: f32):
    %ng = arith.negf %g : f32
    %ex = math.exp %ng : f32
    %den = arith.addf %ex, %one : f32
    %silu = arith.divf %g, %den : f32
    %p = arith.mulf %silu, %u : f32
    linalg.yield %p : f32
  }} -> tensor<{r}x{n}xf32>
"""
    text = (MAPS + f"func.func @main(%x: tensor<{r}x{d}xf32>, %{w1}: {weight_type}, "
            f"%{w2}: {weight_type}) -> tensor<{r}x{n}xf32> {{\n{body}"
            f"  return %y : tensor<{r}x{n}xf32>\n}}\n")
    rng = np.random.default_rng(4)
    x = rng.standard_normal((r, d), dtype=np.float32)
    a, b = (rng.standard_normal((n, d) if transposed else (d, n), dtype=np.float32)
            for _ in range(2))
    m = norm_reference(x)
    gate, up = (m @ (v.T if transposed else v) for v in (a, b))
    report, got = compile_and_run(text, [x, a, b])
    np.testing.assert_allclose(got, gate / (1 + np.exp(-gate)) * up, rtol=1e-4, atol=1e-4)
    assert report["kernel_count"] == 1 and report["library_launches"] == []
    (fusion,) = report["fusions"]
    epilogue = fusion["ops"][-1]
    assert epilogue["class"] == "elementwise(heavy)" and epilogue["scheme"] == "local"
    assert report["traffic_ratio"] == 1.0
