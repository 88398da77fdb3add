"""What a new user runs into: every mistake on the command line (bad option values, paths that
are not files, pipelines that do not parse, passes out of order, foreign ops) is one
`prog: error: ...` line naming the bad value, exit status 1, no traceback."""
import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from mlir import ir

import mlir_stitch
from mlir_stitch.cli import stitch_bench, stitch_compile, stitch_opt
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.pipeline import Pipeline, run_pipeline
from mlir_stitch.dialects import load_stitch_dialect
from mlir_stitch.frontends.exported import Exported, ExportError

LAYERNORM = str(Path(mlir_stitch.__file__).parent / "examples" / "layernorm.mlir")
L0 = "stitch-normalize,stitch-classify"

TM_TENSOR_SORT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tm_tensor.sort"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
TORCH_OP = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = torch.foo %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


def error_line(main, argv, capsys) -> str:
    """The one stderr line of a failing command (argparse's exits included)."""
    try:
        status = main(argv)
    except SystemExit as e:
        status = e.code
    out, err = capsys.readouterr()
    assert status == 1, (out, err)
    assert "Traceback" not in err and err.count("\n") == 1, err
    return err.rstrip("\n")


# ---- stitch-compile ----------------------------------------------------------------------------
@pytest.fixture
def bad_table(tmp_path) -> str:
    path = tmp_path / "table.json"
    path.write_text(json.dumps({"name": "mine", "launch_us": 6}))
    return str(path)


@pytest.mark.parametrize("args, message", [
    (["--device", "a100"], r"argument --device: unknown device 'a100' \(expected h100 \| h200 \| a .json table\)"),
    (["--device", "{bad_table}"],
     r"argument --device: .*table.json: not a device table \(missing 'bandwidth'\); expected \{\"name\""),
    (["--device", "nothing.json"], r"argument --device: nothing.json: No such file or directory"),
    (["--plan-graph", "plan.png"], r"argument --plan-graph: plan.png: the plan graph is written as .dot or .svg"),
    (["--planner", "greedy"], r"argument --planner: invalid choice: 'greedy'"),
    (["--target", "sm_80"], r"unsupported target 'sm_80': mlir-stitch plans for sm_90, sm_90a \(Hopper: H100, H200\)"),
])
def test_compile_bad_option_values(args, message, bad_table, tmp_path, capsys):
    args = [a.replace("{bad_table}", bad_table) for a in args]
    line = error_line(stitch_compile.main, [LAYERNORM, "-o", str(tmp_path / "art"), *args], capsys)
    assert re.fullmatch(rf"stitch-compile: error: {message}.*", line), line
    assert not (tmp_path / "art").exists()


def test_compile_needs_an_output_folder(capsys):
    line = error_line(stitch_compile.main, [LAYERNORM], capsys)
    assert line.startswith("stitch-compile: error: the following arguments are required: -o")


def test_compile_input_that_is_not_a_file(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "folder").mkdir()
    (tmp_path / "binary.mlir").write_bytes(b"\x7fELF\x02\x01\x01\x00\xff\xfe")
    for name, message in (("model", "model: no such file"),
                          ("folder", "folder: is a directory, expected an .mlir file"),
                          ("binary.mlir", "binary.mlir: not a text file (MLIR is text)")):
        assert error_line(stitch_compile.main, [name, "-o", "art"], capsys) == f"stitch-compile: error: {message}"


