"""Facts about uniqued IR objects remembered for one pass-manager run.

Attributes and types are uniqued in their context, so equal ones hash alike, and a model's
ops share a few dozen of them: within a run (`facts_remembered`, entered by
compiler/pipeline.run_pass_manager) each affine map is converted once, each iterator-kind list
and operand type read once (analysis/linalg_info.py), each `#stitch.*` text parsed once
(dialects). Entries must be immutable, or copied by whoever hands them out. The facts are
dropped after the run: their keys hold their context alive."""
from __future__ import annotations

from contextlib import contextmanager

_FACTS: "dict | None" = None


@contextmanager
def facts_remembered():
    global _FACTS
    outer, _FACTS = _FACTS, {} if _FACTS is None else _FACTS
    try:
        yield
    finally:
        _FACTS = outer


@contextmanager
def facts_apart():
    """Nothing remembered from the run under way: a compile inside a pass (stitch-fold-constants'
    evaluation) has its own context, which dies after it, and its keys, uniqued by address,
    could later collide with the outer context's."""
    global _FACTS
    outer, _FACTS = _FACTS, None
    try:
        yield
    finally:
        _FACTS = outer


def remembering() -> bool:
    return _FACTS is not None


def once(key, compute):
    """compute(key), remembered for the run when one is under way (`key` hashable: an
    attribute, a type, or a tuple naming what is computed)."""
    if _FACTS is None:
        return compute(key)
    found = _FACTS.get(key)
    if found is None:
        found = _FACTS[key] = compute(key)
    return found
