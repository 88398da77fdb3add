"""GEMM cases of the GPU bundle: library GEMMs beside torch.matmul, and a fused GEMM beside the
library for the planner's cost model (issue 12's GPU lines; what calibrates G(P)).

  library  f32 GEMMs of transformer sizes as the plan runs them (one cuBLASLt launch through
           the host plan, bias as its epilogue), each checked against float64 numpy, then
           timed beside torch.matmul / torch.addmm / torch.bmm in full f32 (TF32 off on both
           sides): the acceptance asks for ours within 1.1x. Each also as `--tf32` builds it
           (operands rounded to TF32 on tensor cores), checked against the TF32 error bound
           and timed beside torch with allow_tf32: the rate `library_tf32_gemm_macs_per_us`
           of a measured device table should say.
  fused    softmax(x · Wᵀ + b) compiled twice, with device tables that price fused GEMMs out
           (the GEMM a library launch, the softmax a kernel) and like the library's (the GEMM
           in the softmax's row fusion, its operands staged in shared memory), and the lone
           GEMM. The fused GEMM's time is about t_fused - (t_library - t_gemm), and macs /
           that is the `fused_gemm_macs_per_us` a measured device table should carry.
  half     the fused case with bf16 x and W (f32 sums, bias and softmax), compiled with its
           staged GEMM on tensor cores (`fused`: mma.sync) and without (`fma`:
           --no-tensor-cores), both checked, then timed one beside the other.
  bf16     library GEMMs of bf16 operands at Llama sizes, the result rounded to bf16 (the call
           reads the halves as they are and writes bf16 itself: torch tensors over the
           buffers for nvmath), checked against float64 numpy within a bf16 rounding, timed
           beside torch.matmul on the same bf16 tensors.

Bundle side (needs MLIR): `bundle_gemms(dest, target)` writes dest/<case>/<variant>/ artifacts.
Run side (no MLIR): `run_gemms(bundle_dir, backend, ...)` regenerates the inputs from the case
(seeded), checks every variant, and on the cuda backend times them.
"""
from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

RTOL = ATOL = 1e-4  # f32 sums against float64: TF32 (~1e-3) would fail it
# TF32 keeps 10 mantissa bits: each operand is within 2^-11 of its f32 value (rounded to
# nearest), so each product within about 2 * 2^-11 of its own magnitude
TF32_PRODUCT_ERROR = 2.2 * 2.0 ** -11
HALF_ROUNDING = {"bf16": 2.0 ** -8, "f16": 2.0 ** -11}  # half an ulp, relative: one rounding


@dataclass(frozen=True)
class GemmCase:
    """out[batch, m, n] = Σk x[batch, m, k] · W (W [n, k] when trans_b, else [k, n]; shared by
    the batch when not batched_b), plus a bias along n when `bias`; `softmax` over n after it
    for the fused cases."""
    name: str
    batch: int
    m: int
    n: int
    k: int
    trans_b: bool = True
    batched_b: bool = False
    bias: bool = False
    softmax: bool = False
    half: str = ""  # x and W in this type ("bf16"; "" for f32), summed in f32
    rounded: bool = False  # the result rounded to the half type (else f32)

    @property
    def macs(self) -> int:
        return self.batch * self.m * self.n * self.k


