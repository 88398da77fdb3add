"""Registry of the stitch passes (lazy imports), by their kebab-case pipeline argument.

Level by level (see DESIGN.md):
  L0 -> L0  stitch-fold-constants  values no argument reaches computed at compile time (emulator)
  L0 -> L0  stitch-normalize     generalize named ops, check static shapes, canonicalize + cse
  L0 -> L0  stitch-classify      annotate each op with #stitch.op_class
  L0 -> L1  stitch-fusion-plan   choose fusions; outline them into @stitch_fusion_N + stitch.launch
  L1 -> L2  stitch-schedule      thread mapping, schemes, template: #stitch.schedule
  L2 -> L2  stitch-smem-plan     shared buffers at offsets in one workgroup arena (smem field),
                                 row values to global memory when over the budget
  L2 -> L3  stitch-lower-to-gpu  gpu.module of kernels + host launch plan
  L3 -> L3  stitch-invert-negative-powi  x^-n -> 1 / x^n (before upstream math-expand-ops)
"""
from __future__ import annotations

import importlib

_PASSES = {
    "stitch-fold-constants": ("stitch_fold_constants", "StitchFoldConstants"),
    "stitch-normalize": ("stitch_normalize", "StitchNormalize"),
    "stitch-classify": ("stitch_classify", "StitchClassify"),
    "stitch-fusion-plan": ("stitch_fusion_plan", "StitchFusionPlan"),
    "stitch-schedule": ("stitch_schedule", "StitchSchedule"),
    "stitch-smem-plan": ("stitch_smem_plan", "StitchSmemPlan"),
    "stitch-lower-to-gpu": ("stitch_lower_to_gpu", "StitchLowerToGpu"),
    "stitch-invert-negative-powi": ("stitch_invert_negative_powi", "StitchInvertNegativePowi"),
}


def get_all_passes() -> dict:
    """argument -> pass class, in pipeline order."""
    return {arg: get_pass(arg) for arg in _PASSES}


def get_pass(argument: str):
    module, cls = _PASSES[argument]
    return getattr(importlib.import_module(f"{__name__}.{module}"), cls)


def is_stitch_pass(argument: str) -> bool:
    return argument in _PASSES
