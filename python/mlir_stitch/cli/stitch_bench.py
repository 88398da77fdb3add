"""stitch-bench: measure the model suite and write the results table.

    stitch-bench --suite [--suite-dir benchmarks/suite] [--only NAME,...] [--export missing|always|never]
                 [--no-iree] [--results benchmarks/RESULTS.md | --no-write] [--update-golden]
    stitch-bench FOLDER...                  measure exported folders (model.mlir, inputs.npz, ...)

For each model: our kernel count beside the unfused count and IREE's dispatch count, the traffic
ratio, the redundancy, the compile time and the emulator's max error against the framework's own
output. Models that do not compile are listed with the exact reason. Exit status 1 when any
model gives a wrong answer."""
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
    p.add_argument("--suite-dir", default="benchmarks/suite", help="where suite models are exported")
    p.add_argument("--only", metavar="NAMES", help="comma-separated suite model names")
    p.add_argument("--export", choices=["missing", "always", "never"], default="missing",
                   help="export suite models first: when a file is missing (default), always, never")
    p.add_argument("--no-iree", action="store_true", help="skip IREE's dispatch counts")
    p.add_argument("--results", default="benchmarks/RESULTS.md",
                   help="Markdown file whose suite section is replaced (default benchmarks/RESULTS.md)")
    p.add_argument("--no-write", action="store_true", help="print the table only")
    p.add_argument("--update-golden", action="store_true",
                   help="rewrite benchmarks/suite/golden_kernel_counts.json from this run")
    return p


@cli_main("stitch-bench")
def main(argv=None) -> int:
    from ..bench.iree import iree_version
    from ..bench.measure import Row, measure_in_subprocess
    from ..bench.results import markdown_table, section, summary_line, write_section

    args = parser().parse_args(argv)
    if not args.suite and not args.folders:
        parser().error("give --suite or exported model folders")
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
        write_section(args.results, section(rows, command, iree_version()))
        print(f"wrote {args.results}")
    if args.update_golden:
        from ..bench.golden import GOLDEN_FILE, write_golden

        write_golden(rows, Path(args.suite_dir) / GOLDEN_FILE.name)
        print(f"wrote {Path(args.suite_dir) / GOLDEN_FILE.name}")
    return 1 if any(r.status.startswith("FAIL") for r in rows) else 0


def suite_folders(args) -> list:
    """(name, folder, export error) per selected suite model, exporting as --export asks."""
    from ..frontends.exporter import export_in_subprocess
    from .stitch_export import select_models

    models = select_models(args.only)
    root = Path(args.suite_dir)
    todo = [m for m in models if args.export == "always" or
            (args.export == "missing" and missing_files(root / m.name))]
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
        if not error and missing_files(folder):
            error = f"{folder} lacks {', '.join(missing_files(folder))}"
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


def missing_files(folder: Path) -> list:
    return [f for f in EXPORTED_FILES if not (folder / f).exists()]


if __name__ == "__main__":
    sys.exit(main())
