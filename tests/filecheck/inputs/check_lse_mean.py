"""Write inputs (in.npz) and float64 expected results (exp.npz) of lse-mean.mlir for R x N into
folder argv[1]: x and labels (every third -1) -> each row's log-sum-exp, their mean over the
rows whose label is not -1, and the largest."""
import sys

import numpy as np

folder, R, N = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0)
x = rng.standard_normal((R, N), dtype=np.float32) * 3
label = rng.integers(0, 5, R)
label[::3] = -1
np.savez(f"{folder}/in.npz", arg0=x, arg1=label)
x64 = x.astype(np.float64)
m = x64.max(1)
lse = np.log(np.exp(x64 - m[:, None]).sum(1)) + m
valid = label != -1
np.savez(f"{folder}/exp.npz", result0=lse, result1=np.array(lse[valid].mean()),
         result2=np.array(lse.max()))
