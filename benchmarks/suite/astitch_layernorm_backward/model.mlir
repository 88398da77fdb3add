#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<768xf32>, %arg1: tensor<4096x768xf32>, %arg2: tensor<4096x768xf32>, %arg3: tensor<4096xf32>, %arg4: tensor<4096xf32>) -> (tensor<4096x768xf32>, tensor<768xf32>, tensor<768xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 7.680000e+02 : f32
    %expanded = tensor.expand_shape %arg3 [[0, 1]] output_shape [4096, 1] : tensor<4096xf32> into tensor<4096x1xf32>
    %0 = tensor.empty() : tensor<4096x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %expanded : tensor<4096x768xf32>, tensor<4096x1xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.subf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %expanded_1 = tensor.expand_shape %arg4 [[0, 1]] output_shape [4096, 1] : tensor<4096xf32> into tensor<4096x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %expanded_1 : tensor<4096x768xf32>, tensor<4096x1xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.mulf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg0 : tensor<4096x768xf32>, tensor<768xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.mulf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %4 = tensor.empty() : tensor<4096x1xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<4096x768xf32>) outs(%5 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<4096x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4096x1xf32>) outs(%4 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_0 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %2 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.mulf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<4096x768xf32>) outs(%5 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<4096x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4096x1xf32>) outs(%4 : tensor<4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_0 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %7 : tensor<4096x768xf32>, tensor<4096x1xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.subf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %10 : tensor<4096x768xf32>, tensor<4096x1xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.mulf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %12 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.subf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %expanded_1 : tensor<4096x768xf32>, tensor<4096x1xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.mulf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %2 : tensor<4096x768xf32>, tensor<4096x768xf32>) outs(%0 : tensor<4096x768xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %20 = arith.mulf %in, %in_2 : f32
      linalg.yield %20 : f32
    } -> tensor<4096x768xf32>
    %16 = tensor.empty() : tensor<768xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<768xf32>) -> tensor<768xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%15 : tensor<4096x768xf32>) outs(%17 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<768xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%arg2 : tensor<4096x768xf32>) outs(%17 : tensor<768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<768xf32>
    return %14, %18, %19 : tensor<4096x768xf32>, tensor<768xf32>, tensor<768xf32>
  }
}
