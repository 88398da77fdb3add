// A hand-written L2 file: a sum over the middle dim of [3, 5000, 7], a single-op kernel of the
// reduce template whose op is independent (AStitch's scheme for an op exchanging no value
// with another in its kernel): one block per output (GRID_21), its threads striding over the
// 5000 positions. stitch-schedule gives each block 1024 threads; this schedule gives it 64
// (CTA_64: 2 warps, 8 bytes of shared memory), each thread summing 79 positions in 2 chunks
// (tests/filecheck/passes/stitch-lower-to-gpu-independent.mlir).
// stitch-schedule{template="reduce0[GRID_21-CTA_64]S;"} writes the same schedule.
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @main(%arg0: tensor<3x5000x7xf32>) -> tensor<3x7xf32> {
    %0 = call @stitch_kernel_0(%arg0) {stitch.launch = #stitch.launch<{kind = "kernel"}>} : (tensor<3x5000x7xf32>) -> tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @stitch_kernel_0(%arg0: tensor<3x5000x7xf32>) -> tensor<3x7xf32> attributes {stitch.kernel, stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 3, 5000, 7>, dominant = "reduce0", mapping = {kind = "reduce", threads = 64 : i64}, name = "g0", part = 0 : i64}], launch = {block = array<i64: 64, 1, 1>, grid = array<i64: 21, 1, 1>, shared_bytes = 8 : i64}, parts = [{first_block = 0 : i64, grid = 21 : i64, phases = []}], smem = {arena_bytes = 8 : i64, buffers = [{bytes = 8 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64}], bytes_without_reuse = 8 : i64}, template = "reduce", template_string = "reduce0[GRID_21-CTA_64]S;"}>} {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<3x7xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%0 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x7xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<3x5000x7xf32>) outs(%1 : tensor<3x7xf32>) attrs =  {stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 0 : i64, scheme = "independent", storage = "global"}>} {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.addf %in, %out : f32
      linalg.yield %3 : f32
    } -> tensor<3x7xf32>
    return %2 : tensor<3x7xf32>
  }
}