# BERT-base sizes (8 sequences of 512, hidden 768, 12 heads of 64) and the suite's Linear
LIBRARY_CASES = (
    GemmCase("qkv_proj", 1, 4096, 2304, 768, bias=True),
    GemmCase("attn_out", 1, 4096, 768, 768, bias=True),
    GemmCase("ffn_up", 1, 4096, 3072, 768, bias=True),
    GemmCase("ffn_down", 1, 4096, 768, 3072, bias=True),
    GemmCase("scores", 96, 512, 512, 64, batched_b=True),
    GemmCase("context", 96, 512, 64, 512, trans_b=False, batched_b=True),
    GemmCase("gate", 1, 128, 512, 256, trans_b=False, bias=True),
    # Llama-7B at 1 x 512 tokens in bf16: a projection, the FFN's up and down, QKᵀ
    GemmCase("q_proj_bf16", 1, 512, 4096, 4096, half="bf16", rounded=True),
    GemmCase("ffn_up_bf16", 1, 512, 11008, 4096, half="bf16", rounded=True),
    GemmCase("ffn_down_bf16", 1, 512, 4096, 11008, half="bf16", rounded=True),
    GemmCase("scores_bf16", 32, 512, 512, 128, batched_b=True, half="bf16", rounded=True),
)
FUSED_CASES = (
    GemmCase("softmax_64", 1, 2048, 256, 64, bias=True, softmax=True),
    GemmCase("softmax_128", 1, 2048, 512, 128, bias=True, softmax=True),
    GemmCase("softmax_64_bf16", 1, 2048, 256, 64, bias=True, softmax=True, half="bf16"),
)
# device tables pricing fused GEMMs like the library's (the planner keeps them in the
# softmax's fusion) or far above it (the library runs them)
TABLES = {variant: {"name": f"{variant}-gemms", "launch_us": 6.0,
                    "bandwidth": [[1 << 20, 1000.0], [1 << 30, 3000.0]],
                    "fused_gemm_macs_per_us": rate, "library_gemm_macs_per_us": 25e6}
          for variant, rate in (("fused", 25e6), ("library", 1.0))}


