#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<192x64xf32>, %arg3: tensor<192xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<256xf32>, %arg10: tensor<64x256xf32>, %arg11: tensor<64xf32>, %arg12: tensor<2x32x64xf32>) -> tensor<2x32x64xf32> {
    %cst = arith.constant 0.707106769 : f32
    %cst_0 = arith.constant 9.99999974E-6 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 6.400000e+01 : f32
    %cst_4 = arith.constant 2.500000e-01 : f32
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x32x1xf32>
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg12 : tensor<2x32x64xf32>) outs(%1 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_3 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %4 = tensor.empty() : tensor<2x32x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %3 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.subf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %5 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.mulf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<2x32x64xf32>) outs(%1 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_3 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %cst_0 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %10 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.mulf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %arg0 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.mulf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %arg1 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %collapsed = tensor.collapse_shape %13 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %14 = tensor.empty() : tensor<64x192xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<192x64xf32>) outs(%14 : tensor<64x192xf32>) permutation = [1, 0] 
    %15 = linalg.fill ins(%cst_1 : f32) outs(%14 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<64x64xf32>, tensor<64x192xf32>) outs(%15 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%16, %arg3 : tensor<64x192xf32>, tensor<192xf32>) outs(%14 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<64x192xf32>
    %expanded = tensor.expand_shape %17 [[0, 1], [2]] output_shape [2, 32, 192] : tensor<64x192xf32> into tensor<2x32x192xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, 32, 64] [1, 1, 1] : tensor<2x32x192xf32> to tensor<2x32x64xf32>
    %extracted_slice_7 = tensor.extract_slice %expanded[0, 0, 64] [2, 32, 64] [1, 1, 1] : tensor<2x32x192xf32> to tensor<2x32x64xf32>
    %extracted_slice_8 = tensor.extract_slice %expanded[0, 0, 128] [2, 32, 64] [1, 1, 1] : tensor<2x32x192xf32> to tensor<2x32x64xf32>
    %expanded_9 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xf32> into tensor<2x32x4x16xf32>
    %18 = tensor.empty() : tensor<2x4x32x16xf32>
    %transposed_10 = linalg.transpose ins(%expanded_9 : tensor<2x32x4x16xf32>) outs(%18 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_11 = tensor.expand_shape %extracted_slice_7 [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xf32> into tensor<2x32x4x16xf32>
    %expanded_12 = tensor.expand_shape %extracted_slice_8 [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xf32> into tensor<2x32x4x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x32x4x16xf32>) outs(%18 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3] 
    %19 = tensor.empty() : tensor<2x4x16x32xf32>
    %transposed_14 = linalg.transpose ins(%expanded_11 : tensor<2x32x4x16xf32>) outs(%19 : tensor<2x4x16x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_15 = tensor.collapse_shape %transposed_10 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
    %collapsed_16 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
    %20 = tensor.empty() : tensor<8x32x32xf32>
    %21 = linalg.fill ins(%cst_1 : f32) outs(%20 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %22 = linalg.batch_matmul ins(%collapsed_15, %collapsed_16 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%21 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %expanded_17 = tensor.expand_shape %22 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32>
    %23 = tensor.empty() : tensor<2x4x32x32xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<2x4x32x32xf32>) outs(%23 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.mulf %in, %cst_4 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x32x32xf32>
    %25 = tensor.empty() : tensor<2x4x32xi64>
    %26 = linalg.fill ins(%c0_i64 : i64) outs(%25 : tensor<2x4x32xi64>) -> tensor<2x4x32xi64>
    %27 = tensor.empty() : tensor<2x4x32xf32>
    %28 = linalg.fill ins(%cst_2 : f32) outs(%27 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %29:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<2x4x32x32xf32>) outs(%28, %26 : tensor<2x4x32xf32>, tensor<2x4x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_32: i64):
      %70 = linalg.index 3 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.maximumf %in, %out : f32
      %73 = arith.cmpf ogt, %in, %out : f32
      %74 = arith.select %73, %71, %out_32 : i64
      linalg.yield %72, %74 : f32, i64
    } -> (tensor<2x4x32xf32>, tensor<2x4x32xi64>)
    %expanded_18 = tensor.expand_shape %29#0 [[0], [1], [2, 3]] output_shape [2, 4, 32, 1] : tensor<2x4x32xf32> into tensor<2x4x32x1xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_18 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%23 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.subf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x32x32xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x4x32x32xf32>) outs(%23 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.exp %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x32x32xf32>
    %32 = tensor.empty() : tensor<2x4x32x1xf32>
    %33 = linalg.fill ins(%cst_1 : f32) outs(%32 : tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x4x32x32xf32>) outs(%33 : tensor<2x4x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x32x1xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %34 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%23 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.divf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x32x32xf32>
    %collapsed_19 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
    %36 = tensor.empty() : tensor<8x32x16xf32>
    %37 = linalg.fill ins(%cst_1 : f32) outs(%36 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %38 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%37 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %expanded_21 = tensor.expand_shape %38 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32>
    %39 = tensor.empty() : tensor<2x32x4x16xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<2x4x32x16xf32>) outs(%39 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_23 = tensor.collapse_shape %transposed_22 [[0, 1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<64x64xf32>
    %40 = tensor.empty() : tensor<64x64xf32>
    %transposed_24 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%40 : tensor<64x64xf32>) permutation = [1, 0] 
    %41 = linalg.fill ins(%cst_1 : f32) outs(%40 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %42 = linalg.matmul ins(%collapsed_23, %transposed_24 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %arg5 : tensor<64x64xf32>, tensor<64xf32>) outs(%40 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<64x64xf32>
    %expanded_25 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg12, %expanded_25 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<2x32x64xf32>) outs(%1 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_3 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %46 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.subf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %47 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.mulf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%48 : tensor<2x32x64xf32>) outs(%1 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.divf %in, %cst_3 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %cst_0 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x32x1xf32>) outs(%0 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.rsqrt %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %52 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.mulf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %arg6 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.mulf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %arg7 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_26 = tensor.collapse_shape %55 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %56 = tensor.empty() : tensor<64x256xf32>
    %transposed_27 = linalg.transpose ins(%arg8 : tensor<256x64xf32>) outs(%56 : tensor<64x256xf32>) permutation = [1, 0] 
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %58 = linalg.matmul ins(%collapsed_26, %transposed_27 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%57 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%58, %arg9 : tensor<64x256xf32>, tensor<256xf32>) outs(%56 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<64x256xf32>
    %expanded_28 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 32, 256] : tensor<64x256xf32> into tensor<2x32x256xf32>
    %60 = tensor.empty() : tensor<2x32x256xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x32x256xf32>) outs(%60 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.mulf %in, %cst_5 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x256xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<2x32x256xf32>) outs(%60 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.mulf %in, %cst : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x256xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<2x32x256xf32>) outs(%60 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.erf %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x256xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<2x32x256xf32>) outs(%60 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %cst_6 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x256xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %64 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%60 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.mulf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x256xf32>
    %collapsed_29 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<2x32x256xf32> into tensor<64x256xf32>
    %66 = tensor.empty() : tensor<256x64xf32>
    %transposed_30 = linalg.transpose ins(%arg10 : tensor<64x256xf32>) outs(%66 : tensor<256x64xf32>) permutation = [1, 0] 
    %67 = linalg.matmul ins(%collapsed_29, %transposed_30 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%67, %arg11 : tensor<64x64xf32>, tensor<64xf32>) outs(%40 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<64x64xf32>
    %expanded_31 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %expanded_31 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%4 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_32: f32, %out: f32):
      %70 = arith.addf %in, %in_32 : f32
      linalg.yield %70 : f32
    } -> tensor<2x32x64xf32>
    return %69 : tensor<2x32x64xf32>
  }
}
