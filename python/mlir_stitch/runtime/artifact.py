"""The compiled artifact: manifest + PTX + kernel IR + constants, and its folder form.

The compile side builds ``Artifact(manifest=..., ptx=..., kernel_ir=..., consts=...)``; the run
side reads it back with ``Artifact.from_folder``. The folder layout is described in manifest.py.
"""
from __future__ import annotations

from pathlib import Path, PurePosixPath

import numpy as np

from .arrays import from_npz
from .manifest import ManifestError, check_manifest, read_manifest, write_manifest
from .plan import Plan, signature

DEFAULT_PTX = "kernels.ptx"
DEFAULT_KERNEL_IR = "kernels.mlir"
DEFAULT_CUBIN = "kernels.cubin"


class Artifact:
    """A compiled entry function, ready to save or to ``mlir_stitch.load``.

    manifest   the manifest dict (see manifest.py); "ptx"/"kernel_ir" file names default to
               kernels.ptx / kernels.mlir
    ptx        PTX text of the gpu.module holding every kernel
    kernel_ir  the same gpu.module in MLIR generic form (what the emulator runs)
    consts     buffer name -> numpy array, one per buffer of kind "const"
    cubin      ptxas's machine code of the PTX for the manifest's target, or None
    """

    def __init__(self, manifest: dict, ptx: str, kernel_ir: str, consts: dict | None = None,
                 cubin: bytes | None = None):
        manifest = dict(manifest)
        manifest.setdefault("ptx", DEFAULT_PTX)
        manifest.setdefault("kernel_ir", DEFAULT_KERNEL_IR)
        if cubin is not None:
            manifest.setdefault("cubin", DEFAULT_CUBIN)
        self.cubin = cubin
        check_manifest(manifest, "artifact manifest")
        self.manifest = manifest
        self.plan = Plan(manifest, "artifact manifest")  # checked now so compile-side bugs surface early
        self.ptx = ptx
        self.kernel_ir = kernel_ir
        self.consts = _checked_consts(self.plan, consts or {})

    @property
    def report(self) -> dict:
        return self.manifest.get("report", {})

    @property
    def entry(self) -> dict:
        return self.manifest["entry"]

    def save(self, folder: str | Path) -> Path:
        """Write the artifact folder (created if needed; files of the same names are replaced)."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / _file_name(self.manifest["ptx"])).write_text(self.ptx)
        (folder / _file_name(self.manifest["kernel_ir"])).write_text(self.kernel_ir)
        if self.cubin is not None:
            (folder / _file_name(self.manifest["cubin"])).write_bytes(self.cubin)
        for buf in self._const_buffers():
            np.save(folder / _file_name(buf.file), self.consts[buf.name], allow_pickle=False)
        write_manifest(folder, self.manifest)  # last: a folder with a manifest is complete
        return folder

    @classmethod
    def from_folder(cls, folder: str | Path) -> "Artifact":
        folder = Path(folder)
        manifest = read_manifest(folder)
        ptx = _read_text(folder, manifest.get("ptx", DEFAULT_PTX))
        kernel_ir = _read_text(folder, manifest.get("kernel_ir", DEFAULT_KERNEL_IR))
        plan = Plan(manifest, str(folder / "manifest.json"))
        consts = {b.name: _read_npy(folder, b.file) for b in plan.buffers.values() if b.kind == "const"}
        cubin = _read_bytes(folder, manifest["cubin"]) if "cubin" in manifest else None
        return cls(manifest=manifest, ptx=ptx, kernel_ir=kernel_ir, consts=consts, cubin=cubin)

    def _const_buffers(self):
        return [b for b in self.plan.buffers.values() if b.kind == "const"]

    def __repr__(self) -> str:
        plan = self.plan
        args = ", ".join(b.signature for b in plan.inputs)
        results = ", ".join(b.signature for b in plan.outputs)
        return (f"<Artifact {plan.entry_name}({args}) -> ({results}): {plan.launch_count} launches "
                f"of {len(plan.kernels)} kernels, {plan.target or 'no target'}>")


def _checked_consts(plan: Plan, consts: dict) -> dict[str, np.ndarray]:
    wanted = {b.name: b for b in plan.buffers.values() if b.kind == "const"}
    extra = sorted(set(consts) - set(wanted))
    if extra:
        raise ManifestError(f"artifact: constants {extra} belong to no buffer of kind 'const'")
    checked = {}
    for name, buf in wanted.items():
        if name not in consts:
            raise ManifestError(f"artifact: no value for constant buffer {name}")
        value = np.require(consts[name], requirements="C")  # keeps 0-d shapes
        if not buf.accepts(value.shape, value.dtype):
            raise ManifestError(f"artifact: constant {name} is {signature(value.shape, value.dtype)}, "
                                f"its buffer is {buf.signature}")
        checked[name] = value.view(buf.dtype)  # bfloat16 given as raw bits: same bytes, storage dtype
    return checked


def _file_name(name: str) -> str:
    """Artifact files live directly in the folder: refuse paths that would leave it."""
    path = PurePosixPath(name)
    if path.is_absolute() or len(path.parts) != 1 or name in (".", ".."):
        raise ManifestError(f"artifact: file name {name!r} must be a plain name inside the folder")
    return name


def _read_text(folder: Path, name: str) -> str:
    path = folder / _file_name(name)
    if not path.is_file():
        raise ManifestError(f"{folder}: missing {name} (named by manifest.json)")
    return path.read_text()


def _read_bytes(folder: Path, name: str) -> bytes:
    path = folder / _file_name(name)
    if not path.is_file():
        raise ManifestError(f"{folder}: missing {name} (named by manifest.json)")
    return path.read_bytes()


def _read_npy(folder: Path, name: str) -> np.ndarray:
    path = folder / _file_name(name)
    if not path.is_file():
        raise ManifestError(f"{folder}: missing constant file {name} (named by manifest.json)")
    try:
        return from_npz(np.load(path, allow_pickle=False))
    except (ValueError, OSError) as e:
        raise ManifestError(f"{path}: not a readable .npy file: {e}") from None