@pytest.mark.parametrize("text, message", [
    (TM_TENSOR_SORT, "foreign.mlir:2:24: unknown op 'tm_tensor.sort': dialect 'tm_tensor' is not an upstream MLIR dialect"),
    (TORCH_OP, "foreign.mlir:2:8: unknown op 'torch.foo': dialect 'torch' is not an upstream MLIR dialect"),
])
def test_compile_foreign_op_is_located(text, message, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    Path("foreign.mlir").write_text(text)
    line = error_line(stitch_compile.main, ["foreign.mlir", "-o", "art"], capsys)
    assert line == f"stitch-compile: error: {message} (mlir-stitch reads linalg on tensors)"


DYNAMIC = """func.func @main(%a: tensor<4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""


def test_a_dynamic_shape_is_refused_at_the_op_holding_it(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    Path("dynamic.mlir").write_text(DYNAMIC)
    line = error_line(stitch_compile.main, ["dynamic.mlir", "-o", "art"], capsys)
    assert line == ("stitch-compile: error: dynamic.mlir:3:8: dynamic shape tensor<?xf32> is not "
                    "supported (value #0 of 'tensor.cast'): export the model with static shapes")


RETURNED_EMPTY = """func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %b = arith.addf %a, %a : f32
    linalg.yield %b : f32
  } -> tensor<4xf32>
  return %y, %e : tensor<4xf32>, tensor<4xf32>
}
"""


def test_a_returned_uninitialised_tensor_is_refused_with_what_it_is(tmp_path, monkeypatch, capsys):
    """torch.empty_like returned (qwen2_moe's routing): the message says what the op is, not
    that a 'tensor.empty' cannot run on the host plan."""
    monkeypatch.chdir(tmp_path)
    Path("empty.mlir").write_text(RETURNED_EMPTY)
    line = error_line(stitch_compile.main, ["empty.mlir", "-o", "art"], capsys)
    assert line == ("stitch-compile: error: empty.mlir:2:8: an uninitialised tensor (tensor.empty, "
                    "torch.empty) is returned: no kernel computes its values")


def test_plan_graph_into_a_new_folder(tmp_path, capsys):
    drawing = tmp_path / "new" / "folder" / "plan.dot"
    status = stitch_compile.main([LAYERNORM, "-o", str(tmp_path / "art"), "--no-ptxas",
                                  "--plan-graph", str(drawing)])
    assert status == 0, capsys.readouterr().err
    assert drawing.read_text().startswith("digraph") and (tmp_path / "art" / "manifest.json").is_file()


# ---- stitch-opt: pass options, pipelines, pass order --------------------------------------------
@pytest.mark.parametrize("element, message", [
    ("stitch-fusion-plan{planner=foo}", r"stitch-fusion-plan\{planner\}: unknown value 'foo' \(expected ilp \| scope\)"),
    ("stitch-fusion-plan{device=a100}", r"stitch-fusion-plan\{device\}: unknown device 'a100'"),
    ("stitch-fusion-plan{max-patterns=-1}", r"stitch-fusion-plan\{max-patterns\}: -1 must be 0 or more"),
    ("stitch-fusion-plan{time-limit=soon}", r"stitch-fusion-plan\{time-limit\}: cannot read 'soon' as a number"),
    ("stitch-fusion-plan{remote=maybe}", r"stitch-fusion-plan\{remote\}: cannot read 'maybe' as a bool \(true\|false\)"),
    ("stitch-fusion-plan{plan-graph=x.png}", r"stitch-fusion-plan\{plan-graph\}: x.png: the plan graph is written as"),
    ("stitch-fusion-plan{bogus=1}", r"stitch-fusion-plan: unknown option\(s\) bogus; known: planner, device"),
    ("stitch-classify{rows=2}", r"stitch-classify: unknown option\(s\) rows; known: none"),
    ("stitch-normalize{fast}", r"pass option 'fast' must be written key=value"),
    ("bogus-pass", r"pipeline element 'bogus-pass': 'bogus-pass' does not refer to a registered pass"),
    ("canonicalize{foo=1}", r"pipeline element 'canonicalize\{foo=1\}': no such option foo"),
    ("canonicalize{max-iterations=x}",
     r"pipeline element 'canonicalize\{max-iterations=x\}': for the --max-iterations option: 'x' value invalid"),
])
def test_opt_bad_pipeline_elements(element, message, capsys):
    line = error_line(stitch_opt.main, [LAYERNORM, f"--pass-pipeline=builtin.module({L0},{element})"], capsys)
    assert re.match(rf"stitch-opt: error: {message}", line), line


@pytest.mark.parametrize("pipeline, message", [
    ("builtin.module(stitch-normalize", "unclosed bracket in pipeline 'builtin.module(stitch-normalize'"),
    ("builtin.module(stitch-normalize))", "unbalanced ')' at column 33 of pipeline 'builtin.module(stitch-normalize))'"),
    ('builtin.module(stitch-fusion-plan{device="h100})', "unclosed quote in pipeline"),
])
def test_opt_pipeline_syntax_errors(pipeline, message, capsys):
    line = error_line(stitch_opt.main, [LAYERNORM, f"--pass-pipeline={pipeline}"], capsys)
    assert line.startswith(f"stitch-opt: error: {message}"), line


@pytest.mark.parametrize("passes, message", [
    ("stitch-normalize,stitch-fusion-plan", ":13:10: stitch-fusion-plan needs the #stitch.op_class annotations "
     "of stitch-classify; run stitch-classify first"),
    (f"{L0},stitch-schedule", ":12:10: stitch-schedule needs the kernels that stitch-fusion-plan outlines "
     "(@stitch_fusion_N, @stitch_kernel_N); run stitch-fusion-plan first"),
    (f"{L0},stitch-lower-to-gpu", ":12:10: stitch-lower-to-gpu needs the kernels that stitch-fusion-plan outlines "
     "(@stitch_fusion_N, @stitch_kernel_N); run stitch-fusion-plan first"),
])
def test_passes_out_of_order_are_errors(passes, message, capsys):
    line = error_line(stitch_opt.main, [LAYERNORM, f"--pass-pipeline=builtin.module({passes})"], capsys)
    assert line.startswith(f"stitch-opt: error: {LAYERNORM}") and line.endswith(message), line


def test_lowering_an_unscheduled_plan_is_an_error(capsys):
    passes = f"{L0},stitch-fusion-plan,stitch-lower-to-gpu"
    line = error_line(stitch_opt.main, [LAYERNORM, f"--pass-pipeline=builtin.module({passes})"], capsys)
    # located at the kernel's first op (outlined functions carry it)
    assert line == f"stitch-opt: error: {LAYERNORM}:13:10: stitch-lower-to-gpu needs stitch-schedule to run first"


def test_opt_input_that_is_not_a_file(tmp_path, capsys):
    assert error_line(stitch_opt.main, [str(tmp_path)], capsys) == \
        f"stitch-opt: error: {tmp_path}: is a directory, expected an .mlir file"


def test_list_passes_names_upstream_ones(monkeypatch, capsys):
    assert stitch_opt.main(["--list-passes"]) == 0
    out = capsys.readouterr().out
    assert "stitch-fusion-plan" in out and "planner=ilp | scope (default ilp)" in out
    if stitch_opt.mlir_opt() is not None:  # the tools extra: the real list
        assert re.search(r"^  canonicalize +Canonicalize operations$", out, re.MULTILINE)
        assert re.search(r"^  gpu-lower-to-nvvm-pipeline ", out, re.MULTILINE)
    monkeypatch.setattr(stitch_opt, "mlir_opt", lambda: None)
    assert stitch_opt.main(["--list-passes"]) == 0
    out = capsys.readouterr().out
    assert "mlir-opt --help" not in out  # never points at a tool that is not there
    assert "upstream passes: see https://mlir.llvm.org/docs/Passes/" in out


# ---- Python API -------------------------------------------------------------------------------
@pytest.mark.parametrize("source, message", [
    ("model", "model: no such file"),
    ("models/ln.mlir", "models/ln.mlir: no such file"),
    (".", ".: is a directory, expected an .mlir file"),
])
def test_api_path_that_is_not_a_file(source, message):
    with pytest.raises(CompileError) as e:
        mlir_stitch.compile(source)
    assert str(e.value) == message


def test_api_text_is_still_text():
    with pytest.raises(CompileError, match=r"^<string>:2:24: unknown op 'tm_tensor.sort'"):
        mlir_stitch.compile(TM_TENSOR_SORT)


def test_bad_stage_fails_before_any_stage_runs():
    pipeline = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{planner=foo})")
    ran = []
    with pytest.raises(CompileError, match=r"^stitch-fusion-plan\{planner\}: unknown value 'foo'"):
        pipeline.run(mlir_stitch.compiler.source.read_source(LAYERNORM, mlir_stitch.compiler.source.new_context())[0],
                     after_stage=lambda name, module: ran.append(name))
    assert ran == []


def test_run_pipeline_on_a_plain_context():
    """The README's call, on a module parsed without the stitch dialect loaded."""
    with ir.Context():
        module = ir.Module.parse(Path(LAYERNORM).read_text())
    run_pipeline(module, f"builtin.module({L0})")
    run_pipeline(module, "builtin.module(stitch-fusion-plan)")  # a second call: loaded once
    text = str(module)
    assert text.count("#stitch.op_class<") >= 6 and "@stitch_fusion_0" in text


def test_dialect_loads_where_unregistered_ones_are_allowed():
    context = ir.Context()
    context.allow_unregistered_dialects = True  # would parse #stitch.* as opaque attributes
    load_stitch_dialect(context)
    load_stitch_dialect(context)
    assert context.dialects["stitch"] is not None
    with context:
        assert not isinstance(ir.Attribute.parse("#stitch.schedule<{a = 1}>"), ir.OpaqueAttr)


# ---- stitch-export's check, stitch-bench, python -m ---------------------------------------------
def exported(mlir: str) -> Exported:
    return Exported("sorter", "torch", mlir, [np.zeros(4, np.float32)], [np.zeros(4, np.float32)])


@pytest.mark.parametrize("text, line, op", [
    ("module {\n  func.func @main() {\n    %0:2 = tm_tensor.sort dimension(0) outs(%a, %b)\n", 3, "tm_tensor.sort"),
    ('func.func @main() {\n  %0 = "torch.aten.sort"(%a) : () -> ()\n', 2, "torch.aten.sort"),
    ("module {\n  ml_program.global private @state(dense<0.0> : tensor<4xf32>) : tensor<4xf32>\n", 2,
     "ml_program.global"),
])
def test_export_refuses_foreign_ops(text, line, op, tmp_path):
    with pytest.raises(ExportError) as e:
        exported(text).save(tmp_path / "x")
    assert str(e.value) == (f"sorter: line {line} of the exported IR: op '{op}' is not linalg on tensors "
                            f"(mlir-stitch reads builtin, func, linalg, tensor, arith, math, cf ops)")
    assert not (tmp_path / "x").exists()


def test_export_accepts_the_suite():
    for path in Path(__file__).parents[2].glob("benchmarks/suite/*/model.mlir"):
        exported(path.read_text()).check()


def test_bench_refuses_folders_that_are_no_export(tmp_path, capsys):
    (tmp_path / "half").mkdir()
    (tmp_path / "half" / "model.mlir").write_text("")
    assert error_line(stitch_bench.main, [str(tmp_path / "half")], capsys) == (
        f"stitch-bench: error: {tmp_path / 'half'}: not an exported model folder: lacks inputs.npz, "
        f"expected.npz, meta.json (stitch-export writes them)")
    assert error_line(stitch_bench.main, [str(tmp_path / "none")], capsys).endswith(
        "none: no such folder (stitch-bench measures folders written by stitch-export)")


@pytest.mark.parametrize("module, argv, expect", [
    ("stitch_export", ["--list"], "layernorm"),
    ("stitch_bench", ["nowhere"], "stitch-bench: error: nowhere: no such folder"),
])
def test_every_tool_runs_with_python_m(module, argv, expect):
    done = subprocess.run([sys.executable, "-m", f"mlir_stitch.cli.{module}", *argv],
                          capture_output=True, text=True, timeout=120)
    assert expect in done.stdout + done.stderr


@pytest.mark.parametrize("flag", ["-o", "--dump-ir"])
def test_compile_output_that_is_a_file(flag, tmp_path, capsys):
    (tmp_path / "taken").write_text("")
    argv = [LAYERNORM, "-o", str(tmp_path / "art"), flag, str(tmp_path / "taken")]
    assert error_line(stitch_compile.main, argv, capsys) == \
        f"stitch-compile: error: {flag} {tmp_path / 'taken'}: exists and is not a folder (see stitch-compile --help)"


def test_opt_output_into_a_new_folder(tmp_path):
    out = tmp_path / "new" / "l0.mlir"
    assert stitch_opt.main([LAYERNORM, f"--pass-pipeline=builtin.module({L0})", "-o", str(out)]) == 0
    assert "#stitch.op_class<" in out.read_text()


def test_a_reader_that_stops_early_is_no_error():
    """`stitch-compile ... | head`: the pipe's reader goes away after what it wanted; the tool
    stops writing without an error message or traceback (a shell's SIGPIPE status, 141)."""
    tool = ("import sys; from mlir_stitch.cli.errors import run_cli; "
            "sys.exit(run_cli(lambda argv: print('x' * 1000000), 'stitch-tool'))")
    done = subprocess.run(f"{sys.executable} -c \"{tool}\" | head -c 1; exit ${{PIPESTATUS[0]}}",
                          shell=True, executable="/bin/bash", capture_output=True, text=True,
                          timeout=120)
    assert (done.stdout, done.stderr, done.returncode) == ("x", "", 141)
