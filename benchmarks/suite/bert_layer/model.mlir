#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<256x64xf32>, %arg11: tensor<256xf32>, %arg12: tensor<64x256xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<2x32x64xf32>) -> tensor<2x32x64xf32> {
    %cst = arith.constant 0.707106769 : f32
    %cst_0 = arith.constant 9.99999996E-13 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 2.500000e-01 : f32
    %cst_4 = arith.constant 6.400000e+01 : f32
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant 1.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg16 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %0 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %2 = linalg.matmul ins(%collapsed, %transposed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<64x64xf32>, tensor<64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<64x64xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<64x64xf32> into tensor<2x32x4x16xf32>
    %4 = tensor.empty() : tensor<2x4x32x16xf32>
    %transposed_7 = linalg.transpose ins(%expanded : tensor<2x32x4x16xf32>) outs(%4 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_8 = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %5 = linalg.matmul ins(%collapsed, %transposed_8 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %arg3 : tensor<64x64xf32>, tensor<64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<64x64xf32>
    %expanded_9 = tensor.expand_shape %6 [[0, 1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<64x64xf32> into tensor<2x32x4x16xf32>
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%collapsed, %transposed_10 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg5 : tensor<64x64xf32>, tensor<64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<64x64xf32>
    %expanded_11 = tensor.expand_shape %8 [[0, 1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<64x64xf32> into tensor<2x32x4x16xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<2x32x4x16xf32>) outs(%4 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3] 
    %9 = tensor.empty() : tensor<2x4x16x32xf32>
    %transposed_13 = linalg.transpose ins(%expanded_9 : tensor<2x32x4x16xf32>) outs(%9 : tensor<2x4x16x32xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_14 = tensor.collapse_shape %transposed_7 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
    %collapsed_15 = tensor.collapse_shape %transposed_13 [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
    %10 = tensor.empty() : tensor<8x32x32xf32>
    %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %12 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%11 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %expanded_16 = tensor.expand_shape %12 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32>
    %13 = tensor.empty() : tensor<2x4x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<2x4x32x32xf32>) outs(%13 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.mulf %in, %cst_3 : f32
      linalg.yield %72 : f32
    } -> tensor<2x4x32x32xf32>
    %15 = tensor.empty() : tensor<2x4x32xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<2x4x32xi64>) -> tensor<2x4x32xi64>
    %17 = tensor.empty() : tensor<2x4x32xf32>
    %18 = linalg.fill ins(%cst_2 : f32) outs(%17 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %19:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<2x4x32x32xf32>) outs(%18, %16 : tensor<2x4x32xf32>, tensor<2x4x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_31: i64):
      %72 = linalg.index 3 : index
      %73 = arith.index_cast %72 : index to i64
      %74 = arith.maximumf %in, %out : f32
      %75 = arith.cmpf ogt, %in, %out : f32
      %76 = arith.select %75, %73, %out_31 : i64
      linalg.yield %74, %76 : f32, i64
    } -> (tensor<2x4x32xf32>, tensor<2x4x32xi64>)
    %expanded_17 = tensor.expand_shape %19#0 [[0], [1], [2, 3]] output_shape [2, 4, 32, 1] : tensor<2x4x32xf32> into tensor<2x4x32x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_17 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%13 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.subf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x4x32x32xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x4x32x32xf32>) outs(%13 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.exp %in : f32
      linalg.yield %72 : f32
    } -> tensor<2x4x32x32xf32>
    %22 = tensor.empty() : tensor<2x4x32x1xf32>
    %23 = linalg.fill ins(%cst_1 : f32) outs(%22 : tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%21 : tensor<2x4x32x32xf32>) outs(%23 : tensor<2x4x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<2x4x32x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%13 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.divf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x4x32x32xf32>
    %collapsed_18 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32>
    %collapsed_19 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
    %26 = tensor.empty() : tensor<8x32x16xf32>
    %27 = linalg.fill ins(%cst_1 : f32) outs(%26 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %28 = linalg.batch_matmul ins(%collapsed_18, %collapsed_19 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%27 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %expanded_20 = tensor.expand_shape %28 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32>
    %29 = tensor.empty() : tensor<2x32x4x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<2x4x32x16xf32>) outs(%29 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_22 = tensor.collapse_shape %transposed_21 [[0, 1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<64x64xf32>
    %transposed_23 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0] 
    %30 = linalg.matmul ins(%collapsed_22, %transposed_23 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%30, %arg7 : tensor<64x64xf32>, tensor<64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<64x64xf32>
    %expanded_24 = tensor.expand_shape %31 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %32 = tensor.empty() : tensor<2x32x64xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_24, %arg16 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %34 = tensor.empty() : tensor<2x32x1xf32>
    %35 = linalg.fill ins(%cst_1 : f32) outs(%34 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<2x32x64xf32>) outs(%35 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %37 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.subf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %39 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %38 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.mulf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<2x32x64xf32>) outs(%35 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %cst_0 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %43 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.mulf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %arg8 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.mulf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %arg9 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %collapsed_25 = tensor.collapse_shape %46 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %47 = tensor.empty() : tensor<64x256xf32>
    %transposed_26 = linalg.transpose ins(%arg10 : tensor<256x64xf32>) outs(%47 : tensor<64x256xf32>) permutation = [1, 0] 
    %48 = linalg.fill ins(%cst_1 : f32) outs(%47 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %49 = linalg.matmul ins(%collapsed_25, %transposed_26 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%48 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %arg11 : tensor<64x256xf32>, tensor<256xf32>) outs(%47 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<64x256xf32>
    %expanded_27 = tensor.expand_shape %50 [[0, 1], [2]] output_shape [2, 32, 256] : tensor<64x256xf32> into tensor<2x32x256xf32>
    %51 = tensor.empty() : tensor<2x32x256xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x32x256xf32>) outs(%51 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.mulf %in, %cst_5 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x256xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<2x32x256xf32>) outs(%51 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.mulf %in, %cst : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x256xf32>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<2x32x256xf32>) outs(%51 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.erf %in : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x256xf32>
    %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x32x256xf32>) outs(%51 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %cst_6 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x256xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%51 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.mulf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x256xf32>
    %collapsed_28 = tensor.collapse_shape %56 [[0, 1], [2]] : tensor<2x32x256xf32> into tensor<64x256xf32>
    %57 = tensor.empty() : tensor<256x64xf32>
    %transposed_29 = linalg.transpose ins(%arg12 : tensor<64x256xf32>) outs(%57 : tensor<256x64xf32>) permutation = [1, 0] 
    %58 = linalg.matmul ins(%collapsed_28, %transposed_29 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%58, %arg13 : tensor<64x64xf32>, tensor<64xf32>) outs(%0 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<64x64xf32>
    %expanded_30 = tensor.expand_shape %59 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_30, %46 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%60 : tensor<2x32x64xf32>) outs(%35 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.subf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %63 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.mulf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%64 : tensor<2x32x64xf32>) outs(%35 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.divf %in, %cst_4 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %cst_0 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<2x32x1xf32>) outs(%34 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.rsqrt %in : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x1xf32>
    %69 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %68 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.mulf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %70 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %arg14 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.mulf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    %71 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %arg15 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%32 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %72 = arith.addf %in, %in_31 : f32
      linalg.yield %72 : f32
    } -> tensor<2x32x64xf32>
    return %71 : tensor<2x32x64xf32>
  }
}
