// The bf16 rounding of a half-precision GEMM's f32 result (torch-mlir's bf16 Linear: a matmul
// of bf16 operands into f32, then a truncf generic) is the library call's: cuBLASLt writes D in
// bf16, rounded once from the f32 sums, as the truncf rounds them. One launch, no kernel after
// it; the call returns bf16.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); a=r.standard_normal((64,1024)).astype(m.bfloat16); b=r.standard_normal((48,1024)).astype(m.bfloat16); n.savez('%t/in.npz', arg0=a, arg1=b); n.savez('%t/exp.npz', result0=(a.astype(n.float32) @ b.astype(n.float32).T).astype(m.bfloat16))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 0.008 --atol 1e-3 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{kind = "library"}>} : (tensor<64x1024xbf16>, tensor<48x1024xbf16>) -> tensor<64x48xbf16>
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0
// CHECK-SAME: epilogue = "none"
// CHECK-SAME: trans_b = true
// CHECK: arith.mulf
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: return %{{.*}} : tensor<64x48xbf16>
// CHECK-NOT: func.func private @stitch_fusion

// REPORT: kernel_count: 1 (1 library launch; unfused: 2)
// REPORT: gemm_0: library cuBLASLt matmul (bf16 operands, f32 sums, bf16 result) 64x48x1024, trans_b, epilogue none
// EMU: PASS

func.func @main(%x: tensor<64x1024xbf16>, %w: tensor<48x1024xbf16>) -> tensor<64x48xbf16> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<1024x48xbf16>
  %wt = linalg.transpose ins(%w : tensor<48x1024xbf16>) outs(%et : tensor<1024x48xbf16>) permutation = [1, 0]
  %e = tensor.empty() : tensor<64x48xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x48xf32>) -> tensor<64x48xf32>
  %r = linalg.matmul ins(%x, %wt : tensor<64x1024xbf16>, tensor<1024x48xbf16>)
      outs(%acc : tensor<64x48xf32>) -> tensor<64x48xf32>
  %eb = tensor.empty() : tensor<64x48xbf16>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<64x48xf32>) outs(%eb : tensor<64x48xbf16>) {
  ^bb0(%v: f32, %o: bf16):
    %t = arith.truncf %v : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x48xbf16>
  return %b : tensor<64x48xbf16>
}
