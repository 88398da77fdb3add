// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s --check-prefix=PLAN
// Frontend-style keepdim reductions ([8,1]) and `x[:, None]` reshapes lose their unit dims and
// are read through indexing maps, so the softmax-like chain below can fuse; the reshape that
// merges real dims ([8,16] -> [128]) before a reduction stays and is a kernel boundary
// (elementwise readers of such reshapes: stitch-normalize-reshape-domains.mlir).

// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [8, 1]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}}outs(%{{.*}} : tensor<8xf32>)
// CHECK: linalg.generic {{.*}}ins(%arg0, %{{.*}} : tensor<8x16xf32>, tensor<8xf32>)
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<8x16xf32> into tensor<128xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction"]{{.*}}ins(%collapsed : tensor<128xf32>)

// PLAN: refused = [
// PLAN-SAME: reason = "'{{.*}}' reads the result of '{{.*}}' through a tensor.collapse_shape of real dimensions (a kernel boundary)"
// PLAN: call @stitch_fusion_0(%arg0)
// PLAN: tensor.collapse_shape
// PLAN: call @stitch_fusion_1(
#id = affine_map<(d0, d1) -> (d0, d1)>
#keep = affine_map<(d0, d1) -> (d0, 0)>
func.func @main(%x: tensor<8x16xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %r = tensor.empty() : tensor<8x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%r : tensor<8x1xf32>) -> tensor<8x1xf32>
  %max = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%acc : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.addf %in, %out : f32
      linalg.yield %m : f32
  } -> tensor<8x1xf32>
  %flat = tensor.collapse_shape %max [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
  %col = tensor.expand_shape %flat [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %sub = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %col : tensor<8x16xf32>, tensor<8x1xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %d = arith.subf %a, %b : f32
      linalg.yield %d : f32
  } -> tensor<8x16xf32>
  %all = tensor.collapse_shape %sub [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  %f = tensor.empty() : tensor<f32>
  %acc0 = linalg.fill ins(%zero : f32) outs(%f : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%all : tensor<128xf32>) outs(%acc0 : tensor<f32>) {
    ^bb0(%a: f32, %o: f32):
      %v = arith.addf %a, %o : f32
      linalg.yield %v : f32
  } -> tensor<f32>
  return %sum : tensor<f32>
}
