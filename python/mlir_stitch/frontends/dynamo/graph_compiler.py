"""`torch.compile(model, backend="mlir_stitch")`: a TorchDynamo backend built on AOTAutograd.

Dynamo hands over each FX graph (its SDPA calls pointed at attention's math, attention.py);
AOTAutograd (`aot_autograd`, with the decompositions the exporter uses) turns it into
functional ATen graphs, a forward and, when something requires
grad, a backward, and keeps torch's contract around them: mutated inputs and buffers are
written back after the call, outputs aliasing inputs are views of them, results carry
autograd. Each graph is compiled here:

1. a graph of symbolic shapes (Dynamo's second shape) is specialised per concrete shape at
   call time (`PerShape`), each through the compile cache, up to Dynamo's recompile limit;
2. its constant subgraphs are computed by torch (constants.py: torch-mlir folds some wrongly);
   the graph is split (partition.py) into partitions of the ops mlir-stitch takes and torch ops
   between them (convolutions, sorts, random ops, ...);
3. each partition is exported by torch-mlir in a worker process and compiled; an op the
   exporter or the compiler refuses is partitioned out in another round, so only it runs in
   torch;
4. the split graph runs: partitions on the CUDA backend (CUDA tensors) or the emulator (CPU),
   the rest as the original torch ops. One warning per graph names the ops left to torch.

Registered under the entry point group `torch_dynamo_backends` (pyproject.toml)."""
from __future__ import annotations

import functools
import time
import warnings
from collections import Counter

from .attention import rewrite_sdpa
from .constants import fold_constant_subgraphs
from .export_worker import GraphRequest, export_graphs, node_of, prestart_worker
from .graph_records import graph_records
from .options import BackendOptions
from .partition import left_to_torch, split
from .runner import partition_module
from .support import op_name

TARGET = "sm_90"
MAX_ROUNDS = 8  # refusals partitioned out per graph before the rest runs in torch as it is
# forward and backward graphs AOTAutograd handed over; graphs compiled (one per shape) and the
# seconds it took (splitting, exporting, compiling), partitions compiled by mlir-stitch, their
# kernel launches per call (and one kernel per linalg op's), ops left to torch, calls of a
# shape past the recompile limit (run in torch), values computed by torch as constants (in
# this process)
STATS = Counter()


class StitchFallbackWarning(UserWarning):
    """Ops mlir-stitch could not take run as torch ops instead."""


def backend(gm, example_inputs, options=None, **kwargs):
    """The Dynamo backend: AOTAutograd around `compile_graph`, SDPA as attention's math;
    `options`: torch.compile's (options.py)."""
    parsed = BackendOptions.parse(options)  # a bad option fails before anything is traced
    prestart_worker()  # (started already when torch.compile looked the backend up by name)
    rewrite_sdpa(gm)
    return _aot_backend(parsed)(gm, example_inputs, **kwargs)


@functools.cache
def _aot_backend(options: BackendOptions):
    import importlib.util

    from torch._dynamo.backends.common import aot_autograd

    from ..decompositions import decomposition_table

    if importlib.util.find_spec("torch_mlir") is None:
        raise ImportError("mlir_stitch's torch.compile backend exports graphs with torch-mlir, "
                          "which is not installed: pip install 'mlir-stitch[frontends]'")

    return aot_autograd(fw_compiler=functools.partial(compile_graph, kind="forward", options=options),
                        bw_compiler=functools.partial(compile_graph, kind="backward", options=options),
                        decompositions=decomposition_table())


def compile_graph(gm, example_inputs, kind: str = "forward", options=BackendOptions()):
    """AOTAutograd's compiler of a `kind` graph (forward, or backward): a boxed callable
    computing `gm` (it takes the list of inputs, which AOTAutograd may then free as the graph
    consumes them)."""
    from torch._functorch.aot_autograd import make_boxed_func

    STATS[f"{kind}_graphs"] += 1
    graph = GraphCompiler(gm, options)
    if any(_is_symbolic(x) for x in example_inputs):
        return make_boxed_func(PerShape(graph))
    return make_boxed_func(graph.compile(gm))