def program(case: GemmCase) -> str:
    """The case as linalg on tensors (main's arguments: x, W, then the bias)."""
    b, m, n, k = case.batch, case.m, case.n, case.k
    lead = "d0, " if b > 1 else ""
    dims = "(d0, d1, d2, d3)" if b > 1 else "(d0, d1, d2)"
    i, j, r = ("d1", "d2", "d3") if b > 1 else ("d0", "d1", "d2")
    x_shape = f"{b}x{m}x{k}" if b > 1 else f"{m}x{k}"
    w_dims = (f"{n}x{k}", f"{j}, {r}") if case.trans_b else (f"{k}x{n}", f"{r}, {j}")
    w_shape = (f"{b}x" if case.batched_b else "") + w_dims[0]
    w_map = (lead if case.batched_b else "") + w_dims[1]
    out = f"{b}x{m}x{n}" if b > 1 else f"{m}x{n}"
    ew = "(d0, d1, d2)" if b > 1 else "(d0, d1)"
    ew_all = "d0, d1, d2" if b > 1 else "d0, d1"
    last = "d2" if b > 1 else "d1"
    rows = "d0, d1" if b > 1 else "d0"
    par = ", ".join(['"parallel"'] * (3 if b > 1 else 2))
    t = case.half or "f32"  # the operands' type; sums, bias and softmax in f32
    args = [f"%x: tensor<{x_shape}x{t}>", f"%w: tensor<{w_shape}x{t}>"]
    widen = f"""    %a = arith.extf %a0 : {t} to f32
    %c = arith.extf %c0 : {t} to f32
""" if case.half else ""
    a, c = ("%a0", "%c0") if case.half else ("%a", "%c")  # block arguments, widened if half
    body = [f"""  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<{out}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<{out}xf32>) -> tensor<{out}xf32>
  %y = linalg.generic {{indexing_maps = [affine_map<{dims} -> ({lead}{i}, {r})>, affine_map<{dims} -> ({w_map})>, affine_map<{dims} -> ({lead}{i}, {j})>], iterator_types = [{par}, "reduction"]}}
      ins(%x, %w : tensor<{x_shape}x{t}>, tensor<{w_shape}x{t}>) outs(%acc : tensor<{out}xf32>) {{
  ^bb0({a}: {t}, {c}: {t}, %o: f32):
{widen}    %p = arith.mulf %a, %c : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }} -> tensor<{out}xf32>"""]
    result = "%y"
    if case.bias:
        args.append(f"%bias: tensor<{n}xf32>")
        body.append(f"""  %z = linalg.generic {{indexing_maps = [affine_map<{ew} -> ({ew_all})>, affine_map<{ew} -> ({last})>, affine_map<{ew} -> ({ew_all})>], iterator_types = [{par}]}}
      ins(%y, %bias : tensor<{out}xf32>, tensor<{n}xf32>) outs(%e : tensor<{out}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }} -> tensor<{out}xf32>""")
        result = "%z"
    if case.softmax:
        row = f"{b}x{m}" if b > 1 else f"{m}"
        red = ", ".join(['"parallel"'] * (2 if b > 1 else 1) + ['"reduction"'])
        body.append(f"""  %ninf = arith.constant 0xFF800000 : f32
  %er = tensor.empty() : tensor<{row}xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<{row}xf32>) -> tensor<{row}xf32>
  %mx = linalg.generic {{indexing_maps = [affine_map<{ew} -> ({ew_all})>, affine_map<{ew} -> ({rows})>], iterator_types = [{red}]}}
      ins({result} : tensor<{out}xf32>) outs(%mx0 : tensor<{row}xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %o : f32
    linalg.yield %s : f32
  }} -> tensor<{row}xf32>
  %ex = linalg.generic {{indexing_maps = [affine_map<{ew} -> ({ew_all})>, affine_map<{ew} -> ({rows})>, affine_map<{ew} -> ({ew_all})>], iterator_types = [{par}]}}
      ins({result}, %mx : tensor<{out}xf32>, tensor<{row}xf32>) outs(%e : tensor<{out}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.subf %a, %c : f32
    %x1 = math.exp %d : f32
    linalg.yield %x1 : f32
  }} -> tensor<{out}xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<{row}xf32>) -> tensor<{row}xf32>
  %sum = linalg.generic {{indexing_maps = [affine_map<{ew} -> ({ew_all})>, affine_map<{ew} -> ({rows})>], iterator_types = [{red}]}}
      ins(%ex : tensor<{out}xf32>) outs(%s0 : tensor<{row}xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }} -> tensor<{row}xf32>
  %sm = linalg.generic {{indexing_maps = [affine_map<{ew} -> ({ew_all})>, affine_map<{ew} -> ({rows})>, affine_map<{ew} -> ({ew_all})>], iterator_types = [{par}]}}
      ins(%ex, %sum : tensor<{out}xf32>, tensor<{row}xf32>) outs(%e : tensor<{out}xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.divf %a, %c : f32
    linalg.yield %d : f32
  }} -> tensor<{out}xf32>""")
        result = "%sm"
    result_type = "f32"
    if case.rounded:
        body.append(f"""  %eh = tensor.empty() : tensor<{out}x{t}>
  %h = linalg.generic {{indexing_maps = [affine_map<{ew} -> ({ew_all})>, affine_map<{ew} -> ({ew_all})>], iterator_types = [{par}]}}
      ins({result} : tensor<{out}xf32>) outs(%eh : tensor<{out}x{t}>) {{
  ^bb0(%a: f32, %o: {t}):
    %r = arith.truncf %a : f32 to {t}
    linalg.yield %r : {t}
  }} -> tensor<{out}x{t}>""")
        result, result_type = "%h", t
    return (f"func.func @main({', '.join(args)}) -> tensor<{out}x{result_type}> {{\n"
            + "\n".join(body) + f"\n  return {result} : tensor<{out}x{result_type}>\n}}\n")


