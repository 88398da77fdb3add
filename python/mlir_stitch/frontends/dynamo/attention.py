"""SDPA in Dynamo's graph, replaced by attention's math before AOTAutograd sees it.

Dynamo records `F.scaled_dot_product_attention`; below it, AOTAutograd would trace the fused
kernel PyTorch picks for the device (`_scaled_dot_product_flash_attention_for_cpu`, on a GPU
flash or memory-efficient attention), which torch-mlir cannot lower, and whose backward reads
its auxiliary results (logsumexp, RNG state, padded layouts). As attention's math
(`decompositions.attention`: matmuls, a masked softmax) the forward is ops mlir-stitch stitches
into its attention kernel on any device, and autograd differentiates those ops, so the backward
is stitched too. Attention with dropout keeps PyTorch's op (its random mask is torch's)."""
from __future__ import annotations

import functools


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0,
                                 is_causal=False, scale=None, enable_gqa=False):
    """F.scaled_dot_product_attention without dropout, as attention's math."""
    from ..decompositions import attention

    return attention(query, key, value, attn_mask, is_causal, scale)[0]


def _sdpa_unless_dropout(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False,
                         scale=None, enable_gqa=False):
    """F.scaled_dot_product_attention as attention's math where it has no dropout."""
    import torch

    if dropout_p:
        return torch._C._nn.scaled_dot_product_attention(
            query, key, value, attn_mask, dropout_p, is_causal, scale=scale, enable_gqa=enable_gqa)
    return scaled_dot_product_attention(query, key, value, attn_mask, 0.0, is_causal, scale, enable_gqa)


def multi_head_attention_forward(*args, **kwargs):
    """F.multi_head_attention_forward (nn.MultiheadAttention's, which Dynamo keeps as one call)
    with its SDPA call (need_weights=False) as attention's math when it has no dropout."""
    from unittest import mock

    import torch.nn.functional as F

    with mock.patch.object(F, "scaled_dot_product_attention", _sdpa_unless_dropout):
        return _torchs_multi_head_attention_forward()(*args, **kwargs)


def rewrite_sdpa(gm) -> int:
    """Point every dropout-free SDPA call of Dynamo's graph `gm` at the math, and each
    nn.MultiheadAttention call at its version calling it, in the graphs `gm` holds too (the
    bodies of higher-order ops: activation checkpointing's layers); how many."""
    import torch

    total, torchs_mha = 0, _torchs_multi_head_attention_forward()
    for module in gm.modules():
        if not isinstance(module, torch.fx.GraphModule):
            continue
        count = 0
        for node in module.graph.nodes:
            if node.op != "call_function":
                continue
            if node.target is torchs_mha:
                node.target = multi_head_attention_forward
                count += 1
            if node.target is not torch._C._nn.scaled_dot_product_attention:
                continue
            dropout = node.kwargs.get("dropout_p", node.args[4] if len(node.args) > 4 else 0.0)
            if isinstance(dropout, (int, float)) and dropout == 0:
                node.target = scaled_dot_product_attention
                count += 1
        if count:
            module.recompile()
        total += count
    return total


@functools.cache
def _torchs_multi_head_attention_forward():
    """torch's own (what Dynamo's graph calls), before any patching."""
    import torch.nn.functional as F

    return F.multi_head_attention_forward
