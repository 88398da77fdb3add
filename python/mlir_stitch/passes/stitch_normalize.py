"""stitch-normalize (L0 -> L0): one static-shaped entry function of linalg.generic ops.

Named linalg ops (fill, matmul, reduce, broadcast, elementwise) are generalized so every later
pass reads one op form; contractions are re-identified by stitch-classify (gemm/bgemm).
Results of multi-result generics that nothing reads are dropped (transforms/dead_results.py).
An integer count of a mask's true values that is only read as an f32 is summed in f32 where
that is exact (transforms/exact_counts.py: cross entropy's count of kept targets).
An f32 value rounded to f16/bf16 and widened back where an f32 computation reads it (through
reshapes and transposes) is read in f32 (transforms/round_trips.py: a bf16 attention's output
into its projection). A gather from an elementwise result that only gathers read computes the
op's body at the gathered position from its inputs instead (transforms/gathers.py: cross
entropy's logp[r, t[r]] becomes x[r, t[r]] - max[r] - log(sum[r]), so log_softmax's [rows,
vocab] result is never written).
Reshapes that only add or drop size-1 dimensions are folded into the indexing maps of the
generics reading them (transforms/reshapes.py), so they no longer split fusions; elementwise ops
reading a computed value through reshapes of real dimensions iterate over that value's shape
instead (transforms/reshape_domains.py: GroupNorm's affine joins its statistics' kernel).
Reductions over a middle loop iterate it last with the elementwise ops around them, or first
(transforms/reduction_order.py: softmax over dim 1 becomes a row kernel and a transpose).
Contractions over loops their operands collapse (attention's bmm over B·H) iterate the expanded
loops instead (transforms/contraction_loops.py), also through the elementwise ops between a
GEMM and the expand_shape after it (transforms/expand_hoist.py: a Linear's bias over [B·S, N],
its GELU); column reductions over collapsed tokens sum over the split loops instead
(transforms/reduction_loops.py: LayerNorm's dgamma beside dx's rows); widenings that only such
GEMMs read are inlined into them first, so a bf16 operand's collapse is read by the GEMM
itself. Transposes that GEMMs read, or that are the only reader of a GEMM's result, are folded
into the GEMMs' index maps (transforms/transposes.py), before the loop split too (attention's
backward reads a saved V through a transpose the split would otherwise stop at): a library call
takes them as transpose flags, a fused attention kernel reads through them. Other
copies (transposes, slices, broadcasts), and cheap elementwise ops read where they do not sit,
are inlined into the generics reading them (transforms/inline_producers.py: RoPE)."""
from __future__ import annotations

from mlir import ir, passmanager

from ..compiler.errors import error_at
from ..transforms.copy_reshapes import fold_reshapes_into_copies
from ..transforms.contraction_loops import expand_collapsed_contraction_loops
from ..transforms.dead_results import drop_dead_results
from ..compiler.host_plan import NUMPY_DTYPES
from ..transforms.decompose import decompose_aggregates
from ..transforms.empty_domains import drop_empty_domains
from ..transforms.exact_counts import sum_counts_in_f32
from ..transforms.expand_hoist import hoist_expand_shapes
from ..transforms.extracts import sink_extracts
from ..transforms.gathers import recompute_gathered_elements
from ..transforms.loop_extracts import extracts_at_loop_indices_as_inputs
from ..transforms.inline_producers import inline_producers, inline_widenings_into_contractions
from ..transforms.reshape_domains import fold_reshaped_domains
from ..transforms.reduction_loops import expand_collapsed_reduction_loops
from ..transforms.reduction_order import reorder_reduction_loops
from ..transforms.reshapes import fold_unit_reshapes
from ..transforms.round_trips import drop_half_round_trips
from ..transforms.slices import rewrite_slices
from ..transforms.transposes import fold_transposes_into_contractions
from .base import StitchPass

UPSTREAM = "builtin.module(func.func(linalg-generalize-named-ops,linalg-fold-unit-extent-dims),canonicalize,cse)"
CLEANUP = "builtin.module(canonicalize,cse)"


