"""Random linalg-on-tensors programs from a seeded `random.Random`, every feature switchable.

`generate(seed, features)` draws a program that uses only `features` (a subset of FEATURES);
`features_of(program)` says which ones it actually uses. Programs whose float64 reference has
huge values are drawn again (with the next seed of the same stream), so that no generated
program overflows or makes NaN.
"""
from __future__ import annotations

import math
import random

from .ops import COMBINERS, HALF_TYPES, LEAVES, OPS, SELECTS, expr_ops, family
from .program import (Concat, Generic, Matmul, Out, Pad, Program, Reshape, Slice, Transpose, Value,
                      domain_volume,
                      node_outputs)
from .reference import largest_magnitudes, make_inputs

FEATURES = (
    "elementwise", "heavy", "select", "int", "broadcast", "transpose", "named_transpose",
    "reshape", "row_reduce", "col_reduce", "row_col_reduce", "all_reduce", "middle_reduce",
    "argmax",
    "multi_result", "multi_output", "fill_init", "out_operand", "matmul", "batch_matmul",
    "rank3", "rank4", "short_rows", "odd_sizes", "long_rows", "attention", "rope", "half",
    "vector_gemm", "row_total", "pad", "constant", "gemm_siblings", "heads_merged",
)

# features whose steps draw from their own stream (Gen.later_steps): without them a seed gives
# the program it gave before they existed (regression seeds stay reproducible)
LATER_FEATURES = ("row_col_reduce", "attention", "rope", "half", "vector_gemm", "row_total", "pad",
                  "constant", "gemm_siblings", "heads_merged")

MAX_VOLUME = 40_000          # elements of an iteration domain (keeps the emulator quick)
LONG_VOLUME = 100_000        # the same with a long row (split over blocks past 16,384)
MAX_MAGNITUDE = 1e12
MAX_F16 = 2.0 ** 14          # f16 values and their error bounds stay 4x below its largest, 65504
HALF_PROGRAMS = 0.5          # with "half": the share of programs that use f16 or bf16 at all
LIGHT_F = ("neg", "abs", "add", "sub", "mul", "max", "min")
HEAVY_F = ("exp_s", "tanh", "log_s", "sqrt_s", "div_s")
INT_OPS = ("addi", "subi", "muli", "maxsi", "minsi")
CONSTS = (0.5, 1.0, 2.0, -1.5, 0.25, 3.0)
PRIMES = (3, 5, 7, 11, 13, 17, 31, 61, 127, 251)
# many rows (more tiles of rows than a wave of blocks: vertical packing) or long ones
ROW_COLUMN_SHAPES = ((1100, 31), (1500, 24), (2000, 17), (300, 96), (64, 200), (40, 1000))


