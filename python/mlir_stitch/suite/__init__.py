"""The model suite: every model stitch-bench measures, defined by code (never hand-copied IR).

`stitch-export --suite DIR` exports each model into DIR/<name>/ (one process per model), and
`stitch-bench --suite` compiles, checks and measures them. Builders import their framework lazily,
so listing the suite needs neither torch nor jax."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class SuiteModel:
    name: str
    framework: str  # "torch" | "jax"
    build: Callable  # () -> (module or function, tuple of example inputs)
    description: str
    rtol: float = 1e-5
    atol: float = 1e-5


def all_models() -> list[SuiteModel]:
    from . import jax_models, torch_models

    return torch_models.MODELS + jax_models.MODELS


def find_model(name: str) -> SuiteModel:
    for model in all_models():
        if model.name == name:
            return model
    raise KeyError(f"no suite model named {name!r} (see stitch-export --list)")
