// A hand-written L2 file: LayerNorm backward over [50, 256] (layernorm-backward.mlir with 50
// rows): the row sums behind dx and the column sums dgamma and dbeta in one kernel. 4 rows of
// 64 threads per block (4 elements per thread) make 13 tiles of rows, the last one 2 rows.
// stitch-schedule gives each tile its own block (GRID_13); this schedule takes 5 blocks that
// each take VERT_3 tiles in turn (tile b + 5 v, v < 3; tiles 13 and 14 do not exist),
// carrying their columns' partials in registers from tile to tile (AStitch's vertical
// packing). Phase 1 (the row sums, regional) ends with a block barrier, phase 2 (the column
// sums, global) with a grid barrier after which the 5 blocks' partials meet in global scratch
// (tests/filecheck/passes/stitch-lower-to-gpu-vertical.mlir).
// stitch-schedule{template="reduce2[GRID_5-CTA_4,CTA_64-THREAD_4-VERT_3]S;"} writes the same schedule.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0) -> ()>
#map4 = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<50x256xf32>, %arg1: tensor<50x256xf32>, %arg2: tensor<50xf32>, %arg3: tensor<50xf32>, %arg4: tensor<256xf32>) -> (tensor<50x256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %0:3 = call @stitch_fusion_0(%arg0, %arg2, %arg3, %arg1, %arg4) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<50x256xf32>, tensor<50xf32>, tensor<50xf32>, tensor<50x256xf32>, tensor<256xf32>) -> (tensor<50x256xf32>, tensor<256xf32>, tensor<256xf32>)
    return %0#0, %0#1, %0#2 : tensor<50x256xf32>, tensor<256xf32>, tensor<256xf32>
  }
  func.func private @stitch_fusion_0(%arg0: tensor<50x256xf32>, %arg1: tensor<50xf32>, %arg2: tensor<50xf32>, %arg3: tensor<50x256xf32>, %arg4: tensor<256xf32>) -> (tensor<50x256xf32>, tensor<256xf32>, tensor<256xf32>) attributes {stitch.fusion, stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 50, 256>, dominant = "reduce2", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 4 : i64, threads_per_row = 64 : i64, vertical = 3 : i64}, name = "g0", part = 0 : i64}, {domain = array<i64: 50, 256>, dominant = "ew4", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 4 : i64, threads_per_row = 64 : i64, vertical = 3 : i64}, name = "g1", part = 0 : i64}, {domain = array<i64: 50, 256>, dominant = "reduce5", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 4 : i64, threads_per_row = 64 : i64, vertical = 3 : i64}, name = "g2", part = 0 : i64}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 5, 1, 1>, shared_bytes = 8288 : i64}, parts = [{first_block = 0 : i64, grid = 5 : i64, phases = ["block", "grid"]}], smem = {arena_bytes = 8288 : i64, buffers = [{bytes = 64 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64}, {bytes = 16 : i64, name = "p0.reduce2", offset = 64 : i64, part = 0 : i64}, {bytes = 16 : i64, name = "p0.reduce3", offset = 80 : i64, part = 0 : i64}, {bytes = 8192 : i64, name = "p0.colsums", offset = 96 : i64, part = 0 : i64}], bytes_without_reuse = 8288 : i64}, template = "row", template_string = "reduce2[GRID_5-CTA_4,CTA_64-THREAD_4-VERT_3]S;ew4[GRID_5-CTA_4,CTA_64-THREAD_4-VERT_3];reduce5[GRID_5-CTA_4,CTA_64-THREAD_4-VERT_3]S;"}>} {
    %0 = tensor.empty() : tensor<50x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<50x256xf32>, tensor<50xf32>, tensor<50xf32>) outs(%0 : tensor<50x256xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew0", phase = 0 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %12 = arith.subf %in, %in_1 : f32
      %13 = arith.mulf %12, %in_2 : f32
      linalg.yield %13 : f32
    } -> tensor<50x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg4 : tensor<50x256xf32>, tensor<256xf32>) outs(%0 : tensor<50x256xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew1", phase = 0 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %12 = arith.mulf %in, %in_1 : f32
      linalg.yield %12 : f32
    } -> tensor<50x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = tensor.empty() : tensor<50xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel"]} ins(%cst : f32) outs(%3 : tensor<50xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<50xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<50x256xf32>) outs(%4 : tensor<50xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce2", phase = 1 : i64, scheme = "regional", storage = "shared"}>} {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.addf %in, %out : f32
      linalg.yield %12 : f32
    } -> tensor<50xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2, %1 : tensor<50x256xf32>, tensor<50x256xf32>) outs(%4 : tensor<50xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "reduce3", phase = 1 : i64, scheme = "regional", storage = "shared"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %12 = arith.mulf %in, %in_1 : f32
      %13 = arith.addf %12, %out : f32
      linalg.yield %13 : f32
    } -> tensor<50xf32>
    %cst_0 = arith.constant 3.906250e-03 : f32
    %7 = linalg.generic {indexing_maps = [#map, #map, #map1, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %1, %5, %6, %arg2 : tensor<50x256xf32>, tensor<50x256xf32>, tensor<50xf32>, tensor<50xf32>, tensor<50xf32>) outs(%0 : tensor<50x256xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "ew4", phase = 1 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
      %12 = arith.mulf %in_2, %cst_0 : f32
      %13 = arith.mulf %in_3, %cst_0 : f32
      %14 = arith.subf %in, %12 : f32
      %15 = arith.mulf %in_1, %13 : f32
      %16 = arith.subf %14, %15 : f32
      %17 = arith.mulf %16, %in_4 : f32
      linalg.yield %17 : f32
    } -> tensor<50x256xf32>
    %8 = tensor.empty() : tensor<256xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel"]} ins(%cst : f32) outs(%8 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map2], iterator_types = ["reduction", "parallel"]} ins(%arg3, %1 : tensor<50x256xf32>, tensor<50x256xf32>) outs(%9 : tensor<256xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "reduce5", phase = 2 : i64, scheme = "global", storage = "global"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %12 = arith.mulf %in, %in_1 : f32
      %13 = arith.addf %12, %out : f32
      linalg.yield %13 : f32
    } -> tensor<256xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "parallel"]} ins(%arg3 : tensor<50x256xf32>) outs(%9 : tensor<256xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "reduce6", phase = 2 : i64, scheme = "global", storage = "global"}>} {
    ^bb0(%in: f32, %out: f32):
      %12 = arith.addf %in, %out : f32
      linalg.yield %12 : f32
    } -> tensor<256xf32>
    return %7, %10, %11 : tensor<50x256xf32>, tensor<256xf32>, tensor<256xf32>
  }
}
