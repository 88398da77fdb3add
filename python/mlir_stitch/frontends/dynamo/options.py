"""`torch.compile(model, backend="mlir_stitch", options={...})`: the compiler's options.

Each is a `stitch-compile` flag's, named as its pass option is (README, "torch.compile"):

    tf32          f32 library GEMMs may round operands to TF32 (default: as torch's own CUDA
                  matmuls may, `torch.backends.cuda.matmul.allow_tf32`, on CUDA; never on the CPU)
    planner       "ilp" (FusionStitching's, default) or "scope" (AStitch's scope rule)
    device        the planner's cost-model table: "h100" (default), "h200" or a .json table
    library       False: no library GEMMs, every GEMM a loop kernel or fused
    remote        False: no remote stitching
    tensor_cores  False: staged f16/bf16 GEMMs summed by FMA instead of mma.sync

An unknown name or a value of the wrong kind is an error naming it, raised before anything is
compiled."""
from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class BackendOptions:
    tf32: "bool | None" = None
    planner: str = "ilp"
    device: str = "h100"
    library: bool = True
    remote: bool = True
    tensor_cores: bool = True

    @classmethod
    def parse(cls, options) -> "BackendOptions":
        """The options of a torch.compile call (a dict, or None), checked."""
        options = dict(options or {})
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise ValueError(f"mlir_stitch: unknown option {unknown[0]!r} in torch.compile's "
                             f"options (known: {', '.join(sorted(known))})")
        for name, value in options.items():
            if name in ("planner", "device"):
                if not isinstance(value, str):
                    raise ValueError(f"mlir_stitch: option {name!r} takes a string, got {value!r}")
            elif not (isinstance(value, bool) or (name == "tf32" and value is None)):
                raise ValueError(f"mlir_stitch: option {name!r} takes True or False, got {value!r}")
        parsed = cls(**options)
        parsed._check_values()
        return parsed

    def _check_values(self):
        from ...analysis.cost_model import device_model

        if self.planner not in ("ilp", "scope"):
            raise ValueError(f"mlir_stitch: option 'planner' is 'ilp' or 'scope', got {self.planner!r}")
        try:
            device_model(self.device)
        except (ValueError, OSError) as e:
            raise ValueError(f"mlir_stitch: option 'device': {e}") from None

    def pipeline(self, cuda: bool):
        """The compiler's pipeline for a partition on a CUDA device (`cuda`) or the emulator;
        None where it is the default one."""
        import torch

        from ...compiler.pipeline import Pipeline, schedule_stage

        tf32 = self.tf32 if self.tf32 is not None else cuda and torch.backends.cuda.matmul.allow_tf32
        plan, schedule = [], []
        if self.planner != "ilp":
            plan.append(f"planner={self.planner}")
        if self.device != "h100":
            plan.append(f'device="{self.device}"')
            schedule.append(f'device="{self.device}"')
        if tf32:
            plan.append("tf32=true")
        if not self.library:
            plan.append("library=false")
        if not self.remote:
            plan.append("remote=false")
        if not self.tensor_cores:
            schedule.append("tensor-cores=false")
        if not plan and not schedule:
            return None
        pipeline = Pipeline()
        if plan:
            pipeline.replace_stage("L1", f"builtin.module(stitch-fusion-plan{{{' '.join(plan)}}})")
        if schedule:
            pipeline.replace_stage("L2", schedule_stage(" ".join(schedule)))
        return pipeline
