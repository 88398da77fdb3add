"""Base class of the Python passes: a kebab-case argument, typed options, run on the module."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Callable

from mlir import ir


@dataclass(frozen=True)
class Option:
    """A pass option. `choices` limits the values; `check(value)` raises ValueError with the
    reason a value is refused (both run when the pipeline is built, before any IR is touched)."""
    type: type
    default: object
    help: str
    choices: tuple = ()
    check: Callable | None = None

    def accepts(self) -> str:
        """What the option takes, for error messages and --list-passes."""
        return " | ".join(self.choices) if self.choices else self.type.__name__


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
            self.values[k] = _checked(self.options[k], v, f"{self.argument}{{{k}}}")

    def __call__(self, op: ir.Operation, pass_) -> None:
        self.run(op.operation)

    @abstractmethod
    def run(self, module: ir.Operation) -> None:
        """Rewrite or annotate `module` (the builtin.module operation) in place."""

    def add_to(self, pm) -> None:
        pm.add(self, name=type(self).__name__, argument=self.argument, description=self.description)


def _checked(option: Option, text, where: str):
    value = _convert(option.type, text, where)
    if option.choices and value not in option.choices:
        raise ValueError(f"{where}: unknown value {value!r} (expected {option.accepts()})")
    if option.check is not None:
        try:
            option.check(value)
        except ValueError as e:
            raise ValueError(f"{where}: {e}") from None
    return value


def positive(value) -> None:
    if value <= 0:
        raise ValueError(f"{value!r} must be positive")


def non_negative(value) -> None:
    if value < 0:
        raise ValueError(f"{value!r} must be 0 or more")


def _convert(kind: type, text, where: str):
    try:
        if not isinstance(text, str):
            return kind(text)
        if kind is bool:
            if text.lower() in ("1", "true", "on"):
                return True
            if text.lower() in ("0", "false", "off"):
                return False
            raise ValueError(text)
        return kind(text)
    except (ValueError, TypeError):
        raise ValueError(f"{where}: cannot read {text!r} as {_kind_name(kind)}") from None


def _kind_name(kind: type) -> str:
    return {bool: "a bool (true|false)", int: "an integer", float: "a number"}.get(kind, kind.__name__)
