"""The schedule as data (dialects/schedule.py, dialects/template.py): stitch-schedule writes
it, it round-trips through text, its template strings parse back to its mappings, a template
overrides the chosen mapping and the kernel still computes the same values on the emulator,
and stitch-lower-to-gpu refuses a hand-edited schedule that cannot run with the reason."""
import re
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.pipeline import Pipeline, run_pipeline, schedule_stage
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.dialects.schedule import ScheduleError, read_op_schedule, read_schedule
from mlir_stitch.dialects.template import parse_template
from mlir_stitch.passes.stitch_schedule import kernel_functions

EXAMPLES = Path(mlir_stitch.__file__).parent / "examples"
INPUTS = Path(__file__).parents[1] / "filecheck" / "inputs"
TO_L2 = "builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)"

# two loops apart reduced: no stitch template's (a middle loop alone is iterated first, the
# column template: transforms/reduction_order.py), so the reduce and loop fallbacks
APART_SUM = """
func.func @main(%x: tensor<2x{n}x20x2xf32>) -> tensor<2x20xf32> {{
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x20xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x20xf32>) -> tensor<2x20xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>],
      iterator_types = ["parallel", "reduction", "parallel", "reduction"]}} ins(%x : tensor<2x{n}x20x2xf32>) outs(%f : tensor<2x20xf32>) {{
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }} -> tensor<2x20xf32>
  return %r : tensor<2x20xf32>
}}"""

COLUMN_SUM = """
func.func @main(%x: tensor<{n}x40xf32>) -> tensor<40xf32> {{
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<40xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<40xf32>) -> tensor<40xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>],
      iterator_types = ["reduction", "parallel"]}} ins(%x : tensor<{n}x40xf32>) outs(%f : tensor<40xf32>) {{
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }} -> tensor<40xf32>
  return %r : tensor<40xf32>
}}"""


def l2_text(source: str, pipeline: str = TO_L2) -> str:
    context = new_context()
    module = parse_source(source, context)
    with context:
        run_pipeline(module, pipeline)
    return str(module)


def schedules(text: str) -> list:
    context = new_context()
    module = parse_source(text, context)
    with context:
        out = []
        for func in kernel_functions(module.operation):
            ops = [read_op_schedule(op.operation) for op in func.regions[0].blocks[0].operations]
            out.append((read_schedule(func), [o for o in ops if o is not None]))
        return out


@pytest.mark.parametrize("source", [EXAMPLES / "layernorm.mlir", EXAMPLES / "softmax.mlir",
                                    EXAMPLES / "row_normalize.mlir",
                                    EXAMPLES / "bias_gelu_residual.mlir",
                                    APART_SUM.format(n=3000), APART_SUM.format(n=50),
                                    COLUMN_SUM.format(n=3000),
                                    Path(__file__).parents[1] / "filecheck/inputs/col-center-scale.mlir"],
                         ids=["layernorm", "softmax", "row_normalize", "flat", "reduce", "loop",
                              "column", "column_kept_group"])
def test_schedule_round_trips_and_its_template_string_parses_back(source):
    text = l2_text(source.read_text() if isinstance(source, Path) else source)
    first = schedules(text)
    assert first and schedules(l2_text(text, "builtin.module()")) == first
    for sched, ops in first:
        specs = parse_template(sched.template_string)
        assert [s.dominant for s in specs] == sched.dominant
        for spec, group in zip(specs, sched.groups):
            assert spec.mapping == group.mapping
            assert spec.grid == sched.parts[group.part].grid
        assert {o.group for o in ops} == {g.name for g in sched.groups}
        assert sum(o.dominant for o in ops) == len(sched.groups)


def test_each_gemm_and_its_epilogue_carry_their_role():
    """SwiGLU after RMSNorm: the two GEMMs contract the kernel's rows ("vector"), silu(gate) *
    up is their epilogue; the other ops have no role; the roles survive the text."""
    text = l2_text((Path(__file__).parents[1] / "filecheck/passes/"
                    "stitch-schedule-swiglu-epilogue.mlir").read_text())
    ((_, ops),) = schedules(text)
    roles = {o.name: o.role for o in ops}
    assert sorted(r for r in roles.values() if r) == ["epilogue", "vector", "vector"]
    assert all(roles[n] == "vector" for n in roles if n.startswith("gemm"))
    assert schedules(l2_text(text, "builtin.module()")) == [(schedules(text)[0][0], ops)]


