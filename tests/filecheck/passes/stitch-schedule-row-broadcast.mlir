// A heavy op over rows broadcast into an elementwise op over their elements (AStitch's heavy
// elementwise dominant): one row fusion without reductions. The heavy op leads a group of its
// own, regional and in shared memory (each row's leader computes it once, the row's threads
// read it); the output group is local. No phase, so no barrier list.
// RUN: %stitch-opt %S/../inputs/heavy-broadcast.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' | filecheck %s
// RUN: %stitch-opt %S/../inputs/heavy-broadcast.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %S/../inputs/heavy-broadcast.mlir -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); n.savez('%t/in.npz', arg0=r.standard_normal((4,64,512),dtype=n.float32), arg1=r.standard_normal((4,64),dtype=n.float32), arg2=r.standard_normal((4,64,512),dtype=n.float32)); x,s,c=(n.load('%t/in.npz')[f'arg{i}'] for i in range(3)); n.savez('%t/expected.npz', result0=x*n.exp(n.tanh(s))[:,:,None]+c)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/expected.npz --stats | filecheck %s --check-prefix=EMU

// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 4, 64, 512>, dominant = "ew0", mapping = {elems_per_thread = 4 : i64, kind = "row", rows_per_block = 2 : i64, split = 1 : i64, threads_per_row = 128 : i64}, name = "g0", part = 0 : i64}, {domain = array<i64: 4, 64, 512>, dominant = "ew1", {{.*}}, name = "g1", part = 0 : i64}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 128, 1, 1>, shared_bytes = 8 : i64}, parts = [{first_block = 0 : i64, grid = 128 : i64, phases = []}], smem = {{.*}}, template = "row"
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "ew0", phase = 0 : i64, scheme = "regional", storage = "shared"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "ew1", phase = 0 : i64, scheme = "local", storage = "registers"}>

// The row's leader (lane 0) evaluates tanh and exp and publishes the value; after one block
// barrier every thread multiplies its 4 elements by it.
// L3: arith.cmpi eq, %{{.*}}, %c0 : index
// L3-NEXT: scf.if
// L3: math.tanh
// L3: math.exp
// L3: memref.store {{.*}} : memref<2xf32, #gpu.address_space<workgroup>>
// L3: gpu.barrier
// L3: memref.load {{.*}} : memref<2xf32, #gpu.address_space<workgroup>>
// L3-NOT: math.

// REPORT: kernel_count: 1 (unfused: 2)
// REPORT: fusion_0: row ew0[GRID_128-CTA_2,CTA_128-THREAD_4];ew1[GRID_128-CTA_2,CTA_128-THREAD_4];

// EMU: result0: {{.*}} PASS
// EMU: "math.tanh": 256
// EMU: "math.exp": 256
// EMU: "races": []
