#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<1000x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<8x128xi64>) -> tensor<8x128x256xf32> {
    %cst = arith.constant 9.99999974E-6 : f32
    %c1000 = arith.constant 1000 : index
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 2.560000e+02 : f32
    %0 = tensor.empty() : tensor<8x128x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg3 : tensor<8x128xi64>) outs(%0 : tensor<8x128x256xf32>) {
    ^bb0(%in: i64, %out: f32):
      %15 = arith.index_cast %in : i64 to index
      %16 = linalg.index 2 : index
      %17 = arith.cmpi slt, %15, %c1000 : index
      cf.assert %17, "index must be smaller than dim size"
      %18 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %18, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%15, %16] : tensor<1000x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x128x256xf32>
    %2 = tensor.empty() : tensor<8x128x1xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<8x128x256xf32>) outs(%3 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %out : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x1xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x128x1xf32>) outs(%2 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.divf %in, %cst_1 : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<8x128x256xf32>, tensor<8x128x1xf32>) outs(%0 : tensor<8x128x256xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %15 = arith.subf %in, %in_2 : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x256xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<8x128x256xf32>, tensor<8x128x256xf32>) outs(%0 : tensor<8x128x256xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %15 = arith.mulf %in, %in_2 : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x256xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<8x128x256xf32>) outs(%3 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %out : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<8x128x1xf32>) outs(%2 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.divf %in, %cst_1 : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<8x128x1xf32>) outs(%2 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %cst : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x128x1xf32>) outs(%2 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = math.rsqrt %in : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x1xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<8x128x256xf32>, tensor<8x128x1xf32>) outs(%0 : tensor<8x128x256xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %15 = arith.mulf %in, %in_2 : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x256xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %arg1 : tensor<8x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<8x128x256xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %15 = arith.mulf %in, %in_2 : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x256xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %arg2 : tensor<8x128x256xf32>, tensor<256xf32>) outs(%0 : tensor<8x128x256xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %15 = arith.addf %in, %in_2 : f32
      linalg.yield %15 : f32
    } -> tensor<8x128x256xf32>
    return %14 : tensor<8x128x256xf32>
  }
}
