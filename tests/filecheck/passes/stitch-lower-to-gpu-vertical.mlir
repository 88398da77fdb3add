// Vertical packing from a hand-written L2 file: LayerNorm backward over [50, 256] with 5
// blocks that take 3 tiles of 4 rows each in turn (VERT_3), where stitch-schedule gives each
// of the 13 tiles a block. Each block carries its 4 columns x 2 sums of partials through the
// tile loop; rows past 50 (the last tile's 2 missing rows, the 2 tiles past the 13th) store
// nothing and add nothing. The blocks' partials meet in global scratch after a grid barrier.
// RUN: %stitch-opt %S/../inputs/layernorm-backward-vertical.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s
// RUN: %stitch-compile %S/../inputs/layernorm-backward-vertical.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import json; [print(o['name'], o['scheme'], o['storage']) for o in json.load(open('%t/manifest.json'))['report']['fusions'][0]['ops']]" | filecheck %s --check-prefix=SCHEME
// RUN: %PYTHON %S/../inputs/check_layernorm_backward.py %t 50 256
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU
// A vertical factor whose tiles the grid does not cover (13 tiles in 2s take 7 blocks) is refused.
// RUN: sed 's/vertical = 3/vertical = 2/g' %S/../inputs/layernorm-backward-vertical.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD
// A scheme the mapping does not give (a row sum handed between blocks) is refused.
// RUN: sed 's/name = "reduce2", phase = 1 : i64, scheme = "regional"/name = "reduce2", phase = 1 : i64, scheme = "global"/' %S/../inputs/layernorm-backward-vertical.l2.mlir > %t.scheme.mlir
// RUN: not %stitch-opt %t.scheme.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BADSCHEME

// Scratch: 2 column sums x 5 blocks x 256 columns.
// CHECK: gpu.func @fusion_0({{.*}}%arg5: memref<50x256xf32>, %arg6: memref<256xf32>, %arg7: memref<256xf32>, %arg8: memref<2560xf32>, %arg9: memref<1xi32>) workgroup({{.*}}) kernel attributes {known_block_size = array<i32: 256, 1, 1>, stitch.counter, stitch.grid_barrier, stitch.scratch = memref<2560xf32>}
// CHECK: %[[COLSUMS:.*]] = memref.view %arg10[%{{.*}}][] {stitch.buffer = "p0.colsums"}
// The thread's row in its tile is tid div 64; tile v of block b is v * 5 + b, its rows 4 apart.
// CHECK: %[[Y:.*]] = arith.divui %thread_id_x, %c64 : index
// CHECK: scf.for %[[V:.*]] = %c0 to %c3 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %[[T:.*]] = arith.muli %[[V]], %c5 : index
// CHECK-NEXT: %[[TILE:.*]] = arith.addi %[[T]], %block_id_x : index
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[TILE]], %c4 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[R]], %[[Y]] : index
// CHECK-NEXT: %[[VALID:.*]] = arith.cmpi ult, %[[ROW]], %c50 : index
// Phase 1: the row sums meet in shared memory (block barriers); dx is stored for rows < 50.
// CHECK: gpu.barrier
// CHECK: scf.if %[[VALID]] {
// CHECK-NEXT: memref.store %{{.*}}, %arg5[
// The column partials add nothing for rows >= 50; the tile ends with a barrier.
// CHECK: arith.select %[[VALID]], %{{.*}}, %cst : f32
// CHECK: gpu.barrier
// CHECK-NEXT: scf.yield
// After the tiles: the block's 4 rows of partials meet in shared memory, go to scratch, one
// grid barrier, then each column's 5 block partials are added in block order.
// CHECK: memref.store %{{.*}}, %[[COLSUMS]][
// CHECK: memref.store %{{.*}}, %arg8[
// CHECK: llvm.fence syncscope("device") release
// CHECK: memref.atomic_rmw addi %c1_i32, %arg9[%c0]
// CHECK: llvm.fence syncscope("device") acquire
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 iter_args(
// CHECK: memref.load %arg8[
// CHECK: memref.store {{.*}}, %arg6[
// CHECK: memref.store {{.*}}, %arg7[
// CHECK: call @stitch_fusion_0{{.*}}block = array<i64: 256, 1, 1>, grid = array<i64: 5, 1, 1>

// REPORT: kernel_count: 1
// REPORT: traffic_ratio: 1.0
// REPORT: fusion_0: row reduce2[GRID_5-CTA_4,CTA_64-THREAD_4-VERT_3]S;{{.*}} grid=5 block=256 shared=8288B

// The schemes the schedule gives, as the report relays them: the elementwise ops local, the
// row sums regional (shared memory), the column sums global (scratch, grid barrier).
// SCHEME: ew0 local registers
// SCHEME-NEXT: ew1 local registers
// SCHEME-NEXT: reduce2 regional shared
// SCHEME-NEXT: reduce3 regional shared
// SCHEME-NEXT: ew4 local registers
// SCHEME-NEXT: reduce5 global global
// SCHEME-NEXT: reduce6 global global

// EMU: result0: {{.*}} PASS
// EMU: result1: {{.*}} PASS
// EMU: result2: {{.*}} PASS
// EMU: "grid_barriers": 1,
// EMU: "races": [],

// BAD: stitch-opt: error: {{.*}}bad.mlir:{{[0-9]+}}:3: @stitch_fusion_0: group g0: its mapping needs a grid of 7 blocks over [50, 256], its part has 5
// BADSCHEME: stitch-opt: error: {{.*}}scheme.mlir:{{[0-9]+}}:{{[0-9]+}}: stitch.op_schedule says scheme 'global' in shared; its part's mapping makes it 'regional' in shared
