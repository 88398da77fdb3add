// A chain of 20 transformer-like blocks (large_graphs: 15 ops each) is planned as its first
// block, 4 copies of the layer and the last ops; every layer gets the inner layers' plan.
// RUN: %PYTHON -m mlir_stitch.examples.large_graphs 300 %t.mlir
// RUN: %stitch-opt %t.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' > %t.on
// RUN: filecheck %s < %t.on
// RUN: %stitch-opt %t.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{repeats=false})' > %t.off
// RUN: filecheck %s --check-prefix=WHOLE < %t.off
// Planning every op outlines the same module: only the plan's report differs.
// RUN: grep -v stitch.plan %t.on > %t.on.body
// RUN: grep -v stitch.plan %t.off > %t.off.body
// RUN: diff %t.on.body %t.off.body

// CHECK: planned_ops = 75 : i64
// CHECK-SAME: repeats = {copies = 19 : i64, first_op = "op9", period = 15 : i64}
// 20 kernels, one per block; the layers are 15 ops whose ids interleave with the next's
// CHECK-COUNT-20: call @stitch_fusion_
// CHECK-NOT: call @stitch_fusion_

// WHOLE: planned_ops = 300 : i64
// WHOLE-NOT: repeats =
