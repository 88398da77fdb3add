#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<2048x1024xf32>, %arg1: tensor<2048xf32>) -> tensor<2048x1024xf32> {
    %0 = tensor.empty() : tensor<2048xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<2048xf32>) outs(%0 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = math.tanh %in : f32
      linalg.yield %5 : f32
    } -> tensor<2048xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<2048xf32>) outs(%0 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = math.exp %in : f32
      linalg.yield %5 : f32
    } -> tensor<2048xf32>
    %expanded = tensor.expand_shape %2 [[0, 1]] output_shape [2048, 1] : tensor<2048xf32> into tensor<2048x1xf32>
    %3 = tensor.empty() : tensor<2048x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<2048x1024xf32>, tensor<2048x1xf32>) outs(%3 : tensor<2048x1024xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.mulf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<2048x1024xf32>
    return %4 : tensor<2048x1024xf32>
  }
}
