"""stitch-bench: measure the model suite and write the results table.

    stitch-bench --suite [--real] [--suite-dir benchmarks/suite] [--only NAME,...]
                 [--export missing|always|never] [--no-iree]
                 [--results benchmarks/RESULTS.md | --no-write] [--update-golden]
    stitch-bench FOLDER...                  measure exported folders (model.mlir, inputs.npz, ...)
    stitch-bench --suite --gpu-bundle DIR [--fuzz-seeds A:B] [--candidates K] [--plans]   compile for a GPU
                                            machine without MLIR
    stitch-bench --gpu DIR --out OUT [--peers ...] [--no-fuzz] [--no-gemms]  on the GPU machine:
                                            check and time
    stitch-bench --gpu-report OUT/results.json [MORE.json]      its section into RESULTS.md

--real measures the real-size suite (suite/real_models.py, exported into benchmarks/suite-real):
whole transformers models at the sizes people run them and the norms at Quack's grid, compiled
at full size for counts and traffic and checked on the emulator (a norm at 64 rows); it takes
tens of minutes and has its own section of RESULTS.md and its own golden counts.

For each model: our kernel count beside the unfused count and IREE's dispatch count, the traffic
ratio, the redundancy, the compile time and the emulator's max error against the framework's own
output. Models that do not compile are listed with the exact reason. Exit status 1 when any
model gives a wrong answer.

GPU runs (bench/gpu.py): --gpu-bundle compiles the suite and fuzz seeds without input arrays;
--gpu regenerates the inputs there, checks every artifact on the GPU against its framework (suite)
or the fuzzer's reference (seeds), times each passing model beside PyTorch eager, torch.compile
and jax.jit, and writes results.json, gpu_results.md, gpu_bench.png and device_table.json. With
--candidates K the bundle also holds, per fusion, the K candidate mappings --tune would time, each
as a build of the whole model; --gpu checks and times them and writes the fastest per kernel as
tuned-TARGET.json, the file stitch-compile --tuned reads (tuning split over two machines). With
--plans the bundle also holds each model planned otherwise where that changes its launches
(fused-gemms: GEMMs priced at the library's rate, so attention is one stitched kernel at real
sizes too); --gpu checks and times each beside the model's own plan. The
bundle's GEMM cases (bench/gemms.py, unless --no-gemms) time library GEMMs of transformer sizes
beside torch (full f32 on both sides) and a fused GEMM beside the library, the rate a measured
device table's fused_gemm_macs_per_us should carry."""
from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

from ..frontends.exported import ExportError
from .errors import cli_main, documented_parser
from .progress import task_progress

EXPORTED_FILES = ("model.mlir", "inputs.npz", "expected.npz", "meta.json")


