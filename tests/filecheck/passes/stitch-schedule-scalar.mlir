// A reduction to a scalar inside a stitched kernel: the mean squared error of two [384, 1000]
// tensors is one column fusion with no kept loop (COL_1): every thread walks its share of the
// 384,000 positions computing (x - y)^2 in registers; a warp's lanes meet by xor shuffles, the
// 8 warps in shared memory; 93 blocks (SPLIT_93) meet in the global scratch buffer after a grid
// barrier (the global scheme), then block 0 adds them and divides by the count (the 0-d op).
// The lowering starts from the scheduled L2 file.
// RUN: %stitch-opt %S/../inputs/mse.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((384,1000),dtype=n.float32); y=r.standard_normal((384,1000),dtype=n.float32); n.savez('%t/in.npz', arg0=x, arg1=y); n.savez('%t/exp.npz', result0=((x.astype(n.float64)-y)**2).mean())"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-6 --atol 0 --stats | filecheck %s --check-prefix=EMU

// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 384, 1000>, dominant = "reduce1", mapping = {cols_per_block = 1 : i64, kind = "column", reduced_dims = 2 : i64, split = 93 : i64, threads = 256 : i64}, name = "g0", part = 0 : i64}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 93, 1, 1>, shared_bytes = 32 : i64}, parts = [{first_block = 0 : i64, grid = 93 : i64, phases = ["grid"]}], smem = {{.*}}, template = "column", template_string = "reduce1[GRID_93-CTA_256-COL_1-SPLIT_93]S;"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew0", phase = 0 : i64, scheme = "local", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce1", phase = 1 : i64, scheme = "global", storage = "registers"}>

// Shared: one partial per warp; scratch: one per block.
// L3: gpu.func @fusion_0(%arg0: memref<384x1000xf32>, %arg1: memref<384x1000xf32>, %arg2: memref<f32>, %arg3: memref<93xf32>, %arg4: memref<1xi32>) workgroup(%arg5 : memref<32xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// L3: scf.for {{.*}} -> (f32) {
// L3: memref.load %arg0[
// L3: memref.load %arg1[
// L3-COUNT-5: gpu.shuffle xor
// L3: gpu.barrier
// L3-COUNT-8: memref.load %view[
// L3: memref.store {{.*}}, %arg3[
// L3: memref.atomic_rmw addi %c1_i32, %arg4[%c0]
// The 93 partials in block order: 6 chunks of 16 (the last one short) into a running total.
// L3: scf.for %{{.*}} = %c0 to %c6 step %c1 {{.*}} -> (f32) {
// L3: scf.for %{{.*}} = %c0 to %c16 step %c1 {{.*}} -> (f32) {
// L3: scf.if
// L3: memref.load %arg3[
// L3: arith.divf
// L3: memref.store {{.*}}, %arg2[] : memref<f32>

// REPORT: kernel_count: 1
// REPORT: fusion_0: column reduce1[GRID_93-CTA_256-COL_1-SPLIT_93]S; ops=3 grid=93 block=256 shared=32B

// EMU: result0: {{.*}} PASS
// EMU: "grid_barriers": 1,
// EMU: "races": [],