class PerShape:
    """A graph of symbolic shapes, compiled for each concrete shape it is called with, up to
    Dynamo's own limit on a frame's recompiles (`torch._dynamo.config.recompile_limit`, 8):
    past it a new shape runs as the graph's torch ops, with one warning. A shape that changes
    on every call (generate()'s growing KV cache) would otherwise compile on every call."""

    def __init__(self, graph: "GraphCompiler"):
        self.graph, self.compiled, self.warned = graph, {}, False

    def __call__(self, *args):
        key = tuple(_shape_key(a) for a in args)
        fn = self.compiled.get(key)
        if fn is None:
            if len(self.compiled) >= _shape_limit():
                self._warn_past_limit()
                return self.graph.gm(*args)
            fn = self.compiled[key] = self.graph.compile(self.graph.specialised(args))
        return fn(*args)

    def _warn_past_limit(self):
        STATS["calls_past_shape_limit"] += 1
        if self.warned:
            return
        self.warned = True
        where = next((w for w in map(_user_location, self.graph.gm.graph.nodes) if w), "")
        warnings.warn(
            f"mlir_stitch: a graph{f' at {where}' if where else ''} was compiled for "
            f"{len(self.compiled)} shapes (torch._dynamo.config.recompile_limit); its other "
            "shapes run as torch ops. Raise the limit to compile more, or keep the shapes "
            "fixed (padding; for generate(), cache_implementation=\"static\")",
            StitchFallbackWarning, stacklevel=2)


def _shape_limit() -> int:
    import torch._dynamo.config as config

    return int(getattr(config, "recompile_limit", None) or getattr(config, "cache_size_limit", 8))


class GraphCompiler:
    """Compiles one graph AOTAutograd handed over (and its specialisations); warns once."""

    def __init__(self, gm, options=BackendOptions()):
        self.gm, self.options, self.warned = gm, options, False

    def specialised(self, args):
        """`gm` retraced with `args`' shapes and integer values as constants, each node keeping
        the stack trace of the node it comes from (the warning's `at file:line`)."""
        from torch.fx import Interpreter, traceback
        from torch.fx.experimental.proxy_tensor import make_fx

        with traceback.preserve_node_meta():  # the Interpreter hands each node's meta on
            return make_fx(Interpreter(self.gm).run, tracing_mode="fake")(*args)

    def compile(self, gm):
        """The split graph: partitions compiled by mlir-stitch, other ops as torch ops."""
        start = time.perf_counter()
        STATS["constants"] += fold_constant_subgraphs(gm)  # torch-mlir folds some wrongly
        refused: dict = {}  # node name -> why the exporter or the compiler refused it
        compiled: dict = {}  # frozenset of a partition's node names -> its module
        for _ in range(MAX_ROUNDS):
            fused, parts = split(gm, refused)
            todo = [p for p in parts if frozenset(p.nodes) not in compiled]
            refusals = {}
            for part, answer in zip(todo, _export(todo)):
                module, refusal = _compiled_part(part, answer, self.options)
                if module is not None:
                    compiled[frozenset(part.nodes)] = module
                if answer.error and len(refusal) > 1 and set(refusal) == _calls(part):
                    refusal = _located(gm, part, refused, answer.error) or refusal
                refusals.update(refusal)
            if not refusals:
                break
            refused.update(refusals)
        uncompiled = set()
        for part in parts:  # a partition still refused after the last round runs as torch ops
            module = compiled.get(frozenset(part.nodes))
            if module is None:
                uncompiled |= part.nodes
            else:
                setattr(fused, part.name, module)
                STATS["partitions"] += 1
        fused.recompile()
        STATS["graphs"] += 1
        STATS["compile_seconds"] += time.perf_counter() - start
        torch_ops = [n for n in gm.graph.nodes if n.name in uncompiled] + left_to_torch(fused)
        STATS["torch_ops"] += len(torch_ops)
        if torch_ops and not self.warned:
            self.warned = True
            warnings.warn(_fallback_message(torch_ops, refused), StitchFallbackWarning, stacklevel=2)
        return fused


def _fallback_message(nodes, refused: dict) -> str:
    """One line naming each op left to torch, why, and where the first of them is."""
    from .support import why_left_to_torch

    found: dict = {}  # (op, why) -> [count, where]
    for node in nodes:
        why = refused.get(node.name) or why_left_to_torch(node) or "its partition was refused"
        entry = found.setdefault((_op_label(node), why), [0, _user_location(node)])
        entry[0] += 1
    listed = "; ".join(f"{op}{f' ×{count}' if count > 1 else ''}{f' at {where}' if where else ''} ({why})"
                       for (op, why), (count, where) in sorted(found.items()))
    return f"mlir_stitch: {len(nodes)} op(s) of this graph run as torch ops: {listed}"


