// stitch-smem-plan{budget=N}: over the budget, row values leave shared memory for a per-block
// region of the kernel's global scratch (AStitch's regional scheme downgraded to global), one
// at a time, the move adding the least traffic first; the kernel still matches numpy.
//
// Three row values of successive phases share one 8-byte slot after the 32 bytes of warp
// partials (stitch-smem-plan.mlir): a budget of 32 bytes moves all three (moving one alone
// frees nothing), each to 2 floats per block of 32 blocks: scratch of 192 floats.
// RUN: %stitch-opt %S/../inputs/three-phase-slots.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan{budget=32})' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; x=n.random.default_rng(0).standard_normal((64,512),dtype=n.float32); n.savez('%t/in.npz', arg0=x); d=x.astype(n.float64); a=d.max(1,keepdims=True); b=(d-a).sum(1,keepdims=True); c=((d-b)**2).sum(1,keepdims=True); n.savez('%t/exp.npz', result0=d/c)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-9 --stats | filecheck %s --check-prefix=EMU
//
// Two packed softmaxes (stitch-lower-to-gpu-packed.mlir): part 1's two 64-byte slots make the
// 128-byte arena; within 100 bytes, one of them moves (part 0's 68 bytes stay) and its place
// is taken by the other; the kernel still matches numpy.
// RUN: %stitch-opt %S/../inputs/two_softmaxes.l1.mlir --pass-pipeline='builtin.module(stitch-schedule,stitch-smem-plan{budget=100})' > %t.packed.mlir
// RUN: filecheck %s --check-prefix=PACKED --input-file=%t.packed.mlir
// RUN: %stitch-opt %t.packed.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=PACKED-L3
// RUN: %stitch-compile %t.packed.mlir --from L2 -o %t.p --no-ptxas > /dev/null
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); a=r.standard_normal((64,2048),dtype=n.float32); b=r.standard_normal((100,48),dtype=n.float32); n.savez('%t.p/in.npz', arg0=a, arg1=b); s=lambda x: n.exp(x-x.max(-1,keepdims=True))/n.exp(x-x.max(-1,keepdims=True)).sum(-1,keepdims=True); n.savez('%t.p/exp.npz', result0=s(a.astype(n.float64)), result1=s(b.astype(n.float64)))"
// RUN: %stitch-run %t.p --inputs %t.p/in.npz --backend emulator --check %t.p/exp.npz --rtol 1e-5 --atol 1e-6 --stats | filecheck %s --check-prefix=EMU
//
// A budget below what cannot move (the warps' partials) is an error naming the kernel.
// RUN: not %stitch-opt %S/../inputs/three-phase-slots.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan{budget=16})' 2>&1 | filecheck %s --check-prefix=TIGHT
// The schedule and the plan must agree on which values are in global memory.
// RUN: sed 's/name = "reduce2", phase = 2 : i64, scheme = "global", storage = "global"/name = "reduce2", phase = 2 : i64, scheme = "regional", storage = "shared"/' %t.l2.mlir > %t.disagree.mlir
// RUN: not %stitch-opt %t.disagree.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=DISAGREE

// CHECK: launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 32, 1, 1>, shared_bytes = 32 : i64}
// CHECK-SAME: smem = {arena_bytes = 32 : i64, budget = 32 : i64, buffers = [{bytes = 32 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64}], bytes_without_reuse = 32 : i64,
// CHECK-SAME: downgraded = [{elements = 2 : i64, name = "p0.reduce0", part = 0 : i64, traffic = 1280 : i64}, {elements = 2 : i64, name = "p0.reduce2", part = 0 : i64, traffic = 1280 : i64}, {elements = 2 : i64, name = "p0.reduce4", part = 0 : i64, traffic = 1280 : i64}]}
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "reduce2", phase = 2 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "reduce4", phase = 3 : i64, scheme = "global", storage = "global"}>

