// stitch-lower-to-gpu reads the schedule and nothing else: a hand-written L2 file (LayerNorm
// with 2 rows of 128 threads per block, 6 elements per thread, where stitch-schedule picks one
// row of 256 threads) lowers as written and still matches numpy on the emulator.
// RUN: %stitch-opt %S/../inputs/layernorm-2rows.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s
// RUN: %stitch-compile %S/../inputs/layernorm-2rows.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); n.savez('%t/in.npz', arg0=r.standard_normal((512,768),dtype=n.float32), arg1=r.standard_normal(768,dtype=n.float32), arg2=r.standard_normal(768,dtype=n.float32))" && %stitch-run %t --inputs %t/in.npz --backend emulator -o %t/out.npz && %PYTHON %S/../inputs/check_layernorm.py %t/in.npz %t/out.npz | filecheck %s --check-prefix=NUM
// A schedule that does not add up is refused with the field that is wrong, located at the kernel.
// RUN: sed 's/elems_per_thread = 6/elems_per_thread = 5/' %S/../inputs/layernorm-2rows.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD

// Two rows per block: each row's lane is tid mod 128 and its row is bid * 2 + tid / 128; each
// thread caches 6 elements; the per-warp partials are 2 rows x 4 warps; the row values of
// phase 2 take the slots of phase 1 (the smem plan in the L2 file: 48 bytes, not 64).
// CHECK: gpu.func @fusion_0({{.*}}) workgroup(%[[ARENA:.*]] : memref<48xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 256, 1, 1>}
// CHECK: memref.view %[[ARENA]][%c0][] {stitch.buffer = "p0.red"} : memref<48xi8, #gpu.address_space<workgroup>> to memref<8xf32, #gpu.address_space<workgroup>>
// CHECK-DAG: memref.view %[[ARENA]][%c32][] {stitch.buffer = "p0.ew1"}
// CHECK-DAG: memref.view %[[ARENA]][%c32][] {stitch.buffer = "p0.ew4"}
// CHECK-DAG: memref.view %[[ARENA]][%c40][] {stitch.buffer = "p0.reduce0"}
// CHECK-DAG: memref.view %[[ARENA]][%c40][] {stitch.buffer = "p0.reduce3"}
// CHECK: arith.remui %{{.*}}, %c128
// CHECK: arith.divui %{{.*}}, %c128
// CHECK-COUNT-6: memref.load %arg0
// CHECK: call @stitch_fusion_0{{.*}}block = array<i64: 256, 1, 1>, grid = array<i64: 256, 1, 1>

// REPORT: fusion_0: row reduce0[GRID_256-CTA_2,CTA_128-THREAD_6]S;{{.*}} grid=256 block=256 shared=48B (without reuse 64B, no budget)

// NUM: max_abs_err {{[0-9.e-]+}} ok

// BAD: stitch-opt: error: {{.*}}bad.mlir:14:3: @stitch_fusion_0: group g0: rows of 768 over 128 threads take elems_per_thread = 6, not 5
