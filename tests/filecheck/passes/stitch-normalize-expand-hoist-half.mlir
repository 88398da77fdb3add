// A bf16 Linear over [B, S, D] as torch-mlir writes it, then a residual add and a row
// reduction: the GEMM on [B·S, N], the bias (widened from bf16) added, the sum rounded to bf16,
// the residual added on [B·S, N] (the reshape-domain fold moved it there, reading x through a
// collapse_shape), then an expand_shape to [B, S, N] before the reduction. The expand moves above
// the epilogue (transforms/expand_hoist.py): the widened bias and the collapsed argument are
// computed from arguments alone, so they are read over the split loops, and the GEMM iterates
// [B, S, N] itself: the GEMM, its epilogue and the reduction are one kernel (the attention output
// projection and the second LayerNorm of a bf16 transformer block). Another reader of the
// residual add (h + h) reads the hoisted result through a collapse_shape. The bias's widening
// is inlined into the bias add (a half load widened in registers; no kernel writes an f32 copy).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); b16=lambda a: a.astype(m.bfloat16); x=b16(r.standard_normal((2,32,64))); xf=r.standard_normal((2,32,64)).astype(n.float32); w=b16(r.standard_normal((64,64))/8); b=b16(r.standard_normal(64)); t=b16(xf.reshape(64,64).astype(n.float64) @ w.astype(n.float64) + b.astype(n.float64)).reshape(2,32,64); h=b16(x.astype(n.float32)+t.astype(n.float32)).astype(n.float64); n.savez('%t/in.npz', arg0=x, arg1=xf, arg2=w, arg3=b); n.savez('%t/exp.npz', result0=h-h.mean(2,keepdims=True), result1=2*h)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 2e-2 --atol 2e-2 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK: %[[GEMM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg1, %arg2 : tensor<2x32x64xf32>, tensor<64x64xbf16>) outs(%{{.*}} : tensor<2x32x64xf32>)
// CHECK: %[[BIAS:.*]] = linalg.generic {{.*}} ins(%[[GEMM]], %arg3 : tensor<2x32x64xf32>, tensor<64xbf16>)
// CHECK: arith.extf
// CHECK-NEXT: arith.addf
// CHECK: %[[ROUND:.*]] = linalg.generic {{.*}} ins(%[[BIAS]] : tensor<2x32x64xf32>) outs(%{{.*}} : tensor<2x32x64xbf16>)
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%arg0, %[[ROUND]] : tensor<2x32x64xbf16>, tensor<2x32x64xbf16>)
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[H]] {{.*}} into tensor<64x64xbf16>
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<64x64xbf16>)
// CHECK: linalg.generic {{.*}} ins(%[[H]] : tensor<2x32x64xbf16>) outs(%{{.*}} : tensor<2x32xf32>)

// REPORT: kernel_count: 2
// REPORT: fusion_0: row reduce{{[0-9]+}}[{{.*}}]S;ew{{[0-9]+}}[{{.*}}]; ops=6
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm0
// REPORT: fusion_1: flat
// EMU: PASS

#m3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#bc = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#m = affine_map<(d0, d1) -> (d0, d1)>
#n = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<2x32x64xbf16>, %xf: tensor<2x32x64xf32>, %w: tensor<64x64xbf16>, %b: tensor<64xbf16>)
    -> (tensor<2x32x64xf32>, tensor<2x32x64xbf16>) {
  %cw = tensor.collapse_shape %xf [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
  %e = tensor.empty() : tensor<64x64xf32>
  %ww = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<64x64xbf16>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<64x64xf32>
  %eb = tensor.empty() : tensor<64xf32>
  %bw = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%b : tensor<64xbf16>) outs(%eb : tensor<64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%cw, %ww : tensor<64x64xf32>, tensor<64x64xf32>)
      outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
  %rb = linalg.generic {indexing_maps = [#m, #n, #m], iterator_types = ["parallel", "parallel"]}
      ins(%r, %bw : tensor<64x64xf32>, tensor<64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %q: f32, %o: f32):
    %s = arith.addf %a, %q : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %eh = tensor.empty() : tensor<64x64xbf16>
  %t = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%rb : tensor<64x64xf32>) outs(%eh : tensor<64x64xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %s = arith.truncf %a : f32 to bf16
    linalg.yield %s : bf16
  } -> tensor<64x64xbf16>
  %te = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xbf16> into tensor<2x32x64xbf16>
  %e3 = tensor.empty() : tensor<2x32x64xbf16>
  %h = linalg.generic {indexing_maps = [#m3, #m3, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %te : tensor<2x32x64xbf16>, tensor<2x32x64xbf16>) outs(%e3 : tensor<2x32x64xbf16>) {
  ^bb0(%a: bf16, %q: bf16, %o: bf16):
    %s = arith.addf %a, %q : bf16
    linalg.yield %s : bf16
  } -> tensor<2x32x64xbf16>
  %h2 = linalg.generic {indexing_maps = [#m3, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h : tensor<2x32x64xbf16>) outs(%e3 : tensor<2x32x64xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %s = arith.addf %a, %a : bf16
    linalg.yield %s : bf16
  } -> tensor<2x32x64xbf16>
  %es = tensor.empty() : tensor<2x32xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%es : tensor<2x32xf32>) -> tensor<2x32xf32>
  %sum = linalg.generic {indexing_maps = [#m3, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h : tensor<2x32x64xbf16>) outs(%sf : tensor<2x32xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    %s = arith.addf %f, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x32xf32>
  %e3f = tensor.empty() : tensor<2x32x64xf32>
  %ctr = linalg.generic {indexing_maps = [#m3, #row, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h, %sum : tensor<2x32x64xbf16>, tensor<2x32xf32>) outs(%e3f : tensor<2x32x64xf32>) {
  ^bb0(%a: bf16, %s: f32, %o: f32):
    %f = arith.extf %a : bf16 to f32
    %k = arith.constant 0.015625 : f32
    %m = arith.mulf %s, %k : f32
    %d = arith.subf %f, %m : f32
    linalg.yield %d : f32
  } -> tensor<2x32x64xf32>
  return %ctr, %h2 : tensor<2x32x64xf32>, tensor<2x32x64xbf16>
}
