#!/usr/bin/env bash
# Wheels the GPU machine lacks (it has no network): nvmath-python, which the CUDA backend's
# library GEMMs call (cuBLASLt); the machine has cupy, cuda-bindings, cuda-core and
# cuda-pathfinder (check their versions against the printed requirements with `pip show` there
# first: nvmath-python 1.0 wants cuda-core >= 0.5 and cuda-pathfinder >= 1.5.1).
# Run here, in the repository; it downloads into .whl/ (git-ignored through .git/info/exclude).
# Then every device `run` that needs them names ".whl" in carry and starts with
#   python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
#     --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site:$PWD/python || exit;
set -euo pipefail
cd "$(dirname "$0")/.."
exclude=$(git rev-parse --git-path info/exclude)
mkdir -p "$(dirname "$exclude")"
grep -qx '/.whl/' "$exclude" 2>/dev/null || echo '/.whl/' >> "$exclude"
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 \
  --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 -d .whl "nvmath-python==1.0.0"
for w in .whl/*.whl; do
  echo "$w needs:"
  unzip -p "$w" '*/METADATA' | grep '^Requires-Dist' | grep -v 'extra ==' | grep -v Windows | sed 's/^/  /'
done
