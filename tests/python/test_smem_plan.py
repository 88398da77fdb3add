"""stitch-smem-plan (analysis/smem_plan.py, passes/stitch_smem_plan.py): the plan's buffers
are exactly the shared memory the templates used before the arena (the figure without reuse),
reuse needs dominance and a barrier between, packed parts share the arena, and the emulator
catches a hand-edited plan that puts two buffers live at once on the same bytes."""
import re
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.analysis import smem_plan as sp
from mlir_stitch.codegen.scheduled_parts import scheduled_parts
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.ptx import find_ptxas
from mlir_stitch.compiler.pipeline import Pipeline, run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.dialects.schedule import read_schedule
from mlir_stitch.passes.stitch_schedule import kernel_functions
from mlir_stitch.passes.stitch_smem_plan import schedule_name
from mlir_stitch.runtime.errors import StitchRuntimeError

EXAMPLES = Path(mlir_stitch.__file__).parent / "examples"
INPUTS = Path(__file__).parents[1] / "filecheck" / "inputs"
TO_L2 = "builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)"
LAYERNORM_L2 = (INPUTS / "layernorm-2rows.l2.mlir").read_text()


def scheduled(path: Path, pipeline: str = TO_L2):
    module = parse_source(path.read_text(), new_context(), str(path))
    run_pipeline(module, pipeline)
    return module


@pytest.mark.parametrize("path", [EXAMPLES / "layernorm.mlir", EXAMPLES / "softmax.mlir",
                                  INPUTS / "layernorm-backward.mlir", INPUTS / "col-sum-sumsq.mlir",
                                  INPUTS / "col-center-scale.mlir", INPUTS / "three-phase-slots.mlir"])
def test_plan_places_what_the_templates_use(path):
    """Without reuse the buffers add up to FusionShape.shared_bytes (what each template used
    before the arena); with reuse no two buffers of a part that may be live at once overlap."""
    module = scheduled(path)
    with module.context:
        for func in kernel_functions(module.operation):
            sched = read_schedule(func)
            if sched.template in ("loop", "reduce"):
                continue
            shapes = scheduled_parts(func, sched)
            parts, _ = sp.kernel_buffers(shapes, schedule_name)
            plan = sp.plan_parts(parts)
            buffers = [b for part, _ in parts for b in part]
            assert plan.bytes_without_reuse == sum(s.shared_bytes for s in shapes)
            assert plan.arena_bytes <= plan.bytes_without_reuse
            placed = plan.offsets()
            idoms = [sp.dominator_tree(s) for s in shapes]
            for a in buffers:
                for b in buffers:
                    pa, pb = placed[a.name], placed[b.name]
                    overlap = pa.offset < pb.offset + pb.bytes and pb.offset < pa.offset + pa.bytes
                    if a is b or a.part != b.part or not overlap:
                        continue
                    first, second = (a, b) if a.first <= b.first else (b, a)
                    assert first.last < second.first, (first.name, second.name)
                    assert sp.dominates(idoms[a.part], first.op, second.op)


def test_no_reuse_without_dominance():
    """A buffer may not take the bytes of a dead buffer whose op does not dominate its own."""
    a = sp.SharedBuffer("p0.a", 0, 4, "f32", "opA", 0, 1)
    b = sp.SharedBuffer("p0.b", 0, 4, "f32", "opB", 2, 3)
    idom_chain = {"opA": sp.ENTRY, "opB": "opA"}
    idom_apart = {"opA": sp.ENTRY, "opB": sp.ENTRY}
    assert [p.offset for p in sp.place([a, b], idom_chain)] == [0, 0]
    assert [p.offset for p in sp.place([a, b], idom_apart)] == [0, 16]
    live = sp.SharedBuffer("p0.b", 0, 4, "f32", "opB", 1, 3)  # written while a is read
    assert [p.offset for p in sp.place([a, live], idom_chain)] == [0, 16]


def test_packed_parts_share_the_arena():
    module = scheduled(INPUTS / "two_softmaxes.l1.mlir",
                       "builtin.module(stitch-schedule,stitch-smem-plan)")
    with module.context:
        (func,) = kernel_functions(module.operation)
        sched = read_schedule(func)
    starts = {p.part: p.offset for p in sched.smem.buffers if p.offset == 0}
    assert set(starts) == {0, 1}
    assert sched.shared_bytes == sched.smem.arena_bytes == 128
    assert sched.smem.bytes_without_reuse == 200


