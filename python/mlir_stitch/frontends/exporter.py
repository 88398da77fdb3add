"""Export suite models (or a user's model factory) to folders, each in its own process.

The frameworks' MLIR builds clash with each other and with `mlir` (TOOLCHAIN.md), so the parent
never imports a framework: it starts `python -m mlir_stitch.frontends.exporter MODEL DIR` per model."""
from __future__ import annotations

import importlib
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from .exported import ExportError


@dataclass
class ExportOutcome:
    name: str
    folder: Path
    error: str = ""  # the exact reason when the export failed

    @property
    def ok(self) -> bool:
        return not self.error


def export_in_subprocess(model: str, folder, timeout: float = 900) -> ExportOutcome:
    """Export a suite model name or `package.module:factory` into `folder` in a fresh process."""
    folder = Path(folder)
    cmd = [sys.executable, "-m", "mlir_stitch.frontends.exporter", model, str(folder)]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return ExportOutcome(model, folder, f"export timed out after {timeout:.0f} s")
    if done.returncode != 0:
        lines = [ln for ln in done.stderr.strip().splitlines() if ln.strip()]
        last = lines[-1] if lines else f"exit status {done.returncode}"
        return ExportOutcome(model, folder, last.removeprefix("error: "))
    return ExportOutcome(model, folder)


def export_here(model: str, folder) -> Path:
    """Export in this process (the child side of export_in_subprocess). A model with a `check`
    build is exported compile-only at its own size, and checkable at the check's size into
    folder/check."""
    spec = _resolve(model)
    if spec.framework == "torch":
        from .torch import export_torch as export
    elif spec.framework == "torch-backward":
        from .torch import export_torch_backward as export
    elif spec.framework == "jax":
        from .jax import export_jax as export
    else:
        raise ExportError(f"{model}: unknown framework {spec.framework!r} (torch, torch-backward or jax)")
    folder = Path(folder)
    if spec.check is not None:
        if spec.framework != "torch":
            raise ExportError(f"{model}: a check size is for torch models")
        built, inputs = spec.build()
        export(built, inputs, name=spec.name, note=spec.description, compile_only=True).save(folder)
        _export_checked(spec, spec.check, export).save(folder / "check")
        return folder
    return _export_checked(spec, spec.build, export).save(folder)


def _export_checked(spec, build, export):
    """`build`'s model exported with the arrays it is checked by: its own outputs, or with
    reference "f32" an f32 computation of the same weights and inputs (judged_against_f32)."""
    built, inputs = build()
    exported = export(built, inputs, name=spec.name, rtol=spec.rtol, atol=spec.atol,
                      note=spec.description)
    if spec.reference == "f32":
        from .torch import judged_against_f32

        exported.expected, exported.rtol, exported.atol, error = \
            judged_against_f32(built, inputs, exported.expected)
        exported.note += (f"; judged against f32 (PyTorch's own half computation is "
                          f"{error:.3g} from it)")
    return exported


def _resolve(model: str):
    """A suite model, or `pkg.mod:factory` whose factory returns a SuiteModel."""
    from ..suite import SuiteModel, find_model

    if ":" not in model:
        try:
            return find_model(model)
        except KeyError as e:
            raise ExportError(str(e.args[0])) from None
    module_name, _, attr = model.partition(":")
    try:
        spec = getattr(importlib.import_module(module_name), attr)()
    except (ImportError, AttributeError) as e:
        raise ExportError(f"{model}: cannot load the factory: {e}") from None
    if not isinstance(spec, SuiteModel):
        raise ExportError(f"{model}: the factory returned {type(spec).__name__}, expected a SuiteModel")
    return spec


def main(argv=None) -> int:
    model, folder = (argv if argv is not None else sys.argv[1:])
    try:
        export_here(model, folder)
    except ExportError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except ImportError as e:
        print(f"error: {model}: {e} (install the frontends: pip install 'mlir-stitch[frontends]')",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
