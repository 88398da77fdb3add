// A hand-written L2 file: softmax over [4, 5000] that also returns the row sums, its rows
// split over 2 blocks each (SPLIT_2: AStitch's task splitting with the global scheme) where
// stitch-schedule keeps one block of 1024 threads per row. Each block caches 3 elements per
// thread of its 3072-element slice (the second slice ends at 5000); a row's 2 blocks are a
// thread-block cluster and phases end with cluster barriers
// (tests/filecheck/passes/stitch-lower-to-gpu-split-rows.mlir).
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%arg0: tensor<4x5000xf32>) -> (tensor<4x5000xf32>, tensor<4xf32>) {
    %0:2 = call @stitch_fusion_0(%arg0) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<4x5000xf32>) -> (tensor<4xf32>, tensor<4x5000xf32>)
    return %0#1, %0#0 : tensor<4x5000xf32>, tensor<4xf32>
  }
  func.func private @stitch_fusion_0(%arg0: tensor<4x5000xf32>) -> (tensor<4xf32>, tensor<4x5000xf32>) attributes {stitch.fusion, stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 4, 5000>, dominant = "reduce0", mapping = {elems_per_thread = 3 : i64, kind = "row", rows_per_block = 1 : i64, split = 2 : i64, threads_per_row = 1024 : i64}, name = "g0", part = 0 : i64}, {domain = array<i64: 4, 5000>, dominant = "reduce2", mapping = {elems_per_thread = 3 : i64, kind = "row", rows_per_block = 1 : i64, split = 2 : i64, threads_per_row = 1024 : i64}, name = "g1", part = 0 : i64}, {domain = array<i64: 4, 5000>, dominant = "ew3", mapping = {elems_per_thread = 3 : i64, kind = "row", rows_per_block = 1 : i64, split = 2 : i64, threads_per_row = 1024 : i64}, name = "g2", part = 0 : i64}], launch = {block = array<i64: 1024, 1, 1>, cluster = array<i64: 2, 1, 1>, grid = array<i64: 8, 1, 1>, shared_bytes = 132 : i64}, parts = [{first_block = 0 : i64, grid = 8 : i64, phases = ["cluster", "cluster"]}], smem = {arena_bytes = 132 : i64, buffers = [{bytes = 128 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64}, {bytes = 4 : i64, name = "p0.reduce0", offset = 128 : i64, part = 0 : i64}, {bytes = 4 : i64, name = "p0.reduce2", offset = 0 : i64, part = 0 : i64, reuses = ["p0.red"]}], bytes_without_reuse = 136 : i64}, template = "row", template_string = "reduce0[GRID_8-CTA_1,CTA_1024-THREAD_3-SPLIT_2]S;reduce2[GRID_8-CTA_1,CTA_1024-THREAD_3-SPLIT_2]S;ew3[GRID_8-CTA_1,CTA_1024-THREAD_3-SPLIT_2];"}>} {
    %cst = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x5000xf32>) outs(%1 : tensor<4xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "global", storage = "shared"}>} {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.maximumf %in, %out : f32
      linalg.yield %8 : f32
    } -> tensor<4xf32>
    %3 = tensor.empty() : tensor<4x5000xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<4x5000xf32>, tensor<4xf32>) outs(%3 : tensor<4x5000xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew1", phase = 1 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %8 = arith.subf %in, %in_1 : f32
      %9 = math.exp %8 : f32
      linalg.yield %9 : f32
    } -> tensor<4x5000xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst_0 : f32) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<4x5000xf32>) outs(%5 : tensor<4xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "reduce2", phase = 2 : i64, scheme = "global", storage = "shared"}>} {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.addf %in, %out : f32
      linalg.yield %8 : f32
    } -> tensor<4xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<4x5000xf32>, tensor<4xf32>) outs(%3 : tensor<4x5000xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "ew3", phase = 2 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %8 = arith.divf %in, %in_1 : f32
      linalg.yield %8 : f32
    } -> tensor<4x5000xf32>
    return %6, %7 : tensor<4xf32>, tensor<4x5000xf32>
  }
}
