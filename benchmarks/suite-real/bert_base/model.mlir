#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<30522x768xf32>, %arg1: tensor<512x768xf32>, %arg2: tensor<2x768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768x768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768x768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768x768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768x768xf32>, %arg12: tensor<768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<3072x768xf32>, %arg16: tensor<3072xf32>, %arg17: tensor<768x3072xf32>, %arg18: tensor<768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768x768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768x768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<768x768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768x768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<3072x768xf32>, %arg32: tensor<3072xf32>, %arg33: tensor<768x3072xf32>, %arg34: tensor<768xf32>, %arg35: tensor<768xf32>, %arg36: tensor<768xf32>, %arg37: tensor<768x768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768x768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768x768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<768x768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<3072x768xf32>, %arg48: tensor<3072xf32>, %arg49: tensor<768x3072xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768x768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768x768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768x768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768x768xf32>, %arg60: tensor<768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<3072x768xf32>, %arg64: tensor<3072xf32>, %arg65: tensor<768x3072xf32>, %arg66: tensor<768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768x768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768x768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768x768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768x768xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<3072x768xf32>, %arg80: tensor<3072xf32>, %arg81: tensor<768x3072xf32>, %arg82: tensor<768xf32>, %arg83: tensor<768xf32>, %arg84: tensor<768xf32>, %arg85: tensor<768x768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768x768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768x768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768x768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<3072x768xf32>, %arg96: tensor<3072xf32>, %arg97: tensor<768x3072xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768x768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768x768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768x768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768x768xf32>, %arg108: tensor<768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<3072x768xf32>, %arg112: tensor<3072xf32>, %arg113: tensor<768x3072xf32>, %arg114: tensor<768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768x768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768x768xf32>, %arg120: tensor<768xf32>, %arg121: tensor<768x768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768x768xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<3072x768xf32>, %arg128: tensor<3072xf32>, %arg129: tensor<768x3072xf32>, %arg130: tensor<768xf32>, %arg131: tensor<768xf32>, %arg132: tensor<768xf32>, %arg133: tensor<768x768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768x768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768x768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<768x768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<3072x768xf32>, %arg144: tensor<3072xf32>, %arg145: tensor<768x3072xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768x768xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768x768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768x768xf32>, %arg154: tensor<768xf32>, %arg155: tensor<768x768xf32>, %arg156: tensor<768xf32>, %arg157: tensor<768xf32>, %arg158: tensor<768xf32>, %arg159: tensor<3072x768xf32>, %arg160: tensor<3072xf32>, %arg161: tensor<768x3072xf32>, %arg162: tensor<768xf32>, %arg163: tensor<768xf32>, %arg164: tensor<768xf32>, %arg165: tensor<768x768xf32>, %arg166: tensor<768xf32>, %arg167: tensor<768x768xf32>, %arg168: tensor<768xf32>, %arg169: tensor<768x768xf32>, %arg170: tensor<768xf32>, %arg171: tensor<768x768xf32>, %arg172: tensor<768xf32>, %arg173: tensor<768xf32>, %arg174: tensor<768xf32>, %arg175: tensor<3072x768xf32>, %arg176: tensor<3072xf32>, %arg177: tensor<768x3072xf32>, %arg178: tensor<768xf32>, %arg179: tensor<768xf32>, %arg180: tensor<768xf32>, %arg181: tensor<768x768xf32>, %arg182: tensor<768xf32>, %arg183: tensor<768x768xf32>, %arg184: tensor<768xf32>, %arg185: tensor<768x768xf32>, %arg186: tensor<768xf32>, %arg187: tensor<768x768xf32>, %arg188: tensor<768xf32>, %arg189: tensor<768xf32>, %arg190: tensor<768xf32>, %arg191: tensor<3072x768xf32>, %arg192: tensor<3072xf32>, %arg193: tensor<768x3072xf32>, %arg194: tensor<768xf32>, %arg195: tensor<768xf32>, %arg196: tensor<768xf32>, %arg197: tensor<768x768xf32>, %arg198: tensor<768xf32>, %arg199: tensor<1x512xi64>, %arg200: tensor<1x512xi64>, %arg201: tensor<8x128xi64>) -> (tensor<8x128x768xf32>, tensor<8x768xf32>) {
    %cst = arith.constant 0.707106769 : f32
    %cst_0 = arith.constant 9.99999996E-13 : f32
    %c0_i64 = arith.constant 0 : i64
    %c512 = arith.constant 512 : index
    %c30522 = arith.constant 30522 : index
    %c2 = arith.constant 2 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %c0 = arith.constant 0 : index
    %cst_5 = arith.constant 7.680000e+02 : f32
    %cst_6 = arith.constant 1.250000e-01 : f32
    %cst_7 = arith.constant 5.000000e-01 : f32
    %cst_8 = arith.constant 1.000000e+00 : f32
    %extracted_slice = tensor.extract_slice %arg199[0, 0] [1, 128] [1, 1] : tensor<1x512xi64> to tensor<1x128xi64>
    %0 = tensor.empty() : tensor<1x128xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x128xi64>) -> tensor<1x128xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x128xi64>) outs(%1 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %out: i64):
      %660 = arith.index_cast %in : i64 to index
      %661 = arith.cmpi slt, %660, %c512 : index
      cf.assert %661, "index must be smaller than dim size"
      %662 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %662, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg200[%c0, %660] : tensor<1x512xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x128xi64>
    %3 = tensor.empty() : tensor<8x128xi64>
    %collapsed = tensor.collapse_shape %2 [[0, 1]] : tensor<1x128xi64> into tensor<128xi64>
    %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<128xi64>) outs(%3 : tensor<8x128xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<8x128xi64>
    %5 = tensor.empty() : tensor<8x128x768xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg201 : tensor<8x128xi64>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %660 = arith.index_cast %in : i64 to index
      %661 = linalg.index 2 : index
      %662 = arith.cmpi slt, %660, %c30522 : index
      cf.assert %662, "index must be smaller than dim size"
      %663 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %663, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%660, %661] : tensor<30522x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x128x768xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x128xi64>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %660 = arith.index_cast %in : i64 to index
      %661 = linalg.index 2 : index
      %662 = arith.cmpi slt, %660, %c2 : index
      cf.assert %662, "index must be smaller than dim size"
      %663 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %663, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%660, %661] : tensor<2x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x128x768xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %9 = tensor.empty() : tensor<1x128x768xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x128xi64>) outs(%9 : tensor<1x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %660 = arith.index_cast %in : i64 to index
      %661 = linalg.index 2 : index
      %662 = arith.cmpi slt, %660, %c512 : index
      cf.assert %662, "index must be smaller than dim size"
      %663 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %663, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%660, %661] : tensor<512x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128x768xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<8x128x768xf32>, tensor<1x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %12 = tensor.empty() : tensor<8x128x1xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%11 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %15 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %16 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %21 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg3 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %arg4 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %25 = tensor.empty() : tensor<128xi64>
    %26 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel"]} outs(%25 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %660 = linalg.index 0 : index
      %661 = arith.index_cast %660 : index to i64
      linalg.yield %661 : i64
    } -> tensor<128xi64>
    %expanded = tensor.expand_shape %26 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xi64> into tensor<1x1x128x1xi64>
    %27 = tensor.empty() : tensor<1x1x128x1xi1>
    %28 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x128x1xi64>) outs(%27 : tensor<1x1x128x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %660 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %660 : i1
    } -> tensor<1x1x128x1xi1>
    %29 = tensor.empty() : tensor<8x1x128x128xi1>
    %collapsed_9 = tensor.collapse_shape %28 [[0, 1], [2, 3]] : tensor<1x1x128x1xi1> into tensor<1x128xi1>
    %30 = linalg.generic {indexing_maps = [#map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_9 : tensor<1x128xi1>) outs(%29 : tensor<8x1x128x128xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<8x1x128x128xi1>
    %31 = tensor.empty() : tensor<8x1x128x128xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map10, #map10, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %cst_4, %cst_3 : tensor<8x1x128x128xi1>, tensor<f32>, tensor<f32>) outs(%31 : tensor<8x1x128x128xf32>) {
    ^bb0(%in: i1, %in_336: f32, %in_337: f32, %out: f32):
      %660 = arith.select %in, %in_336, %in_337 : f32
      linalg.yield %660 : f32
    } -> tensor<8x1x128x128xf32>
    %collapsed_10 = tensor.collapse_shape %24 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %33 = tensor.empty() : tensor<768x768xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %34 = tensor.empty() : tensor<1024x768xf32>
    %35 = linalg.fill ins(%cst_1 : f32) outs(%34 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %36 = linalg.matmul ins(%collapsed_10, %transposed : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %arg6 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_11 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %38 = tensor.empty() : tensor<8x12x128x64xf32>
    %transposed_12 = linalg.transpose ins(%expanded_11 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_13 = linalg.transpose ins(%arg7 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed_10, %transposed_13 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%39, %arg8 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_14 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_15 = linalg.transpose ins(%arg9 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed_10, %transposed_15 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %arg10 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_16 = tensor.expand_shape %42 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %43 = tensor.empty() : tensor<8x12x64x128xf32>
    %transposed_18 = linalg.transpose ins(%expanded_14 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_19 = tensor.collapse_shape %transposed_12 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %44 = tensor.empty() : tensor<96x128x128xf32>
    %45 = linalg.fill ins(%cst_1 : f32) outs(%44 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %46 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_21 = tensor.expand_shape %46 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %47 = tensor.empty() : tensor<8x12x128x128xf32>
    %48 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %50 = tensor.empty() : tensor<8x12x128xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<8x12x128xi64>) -> tensor<8x12x128xi64>
    %52 = tensor.empty() : tensor<8x12x128xf32>
    %53 = linalg.fill ins(%cst_2 : f32) outs(%52 : tensor<8x12x128xf32>) -> tensor<8x12x128xf32>
    %54:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_22 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %55 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_22 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %57 = tensor.empty() : tensor<8x12x128x1xf32>
    %58 = linalg.fill ins(%cst_1 : f32) outs(%57 : tensor<8x12x128x1xf32>) -> tensor<8x12x128x1xf32>
    %59 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %60 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_23 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %61 = tensor.empty() : tensor<96x128x64xf32>
    %62 = linalg.fill ins(%cst_1 : f32) outs(%61 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %63 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_25 = tensor.expand_shape %63 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %64 = tensor.empty() : tensor<8x128x12x64xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_27 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_28 = linalg.transpose ins(%arg11 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %65 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%65, %arg12 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_29 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_29, %24 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %68 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %70 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%71 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %73 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %74 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %75 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %77 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %arg13 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %arg14 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_30 = tensor.collapse_shape %78 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %79 = tensor.empty() : tensor<768x3072xf32>
    %transposed_31 = linalg.transpose ins(%arg15 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %80 = tensor.empty() : tensor<1024x3072xf32>
    %81 = linalg.fill ins(%cst_1 : f32) outs(%80 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %82 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%82, %arg16 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_32 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %84 = tensor.empty() : tensor<8x128x3072xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %88 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_33 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %90 = tensor.empty() : tensor<3072x768xf32>
    %transposed_34 = linalg.transpose ins(%arg17 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %91 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%91, %arg18 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_35 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_35, %78 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%93 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %102 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %101 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg19 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %arg20 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_36 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_37 = linalg.transpose ins(%arg21 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %105 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%105, %arg22 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_38 = tensor.expand_shape %106 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_39 = linalg.transpose ins(%expanded_38 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_40 = linalg.transpose ins(%arg23 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_36, %transposed_40 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%107, %arg24 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_41 = tensor.expand_shape %108 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_42 = linalg.transpose ins(%arg25 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %109 = linalg.matmul ins(%collapsed_36, %transposed_42 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%109, %arg26 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_43 = tensor.expand_shape %110 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_45 = linalg.transpose ins(%expanded_41 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_46 = tensor.collapse_shape %transposed_39 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_47 = tensor.collapse_shape %transposed_45 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %111 = linalg.batch_matmul ins(%collapsed_46, %collapsed_47 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_48 = tensor.expand_shape %111 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %112 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %113 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %114:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_49 = tensor.expand_shape %114#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %115 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_49 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %116 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %117 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %118 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %117 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_50 = tensor.collapse_shape %118 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_51 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %119 = linalg.batch_matmul ins(%collapsed_50, %collapsed_51 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_52 = tensor.expand_shape %119 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_54 = tensor.collapse_shape %transposed_53 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_55 = linalg.transpose ins(%arg27 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %120 = linalg.matmul ins(%collapsed_54, %transposed_55 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%120, %arg28 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_56 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %122 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %104 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %125 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %130 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg29 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg30 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_57 = tensor.collapse_shape %133 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_58 = linalg.transpose ins(%arg31 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %134 = linalg.matmul ins(%collapsed_57, %transposed_58 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%134, %arg32 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_59 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %139 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_60 = tensor.collapse_shape %140 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_61 = linalg.transpose ins(%arg33 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %141 = linalg.matmul ins(%collapsed_60, %transposed_61 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%141, %arg34 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_62 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %143 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %133 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %146 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %146 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%147 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %152 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %151 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %arg35 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg36 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_63 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_64 = linalg.transpose ins(%arg37 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %155 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%155, %arg38 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_65 = tensor.expand_shape %156 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_66 = linalg.transpose ins(%expanded_65 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_67 = linalg.transpose ins(%arg39 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %157 = linalg.matmul ins(%collapsed_63, %transposed_67 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%157, %arg40 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_68 = tensor.expand_shape %158 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_69 = linalg.transpose ins(%arg41 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %159 = linalg.matmul ins(%collapsed_63, %transposed_69 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%159, %arg42 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_70 = tensor.expand_shape %160 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_72 = linalg.transpose ins(%expanded_68 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_73 = tensor.collapse_shape %transposed_66 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_74 = tensor.collapse_shape %transposed_72 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %161 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_75 = tensor.expand_shape %161 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %162 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %163 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %164:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%163 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_76 = tensor.expand_shape %164#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %165 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_76 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %166 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %167 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%166 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %168 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %167 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_77 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_78 = tensor.collapse_shape %transposed_71 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %169 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_79 = tensor.expand_shape %169 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_81 = tensor.collapse_shape %transposed_80 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_82 = linalg.transpose ins(%arg43 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %170 = linalg.matmul ins(%collapsed_81, %transposed_82 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%170, %arg44 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_83 = tensor.expand_shape %171 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83, %154 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%172 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %174 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %175 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%176 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %179 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %180 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %180 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %arg45 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %183 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %arg46 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_84 = tensor.collapse_shape %183 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_85 = linalg.transpose ins(%arg47 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %184 = linalg.matmul ins(%collapsed_84, %transposed_85 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%184, %arg48 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_86 = tensor.expand_shape %185 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %188 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %189 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %189 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_87 = tensor.collapse_shape %190 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_88 = linalg.transpose ins(%arg49 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %191 = linalg.matmul ins(%collapsed_87, %transposed_88 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%191, %arg50 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_89 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %193 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %183 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %194 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %196 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %195 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %196 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%197 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %201 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %arg51 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %arg52 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_90 = tensor.collapse_shape %204 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_91 = linalg.transpose ins(%arg53 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %205 = linalg.matmul ins(%collapsed_90, %transposed_91 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%205, %arg54 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_92 = tensor.expand_shape %206 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_94 = linalg.transpose ins(%arg55 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %207 = linalg.matmul ins(%collapsed_90, %transposed_94 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%207, %arg56 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_95 = tensor.expand_shape %208 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_96 = linalg.transpose ins(%arg57 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %209 = linalg.matmul ins(%collapsed_90, %transposed_96 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%209, %arg58 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_97 = tensor.expand_shape %210 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_99 = linalg.transpose ins(%expanded_95 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_100 = tensor.collapse_shape %transposed_93 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_101 = tensor.collapse_shape %transposed_99 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %211 = linalg.batch_matmul ins(%collapsed_100, %collapsed_101 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_102 = tensor.expand_shape %211 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %212 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %213 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %214:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%213 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_103 = tensor.expand_shape %214#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %215 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_103 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %216 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %217 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%216 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %218 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_104 = tensor.collapse_shape %218 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_105 = tensor.collapse_shape %transposed_98 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %219 = linalg.batch_matmul ins(%collapsed_104, %collapsed_105 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_106 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_107 = linalg.transpose ins(%expanded_106 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_108 = tensor.collapse_shape %transposed_107 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_109 = linalg.transpose ins(%arg59 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %220 = linalg.matmul ins(%collapsed_108, %transposed_109 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%220, %arg60 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_110 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_110, %204 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %224 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %225 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%226 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %230 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231, %arg61 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %arg62 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_111 = tensor.collapse_shape %233 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_112 = linalg.transpose ins(%arg63 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %234 = linalg.matmul ins(%collapsed_111, %transposed_112 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %235 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%234, %arg64 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_113 = tensor.expand_shape %235 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %238 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %239 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_114 = tensor.collapse_shape %240 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_115 = linalg.transpose ins(%arg65 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %241 = linalg.matmul ins(%collapsed_114, %transposed_115 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %242 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%241, %arg66 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_116 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_116, %233 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%243 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %245 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %246 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%247 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %251 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %251 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %arg67 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %arg68 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_117 = tensor.collapse_shape %254 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_118 = linalg.transpose ins(%arg69 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %255 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%255, %arg70 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_119 = tensor.expand_shape %256 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_120 = linalg.transpose ins(%expanded_119 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_121 = linalg.transpose ins(%arg71 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%collapsed_117, %transposed_121 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%257, %arg72 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_122 = tensor.expand_shape %258 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_123 = linalg.transpose ins(%arg73 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %259 = linalg.matmul ins(%collapsed_117, %transposed_123 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%259, %arg74 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_124 = tensor.expand_shape %260 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_126 = linalg.transpose ins(%expanded_122 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_127 = tensor.collapse_shape %transposed_120 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_128 = tensor.collapse_shape %transposed_126 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %261 = linalg.batch_matmul ins(%collapsed_127, %collapsed_128 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_129 = tensor.expand_shape %261 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %262 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %263 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %264:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%263 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_130 = tensor.expand_shape %264#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %265 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_130 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %266 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %267 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%266 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %268 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %267 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_131 = tensor.collapse_shape %268 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_132 = tensor.collapse_shape %transposed_125 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %269 = linalg.batch_matmul ins(%collapsed_131, %collapsed_132 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_133 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_135 = tensor.collapse_shape %transposed_134 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_136 = linalg.transpose ins(%arg75 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %270 = linalg.matmul ins(%collapsed_135, %transposed_136 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%270, %arg76 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_137 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %254 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%272 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %274 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %275 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%276 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %280 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275, %280 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %arg77 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %arg78 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_138 = tensor.collapse_shape %283 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_139 = linalg.transpose ins(%arg79 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %284 = linalg.matmul ins(%collapsed_138, %transposed_139 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%284, %arg80 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_140 = tensor.expand_shape %285 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %289 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_141 = tensor.collapse_shape %290 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_142 = linalg.transpose ins(%arg81 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %291 = linalg.matmul ins(%collapsed_141, %transposed_142 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%291, %arg82 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_143 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_143, %283 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %294 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%293 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %295 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %295 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %296 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%297 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %301 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302, %arg83 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %arg84 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_144 = tensor.collapse_shape %304 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_145 = linalg.transpose ins(%arg85 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %305 = linalg.matmul ins(%collapsed_144, %transposed_145 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%305, %arg86 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_146 = tensor.expand_shape %306 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_147 = linalg.transpose ins(%expanded_146 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_148 = linalg.transpose ins(%arg87 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %307 = linalg.matmul ins(%collapsed_144, %transposed_148 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%307, %arg88 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_149 = tensor.expand_shape %308 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_150 = linalg.transpose ins(%arg89 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %309 = linalg.matmul ins(%collapsed_144, %transposed_150 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%309, %arg90 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_151 = tensor.expand_shape %310 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_152 = linalg.transpose ins(%expanded_151 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_153 = linalg.transpose ins(%expanded_149 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_154 = tensor.collapse_shape %transposed_147 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_155 = tensor.collapse_shape %transposed_153 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %311 = linalg.batch_matmul ins(%collapsed_154, %collapsed_155 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_156 = tensor.expand_shape %311 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %312 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %313 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %314:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%313 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_157 = tensor.expand_shape %314#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %315 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_157 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %316 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %317 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%316 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %318 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %317 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_158 = tensor.collapse_shape %318 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_159 = tensor.collapse_shape %transposed_152 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %319 = linalg.batch_matmul ins(%collapsed_158, %collapsed_159 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_160 = tensor.expand_shape %319 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_162 = tensor.collapse_shape %transposed_161 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_163 = linalg.transpose ins(%arg91 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %320 = linalg.matmul ins(%collapsed_162, %transposed_163 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%320, %arg92 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_164 = tensor.expand_shape %321 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %304 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%322 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %324 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %325 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%326 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %330 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %330 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %332 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %arg93 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %333 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %arg94 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_165 = tensor.collapse_shape %333 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_166 = linalg.transpose ins(%arg95 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %334 = linalg.matmul ins(%collapsed_165, %transposed_166 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %335 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%334, %arg96 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_167 = tensor.expand_shape %335 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %336 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_167 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336, %339 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_168 = tensor.collapse_shape %340 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_169 = linalg.transpose ins(%arg97 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %341 = linalg.matmul ins(%collapsed_168, %transposed_169 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%341, %arg98 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_170 = tensor.expand_shape %342 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_170, %333 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%343 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %345 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343, %345 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %347 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %346 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %351 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %353 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %arg99 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %354 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %arg100 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_171 = tensor.collapse_shape %354 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_172 = linalg.transpose ins(%arg101 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %355 = linalg.matmul ins(%collapsed_171, %transposed_172 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%355, %arg102 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_173 = tensor.expand_shape %356 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_174 = linalg.transpose ins(%expanded_173 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_175 = linalg.transpose ins(%arg103 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %357 = linalg.matmul ins(%collapsed_171, %transposed_175 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%357, %arg104 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_176 = tensor.expand_shape %358 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_177 = linalg.transpose ins(%arg105 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %359 = linalg.matmul ins(%collapsed_171, %transposed_177 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%359, %arg106 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_178 = tensor.expand_shape %360 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_179 = linalg.transpose ins(%expanded_178 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_180 = linalg.transpose ins(%expanded_176 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_181 = tensor.collapse_shape %transposed_174 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_182 = tensor.collapse_shape %transposed_180 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %361 = linalg.batch_matmul ins(%collapsed_181, %collapsed_182 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_183 = tensor.expand_shape %361 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %362 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_183 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %363 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %364:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%363 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_184 = tensor.expand_shape %364#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %365 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_184 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %366 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %367 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%366 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %368 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %367 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_185 = tensor.collapse_shape %368 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_186 = tensor.collapse_shape %transposed_179 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %369 = linalg.batch_matmul ins(%collapsed_185, %collapsed_186 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_187 = tensor.expand_shape %369 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_189 = tensor.collapse_shape %transposed_188 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_190 = linalg.transpose ins(%arg107 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %370 = linalg.matmul ins(%collapsed_189, %transposed_190 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %371 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%370, %arg108 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_191 = tensor.expand_shape %371 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_191, %354 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %373 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%372 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %375 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %374 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %375 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%376 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %380 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %380 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %382 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %arg109 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %arg110 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_192 = tensor.collapse_shape %383 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_193 = linalg.transpose ins(%arg111 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %384 = linalg.matmul ins(%collapsed_192, %transposed_193 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%384, %arg112 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_194 = tensor.expand_shape %385 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_194 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_194 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %389 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_195 = tensor.collapse_shape %390 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_196 = linalg.transpose ins(%arg113 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %391 = linalg.matmul ins(%collapsed_195, %transposed_196 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%391, %arg114 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_197 = tensor.expand_shape %392 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197, %383 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%393 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393, %395 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %396 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%397 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %402 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %401 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %403 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %arg115 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %404 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %arg116 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_198 = tensor.collapse_shape %404 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_199 = linalg.transpose ins(%arg117 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %405 = linalg.matmul ins(%collapsed_198, %transposed_199 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %406 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%405, %arg118 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_200 = tensor.expand_shape %406 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_201 = linalg.transpose ins(%expanded_200 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_202 = linalg.transpose ins(%arg119 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %407 = linalg.matmul ins(%collapsed_198, %transposed_202 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %408 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%407, %arg120 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_203 = tensor.expand_shape %408 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_204 = linalg.transpose ins(%arg121 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %409 = linalg.matmul ins(%collapsed_198, %transposed_204 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%409, %arg122 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_205 = tensor.expand_shape %410 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_206 = linalg.transpose ins(%expanded_205 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_207 = linalg.transpose ins(%expanded_203 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_208 = tensor.collapse_shape %transposed_201 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_209 = tensor.collapse_shape %transposed_207 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %411 = linalg.batch_matmul ins(%collapsed_208, %collapsed_209 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_210 = tensor.expand_shape %411 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %412 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_210 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %413 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %414:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%413 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_211 = tensor.expand_shape %414#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %415 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_211 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %416 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %417 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%416 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %418 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %417 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_212 = tensor.collapse_shape %418 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_213 = tensor.collapse_shape %transposed_206 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %419 = linalg.batch_matmul ins(%collapsed_212, %collapsed_213 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_214 = tensor.expand_shape %419 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_215 = linalg.transpose ins(%expanded_214 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_216 = tensor.collapse_shape %transposed_215 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_217 = linalg.transpose ins(%arg123 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %420 = linalg.matmul ins(%collapsed_216, %transposed_217 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%420, %arg124 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_218 = tensor.expand_shape %421 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %422 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_218, %404 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%422 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %425 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %424 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %426 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %425 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%426 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %430 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431, %arg125 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %arg126 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_219 = tensor.collapse_shape %433 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_220 = linalg.transpose ins(%arg127 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %434 = linalg.matmul ins(%collapsed_219, %transposed_220 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%434, %arg128 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_221 = tensor.expand_shape %435 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %437 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_221 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %439 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %439 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_222 = tensor.collapse_shape %440 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_223 = linalg.transpose ins(%arg129 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %441 = linalg.matmul ins(%collapsed_222, %transposed_223 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%441, %arg130 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_224 = tensor.expand_shape %442 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %443 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_224, %433 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%443 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %446 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %445 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %446 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %448 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %451 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %arg131 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %arg132 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_225 = tensor.collapse_shape %454 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_226 = linalg.transpose ins(%arg133 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %455 = linalg.matmul ins(%collapsed_225, %transposed_226 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%455, %arg134 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_227 = tensor.expand_shape %456 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_228 = linalg.transpose ins(%expanded_227 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_229 = linalg.transpose ins(%arg135 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %457 = linalg.matmul ins(%collapsed_225, %transposed_229 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%457, %arg136 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_230 = tensor.expand_shape %458 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_231 = linalg.transpose ins(%arg137 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %459 = linalg.matmul ins(%collapsed_225, %transposed_231 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%459, %arg138 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_232 = tensor.expand_shape %460 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_233 = linalg.transpose ins(%expanded_232 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_234 = linalg.transpose ins(%expanded_230 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_235 = tensor.collapse_shape %transposed_228 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_236 = tensor.collapse_shape %transposed_234 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %461 = linalg.batch_matmul ins(%collapsed_235, %collapsed_236 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_237 = tensor.expand_shape %461 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %462 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_237 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %463 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %464:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%463 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_238 = tensor.expand_shape %464#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %465 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %expanded_238 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %466 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %467 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%466 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %468 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %467 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_239 = tensor.collapse_shape %468 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_240 = tensor.collapse_shape %transposed_233 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %469 = linalg.batch_matmul ins(%collapsed_239, %collapsed_240 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_241 = tensor.expand_shape %469 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_242 = linalg.transpose ins(%expanded_241 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_243 = tensor.collapse_shape %transposed_242 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_244 = linalg.transpose ins(%arg139 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %470 = linalg.matmul ins(%collapsed_243, %transposed_244 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%470, %arg140 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_245 = tensor.expand_shape %471 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %472 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_245, %454 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%472 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %474 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %475 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %474 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %476 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %475 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %477 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%476 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %478 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %479 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %481 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %480 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %482 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481, %arg141 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %483 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482, %arg142 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_246 = tensor.collapse_shape %483 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_247 = linalg.transpose ins(%arg143 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %484 = linalg.matmul ins(%collapsed_246, %transposed_247 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%484, %arg144 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_248 = tensor.expand_shape %485 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %486 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_248 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %487 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_248 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %488 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %489 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_249 = tensor.collapse_shape %490 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_250 = linalg.transpose ins(%arg145 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %491 = linalg.matmul ins(%collapsed_249, %transposed_250 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%491, %arg146 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_251 = tensor.expand_shape %492 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %493 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_251, %483 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %494 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%493 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %496 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %495 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %497 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %496 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %498 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%497 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %499 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %500 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %501 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %502 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %501 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %503 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502, %arg147 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %504 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %arg148 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_252 = tensor.collapse_shape %504 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_253 = linalg.transpose ins(%arg149 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %505 = linalg.matmul ins(%collapsed_252, %transposed_253 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%505, %arg150 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_254 = tensor.expand_shape %506 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_255 = linalg.transpose ins(%expanded_254 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_256 = linalg.transpose ins(%arg151 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %507 = linalg.matmul ins(%collapsed_252, %transposed_256 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%507, %arg152 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_257 = tensor.expand_shape %508 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_258 = linalg.transpose ins(%arg153 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %509 = linalg.matmul ins(%collapsed_252, %transposed_258 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %510 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%509, %arg154 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_259 = tensor.expand_shape %510 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_260 = linalg.transpose ins(%expanded_259 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_261 = linalg.transpose ins(%expanded_257 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_262 = tensor.collapse_shape %transposed_255 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_263 = tensor.collapse_shape %transposed_261 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %511 = linalg.batch_matmul ins(%collapsed_262, %collapsed_263 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_264 = tensor.expand_shape %511 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %512 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_264 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %513 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %514:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%513 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_265 = tensor.expand_shape %514#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %515 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %expanded_265 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %516 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %517 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%516 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %518 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %517 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_266 = tensor.collapse_shape %518 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_267 = tensor.collapse_shape %transposed_260 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %519 = linalg.batch_matmul ins(%collapsed_266, %collapsed_267 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_268 = tensor.expand_shape %519 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_269 = linalg.transpose ins(%expanded_268 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_270 = tensor.collapse_shape %transposed_269 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_271 = linalg.transpose ins(%arg155 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %520 = linalg.matmul ins(%collapsed_270, %transposed_271 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%520, %arg156 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_272 = tensor.expand_shape %521 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %522 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_272, %504 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %523 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%522 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %524 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %525 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522, %524 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %526 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %525 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%526 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %529 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %531 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %530 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %532 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531, %arg157 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%532, %arg158 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_273 = tensor.collapse_shape %533 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_274 = linalg.transpose ins(%arg159 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %534 = linalg.matmul ins(%collapsed_273, %transposed_274 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%534, %arg160 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_275 = tensor.expand_shape %535 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %536 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_275 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %537 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_275 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %538 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %539 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %540 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536, %539 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_276 = tensor.collapse_shape %540 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_277 = linalg.transpose ins(%arg161 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %541 = linalg.matmul ins(%collapsed_276, %transposed_277 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%541, %arg162 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_278 = tensor.expand_shape %542 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_278, %533 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %544 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%543 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %545 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %546 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543, %545 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %547 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %546 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %548 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%547 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %549 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %550 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %551 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %552 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%546, %551 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %553 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %arg163 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %554 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %arg164 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_279 = tensor.collapse_shape %554 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_280 = linalg.transpose ins(%arg165 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %555 = linalg.matmul ins(%collapsed_279, %transposed_280 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%555, %arg166 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_281 = tensor.expand_shape %556 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_282 = linalg.transpose ins(%expanded_281 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_283 = linalg.transpose ins(%arg167 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %557 = linalg.matmul ins(%collapsed_279, %transposed_283 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %558 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%557, %arg168 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_284 = tensor.expand_shape %558 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_285 = linalg.transpose ins(%arg169 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %559 = linalg.matmul ins(%collapsed_279, %transposed_285 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%559, %arg170 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_286 = tensor.expand_shape %560 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_287 = linalg.transpose ins(%expanded_286 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_288 = linalg.transpose ins(%expanded_284 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_289 = tensor.collapse_shape %transposed_282 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_290 = tensor.collapse_shape %transposed_288 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %561 = linalg.batch_matmul ins(%collapsed_289, %collapsed_290 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_291 = tensor.expand_shape %561 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %562 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_291 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %563 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %564:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%563 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_292 = tensor.expand_shape %564#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %565 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %expanded_292 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %566 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%565 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %567 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%566 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %568 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %567 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_293 = tensor.collapse_shape %568 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_294 = tensor.collapse_shape %transposed_287 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %569 = linalg.batch_matmul ins(%collapsed_293, %collapsed_294 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_295 = tensor.expand_shape %569 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_296 = linalg.transpose ins(%expanded_295 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_297 = tensor.collapse_shape %transposed_296 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_298 = linalg.transpose ins(%arg171 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %570 = linalg.matmul ins(%collapsed_297, %transposed_298 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %571 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%570, %arg172 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_299 = tensor.expand_shape %571 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %572 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_299, %554 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %573 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%572 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %574 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %575 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572, %574 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %576 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %575 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %577 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%576 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %578 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %579 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %580 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %581 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %580 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %582 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %arg173 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %583 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %arg174 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_300 = tensor.collapse_shape %583 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_301 = linalg.transpose ins(%arg175 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %584 = linalg.matmul ins(%collapsed_300, %transposed_301 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %585 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%584, %arg176 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_302 = tensor.expand_shape %585 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %586 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_302 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %587 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_302 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %588 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %589 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %590 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586, %589 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_303 = tensor.collapse_shape %590 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_304 = linalg.transpose ins(%arg177 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %591 = linalg.matmul ins(%collapsed_303, %transposed_304 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %592 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%591, %arg178 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_305 = tensor.expand_shape %592 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %593 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_305, %583 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %594 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%593 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %595 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %596 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %595 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %597 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %596 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %598 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%597 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %599 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %600 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %601 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %602 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %601 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %603 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %arg179 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %604 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %arg180 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_306 = tensor.collapse_shape %604 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_307 = linalg.transpose ins(%arg181 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %605 = linalg.matmul ins(%collapsed_306, %transposed_307 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %606 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%605, %arg182 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_308 = tensor.expand_shape %606 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_309 = linalg.transpose ins(%expanded_308 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_310 = linalg.transpose ins(%arg183 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %607 = linalg.matmul ins(%collapsed_306, %transposed_310 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %608 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%607, %arg184 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_311 = tensor.expand_shape %608 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_312 = linalg.transpose ins(%arg185 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %609 = linalg.matmul ins(%collapsed_306, %transposed_312 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %610 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%609, %arg186 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_313 = tensor.expand_shape %610 [[0, 1], [2, 3]] output_shape [8, 128, 12, 64] : tensor<1024x768xf32> into tensor<8x128x12x64xf32>
    %transposed_314 = linalg.transpose ins(%expanded_313 : tensor<8x128x12x64xf32>) outs(%38 : tensor<8x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_315 = linalg.transpose ins(%expanded_311 : tensor<8x128x12x64xf32>) outs(%43 : tensor<8x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_316 = tensor.collapse_shape %transposed_309 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %collapsed_317 = tensor.collapse_shape %transposed_315 [[0, 1], [2], [3]] : tensor<8x12x64x128xf32> into tensor<96x64x128xf32>
    %611 = linalg.batch_matmul ins(%collapsed_316, %collapsed_317 : tensor<96x128x64xf32>, tensor<96x64x128xf32>) outs(%45 : tensor<96x128x128xf32>) -> tensor<96x128x128xf32>
    %expanded_318 = tensor.expand_shape %611 [[0, 1], [2], [3]] output_shape [8, 12, 128, 128] : tensor<96x128x128xf32> into tensor<8x12x128x128xf32>
    %612 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_318 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_6 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %613 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612, %32 : tensor<8x12x128x128xf32>, tensor<8x1x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %614:2 = linalg.generic {indexing_maps = [#map8, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%613 : tensor<8x12x128x128xf32>) outs(%53, %51 : tensor<8x12x128xf32>, tensor<8x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_336: i64):
      %660 = linalg.index 3 : index
      %661 = arith.index_cast %660 : index to i64
      %662 = arith.maximumf %in, %out : f32
      %663 = arith.cmpf ogt, %in, %out : f32
      %664 = arith.select %663, %661, %out_336 : i64
      linalg.yield %662, %664 : f32, i64
    } -> (tensor<8x12x128xf32>, tensor<8x12x128xi64>)
    %expanded_319 = tensor.expand_shape %614#0 [[0], [1], [2, 3]] output_shape [8, 12, 128, 1] : tensor<8x12x128xf32> into tensor<8x12x128x1xf32>
    %615 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%613, %expanded_319 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %616 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615 : tensor<8x12x128x128xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.exp %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %617 = linalg.generic {indexing_maps = [#map8, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%616 : tensor<8x12x128x128xf32>) outs(%58 : tensor<8x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x1xf32>
    %618 = linalg.generic {indexing_maps = [#map8, #map13, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %617 : tensor<8x12x128x128xf32>, tensor<8x12x128x1xf32>) outs(%47 : tensor<8x12x128x128xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.divf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x12x128x128xf32>
    %collapsed_320 = tensor.collapse_shape %618 [[0, 1], [2], [3]] : tensor<8x12x128x128xf32> into tensor<96x128x128xf32>
    %collapsed_321 = tensor.collapse_shape %transposed_314 [[0, 1], [2], [3]] : tensor<8x12x128x64xf32> into tensor<96x128x64xf32>
    %619 = linalg.batch_matmul ins(%collapsed_320, %collapsed_321 : tensor<96x128x128xf32>, tensor<96x128x64xf32>) outs(%62 : tensor<96x128x64xf32>) -> tensor<96x128x64xf32>
    %expanded_322 = tensor.expand_shape %619 [[0, 1], [2], [3]] output_shape [8, 12, 128, 64] : tensor<96x128x64xf32> into tensor<8x12x128x64xf32>
    %transposed_323 = linalg.transpose ins(%expanded_322 : tensor<8x12x128x64xf32>) outs(%64 : tensor<8x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_324 = tensor.collapse_shape %transposed_323 [[0, 1], [2, 3]] : tensor<8x128x12x64xf32> into tensor<1024x768xf32>
    %transposed_325 = linalg.transpose ins(%arg187 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %620 = linalg.matmul ins(%collapsed_324, %transposed_325 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %621 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%620, %arg188 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_326 = tensor.expand_shape %621 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %622 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %604 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %623 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%622 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %624 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %625 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %624 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %626 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %625 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %627 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%626 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %628 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %629 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %630 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %631 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %630 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %632 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %arg189 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %633 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %arg190 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %collapsed_327 = tensor.collapse_shape %633 [[0, 1], [2]] : tensor<8x128x768xf32> into tensor<1024x768xf32>
    %transposed_328 = linalg.transpose ins(%arg191 : tensor<3072x768xf32>) outs(%79 : tensor<768x3072xf32>) permutation = [1, 0] 
    %634 = linalg.matmul ins(%collapsed_327, %transposed_328 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%81 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %635 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%634, %arg192 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%80 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x3072xf32>
    %expanded_329 = tensor.expand_shape %635 [[0, 1], [2]] output_shape [8, 128, 3072] : tensor<1024x3072xf32> into tensor<8x128x3072xf32>
    %636 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_329 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst_7 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %637 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_329 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.mulf %in, %cst : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %638 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.erf %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %639 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638 : tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_8 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %640 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %639 : tensor<8x128x3072xf32>, tensor<8x128x3072xf32>) outs(%84 : tensor<8x128x3072xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x3072xf32>
    %collapsed_330 = tensor.collapse_shape %640 [[0, 1], [2]] : tensor<8x128x3072xf32> into tensor<1024x3072xf32>
    %transposed_331 = linalg.transpose ins(%arg193 : tensor<768x3072xf32>) outs(%90 : tensor<3072x768xf32>) permutation = [1, 0] 
    %641 = linalg.matmul ins(%collapsed_330, %transposed_331 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%35 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %642 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%641, %arg194 : tensor<1024x768xf32>, tensor<768xf32>) outs(%34 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<1024x768xf32>
    %expanded_332 = tensor.expand_shape %642 [[0, 1], [2]] output_shape [8, 128, 768] : tensor<1024x768xf32> into tensor<8x128x768xf32>
    %643 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_332, %633 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %644 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%643 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %645 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %646 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%643, %645 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.subf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %647 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %646 : tensor<8x128x768xf32>, tensor<8x128x768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %648 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%647 : tensor<8x128x768xf32>) outs(%13 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %out : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %649 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.divf %in, %cst_5 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %650 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = arith.addf %in, %cst_0 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %651 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<8x128x1xf32>) outs(%12 : tensor<8x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.rsqrt %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x1xf32>
    %652 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %651 : tensor<8x128x768xf32>, tensor<8x128x1xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %653 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652, %arg195 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.mulf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %654 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653, %arg196 : tensor<8x128x768xf32>, tensor<768xf32>) outs(%5 : tensor<8x128x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x128x768xf32>
    %extracted_slice_333 = tensor.extract_slice %654[0, 0, 0] [8, 1, 768] [1, 1, 1] : tensor<8x128x768xf32> to tensor<8x1x768xf32>
    %collapsed_334 = tensor.collapse_shape %extracted_slice_333 [[0, 1], [2]] : tensor<8x1x768xf32> into tensor<8x768xf32>
    %transposed_335 = linalg.transpose ins(%arg197 : tensor<768x768xf32>) outs(%33 : tensor<768x768xf32>) permutation = [1, 0] 
    %655 = tensor.empty() : tensor<8x768xf32>
    %656 = linalg.fill ins(%cst_1 : f32) outs(%655 : tensor<8x768xf32>) -> tensor<8x768xf32>
    %657 = linalg.matmul ins(%collapsed_334, %transposed_335 : tensor<8x768xf32>, tensor<768x768xf32>) outs(%656 : tensor<8x768xf32>) -> tensor<8x768xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%657, %arg198 : tensor<8x768xf32>, tensor<768xf32>) outs(%655 : tensor<8x768xf32>) {
    ^bb0(%in: f32, %in_336: f32, %out: f32):
      %660 = arith.addf %in, %in_336 : f32
      linalg.yield %660 : f32
    } -> tensor<8x768xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%658 : tensor<8x768xf32>) outs(%655 : tensor<8x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %660 = math.tanh %in : f32
      linalg.yield %660 : f32
    } -> tensor<8x768xf32>
    return %654, %659 : tensor<8x128x768xf32>, tensor<8x768xf32>
  }
}
