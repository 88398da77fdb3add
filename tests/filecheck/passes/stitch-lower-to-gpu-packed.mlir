// Kernel packing: the two independent softmaxes of one fusion (64x2048 and 100x48) become ONE
// gpu.func of 512 threads per block. Blocks [0, 64) run the first softmax, blocks [64, 71) the
// second with local block id bid - 64, each behind an scf.if on the (block-uniform) block id;
// each part has its own workgroup buffers (first: per-warp partials %arg4 and row values
// %arg5; second: row values %arg6), warp-shuffle reductions and barriers, and stores only its
// own output. Lowered from printed L2 text, so the packed schedule round-trips.
// RUN: %stitch-opt %S/../inputs/two_softmaxes.l1.mlir --pass-pipeline='builtin.module(stitch-schedule)' > %t.l2
// RUN: %stitch-opt %t.l2 --pass-pipeline='builtin.module(stitch-lower-to-gpu)' > %t.l3
// RUN: filecheck %s < %t.l3
// RUN: filecheck %s --check-prefix=ONE < %t.l3
// RUN: filecheck %s --check-prefix=DISPATCH < %t.l3

// CHECK: gpu.module @stitch_kernels
// CHECK: gpu.func @fusion_0(%arg0: memref<64x2048xf32>, %arg1: memref<100x48xf32>, %arg2: memref<64x2048xf32>, %arg3: memref<100x48xf32>) workgroup(%arg4 : memref<16xf32, #gpu.address_space<workgroup>>, %arg5 : memref<2xf32, #gpu.address_space<workgroup>>, %arg6 : memref<32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 512, 1, 1>}
// CHECK: %[[BID:.*]] = gpu.block_id x

// First part: blocks [0, 64), one 2048-wide row per block; two block-wide reductions.
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[BID]], %c64 : index
// CHECK-NEXT: scf.if %[[IN0]] {
// CHECK: memref.load %arg0[%[[BID]],
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: memref.store {{.*}}, %arg4[{{.*}}] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: memref.store {{.*}}, %arg5[{{.*}}] : memref<2xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: math.exp
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK-NOT: %arg1
// CHECK-NOT: %arg3
// CHECK-NOT: %arg6
// CHECK: memref.store {{.*}}, %arg2[%[[BID]], {{.*}}] : memref<64x2048xf32>

// Second part: blocks [64, 71), 16 rows of 48 per block, a warp per row (no partials buffer).
// CHECK: %[[IN1:.*]] = arith.cmpi uge, %[[BID]], %c64 : index
// CHECK-NEXT: scf.if %[[IN1]] {
// CHECK-NEXT: %[[LOCAL:.*]] = arith.subi %[[BID]], %c64 : index
// CHECK: arith.muli %[[LOCAL]], %c16 : index
// CHECK-NOT: %arg0
// CHECK-NOT: %arg2
// CHECK-NOT: %arg4
// CHECK-NOT: %arg5
// CHECK: memref.load %arg1[
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: memref.store {{.*}}, %arg6[{{.*}}] : memref<32xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: math.exp
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK: memref.store {{.*}}, %arg3[{{.*}}] : memref<100x48xf32>
// CHECK: gpu.return
// CHECK: call @stitch_fusion_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{block = array<i64: 512, 1, 1>, grid = array<i64: 71, 1, 1>, kernel = "fusion_0", kind = "fusion", shared_bytes = 200 : i64}>}

// ONE-COUNT-1: gpu.func
// ONE-NOT: gpu.func

// Exactly two dispatches at the top level of the kernel body.
// DISPATCH: gpu.block_id
// DISPATCH-COUNT-2: {{^      }}scf.if
// DISPATCH-NOT: {{^      }}scf.if
// DISPATCH: gpu.return
