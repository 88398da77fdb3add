// An f32 value rounded to bf16 and widened back for the GEMM that reads it, through the head
// merge's reshape, transpose and collapse (a bf16 attention's output into its projection, as
// torch-mlir writes it), is read by the GEMM in f32 through the same views
// (transforms/round_trips.py): no bf16 tensor, no kernel of its own between them. The rounded
// value that is also returned keeps its truncf; a widening that an elementwise op reads stays
// (inlined into it: their kernel rounds the cast in registers, as eager does, then doubles it).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); a=r.standard_normal((2,4,8,16),dtype=n.float32); w=r.standard_normal((64,32),dtype=n.float32); c=r.standard_normal((4,8),dtype=n.float32); n.savez('%t/in.npz', arg0=a, arg1=w, arg2=c); h=a.transpose(0,2,1,3).reshape(16,64).astype(n.float64); b=c.astype(m.bfloat16); n.savez('%t/exp.npz', result0=h @ w, result1=b, result2=b.astype(n.float64) * 2)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NOT: arith.truncf %{{.*}} : f32 to bf16
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<2x4x8x16xf32>) outs(%{{.*}} : tensor<2x8x4x16xf32>)
// CHECK: %[[MERGED:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2, 3]] : tensor<2x8x4x16xf32> into tensor<16x64xf32>
// CHECK: linalg.generic {{.*}} ins(%[[MERGED]], %arg1 : tensor<16x64xf32>, tensor<64x32xf32>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK: return

// REPORT: kernel_count: 2 (1 library launch; unfused: 4)
// REPORT-NOT: fallback
// EMU-COUNT-3: PASS

#m4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#m2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<2x4x8x16xf32>, %w: tensor<64x32xf32>, %c: tensor<4x8xf32>)
    -> (tensor<16x32xf32>, tensor<4x8xbf16>, tensor<4x8xf32>) {
  %eh = tensor.empty() : tensor<2x4x8x16xbf16>
  %h = linalg.generic {indexing_maps = [#m4, #m4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%a : tensor<2x4x8x16xf32>) outs(%eh : tensor<2x4x8x16xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x8x16xbf16>
  %et = tensor.empty() : tensor<2x8x4x16xbf16>
  %t = linalg.transpose ins(%h : tensor<2x4x8x16xbf16>) outs(%et : tensor<2x8x4x16xbf16>) permutation = [0, 2, 1, 3]
  %flat = tensor.collapse_shape %t [[0, 1], [2, 3]] : tensor<2x8x4x16xbf16> into tensor<16x64xbf16>
  %ew = tensor.empty() : tensor<16x64xf32>
  %wide = linalg.generic {indexing_maps = [#m2, #m2], iterator_types = ["parallel", "parallel"]}
      ins(%flat : tensor<16x64xbf16>) outs(%ew : tensor<16x64xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<16x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%eo : tensor<16x32xf32>) -> tensor<16x32xf32>
  %y = linalg.matmul ins(%wide, %w : tensor<16x64xf32>, tensor<64x32xf32>)
      outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  // a rounded value that is returned, and widened for an elementwise op
  %ec = tensor.empty() : tensor<4x8xbf16>
  %cb = linalg.generic {indexing_maps = [#m2, #m2], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<4x8xf32>) outs(%ec : tensor<4x8xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %r = arith.truncf %x : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<4x8xbf16>
  %ef = tensor.empty() : tensor<4x8xf32>
  %cw = linalg.generic {indexing_maps = [#m2, #m2], iterator_types = ["parallel", "parallel"]}
      ins(%cb : tensor<4x8xbf16>) outs(%ef : tensor<4x8xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %r = arith.extf %x : bf16 to f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %two = arith.constant 2.0 : f32
  %d = linalg.generic {indexing_maps = [#m2, #m2], iterator_types = ["parallel", "parallel"]}
      ins(%cw : tensor<4x8xf32>) outs(%ef : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %two : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y, %cb, %d : tensor<16x32xf32>, tensor<4x8xbf16>, tensor<4x8xf32>
}