def _user_location(node) -> str:
    """`file.py:LINE` of the user's code that made `node` (the last frame of its trace)."""
    import re

    frames = re.findall(r'File "([^"]+)", line (\d+)', node.meta.get("stack_trace") or "")
    return f"{frames[-1][0]}:{frames[-1][1]}" if frames else ""


def _export(parts) -> list:
    requests = [GraphRequest(p.name, graph_records(p.module), [(s, d, st) for s, d, _, st in p.specs])
                for p in parts]
    return export_graphs(requests) if requests else []


def _compiled_part(part, answer, options: BackendOptions) -> "tuple[object, dict]":
    """(the partition's module, {}) or (None, {node: reason} for what to partition out)."""
    import mlir_stitch

    from ...runtime.errors import StitchError

    if answer.error:
        return None, _refusals(part, answer.error, op=answer.op, node=answer.node)
    import torch

    cuda = next((d.index or 0 for _, _, d, _ in part.specs if d.type == "cuda"), None)
    device = None if cuda is None else torch.device("cuda", cuda)  # None: the emulator
    try:
        artifact = mlir_stitch.compile(answer.mlir, target=TARGET, pipeline=options.pipeline(cuda=device is not None))
        fn = mlir_stitch.load(artifact, backend="emulator" if cuda is None else "cuda", device=cuda or 0)
    except StitchError as e:
        return None, _refusals(part, str(e).splitlines()[0])
    except Exception as e:  # a bug of the compiler's: the partition runs as torch ops, named
        text = str(e).strip()
        reason = (f"an internal error of mlir-stitch, please report it: {type(e).__name__}"
                  f"{': ' + text.splitlines()[0] if text else ''}")
        return None, {name: reason for name in part.nodes}
    STATS["kernels"] += artifact.report["kernel_count"]
    STATS["unfused_kernels"] += artifact.report["unfused_kernel_count"]
    single = not isinstance(part.module.graph.output_node().args[0], (tuple, list))
    return partition_module(fn, device, single, part.name), {}


def _calls(part) -> set:
    return {n.name for n in part.module.graph.nodes if n.op == "call_function"}


def _located(gm, part, refused: dict, reason: str) -> dict:
    """For a partition the exporter refused naming no op or node it can pin on the graph
    (torch-mlir left one of its own constants unlowered: `constant.bool` of
    avg_pool2d_backward's ceil_mode): the nodes of each op of the partition that, exported
    with only that op's nodes, fail too, with the reason; {} when none does (then the whole
    partition stays refused). One export round per op of the partition, only on such a
    failure."""
    ops = {op_name(n) for n in part.module.graph.nodes if n.op == "call_function"}
    if len(ops) < 2:
        return {}
    others = {n.name: n for n in gm.graph.nodes if n.op == "call_function"}
    mine = _calls(part)
    found: dict = {}
    for op in sorted(ops):
        alone = dict(refused)
        alone.update({name: "" for name, n in others.items() if op_name(n) != op})
        _, parts = split(gm, alone)
        why = f"torch-mlir cannot lower it, exported alone either: {reason}"
        for probe, answer in zip(parts, _export(parts)):
            if answer.error:
                found.update({name: why for name in probe.nodes if name in mine})
    return found


def _refusals(part, reason: str, op: str = "", node: str = "") -> dict:
    """The nodes of `part` a refusal names (those calling the op torch-mlir could not lower,
    else the node the error is located at: an op of torch-mlir's own, such as a
    vtensor.literal, is no node's), else all of them."""
    nodes = {n.name: n for n in part.module.graph.nodes if n.op == "call_function"}
    node = node or node_of(reason)
    named = [name for name, n in nodes.items() if op_name(n) == op.replace(".", "::", 1)] if op else []
    if not named and node in nodes:
        named = [node]
        if reason.startswith("<fx:") or reason.startswith("line "):  # the location goes
            reason = reason.split(": ", 1)[1]
    return {name: reason for name in (named or part.nodes)}


def _op_label(node) -> str:
    return op_name(node).replace("::", ".") if node.op == "call_function" else node.name


def _is_symbolic(x) -> bool:
    import torch

    if isinstance(x, torch.SymInt | torch.SymFloat | torch.SymBool):
        return True
    return isinstance(x, torch.Tensor) and any(isinstance(s, torch.SymInt) for s in x.shape)


def _shape_key(x):
    import torch

    if isinstance(x, torch.Tensor):
        return ("tensor", tuple(x.shape), x.dtype, x.device)
    return ("value", x)
