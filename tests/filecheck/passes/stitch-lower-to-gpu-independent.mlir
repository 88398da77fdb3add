// An independent op from a hand-written L2 file: a single-op kernel of the reduce template
// summing the middle dim of [3, 5000, 7], one block of 64 threads per output (GRID_21-CTA_64)
// where stitch-schedule takes 1024. Its threads stride over the 5000 positions in 2 chunks of
// 64, meet by xor shuffles, then their 2 warps' partials in shared memory; no grid barrier.
// RUN: %stitch-opt %S/../inputs/sum-middle-independent.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s
// RUN: %stitch-compile %S/../inputs/sum-middle-independent.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import json; [print(o['name'], o['scheme'], o['storage']) for o in json.load(open('%t/manifest.json'))['report']['fusions'][0]['ops']]" | filecheck %s --check-prefix=SCHEME
// RUN: %PYTHON -c "import numpy as n; x=n.random.default_rng(0).standard_normal((3,5000,7),dtype=n.float32); n.savez('%t/in.npz', arg0=x); n.savez('%t/exp.npz', result0=x.astype(n.float64).sum(1))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU
// Task splitting (split 3) needs a grid barrier ending its phase, which this schedule lacks.
// RUN: sed 's/threads = 64 : i64}/split = 3 : i64, threads = 64 : i64}/; s/CTA_64]S/CTA_64-SPLIT_3]S/' %S/../inputs/sum-middle-independent.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD
// A block that is no power of two would drop the partial of its last, partial warp (a wrong
// answer, once): refused when the schedule is read.
// RUN: sed 's/threads = 64 : i64/threads = 48 : i64/; s/block = array<i64: 64, 1, 1>/block = array<i64: 48, 1, 1>/; s/CTA_64]S/CTA_48]S/' %S/../inputs/sum-middle-independent.l2.mlir > %t.odd.mlir
// RUN: not %stitch-compile %t.odd.mlir --from L2 -o %t.odd --no-ptxas 2>&1 | filecheck %s --check-prefix=ODD
// The op's scheme and the launch's shared bytes must be what the mapping makes them.
// RUN: sed 's/scheme = "independent"/scheme = "global"/' %S/../inputs/sum-middle-independent.l2.mlir > %t.scheme.mlir
// RUN: not %stitch-opt %t.scheme.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BADSCHEME
// RUN: sed 's/shared_bytes = 8 : i64/shared_bytes = 4096 : i64/' %S/../inputs/sum-middle-independent.l2.mlir > %t.shared.mlir
// RUN: not %stitch-opt %t.shared.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=SHARED
// The template string must say what the groups do (the report shows it).
// RUN: sed 's/reduce0\[GRID_21-CTA_64\]S;/reduce0[GRID_21-CTA_128]S;/' %S/../inputs/sum-middle-independent.l2.mlir > %t.tpl.mlir
// RUN: not %stitch-opt %t.tpl.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=TPL

// No scratch, no grid barrier: the 2 warps' partials in shared memory.
// CHECK: gpu.func @kernel_0(%arg0: memref<3x5000x7xf32>, %arg1: memref<3x7xf32>) workgroup(%arg2 : memref<8xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
// Output (i, k) = (b div 7, b mod 7); thread t sums positions c * 4096 + j * 64 + t < 5000.
// CHECK: %[[K:.*]] = arith.remui %block_id_x, %c7 : index
// CHECK: %[[I:.*]] = arith.divui %block_id_x, %c7 : index
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32) {
// CHECK: arith.muli %{{.*}}, %c4096 : index
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args({{.*}}) -> (f32) {
// CHECK: %[[P:.*]] = arith.addi %{{.*}}, %thread_id_x : index
// CHECK: arith.cmpi ult, %[[P]], %c5000 : index
// CHECK: %[[PC:.*]] = arith.minui %[[P]], %c4999 : index
// CHECK: memref.load %arg0[%[[I]], %[[PC]], %[[K]]] : memref<3x5000x7xf32>
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: memref.store %{{.*}}, %view[
// CHECK: gpu.barrier
// CHECK: arith.cmpi ult, %thread_id_x, %c2 : index
// CHECK: gpu.shuffle  xor
// CHECK: memref.store %{{.*}}, %arg1[%[[I]], %[[K]]] : memref<3x7xf32>
// CHECK-NOT: atomic_rmw
// CHECK: call @stitch_kernel_0{{.*}}block = array<i64: 64, 1, 1>, grid = array<i64: 21, 1, 1>

// REPORT: kernel_count: 1
// REPORT: kernel_0: reduce reduce0[GRID_21-CTA_64]S; ops=1 grid=21 block=64 shared=8B

// SCHEME: reduce0 independent global
// SCHEME-EMPTY:

// EMU: result0: {{.*}} PASS
// EMU: "grid_barriers": 0,
// EMU: "races": [],

// BAD: stitch-opt: error: {{.*}}bad.mlir:{{[0-9]+}}:3: a reduce kernel split 3 ways has phases ['grid'], the schedule says []
// ODD: stitch-compile: error: {{.*}}odd.mlir:{{[0-9]+}}:3: @stitch_kernel_0: group g0: a reduce block is a power of two from 32 to 1024 threads (a shuffle tree per warp, then one partial per warp), not 48
// BADSCHEME: stitch-opt: error: {{.*}}scheme.mlir:{{[0-9]+}}:{{[0-9]+}}: this op has scheme 'global' in global; its reduce kernel makes it 'independent' in global (global only when split over blocks)
// SHARED: stitch-opt: error: {{.*}}shared.mlir:{{[0-9]+}}:3: @stitch_kernel_0: launch.shared_bytes is 4096 but the smem arena is 8 bytes
// TPL: stitch-opt: error: {{.*}}tpl.mlir:{{[0-9]+}}:3: @stitch_kernel_0: template_string says 'reduce0[GRID_21-CTA_128]S'; group g0's mapping and part make it 'reduce0[GRID_21-CTA_64]S'
