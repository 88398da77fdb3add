"""Exporting FX graphs to linalg on tensors in a worker process.

torch-mlir's MLIR build and `mlir` clash in one process (TOOLCHAIN.md), and the backend's process
has imported `mlir` to compile. So a long-lived child (`python -m mlir_stitch.frontends.dynamo.
export_worker`) imports torch and torch-mlir once and exports every graph the backend sends it:
starting one costs seconds, a graph then costs milliseconds.

A request is a list of graphs (the nodes of a GraphModule of functional ATen ops and its
inputs' shapes and dtypes); the answer is, per graph, its MLIR text or the reason torch-mlir
refused it (its own diagnostic, captured from fd 2, naming the op). Each op of the MLIR is
located at `<fx:NODE>`, the FX node it came from, so that a refusal by the compiler names the
node too. Messages are pickles framed by their length on the child's stdin and stdout."""
from __future__ import annotations

import atexit
import os
import pickle
import re
import select
import struct
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass

from .graph_records import graph_module

_HEADER = struct.Struct("<Q")
_NODE = re.compile(r"<fx:([\w.]+)>")


@dataclass
class GraphRequest:
    """One graph to export: its `graph_records` and its placeholders' (shape, dtype,
    strides)."""
    name: str
    graph: list
    specs: list


@dataclass
class Exported:
    """The answer for one graph: `mlir` text, or `error` with the op torch-mlir refused."""
    mlir: str = ""
    error: str = ""
    op: str = ""  # e.g. "aten.erfc", when torch-mlir named one
    node: str = ""  # the FX node at fault, when known


def node_of(message: str) -> "str | None":
    """The FX node a compile error's location names (`<fx:mul_2>:1:0: ...`), if any."""
    found = _NODE.search(message)
    return found.group(1) if found else None


