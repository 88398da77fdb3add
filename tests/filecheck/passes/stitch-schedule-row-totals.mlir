// Totals of rows in the row kernel: each row's log-sum-exp (returned), then over the rows the
// mean of those whose label is not -1 (their sum over their count: two totals and a scalar op)
// and the largest (a max total), in one kernel. The label's validity is an integer row value:
// no shared slot holds it, each thread computes it again for its row from memory. 4 rows of 64
// threads per block, 750 blocks, no grid barrier: each row's leader folds its values into its
// block's partials, the block's rows meet in its first thread, the blocks' partials go to
// global scratch, and the last block to count itself on the counter (a "last" phase) adds them
// up in a fixed order (codegen/row_totals.py); its first thread stores the mean and the max.
// RUN: %stitch-opt %S/../inputs/lse-mean.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON %S/../inputs/check_lse_mean.py %t 3000 200
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU

// The max's group, the exponentials' sum with the row values after it, the totals' group with
// the division; two block barriers end the row phases, the last block the totals'.
// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 3000, 200>, dominant = "reduce0", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 4 : i64, split = 1 : i64, threads_per_row = 64 : i64}, name = "g0"{{.*}}dominant = "reduce2"{{.*}}name = "g1"{{.*}}dominant = "reduce6"{{.*}}name = "g2"{{.*}}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 750, 1, 1>, shared_bytes = {{[0-9]+}} : i64}, parts = [{first_block = 0 : i64, grid = 750 : i64, phases = ["block", "block", "last"]}]
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew4", phase = 0 : i64, scheme = "regional", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "reduce6", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "reduce7", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "ew8", phase = 3 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g2", name = "reduce9", phase = 3 : i64, scheme = "global", storage = "global"}>

// Scratch: 3 totals x (3000 row leaders + 750 blocks), a flag per block, 3 x 8 warps' sums;
// a counter, no grid barrier. Thread 0 counts its block after a release fence and reads the
// count with an acquire fence; the block whose count is the last (750 - 1) adds the 750
// partials up, each thread every 256th in turn (a loop of 2 and a masked last one), and its
// first thread stores the scalar results.
// L3: gpu.func @fusion_0({{.*}}) {{.*}}kernel attributes {known_block_size = array<i32: 256, 1, 1>, stitch.counter, stitch.scratch = memref<12024xf32>}
// L3-NOT: stitch.grid_barrier
// L3: llvm.fence syncscope("device") release
// L3-NEXT: %[[OLD:.*]] = memref.atomic_rmw addi %c1_i32, %arg6[%c0] : (i32, memref<1xi32>) -> i32
// L3-NEXT: llvm.fence syncscope("device") acquire
// L3-NEXT: arith.cmpi eq, %[[OLD]]
// L3: gpu.barrier
// L3: %[[FLAG:.*]] = arith.cmpf one
// L3-NEXT: scf.if %[[FLAG]] {
// L3-NEXT: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32) {
// L3: gpu.shuffle xor
// L3: gpu.barrier
// L3: arith.divf
// L3: memref.store %{{.*}}, %{{.*}}[] : memref<f32>

// REPORT: kernel_count: 1
// EMU: result0: {{.*}} PASS
// EMU: result1: {{.*}} PASS
// EMU: result2: {{.*}} PASS
// EMU: "grid_barriers": 0,
// EMU: "atomics": 750,
// EMU: "launches": 1,
// EMU: "races": [],
