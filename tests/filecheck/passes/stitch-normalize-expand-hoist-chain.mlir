// A Linear over [B, S, D] as torch-mlir writes it for a bf16 activation: a collapse_shape to
// [B·S, D], a widening generic, the GEMM on [B·S, N], the bias, then an erf GELU whose input is
// read by two ops (x·0.5 and erf(x/√2) + 1), and an expand_shape to [B, S, N] before a row sum.
// The widening is inlined into the GEMM first (transforms/inline_producers.py), so the GEMM
// reads the collapse itself; the expand then moves above the whole GELU at once
// (transforms/expand_hoist.py: no op of the chain alone could move, each of the GELU's input's
// readers holds it), and the GEMM iterates [B, S, N] reading the bf16 value directly: GEMM,
// bias, GELU and row sum share a kernel (3 kernels before), and so does the doubling of x that
// only the GEMM reads, computed where the GEMM stages x (an operand op: 2 kernels before).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import math, numpy as n, ml_dtypes as m; r=n.random.default_rng(0); x=r.standard_normal((2,32,64)).astype(m.bfloat16); w=(r.standard_normal((64,128))/8).astype(n.float32); b=r.standard_normal(128).astype(n.float32); h=(2*x.astype(n.float64)).reshape(64,64) @ w + b; g=0.5*h*(1+n.vectorize(math.erf)(h/math.sqrt(2))); n.savez('%t/in.npz', arg0=x, arg1=w, arg2=b); n.savez('%t/exp.npz', result0=g.reshape(2,32,128).sum(2))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-4 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<2x32x64xbf16>)
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[GEMM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[Y]], %arg1 : tensor<2x32x64xbf16>, tensor<64x128xf32>) outs(%{{.*}} : tensor<2x32x128xf32>)
// CHECK: arith.extf
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%[[GEMM]], %arg2 : tensor<2x32x128xf32>, tensor<128xf32>)
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%[[H]] : tensor<2x32x128xf32>)
// CHECK: %[[U:.*]] = linalg.generic {{.*}} ins(%[[H]] : tensor<2x32x128xf32>)
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[T]], %[[U]] : tensor<2x32x128xf32>, tensor<2x32x128xf32>)
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<2x32x128xf32>) outs(%{{.*}} : tensor<2x32xf32>)

// REPORT: kernel_count: 1
// REPORT: fusion_0: row reduce{{[0-9]+}}[{{.*}}]S; ops=7
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm1
// EMU: PASS

#m3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#m = affine_map<(d0, d1) -> (d0, d1)>
#n = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<2x32x64xbf16>, %w: tensor<64x128xf32>, %b: tensor<128xf32>) -> tensor<2x32xf32> {
  %e3 = tensor.empty() : tensor<2x32x64xbf16>
  %y = linalg.generic {indexing_maps = [#m3, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x32x64xbf16>) outs(%e3 : tensor<2x32x64xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %s = arith.addf %a, %a : bf16
    linalg.yield %s : bf16
  } -> tensor<2x32x64xbf16>
  %c = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x32x64xbf16> into tensor<64x64xbf16>
  %ef = tensor.empty() : tensor<64x64xf32>
  %cf = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x64xbf16>) outs(%ef : tensor<64x64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<64x64xf32>
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rs = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  %r = linalg.matmul ins(%cf, %w : tensor<64x64xf32>, tensor<64x128xf32>)
      outs(%acc : tensor<64x128xf32>) -> tensor<64x128xf32>
  %h = linalg.generic {indexing_maps = [#m, #n, #m], iterator_types = ["parallel", "parallel"]}
      ins(%r, %b : tensor<64x128xf32>, tensor<128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %q: f32, %o: f32):
    %s = arith.addf %a, %q : f32
    linalg.yield %s : f32
  } -> tensor<64x128xf32>
  %t = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %half : f32
    linalg.yield %s : f32
  } -> tensor<64x128xf32>
  %u = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %rs : f32
    %f = math.erf %s : f32
    %p = arith.addf %f, %one : f32
    linalg.yield %p : f32
  } -> tensor<64x128xf32>
  %g = linalg.generic {indexing_maps = [#m, #m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%t, %u : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %q: f32, %o: f32):
    %s = arith.mulf %a, %q : f32
    linalg.yield %s : f32
  } -> tensor<64x128xf32>
  %ge = tensor.expand_shape %g [[0, 1], [2]] output_shape [2, 32, 128] : tensor<64x128xf32> into tensor<2x32x128xf32>
  %er = tensor.empty() : tensor<2x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<2x32xf32>) -> tensor<2x32xf32>
  %sum = linalg.generic {indexing_maps = [#m3, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ge : tensor<2x32x128xf32>) outs(%z : tensor<2x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x32xf32>
  return %sum : tensor<2x32xf32>
}
