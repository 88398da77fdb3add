"""The GPU bundle: what a GPU machine without MLIR needs to check and time our kernels.

`stitch-bench --gpu-bundle DIR` (on a machine with MLIR) compiles each suite model and a range
of fuzz seeds and writes, with no input arrays (they are regenerated there from the same code
and seeds, and checked against the fingerprints written here):

    DIR/bundle.json                       format, target, the fuzz features and seeds
    DIR/suite/<model>/artifact/           the compiled artifact (PTX, kernel IR, manifest)
    DIR/suite/<model>/model.json          name, framework, tolerances, input fingerprints, traffic
    DIR/suite/<model>/iree.vmfb           the model for IREE's CUDA runtime (when iree-compile is here)
    DIR/suite/<model>/candidates.json     with --candidates K: per fusion with a choice, the K
                                          candidates --tune would time (kernel, kernel hash,
                                          template string, modelled µs, heuristic, chosen) ...
    DIR/suite/<model>/candidates/<i>/     ... each compiled as the whole model with that one
                                          fusion on that candidate
    DIR/suite/<model>/plans.json          with --plans: the model planned otherwise, where that
    DIR/suite/<model>/plans/<plan>/       changes its launches (fused-gemms: GEMMs priced
                                          at the library's rate, so the planner stitches
                                          attention at real sizes; no-gemm-groups: each
                                          library GEMM its own call; no-gemm-views: heads
                                          copied, not read in place), for --gpu to time
                                          beside the model's own plan
    DIR/fuzz/<seed>/                      the compiled artifact of fuzz seed <seed>
    DIR/gemms/<case>/<variant>/           GEMM cases (bench/gemms.py): library GEMMs to time
                                          beside torch, a fused GEMM to time beside the library

`stitch-bench --gpu DIR` (bench/gpu.py) then runs there."""
from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import numpy as np

BUNDLE_FORMAT = 1


def fingerprint(array: np.ndarray) -> str:
    """Shape, dtype and a hash of the bytes: equal arrays, equal fingerprints."""
    array = np.ascontiguousarray(array)
    digest = hashlib.sha256(array.view(np.uint8).tobytes()).hexdigest()[:16]
    return f"{array.dtype.name}{list(array.shape)}:{digest}"


def write_bundle(out, suite_targets: list, fuzz_seeds: list, target: str = "sm_90",
                 advance=lambda name: None, candidates: int = 0, gemms: bool = True,
                 plans: bool = False) -> dict:
    """Compile `suite_targets` ((name, exported folder) pairs) and `fuzz_seeds` into `out`,
    with `candidates` candidate builds per fusion of each model, the other plans of each model
    with `plans`, and the GEMM cases unless `gemms` is false. Returns the bundle index (also
    written as bundle.json)."""
    out = Path(out)
    if out.exists():
        shutil.rmtree(out)
    index = {"format": BUNDLE_FORMAT, "target": target, "suite": {}, "fuzz": {}}
    for name, folder in suite_targets:
        index["suite"][name] = _bundle_model(name, Path(folder), out / "suite" / name, target,
                                             candidates, plans)
        advance(name)
    features = sorted(_fuzz_features())
    index["fuzz_features"] = features
    for seed in fuzz_seeds:
        index["fuzz"][str(seed)] = _bundle_fuzz_seed(seed, features, out / "fuzz" / str(seed), target)
        advance(f"seed {seed}")
    if gemms:
        from .gemms import bundle_gemms

        index["gemms"] = sorted(bundle_gemms(out / "gemms", target))
    (out / "bundle.json").write_text(json.dumps(index, indent=1) + "\n")
    return index


def _bundle_model(name: str, folder: Path, dest: Path, target: str, candidates: int = 0,
                  plans: bool = False) -> str:
    import mlir_stitch

    from ..compiler.errors import CompileError
    from ..frontends.exported import load_exported
    from ..runtime.errors import StitchError

    exported = load_exported(folder)
    try:
        artifact = mlir_stitch.compile(str(folder / "model.mlir"), target=target)
    except (CompileError, StitchError) as e:
        return f"unsupported: {str(e).splitlines()[0]}"
    artifact.save(dest / "artifact")
    report = artifact.report
    meta = {"name": name, "framework": exported.framework, "rtol": exported.rtol,
            "atol": exported.atol, "arg_names": exported.arg_names,
            "inputs": [fingerprint(a) for a in exported.inputs],
            "kernels": report["kernel_count"], "unfused_kernels": report["unfused_kernel_count"],
            "min_global_bytes": report["min_global_bytes"], "global_bytes": report["global_bytes"],
            "traffic_ratio": report["traffic_ratio"]}
    from .iree import compile_vmfb, iree_compile

    if iree_compile():
        problem = compile_vmfb(folder / "model.mlir", dest / "iree.vmfb")
        meta["iree"] = problem or "compiled"
    (dest / "model.json").write_text(json.dumps(meta, indent=1) + "\n")
    if candidates:
        _bundle_candidates(folder / "model.mlir", report, dest, target, candidates)
    if plans:
        _bundle_plans(folder / "model.mlir", report, dest, target)
    return "compiled"


