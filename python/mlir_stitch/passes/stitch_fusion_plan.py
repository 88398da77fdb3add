"""stitch-fusion-plan (L0 -> L1): choose the fusions and outline them.

The planner of FusionStitching §4 (analysis.planner): candidate patterns from substitution and
exploratory fusion (and the groups of AStitch's scope rule), scored by the cost model
f(P) = M(V) + (N - 1)·φ, chosen by an ILP that removes cyclic combinations, then remote
stitching packs independent groups into one kernel. The kernel generator is asked whether it
can build each candidate (analysis.fusion_domain.analyze_kernel).

GEMMs a library runs go first (transforms/library_gemms.py): each, with the bias and activation
after it, becomes `func.func private @stitch_gemm_N {stitch.library}`, a library launch. Small
batched GEMMs (attention's QKᵀ and PV) are planned like the other ops, so they can fuse with the
softmax between them; those the plan leaves out of a row fusion go to the library after all, and
the rest is planned again. Library calls of one A, shape and types without an epilogue are
grouped into one batched call at the end (transforms/gemm_groups.py).
Each chosen group becomes `func.func private @stitch_fusion_N {stitch.fusion}`; every other
compute op becomes a single-op `@stitch_kernel_N {stitch.kernel}` (or a one-op fusion when it
is stitchable). The entry function keeps one `func.call {stitch.launch}` per launch; a group
whose function would be the same as one outlined before launches that one (transforms/outline.py:
kernel_key), and functions that still compute the same thing are merged into one that several
calls launch (transforms/identical_kernels.py), so later stages build each distinct kernel once.
The module gets `stitch.plan = #stitch.plan<{...}>`: patterns considered (ops, source, score,
chosen), patterns refused and why, packs, and the solver's figures; ops are named `op<N>` by
their position among the entry function's compute ops."""
from __future__ import annotations

import os
import sys

from mlir import ir

from ..analysis.cost_model import DEVICES, device_model
from ..analysis.feasibility_memo import StructuralFeasibility
from ..analysis.fusion_domain import (Rejected, analyze_kernel, column_reduction,
                                      independent_parts, where)
from ..analysis.graph import build_graph, is_library_call
from ..analysis.plan_graph import plan_graph_from_ops
from ..analysis.planner import (MIN_PATTERNS, PATTERNS_PER_OP, PLANNERS, PlanOptions,
                                 plan_fusions)
from ..transforms.gemm_groups import group_library_gemms
from ..transforms.identical_kernels import body_key, merge_identical_kernels
from ..dialects import make_attr
from ..transforms.library_gemms import FALLBACK_ATTR, fusible_gemm, outline_library_gemms
from ..transforms.outline import (OpShapes, clonable_cache, erase_dead_pure_ops,
                                  group_interface, kernel_key, launch_instead, outline,
                                  topological_sort)
from ..compiler.errors import error_at
from ..compiler.plan_drawing import check_plan_graph_path, write_plan_graph
from .base import Option, StitchPass, non_negative, positive
from .stitch_normalize import entry_function

PLAN_ATTR = "stitch.plan"


