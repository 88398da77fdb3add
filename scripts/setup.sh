#!/usr/bin/env bash
# Install mlir-stitch with its test tools and the PyTorch/JAX frontends into the current Python
# (a fresh machine needs nothing else; the frontends add about a minute: torch 2.13.0 CPU,
# torch-mlir, jax, transformers, IREE's compiler for dispatch counts).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install -q --upgrade pip
python3 -m pip install -q -e ".[test,frontends]"
