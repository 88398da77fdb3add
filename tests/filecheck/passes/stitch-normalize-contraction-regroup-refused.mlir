// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t.art
// RUN: %PYTHON -c "import numpy as np; r = np.random.default_rng(0); x = r.standard_normal((2, 2, 4, 2, 4, 16)).astype(np.float32); w = r.standard_normal((16, 16)).astype(np.float32); np.savez('%t.in.npz', arg0=x, arg1=w); np.savez('%t.want.npz', result0=(x.transpose(0, 1, 3, 2, 4, 5).reshape(128, 16).astype(np.float64) @ w).reshape(8, 16, 16))"
// RUN: %stitch-run %t.art --inputs %t.in.npz --backend emulator --check %t.want.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=OUT
// A GEMM over rows that a collapse merges from a permuting copy (Swin's window partition, in
// its backward), its result expanded to [8, 16, 16]: splitting the GEMM's row loop into 8 x 16
// (transforms/contraction_loops.py) would read the copy's source through digits that repeat a
// loop, a map the kernels cannot index. The rewrite is abandoned before the op changes (it
// raised an internal error, a traceback on the CLI and a crash under torch.compile) and the
// GEMM keeps its collapsed rows.

// CHECK-LABEL: func.func @main
// CHECK: %[[COPY:.+]] = linalg.generic {{.*}}ins(%arg0 : tensor<2x2x4x2x4x16xf32>)
// CHECK: %[[ROWS:.+]] = tensor.collapse_shape %[[COPY]] {{\[}}[0, 1, 2, 3, 4], [5]]
// CHECK: %[[GEMM:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]{{.*}}ins(%[[ROWS]], %arg1
// CHECK: tensor.expand_shape %[[GEMM]] {{\[}}[0, 1], [2]]

// OUT: result0: max_abs_err={{.*}} PASS

#perm = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2, d4, d5)>
#id6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>
func.func @main(%x: tensor<2x2x4x2x4x16xf32>, %w: tensor<16x16xf32>) -> tensor<8x16x16xf32> {
  %e = tensor.empty() : tensor<2x2x2x4x4x16xf32>
  %t = linalg.generic {indexing_maps = [#perm, #id6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x2x4x2x4x16xf32>) outs(%e : tensor<2x2x2x4x4x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x2x2x4x4x16xf32>
  %c = tensor.collapse_shape %t [[0, 1, 2, 3, 4], [5]] : tensor<2x2x2x4x4x16xf32> into tensor<128x16xf32>
  %zero = arith.constant 0.0 : f32
  %me = tensor.empty() : tensor<128x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%me : tensor<128x16xf32>) -> tensor<128x16xf32>
  %m = linalg.matmul ins(%c, %w : tensor<128x16xf32>, tensor<16x16xf32>) outs(%f : tensor<128x16xf32>) -> tensor<128x16xf32>
  %r = tensor.expand_shape %m [[0, 1], [2]] output_shape [8, 16, 16] : tensor<128x16xf32> into tensor<8x16x16xf32>
  return %r : tensor<8x16x16xf32>
}
