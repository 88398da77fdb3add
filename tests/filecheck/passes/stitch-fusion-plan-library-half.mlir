// A bmm on bf16 operands with f32 sums (torch-mlir's half-precision bmm: its body widens each
// operand with arith.extf) whose k loop is too long to fuse: stitch-fusion-plan gives the
// library f32 copies of the operands, widened by a kernel before the call (exact), and the
// outlined GEMM multiplies f32 values (before, the widening body was no library GEMM).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); a=r.standard_normal((2,64,1024)).astype(m.bfloat16); b=r.standard_normal((2,1024,48)).astype(m.bfloat16); n.savez('%t/in.npz', arg0=a, arg1=b); n.savez('%t/exp.npz', result0=n.matmul(a.astype(n.float64), b.astype(n.float64)))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-4 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[W:.*]]:2 = call @stitch_fusion_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<2x64x1024xbf16>, tensor<2x1024x48xbf16>) -> (tensor<2x64x1024xf32>, tensor<2x1024x48xf32>)
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%[[W]]#0, %[[W]]#1) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0(%arg0: tensor<2x64x1024xf32>, %arg1: tensor<2x1024x48xf32>)
// CHECK-NOT: arith.extf
// CHECK: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: arith.mulf %in, %in_0 : f32
// CHECK: func.func private @stitch_fusion_0
// CHECK: arith.extf %in : bf16 to f32
// CHECK: arith.extf %in : bf16 to f32

// REPORT: kernel_count: 2 (1 library launch; unfused: 1)
// REPORT-NOT: fallback
// REPORT: gemm_0: library cuBLASLt matmul (f32) 2 x 64x48x1024, epilogue none
// EMU: PASS

func.func @main(%x: tensor<2x64x1024xbf16>, %y: tensor<2x1024x48xbf16>) -> tensor<2x64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x48xf32>) -> tensor<2x64x48xf32>
  %r = linalg.batch_matmul ins(%x, %y : tensor<2x64x1024xbf16>, tensor<2x1024x48xbf16>)
      outs(%acc : tensor<2x64x48xf32>) -> tensor<2x64x48xf32>
  return %r : tensor<2x64x48xf32>
}
