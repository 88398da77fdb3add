"""PyTorch frontend: torch-mlir's FX importer to linalg-on-tensors, weights as arguments.

Needs `pip install mlir-stitch[frontends]` (torch, torch-mlir). Imports torch-mlir's own MLIR
build, so run it in a process that has not imported `mlir` (stitch-export does)."""
from __future__ import annotations

import os
import re
import sys
import tempfile

from .decompositions import decomposition_table
from .exported import Exported, ExportError

# after narrowing the f64 scalars: drop the dead f64 constants
_CLEANUP = "builtin.module(func.func(canonicalize),cse)"


def export_torch(model, inputs: tuple, *, name: str = "model", rtol: float = 1e-5,
                 atol: float = 1e-5, note: str = "", compile_only: bool = False) -> Exported:
    """Export `model(*inputs)` with every parameter and buffer passed as a leading argument;
    `compile_only`: the IR alone, without running the model or keeping its arrays (a real-size
    norm's 2 GB input)."""
    from torch_mlir import fx

    model = model.eval()
    if compile_only:
        weights = {k: v.detach() for k, v in
                   list(model.named_parameters()) + list(model.named_buffers())}
        expected = []
    else:
        weights, expected = weights_and_outputs(model, inputs)
    wrapper = _functional_call_class()(model, list(weights))
    with torch_mlir_diagnostics() as diagnostics:
        try:
            module = fx.export_and_import(wrapper, *weights.values(), *inputs,
                                          output_type="linalg-on-tensors",
                                          decomposition_table=decomposition_table(), func_name="main")
        except Exception as e:  # torch.export / torch-mlir raise many types; name the model
            reason, _ = diagnostics.reason(e)
            raise ExportError(f"{name}: torch-mlir export failed: {reason}") from None
    clean_exported(module)
    arrays = [] if compile_only else [to_numpy(t) for t in list(weights.values()) + list(inputs)]
    return Exported(name, "torch", str(module), arrays, [to_numpy(t) for t in expected],
                    list(weights) + [f"input{i}" for i in range(len(inputs))], rtol, atol, note,
                    compile_only=compile_only)


def f32_outputs(model, inputs: tuple) -> list:
    """The outputs of `model` computed in f32 from the same (half) weights and inputs, widened
    exactly: the reference a half-precision model is judged by."""
    import copy

    import torch

    wide = copy.deepcopy(model).float().eval()
    args = [t.float() if t.is_floating_point() else t for t in inputs]
    with torch.no_grad():
        return [to_numpy(t) for t in _flatten(wide(*args))]


def judged_against_f32(model, inputs: tuple, own: list) -> "tuple[list, float, float, float]":
    """(the f32 reference of half model `model`, rtol, atol, PyTorch's own error against it)
    given `own`, PyTorch's half outputs: within bf16's relative rounding (2^-7) and twice the
    largest error PyTorch's own half computation makes (suite/real_models.py)."""
    import numpy as np

    reference = f32_outputs(model, inputs)
    error = max(float(np.max(np.abs(o.astype(np.float64) - r.astype(np.float64))))
                for o, r in zip(own, reference))
    expected = [r.astype(o.dtype) if o.dtype.kind in "iub" else r for o, r in zip(own, reference)]
    return expected, 2.0 ** -7, max(2 * error, 1e-5), error


def export_torch_backward(model, inputs: tuple, *, name: str = "model", rtol: float = 1e-5,
                          atol: float = 1e-5, note: str = "") -> Exported:
    """Export the backward graph of `model(*inputs)` as torch.compile hands it to a backend
    (backward_graph): its arguments are the saved tensors and the output's gradient, its
    results the gradients, computed by torch for the reference. Ops are located at their FX
    nodes (`<fx:NODE>`), as the torch.compile backend's exports are."""
    from .dynamo.export_worker import GraphRequest, export_one
    from .dynamo.graph_records import graph_records

    gm, args, names = backward_graph(model, inputs)
    answer = export_one(GraphRequest(name, graph_records(gm),
                                     [(tuple(a.shape), a.dtype, a.stride()) for a in args]))
    if answer.error:
        raise ExportError(f"{name}: the backward graph's export failed: {answer.error}")
    gradients = list(gm(*args))
    return Exported(name, "torch-backward", answer.mlir, [to_numpy(a) for a in args],
                    [to_numpy(t) for t in gradients], names, rtol, atol, note)