def parser() -> argparse.ArgumentParser:
    p = documented_parser("stitch-bench", __doc__)
    p.add_argument("folders", nargs="*", help="exported model folders to measure")
    p.add_argument("--suite", action="store_true", help="measure every suite model")
    p.add_argument("--real", action="store_true",
                   help="with --suite: the real-size suite (models at the sizes people run, the "
                        "norms at Quack's grid)")
    p.add_argument("--suite-dir", help="where suite models are exported (default benchmarks/suite, "
                                       "with --real benchmarks/suite-real)")
    p.add_argument("--only", metavar="NAMES", help="comma-separated suite model names")
    p.add_argument("--export", choices=["missing", "always", "never"], default="missing",
                   help="export suite models first: when a file is missing (default), always, never")
    p.add_argument("--no-iree", action="store_true", help="skip IREE's dispatch counts")
    p.add_argument("--results", default="benchmarks/RESULTS.md",
                   help="Markdown file whose suite section is replaced (default benchmarks/RESULTS.md)")
    p.add_argument("--no-write", action="store_true", help="print the table only")
    p.add_argument("--update-golden", action="store_true",
                   help="rewrite benchmarks/suite/golden_kernel_counts.json from this run")
    g = p.add_argument_group("GPU runs")
    g.add_argument("--gpu-bundle", metavar="DIR", help="with --suite: compile into DIR for --gpu")
    g.add_argument("--fuzz-seeds", metavar="A:B", default="0:0", type=_seed_range,
                   help="with --gpu-bundle: fuzz seeds A..B-1 to compile too (default none)")
    g.add_argument("--target", default="sm_90", help="with --gpu-bundle: the PTX target (default sm_90)")
    g.add_argument("--candidates", metavar="K", type=int, default=0,
                   help="with --gpu-bundle: also compile the K candidate mappings --tune would "
                        "time for each fusion (the model with that fusion on each), for --gpu to "
                        "check and time (default 0)")
    g.add_argument("--plans", action="store_true",
                   help="with --gpu-bundle: also compile each model planned otherwise (GEMMs priced "
                        "at the library's rate: stitched attention), where that changes its "
                        "launches, for --gpu to check and time beside the model's own plan")
    g.add_argument("--gpu", metavar="DIR", help="check and time the bundle DIR (on the GPU machine)")
    g.add_argument("--out", metavar="OUT", default="gpu-results", help="with --gpu: where results go")
    g.add_argument("--work", metavar="WORK", help="with --gpu: where regenerated inputs go (OUT/work)")
    g.add_argument("--backend", choices=["cuda", "emulator"], default="cuda",
                   help="with --gpu: run the checks on this backend (emulator: checks only)")
    g.add_argument("--peers", default="eager,inductor,max-autotune,jax,iree",
                   help="with --gpu: comma-separated peers to time (eager, inductor, max-autotune, "
                        "jax, iree: IREE's CUDA runtime, when iree.runtime imports there)")
    g.add_argument("--iters", type=int, default=100, help="with --gpu: timed calls per system")
    g.add_argument("--no-fuzz", action="store_true", help="with --gpu: skip the bundle's fuzz seeds")
    g.add_argument("--no-gemms", action="store_true",
                   help="with --gpu-bundle: compile no GEMM cases (bench/gemms.py); with --gpu: "
                        "skip the bundle's GEMM cases")
    g.add_argument("--gpu-report", metavar="RESULTS_JSON", nargs="+",
                   help="write a --gpu run's results.json as the GPU section of --results (further "
                        "results files add their fuzz seeds, and the suite models and GEMM cases "
                        "the first lacks: e.g. a fuzz-only bundle, or the rest of the suite)")
    return p


