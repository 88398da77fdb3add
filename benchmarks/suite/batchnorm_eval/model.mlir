#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<i64>, %arg5: tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xf32> {
    %cst = arith.constant 9.99999974E-6 : f32
    %cst_0 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<32xf32>) outs(%0 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.addf %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<32xf32>) outs(%0 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = math.sqrt %in : f32
      linalg.yield %9 : f32
    } -> tensor<32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel"]} ins(%cst_0, %2 : tensor<i64>, tensor<32xf32>) outs(%0 : tensor<32xf32>) {
    ^bb0(%in: i64, %in_4: f32, %out: f32):
      %9 = arith.sitofp %in : i64 to f32
      %10 = arith.divf %9, %in_4 : f32
      linalg.yield %10 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_1 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %4 = tensor.empty() : tensor<8x32x28x28xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %expanded : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %9 = arith.subf %in, %in_4 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_1 : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %9 = arith.mulf %in, %in_4 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    %expanded_2 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_2 : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %9 = arith.mulf %in, %in_4 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    %expanded_3 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_3 : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %9 = arith.addf %in, %in_4 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    return %8 : tensor<8x32x28x28xf32>
  }
}
