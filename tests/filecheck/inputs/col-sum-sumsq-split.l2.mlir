// A hand-written L2 file: the column sum and sum of squares of a [2900, 80] tensor
// (col-sum-sumsq.mlir at that shape) in one column fusion, 32 columns per block of 256
// threads (3 tiles of columns, the last one 16 wide). stitch-schedule splits each tile's 2900
// rows over 22 blocks; this schedule splits them over 3 (SPLIT_3, GRID_9: slices of 967 rows,
// the last one 966), so each thread walks 121 positions in 2 chunks. The 3 blocks of a tile
// meet in global scratch after a grid barrier (the global scheme), then the tile's first
// block adds their partials (tests/filecheck/passes/stitch-lower-to-gpu-column-split.mlir).
// stitch-schedule{template="reduce0[GRID_9-CTA_256-COL_32-SPLIT_3]S;"} writes the same schedule.
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<2900x80xf32>) -> (tensor<80xf32>, tensor<80xf32>) {
    %0:2 = call @stitch_fusion_0(%arg0) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<2900x80xf32>) -> (tensor<80xf32>, tensor<80xf32>)
    return %0#0, %0#1 : tensor<80xf32>, tensor<80xf32>
  }
  func.func private @stitch_fusion_0(%arg0: tensor<2900x80xf32>) -> (tensor<80xf32>, tensor<80xf32>) attributes {stitch.fusion, stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 2900, 80>, dominant = "reduce0", mapping = {cols_per_block = 32 : i64, kind = "column", reduced_dims = 1 : i64, split = 3 : i64, threads = 256 : i64}, name = "g0", part = 0 : i64}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 9, 1, 1>, shared_bytes = 2048 : i64}, parts = [{first_block = 0 : i64, grid = 9 : i64, phases = ["grid"]}], smem = {arena_bytes = 2048 : i64, buffers = [{bytes = 2048 : i64, name = "p0.partials", offset = 0 : i64, part = 0 : i64}], bytes_without_reuse = 2048 : i64}, template = "column", template_string = "reduce0[GRID_9-CTA_256-COL_32-SPLIT_3]S;"}>} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<80xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%0 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<80xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<2900x80xf32>) outs(%1 : tensor<80xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "global", storage = "registers"}>} {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %out : f32
      linalg.yield %6 : f32
    } -> tensor<80xf32>
    %3 = tensor.empty() : tensor<2900x80xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2900x80xf32>) outs(%3 : tensor<2900x80xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew1", phase = 0 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.mulf %in, %in : f32
      linalg.yield %6 : f32
    } -> tensor<2900x80xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["reduction", "parallel"]} ins(%4 : tensor<2900x80xf32>) outs(%1 : tensor<80xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "reduce2", phase = 1 : i64, scheme = "global", storage = "registers"}>} {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %out : f32
      linalg.yield %6 : f32
    } -> tensor<80xf32>
    return %2, %5 : tensor<80xf32>, tensor<80xf32>
  }
}