class StitchFusionPlan(StitchPass):
    argument = "stitch-fusion-plan"
    description = "Choose fusions (patterns, cost model, ILP without cycles, remote stitching) and outline them"
    options = {
        "planner": Option(str, "ilp", "FusionStitching's ILP planner, or AStitch's first scope rule",
                          choices=PLANNERS),
        "device": Option(str, "h100", f"cost-model table: {' | '.join(DEVICES)} | a .json table",
                         check=device_model),
        "max-patterns": Option(int, 0, "budget of candidate patterns (0: scaled with the graph, "
                                       f"{PATTERNS_PER_OP} per op and at least {MIN_PATTERNS})",
                               check=non_negative),
        "time-limit": Option(float, 30.0, "seconds for the ILP and its cycle cuts", check=positive),
        "remote": Option(bool, True, "remote stitching: pack independent groups into one kernel"),
        "keep-kernel-count": Option(bool, True, "never more kernels than the scope rule"),
        "library": Option(bool, True, "GEMMs with a library layout become library launches "
                                      "(cuBLASLt) with their bias/activation epilogue (a small "
                                      "batched GEMM only when it fuses with nothing)"),
        "tf32": Option(bool, False, "library GEMMs may round their f32 operands to TF32 "
                                    "(tensor cores: faster, about 1e-3 relative error; stitched "
                                    "kernels' GEMMs stay full f32)"),
        "gemm-views": Option(bool, True, "a library GEMM whose operands no single batch "
                                         "stride describes reads and writes them in place "
                                         "(strided views, a pointer per batch: "
                                         "analysis/gemm_views.py) instead of copies"),
        "gemm-groups": Option(bool, True, "library GEMMs of one A operand, shape and types, "
                                          "without epilogue, run as one batched library call "
                                          "(q, k and v; gate and up: transforms/gemm_groups.py)"),
        "repeats": Option(bool, True, "plan a repeated layer once, in a graph of its first "
                                      "copies, and give every copy that plan when it repeats "
                                      "(analysis/repeats.py)"),
        "plan-graph": Option(str, "", "write the op graph coloured by fusion (.dot or .svg)",
                             check=check_plan_graph_path),
    }

    def run(self, module: ir.Operation) -> None:
        entry = entry_function(module)
        options = PlanOptions(self.values["planner"], self.values["device"],
                              self.values["max-patterns"], self.values["time-limit"],
                              self.values["remote"], self.values["keep-kernel-count"],
                              self.values["tf32"], self.values["library"],
                              self.values["repeats"])
        library = options.library
        compute = "tf32" if options.tf32 else "f32"
        if library:  # small batched GEMMs wait for the plan: they may fuse (attention)
            outline_library_gemms(module, entry, keep=fusible_gemm, compute=compute,
                                  views=self.values["gemm-views"])
        op_graph, graph, feasible, plan = _plan(entry, options)
        alone = lone_gemms(op_graph, plan, feasible) if library else set()
        tried = set()
        device = options.device_model()
        while alone:  # GEMMs the plan leaves alone run in the library
            reasons = {op: why_left_alone(op_graph.ops.index(op), graph, plan, device)
                       for op in alone}
            outline_library_gemms(module, entry, keep=lambda op: op not in alone, compute=compute,
                                  reasons=reasons, views=self.values["gemm-views"])
            tried |= alone  # one no library runs (f16, say) stays a reported loop kernel
            op_graph, graph, feasible, plan = _plan(entry, options)
            alone = lone_gemms(op_graph, plan, feasible) - tried
        if not library:
            mark_library_off(op_graph, plan)
        module.attributes[PLAN_ATTR] = make_attr("plan", explain(graph, plan, options))
        if plan.budget_hit:
            warn(f"stitch-fusion-plan: warning: the budget of {plan.pattern_budget} candidate "
                 f"patterns was reached; the plan is chosen among those (raise max-patterns to "
                 f"consider more)")
        if self.values["plan-graph"]:
            write_plan_graph(graph, plan, self.values["plan-graph"])
        outline_groups(module, entry, op_graph.ops, graph, plan, feasible)
        merge_identical_kernels(module, entry)  # transforms/identical_kernels.py
        if library and self.values["gemm-groups"]:
            group_library_gemms(module, entry)  # after outlining: the calls stay next to each other


def _plan(entry, options: PlanOptions) -> tuple:
    """(op graph, plan graph, feasibility, plan) of `entry`'s ops."""
    op_graph = build_graph(entry)
    require_classes(op_graph)
    graph = plan_graph_from_ops(op_graph)
    feasible = kernel_feasibility([op_graph.infos[op] for op in op_graph.ops])
    return op_graph, graph, feasible, plan_fusions(graph, feasible, options,
                                                   structure=feasible.structure())


def lone_gemms(op_graph, plan, feasible) -> set:
    """The fusible GEMMs (transforms/library_gemms.fusible_gemm) the plan leaves alone: in no
    fusion, or alone in their part of a packed kernel (a k loop per element pays off only with
    the traffic it saves; the plan's score weighed that, analysis/cost_model.py). The parts
    are found once per structure of the kernel (`feasible.key`: a repeated layer's are alike)."""
    ops = op_graph.ops
    contractions = {v for v, op in enumerate(ops)  # (the classes read once: by the op graph)
                    if op_graph.classes[op].get("kind") in ("gemm", "bgemm")}
    part_sizes: dict = {}  # kernel structure -> the size of each member's part (0: in none)
    alone = set()
    for unit in plan.kernels(len(ops)):
        members = sorted(unit)
        gemms = [p for p, v in enumerate(members) if v in contractions and fusible_gemm(ops[v])]
        if not gemms:
            continue
        if len(members) == 1:
            alone.add(ops[members[0]])
            continue
        key = feasible.key(members)
        if key not in part_sizes:
            parts = _parts_of([op_graph.infos[ops[v]] for v in members])
            size = {info.op: len(part) for part in parts for info in part}
            part_sizes[key] = [size.get(ops[v], 0) for v in members]
        alone.update(ops[members[p]] for p in gemms if part_sizes[key][p] <= 1)
    return alone