def backward_graph(model, inputs: tuple, seed: int = 0) -> "tuple[object, list, list]":
    """(the backward graph AOTAutograd makes of `model(*inputs)` with the exporter's
    decompositions, its arguments, their names). The parameters and the first input require
    grad (a layer inside a stack: its other inputs, positions say, do not); the output's
    gradient is drawn from `seed`; the model is in eval mode (no dropout). The graph returns
    the gradients only (AOTAutograd's has a None for each input that needs none)."""
    import torch
    from torch._functorch.aot_autograd import aot_module, make_boxed_func

    captured = {}

    def backward_compiler(gm, _):
        def run(*args):
            captured["args"] = [a.detach().clone() if isinstance(a, torch.Tensor) else a for a in args]
            return gm(*args)
        captured["gm"] = gm
        return make_boxed_func(run)

    model = model.eval()
    for parameter in model.parameters():
        parameter.requires_grad_(True)
    inputs = tuple(t.detach().requires_grad_(i == 0 and t.is_floating_point()) for i, t in enumerate(inputs))
    compiled = aot_module(model, fw_compiler=lambda gm, _: make_boxed_func(gm),
                          bw_compiler=backward_compiler, decompositions=decomposition_table())
    output = _flatten(compiled(*inputs))[0]
    gradient = torch.randn(output.shape, generator=torch.Generator().manual_seed(seed)).to(output.dtype)
    output.backward(gradient)
    gm = captured["gm"]
    result = gm.graph.output_node()
    result.args = (tuple(v for v in result.args[0] if v is not None),)
    gm.recompile()
    names = [node.name for node in gm.graph.nodes if node.op == "placeholder"]
    return gm, captured["args"], names


def weights_and_outputs(model, inputs: tuple) -> "tuple[dict, list]":
    """(every parameter and buffer of the eval-mode `model` by name, detached; its outputs on
    `inputs`, flattened): the export's leading arguments and the reference it is checked by."""
    import torch

    weights = dict(model.named_parameters())
    weights.update(model.named_buffers())
    with torch.no_grad():
        expected = _flatten(model(*inputs))
    return {k: v.detach() for k, v in weights.items()}, expected


def from_numpy(array):
    """A CPU tensor over a numpy array (the inverse of to_numpy: ml_dtypes bfloat16 arrays
    become bf16 tensors over the same bits), copied, so it owns its memory."""
    import numpy as np
    import torch

    if array.dtype.name == "bfloat16":
        return torch.from_numpy(array.view(np.int16).copy()).view(torch.bfloat16)
    return torch.from_numpy(np.array(array, order="C", copy=True))


def to_numpy(tensor):
    """A CPU tensor as a numpy array; numpy has no bfloat16, so bf16 tensors become
    ml_dtypes.bfloat16 arrays over the same bits."""
    import ml_dtypes
    import torch

    tensor = tensor.detach()
    if tensor.dtype == torch.bfloat16:
        return tensor.view(torch.int16).numpy().view(ml_dtypes.bfloat16)
    return tensor.numpy()


def _functional_call_class():
    import torch

    class FunctionalCall(torch.nn.Module):
        """forward(*weights, *inputs) = model(*inputs) with the given weights (torch.func)."""

        def __init__(self, model, names):
            super().__init__()
            # not a submodule: every weight is an argument, so the export has no module state
            # (torch-mlir finds none for a non-persistent buffer: "Could not find state mapping")
            object.__setattr__(self, "model", model)
            self.names = names

        def forward(self, *args):
            weights = dict(zip(self.names, args[: len(self.names)]))
            return torch.func.functional_call(self.model, weights, args[len(self.names):])

    return FunctionalCall


def _flatten(out) -> list:
    import torch

    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, dict):
        out = list(out.values())
    if isinstance(out, (list, tuple)):
        return [t for o in out for t in _flatten(o)]
    raise ExportError(f"model output of type {type(out).__name__} is not a tensor or a tuple of tensors")


def clean_exported(module) -> None:
    """torch-mlir's f64 scalars narrowed to f32, then the dead constants dropped."""
    from torch_mlir import passmanager

    with module.context:
        narrow_f64_scalars(module)
        narrow_f64_compares(module)
        passmanager.PassManager.parse(_CLEANUP).run(module.operation)


def narrow_f64_scalars(module) -> None:
    """Python float scalars arrive as `arith.truncf (arith.constant : f64) to f32`; upstream only
    folds exact conversions, so round them here (round-to-nearest, as truncf does)."""
    from torch_mlir import ir
    from torch_mlir.dialects import arith

    for op in _ops_named(module, "arith.truncf"):
        source = op.operands[0].owner
        if not isinstance(source, ir.Operation) and hasattr(source, "operation"):
            source = source.operation
        if getattr(source, "name", None) != "arith.constant":
            continue
        value = ir.FloatAttr(source.attributes["value"]).value
        with ir.InsertionPoint(op), op.location:
            narrowed = arith.ConstantOp(op.results[0].type, ir.FloatAttr.get(op.results[0].type, value))
        op.results[0].replace_all_uses_with(narrowed.result)
        op.erase()


def _ops_named(module, name: str) -> list:
    """Every op called `name` in `module`, found before any is rewritten (erasing ops ahead of
    a walk crashes the bindings)."""
    from torch_mlir import ir

    found = []

    def visit(op):
        if op.name == name:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return found


