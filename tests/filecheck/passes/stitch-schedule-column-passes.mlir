// Elementwise ops reading column results back, in the same kernel (AStitch's global scheme):
// centring and scaling the columns of x: [8000, 96] takes three passes over x. Pass 1 sums the
// columns, pass 2 sums the squares of x - mean, pass 3 stores (x - mean) * rsqrt(var + eps).
// Each column tile is split over 62 blocks: per phase, the partials meet in global scratch after
// a grid barrier; the tile's first block computes the mean (then rsqrt of the variance) once per
// column and hands it to the other blocks through scratch after a second grid barrier.
// The lowering starts from the scheduled L2 file.
// RUN: %stitch-opt %S/../inputs/col-center-scale.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; x=n.random.default_rng(0).standard_normal((8000,96),dtype=n.float32)*2+3; n.savez('%t/in.npz', arg0=x); d=x.astype(n.float64); d=d-d.mean(0); n.savez('%t/exp.npz', result0=d/n.sqrt((d*d).mean(0)+1e-5))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU

// One group per phase, the output group after them; the mean and rstd live in global scratch.
// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 8000, 96>, dominant = "reduce0", {{.*}}split = 62 : i64{{.*}}name = "g0"{{.*}}dominant = "reduce2"{{.*}}name = "g1"{{.*}}dominant = "ew4"{{.*}}name = "g2"{{.*}}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 186, 1, 1>, register_bound = 128 : i64, shared_bytes = 1024 : i64}, parts = [{first_block = 0 : i64, grid = 186 : i64, phases = ["grid", "grid"]}], smem = {{.*}}, template = "column", template_string = "reduce0[GRID_186-CTA_256-COL_32-SPLIT_62]S;reduce2[GRID_186-CTA_256-COL_32-SPLIT_62]S;ew4[GRID_186-CTA_256-COL_32-SPLIT_62];"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew1", phase = 1 : i64, scheme = "local", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "reduce2", phase = 2 : i64, scheme = "global", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew3", phase = 2 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "ew4", phase = 2 : i64, scheme = "local", storage = "registers"}>

// Scratch: 2 reductions x 62 slices x 96 columns of partials, then 2 x 96 shared values.
// L3: gpu.func @fusion_0(%arg0: memref<8000x96xf32>, %arg1: memref<8000x96xf32>, %arg2: memref<12096xf32>, %arg3: memref<1xi32>)
// Pass 1, then the partials, a grid barrier, the mean to scratch, a grid barrier.
// L3: scf.for {{.*}} -> (f32) {
// L3: memref.load %arg0[
// L3: memref.store {{.*}}, %arg2[
// L3: memref.atomic_rmw addi %c1_i32, %arg3[%c0]
// L3: memref.store {{.*}}, %arg2[
// L3: memref.atomic_rmw addi %c1_i32, %arg3[%c0]
// Pass 2 reads x again.
// L3: scf.for {{.*}} -> (f32) {
// L3: memref.load %arg0[
// L3: memref.atomic_rmw addi %c1_i32, %arg3[%c0]
// L3: math.rsqrt
// L3-NOT: math.rsqrt
// L3: memref.atomic_rmw addi %c1_i32, %arg3[%c0]
// Pass 3 stores the outputs, carrying no totals.
// L3: scf.for %{{.*}} = %c0 to %c17 step %c1 {
// L3: memref.load %arg0[
// L3: memref.store {{.*}}, %arg1[

// REPORT: kernel_count: 1
// REPORT: traffic_ratio: 2.0
// REPORT: fusion_0: column {{.*}} ops=5 grid=186 block=256 shared=1024B

// EMU: result0: {{.*}} PASS
// EMU: "math.rsqrt": 96
// EMU: "grid_barriers": 4,
// EMU: "races": [],
