// A batched GEMM whose A is read with its batch loop (the head, d1) inside the matrix, as a
// head split folded into the map leaves it: out[b, h, m, n] = Σk A[b, m, h, k] · B[b, h, k, n].
// No strided-batched call reads A in place (its batches are not one fixed stride apart), but
// each batch's matrix is still a strided view of A: offset b·11520 + h·160, rows 480 apart.
// stitch-fusion-plan gives the call those views (analysis/gemm_views.py): one cuBLAS batched
// GEMM over a pointer per batch reads A where it lies - no copy kernel (once, a flat kernel
// copied A to [b, h, m, k] first; before that, the GEMM fell back to a loop kernel).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); a=r.standard_normal((2,24,3,160),dtype=n.float32); b=r.standard_normal((2,3,160,20),dtype=n.float32); n.savez('%t/in.npz', arg0=a, arg1=b); n.savez('%t/exp.npz', result0=n.einsum('bmhk,bhkn->bhmn', a.astype(n.float64), b.astype(n.float64)))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-4 | filecheck %s --check-prefix=EMU
// With gemm-views=false, A is copied to [b, h, m, k] first (a flat kernel) for a strided-batched
// cuBLASLt call, as before views existed.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{gemm-views=false})' | filecheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0({{.*}}) -> tensor<2x3x24x20xf32> attributes {stitch.library = #stitch.library<{a = 0 : i64, b = 1 : i64, batch = 6 : i64, batched_a = true, batched_b = true{{.*}}k = 160 : i64, m = 24 : i64, n = 20 : i64{{.*}}trans_a = false, trans_b = false, views = {a = {ld = 480 : i64, offset = 0 : i64, strides = array<i64: 11520, 160>}, b = {ld = 20 : i64, offset = 0 : i64, strides = array<i64: 9600, 3200>}, batch = array<i64: 2, 3>, out = {ld = 20 : i64, offset = 0 : i64, strides = array<i64: 1440, 480>}}

// OFF-LABEL: func.func @main
// OFF-NEXT: %[[A:.*]] = call @stitch_fusion_0(%arg0) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<2x24x3x160xf32>) -> tensor<2x3x24x160xf32>
// OFF-NEXT: call @stitch_gemm_0(%[[A]], %arg1)
// OFF-NOT: views =

// REPORT: kernel_count: 1 (1 library launch; unfused: 1)
// REPORT-NOT: fallback
// REPORT: gemm_0: library cuBLAS GemmBatchedEx (f32) 6 x 24x20x160, strided views, epilogue none
// EMU: PASS

func.func @main(%a: tensor<2x24x3x160xf32>, %b: tensor<2x3x160x20xf32>) -> tensor<2x3x24x20xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x24x20xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x24x20xf32>) -> tensor<2x3x24x20xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x24x3x160xf32>, tensor<2x3x160x20xf32>) outs(%acc : tensor<2x3x24x20xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x3x24x20xf32>
  return %mm : tensor<2x3x24x20xf32>
}