def narrow_f64_compares(module) -> None:
    """`cmpf (extf x to f64), C` with C an f64 constant that f32 holds exactly (SDPA's mask
    test against -inf, `x < 0.5`) becomes the same compare in f32: x extends exactly to either
    type, so the answer is the same, and no f64 reaches the compiler. With x in f32 and C
    inexact (`x > 0.1`, F.normalize's `norm >= 1e-12`) it becomes x against C rounded to f32:
    torch compares an f32 tensor with a Python float so, on the CPU and on CUDA (torch-mlir's
    f64 compare differs where x lies between C and its rounding)."""
    from torch_mlir import ir

    f32 = ir.F32Type.get()
    for op in _ops_named(module, "arith.cmpf"):
        if not all(isinstance(v.type, ir.F64Type) for v in op.operands):
            continue
        narrowed = [_narrowed_operand(v, f32, op) for v in op.operands]
        if any(v is None for v in narrowed) and any(_extended_from(v) == f32 for v in op.operands):
            narrowed = [_narrowed_operand(v, f32, op, rounded=True) for v in op.operands]
        if any(v is None for v in narrowed):
            continue
        with ir.InsertionPoint(op), op.location:
            attributes = {name: op.attributes[name] for name in op.attributes}
            compare = ir.Operation.create("arith.cmpf", results=[op.results[0].type],
                                          operands=[v() for v in narrowed], attributes=attributes)
        op.results[0].replace_all_uses_with(compare.results[0])
        op.erase()


def _extended_from(value):
    """The type an `arith.extf` widened `value` from, else None."""
    owner = value.owner
    owner = owner.operation if hasattr(owner, "operation") else owner
    return owner.operands[0].type if getattr(owner, "name", None) == "arith.extf" else None


def _narrowed_operand(value, f32, at, rounded: bool = False):
    """A builder of `value` in f32 when that is exact (an extf from f32 or narrower, an f64
    constant f32 holds; with `rounded`, any f64 constant, rounded to nearest), else None; the
    builder inserts before `at`."""
    import numpy as np
    from torch_mlir import ir
    from torch_mlir.dialects import arith

    owner = value.owner
    owner = owner.operation if hasattr(owner, "operation") else owner
    name = getattr(owner, "name", None)
    if name == "arith.extf":
        source = owner.operands[0]
        if isinstance(source.type, ir.F32Type):
            return lambda: source
        if isinstance(source.type, (ir.F16Type, ir.BF16Type)):
            return lambda: arith.ExtFOp(f32, source).result
        return None
    if name == "arith.constant" and isinstance(owner.attributes["value"], ir.FloatAttr):
        number = ir.FloatAttr(owner.attributes["value"]).value
        with np.errstate(over="ignore"):
            single = float(np.float32(number))  # round to nearest; beyond f32's range: ±inf
        if single != number and number == number and not rounded:
            return None  # not exact in f32 (NaN is NaN in either)
        return lambda: arith.ConstantOp(f32, ir.FloatAttr.get(f32, single)).result
    return None


# torch-mlir's words for an op it has no lowering for: the op is named in the `torch.operator`
# it left (`<{name = "torch.aten.erfc"}>`) or is the op itself (`'torch.aten.foo'`)
_ILLEGAL = re.compile(r"failed to legalize operation '(torch\.operator|torch\.([\w.]+))'.*")
_OPERATOR_NAME = re.compile(r'name = "torch\.([\w.]+)"')


class torch_mlir_diagnostics:
    """Captures fd 2 for the block: torch-mlir's C++ diagnostics go there, not into the
    exception it raises (whose text is only "Lowering TorchFX IR -> Torch Backend IR failed")."""

    def __enter__(self):
        sys.stderr.flush()
        self._saved = os.dup(2)
        self._file = tempfile.TemporaryFile(mode="w+b")
        os.dup2(self._file.fileno(), 2)
        return self

    def read(self) -> str:
        sys.stderr.flush()
        self._file.seek(0)
        return self._file.read().decode(errors="replace")

    def reason(self, e: Exception) -> "tuple[str, str]":
        """(why the export failed, the op torch-mlir could not lower or "") for exception `e`."""
        said = self.read()
        op = illegal_op(said)
        if op:
            return f"torch-mlir has no lowering of {op}", op
        for line in said.splitlines():
            if line.startswith("error:"):
                return line.removeprefix("error:").strip(), ""
        text = str(e).strip()
        return f"{type(e).__name__}: {text.splitlines()[0] if text else ''}", ""

    def __exit__(self, *exc):
        sys.stderr.flush()
        os.dup2(self._saved, 2)
        os.close(self._saved)
        self._file.close()
        return False


def illegal_op(diagnostics: str) -> str:
    """`aten.erfc` from torch-mlir's "failed to legalize" diagnostic, or ""."""
    illegal = _ILLEGAL.search(diagnostics)
    if illegal is None:
        return ""
    if illegal.group(2):
        return illegal.group(2)
    named = _OPERATOR_NAME.search(illegal.group(0))
    return named.group(1) if named else ""
