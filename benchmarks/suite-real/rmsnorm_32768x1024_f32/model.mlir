#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1024xf32>, %arg1: tensor<32768x1024xf32>) -> tensor<32768x1024xf32> {
    %cst = arith.constant 9.99999997E-7 : f32
    %c2_i64 = arith.constant 2 : i64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.024000e+03 : f32
    %0 = tensor.empty() : tensor<32768x1024xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<32768x1024xf32>) outs(%0 : tensor<32768x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %10 : f32
    } -> tensor<32768x1024xf32>
    %2 = tensor.empty() : tensor<32768x1xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<32768x1xf32>) -> tensor<32768x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<32768x1024xf32>) outs(%3 : tensor<32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<32768x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<32768x1xf32>) outs(%2 : tensor<32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.divf %in, %cst_1 : f32
      linalg.yield %10 : f32
    } -> tensor<32768x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<32768x1xf32>) outs(%2 : tensor<32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<32768x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<32768x1xf32>) outs(%2 : tensor<32768x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.rsqrt %in : f32
      linalg.yield %10 : f32
    } -> tensor<32768x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %7 : tensor<32768x1024xf32>, tensor<32768x1xf32>) outs(%0 : tensor<32768x1024xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<32768x1024xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %8 : tensor<1024xf32>, tensor<32768x1024xf32>) outs(%0 : tensor<32768x1024xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<32768x1024xf32>
    return %9 : tensor<32768x1024xf32>
  }
}
