// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// An i64 count of a mask's true values that only a sitofp to f32 reads is summed in f32 (exact:
// every partial sum is an integer of at most 2^24); a count read as an integer, one that starts
// from a tensor that is not a constant fill, or one that could pass 2^24 stays as it is.

// CHECK-LABEL: func.func @main
// torch-mlir's count of kept targets (cross entropy's ignore_index), per row: an f32 sum from 0.
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[FILL:.*]] = linalg.generic {{.*}} ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[COUNT:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} outs(%[[FILL]] : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[M:.*]]: i1, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[ONE:.*]] = arith.uitofp %[[M]] : i1 to f32
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[ONE]], %[[ACC]] : f32
// CHECK-NEXT: linalg.yield %[[SUM]] : f32
// A count also returned as i64 stays an integer sum, its sitofp too.
// CHECK: %[[KEPT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4xi64>)
// CHECK: arith.sitofp
// A count over 2^24 + 1 elements could pass 2^24: it stays.
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<16777217xi1>) outs(%{{.*}} : tensor<i64>)
// CHECK: arith.sitofp
// A count starting from 5 over 2^24 - 4 elements could reach 2^24 + 1: it stays.
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<16777212xi1>) outs(%{{.*}} : tensor<i64>)
// CHECK: arith.sitofp
// The same start over 2^24 - 5 elements ends at 2^24 at most: an f32 sum from 5.
// CHECK: arith.constant 5.000000e+00 : f32
// CHECK: arith.uitofp
// CHECK-NOT: arith.sitofp
// CHECK: return %[[COUNT]], %[[KEPT]]
#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>
#s = affine_map<(d0) -> ()>
#z = affine_map<() -> ()>
func.func @main(%t: tensor<4x7xi64>, %u: tensor<16777217xi1>, %w: tensor<16777212xi1>,
                %x: tensor<16777211xi1>)
    -> (tensor<4xf32>, tensor<4xi64>, tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %ignore = arith.constant -100 : i64
  %c0 = arith.constant 0 : i64
  %c5 = arith.constant 5 : i64
  %e1 = tensor.empty() : tensor<4x7xi1>
  %mask = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x7xi64>) outs(%e1 : tensor<4x7xi1>) {
  ^bb0(%a: i64, %o: i1):
    %k = arith.cmpi ne, %a, %ignore : i64
    linalg.yield %k : i1
  } -> tensor<4x7xi1>
  %ei = tensor.empty() : tensor<4xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<4xi64>) -> tensor<4xi64>
  %ef = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%mask : tensor<4x7xi1>) outs(%fi : tensor<4xi64>) {
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %sum = arith.addi %one, %acc : i64
    linalg.yield %sum : i64
  } -> tensor<4xi64>
  %nf = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%n : tensor<4xi64>) outs(%ef : tensor<4xf32>) {
  ^bb0(%a: i64, %o: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %n2 = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%mask : tensor<4x7xi1>) outs(%fi : tensor<4xi64>) {
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %sum = arith.addi %acc, %one : i64
    linalg.yield %sum : i64
  } -> tensor<4xi64>
  %n2f = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%n2 : tensor<4xi64>) outs(%ef : tensor<4xf32>) {
  ^bb0(%a: i64, %o: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %e0 = tensor.empty() : tensor<i64>
  %f0 = linalg.fill ins(%c0 : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %f5 = linalg.fill ins(%c5 : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %es = tensor.empty() : tensor<f32>
  %long = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]}
      ins(%u : tensor<16777217xi1>) outs(%f0 : tensor<i64>) {
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %sum = arith.addi %one, %acc : i64
    linalg.yield %sum : i64
  } -> tensor<i64>
  %longf = linalg.generic {indexing_maps = [#z, #z], iterator_types = []}
      ins(%long : tensor<i64>) outs(%es : tensor<f32>) {
  ^bb0(%a: i64, %o: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<f32>
  %from5 = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]}
      ins(%w : tensor<16777212xi1>) outs(%f5 : tensor<i64>) {
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %sum = arith.addi %one, %acc : i64
    linalg.yield %sum : i64
  } -> tensor<i64>
  %from5f = linalg.generic {indexing_maps = [#z, #z], iterator_types = []}
      ins(%from5 : tensor<i64>) outs(%es : tensor<f32>) {
  ^bb0(%a: i64, %o: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<f32>
  %exact = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]}
      ins(%x : tensor<16777211xi1>) outs(%f5 : tensor<i64>) {
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %sum = arith.addi %one, %acc : i64
    linalg.yield %sum : i64
  } -> tensor<i64>
  %exactf = linalg.generic {indexing_maps = [#z, #z], iterator_types = []}
      ins(%exact : tensor<i64>) outs(%es : tensor<f32>) {
  ^bb0(%a: i64, %o: f32):
    %f = arith.sitofp %a : i64 to f32
    linalg.yield %f : f32
  } -> tensor<f32>
  return %nf, %n2, %n2f, %longf, %from5f, %exactf
      : tensor<4xf32>, tensor<4xi64>, tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<f32>
}
