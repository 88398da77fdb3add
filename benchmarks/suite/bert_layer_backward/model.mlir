#loc1 = loc("<fx:primals_9>":1:0)
#loc2 = loc("<fx:sub_2>":1:0)
#loc3 = loc("<fx:mul_22>":1:0)
#loc4 = loc("<fx:mul_23>":1:0)
#loc5 = loc("<fx:mul_24>":1:0)
#loc6 = loc("<fx:sum_1>":1:0)
#loc7 = loc("<fx:mul_25>":1:0)
#loc8 = loc("<fx:sum_2>":1:0)
#loc9 = loc("<fx:mul_26>":1:0)
#loc10 = loc("<fx:sub_3>":1:0)
#loc11 = loc("<fx:sub_4>":1:0)
#loc12 = loc("<fx:div>":1:0)
#loc13 = loc("<fx:mul_27>":1:0)
#loc14 = loc("<fx:mul_28>":1:0)
#loc15 = loc("<fx:view_22>":1:0)
#loc16 = loc("<fx:sum_3>":1:0)
#loc17 = loc("<fx:view_23>":1:0)
#loc18 = loc("<fx:sum_4>":1:0)
#loc19 = loc("<fx:view_24>":1:0)
#loc24 = loc("<fx:sum_5>":1:0)
#loc26 = loc("<fx:view_26>":1:0)
#loc27 = loc("<fx:mul_29>":1:0)
#loc28 = loc("<fx:erf_1>":1:0)
#loc29 = loc("<fx:add_13>":1:0)
#loc30 = loc("<fx:mul_30>":1:0)
#loc31 = loc("<fx:mul_31>":1:0)
#loc32 = loc("<fx:mul_32>":1:0)
#loc33 = loc("<fx:exp>":1:0)
#loc34 = loc("<fx:mul_33>":1:0)
#loc35 = loc("<fx:mul_34>":1:0)
#loc36 = loc("<fx:add_14>":1:0)
#loc37 = loc("<fx:mul_35>":1:0)
#loc38 = loc("<fx:view_27>":1:0)
#loc43 = loc("<fx:sum_6>":1:0)
#loc45 = loc("<fx:view_29>":1:0)
#loc46 = loc("<fx:add_15>":1:0)
#loc47 = loc("<fx:sub_5>":1:0)
#loc48 = loc("<fx:mul_36>":1:0)
#loc49 = loc("<fx:mul_37>":1:0)
#loc50 = loc("<fx:mul_38>":1:0)
#loc51 = loc("<fx:sum_7>":1:0)
#loc52 = loc("<fx:mul_39>":1:0)
#loc53 = loc("<fx:sum_8>":1:0)
#loc54 = loc("<fx:mul_40>":1:0)
#loc55 = loc("<fx:sub_6>":1:0)
#loc56 = loc("<fx:sub_7>":1:0)
#loc57 = loc("<fx:div_1>":1:0)
#loc58 = loc("<fx:mul_41>":1:0)
#loc59 = loc("<fx:mul_42>":1:0)
#loc60 = loc("<fx:view_30>":1:0)
#loc61 = loc("<fx:sum_9>":1:0)
#loc62 = loc("<fx:view_31>":1:0)
#loc63 = loc("<fx:sum_10>":1:0)
#loc64 = loc("<fx:view_32>":1:0)
#loc69 = loc("<fx:sum_11>":1:0)
#loc79 = loc("<fx:view_38>":1:0)
#loc80 = loc("<fx:mul_43>":1:0)
#loc81 = loc("<fx:sum_12>":1:0)
#loc82 = loc("<fx:mul_44>":1:0)
#loc83 = loc("<fx:sub_8>":1:0)
#loc84 = loc("<fx:mul_45>":1:0)
#loc93 = loc("<fx:view_43>":1:0)
#loc98 = loc("<fx:sum_13>":1:0)
#loc100 = loc("<fx:view_45>":1:0)
#loc101 = loc("<fx:add_16>":1:0)
#loc103 = loc("<fx:view_47>":1:0)
#loc108 = loc("<fx:sum_14>":1:0)
#loc110 = loc("<fx:view_49>":1:0)
#loc111 = loc("<fx:add_17>":1:0)
#loc113 = loc("<fx:view_51>":1:0)
#loc118 = loc("<fx:sum_15>":1:0)
#loc120 = loc("<fx:view_53>":1:0)
#loc121 = loc("<fx:add_18>":1:0)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<64xf32> loc("<fx:primals_9>":1:0), %arg1: tensor<64xf32> loc("<fx:primals_9>":1:0), %arg2: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg3: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg4: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg5: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg6: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg7: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg8: tensor<8x32x16xf32> loc("<fx:primals_9>":1:0), %arg9: tensor<8x16x32xf32> loc("<fx:primals_9>":1:0), %arg10: tensor<2x4x32x32xf32> loc("<fx:primals_9>":1:0), %arg11: tensor<8x32x32xf32> loc("<fx:primals_9>":1:0), %arg12: tensor<8x32x16xf32> loc("<fx:primals_9>":1:0), %arg13: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg14: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg15: tensor<2x32x64xf32> loc("<fx:primals_9>":1:0), %arg16: tensor<2x32x1xf32> loc("<fx:primals_9>":1:0), %arg17: tensor<2x32x1xf32> loc("<fx:primals_9>":1:0), %arg18: tensor<64x64xf32> loc("<fx:primals_9>":1:0), %arg19: tensor<64x256xf32> loc("<fx:primals_9>":1:0), %arg20: tensor<2x32x256xf32> loc("<fx:primals_9>":1:0), %arg21: tensor<64x256xf32> loc("<fx:primals_9>":1:0), %arg22: tensor<256x64xf32> loc("<fx:primals_9>":1:0), %arg23: tensor<2x32x64xf32> loc("<fx:primals_9>":1:0), %arg24: tensor<2x32x1xf32> loc("<fx:primals_9>":1:0), %arg25: tensor<2x32x1xf32> loc("<fx:primals_9>":1:0), %arg26: tensor<2x32x64xf32> loc("<fx:primals_9>":1:0)) -> (tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x32x64xf32>) {
    %cst = arith.constant 0.398942292 : f32 loc(#loc)
    %cst_0 = arith.constant 0.707106769 : f32 loc(#loc)
    %cst_1 = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_2 = arith.constant 6.400000e+01 : f32 loc(#loc)
    %cst_3 = arith.constant 1.000000e+00 : f32 loc(#loc)
    %cst_4 = arith.constant 5.000000e-01 : f32 loc(#loc)
    %cst_5 = arith.constant -5.000000e-01 : f32 loc(#loc)
    %cst_6 = arith.constant 2.500000e-01 : f32 loc(#loc)
    %0 = tensor.empty() : tensor<2x32x64xf32> loc(#loc2)
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23, %arg24 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_2>":1:0), %in_52: f32 loc("<fx:sub_2>":1:0), %out: f32 loc("<fx:sub_2>":1:0)):
      %99 = arith.subf %in, %in_52 : f32 loc(#loc2)
      linalg.yield %99 : f32 loc(#loc2)
    } -> tensor<2x32x64xf32> loc(#loc2)
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg25 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_2>":1:0), %in_52: f32 loc("<fx:mul_22>":1:0), %out: f32 loc("<fx:mul_22>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc3)
      linalg.yield %99 : f32 loc(#loc3)
    } -> tensor<2x32x64xf32> loc(#loc3)
    %3 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %arg1 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_23>":1:0), %in_52: f32 loc("<fx:mul_23>":1:0), %out: f32 loc("<fx:mul_23>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc4)
      linalg.yield %99 : f32 loc(#loc4)
    } -> tensor<2x32x64xf32> loc(#loc4)
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_23>":1:0), %out: f32 loc("<fx:mul_24>":1:0)):
      %99 = arith.mulf %in, %cst_2 : f32 loc(#loc5)
      linalg.yield %99 : f32 loc(#loc5)
    } -> tensor<2x32x64xf32> loc(#loc5)
    %5 = tensor.empty() : tensor<2x32x1xf32> loc(#loc6)
    %6 = linalg.fill ins(%cst_1 : f32) outs(%5 : tensor<2x32x1xf32>) -> tensor<2x32x1xf32> loc(#loc6)
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x32x64xf32>) outs(%6 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_23>":1:0), %out: f32 loc("<fx:sum_1>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc6)
      linalg.yield %99 : f32 loc(#loc6)
    } -> tensor<2x32x1xf32> loc(#loc6)
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %2 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_23>":1:0), %in_52: f32 loc("<fx:mul_22>":1:0), %out: f32 loc("<fx:mul_25>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc7)
      linalg.yield %99 : f32 loc(#loc7)
    } -> tensor<2x32x64xf32> loc(#loc7)
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x32x64xf32>) outs(%6 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_25>":1:0), %out: f32 loc("<fx:sum_2>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc8)
      linalg.yield %99 : f32 loc(#loc8)
    } -> tensor<2x32x1xf32> loc(#loc8)
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %9 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_22>":1:0), %in_52: f32 loc("<fx:sum_2>":1:0), %out: f32 loc("<fx:mul_26>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc9)
      linalg.yield %99 : f32 loc(#loc9)
    } -> tensor<2x32x64xf32> loc(#loc9)
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %7 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_24>":1:0), %in_52: f32 loc("<fx:sum_1>":1:0), %out: f32 loc("<fx:sub_3>":1:0)):
      %99 = arith.subf %in, %in_52 : f32 loc(#loc10)
      linalg.yield %99 : f32 loc(#loc10)
    } -> tensor<2x32x64xf32> loc(#loc10)
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %10 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_3>":1:0), %in_52: f32 loc("<fx:mul_26>":1:0), %out: f32 loc("<fx:sub_4>":1:0)):
      %99 = arith.subf %in, %in_52 : f32 loc(#loc11)
      linalg.yield %99 : f32 loc(#loc11)
    } -> tensor<2x32x64xf32> loc(#loc11)
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x32x1xf32>) outs(%5 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_22>":1:0), %out: f32 loc("<fx:div>":1:0)):
      %99 = arith.divf %in, %cst_2 : f32 loc(#loc12)
      linalg.yield %99 : f32 loc(#loc12)
    } -> tensor<2x32x1xf32> loc(#loc12)
    %14 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %12 : tensor<2x32x1xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:div>":1:0), %in_52: f32 loc("<fx:sub_4>":1:0), %out: f32 loc("<fx:mul_27>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc13)
      linalg.yield %99 : f32 loc(#loc13)
    } -> tensor<2x32x64xf32> loc(#loc13)
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %2 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_23>":1:0), %in_52: f32 loc("<fx:mul_22>":1:0), %out: f32 loc("<fx:mul_28>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc14)
      linalg.yield %99 : f32 loc(#loc14)
    } -> tensor<2x32x64xf32> loc(#loc14)
    %collapsed = tensor.collapse_shape %15 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc15)
    %16 = tensor.empty() : tensor<64xf32> loc(#loc16)
    %17 = linalg.fill ins(%cst_1 : f32) outs(%16 : tensor<64xf32>) -> tensor<64xf32> loc(#loc16)
    %18 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed : tensor<64x64xf32>) outs(%17 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_22>":1:0), %out: f32 loc("<fx:sum_3>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc16)
      linalg.yield %99 : f32 loc(#loc16)
    } -> tensor<64xf32> loc(#loc16)
    %collapsed_7 = tensor.collapse_shape %arg26 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc17)
    %19 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_7 : tensor<64x64xf32>) outs(%17 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_23>":1:0), %out: f32 loc("<fx:sum_4>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc18)
      linalg.yield %99 : f32 loc(#loc18)
    } -> tensor<64xf32> loc(#loc18)
    %collapsed_8 = tensor.collapse_shape %14 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc19)
    %20 = tensor.empty() : tensor<64x256xf32> loc(#loc20)
    %transposed = linalg.transpose ins(%arg22 : tensor<256x64xf32>) outs(%20 : tensor<64x256xf32>) permutation = [1, 0]  loc(#loc20)
    %21 = linalg.fill ins(%cst_1 : f32) outs(%20 : tensor<64x256xf32>) -> tensor<64x256xf32> loc(#loc21)
    %22 = linalg.matmul ins(%collapsed_8, %transposed : tensor<64x64xf32>, tensor<64x256xf32>) outs(%21 : tensor<64x256xf32>) -> tensor<64x256xf32> loc(#loc21)
    %23 = tensor.empty() : tensor<64x64xf32> loc(#loc22)
    %transposed_9 = linalg.transpose ins(%collapsed_8 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc22)
    %24 = linalg.matmul ins(%transposed_9, %arg21 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%21 : tensor<64x256xf32>) -> tensor<64x256xf32> loc(#loc23)
    %25 = tensor.empty() : tensor<1x64xf32> loc(#loc24)
    %26 = linalg.fill ins(%cst_1 : f32) outs(%25 : tensor<1x64xf32>) -> tensor<1x64xf32> loc(#loc24)
    %27 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["reduction", "parallel"]} ins(%collapsed_8 : tensor<64x64xf32>) outs(%26 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_24>":1:0), %out: f32 loc("<fx:sum_5>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc24)
      linalg.yield %99 : f32 loc(#loc24)
    } -> tensor<1x64xf32> loc(#loc24)
    %collapsed_10 = tensor.collapse_shape %27 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc25)
    %expanded = tensor.expand_shape %22 [[0, 1], [2]] output_shape [2, 32, 256] : tensor<64x256xf32> into tensor<2x32x256xf32> loc(#loc26)
    %28 = tensor.empty() : tensor<2x32x256xf32> loc(#loc27)
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20 : tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_29>":1:0), %out: f32 loc("<fx:mul_29>":1:0)):
      %99 = arith.mulf %in, %cst_0 : f32 loc(#loc27)
      linalg.yield %99 : f32 loc(#loc27)
    } -> tensor<2x32x256xf32> loc(#loc27)
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_29>":1:0), %out: f32 loc("<fx:erf_1>":1:0)):
      %99 = math.erf %in : f32 loc(#loc28)
      linalg.yield %99 : f32 loc(#loc28)
    } -> tensor<2x32x256xf32> loc(#loc28)
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:erf_1>":1:0), %out: f32 loc("<fx:add_13>":1:0)):
      %99 = arith.addf %in, %cst_3 : f32 loc(#loc29)
      linalg.yield %99 : f32 loc(#loc29)
    } -> tensor<2x32x256xf32> loc(#loc29)
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:add_13>":1:0), %out: f32 loc("<fx:mul_30>":1:0)):
      %99 = arith.mulf %in, %cst_4 : f32 loc(#loc30)
      linalg.yield %99 : f32 loc(#loc30)
    } -> tensor<2x32x256xf32> loc(#loc30)
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %arg20 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_29>":1:0), %in_52: f32 loc("<fx:mul_29>":1:0), %out: f32 loc("<fx:mul_31>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc31)
      linalg.yield %99 : f32 loc(#loc31)
    } -> tensor<2x32x256xf32> loc(#loc31)
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_31>":1:0), %out: f32 loc("<fx:mul_32>":1:0)):
      %99 = arith.mulf %in, %cst_5 : f32 loc(#loc32)
      linalg.yield %99 : f32 loc(#loc32)
    } -> tensor<2x32x256xf32> loc(#loc32)
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_32>":1:0), %out: f32 loc("<fx:exp>":1:0)):
      %99 = math.exp %in : f32 loc(#loc33)
      linalg.yield %99 : f32 loc(#loc33)
    } -> tensor<2x32x256xf32> loc(#loc33)
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:exp>":1:0), %out: f32 loc("<fx:mul_33>":1:0)):
      %99 = arith.mulf %in, %cst : f32 loc(#loc34)
      linalg.yield %99 : f32 loc(#loc34)
    } -> tensor<2x32x256xf32> loc(#loc34)
    %37 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %36 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_29>":1:0), %in_52: f32 loc("<fx:mul_33>":1:0), %out: f32 loc("<fx:mul_34>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc35)
      linalg.yield %99 : f32 loc(#loc35)
    } -> tensor<2x32x256xf32> loc(#loc35)
    %38 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %37 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_30>":1:0), %in_52: f32 loc("<fx:mul_34>":1:0), %out: f32 loc("<fx:add_14>":1:0)):
      %99 = arith.addf %in, %in_52 : f32 loc(#loc36)
      linalg.yield %99 : f32 loc(#loc36)
    } -> tensor<2x32x256xf32> loc(#loc36)
    %39 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %38 : tensor<2x32x256xf32>, tensor<2x32x256xf32>) outs(%28 : tensor<2x32x256xf32>) {
    ^bb0(%in: f32 loc("<fx:view_26>":1:0), %in_52: f32 loc("<fx:add_14>":1:0), %out: f32 loc("<fx:mul_35>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc37)
      linalg.yield %99 : f32 loc(#loc37)
    } -> tensor<2x32x256xf32> loc(#loc37)
    %collapsed_11 = tensor.collapse_shape %39 [[0, 1], [2]] : tensor<2x32x256xf32> into tensor<64x256xf32> loc(#loc38)
    %40 = tensor.empty() : tensor<256x64xf32> loc(#loc39)
    %transposed_12 = linalg.transpose ins(%arg19 : tensor<64x256xf32>) outs(%40 : tensor<256x64xf32>) permutation = [1, 0]  loc(#loc39)
    %41 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc40)
    %42 = linalg.matmul ins(%collapsed_11, %transposed_12 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc40)
    %transposed_13 = linalg.transpose ins(%collapsed_11 : tensor<64x256xf32>) outs(%40 : tensor<256x64xf32>) permutation = [1, 0]  loc(#loc41)
    %43 = linalg.fill ins(%cst_1 : f32) outs(%40 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc42)
    %44 = linalg.matmul ins(%transposed_13, %arg18 : tensor<256x64xf32>, tensor<64x64xf32>) outs(%43 : tensor<256x64xf32>) -> tensor<256x64xf32> loc(#loc42)
    %45 = tensor.empty() : tensor<1x256xf32> loc(#loc43)
    %46 = linalg.fill ins(%cst_1 : f32) outs(%45 : tensor<1x256xf32>) -> tensor<1x256xf32> loc(#loc43)
    %47 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["reduction", "parallel"]} ins(%collapsed_11 : tensor<64x256xf32>) outs(%46 : tensor<1x256xf32>) {
    ^bb0(%in: f32 loc("<fx:view_27>":1:0), %out: f32 loc("<fx:sum_6>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc43)
      linalg.yield %99 : f32 loc(#loc43)
    } -> tensor<1x256xf32> loc(#loc43)
    %collapsed_14 = tensor.collapse_shape %47 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32> loc(#loc44)
    %expanded_15 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc45)
    %48 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14, %expanded_15 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_27>":1:0), %in_52: f32 loc("<fx:view_29>":1:0), %out: f32 loc("<fx:add_15>":1:0)):
      %99 = arith.addf %in, %in_52 : f32 loc(#loc46)
      linalg.yield %99 : f32 loc(#loc46)
    } -> tensor<2x32x64xf32> loc(#loc46)
    %49 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg15, %arg16 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_5>":1:0), %in_52: f32 loc("<fx:sub_5>":1:0), %out: f32 loc("<fx:sub_5>":1:0)):
      %99 = arith.subf %in, %in_52 : f32 loc(#loc47)
      linalg.yield %99 : f32 loc(#loc47)
    } -> tensor<2x32x64xf32> loc(#loc47)
    %50 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %arg17 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_5>":1:0), %in_52: f32 loc("<fx:mul_36>":1:0), %out: f32 loc("<fx:mul_36>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc48)
      linalg.yield %99 : f32 loc(#loc48)
    } -> tensor<2x32x64xf32> loc(#loc48)
    %51 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %arg0 : tensor<2x32x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_15>":1:0), %in_52: f32 loc("<fx:mul_37>":1:0), %out: f32 loc("<fx:mul_37>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc49)
      linalg.yield %99 : f32 loc(#loc49)
    } -> tensor<2x32x64xf32> loc(#loc49)
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_37>":1:0), %out: f32 loc("<fx:mul_38>":1:0)):
      %99 = arith.mulf %in, %cst_2 : f32 loc(#loc50)
      linalg.yield %99 : f32 loc(#loc50)
    } -> tensor<2x32x64xf32> loc(#loc50)
    %53 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%51 : tensor<2x32x64xf32>) outs(%6 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_37>":1:0), %out: f32 loc("<fx:sum_7>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc51)
      linalg.yield %99 : f32 loc(#loc51)
    } -> tensor<2x32x1xf32> loc(#loc51)
    %54 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %50 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_37>":1:0), %in_52: f32 loc("<fx:mul_36>":1:0), %out: f32 loc("<fx:mul_39>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc52)
      linalg.yield %99 : f32 loc(#loc52)
    } -> tensor<2x32x64xf32> loc(#loc52)
    %55 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<2x32x64xf32>) outs(%6 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_39>":1:0), %out: f32 loc("<fx:sum_8>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc53)
      linalg.yield %99 : f32 loc(#loc53)
    } -> tensor<2x32x1xf32> loc(#loc53)
    %56 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %55 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_36>":1:0), %in_52: f32 loc("<fx:sum_8>":1:0), %out: f32 loc("<fx:mul_40>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc54)
      linalg.yield %99 : f32 loc(#loc54)
    } -> tensor<2x32x64xf32> loc(#loc54)
    %57 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %53 : tensor<2x32x64xf32>, tensor<2x32x1xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_38>":1:0), %in_52: f32 loc("<fx:sum_7>":1:0), %out: f32 loc("<fx:sub_6>":1:0)):
      %99 = arith.subf %in, %in_52 : f32 loc(#loc55)
      linalg.yield %99 : f32 loc(#loc55)
    } -> tensor<2x32x64xf32> loc(#loc55)
    %58 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %56 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_6>":1:0), %in_52: f32 loc("<fx:mul_40>":1:0), %out: f32 loc("<fx:sub_7>":1:0)):
      %99 = arith.subf %in, %in_52 : f32 loc(#loc56)
      linalg.yield %99 : f32 loc(#loc56)
    } -> tensor<2x32x64xf32> loc(#loc56)
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17 : tensor<2x32x1xf32>) outs(%5 : tensor<2x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_36>":1:0), %out: f32 loc("<fx:div_1>":1:0)):
      %99 = arith.divf %in, %cst_2 : f32 loc(#loc57)
      linalg.yield %99 : f32 loc(#loc57)
    } -> tensor<2x32x1xf32> loc(#loc57)
    %60 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %58 : tensor<2x32x1xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:div_1>":1:0), %in_52: f32 loc("<fx:sub_7>":1:0), %out: f32 loc("<fx:mul_41>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc58)
      linalg.yield %99 : f32 loc(#loc58)
    } -> tensor<2x32x64xf32> loc(#loc58)
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %50 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_15>":1:0), %in_52: f32 loc("<fx:mul_36>":1:0), %out: f32 loc("<fx:mul_42>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc59)
      linalg.yield %99 : f32 loc(#loc59)
    } -> tensor<2x32x64xf32> loc(#loc59)
    %collapsed_16 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc60)
    %62 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_16 : tensor<64x64xf32>) outs(%17 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_30>":1:0), %out: f32 loc("<fx:sum_9>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc61)
      linalg.yield %99 : f32 loc(#loc61)
    } -> tensor<64xf32> loc(#loc61)
    %collapsed_17 = tensor.collapse_shape %48 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc62)
    %63 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "parallel"]} ins(%collapsed_17 : tensor<64x64xf32>) outs(%17 : tensor<64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_31>":1:0), %out: f32 loc("<fx:sum_10>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc63)
      linalg.yield %99 : f32 loc(#loc63)
    } -> tensor<64xf32> loc(#loc63)
    %collapsed_18 = tensor.collapse_shape %60 [[0, 1], [2]] : tensor<2x32x64xf32> into tensor<64x64xf32> loc(#loc64)
    %transposed_19 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc65)
    %64 = linalg.matmul ins(%collapsed_18, %transposed_19 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc66)
    %transposed_20 = linalg.transpose ins(%collapsed_18 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc67)
    %65 = linalg.matmul ins(%transposed_20, %arg13 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc68)
    %66 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["reduction", "parallel"]} ins(%collapsed_18 : tensor<64x64xf32>) outs(%26 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_32>":1:0), %out: f32 loc("<fx:sum_11>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc69)
      linalg.yield %99 : f32 loc(#loc69)
    } -> tensor<1x64xf32> loc(#loc69)
    %collapsed_21 = tensor.collapse_shape %66 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc70)
    %expanded_22 = tensor.expand_shape %64 [[0, 1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<64x64xf32> into tensor<2x32x4x16xf32> loc(#loc71)
    %67 = tensor.empty() : tensor<2x4x32x16xf32> loc(#loc72)
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<2x32x4x16xf32>) outs(%67 : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc72)
    %collapsed_24 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32> loc(#loc73)
    %68 = tensor.empty() : tensor<8x32x32xf32> loc(#loc74)
    %transposed_25 = linalg.transpose ins(%arg11 : tensor<8x32x32xf32>) outs(%68 : tensor<8x32x32xf32>) permutation = [0, 2, 1]  loc(#loc74)
    %69 = tensor.empty() : tensor<8x32x16xf32> loc(#loc75)
    %70 = linalg.fill ins(%cst_1 : f32) outs(%69 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc75)
    %71 = linalg.batch_matmul ins(%transposed_25, %collapsed_24 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%70 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc75)
    %72 = tensor.empty() : tensor<8x16x32xf32> loc(#loc76)
    %transposed_26 = linalg.transpose ins(%arg12 : tensor<8x32x16xf32>) outs(%72 : tensor<8x16x32xf32>) permutation = [0, 2, 1]  loc(#loc76)
    %73 = linalg.fill ins(%cst_1 : f32) outs(%68 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32> loc(#loc77)
    %74 = linalg.batch_matmul ins(%collapsed_24, %transposed_26 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%73 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32> loc(#loc77)
    %expanded_27 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32> loc(#loc78)
    %expanded_28 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32> loc(#loc79)
    %75 = tensor.empty() : tensor<2x4x32x32xf32> loc(#loc80)
    %76 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_28, %arg10 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%75 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:view_38>":1:0), %in_52: f32 loc("<fx:mul_43>":1:0), %out: f32 loc("<fx:mul_43>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc80)
      linalg.yield %99 : f32 loc(#loc80)
    } -> tensor<2x4x32x32xf32> loc(#loc80)
    %77 = tensor.empty() : tensor<2x4x32x1xf32> loc(#loc81)
    %78 = linalg.fill ins(%cst_1 : f32) outs(%77 : tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32> loc(#loc81)
    %79 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<2x4x32x32xf32>) outs(%78 : tensor<2x4x32x1xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_43>":1:0), %out: f32 loc("<fx:sum_12>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc81)
      linalg.yield %99 : f32 loc(#loc81)
    } -> tensor<2x4x32x1xf32> loc(#loc81)
    %80 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg10, %79 : tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) outs(%75 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_43>":1:0), %in_52: f32 loc("<fx:sum_12>":1:0), %out: f32 loc("<fx:mul_44>":1:0)):
      %99 = arith.mulf %in, %in_52 : f32 loc(#loc82)
      linalg.yield %99 : f32 loc(#loc82)
    } -> tensor<2x4x32x32xf32> loc(#loc82)
    %81 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %80 : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%75 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_43>":1:0), %in_52: f32 loc("<fx:mul_44>":1:0), %out: f32 loc("<fx:sub_8>":1:0)):
      %99 = arith.subf %in, %in_52 : f32 loc(#loc83)
      linalg.yield %99 : f32 loc(#loc83)
    } -> tensor<2x4x32x32xf32> loc(#loc83)
    %82 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81 : tensor<2x4x32x32xf32>) outs(%75 : tensor<2x4x32x32xf32>) {
    ^bb0(%in: f32 loc("<fx:sub_8>":1:0), %out: f32 loc("<fx:mul_45>":1:0)):
      %99 = arith.mulf %in, %cst_6 : f32 loc(#loc84)
      linalg.yield %99 : f32 loc(#loc84)
    } -> tensor<2x4x32x32xf32> loc(#loc84)
    %collapsed_29 = tensor.collapse_shape %82 [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32> loc(#loc85)
    %transposed_30 = linalg.transpose ins(%arg8 : tensor<8x32x16xf32>) outs(%72 : tensor<8x16x32xf32>) permutation = [0, 2, 1]  loc(#loc86)
    %83 = linalg.fill ins(%cst_1 : f32) outs(%72 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32> loc(#loc87)
    %84 = linalg.batch_matmul ins(%transposed_30, %collapsed_29 : tensor<8x16x32xf32>, tensor<8x32x32xf32>) outs(%83 : tensor<8x16x32xf32>) -> tensor<8x16x32xf32> loc(#loc87)
    %transposed_31 = linalg.transpose ins(%arg9 : tensor<8x16x32xf32>) outs(%69 : tensor<8x32x16xf32>) permutation = [0, 2, 1]  loc(#loc88)
    %85 = linalg.batch_matmul ins(%collapsed_29, %transposed_31 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%70 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32> loc(#loc89)
    %expanded_32 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [2, 4, 16, 32] : tensor<8x16x32xf32> into tensor<2x4x16x32xf32> loc(#loc90)
    %expanded_33 = tensor.expand_shape %85 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32> loc(#loc91)
    %86 = tensor.empty() : tensor<2x32x4x16xf32> loc(#loc92)
    %transposed_34 = linalg.transpose ins(%expanded_27 : tensor<2x4x32x16xf32>) outs(%86 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc92)
    %collapsed_35 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<64x64xf32> loc(#loc93)
    %transposed_36 = linalg.transpose ins(%arg7 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc94)
    %87 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc95)
    %transposed_37 = linalg.transpose ins(%collapsed_35 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc96)
    %88 = linalg.matmul ins(%transposed_37, %arg6 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc97)
    %89 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["reduction", "parallel"]} ins(%collapsed_35 : tensor<64x64xf32>) outs(%26 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_43>":1:0), %out: f32 loc("<fx:sum_13>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc98)
      linalg.yield %99 : f32 loc(#loc98)
    } -> tensor<1x64xf32> loc(#loc98)
    %collapsed_38 = tensor.collapse_shape %89 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc99)
    %expanded_39 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc100)
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %expanded_39 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:mul_41>":1:0), %in_52: f32 loc("<fx:view_45>":1:0), %out: f32 loc("<fx:add_16>":1:0)):
      %99 = arith.addf %in, %in_52 : f32 loc(#loc101)
      linalg.yield %99 : f32 loc(#loc101)
    } -> tensor<2x32x64xf32> loc(#loc101)
    %transposed_40 = linalg.transpose ins(%expanded_32 : tensor<2x4x16x32xf32>) outs(%86 : tensor<2x32x4x16xf32>) permutation = [0, 3, 1, 2]  loc(#loc102)
    %collapsed_41 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<64x64xf32> loc(#loc103)
    %transposed_42 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc104)
    %91 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc105)
    %transposed_43 = linalg.transpose ins(%collapsed_41 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc106)
    %92 = linalg.matmul ins(%transposed_43, %arg4 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc107)
    %93 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["reduction", "parallel"]} ins(%collapsed_41 : tensor<64x64xf32>) outs(%26 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_47>":1:0), %out: f32 loc("<fx:sum_14>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc108)
      linalg.yield %99 : f32 loc(#loc108)
    } -> tensor<1x64xf32> loc(#loc108)
    %collapsed_44 = tensor.collapse_shape %93 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc109)
    %expanded_45 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc110)
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_45 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_16>":1:0), %in_52: f32 loc("<fx:view_49>":1:0), %out: f32 loc("<fx:add_17>":1:0)):
      %99 = arith.addf %in, %in_52 : f32 loc(#loc111)
      linalg.yield %99 : f32 loc(#loc111)
    } -> tensor<2x32x64xf32> loc(#loc111)
    %transposed_46 = linalg.transpose ins(%expanded_33 : tensor<2x4x32x16xf32>) outs(%86 : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3]  loc(#loc112)
    %collapsed_47 = tensor.collapse_shape %transposed_46 [[0, 1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<64x64xf32> loc(#loc113)
    %transposed_48 = linalg.transpose ins(%arg3 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc114)
    %95 = linalg.matmul ins(%collapsed_47, %transposed_48 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc115)
    %transposed_49 = linalg.transpose ins(%collapsed_47 : tensor<64x64xf32>) outs(%23 : tensor<64x64xf32>) permutation = [1, 0]  loc(#loc116)
    %96 = linalg.matmul ins(%transposed_49, %arg2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%41 : tensor<64x64xf32>) -> tensor<64x64xf32> loc(#loc117)
    %97 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["reduction", "parallel"]} ins(%collapsed_47 : tensor<64x64xf32>) outs(%26 : tensor<1x64xf32>) {
    ^bb0(%in: f32 loc("<fx:view_51>":1:0), %out: f32 loc("<fx:sum_15>":1:0)):
      %99 = arith.addf %in, %out : f32 loc(#loc118)
      linalg.yield %99 : f32 loc(#loc118)
    } -> tensor<1x64xf32> loc(#loc118)
    %collapsed_50 = tensor.collapse_shape %97 [[0, 1]] : tensor<1x64xf32> into tensor<64xf32> loc(#loc119)
    %expanded_51 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [2, 32, 64] : tensor<64x64xf32> into tensor<2x32x64xf32> loc(#loc120)
    %98 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_51 : tensor<2x32x64xf32>, tensor<2x32x64xf32>) outs(%0 : tensor<2x32x64xf32>) {
    ^bb0(%in: f32 loc("<fx:add_17>":1:0), %in_52: f32 loc("<fx:view_53>":1:0), %out: f32 loc("<fx:add_18>":1:0)):
      %99 = arith.addf %in, %in_52 : f32 loc(#loc121)
      linalg.yield %99 : f32 loc(#loc121)
    } -> tensor<2x32x64xf32> loc(#loc121)
    return %96, %collapsed_50, %92, %collapsed_44, %88, %collapsed_38, %65, %collapsed_21, %62, %63, %44, %collapsed_14, %24, %collapsed_10, %18, %19, %98 : tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x32x64xf32> loc(#loc122)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc20 = loc("<fx:permute_11>":1:0)
#loc21 = loc("<fx:mm_6>":1:0)
#loc22 = loc("<fx:permute_12>":1:0)
#loc23 = loc("<fx:mm_7>":1:0)
#loc25 = loc("<fx:view_25>":1:0)
#loc39 = loc("<fx:permute_15>":1:0)
#loc40 = loc("<fx:mm_8>":1:0)
#loc41 = loc("<fx:permute_16>":1:0)
#loc42 = loc("<fx:mm_9>":1:0)
#loc44 = loc("<fx:view_28>":1:0)
#loc65 = loc("<fx:permute_19>":1:0)
#loc66 = loc("<fx:mm_10>":1:0)
#loc67 = loc("<fx:permute_20>":1:0)
#loc68 = loc("<fx:mm_11>":1:0)
#loc70 = loc("<fx:view_33>":1:0)
#loc71 = loc("<fx:view_35>":1:0)
#loc72 = loc("<fx:permute_23>":1:0)
#loc73 = loc("<fx:view_36>":1:0)
#loc74 = loc("<fx:permute_24>":1:0)
#loc75 = loc("<fx:bmm_2>":1:0)
#loc76 = loc("<fx:permute_25>":1:0)
#loc77 = loc("<fx:bmm_3>":1:0)
#loc78 = loc("<fx:view_37>":1:0)
#loc85 = loc("<fx:view_39>":1:0)
#loc86 = loc("<fx:permute_26>":1:0)
#loc87 = loc("<fx:bmm_4>":1:0)
#loc88 = loc("<fx:permute_27>":1:0)
#loc89 = loc("<fx:bmm_5>":1:0)
#loc90 = loc("<fx:view_40>":1:0)
#loc91 = loc("<fx:view_41>":1:0)
#loc92 = loc("<fx:permute_29>":1:0)
#loc94 = loc("<fx:permute_30>":1:0)
#loc95 = loc("<fx:mm_12>":1:0)
#loc96 = loc("<fx:permute_31>":1:0)
#loc97 = loc("<fx:mm_13>":1:0)
#loc99 = loc("<fx:view_44>":1:0)
#loc102 = loc("<fx:permute_34>":1:0)
#loc104 = loc("<fx:permute_35>":1:0)
#loc105 = loc("<fx:mm_14>":1:0)
#loc106 = loc("<fx:permute_36>":1:0)
#loc107 = loc("<fx:mm_15>":1:0)
#loc109 = loc("<fx:view_48>":1:0)
#loc112 = loc("<fx:permute_39>":1:0)
#loc114 = loc("<fx:permute_40>":1:0)
#loc115 = loc("<fx:mm_16>":1:0)
#loc116 = loc("<fx:permute_41>":1:0)
#loc117 = loc("<fx:mm_17>":1:0)
#loc119 = loc("<fx:view_52>":1:0)
#loc122 = loc("<fx:output>":1:0)
