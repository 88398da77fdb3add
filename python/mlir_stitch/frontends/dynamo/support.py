"""Which nodes of a functional ATen graph mlir-stitch compiles: the partitioner's support check.

A node is supported when it is an ATen or prims op with tensor results of dtypes the run side
carries, and not one of the ops below, which stay torch ops between the compiled partitions:
convolutions (cuDNN's; no stitch template), sorts and scans (no template), scatters and index
writes (data-dependent writes), random ops (torch's generator decides their values) and ops
whose result shape or value leaves the device (nonzero, item). What the exporter or the
compiler refuses anyway is learnt per graph (`refused`) and partitioned out in a second round."""
from __future__ import annotations

import operator

# op (ATen overload packet name) -> why it stays a torch op
LEFT_TO_TORCH = {
    **{op: "convolutions stay with torch (cuDNN); mlir-stitch has no convolution template"
       for op in ("aten::convolution", "aten::convolution_backward", "aten::_convolution",
                  "aten::conv2d", "aten::conv1d", "aten::conv3d", "aten::conv_transpose2d")},
    **{op: "sorts and scans have no stitch template"
       for op in ("aten::sort", "aten::topk", "aten::argsort", "aten::cumsum", "aten::cumprod",
                  "aten::cummax", "aten::cummin", "aten::logcumsumexp", "aten::kthvalue",
                  "aten::median", "aten::mode", "aten::unique_consecutive", "aten::_unique2")},
    **{op: "data-dependent writes (scatter, index_put) have no stitch template"
       for op in ("aten::scatter", "aten::scatter_add", "aten::scatter_reduce", "aten::index_put",
                  "aten::_index_put_impl", "aten::index_add", "aten::index_copy",
                  "aten::embedding_dense_backward", "aten::_embedding_bag")},
    **{op: "random values come from torch's generator"
       for op in ("aten::rand", "aten::randn", "aten::rand_like", "aten::randn_like",
                  "aten::randint", "aten::randint_like", "aten::randperm", "aten::bernoulli",
                  "aten::native_dropout", "aten::multinomial", "aten::normal", "aten::uniform",
                  "aten::exponential", "aten::poisson", "prims::inductor_random",
                  "prims::inductor_seeds", "aten::_fused_dropout")},
    **{op: "its result's shape or value depends on the data"
       for op in ("aten::nonzero", "aten::_local_scalar_dense", "aten::masked_select",
                  "aten::unique", "aten::_assert_async", "aten::_assert_scalar",
                  "aten::item")},
}

# dtypes a compiled graph may carry (torch names): f64 and complex are left to torch, and so
# is uint8, which MLIR's signless i8 would carry as int8 (250 came back as -6)
SUPPORTED_DTYPES = {"float32", "float16", "bfloat16", "int64", "int32", "int16", "int8", "bool"}

# ops that only reinterpret their input's memory: a partition of nothing else is left to torch,
# where they cost nothing
VIEW_OPS = {"aten::view", "aten::_unsafe_view", "aten::reshape", "aten::permute", "aten::expand",
            "aten::squeeze", "aten::unsqueeze", "aten::slice", "aten::select", "aten::t",
            "aten::transpose", "aten::alias", "aten::split", "aten::split_with_sizes",
            "aten::unbind", "aten::chunk", "aten::detach", "aten::as_strided", "aten::unfold",
            "aten::view_as_real", "aten::expand_as", "aten::diagonal"}


def op_name(node) -> str:
    """`aten::mul` for a node calling aten.mul.Tensor; the target's name otherwise."""
    target = node.target
    name = getattr(target, "name", None)
    if callable(name):
        return target.name().split(".")[0]
    return getattr(target, "__name__", str(target))


def is_view(node) -> bool:
    return node.op == "call_function" and (node.target is operator.getitem or op_name(node) in VIEW_OPS)


def why_left_to_torch(node) -> "str | None":
    """None when mlir-stitch can take `node`, else why it cannot (before trying to export)."""
    import torch

    if node.op != "call_function":
        return "not an op"
    if node.target is operator.getitem:
        return None
    if not isinstance(node.target, torch._ops.OpOverload):
        return "not an ATen op"
    name = op_name(node)
    if name in LEFT_TO_TORCH:
        return LEFT_TO_TORCH[name]
    if not name.startswith(("aten::", "prims::")):
        return "not an ATen op"
    values = node.meta.get("val")
    values = list(values) if isinstance(values, (tuple, list)) else [values]
    if not values or not all(isinstance(v, torch.Tensor) for v in values):
        return "its result is not a tensor"
    tensors = values + [a.meta.get("val") for a in node.all_input_nodes]
    for t in tensors:
        if isinstance(t, torch.Tensor) and str(t.dtype).removeprefix("torch.") not in SUPPORTED_DTYPES:
            return f"{str(t.dtype).removeprefix('torch.')} tensors stay with torch"
    return None


def operator_support(refused: dict):
    """The partitioner's check: supported unless left to torch above or `refused` (node name ->
    reason the exporter or the compiler gave in an earlier round)."""
    from torch.fx.passes.operator_support import OperatorSupportBase

    class StitchSupport(OperatorSupportBase):
        def is_node_supported(self, submodules, node) -> bool:
            return node.name not in refused and why_left_to_torch(node) is None

    return StitchSupport()
