// A scalar reduction (COL_1) from a hand-written L2 file: the mean squared error of two
// [130, 100] tensors over 3 blocks of 64 threads, where stitch-schedule takes 256 threads.
// Block b sums slice b of the 13000 positions (4334 each, the last 4332), each thread every
// 64th position in 2 chunks of 64; a warp's lanes meet by xor shuffles, the 2 warps in shared
// memory, the 3 blocks in global scratch after a grid barrier; block 0 adds them and divides.
// RUN: %stitch-opt %S/../inputs/mse-scalar.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s
// RUN: %stitch-compile %S/../inputs/mse-scalar.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((130,100),dtype=n.float32); y=r.standard_normal((130,100),dtype=n.float32); n.savez('%t/in.npz', arg0=x, arg1=y); n.savez('%t/exp.npz', result0=((x.astype(n.float64)-y)**2).mean())"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-6 --atol 0 --stats | filecheck %s --check-prefix=EMU
// Shared memory that does not match the block (the 32 bytes of 8 warps with 64 threads) is refused.
// RUN: sed 's/shared_bytes = 8 : i64/shared_bytes = 32 : i64/' %S/../inputs/mse-scalar.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD

// One column (COL_1): shared holds one partial per warp (2), scratch one per block (3).
// CHECK: gpu.func @fusion_0(%arg0: memref<130x100xf32>, %arg1: memref<130x100xf32>, %arg2: memref<f32>, %arg3: memref<3xf32>, %arg4: memref<1xi32>) workgroup(%arg5 : memref<8xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>, stitch.counter, stitch.grid_barrier, stitch.scratch = memref<3xf32>}
// CHECK: %[[S:.*]] = arith.remui %block_id_x, %c3 : index
// Chunks of 64 x 64 = 4096 positions; position s * 4334 + (within the slice, < 4334), < 13000.
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32) {
// CHECK: arith.muli %{{.*}}, %c4096 : index
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args({{.*}}) -> (f32) {
// CHECK: %[[IN:.*]] = arith.addi %{{.*}}, %thread_id_x : index
// CHECK: %[[P0:.*]] = arith.muli %[[S]], %c4334 : index
// CHECK: %[[POS:.*]] = arith.addi %[[P0]], %[[IN]] : index
// CHECK: arith.cmpi ult, %[[IN]], %c4334 : index
// CHECK: arith.cmpi ult, %[[POS]], %c13000 : index
// CHECK: arith.remui %[[POS]], %c100 : index
// CHECK: arith.divui %[[POS]], %c100 : index
// CHECK: memref.load %arg0[
// CHECK: memref.load %arg1[
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK-COUNT-2: memref.load %view[
// CHECK: memref.store %{{.*}}, %arg3[
// CHECK: memref.atomic_rmw addi %c1_i32, %arg4[%c0]
// Block 0 (s = 0) adds the 3 partials in block order, then the 0-d op divides by the count.
// CHECK: arith.cmpi eq, %[[S]], %c0 : index
// CHECK-COUNT-3: memref.load %arg3[
// CHECK: arith.divf
// CHECK: memref.store %{{.*}}, %arg2[] : memref<f32>
// CHECK: call @stitch_fusion_0{{.*}}block = array<i64: 64, 1, 1>, grid = array<i64: 3, 1, 1>

// REPORT: kernel_count: 1
// REPORT: fusion_0: column reduce1[GRID_3-CTA_64-COL_1-SPLIT_3]S; ops=3 grid=3 block=64 shared=8B

// EMU: result0: {{.*}} PASS
// EMU: "grid_barriers": 1,
// EMU: "races": [],

// BAD: stitch-opt: error: {{.*}}bad.mlir:{{[0-9]+}}:3: @stitch_fusion_0: launch.shared_bytes is 32 but the smem arena is 8 bytes
