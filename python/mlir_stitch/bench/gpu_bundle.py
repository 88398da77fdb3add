"""The GPU bundle: what a GPU machine without MLIR needs to check and time our kernels.

`stitch-bench --gpu-bundle DIR` (on a machine with MLIR) compiles each suite model and a range
of fuzz seeds and writes, with no input arrays (they are regenerated there from the same code
and seeds, and checked against the fingerprints written here):

    DIR/bundle.json                       format, target, the fuzz features and seeds
    DIR/suite/<model>/artifact/           the compiled artifact (PTX, kernel IR, manifest)
    DIR/suite/<model>/model.json          name, framework, tolerances, input fingerprints, traffic
    DIR/suite/<model>/iree.vmfb           the model for IREE's CUDA runtime (when iree-compile is here)
    DIR/fuzz/<seed>/                      the compiled artifact of fuzz seed <seed>

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
                 advance=lambda name: None) -> dict:
    """Compile `suite_targets` ((name, exported folder) pairs) and `fuzz_seeds` into `out`.
    Returns the bundle index (also written as bundle.json)."""
    out = Path(out)
    if out.exists():
        shutil.rmtree(out)
    index = {"format": BUNDLE_FORMAT, "target": target, "suite": {}, "fuzz": {}}
    for name, folder in suite_targets:
        index["suite"][name] = _bundle_model(name, Path(folder), out / "suite" / name, target)
        advance(name)
    features = sorted(_fuzz_features())
    index["fuzz_features"] = features
    for seed in fuzz_seeds:
        index["fuzz"][str(seed)] = _bundle_fuzz_seed(seed, features, out / "fuzz" / str(seed), target)
        advance(f"seed {seed}")
    (out / "bundle.json").write_text(json.dumps(index, indent=1) + "\n")
    return index


def _bundle_model(name: str, folder: Path, dest: Path, target: str) -> str:
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
    return "compiled"


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
