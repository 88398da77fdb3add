"""stitch-export: export PyTorch / JAX models to folders stitch-compile and stitch-bench read
(model.mlir, inputs.npz, expected.npz, meta.json), each model in its own process.

    stitch-export --suite DIR [--only NAME,...] [--real]   every suite model into DIR/<name>/
    stitch-export --list [--real]                   the suite's models (--real: the real-size suite)
    stitch-export pkg.module:factory DIR            a model of yours: factory() -> SuiteModel

Needs the frontends: pip install 'mlir-stitch[frontends]'."""
from __future__ import annotations

import argparse
import sys

from .errors import cli_main, documented_parser
from .progress import task_progress


def parser() -> argparse.ArgumentParser:
    p = documented_parser("stitch-export", __doc__)
    p.add_argument("model", nargs="?", help="pkg.module:factory returning a SuiteModel")
    p.add_argument("folder", nargs="?", help="output folder for MODEL")
    p.add_argument("--suite", metavar="DIR", help="export every suite model into DIR/<name>/")
    p.add_argument("--only", metavar="NAMES", help="comma-separated suite model names")
    p.add_argument("--list", action="store_true", help="list the suite's models and exit")
    p.add_argument("--real", action="store_true",
                   help="the real-size suite (whole models at the sizes people run, the norms at "
                        "Quack's grid) instead of the suite")
    return p


@cli_main("stitch-export")
def main(argv=None) -> int:
    from ..frontends.exporter import export_in_subprocess
    from ..suite import all_models

    args = parser().parse_args(argv)
    if args.list:
        for m in all_models(args.real):
            print(f"{m.name:32} {m.framework:14} {m.description}")
        return 0
    if args.suite:
        jobs = [(m.name, f"{args.suite}/{m.name}") for m in select_models(args.only, args.real)]
    elif args.model and args.folder:
        jobs = [(args.model, args.folder)]
    else:
        parser().error("give --suite DIR, --list, or MODEL FOLDER")
    failed = 0
    with task_progress("exporting", len(jobs)) as advance:
        for name, folder in jobs:
            outcome = export_in_subprocess(name, folder)
            advance(name)
            if outcome.ok:
                print(f"{name}: {folder}")
            else:
                failed += 1
                print(f"stitch-export: error: {outcome.error}", file=sys.stderr)
    return 1 if failed else 0


def select_models(only: "str | None", real: bool = False) -> list:
    from ..frontends.exported import ExportError
    from ..suite import all_models

    models = all_models(real)
    if not only:
        return models
    names = [n.strip() for n in only.split(",") if n.strip()]
    known = {m.name for m in models}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ExportError(f"--only: unknown suite models {', '.join(unknown)} (see --list)")
    return [m for m in models if m.name in names]


if __name__ == "__main__":
    sys.exit(main())
