// Totals of rows in the row kernel: each row's log-sum-exp (returned), then over the rows the
// mean of those whose label is not -1 (their sum over their count: two totals and a scalar op)
// and the largest (a max total), in one kernel. The label's validity is an integer row value:
// no shared slot holds it, each thread computes it again for its row from memory. 4 rows of 64
// threads per block, 750 tiles of rows over 375 blocks, 2 each in turn (vertical packing keeps
// the grid within one wave, of up to 4 blocks per SM here); each row's leader folds its values
// into running partials, the block's rows meet in its first thread, the blocks' partials in
// global scratch after a grid barrier, and every block adds them up in a fixed order
// (codegen/row_totals.py); the first thread of the first block stores the mean and the max.
// RUN: %stitch-opt %S/../inputs/lse-mean.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON %S/../inputs/check_lse_mean.py %t 3000 200
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU

// The max's group, the exponentials' sum with the row values after it, the totals' group with
// the division; two block barriers end the row phases, a grid barrier the totals'.
// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 3000, 200>, dominant = "reduce0", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 4 : i64, split = 1 : i64, threads_per_row = 64 : i64, vertical = 2 : i64}, name = "g0"{{.*}}dominant = "reduce2"{{.*}}name = "g1"{{.*}}dominant = "reduce6"{{.*}}name = "g2"{{.*}}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 375, 1, 1>, register_bound = 80 : i64{{.*}}parts = [{first_block = 0 : i64, grid = 375 : i64, phases = ["block", "block", "grid"]}]
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew4", phase = 0 : i64, scheme = "regional", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "reduce6", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "reduce7", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "ew8", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "reduce9", phase = 3 : i64, scheme = "global", storage = "global"}>

// Scratch per total: 1500 row leaders, 375 blocks, 375 blocks x 8 warps; two tiles carrying
// the three partials; the block's rows added by its first thread; a grid barrier; the scalar
// results stored once.
// L3: gpu.func @fusion_0({{.*}}) {{.*}}stitch.grid_barrier, stitch.scratch = memref<14625xf32>}
// L3: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32, f32, f32) {
// L3: stitch.grid_barrier_spin
// L3: gpu.shuffle xor
// L3: gpu.barrier
// L3: arith.divf
// L3: memref.store %{{.*}}, %{{.*}}[] : memref<f32>

// REPORT: kernel_count: 1
// EMU: result0: {{.*}} PASS
// EMU: result1: {{.*}} PASS
// EMU: result2: {{.*}} PASS
// EMU: "grid_barriers": 1,
// EMU: "launches": 1,
// EMU: "races": [],
