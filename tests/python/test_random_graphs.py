"""Differential test: random small graphs of supported ops (elementwise chains, broadcasts,
row reductions, several outputs) compiled and run on the emulator against a numpy evaluation
of the unfused graph."""
import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mlir_stitch
from mlir_stitch.compiler.pipeline import Pipeline

FULL = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d0)>"
COL = "affine_map<(d0, d1) -> (d1)>"
VEC = "affine_map<(d0) -> (d0)>"
UNARY = {"exp": ("math.exp", lambda a: np.exp(np.clip(a, -20, 20))), "tanh": ("math.tanh", np.tanh),
         "neg": ("arith.negf", np.negative)}


class Graph:
    def __init__(self, R, N):
        self.R, self.N = R, N
        self.lines, self.count = [], 0
        self.full = ["%x"]  # names of [R,N] values
        self.rows = []  # names of [R] values
        self.env = {}

    def name(self):
        self.count += 1
        return f"%v{self.count}"

    def generic(self, ins, in_maps, out_shape, out_map, iters, body, init="%e"):
        v = self.name()
        maps = ", ".join(in_maps + [out_map])
        types = ", ".join(self.type(i) for i in ins)
        args = ", ".join(f"%a{i}: f32" for i in range(len(ins)))
        self.lines.append(
            f"  {v} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}} "
            f"ins({', '.join(ins)} : {types}) outs({init} : {out_shape}) {{\n"
            f"  ^bb0({args}, %o: f32):\n{body}\n  }} -> {out_shape}")
        return v

    def type(self, v):
        return self.ftype if v in self.full or v == "%x" else self.rtype if v in self.rows else self.ctype

    @property
    def ftype(self):
        return f"tensor<{self.R}x{self.N}xf32>"

    @property
    def rtype(self):
        return f"tensor<{self.R}xf32>"

    @property
    def ctype(self):
        return f"tensor<{self.N}xf32>"


def build(draw_ops, R, N):
    g = Graph(R, N)
    env = {"%x": None, "%b": None}
    steps = []
    for kind, i, j in draw_ops:
        if kind == "unary":
            a = g.full[i % len(g.full)]
            op, _ = UNARY[["exp", "tanh", "neg"][j % 3]]
            arg = "%a0"
            pre = ""
            if op == "math.exp":  # keep exp finite: exp(tanh(a) * 3)
                pre = "    %t = math.tanh %a0 : f32\n    %s = arith.mulf %t, %c3 : f32\n"
                arg = "%s"
            v = g.generic([a], [FULL], g.ftype, FULL, '"parallel", "parallel"',
                          f"{pre}    %r = {op} {arg} : f32\n    linalg.yield %r : f32", "%e")
            g.full.append(v)
            steps.append(("unary", v, a, ["exp", "tanh", "neg"][j % 3]))
        elif kind == "binary":
            a, b = g.full[i % len(g.full)], g.full[j % len(g.full)]
            v = g.generic([a, b], [FULL, FULL], g.ftype, FULL, '"parallel", "parallel"',
                          "    %r = arith.addf %a0, %a1 : f32\n    linalg.yield %r : f32")
            g.full.append(v)
            steps.append(("add", v, a, b))
        elif kind == "bias":
            a = g.full[i % len(g.full)]
            v = g.generic([a, "%b"], [FULL, COL], g.ftype, FULL, '"parallel", "parallel"',
                          "    %r = arith.mulf %a0, %a1 : f32\n    linalg.yield %r : f32")
            g.full.append(v)
            steps.append(("bias", v, a))
        elif kind == "reduce":
            a = g.full[i % len(g.full)]
            comb, init = (("arith.addf", "%zeros"), ("arith.maximumf", "%ninfs"))[j % 2]
            v = g.generic([a], [FULL], g.rtype, ROW, '"parallel", "reduction"',
                          f"    %r = {comb} %a0, %o : f32\n    linalg.yield %r : f32", init)
            g.rows.append(v)
            steps.append(("sum" if j % 2 == 0 else "max", v, a))
        elif kind == "bcast" and g.rows:
            a, r = g.full[i % len(g.full)], g.rows[j % len(g.rows)]
            v = g.generic([a, r], [FULL, ROW], g.ftype, FULL, '"parallel", "parallel"',
                          "    %r = arith.subf %a0, %a1 : f32\n    linalg.yield %r : f32")
            g.full.append(v)
            steps.append(("sub", v, a, r))
        elif kind == "rowop" and g.rows:
            r = g.rows[j % len(g.rows)]
            v = g.generic([r], [VEC], g.rtype, VEC, '"parallel"',
                          "    %t = math.tanh %a0 : f32\n    linalg.yield %t : f32", "%er")
            g.rows.append(v)
            steps.append(("rowtanh", v, r))
    outs = [g.full[-1]] + ([g.rows[-1]] if g.rows else [])
    head = (f"func.func @main(%x: {g.ftype}, %b: {g.ctype}) -> ({', '.join(g.type(o) for o in outs)}) {{\n"
            f"  %c3 = arith.constant 3.0 : f32\n  %zero = arith.constant 0.0 : f32\n"
            f"  %ninf = arith.constant 0xFF800000 : f32\n"
            f"  %e = tensor.empty() : {g.ftype}\n  %er = tensor.empty() : {g.rtype}\n"
            f"  %zeros = linalg.fill ins(%zero : f32) outs(%er : {g.rtype}) -> {g.rtype}\n"
            f"  %ninfs = linalg.fill ins(%ninf : f32) outs(%er : {g.rtype}) -> {g.rtype}\n")
    text = head + "\n".join(g.lines) + f"\n  return {', '.join(outs)} : {', '.join(g.type(o) for o in outs)}\n}}\n"
    return text, steps, outs


