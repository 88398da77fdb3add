// Llama's projections: RMSNorm's rows [B, S, D] are collapsed to [B·S, D] for the GEMM and its
// result is expanded straight into heads, [B·S, H·Dh] -> [B, S, H, Dh]. No operand splits the
// GEMM's n loop into heads, so stitch-normalize splits only its m loop (as the collapse does):
// the contraction reads the norm's rows directly and yields [B, S, H·Dh], and an expand_shape
// splits the heads after it (transforms/contraction_loops.py). The norm and the projection
// then share a row domain: one kernel, the projection a vector GEMM of the normalized rows.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x,w=r.standard_normal((2,8,16)).astype(n.float32),r.standard_normal((32,16)).astype(n.float32); m=x/n.sqrt((x.astype(n.float64)**2).mean(-1,keepdims=True)+1e-6); n.savez('%t/in.npz', arg0=x, arg1=w); n.savez('%t/exp.npz', result0=(m@w.T).reshape(2,8,4,8).astype(n.float32))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-4 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[NORM:[0-9]+]] = linalg.generic {{.*}}ins(%arg0, %{{[0-9]+}} : tensor<2x8x16xf32>, tensor<2x8xf32>)
// CHECK: %[[PROJ:[0-9]+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[NORM]], %arg1 : tensor<2x8x16xf32>, tensor<32x16xf32>) outs(%{{[0-9]+}} : tensor<2x8x32xf32>)
// CHECK: tensor.expand_shape %[[PROJ]] {{\[\[}}0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>

// REPORT: kernel_count: 1 (unfused: 3)
// REPORT: fusion_0: row
// EMU: PASS

#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#r = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%x: tensor<2x8x16xf32>, %w: tensor<32x16xf32>) -> tensor<2x8x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %n16 = arith.constant 16.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %rows = tensor.empty() : tensor<2x8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<2x8xf32>) -> tensor<2x8xf32>
  %ss = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x8x16xf32>) outs(%init : tensor<2x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  %xs = tensor.empty() : tensor<2x8x16xf32>
  %norm = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %ss : tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%xs : tensor<2x8x16xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %mean = arith.divf %s, %n16 : f32
    %e = arith.addf %mean, %eps : f32
    %q = math.rsqrt %e : f32
    %y = arith.mulf %a, %q : f32
    linalg.yield %y : f32
  } -> tensor<2x8x16xf32>
  %wt0 = tensor.empty() : tensor<16x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x16xf32>) outs(%wt0 : tensor<16x32xf32>) permutation = [1, 0]
  %flat = tensor.collapse_shape %norm [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  %o0 = tensor.empty() : tensor<16x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%o0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %p = linalg.matmul ins(%flat, %wt : tensor<16x16xf32>, tensor<16x32xf32>) outs(%acc : tensor<16x32xf32>) -> tensor<16x32xf32>
  %heads = tensor.expand_shape %p [[0, 1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<16x32xf32> into tensor<2x8x4x8xf32>
  return %heads : tensor<2x8x4x8xf32>
}
