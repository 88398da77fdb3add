"""Time the fusion planner on large transformer-like graphs (examples.large_graphs) and print
the table of benchmarks/RESULTS.md.

    python benchmarks/planning.py [OPS ...]      (default: 1000 10000)

Per graph: the stitch-fusion-plan pass as a whole (op graph, patterns, scores, ILP, packing,
outlining), the planner alone (`seconds` of its report), the patterns considered, ILP solves and
cycle cuts, and the kernels of the ILP plan beside AStitch's scope rule."""
import sys
import time

from mlir import ir

from mlir_stitch.compiler.compile import plan_report
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.examples.large_graphs import transformer_chain


def plan(text: str, options: str) -> "tuple[float, dict]":
    context = new_context()
    module = parse_source(text, context)
    with context, ir.Location.unknown():
        run_pipeline(module, "builtin.module(stitch-normalize,stitch-classify)")
        start = time.perf_counter()
        run_pipeline(module, f"builtin.module(stitch-fusion-plan{{{options}}})")
        return time.perf_counter() - start, plan_report(module)


def main(sizes) -> None:
    print("| ops | pass s | planner s | patterns | ILP solves | cycle cuts | kernels (ILP) | "
          "kernels (scope rule) | scope-rule pass s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for ops in sizes:
        text = transformer_chain(ops)
        pass_s, report = plan(text, "planner=ilp")
        scope_s, scope = plan(text, "planner=scope remote=false")
        print(f"| {report['ops']} | {pass_s:.2f} | {report['seconds']:.2f} | {len(report['patterns'])} | "
              f"{report['ilp_solves']} | {report['cycle_cuts']} | {report['kernels']} | "
              f"{scope['kernels']} | {scope_s:.2f} |", flush=True)


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [1000, 10000])
