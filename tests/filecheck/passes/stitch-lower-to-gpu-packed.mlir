// Kernel packing: the two independent softmaxes of one fusion (64x2048 and 100x48) become ONE
// gpu.func of 512 threads per block. Blocks [0, 64) run the first softmax, blocks [64, 71) the
// second with local block id bid - 64, each behind an scf.if on the (block-uniform) block id;
// each part has its own shared buffers, warp-shuffle reductions and barriers, and stores only
// its own output. The parts never run in the same block, so stitch-smem-plan starts both at
// offset 0 of one 128-byte arena (the larger part's; 200 bytes if the parts' buffers were side
// by side): the first part's per-warp partials (64 bytes) and one row slot that its phase-2 sum
// takes over from its phase-1 max (a barrier lies between, the max dominates the sum); the
// second part's two slots of 16 rows each (one warp per row: no barrier between the max's
// last read and the sum's write, so no reuse). Lowered from printed L2 text, so the packed
// schedule and its smem plan round-trip; the emulator runs it against numpy with 0 races.
// RUN: %stitch-opt %S/../inputs/two_softmaxes.l1.mlir --pass-pipeline='builtin.module(stitch-schedule,stitch-smem-plan)' > %t.l2
// RUN: filecheck %s --check-prefix=PLAN < %t.l2
// RUN: %stitch-opt %t.l2 --pass-pipeline='builtin.module(stitch-lower-to-gpu)' > %t.l3
// RUN: filecheck %s < %t.l3
// RUN: filecheck %s --check-prefix=ONE < %t.l3
// RUN: filecheck %s --check-prefix=DISPATCH < %t.l3
// RUN: %stitch-compile %t.l2 --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); a=r.standard_normal((64,2048),dtype=n.float32); b=r.standard_normal((100,48),dtype=n.float32); n.savez('%t/in.npz', arg0=a, arg1=b); s=lambda x: n.exp(x-x.max(-1,keepdims=True))/n.exp(x-x.max(-1,keepdims=True)).sum(-1,keepdims=True); n.savez('%t/exp.npz', result0=s(a.astype(n.float64)), result1=s(b.astype(n.float64)))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-6 --stats | filecheck %s --check-prefix=EMU

// PLAN: launch = {block = array<i64: 512, 1, 1>, grid = array<i64: 71, 1, 1>, shared_bytes = 128 : i64}
// PLAN-SAME: smem = {arena_bytes = 128 : i64, budget = 232448 : i64, buffers = [{bytes = 64 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64}, {bytes = 4 : i64, name = "p0.reduce0", offset = 64 : i64, part = 0 : i64}, {bytes = 4 : i64, name = "p0.reduce2", offset = 64 : i64, part = 0 : i64, reuses = ["p0.reduce0"]}, {bytes = 64 : i64, name = "p1.reduce4", offset = 0 : i64, part = 1 : i64}, {bytes = 64 : i64, name = "p1.reduce6", offset = 64 : i64, part = 1 : i64}], bytes_without_reuse = 200 : i64}

// CHECK: gpu.module @stitch_kernels
// CHECK: gpu.func @fusion_0(%arg0: memref<64x2048xf32>, %arg1: memref<100x48xf32>, %arg2: memref<64x2048xf32>, %arg3: memref<100x48xf32>) workgroup(%arg4 : memref<128xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 512, 1, 1>}
// CHECK: %[[RED:.*]] = memref.view %arg4[%c0][] {stitch.buffer = "p0.red"} : memref<128xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
// CHECK: %[[MAX0:.*]] = memref.view %arg4[%c64][] {stitch.buffer = "p0.reduce0"} : memref<128xi8, #gpu.address_space<workgroup>> to memref<1xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SUM0:.*]] = memref.view %arg4[%c64][] {stitch.buffer = "p0.reduce2"} : memref<128xi8, #gpu.address_space<workgroup>> to memref<1xf32, #gpu.address_space<workgroup>>
// CHECK: %[[MAX1:.*]] = memref.view %arg4[%c0][] {stitch.buffer = "p1.reduce4"} : memref<128xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
// CHECK: %[[SUM1:.*]] = memref.view %arg4[%c64][] {stitch.buffer = "p1.reduce6"} : memref<128xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
// CHECK: %[[BID:.*]] = gpu.block_id x

// First part: blocks [0, 64), one 2048-wide row per block; two block-wide reductions.
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[BID]], %c64 : index
// CHECK-NEXT: scf.if %[[IN0]] {
// CHECK: memref.load %arg0[%[[BID]],
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: memref.store {{.*}}, %[[RED]][{{.*}}] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: memref.store {{.*}}, %[[MAX0]][%c0] : memref<1xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: memref.load %[[MAX0]][%c0]
// CHECK: math.exp
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK: memref.store {{.*}}, %[[SUM0]][%c0] : memref<1xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: memref.load %[[SUM0]][%c0]
// CHECK-NOT: %arg1
// CHECK-NOT: %arg3
// CHECK-NOT: %[[MAX1]]
// CHECK-NOT: %[[SUM1]]
// CHECK: memref.store {{.*}}, %arg2[%[[BID]], {{.*}}] : memref<64x2048xf32>

// Second part: blocks [64, 71), 16 rows of 48 per block, a warp per row (no partials buffer).
// CHECK: %[[IN1:.*]] = arith.cmpi uge, %[[BID]], %c64 : index
// CHECK-NEXT: scf.if %[[IN1]] {
// CHECK-NEXT: %[[LOCAL:.*]] = arith.subi %[[BID]], %c64 : index
// CHECK: arith.muli %[[LOCAL]], %c16 : index
// CHECK-NOT: %arg0
// CHECK-NOT: %arg2
// CHECK-NOT: %[[RED]]
// CHECK-NOT: %[[MAX0]]
// CHECK-NOT: %[[SUM0]]
// CHECK: memref.load %arg1[
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: memref.store {{.*}}, %[[MAX1]][{{.*}}] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: math.exp
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: memref.store {{.*}}, %[[SUM1]][{{.*}}] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: memref.store {{.*}}, %arg3[{{.*}}] : memref<100x48xf32>
// CHECK: gpu.return
// CHECK: call @stitch_fusion_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{block = array<i64: 512, 1, 1>, grid = array<i64: 71, 1, 1>, kernel = "fusion_0", kind = "fusion", shared_bytes = 128 : i64}>}

// ONE-COUNT-1: gpu.func
// ONE-NOT: gpu.func

// Exactly two dispatches at the top level of the kernel body.
// DISPATCH: gpu.block_id
// DISPATCH-COUNT-2: {{^      }}scf.if
// DISPATCH-NOT: {{^      }}scf.if
// DISPATCH: gpu.return

// REPORT: shared_bytes: 128 (without reuse: 200)
// REPORT: fusion_0: packed {{.*}} grid=71 block=512 shared=128B (without reuse 200B, budget 232448B)
// EMU: result0: {{.*}} PASS
// EMU: result1: {{.*}} PASS
// EMU: "races": [],
