#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map17 = affine_map<(d0, d1, d2) -> (d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<32000x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048x2048xbf16>, %arg3: tensor<2048x2048xbf16>, %arg4: tensor<2048x2048xbf16>, %arg5: tensor<5632x2048xbf16>, %arg6: tensor<5632x2048xbf16>, %arg7: tensor<2048x5632xbf16>, %arg8: tensor<2048xbf16>, %arg9: tensor<2048xbf16>, %arg10: tensor<2048x2048xbf16>, %arg11: tensor<2048x2048xbf16>, %arg12: tensor<2048x2048xbf16>, %arg13: tensor<2048x2048xbf16>, %arg14: tensor<5632x2048xbf16>, %arg15: tensor<5632x2048xbf16>, %arg16: tensor<2048x5632xbf16>, %arg17: tensor<2048xbf16>, %arg18: tensor<2048xbf16>, %arg19: tensor<2048x2048xbf16>, %arg20: tensor<2048x2048xbf16>, %arg21: tensor<2048x2048xbf16>, %arg22: tensor<2048x2048xbf16>, %arg23: tensor<5632x2048xbf16>, %arg24: tensor<5632x2048xbf16>, %arg25: tensor<2048x5632xbf16>, %arg26: tensor<2048xbf16>, %arg27: tensor<2048xbf16>, %arg28: tensor<2048x2048xbf16>, %arg29: tensor<2048x2048xbf16>, %arg30: tensor<2048x2048xbf16>, %arg31: tensor<2048x2048xbf16>, %arg32: tensor<5632x2048xbf16>, %arg33: tensor<5632x2048xbf16>, %arg34: tensor<2048x5632xbf16>, %arg35: tensor<2048xbf16>, %arg36: tensor<2048xbf16>, %arg37: tensor<2048xbf16>, %arg38: tensor<64xbf16>, %arg39: tensor<64xbf16>, %arg40: tensor<1x256xi64>) -> tensor<1x256x2048xbf16> {
    %cst = arith.constant 8.837890e-02 : bf16
    %cst_0 = arith.constant 9.99999997E-7 : f32
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c256_i64 = arith.constant 256 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32000 = arith.constant 32000 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 2.048000e+03 : f32
    %cst_8 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<1x256x2048xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg40 : tensor<1x256xi64>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %324 = arith.index_cast %in : i64 to index
      %325 = linalg.index 2 : index
      %326 = arith.cmpi slt, %324, %c32000 : index
      cf.assert %326, "index must be smaller than dim size"
      %327 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %327, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%324, %325] : tensor<32000x2048xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x256x2048xbf16>
    %2 = tensor.empty() : tensor<256xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %324 = linalg.index 0 : index
      %325 = arith.index_cast %324 : index to i64
      linalg.yield %325 : i64
    } -> tensor<256xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 256] : tensor<256xi64> into tensor<1x256xi64>
    %extracted_slice = tensor.extract_slice %expanded[0, 0] [1, 1] [1, 1] : tensor<1x256xi64> to tensor<1x1xi64>
    %4 = tensor.empty() : tensor<1x1xi64>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x1xi64>) outs(%4 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %324 = arith.subi %in, %c1_i64 : i64
      linalg.yield %324 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %5, %expanded : (tensor<1x1xi64>, tensor<1x256xi64>) -> tensor<1x257xi64>
    %extracted_slice_9 = tensor.extract_slice %concat[0, 0] [1, 256] [1, 1] : tensor<1x257xi64> to tensor<1x256xi64>
    %extracted_slice_10 = tensor.extract_slice %concat[0, 1] [1, 256] [1, 1] : tensor<1x257xi64> to tensor<1x256xi64>
    %6 = tensor.empty() : tensor<1x256xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_10, %extracted_slice_9 : tensor<1x256xi64>, tensor<1x256xi64>) outs(%6 : tensor<1x256xi64>) {
    ^bb0(%in: i64, %in_162: i64, %out: i64):
      %324 = arith.subi %in, %in_162 : i64
      linalg.yield %324 : i64
    } -> tensor<1x256xi64>
    %8 = tensor.empty() : tensor<1x256xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<1x256xi64>) outs(%8 : tensor<1x256xi1>) {
    ^bb0(%in: i64, %out: i1):
      %324 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %324 : i1
    } -> tensor<1x256xi1>
    %expanded_11 = tensor.expand_shape %3 [[0, 1]] output_shape [256, 1] : tensor<256xi64> into tensor<256x1xi64>
    %10 = tensor.empty() : tensor<256x256xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<1x256xi64>, tensor<256x1xi64>) outs(%10 : tensor<256x256xi1>) {
    ^bb0(%in: i64, %in_162: i64, %out: i1):
      %324 = arith.cmpi sle, %in, %in_162 : i64
      linalg.yield %324 : i1
    } -> tensor<256x256xi1>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<1x256xi1>) outs(%6 : tensor<1x256xi64>) {
    ^bb0(%in: i1, %out: i64):
      %324 = arith.extui %in : i1 to i64
      linalg.yield %324 : i64
    } -> tensor<1x256xi64>
    %expanded_12 = tensor.expand_shape %12 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xi64> into tensor<1x1x256xi64>
    %13 = tensor.empty() : tensor<1x256x256xi64>
    %14 = linalg.generic {indexing_maps = [#map6, #map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_12, %cst_8 : tensor<256x256xi1>, tensor<1x1x256xi64>, tensor<i64>) outs(%13 : tensor<1x256x256xi64>) {
    ^bb0(%in: i1, %in_162: i64, %in_163: i64, %out: i64):
      %324 = arith.select %in, %in_162, %in_163 : i64
      linalg.yield %324 : i64
    } -> tensor<1x256x256xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<1x256xi64>) -> tensor<1x256xi64>
    %16 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x256x256xi64>) outs(%15 : tensor<1x256xi64>) {
    ^bb0(%in: i64, %out: i64):
      %324 = arith.addi %in, %out : i64
      linalg.yield %324 : i64
    } -> tensor<1x256xi64>
    %17 = tensor.empty() : tensor<1xi64>
    %18 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%17 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_13 = tensor.expand_shape %18 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 256, 1] : tensor<256xi64> into tensor<1x1x256x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 256] : tensor<256xi64> into tensor<1x1x1x256xi64>
    %19 = tensor.empty() : tensor<1x1x256x1xi64>
    %20 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_14 : tensor<1x1x1x1xi64>, tensor<1x1x256x1xi64>) outs(%19 : tensor<1x1x256x1xi64>) {
    ^bb0(%in: i64, %in_162: i64, %out: i64):
      %324 = arith.cmpi slt, %in, %c0_i64 : i64
      %325 = arith.addi %in, %c1_i64 : i64
      %326 = arith.select %324, %325, %in : i64
      %327 = arith.index_cast %326 : i64 to index
      %328 = arith.cmpi slt, %in_162, %c0_i64 : i64
      %329 = arith.addi %in_162, %c256_i64 : i64
      %330 = arith.select %328, %329, %in_162 : i64
      %331 = arith.index_cast %330 : i64 to index
      %extracted = tensor.extract %expanded[%327, %331] : tensor<1x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x256x1xi64>
    %21 = tensor.empty() : tensor<1x1x1x256xi64>
    %22 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<1x1x1x1xi64>, tensor<1x1x1x256xi64>) outs(%21 : tensor<1x1x1x256xi64>) {
    ^bb0(%in: i64, %in_162: i64, %out: i64):
      %324 = arith.cmpi slt, %in, %c0_i64 : i64
      %325 = arith.addi %in, %c1_i64 : i64
      %326 = arith.select %324, %325, %in : i64
      %327 = arith.index_cast %326 : i64 to index
      %328 = arith.cmpi slt, %in_162, %c0_i64 : i64
      %329 = arith.addi %in_162, %c256_i64 : i64
      %330 = arith.select %328, %329, %in_162 : i64
      %331 = arith.index_cast %330 : i64 to index
      %extracted = tensor.extract %expanded[%327, %331] : tensor<1x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x256xi64>
    %23 = tensor.empty() : tensor<1x1x256x256xi1>
    %24 = linalg.generic {indexing_maps = [#map13, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %20 : tensor<1x1x1x256xi64>, tensor<1x1x256x1xi64>) outs(%23 : tensor<1x1x256x256xi1>) {
    ^bb0(%in: i64, %in_162: i64, %out: i1):
      %324 = arith.cmpi sle, %in, %in_162 : i64
      linalg.yield %324 : i1
    } -> tensor<1x1x256x256xi1>
    %25 = linalg.generic {indexing_maps = [#map15, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %24 : tensor<i1>, tensor<1x1x256x256xi1>) outs(%23 : tensor<1x1x256x256xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %324 = arith.andi %in, %in_162 : i1
      linalg.yield %324 : i1
    } -> tensor<1x1x256x256xi1>
    %26 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_14 : tensor<1x1x1x1xi64>, tensor<1x1x256x1xi64>) outs(%19 : tensor<1x1x256x1xi64>) {
    ^bb0(%in: i64, %in_162: i64, %out: i64):
      %324 = arith.cmpi slt, %in, %c0_i64 : i64
      %325 = arith.addi %in, %c1_i64 : i64
      %326 = arith.select %324, %325, %in : i64
      %327 = arith.index_cast %326 : i64 to index
      %328 = arith.cmpi slt, %in_162, %c0_i64 : i64
      %329 = arith.addi %in_162, %c256_i64 : i64
      %330 = arith.select %328, %329, %in_162 : i64
      %331 = arith.index_cast %330 : i64 to index
      %extracted = tensor.extract %16[%327, %331] : tensor<1x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x256x1xi64>
    %27 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<1x1x1x1xi64>, tensor<1x1x1x256xi64>) outs(%21 : tensor<1x1x1x256xi64>) {
    ^bb0(%in: i64, %in_162: i64, %out: i64):
      %324 = arith.cmpi slt, %in, %c0_i64 : i64
      %325 = arith.addi %in, %c1_i64 : i64
      %326 = arith.select %324, %325, %in : i64
      %327 = arith.index_cast %326 : i64 to index
      %328 = arith.cmpi slt, %in_162, %c0_i64 : i64
      %329 = arith.addi %in_162, %c256_i64 : i64
      %330 = arith.select %328, %329, %in_162 : i64
      %331 = arith.index_cast %330 : i64 to index
      %extracted = tensor.extract %16[%327, %331] : tensor<1x256xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x256xi64>
    %28 = linalg.generic {indexing_maps = [#map14, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %27 : tensor<1x1x256x1xi64>, tensor<1x1x1x256xi64>) outs(%23 : tensor<1x1x256x256xi1>) {
    ^bb0(%in: i64, %in_162: i64, %out: i1):
      %324 = arith.cmpi eq, %in, %in_162 : i64
      linalg.yield %324 : i1
    } -> tensor<1x1x256x256xi1>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %28 : tensor<1x1x256x256xi1>, tensor<1x1x256x256xi1>) outs(%23 : tensor<1x1x256x256xi1>) {
    ^bb0(%in: i1, %in_162: i1, %out: i1):
      %324 = arith.andi %in, %in_162 : i1
      linalg.yield %324 : i1
    } -> tensor<1x1x256x256xi1>
    %30 = tensor.empty() : tensor<1x1x256x256xbf16>
    %31 = linalg.generic {indexing_maps = [#map11, #map15, #map15, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_5, %cst_4 : tensor<1x1x256x256xi1>, tensor<bf16>, tensor<bf16>) outs(%30 : tensor<1x1x256x256xbf16>) {
    ^bb0(%in: i1, %in_162: bf16, %in_163: bf16, %out: bf16):
      %324 = arith.select %in, %in_162, %in_163 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x1x256x256xbf16>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 256, 1] : tensor<256xi64> into tensor<1x256x1xi64>
    %32 = tensor.empty() : tensor<1x256x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x256x1xi64>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %324 = arith.sitofp %in : i64 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %34 = tensor.empty() : tensor<64xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg38 : tensor<64xbf16>) outs(%34 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<64xf32>
    %36 = tensor.empty() : tensor<1x256x64xf32>
    %37 = linalg.generic {indexing_maps = [#map16, #map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %35 : tensor<1x256x1xf32>, tensor<64xf32>) outs(%36 : tensor<1x256x64xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x64xf32>
    %concat_17 = tensor.concat dim(2) %37, %37 : (tensor<1x256x64xf32>, tensor<1x256x64xf32>) -> tensor<1x256x128xf32>
    %38 = tensor.empty() : tensor<1x256x128xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_17 : tensor<1x256x128xf32>) outs(%38 : tensor<1x256x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.cos %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x128xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_17 : tensor<1x256x128xf32>) outs(%38 : tensor<1x256x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.sin %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x128xf32>
    %41 = tensor.empty() : tensor<1x256x128xbf16>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x256x128xf32>) outs(%41 : tensor<1x256x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x128xbf16>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x256x128xf32>) outs(%41 : tensor<1x256x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x128xbf16>
    %44 = tensor.empty() : tensor<1x256x2048xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %47 = linalg.fill ins(%cst_1 : f32) outs(%32 : tensor<1x256x1xf32>) -> tensor<1x256x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %51 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %54 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %53 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %55 = tensor.empty() : tensor<2048x2048xbf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %54 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %56 = tensor.empty() : tensor<256x2048xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %58 = linalg.matmul ins(%collapsed, %transposed : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %59 = tensor.empty() : tensor<256x2048xbf16>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_18 = tensor.expand_shape %60 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %61 = tensor.empty() : tensor<1x16x256x128xbf16>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg2 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %62 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_21 = tensor.expand_shape %63 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_23 = linalg.transpose ins(%arg3 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %64 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_24 = tensor.expand_shape %65 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %42 [[0], [1, 2], [3]] output_shape [1, 1, 256, 128] : tensor<1x256x128xbf16> into tensor<1x1x256x128xbf16>
    %expanded_27 = tensor.expand_shape %43 [[0], [1, 2], [3]] output_shape [1, 1, 256, 128] : tensor<1x256x128xbf16> into tensor<1x1x256x128xbf16>
    %66 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_28 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_29 = tensor.extract_slice %transposed_19[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %67 = tensor.empty() : tensor<1x16x256x64xbf16>
    %68 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_30 = tensor.concat dim(3) %68, %extracted_slice_28 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %69 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %70 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %71 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_31 = tensor.extract_slice %transposed_22[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_32 = tensor.extract_slice %transposed_22[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %72 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_33 = tensor.concat dim(3) %72, %extracted_slice_31 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %73 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %74 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %75 = tensor.empty() : tensor<1x16x128x256xbf16>
    %transposed_34 = linalg.transpose ins(%74 : tensor<1x16x256x128xbf16>) outs(%75 : tensor<1x16x128x256xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_35 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<1x16x128x256xbf16> into tensor<16x128x256xbf16>
    %76 = tensor.empty() : tensor<16x256x256xf32>
    %77 = linalg.fill ins(%cst_1 : f32) outs(%76 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %78 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<16x256x128xbf16>, tensor<16x128x256xbf16>) outs(%77 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %79 = tensor.empty() : tensor<16x256x256xbf16>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<16x256x256xf32>) outs(%79 : tensor<16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x256xbf16>
    %expanded_37 = tensor.expand_shape %80 [[0, 1], [2], [3]] output_shape [1, 16, 256, 256] : tensor<16x256x256xbf16> into tensor<1x16x256x256xbf16>
    %81 = tensor.empty() : tensor<1x16x256x256xbf16>
    %82 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<1x16x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.mulf %in, %cst : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %83 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %31 : tensor<1x16x256x256xbf16>, tensor<1x1x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %84 = tensor.empty() : tensor<1x16x256x256xf32>
    %85 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x16x256x256xbf16>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %86 = tensor.empty() : tensor<1x16x256xi64>
    %87 = linalg.fill ins(%c0_i64 : i64) outs(%86 : tensor<1x16x256xi64>) -> tensor<1x16x256xi64>
    %88 = tensor.empty() : tensor<1x16x256xf32>
    %89 = linalg.fill ins(%cst_2 : f32) outs(%88 : tensor<1x16x256xf32>) -> tensor<1x16x256xf32>
    %90:2 = linalg.generic {indexing_maps = [#map11, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%85 : tensor<1x16x256x256xf32>) outs(%89, %87 : tensor<1x16x256xf32>, tensor<1x16x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_162: i64):
      %324 = linalg.index 3 : index
      %325 = arith.index_cast %324 : index to i64
      %326 = arith.maximumf %in, %out : f32
      %327 = arith.cmpf ogt, %in, %out : f32
      %328 = arith.select %327, %325, %out_162 : i64
      linalg.yield %326, %328 : f32, i64
    } -> (tensor<1x16x256xf32>, tensor<1x16x256xi64>)
    %expanded_38 = tensor.expand_shape %90#0 [[0], [1], [2, 3]] output_shape [1, 16, 256, 1] : tensor<1x16x256xf32> into tensor<1x16x256x1xf32>
    %91 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_38 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.subf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %92 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x16x256x256xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.exp %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %93 = tensor.empty() : tensor<1x16x256x1xf32>
    %94 = linalg.fill ins(%cst_1 : f32) outs(%93 : tensor<1x16x256x1xf32>) -> tensor<1x16x256x1xf32>
    %95 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<1x16x256x256xf32>) outs(%94 : tensor<1x16x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x1xf32>
    %96 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %95 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.divf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %97 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<1x16x256x256xf32>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %collapsed_39 = tensor.collapse_shape %97 [[0, 1], [2], [3]] : tensor<1x16x256x256xbf16> into tensor<16x256x256xbf16>
    %collapsed_40 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %98 = tensor.empty() : tensor<16x256x128xf32>
    %99 = linalg.fill ins(%cst_1 : f32) outs(%98 : tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %100 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<16x256x256xbf16>, tensor<16x256x128xbf16>) outs(%99 : tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %101 = tensor.empty() : tensor<16x256x128xbf16>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<16x256x128xf32>) outs(%101 : tensor<16x256x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x128xbf16>
    %expanded_41 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [1, 16, 256, 128] : tensor<16x256x128xbf16> into tensor<1x16x256x128xbf16>
    %103 = tensor.empty() : tensor<1x256x16x128xbf16>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<1x16x256x128xbf16>) outs(%103 : tensor<1x256x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%arg4 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<1x256x16x128xbf16> into tensor<256x2048xbf16>
    %104 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_45 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_45 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %112 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %115 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %114 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %116 = tensor.empty() : tensor<2048x5632xbf16>
    %transposed_46 = linalg.transpose ins(%arg5 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %117 = tensor.empty() : tensor<256x5632xf32>
    %118 = linalg.fill ins(%cst_1 : f32) outs(%117 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %119 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %120 = tensor.empty() : tensor<256x5632xbf16>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_48 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %122 = tensor.empty() : tensor<1x256x5632xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x256x5632xbf16>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.negf %in : f32
      %325 = math.exp %324 : f32
      %326 = arith.addf %325, %cst_3 : f32
      %327 = arith.divf %cst_3, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x256x5632xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<1x256x5632xf32>, tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %126 = tensor.empty() : tensor<1x256x5632xbf16>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x256x5632xf32>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %transposed_49 = linalg.transpose ins(%arg6 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_47, %transposed_49 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_50 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_50 : tensor<1x256x5632xbf16>, tensor<1x256x5632xbf16>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %131 = tensor.empty() : tensor<5632x2048xbf16>
    %transposed_51 = linalg.transpose ins(%arg7 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %130 [[0, 1], [2]] : tensor<1x256x5632xbf16> into tensor<256x5632xbf16>
    %132 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<256x5632xbf16>, tensor<5632x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_53 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_53 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %140 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %143 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg17, %142 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %transposed_54 = linalg.transpose ins(%arg10 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %144 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%144 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_56 = tensor.expand_shape %145 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg11 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %146 = linalg.matmul ins(%collapsed_55, %transposed_58 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_59 = tensor.expand_shape %147 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_61 = linalg.transpose ins(%arg12 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %148 = linalg.matmul ins(%collapsed_55, %transposed_61 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %149 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_62 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_63 = linalg.transpose ins(%expanded_62 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %150 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_64 = tensor.extract_slice %transposed_57[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_65 = tensor.extract_slice %transposed_57[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %151 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_66 = tensor.concat dim(3) %151, %extracted_slice_64 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %152 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_66, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %153 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %154 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_60, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_67 = tensor.extract_slice %transposed_60[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_68 = tensor.extract_slice %transposed_60[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %155 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_68 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_69 = tensor.concat dim(3) %155, %extracted_slice_67 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %156 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_69, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %157 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %transposed_70 = linalg.transpose ins(%157 : tensor<1x16x256x128xbf16>) outs(%75 : tensor<1x16x128x256xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_71 = tensor.collapse_shape %153 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %collapsed_72 = tensor.collapse_shape %transposed_70 [[0, 1], [2], [3]] : tensor<1x16x128x256xbf16> into tensor<16x128x256xbf16>
    %158 = linalg.batch_matmul ins(%collapsed_71, %collapsed_72 : tensor<16x256x128xbf16>, tensor<16x128x256xbf16>) outs(%77 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<16x256x256xf32>) outs(%79 : tensor<16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x256xbf16>
    %expanded_73 = tensor.expand_shape %159 [[0, 1], [2], [3]] output_shape [1, 16, 256, 256] : tensor<16x256x256xbf16> into tensor<1x16x256x256xbf16>
    %160 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_73 : tensor<1x16x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.mulf %in, %cst : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %161 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %31 : tensor<1x16x256x256xbf16>, tensor<1x1x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %162 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<1x16x256x256xbf16>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %163:2 = linalg.generic {indexing_maps = [#map11, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%162 : tensor<1x16x256x256xf32>) outs(%89, %87 : tensor<1x16x256xf32>, tensor<1x16x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_162: i64):
      %324 = linalg.index 3 : index
      %325 = arith.index_cast %324 : index to i64
      %326 = arith.maximumf %in, %out : f32
      %327 = arith.cmpf ogt, %in, %out : f32
      %328 = arith.select %327, %325, %out_162 : i64
      linalg.yield %326, %328 : f32, i64
    } -> (tensor<1x16x256xf32>, tensor<1x16x256xi64>)
    %expanded_74 = tensor.expand_shape %163#0 [[0], [1], [2, 3]] output_shape [1, 16, 256, 1] : tensor<1x16x256xf32> into tensor<1x16x256x1xf32>
    %164 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_74 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.subf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %165 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x16x256x256xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.exp %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %166 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%165 : tensor<1x16x256x256xf32>) outs(%94 : tensor<1x16x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x1xf32>
    %167 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %166 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.divf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %168 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<1x16x256x256xf32>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %collapsed_75 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<1x16x256x256xbf16> into tensor<16x256x256xbf16>
    %collapsed_76 = tensor.collapse_shape %transposed_63 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %169 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<16x256x256xbf16>, tensor<16x256x128xbf16>) outs(%99 : tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<16x256x128xf32>) outs(%101 : tensor<16x256x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x128xbf16>
    %expanded_77 = tensor.expand_shape %170 [[0, 1], [2], [3]] output_shape [1, 16, 256, 128] : tensor<16x256x128xbf16> into tensor<1x16x256x128xbf16>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<1x16x256x128xbf16>) outs(%103 : tensor<1x256x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_79 = linalg.transpose ins(%arg13 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_80 = tensor.collapse_shape %transposed_78 [[0, 1], [2, 3]] : tensor<1x256x16x128xbf16> into tensor<256x2048xbf16>
    %171 = linalg.matmul ins(%collapsed_80, %transposed_79 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%171 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_81 = tensor.expand_shape %172 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %173 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %expanded_81 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%175 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %179 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %182 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %181 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %transposed_82 = linalg.transpose ins(%arg14 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %183 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_84 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x256x5632xbf16>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.negf %in : f32
      %325 = math.exp %324 : f32
      %326 = arith.addf %325, %cst_3 : f32
      %327 = arith.divf %cst_3, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x256x5632xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %186 : tensor<1x256x5632xf32>, tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x256x5632xf32>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %transposed_85 = linalg.transpose ins(%arg15 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %189 = linalg.matmul ins(%collapsed_83, %transposed_85 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_86 = tensor.expand_shape %190 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188, %expanded_86 : tensor<1x256x5632xbf16>, tensor<1x256x5632xbf16>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %transposed_87 = linalg.transpose ins(%arg16 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_88 = tensor.collapse_shape %191 [[0, 1], [2]] : tensor<1x256x5632xbf16> into tensor<256x5632xbf16>
    %192 = linalg.matmul ins(%collapsed_88, %transposed_87 : tensor<256x5632xbf16>, tensor<5632x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %193 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%192 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_89 = tensor.expand_shape %193 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %expanded_89 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%196 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %200 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %203 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26, %202 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %transposed_90 = linalg.transpose ins(%arg19 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_91 = tensor.collapse_shape %203 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %204 = linalg.matmul ins(%collapsed_91, %transposed_90 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %205 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%204 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_92 = tensor.expand_shape %205 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_94 = linalg.transpose ins(%arg20 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %206 = linalg.matmul ins(%collapsed_91, %transposed_94 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %207 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%206 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_95 = tensor.expand_shape %207 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_96 = linalg.transpose ins(%expanded_95 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_97 = linalg.transpose ins(%arg21 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %208 = linalg.matmul ins(%collapsed_91, %transposed_97 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%208 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_98 = tensor.expand_shape %209 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %210 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_93, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_100 = tensor.extract_slice %transposed_93[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_101 = tensor.extract_slice %transposed_93[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %211 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_101 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_102 = tensor.concat dim(3) %211, %extracted_slice_100 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %212 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_102, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %213 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %212 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %214 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_96, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_103 = tensor.extract_slice %transposed_96[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_104 = tensor.extract_slice %transposed_96[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %215 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_104 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_105 = tensor.concat dim(3) %215, %extracted_slice_103 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %216 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_105, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %217 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %216 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %transposed_106 = linalg.transpose ins(%217 : tensor<1x16x256x128xbf16>) outs(%75 : tensor<1x16x128x256xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_107 = tensor.collapse_shape %213 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %collapsed_108 = tensor.collapse_shape %transposed_106 [[0, 1], [2], [3]] : tensor<1x16x128x256xbf16> into tensor<16x128x256xbf16>
    %218 = linalg.batch_matmul ins(%collapsed_107, %collapsed_108 : tensor<16x256x128xbf16>, tensor<16x128x256xbf16>) outs(%77 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<16x256x256xf32>) outs(%79 : tensor<16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x256xbf16>
    %expanded_109 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [1, 16, 256, 256] : tensor<16x256x256xbf16> into tensor<1x16x256x256xbf16>
    %220 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<1x16x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.mulf %in, %cst : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %221 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %31 : tensor<1x16x256x256xbf16>, tensor<1x1x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %222 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x16x256x256xbf16>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %223:2 = linalg.generic {indexing_maps = [#map11, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%222 : tensor<1x16x256x256xf32>) outs(%89, %87 : tensor<1x16x256xf32>, tensor<1x16x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_162: i64):
      %324 = linalg.index 3 : index
      %325 = arith.index_cast %324 : index to i64
      %326 = arith.maximumf %in, %out : f32
      %327 = arith.cmpf ogt, %in, %out : f32
      %328 = arith.select %327, %325, %out_162 : i64
      linalg.yield %326, %328 : f32, i64
    } -> (tensor<1x16x256xf32>, tensor<1x16x256xi64>)
    %expanded_110 = tensor.expand_shape %223#0 [[0], [1], [2, 3]] output_shape [1, 16, 256, 1] : tensor<1x16x256xf32> into tensor<1x16x256x1xf32>
    %224 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_110 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.subf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %225 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x16x256x256xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.exp %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %226 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%225 : tensor<1x16x256x256xf32>) outs(%94 : tensor<1x16x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x1xf32>
    %227 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %226 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.divf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %228 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x16x256x256xf32>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %collapsed_111 = tensor.collapse_shape %228 [[0, 1], [2], [3]] : tensor<1x16x256x256xbf16> into tensor<16x256x256xbf16>
    %collapsed_112 = tensor.collapse_shape %transposed_99 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %229 = linalg.batch_matmul ins(%collapsed_111, %collapsed_112 : tensor<16x256x256xbf16>, tensor<16x256x128xbf16>) outs(%99 : tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<16x256x128xf32>) outs(%101 : tensor<16x256x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x128xbf16>
    %expanded_113 = tensor.expand_shape %230 [[0, 1], [2], [3]] output_shape [1, 16, 256, 128] : tensor<16x256x128xbf16> into tensor<1x16x256x128xbf16>
    %transposed_114 = linalg.transpose ins(%expanded_113 : tensor<1x16x256x128xbf16>) outs(%103 : tensor<1x256x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_115 = linalg.transpose ins(%arg22 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_116 = tensor.collapse_shape %transposed_114 [[0, 1], [2, 3]] : tensor<1x256x16x128xbf16> into tensor<256x2048xbf16>
    %231 = linalg.matmul ins(%collapsed_116, %transposed_115 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%231 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_117 = tensor.expand_shape %232 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %233 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %expanded_117 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%235 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %239 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %242 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %241 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %transposed_118 = linalg.transpose ins(%arg23 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %242 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %243 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%243 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_120 = tensor.expand_shape %244 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_120 : tensor<1x256x5632xbf16>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.negf %in : f32
      %325 = math.exp %324 : f32
      %326 = arith.addf %325, %cst_3 : f32
      %327 = arith.divf %cst_3, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x256x5632xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %246 : tensor<1x256x5632xf32>, tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%247 : tensor<1x256x5632xf32>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %transposed_121 = linalg.transpose ins(%arg24 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %249 = linalg.matmul ins(%collapsed_119, %transposed_121 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_122 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %expanded_122 : tensor<1x256x5632xbf16>, tensor<1x256x5632xbf16>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %transposed_123 = linalg.transpose ins(%arg25 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_124 = tensor.collapse_shape %251 [[0, 1], [2]] : tensor<1x256x5632xbf16> into tensor<256x5632xbf16>
    %252 = linalg.matmul ins(%collapsed_124, %transposed_123 : tensor<256x5632xbf16>, tensor<5632x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%252 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_125 = tensor.expand_shape %253 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %254 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %expanded_125 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%256 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %260 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %263 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg35, %262 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %transposed_126 = linalg.transpose ins(%arg28 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_127 = tensor.collapse_shape %263 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %264 = linalg.matmul ins(%collapsed_127, %transposed_126 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%264 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_128 = tensor.expand_shape %265 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_129 = linalg.transpose ins(%expanded_128 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_130 = linalg.transpose ins(%arg29 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %266 = linalg.matmul ins(%collapsed_127, %transposed_130 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%266 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_131 = tensor.expand_shape %267 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_132 = linalg.transpose ins(%expanded_131 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_133 = linalg.transpose ins(%arg30 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %268 = linalg.matmul ins(%collapsed_127, %transposed_133 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%268 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_134 = tensor.expand_shape %269 [[0, 1], [2, 3]] output_shape [1, 256, 16, 128] : tensor<256x2048xbf16> into tensor<1x256x16x128xbf16>
    %transposed_135 = linalg.transpose ins(%expanded_134 : tensor<1x256x16x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) permutation = [0, 2, 1, 3] 
    %270 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_129, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_136 = tensor.extract_slice %transposed_129[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_137 = tensor.extract_slice %transposed_129[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %271 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_137 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_138 = tensor.concat dim(3) %271, %extracted_slice_136 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %272 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_138, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %273 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %272 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %274 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_132, %expanded_26 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %extracted_slice_139 = tensor.extract_slice %transposed_132[0, 0, 0, 0] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %extracted_slice_140 = tensor.extract_slice %transposed_132[0, 0, 0, 64] [1, 16, 256, 64] [1, 1, 1, 1] : tensor<1x16x256x128xbf16> to tensor<1x16x256x64xbf16>
    %275 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_140 : tensor<1x16x256x64xbf16>) outs(%67 : tensor<1x16x256x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.negf %in : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x64xbf16>
    %concat_141 = tensor.concat dim(3) %275, %extracted_slice_139 : (tensor<1x16x256x64xbf16>, tensor<1x16x256x64xbf16>) -> tensor<1x16x256x128xbf16>
    %276 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_141, %expanded_27 : tensor<1x16x256x128xbf16>, tensor<1x1x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %277 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %276 : tensor<1x16x256x128xbf16>, tensor<1x16x256x128xbf16>) outs(%61 : tensor<1x16x256x128xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x128xbf16>
    %transposed_142 = linalg.transpose ins(%277 : tensor<1x16x256x128xbf16>) outs(%75 : tensor<1x16x128x256xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_143 = tensor.collapse_shape %273 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %collapsed_144 = tensor.collapse_shape %transposed_142 [[0, 1], [2], [3]] : tensor<1x16x128x256xbf16> into tensor<16x128x256xbf16>
    %278 = linalg.batch_matmul ins(%collapsed_143, %collapsed_144 : tensor<16x256x128xbf16>, tensor<16x128x256xbf16>) outs(%77 : tensor<16x256x256xf32>) -> tensor<16x256x256xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<16x256x256xf32>) outs(%79 : tensor<16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x256xbf16>
    %expanded_145 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [1, 16, 256, 256] : tensor<16x256x256xbf16> into tensor<1x16x256x256xbf16>
    %280 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_145 : tensor<1x16x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %324 = arith.mulf %in, %cst : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %281 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %31 : tensor<1x16x256x256xbf16>, tensor<1x1x256x256xbf16>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %282 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<1x16x256x256xbf16>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %283:2 = linalg.generic {indexing_maps = [#map11, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%282 : tensor<1x16x256x256xf32>) outs(%89, %87 : tensor<1x16x256xf32>, tensor<1x16x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_162: i64):
      %324 = linalg.index 3 : index
      %325 = arith.index_cast %324 : index to i64
      %326 = arith.maximumf %in, %out : f32
      %327 = arith.cmpf ogt, %in, %out : f32
      %328 = arith.select %327, %325, %out_162 : i64
      linalg.yield %326, %328 : f32, i64
    } -> (tensor<1x16x256xf32>, tensor<1x16x256xi64>)
    %expanded_146 = tensor.expand_shape %283#0 [[0], [1], [2, 3]] output_shape [1, 16, 256, 1] : tensor<1x16x256xf32> into tensor<1x16x256x1xf32>
    %284 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_146 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.subf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %285 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<1x16x256x256xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.exp %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %286 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%285 : tensor<1x16x256x256xf32>) outs(%94 : tensor<1x16x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x1xf32>
    %287 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %286 : tensor<1x16x256x256xf32>, tensor<1x16x256x1xf32>) outs(%84 : tensor<1x16x256x256xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.divf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x16x256x256xf32>
    %288 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287 : tensor<1x16x256x256xf32>) outs(%81 : tensor<1x16x256x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x16x256x256xbf16>
    %collapsed_147 = tensor.collapse_shape %288 [[0, 1], [2], [3]] : tensor<1x16x256x256xbf16> into tensor<16x256x256xbf16>
    %collapsed_148 = tensor.collapse_shape %transposed_135 [[0, 1], [2], [3]] : tensor<1x16x256x128xbf16> into tensor<16x256x128xbf16>
    %289 = linalg.batch_matmul ins(%collapsed_147, %collapsed_148 : tensor<16x256x256xbf16>, tensor<16x256x128xbf16>) outs(%99 : tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<16x256x128xf32>) outs(%101 : tensor<16x256x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<16x256x128xbf16>
    %expanded_149 = tensor.expand_shape %290 [[0, 1], [2], [3]] output_shape [1, 16, 256, 128] : tensor<16x256x128xbf16> into tensor<1x16x256x128xbf16>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<1x16x256x128xbf16>) outs(%103 : tensor<1x256x16x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_151 = linalg.transpose ins(%arg31 : tensor<2048x2048xbf16>) outs(%55 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_152 = tensor.collapse_shape %transposed_150 [[0, 1], [2, 3]] : tensor<1x256x16x128xbf16> into tensor<256x2048xbf16>
    %291 = linalg.matmul ins(%collapsed_152, %transposed_151 : tensor<256x2048xbf16>, tensor<2048x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_153 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254, %expanded_153 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%295 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %299 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %302 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %301 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %transposed_154 = linalg.transpose ins(%arg32 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %collapsed_155 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<1x256x2048xbf16> into tensor<256x2048xbf16>
    %303 = linalg.matmul ins(%collapsed_155, %transposed_154 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_156 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_156 : tensor<1x256x5632xbf16>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.negf %in : f32
      %325 = math.exp %324 : f32
      %326 = arith.addf %325, %cst_3 : f32
      %327 = arith.divf %cst_3, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x256x5632xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %306 : tensor<1x256x5632xf32>, tensor<1x256x5632xf32>) outs(%122 : tensor<1x256x5632xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x5632xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x256x5632xf32>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %transposed_157 = linalg.transpose ins(%arg33 : tensor<5632x2048xbf16>) outs(%116 : tensor<2048x5632xbf16>) permutation = [1, 0] 
    %309 = linalg.matmul ins(%collapsed_155, %transposed_157 : tensor<256x2048xbf16>, tensor<2048x5632xbf16>) outs(%118 : tensor<256x5632xf32>) -> tensor<256x5632xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<256x5632xf32>) outs(%120 : tensor<256x5632xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x5632xbf16>
    %expanded_158 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [1, 256, 5632] : tensor<256x5632xbf16> into tensor<1x256x5632xbf16>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %expanded_158 : tensor<1x256x5632xbf16>, tensor<1x256x5632xbf16>) outs(%126 : tensor<1x256x5632xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x5632xbf16>
    %transposed_159 = linalg.transpose ins(%arg34 : tensor<2048x5632xbf16>) outs(%131 : tensor<5632x2048xbf16>) permutation = [1, 0] 
    %collapsed_160 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<1x256x5632xbf16> into tensor<256x5632xbf16>
    %312 = linalg.matmul ins(%collapsed_160, %transposed_159 : tensor<256x5632xbf16>, tensor<5632x2048xbf16>) outs(%57 : tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%312 : tensor<256x2048xf32>) outs(%59 : tensor<256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<256x2048xbf16>
    %expanded_161 = tensor.expand_shape %313 [[0, 1], [2]] output_shape [1, 256, 2048] : tensor<256x2048xbf16> into tensor<1x256x2048xbf16>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %expanded_161 : tensor<1x256x2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.addf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x256x2048xbf16>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %324 = arith.extf %in : bf16 to f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<1x256x2048xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%316 : tensor<1x256x2048xf32>) outs(%47 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %out : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.divf %in, %cst_7 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = arith.addf %in, %cst_0 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<1x256x1xf32>) outs(%32 : tensor<1x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %324 = math.rsqrt %in : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %320 : tensor<1x256x2048xf32>, tensor<1x256x1xf32>) outs(%44 : tensor<1x256x2048xf32>) {
    ^bb0(%in: f32, %in_162: f32, %out: f32):
      %324 = arith.mulf %in, %in_162 : f32
      linalg.yield %324 : f32
    } -> tensor<1x256x2048xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x256x2048xf32>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %324 = arith.truncf %in : f32 to bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    %323 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %322 : tensor<2048xbf16>, tensor<1x256x2048xbf16>) outs(%0 : tensor<1x256x2048xbf16>) {
    ^bb0(%in: bf16, %in_162: bf16, %out: bf16):
      %324 = arith.mulf %in, %in_162 : bf16
      linalg.yield %324 : bf16
    } -> tensor<1x256x2048xbf16>
    return %323 : tensor<1x256x2048xbf16>
  }
}
