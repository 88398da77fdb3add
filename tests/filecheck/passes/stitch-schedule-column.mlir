// Column reductions inside a stitched kernel: the column sum and the column sum of squares of
// a [4096, 1024] tensor are one column fusion (one pass over x). 32 column tiles of 32 columns
// are too few to fill 132 SMs, so 16 blocks share each tile (SPLIT_16, 4 blocks per SM under a
// register bound of 64 that keeps them resident): their partials meet in the
// global scratch buffer after a grid barrier (the global scheme), then the tile's first block
// adds them. The lowering starts from the scheduled L2 file.
// RUN: %stitch-opt %S/../inputs/col-sum-sumsq.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; x=n.random.default_rng(0).standard_normal((4096,1024),dtype=n.float32); n.savez('%t/in.npz', arg0=x); d=x.astype(n.float64); n.savez('%t/exp.npz', result0=d.sum(0), result1=(d*d).sum(0))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-3 --stats | filecheck %s --check-prefix=EMU

// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 4096, 1024>, dominant = "reduce0", mapping = {cols_per_block = 32 : i64, kind = "column", reduced_dims = 1 : i64, split = 16 : i64, threads = 256 : i64}, name = "g0", part = 0 : i64}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 512, 1, 1>, register_bound = 64 : i64, shared_bytes = 2048 : i64}, parts = [{first_block = 0 : i64, grid = 512 : i64, phases = ["grid"]}], smem = {{.*}}, template = "column", template_string = "reduce0[GRID_512-CTA_256-COL_32-SPLIT_16]S;"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "global", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew1", phase = 0 : i64, scheme = "local", storage = "registers"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "reduce2", phase = 1 : i64, scheme = "global", storage = "registers"}>

// Scratch: 2 reductions x 4 slices x 32 tiles x 32 columns; shared: 2 partials per thread.
// L3: gpu.func @fusion_0(%arg0: memref<4096x1024xf32>, %arg1: memref<1024xf32>, %arg2: memref<1024xf32>, %arg3: memref<32768xf32>, %arg4: memref<1xi32>) workgroup(%arg5 : memref<2048xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// Block b: tile b div 16, slice b mod 16; each thread folds its 32 positions in one chunk, both
// sums in one loop, one load of x per element.
// L3: arith.divui %block_id_x, %c16
// L3: arith.remui %block_id_x, %c16
// L3: scf.for {{.*}} = %c0 to %c32 step %c1 {{.*}} -> (f32, f32) {
// L3: memref.load %arg0[
// L3-NOT: memref.load %arg0[
// L3: gpu.barrier
// L3: memref.atomic_rmw addi %c1_i32, %arg4[%c0]
// L3-COUNT-32: memref.load %arg3[
// L3: memref.store {{.*}}, %arg1[
// L3: memref.store {{.*}}, %arg2[

// REPORT: kernel_count: 1
// REPORT: fusion_0: column reduce0[GRID_512-CTA_256-COL_32-SPLIT_16]S; ops=3 grid=512 block=256 shared=2048B

// EMU: result0: {{.*}} PASS
// EMU: result1: {{.*}} PASS
// EMU: "grid_barriers": 1,
// EMU: "races": [],
