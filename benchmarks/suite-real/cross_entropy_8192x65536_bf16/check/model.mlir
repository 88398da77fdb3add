#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<() -> ()>
module {
  func.func @main(%arg0: tensor<64x65536xbf16>, %arg1: tensor<64xi64>) -> tensor<bf16> {
    %c-100_i64 = arith.constant -100 : i64
    %c65536 = arith.constant 65536 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_3 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<64x65536xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x65536xbf16>) outs(%0 : tensor<64x65536xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %33 = arith.extf %in : bf16 to f32
      linalg.yield %33 : f32
    } -> tensor<64x65536xf32>
    %2 = tensor.empty() : tensor<64xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<64xi64>) -> tensor<64xi64>
    %4 = tensor.empty() : tensor<64xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<64xf32>) -> tensor<64xf32>
    %6:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<64x65536xf32>) outs(%5, %3 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_5: i64):
      %33 = linalg.index 1 : index
      %34 = arith.index_cast %33 : index to i64
      %35 = arith.maximumf %in, %out : f32
      %36 = arith.cmpf ogt, %in, %out : f32
      %37 = arith.select %36, %34, %out_5 : i64
      linalg.yield %35, %37 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded = tensor.expand_shape %6#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %expanded : tensor<64x65536xf32>, tensor<64x1xf32>) outs(%0 : tensor<64x65536xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %33 = arith.subf %in, %in_5 : f32
      linalg.yield %33 : f32
    } -> tensor<64x65536xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<64x65536xf32>) outs(%0 : tensor<64x65536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.exp %in : f32
      linalg.yield %33 : f32
    } -> tensor<64x65536xf32>
    %9 = tensor.empty() : tensor<64x1xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<64x65536xf32>) outs(%10 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.addf %in, %out : f32
      linalg.yield %33 : f32
    } -> tensor<64x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<64x1xf32>) outs(%9 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.log %in : f32
      linalg.yield %33 : f32
    } -> tensor<64x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %12 : tensor<64x65536xf32>, tensor<64x1xf32>) outs(%0 : tensor<64x65536xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %33 = arith.subf %in, %in_5 : f32
      linalg.yield %33 : f32
    } -> tensor<64x65536xf32>
    %14 = tensor.empty() : tensor<64x65536xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<64x65536xf32>) outs(%14 : tensor<64x65536xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %33 = arith.truncf %in : f32 to bf16
      linalg.yield %33 : bf16
    } -> tensor<64x65536xbf16>
    %16 = tensor.empty() : tensor<64xi1>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xi64>) outs(%16 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %33 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %33 : i1
    } -> tensor<64xi1>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%17, %arg1, %cst_3 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%2 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_5: i64, %in_6: i64, %out: i64):
      %33 = arith.select %in, %in_5, %in_6 : i64
      linalg.yield %33 : i64
    } -> tensor<64xi64>
    %expanded_4 = tensor.expand_shape %18 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %19 = tensor.empty() : tensor<64x1xbf16>
    %20 = linalg.fill ins(%cst_1 : bf16) outs(%19 : tensor<64x1xbf16>) -> tensor<64x1xbf16>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_4 : tensor<64x1xi64>) outs(%20 : tensor<64x1xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %33 = linalg.index 0 : index
      %34 = arith.index_cast %in : i64 to index
      %35 = arith.cmpi slt, %34, %c65536 : index
      cf.assert %35, "index must be smaller than dim size"
      %36 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %36, "index must be larger or equal to 0"
      %extracted = tensor.extract %15[%33, %34] : tensor<64x65536xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<64x1xbf16>
    %collapsed = tensor.collapse_shape %21 [[0, 1]] : tensor<64x1xbf16> into tensor<64xbf16>
    %22 = tensor.empty() : tensor<64xbf16>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<64xbf16>) outs(%22 : tensor<64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %33 = arith.negf %in : bf16
      linalg.yield %33 : bf16
    } -> tensor<64xbf16>
    %24 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%17, %23, %cst_2 : tensor<64xi1>, tensor<64xbf16>, tensor<bf16>) outs(%22 : tensor<64xbf16>) {
    ^bb0(%in: i1, %in_5: bf16, %in_6: bf16, %out: bf16):
      %33 = arith.select %in, %in_5, %in_6 : bf16
      linalg.yield %33 : bf16
    } -> tensor<64xbf16>
    %25 = tensor.empty() : tensor<i64>
    %26 = linalg.fill ins(%c0_i64 : i64) outs(%25 : tensor<i64>) -> tensor<i64>
    %27 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%17 : tensor<64xi1>) outs(%26 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %33 = arith.extui %in : i1 to i64
      %34 = arith.addi %33, %out : i64
      linalg.yield %34 : i64
    } -> tensor<i64>
    %28 = tensor.empty() : tensor<bf16>
    %29 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%27 : tensor<i64>) outs(%28 : tensor<bf16>) {
    ^bb0(%in: i64, %out: bf16):
      %33 = arith.sitofp %in : i64 to bf16
      linalg.yield %33 : bf16
    } -> tensor<bf16>
    %30 = linalg.fill ins(%cst_1 : bf16) outs(%28 : tensor<bf16>) -> tensor<bf16>
    %31 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%24 : tensor<64xbf16>) outs(%30 : tensor<bf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %33 = arith.addf %in, %out : bf16
      linalg.yield %33 : bf16
    } -> tensor<bf16>
    %32 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%31, %29 : tensor<bf16>, tensor<bf16>) outs(%28 : tensor<bf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %33 = arith.divf %in, %in_5 : bf16
      linalg.yield %33 : bf16
    } -> tensor<bf16>
    return %32 : tensor<bf16>
  }
}
