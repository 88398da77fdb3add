"""stitch-bench's measurement on exported folders: PASS/FAIL against the framework's output,
unsupported models listed with their reason, the redundancy figure, the results section, and the
export folder's invariants (no f64, no inlined weights)."""
import numpy as np
import pytest

from mlir_stitch import examples
from mlir_stitch.bench.measure import measure_model
from mlir_stitch.bench.results import BEGIN, END, section, write_section
from mlir_stitch.cli.stitch_bench import main as bench_main
from mlir_stitch.frontends import Exported, ExportError, load_exported

UNSUPPORTED = """func.func @main(%x: tensor<8x16xf32>) -> tensor<10x16xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %k = arith.index_cast %i : index to i32
    %v = arith.sitofp %k : i32 to f32
    tensor.yield %v : f32
  } : tensor<8x16xf32> to tensor<10x16xf32>
  return %p : tensor<10x16xf32>
}
"""


def exported_example(name="layernorm", **changes) -> Exported:
    args = examples.inputs(name)
    fields = dict(name=name, framework="numpy", mlir=examples.path(name).read_text(), inputs=list(args),
                  expected=list(examples.reference(name, args)), rtol=1e-5, atol=1e-6)
    fields.update(changes)
    return Exported(**fields)


def test_folder_round_trip(tmp_path):
    exported = exported_example()
    exported.save(tmp_path / "ln")
    back = load_exported(tmp_path / "ln")
    assert back.mlir == exported.mlir and back.rtol == 1e-5
    for a, b in zip(back.inputs + back.expected, exported.inputs + exported.expected):
        np.testing.assert_array_equal(a, b)


def test_layernorm_passes_with_one_kernel_and_no_recomputation(tmp_path):
    exported_example().save(tmp_path / "layernorm")
    row = measure_model(tmp_path / "layernorm", iree=False)
    assert row.status == "PASS"
    assert (row.kernels, row.unfused) == (1, 6)
    assert row.redundancy == 1.0  # one rsqrt per row, as in the unfused graph
    assert row.traffic_ratio == 1.0 and row.max_abs_err < 1e-5


def test_a_wrong_reference_fails_and_the_cli_exits_1(tmp_path, capsys):
    good = exported_example()
    wrong = [good.expected[0].copy()]
    wrong[0][3, 5] += 1.0
    exported_example(expected=wrong).save(tmp_path / "layernorm")
    row = measure_model(tmp_path / "layernorm", iree=False)
    assert row.status == "FAIL: result0: 1 of 393216 elements outside tolerance"
    assert bench_main([str(tmp_path / "layernorm"), "--no-iree"]) == 1
    assert "FAIL: result0" in capsys.readouterr().out


def test_unsupported_model_is_listed_with_its_reason(tmp_path):
    exported_example(mlir=UNSUPPORTED, inputs=[np.zeros((8, 16), np.float32)],
                     expected=[np.zeros((10, 16), np.float32)]).save(tmp_path / "pad")
    row = measure_model(tmp_path / "pad", iree=False)
    assert row.kernels is None
    assert row.status.startswith("unsupported: ") and "model.mlir:3:" in row.status
    assert "tensor.generate" in row.status  # a pad whose value depends on the position


@pytest.mark.parametrize("text, problem", [
    ("func.func @f(%a: f64) { return }", "line 1 of the exported IR: f64 .*'func.func' of f64 values"),
    ('%c = arith.constant dense_resource<w> : tensor<4xf32>', "a tensor constant inlined .*register"),
    ('%c = arith.constant dense<"0x0000803F"> : tensor<1xf32>', "a tensor constant inlined"),
])
def test_export_invariants(tmp_path, text, problem):
    with pytest.raises(ExportError, match=problem):
        exported_example(mlir=text).save(tmp_path / "bad")


def test_unsigned_arrays_are_refused(tmp_path):
    """uint8 would be carried as MLIR's signless i8, which the run side reads as int8."""
    with pytest.raises(ExportError, match="input 0 is uint8: mlir-stitch carries signed"):
        exported_example(inputs=[np.zeros((8, 16), np.uint8)]).save(tmp_path / "bad")


def test_results_section_replaces_only_its_own_text(tmp_path):
    results = tmp_path / "RESULTS.md"
    results.write_text("# Results\n\nhand-written text\n")
    row = measure_model(exported_example().save(tmp_path / "layernorm"), iree=False)
    write_section(results, section([row], "stitch-bench --suite", ""))
    write_section(results, section([row], "stitch-bench --suite", ""))
    text = results.read_text()
    assert text.startswith("# Results\n\nhand-written text\n")
    assert text.count(BEGIN) == 1 and text.count(END) == 1
    assert "| layernorm | numpy | 1 | 6 |" in text
    assert "1 of 1 models match their framework" in text
