#loc1 = loc("<fx:primals_8>":1:0)
#loc2 = loc("<fx:pow_3>":1:0)
#loc3 = loc("<fx:slice_scatter_2>":1:0)
#loc4 = loc("<fx:slice_scatter>":1:0)
#loc5 = loc("<fx:sub>":1:0)
#loc6 = loc("<fx:view_26>":1:0)
#loc11 = loc("<fx:view_27>":1:0)
#loc12 = loc("<fx:mul_11>":1:0)
#loc13 = loc("<fx:mul_12>":1:0)
#loc19 = loc("<fx:view_29>":1:0)
#loc20 = loc("<fx:sigmoid_1>":1:0)
#loc21 = loc("<fx:mul_13>":1:0)
#loc22 = loc("<fx:mul_14>":1:0)
#loc23 = loc("<fx:add_6>":1:0)
#loc24 = loc("<fx:mul_15>":1:0)
#loc30 = loc("<fx:view_31>":1:0)
#loc31 = loc("<fx:add_7>":1:0)
#loc32 = loc("<fx:mul_16>":1:0)
#loc33 = loc("<fx:mul_17>":1:0)
#loc34 = loc("<fx:view_32>":1:0)
#loc35 = loc("<fx:sum_1>":1:0)
#loc37 = loc("<fx:mul_18>":1:0)
#loc38 = loc("<fx:mul_19>":1:0)
#loc39 = loc("<fx:sum_2>":1:0)
#loc40 = loc("<fx:add_8>":1:0)
#loc41 = loc("<fx:mul_20>":1:0)
#loc42 = loc("<fx:mul_21>":1:0)
#loc43 = loc("<fx:expand_6>":1:0)
#loc44 = loc("<fx:div>":1:0)
#loc45 = loc("<fx:pow_4>":1:0)
#loc46 = loc("<fx:mul_22>":1:0)
#loc47 = loc("<fx:mul_23>":1:0)
#loc48 = loc("<fx:add_9>":1:0)
#loc61 = loc("<fx:view_40>":1:0)
#loc62 = loc("<fx:mul_24>":1:0)
#loc63 = loc("<fx:sum_3>":1:0)
#loc64 = loc("<fx:mul_25>":1:0)
#loc65 = loc("<fx:sub_1>":1:0)
#loc66 = loc("<fx:mul_26>":1:0)
#loc73 = loc("<fx:view_43>":1:0)
#loc75 = loc("<fx:view_44>":1:0)
#loc76 = loc("<fx:sum_4>":1:0)
#loc78 = loc("<fx:view_45>":1:0)
#loc79 = loc("<fx:sum_5>":1:0)
#loc80 = loc("<fx:squeeze_1>":1:0)
#loc81 = loc("<fx:mul_27>":1:0)
#loc82 = loc("<fx:slice_5>":1:0)
#loc84 = loc("<fx:neg_2>":1:0)
#loc85 = loc("<fx:slice_scatter_1>":1:0)
#loc86 = loc("<fx:add_10>":1:0)
#loc87 = loc("<fx:mul_28>":1:0)
#loc88 = loc("<fx:add_11>":1:0)
#loc89 = loc("<fx:mul_29>":1:0)
#loc90 = loc("<fx:slice_7>":1:0)
#loc92 = loc("<fx:neg_3>":1:0)
#loc93 = loc("<fx:slice_scatter_3>":1:0)
#loc94 = loc("<fx:add_12>":1:0)
#loc95 = loc("<fx:mul_30>":1:0)
#loc96 = loc("<fx:add_13>":1:0)
#loc103 = loc("<fx:view_48>":1:0)
#loc110 = loc("<fx:view_51>":1:0)
#loc111 = loc("<fx:add_14>":1:0)
#loc118 = loc("<fx:view_54>":1:0)
#loc119 = loc("<fx:add_15>":1:0)
#loc120 = loc("<fx:mul_31>":1:0)
#loc121 = loc("<fx:mul_32>":1:0)
#loc122 = loc("<fx:view_55>":1:0)
#loc123 = loc("<fx:sum_6>":1:0)
#loc125 = loc("<fx:mul_33>":1:0)
#loc126 = loc("<fx:mul_34>":1:0)
#loc127 = loc("<fx:sum_7>":1:0)
#loc128 = loc("<fx:add_16>":1:0)
#loc129 = loc("<fx:pow_5>":1:0)
#loc130 = loc("<fx:mul_35>":1:0)
#loc131 = loc("<fx:mul_36>":1:0)
#loc132 = loc("<fx:expand_7>":1:0)
#loc133 = loc("<fx:div_1>":1:0)
#loc134 = loc("<fx:pow_6>":1:0)
#loc135 = loc("<fx:mul_37>":1:0)
#loc136 = loc("<fx:mul_38>":1:0)
#loc137 = loc("<fx:add_17>":1:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
module {
  func.func @main(%arg0: tensor<64xf32> loc("<fx:primals_8>":1:0), %arg1: tensor<64xf32> loc("<fx:primals_8>":1:0), %arg2: tensor<2x32x64xf32> loc("<fx:primals_8>":1:0), %arg3: tensor<2x32x1xf32> loc("<fx:primals_8>":1:0), %arg4: tensor<2x32x1xf32> loc("<fx:primals_8>":1:0), %arg5: tensor<2x32x64xf32> loc("<fx:primals_8>":1:0), %arg6: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg7: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg8: tensor<64x32xf32> loc("<fx:primals_8>":1:0), %arg9: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg10: tensor<64x32xf32> loc("<fx:primals_8>":1:0), %arg11: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg12: tensor<2x1x32x16xf32> loc("<fx:primals_8>":1:0), %arg13: tensor<2x1x32x16xf32> loc("<fx:primals_8>":1:0), %arg14: tensor<8x32x16xf32> loc("<fx:primals_8>":1:0), %arg15: tensor<8x16x32xf32> loc("<fx:primals_8>":1:0), %arg16: tensor<2x4x32x32xf32> loc("<fx:primals_8>":1:0), %arg17: tensor<8x32x32xf32> loc("<fx:primals_8>":1:0), %arg18: tensor<8x32x16xf32> loc("<fx:primals_8>":1:0), %arg19: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg20: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg21: tensor<2x32x64xf32> loc("<fx:primals_8>":1:0), %arg22: tensor<2x32x1xf32> loc("<fx:primals_8>":1:0), %arg23: tensor<2x32x1xf32> loc("<fx:primals_8>":1:0), %arg24: tensor<2x32x64xf32> loc("<fx:primals_8>":1:0), %arg25: tensor<64x176xf32> loc("<fx:primals_8>":1:0), %arg26: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg27: tensor<2x32x176xf32> loc("<fx:primals_8>":1:0), %arg28: tensor<2x32x176xf32> loc("<fx:primals_8>":1:0), %arg29: tensor<64x176xf32> loc("<fx:primals_8>":1:0), %arg30: tensor<64x64xf32> loc("<fx:primals_8>":1:0), %arg31: tensor<2x32x176xf32> loc("<fx:primals_8>":1:0), %arg32: tensor<176x64xf32> loc("<fx:primals_8>":1:0), %arg33: tensor<64x176xf32> loc("<fx:primals_8>":1:0), %arg34: tensor<2x32x64xf32> loc("<fx:primals_8>":1:0)) -> (tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<176x64xf32>, tensor<176x64xf32>, tensor<64x176xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x32x64xf32>) {
    %c3_i64 = arith.constant 3 : i64 loc(#loc2)
    %c1_i64 = arith.constant 1 : i64 loc(#loc)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2x4x32x16xf32> loc(#loc3)
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x2x32x16xf32> loc(#loc4)
    %cst_3 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_4 = arith.constant 6.400000e+01 : f32 loc(#loc)
    %cst_5 = arith.constant 2.000000e+00 : f32 loc(#loc)
    %cst_6 = arith.constant 2.500000e-01 : f32 loc(#loc)
    %cst_7 = arith.constant dense<1> : tensor<i64> loc(#loc5)
    %collapsed = tensor.collapse_shape %arg34 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc6)
    %0 = tensor.empty() : tensor<64x64xf32> loc(#loc7)
    %transposed = linalg.transpose ins(%collapsed : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc7)
    %1 = tensor.empty() : tensor<64x176xf32> loc(#loc8)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<64x176xf32>) -> tensor<64x176xf32> loc(#loc8)
    %3 = linalg.matmul ins(%transposed, %arg33 : tensor<64x64xf32>, tensor<64x176xf32>) outs(%2 : tensor<64x176xf32>) -> tensor<64x176xf32> loc(#loc8)
    %transposed_8 = linalg.transpose ins(%arg32 : tensor<176x64xf32>) outs(%1 : tensor<64x176xf32>) permutation = [1, 0]  loc(#loc9)
    %4 = linalg.matmul ins(%collapsed, %transposed_8 : tensor<64x64xf32>, tensor<64x176xf32>) outs(%2 : tensor<64x176xf32>) -> tensor<64x176xf32> loc(#loc10)
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [2, 32, 176] : tensor<64x176xf32> into tensor<2x32x176xf32> loc(#loc11)
    %5 = tensor.empty() : tensor<2x32x176xf32> loc(#loc12)
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg28 : tensor<2x32x176xf32>, tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32 loc("<fx:view_27>":1:0), %in_63: f32 loc("<fx:mul_11>":1:0), %out: f32 loc("<fx:mul_11>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc12)
      linalg.yield %109 : f32 loc(#loc12)
    } -> tensor<2x32x176xf32> loc(#loc12)
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %arg31 : tensor<2x32x176xf32>, tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32 loc("<fx:view_27>":1:0), %in_63: f32 loc("<fx:mul_12>":1:0), %out: f32 loc("<fx:mul_12>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc13)
      linalg.yield %109 : f32 loc(#loc13)
    } -> tensor<2x32x176xf32> loc(#loc13)
    %collapsed_9 = tensor.collapse_shape %6 [[0, 1], [2]] : tensor<2x32x176xf32> into tensor<64x176xf32> loc(#loc14)
    %8 = tensor.empty() : tensor<176x64xf32> loc(#loc15)
    %transposed_10 = linalg.transpose ins(%collapsed_9 : tensor<64x176xf32>) outs(%8 : tensor<176x64xf32>) permutation = [1, 0]  loc(#loc15)
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<176x64xf32>) -> tensor<176x64xf32> loc(#loc16)
    %10 = linalg.matmul ins(%transposed_10, %arg30 : tensor<176x64xf32>, tensor<64x64xf32>) outs(%9 : tensor<176x64xf32>) -> tensor<176x64xf32> loc(#loc16)
    %transposed_11 = linalg.transpose ins(%arg29 : tensor<64x176xf32>) outs(%8 : tensor<176x64xf32>) permutation = [1, 0]  loc(#loc17)
    %11 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc18)
    %12 = linalg.matmul ins(%collapsed_9, %transposed_11 : tensor<64x176xf32>, tensor<176x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc18)
    %expanded_12 = tensor.expand_shape %12 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc19)
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32 loc("<fx:sigmoid_1>":1:0), %out: f32 loc("<fx:sigmoid_1>":1:0)):
      %109 = arith.negf %in : f32 loc(#loc20)
      %110 = math.exp %109 : f32 loc(#loc20)
      %111 = arith.addf %110, %cst_0 : f32 loc(#loc20)
      %112 = arith.divf %cst_0, %111 : f32 loc(#loc20)
      linalg.yield %112 : f32 loc(#loc20)
    } -> tensor<2x32x176xf32> loc(#loc20)
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %13 : tensor<2x32x176xf32>, tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_12>":1:0), %in_63: f32 loc("<fx:sigmoid_1>":1:0), %out: f32 loc("<fx:mul_13>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc21)
      linalg.yield %109 : f32 loc(#loc21)
    } -> tensor<2x32x176xf32> loc(#loc21)
    %15 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_7, %13 : tensor<i64>, tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: i64 loc("<fx:sub>":1:0), %in_63: f32 loc("<fx:sigmoid_1>":1:0), %out: f32 loc("<fx:sub>":1:0)):
      %109 = arith.sitofp %in : i64 to f32 loc(#loc5)
      %110 = arith.subf %109, %in_63 : f32 loc(#loc5)
      linalg.yield %110 : f32 loc(#loc5)
    } -> tensor<2x32x176xf32> loc(#loc5)
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %15 : tensor<2x32x176xf32>, tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32 loc("<fx:sigmoid_1>":1:0), %in_63: f32 loc("<fx:sub>":1:0), %out: f32 loc("<fx:mul_14>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc22)
      linalg.yield %109 : f32 loc(#loc22)
    } -> tensor<2x32x176xf32> loc(#loc22)
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_14>":1:0), %out: f32 loc("<fx:add_6>":1:0)):
      %109 = arith.addf %in, %cst_0 : f32 loc(#loc23)
      linalg.yield %109 : f32 loc(#loc23)
    } -> tensor<2x32x176xf32> loc(#loc23)
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<2x32x176xf32>, tensor<2x32x176xf32>) outs(%5 : tensor<2x32x176xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_13>":1:0), %in_63: f32 loc("<fx:add_6>":1:0), %out: f32 loc("<fx:mul_15>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc24)
      linalg.yield %109 : f32 loc(#loc24)
    } -> tensor<2x32x176xf32> loc(#loc24)
    %collapsed_13 = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<2x32x176xf32> into tensor<64x176xf32> loc(#loc25)
    %transposed_14 = linalg.transpose ins(%collapsed_13 : tensor<64x176xf32>) outs(%8 : tensor<176x64xf32>) permutation = [1, 0]  loc(#loc26)
    %19 = linalg.matmul ins(%transposed_14, %arg26 : tensor<176x64xf32>, tensor<64x64xf32>) outs(%9 : tensor<176x64xf32>) -> tensor<176x64xf32> loc(#loc27)
    %transposed_15 = linalg.transpose ins(%arg25 : tensor<64x176xf32>) outs(%8 : tensor<176x64xf32>) permutation = [1, 0]  loc(#loc28)
    %20 = linalg.matmul ins(%collapsed_13, %transposed_15 : tensor<64x176xf32>, tensor<176x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc29)
    %expanded_16 = tensor.expand_shape %20 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc30)
    %21 = tensor.empty() : tensor<2x32x64xf32> loc(#loc31)
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_16 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_29>":1:0), %in_63: f32 loc("<fx:view_31>":1:0), %out: f32 loc("<fx:add_7>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc31)
      linalg.yield %109 : f32 loc(#loc31)
    } -> tensor<2x32x64xf32> loc(#loc31)
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg1 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_7>":1:0), %in_63: f32 loc("<fx:mul_16>":1:0), %out: f32 loc("<fx:mul_16>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc32)
      linalg.yield %109 : f32 loc(#loc32)
    } -> tensor<2x32x64xf32> loc(#loc32)
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg24 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_7>":1:0), %in_63: f32 loc("<fx:mul_17>":1:0), %out: f32 loc("<fx:mul_17>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc33)
      linalg.yield %109 : f32 loc(#loc33)
    } -> tensor<2x32x64xf32> loc(#loc33)
    %collapsed_17 = tensor.collapse_shape %24 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc34)
    %25 = tensor.empty() : tensor<1x64xf32> loc(#loc35)
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x64xf32>) -> tensor<1x64xf32> loc(#loc35)
    %27 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_17 : tensor<64x64xf32>) outs(%26 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_32>":1:0), %out: f32 loc("<fx:sum_1>":1:0)):
      %109 = arith.addf %in, %out : f32 loc(#loc35)
      linalg.yield %109 : f32 loc(#loc35)
    } -> tensor<1x64xf32> loc(#loc35)
    %collapsed_18 = tensor.collapse_shape %27 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc36)
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %arg21 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_16>":1:0), %in_63: f32 loc("<fx:mul_18>":1:0), %out: f32 loc("<fx:mul_18>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc37)
      linalg.yield %109 : f32 loc(#loc37)
    } -> tensor<2x32x64xf32> loc(#loc37)
    %29 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %arg22 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_16>":1:0), %in_63: f32 loc("<fx:mul_19>":1:0), %out: f32 loc("<fx:mul_19>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc38)
      linalg.yield %109 : f32 loc(#loc38)
    } -> tensor<2x32x64xf32> loc(#loc38)
    %30 = tensor.empty() : tensor<2x32x1xf32> loc(#loc39)
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32> loc(#loc39)
    %32 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<2x32x64xf32>) outs(%31 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_18>":1:0), %out: f32 loc("<fx:sum_2>":1:0)):
      %109 = arith.addf %in, %out : f32 loc(#loc39)
      linalg.yield %109 : f32 loc(#loc39)
    } -> tensor<2x32x1xf32> loc(#loc39)
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg34, %29 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_26>":1:0), %in_63: f32 loc("<fx:mul_19>":1:0), %out: f32 loc("<fx:add_8>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc40)
      linalg.yield %109 : f32 loc(#loc40)
    } -> tensor<2x32x64xf32> loc(#loc40)
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<2x32x1xf32>) outs(%30 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:pow_3>":1:0), %out: f32 loc("<fx:pow_3>":1:0)):
      %109 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc2)
      linalg.yield %109 : f32 loc(#loc2)
    } -> tensor<2x32x1xf32> loc(#loc2)
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x32x1xf32>) outs(%30 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:sum_2>":1:0), %out: f32 loc("<fx:mul_20>":1:0)):
      %109 = arith.mulf %in, %cst_3 : f32 loc(#loc41)
      linalg.yield %109 : f32 loc(#loc41)
    } -> tensor<2x32x1xf32> loc(#loc41)
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %34 : tensor<2x32x1xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_20>":1:0), %in_63: f32 loc("<fx:pow_3>":1:0), %out: f32 loc("<fx:mul_21>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc42)
      linalg.yield %109 : f32 loc(#loc42)
    } -> tensor<2x32x1xf32> loc(#loc42)
    %collapsed_19 = tensor.collapse_shape %36 [[0], [1, 2]] : tensor<2x32x1xf32> into tensor<2x32xf32> loc(#loc43)
    %37 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_19 : tensor<2x32xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:expand_6>":1:0), %out: f32 loc("<fx:expand_6>":1:0)):
      linalg.yield %in : f32 loc(#loc43)
    } -> tensor<2x32x64xf32> loc(#loc43)
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:expand_6>":1:0), %out: f32 loc("<fx:div>":1:0)):
      %109 = arith.divf %in, %cst_4 : f32 loc(#loc44)
      linalg.yield %109 : f32 loc(#loc44)
    } -> tensor<2x32x64xf32> loc(#loc44)
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_18>":1:0), %out: f32 loc("<fx:pow_4>":1:0)):
      %109 = math.fpowi %in, %c1_i64 : f32, i64 loc(#loc45)
      linalg.yield %109 : f32 loc(#loc45)
    } -> tensor<2x32x64xf32> loc(#loc45)
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:pow_4>":1:0), %out: f32 loc("<fx:mul_22>":1:0)):
      %109 = arith.mulf %in, %cst_5 : f32 loc(#loc46)
      linalg.yield %109 : f32 loc(#loc46)
    } -> tensor<2x32x64xf32> loc(#loc46)
    %41 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %40 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:div>":1:0), %in_63: f32 loc("<fx:mul_22>":1:0), %out: f32 loc("<fx:mul_23>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc47)
      linalg.yield %109 : f32 loc(#loc47)
    } -> tensor<2x32x64xf32> loc(#loc47)
    %42 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %41 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_8>":1:0), %in_63: f32 loc("<fx:mul_23>":1:0), %out: f32 loc("<fx:add_9>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc48)
      linalg.yield %109 : f32 loc(#loc48)
    } -> tensor<2x32x64xf32> loc(#loc48)
    %collapsed_20 = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc49)
    %transposed_21 = linalg.transpose ins(%collapsed_20 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc50)
    %43 = linalg.matmul ins(%transposed_21, %arg20 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc51)
    %transposed_22 = linalg.transpose ins(%arg19 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc52)
    %44 = linalg.matmul ins(%collapsed_20, %transposed_22 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc53)
    %expanded_23 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<64x64xf32> into tensor<2x32x4x16xf32> loc(#loc54)
    %45 = tensor.empty() : tensor<2x4x32x16xf32> loc(#loc55)
    %transposed_24 = linalg.transpose ins(%expanded_23 : tensor<2x32x4x16xf32>) outs(%45 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc55)
    %collapsed_25 = tensor.collapse_shape %transposed_24 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32> loc(#loc56)
    %46 = tensor.empty() : tensor<8x32x32xf32> loc(#loc57)
    %transposed_26 = linalg.transpose ins(%arg17 : tensor<8x32x32xf32>) outs(%46 : tensor<8x32x32xf32>) permutation = [0, 2, 1]  loc(#loc57)
    %47 = tensor.empty() : tensor<8x32x16xf32> loc(#loc58)
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc58)
    %49 = linalg.batch_matmul ins(%transposed_26, %collapsed_25 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%48 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc58)
    %50 = tensor.empty() : tensor<8x16x32xf32> loc(#loc59)
    %transposed_27 = linalg.transpose ins(%arg18 : tensor<8x32x16xf32>) outs(%50 : tensor<8x16x32xf32>) permutation = [0, 2, 1]  loc(#loc59)
    %51 = linalg.fill ins(%cst : f32) outs(%46 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32> loc(#loc60)
    %52 = linalg.batch_matmul ins(%collapsed_25, %transposed_27 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%51 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32> loc(#loc60)
    %expanded_28 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32> loc(#loc61)
    %53 = tensor.empty() : tensor<2x4x32x32xf32> loc(#loc62)
    %54 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %arg16 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%53 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:view_40>":1:0), %in_63: f32 loc("<fx:mul_24>":1:0), %out: f32 loc("<fx:mul_24>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc62)
      linalg.yield %109 : f32 loc(#loc62)
    } -> tensor<2x4x32x32xf32> loc(#loc62)
    %55 = tensor.empty() : tensor<2x4x32x1xf32> loc(#loc63)
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32> loc(#loc63)
    %57 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<2x4x32x32xf32>) outs(%56 : tensor<2x4x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_24>":1:0), %out: f32 loc("<fx:sum_3>":1:0)):
      %109 = arith.addf %in, %out : f32 loc(#loc63)
      linalg.yield %109 : f32 loc(#loc63)
    } -> tensor<2x4x32x1xf32> loc(#loc63)
    %58 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg16, %57 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%53 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_24>":1:0), %in_63: f32 loc("<fx:sum_3>":1:0), %out: f32 loc("<fx:mul_25>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc64)
      linalg.yield %109 : f32 loc(#loc64)
    } -> tensor<2x4x32x32xf32> loc(#loc64)
    %59 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %58 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%53 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_24>":1:0), %in_63: f32 loc("<fx:mul_25>":1:0), %out: f32 loc("<fx:sub_1>":1:0)):
      %109 = arith.subf %in, %in_63 : f32 loc(#loc65)
      linalg.yield %109 : f32 loc(#loc65)
    } -> tensor<2x4x32x32xf32> loc(#loc65)
    %60 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<2x4x32x32xf32>) outs(%53 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_1>":1:0), %out: f32 loc("<fx:mul_26>":1:0)):
      %109 = arith.mulf %in, %cst_6 : f32 loc(#loc66)
      linalg.yield %109 : f32 loc(#loc66)
    } -> tensor<2x4x32x32xf32> loc(#loc66)
    %collapsed_29 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32> loc(#loc67)
    %transposed_30 = linalg.transpose ins(%arg14 : tensor<8x32x16xf32>) outs(%50 : tensor<8x16x32xf32>) permutation = [0, 2, 1]  loc(#loc68)
    %61 = linalg.fill ins(%cst : f32) outs(%50 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32> loc(#loc69)
    %62 = linalg.batch_matmul ins(%transposed_30, %collapsed_29 : tensor<8x16x32xf32>, tensor<8x32x32xf32>) outs(%61 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32> loc(#loc69)
    %transposed_31 = linalg.transpose ins(%arg15 : tensor<8x16x32xf32>) outs(%47 : tensor<8x32x16xf32>) permutation = [0, 2, 1]  loc(#loc70)
    %63 = linalg.batch_matmul ins(%collapsed_29, %transposed_31 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%48 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc71)
    %expanded_32 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32> loc(#loc72)
    %expanded_33 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32> loc(#loc73)
    %transposed_34 = linalg.transpose ins(%expanded_32 : tensor<2x4x16x32xf32>) outs(%45 : tensor<2x4x32x16xf32>) permutation = [0, 1, 3, 2]  loc(#loc74)
    %expanded_35 = tensor.expand_shape %49 [[0, 1, 2], [3], [4]] output_shape [2, 2, 2, 32, 16] : tensor<8x32x16xf32> into tensor<2x2x2x32x16xf32> loc(#loc75)
    %64 = tensor.empty() : tensor<2x2x1x32x16xf32> loc(#loc76)
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<2x2x1x32x16xf32>) -> tensor<2x2x1x32x16xf32> loc(#loc76)
    %66 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_35 : tensor<2x2x2x32x16xf32>) outs(%65 : tensor<2x2x1x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:view_44>":1:0), %out: f32 loc("<fx:sum_4>":1:0)):
      %109 = arith.addf %in, %out : f32 loc(#loc76)
      linalg.yield %109 : f32 loc(#loc76)
    } -> tensor<2x2x1x32x16xf32> loc(#loc76)
    %collapsed_36 = tensor.collapse_shape %66 [[0], [1, 2], [3], [4]] : tensor<2x2x1x32x16xf32> into tensor<2x2x32x16xf32> loc(#loc77)
    %expanded_37 = tensor.expand_shape %transposed_34 [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 32, 16] : tensor<2x4x32x16xf32> into tensor<2x2x2x32x16xf32> loc(#loc78)
    %67 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%expanded_37 : tensor<2x2x2x32x16xf32>) outs(%65 : tensor<2x2x1x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:view_45>":1:0), %out: f32 loc("<fx:sum_5>":1:0)):
      %109 = arith.addf %in, %out : f32 loc(#loc79)
      linalg.yield %109 : f32 loc(#loc79)
    } -> tensor<2x2x1x32x16xf32> loc(#loc79)
    %collapsed_38 = tensor.collapse_shape %67 [[0], [1, 2], [3], [4]] : tensor<2x2x1x32x16xf32> into tensor<2x2x32x16xf32> loc(#loc80)
    %68 = tensor.empty() : tensor<2x2x32x16xf32> loc(#loc81)
    %69 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_38, %arg13 : tensor<2x2x32x16xf32>, tensor<2x1x32x16xf32>) outs(%68 : tensor<2x2x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:squeeze_1>":1:0), %in_63: f32 loc("<fx:mul_27>":1:0), %out: f32 loc("<fx:mul_27>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc81)
      linalg.yield %109 : f32 loc(#loc81)
    } -> tensor<2x2x32x16xf32> loc(#loc81)
    %extracted_slice = tensor.extract_slice %69[0, 0, 0, 0] [2, 2, 32, 8] [1, 1, 1, 1] : tensor<2x2x32x16xf32> to tensor<2x2x32x8xf32> loc(#loc82)
    %extracted_slice_39 = tensor.extract_slice %69[0, 0, 0, 8] [2, 2, 32, 8] [1, 1, 1, 1] : tensor<2x2x32x16xf32> to tensor<2x2x32x8xf32> loc(#loc83)
    %70 = tensor.empty() : tensor<2x2x32x8xf32> loc(#loc84)
    %71 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<2x2x32x8xf32>) outs(%70 : tensor<2x2x32x8xf32>) {
    ^bb0(%in: f32 loc("<fx:slice_5>":1:0), %out: f32 loc("<fx:neg_2>":1:0)):
      %109 = arith.negf %in : f32 loc(#loc84)
      linalg.yield %109 : f32 loc(#loc84)
    } -> tensor<2x2x32x8xf32> loc(#loc84)
    %inserted_slice = tensor.insert_slice %71 into %cst_2[0, 0, 0, 8] [2, 2, 32, 8] [1, 1, 1, 1] : tensor<2x2x32x8xf32> into tensor<2x2x32x16xf32> loc(#loc4)
    %inserted_slice_40 = tensor.insert_slice %extracted_slice_39 into %cst_2[0, 0, 0, 0] [2, 2, 32, 8] [1, 1, 1, 1] : tensor<2x2x32x8xf32> into tensor<2x2x32x16xf32> loc(#loc85)
    %72 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice, %inserted_slice_40 : tensor<2x2x32x16xf32>, tensor<2x2x32x16xf32>) outs(%68 : tensor<2x2x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:slice_scatter>":1:0), %in_63: f32 loc("<fx:slice_scatter_1>":1:0), %out: f32 loc("<fx:add_10>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc86)
      linalg.yield %109 : f32 loc(#loc86)
    } -> tensor<2x2x32x16xf32> loc(#loc86)
    %73 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_38, %arg12 : tensor<2x2x32x16xf32>, tensor<2x1x32x16xf32>) outs(%68 : tensor<2x2x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:squeeze_1>":1:0), %in_63: f32 loc("<fx:mul_28>":1:0), %out: f32 loc("<fx:mul_28>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc87)
      linalg.yield %109 : f32 loc(#loc87)
    } -> tensor<2x2x32x16xf32> loc(#loc87)
    %74 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %73 : tensor<2x2x32x16xf32>, tensor<2x2x32x16xf32>) outs(%68 : tensor<2x2x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:add_10>":1:0), %in_63: f32 loc("<fx:mul_28>":1:0), %out: f32 loc("<fx:add_11>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc88)
      linalg.yield %109 : f32 loc(#loc88)
    } -> tensor<2x2x32x16xf32> loc(#loc88)
    %75 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %arg13 : tensor<2x4x32x16xf32>, tensor<2x1x32x16xf32>) outs(%45 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:view_43>":1:0), %in_63: f32 loc("<fx:mul_27>":1:0), %out: f32 loc("<fx:mul_29>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc89)
      linalg.yield %109 : f32 loc(#loc89)
    } -> tensor<2x4x32x16xf32> loc(#loc89)
    %extracted_slice_41 = tensor.extract_slice %75[0, 0, 0, 0] [2, 4, 32, 8] [1, 1, 1, 1] : tensor<2x4x32x16xf32> to tensor<2x4x32x8xf32> loc(#loc90)
    %extracted_slice_42 = tensor.extract_slice %75[0, 0, 0, 8] [2, 4, 32, 8] [1, 1, 1, 1] : tensor<2x4x32x16xf32> to tensor<2x4x32x8xf32> loc(#loc91)
    %76 = tensor.empty() : tensor<2x4x32x8xf32> loc(#loc92)
    %77 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_41 : tensor<2x4x32x8xf32>) outs(%76 : tensor<2x4x32x8xf32>) {
    ^bb0(%in: f32 loc("<fx:slice_7>":1:0), %out: f32 loc("<fx:neg_3>":1:0)):
      %109 = arith.negf %in : f32 loc(#loc92)
      linalg.yield %109 : f32 loc(#loc92)
    } -> tensor<2x4x32x8xf32> loc(#loc92)
    %inserted_slice_43 = tensor.insert_slice %77 into %cst_1[0, 0, 0, 8] [2, 4, 32, 8] [1, 1, 1, 1] : tensor<2x4x32x8xf32> into tensor<2x4x32x16xf32> loc(#loc3)
    %inserted_slice_44 = tensor.insert_slice %extracted_slice_42 into %cst_1[0, 0, 0, 0] [2, 4, 32, 8] [1, 1, 1, 1] : tensor<2x4x32x8xf32> into tensor<2x4x32x16xf32> loc(#loc93)
    %78 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%inserted_slice_43, %inserted_slice_44 : tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32>) outs(%45 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:slice_scatter_2>":1:0), %in_63: f32 loc("<fx:slice_scatter_3>":1:0), %out: f32 loc("<fx:add_12>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc94)
      linalg.yield %109 : f32 loc(#loc94)
    } -> tensor<2x4x32x16xf32> loc(#loc94)
    %79 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_33, %arg12 : tensor<2x4x32x16xf32>, tensor<2x1x32x16xf32>) outs(%45 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:view_43>":1:0), %in_63: f32 loc("<fx:mul_28>":1:0), %out: f32 loc("<fx:mul_30>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc95)
      linalg.yield %109 : f32 loc(#loc95)
    } -> tensor<2x4x32x16xf32> loc(#loc95)
    %80 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %79 : tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32>) outs(%45 : tensor<2x4x32x16xf32>) {
    ^bb0(%in: f32 loc("<fx:add_12>":1:0), %in_63: f32 loc("<fx:mul_30>":1:0), %out: f32 loc("<fx:add_13>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc96)
      linalg.yield %109 : f32 loc(#loc96)
    } -> tensor<2x4x32x16xf32> loc(#loc96)
    %81 = tensor.empty() : tensor<2x32x2x16xf32> loc(#loc97)
    %transposed_45 = linalg.transpose ins(%collapsed_36 : tensor<2x2x32x16xf32>) outs(%81 : tensor<2x32x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc97)
    %collapsed_46 = tensor.collapse_shape %transposed_45 [[0, 1], [2, 3]] : tensor<2x32x2x16xf32> into tensor<64x32xf32> loc(#loc98)
    %82 = tensor.empty() : tensor<32x64xf32> loc(#loc99)
    %transposed_47 = linalg.transpose ins(%collapsed_46 : tensor<64x32xf32>) outs(%82 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc99)
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc100)
    %84 = linalg.matmul ins(%transposed_47, %arg11 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%83 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc100)
    %transposed_48 = linalg.transpose ins(%arg10 : tensor<64x32xf32>) outs(%82 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc101)
    %85 = linalg.matmul ins(%collapsed_46, %transposed_48 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc102)
    %expanded_49 = tensor.expand_shape %85 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc103)
    %transposed_50 = linalg.transpose ins(%74 : tensor<2x2x32x16xf32>) outs(%81 : tensor<2x32x2x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc104)
    %collapsed_51 = tensor.collapse_shape %transposed_50 [[0, 1], [2, 3]] : tensor<2x32x2x16xf32> into tensor<64x32xf32> loc(#loc105)
    %transposed_52 = linalg.transpose ins(%collapsed_51 : tensor<64x32xf32>) outs(%82 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc106)
    %86 = linalg.matmul ins(%transposed_52, %arg9 : tensor<32x64xf32>, tensor<64x64xf32>) outs(%83 : tensor<32x64xf32>) -> tensor<32x64xf32> loc(#loc107)
    %transposed_53 = linalg.transpose ins(%arg8 : tensor<64x32xf32>) outs(%82 : tensor<32x64xf32>) permutation = [1, 0]  loc(#loc108)
    %87 = linalg.matmul ins(%collapsed_51, %transposed_53 : tensor<64x32xf32>, tensor<32x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc109)
    %expanded_54 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc110)
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_54 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_48>":1:0), %in_63: f32 loc("<fx:view_51>":1:0), %out: f32 loc("<fx:add_14>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc111)
      linalg.yield %109 : f32 loc(#loc111)
    } -> tensor<2x32x64xf32> loc(#loc111)
    %89 = tensor.empty() : tensor<2x32x4x16xf32> loc(#loc112)
    %transposed_55 = linalg.transpose ins(%80 : tensor<2x4x32x16xf32>) outs(%89 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc112)
    %collapsed_56 = tensor.collapse_shape %transposed_55 [[0, 1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<64x64xf32> loc(#loc113)
    %transposed_57 = linalg.transpose ins(%collapsed_56 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc114)
    %90 = linalg.matmul ins(%transposed_57, %arg7 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc115)
    %transposed_58 = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%0 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc116)
    %91 = linalg.matmul ins(%collapsed_56, %transposed_58 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%11 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc117)
    %expanded_59 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc118)
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %expanded_59 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_14>":1:0), %in_63: f32 loc("<fx:view_54>":1:0), %out: f32 loc("<fx:add_15>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc119)
      linalg.yield %109 : f32 loc(#loc119)
    } -> tensor<2x32x64xf32> loc(#loc119)
    %93 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg0 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_15>":1:0), %in_63: f32 loc("<fx:mul_31>":1:0), %out: f32 loc("<fx:mul_31>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc120)
      linalg.yield %109 : f32 loc(#loc120)
    } -> tensor<2x32x64xf32> loc(#loc120)
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg5 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_15>":1:0), %in_63: f32 loc("<fx:mul_32>":1:0), %out: f32 loc("<fx:mul_32>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc121)
      linalg.yield %109 : f32 loc(#loc121)
    } -> tensor<2x32x64xf32> loc(#loc121)
    %collapsed_60 = tensor.collapse_shape %94 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc122)
    %95 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_60 : tensor<64x64xf32>) outs(%26 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_55>":1:0), %out: f32 loc("<fx:sum_6>":1:0)):
      %109 = arith.addf %in, %out : f32 loc(#loc123)
      linalg.yield %109 : f32 loc(#loc123)
    } -> tensor<1x64xf32> loc(#loc123)
    %collapsed_61 = tensor.collapse_shape %95 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc124)
    %96 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg2 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_31>":1:0), %in_63: f32 loc("<fx:mul_33>":1:0), %out: f32 loc("<fx:mul_33>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc125)
      linalg.yield %109 : f32 loc(#loc125)
    } -> tensor<2x32x64xf32> loc(#loc125)
    %97 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg3 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_31>":1:0), %in_63: f32 loc("<fx:mul_34>":1:0), %out: f32 loc("<fx:mul_34>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc126)
      linalg.yield %109 : f32 loc(#loc126)
    } -> tensor<2x32x64xf32> loc(#loc126)
    %98 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<2x32x64xf32>) outs(%31 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_33>":1:0), %out: f32 loc("<fx:sum_7>":1:0)):
      %109 = arith.addf %in, %out : f32 loc(#loc127)
      linalg.yield %109 : f32 loc(#loc127)
    } -> tensor<2x32x1xf32> loc(#loc127)
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %97 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_9>":1:0), %in_63: f32 loc("<fx:mul_34>":1:0), %out: f32 loc("<fx:add_16>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc128)
      linalg.yield %109 : f32 loc(#loc128)
    } -> tensor<2x32x64xf32> loc(#loc128)
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg4 : tensor<2x32x1xf32>) outs(%30 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:pow_5>":1:0), %out: f32 loc("<fx:pow_5>":1:0)):
      %109 = math.fpowi %in, %c3_i64 : f32, i64 loc(#loc129)
      linalg.yield %109 : f32 loc(#loc129)
    } -> tensor<2x32x1xf32> loc(#loc129)
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<2x32x1xf32>) outs(%30 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:sum_7>":1:0), %out: f32 loc("<fx:mul_35>":1:0)):
      %109 = arith.mulf %in, %cst_3 : f32 loc(#loc130)
      linalg.yield %109 : f32 loc(#loc130)
    } -> tensor<2x32x1xf32> loc(#loc130)
    %102 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101, %100 : tensor<2x32x1xf32>, tensor<2x32x1xf32>) outs(%30 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_35>":1:0), %in_63: f32 loc("<fx:pow_5>":1:0), %out: f32 loc("<fx:mul_36>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc131)
      linalg.yield %109 : f32 loc(#loc131)
    } -> tensor<2x32x1xf32> loc(#loc131)
    %collapsed_62 = tensor.collapse_shape %102 [[0], [1, 2]] : tensor<2x32x1xf32> into tensor<2x32xf32> loc(#loc132)
    %103 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_62 : tensor<2x32xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:expand_7>":1:0), %out: f32 loc("<fx:expand_7>":1:0)):
      linalg.yield %in : f32 loc(#loc132)
    } -> tensor<2x32x64xf32> loc(#loc132)
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:expand_7>":1:0), %out: f32 loc("<fx:div_1>":1:0)):
      %109 = arith.divf %in, %cst_4 : f32 loc(#loc133)
      linalg.yield %109 : f32 loc(#loc133)
    } -> tensor<2x32x64xf32> loc(#loc133)
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_33>":1:0), %out: f32 loc("<fx:pow_6>":1:0)):
      %109 = math.fpowi %in, %c1_i64 : f32, i64 loc(#loc134)
      linalg.yield %109 : f32 loc(#loc134)
    } -> tensor<2x32x64xf32> loc(#loc134)
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:pow_6>":1:0), %out: f32 loc("<fx:mul_37>":1:0)):
      %109 = arith.mulf %in, %cst_5 : f32 loc(#loc135)
      linalg.yield %109 : f32 loc(#loc135)
    } -> tensor<2x32x64xf32> loc(#loc135)
    %107 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %106 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:div_1>":1:0), %in_63: f32 loc("<fx:mul_37>":1:0), %out: f32 loc("<fx:mul_38>":1:0)):
      %109 = arith.mulf %in, %in_63 : f32 loc(#loc136)
      linalg.yield %109 : f32 loc(#loc136)
    } -> tensor<2x32x64xf32> loc(#loc136)
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %107 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%21 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_16>":1:0), %in_63: f32 loc("<fx:mul_38>":1:0), %out: f32 loc("<fx:add_17>":1:0)):
      %109 = arith.addf %in, %in_63 : f32 loc(#loc137)
      linalg.yield %109 : f32 loc(#loc137)
    } -> tensor<2x32x64xf32> loc(#loc137)
    return %90, %86, %84, %43, %19, %10, %3, %collapsed_61, %collapsed_18, %108 : tensor<64x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>, tensor<176x64xf32>, tensor<176x64xf32>, tensor<64x176xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x32x64xf32> loc(#loc138)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc7 = loc("<fx:permute_12>":1:0)
#loc8 = loc("<fx:mm_7>":1:0)
#loc9 = loc("<fx:permute_14>":1:0)
#loc10 = loc("<fx:mm_8>":1:0)
#loc14 = loc("<fx:view_28>":1:0)
#loc15 = loc("<fx:permute_16>":1:0)
#loc16 = loc("<fx:mm_9>":1:0)
#loc17 = loc("<fx:permute_18>":1:0)
#loc18 = loc("<fx:mm_10>":1:0)
#loc25 = loc("<fx:view_30>":1:0)
#loc26 = loc("<fx:permute_20>":1:0)
#loc27 = loc("<fx:mm_11>":1:0)
#loc28 = loc("<fx:permute_22>":1:0)
#loc29 = loc("<fx:mm_12>":1:0)
#loc36 = loc("<fx:view_34>":1:0)
#loc49 = loc("<fx:view_35>":1:0)
#loc50 = loc("<fx:permute_24>":1:0)
#loc51 = loc("<fx:mm_13>":1:0)
#loc52 = loc("<fx:permute_26>":1:0)
#loc53 = loc("<fx:mm_14>":1:0)
#loc54 = loc("<fx:view_37>":1:0)
#loc55 = loc("<fx:permute_28>":1:0)
#loc56 = loc("<fx:view_38>":1:0)
#loc57 = loc("<fx:permute_29>":1:0)
#loc58 = loc("<fx:bmm_2>":1:0)
#loc59 = loc("<fx:permute_30>":1:0)
#loc60 = loc("<fx:bmm_3>":1:0)
#loc67 = loc("<fx:view_41>":1:0)
#loc68 = loc("<fx:permute_31>":1:0)
#loc69 = loc("<fx:bmm_4>":1:0)
#loc70 = loc("<fx:permute_32>":1:0)
#loc71 = loc("<fx:bmm_5>":1:0)
#loc72 = loc("<fx:view_42>":1:0)
#loc74 = loc("<fx:permute_33>":1:0)
#loc77 = loc("<fx:squeeze>":1:0)
#loc83 = loc("<fx:slice_6>":1:0)
#loc91 = loc("<fx:slice_8>":1:0)
#loc97 = loc("<fx:permute_34>":1:0)
#loc98 = loc("<fx:view_47>":1:0)
#loc99 = loc("<fx:permute_35>":1:0)
#loc100 = loc("<fx:mm_15>":1:0)
#loc101 = loc("<fx:permute_37>":1:0)
#loc102 = loc("<fx:mm_16>":1:0)
#loc104 = loc("<fx:permute_39>":1:0)
#loc105 = loc("<fx:view_50>":1:0)
#loc106 = loc("<fx:permute_40>":1:0)
#loc107 = loc("<fx:mm_17>":1:0)
#loc108 = loc("<fx:permute_42>":1:0)
#loc109 = loc("<fx:mm_18>":1:0)
#loc112 = loc("<fx:permute_44>":1:0)
#loc113 = loc("<fx:view_53>":1:0)
#loc114 = loc("<fx:permute_45>":1:0)
#loc115 = loc("<fx:mm_19>":1:0)
#loc116 = loc("<fx:permute_47>":1:0)
#loc117 = loc("<fx:mm_20>":1:0)
#loc124 = loc("<fx:view_57>":1:0)
#loc138 = loc("<fx:output>":1:0)
