// L1 input (hand-combined): two independent softmaxes of different shapes in ONE fusion
// function, as a planner that packs kernels would outline them. Each half is the
// stitch-opt output of python/mlir_stitch/examples/softmax.mlir (reshaped to 64x2048 and
// 100x48) through builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan); the
// second half's SSA names are renumbered. No data flows between the halves.
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%arg0: tensor<64x2048xf32>, %arg1: tensor<100x48xf32>) -> (tensor<64x2048xf32>, tensor<100x48xf32>) {
    %0:2 = call @stitch_fusion_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<64x2048xf32>, tensor<100x48xf32>) -> (tensor<64x2048xf32>, tensor<100x48xf32>)
    return %0#0, %0#1 : tensor<64x2048xf32>, tensor<100x48xf32>
  }
  func.func private @stitch_fusion_0(%arg0: tensor<64x2048xf32>, %arg1: tensor<100x48xf32>) -> (tensor<64x2048xf32>, tensor<100x48xf32>) attributes {stitch.fusion} {
    %cst = arith.constant {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "constant"}>} 0xFF800000 : f32
    %0 = tensor.empty() {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "empty"}>} : tensor<64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%0 : tensor<64xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 256 : i64, detail = "", heavy = false, kind = "fill"}>} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<64x2048xf32>) outs(%1 : tensor<64xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 524544 : i64, detail = "row", heavy = false, kind = "reduce"}>} {
    ^bb0(%in: f32, %out: f32):
      %y = arith.maximumf %in, %out : f32
      linalg.yield %y : f32
    } -> tensor<64xf32>
    %3 = tensor.empty() {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "empty"}>} : tensor<64x2048xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<64x2048xf32>, tensor<64xf32>) outs(%3 : tensor<64x2048xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 1048832 : i64, detail = "heavy", heavy = true, kind = "elementwise"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %y = arith.subf %in, %in_1 : f32
      %z = math.exp %y : f32
      linalg.yield %z : f32
    } -> tensor<64x2048xf32>
    %cst_0 = arith.constant {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "constant"}>} 0.000000e+00 : f32
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst_0 : f32) outs(%0 : tensor<64xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 256 : i64, detail = "", heavy = false, kind = "fill"}>} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<64x2048xf32>) outs(%5 : tensor<64xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 524544 : i64, detail = "row", heavy = false, kind = "reduce"}>} {
    ^bb0(%in: f32, %out: f32):
      %y = arith.addf %in, %out : f32
      linalg.yield %y : f32
    } -> tensor<64xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<64x2048xf32>, tensor<64xf32>) outs(%3 : tensor<64x2048xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 1048832 : i64, detail = "light", heavy = false, kind = "elementwise"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %y = arith.divf %in, %in_1 : f32
      linalg.yield %y : f32
    } -> tensor<64x2048xf32>
    %cst_1 = arith.constant {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "constant"}>} 0xFF800000 : f32
    %8 = tensor.empty() {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "empty"}>} : tensor<100xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst_1 : f32) outs(%8 : tensor<100xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 400 : i64, detail = "", heavy = false, kind = "fill"}>} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<100xf32>
    %10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg1 : tensor<100x48xf32>) outs(%9 : tensor<100xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 19600 : i64, detail = "row", heavy = false, kind = "reduce"}>} {
    ^bb0(%in: f32, %out: f32):
      %y = arith.maximumf %in, %out : f32
      linalg.yield %y : f32
    } -> tensor<100xf32>
    %11 = tensor.empty() {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "empty"}>} : tensor<100x48xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1, %10 : tensor<100x48xf32>, tensor<100xf32>) outs(%11 : tensor<100x48xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 38800 : i64, detail = "heavy", heavy = true, kind = "elementwise"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %y = arith.subf %in, %in_1 : f32
      %z = math.exp %y : f32
      linalg.yield %z : f32
    } -> tensor<100x48xf32>
    %cst_2 = arith.constant {stitch.class = #stitch.op_class<{bytes = 0 : i64, detail = "", heavy = false, kind = "constant"}>} 0.000000e+00 : f32
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst_2 : f32) outs(%8 : tensor<100xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 400 : i64, detail = "", heavy = false, kind = "fill"}>} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<100xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<100x48xf32>) outs(%13 : tensor<100xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 19600 : i64, detail = "row", heavy = false, kind = "reduce"}>} {
    ^bb0(%in: f32, %out: f32):
      %y = arith.addf %in, %out : f32
      linalg.yield %y : f32
    } -> tensor<100xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%12, %14 : tensor<100x48xf32>, tensor<100xf32>) outs(%11 : tensor<100x48xf32>) attrs =  {stitch.class = #stitch.op_class<{bytes = 38800 : i64, detail = "light", heavy = false, kind = "elementwise"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %y = arith.divf %in, %in_1 : f32
      linalg.yield %y : f32
    } -> tensor<100x48xf32>
    return %7, %15 : tensor<64x2048xf32>, tensor<100x48xf32>
  }
}
