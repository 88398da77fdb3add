"""Write inputs (in.npz) and float64 expected results (exp.npz) of layernorm-backward.mlir
for R x N into folder argv[1]: x, dy, mean, rstd, gamma -> dx, dgamma, dbeta."""
import sys

import numpy as np

folder, R, N = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0)
x = rng.standard_normal((R, N), dtype=np.float32) * 2 + 1
dy = rng.standard_normal((R, N), dtype=np.float32)
mean = x.mean(1, dtype=np.float64).astype(np.float32)
rstd = (1 / np.sqrt(x.astype(np.float64).var(1) + 1e-5)).astype(np.float32)
gamma = rng.standard_normal(N, dtype=np.float32)
np.savez(f"{folder}/in.npz", arg0=x, arg1=dy, arg2=mean, arg3=rstd, arg4=gamma)
xhat = (x.astype(np.float64) - mean[:, None]) * rstd[:, None]
g = dy * gamma.astype(np.float64)
a, b = g.sum(1, keepdims=True), (g * xhat).sum(1, keepdims=True)
dx = rstd[:, None] * (g - a * np.float32(1 / N) - xhat * b * np.float32(1 / N))
np.savez(f"{folder}/exp.npz", result0=dx, result1=(dy * xhat).sum(0), result2=dy.sum(0))
