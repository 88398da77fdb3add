"""Compare a LayerNorm output (out.npz) with numpy on the inputs (in.npz); print the error."""
import sys

import numpy as np

x, g, b = (np.load(sys.argv[1])[f"arg{i}"] for i in range(3))
y = np.load(sys.argv[2])["result0"]
m = x.mean(-1, keepdims=True)
ref = (x - m) / np.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b
err = float(np.abs(y - ref).max())
print(f"max_abs_err {err:.3e} {'ok' if np.allclose(y, ref, rtol=1e-5, atol=1e-5) else 'MISMATCH'}")
