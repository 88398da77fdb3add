"""stitch-bench --gpu BUNDLE: check and time a GPU bundle (bench/gpu_bundle.py) on a GPU machine.

Needs no MLIR: the bundle carries the compiled artifacts; the inputs are regenerated from the
suite's code and the fuzzer's seeds (and checked against the bundle's fingerprints).

1. References: each suite model is rebuilt and run by its framework on the CPU, as stitch-export
   does; the inputs and outputs are written as an exported folder under WORK (OUT/work).
2. Checks: every suite model and fuzz seed runs on the backend in a child process (a kernel
   fault poisons the CUDA context, so a child that dies is restarted after the job that killed
   it) and is compared with its reference: the model's tolerance, the fuzzer's error bounds.
3. Timing (cuda backend only), for the models that passed: time per call (CUDA events, warm,
   median) of mlir-stitch, PyTorch eager, torch.compile (Inductor; default, max-autotune) and
   jax.jit; achieved bandwidth (the model's minimum off-chip bytes / time) against the measured
   device-to-device copy bandwidth, whose size curve is written as a planner device table.

OUT gets results.json, gpu_results.md (the RESULTS.md section), gpu_bench.png and
device_table.json (for `stitch-compile --device`)."""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
import warnings
from pathlib import Path

COPY_SIZES = [1 << p for p in range(12, 31, 2)]  # 4 KiB .. 1 GiB copied (the cost model's sizes)
PEERS = ("eager", "inductor", "max-autotune", "jax", "iree")


# -- 1. references ---------------------------------------------------------------------------
def write_references(bundle: Path, work: Path, names: list, advance) -> dict:
    """name -> {"folder", "fingerprints_match"} or {"error"}: the framework's inputs and outputs."""
    refs = {}
    for name in names:
        meta = json.loads((bundle / "suite" / name / "model.json").read_text())
        try:
            exported = _framework_reference(name, meta)
        except Exception as e:  # noqa: BLE001 - a framework failure is this model's result
            refs[name] = {"error": f"reference failed: {type(e).__name__}: {e}"}
            advance(name)
            continue
        from .gpu_bundle import fingerprint

        exported.save(work / name)
        # None: the export kept no inputs to compare with (a real-size norm's are 0.1-2 GB)
        same = [fingerprint(a) for a in exported.inputs] == meta["inputs"] if meta["inputs"] else None
        refs[name] = {"folder": str(work / name), "fingerprints_match": same}
        advance(name)
    return refs


def build_suite_model(name: str):
    """(spec, built model or function, example inputs) as a fresh process builds them: the
    suite's own generator starts over (every value a suite model holds is drawn from it or
    from a seeded global RNG; test_suite_determinism.py checks)."""
    from ..suite import find_model

    spec = find_model(name)
    if spec.framework in ("torch", "torch-backward"):
        from ..suite import torch_models

        torch_models._GEN.clear()
    built, inputs = spec.build()
    return spec, built, inputs


def _framework_reference(name: str, meta: dict):
    from ..frontends.exported import Exported

    spec, built, inputs = build_suite_model(name)
    if spec.framework == "torch":
        from ..frontends.torch import to_numpy, weights_and_outputs

        weights, expected = weights_and_outputs(built.eval(), inputs)
        arrays = [to_numpy(t) for t in list(weights.values()) + list(inputs)]
        expected = [to_numpy(t) for t in expected]
        if spec.reference == "f32":  # a half model of the real-size suite
            from ..frontends.torch import judged_against_f32

            expected, rtol, atol, _ = judged_against_f32(built, inputs, expected)
            return Exported(name, spec.framework, "", arrays, expected, meta["arg_names"],
                            rtol, atol, "regenerated on the GPU machine, judged against f32")
    elif spec.framework == "torch-backward":  # the saved tensors and gradient in, gradients out
        from ..frontends.torch import backward_graph, to_numpy

        gm, args, _ = backward_graph(built, inputs)
        arrays = [to_numpy(a) for a in args]
        expected = [to_numpy(t) for t in gm(*args)]
    else:
        import jax
        import numpy as np

        with jax.default_device(jax.devices("cpu")[0]):
            expected = [np.asarray(a) for a in jax.tree_util.tree_leaves(jax.jit(built)(*inputs))]
        arrays = list(inputs)
    return Exported(name, spec.framework, "", arrays, expected, meta["arg_names"],
                    meta["rtol"], meta["atol"], "regenerated on the GPU machine")