def test_packed_parts_tile_the_grid_and_keep_their_groups_apart():
    (sched, ops), = schedules(l2_text((INPUTS / "two_softmaxes.l1.mlir").read_text(),
                                      "builtin.module(stitch-schedule)"))
    assert sched.template == "packed"
    assert [(p.first_block, p.grid) for p in sched.parts] == [(0, 64), (64, 7)]
    assert [g.part for g in sched.groups] == [0, 0, 0, 1, 1, 1]
    assert sched.grid == 71 and sched.block == 512


def run_emulated(source: str, template: "str | None", *inputs):
    pipeline = Pipeline()
    if template:
        pipeline.replace_stage("L2", schedule_stage(f'template="{template}"'))
    art = mlir_stitch.compile(source, pipeline=pipeline, resources=False)
    return art, mlir_stitch.load(art, backend="emulator")(*inputs)


def layernorm_ref(x, g, b):
    m = x.mean(-1, keepdims=True)
    return (x - m) / np.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b


OVERRIDES = [
    # (model, template, block, grid)
    ("layernorm", "reduce0[GRID_256-CTA_2,CTA_128-THREAD_6]S", 256, 256),
    ("layernorm", "reduce0[GRID_128-CTA_4,CTA_64-THREAD_12]S", 256, 128),
    ("layernorm", "reduce0[GRID_512-CTA_1,CTA_512-THREAD_2]S", 512, 512),
    ("row_normalize", "reduce0[GRID_18750-CTA_4,WARP_32-THREAD_1]S", 128, 18750),
    ("flat", "ew2[GRID_1024-CTA_128-THREAD_4]", 128, 1024),
    ("reduce", "reduce0[GRID_40-CTA_128]S", 128, 40),
    ("reduce", "reduce0[GRID_120-CTA_128-SPLIT_3]S", 128, 120),
    ("loop", "op0[GRID_1-CTA_64]", 64, 1),
    ("column", "reduce0[GRID_6-CTA_128-COL_16-SPLIT_2]S", 128, 6),
    ("column", "reduce0[GRID_2-CTA_64-COL_32-SPLIT_1]S", 64, 2),
]


@pytest.mark.parametrize("model,template,block,grid", OVERRIDES,
                         ids=[f"{m}-{t}" for m, t, _, _ in OVERRIDES])
def test_template_override_keeps_the_values(model, template, block, grid):
    rng = np.random.default_rng(1)
    if model == "layernorm":
        source = (EXAMPLES / "layernorm.mlir").read_text()
        inputs = [rng.standard_normal(s).astype(np.float32) for s in ((512, 768), (768,), (768,))]
        want = layernorm_ref(*inputs)
    elif model in ("row_normalize", "flat"):
        source = (EXAMPLES / f"{'row_normalize' if model == 'row_normalize' else 'bias_gelu_residual'}.mlir").read_text()
        _, (want,) = run_emulated(source, None, *(inputs := _inputs_for(source, rng)))
    elif model == "column":
        source = COLUMN_SUM.format(n=3000)
        inputs = [rng.standard_normal((3000, 40)).astype(np.float32)]
        want = inputs[0].astype(np.float64).sum(0)
    else:
        n = 3000 if model == "reduce" else 50
        source = APART_SUM.format(n=n)
        inputs = [rng.standard_normal((2, n, 20, 2)).astype(np.float32)]
        want = inputs[0].astype(np.float64).sum((1, 3))
    art, (got,) = run_emulated(source, template, *inputs)
    (fusion,) = art.report["fusions"]
    assert (fusion["block"][0], fusion["grid"][0]) == (block, grid)
    assert fusion["template_string"].startswith(template)
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5)


def _inputs_for(source: str, rng) -> list:
    shapes = re.search(r"func\.func @main\(([^)]*)\)", source).group(1)
    arrays = []
    for dims in re.findall(r"tensor<([0-9x]+)xf32>", shapes):
        arrays.append(rng.standard_normal([int(d) for d in dims.split("x")]).astype(np.float32))
    return arrays


