// BERT's pooler: tanh(x[:, 0] · Wᵀ + b) over x [B, S, D]. The GEMM reads A at a fixed index of
// the sequence (the first token), so A's rows lie S·D apart: views of one matrix (no batch
// loop), which cuBLASLt's matmul reads in place with leading dimension S·D and adds the bias
// to, as its epilogue (analysis/gemm_views.py; runtime/library.py's over_pointers). Before,
// the bias (which cuBLAS's batched call over pointers cannot add) made the plan copy the first
// token's rows in a kernel of their own: 3 launches, now 2 (the call, then the tanh).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((4,8,256),dtype=n.float32); w=r.standard_normal((192,256),dtype=n.float32)/16; b=r.standard_normal(192,dtype=n.float32); n.savez('%t/in.npz', arg0=x, arg1=w, arg2=b); n.savez('%t/exp.npz', result0=n.tanh(x[:, 0].astype(n.float64) @ w.T.astype(n.float64) + b))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU
// With gemm-views=false the first token's rows are copied first, as before views existed.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{gemm-views=false})' | filecheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1, %arg2) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK-NEXT: %[[T:.*]] = call @stitch_fusion_0(%[[G]])
// CHECK-NEXT: return %[[T]]
// CHECK: func.func private @stitch_gemm_0({{.*}}) -> tensor<4x192xf32> attributes {stitch.library = #stitch.library<{a = 0 : i64, b = 1 : i64, batch = 1 : i64{{.*}}bias = 2 : i64{{.*}}epilogue = "bias"{{.*}}views = {a = {ld = 2048 : i64, offset = 0 : i64, strides = []}, b = {ld = 256 : i64, offset = 0 : i64, strides = []}, batch = [], out = {ld = 192 : i64, offset = 0 : i64, strides = []}}

// OFF-LABEL: func.func @main
// OFF-NEXT: %[[A:.*]] = call @stitch_fusion_0(%arg0) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<4x8x256xf32>) -> tensor<4x256xf32>
// OFF-NEXT: call @stitch_gemm_0(%[[A]], %arg1, %arg2)
// OFF-NOT: views =

// REPORT: kernel_count: 2 (1 library launch; unfused: 3)
// REPORT: gemm_0: library cuBLASLt matmul (f32) 4x192x256, trans_b, strided views, epilogue bias
// EMU: PASS

func.func @main(%x: tensor<4x8x256xf32>, %w: tensor<192x256xf32>, %bias: tensor<192xf32>) -> tensor<4x192xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x192xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x192xf32>) -> tensor<4x192xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, 0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<4x8x256xf32>, tensor<192x256xf32>) outs(%f : tensor<4x192xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x192xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%y, %bias : tensor<4x192xf32>, tensor<192xf32>) outs(%e : tensor<4x192xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4x192xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<4x192xf32>) outs(%e : tensor<4x192xf32>) {
  ^bb0(%p: f32, %o: f32):
    %h = math.tanh %p : f32
    linalg.yield %h : f32
  } -> tensor<4x192xf32>
  return %t : tensor<4x192xf32>
}
