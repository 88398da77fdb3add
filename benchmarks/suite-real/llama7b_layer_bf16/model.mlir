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
  func.func @main(%arg0: tensor<32000x4096xbf16>, %arg1: tensor<4096x4096xbf16>, %arg2: tensor<4096x4096xbf16>, %arg3: tensor<4096x4096xbf16>, %arg4: tensor<4096x4096xbf16>, %arg5: tensor<11008x4096xbf16>, %arg6: tensor<11008x4096xbf16>, %arg7: tensor<4096x11008xbf16>, %arg8: tensor<4096xbf16>, %arg9: tensor<4096xbf16>, %arg10: tensor<4096xbf16>, %arg11: tensor<64xbf16>, %arg12: tensor<64xbf16>, %arg13: tensor<1x512xi64>) -> tensor<1x512x4096xbf16> {
    %cst = arith.constant 8.837890e-02 : bf16
    %cst_0 = arith.constant 9.99999997E-7 : f32
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c512_i64 = arith.constant 512 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32000 = arith.constant 32000 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 4.096000e+03 : f32
    %cst_8 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<1x512x4096xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<1x512xi64>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %144 = arith.index_cast %in : i64 to index
      %145 = linalg.index 2 : index
      %146 = arith.cmpi slt, %144, %c32000 : index
      cf.assert %146, "index must be smaller than dim size"
      %147 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %147, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%144, %145] : tensor<32000x4096xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x512x4096xbf16>
    %2 = tensor.empty() : tensor<512xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<512xi64>) {
    ^bb0(%out: i64):
      %144 = linalg.index 0 : index
      %145 = arith.index_cast %144 : index to i64
      linalg.yield %145 : i64
    } -> tensor<512xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 512] : tensor<512xi64> into tensor<1x512xi64>
    %extracted_slice = tensor.extract_slice %expanded[0, 0] [1, 1] [1, 1] : tensor<1x512xi64> to tensor<1x1xi64>
    %4 = tensor.empty() : tensor<1x1xi64>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x1xi64>) outs(%4 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %144 = arith.subi %in, %c1_i64 : i64
      linalg.yield %144 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %5, %expanded : (tensor<1x1xi64>, tensor<1x512xi64>) -> tensor<1x513xi64>
    %extracted_slice_9 = tensor.extract_slice %concat[0, 0] [1, 512] [1, 1] : tensor<1x513xi64> to tensor<1x512xi64>
    %extracted_slice_10 = tensor.extract_slice %concat[0, 1] [1, 512] [1, 1] : tensor<1x513xi64> to tensor<1x512xi64>
    %6 = tensor.empty() : tensor<1x512xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_10, %extracted_slice_9 : tensor<1x512xi64>, tensor<1x512xi64>) outs(%6 : tensor<1x512xi64>) {
    ^bb0(%in: i64, %in_54: i64, %out: i64):
      %144 = arith.subi %in, %in_54 : i64
      linalg.yield %144 : i64
    } -> tensor<1x512xi64>
    %8 = tensor.empty() : tensor<1x512xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<1x512xi64>) outs(%8 : tensor<1x512xi1>) {
    ^bb0(%in: i64, %out: i1):
      %144 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %144 : i1
    } -> tensor<1x512xi1>
    %expanded_11 = tensor.expand_shape %3 [[0, 1]] output_shape [512, 1] : tensor<512xi64> into tensor<512x1xi64>
    %10 = tensor.empty() : tensor<512x512xi1>
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<1x512xi64>, tensor<512x1xi64>) outs(%10 : tensor<512x512xi1>) {
    ^bb0(%in: i64, %in_54: i64, %out: i1):
      %144 = arith.cmpi sle, %in, %in_54 : i64
      linalg.yield %144 : i1
    } -> tensor<512x512xi1>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<1x512xi1>) outs(%6 : tensor<1x512xi64>) {
    ^bb0(%in: i1, %out: i64):
      %144 = arith.extui %in : i1 to i64
      linalg.yield %144 : i64
    } -> tensor<1x512xi64>
    %expanded_12 = tensor.expand_shape %12 [[0], [1, 2]] output_shape [1, 1, 512] : tensor<1x512xi64> into tensor<1x1x512xi64>
    %13 = tensor.empty() : tensor<1x512x512xi64>
    %14 = linalg.generic {indexing_maps = [#map6, #map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %expanded_12, %cst_8 : tensor<512x512xi1>, tensor<1x1x512xi64>, tensor<i64>) outs(%13 : tensor<1x512x512xi64>) {
    ^bb0(%in: i1, %in_54: i64, %in_55: i64, %out: i64):
      %144 = arith.select %in, %in_54, %in_55 : i64
      linalg.yield %144 : i64
    } -> tensor<1x512x512xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%6 : tensor<1x512xi64>) -> tensor<1x512xi64>
    %16 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<1x512x512xi64>) outs(%15 : tensor<1x512xi64>) {
    ^bb0(%in: i64, %out: i64):
      %144 = arith.addi %in, %out : i64
      linalg.yield %144 : i64
    } -> tensor<1x512xi64>
    %17 = tensor.empty() : tensor<1xi64>
    %18 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%17 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_13 = tensor.expand_shape %18 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 512, 1] : tensor<512xi64> into tensor<1x1x512x1xi64>
    %expanded_15 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 512] : tensor<512xi64> into tensor<1x1x1x512xi64>
    %19 = tensor.empty() : tensor<1x1x512x1xi64>
    %20 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_14 : tensor<1x1x1x1xi64>, tensor<1x1x512x1xi64>) outs(%19 : tensor<1x1x512x1xi64>) {
    ^bb0(%in: i64, %in_54: i64, %out: i64):
      %144 = arith.cmpi slt, %in, %c0_i64 : i64
      %145 = arith.addi %in, %c1_i64 : i64
      %146 = arith.select %144, %145, %in : i64
      %147 = arith.index_cast %146 : i64 to index
      %148 = arith.cmpi slt, %in_54, %c0_i64 : i64
      %149 = arith.addi %in_54, %c512_i64 : i64
      %150 = arith.select %148, %149, %in_54 : i64
      %151 = arith.index_cast %150 : i64 to index
      %extracted = tensor.extract %expanded[%147, %151] : tensor<1x512xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x512x1xi64>
    %21 = tensor.empty() : tensor<1x1x1x512xi64>
    %22 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<1x1x1x1xi64>, tensor<1x1x1x512xi64>) outs(%21 : tensor<1x1x1x512xi64>) {
    ^bb0(%in: i64, %in_54: i64, %out: i64):
      %144 = arith.cmpi slt, %in, %c0_i64 : i64
      %145 = arith.addi %in, %c1_i64 : i64
      %146 = arith.select %144, %145, %in : i64
      %147 = arith.index_cast %146 : i64 to index
      %148 = arith.cmpi slt, %in_54, %c0_i64 : i64
      %149 = arith.addi %in_54, %c512_i64 : i64
      %150 = arith.select %148, %149, %in_54 : i64
      %151 = arith.index_cast %150 : i64 to index
      %extracted = tensor.extract %expanded[%147, %151] : tensor<1x512xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x512xi64>
    %23 = tensor.empty() : tensor<1x1x512x512xi1>
    %24 = linalg.generic {indexing_maps = [#map13, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %20 : tensor<1x1x1x512xi64>, tensor<1x1x512x1xi64>) outs(%23 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i64, %in_54: i64, %out: i1):
      %144 = arith.cmpi sle, %in, %in_54 : i64
      linalg.yield %144 : i1
    } -> tensor<1x1x512x512xi1>
    %25 = linalg.generic {indexing_maps = [#map15, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %24 : tensor<i1>, tensor<1x1x512x512xi1>) outs(%23 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i1, %in_54: i1, %out: i1):
      %144 = arith.andi %in, %in_54 : i1
      linalg.yield %144 : i1
    } -> tensor<1x1x512x512xi1>
    %26 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_14 : tensor<1x1x1x1xi64>, tensor<1x1x512x1xi64>) outs(%19 : tensor<1x1x512x1xi64>) {
    ^bb0(%in: i64, %in_54: i64, %out: i64):
      %144 = arith.cmpi slt, %in, %c0_i64 : i64
      %145 = arith.addi %in, %c1_i64 : i64
      %146 = arith.select %144, %145, %in : i64
      %147 = arith.index_cast %146 : i64 to index
      %148 = arith.cmpi slt, %in_54, %c0_i64 : i64
      %149 = arith.addi %in_54, %c512_i64 : i64
      %150 = arith.select %148, %149, %in_54 : i64
      %151 = arith.index_cast %150 : i64 to index
      %extracted = tensor.extract %16[%147, %151] : tensor<1x512xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x512x1xi64>
    %27 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_15 : tensor<1x1x1x1xi64>, tensor<1x1x1x512xi64>) outs(%21 : tensor<1x1x1x512xi64>) {
    ^bb0(%in: i64, %in_54: i64, %out: i64):
      %144 = arith.cmpi slt, %in, %c0_i64 : i64
      %145 = arith.addi %in, %c1_i64 : i64
      %146 = arith.select %144, %145, %in : i64
      %147 = arith.index_cast %146 : i64 to index
      %148 = arith.cmpi slt, %in_54, %c0_i64 : i64
      %149 = arith.addi %in_54, %c512_i64 : i64
      %150 = arith.select %148, %149, %in_54 : i64
      %151 = arith.index_cast %150 : i64 to index
      %extracted = tensor.extract %16[%147, %151] : tensor<1x512xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x512xi64>
    %28 = linalg.generic {indexing_maps = [#map14, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %27 : tensor<1x1x512x1xi64>, tensor<1x1x1x512xi64>) outs(%23 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i64, %in_54: i64, %out: i1):
      %144 = arith.cmpi eq, %in, %in_54 : i64
      linalg.yield %144 : i1
    } -> tensor<1x1x512x512xi1>
    %29 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %28 : tensor<1x1x512x512xi1>, tensor<1x1x512x512xi1>) outs(%23 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: i1, %in_54: i1, %out: i1):
      %144 = arith.andi %in, %in_54 : i1
      linalg.yield %144 : i1
    } -> tensor<1x1x512x512xi1>
    %30 = tensor.empty() : tensor<1x1x512x512xbf16>
    %31 = linalg.generic {indexing_maps = [#map11, #map15, #map15, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_5, %cst_4 : tensor<1x1x512x512xi1>, tensor<bf16>, tensor<bf16>) outs(%30 : tensor<1x1x512x512xbf16>) {
    ^bb0(%in: i1, %in_54: bf16, %in_55: bf16, %out: bf16):
      %144 = arith.select %in, %in_54, %in_55 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x1x512x512xbf16>
    %expanded_16 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 512, 1] : tensor<512xi64> into tensor<1x512x1xi64>
    %32 = tensor.empty() : tensor<1x512x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_16 : tensor<1x512x1xi64>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %144 = arith.sitofp %in : i64 to f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %34 = tensor.empty() : tensor<64xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg11 : tensor<64xbf16>) outs(%34 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<64xf32>
    %36 = tensor.empty() : tensor<1x512x64xf32>
    %37 = linalg.generic {indexing_maps = [#map16, #map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %35 : tensor<1x512x1xf32>, tensor<64xf32>) outs(%36 : tensor<1x512x64xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %144 = arith.mulf %in, %in_54 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x64xf32>
    %concat_17 = tensor.concat dim(2) %37, %37 : (tensor<1x512x64xf32>, tensor<1x512x64xf32>) -> tensor<1x512x128xf32>
    %38 = tensor.empty() : tensor<1x512x128xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_17 : tensor<1x512x128xf32>) outs(%38 : tensor<1x512x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.cos %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x128xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_17 : tensor<1x512x128xf32>) outs(%38 : tensor<1x512x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.sin %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x128xf32>
    %41 = tensor.empty() : tensor<1x512x128xbf16>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x512x128xf32>) outs(%41 : tensor<1x512x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x128xbf16>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x512x128xf32>) outs(%41 : tensor<1x512x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x128xbf16>
    %44 = tensor.empty() : tensor<1x512x4096xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x512x4096xbf16>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x512x4096xf32>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %47 = linalg.fill ins(%cst_1 : f32) outs(%32 : tensor<1x512x1xf32>) -> tensor<1x512x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%46 : tensor<1x512x4096xf32>) outs(%47 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %cst_0 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %51 : tensor<1x512x4096xf32>, tensor<1x512x1xf32>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %144 = arith.mulf %in, %in_54 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x512x4096xf32>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    %54 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg8, %53 : tensor<4096xbf16>, tensor<1x512x4096xbf16>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    %55 = tensor.empty() : tensor<4096x4096xbf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<4096x4096xbf16>) outs(%55 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %54 [[0, 1], [2]] : tensor<1x512x4096xbf16> into tensor<512x4096xbf16>
    %56 = tensor.empty() : tensor<512x4096xf32>
    %57 = linalg.fill ins(%cst_1 : f32) outs(%56 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %58 = linalg.matmul ins(%collapsed, %transposed : tensor<512x4096xbf16>, tensor<4096x4096xbf16>) outs(%57 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %59 = tensor.empty() : tensor<512x4096xbf16>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<512x4096xf32>) outs(%59 : tensor<512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<512x4096xbf16>
    %expanded_18 = tensor.expand_shape %60 [[0, 1], [2, 3]] output_shape [1, 512, 32, 128] : tensor<512x4096xbf16> into tensor<1x512x32x128xbf16>
    %61 = tensor.empty() : tensor<1x32x512x128xbf16>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x512x32x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg2 : tensor<4096x4096xbf16>) outs(%55 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %62 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<512x4096xbf16>, tensor<4096x4096xbf16>) outs(%57 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<512x4096xf32>) outs(%59 : tensor<512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<512x4096xbf16>
    %expanded_21 = tensor.expand_shape %63 [[0, 1], [2, 3]] output_shape [1, 512, 32, 128] : tensor<512x4096xbf16> into tensor<1x512x32x128xbf16>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x512x32x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_23 = linalg.transpose ins(%arg3 : tensor<4096x4096xbf16>) outs(%55 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %64 = linalg.matmul ins(%collapsed, %transposed_23 : tensor<512x4096xbf16>, tensor<4096x4096xbf16>) outs(%57 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%64 : tensor<512x4096xf32>) outs(%59 : tensor<512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<512x4096xbf16>
    %expanded_24 = tensor.expand_shape %65 [[0, 1], [2, 3]] output_shape [1, 512, 32, 128] : tensor<512x4096xbf16> into tensor<1x512x32x128xbf16>
    %transposed_25 = linalg.transpose ins(%expanded_24 : tensor<1x512x32x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %42 [[0], [1, 2], [3]] output_shape [1, 1, 512, 128] : tensor<1x512x128xbf16> into tensor<1x1x512x128xbf16>
    %expanded_27 = tensor.expand_shape %43 [[0], [1, 2], [3]] output_shape [1, 1, 512, 128] : tensor<1x512x128xbf16> into tensor<1x1x512x128xbf16>
    %66 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_26 : tensor<1x32x512x128xbf16>, tensor<1x1x512x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x128xbf16>
    %extracted_slice_28 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 32, 512, 64] [1, 1, 1, 1] : tensor<1x32x512x128xbf16> to tensor<1x32x512x64xbf16>
    %extracted_slice_29 = tensor.extract_slice %transposed_19[0, 0, 0, 64] [1, 32, 512, 64] [1, 1, 1, 1] : tensor<1x32x512x128xbf16> to tensor<1x32x512x64xbf16>
    %67 = tensor.empty() : tensor<1x32x512x64xbf16>
    %68 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x32x512x64xbf16>) outs(%67 : tensor<1x32x512x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %144 = arith.negf %in : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x64xbf16>
    %concat_30 = tensor.concat dim(3) %68, %extracted_slice_28 : (tensor<1x32x512x64xbf16>, tensor<1x32x512x64xbf16>) -> tensor<1x32x512x128xbf16>
    %69 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %expanded_27 : tensor<1x32x512x128xbf16>, tensor<1x1x512x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x128xbf16>
    %70 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<1x32x512x128xbf16>, tensor<1x32x512x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.addf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x128xbf16>
    %71 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_22, %expanded_26 : tensor<1x32x512x128xbf16>, tensor<1x1x512x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x128xbf16>
    %extracted_slice_31 = tensor.extract_slice %transposed_22[0, 0, 0, 0] [1, 32, 512, 64] [1, 1, 1, 1] : tensor<1x32x512x128xbf16> to tensor<1x32x512x64xbf16>
    %extracted_slice_32 = tensor.extract_slice %transposed_22[0, 0, 0, 64] [1, 32, 512, 64] [1, 1, 1, 1] : tensor<1x32x512x128xbf16> to tensor<1x32x512x64xbf16>
    %72 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<1x32x512x64xbf16>) outs(%67 : tensor<1x32x512x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %144 = arith.negf %in : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x64xbf16>
    %concat_33 = tensor.concat dim(3) %72, %extracted_slice_31 : (tensor<1x32x512x64xbf16>, tensor<1x32x512x64xbf16>) -> tensor<1x32x512x128xbf16>
    %73 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_27 : tensor<1x32x512x128xbf16>, tensor<1x1x512x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x128xbf16>
    %74 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %73 : tensor<1x32x512x128xbf16>, tensor<1x32x512x128xbf16>) outs(%61 : tensor<1x32x512x128xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.addf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x128xbf16>
    %75 = tensor.empty() : tensor<1x32x128x512xbf16>
    %transposed_34 = linalg.transpose ins(%74 : tensor<1x32x512x128xbf16>) outs(%75 : tensor<1x32x128x512xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_35 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<1x32x512x128xbf16> into tensor<32x512x128xbf16>
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2], [3]] : tensor<1x32x128x512xbf16> into tensor<32x128x512xbf16>
    %76 = tensor.empty() : tensor<32x512x512xf32>
    %77 = linalg.fill ins(%cst_1 : f32) outs(%76 : tensor<32x512x512xf32>) -> tensor<32x512x512xf32>
    %78 = linalg.batch_matmul ins(%collapsed_35, %collapsed_36 : tensor<32x512x128xbf16>, tensor<32x128x512xbf16>) outs(%77 : tensor<32x512x512xf32>) -> tensor<32x512x512xf32>
    %79 = tensor.empty() : tensor<32x512x512xbf16>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<32x512x512xf32>) outs(%79 : tensor<32x512x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<32x512x512xbf16>
    %expanded_37 = tensor.expand_shape %80 [[0, 1], [2], [3]] output_shape [1, 32, 512, 512] : tensor<32x512x512xbf16> into tensor<1x32x512x512xbf16>
    %81 = tensor.empty() : tensor<1x32x512x512xbf16>
    %82 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<1x32x512x512xbf16>) outs(%81 : tensor<1x32x512x512xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %144 = arith.mulf %in, %cst : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x512xbf16>
    %83 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %31 : tensor<1x32x512x512xbf16>, tensor<1x1x512x512xbf16>) outs(%81 : tensor<1x32x512x512xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.addf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x512xbf16>
    %84 = tensor.empty() : tensor<1x32x512x512xf32>
    %85 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x32x512x512xbf16>) outs(%84 : tensor<1x32x512x512xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<1x32x512x512xf32>
    %86 = tensor.empty() : tensor<1x32x512xi64>
    %87 = linalg.fill ins(%c0_i64 : i64) outs(%86 : tensor<1x32x512xi64>) -> tensor<1x32x512xi64>
    %88 = tensor.empty() : tensor<1x32x512xf32>
    %89 = linalg.fill ins(%cst_2 : f32) outs(%88 : tensor<1x32x512xf32>) -> tensor<1x32x512xf32>
    %90:2 = linalg.generic {indexing_maps = [#map11, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%85 : tensor<1x32x512x512xf32>) outs(%89, %87 : tensor<1x32x512xf32>, tensor<1x32x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_54: i64):
      %144 = linalg.index 3 : index
      %145 = arith.index_cast %144 : index to i64
      %146 = arith.maximumf %in, %out : f32
      %147 = arith.cmpf ogt, %in, %out : f32
      %148 = arith.select %147, %145, %out_54 : i64
      linalg.yield %146, %148 : f32, i64
    } -> (tensor<1x32x512xf32>, tensor<1x32x512xi64>)
    %expanded_38 = tensor.expand_shape %90#0 [[0], [1], [2, 3]] output_shape [1, 32, 512, 1] : tensor<1x32x512xf32> into tensor<1x32x512x1xf32>
    %91 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_38 : tensor<1x32x512x512xf32>, tensor<1x32x512x1xf32>) outs(%84 : tensor<1x32x512x512xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %144 = arith.subf %in, %in_54 : f32
      linalg.yield %144 : f32
    } -> tensor<1x32x512x512xf32>
    %92 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x32x512x512xf32>) outs(%84 : tensor<1x32x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.exp %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x32x512x512xf32>
    %93 = tensor.empty() : tensor<1x32x512x1xf32>
    %94 = linalg.fill ins(%cst_1 : f32) outs(%93 : tensor<1x32x512x1xf32>) -> tensor<1x32x512x1xf32>
    %95 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%92 : tensor<1x32x512x512xf32>) outs(%94 : tensor<1x32x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x32x512x1xf32>
    %96 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %95 : tensor<1x32x512x512xf32>, tensor<1x32x512x1xf32>) outs(%84 : tensor<1x32x512x512xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %144 = arith.divf %in, %in_54 : f32
      linalg.yield %144 : f32
    } -> tensor<1x32x512x512xf32>
    %97 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96 : tensor<1x32x512x512xf32>) outs(%81 : tensor<1x32x512x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x32x512x512xbf16>
    %collapsed_39 = tensor.collapse_shape %97 [[0, 1], [2], [3]] : tensor<1x32x512x512xbf16> into tensor<32x512x512xbf16>
    %collapsed_40 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3]] : tensor<1x32x512x128xbf16> into tensor<32x512x128xbf16>
    %98 = tensor.empty() : tensor<32x512x128xf32>
    %99 = linalg.fill ins(%cst_1 : f32) outs(%98 : tensor<32x512x128xf32>) -> tensor<32x512x128xf32>
    %100 = linalg.batch_matmul ins(%collapsed_39, %collapsed_40 : tensor<32x512x512xbf16>, tensor<32x512x128xbf16>) outs(%99 : tensor<32x512x128xf32>) -> tensor<32x512x128xf32>
    %101 = tensor.empty() : tensor<32x512x128xbf16>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<32x512x128xf32>) outs(%101 : tensor<32x512x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<32x512x128xbf16>
    %expanded_41 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [1, 32, 512, 128] : tensor<32x512x128xbf16> into tensor<1x32x512x128xbf16>
    %103 = tensor.empty() : tensor<1x512x32x128xbf16>
    %transposed_42 = linalg.transpose ins(%expanded_41 : tensor<1x32x512x128xbf16>) outs(%103 : tensor<1x512x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_43 = linalg.transpose ins(%arg4 : tensor<4096x4096xbf16>) outs(%55 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %transposed_42 [[0, 1], [2, 3]] : tensor<1x512x32x128xbf16> into tensor<512x4096xbf16>
    %104 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<512x4096xbf16>, tensor<4096x4096xbf16>) outs(%57 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<512x4096xf32>) outs(%59 : tensor<512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<512x4096xbf16>
    %expanded_45 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, 512, 4096] : tensor<512x4096xbf16> into tensor<1x512x4096xbf16>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_45 : tensor<1x512x4096xbf16>, tensor<1x512x4096xbf16>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.addf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x512x4096xbf16>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x512x4096xf32>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%108 : tensor<1x512x4096xf32>) outs(%47 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %cst_0 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %112 : tensor<1x512x4096xf32>, tensor<1x512x1xf32>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %144 = arith.mulf %in, %in_54 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x512x4096xf32>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    %115 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %114 : tensor<4096xbf16>, tensor<1x512x4096xbf16>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    %116 = tensor.empty() : tensor<4096x11008xbf16>
    %transposed_46 = linalg.transpose ins(%arg5 : tensor<11008x4096xbf16>) outs(%116 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %115 [[0, 1], [2]] : tensor<1x512x4096xbf16> into tensor<512x4096xbf16>
    %117 = tensor.empty() : tensor<512x11008xf32>
    %118 = linalg.fill ins(%cst_1 : f32) outs(%117 : tensor<512x11008xf32>) -> tensor<512x11008xf32>
    %119 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<512x4096xbf16>, tensor<4096x11008xbf16>) outs(%118 : tensor<512x11008xf32>) -> tensor<512x11008xf32>
    %120 = tensor.empty() : tensor<512x11008xbf16>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<512x11008xf32>) outs(%120 : tensor<512x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<512x11008xbf16>
    %expanded_48 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 512, 11008] : tensor<512x11008xbf16> into tensor<1x512x11008xbf16>
    %122 = tensor.empty() : tensor<1x512x11008xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x512x11008xbf16>) outs(%122 : tensor<1x512x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<1x512x11008xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x512x11008xf32>) outs(%122 : tensor<1x512x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      %145 = math.exp %144 : f32
      %146 = arith.addf %145, %cst_3 : f32
      %147 = arith.divf %cst_3, %146 : f32
      linalg.yield %147 : f32
    } -> tensor<1x512x11008xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<1x512x11008xf32>, tensor<1x512x11008xf32>) outs(%122 : tensor<1x512x11008xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %144 = arith.mulf %in, %in_54 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x11008xf32>
    %126 = tensor.empty() : tensor<1x512x11008xbf16>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x512x11008xf32>) outs(%126 : tensor<1x512x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x11008xbf16>
    %transposed_49 = linalg.transpose ins(%arg6 : tensor<11008x4096xbf16>) outs(%116 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_47, %transposed_49 : tensor<512x4096xbf16>, tensor<4096x11008xbf16>) outs(%118 : tensor<512x11008xf32>) -> tensor<512x11008xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<512x11008xf32>) outs(%120 : tensor<512x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<512x11008xbf16>
    %expanded_50 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, 512, 11008] : tensor<512x11008xbf16> into tensor<1x512x11008xbf16>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_50 : tensor<1x512x11008xbf16>, tensor<1x512x11008xbf16>) outs(%126 : tensor<1x512x11008xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x11008xbf16>
    %131 = tensor.empty() : tensor<11008x4096xbf16>
    %transposed_51 = linalg.transpose ins(%arg7 : tensor<4096x11008xbf16>) outs(%131 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %130 [[0, 1], [2]] : tensor<1x512x11008xbf16> into tensor<512x11008xbf16>
    %132 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<512x11008xbf16>, tensor<11008x4096xbf16>) outs(%57 : tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<512x4096xf32>) outs(%59 : tensor<512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<512x4096xbf16>
    %expanded_53 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [1, 512, 4096] : tensor<512x4096xbf16> into tensor<1x512x4096xbf16>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106, %expanded_53 : tensor<1x512x4096xbf16>, tensor<1x512x4096xbf16>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.addf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x512x4096xbf16>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %144 = arith.extf %in : bf16 to f32
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x512x4096xf32>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%136 : tensor<1x512x4096xf32>) outs(%47 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %cst_0 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x512x1xf32>) outs(%32 : tensor<1x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %140 : tensor<1x512x4096xf32>, tensor<1x512x1xf32>) outs(%44 : tensor<1x512x4096xf32>) {
    ^bb0(%in: f32, %in_54: f32, %out: f32):
      %144 = arith.mulf %in, %in_54 : f32
      linalg.yield %144 : f32
    } -> tensor<1x512x4096xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x512x4096xf32>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %144 = arith.truncf %in : f32 to bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    %143 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %142 : tensor<4096xbf16>, tensor<1x512x4096xbf16>) outs(%0 : tensor<1x512x4096xbf16>) {
    ^bb0(%in: bf16, %in_54: bf16, %out: bf16):
      %144 = arith.mulf %in, %in_54 : bf16
      linalg.yield %144 : bf16
    } -> tensor<1x512x4096xbf16>
    return %143 : tensor<1x512x4096xbf16>
  }
}
