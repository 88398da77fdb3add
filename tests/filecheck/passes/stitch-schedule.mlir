// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' | filecheck %s
// RUN: %stitch-opt %examples/row_normalize.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' | filecheck %s --check-prefix=PACK
// RUN: %stitch-opt %examples/bias_gelu_residual.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' | filecheck %s --check-prefix=FLAT

// LayerNorm: both reductions are dominant (regional), elementwise ops are local, the
// row-level ops (mean, rsqrt) are regional; one block of 256 threads per 768-wide row.
// CHECK: stitch.schedule = #stitch.schedule<{block = array<i64: 256, 1, 1>, domain = array<i64: 512, 768>, dominant = ["reduce0", "reduce3"], elems_per_thread = 3 : i64, grid = array<i64: 512, 1, 1>, phases = 2 : i64, rows_per_block = 1 : i64, {{.*}}template = "row", template_string = "reduce0[GRID_512-CTA_1,CTA_256-THREAD_3]S;reduce3[GRID_512-CTA_1,CTA_256-THREAD_3]S;", threads_per_row = 256 : i64}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = true, name = "reduce0", phase = 1 : i64, scheme = "regional"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = false, name = "ew1", phase = 1 : i64, scheme = "regional"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = false, name = "ew2", phase = 1 : i64, scheme = "local"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = true, name = "reduce3", phase = 2 : i64, scheme = "regional"}>

// 75000 rows of 32: horizontal packing, a warp per row and 8 rows per block.
// PACK: stitch.schedule = #stitch.schedule<{block = array<i64: 256, 1, 1>, {{.*}}grid = array<i64: 9375, 1, 1>, {{.*}}rows_per_block = 8 : i64, {{.*}}template_string = "reduce0[GRID_9375-CTA_8,WARP_32-THREAD_1]S;", threads_per_row = 32 : i64}>

// Pure elementwise: flat 1-D mapping, every op local.
// FLAT: template = "flat"
// FLAT-COUNT-3: scheme = "local"