# -- 2. checks (child processes) ---------------------------------------------------------------
def check_jobs(jobs: list, backend: str, python=sys.executable) -> dict:
    """job id -> {"status", ...}; each job {"id", "kind": "suite"|"fuzz", ...}."""
    results, todo = {}, list(jobs)
    while todo:
        cmd = [python, "-m", "mlir_stitch.bench.gpu", "--child", backend]
        env = dict(os.environ, STITCH_CUDA_SYNC="1")
        done = subprocess.run(cmd, input=json.dumps(todo), capture_output=True, text=True, env=env)
        for line in done.stdout.splitlines():
            if line.startswith("{"):
                answer = json.loads(line)
                results[answer.pop("id")] = answer
        todo = [j for j in todo if j["id"] not in results]
        if todo and done.returncode != 0:  # the child died on todo[0]
            errors = [ln for ln in done.stderr.splitlines() if ln.strip()]
            results[todo[0]["id"]] = {"status": f"crash: {errors[-1][:300] if errors else done.returncode}"}
            todo = todo[1:]
        elif todo:
            raise RuntimeError(f"check child stopped early without an error: {done.stderr[-500:]}")
    return results


def _child(backend: str) -> int:
    jobs = json.loads(sys.stdin.read())
    for job in jobs:
        try:
            answer = _run_suite_job(job, backend) if job["kind"] == "suite" else _run_fuzz_job(job, backend)
        except Exception as e:  # noqa: BLE001 - a runtime error is the job's outcome
            answer = {"status": f"error: {_why(e)}"}
        print(json.dumps({"id": job["id"], **answer}), flush=True)
    return 0


def _run_suite_job(job: dict, backend: str) -> dict:
    from ..frontends.exported import load_exported
    from ..runtime import load
    from ..runtime.backends.cuda_grouped import GroupedCallWarning
    from .measure import compare

    exported = load_exported(job["reference"])
    fn = load(job["artifact"], backend=backend)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", GroupedCallWarning)
        results = fn(*exported.inputs)
    worst, status = compare(results, exported.expected, exported.rtol, exported.atol)
    differs = [str(w.message) for w in caught if issubclass(w.category, GroupedCallWarning)]
    if status == "PASS" and differs:  # right numbers, from the members' own calls
        status = f"GROUPED CALL DIFFERS: {differs[0]}"
    image = getattr(getattr(fn.backend, "module", None), "image", None)  # cuda: "cubin" or "ptx"
    replay = _replayed(job["artifact"], backend, exported.inputs,
                       lambda got: compare(got, exported.expected, exported.rtol, exported.atol)[1])
    if status == "PASS" and replay.get("replay", "PASS") != "PASS":
        status = f"{replay['replay']} (CUDA graph replay)"
    if status == "PASS" and replay.get("torch_replay", "PASS") != "PASS":
        status = f"{replay['torch_replay']} (CUDA graph replayed in one pass)"
    return {"status": status, "max_abs_err": worst, **({"image": image} if image else {}), **replay}


def _replayed(artifact, backend: str, inputs: list, status_of) -> dict:
    """The call made three times with CUDA graphs on (the checks run with per-step syncs,
    which turn them off): the second captures its steps, the third replays the graph, and
    its results are checked as the first call's (status_of(results) -> "PASS" or why not).
    Then four calls of torch CUDA tensors, the last two replayed in one pass
    (runtime/backends/cuda_replay.py), the last checked the same way."""
    import numpy as np

    from ..frontends.torch import from_numpy
    from ..runtime import load

    if backend != "cuda":
        return {}
    saved = os.environ.pop("STITCH_CUDA_SYNC", None)
    try:
        fn = load(artifact, backend=backend)
        for _ in range(3):
            results = fn(*inputs)
        found = {"replay": status_of(results), "replays": fn.graphs.replays if fn.graphs else 0}
        tensors = [from_numpy(a).cuda() if np.ndim(a) else a for a in inputs]
        fn = load(artifact, backend=backend)
        for _ in range(4):
            results = None  # the last call's results dropped first, as a loop does
            results = [np.asarray(r) for r in fn(*tensors)]
        found["torch_replay"] = status_of(results)
    finally:
        if saved is not None:
            os.environ["STITCH_CUDA_SYNC"] = saved
    return found


