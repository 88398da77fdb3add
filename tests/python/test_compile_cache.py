"""The compile cache (compiler/cache.py): keyed by everything that decides the artifact."""
from __future__ import annotations

import json
import os

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler import cache as compile_cache
from mlir_stitch.compiler.pipeline import Pipeline

MODEL = """
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%a: tensor<8x128xf32>) -> tensor<8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x128xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %t = math.exp %x : f32
    %s = arith.addf %t, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
"""


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("MLIR_STITCH_CACHE", "1")
    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(tmp_path / "cache"))
    before = dict(compile_cache.COUNTERS)
    yield tmp_path / "cache"
    assert all(compile_cache.COUNTERS[k] >= before[k] for k in before)


def counts(before: dict) -> dict:
    return {k: compile_cache.COUNTERS[k] - before[k] for k in before}


def test_second_compile_is_a_hit_and_says_so(cache):
    before = dict(compile_cache.COUNTERS)
    first = mlir_stitch.compile(MODEL, resources=False)
    assert first.report["cache"]["status"] == "miss"
    second = mlir_stitch.compile(MODEL, resources=False)
    assert second.report["cache"]["status"] == "hit"
    assert second.report["cache"]["folder"] == first.report["cache"]["folder"]
    assert counts(before) == {"hits": 1, "misses": 1, "stores": 1}
    assert second.ptx == first.ptx and second.kernel_ir == first.kernel_ir
    assert second.manifest["steps"] == first.manifest["steps"]
    x = np.random.default_rng(0).standard_normal((8, 128)).astype(np.float32)
    (got,) = mlir_stitch.load(second, backend="emulator")(x)
    np.testing.assert_allclose(got, np.exp(x).sum(1), rtol=1e-5)


@pytest.mark.parametrize("change", ["target", "resources", "pipeline", "text", "filename", "compiler"])
def test_anything_that_decides_the_artifact_changes_the_key(cache, tmp_path, monkeypatch, change):
    mlir_stitch.compile(MODEL, resources=False)
    kwargs = {"resources": False}
    source = MODEL
    if change == "target":
        kwargs["target"] = "sm_90a"
    elif change == "resources":
        kwargs["resources"] = True
    elif change == "pipeline":
        kwargs["pipeline"] = Pipeline().replace_stage(
            "L1", "builtin.module(stitch-fusion-plan{planner=scope},canonicalize)")
    elif change == "text":
        source = MODEL.replace("math.exp", "math.tanh")
    elif change == "filename":
        source = tmp_path / "model.mlir"
        source.write_text(MODEL)
    elif change == "compiler":
        monkeypatch.setattr(compile_cache, "compiler_fingerprint", lambda: "an edited compiler")
    assert mlir_stitch.compile(source, **kwargs).report["cache"]["status"] == "miss"


def test_what_is_not_cached(cache, tmp_path, monkeypatch):
    mlir_stitch.compile(MODEL, resources=False)
    assert "cache" not in mlir_stitch.compile(MODEL, resources=False, cache=False).report
    assert "cache" not in mlir_stitch.compile(MODEL, resources=False, keep_ir=True).report
    graph = tmp_path / "plan.dot"
    drawn = Pipeline().replace_stage("L1", f"builtin.module(stitch-fusion-plan{{plan-graph={graph}}})")
    mlir_stitch.compile(MODEL, resources=False, pipeline=drawn)
    graph.unlink()
    assert "cache" not in mlir_stitch.compile(MODEL, resources=False, pipeline=drawn).report
    assert graph.exists()  # the file a hit would not have written
    monkeypatch.setenv("MLIR_STITCH_CACHE", "0")
    assert "cache" not in mlir_stitch.compile(MODEL, resources=False).report


def test_a_broken_entry_is_dropped_and_compiled_again(cache):
    folder = mlir_stitch.compile(MODEL, resources=False).report["cache"]["folder"]
    manifest = os.path.join(folder, "manifest.json")
    with open(manifest, "w") as f:
        f.write("{ not json")
    again = mlir_stitch.compile(MODEL, resources=False)
    assert again.report["cache"]["status"] == "miss"
    json.load(open(manifest))  # stored whole again
    assert mlir_stitch.compile(MODEL, resources=False).report["cache"]["status"] == "hit"


def test_an_unwritable_cache_is_reported_not_fatal(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("MLIR_STITCH_CACHE", "1")
    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(blocker / "cache"))
    artifact = mlir_stitch.compile(MODEL, resources=False)
    assert artifact.report["cache"]["status"].startswith("miss, not stored: ")
    assert artifact.report["kernel_count"] == 1
