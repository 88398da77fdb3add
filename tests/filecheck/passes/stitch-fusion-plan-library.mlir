// A Linear layer as PyTorch exports it (x @ w.T + b, then ReLU), then a consumer. Its k of 256
// is more than a stitched kernel loops over per element (analysis/fusion_domain.MAX_FUSED_K).
// stitch-normalize folds the weight's transpose into the GEMM's index map; stitch-fusion-plan
// outlines the GEMM with its bias and ReLU as one library launch (@stitch_gemm_0): the
// transpose is the call's trans_b flag (no transpose kernel), bias + ReLU its epilogue.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' > %t.l1.mlir
// RUN: filecheck %s --input-file=%t.l1.mlir
// RUN: %stitch-opt %t.l1.mlir --pass-pipeline='builtin.module(stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((8,256),dtype=n.float32); w=r.standard_normal((32,256),dtype=n.float32); b=r.standard_normal(32,dtype=n.float32); n.savez('%t/in.npz', arg0=x, arg1=w, arg2=b); y=n.maximum(x.astype(n.float64)@w.T.astype(n.float64)+b,0); n.savez('%t/exp.npz', result0=y*2.0)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU
// With library=false the GEMM is a loop kernel reading the weight through the folded map
// (the transpose is folded either way), with its bias and ReLU in a fusion after it.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{library=false})' | filecheck %s --check-prefix=LOOP
// TF32 only when asked for (--tf32): the call's compute, which the report names.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{tf32=true})' | filecheck %s --check-prefix=TF32
// RUN: %stitch-compile %s -o %t.tf32 --no-ptxas --tf32 | filecheck %s --check-prefix=TF32-REPORT

// CHECK-LABEL: func.func @main
// CHECK-NOT: linalg.generic
// CHECK: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1, %arg2) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK: call @stitch_fusion_0(%[[G]])
// CHECK: func.func private @stitch_gemm_0({{.*}}) -> tensor<8x32xf32> attributes {stitch.library = #stitch.library<{a = 0 : i64, b = 1 : i64, batch = 1 : i64, batched_a = true, batched_b = true, bias = 2 : i64, compute = "f32", epilogue = "bias_relu", k = 256 : i64, m = 8 : i64, n = 32 : i64, residual = -1 : i64, trans_a = false, trans_b = true, why = "{{.*}}"}>}
// The weight is read in place, [n, k]: the transpose is now the GEMM's map.
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[NK:map[0-9]*]], #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x256xf32>, tensor<32x256xf32>)
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: func.func private @stitch_fusion_0

// L3: gpu.func @fusion_0
// L3-NOT: gpu.func @gemm_0
// L3: call @stitch_gemm_0(%arg0, %arg1, %arg2) {stitch.launch = #stitch.launch<{kernel = "gemm_0", kind = "library", library = {a = 0 : i64, b = 1 : i64, batch = 1 : i64, batched_a = true, batched_b = true, bias = 2 : i64, compute = "f32", epilogue = "bias_relu", k = 256 : i64, m = 8 : i64, n = 32 : i64, residual = -1 : i64, trans_a = false, trans_b = true, why = "{{.*}}"}}>}
// L3: func.func private @stitch_gemm_0({{.*}}attributes {stitch.library

// REPORT: kernel_count: 2 (1 library launch; unfused: 4)
// REPORT: gemm_0: library cuBLASLt matmul (f32) 8x32x256, trans_b, epilogue bias_relu (ops at {{.*}}stitch-fusion-plan-library.mlir:57:9, {{.*}}:58:13, {{.*}}:64:11)
// REPORT-NEXT: in the library: no stitched kernel holds it with its neighbours: GEMM '{{.*}}stitch-fusion-plan-library.mlir:57:9' does not compute the elements of the flat domain [8, 32]: each element sums 256 products, more than a fused GEMM's 128 (a library GEMM runs it)
// EMU: PASS
// EMU: "library_calls": 1

// TF32: func.func private @stitch_gemm_0({{.*}}compute = "tf32"
// TF32-REPORT: gemm_0: library cuBLASLt matmul (tf32) 8x32x256, trans_b, epilogue bias_relu

// LOOP-NOT: linalg.transpose
// LOOP: call @stitch_kernel_0(%arg0, %arg1)
// LOOP: func.func private @stitch_kernel_0

#full = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<8x256xf32>, %w: tensor<32x256xf32>, %bias: tensor<32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %wt_init = tensor.empty() : tensor<256x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x256xf32>) outs(%wt_init : tensor<256x32xf32>) permutation = [1, 0]
  %out = tensor.empty() : tensor<8x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%out : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<8x256xf32>, tensor<256x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  %biased = linalg.generic {indexing_maps = [#full, #col, #full], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<8x32xf32>, tensor<32xf32>) outs(%out : tensor<8x32xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %relu = linalg.generic {indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<8x32xf32>) outs(%out : tensor<8x32xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.maximumf %p, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %scaled = linalg.generic {indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%relu : tensor<8x32xf32>) outs(%out : tensor<8x32xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.mulf %p, %two : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  return %scaled : tensor<8x32xf32>
}