def _run_fuzz_job(job: dict, backend: str) -> dict:
    import hashlib

    import numpy as np

    from ..fuzz.generator import generate
    from ..fuzz.program import to_mlir
    from ..fuzz.reference import evaluate, make_inputs
    from ..fuzz.runner import compare
    from ..runtime import load

    program = generate(job["seed"], set(job["features"]))
    sha = (Path(job["artifact"]) / "program.sha").read_text().strip()
    if hashlib.sha256(to_mlir(program).encode()).hexdigest() != sha:
        return {"status": "error: the regenerated program differs from the compiled one"}
    inputs = make_inputs(program)
    outputs = load(job["artifact"], backend=backend)(*inputs)
    expected = evaluate(program, inputs)
    problem = compare([np.asarray(o) for o in outputs], expected)
    replay = _replayed(job["artifact"], backend, inputs,
                       lambda got: compare([np.asarray(o) for o in got], expected) or "PASS")
    if not problem and replay.get("replay", "PASS") != "PASS":
        problem = f"CUDA graph replay: {replay['replay']}"
    if not problem and replay.get("torch_replay", "PASS") != "PASS":
        problem = f"CUDA graph replayed in one pass: {replay['torch_replay']}"
    return {"status": f"FAIL: {problem}" if problem else "PASS", **replay}


# -- 3. timing -------------------------------------------------------------------------------
def median_ms_cuda_events(run, warmup: int, iters: int) -> float:
    """Median milliseconds of run() between two CUDA events (torch's current stream)."""
    import torch

    for _ in range(warmup):
        run()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    times = []
    for _ in range(iters):
        start.record()
        run()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def ms_back_to_back(run, warmup: int, iters: int, repeats: int = 5) -> float:
    """Milliseconds per call of `iters` calls queued back to back with one synchronisation at
    the end (the median of `repeats` such runs): a loop's steady rate, the larger of a call's
    host time and its GPU time, where CUDA events around one call add the two."""
    import torch

    for _ in range(warmup):
        run()
    torch.cuda.synchronize()
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(iters):
            run()
        torch.cuda.synchronize()
        rates.append((time.perf_counter() - start) * 1e3 / iters)
    return statistics.median(rates)


def median_ms_wall(run, warmup: int, iters: int) -> float:
    """Median milliseconds of run() (which must block until its results are ready)."""
    for _ in range(warmup):
        run()
    times = []
    for _ in range(iters):
        t0 = time.perf_counter()
        run()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def time_model(name: str, bundle: Path, reference: str, peers: list, warmup: int, iters: int) -> dict:
    """Microseconds per call of mlir-stitch and each peer on this model (None where one fails)."""
    import torch

    from ..frontends.exported import load_exported
    from ..runtime import load

    exported = load_exported(reference)
    times = {}
    args = [_to_torch_cuda(a) for a in exported.inputs]
    fn = load(bundle / "suite" / name / "artifact", backend="cuda")
    # the whole call, as the peers' are timed: arguments taken, kernels queued, results made
    times["mlir-stitch"] = _timed("mlir-stitch", lambda: fn(*args), warmup, iters)
    spec, built, inputs = build_suite_model(name)
    if spec.framework == "torch":
        model = built.eval().cuda()
        dev_inputs = [t.cuda() for t in inputs]
        variants = {"eager": lambda: model, "inductor": lambda: torch.compile(model),
                    "max-autotune": lambda: torch.compile(model, mode="max-autotune")}
        for peer in [p for p in peers if p in variants]:
            times[peer] = _time_torch_peer(peer, variants[peer], dev_inputs, warmup, iters)
    elif spec.framework == "torch-backward":  # torch runs the backward graph, or compiles it
        from ..frontends.torch import backward_graph

        gm, graph_args, _ = backward_graph(built.cuda(), tuple(t.cuda() for t in inputs))
        variants = {"eager": lambda: gm, "inductor": lambda: torch.compile(gm),
                    "max-autotune": lambda: torch.compile(gm, mode="max-autotune")}
        for peer in [p for p in peers if p in variants]:
            times[peer] = _time_torch_peer(peer, variants[peer], graph_args, warmup, iters)
    elif "jax" in peers:
        times["jax"] = _time_jax(built, inputs, warmup, iters)
    vmfb = bundle / "suite" / name / "iree.vmfb"
    if "iree" in peers and vmfb.exists():
        times["iree"] = _time_iree(vmfb, exported, warmup, iters)
    return times


