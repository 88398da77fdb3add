"""Constant subgraphs of an ATen graph computed by torch before export.

Ops that no input of the graph reaches (`torch.ones(4) == 1`, a mask built from `arange` and
`full`) would reach torch-mlir as constants, and torch-mlir's folders compute some of them
wrongly: a float splat compared with or multiplied by an integer (`ones == 1` is false,
`ones * -1` is 1.8e19). Computed here by torch itself, once per graph, each
value a later op reads becomes a constant of the graph (a `get_attr`, which the partitions read
as an input); a value the graph returns is cloned per call, so that a caller writing into it
does not change the next call's. Random ops, and ops reading parameters, buffers or inputs, are
not constant."""
from __future__ import annotations

import operator

from .support import LEFT_TO_TORCH, op_name

PREFIX = "_stitch_constant"
# the most elements a value computed here may hold (stitch-fold-constants' own limit): a larger
# one (a long sequence's causal mask) stays ops of the graph, as eager computes it per call,
# rather than memory held for as long as the compiled graph lives
MAX_ELEMENTS = 1 << 22
RANDOM = {op for op, why in LEFT_TO_TORCH.items() if why.startswith("random")}


def fold_constant_subgraphs(gm) -> int:
    """Compute `gm`'s constant subgraphs in place (see the module's docstring); how many values
    became constants."""
    import torch
    from torch.utils._python_dispatch import _disable_current_modes

    values: dict = {}  # node -> its value, for the constant nodes
    with _disable_current_modes():  # (AOTAutograd's fake mode): real tensors
        for node in gm.graph.nodes:
            if _is_constant(node, values):
                args, kwargs = torch.fx.node.map_arg((node.args, node.kwargs), lambda n: values[n])
                values[node] = node.target(*args, **kwargs)
    folded = 0
    for node, value in values.items():
        users = [u for u in node.users if u not in values]
        if not users or not isinstance(value, torch.Tensor) \
                or not 0 < value.numel() <= MAX_ELEMENTS:
            continue  # (an empty value stays the op that makes it: no copy per call)
        name = f"{PREFIX}{folded}"
        gm.register_buffer(name, value, persistent=False)
        with gm.graph.inserting_before(node):
            constant = gm.graph.get_attr(name)
            constant.meta = dict(node.meta)
            returned = gm.graph.call_function(torch.ops.aten.clone.default, (constant,))
            returned.meta = dict(node.meta)
        for user in users:
            user.replace_input_with(node, returned if user.op == "output" else constant)
        if not returned.users:
            gm.graph.erase_node(returned)
        folded += 1
    if folded:
        gm.graph.eliminate_dead_code()
        gm.recompile()
    return folded


def _is_constant(node, values: dict) -> bool:
    """A call of an ATen op (or a getitem of one's results) that reads constants alone and
    draws no random numbers."""
    import torch

    if node.op != "call_function":
        return False
    if node.target is not operator.getitem and (not isinstance(node.target, torch._ops.OpOverload)
                                                or op_name(node) in RANDOM):
        return False
    return all(n in values for n in node.all_input_nodes)
