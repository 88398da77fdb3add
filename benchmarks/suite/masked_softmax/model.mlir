#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<4x8x128x128xf32>, %arg1: tensor<4x8x128x128xi1>) -> tensor<4x8x128x128xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = arith.constant 1.250000e-01 : f32
    %0 = tensor.empty() : tensor<4x8x128x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x8x128x128xf32>) outs(%0 : tensor<4x8x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.mulf %in, %cst_2 : f32
      linalg.yield %14 : f32
    } -> tensor<4x8x128x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %cst_1, %1 : tensor<4x8x128x128xi1>, tensor<f32>, tensor<4x8x128x128xf32>) outs(%0 : tensor<4x8x128x128xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %14 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %14 : f32
    } -> tensor<4x8x128x128xf32>
    %3 = tensor.empty() : tensor<4x8x128xi64>
    %4 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<4x8x128xi64>) -> tensor<4x8x128xi64>
    %5 = tensor.empty() : tensor<4x8x128xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %7:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<4x8x128x128xf32>) outs(%6, %4 : tensor<4x8x128xf32>, tensor<4x8x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_3: i64):
      %14 = linalg.index 3 : index
      %15 = arith.index_cast %14 : index to i64
      %16 = arith.maximumf %in, %out : f32
      %17 = arith.cmpf ogt, %in, %out : f32
      %18 = arith.select %17, %15, %out_3 : i64
      linalg.yield %16, %18 : f32, i64
    } -> (tensor<4x8x128xf32>, tensor<4x8x128xi64>)
    %expanded = tensor.expand_shape %7#0 [[0], [1], [2, 3]] output_shape [4, 8, 128, 1] : tensor<4x8x128xf32> into tensor<4x8x128x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<4x8x128x128xf32>, tensor<4x8x128x1xf32>) outs(%0 : tensor<4x8x128x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %14 = arith.subf %in, %in_3 : f32
      linalg.yield %14 : f32
    } -> tensor<4x8x128x128xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<4x8x128x128xf32>) outs(%0 : tensor<4x8x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.exp %in : f32
      linalg.yield %14 : f32
    } -> tensor<4x8x128x128xf32>
    %10 = tensor.empty() : tensor<4x8x128x1xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<4x8x128x1xf32>) -> tensor<4x8x128x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%9 : tensor<4x8x128x128xf32>) outs(%11 : tensor<4x8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.addf %in, %out : f32
      linalg.yield %14 : f32
    } -> tensor<4x8x128x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<4x8x128x128xf32>, tensor<4x8x128x1xf32>) outs(%0 : tensor<4x8x128x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %14 = arith.divf %in, %in_3 : f32
      linalg.yield %14 : f32
    } -> tensor<4x8x128x128xf32>
    return %13 : tensor<4x8x128x128xf32>
  }
}
