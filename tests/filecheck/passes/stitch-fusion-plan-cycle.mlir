// FusionStitching Fig. 3: A -> B -> C and A -> C, with B a GEMM the kernel generator cannot
// stitch (its k of 256 is more than a stitched kernel loops over per element: a library call).
// Fusing A and C would make a cycle through B: the pattern is refused, three kernels.
// (C multiplies: an add of A would be the library call's residual epilogue.)
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s

// CHECK: stitch.plan = #stitch.plan<{
// CHECK-SAME: fusions = []
// CHECK-SAME: kernels = 3
// CHECK-SAME: patterns = []
// CHECK-SAME: refused = [{ops = "op0,op2", reason = "a path leaves it and comes back (fusing it makes a cycle)"}]
// CHECK: call @stitch_fusion_0(
// CHECK: call @stitch_gemm_0(
// CHECK: call @stitch_fusion_1(
// CHECK-NOT: call @

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<64x256xf32>, %w: tensor<256x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %b = linalg.matmul ins(%a, %w : tensor<64x256xf32>, tensor<256x256xf32>) outs(%init : tensor<64x256xf32>) -> tensor<64x256xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %t = arith.mulf %u, %v : f32
    linalg.yield %t : f32
  } -> tensor<64x256xf32>
  return %c : tensor<64x256xf32>
}
