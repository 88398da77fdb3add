// A widening (bf16 -> f32, exact) of a GEMM's weight, as torch-mlir writes a bf16 Linear, is
// inlined into the GEMM like a copy (transforms/inline_producers.py): a fused GEMM reads the
// bf16 weight and widens it in registers, where a half load widens anyway. Left alone, the GEMM
// runs in the library, which reads f32: stitch-fusion-plan splits the widening out again.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); x=r.standard_normal((32,64),dtype=n.float32); w=r.standard_normal((64,48)).astype(m.bfloat16); n.savez('%t/in.npz', arg0=x, arg1=w); n.savez('%t/exp.npz', result0=x.astype(n.float64) @ w.astype(n.float64))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main(%arg0: tensor<32x64xf32>, %arg1: tensor<64x48xbf16>)
// CHECK-NOT: arith.extf
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<32x64xf32>, tensor<64x48xbf16>)
// CHECK-NEXT: ^bb0(%in: f32, %in_0: bf16, %out: f32):
// CHECK-NEXT: %[[W:.*]] = arith.extf %in_0 : bf16 to f32
// CHECK-NEXT: %[[P:.*]] = arith.mulf %in, %[[W]] : f32
// CHECK-NEXT: arith.addf %out, %[[P]] : f32

// REPORT: kernel_count: 2 (1 library launch; unfused: 1)
// REPORT-NOT: fallback
// REPORT: gemm_0: library cuBLASLt matmul (f32) 32x48x64, epilogue none
// EMU: PASS

#m = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<32x64xf32>, %w: tensor<64x48xbf16>) -> tensor<32x48xf32> {
  %e = tensor.empty() : tensor<64x48xf32>
  %wide = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<64x48xbf16>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %f = arith.extf %a : bf16 to f32
    linalg.yield %f : f32
  } -> tensor<64x48xf32>
  %zero = arith.constant 0.0 : f32
  %eo = tensor.empty() : tensor<32x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%eo : tensor<32x48xf32>) -> tensor<32x48xf32>
  %r = linalg.matmul ins(%x, %wide : tensor<32x64xf32>, tensor<64x48xf32>)
      outs(%acc : tensor<32x48xf32>) -> tensor<32x48xf32>
  return %r : tensor<32x48xf32>
}
