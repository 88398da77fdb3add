// A bmm on bf16 operands with f32 sums (torch-mlir's half-precision bmm: its body widens each
// operand with arith.extf) whose k loop is too long to fuse: stitch-fusion-plan hands the
// library the bf16 operands as they are (cuBLASLt reads halves and sums in f32, as the body
// does): no widening kernel, no f32 copy; the outlined GEMM keeps its body's widenings.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); a=r.standard_normal((2,64,1024)).astype(m.bfloat16); b=r.standard_normal((2,1024,48)).astype(m.bfloat16); n.savez('%t/in.npz', arg0=a, arg1=b); n.savez('%t/exp.npz', result0=n.matmul(a.astype(n.float64), b.astype(n.float64)))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-4 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{kind = "library"}>} : (tensor<2x64x1024xbf16>, tensor<2x1024x48xbf16>) -> tensor<2x64x48xf32>
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0(%arg0: tensor<2x64x1024xbf16>, %arg1: tensor<2x1024x48xbf16>) -> tensor<2x64x48xf32>
// CHECK-SAME: compute = "f32"
// CHECK: ^bb0(%in: bf16, %in_0: bf16, %out: f32):
// CHECK-DAG: arith.extf %in : bf16 to f32
// CHECK-DAG: arith.extf %in_0 : bf16 to f32
// CHECK: arith.mulf
// CHECK-NOT: func.func private @stitch_fusion

// REPORT: kernel_count: 1 (1 library launch; unfused: 1)
// REPORT-NOT: fallback
// REPORT: gemm_0: library cuBLASLt matmul (bf16 operands, f32 sums, f32 result) 2 x 64x48x1024, epilogue none
// EMU: PASS

func.func @main(%x: tensor<2x64x1024xbf16>, %y: tensor<2x1024x48xbf16>) -> tensor<2x64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x64x48xf32>) -> tensor<2x64x48xf32>
  %r = linalg.batch_matmul ins(%x, %y : tensor<2x64x1024xbf16>, tensor<2x1024x48xbf16>)
      outs(%acc : tensor<2x64x48xf32>) -> tensor<2x64x48xf32>
  return %r : tensor<2x64x48xf32>
}