class Gen:
    def __init__(self, rng: random.Random, features: frozenset, seed: int, draw: int = 0):
        self.r, self.f, self.draw = rng, features, draw
        self.p = Program(sizes=[], args=[], nodes=[], results=[], seed=seed)
        self.pool: list = []   # values later ops may read (floats and i32)
        self.long_var = None
        # "half": the program's half type and the stream that decides each float value's type
        # (f32 or that half type) and each body's, so that the other draws stay those of f32
        self.hr = random.Random(f"{seed}:half:{draw}")
        self.half = self.hr.choice(HALF_TYPES) if "half" in features and \
            self.hr.random() < HALF_PROGRAMS else None

    def float_type(self, share: float = 0.5) -> str:
        """f32, or the program's half type with probability `share`."""
        return self.half if self.half and self.hr.random() < share else "f32"

    # --- sizes and values -----------------------------------------------------------------
    def new_size(self, short_ok=True) -> int:
        choices = [8, 16, 32, 64, 128, 24]
        if "odd_sizes" in self.f:
            choices += list(PRIMES) * 2
        if "short_rows" in self.f and short_ok:
            choices += [1, 2, 3, 4, 5, 6, 7] * 2
        self.p.sizes.append(self.r.choice(choices))
        return len(self.p.sizes) - 1

    def drawn_dims(self, choice_lists) -> list:
        """One new size per list of `choice_lists`, drawn from it: the dims (1-tuples) over them."""
        dims = []
        for choices in choice_lists:
            self.p.sizes.append(self.r.choice(choices))
            dims.append((len(self.p.sizes) - 1,))
        return dims

    def tile_size(self) -> int:
        """A size of 16, 32 or 64 (from the half stream: half programs only)."""
        self.p.sizes.append(self.hr.choice([16, 32, 64]))
        return len(self.p.sizes) - 1

    def base_shape(self) -> tuple:
        ranks = [2] + [3] * ("rank3" in self.f) + [4] * ("rank4" in self.f)
        rank = self.r.choice(ranks)
        dims = [(self.new_size(),) for _ in range(rank)]
        if "long_rows" in self.f and self.r.random() < 0.3:
            self.p.sizes.append(self.r.randint(5000, 50000))
            self.long_var = len(self.p.sizes) - 1
            dims[-1] = (self.long_var,)
            for d in dims[:-1]:
                self.p.sizes[d[0]] = self.r.choice([1, 2, 3])
        elif "reshape" in self.f and self.r.random() < 0.5:
            i = self.r.randrange(rank)
            dims[i] = (dims[i][0], self.new_size())
        return tuple(dims)

    def new_arg(self, shape, dtype="f32", exact=False) -> Value:
        """A new argument; a float one ("f32" unless `exact`) of a type float_type draws."""
        if dtype == "f32" and not exact:
            dtype = self.float_type()
        v = self.p.new_value(shape, dtype)
        self.p.args.append(v)
        self.pool.append(v)
        return v

    def pick(self, dtype="f32", where=lambda v: True, exact=False):
        """A pooled value of `dtype` (any float type for a float one unless `exact`), recent
        ones likelier (chains rather than fans)."""
        same = (lambda v: v.dtype == dtype) if exact else (lambda v: family(v.dtype) == family(dtype))
        cands = [v for v in self.pool if same(v) and where(v)]
        if not cands:
            return None
        weights = [(1 + i) ** 2 for i in range(len(cands))]
        return self.r.choices(cands, weights)[0]

    def value_of_shape(self, shape, dtype="f32", exact=False) -> Value:
        v = self.pick(dtype, lambda v: v.shape == tuple(shape), exact)
        if v is None or self.r.random() < 0.3:
            v = self.new_arg(shape, dtype, exact)
        return v

    # --- expressions ------------------------------------------------------------------------
    def expr(self, leaves: list, dtype: str, depth: int) -> tuple:
        """A random expression over `leaves` (expression tuples of `dtype`)."""
        if depth == 0 or self.r.random() < 0.25:
            return self.r.choice(leaves)
        if dtype == "i32":
            ops = list(INT_OPS) + ["selecti"] * ("select" in self.f)
        else:
            ops = list(LIGHT_F) + list(HEAVY_F) * ("heavy" in self.f) + ["select"] * ("select" in self.f)
        name = self.r.choice(ops)
        operands = [self.expr(leaves, dtype, depth - 1) for _ in OPS[name].operands]
        if self.r.random() < 0.15:  # a constant operand (of the body's float type)
            c = self.r.choice(CONSTS)
            operands[-1] = ("const", c, "f32") if dtype != "i32" else ("const", int(c * 2), "i32")
        return (name, *operands)

    # --- ops --------------------------------------------------------------------------------
    def broadcast_operand(self, domain: tuple, dtype: str):
        """An operand over a proper subset of the domain's dims: (value, map)."""
        rank = len(domain)
        where = self.r.choice(["leading", "middle", "trailing", "scalar"] if rank > 2 else
                              ["leading", "trailing", "scalar"])
        if where == "leading":
            kept = tuple(range(1, rank))
        elif where == "trailing":
            kept = tuple(range(rank - 1))
        elif where == "middle":
            kept = tuple(d for d in range(rank) if d != self.r.randrange(1, rank - 1))
        else:
            kept = ()
        return self.value_of_shape([domain[d] for d in kept], dtype), kept

    def permutation(self, rank: int) -> tuple:
        """Identity, or with the transpose feature sometimes a shuffle of the dims."""
        if "transpose" in self.f and rank >= 2 and self.r.random() < 0.3:
            return tuple(self.r.sample(range(rank), rank))
        return tuple(range(rank))

    def read_permuted(self, x: Value) -> "tuple[tuple, tuple]":
        """(domain, map) reading x through a permuted map: x dim i is domain dim map[i]."""
        perm = self.permutation(len(x.shape))
        return tuple(x.shape[i] for i in sorted(range(len(perm)), key=lambda i: perm[i])), perm

    def elementwise(self, x: "Value | None" = None, partner: "Value | None" = None):
        """An elementwise op of a pooled value (or of float value `x`) and 0-2 others; with
        `partner` (of x's shape) it reads that too, read like x, and every result uses it."""
        if x is None:
            dtype = "i32" if "int" in self.f and self.r.random() < 0.3 else "f32"
            x = self.pick(dtype) or self.new_arg(self.base_shape(), dtype)
        else:
            dtype = "f32"
        rank = len(x.shape)
        domain, perm = self.read_permuted(x)
        ins = [(x.id, perm)] + ([(partner.id, perm)] if partner is not None else [])
        identity = tuple(range(rank))
        for _ in range(self.r.randint(0, 2)):
            if "broadcast" in self.f and rank >= 1 and self.r.random() < 0.6:
                v, m = self.broadcast_operand(domain, dtype)
            else:
                v, m = self.value_of_shape(domain, dtype), identity
            ins.append((v.id, m))
        leaves = [("in", i) for i in range(len(ins))]
        if dtype == "f32" and "int" in self.f and self.r.random() < 0.3:
            iv = self.value_of_shape(domain, "i32")
            ins.append((iv.id, identity))
            leaves.append(("sitofp", ("in", len(ins) - 1)))
        n_outs = self.r.choice([2, 3]) if "multi_result" in self.f and self.r.random() < 0.3 else 1
        outs = []
        for _ in range(n_outs):
            out_dtype = dtype
            out_leaves = list(leaves)
            if dtype == "i32" and self.r.random() < 0.3:
                out_dtype, out_leaves = "f32", [("sitofp", leaf) for leaf in leaves]
            compute = None
            if out_dtype == "f32":  # torch-mlir's bodies: all half, or f32 between extf and truncf
                out_dtype, compute = self.float_type(), self.float_type()
            out_map = self.permutation(rank)
            out_shape = tuple(domain[d] for d in out_map)
            init = self.parallel_init(out_shape, out_dtype)
            if init[0] != "empty" and self.r.random() < 0.7:
                out_leaves.append(("out",))
            expr = self.expr(out_leaves, out_dtype, self.r.randint(1, 3))
            if expr[0] in ("in", "out"):
                expr = ("neg", expr) if out_dtype != "i32" else ("addi", expr, ("const", 1, "i32"))
            if partner is not None and ("in", 1) not in _leaves(expr):
                expr = ("mul", expr, ("in", 1))
            outs.append(Out(self.p.new_value(out_shape, out_dtype), out_map, expr, None, init,
                            compute if compute != out_dtype else None))
        self.add(Generic(domain, (), ins, outs))

    def parallel_init(self, shape, dtype) -> tuple:
        roll = self.r.random()
        if "fill_init" in self.f and roll < 0.2:
            return ("fill", self.r.choice(CONSTS) if dtype != "i32" else 3)
        if "out_operand" in self.f and roll > 0.8:
            return ("value", self.value_of_shape(shape, dtype, exact=True).id)
        return ("empty",)

    def reduction(self, kind: str, x: "Value | None" = None):
        dtype = x.dtype if x is not None else \
            "i32" if "int" in self.f and self.r.random() < 0.3 else "f32"
        min_rank = {"row_reduce": 2, "all_reduce": 1, "col_reduce": 2, "middle_reduce": 3,
                    "column_sum": 2}[kind]
        x = x or self.pick(dtype, lambda v: len(v.shape) >= min_rank)
        if x is None:
            x = self.new_arg(self.base_shape(), dtype)
            if len(x.shape) < min_rank:
                return
        rank = len(x.shape)
        reduced = {"row_reduce": (rank - 1,), "col_reduce": (0,), "all_reduce": tuple(range(rank)),
                   "middle_reduce": (self.r.randrange(1, rank - 1),) if rank >= 3 else (),
                   "column_sum": tuple(range(rank - 1))}[kind]
        domain, perm = self.read_permuted(x)
        ins = [(x.id, perm)]
        if "broadcast" in self.f and rank >= 2 and self.r.random() < 0.4:
            v, m = self.broadcast_operand(domain, dtype)
            ins.append((v.id, m))
        kept = tuple(d for d in range(rank) if d not in reduced)
        out_shape = tuple(domain[d] for d in kept)
        combiners = [c for c, (t, _, _) in COMBINERS.items() if family(t) == family(dtype)]
        n_outs = 2 if "multi_result" in self.f and self.r.random() < 0.3 else 1
        outs = []
        leaves = [("in", i) for i in range(len(ins))]
        for _ in range(n_outs):
            combine = self.r.choice(combiners)
            expr = self.expr(leaves, dtype, self.r.randint(0, 2))
            out_dtype = dtype if dtype == "i32" else self.float_type()  # combined in this type
            init = ("empty",)
            if "fill_init" in self.f and self.r.random() < 0.3:
                init = ("fill", self.r.choice(CONSTS) if dtype != "i32" else 5)
            elif "out_operand" in self.f and self.r.random() < 0.2:
                init = ("value", self.value_of_shape(out_shape, out_dtype, exact=True).id)
            outs.append(Out(self.p.new_value(out_shape, out_dtype), kept, expr, combine, init))
        self.add(Generic(domain, reduced, ins, outs))

    def later_steps(self) -> None:
        """Steps added after the first fuzzing campaigns draw from a stream of their own (per
        seed), so that programs without them stay what their seeds always gave."""
        # a later draw draws again (draw 0 keeps the stream it always had): with one stream
        # per seed, a seed whose row and column reduction overflowed refused every draw
        again = f":{self.draw}" if self.draw else ""
        main, self.r = self.r, random.Random(f"{self.p.seed}:row_col_reduce{again}")
        if "row_col_reduce" in self.f and self.r.random() < 0.3:
            self.row_and_column_reduce()
        self.r = random.Random(f"{self.p.seed}:attention:{self.draw}")  # drawn again with the rest
        attention = None
        if "attention" in self.f and self.r.random() < 0.3:
            attention = self.attention()
        self.r = random.Random(f"{self.p.seed}:attention_epilogue:{self.draw}")
        if attention is not None and self.r.random() < 0.5:
            # an elementwise op of P·V's result (a gate, a scale): P·V's epilogue in its kernel;
            # P·V's result itself a result or not
            if self.r.random() < 0.5:
                self.p.results.remove(attention.id)
            self.elementwise(attention)
        self.r = random.Random(f"{self.p.seed}:gated_mlp:{self.draw}")
        if "matmul" in self.f and self.r.random() < 0.2:
            self.gated_mlp()
        self.r = random.Random(f"{self.p.seed}:linear_3d:{self.draw}")
        if "matmul" in self.f and "reshape" in self.f and self.r.random() < 0.25:
            self.linear_3d()
        self.r = random.Random(f"{self.p.seed}:rope:{self.draw}")
        if "rope" in self.f and self.r.random() < 0.3:
            self.rope()
        self.r = random.Random(f"{self.p.seed}:round_trip:{self.draw}")
        if self.half and "matmul" in self.f and self.r.random() < 0.3:
            self.round_trip()
        self.r = random.Random(f"{self.p.seed}:tensor_core_gemm:{self.draw}")
        if self.half and "matmul" in self.f and self.r.random() < 0.4:
            self.tensor_core_gemm()
        self.r = random.Random(f"{self.p.seed}:vector_gemm:{self.draw}")
        if "vector_gemm" in self.f and self.r.random() < 0.25:
            self.vector_gemm()
        self.r = random.Random(f"{self.p.seed}:row_total:{self.draw}")
        if "row_total" in self.f and self.r.random() < 0.3:
            self.row_total()
        self.r = random.Random(f"{self.p.seed}:pad:{self.draw}")
        if "pad" in self.f and self.r.random() < 0.3:
            self.shifted()
        self.r = random.Random(f"{self.p.seed}:constant:{self.draw}")
        if "constant" in self.f and self.r.random() < 0.3:
            self.constant()
        self.r = random.Random(f"{self.p.seed}:gemm_siblings:{self.draw}")
        if "gemm_siblings" in self.f and self.r.random() < 0.25:
            self.gemm_siblings()
        self.r = random.Random(f"{self.p.seed}:heads_merged:{self.draw}")
        if "heads_merged" in self.f and self.r.random() < 0.25:
            self.heads_merged()
        self.r = main

    def heads_merged(self):
        """Attention's P·V over heads of one sequence, [h, s, d] summing more products than a
        stitched kernel does (a library call), written with its heads merged into [s, h, d]:
        a transpose of the f32 result, or in half programs a rounding that reads it permuted
        (torch-mlir's bf16 attention), which the call writes itself (out_order "mbn"); or
        over two sequences (heads_merged_batched)."""
        if self.r.random() < 0.5:
            self.heads_merged_batched()
            return
        h, s_, k, d = self.drawn_dims(((2, 3), (2, 3), (520, 544), (4, 6, 8)))
        dtype = self.half if self.half and self.r.random() < 0.7 else "f32"
        p = self.new_arg((h, s_, k), dtype, exact=True)
        v = self.new_arg((h, k, d), dtype, exact=True)
        pv = self.p.new_value((h, s_, d), "f32")
        self.add(Matmul(p.id, v.id, pv, True))
        merged = self.p.new_value((s_, h, d), dtype)
        if dtype == "f32":
            self.add(Transpose(pv.id, (1, 0, 2), merged))
        else:
            self.add(Generic((s_, h, d), (), [(pv.id, (1, 0, 2))],
                             [Out(merged, (0, 1, 2), ("in", 0), compute="f32")]))
        if self.r.random() < 0.5:
            self.elementwise(merged)
        else:
            self.p.results.append(merged.id)

    def heads_merged_batched(self):
        """P·V of 2 sequences as a generic over (b, h, s, d, k), V read where a head split
        leaves it ([b, k, h, d]) or contiguous, the result written [b, s, h, d] by the GEMM's
        own map (f32) or by a rounding that reads it permuted (half): strided views, one
        pointer per (b, h) (analysis/gemm_views.py)."""
        b, h, s_, k, d = self.drawn_dims(((2,), (2,), (2,), (520,), (4, 8)))
        dtype = self.half if self.half and self.r.random() < 0.7 else "f32"
        p = self.new_arg((b, h, s_, k), dtype, exact=True)
        split = self.r.random() < 0.5
        v = self.new_arg((b, k, h, d) if split else (b, h, k, d), dtype, exact=True)
        domain = (b, h, s_, d, k)
        product = ("mul", ("in", 0), ("in", 1))
        ins = [(p.id, (0, 1, 2, 4)), (v.id, (0, 4, 1, 3) if split else (0, 1, 4, 3))]
        compute = "f32" if dtype != "f32" else None
        if dtype == "f32":
            merged = self.p.new_value((b, s_, h, d), "f32")
            self.add(Generic(domain, (4,), ins, [Out(merged, (0, 2, 1, 3), product, "addf",
                                                     ("fill", 0.0))]))
        else:
            pv = self.p.new_value((b, h, s_, d), "f32")
            self.add(Generic(domain, (4,), ins, [Out(pv, (0, 1, 2, 3), product, "addf",
                                                     ("fill", 0.0), compute=compute)]))
            merged = self.p.new_value((b, s_, h, d), dtype)
            self.add(Generic((b, s_, h, d), (), [(pv.id, (0, 2, 1, 3))],
                             [Out(merged, (0, 1, 2, 3), ("in", 0), compute="f32")]))
        if self.r.random() < 0.5:
            self.elementwise(merged)
        else:
            self.p.results.append(merged.id)

    def gemm_siblings(self):
        """Two or three GEMMs of one value (a normalized row, or an argument; of the half type
        in half programs) with weights of one shape, each summing more products than a stitched
        kernel's full GEMM does (past 512 a vector GEMM's too): library calls that one grouped
        call runs (q, k and v of a hidden state: transforms/gemm_groups.py), each result read
        by an elementwise op or returned."""
        m, k, n = self.drawn_dims(((1, 2, 3), (136, 520, 576), (8, 16, 20)))
        dtype = self.half if self.half and self.r.random() < 0.5 else "f32"
        x = self.new_arg((m, k), "f32", exact=True)
        x = self.normalized_rows(x, dtype) if self.r.random() < 0.5 else \
            self.new_arg((m, k), dtype, exact=True)
        outs = [self.p.new_value((m, n), "f32") for _ in range(self.r.randint(2, 3))]
        for out in outs:
            self.add(Matmul(x.id, self.new_arg((k, n), dtype, exact=True).id, out, False))
        for out in outs:
            if self.r.random() < 0.5:
                self.elementwise(out)
            else:
                self.p.results.append(out.id)

    def constant(self):
        """A value of loop indices and constants alone (a causal mask, an arange: what
        stitch-fold-constants computes at compile time), sometimes through a second op of it
        alone, read by an op of an argument and sometimes returned itself."""
        shape = self.base_shape()
        dtype = "i32" if "int" in self.f and self.r.random() < 0.3 else "f32"
        identity = tuple(range(len(shape)))
        leaves = [("index", d, dtype) for d in identity]
        expr = self.expr(leaves + [("const", self.r.choice(CONSTS), "f32") if dtype == "f32"
                                   else ("const", self.r.randint(-3, 3), "i32")], dtype,
                         self.r.randint(1, 3))
        if not any(e[0] == "index" for e in _all_leaves(expr)):
            expr = ("add" if dtype == "f32" else "addi", expr, leaves[-1])
        x = Out(self.p.new_value(shape, dtype), identity, expr)
        self.add(Generic(shape, (), [], [x]))
        value = x.value
        if dtype == "f32" and self.r.random() < 0.4:  # a second op of the constant alone
            again = Out(self.p.new_value(shape, "f32"), identity,
                        self.expr([("in", 0)], "f32", self.r.randint(1, 2)))
            self.add(Generic(shape, (), [(value.id, identity)], [again]))
            value = again.value
        partner = self.new_arg(shape, "f32", exact=True)
        read = ("sitofp", ("in", 0)) if dtype == "i32" else ("in", 0)
        y = Out(self.p.new_value(shape, "f32"), identity,
                (self.r.choice(("add", "mul", "sub")), read, ("in", 1)))
        self.add(Generic(shape, (), [(value.id, identity), (partner.id, identity)], [y]))
        self.p.results.append(y.value.id)
        if self.r.random() < 0.3:
            self.p.results.append(value.id)

    def shifted(self):
        """A float value shifted along one dimension with tensor.pad (one side cropped, the
        other padded with a constant), sometimes added to the value itself, MobileBERT's
        trigram input of neighbouring tokens (a silent wrong answer once: a crop, a negative
        padding, was taken as an insert at a negative offset)."""
        x = self.pick("f32", lambda v: any(d >= 2 for d in self.p.dims(v)))
        if x is None:
            x = self.new_arg(self.base_shape())
        dims = self.p.dims(x)
        axis = self.r.choice([a for a, d in enumerate(dims) if d >= 2] or [len(dims) - 1])
        value = self.r.choice((0.0,) + CONSTS)
        out = self.p.new_value(x.shape, x.dtype)
        self.add(Pad(x.id, axis, self.r.choice((1, -1, 2, -2)), value, out))
        if self.r.random() < 0.5:
            self.elementwise(out, partner=x)

    def vector_gemm(self):
        """A vector GEMM as a generic: a rank-3/4 tensor (an argument, read through a
        permuted map, unit dims among its sizes) contracted over one loop with a vector, its
        result written through another permutation; the vector also reduced on its own (a
        softmax's max, or a sum of what an op of it makes), so one row kernel holds both and
        the GEMM's row operand is a kernel input (a crash once: the kernel writer expected a
        computed row)."""
        rank = self.r.choice((3, 4))
        (k,) = self.drawn_dims(((5, 16, 33),))
        others = self.drawn_dims([(1, 1, 2, 4, 7)] * (rank - 1))
        summed = self.r.randrange(rank)
        domain = tuple(others[:summed]) + (k,) + tuple(others[summed:])
        perm = tuple(self.r.sample(range(rank), rank))  # tensor dim i is domain dim perm[i]
        tensor = self.new_arg(tuple(domain[d] for d in perm), exact=True)
        vector = self.new_arg((k,), exact=True)
        kept = [d for d in range(rank) if d != summed]
        out_map = tuple(self.r.sample(kept, len(kept)))
        out = Out(self.p.new_value(tuple(domain[d] for d in out_map), "f32"), out_map,
                  ("mul", ("in", 0), ("in", 1)), "addf")
        self.add(Generic(domain, (summed,), [(tensor.id, perm), (vector.id, (summed,))], [out]))
        self.p.results.append(out.value.id)
        self.reduction("all_reduce", vector)

    def gated_mlp(self):
        """SwiGLU's shape: two GEMMs of one value (a normalized row, when the pool's recent
        values are rows) with weights of one shape, then an elementwise op of both results:
        silu(x @ w1) * (x @ w2) is their shared epilogue in one row kernel."""
        x = self.pick("f32", lambda v: len(v.shape) == 2) or \
            self.new_arg(((self.new_size(),), (self.new_size(),)))
        if self.r.random() < 0.7:  # Llama's: the GEMMs contract the rows a norm computes
            x = self.normalized_rows(x)
        n = (self.new_size(),)  # a dim: its sizes' product
        dtype = self.float_type(0.3)
        gate, up = (self.p.new_value(x.shape[:-1] + (n,), dtype) for _ in range(2))
        for out in (gate, up):
            self.add(Matmul(x.id, self.new_arg((x.shape[-1], n)).id, out, False))
        self.elementwise(gate, partner=up)

    def normalized_rows(self, x: Value, dtype: str = "f32") -> Value:
        """RMSNorm's shape over the rows (the last dim) of `x`: x / sqrt(sum of squares + 1),
        of `dtype` (computed in f32)."""
        rank = len(x.shape)
        identity, rows = tuple(range(rank)), tuple(range(rank - 1))
        squares = self.p.new_value(x.shape[:-1], "f32")
        self.add(Generic(x.shape, (rank - 1,), [(x.id, identity)],
                         [Out(squares, rows, ("mul", ("in", 0), ("in", 0)), "addf")]))
        y = self.p.new_value(x.shape, dtype)
        scale = ("sqrt_s", ("add", ("in", 1), ("const", 1.0, "f32")))
        self.add(Generic(x.shape, (), [(x.id, identity), (squares.id, rows)],
                         [Out(y, identity, ("div_s", ("in", 0), scale),
                              compute="f32" if dtype != "f32" else None)]))
        return y

    def linear_3d(self):
        """A Linear over [B, S, D] as torch-mlir writes it: the activation (a norm's rows, or
        an argument; maybe of the half type) collapsed to [B·S, D] (and widened), a GEMM, a
        bias, maybe an activation reading the biased value twice (an erf GELU's shape:
        (x·c)·f(x)), maybe rounded to the half type, then expanded to [B, S, N] and read by an
        elementwise op or a row reduction: the expand moves above the chain, so the GEMM
        iterates [B, S, N] in its neighbours' kernel (transforms/expand_hoist.py)."""
        b, s_, d, n = self.drawn_dims(((1, 2, 3), (4, 8, 13), (8, 16, 24, 33), (8, 16, 40)))
        dtype = self.float_type(0.6)
        x = self.new_arg((b, s_, d), exact=True)
        x = self.normalized_rows(x, dtype) if self.r.random() < 0.7 else \
            self.new_arg((b, s_, d), dtype, exact=True)
        flat = self.p.new_value((b + s_, d), x.dtype)
        self.add(Reshape(x.id, [[0, 1], [2]], flat, expand=False))
        if x.dtype != "f32":
            widen = Out(self.p.new_value(flat.shape, "f32"), (0, 1), ("in", 0))
            self.add(Generic(flat.shape, (), [(flat.id, (0, 1))], [widen]))
            flat = widen.value
        out = self.p.new_value((flat.shape[0], n), "f32")
        self.add(Matmul(flat.id, self.new_arg((d, n), exact=True).id, out, False))
        domain, identity = out.shape, (0, 1)
        biased = Out(self.p.new_value(domain, "f32"), identity, ("add", ("in", 0), ("in", 1)))
        self.add(Generic(domain, (), [(out.id, identity), (self.new_arg((n,), exact=True).id, (1,))],
                         [biased]))
        y = biased.value
        if self.r.random() < 0.6:
            scaled = Out(self.p.new_value(domain, "f32"), identity,
                         ("mul", ("in", 0), ("const", self.r.choice(CONSTS), "f32")))
            self.add(Generic(domain, (), [(y.id, identity)], [scaled]))
            gate = Out(self.p.new_value(domain, "f32"), identity, self.expr([("in", 0)], "f32", 2))
            self.add(Generic(domain, (), [(y.id, identity)], [gate]))
            both = Out(self.p.new_value(domain, "f32"), identity, ("mul", ("in", 0), ("in", 1)))
            self.add(Generic(domain, (), [(scaled.value.id, identity), (gate.value.id, identity)],
                             [both]))
            y = both.value
        if dtype != "f32":
            rounded = Out(self.p.new_value(domain, dtype), identity, ("in", 0), compute="f32")
            self.add(Generic(domain, (), [(y.id, identity)], [rounded]))
            y = rounded.value
        y3 = self.p.new_value((b, s_, n), y.dtype)
        self.add(Reshape(y.id, [[0, 1], [2]], y3, expand=True))
        if self.r.random() < 0.5:
            self.reduction("row_reduce", y3)
        else:
            self.elementwise(y3)

    def attention(self) -> Value:
        """Attention's shape: a batched GEMM, a row reduction of its result, an elementwise op of
        both (the reduction broadcast along the row), a batched GEMM contracting that op's rows
        (its result returned). The planner fuses the four into one row kernel
        (analysis/fusion_domain.py) when the sizes fit; the sizes stay small so that the GEMMs'
        loops keep the emulator quick."""
        b, m, k, n, d = self.drawn_dims(((1, 2), (5, 8, 17, 32), (3, 8, 16), (5, 8, 17, 32),
                                         (3, 8, 16, 19)))
        # grouped-query attention (Llama) draws from a stream of its own: each kv head serves
        # `groups` query heads, repeated by a broadcast copy collapsed into the heads
        groups = random.Random(f"{self.p.seed}:gqa:{self.draw}").choice((1, 1, 2, 3))
        if groups > 1:
            self.p.sizes.append(groups)
            g = (len(self.p.sizes) - 1,)
            heads = (b[0], g[0])
            q = self.new_arg((heads, m, k))
            kt, v = self.repeated(self.new_arg((b, k, n)), g), self.repeated(self.new_arg((b, n, d)), g)
            b = heads
        else:
            q, kt, v = self.new_arg((b, m, k)), self.new_arg((b, k, n)), self.new_arg((b, n, d))
        # RoPE's place: a cheap op on q or k that only QKᵀ reads (or on v, only P·V), drawn
        # from a stream of its own
        produced = random.Random(f"{self.p.seed}:operand_producer:{self.draw}")
        if q.dtype == "f32" and produced.random() < 0.4:
            q = self.operand_producer(q, produced)
        if kt.dtype == "f32" and produced.random() < 0.3:
            kt = self.operand_producer(kt, produced)
        if v.dtype == "f32" and produced.random() < 0.3:  # P·V's matrix
            v = self.operand_producer(v, produced)
        scores = self.p.new_value((b, m, n), "f32")
        self.add(Matmul(q.id, kt.id, scores, True))
        combine = self.r.choice([c for c, (t, _, _) in COMBINERS.items() if t == "f32"])
        row = Out(self.p.new_value((b, m), "f32"), (0, 1), self.expr([("in", 0)], "f32", 1),
                  combine)
        self.add(Generic((b, m, n), (2,), [(scores.id, (0, 1, 2))], [row]))
        expr = self.expr([("in", 0), ("in", 1)], "f32", 2)
        if expr[0] == "in":
            expr = ("sub", ("in", 0), ("in", 1))
        p = Out(self.p.new_value((b, m, n), "f32"), (0, 1, 2), expr)
        self.add(Generic((b, m, n), (), [(scores.id, (0, 1, 2)), (row.value.id, (0, 1))], [p]))
        out = self.p.new_value((b, m, d), "f32")
        self.add(Matmul(p.value.id, v.id, out, True))
        self.p.results.append(out.id)
        return out

    def operand_producer(self, x: Value, r: random.Random) -> Value:
        """x·y + z or x - y·z over x's shape (y, z new f32 arguments, like RoPE's cos and sin),
        read by nothing but the GEMM the caller adds: a stitched kernel computes it where it
        stages that operand (analysis/fusion_domain.py's operand ops)."""
        y, z = (self.p.new_value(x.shape, "f32") for _ in range(2))
        self.p.args += [y, z]
        identity = tuple(range(len(x.shape)))
        expr = r.choice((("add", ("mul", ("in", 0), ("in", 1)), ("in", 2)),
                         ("sub", ("in", 0), ("mul", ("in", 1), ("in", 2)))))
        out = Out(self.p.new_value(x.shape, "f32"), identity, expr)
        self.p.nodes.append(Generic(x.shape, (), [(v.id, identity) for v in (x, y, z)], [out]))
        return out.value

    def rope(self):
        """Rotary embeddings' rotate-half, as torch-mlir writes it: x [..., 2n] (through a
        transpose, sometimes), its halves sliced, a light op of the upper half, concatenated
        before the lower one, combined with x (RoPE's x·cos + rotate_half(x)·sin)."""
        self.p.sizes.append(2)
        two = len(self.p.sizes) - 1
        self.p.sizes.append(self.r.choice((3, 4, 5, 8, 16)))
        n = len(self.p.sizes) - 1
        rows = tuple((self.new_size(),) for _ in range(self.r.choice((1, 2))))
        shape = rows + ((two, n),)
        rank = len(shape)
        if self.r.random() < 0.4:  # the head split's transpose before the slices
            perm = (rank - 1,) + tuple(range(rank - 1))
            source = self.new_arg(tuple(shape[i] for i in perm))
            inverse = tuple(perm.index(i) for i in range(rank))
            x = self.p.new_value(shape, source.dtype)
            self.add(Transpose(source.id, inverse, x))
        else:
            x = self.new_arg(shape)
        half = rows + ((n,),)
        identity = tuple(range(rank))
        lo, hi = (self.p.new_value(half, x.dtype) for _ in range(2))
        self.add(Slice(x.id, rank - 1, 0, 2, lo))
        self.add(Slice(x.id, rank - 1, 1, 2, hi))
        expr = self.expr([("in", 0)], "f32", self.r.randint(1, 2))
        if expr[0] == "in" or ("in", 0) not in _leaves(expr):
            expr = ("neg", ("in", 0))
        turned = Out(self.p.new_value(half, x.dtype), identity, expr)
        self.add(Generic(half, (), [(hi.id, identity)], [turned]))
        rot = self.p.new_value(shape, x.dtype)
        self.add(Concat([turned.value.id, lo.id], rank - 1, rot))
        ins = [(x.id, identity), (rot.id, identity)]
        if "broadcast" in self.f and self.r.random() < 0.5:
            v, m = self.broadcast_operand(shape, "f32")
            ins.append((v.id, m))
        scale = ("in", 2) if len(ins) > 2 else ("const", self.r.choice(CONSTS), "f32")
        expr = ("add", ("mul", ("in", 0), scale), ("in", 1))  # x·cos + rotate_half(x)·1
        y = Out(self.p.new_value(shape, "f32"), identity, expr)
        self.add(Generic(shape, (), ins, [y]))
        self.p.results.append(y.value.id)

    def round_trip(self):
        """torch-mlir's casts around a half-precision GEMM: an f32 value rounded to the half
        type (a truncf generic), seen through the head merge's transpose and collapse
        ([B, H, S, D] -> [B, S, H, D] -> [B·S, H·D]) or a plain transpose, widened back (an
        extf generic) and read by a matmul (the views only with their features)."""
        heads = "reshape" in self.f and "named_transpose" in self.f and self.r.random() < 0.6
        dims = self.drawn_dims(((1, 2), (2, 4), (4, 8, 13), (4, 8, 16)) if heads
                               else ((8, 16, 24), (8, 16, 32)))
        x = self.value_of_shape(tuple(dims), exact=True)
        rank = len(dims)
        identity = tuple(range(rank))
        narrow = Out(self.p.new_value(x.shape, self.half), identity, ("in", 0))
        self.add(Generic(x.shape, (), [(x.id, identity)], [narrow]))
        h = narrow.value
        perm = (0, 2, 1, 3) if rank == 4 else \
            (1, 0) if "named_transpose" in self.f and self.r.random() < 0.5 else None
        if perm is not None:
            t = self.p.new_value(tuple(h.shape[i] for i in perm), h.dtype)
            self.add(Transpose(h.id, perm, t))
            h = t
        if rank == 4:
            b, s, n, d = h.shape
            flat = self.p.new_value((b + s, n + d), h.dtype)
            self.add(Reshape(h.id, [[0, 1], [2, 3]], flat, expand=False))
            h = flat
        widen = Out(self.p.new_value(h.shape, "f32"), (0, 1), ("in", 0))
        self.add(Generic(h.shape, (), [(h.id, (0, 1))], [widen]))
        self.p.sizes.append(self.r.choice((3, 8, 16)))
        w = self.value_of_shape((h.shape[1], (len(self.p.sizes) - 1,)))
        out = self.p.new_value((h.shape[0], w.shape[1]), "f32")
        self.add(Matmul(widen.value.id, w.id, out, False))
        self.p.results.append(out.id)

    def tensor_core_gemm(self):
        """A GEMM of two operands of the program's half type, its sums and columns in multiples
        of 16, whose f32 result an epilogue reads (a bias along the columns in some expression,
        maybe a row reduction of it and an op of both, softmax's shape): the planner stages its
        operands in a row fusion, where tensor cores compute it (analysis/mma_tiles.py).
        Batched (attention's QKᵀ) or not (a Linear), the weight maybe transposed (x @ w.T)."""
        batch = "batch_matmul" in self.f and self.r.random() < 0.4
        lead = [(1, 2, 3)] if batch else []
        *b, m, k, n = self.drawn_dims(lead + [(8, 16, 24, 32), (16, 32, 64), (16, 32, 64)])
        x = self.new_arg(tuple(b) + (m, k), self.half, exact=True)
        if "named_transpose" in self.f and self.r.random() < 0.5:
            wt = self.new_arg(tuple(b) + (n, k), self.half, exact=True)
            perm = tuple(range(len(b))) + (len(b) + 1, len(b))
            w = self.p.new_value(tuple(b) + (k, n), self.half)
            self.add(Transpose(wt.id, perm, w))
        else:
            w = self.new_arg(tuple(b) + (k, n), self.half, exact=True)
        out = self.p.new_value(tuple(b) + (m, n), "f32")
        self.add(Matmul(x.id, w.id, out, batch))
        domain, rank = out.shape, len(out.shape)
        identity = tuple(range(rank))
        bias = self.new_arg((n,), exact=True)
        expr = self.expr([("in", 0), ("in", 1)], "f32", 2)
        y = Out(self.p.new_value(domain, "f32"), identity, expr)
        self.add(Generic(domain, (), [(out.id, identity), (bias.id, (rank - 1,))], [y]))
        if "row_reduce" in self.f and self.r.random() < 0.5:
            combine = self.r.choice([c for c, (t, _, _) in COMBINERS.items() if t == "f32"])
            row = Out(self.p.new_value(domain[:-1], "f32"), identity[:-1], ("in", 0), combine)
            self.add(Generic(domain, (rank - 1,), [(y.value.id, identity)], [row]))
            z = Out(self.p.new_value(domain, "f32"), identity,
                    self.expr([("in", 0), ("in", 1)], "f32", 2))
            self.add(Generic(domain, (), [(y.value.id, identity), (row.value.id, identity[:-1])],
                             [z]))
            y = z
        self.p.results.append(y.value.id)

    def repeated(self, x, g: tuple):
        """x [B, ...] with each batch repeated g times, [B·G, ...]: a broadcast copy over
        [B, G, ...] collapsed (PyTorch's repeat_interleave of GQA's kv heads)."""
        b, *rest = x.shape
        domain = (b, g, *rest)
        copy = Out(self.p.new_value(domain, x.dtype), tuple(range(len(domain))), ("in", 0))
        self.add(Generic(domain, (), [(x.id, (0,) + tuple(range(2, len(domain))))], [copy]))
        out = self.p.new_value((b + g, *rest), x.dtype)
        self.add(Reshape(copy.value.id, [[0, 1]] + [[i] for i in range(2, len(domain))], out,
                         expand=False))
        return out

    def value_with_rows(self) -> "Value | None":
        """Half the time a new argument of many rows (ROW_COLUMN_SHAPES), else a pooled float
        value of rank >= 2 (None when there is none)."""
        x = None
        if self.r.random() < 0.5:
            rows, n = self.r.choice(ROW_COLUMN_SHAPES)
            self.p.sizes += [rows, n]
            x = self.new_arg(((len(self.p.sizes) - 2,), (len(self.p.sizes) - 1,)))
        return x or self.pick("f32", lambda v: len(v.shape) >= 2)

    def row_total(self):
        """A row reduction, maybe an elementwise op of its rows' values, then their reduction
        over every row (cross entropy's mean loss), often over many rows: the total joins the
        row kernel (codegen/row_totals.py); the rows' values a result too, or not."""
        x = self.value_with_rows()
        if x is None:
            return
        self.reduction("row_reduce", x)
        rows = node_outputs(self.p.nodes[-1])[0]
        if self.r.random() < 0.5:
            self.elementwise(rows)
            rows = node_outputs(self.p.nodes[-1])[0]
        if self.r.random() < 0.5:
            self.p.results.append(rows.id)
        self.reduction("all_reduce", rows)
        self.p.results.append(node_outputs(self.p.nodes[-1])[0].id)

    def row_and_column_reduce(self):
        """A row reduction and a reduction of every loop but the last of one value (the row
        template with column sums, LayerNorm backward's shape), often over many rows."""
        x = self.value_with_rows()
        if x is None:
            return
        self.reduction("row_reduce", x)
        rows = self.p.nodes[-1]
        self.reduction("column_sum", x)
        self.p.results += [o.value.id for o in rows.outs]  # both live: the column sum is the last
        columns = self.p.nodes[-1]
        # drawn from a stream of its own: programs without it stay what their seeds gave
        main, self.r = self.r, random.Random(f"{self.p.seed}:read_back:{self.draw}")
        if self.r.random() < 0.5:
            self.read_back(x, rows, columns)
        self.r = main

    def read_back(self, x: Value, rows: Generic, columns: Generic):
        """AStitch's t * sigmoid((t * w).sum(0)): sometimes an op over the column sum's
        values, then an op over x's elements reading them along the rows (and sometimes the
        row reduction's value along the columns): one kernel where every tile of rows fits a
        wave."""
        column = columns.outs[0].value
        dtype = column.dtype
        if self.r.random() < 0.6:  # a column op
            expr = self.expr([("in", 0)], dtype, self.r.randint(1, 2))
            if expr == ("in", 0):
                expr = ("tanh", expr) if dtype != "i32" else ("addi", expr, ("const", 1, "i32"))
            out = Out(self.p.new_value(column.shape, dtype), (0,), expr)
            self.add(Generic(column.shape, (), [(column.id, (0,))], [out]))
            column = out.value
        domain, rank = columns.domain, len(columns.domain)
        x_map = columns.ins[0][1]  # x dim i is domain dim x_map[i]
        ins = [(x.id, x_map), (column.id, (rank - 1,))]
        row_value = rows.outs[0].value
        if self.r.random() < 0.5 and row_value.dtype == dtype:
            row_map = rows.ins[0][1]  # x dim i is the row reduction's domain dim row_map[i]
            ins.append((row_value.id, tuple(x_map[row_map.index(k)] for k in range(rank - 1))))
        leaves = [("in", i) for i in range(len(ins))]
        expr = self.expr(leaves, dtype, self.r.randint(1, 3))
        if ("in", 1) not in _leaves(expr):
            expr = ("mul" if dtype != "i32" else "muli", expr, ("in", 1))
        out = Out(self.p.new_value(domain, dtype), tuple(range(rank)), expr)
        self.add(Generic(domain, (), ins, [out]))
        self.p.results.append(out.value.id)

    def argmax(self):
        x = self.pick("f32") or self.new_arg(self.base_shape())
        rank = len(x.shape)
        if rank == 0:
            return
        axis = rank - 1 if self.r.random() < 0.7 else self.r.randrange(rank)
        kept = tuple(d for d in range(rank) if d != axis)
        shape = tuple(x.shape[d] for d in kept)
        value = Out(self.p.new_value(shape, x.dtype), kept, ("in", 0), "maxf")
        index = Out(self.p.new_value(shape, "i64"), kept, ("in", 0), None)
        self.add(Generic(x.shape, (axis,), [(x.id, tuple(range(rank)))], [value, index], argmax=True))
        self.p.results.append(index.value.id)   # i64 values are results only
        if self.r.random() < 0.4:
            self.p.results.append(value.value.id)

    def named_transpose(self):
        x = self.pick("f32", lambda v: len(v.shape) >= 2)
        if x is None:
            return
        perm = tuple(self.r.sample(range(len(x.shape)), len(x.shape)))
        self.add(Transpose(x.id, perm, self.p.new_value(tuple(x.shape[i] for i in perm), x.dtype)))

    def reshape(self):
        composite = self.pick("f32", lambda v: any(len(d) > 1 for d in v.shape))
        if composite is not None and self.r.random() < 0.6:
            i = self.r.choice([i for i, d in enumerate(composite.shape) if len(d) > 1])
            d = composite.shape[i]
            cut = self.r.randrange(1, len(d))
            shape = composite.shape[:i] + (d[:cut], d[cut:]) + composite.shape[i + 1:]
            groups = [[j] for j in range(i)] + [[i, i + 1]] + [[j + 1] for j in range(i + 1, len(composite.shape))]
            self.add(Reshape(composite.id, groups, self.p.new_value(shape, composite.dtype), expand=True))
            return
        x = self.pick("f32", lambda v: len(v.shape) >= 2)
        if x is None:
            return
        i = self.r.randrange(len(x.shape) - 1)
        shape = x.shape[:i] + (x.shape[i] + x.shape[i + 1],) + x.shape[i + 2:]
        groups = [[j] for j in range(i)] + [[i, i + 1]] + [[j] for j in range(i + 2, len(x.shape))]
        self.add(Reshape(x.id, groups, self.p.new_value(shape, x.dtype), expand=False))

    def matmul(self, batch: bool):
        rank = 3 if batch else 2
        # in a half program, half the GEMMs (a draw of the half stream) take two operands of
        # its half type with sums and columns in multiples of 16: what tensor cores compute
        cores = self.half and self.hr.random() < 0.5
        dtype, exact = (self.half, True) if cores else ("f32", False)
        tiles = (lambda v: self.p.dim(v.shape[-1]) % 16 == 0) if cores else (lambda v: True)
        a = self.pick(dtype, lambda v: len(v.shape) == rank and tiles(v), exact)
        if a is None:
            a = self.new_arg(tuple((self.new_size(),) for _ in range(rank - 1)) +
                             ((self.tile_size() if cores else self.new_size(),),), dtype, exact)
        n = (self.tile_size() if cores else self.new_size(),)
        b = self.value_of_shape(a.shape[:-2] + (a.shape[-1], n), dtype, exact)
        if not cores and self.r.random() < 0.3:  # the pooled value as the right operand
            b, a = a, self.value_of_shape(a.shape[:-2] + ((self.new_size(),), a.shape[-2]),
                                          dtype, exact)
        # f32 sums of half operands (torch-mlir's), or sums in the half type
        out = self.p.new_value(a.shape[:-1] + (b.shape[-1],), self.float_type(0.3))
        self.add(Matmul(a.id, b.id, out, batch))

    def add(self, node):
        self.p.nodes.append(node)
        self.pool += [v for v in node_outputs(node) if v.dtype != "i64"]  # i64: results only

    # --- the program --------------------------------------------------------------------------
    def program(self) -> Program:
        x = self.new_arg(self.base_shape())
        if "int" in self.f and self.r.random() < 0.5:
            self.new_arg(x.shape, "i32")
        steps = {
            "elementwise": self.elementwise, "row_reduce": lambda: self.reduction("row_reduce"),
            "col_reduce": lambda: self.reduction("col_reduce"),
            "all_reduce": lambda: self.reduction("all_reduce"),
            "middle_reduce": lambda: self.reduction("middle_reduce"),
            "argmax": self.argmax, "named_transpose": self.named_transpose, "reshape": self.reshape,
            "matmul": lambda: self.matmul(False), "batch_matmul": lambda: self.matmul(True),
        }
        weights = {"elementwise": 6, "row_reduce": 2, "col_reduce": 1, "all_reduce": 1}
        kinds = [k for k in steps if k in self.f]
        if not kinds:
            raise ValueError("no op feature enabled (elementwise, reductions, argmax, reshape, matmul...)")
        for _ in range(self.r.randint(1, 9)):
            steps[self.r.choices(kinds, [weights.get(k, 1) for k in kinds])[0]]()
        self.later_steps()
        made = [v for node in self.p.nodes for v in node_outputs(node) if v.dtype != "i64"]
        if made:
            self.p.results.insert(0, made[-1].id)
            if "multi_output" in self.f:
                for v in self.r.sample(made[:-1], min(len(made) - 1, self.r.randint(0, 2))):
                    self.p.results.append(v.id)
        if not self.p.results:
            self.p.results.append(x.id)
        self.p.results = list(dict.fromkeys(self.p.results))
        self.p.next_id = max(self.p.values())
        return self.p


