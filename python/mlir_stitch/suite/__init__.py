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
    # the same model at the size the emulator checks, when `build`'s is only compiled (counts,
    # traffic): the real-size suite's norms
    check: "Callable | None" = None
    # "framework": its own outputs are the expected ones; "f32": an f32 computation of the same
    # half weights and inputs, within a tolerance derived from the precision (frontends/exporter.py)
    reference: str = "framework"


def all_models(real: bool = False) -> list[SuiteModel]:
    """The suite, or with `real` the real-size suite (suite/real_models.py)."""
    from . import jax_models, real_models, torch_models

    return real_models.MODELS if real else torch_models.MODELS + jax_models.MODELS


def find_model(name: str) -> SuiteModel:
    for model in all_models() + all_models(real=True):
        if model.name == name:
            return model
    raise KeyError(f"no suite model named {name!r} (see stitch-export --list)")