// Only the partials stay in the arena; each value is stored by its row's leader at
// bid * 2 + row of its region (0, 64, 128) and loaded by every thread after the barrier.
// L3: gpu.func @fusion_0(%arg0: memref<64x512xf32>, %arg1: memref<64x512xf32>, %[[SCRATCH:.*]]: memref<192xf32>) workgroup(%[[ARENA:.*]] : memref<32xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {{{.*}}stitch.scratch = memref<192xf32>}
// L3: memref.view %[[ARENA]][%c0][] {stitch.buffer = "p0.red"}
// L3-NOT: stitch.buffer
// L3: memref.store %{{.*}}, %[[SCRATCH]][%[[AT0:.*]]] : memref<192xf32>
// L3: gpu.barrier
// L3: memref.load %[[SCRATCH]][%{{.*}}] : memref<192xf32>
// L3: %[[A:.*]] = arith.addi %{{.*}}, %c64 : index
// L3-NEXT: memref.store %{{.*}}, %[[SCRATCH]][%[[A]]] : memref<192xf32>
// L3: gpu.barrier
// L3: %[[B:.*]] = arith.addi %{{.*}}, %c128 : index
// L3-NEXT: memref.store %{{.*}}, %[[SCRATCH]][%[[B]]] : memref<192xf32>
// L3: gpu.barrier
// L3: memref.load %[[SCRATCH]]

// REPORT: shared_bytes: 32 (without reuse: 32)
// REPORT: fusion_0: row {{.*}} shared=32B (without reuse 32B, budget 32B)
// REPORT-NEXT: to fit the budget: 3 row value(s) moved from shared to global memory (p0.reduce0, p0.reduce2, p0.reduce4; +3840 B of traffic)

// EMU: result0: {{.*}} PASS
// EMU: "races": [],

// PACKED: smem = {arena_bytes = 68 : i64, budget = 100 : i64, buffers = [{bytes = 64 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64}, {bytes = 4 : i64, name = "p0.reduce0", offset = 64 : i64, part = 0 : i64}, {bytes = 4 : i64, name = "p0.reduce2", offset = 64 : i64, part = 0 : i64, reuses = ["p0.reduce0"]}, {bytes = 64 : i64, name = "p1.reduce6", offset = 0 : i64, part = 1 : i64}], bytes_without_reuse = 136 : i64, downgraded = [{elements = 16 : i64, name = "p1.reduce4", part = 1 : i64, traffic = 896 : i64}]}
// PACKED: name = "reduce4", phase = 1 : i64, scheme = "global", storage = "global"
// PACKED: name = "reduce6", phase = 2 : i64, scheme = "regional", storage = "shared"
// 16 rows per block of part 1's 7 blocks: 112 floats.
// PACKED-L3: gpu.func @fusion_0({{.*}}, %[[SCRATCH:.*]]: memref<112xf32>) workgroup(%{{.*}} : memref<68xi8, #gpu.address_space<workgroup>>
// PACKED-L3: memref.store %{{.*}}, %[[SCRATCH]][%{{.*}}] : memref<112xf32>
// PACKED-L3-NEXT: }
// PACKED-L3-NEXT: gpu.barrier
// PACKED-L3: memref.load %[[SCRATCH]][%{{.*}}] : memref<112xf32>

// TIGHT: stitch-opt: error: {{.*}}three-phase-slots.mlir:{{[0-9]+}}:{{[0-9]+}}: @stitch_fusion_0: its shared buffers need 32 bytes per block after moving 3 row value(s) to global memory, over the 16-byte budget asked for; the rest (reduction partials, column sums) cannot leave shared memory
// DISAGREE: stitch-opt: error: {{.*}}disagree.mlir:{{[0-9]+}}:{{[0-9]+}}: the smem plan moves ['p0.reduce0', 'p0.reduce2', 'p0.reduce4'] row value(s) to global memory, the ops' stitch.op_schedule keep ['p0.reduce0', 'p0.reduce4'] there
