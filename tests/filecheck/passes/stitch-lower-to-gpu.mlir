// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s
// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=ONE
// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s --check-prefix=LOC
// RUN: %stitch-compile %examples/layernorm.mlir -o %t && %PYTHON -c "import numpy as n; r=n.random.default_rng(0); n.savez('%t/in.npz', arg0=r.standard_normal((512,768),dtype=n.float32), arg1=r.standard_normal(768,dtype=n.float32), arg2=r.standard_normal(768,dtype=n.float32))" && %stitch-run %t --inputs %t/in.npz --backend emulator -o %t/out.npz && %PYTHON %S/../inputs/check_layernorm.py %t/in.npz %t/out.npz | filecheck %s --check-prefix=NUM

// The fused LayerNorm is one gpu.func: warp-shuffle reductions, per-warp partials and row
// values in workgroup memory behind barriers, and the only global stores write the output
// (%arg3): the intermediates (centered x, mean, rstd) never go to global memory.
// CHECK: gpu.module @stitch_kernels
// CHECK: gpu.func @fusion_0(%arg0: memref<512x768xf32>, %arg1: memref<768xf32>, %arg2: memref<768xf32>, %arg3: memref<512x768xf32>) workgroup({{.*}}#gpu.address_space<workgroup>>{{.*}}) kernel attributes {known_block_size = array<i32: 256, 1, 1>}
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK-COUNT-5: gpu.shuffle  xor
// CHECK: math.rsqrt
// CHECK-NOT: memref.store {{.*}} : memref<512x768xf32>
// CHECK: gpu.barrier
// CHECK-COUNT-3: memref.store {{.*}}, %arg3[{{.*}}] : memref<512x768xf32>
// CHECK-NOT: memref.store
// CHECK: gpu.return
// CHECK: func.func @main
// CHECK: call @stitch_fusion_0(%arg0, %arg1, %arg2) {stitch.launch = #stitch.launch<{block = array<i64: 256, 1, 1>, grid = array<i64: 512, 1, 1>, kernel = "fusion_0", kind = "fusion"
// CHECK: func.func private @stitch_fusion_0(tensor<512x768xf32>, tensor<768xf32>, tensor<768xf32>) -> tensor<512x768xf32>

// Each kernel op carries the location of the linalg op it was built for (line:col in
// layernorm.mlir; stitch-opt names the input file in every location): %xc = x - mean at 25:9,
// the sum of squares at 31:9, rstd at 38:11, y at 46:8.
// LOC: gpu.func @fusion_0
// LOC: arith.subf {{.*}} loc("{{.*}}layernorm.mlir":25:9)
// LOC: arith.mulf {{.*}} loc("{{.*}}layernorm.mlir":31:9)
// LOC: gpu.shuffle  xor {{.*}} loc("{{.*}}layernorm.mlir":31:9)
// LOC: math.rsqrt {{.*}} loc("{{.*}}layernorm.mlir":38:11)
// LOC: arith.mulf {{.*}} loc("{{.*}}layernorm.mlir":46:8)
// LOC: memref.store {{.*}}, %arg3[{{.*}}] : memref<512x768xf32> loc("{{.*}}layernorm.mlir":46:8)

// ONE-COUNT-1: gpu.func
// ONE-NOT: gpu.func

// NUM: max_abs_err {{[0-9.e-]+}} ok
