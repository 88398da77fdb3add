#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<64x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<176x64xf32>, %arg5: tensor<176x64xf32>, %arg6: tensor<64x176xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<2x32x64xf32>, %arg10: tensor<2x32x16xf32>, %arg11: tensor<2x32x16xf32>) -> tensor<2x32x64xf32> {
    %cst = arith.constant 9.99999997E-7 : f32
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 6.400000e+01 : f32
    %cst_4 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<2x32x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    %2 = tensor.empty() : tensor<2x32x1xf32>
    %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_3 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.rsqrt %in : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %7 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg7, %8 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    %10 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %12 = linalg.matmul ins(%collapsed, %transposed : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<64x64xf32> into tensor<2x32x4x16xf32>
    %13 = tensor.empty() : tensor<2x4x32x16xf32>
    %transposed_5 = linalg.transpose ins(%expanded : tensor<2x32x4x16xf32>) outs(%13 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3] 
    %14 = tensor.empty() : tensor<64x32xf32>
    %transposed_6 = linalg.transpose ins(%arg1 : tensor<32x64xf32>) outs(%14 : tensor<64x32xf32>) permutation = [1, 0] 
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed_6 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_7 = tensor.expand_shape %16 [[0, 1], [2, 3]] output_shape [2, 32, 2, 16] : tensor<64x32xf32> into tensor<2x32x2x16xf32>
    %17 = tensor.empty() : tensor<2x2x32x16xf32>
    %transposed_8 = linalg.transpose ins(%expanded_7 : tensor<2x32x2x16xf32>) outs(%17 : tensor<2x2x32x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_9 = linalg.transpose ins(%arg2 : tensor<32x64xf32>) outs(%14 : tensor<64x32xf32>) permutation = [1, 0] 
    %18 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<64x64xf32>, tensor<64x32xf32>) outs(%15 : tensor<64x32xf32>) -> tensor<64x32xf32>
    %expanded_10 = tensor.expand_shape %18 [[0, 1], [2, 3]] output_shape [2, 32, 2, 16] : tensor<64x32xf32> into tensor<2x32x2x16xf32>
    %transposed_11 = linalg.transpose ins(%expanded_10 : tensor<2x32x2x16xf32>) outs(%17 : tensor<2x2x32x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_12 = tensor.expand_shape %arg10 [[0], [1, 2], [3]] output_shape [2, 1, 32, 16] : tensor<2x32x16xf32> into tensor<2x1x32x16xf32>
    %expanded_13 = tensor.expand_shape %arg11 [[0], [1, 2], [3]] output_shape [2, 1, 32, 16] : tensor<2x32x16xf32> into tensor<2x1x32x16xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_5, %expanded_12 : tensor<2x4x32x16xf32>, tensor<2x1x32x16xf32>) outs(%13 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_5[0, 0, 0, 0] [2, 4, 32, 8] [1, 1, 1, 1] : tensor<2x4x32x16xf32> to tensor<2x4x32x8xf32>
    %extracted_slice_14 = tensor.extract_slice %transposed_5[0, 0, 0, 8] [2, 4, 32, 8] [1, 1, 1, 1] : tensor<2x4x32x16xf32> to tensor<2x4x32x8xf32>
    %20 = tensor.empty() : tensor<2x4x32x8xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_14 : tensor<2x4x32x8xf32>) outs(%20 : tensor<2x4x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.negf %in : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x8xf32>
    %concat = tensor.concat dim(3) %21, %extracted_slice : (tensor<2x4x32x8xf32>, tensor<2x4x32x8xf32>) -> tensor<2x4x32x16xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_13 : tensor<2x4x32x16xf32>, tensor<2x1x32x16xf32>) outs(%13 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x16xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %22 : tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32>) outs(%13 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.addf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x16xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_8, %expanded_12 : tensor<2x2x32x16xf32>, tensor<2x1x32x16xf32>) outs(%17 : tensor<2x2x32x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x2x32x16xf32>
    %extracted_slice_15 = tensor.extract_slice %transposed_8[0, 0, 0, 0] [2, 2, 32, 8] [1, 1, 1, 1] : tensor<2x2x32x16xf32> to tensor<2x2x32x8xf32>
    %extracted_slice_16 = tensor.extract_slice %transposed_8[0, 0, 0, 8] [2, 2, 32, 8] [1, 1, 1, 1] : tensor<2x2x32x16xf32> to tensor<2x2x32x8xf32>
    %25 = tensor.empty() : tensor<2x2x32x8xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_16 : tensor<2x2x32x8xf32>) outs(%25 : tensor<2x2x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.negf %in : f32
      linalg.yield %73 : f32
    } -> tensor<2x2x32x8xf32>
    %concat_17 = tensor.concat dim(3) %26, %extracted_slice_15 : (tensor<2x2x32x8xf32>, tensor<2x2x32x8xf32>) -> tensor<2x2x32x16xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_17, %expanded_13 : tensor<2x2x32x16xf32>, tensor<2x1x32x16xf32>) outs(%17 : tensor<2x2x32x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x2x32x16xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<2x2x32x16xf32>, tensor<2x2x32x16xf32>) outs(%17 : tensor<2x2x32x16xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.addf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x2x32x16xf32>
    %29 = tensor.empty() : tensor<2x2x2x32x16xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<2x2x32x16xf32>) outs(%29 : tensor<2x2x2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x32x16xf32>
    %collapsed_18 = tensor.collapse_shape %30 [[0], [1, 2], [3], [4]] : tensor<2x2x2x32x16xf32> into tensor<2x4x32x16xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_11 : tensor<2x2x32x16xf32>) outs(%29 : tensor<2x2x2x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x32x16xf32>
    %32 = tensor.empty() : tensor<2x4x16x32xf32>
    %transposed_19 = linalg.transpose ins(%collapsed_18 : tensor<2x4x32x16xf32>) outs(%32 : tensor<2x4x16x32xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_20 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
    %collapsed_21 = tensor.collapse_shape %transposed_19 [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
    %33 = tensor.empty() : tensor<8x32x32xf32>
    %34 = linalg.fill ins(%cst_0 : f32) outs(%33 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %35 = linalg.batch_matmul ins(%collapsed_20, %collapsed_21 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%34 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %expanded_22 = tensor.expand_shape %35 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32>
    %36 = tensor.empty() : tensor<2x4x32x32xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<2x4x32x32xf32>) outs(%36 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.mulf %in, %cst_4 : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x32xf32>
    %38 = tensor.empty() : tensor<2x4x32xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<2x4x32xi64>) -> tensor<2x4x32xi64>
    %40 = tensor.empty() : tensor<2x4x32xf32>
    %41 = linalg.fill ins(%cst_1 : f32) outs(%40 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %42:2 = linalg.generic {indexing_maps = [#map3, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x4x32x32xf32>) outs(%41, %39 : tensor<2x4x32xf32>, tensor<2x4x32xi64>) {
    ^bb0(%in: f32, %out: f32, %out_39: i64):
      %73 = linalg.index 3 : index
      %74 = arith.index_cast %73 : index to i64
      %75 = arith.maximumf %in, %out : f32
      %76 = arith.cmpf ogt, %in, %out : f32
      %77 = arith.select %76, %74, %out_39 : i64
      linalg.yield %75, %77 : f32, i64
    } -> (tensor<2x4x32xf32>, tensor<2x4x32xi64>)
    %expanded_23 = tensor.expand_shape %42#0 [[0], [1], [2, 3]] output_shape [2, 4, 32, 1] : tensor<2x4x32xf32> into tensor<2x4x32x1xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_23 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%36 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.subf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x32xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x4x32x32xf32>) outs(%36 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.exp %in : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x32xf32>
    %45 = tensor.empty() : tensor<2x4x32x1xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x4x32x32xf32>) outs(%46 : tensor<2x4x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x1xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map8, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%36 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.divf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x4x32x32xf32>
    %collapsed_24 = tensor.collapse_shape %48 [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32>
    %collapsed_25 = tensor.collapse_shape %31 [[0, 1, 2], [3], [4]] : tensor<2x2x2x32x16xf32> into tensor<8x32x16xf32>
    %49 = tensor.empty() : tensor<8x32x16xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%49 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %51 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%50 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %expanded_26 = tensor.expand_shape %51 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32>
    %52 = tensor.empty() : tensor<2x32x4x16xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<2x4x32x16xf32>) outs(%52 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_28 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%10 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<64x64xf32>
    %53 = linalg.matmul ins(%collapsed_29, %transposed_28 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_30 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %expanded_30 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.addf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%55 : tensor<2x32x64xf32>) outs(%3 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_3 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %cst : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x32x1xf32>) outs(%2 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = math.rsqrt %in : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %59 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %60 : tensor<64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    %62 = tensor.empty() : tensor<64x176xf32>
    %transposed_31 = linalg.transpose ins(%arg4 : tensor<176x64xf32>) outs(%62 : tensor<64x176xf32>) permutation = [1, 0] 
    %collapsed_32 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<64x176xf32>) -> tensor<64x176xf32>
    %64 = linalg.matmul ins(%collapsed_32, %transposed_31 : tensor<64x64xf32>, tensor<64x176xf32>) outs(%63 : tensor<64x176xf32>) -> tensor<64x176xf32>
    %expanded_33 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [2, 32, 176] : tensor<64x176xf32> into tensor<2x32x176xf32>
    %65 = tensor.empty() : tensor<2x32x176xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<2x32x176xf32>) outs(%65 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.negf %in : f32
      %74 = math.exp %73 : f32
      %75 = arith.addf %74, %cst_2 : f32
      %76 = arith.divf %cst_2, %75 : f32
      linalg.yield %76 : f32
    } -> tensor<2x32x176xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33, %66 : tensor<2x32x176xf32>, tensor<2x32x176xf32>) outs(%65 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x176xf32>
    %transposed_34 = linalg.transpose ins(%arg5 : tensor<176x64xf32>) outs(%62 : tensor<64x176xf32>) permutation = [1, 0] 
    %68 = linalg.matmul ins(%collapsed_32, %transposed_34 : tensor<64x64xf32>, tensor<64x176xf32>) outs(%63 : tensor<64x176xf32>) -> tensor<64x176xf32>
    %expanded_35 = tensor.expand_shape %68 [[0, 1], [2]] output_shape [2, 32, 176] : tensor<64x176xf32> into tensor<2x32x176xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %expanded_35 : tensor<2x32x176xf32>, tensor<2x32x176xf32>) outs(%65 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.mulf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x176xf32>
    %70 = tensor.empty() : tensor<176x64xf32>
    %transposed_36 = linalg.transpose ins(%arg6 : tensor<64x176xf32>) outs(%70 : tensor<176x64xf32>) permutation = [1, 0] 
    %collapsed_37 = tensor.collapse_shape %69 [[0, 1], [2]] : tensor<2x32x176xf32> into tensor<64x176xf32>
    %71 = linalg.matmul ins(%collapsed_37, %transposed_36 : tensor<64x176xf32>, tensor<176x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %expanded_38 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %expanded_38 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32, %in_39: f32, %out: f32):
      %73 = arith.addf %in, %in_39 : f32
      linalg.yield %73 : f32
    } -> tensor<2x32x64xf32>
    return %72 : tensor<2x32x64xf32>
  }
}
