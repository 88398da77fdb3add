#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<75000x32xf32>) -> tensor<75000x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<75000x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<75000x1xf32>) -> tensor<75000x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<75000x32xf32>) outs(%1 : tensor<75000x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.addf %in, %out : f32
      linalg.yield %5 : f32
    } -> tensor<75000x1xf32>
    %3 = tensor.empty() : tensor<75000x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<75000x32xf32>, tensor<75000x1xf32>) outs(%3 : tensor<75000x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.divf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<75000x32xf32>
    return %4 : tensor<75000x32xf32>
  }
}
