// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// An i64 count of a mask's true values read only through a sitofp to bf16 (a bf16 model's cross
// entropy) is summed in f32 and rounded once to bf16: the rounding of the exact count is the
// rounding of the integer.

// CHECK-LABEL: func.func @main
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[FILL:.*]] = linalg.generic {{.*}} ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[COUNT:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} outs(%[[FILL]] : tensor<4xf32>)
// CHECK: arith.uitofp %{{.*}} : i1 to f32
// CHECK: %[[HALF:.*]] = linalg.generic {{.*}} ins(%[[COUNT]] : tensor<4xf32>) outs(%{{.*}} : tensor<4xbf16>)
// CHECK-NEXT: ^bb0(%[[C:.*]]: f32, %{{.*}}: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[C]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NOT: arith.sitofp
// CHECK: return %[[HALF]]
#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>
func.func @main(%t: tensor<4x7xi64>) -> tensor<4xbf16> {
  %ignore = arith.constant -100 : i64
  %c0 = arith.constant 0 : i64
  %e1 = tensor.empty() : tensor<4x7xi1>
  %mask = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<4x7xi64>) outs(%e1 : tensor<4x7xi1>) {
  ^bb0(%a: i64, %o: i1):
    %k = arith.cmpi ne, %a, %ignore : i64
    linalg.yield %k : i1
  } -> tensor<4x7xi1>
  %ei = tensor.empty() : tensor<4xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<4xi64>) -> tensor<4xi64>
  %n = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%mask : tensor<4x7xi1>) outs(%fi : tensor<4xi64>) {
  ^bb0(%b: i1, %acc: i64):
    %one = arith.extui %b : i1 to i64
    %s = arith.addi %one, %acc : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  %eh = tensor.empty() : tensor<4xbf16>
  %h = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%n : tensor<4xi64>) outs(%eh : tensor<4xbf16>) {
  ^bb0(%a: i64, %o: bf16):
    %f = arith.sitofp %a : i64 to bf16
    linalg.yield %f : bf16
  } -> tensor<4xbf16>
  return %h : tensor<4xbf16>
}
