// Each stitch pass runs alone on the printed output of the level before it (the stitch
// attributes round-trip through text), and stitch passes mix with upstream ones.
// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize)' > %t.l0
// RUN: %stitch-opt %t.l0 --pass-pipeline='builtin.module(stitch-classify)' > %t.cls
// RUN: %stitch-opt %t.cls --pass-pipeline='builtin.module(stitch-fusion-plan)' > %t.l1
// RUN: %stitch-opt %t.l1 --pass-pipeline='builtin.module(stitch-schedule)' > %t.sched
// RUN: %stitch-opt %t.sched --pass-pipeline='builtin.module(stitch-smem-plan)' > %t.l2
// RUN: %stitch-opt %t.l2 --pass-pipeline='builtin.module(stitch-lower-to-gpu)' > %t.l3
// RUN: filecheck %s --check-prefix=CLS < %t.cls
// RUN: filecheck %s --check-prefix=L1 < %t.l1
// RUN: filecheck %s --check-prefix=L2 < %t.l2
// RUN: filecheck %s --check-prefix=L3 < %t.l3
// RUN: %stitch-opt %t.l2 --pass-pipeline='builtin.module(stitch-lower-to-gpu,canonicalize,cse)' | filecheck %s --check-prefix=MIX

// CLS-COUNT-2: #stitch.op_class<{{.*}}detail = "row"{{.*}}kind = "reduce"}>
// L1: call @stitch_fusion_0({{.*}}) {stitch.launch = #stitch.launch<{kind = "fusion"}>}
// L1: func.func private @stitch_fusion_0({{.*}}) -> tensor<512x768xf32> attributes {stitch.fusion}
// L2: stitch.schedule = #stitch.schedule<{{.*}}template = "row"
// L3: gpu.module @stitch_kernels
// L3-COUNT-1: gpu.func @fusion_0
// L3-NOT: gpu.func
// MIX: gpu.func @fusion_0
// MIX: gpu.shuffle xor
// MIX: gpu.barrier
