"""Kernel packing: independent parts of one fusion function (no data flow between them) run
as ONE kernel whose grid concatenates the parts' grids. The inputs are hand-written L1 IR (one
`@stitch_fusion_0` called from `@main`), compiled from stage L2 on, run on the emulator against
numpy: one launch, values right, no race or out-of-bounds access, every input element read
and every output element written once, and no spills in ptxas."""
from string import Template

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.analysis import fusion_domain
from mlir_stitch.analysis.fusion_domain import Rejected, analyze_kernel
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.pipeline import Pipeline
from mlir_stitch.compiler.ptx import find_ptxas
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.passes.stitch_schedule import fusion_infos, kernel_functions

LR = 0.01


def tensor(shape) -> str:
    return f"tensor<{'x'.join(map(str, shape))}xf32>"


def identity(rank: int) -> str:
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({dims})>"


def parallel(rank: int) -> str:
    return ", ".join(['"parallel"'] * rank)


class FusionText:
    """L1 IR of one fusion function holding every op given to it, called by @main."""

    def __init__(self):
        self.args, self.lines, self.results = [], [], []

    def arg(self, shape) -> str:
        self.args.append(shape)
        return f"%arg{len(self.args) - 1}"

    def op(self, text: str) -> None:
        self.lines += ["    " + line for line in text.splitlines()]

    def result(self, name: str, shape) -> None:
        self.results.append((name, shape))

    def text(self) -> str:
        ins = ", ".join(tensor(s) for s in self.args)
        outs = ", ".join(tensor(s) for _, s in self.results)
        params = ", ".join(f"%arg{i}: {tensor(s)}" for i, s in enumerate(self.args))
        args = ", ".join(f"%arg{i}" for i in range(len(self.args)))
        n = len(self.results)
        returned = ", ".join(f"%r#{i}" for i in range(n))
        launch = '{stitch.launch = #stitch.launch<{kind = "fusion"}>}'
        return "\n".join([
            "module {",
            f"  func.func @main({params}) -> ({outs}) {{",
            f"    %r:{n} = call @stitch_fusion_0({args}) {launch} : ({ins}) -> ({outs})",
            f"    return {returned} : {outs}",
            "  }",
            f"  func.func private @stitch_fusion_0({params}) -> ({outs}) attributes {{stitch.fusion}} {{",
            *self.lines,
            f"    return {', '.join(name for name, _ in self.results)} : {outs}",
            "  }",
            "}",
        ])


SOFTMAX = Template("""\
${t}_ninf = arith.constant 0xFF800000 : f32
${t}_zero = arith.constant 0.0 : f32
${t}_rows = tensor.empty() : $row
${t}_full = tensor.empty() : $full
${t}_minit = linalg.generic {indexing_maps = [$scalar, $vec], iterator_types = ["parallel"]}
    ins(${t}_ninf : f32) outs(${t}_rows : $row) {
^bb0(%i: f32, %o: f32):
  linalg.yield %i : f32
} -> $row
${t}_max = linalg.generic {indexing_maps = [$fmap, $rmap], iterator_types = ["parallel", "reduction"]}
    ins($x : $full) outs(${t}_minit : $row) {
^bb0(%a: f32, %m: f32):
  %r = arith.maximumf %a, %m : f32
  linalg.yield %r : f32
} -> $row
${t}_e = linalg.generic {indexing_maps = [$fmap, $rmap, $fmap], iterator_types = ["parallel", "parallel"]}
    ins($x, ${t}_max : $full, $row) outs(${t}_full : $full) {
^bb0(%a: f32, %m: f32, %o: f32):
  %d = arith.subf %a, %m : f32
  %r = math.exp %d : f32
  linalg.yield %r : f32
} -> $full
${t}_sinit = linalg.generic {indexing_maps = [$scalar, $vec], iterator_types = ["parallel"]}
    ins(${t}_zero : f32) outs(${t}_rows : $row) {
^bb0(%i: f32, %o: f32):
  linalg.yield %i : f32
} -> $row
${t}_sum = linalg.generic {indexing_maps = [$fmap, $rmap], iterator_types = ["parallel", "reduction"]}
    ins(${t}_e : $full) outs(${t}_sinit : $row) {
^bb0(%a: f32, %s: f32):
  %r = arith.addf %a, %s : f32
  linalg.yield %r : f32
} -> $row
${t}_y = linalg.generic {indexing_maps = [$fmap, $rmap, $fmap], iterator_types = ["parallel", "parallel"]}
    ins(${t}_e, ${t}_sum : $full, $row) outs(${t}_full : $full) {
^bb0(%a: f32, %s: f32, %o: f32):
  %r = arith.divf %a, %s : f32
  linalg.yield %r : f32
} -> $full""")

