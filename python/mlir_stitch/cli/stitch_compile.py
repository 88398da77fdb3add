"""stitch-compile: compile a linalg-on-tensors MLIR file into an artifact folder (manifest,
PTX, L3 kernel IR) and print its report.

    stitch-compile model.mlir -o out/ [--target sm_90] [--report] [--dump-ir DIR] [--no-cache]
                   [--planner ilp|scope] [--device h100|h200|TABLE.json] [--plan-graph plan.svg]
                   [--template 'reduce0[GRID_256-CTA_2,CTA_128-THREAD_6]S'] [--from L0|L1|L2]
"""
from __future__ import annotations

from collections import Counter

import argparse
import json
import sys
from pathlib import Path

from ..analysis.cost_model import device_model
from ..compiler.plan_drawing import check_plan_graph_path
from .errors import cli_main, documented_parser


def parser() -> argparse.ArgumentParser:
    p = documented_parser("stitch-compile", __doc__)
    p.add_argument("input", help="input .mlir file (linalg on tensors, static shapes)")
    p.add_argument("-o", dest="output", required=True, help="artifact folder to write")
    p.add_argument("--target", default="sm_90", help="GPU architecture (default sm_90)")
    p.add_argument("--report", action="store_true", help="print the full JSON report")
    p.add_argument("--dump-ir", metavar="DIR", help="write the IR after every stage (L0..L4) to DIR")
    p.add_argument("--no-ptxas", action="store_true", help="skip ptxas (no register/spill figures)")
    p.add_argument("--no-cache", action="store_true",
                   help="compile even when the compile cache holds this model (MLIR_STITCH_CACHE_DIR)")
    p.add_argument("--planner", choices=["ilp", "scope"], default="ilp",
                   help="fusion planner: FusionStitching's ILP (default) or AStitch's scope rule")
    p.add_argument("--device", default="h100", type=checked(device_model),
                   help="cost-model table of the planner: h100 (default), h200 or a .json table")
    p.add_argument("--no-remote", action="store_true",
                   help="no remote stitching (independent groups stay separate kernels)")
    p.add_argument("--no-gemm-groups", action="store_true",
                   help="each library GEMM its own call: no batched call for the GEMMs of one A "
                        "(stitch-fusion-plan{gemm-groups=false})")
    p.add_argument("--no-gemm-views", action="store_true",
                   help="copy the operands of a library GEMM that no single batch stride describes "
                        "(heads split, merged) instead of reading them in place through strided "
                        "views (stitch-fusion-plan{gemm-views=false})")
    p.add_argument("--no-library", action="store_true",
                   help="no library GEMMs: every GEMM a loop kernel, or fused into a stitched kernel "
                        "(stitch-fusion-plan{library=false})")
    p.add_argument("--tf32", action="store_true",
                   help="library GEMMs may round their f32 operands to TF32 (tensor cores: faster, "
                        "about 1e-3 relative error; default full f32; stitch-fusion-plan{tf32=true})")
    p.add_argument("--plan-graph", metavar="FILE", type=checked(check_plan_graph_path),
                   help="draw the op graph with one colour per fusion (.dot, or .svg via Graphviz)")
    p.add_argument("--template", type=checked(check_template),
                   help="FusionStitching template string overriding the thread mapping of the "
                        "groups it names (stitch-schedule{template=...})")
    p.add_argument("--schedule", choices=["model", "heuristic"], default="model",
                   help="how stitch-schedule picks each fusion's thread mapping among its "
                        "candidates: the cost model (default; the report lists them) or the "
                        "heuristic mapping")
    p.add_argument("--no-tensor-cores", action="store_true",
                   help="sum every staged f16/bf16 GEMM by FMA in f32 instead of mma.sync "
                        "(stitch-schedule{tensor-cores=false}), e.g. to time the two")
    p.add_argument("--smem-budget", type=_bytes, default=0, metavar="BYTES",
                   help="shared memory per block each kernel must fit in: row values move to "
                        "global memory while over it (stitch-smem-plan{budget=BYTES}); default: "
                        "the bytes that keep each launch's blocks per SM")
    p.add_argument("--tune", action="store_true",
                   help="time each fusion's best candidate mappings on the GPU first and keep "
                        "the fastest in the --tuned file (needs a CUDA GPU)")
    p.add_argument("--tuned", metavar="FILE", type=checked(tuned_file),
                   help="winners timed by --tune (kernel hash -> template string), chosen over "
                        "the cost model; default: tuned-TARGET.json in the compile cache's "
                        "folder, when it exists (and where --tune writes)")
    p.add_argument("--from", dest="level", choices=LEVELS, default="L0",
                   help="level of the input: L0 linalg on tensors (default), L1 planned "
                        "(outlined kernels), L2 scheduled (e.g. a hand-edited schedule)")
    return p