def generate(seed: int, features=FEATURES) -> Program:
    """The program of `seed` using only `features`."""
    features = frozenset(features)
    unknown = features - set(FEATURES)
    if unknown:
        raise ValueError(f"unknown features: {', '.join(sorted(unknown))}")
    rng = random.Random(seed)
    for draw in range(200):
        program = Gen(rng, features, seed, draw).program()
        if acceptable(program):
            return program
    raise RuntimeError(f"seed {seed}: no acceptable program in 200 draws")


def acceptable(program: Program) -> bool:
    limit = LONG_VOLUME if any(s >= 5000 for s in program.sizes) else MAX_VOLUME
    if any(domain_volume(program, n) > limit for n in program.nodes):
        return False
    if any(math.prod(program.dims(a)) > limit for a in program.args):
        return False
    largest = largest_magnitudes(program, make_inputs(program))
    return all(m < MAX_MAGNITUDE for m in largest.values()) and largest.get("f16", 0.0) < MAX_F16


def features_of(program: Program) -> set:
    """The features a program uses (for per-feature counts and exclusion lists)."""
    used = set()
    values = program.values()
    for node in program.nodes:
        if isinstance(node, Generic):
            used |= generic_features(node, values)
        elif isinstance(node, Transpose):
            used.add("named_transpose")
        elif isinstance(node, Reshape):
            used.add("reshape")
        elif isinstance(node, (Slice, Concat)):
            used.add("rope")
        elif isinstance(node, Pad):
            used.add("pad")
        elif isinstance(node, Matmul):
            used.add("batch_matmul" if node.batch else "matmul")
    if _row_and_column_reductions(program):
        used.add("row_col_reduce")
    if _row_total(program):
        used.add("row_total")
    if _attention(program):
        used.add("attention")
    if any(_is_vector_gemm(node, values) for node in program.nodes):
        used.add("vector_gemm")
    if _gemm_siblings(program, values):
        used.add("gemm_siblings")
    if _heads_merged(program):
        used.add("heads_merged")
    for v in values.values():
        rank = len(v.shape)
        if rank >= 3:
            used.add(f"rank{min(rank, 4)}")
        dims = program.dims(v)
        if dims and v.dtype != "i64":
            if dims[-1] >= 5000:
                used.add("long_rows")
            if dims[-1] <= 7:
                used.add("short_rows")
            if any(d in PRIMES for d in dims):
                used.add("odd_sizes")
        if v.dtype == "i32":
            used.add("int")
        if v.dtype in HALF_TYPES:
            used.add("half")
    if len(program.results) > 1:
        used.add("multi_output")
    return used


