#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<256x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<128x256xf32>) -> tensor<128x512xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<128x512xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %2 = linalg.matmul ins(%arg3, %arg0 : tensor<128x256xf32>, tensor<256x512xf32>) outs(%1 : tensor<128x512xf32>) -> tensor<128x512xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<128x512xf32>, tensor<512xf32>) outs(%0 : tensor<128x512xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.addf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<128x512xf32>
    %4 = tensor.empty() : tensor<128xi64>
    %5 = linalg.fill ins(%c0_i64 : i64) outs(%4 : tensor<128xi64>) -> tensor<128xi64>
    %6 = tensor.empty() : tensor<128xf32>
    %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<128xf32>) -> tensor<128xf32>
    %8:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<128x512xf32>) outs(%7, %5 : tensor<128xf32>, tensor<128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1: i64):
      %16 = linalg.index 1 : index
      %17 = arith.index_cast %16 : index to i64
      %18 = arith.maximumf %in, %out : f32
      %19 = arith.cmpf ogt, %in, %out : f32
      %20 = arith.select %19, %17, %out_1 : i64
      linalg.yield %18, %20 : f32, i64
    } -> (tensor<128xf32>, tensor<128xi64>)
    %expanded = tensor.expand_shape %8#0 [[0, 1]] output_shape [128, 1] : tensor<128xf32> into tensor<128x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %expanded : tensor<128x512xf32>, tensor<128x1xf32>) outs(%0 : tensor<128x512xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.subf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<128x512xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<128x512xf32>) outs(%0 : tensor<128x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.exp %in : f32
      linalg.yield %16 : f32
    } -> tensor<128x512xf32>
    %11 = tensor.empty() : tensor<128x1xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<128x1xf32>) -> tensor<128x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<128x512xf32>) outs(%12 : tensor<128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<128x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %13 : tensor<128x512xf32>, tensor<128x1xf32>) outs(%0 : tensor<128x512xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.divf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<128x512xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %arg2 : tensor<128x512xf32>, tensor<512xf32>) outs(%0 : tensor<128x512xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %16 = arith.mulf %in, %in_1 : f32
      linalg.yield %16 : f32
    } -> tensor<128x512xf32>
    return %15 : tensor<128x512xf32>
  }
}
