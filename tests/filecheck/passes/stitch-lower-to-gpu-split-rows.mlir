// Task splitting in a stitched kernel (AStitch's global scheme): a hand-written L2 file splits
// each softmax row over 2 blocks, a thread-block cluster. Each phase stores one partial per
// block and reduction in the global scratch buffer, then a cluster barrier, then every block's
// leader combines its row's 2 partials; the row sums (a fusion output) are stored by each
// row's first block only.
// RUN: %stitch-opt %S/../inputs/softmax-split-rows.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s
// RUN: %stitch-compile %S/../inputs/softmax-split-rows.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; n.savez('%t/in.npz', arg0=3 * n.random.default_rng(0).standard_normal((4,5000),dtype=n.float32))" && %stitch-run %t --inputs %t/in.npz --backend emulator -o %t/out.npz --stats | filecheck %s --check-prefix=STATS && %PYTHON %S/../inputs/check_softmax_sum.py %t/in.npz %t/out.npz | filecheck %s --check-prefix=NUM
// The kernel's PTX holds the cluster size (so a plain launch forms the clusters) and the barrier.
// RUN: %PYTHON -c "import json; print(open('%t/' + json.load(open('%t/manifest.json'))['ptx']).read())" | filecheck %s --check-prefix=PTX
// A split schedule whose grid does not cover rows x split is refused, naming the field.
// RUN: sed 's/grid = array<i64: 8, 1, 1>/grid = array<i64: 4, 1, 1>/; s/grid = 8 : i64/grid = 4 : i64/' %S/../inputs/softmax-split-rows.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD
// A split row with block barriers is refused: its partials live in other blocks.
// RUN: sed 's/phases = \["cluster", "cluster"\]/phases = ["block", "block"]/' %S/../inputs/softmax-split-rows.l2.mlir > %t.block.mlir
// RUN: not %stitch-opt %t.block.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BLOCK
// Cluster barriers in a launch without clusters are refused, naming the field.
// RUN: sed 's/cluster = array<i64: 2, 1, 1>, //' %S/../inputs/softmax-split-rows.l2.mlir > %t.nocluster.mlir
// RUN: not %stitch-opt %t.nocluster.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=NOCLUSTER
// Clusters that do not tile the grid are refused.
// RUN: sed 's/cluster = array<i64: 2, 1, 1>/cluster = array<i64: 3, 1, 1>/' %S/../inputs/softmax-split-rows.l2.mlir > %t.tile.mlir
// RUN: not %stitch-opt %t.tile.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=TILE

// Arguments: the input, the two results, the scratch (2 reductions x 8 blocks); no counter.
// CHECK: gpu.func @fusion_0(%arg0: memref<4x5000xf32>, %arg1: memref<4xf32>, %arg2: memref<4x5000xf32>, %arg3: memref<16xf32>) {{.*}} kernel attributes {known_block_size = array<i32: 1024, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>, stitch.scratch = memref<16xf32>}
// Block b owns slice b mod 2 (3072 elements from 3072 * (b mod 2)) of row b div 2.
// CHECK: %[[ROW:.*]] = arith.divui %block_id_x, %c2
// CHECK: %[[SLICE:.*]] = arith.remui %block_id_x, %c2
// CHECK: arith.muli %[[SLICE]], %c3072
// Phase 1: the max partial of the block into scratch[b], a cluster barrier, the row's 2 partials.
// CHECK: memref.store %{{.*}}, %arg3[%block_id_x] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK-NOT: atomic_rmw
// CHECK-COUNT-2: memref.load %arg3[
// Past the row's end (the second and third slots of the last slice) exp is not evaluated.
// CHECK: scf.if %{{.*}} -> (f32) {
// CHECK: math.exp
// CHECK: } else {
// Phase 2: the sum partials after the first 8 (scratch[8 + b]), a second barrier.
// CHECK: memref.store %{{.*}}, %arg3[%{{.*}}] : memref<16xf32>
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK-COUNT-2: memref.load %arg3[
// The row sum is a result: only the row's first block (slice 0) stores it.
// CHECK: arith.remui %block_id_x, %c2
// CHECK: arith.cmpi eq
// CHECK: memref.store %{{.*}}, %arg1[%[[ROW]]] : memref<4xf32>
// CHECK: stitch.launch = #stitch.launch<{block = array<i64: 1024, 1, 1>, cluster = array<i64: 2, 1, 1>, grid = array<i64: 8, 1, 1>

// REPORT: fusion_0: row reduce0[GRID_8-CTA_1,CTA_1024-THREAD_3-SPLIT_2]S;{{.*}} grid=8 block=1024 cluster=2 shared=132B (without reuse 136B, no budget)

// STATS: "transcendentals": {
// STATS-NEXT: "math.exp": 20000
// STATS: "grid_barriers": 0,
// STATS-NEXT: "cluster_barriers": 8,
// STATS: "races": [],

// NUM: softmax max_abs_err {{[0-9.e-]+}} ok
// NUM: sum max_abs_err {{[0-9.e-]+}} ok

// PTX: .explicitcluster
// PTX-NEXT: .reqnctapercluster 2, 1, 1
// PTX: barrier.cluster.arrive.aligned;
// PTX-NEXT: barrier.cluster.wait.aligned;

// BAD: stitch-opt: error: {{.*}}bad.mlir:{{[0-9]+}}:3: @stitch_fusion_0: group g0: its mapping needs a grid of 8 blocks over [4, 5000], its part has 4
// BLOCK: stitch-opt: error: {{.*}}block.mlir:{{[0-9]+}}:3: part 0: its mapping (split 2, grid 8) ends phase 1 with a cluster barrier, the schedule says block
// NOCLUSTER: stitch-opt: error: {{.*}}nocluster.mlir:{{[0-9]+}}:3: @stitch_fusion_0: parts[0] ends a phase with a cluster barrier but the launch has no clusters (launch.cluster)
// TILE: stitch-opt: error: {{.*}}tile.mlir:{{[0-9]+}}:3: @stitch_fusion_0: launch.cluster: clusters of 3 blocks do not tile the grid of 8 blocks
