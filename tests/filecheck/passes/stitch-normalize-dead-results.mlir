// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// Results of multi-result generics that nothing reads are dropped, with the body ops that
// computed only them; a dead result whose accumulator a kept result reads stays.

// CHECK-LABEL: func.func @main
// torch-mlir's max + argmax where only the max is read: the max alone remains.
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK-SAME: outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4xf32>
// The argmax alone keeps the max: its comparison reads the max's accumulator.
// CHECK: %[[ARG:.*]]:2 = linalg.generic
// CHECK: linalg.yield %{{.*}}, %{{.*}} : f32, i64
// Elementwise: the second of three results alone keeps its own yield.
// CHECK: %[[MID:.*]] = linalg.generic
// CHECK-NOT: arith.addf
// CHECK: %[[P:.*]] = arith.mulf
// CHECK-NOT: arith.subf
// CHECK: linalg.yield %[[P]] : f32
// CHECK-NEXT: } -> tensor<4x7xf32>
// CHECK: return %[[MAX]], %[[ARG]]#1, %[[MID]]
#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%a: tensor<4x7xf32>, %b: tensor<4x7xf32>)
    -> (tensor<4xf32>, tensor<4xi64>, tensor<4x7xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0 : i64
  %e = tensor.empty() : tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %fi = linalg.fill ins(%z : i64) outs(%ei : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [#m, #r, #r], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x7xf32>) outs(%f, %fi : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%x: f32, %mx: f32, %i: i64):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i64
    %nm = arith.maximumf %x, %mx : f32
    %gt = arith.cmpf ogt, %x, %mx : f32
    %ni = arith.select %gt, %jj, %i : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %q:2 = linalg.generic {indexing_maps = [#m, #r, #r], iterator_types = ["parallel", "reduction"]}
      ins(%b : tensor<4x7xf32>) outs(%f, %fi : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%x: f32, %mx: f32, %i: i64):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i64
    %nm = arith.maximumf %x, %mx : f32
    %gt = arith.cmpf ogt, %x, %mx : f32
    %ni = arith.select %gt, %jj, %i : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  %e2 = tensor.empty() : tensor<4x7xf32>
  %t:3 = linalg.generic {indexing_maps = [#m, #m, #m, #m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x7xf32>, tensor<4x7xf32>) outs(%e2, %e2, %e2 : tensor<4x7xf32>, tensor<4x7xf32>, tensor<4x7xf32>) {
  ^bb0(%x: f32, %y: f32, %o0: f32, %o1: f32, %o2: f32):
    %s = arith.addf %x, %y : f32
    %p = arith.mulf %x, %y : f32
    %d = arith.subf %x, %y : f32
    linalg.yield %s, %p, %d : f32, f32, f32
  } -> (tensor<4x7xf32>, tensor<4x7xf32>, tensor<4x7xf32>)
  return %r#0, %q#1, %t#1 : tensor<4xf32>, tensor<4xi64>, tensor<4x7xf32>
}
