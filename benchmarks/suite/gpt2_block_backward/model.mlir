#loc1 = loc("<fx:primals_1>":1:0)
#loc2 = loc("<fx:sub_2>":1:0)
#loc3 = loc("<fx:view_18>":1:0)
#loc8 = loc("<fx:sum_1>":1:0)
#loc10 = loc("<fx:view_20>":1:0)
#loc11 = loc("<fx:mul_19>":1:0)
#loc12 = loc("<fx:mul_20>":1:0)
#loc13 = loc("<fx:mul_21>":1:0)
#loc14 = loc("<fx:mul_22>":1:0)
#loc15 = loc("<fx:mul_23>":1:0)
#loc16 = loc("<fx:mul_24>":1:0)
#loc17 = loc("<fx:pow_2>":1:0)
#loc18 = loc("<fx:mul_25>":1:0)
#loc19 = loc("<fx:mul_26>":1:0)
#loc20 = loc("<fx:add_12>":1:0)
#loc21 = loc("<fx:mul_27>":1:0)
#loc22 = loc("<fx:add_13>":1:0)
#loc23 = loc("<fx:view_21>":1:0)
#loc28 = loc("<fx:sum_2>":1:0)
#loc30 = loc("<fx:view_23>":1:0)
#loc31 = loc("<fx:sub_3>":1:0)
#loc32 = loc("<fx:mul_28>":1:0)
#loc33 = loc("<fx:mul_29>":1:0)
#loc34 = loc("<fx:mul_30>":1:0)
#loc35 = loc("<fx:sum_3>":1:0)
#loc36 = loc("<fx:mul_31>":1:0)
#loc37 = loc("<fx:sum_4>":1:0)
#loc38 = loc("<fx:mul_32>":1:0)
#loc39 = loc("<fx:sub_4>":1:0)
#loc40 = loc("<fx:sub_5>":1:0)
#loc41 = loc("<fx:div>":1:0)
#loc42 = loc("<fx:mul_33>":1:0)
#loc43 = loc("<fx:mul_34>":1:0)
#loc44 = loc("<fx:view_24>":1:0)
#loc45 = loc("<fx:sum_5>":1:0)
#loc46 = loc("<fx:sum_6>":1:0)
#loc47 = loc("<fx:view_25>":1:0)
#loc48 = loc("<fx:add_14>":1:0)
#loc49 = loc("<fx:view_26>":1:0)
#loc54 = loc("<fx:sum_7>":1:0)
#loc64 = loc("<fx:view_32>":1:0)
#loc65 = loc("<fx:mul_35>":1:0)
#loc66 = loc("<fx:sum_8>":1:0)
#loc67 = loc("<fx:mul_36>":1:0)
#loc68 = loc("<fx:sub_6>":1:0)
#loc69 = loc("<fx:mul_37>":1:0)
#loc84 = loc("<fx:view_39>":1:0)
#loc89 = loc("<fx:sum_9>":1:0)
#loc91 = loc("<fx:view_41>":1:0)
#loc92 = loc("<fx:sub_7>":1:0)
#loc93 = loc("<fx:mul_38>":1:0)
#loc94 = loc("<fx:mul_39>":1:0)
#loc95 = loc("<fx:mul_40>":1:0)
#loc96 = loc("<fx:sum_10>":1:0)
#loc97 = loc("<fx:mul_41>":1:0)
#loc98 = loc("<fx:sum_11>":1:0)
#loc99 = loc("<fx:mul_42>":1:0)
#loc100 = loc("<fx:sub_8>":1:0)
#loc101 = loc("<fx:sub_9>":1:0)
#loc102 = loc("<fx:div_1>":1:0)
#loc103 = loc("<fx:mul_43>":1:0)
#loc104 = loc("<fx:mul_44>":1:0)
#loc105 = loc("<fx:view_42>":1:0)
#loc106 = loc("<fx:sum_12>":1:0)
#loc107 = loc("<fx:sum_13>":1:0)
#loc108 = loc("<fx:view_43>":1:0)
#loc109 = loc("<fx:add_15>":1:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> ()>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<64xf32> loc("<fx:primals_1>":1:0), %arg1: tensor<64x192xf32> loc("<fx:primals_1>":1:0), %arg2: tensor<64x64xf32> loc("<fx:primals_1>":1:0), %arg3: tensor<64xf32> loc("<fx:primals_1>":1:0), %arg4: tensor<64x256xf32> loc("<fx:primals_1>":1:0), %arg5: tensor<256x64xf32> loc("<fx:primals_1>":1:0), %arg6: tensor<2x32x64xf32> loc("<fx:primals_1>":1:0), %arg7: tensor<2x32x1xf32> loc("<fx:primals_1>":1:0), %arg8: tensor<2x32x1xf32> loc("<fx:primals_1>":1:0), %arg9: tensor<64x64xf32> loc("<fx:primals_1>":1:0), %arg10: tensor<8x32x16xf32> loc("<fx:primals_1>":1:0), %arg11: tensor<8x16x32xf32> loc("<fx:primals_1>":1:0), %arg12: tensor<2x4x32x32xf32> loc("<fx:primals_1>":1:0), %arg13: tensor<8x32x32xf32> loc("<fx:primals_1>":1:0), %arg14: tensor<8x32x16xf32> loc("<fx:primals_1>":1:0), %arg15: tensor<64x64xf32> loc("<fx:primals_1>":1:0), %arg16: tensor<2x32x64xf32> loc("<fx:primals_1>":1:0), %arg17: tensor<2x32x1xf32> loc("<fx:primals_1>":1:0), %arg18: tensor<2x32x1xf32> loc("<fx:primals_1>":1:0), %arg19: tensor<64x64xf32> loc("<fx:primals_1>":1:0), %arg20: tensor<2x32x256xf32> loc("<fx:primals_1>":1:0), %arg21: tensor<2x32x256xf32> loc("<fx:primals_1>":1:0), %arg22: tensor<2x32x256xf32> loc("<fx:primals_1>":1:0), %arg23: tensor<2x32x256xf32> loc("<fx:primals_1>":1:0), %arg24: tensor<64x256xf32> loc("<fx:primals_1>":1:0), %arg25: tensor<2x32x64xf32> loc("<fx:primals_1>":1:0)) -> (tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<2x32x64xf32>) {
    %cst = arith.constant 4.471500e-02 : f32 loc(#loc)
    %cst_0 = arith.constant 0.797884583 : f32 loc(#loc)
    %c2_i64 = arith.constant 2 : i64 loc(#loc)
    %cst_1 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant 3.000000e+00 : f32 loc(#loc)
    %cst_3 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_4 = arith.constant 6.400000e+01 : f32 loc(#loc)
    %cst_5 = arith.constant 2.500000e-01 : f32 loc(#loc)
    %cst_6 = arith.constant dense<1> : tensor<i64> loc(#loc2)
    %collapsed = tensor.collapse_shape %arg25 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc3)
    %0 = tensor.empty() : tensor<64x256xf32> loc(#loc4)
    %transposed = linalg.transpose ins(%arg5 : tensor<256x64xf32>) outs(%0 : tensor<64x256xf32>) permutation = [1, 0]  loc(#loc4)
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<64x256xf32>) -> tensor<64x256xf32> loc(#loc5)
    %2 = linalg.matmul ins(%collapsed, %transposed : tensor<64x64xf32>, tensor<64x256xf32>) outs(%1 : tensor<64x256xf32>) -> tensor<64x256xf32> loc(#loc5)
    %3 = tensor.empty() : tensor<256x64xf32> loc(#loc6)
    %transposed_7 = linalg.transpose ins(%arg24 : tensor<64x256xf32>) outs(%3 : tensor<256x64xf32>) permutation = [1, 0]  loc(#loc6)
    %4 = linalg.fill ins(%cst_1 : f32) outs(%3 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc7)
    %5 = linalg.matmul ins(%transposed_7, %collapsed : tensor<256x64xf32>, tensor<64x64xf32>) outs(%4 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc7)
    %6 = tensor.empty() : tensor<1x64xf32> loc(#loc8)
    %7 = linalg.fill ins(%cst_1 : f32) outs(%6 : tensor<1x64xf32>) -> tensor<1x64xf32> loc(#loc8)
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%collapsed : tensor<64x64xf32>) outs(%7 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_18>":1:0), %out: f32 loc("<fx:sum_1>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc8)
      linalg.yield %98 : f32 loc(#loc8)
    } -> tensor<1x64xf32> loc(#loc8)
    %collapsed_8 = tensor.collapse_shape %8 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc9)
    %expanded = tensor.expand_shape %2 [[0, 1], [2]] output_shape [2, 32, 256] : tensor<64x256xf32> into tensor<2x32x256xf32> loc(#loc10)
    %9 = tensor.empty() : tensor<2x32x256xf32> loc(#loc11)
    %10 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg21 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:view_20>":1:0), %in_43: f32 loc("<fx:mul_19>":1:0), %out: f32 loc("<fx:mul_19>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc11)
      linalg.yield %98 : f32 loc(#loc11)
    } -> tensor<2x32x256xf32> loc(#loc11)
    %11 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg23 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:view_20>":1:0), %in_43: f32 loc("<fx:mul_20>":1:0), %out: f32 loc("<fx:mul_20>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc12)
      linalg.yield %98 : f32 loc(#loc12)
    } -> tensor<2x32x256xf32> loc(#loc12)
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg22, %arg22 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_21>":1:0), %in_43: f32 loc("<fx:mul_21>":1:0), %out: f32 loc("<fx:mul_21>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc13)
      linalg.yield %98 : f32 loc(#loc13)
    } -> tensor<2x32x256xf32> loc(#loc13)
    %13 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %12 : tensor<i64>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: i64 loc("<fx:sub_2>":1:0), %in_43: f32 loc("<fx:mul_21>":1:0), %out: f32 loc("<fx:sub_2>":1:0)):
      %98 = arith.sitofp %in : i64 to f32 loc(#loc2)
      %99 = arith.subf %98, %in_43 : f32 loc(#loc2)
      linalg.yield %99 : f32 loc(#loc2)
    } -> tensor<2x32x256xf32> loc(#loc2)
    %14 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %13 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_19>":1:0), %in_43: f32 loc("<fx:sub_2>":1:0), %out: f32 loc("<fx:mul_22>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc14)
      linalg.yield %98 : f32 loc(#loc14)
    } -> tensor<2x32x256xf32> loc(#loc14)
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_22>":1:0), %out: f32 loc("<fx:mul_23>":1:0)):
      %98 = arith.mulf %in, %cst_0 : f32 loc(#loc15)
      linalg.yield %98 : f32 loc(#loc15)
    } -> tensor<2x32x256xf32> loc(#loc15)
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_23>":1:0), %out: f32 loc("<fx:mul_24>":1:0)):
      %98 = arith.mulf %in, %cst : f32 loc(#loc16)
      linalg.yield %98 : f32 loc(#loc16)
    } -> tensor<2x32x256xf32> loc(#loc16)
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:pow_2>":1:0), %out: f32 loc("<fx:pow_2>":1:0)):
      %98 = math.fpowi %in, %c2_i64 : f32, i64 loc(#loc17)
      linalg.yield %98 : f32 loc(#loc17)
    } -> tensor<2x32x256xf32> loc(#loc17)
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:pow_2>":1:0), %out: f32 loc("<fx:mul_25>":1:0)):
      %98 = arith.mulf %in, %cst_2 : f32 loc(#loc18)
      linalg.yield %98 : f32 loc(#loc18)
    } -> tensor<2x32x256xf32> loc(#loc18)
    %19 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_24>":1:0), %in_43: f32 loc("<fx:mul_25>":1:0), %out: f32 loc("<fx:mul_26>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc19)
      linalg.yield %98 : f32 loc(#loc19)
    } -> tensor<2x32x256xf32> loc(#loc19)
    %20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %19 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_23>":1:0), %in_43: f32 loc("<fx:mul_26>":1:0), %out: f32 loc("<fx:add_12>":1:0)):
      %98 = arith.addf %in, %in_43 : f32 loc(#loc20)
      linalg.yield %98 : f32 loc(#loc20)
    } -> tensor<2x32x256xf32> loc(#loc20)
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_20>":1:0), %out: f32 loc("<fx:mul_27>":1:0)):
      %98 = arith.mulf %in, %cst_3 : f32 loc(#loc21)
      linalg.yield %98 : f32 loc(#loc21)
    } -> tensor<2x32x256xf32> loc(#loc21)
    %22 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %21 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%9 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:add_12>":1:0), %in_43: f32 loc("<fx:mul_27>":1:0), %out: f32 loc("<fx:add_13>":1:0)):
      %98 = arith.addf %in, %in_43 : f32 loc(#loc22)
      linalg.yield %98 : f32 loc(#loc22)
    } -> tensor<2x32x256xf32> loc(#loc22)
    %collapsed_9 = tensor.collapse_shape %22 [[0, 1], [2]] : tensor<2x32x256xf32> into tensor<64x256xf32> loc(#loc23)
    %transposed_10 = linalg.transpose ins(%arg4 : tensor<64x256xf32>) outs(%3 : tensor<256x64xf32>) permutation = [1, 0]  loc(#loc24)
    %23 = tensor.empty() : tensor<64x64xf32> loc(#loc25)
    %24 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc25)
    %25 = linalg.matmul ins(%collapsed_9, %transposed_10 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%24 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc25)
    %transposed_11 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc26)
    %26 = linalg.matmul ins(%transposed_11, %collapsed_9 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%1 : tensor<64x256xf32>) -> tensor<64x256xf32> loc(#loc27)
    %27 = tensor.empty() : tensor<1x256xf32> loc(#loc28)
    %28 = linalg.fill ins(%cst_1 : f32) outs(%27 : tensor<1x256xf32>) -> tensor<1x256xf32> loc(#loc28)
    %29 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%collapsed_9 : tensor<64x256xf32>) outs(%28 : tensor<1x256xf32>) {
    ^bb0(%in: f32 loc("<fx:view_21>":1:0), %out: f32 loc("<fx:sum_2>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc28)
      linalg.yield %98 : f32 loc(#loc28)
    } -> tensor<1x256xf32> loc(#loc28)
    %collapsed_12 = tensor.collapse_shape %29 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc(#loc29)
    %expanded_13 = tensor.expand_shape %25 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc30)
    %30 = tensor.empty() : tensor<2x32x64xf32> loc(#loc31)
    %31 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg16, %arg17 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_3>":1:0), %in_43: f32 loc("<fx:sub_3>":1:0), %out: f32 loc("<fx:sub_3>":1:0)):
      %98 = arith.subf %in, %in_43 : f32 loc(#loc31)
      linalg.yield %98 : f32 loc(#loc31)
    } -> tensor<2x32x64xf32> loc(#loc31)
    %32 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %arg18 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_3>":1:0), %in_43: f32 loc("<fx:mul_28>":1:0), %out: f32 loc("<fx:mul_28>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc32)
      linalg.yield %98 : f32 loc(#loc32)
    } -> tensor<2x32x64xf32> loc(#loc32)
    %33 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13, %arg3 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_23>":1:0), %in_43: f32 loc("<fx:mul_29>":1:0), %out: f32 loc("<fx:mul_29>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc33)
      linalg.yield %98 : f32 loc(#loc33)
    } -> tensor<2x32x64xf32> loc(#loc33)
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_29>":1:0), %out: f32 loc("<fx:mul_30>":1:0)):
      %98 = arith.mulf %in, %cst_4 : f32 loc(#loc34)
      linalg.yield %98 : f32 loc(#loc34)
    } -> tensor<2x32x64xf32> loc(#loc34)
    %35 = tensor.empty() : tensor<2x32x1xf32> loc(#loc35)
    %36 = linalg.fill ins(%cst_1 : f32) outs(%35 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32> loc(#loc35)
    %37 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<2x32x64xf32>) outs(%36 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_29>":1:0), %out: f32 loc("<fx:sum_3>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc35)
      linalg.yield %98 : f32 loc(#loc35)
    } -> tensor<2x32x1xf32> loc(#loc35)
    %38 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %32 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_29>":1:0), %in_43: f32 loc("<fx:mul_28>":1:0), %out: f32 loc("<fx:mul_31>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc36)
      linalg.yield %98 : f32 loc(#loc36)
    } -> tensor<2x32x64xf32> loc(#loc36)
    %39 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%38 : tensor<2x32x64xf32>) outs(%36 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_31>":1:0), %out: f32 loc("<fx:sum_4>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc37)
      linalg.yield %98 : f32 loc(#loc37)
    } -> tensor<2x32x1xf32> loc(#loc37)
    %40 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %39 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_28>":1:0), %in_43: f32 loc("<fx:sum_4>":1:0), %out: f32 loc("<fx:mul_32>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc38)
      linalg.yield %98 : f32 loc(#loc38)
    } -> tensor<2x32x64xf32> loc(#loc38)
    %41 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %37 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_30>":1:0), %in_43: f32 loc("<fx:sum_3>":1:0), %out: f32 loc("<fx:sub_4>":1:0)):
      %98 = arith.subf %in, %in_43 : f32 loc(#loc39)
      linalg.yield %98 : f32 loc(#loc39)
    } -> tensor<2x32x64xf32> loc(#loc39)
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %40 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_4>":1:0), %in_43: f32 loc("<fx:mul_32>":1:0), %out: f32 loc("<fx:sub_5>":1:0)):
      %98 = arith.subf %in, %in_43 : f32 loc(#loc40)
      linalg.yield %98 : f32 loc(#loc40)
    } -> tensor<2x32x64xf32> loc(#loc40)
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<2x32x1xf32>) outs(%35 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_28>":1:0), %out: f32 loc("<fx:div>":1:0)):
      %98 = arith.divf %in, %cst_4 : f32 loc(#loc41)
      linalg.yield %98 : f32 loc(#loc41)
    } -> tensor<2x32x1xf32> loc(#loc41)
    %44 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %42 : tensor<2x32x1xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:div>":1:0), %in_43: f32 loc("<fx:sub_5>":1:0), %out: f32 loc("<fx:mul_33>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc42)
      linalg.yield %98 : f32 loc(#loc42)
    } -> tensor<2x32x64xf32> loc(#loc42)
    %45 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13, %32 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_23>":1:0), %in_43: f32 loc("<fx:mul_28>":1:0), %out: f32 loc("<fx:mul_34>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc43)
      linalg.yield %98 : f32 loc(#loc43)
    } -> tensor<2x32x64xf32> loc(#loc43)
    %collapsed_14 = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc44)
    %46 = tensor.empty() : tensor<64xf32> loc(#loc45)
    %47 = linalg.fill ins(%cst_1 : f32) outs(%46 : tensor<64xf32>) -> tensor<64xf32> loc(#loc45)
    %48 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%collapsed_14 : tensor<64x64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_24>":1:0), %out: f32 loc("<fx:sum_5>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc45)
      linalg.yield %98 : f32 loc(#loc45)
    } -> tensor<64xf32> loc(#loc45)
    %49 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%25 : tensor<64x64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_25>":1:0), %out: f32 loc("<fx:sum_6>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc46)
      linalg.yield %98 : f32 loc(#loc46)
    } -> tensor<64xf32> loc(#loc46)
    %50 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25, %44 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_18>":1:0), %in_43: f32 loc("<fx:mul_33>":1:0), %out: f32 loc("<fx:add_14>":1:0)):
      %98 = arith.addf %in, %in_43 : f32 loc(#loc48)
      linalg.yield %98 : f32 loc(#loc48)
    } -> tensor<2x32x64xf32> loc(#loc48)
    %collapsed_15 = tensor.collapse_shape %50 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc49)
    %transposed_16 = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc50)
    %51 = linalg.matmul ins(%collapsed_15, %transposed_16 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc51)
    %transposed_17 = linalg.transpose ins(%arg15 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc52)
    %52 = linalg.matmul ins(%transposed_17, %collapsed_15 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%24 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc53)
    %53 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%collapsed_15 : tensor<64x64xf32>) outs(%7 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_26>":1:0), %out: f32 loc("<fx:sum_7>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc54)
      linalg.yield %98 : f32 loc(#loc54)
    } -> tensor<1x64xf32> loc(#loc54)
    %collapsed_18 = tensor.collapse_shape %53 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc55)
    %expanded_19 = tensor.expand_shape %51 [[0, 1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<64x64xf32> into tensor<2x32x4x16xf32> loc(#loc56)
    %54 = tensor.empty() : tensor<2x4x32x16xf32> loc(#loc57)
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<2x32x4x16xf32>) outs(%54 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc57)
    %collapsed_21 = tensor.collapse_shape %transposed_20 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32> loc(#loc58)
    %55 = tensor.empty() : tensor<8x32x32xf32> loc(#loc59)
    %transposed_22 = linalg.transpose ins(%arg13 : tensor<8x32x32xf32>) outs(%55 : tensor<8x32x32xf32>) permutation = [0, 2, 1]  loc(#loc59)
    %56 = tensor.empty() : tensor<8x32x16xf32> loc(#loc60)
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc60)
    %58 = linalg.batch_matmul ins(%transposed_22, %collapsed_21 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%57 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc60)
    %59 = tensor.empty() : tensor<8x16x32xf32> loc(#loc61)
    %transposed_23 = linalg.transpose ins(%arg14 : tensor<8x32x16xf32>) outs(%59 : tensor<8x16x32xf32>) permutation = [0, 2, 1]  loc(#loc61)
    %60 = linalg.fill ins(%cst_1 : f32) outs(%55 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32> loc(#loc62)
    %61 = linalg.batch_matmul ins(%collapsed_21, %transposed_23 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%60 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32> loc(#loc62)
    %expanded_24 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32> loc(#loc63)
    %expanded_25 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32> loc(#loc64)
    %62 = tensor.empty() : tensor<2x4x32x32xf32> loc(#loc65)
    %63 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_25, %arg12 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%62 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:view_32>":1:0), %in_43: f32 loc("<fx:mul_35>":1:0), %out: f32 loc("<fx:mul_35>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc65)
      linalg.yield %98 : f32 loc(#loc65)
    } -> tensor<2x4x32x32xf32> loc(#loc65)
    %64 = tensor.empty() : tensor<2x4x32x1xf32> loc(#loc66)
    %65 = linalg.fill ins(%cst_1 : f32) outs(%64 : tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32> loc(#loc66)
    %66 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%63 : tensor<2x4x32x32xf32>) outs(%65 : tensor<2x4x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_35>":1:0), %out: f32 loc("<fx:sum_8>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc66)
      linalg.yield %98 : f32 loc(#loc66)
    } -> tensor<2x4x32x1xf32> loc(#loc66)
    %67 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg12, %66 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%62 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_35>":1:0), %in_43: f32 loc("<fx:sum_8>":1:0), %out: f32 loc("<fx:mul_36>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc67)
      linalg.yield %98 : f32 loc(#loc67)
    } -> tensor<2x4x32x32xf32> loc(#loc67)
    %68 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %67 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%62 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_35>":1:0), %in_43: f32 loc("<fx:mul_36>":1:0), %out: f32 loc("<fx:sub_6>":1:0)):
      %98 = arith.subf %in, %in_43 : f32 loc(#loc68)
      linalg.yield %98 : f32 loc(#loc68)
    } -> tensor<2x4x32x32xf32> loc(#loc68)
    %69 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x32x32xf32>) outs(%62 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_6>":1:0), %out: f32 loc("<fx:mul_37>":1:0)):
      %98 = arith.mulf %in, %cst_5 : f32 loc(#loc69)
      linalg.yield %98 : f32 loc(#loc69)
    } -> tensor<2x4x32x32xf32> loc(#loc69)
    %collapsed_26 = tensor.collapse_shape %69 [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32> loc(#loc70)
    %transposed_27 = linalg.transpose ins(%arg10 : tensor<8x32x16xf32>) outs(%59 : tensor<8x16x32xf32>) permutation = [0, 2, 1]  loc(#loc71)
    %70 = linalg.fill ins(%cst_1 : f32) outs(%59 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32> loc(#loc72)
    %71 = linalg.batch_matmul ins(%transposed_27, %collapsed_26 : tensor<8x16x32xf32>, tensor<8x32x32xf32>) outs(%70 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32> loc(#loc72)
    %transposed_28 = linalg.transpose ins(%arg11 : tensor<8x16x32xf32>) outs(%56 : tensor<8x32x16xf32>) permutation = [0, 2, 1]  loc(#loc73)
    %72 = linalg.batch_matmul ins(%collapsed_26, %transposed_28 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%57 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc74)
    %expanded_29 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32> loc(#loc75)
    %expanded_30 = tensor.expand_shape %72 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32> loc(#loc76)
    %73 = tensor.empty() : tensor<2x32x4x16xf32> loc(#loc77)
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<2x4x32x16xf32>) outs(%73 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc77)
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0], [1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<2x32x64xf32> loc(#loc78)
    %transposed_33 = linalg.transpose ins(%expanded_24 : tensor<2x4x32x16xf32>) outs(%73 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc79)
    %collapsed_34 = tensor.collapse_shape %transposed_33 [[0], [1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<2x32x64xf32> loc(#loc80)
    %transposed_35 = linalg.transpose ins(%expanded_29 : tensor<2x4x16x32xf32>) outs(%73 : tensor<2x32x4x16xf32>) permutation = [0, 3, 1, 2]  loc(#loc81)
    %collapsed_36 = tensor.collapse_shape %transposed_35 [[0], [1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<2x32x64xf32> loc(#loc82)
    %concat = tensor.concat dim(2) %collapsed_32, %collapsed_36, %collapsed_34 : (tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x192xf32> loc(#loc83)
    %collapsed_37 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<2x32x192xf32> into tensor<64x192xf32> loc(#loc84)
    %74 = tensor.empty() : tensor<192x64xf32> loc(#loc85)
    %transposed_38 = linalg.transpose ins(%arg1 : tensor<64x192xf32>) outs(%74 : tensor<192x64xf32>) permutation = [1, 0]  loc(#loc85)
    %75 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<64x192xf32>, tensor<192x64xf32>) outs(%24 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc86)
    %transposed_39 = linalg.transpose ins(%arg9 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc87)
    %76 = tensor.empty() : tensor<64x192xf32> loc(#loc88)
    %77 = linalg.fill ins(%cst_1 : f32) outs(%76 : tensor<64x192xf32>) -> tensor<64x192xf32> loc(#loc88)
    %78 = linalg.matmul ins(%transposed_39, %collapsed_37 : tensor<64x64xf32>, tensor<64x192xf32>) outs(%77 : tensor<64x192xf32>) -> tensor<64x192xf32> loc(#loc88)
    %79 = tensor.empty() : tensor<1x192xf32> loc(#loc89)
    %80 = linalg.fill ins(%cst_1 : f32) outs(%79 : tensor<1x192xf32>) -> tensor<1x192xf32> loc(#loc89)
    %81 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%collapsed_37 : tensor<64x192xf32>) outs(%80 : tensor<1x192xf32>) {
    ^bb0(%in: f32 loc("<fx:view_39>":1:0), %out: f32 loc("<fx:sum_9>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc89)
      linalg.yield %98 : f32 loc(#loc89)
    } -> tensor<1x192xf32> loc(#loc89)
    %collapsed_40 = tensor.collapse_shape %81 [[0, 1]] : tensor<1x192xf32> into tensor<192xf32> loc(#loc90)
    %expanded_41 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc91)
    %82 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_7>":1:0), %in_43: f32 loc("<fx:sub_7>":1:0), %out: f32 loc("<fx:sub_7>":1:0)):
      %98 = arith.subf %in, %in_43 : f32 loc(#loc92)
      linalg.yield %98 : f32 loc(#loc92)
    } -> tensor<2x32x64xf32> loc(#loc92)
    %83 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg8 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_7>":1:0), %in_43: f32 loc("<fx:mul_38>":1:0), %out: f32 loc("<fx:mul_38>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc93)
      linalg.yield %98 : f32 loc(#loc93)
    } -> tensor<2x32x64xf32> loc(#loc93)
    %84 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %arg0 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_41>":1:0), %in_43: f32 loc("<fx:mul_39>":1:0), %out: f32 loc("<fx:mul_39>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc94)
      linalg.yield %98 : f32 loc(#loc94)
    } -> tensor<2x32x64xf32> loc(#loc94)
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_39>":1:0), %out: f32 loc("<fx:mul_40>":1:0)):
      %98 = arith.mulf %in, %cst_4 : f32 loc(#loc95)
      linalg.yield %98 : f32 loc(#loc95)
    } -> tensor<2x32x64xf32> loc(#loc95)
    %86 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<2x32x64xf32>) outs(%36 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_39>":1:0), %out: f32 loc("<fx:sum_10>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc96)
      linalg.yield %98 : f32 loc(#loc96)
    } -> tensor<2x32x1xf32> loc(#loc96)
    %87 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %83 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_39>":1:0), %in_43: f32 loc("<fx:mul_38>":1:0), %out: f32 loc("<fx:mul_41>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc97)
      linalg.yield %98 : f32 loc(#loc97)
    } -> tensor<2x32x64xf32> loc(#loc97)
    %88 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<2x32x64xf32>) outs(%36 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_41>":1:0), %out: f32 loc("<fx:sum_11>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc98)
      linalg.yield %98 : f32 loc(#loc98)
    } -> tensor<2x32x1xf32> loc(#loc98)
    %89 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %88 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_38>":1:0), %in_43: f32 loc("<fx:sum_11>":1:0), %out: f32 loc("<fx:mul_42>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc99)
      linalg.yield %98 : f32 loc(#loc99)
    } -> tensor<2x32x64xf32> loc(#loc99)
    %90 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %86 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_40>":1:0), %in_43: f32 loc("<fx:sum_10>":1:0), %out: f32 loc("<fx:sub_8>":1:0)):
      %98 = arith.subf %in, %in_43 : f32 loc(#loc100)
      linalg.yield %98 : f32 loc(#loc100)
    } -> tensor<2x32x64xf32> loc(#loc100)
    %91 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %89 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_8>":1:0), %in_43: f32 loc("<fx:mul_42>":1:0), %out: f32 loc("<fx:sub_9>":1:0)):
      %98 = arith.subf %in, %in_43 : f32 loc(#loc101)
      linalg.yield %98 : f32 loc(#loc101)
    } -> tensor<2x32x64xf32> loc(#loc101)
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8 : tensor<2x32x1xf32>) outs(%35 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_38>":1:0), %out: f32 loc("<fx:div_1>":1:0)):
      %98 = arith.divf %in, %cst_4 : f32 loc(#loc102)
      linalg.yield %98 : f32 loc(#loc102)
    } -> tensor<2x32x1xf32> loc(#loc102)
    %93 = linalg.generic {indexing_maps = [#map4, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %91 : tensor<2x32x1xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:div_1>":1:0), %in_43: f32 loc("<fx:sub_9>":1:0), %out: f32 loc("<fx:mul_43>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc103)
      linalg.yield %98 : f32 loc(#loc103)
    } -> tensor<2x32x64xf32> loc(#loc103)
    %94 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41, %83 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_41>":1:0), %in_43: f32 loc("<fx:mul_38>":1:0), %out: f32 loc("<fx:mul_44>":1:0)):
      %98 = arith.mulf %in, %in_43 : f32 loc(#loc104)
      linalg.yield %98 : f32 loc(#loc104)
    } -> tensor<2x32x64xf32> loc(#loc104)
    %collapsed_42 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc105)
    %95 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%collapsed_42 : tensor<64x64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_42>":1:0), %out: f32 loc("<fx:sum_12>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc106)
      linalg.yield %98 : f32 loc(#loc106)
    } -> tensor<64xf32> loc(#loc106)
    %96 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["reduction", "parallel"]} ins(%75 : tensor<64x64xf32>) outs(%47 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_43>":1:0), %out: f32 loc("<fx:sum_13>":1:0)):
      %98 = arith.addf %in, %out : f32 loc(#loc107)
      linalg.yield %98 : f32 loc(#loc107)
    } -> tensor<64xf32> loc(#loc107)
    %97 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %93 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%30 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_14>":1:0), %in_43: f32 loc("<fx:mul_43>":1:0), %out: f32 loc("<fx:add_15>":1:0)):
      %98 = arith.addf %in, %in_43 : f32 loc(#loc109)
      linalg.yield %98 : f32 loc(#loc109)
    } -> tensor<2x32x64xf32> loc(#loc109)
    return %95, %96, %78, %collapsed_40, %52, %collapsed_18, %48, %49, %26, %collapsed_12, %5, %collapsed_8, %97 : tensor<64xf32>, tensor<64xf32>, tensor<64x192xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<2x32x64xf32> loc(#loc110)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc4 = loc("<fx:permute_5>":1:0)
#loc5 = loc("<fx:mm_4>":1:0)
#loc6 = loc("<fx:permute_6>":1:0)
#loc7 = loc("<fx:mm_5>":1:0)
#loc9 = loc("<fx:view_19>":1:0)
#loc24 = loc("<fx:permute_7>":1:0)
#loc25 = loc("<fx:mm_6>":1:0)
#loc26 = loc("<fx:permute_8>":1:0)
#loc27 = loc("<fx:mm_7>":1:0)
#loc29 = loc("<fx:view_22>":1:0)
#loc50 = loc("<fx:permute_9>":1:0)
#loc51 = loc("<fx:mm_8>":1:0)
#loc52 = loc("<fx:permute_10>":1:0)
#loc53 = loc("<fx:mm_9>":1:0)
#loc55 = loc("<fx:view_27>":1:0)
#loc56 = loc("<fx:view_29>":1:0)
#loc57 = loc("<fx:permute_11>":1:0)
#loc58 = loc("<fx:view_30>":1:0)
#loc59 = loc("<fx:permute_12>":1:0)
#loc60 = loc("<fx:bmm_2>":1:0)
#loc61 = loc("<fx:permute_13>":1:0)
#loc62 = loc("<fx:bmm_3>":1:0)
#loc63 = loc("<fx:view_31>":1:0)
#loc70 = loc("<fx:view_33>":1:0)
#loc71 = loc("<fx:permute_14>":1:0)
#loc72 = loc("<fx:bmm_4>":1:0)
#loc73 = loc("<fx:permute_15>":1:0)
#loc74 = loc("<fx:bmm_5>":1:0)
#loc75 = loc("<fx:view_34>":1:0)
#loc76 = loc("<fx:view_35>":1:0)
#loc77 = loc("<fx:permute_17>":1:0)
#loc78 = loc("<fx:view_36>":1:0)
#loc79 = loc("<fx:permute_18>":1:0)
#loc80 = loc("<fx:view_37>":1:0)
#loc81 = loc("<fx:permute_19>":1:0)
#loc82 = loc("<fx:view_38>":1:0)
#loc83 = loc("<fx:cat>":1:0)
#loc85 = loc("<fx:permute_20>":1:0)
#loc86 = loc("<fx:mm_10>":1:0)
#loc87 = loc("<fx:permute_21>":1:0)
#loc88 = loc("<fx:mm_11>":1:0)
#loc90 = loc("<fx:view_40>":1:0)
#loc110 = loc("<fx:output>":1:0)