TWO_ROW_VALUES = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<64x512xf32>) -> tensor<64x512xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xf32>
  %e2 = tensor.empty() : tensor<64x512xf32>
  %finf = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %a = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x512xf32>) outs(%finf : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x512xf32>) outs(%f0 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %in, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %a, %s : tensor<64x512xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<64x512xf32>) {
  ^bb0(%in: f32, %ra: f32, %rs: f32, %o: f32):
    %d = arith.subf %in, %ra : f32
    %p = arith.mulf %d, %rs : f32
    linalg.yield %p : f32
  } -> tensor<64x512xf32>
  return %out : tensor<64x512xf32>
}
"""


def two_row_values_l2() -> str:
    """Max and sum of each row in one phase, both read by every thread after its barrier: two
    slots live at once (the plan keeps them apart)."""
    module = parse_source(TWO_ROW_VALUES, new_context(), "two.mlir")
    run_pipeline(module, "builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,"
                         "stitch-schedule,stitch-smem-plan)")
    return str(module)


def run_two_row_values(l2: str):
    art = mlir_stitch.compile(l2, pipeline=Pipeline().starting_at("L3"), resources=False)
    fn = mlir_stitch.load(art, backend="emulator")
    x = np.random.default_rng(0).standard_normal((64, 512), dtype=np.float32)
    return fn, x


def test_emulator_reports_overlapping_live_buffers():
    """The plan hand-edited to put the max's slot on the sum's bytes: the leader writes the max,
    then the sum over it, and every thread reads the max back through its own view."""
    l2 = two_row_values_l2()
    good = [f'name = "p0.reduce{i}", offset = ' for i in (0, 1)]
    assert all(g in l2 for g in good)
    offset = l2.split(good[1])[1].split(" ")[0]  # the max's slot onto the sum's: same arena
    bad = re.sub(good[0] + r"\d+", good[0] + offset, l2)
    assert bad != l2
    fn, x = run_two_row_values(bad)
    with pytest.raises(StitchRuntimeError) as e:
        fn(x)
    message = str(e.value)
    assert "overlap in the arena" in message
    assert "p0.reduce0" in message and "p0.reduce1" in message
    assert any("p0.reduce0" in r and "last written through shared buffer p0.reduce1" in r
               for r in fn.stats.races)
    fn, x = run_two_row_values(l2)  # as planned: the right values, no race
    (out,) = fn(x)
    d = x.astype(np.float64)
    np.testing.assert_allclose(out, (d - d.max(1, keepdims=True)) * d.sum(1, keepdims=True),
                               rtol=1e-4, atol=1e-3)
    assert fn.stats.races == []


def test_planned_layernorm_runs_without_races():
    art = mlir_stitch.compile(LAYERNORM_L2, pipeline=Pipeline().starting_at("L3"), resources=False)
    fn = mlir_stitch.load(art, backend="emulator")
    rng = np.random.default_rng(0)
    x, g, b = (rng.standard_normal(s, dtype=np.float32) for s in ((512, 768), (768,), (768,)))
    (out,) = fn(x, g, b)
    d = x.astype(np.float64)
    ref = (d - d.mean(1, keepdims=True)) / np.sqrt(d.var(1, keepdims=True) + 1e-5) * g + b
    np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
    assert fn.stats.races == []


def test_lowering_requires_the_plan():
    text = LAYERNORM_L2
    start, end = text.index("smem = {"), text.index(", template = ")
    with pytest.raises(CompileError, match="run stitch-smem-plan after stitch-schedule"):
        mlir_stitch.compile(text[:start - 2] + text[end:], pipeline=Pipeline().starting_at("L3"),
                            resources=False)


def test_ptx_declares_one_aligned_arena():
    """The arena reaches PTX as one 16-byte aligned .shared array of the planned size, and
    ptxas (when installed) accepts the views into it."""
    art = mlir_stitch.compile((INPUTS / "three-phase-slots.mlir").read_text())
    (fusion,) = art.report["fusions"]
    assert (fusion["shared_bytes"], fusion["shared_bytes_without_reuse"]) == (40, 56)
    assert re.search(r"\.shared \.align 16 \.b8 __wg_fusion_0_0\[40\];", art.ptx)
    assert art.ptx.count(".shared .align") == 1
    if find_ptxas() is not None:
        assert fusion["registers"] > 0 and fusion["spill_bytes"] == 0


# the budget: row values moved to global memory -------------------------------------------
def _value(name: str, first: int, traffic: int, op="opA") -> "sp.SharedBuffer":
    return sp.SharedBuffer(name, 0, 4, "f32", op, first, first + 1, "", traffic)


def test_budget_moves_the_value_adding_least_traffic():
    """Two row values live at once beside 32 bytes of partials: 64 bytes; a budget of 48
    moves one, the one whose move adds less traffic, whatever their order."""
    red = sp.SharedBuffer("p0.red", 0, 8, "f32", "opA", 0, 1)
    for cheap, dear in (("p0.a", "p0.b"), ("p0.b", "p0.a")):
        values = [_value(cheap, 2, 100, "opB"), _value(dear, 2, 900, "opB")]
        parts = [([red] + sorted(values, key=lambda b: b.name), {"opB": sp.ENTRY})]
        assert sp.plan_parts(parts).arena_bytes == 64
        plan = sp.plan_within(parts, 48)
        assert [d.name for d in plan.downgraded] == [cheap]
        assert plan.arena_bytes == 48 and plan.budget == 48
        assert plan.downgraded[0].traffic == 100 and plan.downgraded[0].elements == 4


def test_moves_that_free_nothing_are_undone():
    """A value placed on the dead partials' bytes holds no byte of its own: moving it cannot
    bring the arena under a budget below the partials, so the plan keeps it in shared memory."""
    red = sp.SharedBuffer("p0.red", 0, 8, "f32", "opA", 0, 0)
    value = _value("p0.a", 2, 100, "opB")
    parts = [([red, value], {"opA": sp.ENTRY, "opB": "opA"})]
    assert sp.plan_parts(parts).arena_bytes == 32
    plan = sp.plan_within(parts, 16)
    assert plan.downgraded == [] and plan.arena_bytes == 32
    every = sp.plan_within(parts, 16, every=True)  # the testing mode moves it anyway
    assert [d.name for d in every.downgraded] == ["p0.a"]


def test_budget_keeps_the_launch_blocks_per_sm():
    """256 threads of 32 registers: 8 blocks per SM on sm_90, so 228 KiB / 8 less the 1 KiB
    each block reserves; a grid of one wave or less needs one block per SM: the 227 KiB a
    block may opt in to."""
    from mlir_stitch.analysis.occupancy import occupancy, shared_budget, target
    t = target("sm_90")
    budget = shared_budget(t, 256, 32, 10_000)
    assert budget == 228 * 1024 // 8 - 1024
    assert occupancy(t, 256, 32, budget).blocks_per_sm == 8
    assert occupancy(t, 256, 32, budget + 128).blocks_per_sm == 7
    assert shared_budget(t, 256, 32, 132) == 227 * 1024


def check_layernorm_backward(fn) -> None:
    """`fn` (layernorm-backward.mlir, 1000 x 256) matches numpy on the emulator, 0 races."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((1000, 256), dtype=np.float32) * 2 + 1
    dy = rng.standard_normal((1000, 256), dtype=np.float32)
    mean = x.mean(1, dtype=np.float64).astype(np.float32)
    rstd = (1 / np.sqrt(x.astype(np.float64).var(1) + 1e-5)).astype(np.float32)
    gamma = rng.standard_normal(256, dtype=np.float32)
    dx, dgamma, dbeta = fn(x, dy, mean, rstd, gamma)
    xhat = (x.astype(np.float64) - mean[:, None]) * rstd[:, None]
    g = dy * gamma.astype(np.float64)
    a, b = g.sum(1, keepdims=True), (g * xhat).sum(1, keepdims=True)
    np.testing.assert_allclose(dx, rstd[:, None] * (g - a / 256 - xhat * b / 256),
                               rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(dgamma, (dy * xhat).sum(0), rtol=1e-4, atol=1e-3)
    np.testing.assert_allclose(dbeta, dy.sum(0), rtol=1e-4, atol=1e-3)
    assert fn.stats.races == []


def _compiled_with_values_in_global(path: Path):
    """`path` compiled with every row value in global memory (stitch-smem-plan{downgrade=all})."""
    from mlir_stitch.compiler.pipeline import schedule_stage
    pipeline = Pipeline().replace_stage("L2", schedule_stage("", "downgrade=all"))
    art = mlir_stitch.compile(path.read_text(), pipeline=pipeline, resources=False)
    assert any(f["downgraded"] for f in art.report["fusions"])
    return mlir_stitch.load(art, backend="emulator"), art.report


def test_vertical_tiles_and_column_sums_with_values_in_global_memory():
    """LayerNorm backward: two tiles of 4 rows per block (the tile loop's barrier now guards
    the global slots), column sums over blocks after a grid barrier."""
    fn, report = _compiled_with_values_in_global(INPUTS / "layernorm-backward.mlir")
    (fusion,) = report["fusions"]
    assert "VERT_2" in fusion["template_string"]
    assert [d["name"] for d in fusion["downgraded"]] == ["p0.reduce2", "p0.reduce3"]
    check_layernorm_backward(fn)


def test_split_rows_with_values_in_global_memory():
    """Softmax over rows of 5000 split over 2 blocks (hand-written L2, replanned): the block
    partials and the moved row values share the kernel's one scratch buffer, at different
    offsets."""
    pipeline = Pipeline().starting_at("L2").replace_stage(
        "L2", "builtin.module(stitch-smem-plan{downgrade=all})")
    art = mlir_stitch.compile((INPUTS / "softmax-split-rows.l2.mlir").read_text(),
                              pipeline=pipeline, resources=False)
    (fusion,) = art.report["fusions"]
    assert [d["name"] for d in fusion["downgraded"]] == ["p0.reduce0", "p0.reduce2"]
    assert "memref<32xf32>" in art.kernel_ir  # 2 reductions x 8 blocks: partials, then values
    fn = mlir_stitch.load(art, backend="emulator")
    x = np.random.default_rng(1).standard_normal((4, 5000), dtype=np.float32)
    out, sums = fn(x)
    d = x.astype(np.float64)
    e = np.exp(d - d.max(1, keepdims=True))
    np.testing.assert_allclose(out, e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(sums, e.sum(1), rtol=1e-5)
    assert fn.stats.races == []


def test_replanning_keeps_values_the_schedule_holds_in_global_memory():
    """L2 whose ops already keep their values in global storage (a plan's earlier moves, or
    hand-written) is planned as written: the values stay out of the arena, listed in order."""
    module = scheduled(INPUTS / "three-phase-slots.mlir",
                       TO_L2.replace(")", ",stitch-smem-plan{budget=32})"))
    run_pipeline(module, "builtin.module(stitch-smem-plan)")  # the default budget: 227 KiB here
    with module.context:
        (func,) = kernel_functions(module.operation)
        sched = read_schedule(func)
    assert sched.smem.arena_bytes == 32 and sched.smem.budget == 227 * 1024
    assert [d.name for d in sched.smem.downgraded] == ["p0.reduce0", "p0.reduce2", "p0.reduce4"]


def test_arena_past_48_kib_is_dynamic_shared_memory():
    """LayerNorm backward on 32 rows of 32 threads per block: the column sums' block partials
    take 64 KiB, past static shared memory. The arena becomes gpu.dynamic_shared_memory, its
    launch requests the bytes (the CUDA backend opts the kernel in) and the kernel matches
    numpy on the emulator, which hands it an arena of exactly those bytes."""
    from mlir_stitch.compiler.pipeline import schedule_stage
    spec = "[GRID_32-CTA_32,WARP_32-THREAD_8]"
    template = f"reduce2{spec}S;ew4{spec};reduce5{spec}S"
    pipeline = Pipeline().replace_stage("L2", schedule_stage(f'template="{template}"'))
    art = mlir_stitch.compile((INPUTS / "layernorm-backward.mlir").read_text(), pipeline=pipeline,
                              resources=False)
    (fusion,) = art.report["fusions"]
    assert fusion["shared_bytes"] == 65792 > 48 * 1024
    (launch,) = [s for s in art.manifest["steps"] if s["op"] == "launch"]
    assert launch["shared_bytes"] == 65792
    assert "gpu.dynamic_shared_memory" in art.kernel_ir
    assert "workgroup_attributions = 0" in art.kernel_ir
    fn = mlir_stitch.load(art, backend="emulator")
    check_layernorm_backward(fn)
    if find_ptxas() is not None:  # ptxas accepts upstream's lowering of the dynamic arena
        with_ptxas = mlir_stitch.compile((INPUTS / "layernorm-backward.mlir").read_text(),
                                         pipeline=pipeline)
        assert "__dynamic_shmem__" in with_ptxas.ptx
        assert with_ptxas.report["fusions"][0]["spill_bytes"] == 0
