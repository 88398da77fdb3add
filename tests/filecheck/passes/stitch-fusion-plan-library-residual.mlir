// A residual connection after a Linear layer, x + (a @ w.T + b) with the rows reshaped
// [12, 20] -> [2, 6, 20] between them (as torch-mlir writes a Linear over [B, S, D]):
// stitch-fusion-plan outlines the GEMM with its bias, the reshape and the residual add as one
// library launch (cuBLASLt's beta·C), so the add is no kernel of its own. (k = 160: more than a
// stitched kernel loops over per element, so the GEMM is a library call.)
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); a=r.standard_normal((12,160),dtype=n.float32); w=r.standard_normal((20,160),dtype=n.float32); b=r.standard_normal(20,dtype=n.float32); x=r.standard_normal((2,6,20),dtype=n.float32); n.savez('%t/in.npz', arg0=a, arg1=w, arg2=b, arg3=x); n.savez('%t/exp.npz', result0=x+(a.astype(n.float64)@w.T.astype(n.float64)+b).reshape(2,6,20))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-4 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1, %arg2, %arg3) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0({{.*}}) -> tensor<2x6x20xf32> attributes {stitch.library = #stitch.library<{{.*}}bias = 2 : i64, compute = "f32", epilogue = "bias"{{.*}}residual = 3 : i64
// CHECK: tensor.expand_shape
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg3, %{{.*}} : tensor<2x6x20xf32>, tensor<2x6x20xf32>)

// REPORT: kernel_count: 1 (1 library launch; unfused: 3)
// REPORT: gemm_0: library cuBLASLt matmul (f32) 12x20x160, trans_b, epilogue bias + residual
// EMU: PASS

func.func @main(%a: tensor<12x160xf32>, %w: tensor<20x160xf32>, %bias: tensor<20xf32>, %x: tensor<2x6x20xf32>) -> tensor<2x6x20xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x20xf32>
  %e3 = tensor.empty() : tensor<2x6x20xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<12x20xf32>) -> tensor<12x20xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<12x160xf32>, tensor<20x160xf32>) outs(%acc : tensor<12x20xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %r = arith.addf %o, %m : f32
    linalg.yield %r : f32
  } -> tensor<12x20xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<12x20xf32>, tensor<20xf32>) outs(%e : tensor<12x20xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<12x20xf32>
  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape [2, 6, 20] : tensor<12x20xf32> into tensor<2x6x20xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %y3 : tensor<2x6x20xf32>, tensor<2x6x20xf32>) outs(%e3 : tensor<2x6x20xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<2x6x20xf32>
  return %sum : tensor<2x6x20xf32>
}
