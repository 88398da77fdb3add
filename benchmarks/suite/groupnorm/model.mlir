#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xf32> {
    %cst = arith.constant 9.99999974E-6 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 3.136000e+03 : f32
    %collapsed = tensor.collapse_shape %arg2 [[0], [1, 2, 3]] : tensor<8x32x28x28xf32> into tensor<8x25088xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2]] output_shape [8, 8, 3136] : tensor<8x25088xf32> into tensor<8x8x3136xf32>
    %0 = tensor.empty() : tensor<8x8x1xf32>
    %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<8x8x1xf32>) -> tensor<8x8x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded : tensor<8x8x3136xf32>) outs(%1 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %out : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x8x1xf32>) outs(%0 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.divf %in, %cst_1 : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x1xf32>
    %4 = tensor.empty() : tensor<8x8x3136xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %3 : tensor<8x8x3136xf32>, tensor<8x8x1xf32>) outs(%4 : tensor<8x8x3136xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %15 = arith.subf %in, %in_6 : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x3136xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %5 : tensor<8x8x3136xf32>, tensor<8x8x3136xf32>) outs(%4 : tensor<8x8x3136xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %15 = arith.mulf %in, %in_6 : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x3136xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<8x8x3136xf32>) outs(%1 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %out : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<8x8x1xf32>) outs(%0 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.divf %in, %cst_1 : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x8x1xf32>) outs(%0 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %cst : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<8x8x1xf32>) outs(%0 : tensor<8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = math.rsqrt %in : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %10 : tensor<8x8x3136xf32>, tensor<8x8x1xf32>) outs(%4 : tensor<8x8x3136xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %15 = arith.mulf %in, %in_6 : f32
      linalg.yield %15 : f32
    } -> tensor<8x8x3136xf32>
    %collapsed_2 = tensor.collapse_shape %11 [[0], [1, 2]] : tensor<8x8x3136xf32> into tensor<8x25088xf32>
    %expanded_3 = tensor.expand_shape %collapsed_2 [[0], [1, 2, 3]] output_shape [8, 32, 28, 28] : tensor<8x25088xf32> into tensor<8x32x28x28xf32>
    %expanded_4 = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %12 = tensor.empty() : tensor<8x32x28x28xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_3, %expanded_4 : tensor<8x32x28x28xf32>, tensor<1x32x1x1xf32>) outs(%12 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %15 = arith.mulf %in, %in_6 : f32
      linalg.yield %15 : f32
    } -> tensor<8x32x28x28xf32>
    %expanded_5 = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<32xf32> into tensor<1x32x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %expanded_5 : tensor<8x32x28x28xf32>, tensor<1x32x1x1xf32>) outs(%12 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %15 = arith.addf %in, %in_6 : f32
      linalg.yield %15 : f32
    } -> tensor<8x32x28x28xf32>
    return %14 : tensor<8x32x28x28xf32>
  }
}
