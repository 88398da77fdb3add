// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-fold-constants)' | filecheck %s
// RUN: rm -rf %t && %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=COMPILE
// torch.lerp with a number for its weight (every Adam step's exp_avg.lerp_): the decomposition
// tests |w| >= 0.5 on a 0-d tensor built from nothing but that number. The 0-d values the
// slice computes become 0-d constants (they became [1]-shaped ones, which the generics
// reading them at rank 0 refused: the whole lerp ran in torch).

// CHECK-LABEL: func.func @main
// CHECK-SAME: attributes {stitch.folded_ops = 3 : i64}
// CHECK-DAG: %[[GE:.+]] = arith.constant dense<false> : tensor<i1>
// CHECK-DAG: %[[W:.+]] = arith.constant dense<3.000000e-01> : tensor<f32>
// CHECK: linalg.generic {{.*}} ins(%[[GE]], %arg0, %arg1 : tensor<i1>, tensor<4xf32>, tensor<4xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[W]], {{.*}} : tensor<f32>, tensor<4xf32>)

// COMPILE: kernel_count: 1
// COMPILE: folded: 3 ops that no argument reaches, computed at compile time (stitch-fold-constants)

#s = affine_map<() -> ()>
#b = affine_map<(d0) -> ()>
#v = affine_map<(d0) -> (d0)>
module {
  func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    %half = arith.constant 5.000000e-01 : f32
    %w_minus_1 = arith.constant dense<-0.699999988> : tensor<f32>
    %w = arith.constant dense<3.000000e-01> : tensor<f32>
    %e0 = tensor.empty() : tensor<f32>
    %abs = linalg.generic {indexing_maps = [#s, #s], iterator_types = []} ins(%w : tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %x = math.absf %in : f32
      linalg.yield %x : f32
    } -> tensor<f32>
    %e1 = tensor.empty() : tensor<i1>
    %ge = linalg.generic {indexing_maps = [#s, #s], iterator_types = []} ins(%abs : tensor<f32>) outs(%e1 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %c = arith.cmpf oge, %in, %half : f32
      linalg.yield %c : i1
    } -> tensor<i1>
    %weight = linalg.generic {indexing_maps = [#s, #s, #s, #s], iterator_types = []} ins(%ge, %w_minus_1, %w : tensor<i1>, tensor<f32>, tensor<f32>) outs(%e0 : tensor<f32>) {
    ^bb0(%c: i1, %x: f32, %y: f32, %out: f32):
      %s = arith.select %c, %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<f32>
    %e2 = tensor.empty() : tensor<4xf32>
    %start = linalg.generic {indexing_maps = [#b, #v, #v, #v], iterator_types = ["parallel"]} ins(%ge, %a, %b : tensor<i1>, tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
    ^bb0(%c: i1, %x: f32, %y: f32, %out: f32):
      %s = arith.select %c, %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %diff = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.subf %y, %x : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %scaled = linalg.generic {indexing_maps = [#b, #v, #v], iterator_types = ["parallel"]} ins(%weight, %diff : tensor<f32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %r = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%scaled, %start : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
}
