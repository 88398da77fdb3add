#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @main(%arg0: tensor<4096x256xf32>) -> tensor<4096x256xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<1x256xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<4096x256xf32>) outs(%1 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %out : f32
      linalg.yield %6 : f32
    } -> tensor<1x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x256xf32>) outs(%0 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %cst_0 : f32
      linalg.yield %6 : f32
    } -> tensor<1x256xf32>
    %4 = tensor.empty() : tensor<4096x256xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3 : tensor<4096x256xf32>, tensor<1x256xf32>) outs(%4 : tensor<4096x256xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %6 = arith.subf %in, %in_1 : f32
      linalg.yield %6 : f32
    } -> tensor<4096x256xf32>
    return %5 : tensor<4096x256xf32>
  }
}