def _parts_of(infos: list) -> list:
    """The infos of each part of the kernel the plan builds of `infos`: their independent
    parts, unless column reductions make the kernel one pass over their domain (the kernel
    generator's answer then: analyze_kernel)."""
    if any(column_reduction(i) for i in infos):
        return [p.infos for p in analyze_kernel(infos).parts]
    return independent_parts(infos)


def mark_library_off(op_graph, plan) -> None:
    """With library=false a GEMM in no fusion is a loop (or reduce) kernel: a fallback the report
    names as such."""
    ops = op_graph.ops
    for unit in plan.kernels(len(ops)):
        op = ops[min(unit)]
        if len(unit) == 1 and op_graph.classes[op].get("kind") in ("gemm", "bgemm"):
            op.attributes[FALLBACK_ATTR] = ir.StringAttr.get(
                "library GEMMs are off (--no-library, stitch-fusion-plan{library=false})")


def why_left_alone(v: int, graph, plan, device) -> str:
    """Why plan node `v` (a fusible GEMM) is in no fusion of the plan, or alone in its part:
    the report's reason for its library call."""
    if any(v in group for group in plan.groups):
        return ("the plan packs it alone beside independent ops, where a library call "
                "runs it faster than a k loop per element")
    holding = [p for p in plan.patterns if v in p.nodes]
    if holding:
        best = max(holding, key=lambda p: p.score)
        patterns = f"{len(holding)} pattern{'s' * (len(holding) != 1)}"
        return (f"the plan fuses it with nothing: of {patterns} holding it the best "
                f"({len(best.nodes)} ops) scores {best.score:.1f} us, its k loops costing "
                f"{device.fused_gemm_us(graph.nodes[v].macs):.1f} us more than a library call "
                f"(analysis/cost_model.py)")
    refused = [(len(nodes), why) for nodes, why in plan.refused.items() if v in nodes]
    if refused:  # the fewest ops: the reason nearest the GEMM
        return f"no stitched kernel holds it with its neighbours: {min(refused)[1]}"
    return "no stitched kernel holds it with its neighbours"


def require_classes(op_graph) -> None:
    """Without classes every op looks unstitchable: planning would silently fuse nothing."""
    for op in op_graph.ops:
        if not op_graph.classes[op]:
            raise error_at(op, "stitch-fusion-plan needs the #stitch.op_class annotations of "
                               "stitch-classify; run stitch-classify first")


def warn(message: str) -> None:
    print(message, file=sys.stderr)


def kernel_feasibility(infos: list):
    """feasible(nodes) for the planner: None when the kernel generator builds the ops
    (LinalgInfo per node id) as one kernel, else its reason; answered once per structure
    (analysis/feasibility_memo.py: a model's repeated layers ask alike)."""

    def check(members: list):
        try:
            analyze_kernel([infos[v] for v in members])
            return None
        except Rejected as e:
            return str(e)
    return StructuralFeasibility(infos, check, where)


def why_no_template(unit: frozenset, graph, feasible) -> "str | None":
    """Why plan unit `unit` is no stitched kernel (None when it is one): the reason a loop or
    reduce kernel runs its op, which the report names."""
    nodes = [graph.nodes[v] for v in sorted(unit)]
    if all(n.stitchable for n in nodes):
        return None if len(unit) > 1 else feasible(unit)
    if nodes[0].kind == "opaque":
        return ("no stitch template builds it: neither elementwise, nor a reduction with one "
                "plain combiner, nor a GEMM")
    return f"no stitch template builds a {nodes[0].kind} op"