def evaluate(steps, outs, x, b):
    env = {"%x": x.astype(np.float64), "%b": b.astype(np.float64)}
    for step in steps:
        kind, v = step[0], step[1]
        if kind == "unary":
            a = env[step[2]]
            env[v] = {"exp": lambda t: np.exp(np.tanh(t) * 3), "tanh": np.tanh, "neg": np.negative}[step[3]](a)
        elif kind == "add":
            env[v] = env[step[2]] + env[step[3]]
        elif kind == "bias":
            env[v] = env[step[2]] * env["%b"]
        elif kind == "sum":
            env[v] = env[step[2]].sum(-1)
        elif kind == "max":
            env[v] = env[step[2]].max(-1)
        elif kind == "sub":
            env[v] = env[step[2]] - env[step[3]][:, None]
        elif kind == "rowtanh":
            env[v] = np.tanh(env[step[2]])
    return [env[o] for o in outs]


# the first planner (AStitch's scope rule, no packing): the ILP planner never needs more kernels
SCOPE_RULE = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{planner=scope remote=false})")

op_strategy = st.tuples(st.sampled_from(["unary", "binary", "bias", "reduce", "bcast", "rowop"]),
                        st.integers(0, 20), st.integers(0, 20))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(R=st.integers(1, 40), N=st.integers(1, 300), ops=st.lists(op_strategy, min_size=1, max_size=8),
       seed=st.integers(0, 2**16))
def test_random_graph_matches_numpy(R, N, ops, seed):
    text, steps, outs = build(ops, R, N)
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((R, N), dtype=np.float32)
    b = rng.standard_normal(N, dtype=np.float32)
    art = mlir_stitch.compile(text, resources=False)
    fn = mlir_stitch.load(art, backend="emulator")
    got = fn(x, b)
    for g_, want in zip(got, evaluate(steps, outs, x, b)):
        np.testing.assert_allclose(g_, want, rtol=1e-4, atol=1e-4 * max(1.0, float(np.abs(want).max())))
    assert fn.stats.races == []
    assert art.report["kernel_count"] <= art.report["unfused_kernel_count"]
    scope = mlir_stitch.compile(text, resources=False, pipeline=SCOPE_RULE)
    assert art.report["kernel_count"] <= scope.report["kernel_count"]
