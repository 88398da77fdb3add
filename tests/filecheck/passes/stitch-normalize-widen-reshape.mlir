// A widening (bf16 -> f32) that only a GEMM reads, through a collapse_shape of a computed bf16
// value (torch-mlir's bf16 Linear after a LayerNorm over [B, S, D]), is not folded onto the
// producer's [B, S, D] (analysis/reshape_domain.py): the producer's kernel then writes bf16, not
// an f32 copy, and the widening is inlined into the GEMM, whose two operands are bf16, so
// tensor cores compute it (analysis/mma_tiles.py).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); x=r.standard_normal((2,32,64)).astype(m.bfloat16); w=r.standard_normal((64,64)).astype(m.bfloat16); y=(2*x.astype(n.float64)).reshape(64,64) @ w.astype(n.float64); n.savez('%t/in.npz', arg0=x, arg1=w); n.savez('%t/exp.npz', result0=n.maximum(y,0)*y)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-4 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK: %[[Y:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<2x32x64xbf16>) outs(%{{.*}} : tensor<2x32x64xbf16>)
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[Y]] {{.*}} into tensor<64x64xbf16>
// CHECK: linalg.generic {{.*}} ins(%[[C]], %arg1 : tensor<64x64xbf16>, tensor<64x64xbf16>)
// CHECK-NEXT: ^bb0(%in: bf16, %in_0: bf16, %out: f32):
// CHECK-DAG: arith.extf %in_0 : bf16 to f32
// CHECK-DAG: arith.extf %in : bf16 to f32

// REPORT: global_bytes: 49152
// REPORT: fusion_0: flat
// REPORT: fusion_1: row
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm0 (k_tile 64, tensor cores)
// EMU: PASS

#m3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#m = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<2x32x64xbf16>, %w: tensor<64x64xbf16>) -> tensor<64x64xf32> {
  %e3 = tensor.empty() : tensor<2x32x64xbf16>
  %y = linalg.generic {indexing_maps = [#m3, #m3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x32x64xbf16>) outs(%e3 : tensor<2x32x64xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %s = arith.addf %a, %a : bf16
    linalg.yield %s : bf16
  } -> tensor<2x32x64xbf16>
  %c = tensor.collapse_shape %y [[0, 1], [2]] : tensor<2x32x64xbf16> into tensor<64x64xbf16>
  %e = tensor.empty() : tensor<64x64xf32>
  %cw = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x64xbf16>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<64x64xf32>
  %ww = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<64x64xbf16>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<64x64xf32>
  %zero = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%cw, %ww : tensor<64x64xf32>, tensor<64x64xf32>)
      outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.maximumf %a, %zero : f32
    %s = arith.mulf %z, %a : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %t : tensor<64x64xf32>
}
