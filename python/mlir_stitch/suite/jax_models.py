"""JAX models of the suite (jax.numpy, lowered through StableHLO)."""
from __future__ import annotations

import numpy as np

from . import SuiteModel

SEED = 0


def _randn(rng, *shape):
    return rng.standard_normal(shape).astype(np.float32)


def layernorm():
    import jax.numpy as jnp

    def f(x, gamma, beta):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) * jnp.reciprocal(jnp.sqrt(var + 1e-5)) * gamma + beta

    rng = np.random.default_rng(SEED)
    return f, (_randn(rng, 512, 768), _randn(rng, 768), _randn(rng, 768))


def softmax():
    import jax

    def f(x):
        return jax.nn.softmax(x, axis=-1)

    return f, (_randn(np.random.default_rng(SEED), 256, 1024),)


def gelu():
    import jax

    def f(x, bias):
        return jax.nn.gelu(x + bias, approximate=True)

    rng = np.random.default_rng(SEED)
    return f, (_randn(rng, 512, 1024), _randn(rng, 1024))


MODELS = [
    SuiteModel("jax_layernorm", "jax", layernorm, "layernorm in jax.numpy on 512x768"),
    SuiteModel("jax_softmax", "jax", softmax, "jax.nn.softmax on 256x1024"),
    SuiteModel("jax_gelu", "jax", gelu, "jax.nn.gelu(x + b, approximate=True) on 512x1024"),
]
