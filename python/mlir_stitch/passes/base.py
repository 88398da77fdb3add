"""Base class of the Python passes: a kebab-case argument, typed options, run on the module."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from mlir import ir


@dataclass(frozen=True)
class Option:
    type: type
    default: object
    help: str


class StitchPass(ABC):
    argument: str = ""
    description: str = ""
    options: dict = {}

    def __init__(self, **values):
        unknown = set(values) - set(self.options)
        if unknown:
            raise ValueError(f"{self.argument}: unknown option(s) {', '.join(sorted(unknown))}; "
                             f"known: {', '.join(self.options) or 'none'}")
        self.values = {k: o.default for k, o in self.options.items()}
        for k, v in values.items():
            self.values[k] = _convert(self.options[k].type, v, f"{self.argument}{{{k}}}")

    def __call__(self, op: ir.Operation, pass_) -> None:
        self.run(op.operation)

    @abstractmethod
    def run(self, module: ir.Operation) -> None:
        """Rewrite or annotate `module` (the builtin.module operation) in place."""

    def add_to(self, pm) -> None:
        pm.add(self, name=type(self).__name__, argument=self.argument, description=self.description)


def _convert(kind: type, text, where: str):
    if not isinstance(text, str):
        return kind(text)
    try:
        if kind is bool:
            if text.lower() in ("1", "true", "on"):
                return True
            if text.lower() in ("0", "false", "off"):
                return False
            raise ValueError(text)
        return kind(text)
    except ValueError:
        raise ValueError(f"{where}: cannot read {text!r} as {kind.__name__}") from None