def _all_leaves(expr) -> list:
    """Every leaf of an expression tree (inputs, init, constants, loop indices)."""
    if expr[0] in LEAVES:
        return [expr]
    return [leaf for e in expr[1:] if isinstance(e, tuple) for leaf in _all_leaves(e)]


def _leaves(expr) -> list:
    """The ("in", i) / ("out",) leaves of an expression tree."""
    if expr[0] in ("in", "out"):
        return [expr]
    return [leaf for e in expr[1:] if isinstance(e, tuple) for leaf in _leaves(e)]


def _gemm_siblings(program: Program, values: dict) -> bool:
    """Two GEMMs read one A with B operands of one shape (a grouped call's members)."""
    seen = set()
    for node in program.nodes:
        if isinstance(node, Matmul) and not node.batch:
            key = (node.a, program.dims(values[node.b]))
            if key in seen:
                return True
            seen.add(key)
    return False


def _heads_merged(program: Program) -> bool:
    """A batched GEMM's result read with its first two (or, over sequences, middle two) dims
    swapped: a transpose, a generic reading it through that permutation, or a contraction
    generic writing it so."""
    batched = {n.out.id for n in program.nodes if isinstance(n, Matmul) and n.batch}
    contractions = [n for n in program.nodes if isinstance(n, Generic) and len(n.reduced) == 1
                    and len(n.ins) == 2 and len(n.outs) == 1 and n.outs[0].combine == "addf"]
    if any(c.outs[0].map == (0, 2, 1, 3) for c in contractions):
        return True
    written = {c.outs[0].value.id for c in contractions}
    if any(isinstance(n, Generic) and any(v in written and m == (0, 2, 1, 3) for v, m in n.ins)
           for n in program.nodes):
        return True
    for node in program.nodes:
        if isinstance(node, Transpose) and node.input in batched and node.perm[:2] == (1, 0):
            return True
        if isinstance(node, Generic) and any(v in batched and m[:2] == (1, 0) for v, m in node.ins):
            return True
    return False


