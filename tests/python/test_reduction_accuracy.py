"""Long reductions the stitched templates do not take (whole-tensor, column and middle-dim
sums) run as the block-per-output reduce kernel: strided per-thread chunks, then trees across
lanes and warps. Their float32 error against the float64 sum stays within numpy's own
pairwise float32 sum (one thread summing 100k elements serially was 2.8e-4 off)."""
import numpy as np
import pytest

import mlir_stitch


def sum_program(shape, reduced, combiner="arith.addf", neutral="0.0") -> str:
    n = len(shape)
    dims = ", ".join(f"d{i}" for i in range(n))
    kept = ", ".join(f"d{i}" for i in range(n) if i not in reduced)
    iters = ", ".join('"reduction"' if i in reduced else '"parallel"' for i in range(n))
    t = f"tensor<{'x'.join(map(str, shape))}xf32>"
    out = [s for i, s in enumerate(shape) if i not in reduced]
    ot = f"tensor<{'x'.join(map(str, out))}xf32>" if out else "tensor<f32>"
    return f"""
func.func @main(%a: {t}) -> {ot} {{
  %z = arith.constant {neutral} : f32
  %e = tensor.empty() : {ot}
  %f = linalg.fill ins(%z : f32) outs(%e : {ot}) -> {ot}
  %r = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>,
      affine_map<({dims}) -> ({kept})>], iterator_types = [{iters}]}} ins(%a : {t}) outs(%f : {ot}) {{
  ^bb0(%x: f32, %acc: f32):
    %s = {combiner} %x, %acc : f32
    linalg.yield %s : f32
  }} -> {ot}
  return %r : {ot}
}}"""


CASES = [  # shape, reduced dims, template: whole tensor, column (leading dims reduced: the
    # column template, threads along the kept dims), middle dim (iterated first: the column
    # template, transforms/reduction_order.py), two dims, a ragged length
    ((100_000,), (0,), "reduce"),
    ((4096, 48), (0,), "column"),
    ((6, 3001, 5), (1,), "column"),
    ((9, 130, 31), (0, 2), "reduce"),
    ((3, 70_001), (1,), "reduce"),
    ((300, 70, 3), (0, 1), "column"),
]


@pytest.mark.parametrize("shape,reduced,template", CASES)
def test_long_sums_are_as_accurate_as_numpy(shape, reduced, template):
    x = np.random.default_rng(len(shape)).random(shape, dtype=np.float32)
    art = mlir_stitch.compile(sum_program(shape, reduced), resources=False)
    assert [f["template"] for f in art.report["fusions"]] == [template]
    (y,) = mlir_stitch.load(art, backend="emulator")(x)
    exact = x.astype(np.float64).sum(axis=reduced)
    ours = np.max(np.abs(y - exact) / np.abs(exact))
    numpy_pairwise = np.max(np.abs(x.sum(axis=reduced) - exact) / np.abs(exact))
    assert ours <= max(numpy_pairwise, 2e-7), (ours, numpy_pairwise)


def test_long_max_is_exact():
    x = np.random.default_rng(5).standard_normal(10_000, dtype=np.float32)
    art = mlir_stitch.compile(sum_program((10_000,), (0,), "arith.maximumf", "0xFF800000"),
                              resources=False)
    assert [f["template"] for f in art.report["fusions"]] == ["reduce"]
    (y,) = mlir_stitch.load(art, backend="emulator")(x)
    assert y == x.max()


def test_short_reductions_stay_serial():
    """128 values or fewer of a reduction no stitched template takes (two dims apart): one
    thread per output sums them, as numpy's pairwise blocks do."""
    art = mlir_stitch.compile(sum_program((4, 10, 8), (0, 2)), resources=False)
    assert [f["template"] for f in art.report["fusions"]] == ["loop"]


SPLIT_CASES = [  # a few long outputs: several blocks per output, combined after a grid barrier
    # shape, reduced dims, the heuristic's split, the cost model's
    ((1_000_000,), (0,), 7, 64),
    ((3, 400_000), (1,), 3, 32),
    ((2, 700_001), (1,), 5, 32),
]


@pytest.mark.parametrize("choose", ["heuristic", "model"])
@pytest.mark.parametrize("shape,reduced,heuristic,model", SPLIT_CASES)
def test_few_long_reductions_split_over_blocks_with_a_grid_barrier(shape, reduced, heuristic,
                                                                   model, choose):
    """Task splitting (AStitch's global scheme): `split` blocks per output, their partials in a
    global scratch buffer, one grid barrier, the first block of each output combines them;
    one launch within one wave, as accurate as numpy. The heuristic gives each thread at least
    two chunks; the cost model splits further, for the bytes more SMs keep in flight."""
    from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage

    split = heuristic if choose == "heuristic" else model
    x = np.random.default_rng(7).random(shape, dtype=np.float32)
    pipeline = Pipeline().replace_stage("L2", schedule_stage(f"choose={choose}"))
    art = mlir_stitch.compile(sum_program(shape, reduced), pipeline=pipeline, resources=False)
    (fusion,) = art.report["fusions"]
    outputs = x.size // np.prod([shape[d] for d in reduced])
    assert fusion["template_string"] == f"reduce0[GRID_{outputs * split}-CTA_1024-SPLIT_{split}]S;"
    (launch,) = [s for s in art.manifest["steps"] if s["op"] == "launch"]
    assert launch["grid_barrier"] and launch["grid"][0] == outputs * split <= launch["blocks_per_wave"]
    assert [b["shape"] for b in art.manifest["buffers"] if b["name"].endswith("_scratch")] == [[outputs * split]]
    (y,) = mlir_stitch.load(art, backend="emulator")(x)
    exact = x.astype(np.float64).sum(axis=reduced)
    ours = np.max(np.abs(y - exact) / np.abs(exact))
    numpy_pairwise = np.max(np.abs(x.sum(axis=reduced) - exact) / np.abs(exact))
    assert ours <= max(numpy_pairwise, 2e-7), (ours, numpy_pairwise)
