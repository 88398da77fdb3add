#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> ()>
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024xf32>) -> (tensor<512x1024xf32> {jax.result_info = "result"}) {
    %cst = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<0.797884583> : tensor<f32>
    %cst_2 = arith.constant dense<4.471500e-02> : tensor<f32>
    %0 = tensor.empty() : tensor<1x1024xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1024xf32>) outs(%0 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024xf32>
    %2 = tensor.empty() : tensor<512x1024xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<1x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.addf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %4 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.mulf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %4 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.mulf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1024xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %6 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.mulf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %8 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.addf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1024xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %9 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.mulf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.tanh %in : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1024xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %12 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.addf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1024xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %14 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.mulf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %16 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%2 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.mulf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<512x1024xf32>
    return %17 : tensor<512x1024xf32>
  }
}