# the stage that takes input of each level (compiler/pipeline.py DEFAULT_STAGES)
LEVELS = {"L0": "L0", "L1": "L2", "L2": "L3"}


def check_template(text: str) -> None:
    from ..dialects.schedule import ScheduleError
    from ..dialects.template import parse_template

    try:
        parse_template(text)
    except ScheduleError as e:
        raise ValueError(str(e)) from None
    if '"' in text:
        raise ValueError("a template string has no quotes")


def checked(check):
    """An argparse type that refuses what `check` refuses (ValueError), with its reason."""
    def value(text: str) -> str:
        try:
            check(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None
        return text
    return value


def _bytes(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of bytes, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of bytes, got {value}")
    return value


def plan_pipeline(args) -> "Pipeline":
    """The default pipeline with the planner options of the command line."""
    from ..compiler.pipeline import Pipeline, schedule_stage

    options = [f"planner={args.planner}", f'device="{args.device}"']
    if args.no_remote:
        options.append("remote=false")
    if getattr(args, "no_library", False):
        options.append("library=false")
    if getattr(args, "tf32", False):
        options.append("tf32=true")
    if getattr(args, "no_gemm_groups", False):
        options.append("gemm-groups=false")
    if getattr(args, "no_gemm_views", False):
        options.append("gemm-views=false")
    if args.plan_graph:
        options.append(f'plan-graph="{args.plan_graph}"')
    pipeline = Pipeline().replace_stage(
        "L1", f"builtin.module(stitch-fusion-plan{{{' '.join(options)}}})")
    schedule = [f"choose={getattr(args, 'schedule', 'model')}", f'device="{args.device}"']
    if getattr(args, "template", None):
        schedule.append(f'template="{args.template}"')
    if getattr(args, "tuned", None):
        schedule.append(f'tuned="{args.tuned}"')
    if getattr(args, "no_tensor_cores", False):
        schedule.append("tensor-cores=false")
    budget = getattr(args, "smem_budget", 0)
    pipeline.replace_stage("L2", schedule_stage(' '.join(schedule),
                                                f"budget={budget}" if budget else ""))
    return pipeline.starting_at(LEVELS[getattr(args, "level", "L0")])


def tuned_file(path: str) -> None:
    """A winners file that exists must hold winners (--tune creates a missing one)."""
    from ..passes.stitch_schedule import tuned_winners

    if Path(path).exists():
        tuned_winners(path)


def summary(report: dict) -> str:
    from ..compiler.compile import library_launch_count

    library = report.get("library_launches", [])
    library_count = library_launch_count(library)
    grouped = f" for {len(library)} GEMMs" if library_count != len(library) else ""
    calls = f"{library_count} library launch{'es' * (library_count != 1)}{grouped}; " \
        if library else ""
    stitched = report["kernel_count"] - library_count
    distinct = report.get("distinct_kernels", stitched)
    repeats = f"; {distinct} distinct stitched kernels" if distinct != stitched else ""
    lines = [f"kernel_count: {report['kernel_count']} ({calls}unfused: {report['unfused_kernel_count']}{repeats})",
             f"global_bytes: {report['global_bytes']}  min_global_bytes: {report['min_global_bytes']}"
             f"  traffic_ratio: {report['traffic_ratio']}",
             f"compile_seconds: {report['compile_seconds']}",
             f"shared_bytes: {report.get('shared_bytes')} (without reuse: "
             f"{report.get('shared_bytes_without_reuse')})"]
    if report.get("folded_ops"):
        lines.append(f"folded: {report['folded_ops']} ops that no argument reaches, computed at "
                     f"compile time (stitch-fold-constants)")
    if report.get("fold_failed"):
        lines.append(f"folded: none; the values no argument reaches are computed at run time, "
                     f"their evaluation failed: {report['fold_failed']}")
    if "cache" in report:
        lines.append(f"cache: {report['cache']['status']} ({report['cache'].get('folder', 'key ' + report['cache']['key'])})")
    plan = report.get("plan")
    if plan:
        chosen = sum(p["chosen"] for p in plan["patterns"])
        lines.append(f"plan: {plan['planner']} planner, {len(plan['patterns'])} patterns "
                     f"({chosen} chosen, {len(plan['refused'])} refused), {len(plan['packs'])} packs, "
                     f"{plan['ilp_solves']} ILP solves, {plan['cycle_cuts']} cycle cuts, "
                     f"scope rule: {plan['scope_rule_kernels']} kernels")
        if plan.get("repeats"):
            r = plan["repeats"]
            lines.append(f"plan: {r['copies']} copies of a layer of {r['period']} ops from "
                         f"{r['first_op']} planned once ({plan['planned_ops']} of {plan['ops']} "
                         f"ops planned)")
    launches = Counter(f["kernel"] for f in report["fusions"] + library)
    listed = set()
    for f in report["fusions"]:
        if f["kernel"] in listed:
            continue  # a kernel several calls launch: listed once
        listed.add(f["kernel"])
        times = f" launched {launches[f['kernel']]} times" if launches[f["kernel"]] > 1 else ""
        regs = f" registers={f['registers']} spills={f['spill_bytes']}B" if "registers" in f else ""
        bound = f" bound={f['register_bound']}" if f.get("register_bound") else ""
        wave = f" blocks/wave={f['blocks_per_wave']}" if "blocks_per_wave" in f else ""
        lines.append(f"  {f['kernel']}: {f['template']} {f['template_string']} ops={len(f['ops'])} "
                     f"grid={f['grid'][0]} block={f['block'][0]}"
                     f"{' cluster=%d' % f['cluster'] if f.get('cluster') else ''}"
                     f" shared={f['shared_bytes']}B"
                     f" (without reuse {f['shared_bytes_without_reuse']}B, "
                     f"{_budget_text(f['shared_budget'])})"
                     f"{regs}{bound}{wave}{times}")
        if f.get("downgraded"):
            moved = f["downgraded"]
            lines.append(f"    to fit the budget: {len(moved)} row value(s) moved from shared to "
                         f"global memory ({', '.join(d['name'] for d in moved)}; "
                         f"+{sum(d['traffic'] for d in moved)} B of traffic)")
        staged = [f"{op['name']} (k_tile {op['k_tile']}{', tensor cores' if op['mma'] else ''})"
                  for op in f["ops"] if op["k_tile"]]
        if staged:
            lines.append(f"    GEMMs with operands staged in shared memory: {', '.join(staged)}")
        vector = [op["name"] for op in f["ops"] if op.get("role") == "vector"]
        if vector:
            epilogue = [op["name"] for op in f["ops"] if op.get("role") == "epilogue"]
            lines.append(f"    GEMMs contracting rows the kernel computes: {', '.join(vector)}"
                         + (f"; their epilogue: {', '.join(epilogue)}" if epilogue else ""))
        if "choice" in f:
            lines.append(f"    of {f['choice']['considered']} candidate mappings: "
                         f"{f['choice']['reason']}")
        if f.get("fallback"):
            lines.append(f"    fallback {f['template']} kernel: {f['fallback']}")
    for f in library:
        if f["kernel"] in listed:
            continue
        listed.add(f["kernel"])
        times = f" (launched {launches[f['kernel']]} times)" if launches[f["kernel"]] > 1 else ""
        lines.append(_library_line(f) + times)
        if f.get("why"):
            lines.append(f"    in the library: {f['why']}")
    return "\n".join(lines)


def _library_line(f: dict) -> str:
    shape = f["layout"]
    flags = [name for name in ("trans_a", "trans_b") if shape[name]]
    batch = f"{shape['batch']} x " if shape["batch"] > 1 else ""
    return (f"  {f['kernel']}: library {f['call']} {batch}{shape['m']}x{shape['n']}x{shape['k']}"
            f"{''.join(', ' + x for x in flags)}"
            f"{', out [m, batch, n]' if shape.get('out_order') == 'mbn' else ''}"
            f"{', strided views' if shape.get('views') else ''}, epilogue {f['epilogue']}"
            f"{' + residual' if f.get('residual') else ''}"
            f"{', in ' + f['group'] if f.get('group') else ''} "
            f"(ops at {', '.join(o['loc'] for o in f['ops'])})")


def _budget_text(budget: int) -> str:
    """A hand-written L2 smem plan may name no budget (0)."""
    return f"budget {budget}B" if budget else "no budget"


def tune_model(args) -> None:
    """Time the candidates (--tune) into the --tuned file and print each fusion's times."""
    from ..compiler.tune import tune
    from .progress import stage_progress

    with stage_progress("tuning " + args.input) as progress:
        tunings = tune(Path(args.input), Path(args.tuned), args.target,
                       plan_pipeline(args), progress=progress)
    for t in tunings:
        times = ", ".join(f"{ms * 1e3:.1f} us" for ms in t.times_ms.values())
        print(f"tuned {t.kernel}: {t.winner} ({times})")
    print(f"winners kept in {args.tuned}")


@cli_main("stitch-compile")
def main(argv=None) -> int:
    args = parser().parse_args(argv)
    for flag, folder in (("-o", args.output), ("--dump-ir", args.dump_ir)):
        if folder and Path(folder).exists() and not Path(folder).is_dir():  # before compiling
            parser().error(f"{flag} {folder}: exists and is not a folder")
    if args.template and args.level == "L2":
        parser().error("--template chooses mappings in stitch-schedule, which an L2 input has "
                       "run already: edit its stitch.schedule instead")
    from ..compiler.compile import compile as compile_source
    from ..compiler.tune import default_tuned_file
    from .progress import stage_progress

    if args.tuned and not args.tune and not Path(args.tuned).is_file():
        parser().error(f"--tuned {args.tuned}: no such file (--tune writes it)")
    default = default_tuned_file(args.target)
    if args.tuned is None and (args.tune or default.exists()):
        args.tuned = str(default)
    if args.tune:
        tune_model(args)
    with stage_progress("compiling " + args.input) as progress:
        artifact = compile_source(Path(args.input), target=args.target, pipeline=plan_pipeline(args),
                                  progress=progress,
                                  keep_ir=bool(args.dump_ir), resources=not args.no_ptxas,
                                  cache=not args.no_cache)
    artifact.save(args.output)
    if args.dump_ir:
        Path(args.dump_ir).mkdir(parents=True, exist_ok=True)
        for i, (name, text) in enumerate(artifact.stages.items()):
            Path(args.dump_ir, f"{i}-{name}.{'ptx' if name == 'L4-ptx' else 'mlir'}").write_text(text)
    if args.report:
        print(json.dumps(artifact.report, indent=1))
    else:
        print(summary(artifact.report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