def _bundle_plans(source: Path, report: dict, dest: Path, target: str) -> None:
    """The model under each of _plans(), where its launches differ from the model's own plan:
    what --gpu times beside it (is stitched attention faster at this size? is the batched
    call of q, k and v faster than three?)."""
    import mlir_stitch

    from ..compiler.compile import library_launch_count
    from ..compiler.pipeline import Pipeline
    from ..runtime.errors import StitchError

    listed = []
    for plan, (fields, options, what) in _plans().items():
        options = list(options)
        if fields is not None:
            table = dest / "plans" / f"{plan}.json"
            table.parent.mkdir(parents=True, exist_ok=True)
            table.write_text(json.dumps(fields, indent=1) + "\n")
            options.append(f"device={table}")
        pipeline = Pipeline().replace_stage(
            "L1", f"builtin.module(stitch-fusion-plan{{{' '.join(options)}}})")
        try:
            artifact = mlir_stitch.compile(str(source), target=target, pipeline=pipeline, cache=False)
        except StitchError as e:
            listed.append({"dir": plan, "plan": what, "error": str(e).splitlines()[0]})
            continue
        if artifact.report["kernel_count"] == report["kernel_count"]:
            continue  # the same launches: nothing to compare
        artifact.save(dest / "plans" / plan)
        listed.append({"dir": plan, "plan": what, "kernels": artifact.report["kernel_count"],
                       "library": library_launch_count(artifact.report["library_launches"]),
                       "traffic_ratio": artifact.report["traffic_ratio"]})
    (dest / "plans.json").write_text(json.dumps(listed, indent=1) + "\n")


def _plans() -> dict:
    """Plan name -> (device table fields or None, stitch-fusion-plan options, what it is)."""
    from .gemms import TABLES

    return {"fused-gemms": (TABLES["fused"], (), "GEMMs priced at the library's rate: the "
                            "planner stitches what it fuses at small sizes (attention)"),
            "no-gemm-groups": (None, ("gemm-groups=false",), "each library GEMM its own call: "
                               "no batched call for the GEMMs of one A (q, k, v; gate, up)"),
            "no-gemm-views": (None, ("gemm-views=false",), "operands no single batch stride "
                              "describes copied for cuBLASLt, not read in place through "
                              "strided views (heads split and merged by copies)")}


def _bundle_candidates(source: Path, report: dict, dest: Path, target: str, top: int) -> None:
    """The candidates --tune would time for each fusion with a choice, each compiled as the
    whole model with that fusion scheduled by it (the others as the model chooses)."""
    from ..compiler.pipeline import Pipeline
    from ..compiler.tune import compile_with, timed_candidates

    listed = []
    for fusion in report["fusions"]:
        choice = fusion.get("choice")
        if not choice or choice["considered"] < 2:
            continue
        for candidate in timed_candidates(choice["candidates"], top):
            number = len(listed)
            template = candidate["template_string"]
            artifact = compile_with(source, target, Pipeline(), {choice["kernel_hash"]: template})
            artifact.save(dest / "candidates" / str(number))
            listed.append({"dir": str(number), "kernel": fusion["kernel"],
                           "kernel_hash": choice["kernel_hash"], "template_string": template,
                           "modelled_us": candidate["time_us"], "heuristic": candidate["heuristic"],
                           "chosen": template == choice["chosen"]})
    (dest / "candidates.json").write_text(json.dumps(listed, indent=1) + "\n")


def _fuzz_features() -> set:
    from ..fuzz.generator import FEATURES

    return set(FEATURES)


def _bundle_fuzz_seed(seed: int, features: list, dest: Path, target: str) -> str:
    """'compiled', or why not: the fuzzer's own outcome words (invalid, refused, crash)."""
    import mlir_stitch

    from ..fuzz.generator import generate
    from ..fuzz.program import to_mlir
    from ..fuzz.worker import check_valid, pipeline_for
    from ..runtime.errors import StitchError

    text = to_mlir(generate(seed, set(features)))
    problem = check_valid(text)
    if problem:
        return f"invalid: {problem}"
    try:
        artifact = mlir_stitch.compile(text, target=target, pipeline=pipeline_for("default"),
                                       resources=False, cache=False)
    except StitchError as e:
        return f"refused: {str(e).splitlines()[0] if str(e) else type(e).__name__}"
    except Exception as e:  # noqa: BLE001 - the fuzzer calls this a crash; the bundle records it
        return f"crash: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    artifact.save(dest)
    (dest / "program.sha").write_text(hashlib.sha256(text.encode()).hexdigest() + "\n")
    return "compiled"
