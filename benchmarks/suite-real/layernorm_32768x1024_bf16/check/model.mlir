#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1024xbf16>, %arg1: tensor<1024xbf16>, %arg2: tensor<64x1024xbf16>) -> tensor<64x1024xbf16> {
    %cst = arith.constant 1.001360e-05 : bf16
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 1.024000e+03 : bf16
    %0 = tensor.empty() : tensor<64x1xbf16>
    %1 = linalg.fill ins(%cst_0 : bf16) outs(%0 : tensor<64x1xbf16>) -> tensor<64x1xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg2 : tensor<64x1024xbf16>) outs(%1 : tensor<64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %14 = arith.addf %in, %out : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1xbf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<64x1xbf16>) outs(%0 : tensor<64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %14 = arith.divf %in, %cst_1 : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1xbf16>
    %4 = tensor.empty() : tensor<64x1024xbf16>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %3 : tensor<64x1024xbf16>, tensor<64x1xbf16>) outs(%4 : tensor<64x1024xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %14 = arith.subf %in, %in_2 : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1024xbf16>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %5 : tensor<64x1024xbf16>, tensor<64x1024xbf16>) outs(%4 : tensor<64x1024xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %14 = arith.mulf %in, %in_2 : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1024xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<64x1024xbf16>) outs(%1 : tensor<64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %14 = arith.addf %in, %out : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<64x1xbf16>) outs(%0 : tensor<64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %14 = arith.divf %in, %cst_1 : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<64x1xbf16>) outs(%0 : tensor<64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %14 = arith.addf %in, %cst : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1xbf16>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<64x1xbf16>) outs(%0 : tensor<64x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %14 = math.rsqrt %in : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %10 : tensor<64x1024xbf16>, tensor<64x1xbf16>) outs(%4 : tensor<64x1024xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %14 = arith.mulf %in, %in_2 : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1024xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %arg0 : tensor<64x1024xbf16>, tensor<1024xbf16>) outs(%4 : tensor<64x1024xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %14 = arith.mulf %in, %in_2 : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1024xbf16>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %arg1 : tensor<64x1024xbf16>, tensor<1024xbf16>) outs(%4 : tensor<64x1024xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %14 = arith.addf %in, %in_2 : bf16
      linalg.yield %14 : bf16
    } -> tensor<64x1024xbf16>
    return %13 : tensor<64x1024xbf16>
  }
}
