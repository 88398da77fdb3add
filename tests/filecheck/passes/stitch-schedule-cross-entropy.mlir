// Cross entropy with ignore_index, mean reduction, in one kernel: the row kernel computes each
// row's max and sum of exponentials, its loss from the target's logit (a gather of the
// logits at [r, t[r]], the row statistics read as inputs: transforms/loop_extracts.py) and
// its valid-target mask (integer row values each thread computes again for its row), then
// totals its rows' losses and valid rows (reductions of row values over every row) and
// divides them. 4 rows of 64 threads per block, 750 blocks, no grid barrier: each row's
// leader folds its values into its block's partials, the block's rows meet in its first
// thread, the blocks' partials go to global scratch, and the last block to count itself on
// the counter adds them up in a fixed order (codegen/row_totals.py); its first thread stores
// the mean.
// RUN: %stitch-opt %S/../inputs/cross-entropy-mean.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON %S/../inputs/check_cross_entropy.py %t 3000 200
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-6 --stats | filecheck %s --check-prefix=EMU

// The max's group, the exponentials' sum with the row values after it, the totals' group
// with the division; two block barriers ending the row phases, the last block the totals'.
// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 3000, 200>, dominant = "reduce0", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 4 : i64, split = 1 : i64, threads_per_row = 64 : i64}, name = "g0"{{.*}}dominant = "reduce3"{{.*}}name = "g1"{{.*}}dominant = "reduce9"{{.*}}name = "g2"{{.*}}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 750, 1, 1>{{.*}}parts = [{first_block = 0 : i64, grid = 750 : i64, phases = ["block", "block", "last"]}]
// The target's mask and the clamped target: integer row values in registers, no slot.
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew4", phase = 0 : i64, scheme = "regional", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew5", phase = 0 : i64, scheme = "regional", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "reduce9", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "reduce10", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "ew11", phase = 3 : i64, scheme = "global", storage = "global"}>

// Scratch: 2 totals x (3000 row leaders + 750 blocks), a flag per block, 2 x 8 warps' sums;
// a counter, no grid barrier; the last block adds the partials up (a loop of 2 per thread)
// and stores the mean once.
// L3: gpu.func @fusion_0({{.*}}) {{.*}}kernel attributes {known_block_size = array<i32: 256, 1, 1>, stitch.counter, stitch.scratch = memref<8266xf32>}
// L3-NOT: stitch.grid_barrier
// L3: memref.atomic_rmw addi
// L3: scf.if
// L3: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32) {
// L3: gpu.shuffle xor
// L3: gpu.barrier
// L3: arith.divf
// L3: memref.store %{{.*}}, %{{.*}}[] : memref<f32>

// REPORT: kernel_count: 1
// REPORT: traffic_ratio: 1.0
// EMU: result0: {{.*}} PASS
// EMU: "grid_barriers": 0,
// EMU: "launches": 1,
// EMU: "races": [],
