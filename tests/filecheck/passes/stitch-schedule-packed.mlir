// Kernel packing: a fusion of two independent softmaxes (64x2048 and 100x48) is scheduled as
// ONE packed kernel. The block is the larger natural block (512 threads, a row of 2048), the
// 48-wide rows adapt to it (a warp per row, 16 rows per block), the grids are concatenated
// (64 + 7 blocks, the second part from block 64), shared memory is summed and op names are
// unique across the parts.
// RUN: %stitch-opt %S/../inputs/two_softmaxes.l1.mlir --pass-pipeline='builtin.module(stitch-schedule)' > %t.l2
// RUN: filecheck %s < %t.l2
// The schedule round-trips through printed text: parsing %t.l2 and printing it again keeps it.
// RUN: %stitch-opt %t.l2 | filecheck %s

// CHECK: func.func private @stitch_fusion_0({{.*}}) attributes {stitch.fusion, stitch.schedule = #stitch.schedule<{
// CHECK-SAME: block = array<i64: 512, 1, 1>, dominant = ["reduce0", "reduce2", "reduce4", "reduce6"], grid = array<i64: 71, 1, 1>, parts = [
// CHECK-SAME: {block = array<i64: 512, 1, 1>, block_offset = 0 : i64, domain = array<i64: 64, 2048>, dominant = ["reduce0", "reduce2"], elems_per_thread = 4 : i64, grid = array<i64: 64, 1, 1>, phases = 2 : i64, rows_per_block = 1 : i64, shared_bytes = 72 : i64, template = "row", template_string = "reduce0[GRID_64-CTA_1,CTA_512-THREAD_4]S;reduce2[GRID_64-CTA_1,CTA_512-THREAD_4]S;", threads_per_row = 512 : i64},
// CHECK-SAME: {block = array<i64: 512, 1, 1>, block_offset = 64 : i64, domain = array<i64: 100, 48>, dominant = ["reduce4", "reduce6"], elems_per_thread = 2 : i64, grid = array<i64: 7, 1, 1>, phases = 2 : i64, rows_per_block = 16 : i64, shared_bytes = 128 : i64, template = "row", template_string = "reduce4[GRID_7-CTA_16,WARP_32-THREAD_2]S;reduce6[GRID_7-CTA_16,WARP_32-THREAD_2]S;", threads_per_row = 32 : i64}],
// CHECK-SAME: shared_bytes = 200 : i64, template = "packed", template_string = "reduce0[GRID_64-CTA_1,CTA_512-THREAD_4]S;reduce2[GRID_64-CTA_1,CTA_512-THREAD_4]S;reduce4[GRID_7-CTA_16,WARP_32-THREAD_2]S;reduce6[GRID_7-CTA_16,WARP_32-THREAD_2]S;"}>}

// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, name = "reduce0", phase = 1 : i64, scheme = "regional"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, name = "ew1", phase = 1 : i64, scheme = "local"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, name = "reduce2", phase = 2 : i64, scheme = "regional"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, name = "ew3", phase = 2 : i64, scheme = "local"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, name = "reduce4", phase = 1 : i64, scheme = "regional"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, name = "ew5", phase = 1 : i64, scheme = "local"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, name = "reduce6", phase = 2 : i64, scheme = "regional"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, name = "ew7", phase = 2 : i64, scheme = "local"}>
// CHECK-NOT: stitch.op_schedule
