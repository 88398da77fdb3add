#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg0: tensor<512x1024xf16>) -> tensor<512x1024xf16> {
    %cst = arith.constant 0.707106769 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<512x1024xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<512x1024xf16>) outs(%0 : tensor<512x1024xf32>) {
    ^bb0(%in: f16, %out: f32):
      %9 = arith.extf %in : f16 to f32
      linalg.yield %9 : f32
    } -> tensor<512x1024xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<512x1024xf32>) outs(%0 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.mulf %in, %cst_0 : f32
      linalg.yield %9 : f32
    } -> tensor<512x1024xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<512x1024xf32>) outs(%0 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.mulf %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<512x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<512x1024xf32>) outs(%0 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = math.erf %in : f32
      linalg.yield %9 : f32
    } -> tensor<512x1024xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<512x1024xf32>) outs(%0 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.addf %in, %cst_1 : f32
      linalg.yield %9 : f32
    } -> tensor<512x1024xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %5 : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%0 : tensor<512x1024xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.mulf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<512x1024xf32>
    %7 = tensor.empty() : tensor<512x1024xf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<512x1024xf32>) outs(%7 : tensor<512x1024xf16>) {
    ^bb0(%in: f32, %out: f16):
      %9 = arith.truncf %in : f32 to f16
      linalg.yield %9 : f16
    } -> tensor<512x1024xf16>
    return %8 : tensor<512x1024xf16>
  }
}
