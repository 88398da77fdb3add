"""stitch-bench --gpu-bundle / --gpu / --gpu-report, run end to end on the emulator backend
(the GPU machine runs the same code on the cuda backend, with timing on top)."""
from __future__ import annotations

import json
import stat
import subprocess
import sys

import numpy as np
import pytest

from mlir_stitch.bench.gpu import check_jobs
from mlir_stitch.bench.gpu_bundle import fingerprint
from mlir_stitch.bench.gpu_report import markdown
from mlir_stitch.cli import stitch_bench

pytest.importorskip("torch")
pytest.importorskip("torch_mlir")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """layernorm (torch) and jax_softmax exported, bundled with fuzz seeds 7..9 and two
    candidate builds per fusion."""
    root = tmp_path_factory.mktemp("gpu")
    suite, out = root / "suite", root / "bundle"
    subprocess.run([sys.executable, "-m", "mlir_stitch.cli.stitch_export", "--suite", str(suite),
                    "--only", "layernorm,jax_softmax"], check=True, capture_output=True)
    assert stitch_bench.main(["--suite", "--suite-dir", str(suite), "--only", "layernorm,jax_softmax",
                              "--export", "never", "--gpu-bundle", str(out), "--fuzz-seeds", "7:10",
                              "--candidates", "2", "--no-gemms"]) == 0
    return out


def test_bundle_holds_artifacts_and_fingerprints_but_no_arrays(bundle):
    index = json.loads((bundle / "bundle.json").read_text())
    assert index["suite"] == {"layernorm": "compiled", "jax_softmax": "compiled"}
    assert set(index["fuzz"]) == {"7", "8", "9"}
    meta = json.loads((bundle / "suite" / "layernorm" / "model.json").read_text())
    assert meta["arg_names"] == ["weight", "bias", "input0"] and len(meta["inputs"]) == 3
    assert meta["inputs"][2].startswith("float32[512, 768]:")
    assert (bundle / "suite" / "layernorm" / "artifact" / "kernels.ptx").exists()
    assert not list(bundle.rglob("*.npz"))
    from mlir_stitch.bench.iree import iree_compile

    if iree_compile():  # the peer IREE's CUDA runtime runs on the GPU machine
        assert meta["iree"] == "compiled"
        assert b"IREE" in (bundle / "suite" / "layernorm" / "iree.vmfb").read_bytes()


def test_gpu_run_regenerates_inputs_and_checks_every_job(bundle, tmp_path):
    assert stitch_bench.main(["--gpu", str(bundle), "--out", str(tmp_path), "--backend", "emulator"]) == 0
    result = json.loads((tmp_path / "results.json").read_text())
    for name in ("layernorm", "jax_softmax"):
        row = result["suite"][name]
        assert row["status"] == "PASS" and row["fingerprints_match"] is True, row
        assert "times" not in row  # the emulator has no clock
    assert result["fuzz"] == {"7": "PASS", "8": "PASS", "9": "PASS"}
    text = (tmp_path / "gpu_results.md").read_text()
    assert "| layernorm | 1 | PASS |" in text and "3 run, 3 PASS" in text
    # the candidate builds: the model's choice and one more, each checked against the framework
    listed = result["candidates"]["layernorm"]
    assert [c["status"] for c in listed] == ["PASS", "PASS"]
    assert sum(c["chosen"] for c in listed) == 1 and any(c["heuristic"] for c in listed)
    assert len({c["template_string"] for c in listed}) == 2
    assert "Candidate mappings" in text and "model's choice" in text
    assert not (tmp_path / "tuned-sm_90.json").exists()  # winners need the GPU's clock


def test_a_wrong_reference_is_a_failure(bundle, tmp_path):
    """The check compares with the regenerated reference: break it and the run fails."""
    from mlir_stitch.bench.gpu import write_references

    refs = write_references(bundle, tmp_path / "work", ["layernorm"], lambda n: None)
    expected = tmp_path / "work" / "layernorm" / "expected.npz"
    with np.load(expected) as f:
        bad = f["result0"].copy()
    bad[3, 5] += 1.0
    np.savez(expected, result0=bad)
    jobs = [{"id": "layernorm", "kind": "suite", "reference": refs["layernorm"]["folder"],
             "artifact": str(bundle / "suite" / "layernorm" / "artifact")}]
    answer = check_jobs(jobs, "emulator")["layernorm"]
    assert answer["status"] == "FAIL: result0: 1 of 393216 elements outside tolerance"