class StitchNormalize(StitchPass):
    argument = "stitch-normalize"
    description = ("Generalize named linalg ops, check static shapes, fold unit-dim reshapes into "
                   "indexing maps, move real reshapes below elementwise readers, fold transposes "
                   "into the GEMMs reading them, canonicalize and cse")

    def run(self, module: ir.Operation) -> None:
        check_entry_signature(entry_function(module))
        check_static_shapes(module)
        decompose_aggregates(module)  # softmax, pad: transforms/decompose.py
        rewrite_slices(entry_function(module).regions[0].blocks[0])  # transforms/slices.py
        run_upstream(UPSTREAM, module)
        block = entry_function(module).regions[0].blocks[0]
        drop_dead_results(block)  # transforms/dead_results.py
        drop_half_round_trips(block)  # transforms/round_trips.py
        sum_counts_in_f32(block)  # transforms/exact_counts.py
        sunk = sink_extracts(block)  # .item(): transforms/extracts.py
        recompute_gathered_elements(block)  # cross entropy's logp[r, t[r]]: transforms/gathers.py
        extracts_at_loop_indices_as_inputs(block)  # its max[r], sum[r]: transforms/loop_extracts.py
        if drop_empty_domains(block) or sunk:  # 0-size tensors: transforms/empty_domains.py
            run_upstream(CLEANUP, module)
        fold_unit_reshapes(entry_function(module).regions[0].blocks[0])
        fold_reshaped_domains(entry_function(module).regions[0].blocks[0])
        reorder_reduction_loops(entry_function(module).regions[0].blocks[0])
        inline_widenings_into_contractions(entry_function(module).regions[0].blocks[0])
        hoist_expand_shapes(entry_function(module).regions[0].blocks[0])
        fold_transposes_into_contractions(entry_function(module).regions[0].blocks[0])
        expand_collapsed_contraction_loops(entry_function(module).regions[0].blocks[0])
        expand_collapsed_reduction_loops(entry_function(module).regions[0].blocks[0])
        fold_transposes_into_contractions(entry_function(module).regions[0].blocks[0])
        fold_reshapes_into_copies(entry_function(module).regions[0].blocks[0])
        inline_producers(entry_function(module).regions[0].blocks[0])


def run_upstream(pipeline: str, module: ir.Operation) -> None:
    """Run upstream passes inside stitch-normalize, unverified between them: the pass manager
    running stitch-normalize verifies its result (a 10,000-op module: 0.08 s a verification)."""
    pm = passmanager.PassManager.parse(pipeline)
    pm.enable_verifier(False)
    pm.run(module)


def entry_function(module: ir.Operation):
    """The one public func.func of an L0 module."""
    funcs = [op for op in module.regions[0].blocks[0].operations if op.operation.name == "func.func"]
    public = [f for f in funcs if "sym_visibility" not in f.attributes
              or ir.StringAttr(f.attributes["sym_visibility"]).value == "public"]
    if len(public) != 1:
        where = public[1] if len(public) > 1 else module
        raise error_at(where, f"expected exactly one public func.func as the entry, found {len(public)}")
    return public[0]


def check_entry_signature(entry) -> None:
    """Arguments are tensors or scalars the host can pass by value; results are tensors."""
    fn_type = ir.FunctionType(ir.TypeAttr(entry.attributes["function_type"]).value)
    for i, t in enumerate(fn_type.inputs):
        if not isinstance(t, ir.ShapedType) and str(t) not in NUMPY_DTYPES:
            raise error_at(entry, f"argument #{i} has type {t}, which cannot be passed from the host "
                                  f"(scalar arguments are i1, i8-i64, f16, bf16, f32 or f64)")
    for i, t in enumerate(fn_type.results):
        if not isinstance(t, ir.ShapedType):
            raise error_at(entry, f"result #{i} is the scalar {t}: return it as a 0-d tensor "
                                  f"(tensor<{t}>) instead")


def check_static_shapes(module: ir.Operation) -> None:
    """Raise at the first op with a value of dynamic shape."""
    static: dict = {}  # type -> has a static shape (types are uniqued: a model has a few dozen)
    found = []

    def visit(op):
        # a linalg op's body holds scalars only (a tensor it reads is checked where defined)
        structured = op.name.startswith("linalg.")
        for i, value in enumerate(op.results if structured else _values_of(op)):
            t = value.type
            if t not in static:
                static[t] = not isinstance(t, ir.ShapedType) or ir.ShapedType(t).has_static_shape
            if not static[t]:
                found.append((op, i, t))
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.SKIP if structured else ir.WalkResult.ADVANCE
    module.walk(visit, ir.WalkOrder.PRE_ORDER)  # exceptions raised inside walk callbacks lose their type: raised after
    if found:
        op, i, t = found[0]
        raise error_at(op, f"dynamic shape {t} is not supported (value #{i} of "
                           f"'{op.name}'): export the model with static shapes")


def _values_of(op):
    values = list(op.results)
    for region in op.regions:
        for block in region.blocks:
            values.extend(block.arguments)
    return values
