"""Tests check what the compiler does now: the compile cache is off unless a test turns it on
(test_compile_cache.py), so no test reads another's artifact or writes the user's cache."""
import os

os.environ["MLIR_STITCH_CACHE"] = "0"
