// A FusionStitching template string overrides the mapping stitch-schedule picks, from the
// pass option (every kernel with a group of that dominant op) or from a `stitch.template`
// attribute on one kernel function; the rest of the kernel adapts (grid, shared memory,
// template string) and a spec that does not fit is refused with the mapping it needs.
// RUN: %stitch-opt %examples/row_normalize.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule{template="reduce0[GRID_18750-CTA_4,WARP_32-THREAD_1]S"})' | filecheck %s --check-prefix=ROWS
// RUN: %stitch-opt %examples/bias_gelu_residual.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule{template="ew2[GRID_1024-CTA_128-THREAD_4]"},stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=FLAT
// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | sed 's/{stitch.fusion}/{stitch.fusion, stitch.template = "reduce0[GRID_128-CTA_4,CTA_64-THREAD_12]S"}/' | %stitch-opt --pass-pipeline='builtin.module(stitch-schedule)' | filecheck %s --check-prefix=ATTR
// RUN: not %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule{template="reduce0[GRID_512-CTA_2,CTA_128-THREAD_6]S"},stitch-smem-plan)' 2>&1 | filecheck %s --check-prefix=GRID
// RUN: not %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule{template="ew1[GRID_512-CTA_2,CTA_128-THREAD_6]"},stitch-smem-plan)' 2>&1 | filecheck %s --check-prefix=UNUSED

// 75000 rows of 32: 4 rows per block of 128 threads instead of 8 rows per block of 256.
// ROWS: launch = {block = array<i64: 128, 1, 1>, grid = array<i64: 18750, 1, 1>
// ROWS-SAME: template_string = "reduce0[GRID_18750-CTA_4,WARP_32-THREAD_1]S;ew1[GRID_18750-CTA_4,WARP_32-THREAD_1];"

// Flat: 128 threads per block, 4 elements each.
// FLAT: gpu.func @fusion_0{{.*}}known_block_size = array<i32: 128, 1, 1>
// FLAT: call @stitch_fusion_0{{.*}}block = array<i64: 128, 1, 1>, grid = array<i64: 1024, 1, 1>

// ATTR: mapping = {elems_per_thread = 12 : i64, kind = "row", rows_per_block = 4 : i64, split = 1 : i64, threads_per_row = 64 : i64}
// ATTR: launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 128, 1, 1>

// GRID: error: {{.*}}layernorm.mlir:{{[0-9]+}}:{{[0-9]+}}: @stitch_fusion_0: template spec 'reduce0[GRID_512-CTA_2,CTA_128-THREAD_6]S': that mapping needs GRID_256
// UNUSED: error: stitch-schedule{template}: ew1[GRID_512-CTA_2,CTA_128-THREAD_6] names no group's dominant op in any kernel
