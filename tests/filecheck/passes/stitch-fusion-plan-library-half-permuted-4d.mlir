// A bf16 batched GEMM over [b, h] rounded to bf16 by an op that also permutes it into
// [b, s, h, d] (attention's P·V then the head merge at batch 2): two batch loops that the
// result interleaves are no single batch stride, but each batch's matrix is a strided view of
// the result (offset b·8192 + h·32, rows 128 apart), so the GEMM writes that order itself
// through strided views (one cuBLAS batched call over a pointer per batch) and the permuting
// op becomes a plain rounding, the call's epilogue: one launch, no copy kernel.
// (stitch-fusion-plan-library-half-permuted-unaligned.mlir: heads the call cannot write.)
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); a=r.standard_normal((2,4,64,1024)).astype(m.bfloat16); b=r.standard_normal((2,4,1024,32)).astype(m.bfloat16); n.savez('%t/in.npz', arg0=a, arg1=b); n.savez('%t/exp.npz', result0=(a.astype(n.float32) @ b.astype(n.float32)).astype(m.bfloat16).transpose(0, 2, 1, 3))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 0 --atol 0 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1) {{.*}} -> tensor<2x64x4x32xbf16>
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0
// CHECK-SAME: epilogue = "none"
// CHECK-SAME: out = {ld = 128 : i64, offset = 0 : i64, strides = array<i64: 8192, 32>}
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: return %{{.*}} : tensor<2x64x4x32xbf16>

// REPORT: kernel_count: 1 (1 library launch; unfused: 2)
// REPORT: gemm_0: library cuBLAS GemmBatchedEx (bf16 operands, f32 sums, bf16 result) 8 x 64x32x1024, strided views, epilogue none
// EMU: PASS

#p = affine_map<(b, h, s, d, k) -> (b, h, s, k)>
#v = affine_map<(b, h, s, d, k) -> (b, h, k, d)>
#o = affine_map<(b, h, s, d, k) -> (b, h, s, d)>
func.func @main(%p: tensor<2x4x64x1024xbf16>, %v: tensor<2x4x1024x32xbf16>) -> tensor<2x64x4x32xbf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x64x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x64x32xf32>) -> tensor<2x4x64x32xf32>
  %r = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %v : tensor<2x4x64x1024xbf16>, tensor<2x4x1024x32xbf16>) outs(%acc : tensor<2x4x64x32xf32>) {
  ^bb0(%a: bf16, %b: bf16, %o: f32):
    %aw = arith.extf %a : bf16 to f32
    %bw = arith.extf %b : bf16 to f32
    %m = arith.mulf %aw, %bw : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x64x32xf32>
  %eb = tensor.empty() : tensor<2x64x4x32xbf16>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r : tensor<2x4x64x32xf32>) outs(%eb : tensor<2x64x4x32xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<2x64x4x32xbf16>
  return %b : tensor<2x64x4x32xbf16>
}
