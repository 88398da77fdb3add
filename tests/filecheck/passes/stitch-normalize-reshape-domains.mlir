// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s --check-prefix=PLAN
// GroupNorm's shape: statistics over a [N, G, C/G*H*W] view of x, then a per-channel affine over
// [N, C, H, W] reading the result through collapse + expand. stitch-normalize makes the affine
// iterate over [N, G, C/G*H*W] (transforms/reshape_domains.py): the weight and bias [C] are
// reshaped on the host to [G, C/G] and read at (g, j floordiv H*W), a per-row vector [H] at
// ((j floordiv W) mod H), and the result is reshaped back at the return, so statistics and
// affine are one kernel. A channel scale computed in the graph (exp(w)) would need the index
// g * C/G + j floordiv H*W, a sum over two loops: that reader keeps its shape and the reshape.

// CHECK-DAG: #[[CHAN:.*]] = affine_map<(d0, d1, d2) -> (d1, d2 floordiv 9)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1, d2) -> ((d2 floordiv 3) mod 3)>
// CHECK-DAG: #[[ID4:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CH4:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @main
// CHECK: %[[CENTRED:.*]] = linalg.generic {{.*}}ins(%{{.*}}, %{{.*}} : tensor<2x2x36xf32>, tensor<2x2xf32>)
// CHECK: %[[BACK:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0], [1, 2, 3]] output_shape [2, 8, 3, 3]
// CHECK: %[[W:.*]] = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK: %[[B:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK: %[[AFF:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #[[CHAN]], #[[CHAN]], #[[ROW]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[CENTRED]], %[[W]], %[[B]], %arg3 : tensor<2x2x36xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3xf32>)
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[AFF]] {{\[\[}}0, 1, 2]] : tensor<2x2x36xf32> into tensor<144xf32>
// CHECK: %[[OUT:.*]] = tensor.expand_shape %[[FLAT]] {{\[\[}}0, 1, 2, 3]] output_shape [2, 8, 3, 3]
// CHECK: %[[EXPW:.*]] = linalg.generic {{.*}}ins(%arg0 : tensor<8xf32>)
// CHECK: %[[REF:.*]] = linalg.generic {indexing_maps = [#[[ID4]], #[[CH4]], #[[ID4]]], {{.*}} ins(%[[BACK]], %[[EXPW]] : tensor<2x8x3x3xf32>, tensor<8xf32>)
// CHECK: return %[[OUT]], %[[REF]]

// PLAN: call @stitch_fusion_0(
// PLAN-SAME: : (tensor<2x2x36xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<3xf32>
// PLAN: call @stitch_fusion_1(
// PLAN-NOT: call @stitch_
// PLAN: return
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#h4 = affine_map<(d0, d1, d2, d3) -> (d2)>
#id1 = affine_map<(d0) -> (d0)>
func.func @main(%w: tensor<8xf32>, %b: tensor<8xf32>, %x: tensor<2x8x3x3xf32>, %h: tensor<3xf32>)
    -> (tensor<2x8x3x3xf32>, tensor<2x8x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %inv = arith.constant 0.0277777780 : f32
  %c = tensor.collapse_shape %x [[0], [1, 2, 3]] : tensor<2x8x3x3xf32> into tensor<2x72xf32>
  %g = tensor.expand_shape %c [[0], [1, 2]] output_shape [2, 2, 36] : tensor<2x72xf32> into tensor<2x2x36xf32>
  %e2 = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%g : tensor<2x2x36xf32>) outs(%acc : tensor<2x2xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %o : f32
      linalg.yield %s : f32
  } -> tensor<2x2xf32>
  %e3 = tensor.empty() : tensor<2x2x36xf32>
  %cen = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g, %sum : tensor<2x2x36xf32>, tensor<2x2xf32>) outs(%e3 : tensor<2x2x36xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %m = arith.mulf %s, %inv : f32
      %d = arith.subf %a, %m : f32
      linalg.yield %d : f32
  } -> tensor<2x2x36xf32>
  %cc = tensor.collapse_shape %cen [[0], [1, 2]] : tensor<2x2x36xf32> into tensor<2x72xf32>
  %ce = tensor.expand_shape %cc [[0], [1, 2, 3]] output_shape [2, 8, 3, 3] : tensor<2x72xf32> into tensor<2x8x3x3xf32>
  %e4 = tensor.empty() : tensor<2x8x3x3xf32>
  %aff = linalg.generic {indexing_maps = [#id4, #ch4, #ch4, #h4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ce, %w, %b, %h : tensor<2x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3xf32>) outs(%e4 : tensor<2x8x3x3xf32>) {
    ^bb0(%a: f32, %wv: f32, %bv: f32, %hv: f32, %o: f32):
      %p = arith.mulf %a, %wv : f32
      %q = arith.addf %p, %bv : f32
      %r = arith.addf %q, %hv : f32
      linalg.yield %r : f32
  } -> tensor<2x8x3x3xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %ew = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %v = math.exp %a : f32
      linalg.yield %v : f32
  } -> tensor<8xf32>
  %ref = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ce, %ew : tensor<2x8x3x3xf32>, tensor<8xf32>) outs(%e4 : tensor<2x8x3x3xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %p = arith.mulf %a, %s : f32
      linalg.yield %p : f32
  } -> tensor<2x8x3x3xf32>
  return %aff, %ref : tensor<2x8x3x3xf32>, tensor<2x8x3x3xf32>
}
