#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<768xf16>, %arg1: tensor<768xf16>, %arg2: tensor<512x768xf16>) -> tensor<512x768xf16> {
    %cst = arith.constant 1.001360e-05 : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %cst_1 = arith.constant 7.680000e+02 : f16
    %0 = tensor.empty() : tensor<512x1xf16>
    %1 = linalg.fill ins(%cst_0 : f16) outs(%0 : tensor<512x1xf16>) -> tensor<512x1xf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg2 : tensor<512x768xf16>) outs(%1 : tensor<512x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %14 = arith.addf %in, %out : f16
      linalg.yield %14 : f16
    } -> tensor<512x1xf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<512x1xf16>) outs(%0 : tensor<512x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %14 = arith.divf %in, %cst_1 : f16
      linalg.yield %14 : f16
    } -> tensor<512x1xf16>
    %4 = tensor.empty() : tensor<512x768xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %3 : tensor<512x768xf16>, tensor<512x1xf16>) outs(%4 : tensor<512x768xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %14 = arith.subf %in, %in_2 : f16
      linalg.yield %14 : f16
    } -> tensor<512x768xf16>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<512x768xf16>, tensor<512x768xf16>) outs(%4 : tensor<512x768xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %14 = arith.mulf %in, %in_2 : f16
      linalg.yield %14 : f16
    } -> tensor<512x768xf16>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<512x768xf16>) outs(%1 : tensor<512x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %14 = arith.addf %in, %out : f16
      linalg.yield %14 : f16
    } -> tensor<512x1xf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<512x1xf16>) outs(%0 : tensor<512x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %14 = arith.divf %in, %cst_1 : f16
      linalg.yield %14 : f16
    } -> tensor<512x1xf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<512x1xf16>) outs(%0 : tensor<512x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %14 = arith.addf %in, %cst : f16
      linalg.yield %14 : f16
    } -> tensor<512x1xf16>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<512x1xf16>) outs(%0 : tensor<512x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %14 = math.rsqrt %in : f16
      linalg.yield %14 : f16
    } -> tensor<512x1xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %10 : tensor<512x768xf16>, tensor<512x1xf16>) outs(%4 : tensor<512x768xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %14 = arith.mulf %in, %in_2 : f16
      linalg.yield %14 : f16
    } -> tensor<512x768xf16>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %arg0 : tensor<512x768xf16>, tensor<768xf16>) outs(%4 : tensor<512x768xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %14 = arith.mulf %in, %in_2 : f16
      linalg.yield %14 : f16
    } -> tensor<512x768xf16>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %arg1 : tensor<512x768xf16>, tensor<768xf16>) outs(%4 : tensor<512x768xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %14 = arith.addf %in, %in_2 : f16
      linalg.yield %14 : f16
    } -> tensor<512x768xf16>
    return %13 : tensor<512x768xf16>
  }
}
