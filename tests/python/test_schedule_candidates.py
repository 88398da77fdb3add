"""Several candidate schedules per fusion, one chosen (issue 11, item 5): the candidates
stitch-schedule considers, the cost model that ranks them, the report that says why the winner
won, every candidate computing the same, and --tune timing them (with a stand-in timer here:
the machine has no GPU)."""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.analysis import schedule_cost
from mlir_stitch.compiler import tune as tuning
from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage
from mlir_stitch.examples import EXAMPLES, inputs, path, reference
from mlir_stitch.runtime.backends.cuda import unavailable_reason


SOFTMAX = path("softmax").read_text()


def compiled(source, choose="model", tuned=None):
    options = f"choose={choose}" + (f' tuned="{tuned}"' if tuned else "")
    pipeline = Pipeline().replace_stage("L2", schedule_stage(options))
    return mlir_stitch.compile(source, pipeline=pipeline, resources=False, cache=False)


def only_fusion(art) -> dict:
    (fusion,) = [f for f in art.report["fusions"] if "choice" in f]
    return fusion


def test_few_long_rows_take_the_split_that_keeps_more_bytes_in_flight():
    """Softmax over 3 rows of 50,001: the heuristic splits each row over 4 blocks (12 blocks,
    13 elements per thread); the model takes the largest cluster, 8 blocks per row (24
    blocks, 7 per thread), which keep twice the bytes in flight. The report ranks the
    candidates, best first, the heuristic one after them."""
    fusion = only_fusion(compiled(SOFTMAX.replace("256x1024", "3x50001")
                                  .replace("tensor<256xf32>", "tensor<3xf32>")))
    assert "CTA_1,CTA_1024-THREAD_7-SPLIT_8" in fusion["template_string"]
    choice = fusion["choice"]
    assert choice["chosen"] == fusion["template_string"] and choice["considered"] == 2
    assert choice["reason"].startswith("modelled 2.79 us against 3.70 us for the heuristic mapping: "
                                       "draws 1188 GB/s instead of 740")
    times = [c["time_us"] for c in choice["candidates"]]
    assert times == sorted(times) and choice["candidates"][-1]["heuristic"]
    assert "SPLIT_4" in choice["candidates"][-1]["template_string"]


@pytest.mark.parametrize("name,template", [
    ("layernorm", "reduce0[GRID_512-CTA_1,CTA_256-THREAD_3]S;"),
    ("bias_gelu_residual", "ew2[GRID_2048-CTA_256-THREAD_1];")])
def test_heuristic_mapping_stays_when_nothing_is_clearly_faster(name, template):
    """Both fill the GPU and draw its bandwidth whatever the mapping: the model keeps the
    heuristic one (the flat fusion's 20 candidates all model alike)."""
    fusion = only_fusion(compiled(path(name)))
    assert fusion["template_string"].startswith(template)
    assert fusion["choice"]["reason"].startswith("the heuristic mapping: no candidate")


def test_choose_heuristic_considers_nothing():
    art = compiled(path("bias_gelu_residual"), choose="heuristic")
    (fusion,) = art.report["fusions"]
    assert "choice" not in fusion and fusion["template_string"] == "ew2[GRID_2048-CTA_256-THREAD_1];"


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_every_timed_candidate_computes_the_same(name, tmp_path):
    """The candidates --tune would time (the best four and the heuristic one) all match the
    float64 reference on the emulator."""
    fusion = only_fusion(compiled(path(name)))
    args = inputs(name)
    expected = reference(name, args)
    for candidate in tuning.timed_candidates(fusion["choice"]["candidates"], tuning.TOP):
        winners = tmp_path / "tuned.json"
        winners.write_text(json.dumps({fusion["choice"]["kernel_hash"]: candidate["template_string"]}))
        art = compiled(path(name), tuned=winners)
        assert only_fusion(art)["template_string"] == candidate["template_string"]
        results = mlir_stitch.load(art, backend="emulator")(*args)
        for got, want in zip(results, expected):
            np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5,
                                       err_msg=candidate["template_string"])


def test_tune_keeps_the_measured_winner_and_a_later_compile_takes_it(tmp_path):
    """A stand-in timer that finds 8 elements per thread fastest (not the model's choice): tune
    records that winner by the kernel's hash, and a compile reading the file picks it, saying
    it was measured."""
    def timer(artifact):
        (launch,) = [s for s in artifact.manifest["steps"] if s["op"] == "launch"]
        return 1.0 if launch["grid"][0] == 256 else 2.0

    tuned = tmp_path / "tuned.json"
    (t,) = tuning.tune(path("bias_gelu_residual"), tuned, timer=timer)
    assert len(t.times_ms) == tuning.TOP and t.winner == "ew2[GRID_256-CTA_256-THREAD_8];"
    assert "ew2[GRID_2048-CTA_256-THREAD_1];" in t.times_ms  # the heuristic one is timed too
    assert json.loads(tuned.read_text()) == {t.kernel_hash: t.winner}
    fusion = only_fusion(compiled(path("bias_gelu_residual"), tuned=tuned))
    assert fusion["template_string"] == t.winner
    assert fusion["choice"]["reason"] == "measured fastest by --tune"