def outline_groups(module: ir.Operation, entry, ops: list, graph, plan, feasible) -> None:
    """Fusions become stitch templates; a lone op no template builds (a row too long to keep
    in registers) runs as a plain loop kernel instead."""
    block = entry.regions[0].blocks[0]
    module_block = module.regions[0].blocks[0]
    fusions = kernels = 0
    clonable = clonable_cache()
    units = plan.kernels(len(ops))
    # decided before outlining: outlining rewires operands the feasibility views hold
    why_not = [why_no_template(unit, graph, feasible) for unit in units]
    outlined, shapes = KernelsByKey(), OpShapes(clonable)
    for unit, why in zip(units, why_not):
        members = [ops[v] for v in sorted(unit)]
        if len(members) == 1 and is_library_call(members[0]):
            continue  # outlined already (transforms/library_gemms.py)
        if why is None:
            name, kind = f"stitch_fusion_{fusions}", "fusion"
            fusions += 1
        else:
            if FALLBACK_ATTR not in members[0].attributes:  # a GEMM's says why no library
                members[0].attributes[FALLBACK_ATTR] = ir.StringAttr.get(why)
            name, kind = f"stitch_kernel_{kernels}", "kernel"
            kernels += 1
        interface = group_interface(members, clonable, shapes)
        key = kernel_key(members, interface, kind, shapes, clonable)
        same = outlined.get(key)
        if same is not None:  # a repeated layer: launch the function outlined before
            launch_instead(members, interface, same, kind)
        else:
            outline(module_block, entry, members, name, kind, clonable, interface)
            outlined.add(key, name)
    outlined.check(module_block)
    erase_dead_pure_ops(block)
    topological_sort(block)


class KernelsByKey:
    """Functions outlined so far by transforms/outline.kernel_key, so that a group whose
    function would be the same as one outlined before launches that one instead: a repeated
    layer is cloned once, and merging identical kernels has little left to print.
    MLIR_STITCH_CHECK_KERNEL_KEYS=1 outlines every group and checks afterwards that groups of
    equal keys got functions of equal text (transforms/identical_kernels.py's comparison)."""

    def __init__(self):
        self.names: dict = {}
        self.verify = os.environ.get("MLIR_STITCH_CHECK_KERNEL_KEYS") == "1"
        self.outlined: list = []  # (key, function name) with verify

    def get(self, key) -> "str | None":
        return None if key is None or self.verify else self.names.get(key)

    def add(self, key, name: str) -> None:
        if key is not None:
            self.names.setdefault(key, name)
            if self.verify:
                self.outlined.append((key, name))

    def check(self, module_block) -> None:
        if not self.verify:
            return
        functions = {ir.StringAttr(op.attributes["sym_name"]).value: op.operation
                     for op in module_block.operations if op.operation.name == "func.func"}
        for key, name in self.outlined:
            first = self.names[key]
            if body_key(functions[name], name) != body_key(functions[first], first):
                raise AssertionError(f"kernel keys: @{name} and @{first} have equal keys but "
                                     f"different bodies")


def explain(graph, plan, options: PlanOptions) -> dict:
    """The plan as the `stitch.plan` attribute and the report show it."""
    chosen = set(plan.chosen)

    def names(nodes) -> str:
        return ",".join(graph.nodes[v].name for v in sorted(nodes))
    return {
        "planner": options.planner,
        "device": options.device,
        "kernels": plan.kernel_count(len(graph)),
        "scope_rule_kernels": len(graph) - sum(len(g) - 1 for g in plan.scope_groups),
        "ops": len(graph),
        "patterns": [{"ops": names(p.nodes), "sources": p.sources, "score": f"{p.score:.3f}",
                      "chosen": i in chosen} for i, p in enumerate(plan.patterns)],
        "refused": [{"ops": names(nodes), "reason": reason} for nodes, reason in plan.refused.items()],
        "packs": [[names(g) for g in pack] for pack in plan.packs],
        "fusions": [names(g) for g in sorted(plan.groups, key=min)],
        "objective": f"{plan.objective:.3f}",
        "ilp_solves": plan.solves,
        "cycle_cuts": plan.cuts,
        "budget_hit": plan.budget_hit,
        "pattern_budget": plan.pattern_budget,
        "timed_out": plan.timed_out,
        "seconds": f"{plan.seconds:.4f}",
        "planned_ops": plan.planned_ops,
        **({"repeats": {"first_op": f"op{plan.repeats.start}", "period": plan.repeats.period,
                        "copies": plan.repeats.copies}} if plan.repeats else {}),
    }
