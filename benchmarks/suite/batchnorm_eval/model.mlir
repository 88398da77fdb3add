#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<i64>, %arg5: tensor<8x32x28x28xf32>) -> tensor<8x32x28x28xf32> {
    %cst = arith.constant 9.99999974E-6 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
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
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<32xf32>) outs(%0 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.cmpf one, %in, %cst_0 : f32
      cf.assert %9, "unimplemented: tensor with zero element"
      %10 = arith.divf %cst_1, %in : f32
      linalg.yield %10 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_2 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %4 = tensor.empty() : tensor<8x32x28x28xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %expanded : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %9 = arith.subf %in, %in_5 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %expanded_2 : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %9 = arith.mulf %in, %in_5 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    %expanded_3 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_3 : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %9 = arith.mulf %in, %in_5 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    %expanded_4 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_4 : tensor<8x32x28x28xf32>, tensor<32x1x1xf32>) outs(%4 : tensor<8x32x28x28xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %9 = arith.addf %in, %in_5 : f32
      linalg.yield %9 : f32
    } -> tensor<8x32x28x28xf32>
    return %8 : tensor<8x32x28x28xf32>
  }
}
