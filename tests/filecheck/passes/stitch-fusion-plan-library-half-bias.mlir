// A Linear with a bf16 weight and a bf16 bias, each widened to f32 by a generic of its own
// (torch-mlir's half-precision Linear), whose k loop is too long to fuse. stitch-normalize
// inlines the bias's widening into the bias add, as into every reader (a half load widened in
// registers). stitch-fusion-plan then splits it out again for the library call: cuBLASLt's
// epilogue adds an f32 bias, so the call gets an f32 copy widened by a kernel before it
// (packed with the weight's), and the bias add stays the call's epilogue.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s --check-prefix=NORM
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); x=r.standard_normal((64,1024)).astype(n.float32); w=r.standard_normal((1024,48)).astype(m.bfloat16); b=r.standard_normal(48).astype(m.bfloat16); n.savez('%t/in.npz', arg0=x, arg1=w, arg2=b); n.savez('%t/exp.npz', result0=x.astype(n.float64) @ w.astype(n.float64) + b.astype(n.float64))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-4 | filecheck %s --check-prefix=EMU

// NORM-LABEL: func.func @main
// NORM: linalg.generic {{.*}} ins(%{{.*}}, %arg2 : tensor<64x48xf32>, tensor<48xbf16>)
// NORM-NEXT: ^bb0
// NORM-NEXT: arith.extf
// NORM-NEXT: arith.addf

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[W:.*]]:2 = call @stitch_fusion_0(%arg1, %arg2) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<1024x48xbf16>, tensor<48xbf16>) -> (tensor<1024x48xf32>, tensor<48xf32>)
// CHECK-NEXT: call @stitch_gemm_0(%arg0, %[[W]]#0, %[[W]]#1) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK: func.func private @stitch_gemm_0(%arg0: tensor<64x1024xf32>, %arg1: tensor<1024x48xf32>, %arg2: tensor<48xf32>)
// CHECK-SAME: bias = 2 : i64
// CHECK-SAME: epilogue = "bias"
// CHECK-NOT: arith.extf
// CHECK: func.func private @stitch_fusion_0

// REPORT: kernel_count: 2 (1 library launch; unfused: 3)
// REPORT: gemm_0: library cuBLASLt matmul (f32) 64x48x1024, epilogue bias
// EMU: PASS

#m = affine_map<(d0, d1) -> (d0, d1)>
#n = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<64x1024xf32>, %w: tensor<1024x48xbf16>, %b: tensor<48xbf16>) -> tensor<64x48xf32> {
  %ew = tensor.empty() : tensor<1024x48xf32>
  %ww = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<1024x48xbf16>) outs(%ew : tensor<1024x48xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<1024x48xf32>
  %eb = tensor.empty() : tensor<48xf32>
  %bw = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%b : tensor<48xbf16>) outs(%eb : tensor<48xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<48xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %r = linalg.matmul ins(%x, %ww : tensor<64x1024xf32>, tensor<1024x48xf32>)
      outs(%acc : tensor<64x48xf32>) -> tensor<64x48xf32>
  %rb = linalg.generic {indexing_maps = [#m, #n, #m], iterator_types = ["parallel", "parallel"]}
      ins(%r, %bw : tensor<64x48xf32>, tensor<48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%a: f32, %q: f32, %o: f32):
    %s = arith.addf %a, %q : f32
    linalg.yield %s : f32
  } -> tensor<64x48xf32>
  return %rb : tensor<64x48xf32>
}
