"""Compare a softmax output and its row sums (out.npz: result0, result1) with numpy on the
input (in.npz: arg0); print the errors."""
import sys

import numpy as np

x = np.load(sys.argv[1])["arg0"].astype(np.float64)
out = np.load(sys.argv[2])
e = np.exp(x - x.max(-1, keepdims=True))
for name, ref in (("softmax", e / e.sum(-1, keepdims=True)), ("sum", e.sum(-1))):
    y = out["result0" if name == "softmax" else "result1"]
    ok = y.shape == ref.shape and np.allclose(y, ref, rtol=1e-5, atol=1e-6)
    print(f"{name} max_abs_err {float(np.abs(y - ref).max()):.3e} {'ok' if ok else 'MISMATCH'}")
