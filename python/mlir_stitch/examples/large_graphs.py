"""Large L0 graphs for planning at scale: chains of transformer-like memory-intensive blocks
separated by GEMMs, with branches.

Each block: h = x @ w (GEMM) -> bias add -> two branches (softmax over rows | tanh-GELU) -> their
sum -> residual add with x -> layernorm (mean, centre, variance, normalise with scale/shift).
That is 1 GEMM and 14 memory-intensive ops; blocks repeat until the graph has `ops` compute
ops. `python -m mlir_stitch.examples.large_graphs OPS OUT.mlir` writes one."""
from __future__ import annotations

import sys

FULL = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d0)>"
COL = "affine_map<(d0, d1) -> (d1)>"
ROW_ONLY = "affine_map<(d0) -> (d0)>"  # ops on row values alone run over a 1-D domain
OPS_PER_BLOCK = 15


class _Writer:
    def __init__(self, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        self.full = f"tensor<{rows}x{cols}xf32>"
        self.row = f"tensor<{rows}xf32>"
        self.lines: list = []
        self.count = 0
        self.ops = 0

    def fresh(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def generic(self, ins: list, out_row: bool, body: list, reduce: bool = False) -> str:
        """ins: [(value, map)]; body: lines using %a0.. for inputs, %acc for the output."""
        name = self.fresh()
        out_type = self.row if out_row else self.full
        row_only = out_row and not reduce
        maps = ", ".join([ROW_ONLY if row_only else m for _, m in ins]
                         + [ROW_ONLY if row_only else ROW if out_row else FULL])
        iters = ('"parallel"' if row_only else
                 '"parallel", "reduction"' if reduce else '"parallel", "parallel"')
        types = ", ".join(self._type(m) for _, m in ins)
        init = "%rinit" if reduce else ("%erow" if out_row else "%efull")
        args = ", ".join(f"%a{i}: f32" for i in range(len(ins)))
        self.lines += [
            f"  {name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}}",
            f"      ins({', '.join(v for v, _ in ins)} : {types}) outs({init} : {out_type}) {{",
            f"  ^bb0({args}, %acc: f32):",
            *[f"    {line}" for line in body],
            f"  }} -> {out_type}",
        ]
        self.ops += 1
        return name

    def _type(self, amap: str) -> str:
        return {FULL: self.full, ROW: self.row, COL: f"tensor<{self.cols}xf32>"}[amap]

    def gemm(self, x: str) -> str:
        name = self.fresh()
        self.lines.append(f"  {name} = linalg.matmul ins({x}, %w : {self.full}, tensor<{self.cols}x"
                          f"{self.cols}xf32>) outs(%gzero : {self.full}) -> {self.full}")
        self.ops += 1
        return name

    def block(self, x: str) -> str:
        h = self.gemm(x)
        h = self.generic([(h, FULL), ("%bias", COL)], False, ["%r = arith.addf %a0, %a1 : f32",
                                                            "linalg.yield %r : f32"])
        mx = self.generic([(h, FULL)], True, ["%r = arith.maximumf %a0, %acc : f32",
                                              "linalg.yield %r : f32"], reduce=True)
        e = self.generic([(h, FULL), (mx, ROW)], False, ["%d = arith.subf %a0, %a1 : f32",
                                                         "%r = math.exp %d : f32", "linalg.yield %r : f32"])
        s = self.generic([(e, FULL)], True, ["%r = arith.addf %a0, %acc : f32", "linalg.yield %r : f32"],
                         reduce=True)
        sm = self.generic([(e, FULL), (s, ROW)], False, ["%r = arith.divf %a0, %a1 : f32",
                                                         "linalg.yield %r : f32"])
        g = self.generic([(h, FULL)], False, [
            "%c = arith.constant 0.797884583 : f32", "%k = arith.constant 4.471500e-02 : f32",
            "%h = arith.constant 0.5 : f32", "%one = arith.constant 1.0 : f32",
            "%x2 = arith.mulf %a0, %a0 : f32", "%x3 = arith.mulf %x2, %a0 : f32",
            "%t0 = arith.mulf %x3, %k : f32", "%t1 = arith.addf %a0, %t0 : f32",
            "%t2 = arith.mulf %t1, %c : f32", "%t3 = math.tanh %t2 : f32",
            "%t4 = arith.addf %t3, %one : f32", "%t5 = arith.mulf %a0, %h : f32",
            "%r = arith.mulf %t5, %t4 : f32", "linalg.yield %r : f32"])
        m = self.generic([(sm, FULL), (g, FULL)], False, ["%r = arith.addf %a0, %a1 : f32",
                                                          "linalg.yield %r : f32"])
        r = self.generic([(m, FULL), (x, FULL)], False, ["%r = arith.addf %a0, %a1 : f32",
                                                         "linalg.yield %r : f32"])
        return self.layernorm(r)

    def layernorm(self, x: str) -> str:
        inv = f"{1.0 / self.cols:e}"
        s = self.generic([(x, FULL)], True, ["%r = arith.addf %a0, %acc : f32", "linalg.yield %r : f32"],
                         reduce=True)
        mean = self.generic([(s, ROW)], True, [f"%n = arith.constant {inv} : f32",
                                               "%r = arith.mulf %a0, %n : f32", "linalg.yield %r : f32"])
        c = self.generic([(x, FULL), (mean, ROW)], False, ["%r = arith.subf %a0, %a1 : f32",
                                                           "linalg.yield %r : f32"])
        v = self.generic([(c, FULL)], True, ["%q = arith.mulf %a0, %a0 : f32",
                                             "%r = arith.addf %q, %acc : f32", "linalg.yield %r : f32"],
                         reduce=True)
        rs = self.generic([(v, ROW)], True, [f"%n = arith.constant {inv} : f32",
                                             "%e = arith.constant 9.99999974E-6 : f32",
                                             "%m = arith.mulf %a0, %n : f32", "%p = arith.addf %m, %e : f32",
                                             "%r = math.rsqrt %p : f32", "linalg.yield %r : f32"])
        return self.generic([(c, FULL), (rs, ROW), ("%gamma", COL), ("%beta", COL)], False, [
            "%m = arith.mulf %a0, %a1 : f32", "%s = arith.mulf %m, %a2 : f32",
            "%r = arith.addf %s, %a3 : f32", "linalg.yield %r : f32"])


def transformer_chain(ops: int, rows: int = 64, cols: int = 128) -> str:
    """An L0 module with at least `ops` compute ops (blocks of OPS_PER_BLOCK)."""
    w = _Writer(rows, cols)
    x = "%x"
    while w.ops < ops:
        x = w.block(x)
    vec = f"tensor<{cols}xf32>"
    head = [
        f"func.func @main(%x: {w.full}, %w: tensor<{cols}x{cols}xf32>, %bias: {vec}, "
        f"%gamma: {vec}, %beta: {vec}) -> {w.full} {{",
        "  %zero = arith.constant 0.0 : f32",
        f"  %efull = tensor.empty() : {w.full}",
        f"  %erow = tensor.empty() : {w.row}",
        f"  %gzero = linalg.fill ins(%zero : f32) outs(%efull : {w.full}) -> {w.full}",
        f"  %rinit = linalg.fill ins(%zero : f32) outs(%erow : {w.row}) -> {w.row}",
    ]
    return "\n".join(head + w.lines + [f"  return {x} : {w.full}", "}", ""])


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2 or not argv[0].isdigit():
        print("usage: python -m mlir_stitch.examples.large_graphs OPS OUT.mlir", file=sys.stderr)
        return 1
    with open(argv[1], "w") as f:
        f.write(transformer_chain(int(argv[0])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
