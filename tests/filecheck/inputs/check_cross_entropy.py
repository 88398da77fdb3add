"""Write inputs (in.npz) and the float64 expected result (exp.npz) of cross-entropy-mean.mlir
for R x N into folder argv[1]: logits and targets, every seventh ignored (-100) -> the mean
loss over the other rows."""
import sys

import numpy as np

folder, R, N = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0)
x = rng.standard_normal((R, N), dtype=np.float32) * 3
t = rng.integers(0, N, R)
t[::7] = -100
np.savez(f"{folder}/in.npz", arg0=x, arg1=t)
x64 = x.astype(np.float64)
m = x64.max(1)
lse = np.log(np.exp(x64 - m[:, None]).sum(1)) + m
valid = t != -100
loss = (lse - x64[np.arange(R), np.where(valid, t, 0)])[valid].mean()
np.savez(f"{folder}/exp.npz", result0=np.array(loss, dtype=np.float32))
