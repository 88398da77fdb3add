"""Kernel functions that compute the same thing are one kernel (transforms/identical_kernels.py):
a group whose function would equal one outlined before launches that one (transforms/outline.py's
kernel_key), and what copies remain are merged after outlining, so each distinct kernel is
scheduled, lowered and assembled once and the host plan launches it at every call, with the same
results."""
import re

import numpy as np
import pytest

from mlir import ir

import mlir_stitch
import mlir_stitch.passes.stitch_fusion_plan as fusion_plan
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.examples.large_graphs import transformer_chain


def run(art, args):
    out = mlir_stitch.load(art, backend="emulator")(*args)
    return out if isinstance(out, (list, tuple)) else [out]


def test_repeated_layers_compile_once_and_compute_the_same(monkeypatch):
    text = transformer_chain(75)  # five blocks: first, three alike, last
    art = mlir_stitch.compile(text, resources=False, cache=False)
    report = art.report
    assert report["kernel_count"] == 5 and report["distinct_kernels"] == 3
    assert art.ptx.count(".entry ") == 3
    assert len({f["kernel"] for f in report["fusions"]}) == 3
    monkeypatch.setattr(fusion_plan, "merge_identical_kernels", lambda module, entry: 0)
    monkeypatch.setattr(fusion_plan, "kernel_key", lambda *args: None)
    apart = mlir_stitch.compile(text, resources=False, cache=False)
    assert apart.report["distinct_kernels"] == 5 and apart.ptx.count(".entry ") == 5
    assert apart.report["traffic_ratio"] == report["traffic_ratio"]
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(a["shape"], dtype=np.float32) * 0.5
            for a in art.manifest["entry"]["args"]]
    for merged, alone in zip(run(art, args), run(apart, args)):
        assert np.array_equal(merged, alone, equal_nan=True)


SCALED_TANH = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant C1 : f32
    %s = arith.mulf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %z = linalg.matmul ins(%y, %w : tensor<64x256xf32>, tensor<256x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant C2 : f32
    %s = arith.mulf %a, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %u = linalg.matmul ins(%r, %w : tensor<64x256xf32>, tensor<256x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %u : tensor<64x256xf32>
}"""


@pytest.mark.parametrize("c1,c2,distinct", [("0.5", "0.5", 1), ("0.5", "0.25", 2)])
def test_only_kernels_with_the_same_body_are_merged(c1, c2, distinct):
    """tanh(x·c1) -> library GEMM -> tanh(·c2) -> library GEMM: the two elementwise kernels are
    one only when their constants agree (library calls compile nothing and stay apart); either
    way the result is numpy's."""
    art = mlir_stitch.compile(SCALED_TANH.replace("C1", c1).replace("C2", c2), resources=False,
                              cache=False)
    assert art.report["kernel_count"] == 4 and art.report["distinct_kernels"] == distinct
    rng = np.random.default_rng(1)
    x = rng.standard_normal((64, 256), dtype=np.float32)
    w = rng.standard_normal((256, 256), dtype=np.float32) / 16
    (u,) = run(art, [x, w])
    w64 = w.astype(np.float64)
    exact = np.tanh((np.tanh(x.astype(np.float64) * float(c1)) @ w64) * float(c2)) @ w64
    np.testing.assert_allclose(u, exact, rtol=1e-5, atol=1e-5)


def test_repeated_groups_are_outlined_once_and_their_keys_are_checked(monkeypatch):
    """On a chain of blocks, the plan outlines one function per distinct kernel (the other
    groups launch it), merging finds nothing left, and with MLIR_STITCH_CHECK_KERNEL_KEYS=1
    every group is outlined and its text compared with the first of its key."""
    calls = []
    original = fusion_plan.outline
    monkeypatch.setattr(fusion_plan, "outline", lambda *a, **k: calls.append(1) or original(*a, **k))
    merged = []
    merge = fusion_plan.merge_identical_kernels
    monkeypatch.setattr(fusion_plan, "merge_identical_kernels",
                        lambda module, entry: merged.append(merge(module, entry)) or merged[-1])
    text = transformer_chain(150)

    def plan():
        calls.clear()
        merged.clear()
        context = new_context()
        module = parse_source(text, context)
        with context:
            run_pipeline(module, "builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)")
            return re.sub(r'seconds = "[0-9.]+"', "", str(module))  # the solver's time
    shared = plan()
    assert len(calls) == 3 and merged == [0]
    assert shared.count("call @stitch_fusion_1(") == 8
    monkeypatch.setenv("MLIR_STITCH_CHECK_KERNEL_KEYS", "1")
    checked = plan()
    assert len(calls) == 10 and merged == [7]
    assert checked == shared


KEYED = """
#id = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>,
    tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>,
    tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.mulf %p, %two : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.mulf %p, %three : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%y : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.mulf %p, %two : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %f = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %x : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %l = arith.cmpf olt, %p, %q : f32
    %s = arith.select %l, %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %l = arith.cmpf ogt, %p, %q : f32
    %s = arith.select %l, %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %i = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%y, %x : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %j = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y, %x : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    %t = arith.mulf %s, %r : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %k = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y, %y : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    %t = arith.mulf %s, %r : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %l = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.subf %p, %two : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.subf %two, %p : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %a, %b, %c, %d, %f, %g, %h, %i, %j, %k, %l, %m : tensor<64xf32>, tensor<64xf32>,
    tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>,
    tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}"""


def test_kernel_keys_are_equal_exactly_when_the_outlined_functions_are():
    """One-op groups that differ in a constant read from outside the body, in reading one
    input twice or which input twice, in a comparison's predicate, or in where the body reads
    a constant from outside have different keys; the same op on other values has the same key;
    and key equality is text equality of the outlined functions."""
    from mlir_stitch.transforms.identical_kernels import body_key
    from mlir_stitch.transforms.outline import (OpShapes, group_interface, is_clonable,
                                                kernel_key, outline)

    context = new_context()
    module = parse_source(KEYED, context)
    with context, ir.Location.unknown():
        entry = module.body.operations[0]
        ops = [op.operation for op in entry.regions[0].blocks[0].operations
               if op.operation.name == "linalg.generic"]
        shapes = OpShapes()
        keys, texts = [], []
        for n, op in enumerate(ops):
            interface = group_interface([op], is_clonable, shapes)
            keys.append(kernel_key([op], interface, "fusion", shapes))
            outline(module.body, entry, [op], f"k{n}", "fusion", interface=interface)
        functions = {ir.StringAttr(f.attributes["sym_name"]).value: f.operation
                     for f in module.body.operations}
        texts = [body_key(functions[f"k{n}"], f"k{n}") for n in range(len(ops))]
    a, b, c, d, f, g, h, i, j, k, l, m = keys
    assert a == c and d == i
    assert len({a, b, d, f, g, h, j, k, l, m}) == 10 and None not in keys
    for m in range(len(keys)):
        for n in range(len(keys)):
            assert (keys[m] == keys[n]) == (texts[m] == texts[n])
