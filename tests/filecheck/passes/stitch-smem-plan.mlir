// stitch-smem-plan: three row values of successive phases (a = max(x), b = sum(x - a),
// c = sum((x - b)^2)) share one slot of the workgroup arena. Rows of 512 over 128 threads,
// 2 rows per block: the warps' partials take 32 bytes, each row value 8 (a float per row);
// each value dominates the next and a barrier (the next phase's partials) lies between its
// last read and the next one's write, so the three sit at offset 32: 40 bytes, not 56.
// RUN: %stitch-opt %S/../inputs/three-phase-slots.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; x=n.random.default_rng(0).standard_normal((64,512),dtype=n.float32); n.savez('%t/in.npz', arg0=x); d=x.astype(n.float64); a=d.max(1,keepdims=True); b=(d-a).sum(1,keepdims=True); c=((d-b)**2).sum(1,keepdims=True); n.savez('%t/exp.npz', result0=d/c)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-9 --stats | filecheck %s --check-prefix=EMU
// Without the plan, the lowering refuses the schedule and names the pass.
// RUN: %stitch-opt %S/../inputs/three-phase-slots.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' > %t.noplan.mlir
// RUN: not %stitch-opt %t.noplan.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=NOPLAN
// A plan whose buffer sizes do not match the kernel's is refused.
// RUN: sed 's/{bytes = 8 : i64, name = "p0.reduce4", offset = 32/{bytes = 4 : i64, name = "p0.reduce4", offset = 32/; s/bytes_without_reuse = 56/bytes_without_reuse = 52/' %t.l2.mlir > %t.size.mlir
// RUN: not %stitch-opt %t.size.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=SIZE

// CHECK: launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 32, 1, 1>, shared_bytes = 40 : i64}
// CHECK-SAME: smem = {arena_bytes = 40 : i64, budget = 232448 : i64, buffers = [
// CHECK-SAME: {bytes = 32 : i64, name = "p0.red", offset = 0 : i64, part = 0 : i64},
// CHECK-SAME: {bytes = 8 : i64, name = "p0.reduce0", offset = 32 : i64, part = 0 : i64},
// CHECK-SAME: {bytes = 8 : i64, name = "p0.reduce2", offset = 32 : i64, part = 0 : i64, reuses = ["p0.reduce0"]},
// CHECK-SAME: {bytes = 8 : i64, name = "p0.reduce4", offset = 32 : i64, part = 0 : i64, reuses = ["p0.reduce0", "p0.reduce2"]}],
// CHECK-SAME: bytes_without_reuse = 56 : i64}

// One arena, a view per buffer at its planned offset; each phase stores its value in the
// shared slot after the partials' barrier and every thread loads it after the next barrier.
// L3: gpu.func @fusion_0({{.*}}) workgroup(%[[ARENA:.*]] : memref<40xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
// L3: %[[RED:.*]] = memref.view %[[ARENA]][%c0][] {stitch.buffer = "p0.red"} : memref<40xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
// L3: %[[A:.*]] = memref.view %[[ARENA]][%[[C32:.*]]][] {stitch.buffer = "p0.reduce0"} : memref<40xi8, #gpu.address_space<workgroup>> to memref<2xf32, #gpu.address_space<workgroup>>
// L3: %[[B:.*]] = memref.view %[[ARENA]][%[[C32]]][] {stitch.buffer = "p0.reduce2"}
// L3: %[[C:.*]] = memref.view %[[ARENA]][%[[C32]]][] {stitch.buffer = "p0.reduce4"}
// L3: memref.store {{.*}}, %[[RED]]
// L3: gpu.barrier
// L3: memref.store {{.*}}, %[[A]]
// L3: gpu.barrier
// L3: memref.load %[[A]]
// L3: memref.store {{.*}}, %[[RED]]
// L3: gpu.barrier
// L3: memref.store {{.*}}, %[[B]]
// L3: gpu.barrier
// L3: memref.load %[[B]]
// L3: memref.store {{.*}}, %[[RED]]
// L3: gpu.barrier
// L3: memref.store {{.*}}, %[[C]]
// L3: gpu.barrier
// L3: memref.load %[[C]]

// REPORT: shared_bytes: 40 (without reuse: 56)
// REPORT: fusion_0: row {{.*}} shared=40B (without reuse 56B, budget 232448B)

// EMU: result0: {{.*}} PASS
// EMU: "races": [],

// NOPLAN: stitch-opt: error: {{.*}}noplan.mlir:{{[0-9]+}}:{{[0-9]+}}: the schedule has no smem field (where each shared buffer lies in the workgroup arena): run stitch-smem-plan after stitch-schedule
// SIZE: stitch-opt: error: {{.*}}size.mlir:{{[0-9]+}}:{{[0-9]+}}: the smem plan gives p0.reduce4 4 bytes in part 0; the kernel uses 8 bytes in part 0
