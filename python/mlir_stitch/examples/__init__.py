"""The bundled examples: MLIR files beside this module, random inputs and numpy references.

    python -m mlir_stitch.examples layernorm out/   # writes out/in.npz and out/expected.npz
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

HERE = Path(__file__).parent


def _layernorm(x, g, b):
    m = x.mean(-1, keepdims=True)
    return ((x - m) / np.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b,)


def _softmax(x):
    e = np.exp(x - x.max(-1, keepdims=True))
    return (e / e.sum(-1, keepdims=True),)


def _bias_gelu_residual(x, bias, res):
    h = x + bias
    return (0.5 * h * (1 + np.tanh(0.7978845608 * (h + 0.044715 * h ** 3))) + res,)


def _row_normalize(x):
    return (x / x.sum(-1, keepdims=True),)


# name -> (argument shapes, reference, input sampler)
EXAMPLES = {
    "layernorm": ([(512, 768), (768,), (768,)], _layernorm, "normal"),
    "softmax": ([(256, 1024)], _softmax, "normal"),
    "bias_gelu_residual": ([(512, 1024), (1024,), (512, 1024)], _bias_gelu_residual, "normal"),
    # positive inputs keep the row sums away from 0, so relative errors stay meaningful
    "row_normalize": ([(75000, 32)], _row_normalize, "uniform"),
}


def path(name: str) -> Path:
    return HERE / f"{name}.mlir"


def inputs(name: str, seed: int = 0) -> list:
    shapes, _, sampler = EXAMPLES[name]
    rng = np.random.default_rng(seed)
    if sampler == "uniform":
        return [rng.uniform(0.5, 1.5, s).astype(np.float32) for s in shapes]
    return [rng.standard_normal(s, dtype=np.float32) for s in shapes]


def reference(name: str, args: list) -> tuple:
    """numpy reference in float64, returned as float32."""
    out = EXAMPLES[name][1](*[a.astype(np.float64) for a in args])
    return tuple(o.astype(np.float32) for o in out)


def write(name: str, folder) -> "tuple[Path, Path]":
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    args = inputs(name)
    np.savez(folder / "in.npz", **{f"arg{i}": a for i, a in enumerate(args)})
    np.savez(folder / "expected.npz", **{f"result{i}": r for i, r in enumerate(reference(name, args))})
    return folder / "in.npz", folder / "expected.npz"

