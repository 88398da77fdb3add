"""`torch.compile(model, backend="mlir_stitch")`: a TorchDynamo backend.

Dynamo hands over each FX graph with example inputs (weights among them: they are graph inputs).
The graph is exported through torch-mlir in a separate process (torch-mlir's MLIR build and
`mlir` clash in one process), compiled through the compile cache (compiler/cache.py) and run on
the CUDA backend when the inputs are CUDA tensors (on their device and PyTorch's current
stream), else on the emulator (exact, slow: for machines without a GPU). A graph that cannot be
exported or compiled runs eagerly, with one warning naming why (the op, when the exporter or
the compiler names one).

Registered under the entry point group `torch_dynamo_backends` (pyproject.toml)."""
from __future__ import annotations

import subprocess
import sys
import tempfile
import warnings
from pathlib import Path


class StitchFallbackWarning(UserWarning):
    """A graph mlir-stitch could not take runs eagerly instead."""


def backend(gm, example_inputs):
    """The dynamo backend: a callable running `gm` through mlir-stitch, or gm.forward."""
    try:
        return _compiled(gm, example_inputs)
    except _Unsupported as e:
        warnings.warn(f"mlir_stitch: this graph runs eagerly: {e}", StitchFallbackWarning, stacklevel=2)
        return gm.forward


class _Unsupported(Exception):
    pass


def _compiled(gm, example_inputs):
    import torch

    import mlir_stitch
    from ..runtime.errors import StitchError

    if not all(isinstance(t, torch.Tensor) for t in example_inputs):
        kinds = sorted({type(t).__name__ for t in example_inputs if not isinstance(t, torch.Tensor)})
        raise _Unsupported(f"non-tensor graph inputs ({', '.join(kinds)}): shapes must be static")
    text = export_graph(gm, example_inputs)
    try:
        artifact = mlir_stitch.compile(text, target="sm_90")
    except StitchError as e:
        raise _Unsupported(str(e).splitlines()[0]) from None
    on_cuda = any(t.is_cuda for t in example_inputs)
    device = next((t.device.index or 0 for t in example_inputs if t.is_cuda), 0)
    try:
        fn = mlir_stitch.load(artifact, backend="cuda" if on_cuda else "emulator", device=device)
    except StitchError as e:
        raise _Unsupported(str(e).splitlines()[0]) from None
    outputs = gm.graph.output_node().args[0]
    return _runner(fn, on_cuda, single=not isinstance(outputs, (tuple, list)))


def export_graph(gm, example_inputs) -> str:
    """linalg-on-tensors MLIR of `gm` (its placeholders as the entry's arguments, in order),
    exported by torch-mlir in a child process."""
    import torch

    with tempfile.TemporaryDirectory() as tmp:
        graph, out = Path(tmp, "graph.pt"), Path(tmp, "model.mlir")
        specs = [(tuple(t.shape), t.dtype) for t in example_inputs]
        torch.save({"gm": gm, "specs": specs}, graph)
        cmd = [sys.executable, "-m", "mlir_stitch.frontends.dynamo", str(graph), str(out)]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
            raise _Unsupported(lines[-1].removeprefix("error: ") if lines else
                               f"the export exited with status {done.returncode}")
        return out.read_text()


def _runner(fn, on_cuda: bool, single: bool):
    """Call `fn` with torch tensors and return torch tensors as the graph does (a tuple, or one
    tensor). On the GPU the results are the executable's own memory, taken by torch through
    DLPack (which also orders torch's stream after the call's)."""
    import numpy as np
    import torch

    from .torch import from_numpy, to_numpy

    def run(*args):
        if on_cuda:  # detached: DLPack refuses tensors that require grad
            results = tuple(torch.from_dlpack(r) for r in fn(*[a.detach() for a in args]))
        else:
            results = tuple(from_numpy(np.asarray(r)) for r in fn(*[to_numpy(a) for a in args]))
        return results[0] if single else results
    return run


def _export_main(graph: str, out: str) -> int:
    """The child: load the graph, export it with inputs of the recorded shapes, write the MLIR."""
    import torch

    from .exported import ExportError
    from .torch import export_torch

    saved = torch.load(graph, weights_only=False)
    inputs = tuple(torch.zeros(shape, dtype=dtype) for shape, dtype in saved["specs"])
    try:
        exported = export_torch(saved["gm"], inputs, name="graph")
        exported.check()  # names a foreign op (torch.sort's tm_tensor.sort, say) with its line
    except ExportError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    Path(out).write_text(exported.mlir)
    return 0


if __name__ == "__main__":
    sys.exit(_export_main(*sys.argv[1:3]))