# z = tanh(a) + b and w - lr * g (lr: the fusion function's scalar constant %lr), elementwise.
BINARY = Template("""\
${t}_empty = tensor.empty() : $ty
${t}_out = linalg.generic {indexing_maps = [$m, $m, $m], iterator_types = [$iters]}
    ins($a, $b : $ty, $ty) outs(${t}_empty : $ty) {
^bb0(%x: f32, %y: f32, %o: f32):
$body
  linalg.yield %r : f32
} -> $ty""")
TANH_ADD = "  %t = math.tanh %x : f32\n  %r = arith.addf %t, %y : f32"
SGD = "  %s = arith.mulf %lr, %y : f32\n  %r = arith.subf %x, %s : f32"


def add_softmax(f: FusionText, tag: str, rows: int, cols: int) -> None:
    """Max-subtracted softmax over the last dim, as stitch-fusion-plan outlines it (fills
    generalized, reductions initialised by constant fills)."""
    x = f.arg([rows, cols])
    f.op(SOFTMAX.substitute(
        t=f"%{tag}", x=x, full=tensor([rows, cols]), row=tensor([rows]),
        scalar="affine_map<(d0) -> ()>", vec="affine_map<(d0) -> (d0)>",
        fmap="affine_map<(d0, d1) -> (d0, d1)>", rmap="affine_map<(d0, d1) -> (d0)>"))
    f.result(f"%{tag}_y", [rows, cols])


def add_binary(f: FusionText, tag: str, shape, body: str) -> None:
    a, b = f.arg(shape), f.arg(shape)
    f.op(BINARY.substitute(t=f"%{tag}", a=a, b=b, ty=tensor(shape), m=identity(len(shape)),
                           iters=parallel(len(shape)), body=body))
    f.result(f"%{tag}_out", shape)


def softmax(x):
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def compile_l1(text: str):
    return mlir_stitch.compile(text, pipeline=Pipeline().starting_at("L2"), keep_ir=True)


def run(art, args):
    fn = mlir_stitch.load(art, backend="emulator")
    results = fn(*args)  # an out-of-bounds access or a race raises here
    assert fn.stats.races == []
    return results, fn.stats


def check_one_packed_kernel(art, parts: int, block: int, grid: int):
    report = art.report
    assert report["kernel_count"] == 1
    (fusion,) = report["fusions"]
    assert fusion["template"] == "packed"
    assert fusion["block"] == [block, 1, 1] and fusion["grid"] == [grid, 1, 1]
    assert art.stages["L3-kernels"].count("gpu.func @") == 1
    names = [op["name"] for op in fusion["ops"]]
    assert len(names) == len(set(names)), "op names must be unique across parts"
    assert fusion["template_string"].count(";") == len(fusion["dominant"]) >= parts
    if find_ptxas() is not None:
        assert fusion["registers"] > 0 and fusion["spill_bytes"] == 0
    return fusion


def check_traffic(stats, args, results, exact: bool):
    """Every input element read, every output element written once; `exact`: loads also
    once (no padded lanes)."""
    in_bytes = sum(a.nbytes for a in args)
    out_bytes = sum(r.nbytes for r in results)
    assert stats.distinct_read_bytes == in_bytes
    assert stats.distinct_written_bytes == stats.global_store_bytes == out_bytes
    if exact:
        assert stats.global_load_bytes == in_bytes


def test_two_softmaxes_of_different_shapes():
    """64x2048 (512 threads per row) and 96x64 (a warp per row, 16 rows per 512-thread block):
    the shapes tile their blocks exactly, so loads and exps are exactly one per element."""
    f = FusionText()
    add_softmax(f, "a", 64, 2048)
    add_softmax(f, "b", 96, 64)
    art = compile_l1(f.text())
    check_one_packed_kernel(art, parts=2, block=512, grid=64 + 96 // 16)
    assert "rows_per_block = 16" in art.stages["L2"]
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((64, 2048), dtype=np.float32),
            rng.standard_normal((96, 64), dtype=np.float32)]
    results, stats = run(art, args)
    for got, x in zip(results, args):
        np.testing.assert_allclose(got, softmax(x.astype(np.float64)), rtol=1e-5, atol=1e-6)
    check_traffic(stats, args, results, exact=True)
    assert stats.transcendental_total == 64 * 2048 + 96 * 64
    # per block and phase: partials + row values for 2048-wide rows, row values for 64-wide ones
    assert stats.barriers == 2 * 2 * 64 + 2 * 1 * 6


