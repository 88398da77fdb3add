#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<192x64xbf16>, %arg3: tensor<192xbf16>, %arg4: tensor<64x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<256x64xbf16>, %arg9: tensor<256xbf16>, %arg10: tensor<64x256xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16> {
    %cst = arith.constant 0.707106769 : f32
    %cst_0 = arith.constant 1.001360e-05 : bf16
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant 6.400000e+01 : bf16
    %cst_5 = arith.constant 2.500000e-01 : bf16
    %cst_6 = arith.constant 5.000000e-01 : f32
    %cst_7 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x32x1xbf16>
    %1 = linalg.fill ins(%cst_1 : bf16) outs(%0 : tensor<2x32x1xbf16>) -> tensor<2x32x1xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg12 : tensor<2x32x64xbf16>) outs(%1 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.addf %in, %out : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.divf %in, %cst_4 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %4 = tensor.empty() : tensor<2x32x64xbf16>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %3 : tensor<2x32x64xbf16>, tensor<2x32x1xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.subf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %5 : tensor<2x32x64xbf16>, tensor<2x32x64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.mulf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x32x64xbf16>) outs(%1 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.addf %in, %out : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.divf %in, %cst_4 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.addf %in, %cst_0 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = math.rsqrt %in : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %10 : tensor<2x32x64xbf16>, tensor<2x32x1xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.mulf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %arg0 : tensor<2x32x64xbf16>, tensor<64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.mulf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %arg1 : tensor<2x32x64xbf16>, tensor<64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.addf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %collapsed = tensor.collapse_shape %13 [[0, 1], [2]] : tensor<2x32x64xbf16> into tensor<64x64xbf16>
    %14 = tensor.empty() : tensor<64x192xbf16>
    %transposed = linalg.transpose ins(%arg2 : tensor<192x64xbf16>) outs(%14 : tensor<64x192xbf16>) permutation = [1, 0] 
    %15 = tensor.empty() : tensor<192xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg3 : tensor<192xbf16>) outs(%15 : tensor<192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<192xf32>
    %17 = tensor.empty() : tensor<64x64xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<64x64xbf16>) outs(%17 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64x64xf32>
    %19 = tensor.empty() : tensor<64x192xf32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<64x192xbf16>) outs(%19 : tensor<64x192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64x192xf32>
    %21 = linalg.fill ins(%cst_2 : f32) outs(%19 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %22 = linalg.matmul ins(%18, %20 : tensor<64x64xf32>, tensor<64x192xf32>) outs(%21 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%22, %16 : tensor<64x192xf32>, tensor<192xf32>) outs(%19 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %103 = arith.addf %in, %in_33 : f32
      linalg.yield %103 : f32
    } -> tensor<64x192xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<64x192xf32>) outs(%14 : tensor<64x192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<64x192xbf16>
    %expanded = tensor.expand_shape %24 [[0, 1], [2]] output_shape [2, 32, 192] : tensor<64x192xbf16> into tensor<2x32x192xbf16>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 32, 64] [1, 1, 1] : tensor<2x32x192xbf16> to tensor<2x32x64xbf16>
    %extracted_slice_8 = tensor.extract_slice %expanded[0, 0, 64] [2, 32, 64] [1, 1, 1] : tensor<2x32x192xbf16> to tensor<2x32x64xbf16>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 128] [2, 32, 64] [1, 1, 1] : tensor<2x32x192xbf16> to tensor<2x32x64xbf16>
    %expanded_10 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xbf16> into tensor<2x32x4x16xbf16>
    %25 = tensor.empty() : tensor<2x4x32x16xbf16>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<2x32x4x16xbf16>) outs(%25 : tensor<2x4x32x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_12 = tensor.expand_shape %extracted_slice_8 [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xbf16> into tensor<2x32x4x16xbf16>
    %expanded_13 = tensor.expand_shape %extracted_slice_9 [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xbf16> into tensor<2x32x4x16xbf16>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<2x32x4x16xbf16>) outs(%25 : tensor<2x4x32x16xbf16>) permutation = [0, 2, 1, 3] 
    %26 = tensor.empty() : tensor<2x4x16x32xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_12 : tensor<2x32x4x16xbf16>) outs(%26 : tensor<2x4x16x32xbf16>) permutation = [0, 2, 3, 1] 
    %collapsed_16 = tensor.collapse_shape %transposed_11 [[0, 1], [2], [3]] : tensor<2x4x32x16xbf16> into tensor<8x32x16xbf16>
    %collapsed_17 = tensor.collapse_shape %transposed_15 [[0, 1], [2], [3]] : tensor<2x4x16x32xbf16> into tensor<8x16x32xbf16>
    %27 = tensor.empty() : tensor<8x32x32xf32>
    %28 = linalg.fill ins(%cst_2 : f32) outs(%27 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %29 = linalg.batch_matmul ins(%collapsed_16, %collapsed_17 : tensor<8x32x16xbf16>, tensor<8x16x32xbf16>) outs(%28 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %30 = tensor.empty() : tensor<8x32x32xbf16>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x32x32xf32>) outs(%30 : tensor<8x32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<8x32x32xbf16>
    %expanded_18 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xbf16> into tensor<2x4x32x32xbf16>
    %32 = tensor.empty() : tensor<2x4x32x32xbf16>
    %33 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x4x32x32xbf16>) outs(%32 : tensor<2x4x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.mulf %in, %cst_5 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x4x32x32xbf16>
    %34 = tensor.empty() : tensor<2x4x32x32xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x4x32x32xbf16>) outs(%34 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<2x4x32x32xf32>
    %36 = tensor.empty() : tensor<2x4x32xi64>
    %37 = linalg.fill ins(%c0_i64 : i64) outs(%36 : tensor<2x4x32xi64>) -> tensor<2x4x32xi64>
    %38 = tensor.empty() : tensor<2x4x32xf32>
    %39 = linalg.fill ins(%cst_3 : f32) outs(%38 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %40:2 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%35 : tensor<2x4x32x32xf32>) outs(%39, %37 : tensor<2x4x32xf32>, tensor<2x4x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_33: i64):
      %103 = linalg.index 3 : index
      %104 = arith.index_cast %103 : index to i64
      %105 = arith.maximumf %in, %out : f32
      %106 = arith.cmpf ogt, %in, %out : f32
      %107 = arith.select %106, %104, %out_33 : i64
      linalg.yield %105, %107 : f32, i64
    } -> (tensor<2x4x32xf32>, tensor<2x4x32xi64>)
    %expanded_19 = tensor.expand_shape %40#0 [[0], [1], [2, 3]] output_shape [2, 4, 32, 1] : tensor<2x4x32xf32> into tensor<2x4x32x1xf32>
    %41 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_19 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%34 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %103 = arith.subf %in, %in_33 : f32
      linalg.yield %103 : f32
    } -> tensor<2x4x32x32xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<2x4x32x32xf32>) outs(%34 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %103 = math.exp %in : f32
      linalg.yield %103 : f32
    } -> tensor<2x4x32x32xf32>
    %43 = tensor.empty() : tensor<2x4x32x1xf32>
    %44 = linalg.fill ins(%cst_2 : f32) outs(%43 : tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %45 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<2x4x32x32xf32>) outs(%44 : tensor<2x4x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %103 = arith.addf %in, %out : f32
      linalg.yield %103 : f32
    } -> tensor<2x4x32x1xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %45 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%34 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %103 = arith.divf %in, %in_33 : f32
      linalg.yield %103 : f32
    } -> tensor<2x4x32x32xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x4x32x32xf32>) outs(%32 : tensor<2x4x32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<2x4x32x32xbf16>
    %collapsed_20 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<2x4x32x32xbf16> into tensor<8x32x32xbf16>
    %collapsed_21 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<2x4x32x16xbf16> into tensor<8x32x16xbf16>
    %48 = tensor.empty() : tensor<8x32x16xf32>
    %49 = linalg.fill ins(%cst_2 : f32) outs(%48 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %50 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<8x32x32xbf16>, tensor<8x32x16xbf16>) outs(%49 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %51 = tensor.empty() : tensor<8x32x16xbf16>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<8x32x16xf32>) outs(%51 : tensor<8x32x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<8x32x16xbf16>
    %expanded_22 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xbf16> into tensor<2x4x32x16xbf16>
    %53 = tensor.empty() : tensor<2x32x4x16xbf16>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x4x32x16xbf16>) outs(%53 : tensor<2x32x4x16xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_24 = tensor.collapse_shape %transposed_23 [[0, 1], [2, 3]] : tensor<2x32x4x16xbf16> into tensor<64x64xbf16>
    %54 = tensor.empty() : tensor<64x64xbf16>
    %transposed_25 = linalg.transpose ins(%arg4 : tensor<64x64xbf16>) outs(%54 : tensor<64x64xbf16>) permutation = [1, 0] 
    %55 = tensor.empty() : tensor<64xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg5 : tensor<64xbf16>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_24 : tensor<64x64xbf16>) outs(%17 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64x64xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_25 : tensor<64x64xbf16>) outs(%17 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64x64xf32>
    %59 = linalg.fill ins(%cst_2 : f32) outs(%17 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %60 = linalg.matmul ins(%57, %58 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%59 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%60, %56 : tensor<64x64xf32>, tensor<64xf32>) outs(%17 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %103 = arith.addf %in, %in_33 : f32
      linalg.yield %103 : f32
    } -> tensor<64x64xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<64x64xf32>) outs(%54 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<64x64xbf16>
    %expanded_26 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xbf16> into tensor<2x32x64xbf16>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %expanded_26 : tensor<2x32x64xbf16>, tensor<2x32x64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.addf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %64 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%63 : tensor<2x32x64xbf16>) outs(%1 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.addf %in, %out : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.divf %in, %cst_4 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %65 : tensor<2x32x64xbf16>, tensor<2x32x1xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.subf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %66 : tensor<2x32x64xbf16>, tensor<2x32x64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.mulf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %68 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<2x32x64xbf16>) outs(%1 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.addf %in, %out : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.divf %in, %cst_4 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = arith.addf %in, %cst_0 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<2x32x1xbf16>) outs(%0 : tensor<2x32x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %103 = math.rsqrt %in : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x1xbf16>
    %72 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %71 : tensor<2x32x64xbf16>, tensor<2x32x1xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.mulf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %73 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %arg6 : tensor<2x32x64xbf16>, tensor<64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.mulf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %74 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %arg7 : tensor<2x32x64xbf16>, tensor<64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.addf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    %collapsed_27 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<2x32x64xbf16> into tensor<64x64xbf16>
    %75 = tensor.empty() : tensor<64x256xbf16>
    %transposed_28 = linalg.transpose ins(%arg8 : tensor<256x64xbf16>) outs(%75 : tensor<64x256xbf16>) permutation = [1, 0] 
    %76 = tensor.empty() : tensor<256xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg9 : tensor<256xbf16>) outs(%76 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<256xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_27 : tensor<64x64xbf16>) outs(%17 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64x64xf32>
    %79 = tensor.empty() : tensor<64x256xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_28 : tensor<64x256xbf16>) outs(%79 : tensor<64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64x256xf32>
    %81 = linalg.fill ins(%cst_2 : f32) outs(%79 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %82 = linalg.matmul ins(%78, %80 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%81 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%82, %77 : tensor<64x256xf32>, tensor<256xf32>) outs(%79 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %103 = arith.addf %in, %in_33 : f32
      linalg.yield %103 : f32
    } -> tensor<64x256xf32>
    %84 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%83 : tensor<64x256xf32>) outs(%75 : tensor<64x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<64x256xbf16>
    %expanded_29 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [2, 32, 256] : tensor<64x256xbf16> into tensor<2x32x256xbf16>
    %85 = tensor.empty() : tensor<2x32x256xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<2x32x256xbf16>) outs(%85 : tensor<2x32x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<2x32x256xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x32x256xf32>) outs(%85 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %103 = arith.mulf %in, %cst_6 : f32
      linalg.yield %103 : f32
    } -> tensor<2x32x256xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<2x32x256xf32>) outs(%85 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %103 = arith.mulf %in, %cst : f32
      linalg.yield %103 : f32
    } -> tensor<2x32x256xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<2x32x256xf32>) outs(%85 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %103 = math.erf %in : f32
      linalg.yield %103 : f32
    } -> tensor<2x32x256xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<2x32x256xf32>) outs(%85 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %103 = arith.addf %in, %cst_7 : f32
      linalg.yield %103 : f32
    } -> tensor<2x32x256xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %90 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%85 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %103 = arith.mulf %in, %in_33 : f32
      linalg.yield %103 : f32
    } -> tensor<2x32x256xf32>
    %92 = tensor.empty() : tensor<2x32x256xbf16>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<2x32x256xf32>) outs(%92 : tensor<2x32x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x256xbf16>
    %collapsed_30 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<2x32x256xbf16> into tensor<64x256xbf16>
    %94 = tensor.empty() : tensor<256x64xbf16>
    %transposed_31 = linalg.transpose ins(%arg10 : tensor<64x256xbf16>) outs(%94 : tensor<256x64xbf16>) permutation = [1, 0] 
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg11 : tensor<64xbf16>) outs(%55 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64xf32>
    %96 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%collapsed_30 : tensor<64x256xbf16>) outs(%79 : tensor<64x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<64x256xf32>
    %97 = tensor.empty() : tensor<256x64xf32>
    %98 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%transposed_31 : tensor<256x64xbf16>) outs(%97 : tensor<256x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %103 = arith.extf %in : bf16 to f32
      linalg.yield %103 : f32
    } -> tensor<256x64xf32>
    %99 = linalg.matmul ins(%96, %98 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%59 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %100 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%99, %95 : tensor<64x64xf32>, tensor<64xf32>) outs(%17 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_33: f32, %out: f32):
      %103 = arith.addf %in, %in_33 : f32
      linalg.yield %103 : f32
    } -> tensor<64x64xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%100 : tensor<64x64xf32>) outs(%54 : tensor<64x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %103 = arith.truncf %in : f32 to bf16
      linalg.yield %103 : bf16
    } -> tensor<64x64xbf16>
    %expanded_32 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xbf16> into tensor<2x32x64xbf16>
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %expanded_32 : tensor<2x32x64xbf16>, tensor<2x32x64xbf16>) outs(%4 : tensor<2x32x64xbf16>) {
    ^bb0(%in: bf16, %in_33: bf16, %out: bf16):
      %103 = arith.addf %in, %in_33 : bf16
      linalg.yield %103 : bf16
    } -> tensor<2x32x64xbf16>
    return %102 : tensor<2x32x64xbf16>
  }
}