def test_a_child_that_dies_is_restarted_after_the_job_that_killed_it(tmp_path):
    """A kernel fault kills the checking process: that job is a crash, the rest still run."""
    fake = tmp_path / "fake_python"
    fake.write_text("#!/bin/sh\n" + sys.executable + " -c '\n"
                    "import json, sys\n"
                    "jobs = json.loads(sys.stdin.read())\n"
                    "for j in jobs:\n"
                    "    if j[\"id\"] == \"b\":\n"
                    "        print(\"CUDA_ERROR_ILLEGAL_ADDRESS in kernel k0\", file=sys.stderr); sys.exit(3)\n"
                    "    print(json.dumps({\"id\": j[\"id\"], \"status\": \"PASS\"}), flush=True)\n'\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    jobs = [{"id": i, "kind": "fuzz"} for i in "abcd"]
    results = check_jobs(jobs, "cuda", python=str(fake))
    assert results == {"a": {"status": "PASS"},
                       "b": {"status": "crash: CUDA_ERROR_ILLEGAL_ADDRESS in kernel k0"},
                       "c": {"status": "PASS"}, "d": {"status": "PASS"}}


def test_candidate_builds_are_listed_and_compiled(bundle):
    listed = json.loads((bundle / "suite" / "layernorm" / "candidates.json").read_text())
    assert len(listed) == 2 and {c["kernel"] for c in listed} == {"fusion_0"}
    for c in listed:
        manifest = json.loads((bundle / "suite" / "layernorm" / "candidates" / c["dir"]
                               / "manifest.json").read_text())
        (fusion,) = manifest["report"]["fusions"]
        assert fusion["template_string"] == c["template_string"]


def test_measured_winners_take_the_fastest_passing_candidate_of_each_kernel():
    from mlir_stitch.bench.gpu import measured_winners

    candidates = {"m": [
        {"kernel_hash": "a", "template_string": "x", "status": "PASS", "measured_us": 5.0},
        {"kernel_hash": "a", "template_string": "y", "status": "PASS", "measured_us": 4.0},
        {"kernel_hash": "b", "template_string": "z", "status": "PASS", "measured_us": 1.0},
        {"kernel_hash": "b", "template_string": "w", "status": "FAIL: wrong"}]}
    assert measured_winners(candidates) == {"a": "y"}  # b: a candidate failed, no winner


def test_fingerprint_sees_values_shape_and_dtype():
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert fingerprint(a) == fingerprint(a.copy())
    assert fingerprint(a) != fingerprint(a.reshape(3, 2))
    assert fingerprint(a) != fingerprint(a.astype(np.int32))
    b = a.copy()
    b[1, 2] = 7
    assert fingerprint(a) != fingerprint(b)


def _timed_result():
    times = {"mlir-stitch": {"us": 20.0, "kernel_us": 2.0, "gpu_ops": 1},
             "eager": {"us": 40.0, "kernel_us": 5.0, "gpu_ops": 3},
             "inductor": {"error": "inductor: RuntimeError: no triton"}}
    return {"backend": "cuda", "device": "NVIDIA H100 (sm_90)",
            "copy": {"bandwidth": [[1024, 1.0], [1 << 30, 3000.0]], "launch_us": 1.3},
            "suite": {"m": {"framework": "torch", "kernels": 1, "min_global_bytes": 3_000_000,
                            "traffic_ratio": 1.0, "status": "PASS", "fingerprints_match": True,
                            "times": times}},
            "fuzz": {"1": "PASS", "2": "FAIL: result 0: 1 of 4 outside the bound"},
            "fuzz_not_compiled": {"3": "refused: no"}}


def test_report_ratios_bandwidth_and_failures():
    text = markdown(_timed_result())
    assert "| m | 1 | PASS | 20.0 | 40.0 | – | – | – | – | 2.00× | – |" in text
    # 3 MB in 2 µs = 1500 GB/s, half the copy peak of 3000 GB/s
    assert "| m | 2.0 (1) | 5.0 (3) | – | – | – | – | 2.50× | – | 1500 | 50% |" in text
    assert "Geomean speedup of mlir-stitch, per call: 2.00× over eager (1 models)." in text
    assert "Geomean speedup of mlir-stitch, GPU time: 2.50× over eager (1 models)." in text
    assert "2 run, 1 FAIL, 1 PASS (not compiled: 1 refused)" in text
    assert "- seed 2: FAIL: result 0: 1 of 4 outside the bound" in text
    assert "- m: inductor: RuntimeError: no triton" in text


def test_gpu_report_replaces_its_section_and_adds_fuzz_files(tmp_path):
    main, extra = tmp_path / "r.json", tmp_path / "f.json"
    main.write_text(json.dumps(_timed_result()))
    other = _timed_result()["suite"]["m"]
    extra.write_text(json.dumps({"fuzz": {"9": "PASS"}, "fuzz_not_compiled": {},
                                 "suite": {"m": {**other, "status": "FAIL: stale"},
                                           "other_model": other}}))
    results = tmp_path / "RESULTS.md"
    results.write_text("# Benchmark results\n\nkept\n")
    for _ in range(2):  # a second run replaces the section instead of appending it
        assert stitch_bench.main(["--gpu-report", str(main), str(extra), "--results", str(results)]) == 0
    text = results.read_text()
    assert text.count("## GPU runs") == 1 and "kept" in text
    assert "3 run, 1 FAIL, 2 PASS" in text
    # the other run's models the first lacks are added; the first file's rows win
    assert "| other_model | 1 | PASS |" in text and "stale" not in text



def _small_cases():
    from mlir_stitch.bench.gemms import GemmCase

    return (GemmCase("linear", 1, 48, 40, 200, bias=True),
            GemmCase("bmm", 3, 16, 24, 160, trans_b=False, batched_b=True),
            GemmCase("gate", 1, 64, 64, 32, bias=True, softmax=True))


def test_gemm_cases_are_checked_on_the_run_side(tmp_path):
    """Library GEMMs (a Linear with its bias, a batched GEMM) and softmax(x · Wᵀ + b) with its
    GEMM in the library, fused with staged operands, and alone: each build is checked against
    float64 numpy (the emulator has no clock, so no times); a case whose reference differs (W
    read transposed) fails."""
    from mlir_stitch.bench.gemms import bundle_gemms, markdown as gemm_markdown, run_gemms

    index = bundle_gemms(tmp_path, cases=_small_cases())
    assert index["linear"]["planned"] == {"kernels": 1, "library": 1, "staged": [],
                                          "tensor_cores": 0}
    assert index["linear"]["tf32"] == {"kernels": 1, "library": 1, "staged": [],
                                       "tensor_cores": 0}
    assert index["gate"]["library"]["library"] == 1 and index["gate"]["fused"]["library"] == 0
    assert index["gate"]["fused"]["staged"] == [32]
    results = run_gemms(tmp_path, backend="emulator")
    assert [results[c][v]["status"] for c in ("linear", "bmm") for v in ("planned", "tf32")] == \
        ["PASS"] * 4  # the TF32 builds within TF32's bound, as the emulator rounds them
    assert [results["gate"][v]["status"] for v in ("library", "fused", "gemm")] == ["PASS"] * 3
    assert "| linear | 1 x 48 x 40 x 200 | PASS | – | – | – | PASS | – | – | – | – |" in \
        "\n".join(gemm_markdown(results))
    listed = json.loads((tmp_path / "gemms.json").read_text())
    listed["linear"]["case"]["trans_b"] = False
    (tmp_path / "gemms.json").write_text(json.dumps(listed))
    wrong = run_gemms(tmp_path, backend="emulator", only={"linear"})
    assert wrong["linear"]["planned"]["status"].startswith("FAIL")
    assert wrong["linear"]["tf32"]["status"].startswith("FAIL")  # TF32's bound is no blank check


def test_gemm_estimates_from_times():
    """ours / torch for a library case; the fused GEMM's time t_fused - (t_library - t_gemm)
    and its rate for a fused case."""
    from mlir_stitch.bench.gemms import _estimates, markdown as gemm_markdown

    linear, _, gate = _small_cases()
    row = {"macs": linear.macs, "shape": "1 x 48 x 40 x 200", "torch_us": 10.0,
           "planned": {"status": "PASS", "us": 11.0}}
    assert _estimates(linear, row) == {"vs_torch": 1.1}
    row.update(torch_tf32_us=4.0, tf32={"status": "PASS", "us": 5.0})
    assert _estimates(linear, row) == {"vs_torch": 1.1, "tf32_vs_torch": 1.25,
                                       "library_tf32_macs_per_us": linear.macs / 5.0}
    row["planned"]["loop_us"], row["torch_loop_us"] = 6.0, 8.0  # back to back
    row.update(_estimates(linear, row))
    assert row["loop_vs_torch"] == 0.75
    assert "| linear | 6.0 | 8.0 | 0.75× |" in "\n".join(gemm_markdown({"linear": row}))
    row = {"macs": gate.macs, "shape": "1 x 64 x 64 x 32",
           **{v: {"status": "PASS", "us": us} for v, us in
              (("library", 20.0), ("fused", 14.0), ("gemm", 8.0))}}
    estimate = _estimates(gate, row)
    assert estimate["fused_gemm_us"] == 2.0 and estimate["fused_macs_per_us"] == gate.macs / 2.0
    row.update(estimate)
    text = "\n".join(gemm_markdown({"gate": row}))
    assert "| gate | 1 x 64 x 64 x 32 | library PASS, fused PASS, gemm PASS | 20.0 | 14.0 | 8.0 | " \
           "6.55e+04 | 1.64e+04 |" in text


def test_half_gemm_case_on_tensor_cores_and_by_fma(tmp_path):
    """softmax(x · Wᵀ + b) with bf16 x and W is bundled twice, its GEMM on tensor cores and
    summed by FMA (--no-tensor-cores); both builds are checked against float64 numpy on the
    run side (a case whose reference differs fails both), their times compared."""
    from mlir_stitch.bench.gemms import GemmCase, _estimates, bundle_gemms, markdown, run_gemms

    case = GemmCase("gate_bf16", 1, 64, 64, 32, bias=True, softmax=True, half="bf16")
    index = bundle_gemms(tmp_path, cases=(case,))
    assert index["gate_bf16"]["fused"] == {"kernels": 1, "library": 0, "staged": [32],
                                           "tensor_cores": 1}
    assert index["gate_bf16"]["fma"]["tensor_cores"] == 0
    results = run_gemms(tmp_path, backend="emulator")
    assert [results["gate_bf16"][v]["status"] for v in ("fused", "fma")] == ["PASS", "PASS"]
    assert "| gate_bf16 | 1 x 64 x 64 x 32 | bf16 | fused PASS, fma PASS | – | – | – |" in \
        "\n".join(markdown(results))
    listed = json.loads((tmp_path / "gemms.json").read_text())
    listed["gate_bf16"]["case"]["trans_b"] = False
    (tmp_path / "gemms.json").write_text(json.dumps(listed))
    wrong = run_gemms(tmp_path, backend="emulator")
    assert all(wrong["gate_bf16"][v]["status"].startswith("FAIL") for v in ("fused", "fma"))
    row = {v: {"status": "PASS", "us": us} for v, us in (("fused", 3.0), ("fma", 6.0))}
    assert _estimates(case, row) == {"tensor_cores_vs_fma": 0.5}


def test_bf16_library_gemm_case_reads_halves_and_rounds_once(tmp_path):
    """A bf16 library case (Llama's projections) is bundled as one library call reading bf16
    and writing bf16, checked on the run side against float64 numpy within one bf16 rounding
    (a case whose reference differs fails), and listed in the library table."""
    from mlir_stitch.bench.gemms import GemmCase, bundle_gemms, markdown, program, run_gemms

    case = GemmCase("proj_bf16", 1, 48, 64, 600, half="bf16", rounded=True)
    assert "arith.truncf %a : f32 to bf16" in program(case)
    index = bundle_gemms(tmp_path, cases=(case,))
    assert index["proj_bf16"]["planned"] == {"kernels": 1, "library": 1, "staged": [],
                                             "tensor_cores": 0}
    results = run_gemms(tmp_path, backend="emulator")
    assert results["proj_bf16"]["planned"]["status"] == "PASS"
    assert "| proj_bf16 | 1 x 48 x 64 x 600 | PASS |" in "\n".join(markdown(results))
    listed = json.loads((tmp_path / "gemms.json").read_text())
    listed["proj_bf16"]["case"]["trans_b"] = False
    (tmp_path / "gemms.json").write_text(json.dumps(listed))
    assert run_gemms(tmp_path, backend="emulator")["proj_bf16"]["planned"]["status"].startswith("FAIL")


def test_plans_bundle_the_model_planned_otherwise_where_its_launches_change(tmp_path):
    """softmax(x · Wᵀ + b) at 2048 x 512 x 128: the model's plan leaves the GEMM to the library
    (2 launches); priced at the library's rate the planner stitches it into the softmax's
    kernel (1 launch), which --gpu would time beside it (the gemm cases check such builds)."""
    import mlir_stitch
    from mlir_stitch.bench.gemms import FUSED_CASES, program
    from mlir_stitch.bench.gpu_bundle import _bundle_plans

    case = next(c for c in FUSED_CASES if c.name == "softmax_128")
    source = tmp_path / "model.mlir"
    source.write_text(program(case))
    own = mlir_stitch.compile(str(source), cache=False, resources=False)
    assert own.report["kernel_count"] == 2
    _bundle_plans(source, own.report, tmp_path / "m", "sm_90")
    (plan,) = json.loads((tmp_path / "m" / "plans.json").read_text())  # the others: the same
    assert plan["dir"] == "fused-gemms" and plan["kernels"] == 1 and plan["library"] == 0
    manifest = json.loads((tmp_path / "m" / "plans" / "fused-gemms" / "manifest.json").read_text())
    assert [s["op"] for s in manifest["steps"]] == ["launch"]  # the GEMM in the softmax's kernel
    # a model whose launches the other plan leaves alone gets no build
    _bundle_plans(source, {**own.report, "kernel_count": 1}, tmp_path / "same", "sm_90")
    listed = json.loads((tmp_path / "same" / "plans.json").read_text())
    assert [p["dir"] for p in listed] == ["no-gemm-groups", "no-gemm-views"]  # 2: "differs" from 1


def test_plans_bundle_the_model_without_its_grouped_calls(tmp_path):
    """q, k and v of one A: the model's own plan runs them as one grouped call; the
    no-gemm-groups plan, which --gpu times beside it, makes each its own call."""
    import mlir_stitch
    from mlir_stitch.bench.gpu_bundle import _bundle_plans
    from test_gemm_groups import sibling_program

    source = tmp_path / "model.mlir"
    source.write_text(sibling_program(3))
    own = mlir_stitch.compile(str(source), cache=False, resources=False)
    _bundle_plans(source, own.report, tmp_path / "m", "sm_90")
    listed = {p["dir"]: p for p in json.loads((tmp_path / "m" / "plans.json").read_text())}
    assert listed["no-gemm-groups"]["kernels"] == own.report["kernel_count"] + 2
    assert listed["no-gemm-groups"]["library"] == 3
    manifest = json.loads((tmp_path / "m" / "plans" / "no-gemm-groups" / "manifest.json").read_text())
    assert [s["op"] for s in manifest["steps"]].count("gemm") == 3


def test_plans_bundle_the_model_with_copies_instead_of_views(tmp_path):
    """P·V writing its heads merged over two sequences: the model's own plan writes them
    through strided views (1 launch); no-gemm-views, which --gpu times beside it, copies."""
    import mlir_stitch
    from mlir_stitch.bench.gpu_bundle import _bundle_plans
    from test_gemm_views import MERGED

    source = tmp_path / "model.mlir"
    source.write_text(MERGED)
    own = mlir_stitch.compile(str(source), cache=False, resources=False)
    _bundle_plans(source, own.report, tmp_path / "m", "sm_90")
    listed = {p["dir"]: p for p in json.loads((tmp_path / "m" / "plans.json").read_text())}
    assert own.report["kernel_count"] == 1 and listed["no-gemm-views"]["kernels"] == 2


def test_plans_are_reported_beside_the_model_and_count_as_failures():
    from mlir_stitch.bench.gpu import failed

    result = _timed_result()
    result["fuzz"] = {}
    result["plans"] = {"m": [{"dir": "fused-gemms", "plan": "GEMMs priced at the library's rate",
                              "kernels": 1, "library": 0, "traffic_ratio": 1.0, "status": "PASS",
                              "measured_us": 10.0},
                             {"dir": "other", "plan": "refused", "error": "too big"}]}
    text = markdown(result)
    assert "| m | fused-gemms: GEMMs priced at the library's rate | 1 (0) | 1.0 | PASS | 10.0 | " \
           "20.0 | 2.00× |" in text
    assert "| m | other: refused | – | – | too big | – | 20.0 | – |" in text
    assert not failed(result)  # a plan that did not compile gives no answer
    result["plans"]["m"][0]["status"] = "FAIL: result 0: 3 of 9 outside the bound"
    assert failed(result)