def inputs(case: GemmCase) -> list:
    """x ~ N(0, 1), W ~ N(0, 1/k) (outputs of unit scale), bias ~ N(0, 1): seeded by the name."""
    rng = np.random.default_rng(sum(map(ord, case.name)))
    x_shape = (case.batch, case.m, case.k) if case.batch > 1 else (case.m, case.k)
    w_shape = (case.n, case.k) if case.trans_b else (case.k, case.n)
    if case.batched_b:
        w_shape = (case.batch, *w_shape)
    operand = _operand_dtype(case)
    arrays = [rng.standard_normal(x_shape, dtype=np.float32).astype(operand),
              (rng.standard_normal(w_shape) / math.sqrt(case.k)).astype(operand)]
    if case.bias:
        arrays.append(rng.standard_normal(case.n, dtype=np.float32))
    return arrays


def _operand_dtype(case: GemmCase) -> np.dtype:
    if case.half == "bf16":
        import ml_dtypes

        return np.dtype(ml_dtypes.bfloat16)
    return np.dtype(np.float16 if case.half == "f16" else np.float32)


def reference(case: GemmCase, arrays: list) -> np.ndarray:
    x, w = (a.astype(np.float64) for a in arrays[:2])
    y = np.matmul(x, np.swapaxes(w, -1, -2) if case.trans_b else w)
    if case.bias:
        y = y + arrays[2]
    if case.softmax:
        e = np.exp(y - y.max(axis=-1, keepdims=True))
        y = e / e.sum(axis=-1, keepdims=True)
    return y


def _lone_gemm(case: GemmCase) -> GemmCase:
    """The case's GEMM and bias without the softmax (the `gemm` variant)."""
    return GemmCase(**{**asdict(case), "softmax": False})


# -- bundle side --------------------------------------------------------------------------------
def variants(case: GemmCase) -> tuple:
    """The builds of a case: a library case `planned` (as the cost model plans it) and `tf32`
    (the same with --tf32); a fused case `library` (its GEMM a library launch), `fused` (its
    GEMM in the softmax's fusion) and `gemm` (the lone GEMM with its bias, a library launch);
    a half one `fused` (on tensor cores) and `fma` (the same fusion summed by FMA); a half
    library case `planned` alone (TF32 rounds f32 operands only)."""
    if case.half:
        return ("fused", "fma") if case.softmax else ("planned",)
    return ("library", "fused", "gemm") if case.softmax else ("planned", "tf32")


def bundle_gemms(dest, target: str = "sm_90", cases=LIBRARY_CASES + FUSED_CASES,
                 advance=lambda name: None) -> dict:
    """Compile every case's variants into dest/<case>/<variant>/; returns {case: its fields and
    each variant's kernel and library launch counts, or why it did not compile}."""
    import mlir_stitch

    from ..compiler.pipeline import Pipeline, schedule_stage
    from ..runtime.errors import StitchError

    dest = Path(dest)
    dest.mkdir(parents=True, exist_ok=True)
    plans = {}  # variant -> its fusion plan stage, priced by the variant's device table
    for variant, fields in TABLES.items():
        table = dest / f"{variant}_table.json"
        table.write_text(json.dumps(fields, indent=1) + "\n")
        plans[variant] = f"builtin.module(stitch-fusion-plan{{device={table}}})"
    pipelines = {variant: Pipeline().replace_stage("L1", plan) for variant, plan in plans.items()}
    pipelines["tf32"] = Pipeline().replace_stage("L1", "builtin.module(stitch-fusion-plan{tf32=true})")
    pipelines["fma"] = Pipeline().replace_stage("L1", plans["fused"]).replace_stage(
        "L2", schedule_stage("tensor-cores=false"))
    index = {}
    for case in cases:
        entry = {"case": asdict(case)}
        for variant in variants(case):
            source = program(_lone_gemm(case) if variant == "gemm" else case)
            try:
                artifact = mlir_stitch.compile(source, target=target, cache=False,
                                               pipeline=pipelines.get(variant))
            except StitchError as e:
                entry[variant] = {"error": str(e).splitlines()[0]}
                continue
            artifact.save(dest / case.name / variant)
            report = artifact.report
            entry[variant] = {"kernels": report["kernel_count"],
                              "library": len(report["library_launches"]),
                              "staged": [op["k_tile"] for f in report["fusions"]
                                         for op in f["ops"] if op["k_tile"]],
                              "tensor_cores": sum(op["mma"] for f in report["fusions"]
                                                  for op in f["ops"])}
        index[case.name] = entry
        advance(case.name)
    (dest / "gemms.json").write_text(json.dumps(index, indent=1) + "\n")
    return index


