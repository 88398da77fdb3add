"""Compile and emulate every bundled example; print the table of benchmarks/RESULTS.md."""
import time

import numpy as np

import mlir_stitch
from mlir_stitch import examples

print("| example | kernels (unfused) | traffic ratio | compile s | registers / spills | emulator s | emulator max abs err | races |")
print("|---|---|---|---|---|---|---|---|")
for name in examples.EXAMPLES:
    art = mlir_stitch.compile(examples.path(name))
    r = art.report
    fn = mlir_stitch.load(art, backend="emulator")
    args = examples.inputs(name)
    start = time.perf_counter()
    (y,) = fn(*args)
    seconds = time.perf_counter() - start
    err = float(np.abs(y - examples.reference(name, args)[0]).max())
    f = r["fusions"][0]
    print(f"| {name} | {r['kernel_count']} ({r['unfused_kernel_count']}) | {r['traffic_ratio']} | "
          f"{r['compile_seconds']} | {f['registers']} / {f['spill_bytes']} B | {seconds:.2f} | "
          f"{err:.2e} | {len(fn.stats.races)} |")
