"""What keeps compile time down without changing a result (timings themselves are in
benchmarks/compile_time.py): affine maps converted once per pass run, the stitch dialect's
Python module found once, and the cheap test that most ops are no contraction."""
import sys
from pathlib import Path

import pytest
from mlir import ir
from mlir._mlir_libs import _mlir

from mlir_stitch.analysis import linalg_info as li
from mlir_stitch.analysis.op_class import is_contraction_op
from mlir_stitch.compiler.pipeline import run_pipeline
from mlir_stitch.compiler.source import new_context, parse_source
from mlir_stitch.dialects import make_attr, read_attr
from mlir_stitch.examples.large_graphs import transformer_chain
from mlir_stitch.run_facts import facts_remembered, remembering


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
        with facts_remembered():
            inside = [li.linalg_info(op) for op in ops]
            inside += [li.linalg_info(op) for op in ops]
            assert len(calls) == len(distinct) < len(ops)
        assert not remembering()
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


def planned_memo(module, context, monkeypatch):
    """Run normalize, classify and fusion-plan on `module` with the feasibility memo checking
    every answer it gives from memory against the kernel generator's; the memo used last."""
    from mlir_stitch.analysis import feasibility_memo

    made = []
    original = feasibility_memo.StructuralFeasibility.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)
    monkeypatch.setattr(feasibility_memo.StructuralFeasibility, "__init__", init)
    monkeypatch.setenv("MLIR_STITCH_CHECK_FEASIBILITY_MEMO", "1")
    with context:
        run_pipeline(module, "builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)")
    return made[-1]


def test_repeated_blocks_share_their_feasibility_checks_and_each_answer_is_the_direct_one(
        monkeypatch):
    """A chain of identical blocks asks the kernel generator once per distinct structure; every
    remembered answer (refusals with their copy's own op names) equals the direct check."""
    context = new_context()
    module = parse_source(transformer_chain(150), context)
    memo = planned_memo(module, context, monkeypatch)
    assert memo.hits > 3 * memo.misses
    refusals = [key for key, (reason, _) in memo.answers.items() if reason]
    assert refusals


def test_remembered_refusals_name_the_ops_of_the_set_asked_about():
    """A refusal remembered from one block names the ops of the block asked about now."""
    from mlir_stitch.analysis.graph import build_graph
    from mlir_stitch.passes.stitch_fusion_plan import entry_function, kernel_feasibility

    context = new_context()
    module = parse_source(transformer_chain(45), context)
    with context:
        run_pipeline(module, "builtin.module(stitch-normalize,stitch-classify)")
        op_graph = build_graph(entry_function(module.operation))
        infos = [op_graph.infos[op] for op in op_graph.ops]
        memo, direct = kernel_feasibility(infos), kernel_feasibility(infos)
        nodes = len(infos)
        block = nodes // 3
        pairs = [(a, b) for a in range(block) for b in range(a + 1, block)]
        first = {pair: memo(frozenset(pair)) for pair in pairs}
        refused = [pair for pair, why in first.items() if why]
        assert refused
        for a, b in refused:
            again = memo(frozenset((a + block, b + block)))
            assert again == direct.check([a + block, b + block])
            assert again != first[(a, b)]
        assert memo.hits >= len(refused)


def test_a_changed_structure_is_asked_again():
    """The key holds what the answer depends on: the same ops with a result read outside the
    set, or read through another index map, are no repeat."""
    from mlir_stitch.analysis.feasibility_memo import StructuralFeasibility
    from mlir_stitch.analysis.graph import build_graph
    from mlir_stitch.passes.stitch_fusion_plan import entry_function

    text = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<8x64xf32>) -> (tensor<8xf32>, tensor<8x64xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8x64xf32>
  %r = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
    ^bb0(%i: f32, %o: f32):
      %t = math.exp %i : f32
      linalg.yield %t : f32 } -> tensor<8x64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x64xf32>) outs(%r : tensor<8xf32>) {
    ^bb0(%i: f32, %o: f32):
      %t = arith.addf %i, %o : f32
      linalg.yield %t : f32 } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
    ^bb0(%i: f32, %o: f32):
      %t = math.exp %i : f32
      linalg.yield %t : f32 } -> tensor<8x64xf32>
  %c = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%b : tensor<8x64xf32>) outs(%r : tensor<8xf32>) {
    ^bb0(%i: f32, %o: f32):
      %t = arith.addf %i, %o : f32
      linalg.yield %t : f32 } -> tensor<8xf32>
  return %s, %b, %c : tensor<8xf32>, tensor<8x64xf32>, tensor<8xf32>
}
"""
    context = new_context()
    module = parse_source(text, context)
    with context:
        op_graph = build_graph(entry_function(module.operation))
        infos = [op_graph.infos[op] for op in op_graph.ops]
        memo = StructuralFeasibility(infos, lambda members: None, str)
        assert memo.key([0, 1]) != memo.key([2, 3])  # %b leaves the set, %a does not
        assert memo.key([0]) == memo.key([2])  # alone, both are read outside the set
        assert memo.key([1]) == memo.key([3])


SUITE = Path(__file__).resolve().parents[2] / "benchmarks" / "suite"


@pytest.mark.parametrize("model", ["transformer_block_bf16", "bert_layer_backward",
                                   "llama_decoder_layer_backward", "astitch_layernorm_backward",
                                   "cross_entropy"])
def test_remembered_feasibility_equals_the_direct_check_on_suite_models(model, monkeypatch):
    context = new_context()
    module = parse_source((SUITE / model / "model.mlir").read_text(), context)
    memo = planned_memo(module, context, monkeypatch)
    assert memo.misses


def _plain_values():
    """What a stitch attribute holds: ints, floats (inf and NaN too), bools, any text, lists
    (of ints: a dense array), nested dicts (keys of at least one character, as MLIR names are)."""
    from hypothesis import strategies as st
    scalars = (st.integers(-2**63, 2**63 - 1) | st.floats(allow_nan=True) | st.booleans()
               | st.text(max_size=8))
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(min_size=1, max_size=6), inner, max_size=4),
                        max_leaves=12)


def test_written_attribute_text_is_the_attribute_built_through_the_bindings():
    """make_attr writes the dictionary's text itself (building it value by value through the
    bindings took 0.3 s on a 10,000-op plan): the text parses to the attribute to_dict_attr
    builds, for every kind of value, escapes and infinities included."""
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from mlir_stitch.dialects import dict_text, to_dict_attr

    @settings(max_examples=300, deadline=None)
    @given(st.dictionaries(st.text(min_size=1, max_size=6), _plain_values(), max_size=5))
    def check(fields):
        with new_context():
            assert ir.Attribute.parse(dict_text(fields)) == to_dict_attr(fields)
    check()