# -- run side -----------------------------------------------------------------------------------
def run_gemms(bundle, backend: str = "cuda", warmup: int = 10, iters: int = 100,
              only=None) -> dict:
    """{case: {variant: {"status", "us"?}, "torch_us"?, ...}} for the bundled cases (`only`:
    their names): each variant checked against float64 numpy; on cuda also timed, beside
    torch (library cases) or as the fused rate estimate (fused cases)."""
    from ..runtime import load

    bundle = Path(bundle)
    index = json.loads((bundle / "gemms.json").read_text())
    results = {}
    for name, entry in index.items():
        if only and name not in only:
            continue
        case = GemmCase(**entry["case"])
        arrays = inputs(case)
        row = {"macs": case.macs, "shape": f"{case.batch} x {case.m} x {case.n} x {case.k}",
               "half": case.half}
        for variant in variants(case):
            if "error" in entry.get(variant, {"error": "not bundled"}):
                row[variant] = {"status": f"not compiled: {entry.get(variant, {}).get('error')}"}
                continue
            want_case = _lone_gemm(case) if variant == "gemm" else case
            want = reference(want_case, arrays)  # once: float64 at Llama sizes takes seconds
            fn = load(bundle / name / variant, backend=backend)
            row[variant] = {**entry[variant],
                            "status": _check(fn, arrays, want_case, variant == "tf32", want=want)}
            if backend == "cuda" and row[variant]["status"] == "PASS":
                row[variant]["us"], row[variant]["loop_us"] = _time_ours(fn, arrays, warmup, iters)
                # the same call twice more: the first captures a CUDA graph, the second replays
                # it; then calls of torch tensors, replayed in one pass once warm
                for _ in range(2):
                    replay = _check(fn, arrays, want_case, variant == "tf32", want=want)
                if replay != "PASS":
                    row[variant]["status"] = f"{replay} (CUDA graph replay)"
                tensors = _cuda_tensors(arrays)
                for _ in range(3):
                    replay = _check(fn, arrays, want_case, variant == "tf32", call_with=tensors,
                                    want=want)
                if replay != "PASS" and row[variant]["status"] == "PASS":
                    row[variant]["status"] = f"{replay} (CUDA graph replayed in one pass)"
        if backend == "cuda" and not case.softmax:
            row["torch_us"], row["torch_loop_us"] = _time_torch(case, arrays, warmup, iters)
            if not case.half:
                row["torch_tf32_us"], row["torch_tf32_loop_us"] = _time_torch(
                    case, arrays, warmup, iters, tf32=True)
        results[name] = {**row, **_estimates(case, row)}
    return results


def _check(fn, arrays: list, case: GemmCase, tf32: bool = False, call_with=None,
           want=None) -> str:
    """PASS, or FAIL with why: within RTOL/ATOL of float64 numpy; a TF32 build within
    TF32_PRODUCT_ERROR of each element's sum of absolute products (plus ATOL). `call_with`:
    the same arrays as passed to the call (torch CUDA tensors), else `arrays` themselves;
    `want`: the case's reference, when already computed."""
    try:
        (got,) = fn(*(arrays if call_with is None else call_with))
    except Exception as e:  # noqa: BLE001 - a failing launch is a result, not the end of the run
        return f"FAIL: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"[:240]
    got = np.asarray(got).astype(np.float64)
    want = reference(case, arrays) if want is None else want
    if got.shape != want.shape:
        return f"FAIL: shape {got.shape}, expected {want.shape}"
    error = np.abs(got - want)
    rtol = RTOL + (HALF_ROUNDING[case.half] if case.rounded else 0.0)
    bound = ATOL + TF32_PRODUCT_ERROR * _absolute_products(case, arrays) if tf32 else \
        ATOL + rtol * np.abs(want)
    if not np.all(error <= bound):
        return f"FAIL: max abs error {float(np.max(error)):.3g}"
    return "PASS"


