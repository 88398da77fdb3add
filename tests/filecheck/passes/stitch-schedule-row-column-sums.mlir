// LayerNorm backward in one kernel: the row sums of dx and the column sums of dgamma and dbeta
// over the same [1000, 256] tensors, in one pass over them (AStitch's global scheme).
// 4 rows of 64 threads per block; 250 tiles of rows over 125 blocks, 2 tiles each in turn
// (vertical packing keeps the grid within one wave). Each thread keeps its 4 columns' partials
// in registers across its tiles; the block's rows meet in shared memory, the blocks' partials
// in global scratch after a grid barrier, and every column's total is added in block order.
// The lowering starts from the scheduled L2 file.
// RUN: %stitch-opt %S/../inputs/layernorm-backward.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON %S/../inputs/check_layernorm_backward.py %t 1000 256
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU

// The row sums' group, dx's output group, the column sums' group; one grid of 125 blocks, a
// block barrier ending the row phase and a grid barrier ending the column phase.
// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 1000, 256>, dominant = "reduce2", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 4 : i64, split = 1 : i64, threads_per_row = 64 : i64, vertical = 2 : i64}, name = "g0", part = 0 : i64}, {{.*}}dominant = "ew4"{{.*}}name = "g1"{{.*}}dominant = "reduce5"{{.*}}name = "g2"{{.*}}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 125, 1, 1>, shared_bytes = 8288 : i64}, parts = [{first_block = 0 : i64, grid = 125 : i64, phases = ["block", "grid"]}], smem = {{.*}}, template = "row", template_string = "reduce2[GRID_125-CTA_4,CTA_64-THREAD_4-VERT_2]S;ew4[GRID_125-CTA_4,CTA_64-THREAD_4-VERT_2];reduce5[GRID_125-CTA_4,CTA_64-THREAD_4-VERT_2]S;"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce2", phase = 1 : i64, scheme = "regional", storage = "shared"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "reduce5", phase = 2 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "reduce6", phase = 2 : i64, scheme = "global", storage = "global"}>

// Scratch: 2 column sums x 125 blocks x 256 columns; the rows' partials in shared memory.
// L3: gpu.func @fusion_0({{.*}}%arg8: memref<64000xf32>, %arg9: memref<1xi32>) workgroup(%arg10 : memref<{{[0-9]+}}xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// L3: %[[COLSUMS:.*]] = memref.view %arg10[%{{.*}}][] {stitch.buffer = "p0.colsums"} : memref<{{[0-9]+}}xi8, #gpu.address_space<workgroup>> to memref<2048xf32, #gpu.address_space<workgroup>>
// Two tiles in turn, carrying 2 sums x 4 columns; dx stored in the tile.
// L3: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// L3: memref.store {{.*}}, %arg5[
// L3: gpu.barrier
// L3-NEXT: scf.yield
// The block's rows meet in shared memory, its partials go to scratch, one grid barrier.
// L3: memref.store {{.*}}, %[[COLSUMS]][
// L3: gpu.barrier
// L3: memref.store {{.*}}, %arg8[
// L3: memref.atomic_rmw addi %c1_i32, %arg9[%c0]
// Each column's 125 partials added in block order, then stored.
// L3: scf.for %{{.*}} = %c0 to %c125 step %c1 iter_args(
// L3: memref.load %arg8[
// L3: memref.store {{.*}}, %arg6[
// L3: memref.store {{.*}}, %arg7[
// L3-NOT: atomic_rmw

// REPORT: kernel_count: 1
// REPORT: traffic_ratio: 1.0
// REPORT: fusion_0: row reduce2[GRID_125-CTA_4,CTA_64-THREAD_4-VERT_2]S;{{.*}} grid=125 block=256

// EMU: result0: {{.*}} PASS
// EMU: result1: {{.*}} PASS
// EMU: result2: {{.*}} PASS
// EMU: "grid_barriers": 1,
// EMU: "races": [],
