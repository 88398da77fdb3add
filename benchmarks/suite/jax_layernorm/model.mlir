#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>) -> (tensor<512x768xf32> {jax.result_info = "result"}) {
    %cst = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = arith.constant dense<9.99999974E-6> : tensor<f32>
    %cst_1 = arith.constant dense<7.680000e+02> : tensor<f32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<512xf32>
    %1 = linalg.fill ins(%cst_2 : f32) outs(%0 : tensor<512xf32>) -> tensor<512xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<512x768xf32>) outs(%1 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<512xf32>
    %3 = tensor.empty() : tensor<512x1xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<512xf32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %5 : tensor<512x1xf32>, tensor<512x1xf32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.divf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x1xf32>
    %7 = tensor.empty() : tensor<512x768xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<512x1xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %8 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.subf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x768xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %9 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.mulf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x768xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<512x768xf32>) outs(%1 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %out, %in : f32
      linalg.yield %28 : f32
    } -> tensor<512xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<512xf32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %5 : tensor<512x1xf32>, tensor<512x1xf32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.divf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x1xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<f32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %14 : tensor<512x1xf32>, tensor<512x1xf32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.addf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<512x1xf32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.sqrt %in : f32
      linalg.yield %28 : f32
    } -> tensor<512x1xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<f32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %16 : tensor<512x1xf32>, tensor<512x1xf32>) outs(%3 : tensor<512x1xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.divf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x1xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<512x1xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %19 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.mulf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x768xf32>
    %21 = tensor.empty() : tensor<1x768xf32>
    %22 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<768xf32>) outs(%21 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x768xf32>
    %23 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<1x768xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %23 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.mulf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x768xf32>
    %25 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<768xf32>) outs(%21 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x768xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<1x768xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512x768xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<512x768xf32>, tensor<512x768xf32>) outs(%7 : tensor<512x768xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %28 = arith.addf %in, %in_3 : f32
      linalg.yield %28 : f32
    } -> tensor<512x768xf32>
    return %27 : tensor<512x768xf32>
  }
}