def _absolute_products(case: GemmCase, arrays: list) -> np.ndarray:
    """Σk |x·w| per element of a library case."""
    x, w = (np.abs(a.astype(np.float64)) for a in arrays[:2])
    return np.matmul(x, np.swapaxes(w, -1, -2) if case.trans_b else w)


def _time_ours(fn, arrays: list, warmup: int, iters: int) -> tuple:
    """µs of a whole call (as torch's): alone between CUDA events, and back to back."""
    args = _cuda_tensors(arrays)
    return _per_call_us(lambda: fn(*args), warmup, iters)


def _cuda_tensors(arrays: list) -> list:
    from ..frontends.torch import from_numpy  # bfloat16 arrays too

    return [from_numpy(a).cuda() for a in arrays]


def _per_call_us(call, warmup: int, iters: int) -> tuple:
    from .gpu import median_ms_cuda_events, ms_back_to_back

    return (median_ms_cuda_events(call, warmup, iters) * 1e3,
            ms_back_to_back(call, warmup, iters) * 1e3)


def _time_torch(case: GemmCase, arrays: list, warmup: int, iters: int,
                tf32: bool = False) -> tuple:
    """torch's own GEMM on the same arrays (f32 with TF32 off, or allowed with `tf32`; a half
    case's bf16 tensors, f32 sums and a bf16 result): addmm with a bias, bmm, matmul; µs as
    _time_ours."""
    import torch

    torch.backends.cuda.matmul.allow_tf32 = tf32
    x, w, *rest = _cuda_tensors(arrays)
    wt = w.transpose(-1, -2) if case.trans_b else w
    if case.bias:
        (b,) = rest
        call = (lambda: torch.addmm(b, x, wt)) if case.batch == 1 else \
            (lambda: torch.matmul(x, wt) + b)
    else:
        call = (lambda: torch.bmm(x, wt)) if case.batched_b else (lambda: torch.matmul(x, wt))
    return _per_call_us(call, warmup, iters)


def _estimates(case: GemmCase, row: dict) -> dict:
    """vs_torch (ours / torch's time) for a library case; for a fused case the fused GEMM's
    time t_fused - (t_library - t_gemm) and its multiply-adds per µs."""
    us = {v: row[v].get("us") for v in variants(case) if isinstance(row.get(v), dict)}
    if case.half and case.softmax:
        return {"tensor_cores_vs_fma": us["fused"] / us["fma"]} \
            if us.get("fused") and us.get("fma") else {}
    if not case.softmax:
        out = {}
        ours, theirs = us.get("planned"), row.get("torch_us")
        if ours and theirs:
            out["vs_torch"] = ours / theirs
        ours, theirs = row.get("planned", {}).get("loop_us"), row.get("torch_loop_us")
        if ours and theirs:
            out["loop_vs_torch"] = ours / theirs
        ours, theirs = us.get("tf32"), row.get("torch_tf32_us")
        if ours and theirs:
            out["tf32_vs_torch"] = ours / theirs
        if ours:
            out["library_tf32_macs_per_us"] = case.macs / ours
        return out
    if not all(us.get(v) for v in variants(case)):
        return {}
    fused_gemm_us = us["fused"] - (us["library"] - us["gemm"])
    out = {"library_macs_per_us": case.macs / us["gemm"], "fused_gemm_us": fused_gemm_us}
    if fused_gemm_us > 0:
        out["fused_macs_per_us"] = case.macs / fused_gemm_us
    return out