def test_a_new_winner_in_the_tuned_file_misses_the_compile_cache(tmp_path, monkeypatch):
    from mlir_stitch.compiler import cache

    monkeypatch.setenv("MLIR_STITCH_CACHE", "1")
    monkeypatch.setenv("MLIR_STITCH_CACHE_DIR", str(tmp_path / "cache"))
    tuned = tmp_path / "tuned.json"
    tuned.write_text("{}")
    pipeline = tuning.with_tuned(Pipeline(), tuned)
    source = path("bias_gelu_residual")
    mlir_stitch.compile(source, pipeline=pipeline, resources=False)
    assert mlir_stitch.compile(source, pipeline=pipeline, resources=False).report["cache"]["status"] == "hit"
    fusion = only_fusion(compiled(source))
    tuned.write_text(json.dumps({fusion["choice"]["kernel_hash"]: "ew2[GRID_512-CTA_512-THREAD_2];"}))
    art = mlir_stitch.compile(source, pipeline=pipeline, resources=False)
    assert art.report["cache"]["status"] == "miss"
    assert only_fusion(art)["template_string"] == "ew2[GRID_512-CTA_512-THREAD_2];"


@pytest.mark.skipif(unavailable_reason() is None, reason="a GPU is present: --tune would run")
def test_tune_without_a_gpu_is_refused_clearly(tmp_path):
    run = subprocess.run([sys.executable, "-m", "mlir_stitch.cli.stitch_compile", str(path("softmax")),
                          "-o", str(tmp_path / "out"), "--tune", "--tuned", str(tmp_path / "t.json")],
                         capture_output=True, text=True)
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert "--tune times the candidates on a GPU" in run.stderr


def test_the_summary_says_why_each_mapping_won(tmp_path):
    run = subprocess.run([sys.executable, "-m", "mlir_stitch.cli.stitch_compile",
                          str(path("bias_gelu_residual")), "-o", str(tmp_path / "out"), "--no-cache",
                          "--no-ptxas"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "of 20 candidate mappings: the heuristic mapping: no candidate is modelled more than " \
           "10% faster" in run.stdout


# the model's terms --------------------------------------------------------------------------
def test_a_few_blocks_cannot_draw_the_bandwidth_and_a_grid_barrier_costs():
    from mlir_stitch.analysis.cost_model import device_model
    from mlir_stitch.analysis.occupancy import target
    from mlir_stitch.analysis.schedule_cost import round_us

    bytes_, sms = 64 << 20, target("sm_90").sms
    peak = device_model("h100").gbs_at(bytes_) * 1e3
    few = round_us(bytes_, 0.5, 8, 1024, 64, peak, sms)
    many = round_us(bytes_, 0.5, 132, 1024, 64, peak, sms)
    # 8 SMs keep 8 x SM_INFLIGHT_BYTES of loads in flight, far below the peak: the reads take
    # a latency per 8 x 32 KiB; 132 SMs draw the peak, for reads and writes alike
    reads = bytes_ / 2
    assert few == pytest.approx(schedule_cost.LATENCY_US * reads / (8 * schedule_cost.SM_INFLIGHT_BYTES))
    assert many == pytest.approx(bytes_ / peak)
    assert few > 3 * many
    # stores do not wait: a round that only writes streams at the peak with any grid
    assert round_us(bytes_, 0.0, 8, 1024, 64, peak, sms) == pytest.approx(bytes_ / peak)


def test_cluster_barriers_and_their_partials_are_charged():
    """The split softmax over [3, 50001] pays a cluster barrier per phase (two) in every
    candidate that splits, which the report's sync figure shows, and no grid barrier."""
    fusion = only_fusion(compiled(SOFTMAX.replace("256x1024", "3x50001")
                                  .replace("tensor<256xf32>", "tensor<3xf32>")))
    for c in fusion["choice"]["candidates"]:
        assert 2 * schedule_cost.CLUSTER_BARRIER_US <= c["sync_us"] < \
            schedule_cost.GRID_BARRIER_US


def test_tune_draws_arguments_of_the_artifact_signature_bfloat16_included():
    """The arrays --tune times with have the signature's dtypes (bfloat16 as ml_dtypes', which
    the run side accepts; float32 stand-ins would be refused)."""
    art = mlir_stitch.compile(Path(__file__).parents[2] / "benchmarks/suite/layernorm_bf16/model.mlir",
                              resources=False, cache=False)
    args = tuning.signature_inputs(art)
    assert [a.dtype.name for a in args] == ["bfloat16"] * 3
    (y,) = mlir_stitch.load(art, backend="emulator")(*args)
    assert y.dtype.name == "bfloat16" and np.isfinite(y.astype(np.float32)).all()
