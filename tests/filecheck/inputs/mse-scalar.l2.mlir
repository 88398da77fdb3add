// A hand-written L2 file: the mean squared error of two [130, 100] tensors (mse.mlir at that
// shape): a column fusion with no kept loop (COL_1), all 13000 positions reduced to one value.
// stitch-schedule picks 3 blocks of 256 threads; this schedule takes 3 blocks of 64 threads
// (CTA_64: 2 warps, 8 bytes of shared memory for their partials), so each thread walks its
// slice of 4334 positions (the last slice 4332) in 2 chunks of 64. The blocks' partials meet in
// global scratch after a grid barrier, then block 0 adds them and divides by the count
// (tests/filecheck/passes/stitch-lower-to-gpu-scalar.mlir).
// stitch-schedule{template="reduce1[GRID_3-CTA_64-COL_1-SPLIT_3]S;"} writes the same schedule.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0, d1) -> ()>
module {
  func.func @main(%arg0: tensor<130x100xf32>, %arg1: tensor<130x100xf32>) -> tensor<f32> {
    %0 = call @stitch_fusion_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<130x100xf32>, tensor<130x100xf32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @stitch_fusion_0(%arg0: tensor<130x100xf32>, %arg1: tensor<130x100xf32>) -> tensor<f32> attributes {stitch.fusion, stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 130, 100>, dominant = "reduce1", mapping = {cols_per_block = 1 : i64, kind = "column", reduced_dims = 2 : i64, split = 3 : i64, threads = 64 : i64}, name = "g0", part = 0 : i64}], launch = {block = array<i64: 64, 1, 1>, grid = array<i64: 3, 1, 1>, shared_bytes = 8 : i64}, parts = [{first_block = 0 : i64, grid = 3 : i64, phases = ["grid"]}], smem = {arena_bytes = 8 : i64, buffers = [{bytes = 8 : i64, name = "p0.partials", offset = 0 : i64, part = 0 : i64}], bytes_without_reuse = 8 : i64}, template = "column", template_string = "reduce1[GRID_3-CTA_64-COL_1-SPLIT_3]S;"}>} {
    %0 = tensor.empty() : tensor<130x100xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<130x100xf32>, tensor<130x100xf32>) outs(%0 : tensor<130x100xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew0", phase = 0 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %6 = arith.subf %in, %in_1 : f32
      %7 = arith.mulf %6, %6 : f32
      linalg.yield %7 : f32
    } -> tensor<130x100xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %2 = tensor.empty() : tensor<f32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%cst : f32) outs(%2 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<f32>
    %4 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "reduction"]} ins(%1 : tensor<130x100xf32>) outs(%3 : tensor<f32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce1", phase = 1 : i64, scheme = "global", storage = "registers"}>} {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.addf %in, %out : f32
      linalg.yield %6 : f32
    } -> tensor<f32>
    %cst_0 = arith.constant 1.300000e+04 : f32
    %5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = []} ins(%4 : tensor<f32>) outs(%2 : tensor<f32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew2", phase = 1 : i64, scheme = "regional", storage = "registers"}>} {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %cst_0 : f32
      linalg.yield %6 : f32
    } -> tensor<f32>
    return %5 : tensor<f32>
  }
}