def markdown(results: dict) -> list:
    """Lines of the GEMM tables for gpu_results.md."""
    if not results:
        return []
    lines = ["", "Library GEMMs beside torch, µs per call (CUDA events): full f32 (TF32 off on "
             "both sides), then built with --tf32 beside torch with allow_tf32 (MACs/µs: the "
             "rate `library_tf32_gemm_macs_per_us` of a measured device table):", "",
             "| case | batch x m x n x k | check | mlir-stitch | torch | ours / torch | "
             "--tf32: check | mlir-stitch | torch (allow_tf32) | ours / torch | MACs/µs |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for name, row in results.items():
        if "fused" in row or "fma" in row:
            continue
        p, t = row["planned"], row.get("tf32", {"status": "not bundled"})
        lines.append(f"| {name} | {row['shape']} | {p['status']} | {_num(p.get('us'))} | "
                     f"{_num(row.get('torch_us'))} | {_num(row.get('vs_torch'), '{:.2f}×')} | "
                     f"{t['status']} | {_num(t.get('us'))} | {_num(row.get('torch_tf32_us'))} | "
                     f"{_num(row.get('tf32_vs_torch'), '{:.2f}×')} | "
                     f"{_num(row.get('library_tf32_macs_per_us'), '{:.3g}')} |")
    loops = {name: row for name, row in results.items() if "torch_loop_us" in row}
    if loops:
        lines += ["", "The same calls queued back to back (one synchronisation per run: a "
                  "loop's steady rate, the larger of a call's host and GPU time), µs per call, "
                  "full f32:", "", "| case | mlir-stitch | torch | ours / torch |",
                  "|---|---|---|---|"]
        for name, row in loops.items():
            lines.append(f"| {name} | {_num(row['planned'].get('loop_us'))} | "
                         f"{_num(row['torch_loop_us'])} | "
                         f"{_num(row.get('loop_vs_torch'), '{:.2f}×')} |")
    lines += ["", "softmax(x · Wᵀ + b) with the GEMM in the library, fused (operands staged in "
              "shared memory), and the lone GEMM, µs per call; the fused GEMM's rate is what "
              "`fused_gemm_macs_per_us` of a measured device table should say:", "",
              "| case | batch x m x n x k | checks | library + softmax | fused | lone GEMM | "
              "fused GEMM MACs/µs | library MACs/µs |", "|---|---|---|---|---|---|---|---|"]
    for name, row in results.items():
        if "fused" not in row or "fma" in row:
            continue
        checks = ", ".join(f"{v} {row[v]['status']}" for v in ("library", "fused", "gemm"))
        lines.append(f"| {name} | {row['shape']} | {checks} | {_num(row['library'].get('us'))}"
                     f" | {_num(row['fused'].get('us'))} | {_num(row['gemm'].get('us'))} | "
                     f"{_num(row.get('fused_macs_per_us'), '{:.3g}')} | "
                     f"{_num(row.get('library_macs_per_us'), '{:.3g}')} |")
    half = {name: row for name, row in results.items() if "fma" in row}
    if half:
        lines += ["", "softmax(x · Wᵀ + b) with half x and W, its GEMM fused on tensor cores "
                  "(mma.sync) and by FMA (--no-tensor-cores), µs per call:", "",
                  "| case | batch x m x n x k | type | checks | tensor cores | FMA | "
                  "tensor cores / FMA |", "|---|---|---|---|---|---|---|"]
        for name, row in half.items():
            checks = ", ".join(f"{v} {row[v]['status']}" for v in ("fused", "fma"))
            lines.append(f"| {name} | {row['shape']} | {row['half']} | {checks} | "
                         f"{_num(row['fused'].get('us'))} | {_num(row['fma'].get('us'))} | "
                         f"{_num(row.get('tensor_cores_vs_fma'), '{:.2f}×')} |")
    return lines


def _num(v, fmt: str = "{:.1f}") -> str:
    return "–" if v is None else fmt.format(v)
