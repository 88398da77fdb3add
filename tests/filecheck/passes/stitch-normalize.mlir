// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// Named ops become linalg.generic; the fill init is kept for the reduction.

// CHECK-LABEL: func.func @main
// CHECK-NOT: linalg.exp
// CHECK-NOT: linalg.reduce
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}}ins(%{{.*}} : f32)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.addf
func.func @main(%x: tensor<8x16xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %r = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%r : tensor<8xf32>) -> tensor<8xf32>
  %ex = linalg.exp ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %s = linalg.reduce ins(%ex : tensor<8x16xf32>) outs(%acc : tensor<8xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %a = arith.addf %in, %init : f32
      linalg.yield %a : f32
    }
  return %s : tensor<8xf32>
}
