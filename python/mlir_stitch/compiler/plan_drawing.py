"""Draw the planned graph: one colour per fusion (numbered as `@stitch_fusion_N`), grey boxes
for single-op kernels of ops the kernel generator does not stitch (GEMMs, ...). `.dot` is written directly; `.svg` goes
through Graphviz's `dot` or the pip-installable `graphviz-pure`."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from .errors import CompileError

PALETTE = ["#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462", "#b3de69",
           "#fccde5", "#bc80bd", "#ccebc5", "#ffed6f", "#a6cee3", "#b2df8a", "#fb9a99"]
RENDERERS = ("dot", "graphviz-pure")
FORMATS = (".dot", ".svg")


def check_plan_graph_path(path: str) -> None:
    """Refuse a file name the drawing cannot be written as (ValueError), before planning."""
    if path and Path(path).suffix not in FORMATS:
        raise ValueError(f"{path}: the plan graph is written as {' or '.join(FORMATS)}")


def plan_dot(graph, plan) -> str:
    fusions = [k for k in plan.kernels(len(graph.nodes)) if all(graph.nodes[v].stitchable for v in k)]
    group_of = {v: i for i, k in enumerate(fusions) for v in k}
    lines = ["digraph plan {", "  rankdir=TB;", '  node [style=filled, fontname="Helvetica"];']
    for v, n in enumerate(graph.nodes):
        cls = f"{n.kind}({n.detail})" if n.detail else n.kind
        if v in group_of:
            g = group_of[v]
            attrs = f'fillcolor="{PALETTE[g % len(PALETTE)]}", tooltip="fusion {g}"'
            label = f"{n.name}\\n{cls}\\nfusion {g}"
        else:
            attrs = 'fillcolor="#d9d9d9", shape=box'
            label = f"{n.name}\\n{cls}"
        lines.append(f'  {n.name} [label="{label}", {attrs}];')
    for u, v in graph.edges:
        lines.append(f"  {graph.nodes[u].name} -> {graph.nodes[v].name};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_plan_graph(graph, plan, path: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)  # like -o: a new folder is fine
    dot = plan_dot(graph, plan)
    if target.suffix == ".dot":
        target.write_text(dot)
        return
    try:
        check_plan_graph_path(path)
    except ValueError as e:
        raise CompileError(str(e)) from None
    renderer = next((shutil.which(r) for r in RENDERERS if shutil.which(r)), None)
    if renderer is None:
        raise CompileError(f"{path}: writing SVG needs Graphviz's `dot` or `pip install "
                           f"graphviz-pure`; or ask for a .dot file")
    done = subprocess.run([renderer, "-Tsvg", "-o", str(target)], input=dot, text=True,
                          capture_output=True)
    if done.returncode != 0:
        raise CompileError(f"{path}: {Path(renderer).name} failed: {done.stderr.strip()}")