def _attention(program: Program) -> bool:
    """A batched GEMM reads what a generic computed from another batched GEMM's result."""
    made_by = {v.id: node for node in program.nodes for v in node_outputs(node)}
    for node in program.nodes:
        if isinstance(node, Matmul) and node.batch and isinstance(made_by.get(node.a), Generic):
            reads = [made_by.get(v) for v, _ in made_by[node.a].ins]
            if any(isinstance(r, Matmul) and r.batch for r in reads):
                return True
    return False


def _is_vector_gemm(node, values: dict) -> bool:
    """A generic summing the products of a rank >= 3 value and a vector over the summed loop."""
    if not isinstance(node, Generic) or len(node.reduced) != 1 or len(node.ins) != 2:
        return False
    ranks = sorted(len(values[v].shape) for v, _ in node.ins)
    return ranks[0] == 1 and ranks[1] >= 3 and any(m == node.reduced for _, m in node.ins)


def _row_total(program: Program) -> bool:
    """A reduction of every loop reads a row reduction's result, directly or through one
    elementwise op of it."""
    made_by = {v.id: node for node in program.nodes for v in node_outputs(node)}

    def row_reduce(node) -> bool:
        return isinstance(node, Generic) and not node.argmax and len(node.domain) >= 2 \
            and node.reduced == (len(node.domain) - 1,)
    for g in program.nodes:
        if isinstance(g, Generic) and not g.argmax and g.reduced and \
                len(g.reduced) == len(g.domain):
            for v, _ in g.ins:
                src = made_by.get(v)
                if row_reduce(src) or (isinstance(src, Generic) and not src.reduced and any(
                        row_reduce(made_by.get(u)) for u, _ in src.ins)):
                    return True
    return False


