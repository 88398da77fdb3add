#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map10 = affine_map<(d0, d1, d2) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map19 = affine_map<(d0, d1, d2) -> (d2)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<50257x768xf32>, %arg1: tensor<1024x768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x2304xf32>, %arg5: tensor<2304xf32>, %arg6: tensor<768x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768x3072xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<3072x768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768x2304xf32>, %arg17: tensor<2304xf32>, %arg18: tensor<768x768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768x3072xf32>, %arg23: tensor<3072xf32>, %arg24: tensor<3072x768xf32>, %arg25: tensor<768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x2304xf32>, %arg29: tensor<2304xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768x3072xf32>, %arg35: tensor<3072xf32>, %arg36: tensor<3072x768xf32>, %arg37: tensor<768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x2304xf32>, %arg41: tensor<2304xf32>, %arg42: tensor<768x768xf32>, %arg43: tensor<768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768x3072xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<3072x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768x2304xf32>, %arg53: tensor<2304xf32>, %arg54: tensor<768x768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768x3072xf32>, %arg59: tensor<3072xf32>, %arg60: tensor<3072x768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x2304xf32>, %arg65: tensor<2304xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768x3072xf32>, %arg71: tensor<3072xf32>, %arg72: tensor<3072x768xf32>, %arg73: tensor<768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768x2304xf32>, %arg77: tensor<2304xf32>, %arg78: tensor<768x768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768x3072xf32>, %arg83: tensor<3072xf32>, %arg84: tensor<3072x768xf32>, %arg85: tensor<768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768x2304xf32>, %arg89: tensor<2304xf32>, %arg90: tensor<768x768xf32>, %arg91: tensor<768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768x3072xf32>, %arg95: tensor<3072xf32>, %arg96: tensor<3072x768xf32>, %arg97: tensor<768xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x2304xf32>, %arg101: tensor<2304xf32>, %arg102: tensor<768x768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768x3072xf32>, %arg107: tensor<3072xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768x2304xf32>, %arg113: tensor<2304xf32>, %arg114: tensor<768x768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768x3072xf32>, %arg119: tensor<3072xf32>, %arg120: tensor<3072x768xf32>, %arg121: tensor<768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768x2304xf32>, %arg125: tensor<2304xf32>, %arg126: tensor<768x768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768x3072xf32>, %arg131: tensor<3072xf32>, %arg132: tensor<3072x768xf32>, %arg133: tensor<768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768x2304xf32>, %arg137: tensor<2304xf32>, %arg138: tensor<768x768xf32>, %arg139: tensor<768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768x3072xf32>, %arg143: tensor<3072xf32>, %arg144: tensor<3072x768xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<4x256xi64>) -> tensor<4x256x768xf32> {
    %cst = arith.constant 0.797884583 : f32
    %cst_0 = arith.constant 4.471500e-02 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %c3_i64 = arith.constant 3 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256_i64 = arith.constant 256 : i64
    %c50257 = arith.constant 50257 : index
    %c1024 = arith.constant 1024 : index
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 7.680000e+02 : f32
    %cst_8 = arith.constant 1.250000e-01 : f32
    %cst_9 = arith.constant 5.000000e-01 : f32
    %cst_10 = arith.constant 1.000000e+00 : f32
    %cst_11 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4x256x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148 : tensor<4x256xi64>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %658 = arith.index_cast %in : i64 to index
      %659 = linalg.index 2 : index
      %660 = arith.cmpi slt, %658, %c50257 : index
      cf.assert %660, "index must be smaller than dim size"
      %661 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %661, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%658, %659] : tensor<50257x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x256x768xf32>
    %2 = tensor.empty() : tensor<256xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %658 = linalg.index 0 : index
      %659 = arith.index_cast %658 : index to i64
      linalg.yield %659 : i64
    } -> tensor<256xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 256] : tensor<256xi64> into tensor<1x256xi64>
    %4 = tensor.empty() : tensor<1x256x768xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x256xi64>) outs(%4 : tensor<1x256x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %658 = arith.index_cast %in : i64 to index
      %659 = linalg.index 2 : index
      %660 = arith.cmpi slt, %658, %c1024 : index
      cf.assert %660, "index must be smaller than dim size"
      %661 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %661, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%658, %659] : tensor<1024x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x256x768xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<4x256x768xf32>, tensor<1x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %7 = tensor.empty() : tensor<4x256xi64>
    %8 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<256xi64>) outs(%7 : tensor<4x256xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<4x256xi64>
    %extracted_slice = tensor.extract_slice %8[0, 0] [4, 1] [1, 1] : tensor<4x256xi64> to tensor<4x1xi64>
    %9 = tensor.empty() : tensor<4x1xi64>
    %10 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<4x1xi64>) outs(%9 : tensor<4x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %658 = arith.subi %in, %c1_i64 : i64
      linalg.yield %658 : i64
    } -> tensor<4x1xi64>
    %concat = tensor.concat dim(1) %10, %8 : (tensor<4x1xi64>, tensor<4x256xi64>) -> tensor<4x257xi64>
    %extracted_slice_12 = tensor.extract_slice %concat[0, 0] [4, 256] [1, 1] : tensor<4x257xi64> to tensor<4x256xi64>
    %extracted_slice_13 = tensor.extract_slice %concat[0, 1] [4, 256] [1, 1] : tensor<4x257xi64> to tensor<4x256xi64>
    %11 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_13, %extracted_slice_12 : tensor<4x256xi64>, tensor<4x256xi64>) outs(%7 : tensor<4x256xi64>) {
    ^bb0(%in: i64, %in_317: i64, %out: i64):
      %658 = arith.subi %in, %in_317 : i64
      linalg.yield %658 : i64
    } -> tensor<4x256xi64>
    %12 = tensor.empty() : tensor<4x256xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x256xi64>) outs(%12 : tensor<4x256xi1>) {
    ^bb0(%in: i64, %out: i1):
      %658 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %658 : i1
    } -> tensor<4x256xi1>
    %expanded_14 = tensor.expand_shape %3 [[0, 1]] output_shape [256, 1] : tensor<256xi64> into tensor<256x1xi64>
    %14 = tensor.empty() : tensor<256x256xi1>
    %15 = linalg.generic {indexing_maps = [#map6, #map7, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_14 : tensor<1x256xi64>, tensor<256x1xi64>) outs(%14 : tensor<256x256xi1>) {
    ^bb0(%in: i64, %in_317: i64, %out: i1):
      %658 = arith.cmpi sle, %in, %in_317 : i64
      linalg.yield %658 : i1
    } -> tensor<256x256xi1>
    %16 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<4x256xi1>) outs(%7 : tensor<4x256xi64>) {
    ^bb0(%in: i1, %out: i64):
      %658 = arith.extui %in : i1 to i64
      linalg.yield %658 : i64
    } -> tensor<4x256xi64>
    %expanded_15 = tensor.expand_shape %16 [[0], [1, 2]] output_shape [4, 1, 256] : tensor<4x256xi64> into tensor<4x1x256xi64>
    %17 = tensor.empty() : tensor<4x256x256xi64>
    %18 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %expanded_15, %cst_11 : tensor<256x256xi1>, tensor<4x1x256xi64>, tensor<i64>) outs(%17 : tensor<4x256x256xi64>) {
    ^bb0(%in: i1, %in_317: i64, %in_318: i64, %out: i64):
      %658 = arith.select %in, %in_317, %in_318 : i64
      linalg.yield %658 : i64
    } -> tensor<4x256x256xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<4x256xi64>) -> tensor<4x256xi64>
    %20 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%18 : tensor<4x256x256xi64>) outs(%19 : tensor<4x256xi64>) {
    ^bb0(%in: i64, %out: i64):
      %658 = arith.addi %in, %out : i64
      linalg.yield %658 : i64
    } -> tensor<4x256xi64>
    %21 = tensor.empty() : tensor<4xi64>
    %22 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%21 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %658 = linalg.index 0 : index
      %659 = arith.index_cast %658 : index to i64
      linalg.yield %659 : i64
    } -> tensor<4xi64>
    %expanded_16 = tensor.expand_shape %22 [[0, 1, 2, 3]] output_shape [4, 1, 1, 1] : tensor<4xi64> into tensor<4x1x1x1xi64>
    %expanded_17 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 256, 1] : tensor<256xi64> into tensor<1x1x256x1xi64>
    %expanded_18 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 256] : tensor<256xi64> into tensor<1x1x1x256xi64>
    %23 = tensor.empty() : tensor<4x1x256x1xi64>
    %24 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_17 : tensor<4x1x1x1xi64>, tensor<1x1x256x1xi64>) outs(%23 : tensor<4x1x256x1xi64>) {
    ^bb0(%in: i64, %in_317: i64, %out: i64):
      %658 = arith.cmpi slt, %in, %c0_i64 : i64
      %659 = arith.addi %in, %c4_i64 : i64
      %660 = arith.select %658, %659, %in : i64
      %661 = arith.index_cast %660 : i64 to index
      %662 = arith.cmpi slt, %in_317, %c0_i64 : i64
      %663 = arith.addi %in_317, %c256_i64 : i64
      %664 = arith.select %662, %663, %in_317 : i64
      %665 = arith.index_cast %664 : i64 to index
      %extracted = tensor.extract %8[%661, %665] : tensor<4x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x256x1xi64>
    %25 = tensor.empty() : tensor<4x1x1x256xi64>
    %26 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_18 : tensor<4x1x1x1xi64>, tensor<1x1x1x256xi64>) outs(%25 : tensor<4x1x1x256xi64>) {
    ^bb0(%in: i64, %in_317: i64, %out: i64):
      %658 = arith.cmpi slt, %in, %c0_i64 : i64
      %659 = arith.addi %in, %c4_i64 : i64
      %660 = arith.select %658, %659, %in : i64
      %661 = arith.index_cast %660 : i64 to index
      %662 = arith.cmpi slt, %in_317, %c0_i64 : i64
      %663 = arith.addi %in_317, %c256_i64 : i64
      %664 = arith.select %662, %663, %in_317 : i64
      %665 = arith.index_cast %664 : i64 to index
      %extracted = tensor.extract %8[%661, %665] : tensor<4x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x256xi64>
    %27 = tensor.empty() : tensor<4x1x256x256xi1>
    %28 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %24 : tensor<4x1x1x256xi64>, tensor<4x1x256x1xi64>) outs(%27 : tensor<4x1x256x256xi1>) {
    ^bb0(%in: i64, %in_317: i64, %out: i1):
      %658 = arith.cmpi sle, %in, %in_317 : i64
      linalg.yield %658 : i1
    } -> tensor<4x1x256x256xi1>
    %29 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %28 : tensor<i1>, tensor<4x1x256x256xi1>) outs(%27 : tensor<4x1x256x256xi1>) {
    ^bb0(%in: i1, %in_317: i1, %out: i1):
      %658 = arith.andi %in, %in_317 : i1
      linalg.yield %658 : i1
    } -> tensor<4x1x256x256xi1>
    %30 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_17 : tensor<4x1x1x1xi64>, tensor<1x1x256x1xi64>) outs(%23 : tensor<4x1x256x1xi64>) {
    ^bb0(%in: i64, %in_317: i64, %out: i64):
      %658 = arith.cmpi slt, %in, %c0_i64 : i64
      %659 = arith.addi %in, %c4_i64 : i64
      %660 = arith.select %658, %659, %in : i64
      %661 = arith.index_cast %660 : i64 to index
      %662 = arith.cmpi slt, %in_317, %c0_i64 : i64
      %663 = arith.addi %in_317, %c256_i64 : i64
      %664 = arith.select %662, %663, %in_317 : i64
      %665 = arith.index_cast %664 : i64 to index
      %extracted = tensor.extract %20[%661, %665] : tensor<4x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x256x1xi64>
    %31 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_18 : tensor<4x1x1x1xi64>, tensor<1x1x1x256xi64>) outs(%25 : tensor<4x1x1x256xi64>) {
    ^bb0(%in: i64, %in_317: i64, %out: i64):
      %658 = arith.cmpi slt, %in, %c0_i64 : i64
      %659 = arith.addi %in, %c4_i64 : i64
      %660 = arith.select %658, %659, %in : i64
      %661 = arith.index_cast %660 : i64 to index
      %662 = arith.cmpi slt, %in_317, %c0_i64 : i64
      %663 = arith.addi %in_317, %c256_i64 : i64
      %664 = arith.select %662, %663, %in_317 : i64
      %665 = arith.index_cast %664 : i64 to index
      %extracted = tensor.extract %20[%661, %665] : tensor<4x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<4x1x1x256xi64>
    %32 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %31 : tensor<4x1x256x1xi64>, tensor<4x1x1x256xi64>) outs(%27 : tensor<4x1x256x256xi1>) {
    ^bb0(%in: i64, %in_317: i64, %out: i1):
      %658 = arith.cmpi eq, %in, %in_317 : i64
      linalg.yield %658 : i1
    } -> tensor<4x1x256x256xi1>
    %33 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %32 : tensor<4x1x256x256xi1>, tensor<4x1x256x256xi1>) outs(%27 : tensor<4x1x256x256xi1>) {
    ^bb0(%in: i1, %in_317: i1, %out: i1):
      %658 = arith.andi %in, %in_317 : i1
      linalg.yield %658 : i1
    } -> tensor<4x1x256x256xi1>
    %34 = tensor.empty() : tensor<4x1x256x256xf32>
    %35 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %cst_5, %cst_4 : tensor<4x1x256x256xi1>, tensor<f32>, tensor<f32>) outs(%34 : tensor<4x1x256x256xf32>) {
    ^bb0(%in: i1, %in_317: f32, %in_318: f32, %out: f32):
      %658 = arith.select %in, %in_317, %in_318 : f32
      linalg.yield %658 : f32
    } -> tensor<4x1x256x256xf32>
    %36 = tensor.empty() : tensor<4x256x1xf32>
    %37 = linalg.fill ins(%cst_2 : f32) outs(%36 : tensor<4x256x1xf32>) -> tensor<4x256x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %39 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %40 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%41 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %45 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %arg2 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %arg3 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed = tensor.collapse_shape %48 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %49 = tensor.empty() : tensor<1024x2304xf32>
    %50 = linalg.fill ins(%cst_2 : f32) outs(%49 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %51 = linalg.matmul ins(%collapsed, %arg4 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%51, %arg5 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_19 = tensor.expand_shape %52 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_20 = tensor.extract_slice %expanded_19[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_19[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_22 = tensor.extract_slice %expanded_19[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_24 = tensor.expand_shape %extracted_slice_22 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %53 = tensor.empty() : tensor<4x12x256x64xf32>
    %transposed = linalg.transpose ins(%expanded_24 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_25 = tensor.expand_shape %extracted_slice_20 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %54 = tensor.empty() : tensor<4x12x64x256xf32>
    %transposed_27 = linalg.transpose ins(%expanded_23 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_28 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %55 = tensor.empty() : tensor<48x256x256xf32>
    %56 = linalg.fill ins(%cst_2 : f32) outs(%55 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %57 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_30 = tensor.expand_shape %57 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %58 = tensor.empty() : tensor<4x12x256x256xf32>
    %59 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %60 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %61 = tensor.empty() : tensor<4x12x256xi64>
    %62 = linalg.fill ins(%c0_i64 : i64) outs(%61 : tensor<4x12x256xi64>) -> tensor<4x12x256xi64>
    %63 = tensor.empty() : tensor<4x12x256xf32>
    %64 = linalg.fill ins(%cst_3 : f32) outs(%63 : tensor<4x12x256xf32>) -> tensor<4x12x256xf32>
    %65:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_31 = tensor.expand_shape %65#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %66 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_31 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %67 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %68 = tensor.empty() : tensor<4x12x256x1xf32>
    %69 = linalg.fill ins(%cst_2 : f32) outs(%68 : tensor<4x12x256x1xf32>) -> tensor<4x12x256x1xf32>
    %70 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%67 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %71 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %70 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_32 = tensor.collapse_shape %71 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_33 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %72 = tensor.empty() : tensor<48x256x64xf32>
    %73 = linalg.fill ins(%cst_2 : f32) outs(%72 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %74 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_34 = tensor.expand_shape %74 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %75 = tensor.empty() : tensor<4x256x12x64xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_36 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %76 = tensor.empty() : tensor<1024x768xf32>
    %77 = linalg.fill ins(%cst_2 : f32) outs(%76 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %78 = linalg.matmul ins(%collapsed_36, %arg6 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%78, %arg7 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_37 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37, %6 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %82 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %83 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %88 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %arg8 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %arg9 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_38 = tensor.collapse_shape %91 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %92 = tensor.empty() : tensor<1024x3072xf32>
    %93 = linalg.fill ins(%cst_2 : f32) outs(%92 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %94 = linalg.matmul ins(%collapsed_38, %arg10 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%94, %arg11 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_39 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %96 = tensor.empty() : tensor<4x256x3072xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %99 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %103 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_40 = tensor.collapse_shape %104 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %105 = linalg.matmul ins(%collapsed_40, %arg12 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%105, %arg13 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_41 = tensor.expand_shape %106 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %expanded_41 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%107 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %109 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %110 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%111 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %115 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %arg14 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %arg15 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_42 = tensor.collapse_shape %118 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %119 = linalg.matmul ins(%collapsed_42, %arg16 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%119, %arg17 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_43 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_43[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_43[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_46 = tensor.extract_slice %expanded_43[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_47 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_48 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_50 = tensor.expand_shape %extracted_slice_44 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_52 = linalg.transpose ins(%expanded_47 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_53 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %121 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_55 = tensor.expand_shape %121 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %122 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %123 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %124:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_56 = tensor.expand_shape %124#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %125 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_56 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %126 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %127 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %128 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %127 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_57 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %129 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_59 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_61 = tensor.collapse_shape %transposed_60 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %130 = linalg.matmul ins(%collapsed_61, %arg18 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %131 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%130, %arg19 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_62 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_62, %107 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %134 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %135 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %140 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg20 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg21 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_63 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %144 = linalg.matmul ins(%collapsed_63, %arg22 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %145 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%144, %arg23 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_64 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %148 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %152 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_65 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %154 = linalg.matmul ins(%collapsed_65, %arg24 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %155 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%154, %arg25 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_66 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_66 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %158 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %159 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159, %164 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg26 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %arg27 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_67 = tensor.collapse_shape %167 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %168 = linalg.matmul ins(%collapsed_67, %arg28 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %169 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%168, %arg29 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_68 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_69 = tensor.extract_slice %expanded_68[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_70 = tensor.extract_slice %expanded_68[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_71 = tensor.extract_slice %expanded_68[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_72 = tensor.expand_shape %extracted_slice_70 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_73 = tensor.expand_shape %extracted_slice_71 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_75 = tensor.expand_shape %extracted_slice_69 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_77 = linalg.transpose ins(%expanded_72 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_78 = tensor.collapse_shape %transposed_76 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_79 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %170 = linalg.batch_matmul ins(%collapsed_78, %collapsed_79 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_80 = tensor.expand_shape %170 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %171 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %172 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %173:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_81 = tensor.expand_shape %173#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %174 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_81 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %175 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %176 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%175 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %177 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %176 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_82 = tensor.collapse_shape %177 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_83 = tensor.collapse_shape %transposed_74 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %178 = linalg.batch_matmul ins(%collapsed_82, %collapsed_83 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_84 = tensor.expand_shape %178 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_85 = linalg.transpose ins(%expanded_84 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %179 = linalg.matmul ins(%collapsed_86, %arg30 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %180 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%179, %arg31 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_87 = tensor.expand_shape %180 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_87, %156 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %183 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %184 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %189 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190, %arg32 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %arg33 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_88 = tensor.collapse_shape %192 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %193 = linalg.matmul ins(%collapsed_88, %arg34 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %194 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%193, %arg35 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_89 = tensor.expand_shape %194 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_89, %197 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %201 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_90 = tensor.collapse_shape %202 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %203 = linalg.matmul ins(%collapsed_90, %arg36 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %204 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%203, %arg37 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_91 = tensor.expand_shape %204 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %expanded_91 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %208 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %213 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %arg38 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %arg39 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_92 = tensor.collapse_shape %216 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %217 = linalg.matmul ins(%collapsed_92, %arg40 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %218 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%217, %arg41 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_93 = tensor.expand_shape %218 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_94 = tensor.extract_slice %expanded_93[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_95 = tensor.extract_slice %expanded_93[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_96 = tensor.extract_slice %expanded_93[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_97 = tensor.expand_shape %extracted_slice_95 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_98 = tensor.expand_shape %extracted_slice_96 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_100 = tensor.expand_shape %extracted_slice_94 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_102 = linalg.transpose ins(%expanded_97 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_103 = tensor.collapse_shape %transposed_101 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_104 = tensor.collapse_shape %transposed_102 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %219 = linalg.batch_matmul ins(%collapsed_103, %collapsed_104 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_105 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %220 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_105 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %221 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %222:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%221 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_106 = tensor.expand_shape %222#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %223 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_106 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %224 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %225 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%224 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %226 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224, %225 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_107 = tensor.collapse_shape %226 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_108 = tensor.collapse_shape %transposed_99 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %227 = linalg.batch_matmul ins(%collapsed_107, %collapsed_108 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_109 = tensor.expand_shape %227 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_110 = linalg.transpose ins(%expanded_109 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_111 = tensor.collapse_shape %transposed_110 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %228 = linalg.matmul ins(%collapsed_111, %arg42 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %229 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%228, %arg43 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_112 = tensor.expand_shape %229 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %205 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %232 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %233 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%234 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %238 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %arg44 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %arg45 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_113 = tensor.collapse_shape %241 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %242 = linalg.matmul ins(%collapsed_113, %arg46 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %243 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%242, %arg47 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_114 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_114, %246 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %250 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_115 = tensor.collapse_shape %251 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %252 = linalg.matmul ins(%collapsed_115, %arg48 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %253 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%252, %arg49 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_116 = tensor.expand_shape %253 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %expanded_116 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%254 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %256 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %257 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%258 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %262 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %arg50 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %arg51 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_117 = tensor.collapse_shape %265 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %266 = linalg.matmul ins(%collapsed_117, %arg52 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %267 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%266, %arg53 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_118 = tensor.expand_shape %267 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_119 = tensor.extract_slice %expanded_118[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_120 = tensor.extract_slice %expanded_118[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_121 = tensor.extract_slice %expanded_118[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_122 = tensor.expand_shape %extracted_slice_120 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_123 = tensor.expand_shape %extracted_slice_121 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_125 = tensor.expand_shape %extracted_slice_119 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_126 = linalg.transpose ins(%expanded_125 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_127 = linalg.transpose ins(%expanded_122 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_128 = tensor.collapse_shape %transposed_126 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_129 = tensor.collapse_shape %transposed_127 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %268 = linalg.batch_matmul ins(%collapsed_128, %collapsed_129 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_130 = tensor.expand_shape %268 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %269 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_130 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %270 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %271:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%270 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_131 = tensor.expand_shape %271#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %272 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_131 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %273 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %274 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%273 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %275 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %274 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_132 = tensor.collapse_shape %275 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_133 = tensor.collapse_shape %transposed_124 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %276 = linalg.batch_matmul ins(%collapsed_132, %collapsed_133 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_134 = tensor.expand_shape %276 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_135 = linalg.transpose ins(%expanded_134 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_136 = tensor.collapse_shape %transposed_135 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %277 = linalg.matmul ins(%collapsed_136, %arg54 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %278 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%277, %arg55 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_137 = tensor.expand_shape %278 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_137, %254 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%279 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %281 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %282 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %287 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288, %arg56 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %arg57 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_138 = tensor.collapse_shape %290 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %291 = linalg.matmul ins(%collapsed_138, %arg58 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %292 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%291, %arg59 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_139 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %295 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %299 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_140 = tensor.collapse_shape %300 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %301 = linalg.matmul ins(%collapsed_140, %arg60 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %302 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%301, %arg61 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_141 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %expanded_141 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%303 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %305 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %306 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%307 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %311 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %arg62 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %arg63 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_142 = tensor.collapse_shape %314 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %315 = linalg.matmul ins(%collapsed_142, %arg64 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %316 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%315, %arg65 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_143 = tensor.expand_shape %316 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_144 = tensor.extract_slice %expanded_143[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_145 = tensor.extract_slice %expanded_143[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_146 = tensor.extract_slice %expanded_143[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_147 = tensor.expand_shape %extracted_slice_145 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_148 = tensor.expand_shape %extracted_slice_146 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_149 = linalg.transpose ins(%expanded_148 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_150 = tensor.expand_shape %extracted_slice_144 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_151 = linalg.transpose ins(%expanded_150 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_152 = linalg.transpose ins(%expanded_147 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_153 = tensor.collapse_shape %transposed_151 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_154 = tensor.collapse_shape %transposed_152 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %317 = linalg.batch_matmul ins(%collapsed_153, %collapsed_154 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_155 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %318 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_155 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %319 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %320:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%319 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_156 = tensor.expand_shape %320#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %321 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_156 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %322 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %323 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%322 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %324 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %323 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_157 = tensor.collapse_shape %324 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_158 = tensor.collapse_shape %transposed_149 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %325 = linalg.batch_matmul ins(%collapsed_157, %collapsed_158 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_159 = tensor.expand_shape %325 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_160 = linalg.transpose ins(%expanded_159 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_161 = tensor.collapse_shape %transposed_160 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %326 = linalg.matmul ins(%collapsed_161, %arg66 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %327 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%326, %arg67 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_162 = tensor.expand_shape %327 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_162, %303 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %330 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %331 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%332 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %336 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337, %arg68 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338, %arg69 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_163 = tensor.collapse_shape %339 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %340 = linalg.matmul ins(%collapsed_163, %arg70 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %341 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%340, %arg71 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_164 = tensor.expand_shape %341 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %344 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342, %348 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_165 = tensor.collapse_shape %349 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %350 = linalg.matmul ins(%collapsed_165, %arg72 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %351 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%350, %arg73 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_166 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %expanded_166 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%352 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %354 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %355 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%356 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355, %360 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %arg74 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %arg75 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_167 = tensor.collapse_shape %363 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %364 = linalg.matmul ins(%collapsed_167, %arg76 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %365 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%364, %arg77 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_168 = tensor.expand_shape %365 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_169 = tensor.extract_slice %expanded_168[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_170 = tensor.extract_slice %expanded_168[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_171 = tensor.extract_slice %expanded_168[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_172 = tensor.expand_shape %extracted_slice_170 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_173 = tensor.expand_shape %extracted_slice_171 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_174 = linalg.transpose ins(%expanded_173 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_175 = tensor.expand_shape %extracted_slice_169 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_176 = linalg.transpose ins(%expanded_175 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_177 = linalg.transpose ins(%expanded_172 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_178 = tensor.collapse_shape %transposed_176 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_179 = tensor.collapse_shape %transposed_177 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %366 = linalg.batch_matmul ins(%collapsed_178, %collapsed_179 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_180 = tensor.expand_shape %366 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %367 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %368 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %369:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%368 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_181 = tensor.expand_shape %369#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %370 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_181 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %371 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %372 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%371 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %373 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %372 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_182 = tensor.collapse_shape %373 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_183 = tensor.collapse_shape %transposed_174 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %374 = linalg.batch_matmul ins(%collapsed_182, %collapsed_183 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_184 = tensor.expand_shape %374 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_185 = linalg.transpose ins(%expanded_184 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_186 = tensor.collapse_shape %transposed_185 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %375 = linalg.matmul ins(%collapsed_186, %arg78 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %376 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%375, %arg79 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_187 = tensor.expand_shape %376 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187, %352 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%377 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %379 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %380 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %385 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %arg80 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %arg81 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_188 = tensor.collapse_shape %388 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %389 = linalg.matmul ins(%collapsed_188, %arg82 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %390 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%389, %arg83 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_189 = tensor.expand_shape %390 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_189 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_189 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_189, %393 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %397 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_190 = tensor.collapse_shape %398 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %399 = linalg.matmul ins(%collapsed_190, %arg84 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %400 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%399, %arg85 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_191 = tensor.expand_shape %400 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %expanded_191 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%401 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %403 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %404 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%405 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %409 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %arg86 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411, %arg87 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_192 = tensor.collapse_shape %412 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %413 = linalg.matmul ins(%collapsed_192, %arg88 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %414 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%413, %arg89 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_193 = tensor.expand_shape %414 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_194 = tensor.extract_slice %expanded_193[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_195 = tensor.extract_slice %expanded_193[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_196 = tensor.extract_slice %expanded_193[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_197 = tensor.expand_shape %extracted_slice_195 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_198 = tensor.expand_shape %extracted_slice_196 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_199 = linalg.transpose ins(%expanded_198 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_200 = tensor.expand_shape %extracted_slice_194 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_201 = linalg.transpose ins(%expanded_200 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_202 = linalg.transpose ins(%expanded_197 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_203 = tensor.collapse_shape %transposed_201 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_204 = tensor.collapse_shape %transposed_202 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %415 = linalg.batch_matmul ins(%collapsed_203, %collapsed_204 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_205 = tensor.expand_shape %415 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %416 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_205 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %417 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %418:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%417 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_206 = tensor.expand_shape %418#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %419 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417, %expanded_206 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %420 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %421 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%420 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %422 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %421 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_207 = tensor.collapse_shape %422 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_208 = tensor.collapse_shape %transposed_199 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %423 = linalg.batch_matmul ins(%collapsed_207, %collapsed_208 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_209 = tensor.expand_shape %423 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_210 = linalg.transpose ins(%expanded_209 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_211 = tensor.collapse_shape %transposed_210 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %424 = linalg.matmul ins(%collapsed_211, %arg90 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %425 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%424, %arg91 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_212 = tensor.expand_shape %425 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_212, %401 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%426 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %428 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %429 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%430 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %434 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %arg92 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %arg93 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_213 = tensor.collapse_shape %437 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %438 = linalg.matmul ins(%collapsed_213, %arg94 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %439 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%438, %arg95 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_214 = tensor.expand_shape %439 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_214 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_214 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_214, %442 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440, %446 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_215 = tensor.collapse_shape %447 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %448 = linalg.matmul ins(%collapsed_215, %arg96 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %449 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%448, %arg97 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_216 = tensor.expand_shape %449 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426, %expanded_216 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%450 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %452 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %453 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%454 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %458 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459, %arg98 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%460, %arg99 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_217 = tensor.collapse_shape %461 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %462 = linalg.matmul ins(%collapsed_217, %arg100 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %463 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%462, %arg101 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_218 = tensor.expand_shape %463 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_219 = tensor.extract_slice %expanded_218[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_220 = tensor.extract_slice %expanded_218[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_221 = tensor.extract_slice %expanded_218[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_222 = tensor.expand_shape %extracted_slice_220 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_223 = tensor.expand_shape %extracted_slice_221 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_224 = linalg.transpose ins(%expanded_223 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_225 = tensor.expand_shape %extracted_slice_219 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_226 = linalg.transpose ins(%expanded_225 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_227 = linalg.transpose ins(%expanded_222 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_228 = tensor.collapse_shape %transposed_226 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_229 = tensor.collapse_shape %transposed_227 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %464 = linalg.batch_matmul ins(%collapsed_228, %collapsed_229 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_230 = tensor.expand_shape %464 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %465 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_230 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %466 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %467:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%466 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_231 = tensor.expand_shape %467#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %468 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %expanded_231 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %469 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %470 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%469 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %471 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %470 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_232 = tensor.collapse_shape %471 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_233 = tensor.collapse_shape %transposed_224 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %472 = linalg.batch_matmul ins(%collapsed_232, %collapsed_233 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_234 = tensor.expand_shape %472 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_235 = linalg.transpose ins(%expanded_234 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_236 = tensor.collapse_shape %transposed_235 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %473 = linalg.matmul ins(%collapsed_236, %arg102 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %474 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%473, %arg103 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_237 = tensor.expand_shape %474 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_237, %450 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %476 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%475 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%476 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %477 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %478 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%479 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %483 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %arg104 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %arg105 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_238 = tensor.collapse_shape %486 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %487 = linalg.matmul ins(%collapsed_238, %arg106 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %488 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%487, %arg107 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_239 = tensor.expand_shape %488 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %491 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489, %495 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_240 = tensor.collapse_shape %496 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %497 = linalg.matmul ins(%collapsed_240, %arg108 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %498 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%497, %arg109 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_241 = tensor.expand_shape %498 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %expanded_241 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%499 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %501 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502, %502 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %504 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%503 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %505 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502, %507 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508, %arg110 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %arg111 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_242 = tensor.collapse_shape %510 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %511 = linalg.matmul ins(%collapsed_242, %arg112 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %512 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%511, %arg113 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_243 = tensor.expand_shape %512 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_244 = tensor.extract_slice %expanded_243[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_245 = tensor.extract_slice %expanded_243[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_246 = tensor.extract_slice %expanded_243[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_247 = tensor.expand_shape %extracted_slice_245 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_248 = tensor.expand_shape %extracted_slice_246 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_249 = linalg.transpose ins(%expanded_248 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_250 = tensor.expand_shape %extracted_slice_244 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_251 = linalg.transpose ins(%expanded_250 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_252 = linalg.transpose ins(%expanded_247 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_253 = tensor.collapse_shape %transposed_251 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_254 = tensor.collapse_shape %transposed_252 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %513 = linalg.batch_matmul ins(%collapsed_253, %collapsed_254 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_255 = tensor.expand_shape %513 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %514 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_255 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %515 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %516:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%515 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_256 = tensor.expand_shape %516#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %517 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %expanded_256 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %518 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %519 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%518 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %520 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %519 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_257 = tensor.collapse_shape %520 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_258 = tensor.collapse_shape %transposed_249 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %521 = linalg.batch_matmul ins(%collapsed_257, %collapsed_258 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_259 = tensor.expand_shape %521 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_260 = linalg.transpose ins(%expanded_259 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_261 = tensor.collapse_shape %transposed_260 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %522 = linalg.matmul ins(%collapsed_261, %arg114 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %523 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%522, %arg115 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_262 = tensor.expand_shape %523 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_262, %499 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%524 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %526 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %527 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%528 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %532 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%531 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %532 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %arg116 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %arg117 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_263 = tensor.collapse_shape %535 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %536 = linalg.matmul ins(%collapsed_263, %arg118 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %537 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%536, %arg119 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_264 = tensor.expand_shape %537 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %539 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_264, %540 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %544 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_265 = tensor.collapse_shape %545 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %546 = linalg.matmul ins(%collapsed_265, %arg120 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %547 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%546, %arg121 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_266 = tensor.expand_shape %547 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %expanded_266 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%548 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %550 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %551 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%552 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551, %556 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557, %arg122 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558, %arg123 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_267 = tensor.collapse_shape %559 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %560 = linalg.matmul ins(%collapsed_267, %arg124 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %561 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%560, %arg125 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_268 = tensor.expand_shape %561 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_269 = tensor.extract_slice %expanded_268[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_270 = tensor.extract_slice %expanded_268[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_271 = tensor.extract_slice %expanded_268[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_272 = tensor.expand_shape %extracted_slice_270 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_273 = tensor.expand_shape %extracted_slice_271 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_274 = linalg.transpose ins(%expanded_273 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_275 = tensor.expand_shape %extracted_slice_269 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_276 = linalg.transpose ins(%expanded_275 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_277 = linalg.transpose ins(%expanded_272 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_278 = tensor.collapse_shape %transposed_276 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_279 = tensor.collapse_shape %transposed_277 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %562 = linalg.batch_matmul ins(%collapsed_278, %collapsed_279 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_280 = tensor.expand_shape %562 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %563 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_280 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %564 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%563, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %565:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%564 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_281 = tensor.expand_shape %565#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %566 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %expanded_281 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %567 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %568 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%567 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %569 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %568 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_282 = tensor.collapse_shape %569 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_283 = tensor.collapse_shape %transposed_274 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %570 = linalg.batch_matmul ins(%collapsed_282, %collapsed_283 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_284 = tensor.expand_shape %570 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_285 = linalg.transpose ins(%expanded_284 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_286 = tensor.collapse_shape %transposed_285 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %571 = linalg.matmul ins(%collapsed_286, %arg126 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %572 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%571, %arg127 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_287 = tensor.expand_shape %572 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_287, %548 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%573 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %575 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %576 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%577 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %581 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %arg128 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583, %arg129 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_288 = tensor.collapse_shape %584 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %585 = linalg.matmul ins(%collapsed_288, %arg130 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %586 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%585, %arg131 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_289 = tensor.expand_shape %586 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_289 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_289 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_289, %589 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %593 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_290 = tensor.collapse_shape %594 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %595 = linalg.matmul ins(%collapsed_290, %arg132 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %596 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%595, %arg133 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_291 = tensor.expand_shape %596 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573, %expanded_291 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%597 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %599 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %600 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%601 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600, %605 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606, %arg134 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %arg135 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_292 = tensor.collapse_shape %608 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %609 = linalg.matmul ins(%collapsed_292, %arg136 : tensor<1024x768xf32>, tensor<768x2304xf32>) outs(%50 : tensor<1024x2304xf32>) -> tensor<1024x2304xf32>
    %610 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%609, %arg137 : tensor<1024x2304xf32>, tensor<2304xf32>) outs(%49 : tensor<1024x2304xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x2304xf32>
    %expanded_293 = tensor.expand_shape %610 [[0, 1], [2]] output_shape [4, 256, 2304] : tensor<1024x2304xf32> into tensor<4x256x2304xf32>
    %extracted_slice_294 = tensor.extract_slice %expanded_293[0, 0, 0] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_295 = tensor.extract_slice %expanded_293[0, 0, 768] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %extracted_slice_296 = tensor.extract_slice %expanded_293[0, 0, 1536] [4, 256, 768] [1, 1, 1] : tensor<4x256x2304xf32> to tensor<4x256x768xf32>
    %expanded_297 = tensor.expand_shape %extracted_slice_295 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %expanded_298 = tensor.expand_shape %extracted_slice_296 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_299 = linalg.transpose ins(%expanded_298 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_300 = tensor.expand_shape %extracted_slice_294 [[0], [1], [2, 3]] output_shape [4, 256, 12, 64] : tensor<4x256x768xf32> into tensor<4x256x12x64xf32>
    %transposed_301 = linalg.transpose ins(%expanded_300 : tensor<4x256x12x64xf32>) outs(%53 : tensor<4x12x256x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_302 = linalg.transpose ins(%expanded_297 : tensor<4x256x12x64xf32>) outs(%54 : tensor<4x12x64x256xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_303 = tensor.collapse_shape %transposed_301 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %collapsed_304 = tensor.collapse_shape %transposed_302 [[0, 1], [2], [3]] : tensor<4x12x64x256xf32> into tensor<48x64x256xf32>
    %611 = linalg.batch_matmul ins(%collapsed_303, %collapsed_304 : tensor<48x256x64xf32>, tensor<48x64x256xf32>) outs(%56 : tensor<48x256x256xf32>) -> tensor<48x256x256xf32>
    %expanded_305 = tensor.expand_shape %611 [[0, 1], [2], [3]] output_shape [4, 12, 256, 256] : tensor<48x256x256xf32> into tensor<4x12x256x256xf32>
    %612 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_305 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_8 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %613 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612, %35 : tensor<4x12x256x256xf32>, tensor<4x1x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %614:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%613 : tensor<4x12x256x256xf32>) outs(%64, %62 : tensor<4x12x256xf32>, tensor<4x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_317: i64):
      %658 = linalg.index 3 : index
      %659 = arith.index_cast %658 : index to i64
      %660 = arith.maximumf %in, %out : f32
      %661 = arith.cmpf ogt, %in, %out : f32
      %662 = arith.select %661, %659, %out_317 : i64
      linalg.yield %660, %662 : f32, i64
    } -> (tensor<4x12x256xf32>, tensor<4x12x256xi64>)
    %expanded_306 = tensor.expand_shape %614#0 [[0], [1], [2, 3]] output_shape [4, 12, 256, 1] : tensor<4x12x256xf32> into tensor<4x12x256x1xf32>
    %615 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%613, %expanded_306 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %616 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615 : tensor<4x12x256x256xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.exp %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %617 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%616 : tensor<4x12x256x256xf32>) outs(%69 : tensor<4x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x1xf32>
    %618 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %617 : tensor<4x12x256x256xf32>, tensor<4x12x256x1xf32>) outs(%58 : tensor<4x12x256x256xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.divf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x12x256x256xf32>
    %collapsed_307 = tensor.collapse_shape %618 [[0, 1], [2], [3]] : tensor<4x12x256x256xf32> into tensor<48x256x256xf32>
    %collapsed_308 = tensor.collapse_shape %transposed_299 [[0, 1], [2], [3]] : tensor<4x12x256x64xf32> into tensor<48x256x64xf32>
    %619 = linalg.batch_matmul ins(%collapsed_307, %collapsed_308 : tensor<48x256x256xf32>, tensor<48x256x64xf32>) outs(%73 : tensor<48x256x64xf32>) -> tensor<48x256x64xf32>
    %expanded_309 = tensor.expand_shape %619 [[0, 1], [2], [3]] output_shape [4, 12, 256, 64] : tensor<48x256x64xf32> into tensor<4x12x256x64xf32>
    %transposed_310 = linalg.transpose ins(%expanded_309 : tensor<4x12x256x64xf32>) outs(%75 : tensor<4x256x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_311 = tensor.collapse_shape %transposed_310 [[0, 1], [2, 3]] : tensor<4x256x12x64xf32> into tensor<1024x768xf32>
    %620 = linalg.matmul ins(%collapsed_311, %arg138 : tensor<1024x768xf32>, tensor<768x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %621 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%620, %arg139 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_312 = tensor.expand_shape %621 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_312, %597 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%622 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %624 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %624 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %625 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%626 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %629 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %630 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %631 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %630 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %632 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %arg140 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %633 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632, %arg141 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %collapsed_313 = tensor.collapse_shape %633 [[0, 1], [2]] : tensor<4x256x768xf32> into tensor<1024x768xf32>
    %634 = linalg.matmul ins(%collapsed_313, %arg142 : tensor<1024x768xf32>, tensor<768x3072xf32>) outs(%93 : tensor<1024x3072xf32>) -> tensor<1024x3072xf32>
    %635 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%634, %arg143 : tensor<1024x3072xf32>, tensor<3072xf32>) outs(%92 : tensor<1024x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x3072xf32>
    %expanded_314 = tensor.expand_shape %635 [[0, 1], [2]] output_shape [4, 256, 3072] : tensor<1024x3072xf32> into tensor<4x256x3072xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_314 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_9 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_314 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst_0 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_314, %638 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.mulf %in, %cst : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.tanh %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_10 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %643 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %642 : tensor<4x256x3072xf32>, tensor<4x256x3072xf32>) outs(%96 : tensor<4x256x3072xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x3072xf32>
    %collapsed_315 = tensor.collapse_shape %643 [[0, 1], [2]] : tensor<4x256x3072xf32> into tensor<1024x3072xf32>
    %644 = linalg.matmul ins(%collapsed_315, %arg144 : tensor<1024x3072xf32>, tensor<3072x768xf32>) outs(%77 : tensor<1024x768xf32>) -> tensor<1024x768xf32>
    %645 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%644, %arg145 : tensor<1024x768xf32>, tensor<768xf32>) outs(%76 : tensor<1024x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<1024x768xf32>
    %expanded_316 = tensor.expand_shape %645 [[0, 1], [2]] output_shape [4, 256, 768] : tensor<1024x768xf32> into tensor<4x256x768xf32>
    %646 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %expanded_316 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %647 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%646 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%647 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %649 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646, %648 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.subf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %650 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649, %649 : tensor<4x256x768xf32>, tensor<4x256x768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %651 = linalg.generic {indexing_maps = [#map1, #map18], iterator_types = ["parallel", "parallel", "reduction"]} ins(%650 : tensor<4x256x768xf32>) outs(%37 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %out : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %652 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.divf %in, %cst_7 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = arith.addf %in, %cst_1 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %654 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653 : tensor<4x256x1xf32>) outs(%36 : tensor<4x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %658 = math.rsqrt %in : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x1xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%649, %654 : tensor<4x256x768xf32>, tensor<4x256x1xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %656 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655, %arg146 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.mulf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map19, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %arg147 : tensor<4x256x768xf32>, tensor<768xf32>) outs(%0 : tensor<4x256x768xf32>) {
    ^bb0(%in: f32, %in_317: f32, %out: f32):
      %658 = arith.addf %in, %in_317 : f32
      linalg.yield %658 : f32
    } -> tensor<4x256x768xf32>
    return %657 : tensor<4x256x768xf32>
  }
}
