// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,canonicalize)' | filecheck %s
// The memory-intensive ops around the GEMM form one fusion each side of it (the GEMM, k = 640,
// more than a stitched kernel sums per element or keeps of a row in shared memory, cannot
// be stitched: it is a library launch), and the graph stays acyclic: the producer
// fusion (bias add + softmax-like row ops) and the consumer fusion (a difference with the bias
// add's result) are separate because merging them would put the GEMM on a cycle. (A sum would
// be the library call's residual epilogue: stitch-fusion-plan-library-residual.mlir.)

// CHECK-LABEL: func.func @main
// CHECK: %[[F0:.*]]:2 = call @stitch_fusion_0(%arg0, %arg2) {stitch.launch = #stitch.launch<{kind = "fusion"}>}
// CHECK: %[[K0:.*]] = call @stitch_gemm_0(%[[F0]]#1, %arg1) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK: %[[F1:.*]] = call @stitch_fusion_1(%[[K0]], %[[F0]]#0) {stitch.launch = #stitch.launch<{kind = "fusion"}>}
// CHECK: return %[[F1]]
// The library function, outlined first, holds the GEMM and its accumulator's fill.
// CHECK: func.func private @stitch_gemm_0{{.*}}attributes {stitch.library
// CHECK: linalg.generic {{.*}}ins(%cst : f32)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// The fill that initialises the reduction is re-materialised inside the fusion.
// CHECK: func.func private @stitch_fusion_0{{.*}}attributes {stitch.fusion}
// CHECK: linalg.generic {{.*}}ins(%arg0, %arg1
// CHECK: linalg.generic {{.*}}ins(%cst : f32)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: return
// CHECK: func.func private @stitch_fusion_1{{.*}}attributes {stitch.fusion}
#full = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<8x640xf32>, %w: tensor<640x640xf32>, %bias: tensor<640xf32>) -> tensor<8x640xf32> {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<8xf32>
  %full = tensor.empty() : tensor<8x640xf32>
  %a = linalg.generic {indexing_maps = [#full, #col, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<8x640xf32>, tensor<640xf32>) outs(%full : tensor<8x640xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<8x640xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%rows : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<8x640xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%p: f32, %q: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %n = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%a, %s : tensor<8x640xf32>, tensor<8xf32>) outs(%full : tensor<8x640xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.divf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<8x640xf32>
  %mm0 = linalg.fill ins(%zero : f32) outs(%full : tensor<8x640xf32>) -> tensor<8x640xf32>
  %mm = linalg.matmul ins(%n, %w : tensor<8x640xf32>, tensor<640x640xf32>) outs(%mm0 : tensor<8x640xf32>) -> tensor<8x640xf32>
  %y = linalg.generic {indexing_maps = [#full, #full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %a : tensor<8x640xf32>, tensor<8x640xf32>) outs(%full : tensor<8x640xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<8x640xf32>
  return %y : tensor<8x640xf32>
}
