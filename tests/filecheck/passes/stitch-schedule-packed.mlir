// Kernel packing: a fusion of two independent softmaxes (64x2048 and 100x48) is scheduled as
// ONE packed kernel. The block is the larger natural block (512 threads, a row of 2048), the
// 48-wide rows adapt to it (a warp per row, 16 rows per block), the grids are concatenated
// (64 + 7 blocks, the second part from block 64), shared memory is summed and op names are
// unique across the parts.
// RUN: %stitch-opt %S/../inputs/two_softmaxes.l1.mlir --pass-pipeline='builtin.module(stitch-schedule)' > %t.l2
// RUN: filecheck %s < %t.l2
// The schedule round-trips through printed text: parsing %t.l2 and printing it again keeps it.
// RUN: %stitch-opt %t.l2 | filecheck %s

// Only one other block size can hold the 2048-wide rows (1024); the cost model puts both alike,
// so the heuristic block stays.
// CHECK: func.func private @stitch_fusion_0({{.*}}) attributes {stitch.candidates = #stitch.candidates<{candidates = [{{.*}}], chosen = "reduce0[GRID_64-CTA_1,CTA_512-THREAD_4]S;{{.*}}", considered = 2 : i64, kernel_hash = "{{[0-9a-f]+}}", reason = "the heuristic mapping: {{.*}}"}>, stitch.fusion, stitch.schedule = #stitch.schedule<{
// CHECK-SAME: groups = [{domain = array<i64: 64, 2048>, dominant = "reduce0", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 1 : i64, split = 1 : i64, threads_per_row = 512 : i64}, name = "g0", part = 0 : i64},
// CHECK-SAME: {domain = array<i64: 64, 2048>, dominant = "reduce2", {{.*}} name = "g1", part = 0 : i64},
// CHECK-SAME: {domain = array<i64: 64, 2048>, dominant = "ew3", {{.*}} name = "g2", part = 0 : i64},
// CHECK-SAME: {domain = array<i64: 100, 48>, dominant = "reduce4", mapping = {elems_per_thread = 2 : i64, kind = "row", rows_per_block = 16 : i64, split = 1 : i64, threads_per_row = 32 : i64}, name = "g3", part = 1 : i64},
// CHECK-SAME: {domain = array<i64: 100, 48>, dominant = "reduce6", {{.*}} name = "g4", part = 1 : i64},
// CHECK-SAME: {domain = array<i64: 100, 48>, dominant = "ew7", {{.*}} name = "g5", part = 1 : i64}],
// CHECK-SAME: launch = {block = array<i64: 512, 1, 1>, grid = array<i64: 71, 1, 1>, shared_bytes = 200 : i64},
// CHECK-SAME: parts = [{first_block = 0 : i64, grid = 64 : i64, phases = ["block", "block"]}, {first_block = 64 : i64, grid = 7 : i64, phases = ["block", "block"]}],
// CHECK-SAME: template = "packed", template_string = "reduce0[GRID_64-CTA_1,CTA_512-THREAD_4]S;reduce2[GRID_64-CTA_1,CTA_512-THREAD_4]S;ew3[GRID_64-CTA_1,CTA_512-THREAD_4];reduce4[GRID_7-CTA_16,WARP_32-THREAD_2]S;reduce6[GRID_7-CTA_16,WARP_32-THREAD_2]S;ew7[GRID_7-CTA_16,WARP_32-THREAD_2];"}>}

// Each softmax: the max is group g0 (g3), the exp feeds the sum so it joins the sum's group,
// the division after the last reduction leads the output group.
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "regional", storage = "shared"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew1", phase = 1 : i64, scheme = "local", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "reduce2", phase = 2 : i64, scheme = "regional", storage = "shared"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "ew3", phase = 2 : i64, scheme = "local", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g3", name = "reduce4", phase = 1 : i64, scheme = "regional", storage = "shared"}>
