"""The project's differential fuzzer: random linalg-on-tensors programs compiled with each
config (the default ILP planner; `--planner scope --no-remote`; every fusion on a candidate
mapping drawn by its hash, `stitch-schedule{choose=random}`), run on the emulator and checked
against a float64 numpy reference. Analysis-free: plain Python, numpy and the public API.

generator.py  seeded random programs, every feature switchable (FEATURES)
program.py    the program as data (symbolic shapes) and its MLIR text
ops.py        scalar body ops: MLIR text, reference, error bound
reference.py  float64 evaluation with error bounds; inputs drawn from (seed, argument)
worker.py     the process that compiles and runs (an abort or a hang is an outcome)
runner.py     outcomes: pass, wrong, refused (a StitchError while compiling), crash (any other
              exception, a dead worker, an error while running the kernels), hang, invalid
shrink.py     greedy shrinking while the outcome's signature persists
cli.py        `python3 -m mlir_stitch.fuzz N` / scripts/fuzz.sh

Tolerance. Integers (i32 wraps like arith; argmax's i64) are exact. For floats the reference
carries, per element, a first-order bound E on the error of any correct evaluation (running
error analysis with the unit roundoff u of the type each body computes in: 2^-24 for f32,
2^-11 for f16 plus 2^-25 absolute for its subnormals, 2^-8 for bf16; converting a value to a
half type adds that type's rounding, widening is exact; a body computed in f32 and rounded
once to a half type is within the bound of one rounded after every op): inputs are exact;
+,-,* add the propagated errors (|b|·Ea + |a|·Eb + Ea·Eb for *) plus u·|result|; guarded division a/(|b|+1), exp(min(x, 8)),
tanh, log(|x|+1), sqrt(|x|+1) propagate through their derivatives' bounds and add 4u·|result|
(math-library accuracy); max/min keep the larger bound; a select whose comparison is within the
operands' bounds accepts either branch. A sum (a reduction with its init, a matmul's
K products, each product rounded too) adds u·(2·Σ_k|S_k| + ceil(log2 n)·Σ|x|), S_k its partial
sums in index order: the a-posteriori bound of recursive summation (Higham, Accuracy and
Stability, (4.3)), doubled for strided or blocked orders, plus a tree combination of partial
sums. (A sqrt(n) rule is too tight: summing a broadcast constant sequentially errs by ~n²u/2.)
A float result passes when |got - ref| <= 2E + 1e-30 everywhere (NaN never passes); an argmax
index passes when the value it points to is a row maximum within the bounds of both values.
"""