LAYERNORM_L2 = (INPUTS / "layernorm-2rows.l2.mlir").read_text()
BROKEN = [
    ("threads_per_row = 128", "threads_per_row = 96",
     "group g0's mapping uses 192 threads per block but the launch block is 256"),
    ("launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 256",
     "launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 250",
     "the parts cover 256 blocks but the launch grid is 250"),
    ('name = "reduce0", phase = 1 : i64, scheme = "regional", storage = "shared"',
     'name = "reduce0", phase = 1 : i64, scheme = "regional", storage = "registers"',
     "storage must be shared"),
    ('name = "reduce3", phase = 2', 'name = "reduce3", phase = 1',
     "in phase 1 reads a value of phase 1"),
    ("shared_bytes = 48", "shared_bytes = 32", "launch.shared_bytes is 32 but the smem arena is 48 bytes"),
    ('name = "p0.ew4", offset = 32', 'name = "p0.ew4", offset = 34', "puts p0.ew4 at offset 34, not a multiple of its element's 4 bytes"),
    ('{bytes = 8 : i64, name = "p0.ew4"', '{bytes = 8 : i64, name = "p0.ew9"', "the smem plan has no buffer p0.ew4 (8 bytes), which the kernel uses"),
    ("shared_bytes = 48", "register_bound = 300 : i64, shared_bytes = 48",
     "launch.register_bound must be 16 to 255 registers per thread, got 300"),
    ('group = "g1", name = "ew2"', 'group = "g7", name = "ew2"', "names group 'g7'"),
    ('phases = ["block", "block"]', 'phases = ["block", "grid"]', "ends phase 2 with a block barrier, the schedule says grid"),
    ('phases = ["block", "block"]', 'phases = ["block"]', "lists 1 phase barriers; its reductions run in 2"),
    ('template = "row", ', "", "has no field 'template'"),
    ('kind = "row", rows_per_block = 2', 'kind = "tile", rows_per_block = 2', "unknown value 'tile'"),
    ('name = "reduce0", phase = 1 : i64, scheme', 'name = "reduce0", phase = 1 : i64, role = "middle", scheme',
     "role: unknown value 'middle'"),
    ('name = "reduce0", phase = 1 : i64, scheme', 'name = "reduce0", phase = 1 : i64, role = "vector", scheme',
     "says role 'vector'; in its part it is 'none'"),
]


@pytest.mark.parametrize("old,new,message", BROKEN, ids=[m for _, _, m in BROKEN])
def test_lowering_refuses_a_schedule_that_cannot_run(old, new, message):
    assert old in LAYERNORM_L2
    context = new_context()
    module = parse_source(LAYERNORM_L2.replace(old, new, 1), context)
    with context, pytest.raises(CompileError, match=re.escape(message)) as e:
        run_pipeline(module, "builtin.module(stitch-lower-to-gpu)")
    assert e.value.location is not None  # located at the kernel or its op


@pytest.mark.parametrize("old,new", [
    ('scheme = "regional", storage = "shared"', 'scheme = "bogus", storage = "shared"'),
    ('scheme = "regional", storage = "shared"', 'role = "middle", scheme = "regional", storage = "shared"'),
])
def test_compiling_a_bad_op_schedule_is_a_located_error(old, new):
    """From L2 the report reads every op's schedule before the lowering does: a bad field is
    a CompileError at the op (a traceback before)."""
    bad = LAYERNORM_L2.replace(old, new, 1)
    with pytest.raises(CompileError, match="stitch.op_schedule.(scheme|role): unknown value") as e:
        mlir_stitch.compile(bad, pipeline=Pipeline().starting_at("L3"), resources=False)
    assert e.value.location is not None


def test_the_hand_written_l2_file_lowers_as_written():
    rng = np.random.default_rng(2)
    inputs = [rng.standard_normal(s).astype(np.float32) for s in ((512, 768), (768,), (768,))]
    art = mlir_stitch.compile(LAYERNORM_L2, pipeline=Pipeline().starting_at("L3"), resources=False)
    (fusion,) = art.report["fusions"]
    assert (fusion["block"][0], fusion["grid"][0], fusion["shared_bytes"]) == (256, 256, 48)
    assert fusion["shared_bytes_without_reuse"] == 64
    (got,) = mlir_stitch.load(art, backend="emulator")(*inputs)
    np.testing.assert_allclose(got, layernorm_ref(*inputs), rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("text,message", [
    ("reduce0[GRID_1]", "does not parse"),
    ("reduce0[GRID_4-CTA_2,CTA_16-THREAD_2]S", "write WARP_t for t <= 32"),
    ("reduce0[GRID_4-CTA_2,WARP_32]S", "needs -THREAD_k"),
    ("", "empty"),
])
def test_template_strings_that_do_not_parse(text, message):
    with pytest.raises(ScheduleError, match=re.escape(message)):
        parse_template(text)
