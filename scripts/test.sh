#!/usr/bin/env bash
# Set up and run every test: lit/FileCheck (tests/filecheck) and pytest (tests/python).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
lit -v tests/filecheck
python3 -m pytest -q tests/python
