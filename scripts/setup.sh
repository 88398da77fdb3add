#!/usr/bin/env bash
# Install mlir-stitch with its test tools into the current Python (a fresh machine needs nothing else).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install -q --upgrade pip
python3 -m pip install -q -e ".[test]"
