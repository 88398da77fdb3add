# lit configuration: FileCheck tests of every pass (tests/filecheck) and CLI behaviour.
import os
import shutil
import sys

import lit.formats

config.name = "mlir-stitch"
config.test_format = lit.formats.ShTest()
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["python", "Output", "inputs"]
repo = os.path.dirname(config.test_source_root)
config.environment["PYTHONPATH"] = os.path.join(repo, "python")
config.environment["PATH"] = os.environ.get("PATH", "")
# tests check what the compiler does now and never write into the user's compile cache
# (stitch-compile-cache.mlir turns it on, in a folder of its own)
config.environment["MLIR_STITCH_CACHE"] = "0"
config.substitutions.append(("%PYTHON", sys.executable))
config.substitutions.append(("%stitch-opt", f"{sys.executable} -m mlir_stitch.cli.stitch_opt"))
config.substitutions.append(("%stitch-compile", f"{sys.executable} -m mlir_stitch.cli.stitch_compile"))
config.substitutions.append(("%stitch-run", f"{sys.executable} -m mlir_stitch.cli.stitch_run"))
config.substitutions.append(("%examples", os.path.join(repo, "python", "mlir_stitch", "examples")))
if shutil.which("nvidia-smi"):
    config.available_features.add("cuda")
