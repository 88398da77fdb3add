"""The result of a frontend export, and the folder format it is saved in.

A folder holds model.mlir (linalg-on-tensors, weights as arguments), inputs.npz (arg0..argN in the
entry's argument order, the layout stitch-run reads), expected.npz (result0..resultM, the
framework's own outputs) and meta.json (argument names, framework, tolerances). A compile-only
folder (a real-size norm's) holds model.mlir and meta.json; its check/ subfolder holds the same
model at the size the emulator checks."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..runtime.arrays import from_npz
from ..runtime.errors import StitchError

# a weight inlined into the IR shows up as a resource blob or a hex-encoded dense literal
_BLOB = re.compile(r'dense_resource<|dialect_resources|dense<"0x')
_F64 = re.compile(r"\bf64\b")
# the dialects of linalg on tensors that the compiler reads; a frontend that leaves anything else
# (torch-mlir's tm_tensor.sort, an unlowered torch op, ml_program state) made no compilable model
INPUT_DIALECTS = ("builtin", "func", "linalg", "tensor", "arith", "math", "cf")
# an op at the start of a line of printed IR: `%0:2 = tm_tensor.sort ...`, `"torch.foo"(...)`
_OP = re.compile(r'^\s*(?:%[\w:#, %]+=\s*)?"?([a-z_][a-z0-9_]*)\.([a-z_][\w.]*)', re.MULTILINE)


class ExportError(StitchError):
    """A model that cannot be exported as the suite needs it (message names model and reason)."""


@dataclass
class Exported:
    name: str
    framework: str  # "torch" | "torch-backward" | "jax"
    mlir: str
    inputs: list  # numpy arrays in the entry's argument order (weights first for torch)
    expected: list  # numpy arrays, the framework's own outputs
    arg_names: list = field(default_factory=list)
    rtol: float = 1e-5
    atol: float = 1e-5
    note: str = ""
    compile_only: bool = False  # model.mlir and meta.json alone: compiled, never run

    def check(self) -> None:
        """The suite's invariants: no f64 anywhere, no inlined weights, arrays match the entry."""
        if _F64.search(self.mlir):
            line, text = next((i, ln) for i, ln in enumerate(self.mlir.splitlines(), 1) if _F64.search(ln))
            op = _OP.search(text)
            what = f" ('{op.group(1)}.{op.group(2)}' of f64 values)" if op else ""
            raise ExportError(f"{self.name}: line {line} of the exported IR: f64{what}: "
                              f"mlir-stitch computes f32, f16 and bf16")
        blob = _BLOB.search(self.mlir)
        if blob:
            line = self.mlir.count("\n", 0, blob.start()) + 1
            raise ExportError(f"{self.name}: line {line} of the exported IR: a tensor constant inlined "
                              f"({blob.group(0)}...): pass weights as arguments, and register a "
                              f"tensor built in forward as a buffer")
        foreign = next((m for m in _OP.finditer(self.mlir) if m.group(1) not in INPUT_DIALECTS), None)
        if foreign:
            line = self.mlir.count("\n", 0, foreign.start()) + 1
            op = f"{foreign.group(1)}.{foreign.group(2)}"
            raise ExportError(f"{self.name}: line {line} of the exported IR: op '{op}' is not linalg on tensors "
                              f"(mlir-stitch reads {', '.join(INPUT_DIALECTS)} ops)")
        for what, arrays in (("input", self.inputs), ("output", self.expected)):
            for i, a in enumerate(arrays):
                if a.dtype == np.float64:
                    raise ExportError(f"{self.name}: {what} {i} is float64")
                if a.dtype.kind == "u":  # MLIR's signless integers would carry it as signed
                    raise ExportError(f"{self.name}: {what} {i} is {a.dtype}: mlir-stitch carries "
                                      f"signed integers (int8..int64) and bool")

    def save(self, folder) -> Path:
        self.check()
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        text = self.mlir if self.mlir.endswith("\n") else self.mlir + "\n"
        (folder / "model.mlir").write_text(text)
        if not self.compile_only:
            np.savez(folder / "inputs.npz", **{f"arg{i}": a for i, a in enumerate(self.inputs)})
            np.savez(folder / "expected.npz",
                     **{f"result{i}": a for i, a in enumerate(self.expected)})
        (folder / "meta.json").write_text(json.dumps(self.meta(), indent=1) + "\n")
        return folder

    def meta(self) -> dict:
        return {
            "name": self.name, "framework": self.framework, "arg_names": self.arg_names,
            "inputs": [_describe(a) for a in self.inputs],
            "outputs": [_describe(a) for a in self.expected],
            "rtol": self.rtol, "atol": self.atol, "note": self.note,
            **({"compile_only": True} if self.compile_only else {}),
        }


def _describe(a: np.ndarray) -> dict:
    return {"shape": list(a.shape), "dtype": str(a.dtype)}


def load_exported(folder) -> Exported:
    folder = Path(folder)
    meta = json.loads((folder / "meta.json").read_text())
    if meta.get("compile_only"):
        return Exported(meta["name"], meta["framework"], (folder / "model.mlir").read_text(), [],
                        [], meta["arg_names"], meta["rtol"], meta["atol"], meta.get("note", ""),
                        compile_only=True)
    with np.load(folder / "inputs.npz") as f:
        inputs = [from_npz(f[f"arg{i}"]) for i in range(len(f.files))]
    with np.load(folder / "expected.npz") as f:
        expected = [from_npz(f[f"result{i}"]) for i in range(len(f.files))]
    return Exported(meta["name"], meta["framework"], (folder / "model.mlir").read_text(), inputs,
                    expected, meta["arg_names"], meta["rtol"], meta["atol"], meta.get("note", ""))
