"""PyTorch frontend: torch-mlir's FX importer to linalg-on-tensors, weights as arguments.

Needs `pip install mlir-stitch[frontends]` (torch, torch-mlir). Imports torch-mlir's own MLIR
build, so run it in a process that has not imported `mlir` (stitch-export does)."""
from __future__ import annotations

from .exported import Exported, ExportError

# after narrowing the f64 scalars: drop the dead f64 constants
_CLEANUP = "builtin.module(func.func(canonicalize),cse)"


def export_torch(model, inputs: tuple, *, name: str = "model", rtol: float = 1e-5,
                 atol: float = 1e-5, note: str = "") -> Exported:
    """Export `model(*inputs)` with every parameter and buffer passed as a leading argument."""
    from torch_mlir import fx

    model = model.eval()
    weights, expected = weights_and_outputs(model, inputs)
    wrapper = _functional_call_class()(model, list(weights))
    try:
        module = fx.export_and_import(wrapper, *weights.values(), *inputs,
                                      output_type="linalg-on-tensors",
                                      decomposition_table=decomposition_table(), func_name="main")
    except Exception as e:  # torch.export / torch-mlir raise many types; name the model
        raise ExportError(f"{name}: torch-mlir export failed: {type(e).__name__}: "
                          f"{str(e).splitlines()[0] if str(e) else ''}") from None
    _cleanup(module)
    arrays = [to_numpy(t) for t in list(weights.values()) + list(inputs)]
    return Exported(name, "torch", str(module), arrays, [to_numpy(t) for t in expected],
                    list(weights) + [f"input{i}" for i in range(len(inputs))], rtol, atol, note)


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
            self.model, self.names = model, names

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


def decomposition_table() -> dict:
    """torch-mlir's table with f32 LayerNorm and GroupNorm (the stock ones compute variance in
    f64) and PyTorch's own GELU."""
    import torch
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    table = dict(get_decomposition_table())
    table[torch.ops.aten.native_layer_norm.default] = layer_norm_f32
    table[torch.ops.aten.native_group_norm.default] = group_norm_f32
    # torch-mlir lowers aten.gelu(approximate="tanh") with sqrt(2/pi) = 0.797724 (it is 0.7978846),
    # off by 5e-5 from PyTorch: use PyTorch's own decomposition instead
    table[torch.ops.aten.gelu.default] = torch._decomp.decomposition_table[torch.ops.aten.gelu.default]
    return table


def layer_norm_f32(x, normalized_shape, weight, bias, eps):
    """aten.native_layer_norm in the input's dtype: (out, mean, rstd)."""
    import torch

    dims = list(range(x.dim() - len(normalized_shape), x.dim()))
    mean = torch.mean(x, dim=dims, keepdim=True)
    centered = x - mean
    var = torch.mean(centered * centered, dim=dims, keepdim=True)
    rstd = torch.rsqrt(var + eps)
    out = centered * rstd
    if weight is not None:
        out = out * weight
    if bias is not None:
        out = out + bias
    return out, mean, rstd


def group_norm_f32(x, weight, bias, n, channels, hw, groups, eps):
    """aten.native_group_norm in the input's dtype: (out, mean, rstd), mean/rstd of shape [N, G]."""
    import torch

    grouped = x.reshape(n, groups, -1)
    mean = torch.mean(grouped, dim=-1, keepdim=True)
    centered = grouped - mean
    rstd = torch.rsqrt(torch.mean(centered * centered, dim=-1, keepdim=True) + eps)
    out = (centered * rstd).reshape(x.shape)
    affine = [n, channels] + [1] * (x.dim() - 2)
    if weight is not None:
        out = out * weight.reshape(affine[1:]).unsqueeze(0)
    if bias is not None:
        out = out + bias.reshape(affine[1:]).unsqueeze(0)
    return out, mean.reshape(n, groups), rstd.reshape(n, groups)


def _cleanup(module) -> None:
    from torch_mlir import passmanager

    with module.context:
        narrow_f64_scalars(module)
        passmanager.PassManager.parse(_CLEANUP).run(module.operation)


def narrow_f64_scalars(module) -> None:
    """Python float scalars arrive as `arith.truncf (arith.constant : f64) to f32`; upstream only
    folds exact conversions, so round them here (round-to-nearest, as truncf does)."""
    from torch_mlir import ir
    from torch_mlir.dialects import arith

    truncs = []

    def visit(op):
        if op.name == "arith.truncf":
            truncs.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    for op in truncs:
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
