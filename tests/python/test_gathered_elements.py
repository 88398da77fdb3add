"""A gather from an elementwise result reads that op's inputs at the gathered position and
computes its body there (transforms/gathers.py): cross entropy's logp[r, t[r]] no longer needs
log_softmax's [rows, vocab] result in memory. Each gathered value is the one the elementwise op
would have written: the same ops on the same values."""
from pathlib import Path

import numpy as np
import pytest
from mlir import ir

import mlir_stitch
import mlir_stitch.passes.stitch_normalize as normalize
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source

LIT_INPUT = Path(__file__).parents[1] / "filecheck" / "passes" / "stitch-normalize-gathers.mlir"


def run(text, args):
    art = mlir_stitch.compile(text, cache=False, resources=False)
    out = mlir_stitch.load(art, backend="emulator")(*args)
    return art, [np.asarray(o) for o in (out if isinstance(out, (list, tuple)) else [out])]


def without_the_transform(monkeypatch):
    monkeypatch.setattr(normalize, "recompute_gathered_elements", lambda block: 0)


def test_cross_entropy_picks_read_the_logits_and_equal_the_written_log_softmax(monkeypatch):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 16)).astype(np.float32) * 3
    t = rng.integers(0, 16, 4).astype(np.int64)
    scale = rng.random(16).astype(np.float32) + 0.5
    text = LIT_INPUT.read_text()
    art, (picked,) = run(text, [x, t, scale])
    x64 = x.astype(np.float64)
    logp = x64 - x64.max(1, keepdims=True)
    logp = (logp - np.log(np.exp(logp).sum(1, keepdims=True))) * scale
    np.testing.assert_allclose(picked, logp[np.arange(4), t], rtol=1e-5, atol=1e-5)
    without_the_transform(monkeypatch)
    written, (before,) = run(text, [x, t, scale])
    np.testing.assert_array_equal(picked, before)  # the same ops on the same values
    # the [4, 16] log-probabilities are neither written nor read back; the gather reads x
    # there (a gathered tensor counts as read whole) and the two row statistics as row values
    # of the kernel computing them (transforms/loop_extracts.py): one kernel where the written
    # log-probabilities took two
    assert art.report["kernel_count"] == 1 and written.report["kernel_count"] == 2
    assert art.report["global_bytes"] < written.report["global_bytes"]


def table_lookup(rows: int, return_table: bool) -> str:
    """Rows of tanh(w) looked up by id; tanh(w) returned too or not."""
    out = f"tensor<{rows}x8xf32>"
    results = [("%g", out)] + ([("%table", "tensor<10x8xf32>")] if return_table else [])
    return f"""
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%w: tensor<10x8xf32>, %ids: tensor<{rows}xi32>) -> ({", ".join(t for _, t in results)}) {{
  %e = tensor.empty() : tensor<10x8xf32>
  %table = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%w : tensor<10x8xf32>) outs(%e : tensor<10x8xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  }} -> tensor<10x8xf32>
  %eo = tensor.empty() : {out}
  %g = linalg.generic {{indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%ids : tensor<{rows}xi32>) outs(%eo : {out}) {{
  ^bb0(%i: i32, %o: f32):
    %r = arith.index_cast %i : i32 to index
    %c = linalg.index 1 : index
    %v = tensor.extract %table[%r, %c] : tensor<10x8xf32>
    linalg.yield %v : f32
  }} -> {out}
  return {", ".join(v for v, _ in results)} : {", ".join(t for _, t in results)}
}}"""


def gathers_from_computed_tensors(text: str) -> int:
    """tensor.extracts reading a generic's result after stitch-normalize."""
    ctx = new_context()
    module = parse_source(text, ctx)
    found = []

    def visit(op):
        if op.name == "tensor.extract" and not isinstance(op.operands[0].owner, ir.Block) \
                and op.operands[0].owner.name == "linalg.generic":
            found.append(op)
        return ir.WalkResult.ADVANCE
    with ctx, ir.Location.unknown():
        run_pipeline(module, "builtin.module(stitch-normalize)")
        module.operation.walk(visit)
    return len(found)


@pytest.mark.parametrize("rows,return_table,read_through", [
    (4, False, True),  # 32 lookups of 80 elements: tanh at each looked-up element instead
    (4, True, False),  # the table is written for its caller anyway: nothing to gain
    (64, False, False),  # 512 lookups would compute tanh more often than the table does
])
def test_a_lookup_recomputes_only_where_it_computes_no_more_elements(rows, return_table,
                                                                     read_through, monkeypatch):
    text = table_lookup(rows, return_table)
    assert (gathers_from_computed_tensors(text) == 0) == read_through
    rng = np.random.default_rng(rows)
    w = rng.standard_normal((10, 8)).astype(np.float32)
    ids = rng.integers(0, 10, rows).astype(np.int32)
    _, outs = run(text, [w, ids])
    np.testing.assert_allclose(outs[0], np.tanh(w.astype(np.float64))[ids], rtol=1e-6, atol=1e-6)
    without_the_transform(monkeypatch)
    _, before = run(text, [w, ids])
    for a, b in zip(outs, before):
        np.testing.assert_array_equal(a, b)


def test_the_traffic_figure_counts_a_gather_at_its_sectors_not_the_whole_tensor():
    """At 256 rows of 4096 logits the pick reads one logit per row: the traffic is the logits
    read once by the one kernel, plus a sector per picked logit (within 5 %)."""
    text = LIT_INPUT.read_text().replace("tensor<4x16x", "tensor<256x4096x") \
        .replace("tensor<4x", "tensor<256x").replace("tensor<16x", "tensor<4096x")
    report = mlir_stitch.compile(text, cache=False, resources=False).report
    logits = 256 * 4096 * 4
    assert report["kernel_count"] == 1
    assert report["traffic_ratio"] <= 1.05
    assert logits < report["global_bytes"] < logits * 1.05


def lookup(transposed: bool) -> str:
    """8 ids looked up in an argument table of 1000 x 64 (rows, or columns when transposed)."""
    table = "tensor<64x1000xf32>" if transposed else "tensor<1000x64xf32>"
    at = "[%c, %r]" if transposed else "[%r, %c]"
    return f"""
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%w: {table}, %ids: tensor<8xi32>) -> tensor<8x64xf32> {{
  %e = tensor.empty() : tensor<8x64xf32>
  %g = linalg.generic {{indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%ids : tensor<8xi32>) outs(%e : tensor<8x64xf32>) {{
  ^bb0(%i: i32, %o: f32):
    %r = arith.index_cast %i : i32 to index
    %c = linalg.index 1 : index
    %v = tensor.extract %w{at} : {table}
    linalg.yield %v : f32
  }} -> tensor<8x64xf32>
  return %g : tensor<8x64xf32>
}}"""


@pytest.mark.parametrize("transposed,gathered", [(False, 8 * 64 * 4), (True, 8 * 64 * 32)])
def test_a_lookup_counts_its_rows_or_a_sector_per_element(transposed, gathered):
    """An embedding lookup reads whole rows (neighbouring threads read neighbouring elements):
    its bytes; a lookup along the other dimension touches a 32-byte sector per element. Either
    way the table of 256 KB is not read whole, and the minimum counts the same bytes."""
    report = mlir_stitch.compile(lookup(transposed), cache=False, resources=False).report
    ids, out = 8 * 4, 8 * 64 * 4
    assert report["global_bytes"] == report["min_global_bytes"] == ids + gathered + out