def _row_and_column_reductions(program: Program) -> bool:
    """Some value is read by a row reduction and by a reduction of every loop but the last."""
    row, column = set(), set()
    for g in program.nodes:
        if isinstance(g, Generic) and not g.argmax and len(g.domain) >= 2:
            rank = len(g.domain)
            reads = {v for v, _ in g.ins}
            if g.reduced == (rank - 1,):
                row |= reads
            elif g.reduced == tuple(range(rank - 1)):
                column |= reads
    return bool(row & column)


def generic_features(g: Generic, values: dict) -> set:
    used = set()
    rank = len(g.domain)
    if g.argmax:
        used.add("argmax")
    elif not g.reduced:
        used.add("elementwise")
    elif len(g.reduced) == rank:
        used.add("all_reduce")
    elif g.reduced == (rank - 1,):
        used.add("row_reduce")
    elif g.reduced == (0,) or g.reduced == tuple(range(rank - 1)):
        used.add("col_reduce")
    else:
        used.add("middle_reduce")
    if len(g.outs) > 1 and not g.argmax:
        used.add("multi_result")
    for _, m in g.ins:
        if len(m) < rank:
            used.add("broadcast")
        elif list(m) != sorted(m):
            used.add("transpose")
    if not g.ins and not g.argmax:
        used.add("constant")
    for o in g.outs:
        if list(o.map) != sorted(o.map):
            used.add("transpose")
        ops = expr_ops(o.expr)
        if any(OPS[n].heavy for n in ops):
            used.add("heavy")
        if any(n in SELECTS for n in ops):
            used.add("select")
        if o.init[0] == "fill":
            used.add("fill_init")
        if o.init[0] == "value":
            used.add("out_operand")
    return used
