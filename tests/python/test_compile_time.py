"""What keeps compile time down without changing a result (timings themselves are in
benchmarks/compile_time.py): affine maps converted once per pass run, the stitch dialect's
Python module found once, and the cheap test that most ops are no contraction."""
import sys

from mlir import ir
from mlir._mlir_libs import _mlir

from mlir_stitch.analysis import linalg_info as li
from mlir_stitch.analysis.op_class import is_contraction_op
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.dialects import make_attr, read_attr
from mlir_stitch.examples.large_graphs import transformer_chain


def generics(module):
    func = next(op for op in module.body.operations if op.operation.name == "func.func")
    return [op.operation for op in func.regions[0].blocks[0].operations
            if op.operation.name == "linalg.generic"]


def test_maps_are_converted_once_within_a_pass_run_and_the_cache_is_dropped_after(monkeypatch):
    context = new_context()
    module = parse_source(transformer_chain(30), context)
    calls = []
    convert = li.convert_map
    monkeypatch.setattr(li, "convert_map", lambda amap: calls.append(1) or convert(amap))
    with context:
        ops = generics(module)
        distinct = {a for op in ops for a in op.attributes["indexing_maps"]}
        outside = [li.linalg_info(op) for op in ops]
        assert len(calls) == sum(len(op.attributes["indexing_maps"]) for op in ops)
        calls.clear()
        with li.maps_converted_once():
            inside = [li.linalg_info(op) for op in ops]
            inside += [li.linalg_info(op) for op in ops]
            assert len(calls) == len(distinct) < len(ops)
        assert li._CONVERTED is None
        for a, b in zip(outside, inside):
            assert [o.map for o in a.inputs + a.outputs] == [o.map for o in b.inputs + b.outputs]


def test_the_stitch_dialect_module_is_found_so_its_import_is_not_retried():
    assert "mlir_stitch.dialects" in _mlir.globals.dialect_search_modules
    with new_context():
        attr = make_attr("op_class", {"kind": "elementwise", "bytes": 4})
        assert read_attr(attr) == {"kind": "elementwise", "bytes": 4}
    assert "mlir_stitch.dialects.stitch" in sys.modules


def test_the_quick_contraction_test_agrees_with_the_full_one():
    """is_contraction_op answers no from operand counts and iterator kinds before building the
    op's view: on every op of a chain (GEMMs, reductions, elementwise) it agrees with
    is_contraction of the view."""
    from mlir_stitch.analysis.op_class import is_contraction

    context = new_context()
    module = parse_source(transformer_chain(45), context)
    with context:
        run_pipeline(module, "builtin.module(stitch-normalize)")
        ops = generics(module)
        answers = [is_contraction_op(op) for op in ops]
        assert answers == [is_contraction(li.linalg_info(op)) for op in ops]
        assert any(answers) and not all(answers)