def test_softmax_packed_with_elementwise_of_another_shape():
    """A ragged softmax (30 rows of 1500: 512 threads x 3, masked) and tanh(a) + b over 77x33
    (flat, adapted to 512 threads per block, last block partial)."""
    f = FusionText()
    add_softmax(f, "s", 30, 1500)
    add_binary(f, "t", [77, 33], TANH_ADD)
    art = compile_l1(f.text())
    check_one_packed_kernel(art, parts=2, block=512, grid=30 + -(-77 * 33 // 512))
    rng = np.random.default_rng(1)
    args = [rng.standard_normal((30, 1500), dtype=np.float32),
            rng.standard_normal((77, 33), dtype=np.float32),
            rng.standard_normal((77, 33), dtype=np.float32)]
    (y, z), stats = run(art, args)
    np.testing.assert_allclose(y, softmax(args[0].astype(np.float64)), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(z, np.tanh(args[1].astype(np.float64)) + args[2], rtol=1e-5, atol=1e-6)
    check_traffic(stats, args, [y, z], exact=False)


SGD_SHAPES = [[64], [100], [256], [1000], [4096], [32, 32], [128, 64], [300, 7], [17, 33, 5],
              [512, 128], [1024, 64], [256, 512]]


def test_twelve_sgd_updates_in_one_kernel():
    """An optimizer step: w_i - lr * g_i for 12 parameters from [64] to [256, 512], twelve
    flat parts (some with a partial last block) in one launch."""
    f = FusionText()
    f.op(f"%lr = arith.constant {LR} : f32")
    for i, shape in enumerate(SGD_SHAPES):
        add_binary(f, f"p{i}", shape, SGD)
    art = compile_l1(f.text())
    grids = [-(-int(np.prod(s)) // 256) for s in SGD_SHAPES]
    fusion = check_one_packed_kernel(art, parts=12, block=256, grid=sum(grids))
    assert len(fusion["dominant"]) == 12
    rng = np.random.default_rng(2)
    args = []
    for shape in SGD_SHAPES:
        args += [rng.standard_normal(shape, dtype=np.float32) for _ in range(2)]
    results, stats = run(art, args)
    assert len(results) == 12
    for k, got in enumerate(results):
        w, g = args[2 * k], args[2 * k + 1]
        np.testing.assert_allclose(got, w - np.float32(LR) * g, rtol=1e-6, atol=1e-7)
    check_traffic(stats, args, results, exact=False)


# analysis ---------------------------------------------------------------------------------

def fusion_of(text: str):
    module = parse_source(text, new_context())
    (func,) = [f for f in kernel_functions(module.operation) if "stitch.fusion" in f.attributes]
    return module, func


def test_analyze_kernel_adapts_parts_to_one_block():
    f = FusionText()
    add_softmax(f, "a", 64, 2048)
    add_binary(f, "t", [77, 33], TANH_ADD)
    add_softmax(f, "b", 100, 48)
    module, func = fusion_of(f.text())
    with module.context:
        kernel = analyze_kernel(fusion_infos(func))
        assert kernel.block == 512
        assert [p.template for p in kernel.parts] == ["row", "flat", "row"]
        assert [p.thread_mapping() for p in kernel.parts] == [(512, 4, 1), (512, 1), (32, 2, 16)]
        assert kernel.block_offsets() == [0, 64, 64 + 5]
        assert kernel.grid == 64 + 5 + 7


def test_shared_memory_of_all_parts_is_limited(monkeypatch):
    f = FusionText()
    add_softmax(f, "a", 64, 2048)  # 72 bytes
    add_softmax(f, "b", 100, 48)   # 128 bytes
    module, func = fusion_of(f.text())
    with module.context:
        assert analyze_kernel(fusion_infos(func)).shared_bytes == 200
        monkeypatch.setattr(fusion_domain, "MAX_SHARED_BYTES", 199)
        with pytest.raises(Rejected, match="200 bytes of shared memory"):
            analyze_kernel(fusion_infos(func))


MIDDLE_SUM = Template("""\
%zero = arith.constant 0.0 : f32
%c_empty = tensor.empty() : $col
%c_init = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>],
    iterator_types = ["parallel", "parallel"]} ins(%zero : f32) outs(%c_empty : $col) {
^bb0(%i: f32, %o: f32):
  linalg.yield %i : f32
} -> $col
%c_sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>],
    iterator_types = ["parallel", "reduction", "parallel"]} ins($x : $full) outs(%c_init : $col) {
^bb0(%a: f32, %s: f32):
  %r = arith.addf %a, %s : f32
  linalg.yield %r : f32
} -> $col""")


def test_rejected_part_is_named():
    """The second part reduces a middle dim, which no stitched template supports."""
    f = FusionText()
    add_softmax(f, "a", 8, 64)
    x = f.arg([2, 8, 64])
    f.op(MIDDLE_SUM.substitute(x=x, full=tensor([2, 8, 64]), col=tensor([2, 64])))
    f.result("%c_sum", [2, 64])
    with pytest.raises(CompileError, match="cannot schedule @stitch_fusion_0: independent part 2 of 2"):
        compile_l1(f.text())
