// A column reduction split over blocks, from a hand-written L2 file: the column sum and sum of
// squares of [2900, 80], 32 columns per block, each tile of columns split over 3 blocks
// (SPLIT_3, the global scheme) where stitch-schedule takes 22. Block b owns slice b mod 3 of
// tile b div 3; its partials go to global scratch, a grid barrier, then the tile's first block
// adds the 3 partials of each of its columns in block order.
// RUN: %stitch-opt %S/../inputs/col-sum-sumsq-split.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s
// RUN: %stitch-compile %S/../inputs/col-sum-sumsq-split.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; x=n.random.default_rng(0).standard_normal((2900,80),dtype=n.float32); n.savez('%t/in.npz', arg0=x); d=x.astype(n.float64); n.savez('%t/exp.npz', result0=d.sum(0), result1=(d*d).sum(0))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-4 --stats | filecheck %s --check-prefix=EMU
// A split column tile with a block barrier is refused: its partials live in other blocks.
// RUN: sed 's/phases = \["grid"\]/phases = ["block"]/' %S/../inputs/col-sum-sumsq-split.l2.mlir > %t.block.mlir
// RUN: not %stitch-opt %t.block.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD

// Scratch: 2 sums x 3 slices x 3 tiles x 32 columns; shared: 2 sums x 8 rows of 32 partials.
// CHECK: gpu.func @fusion_0(%arg0: memref<2900x80xf32>, %arg1: memref<80xf32>, %arg2: memref<80xf32>, %arg3: memref<576xf32>, %arg4: memref<1xi32>) workgroup(%arg5 : memref<2048xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 256, 1, 1>, stitch.counter, stitch.grid_barrier, stitch.scratch = memref<576xf32>}
// Thread (x, y) = (tid mod 32, tid div 32); tile b div 3, slice s = b mod 3; columns past 80
// (the last tile's upper half) load column 79 and add nothing.
// CHECK: %[[X:.*]] = arith.remui %thread_id_x, %c32 : index
// CHECK: %[[Y:.*]] = arith.divui %thread_id_x, %c32 : index
// CHECK: %[[TILE:.*]] = arith.divui %block_id_x, %c3 : index
// CHECK: %[[S:.*]] = arith.remui %block_id_x, %c3 : index
// CHECK: %[[C0:.*]] = arith.muli %[[TILE]], %c32 : index
// CHECK: %[[COL:.*]] = arith.addi %[[C0]], %[[X]] : index
// CHECK: %[[COLOK:.*]] = arith.cmpi ult, %[[COL]], %c80 : index
// CHECK: %[[CLAMP:.*]] = arith.minui %[[COL]], %c79 : index
// 2 chunks of 64 positions 8 apart (512 a chunk), both sums in one loop; position
// s * 967 + (within the slice, < 967) and < 2900.
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32, f32) {
// CHECK: arith.muli %{{.*}}, %c512 : index
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args({{.*}}) -> (f32, f32) {
// CHECK: arith.muli %{{.*}}, %c8 : index
// CHECK: %[[IN:.*]] = arith.addi %{{.*}}, %[[Y]] : index
// CHECK: %[[P0:.*]] = arith.muli %[[S]], %c967 : index
// CHECK: %[[POS:.*]] = arith.addi %[[P0]], %[[IN]] : index
// CHECK: arith.cmpi ult, %[[IN]], %c967 : index
// CHECK: arith.cmpi ult, %[[POS]], %c2900 : index
// CHECK: memref.load %arg0[%[[POS]], %[[CLAMP]]] : memref<2900x80xf32>
// CHECK-NOT: memref.load %arg0[
// The 8 rows of each column meet in shared memory, the block's partials go to scratch at
// (r * 3 + s) * 96 + column, then the grid barrier.
// CHECK: gpu.barrier
// CHECK-COUNT-16: memref.load %view[
// CHECK: arith.muli %[[S]], %c96 : index
// CHECK: memref.store %{{.*}}, %arg3[
// CHECK: memref.store %{{.*}}, %arg3[
// CHECK: llvm.fence syncscope("device") release
// CHECK: memref.atomic_rmw addi %c1_i32, %arg4[%c0]
// CHECK: llvm.fence syncscope("device") acquire
// The tile's first block (s = 0) adds the 3 partials of each sum for columns < 80.
// CHECK: arith.cmpi eq, %[[S]], %c0 : index
// CHECK: arith.andi %{{.*}}, %[[COLOK]] : i1
// CHECK-COUNT-6: memref.load %arg3[
// CHECK: memref.store %{{.*}}, %arg1[%[[CLAMP]]] : memref<80xf32>
// CHECK: memref.store %{{.*}}, %arg2[%[[CLAMP]]] : memref<80xf32>
// CHECK: call @stitch_fusion_0{{.*}}block = array<i64: 256, 1, 1>, grid = array<i64: 9, 1, 1>

// REPORT: kernel_count: 1
// REPORT: fusion_0: column reduce0[GRID_9-CTA_256-COL_32-SPLIT_3]S; ops=3 grid=9 block=256 shared=2048B

// EMU: result0: {{.*}} PASS
// EMU: result1: {{.*}} PASS
// EMU: "grid_barriers": 1,
// EMU: "races": [],

// BAD: stitch-opt: error: {{.*}}block.mlir:{{[0-9]+}}:3: part 0: its mapping (split 3, grid 9) ends phase 1 with a grid barrier, the schedule says block
