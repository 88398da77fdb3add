"""Column sums read back by every row in the same kernel (analysis/fusion_domain.py: column
ops and late ops; codegen/column_sums.py): AStitch's `t * sigmoid((t * w).sum(0))` with
`t = tanh(x - x.mean(-1))`. Each block holds one tile of rows (the grid within one wave);
after the column totals, the thread that adds up a column computes its column ops once and
publishes them, a barrier, and every thread combines them with the values it still holds."""
import numpy as np
import pytest

import mlir_stitch

HEADER = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>
"""


def gate(rows: int, n: int, t: str = "f32", outputs=("y",), gated: bool = False) -> str:
    """x [rows, n] of type `t`, w [n]: m = mean(x, -1); t = tanh(x - m); c = (t * w).sum(0);
    s = sigmoid(c) (with `gated`, then s * g for an input g [n]); y = t * s + m, all in `t`
    (a half body widens its arguments and rounds its result, as torch-mlir writes it).
    `outputs`: which of y, c, s, t the function returns."""
    R, N = rows, n
    full, row, col = f"tensor<{R}x{N}x{t}>", f"tensor<{R}x{t}>", f"tensor<{N}x{t}>"
    types = {"x": full, "w": col, "g": col, "sum": row, "m": row, "t": full, "p": full,
             "c": col, "s": col, "sg": col, "y": full}
    half = t != "f32"

    def body(args: int, lines: list, result: str) -> str:
        """Lines over %a0.. (widened to %a0w.. in a half body), yielding `result` in `t`."""
        widen = [f"    %a{i}w = arith.extf %a{i} : {t} to f32" for i in range(args)] if half else []
        text = "\n".join(widen + ["    " + line.format(
            *[f"%a{i}w" if half else f"%a{i}" for i in range(args)]) for line in lines])
        end = (f"    %r = arith.truncf {result} : f32 to {t}\n    linalg.yield %r : {t}" if half
               else f"    linalg.yield {result} : f32")
        return text + "\n" + end

    def generic(name, ins, maps, lines, result, over="full", iters='"parallel", "parallel"',
                init=None):
        out = types[name]
        init = init or f"%e_{over}"
        args = ", ".join(f"%a{i}: {t}" for i in range(len(ins)))
        return (f"  %{name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                f"iterator_types = [{iters}]}}\n"
                f"      ins({', '.join('%' + v for v in ins)} : {', '.join(types[v] for v in ins)}) "
                f"outs({init} : {out}) {{\n  ^bb0({args}, %o: {t}):\n{body(len(ins), lines, result)}\n"
                f"  }} -> {out}")

    def summed(name, value, maps, iters, init):  # a sum in `t`, as torch-mlir writes one
        out = types[name]
        return (f"  %{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}}"
                f"\n      ins(%{value} : {types[value]}) outs({init} : {out}) {{\n"
                f"  ^bb0(%a0: {t}, %o: {t}):\n    %s = arith.addf %a0, %o : {t}\n"
                f"    linalg.yield %s : {t}\n  }} -> {out}")

    inv = float(np.float32(1 / N))
    lines = [HEADER, f"func.func @main(%x: {full}, %w: {col}" + (f", %g: {col}" if gated else "")
             + ") -> (" + ", ".join(types[o] for o in outputs) + ") {",
             f"  %zero = arith.constant 0.0 : {t}", "  %one = arith.constant 1.0 : f32",
             f"  %inv = arith.constant {inv!r} : f32",
             f"  %e_full = tensor.empty() : {full}", f"  %e_row = tensor.empty() : {row}",
             f"  %e_col = tensor.empty() : {col}",
             f"  %f_row = linalg.fill ins(%zero : {t}) outs(%e_row : {row}) -> {row}",
             f"  %f_col = linalg.fill ins(%zero : {t}) outs(%e_col : {col}) -> {col}",
             summed("sum", "x", "#id, #row", '"parallel", "reduction"', "%f_row"),
             generic("m", ["sum"], ["#v", "#v"], ["%d = arith.mulf {0}, %inv : f32"], "%d",
                     "row", '"parallel"'),
             generic("t", ["x", "m"], ["#id", "#row", "#id"],
                     ["%d = arith.subf {0}, {1} : f32", "%h = math.tanh %d : f32"], "%h"),
             generic("p", ["t", "w"], ["#id", "#col", "#id"], ["%d = arith.mulf {0}, {1} : f32"],
                     "%d"),
             summed("c", "p", "#id, #col", '"reduction", "parallel"', "%f_col"),
             generic("s", ["c"], ["#v", "#v"], ["%n = arith.negf {0} : f32",
                     "%ex = math.exp %n : f32", "%de = arith.addf %ex, %one : f32",
                     "%q = arith.divf %one, %de : f32"], "%q", "col", '"parallel"')]
    if gated:
        lines.append(generic("sg", ["s", "g"], ["#v", "#v", "#v"], ["%q = arith.mulf {0}, {1} : f32"],
                             "%q", "col", '"parallel"'))
    lines.append(generic("y", ["t", "sg" if gated else "s", "m"], ["#id", "#col", "#row", "#id"],
                         ["%q = arith.mulf {0}, {1} : f32", "%z = arith.addf %q, {2} : f32"], "%z"))
    lines.append("  return " + ", ".join("%" + o for o in outputs) + " : "
                 + ", ".join(types[o] for o in outputs) + "\n}\n")
    return "\n".join(lines)


def reference(x, w, g=None):
    x64, w64 = x.astype(np.float64), w.astype(np.float64)
    m = x64.mean(-1, keepdims=True)
    t = np.tanh(x64 - m)
    c = (t * w64).sum(0)
    s = 1 / (1 + np.exp(-c))
    gate_value = s * g.astype(np.float64) if g is not None else s
    return {"y": t * gate_value + m, "c": c, "s": s, "t": t}


def inputs(rows, n, dtype=np.float32, gated=False, seed=0):
    rng = np.random.default_rng(seed)
    arrays = [rng.standard_normal((rows, n)).astype(dtype),
              (rng.standard_normal(n) / np.sqrt(rows)).astype(dtype)]
    if gated:
        arrays.append(rng.standard_normal(n).astype(dtype))
    return arrays


def run(text, arrays):
    art = mlir_stitch.compile(text, cache=False, resources=False)
    fn = mlir_stitch.load(art, backend="emulator")
    return art, fn, fn(*arrays)


@pytest.mark.parametrize("rows,n,grid_barriers", [
    (256, 512, 2),   # the suite's: 128 blocks of 2 rows; totals, then the published values
    (4, 96, 0),      # one block: block barriers only
    (37, 50, 2),     # ragged rows and columns
    (64, 3000, 2),   # rows of 3000 elements over 1024 threads
])
def test_the_column_gate_is_one_kernel_and_matches(rows, n, grid_barriers):
    x, w = inputs(rows, n)
    art, fn, (y,) = run(gate(rows, n), (x, w))
    assert art.report["kernel_count"] == 1 and art.report["traffic_ratio"] <= 1.01
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "row"
    # the column op and the late op: published once per column, then in registers
    placements = {(op["scheme"], op["storage"]) for op in fusion["ops"]}
    assert ("global", "global") in placements
    np.testing.assert_allclose(y, reference(x, w)["y"], rtol=1e-5, atol=1e-5)
    assert fn.stats.grid_barriers == grid_barriers and not fn.stats.races
    # tanh once per element, the sigmoid's exp once per column (by the thread adding it up)
    assert fn.stats.transcendentals == {"math.tanh": rows * n, "math.exp": n}


def test_column_values_leave_the_kernel_and_a_chain_of_column_ops_reads_them():
    """The column sum, the sigmoid and t are returned too, and a second column op (s * g)
    reads the first: each stored once, all from one kernel."""
    rows, n = 100, 70
    x, w, g = inputs(rows, n, gated=True)
    art, fn, (y, c, s, t) = run(gate(rows, n, outputs=("y", "c", "s", "t"), gated=True), (x, w, g))
    assert art.report["kernel_count"] == 1
    want = reference(x, w, g)
    for got, key in zip((y, c, s, t), "ycst"):
        np.testing.assert_allclose(got, want[key], rtol=1e-5, atol=1e-5, err_msg=key)
    assert not fn.stats.races


def test_half_precision_reads_back_rounded_values():
    """bf16: every op rounds its result as the graph says (the column sum and the sigmoid
    too, before the rows read them)."""
    import ml_dtypes
    rows, n = 64, 128
    x, w = inputs(rows, n, dtype=ml_dtypes.bfloat16)
    art, fn, (y,) = run(gate(rows, n, t="bf16"), (x, w))
    assert art.report["kernel_count"] == 1
    assert y.dtype == ml_dtypes.bfloat16
    np.testing.assert_allclose(y.astype(np.float64), reference(x, w)["y"], rtol=3e-2, atol=3e-2)


def test_more_tiles_than_a_wave_keep_the_readers_apart_with_the_reason():
    """Rows of 64 at 8 rows per block: 8192 rows are 1024 tiles, more than the 132 blocks a
    grid barrier may wait for, so the late op cannot run in the column sums' kernel (which
    takes its tiles in turn): the plan says why, and the result is right."""
    rows, n = 8192, 64
    x, w = inputs(rows, n)
    art, fn, (y,) = run(gate(rows, n), (x, w))
    assert art.report["kernel_count"] > 1
    refused = " ".join(r["reason"] for r in art.report["plan"]["refused"])
    assert "every tile of rows must stay resident" in refused
    np.testing.assert_allclose(y, reference(x, w)["y"], rtol=1e-5, atol=1e-5)


def test_a_schedule_taking_tiles_in_turn_cannot_read_back():
    """A template string asking the read-back kernel to take two tiles per block is refused
    with the reason (the first tile's values would be gone when the totals are read back)."""
    from mlir_stitch.compiler.errors import CompileError
    from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage
    spec = "reduce0[GRID_64-CTA_2,CTA_128-THREAD_4-VERT_2]S"
    pipeline = Pipeline().replace_stage("L2", schedule_stage(f"template={spec}"))
    with pytest.raises(CompileError, match="each block holds one tile of rows"):
        mlir_stitch.compile(gate(256, 512), cache=False, resources=False, pipeline=pipeline)