def _seed_range(text: str) -> range:
    try:
        a, b = (int(x) for x in text.split(":"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: expected A:B (seeds A..B-1)") from None
    return range(a, b)


@cli_main("stitch-bench")
def main(argv=None) -> int:
    from ..bench.iree import iree_version
    from ..bench.measure import Row, measure_in_subprocess
    from ..bench.results import markdown_table, markers, section, summary_line, write_section

    args = parser().parse_args(argv)
    if args.gpu:
        return gpu_run(args)
    if args.gpu_report:
        return gpu_report(args)
    if not args.suite and not args.folders:
        parser().error("give --suite, exported model folders, --gpu or --gpu-report")
    if args.real and not args.suite:
        parser().error("--real measures the real-size suite: give --suite --real")
    args.suite_dir = args.suite_dir or ("benchmarks/suite-real" if args.real else "benchmarks/suite")
    if args.gpu_bundle:
        return gpu_bundle(args)
    targets = suite_folders(args) if args.suite else [given_folder(f) for f in args.folders]
    rows = []
    with task_progress("measuring", len(targets)) as advance:
        for name, folder, export_error in targets:
            if export_error:
                rows.append(Row(name, status=f"not exported: {export_error}"))
            else:
                rows.append(measure_in_subprocess(folder, iree=not args.no_iree))
            advance(name)
    print(markdown_table(rows))
    print()
    print(summary_line(rows))
    if args.suite and not args.no_write:
        command = "stitch-bench " + " ".join(shlex.quote(a) for a in (argv if argv is not None else sys.argv[1:]))
        write_section(args.results, section(rows, command, iree_version(), args.real),
                      *markers(args.real))
        print(f"wrote {args.results}")
    if args.update_golden:
        from ..bench.golden import GOLDEN_FILE, write_golden

        write_golden(rows, Path(args.suite_dir) / GOLDEN_FILE.name)
        print(f"wrote {Path(args.suite_dir) / GOLDEN_FILE.name}")
    return 1 if any(r.status.startswith("FAIL") for r in rows) else 0


def gpu_bundle(args) -> int:
    from ..bench.gpu_bundle import write_bundle

    if not args.suite:
        parser().error("--gpu-bundle takes the suite: give --suite (and --only to choose models)")
    targets = [(name, folder) for name, folder, error in suite_folders(args) if not error]
    with task_progress("compiling for the GPU", len(targets) + len(args.fuzz_seeds)) as advance:
        index = write_bundle(args.gpu_bundle, targets, list(args.fuzz_seeds), args.target, advance,
                             args.candidates, gemms=not args.no_gemms, plans=args.plans)
    for name, status in index["suite"].items():
        if status != "compiled":
            print(f"{name}: {status}")
    compiled = sum(s == "compiled" for s in index["fuzz"].values())
    print(f"wrote {args.gpu_bundle}: {sum(s == 'compiled' for s in index['suite'].values())} suite "
          f"models, {compiled} of {len(index['fuzz'])} fuzz seeds")
    return 0


def gpu_run(args) -> int:
    from ..bench.gpu import PEERS, failed, run

    peers = [p for p in args.peers.split(",") if p]
    unknown = set(peers) - set(PEERS)
    if unknown:
        parser().error(f"unknown peers {', '.join(sorted(unknown))} (choose from {', '.join(PEERS)})")
    only = set(args.only.split(",")) if args.only else None
    result = run(args.gpu, args.out, args.backend, only, peers, iters=args.iters,
                 fuzz=not args.no_fuzz, work=args.work, gemms=not args.no_gemms)
    print((Path(args.out) / "gpu_results.md").read_text())
    return 1 if failed(result) else 0


def gpu_report(args) -> int:
    import json

    from ..bench.gpu_report import BEGIN, END, section
    from ..bench.results import write_section

    result, *more = [json.loads(Path(f).read_text()) for f in args.gpu_report]
    for extra in more:
        merge_gpu_results(result, extra)
    write_section(args.results, section(result), BEGIN, END)
    print(f"wrote {args.results}")
    return 0


def merge_gpu_results(result: dict, extra: dict) -> None:
    """Add a further --gpu run's fuzz seeds, and the suite models, candidates, plans and GEMM
    cases `result` lacks (the first file's rows win: it is the run the section describes)."""
    result["fuzz"].update(extra.get("fuzz", {}))
    result.setdefault("fuzz_not_compiled", {}).update(extra.get("fuzz_not_compiled", {}))
    for key in ("suite", "candidates", "plans", "gemms"):
        rows = result.setdefault(key, {})
        for name, row in extra.get(key, {}).items():
            rows.setdefault(name, row)


def suite_folders(args) -> list:
    """(name, folder, export error) per selected suite model, exporting as --export asks."""
    from ..frontends.exporter import export_in_subprocess
    from .stitch_export import select_models

    models = select_models(args.only, args.real)
    root = Path(args.suite_dir)
    todo = [m for m in models if args.export == "always" or
            (args.export == "missing" and missing_files(root / m.name, m))]
    errors = {}
    with task_progress("exporting", len(todo)) as advance:
        for m in todo:
            outcome = export_in_subprocess(m.name, root / m.name)
            if not outcome.ok:
                errors[m.name] = outcome.error
            advance(m.name)
    targets = []
    for m in models:
        folder = root / m.name
        error = errors.get(m.name, "")
        if not error and missing_files(folder, m):
            error = f"{folder} lacks {', '.join(missing_files(folder, m))}"
        targets.append((m.name, folder, error))
    return targets


def given_folder(name: str) -> tuple:
    """(name, folder, "") for a folder named on the command line; an error unless exported."""
    folder = Path(name)
    if not folder.is_dir():
        raise ExportError(f"{name}: {'no such folder' if not folder.exists() else 'not a folder'} "
                          f"(stitch-bench measures folders written by stitch-export)")
    if missing_files(folder):
        raise ExportError(f"{name}: not an exported model folder: lacks {', '.join(missing_files(folder))} "
                          f"(stitch-export writes them)")
    return folder.name, folder, ""


def missing_files(folder: Path, spec=None) -> list:
    """The files of an export `folder` lacks; a model with a check size (`spec.check`) has
    model.mlir and meta.json at its own size and a whole export in check/."""
    if spec is not None and spec.check is not None:
        wanted = ["model.mlir", "meta.json"] + [f"check/{f}" for f in EXPORTED_FILES]
    else:
        wanted = EXPORTED_FILES
    return [f for f in wanted if not (folder / f).exists()]


if __name__ == "__main__":
    sys.exit(main())
