#!/usr/bin/env bash
# Differential fuzzing: N random programs, both planner configs, emulator vs float64 numpy.
#   bash scripts/fuzz.sh 300 [--seed S] [-j 2] [--without multi_result] [--out fuzz-failures]
# Exit status 1 when any wrong answer, crash or hang occurred (failures are written shrunk).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD/python${PYTHONPATH:+:$PYTHONPATH}"
export MLIR_STITCH_CHECK_KERNEL_KEYS=1  # every outlined group's text checked against its key's first
exec python3 -m mlir_stitch.fuzz "$@"