class ExportWorker:
    """The parent's handle on the worker: started on first use (or ahead of it, by `prestart`),
    restarted if it dies."""

    def __init__(self):
        self._process = None
        self._asked = False  # whether the running worker was sent a request
        self._lock = threading.Lock()

    def prestart(self) -> None:
        """Start the worker now without waiting for it: its imports of torch and torch-mlir
        (about 2 s) then overlap Dynamo's and AOTAutograd's tracing instead of following
        them."""
        with self._lock:
            self._started()

    def export(self, requests: "list[GraphRequest]", timeout: float = 900) -> "list[Exported]":
        """Each request's answer; a worker that dies is restarted once, one that takes longer
        than `timeout` seconds is ended and every graph of the batch refused."""
        with self._lock:
            for attempt in (0, 1):
                process = self._started()
                self._asked = True
                try:
                    _write(process.stdin, requests)
                    if not select.select([process.stdout], [], [], timeout)[0]:
                        self.close()
                        return [Exported(error=f"the export took more than {timeout:.0f} s")] * len(requests)
                    return _read(process.stdout)
                except (EOFError, BrokenPipeError, OSError) as e:
                    words = self._last_words()
                    self.close()
                    if attempt:
                        return [Exported(error=f"the export worker died ({type(e).__name__}); "
                                               f"its last words: {words}")] * len(requests)
        raise AssertionError("unreachable")

    def _started(self):
        if self._process is None or self._process.poll() is not None:
            self._asked = False
            self._stderr = tempfile.TemporaryFile()
            self._process = subprocess.Popen(
                [sys.executable, "-m", "mlir_stitch.frontends.dynamo.export_worker"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr)
        return self._process

    def _last_words(self) -> str:
        self._stderr.seek(0)
        lines = [ln for ln in self._stderr.read().decode(errors="replace").splitlines() if ln.strip()]
        return lines[-1] if lines else "nothing"

    def close(self) -> None:
        """End the worker (closing its stdin ends its loop; one busy exporting is killed)."""
        if self._process is not None:
            for stream in (self._process.stdin, self._process.stdout):
                try:
                    stream.close()
                except OSError:  # a pipe the dead worker broke
                    pass
            if not self._asked:  # started ahead and never needed: not worth its imports
                self._process.kill()
            try:
                self._process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._stderr.close()
            self._process = None


_WORKER = ExportWorker()
atexit.register(_WORKER.close)


def export_graphs(requests: "list[GraphRequest]") -> "list[Exported]":
    """Export each graph in the shared worker process."""
    return _WORKER.export(requests)


def prestart_worker() -> None:
    """Start the shared worker ahead of its first request (ExportWorker.prestart)."""
    _WORKER.prestart()


def _write(stream, obj) -> None:
    data = pickle.dumps(obj)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _read(stream):
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise EOFError
    (size,) = _HEADER.unpack(header)
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


# ---- the child ---------------------------------------------------------------------------------

def export_one(request: GraphRequest) -> Exported:
    """torch-mlir's linalg-on-tensors import of one graph, cleaned and checked as stitch-export's."""
    from torch_mlir import fx as torch_mlir_fx

    from ..exported import Exported as Checked
    from ..exported import ExportError
    from ..torch import clean_exported, torch_mlir_diagnostics

    gm = graph_module(request.graph)
    _propagate_shapes(gm, request.specs)
    _locate_nodes(gm)
    with torch_mlir_diagnostics() as diagnostics:
        try:
            module = torch_mlir_fx.stateless_fx_import(gm, output_type="linalg-on-tensors",
                                                       model_name="main")
        except Exception as e:  # torch-mlir raises many types; its diagnostic says which op
            reason, op = diagnostics.reason(e)  # and where: the node of its location, if any
            return Exported(error=reason, op=op, node=node_of(diagnostics.read()) or "")
    try:
        clean_exported(module)
        text = module.operation.get_asm(enable_debug_info=True)
        if os.environ.get("MLIR_STITCH_DUMP"):
            _dump(request.name, gm, text)
        Checked(request.name, "torch", text, [], []).check()
    except ExportError as e:
        node = _first_f64_node(module)
        if node:
            return Exported(error=f"<fx:{node}>: its export computes in f64", node=node)
        reason = str(e).removeprefix(f"{request.name}: ")
        return Exported(error=reason, node=_node_of_line(text, reason) or "")
    return Exported(mlir=text)


_LINE = re.compile(r"^line (\d+) of the exported IR")


def _node_of_line(text: str, reason: str) -> "str | None":
    """The FX node whose op is on the line of `text` that `reason` names ("line 24 of the
    exported IR: ..."), through its location (inline, or a #loc alias), so that only that
    node is partitioned out (an as_strided's inlined index tensors, say), not the graph."""
    found = _LINE.match(reason)
    lines = text.splitlines()
    if not found or not 0 < int(found.group(1)) <= len(lines):
        return None
    line = lines[int(found.group(1)) - 1]
    alias = re.search(r"loc\((#loc\d*)\)\s*$", line)
    if alias:
        defined = re.search(rf"^{re.escape(alias.group(1))} = (loc\(.*)$", text, re.M)
        line = defined.group(1) if defined else ""
    return node_of(line)


def _first_f64_node(module) -> "str | None":
    """The FX node of the first op the import left computing in f64 (torch-mlir widens some
    ops' arithmetic), from its `<fx:NODE>` location."""
    from torch_mlir import ir

    found = []

    def visit(op):
        types = [v.type for v in list(op.operands) + list(op.results)]
        if any("f64" in str(t) for t in types) and node_of(str(op.location)):
            found.append(node_of(str(op.location)))
            return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found[0] if found else None


def _dump(name: str, gm, text: str) -> None:
    """MLIR_STITCH_DUMP=DIR: each graph's FX code and MLIR, numbered in the order exported."""
    from pathlib import Path

    folder = Path(os.environ["MLIR_STITCH_DUMP"])
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{len(list(folder.glob('*.mlir'))):03d}_{name}"
    (folder / f"{stem}.py").write_text(gm.code)
    (folder / f"{stem}.mlir").write_text(text)


def _import_exporter() -> None:
    """Import what every export needs before the first request arrives (a prestarted worker
    imports while the parent traces). One that fails to import fails again in export_one,
    which answers each graph with the reason."""
    try:
        import torch  # noqa: F401
        from torch_mlir import fx  # noqa: F401

        from .. import exported, torch as torch_frontend  # noqa: F401
    except Exception:
        pass


def _propagate_shapes(gm, specs) -> None:
    """node.meta["val"] for every node, as torch-mlir's importer reads them."""
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.passes.fake_tensor_prop import FakeTensorProp

    mode = FakeTensorMode(allow_non_fake_inputs=True)
    with mode:
        # with the inputs' own strides: a view the graph takes of a permuted input is valid
        # for those (a contiguous input would refuse it: ConvNext's backward)
        inputs = [torch.empty_strided(shape, strides, dtype=dtype) for shape, dtype, strides in specs]
    FakeTensorProp(gm, mode).propagate_dont_convert_inputs(*inputs)


def _locate_nodes(gm) -> None:
    """Each node's ops are located at `<fx:NAME>` (torch-mlir reads a location from the
    node's stack trace)."""
    for node in gm.graph.nodes:
        node.meta["stack_trace"] = f'  File "<fx:{node.name}>", line 1, in graph\n'


def main() -> int:
    """Serve requests until stdin closes; stdout carries only answers."""
    answers = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything a library prints goes to stderr, not into the answers
    _import_exporter()
    requests = sys.stdin.buffer
    while True:
        try:
            batch = _read(requests)
        except EOFError:
            return 0
        results = []
        for request in batch:
            try:
                results.append(export_one(request))
            except Exception as e:  # one graph's failure is its answer, not the worker's end
                results.append(Exported(error=f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"))
        _write(answers, results)


if __name__ == "__main__":  # through the package, so answers pickle under its module's name
    from mlir_stitch.frontends.dynamo import export_worker

    sys.exit(export_worker.main())
