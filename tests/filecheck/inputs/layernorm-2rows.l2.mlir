// A hand-written L2 file: LayerNorm over [512, 768] scheduled with 2 rows of 128 threads per
// block (6 elements per thread) instead of the 256 threads per row stitch-schedule picks.
// stitch-lower-to-gpu reads this schedule as written (tests/filecheck/passes/stitch-lower-to-gpu-from-l2.mlir).
#map = affine_map<(d0) -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<512x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>) -> tensor<512x768xf32> {
    %0 = call @stitch_fusion_0(%arg0, %arg1, %arg2) {stitch.launch = #stitch.launch<{kind = "fusion"}>} : (tensor<512x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<512x768xf32>
    return %0 : tensor<512x768xf32>
  }
  func.func private @stitch_fusion_0(%arg0: tensor<512x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>) -> tensor<512x768xf32> attributes {stitch.fusion, stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 512, 768>, dominant = "reduce0", mapping = {elems_per_thread = 6 : i64, kind = "row", rows_per_block = 2 : i64, threads_per_row = 128 : i64}, name = "g0", part = 0 : i64}, {domain = array<i64: 512, 768>, dominant = "reduce3", mapping = {elems_per_thread = 6 : i64, kind = "row", rows_per_block = 2 : i64, threads_per_row = 128 : i64}, name = "g1", part = 0 : i64}, {domain = array<i64: 512, 768>, dominant = "ew5", mapping = {elems_per_thread = 6 : i64, kind = "row", rows_per_block = 2 : i64, threads_per_row = 128 : i64}, name = "g2", part = 0 : i64}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 256, 1, 1>, shared_bytes = 48 : i64}, parts = [{first_block = 0 : i64, grid = 256 : i64, phases = ["block", "block"]}], smem = {arena_bytes = 48 : i64, buffers = [{bytes = 32 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64}, {bytes = 8 : i64, name = "p0.ew1", offset = 32 : i64, part = 0 : i64}, {bytes = 8 : i64, name = "p0.reduce0", offset = 40 : i64, part = 0 : i64}, {bytes = 8 : i64, name = "p0.ew4", offset = 32 : i64, part = 0 : i64, reuses = ["p0.ew1"]}, {bytes = 8 : i64, name = "p0.reduce3", offset = 40 : i64, part = 0 : i64, reuses = ["p0.reduce0"]}], bytes_without_reuse = 64 : i64}, template = "row", template_string = "reduce0[GRID_256-CTA_2,CTA_128-THREAD_6]S;reduce3[GRID_256-CTA_2,CTA_128-THREAD_6]S;ew5[GRID_256-CTA_2,CTA_128-THREAD_6];"}>} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<512xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"]} ins(%cst : f32) outs(%0 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<512xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<512x768xf32>) outs(%1 : tensor<512xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "regional", storage = "shared"}>} {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.addf %in, %out : f32
      linalg.yield %9 : f32
    } -> tensor<512xf32>
    %cst_0 = arith.constant 7.680000e+02 : f32
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%2 : tensor<512xf32>) outs(%0 : tensor<512xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew1", phase = 1 : i64, scheme = "regional", storage = "shared"}>} {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.divf %in, %cst_0 : f32
      linalg.yield %9 : f32
    } -> tensor<512xf32>
    %4 = tensor.empty() : tensor<512x768xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3 : tensor<512x768xf32>, tensor<512xf32>) outs(%4 : tensor<512x768xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew2", phase = 1 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %9 = arith.subf %in, %in_2 : f32
      linalg.yield %9 : f32
    } -> tensor<512x768xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<512x768xf32>) outs(%1 : tensor<512xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "reduce3", phase = 2 : i64, scheme = "regional", storage = "shared"}>} {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.mulf %in, %in : f32
      %10 = arith.addf %9, %out : f32
      linalg.yield %10 : f32
    } -> tensor<512xf32>
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%6 : tensor<512xf32>) outs(%0 : tensor<512xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew4", phase = 2 : i64, scheme = "regional", storage = "shared"}>} {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.divf %in, %cst_0 : f32
      %10 = arith.addf %9, %cst_1 : f32
      %11 = math.rsqrt %10 : f32
      linalg.yield %11 : f32
    } -> tensor<512xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%5, %7, %arg1, %arg2 : tensor<512x768xf32>, tensor<512xf32>, tensor<768xf32>, tensor<768xf32>) outs(%4 : tensor<512x768xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "ew5", phase = 2 : i64, scheme = "local", storage = "registers"}>} {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
      %9 = arith.mulf %in, %in_2 : f32
      %10 = arith.mulf %9, %in_3 : f32
      %11 = arith.addf %10, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<512x768xf32>
    return %8 : tensor<512x768xf32>
  }
}