def _to_torch_cuda(array):
    """A device copy of an input; 0-d arrays stay on the host (scalars are passed by value)."""
    from ..frontends.torch import from_numpy

    return array if array.ndim == 0 else from_numpy(array).cuda()


def _timed(system: str, call, warmup: int, iters: int, per_call=None) -> dict:
    """{"us": per call, "kernel_us": device time of its GPU work per call, "gpu_ops": kernels,
    copies and memsets per call, "first_call_s"} or {"error"}; call() runs it once."""
    import torch

    try:
        t0 = time.perf_counter()
        call()  # compiles on the first call, for the torch.compile variants
        torch.cuda.synchronize()
        first = time.perf_counter() - t0
        ms = per_call() if per_call else median_ms_cuda_events(call, warmup, iters)
        answer = {"us": ms * 1e3, "first_call_s": round(first, 2)}
        answer.update(device_time(call, max(10, iters // 5)))
        return answer
    except Exception as e:  # noqa: BLE001 - a system that fails is reported, not fatal
        return _failed(system, e)


def _timed_wall(system: str, run, warmup: int, iters: int) -> dict:
    """_timed for a system off torch's streams (jax, IREE): per call by wall clock, `run`
    returning once its results are ready."""
    answer = _timed(system, run, warmup, iters, per_call=lambda: median_ms_wall(run, warmup, iters))
    answer["clock"] = "wall"
    return answer


def _why(e: Exception) -> str:
    return f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"


def _failed(system: str, e: Exception) -> dict:
    return {"error": f"{system}: {_why(e)}"[:240]}


def device_time(call, calls: int) -> dict:
    """GPU time per call from CUPTI (torch.profiler sees every kernel in the process, also those
    launched through the driver API): the sum of the kernels', copies' and memsets' durations."""
    try:
        import torch
        from torch.profiler import ProfilerActivity, profile

        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            for _ in range(calls):
                call()
            torch.cuda.synchronize()
        gpu = [e for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA]
        return {"kernel_us": sum(e.time_range.elapsed_us() for e in gpu) / calls,
                "gpu_ops": round(len(gpu) / calls, 2)}
    except Exception as e:  # noqa: BLE001 - no CUPTI: per-call times only
        return {"kernel_us_error": f"{type(e).__name__}: {e}"[:200]}


def _time_torch_peer(peer: str, variant, inputs, warmup: int, iters: int):
    import torch

    try:
        torch._dynamo.reset()  # every suite Model shares one forward: without a reset dynamo
        model = variant()      # hits its recompile limit and silently runs eager
    except Exception as e:  # noqa: BLE001
        return _failed(peer, e)

    def call():
        with torch.no_grad():
            return model(*inputs)
    return _timed(peer, call, warmup, iters)


def _time_jax(fn, inputs, warmup: int, iters: int):
    try:
        import jax

        gpu = jax.devices("gpu")[0]
        args = [jax.device_put(a, gpu) for a in inputs]
        jitted = jax.jit(fn)
        jax.block_until_ready(jitted(*args))
    except Exception as e:  # noqa: BLE001
        return _failed("jax", e)
    return _timed_wall("jax", lambda: jax.block_until_ready(jitted(*args)), warmup, iters)


def _time_iree(vmfb: Path, exported, warmup: int, iters: int):
    """IREE's CUDA runtime on the same inputs (uploaded once), checked against the reference
    first. Its exported functions return once their results are ready, so wall time is a call."""
    try:
        import iree.runtime as ireert

        from .measure import compare

        config = ireert.Config("cuda")
        context = ireert.SystemContext(config=config)
        module = ireert.VmModule.copy_buffer(context.instance, vmfb.read_bytes())
        context.add_vm_module(module)
        main = context.modules[module.name]["main"]  # JAX's exports name their module jit_f
        args = [ireert.asdevicearray(config.device, a) for a in exported.inputs]
        results = main(*args)
        results = results if isinstance(results, (list, tuple)) else [results]
        _, status = compare([r.to_host() for r in results], exported.expected, exported.rtol,
                            exported.atol)
        if status != "PASS":
            return {"error": f"iree: wrong results: {status}"[:240]}
    except Exception as e:  # noqa: BLE001 - a runtime that fails is reported, not fatal
        return _failed("iree", e)
    return _timed_wall("iree", lambda: main(*args), warmup, iters)


def copy_bandwidth(iters: int = 20) -> dict:
    """The device-to-device copy curve, [[bytes moved (read + written), GB/s], ...], and the
    device time of one tiny kernel in a stream of them (the planner's launch cost). Each figure
    replays a CUDA graph of many copies (or kernels), so host overhead is left out; the copies
    walk through distinct slices of 256 MiB (at most 4096 copies), so the 50 MB L2 does not
    serve them."""
    import torch

    def per_op_ms(ops: list) -> float:
        ops[0]()
        torch.cuda.synchronize()
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            for op in ops:
                op()
        return median_ms_cuda_events(graph.replay, 3, iters) / len(ops)

    def copy_op(dst, src):
        return lambda: dst.copy_(src)

    table = []
    for size in COPY_SIZES:
        count = min(4096, max(4, (256 << 20) // size))
        src = torch.empty(count * size, dtype=torch.uint8, device="cuda")
        dst = torch.empty_like(src)
        ops = [copy_op(dst[i * size:(i + 1) * size], src[i * size:(i + 1) * size]) for i in range(count)]
        ms = per_op_ms(ops)
        table.append([2 * size, round(2 * size / (ms * 1e-3) / 1e9, 1)])
        del src, dst, ops
    x = torch.zeros(1, device="cuda")
    return {"bandwidth": table, "launch_us": round(per_op_ms([lambda: x.add_(1)] * 100) * 1e3, 2)}


def run_side_checks(artifact, reference: str) -> dict:
    """The run side inside a PyTorch program, on one model: a call on a side stream (PyTorch's
    current stream, taken from the torch arguments), results read back by torch through their
    array interface, no driver allocation in warm calls. check -> "PASS" or what went wrong."""
    import numpy as np
    import torch

    from ..frontends.exported import load_exported
    from ..runtime import load
    from ..runtime.backends.cuda import memory_pool
    from .measure import compare

    exported = load_exported(reference)
    fn = load(artifact, backend="cuda")
    args = [_to_torch_cuda(a) for a in exported.inputs]
    checks = {}
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        results = fn(*args)
        as_torch = [torch.as_tensor(r, device="cuda") for r in results]
        streams = [r.__cuda_array_interface__["stream"] for r in results]
    torch.cuda.synchronize()
    _, status = compare([t.cpu().numpy() for t in as_torch], exported.expected, exported.rtol, exported.atol)
    checks["side stream, read back by torch"] = status
    checks["results name the call's stream"] = ("PASS" if streams == [side.cuda_stream] * len(results)
                                                else f"FAIL: {streams} != {side.cuda_stream}")
    pool = memory_pool(0)
    for _ in range(3):  # warm-up in the timed pattern: a call's results live until the next one's
        results = fn(*args)
    before = pool.driver_allocations
    for _ in range(50):
        results = fn(*args)
    del results
    torch.cuda.synchronize()
    after = pool.driver_allocations
    checks["no driver allocation in 50 warm calls"] = ("PASS" if after == before else
                                                      f"FAIL: {after - before} cuMemAlloc")
    _, status = compare([np.asarray(r) for r in fn(*[a.cpu().numpy() if hasattr(a, "cpu") else a
                                                     for a in args])],
                        exported.expected, exported.rtol, exported.atol)
    checks["host arrays in, host arrays out"] = status
    return checks


# -- 4. the run ------------------------------------------------------------------------------
def run(bundle, out, backend: str = "cuda", only=None, peers=PEERS, warmup: int = 10,
        iters: int = 100, fuzz: bool = True, work=None, advance=lambda name: None,
        gemms: bool = True) -> dict:
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")  # JAX beside torch on one GPU
    bundle, out = Path(bundle), Path(out)
    out.mkdir(parents=True, exist_ok=True)
    index = json.loads((bundle / "bundle.json").read_text())
    names = [n for n, s in index["suite"].items() if s == "compiled" and (not only or n in only)]
    refs = write_references(bundle, Path(work) if work else out / "work", names, advance)
    jobs = [{"id": n, "kind": "suite", "artifact": str(bundle / "suite" / n / "artifact"),
             "reference": refs[n]["folder"]} for n in names if "folder" in refs[n]]
    if fuzz:
        jobs += [{"id": f"seed {s}", "kind": "fuzz", "seed": int(s), "features": index["fuzz_features"],
                  "artifact": str(bundle / "fuzz" / s)} for s, st in index["fuzz"].items() if st == "compiled"]
    candidates = {n: bundled_candidates(bundle, n) for n in names if "folder" in refs[n]}
    jobs += [{"id": f"{n}:candidate {c['dir']}", "kind": "suite", "reference": refs[n]["folder"],
              "artifact": str(bundle / "suite" / n / "candidates" / c["dir"])}
             for n, listed in candidates.items() for c in listed]
    plans = {n: bundled_plans(bundle, n) for n in names if "folder" in refs[n]}
    jobs += [{"id": f"{n}:plan {p['dir']}", "kind": "suite", "reference": refs[n]["folder"],
              "artifact": str(bundle / "suite" / n / "plans" / p["dir"])}
             for n, listed in plans.items() for p in listed if "error" not in p]
    checks = check_jobs(jobs, backend)
    result = {"backend": backend, "device": _device_name(backend), "suite": {}, "fuzz": {}}
    result["fuzz"] = {k.removeprefix("seed "): v["status"] for k, v in checks.items() if k.startswith("seed ")}
    result["fuzz_not_compiled"] = {s: st for s, st in index["fuzz"].items() if st != "compiled"}
    if backend == "cuda":
        first = next((n for n in names if checks.get(n, {}).get("status") == "PASS"), None)
        if first:
            result["run_side"] = {"model": first, **run_side_checks(
                bundle / "suite" / first / "artifact", refs[first]["folder"])}
        result["copy"] = copy_bandwidth()
        (out / "device_table.json").write_text(json.dumps(
            {"name": result["device"], "launch_us": result["copy"]["launch_us"],
             "bandwidth": result["copy"]["bandwidth"]}, indent=1) + "\n")
    for n in names:
        meta = json.loads((bundle / "suite" / n / "model.json").read_text())
        row = {k: meta[k] for k in ("framework", "kernels", "min_global_bytes", "traffic_ratio")}
        result["suite"][n] = {**row, **refs[n], **checks.get(n, {})}
    result["candidates"] = {n: [{**c, **checks.get(f"{n}:candidate {c['dir']}", {})} for c in listed]
                            for n, listed in candidates.items() if listed}
    result["plans"] = {n: [{**p, **checks.get(f"{n}:plan {p['dir']}", {})} for p in listed]
                       for n, listed in plans.items() if listed}
    for n, row in result["suite"].items():
        (out / "results.json").write_text(json.dumps(result, indent=1) + "\n")  # kept if cut off
        if backend == "cuda" and row.get("status") == "PASS":
            row["times"] = time_model(n, bundle, refs[n]["folder"], list(peers), warmup, iters)
            time_builds(result["candidates"].get(n, []), bundle / "suite" / n / "candidates",
                        refs[n]["folder"], warmup, iters)
            time_builds(result["plans"].get(n, []), bundle / "suite" / n / "plans",
                        refs[n]["folder"], warmup, iters)
        advance(n)
    if gemms and (bundle / "gemms" / "gemms.json").exists():
        from .gemms import run_gemms

        result["gemms"] = run_gemms(bundle / "gemms", backend, warmup, iters)
        (out / "results.json").write_text(json.dumps(result, indent=1) + "\n")
    if result["candidates"] and backend == "cuda":
        (out / f"tuned-{index['target']}.json").write_text(
            json.dumps(measured_winners(result["candidates"]), indent=1, sort_keys=True) + "\n")
    (out / "results.json").write_text(json.dumps(result, indent=1) + "\n")
    from .gpu_report import write_chart, write_markdown

    write_markdown(result, out / "gpu_results.md")
    if backend == "cuda":
        write_chart(result, out / "gpu_bench.png")
    return result


def bundled_candidates(bundle: Path, name: str) -> list:
    """The candidate builds of model `name` in the bundle (--gpu-bundle --candidates K)."""
    listed = bundle / "suite" / name / "candidates.json"
    return json.loads(listed.read_text()) if listed.exists() else []


def bundled_plans(bundle: Path, name: str) -> list:
    """The other plans of model `name` in the bundle (--gpu-bundle --plans)."""
    listed = bundle / "suite" / name / "plans.json"
    return json.loads(listed.read_text()) if listed.exists() else []


def time_builds(listed: list, folder: Path, reference: str, warmup: int, iters: int) -> None:
    """Each passing build's (candidate's, plan's: `folder`/its dir) median µs per call (CUDA
    events), into its entry."""
    from ..frontends.exported import load_exported
    from ..runtime import load

    args = [_to_torch_cuda(a) for a in load_exported(reference).inputs]
    for c in listed:
        if c.get("status") != "PASS":
            continue
        try:
            fn = load(folder / c["dir"], backend="cuda")
            c["measured_us"] = median_ms_cuda_events(lambda: fn(*args), warmup, iters) * 1e3
        except Exception as e:  # noqa: BLE001 - a candidate that fails is reported
            c["error"] = _why(e)


def measured_winners(candidates: dict) -> dict:
    """Kernel hash -> the template string of its fastest passing candidate: the --tuned file
    stitch-compile reads (a kernel whose candidates did not all pass keeps no winner)."""
    by_kernel: dict = {}
    for listed in candidates.values():
        for c in listed:
            by_kernel.setdefault(c["kernel_hash"], []).append(c)
    return {key: min(cs, key=lambda c: c["measured_us"])["template_string"]
            for key, cs in by_kernel.items()
            if all(c.get("status") == "PASS" and "measured_us" in c for c in cs)}


def _device_name(backend: str) -> str:
    if backend != "cuda":
        return f"{backend} backend"
    from ..runtime.backends.cuda import get_device

    device = get_device()
    return f"{device.name} ({device.sm})"


def failed(result: dict) -> bool:
    """Any wrong answer or crash (a model whose reference could not be built is not a failure)."""
    bad = [r.get("status", "") for r in result["suite"].values() if "error" not in r]
    bad += list(result["fuzz"].values())
    bad += [c.get("status", "") for key in ("candidates", "plans")  # (a plan that did not
            for listed in result.get(key, {}).values() for c in listed  # compile is no answer)
            if "status" in c or "error" not in c]
    bad += [v for k, v in result.get("run_side", {}).items() if k != "model"]
    bad += [r["status"] for row in result.get("gemms", {}).values()
            for r in row.values() if isinstance(r, dict) and "status" in r]
    return any(s != "PASS" for s in bad)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        sys.exit(_child(sys.argv[2]))
    sys.exit("usage: python -m mlir_stitch.bench.gpu --child BACKEND  (stitch-bench --gpu runs it)")
