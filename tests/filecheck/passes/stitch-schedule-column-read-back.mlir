// AStitch's column sum read back by every row, in one kernel: t = tanh(x - x.mean(-1)),
// c = (t * w).sum(0), y = t * sigmoid(c) over [256, 512] (the suite's astitch_column_gate).
// 2 rows of 128 threads per block, 128 blocks: one tile each, all resident. The column sums'
// block partials meet after a grid barrier; the thread adding up column j computes sigmoid(c)
// at j once (a column op, published to global scratch); a second grid barrier; then every
// thread multiplies the t it still holds in registers (a late op) and stores y.
// RUN: %stitch-opt %S/../inputs/column-gate.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %t.l2.mlir --from L2 -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((256,512),dtype=n.float32); w=r.standard_normal(512,dtype=n.float32)/16; n.savez('%t/in.npz', arg0=w, arg1=x); t=n.tanh(x-x.astype(n.float64).mean(1,keepdims=True)); c=(t*w).sum(0); n.savez('%t/exp.npz', result0=t/(1+n.exp(-c)))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 --stats | filecheck %s --check-prefix=EMU

// The row group, the full ops, the column sum, then the read-back group: the sigmoid (once
// per column, published: global) and the product (in registers); a block barrier ending the
// row phase, a grid barrier for the column totals, one for the published values.
// CHECK: stitch.schedule = #stitch.schedule<{{.*}}parts = [{first_block = 0 : i64, grid = 128 : i64, phases = ["block", "grid", "grid"]}]
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "reduce5", phase = 2 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g3", name = "ew6", phase = 2 : i64, scheme = "global", storage = "global"}>
// CHECK: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g3", name = "ew7", phase = 2 : i64, scheme = "local", storage = "registers"}>

// Scratch: 128 blocks x 512 columns of partials, then 512 published sigmoids. tanh before
// the first grid barrier, the sigmoid's exp between the two, nothing heavy after: t stays in
// registers across both barriers.
// L3: gpu.func @fusion_0({{.*}}memref<66048xf32>, %{{.*}}: memref<1xi32>)
// L3: math.tanh
// L3: memref.atomic_rmw addi %c1_i32
// L3: math.exp
// L3: memref.atomic_rmw addi %c1_i32
// L3-NOT: math.{{tanh|exp}}
// L3-NOT: memref.atomic_rmw addi %c1_i32
// L3: gpu.return

// REPORT: kernel_count: 1
// REPORT: traffic_ratio: 1.0

// EMU: result0: {{.*}} PASS
// EMU: "grid_barriers": 2,
// EMU: "races": [],
