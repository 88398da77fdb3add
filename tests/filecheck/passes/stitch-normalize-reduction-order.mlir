// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// A reduction over a middle loop is no template's. Two of them over one domain with the ops
// reading their results back (a LayerNorm over the channels of [N, C, H·W]) iterate the
// reduced loop last: row reductions reading x through a permutation, the ops between them
// writing [N, H·W, C] (the weight over C read at the new last loop), the result transposed
// back at the return. A sum of squares over a middle loop iterates it first: a column
// reduction, its producer writing [C, N, H·W].

// CHECK-DAG: #[[PERM:.*]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-DAG: #[[ROWS:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[LAST:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG: #[[FIRST:.*]] = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
// CHECK-DAG: #[[KEPT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @main
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[PERM]], #[[ROWS]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x8x6xf32>)
// CHECK: %[[D:.*]] = linalg.generic {indexing_maps = [#[[PERM]], #[[ROWS]], #[[ID]]], {{.*}} ins(%arg0, %[[S]] : {{.*}}) outs(%{{.*}} : tensor<2x6x8xf32>)
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[D]] : tensor<2x6x8xf32>) outs(%{{.*}} : tensor<2x6x8xf32>)
// CHECK: %[[V:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[SQ]] : tensor<2x6x8xf32>)
// CHECK: %[[OUT:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]], #[[LAST]], #[[ID]]], {{.*}} ins(%[[D]], %[[V]], %arg1 : {{.*}}) outs(%{{.*}} : tensor<2x6x8xf32>)
// CHECK: %[[BACK:.*]] = linalg.generic {indexing_maps = [#[[PERM]], #[[ID]]], {{.*}} ins(%[[OUT]] : tensor<2x6x8xf32>) outs(%{{.*}} : tensor<2x8x6xf32>)
// CHECK: %[[SQ2:.*]] = linalg.generic {indexing_maps = [#[[FIRST]], #[[ID]]], {{.*}} ins(%arg0 : tensor<2x8x6xf32>) outs(%{{.*}} : tensor<8x2x6xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[KEPT]]], iterator_types = ["reduction", "parallel", "parallel"]} ins(%[[SQ2]] : tensor<8x2x6xf32>)
// CHECK: return %[[BACK]], %[[SUM]]
#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#r = affine_map<(d0, d1, d2) -> (d0, d2)>
#k = affine_map<(d0, d1, d2) -> (d1)>
#f = affine_map<(d0, d1) -> ()>
#m = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%v_x: tensor<2x8x6xf32>, %v_w: tensor<8xf32>) -> (tensor<2x8x6xf32>, tensor<2x6xf32>) {
  %empty_z = tensor.empty() : tensor<2x6xf32>
  %value_z = arith.constant 0.0 : f32
  %v_z = linalg.generic {indexing_maps = [#f, #m], iterator_types = ["parallel", "parallel"]}
      ins(%value_z : f32) outs(%empty_z : tensor<2x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x6xf32>
  %v_s = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%v_x : tensor<2x8x6xf32>) outs(%v_z : tensor<2x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x6xf32>
  %empty_d = tensor.empty() : tensor<2x8x6xf32>
  %v_d = linalg.generic {indexing_maps = [#x, #r, #x],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v_x, %v_s : tensor<2x8x6xf32>, tensor<2x6xf32>)
      outs(%empty_d : tensor<2x8x6xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %k = arith.constant 1.250000e-01 : f32
    %mu = arith.mulf %a1, %k : f32
    %y = arith.subf %a0, %mu : f32
    linalg.yield %y : f32
  } -> tensor<2x8x6xf32>
  %empty_sq = tensor.empty() : tensor<2x8x6xf32>
  %v_sq = linalg.generic {indexing_maps = [#x, #x],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v_d : tensor<2x8x6xf32>)
      outs(%empty_sq : tensor<2x8x6xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %y = arith.mulf %a0, %a0 : f32
    linalg.yield %y : f32
  } -> tensor<2x8x6xf32>
  %empty_z2 = tensor.empty() : tensor<2x6xf32>
  %value_z2 = arith.constant 0.0 : f32
  %v_z2 = linalg.generic {indexing_maps = [#f, #m], iterator_types = ["parallel", "parallel"]}
      ins(%value_z2 : f32) outs(%empty_z2 : tensor<2x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x6xf32>
  %v_v = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%v_sq : tensor<2x8x6xf32>) outs(%v_z2 : tensor<2x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x6xf32>
  %empty_out = tensor.empty() : tensor<2x8x6xf32>
  %v_out = linalg.generic {indexing_maps = [#x, #r, #k, #x],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v_d, %v_v, %v_w : tensor<2x8x6xf32>, tensor<2x6xf32>, tensor<8xf32>)
      outs(%empty_out : tensor<2x8x6xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %o: f32):
    %k = arith.constant 1.250000e-01 : f32
    %eps = arith.constant 1.0e-06 : f32
    %var = arith.mulf %a1, %k : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    %nd = arith.mulf %a0, %rs : f32
    %y = arith.mulf %nd, %a2 : f32
    linalg.yield %y : f32
  } -> tensor<2x8x6xf32>
  %empty_sqx = tensor.empty() : tensor<2x8x6xf32>
  %v_sqx = linalg.generic {indexing_maps = [#x, #x],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v_x : tensor<2x8x6xf32>)
      outs(%empty_sqx : tensor<2x8x6xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %y = arith.mulf %a0, %a0 : f32
    linalg.yield %y : f32
  } -> tensor<2x8x6xf32>
  %empty_zs = tensor.empty() : tensor<2x6xf32>
  %value_zs = arith.constant 0.0 : f32
  %v_zs = linalg.generic {indexing_maps = [#f, #m], iterator_types = ["parallel", "parallel"]}
      ins(%value_zs : f32) outs(%empty_zs : tensor<2x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x6xf32>
  %v_ss = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%v_sqx : tensor<2x8x6xf32>) outs(%v_zs : tensor<2x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x6xf32>
  return %v_out, %v_ss : tensor<2x8x6xf32>, tensor<2x6xf32>
}
