// A bf16 batched GEMM's f32 result rounded to bf16 by an op that also permutes it (attention's
// P·V then the head merge, folded into one generic by torch-mlir): [h, s, d] read as [s, h, d]
// is a result stored [m, batch, n], which the library call writes itself (cuBLASLt's D with ld
// batch·n and batch offset n: `out_order = "mbn"`), rounded to bf16 once from the f32 sums; the
// permuting op becomes a plain rounding, the call's epilogue: one launch, no copy kernel.
// (stitch-fusion-plan-library-half-permuted-4d.mlir: a permutation the call cannot write.)
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); a=r.standard_normal((4,64,1024)).astype(m.bfloat16); b=r.standard_normal((4,1024,32)).astype(m.bfloat16); n.savez('%t/in.npz', arg0=a, arg1=b); n.savez('%t/exp.npz', result0=(a.astype(n.float32) @ b.astype(n.float32)).astype(m.bfloat16).transpose(1, 0, 2))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 0 --atol 0 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1) {{.*}} -> tensor<64x4x32xbf16>
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0
// CHECK-SAME: epilogue = "none"
// CHECK-SAME: out_order = "mbn"
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: return %{{.*}} : tensor<64x4x32xbf16>

// REPORT: kernel_count: 1 (1 library launch; unfused: 2)
// REPORT: gemm_0: library cuBLASLt matmul (bf16 operands, f32 sums, bf16 result) 4 x 64x32x1024, out [m, batch, n], epilogue none
// EMU: PASS

func.func @main(%p: tensor<4x64x1024xbf16>, %v: tensor<4x1024x32xbf16>) -> tensor<64x4x32xbf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x64x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
  %r = linalg.batch_matmul ins(%p, %v : tensor<4x64x1024xbf16>, tensor<4x1024x32xbf16>)
      outs(%acc : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
  %eb = tensor.empty() : tensor<64x4x32xbf16>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%r : tensor<4x64x32xf32>) outs(%eb : tensor<64x4x32xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<64x4x32xbf16>
  return %b : tensor<64x4x32xbf16>
}
