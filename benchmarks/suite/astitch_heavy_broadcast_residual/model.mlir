#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module {
  func.func @main(%arg0: tensor<8x256x512xf32>, %arg1: tensor<8x256xf32>, %arg2: tensor<8x256x512xf32>) -> tensor<8x256x512xf32> {
    %0 = tensor.empty() : tensor<8x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<8x256xf32>) outs(%0 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.tanh %in : f32
      linalg.yield %6 : f32
    } -> tensor<8x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x256xf32>) outs(%0 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.exp %in : f32
      linalg.yield %6 : f32
    } -> tensor<8x256xf32>
    %expanded = tensor.expand_shape %2 [[0], [1, 2]] output_shape [8, 256, 1] : tensor<8x256xf32> into tensor<8x256x1xf32>
    %3 = tensor.empty() : tensor<8x256x512xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<8x256x512xf32>, tensor<8x256x1xf32>) outs(%3 : tensor<8x256x512xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %6 = arith.mulf %in, %in_0 : f32
      linalg.yield %6 : f32
    } -> tensor<8x256x512xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<8x256x512xf32>, tensor<8x256x512xf32>) outs(%3 : tensor<8x256x512xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %6 = arith.addf %in, %in_0 : f32
      linalg.yield %6 : f32
    } -> tensor<8x256x512xf32>
    return %5 : tensor<8x256x512xf32>
  }
}
