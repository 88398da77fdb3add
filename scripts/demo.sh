#!/usr/bin/env bash
# The main job: set up, compile the bundled LayerNorm, run it (GPU if present, else the
# emulator), check it against numpy and print the report.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
out=${OUT_DIR:-out/layernorm}
python3 -m mlir_stitch.examples layernorm "$out" >/dev/null
stitch-compile python/mlir_stitch/examples/layernorm.mlir -o "$out" --report
stitch-run "$out" --inputs "$out/in.npz" --backend auto --check "$out/expected.npz" --rtol 1e-5 --atol 1e-6 --stats
