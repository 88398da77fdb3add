"""stitch-opt: mlir-opt for mlir-stitch. Runs a textual pipeline that mixes stitch passes with
upstream passes on one MLIR file and prints the result.

    stitch-opt in.mlir --pass-pipeline='builtin.module(stitch-normalize,canonicalize)' -o out.mlir
    stitch-opt --list-passes
"""
from __future__ import annotations

import argparse
import sys

from .errors import cli_main


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="stitch-opt", description=__doc__.split("\n\n")[0])
    p.add_argument("input", nargs="?", default="-", help="input .mlir file ('-' for stdin)")
    p.add_argument("--pass-pipeline", default="",
                   help="textual pipeline, e.g. 'builtin.module(stitch-classify,func.func(cse))'")
    p.add_argument("-o", dest="output", default="-", help="output file ('-' for stdout)")
    p.add_argument("--list-passes", action="store_true", help="list the stitch passes and exit")
    p.add_argument("--mlir-print-ir-after-all", action="store_true",
                   help="print the IR after every pass to stderr")
    p.add_argument("--mlir-print-op-generic", action="store_true", help="print in generic form")
    return p


def list_passes() -> str:
    from ..passes import get_all_passes

    lines = ["stitch passes (mix freely with upstream passes; see `mlir-opt --help` for those):"]
    for arg, cls in get_all_passes().items():
        lines.append(f"  {arg:22} {cls.description}")
        for name, opt in cls.options.items():
            lines.append(f"      {name}={opt.type.__name__} (default {opt.default}): {opt.help}")
    return "\n".join(lines)


@cli_main("stitch-opt")
def main(argv=None) -> int:
    args = parser().parse_args(argv)
    if args.list_passes:
        print(list_passes())
        return 0
    from ..compiler.pipeline import run_pipeline
    from ..compiler.source import new_context, parse_source

    text = sys.stdin.read() if args.input == "-" else open(args.input).read()
    filename = "<stdin>" if args.input == "-" else args.input
    context = new_context()
    module = parse_source(text, context, filename)
    if args.pass_pipeline:
        run_pipeline(module, args.pass_pipeline, filename, print_ir=args.mlir_print_ir_after_all)
    with context:
        out = module.operation.get_asm(print_generic_op_form=args.mlir_print_op_generic)
    if args.output == "-":
        sys.stdout.write(out)
    else:
        with open(args.output, "w") as f:
            f.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
