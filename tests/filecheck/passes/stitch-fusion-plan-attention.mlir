// Attention as PyTorch exports it (torch-mlir): heads split by expand_shape + transpose, bmm
// over B·H matrices between collapse/expand reshapes, scale, an additive mask, softmax, bmm
// with V, heads merged by transpose + collapse. stitch-normalize gives both GEMMs the expanded
// loops (b, h, m, n, k), folds the head-split transposes into their operand maps and the
// head-merge transpose into P·V's output map; stitch-fusion-plan then puts QKᵀ -> scale -> mask
// -> softmax -> PV in one row fusion (no library launch, no transpose kernel), lowered to one
// gpu.func: QKᵀ's elements summed over k from Q's rows and K staged in shared memory (a
// block's 8 rows are one head's), P's rows and V staged in shared memory for P·V.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s --check-prefix=NORM
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' > %t.l1.mlir
// RUN: filecheck %s --input-file=%t.l1.mlir
// RUN: %stitch-opt %t.l1.mlir --pass-pipeline='builtin.module(stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-opt %t.l1.mlir --pass-pipeline='builtin.module(stitch-schedule)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir --check-prefix=SCHED
// A chunk of P·V's row that does not divide it is refused where the kernel is built.
// RUN: sed 's/k_tile = 32 : i64, name = "gemm7"/k_tile = 5 : i64, name = "gemm7"/' %t.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import sys; sys.path.insert(0, '%S/../../python'); import numpy as n; from attention_program import reference; r=n.random.default_rng(0); q,k,v=(r.standard_normal((2,32,64),dtype=n.float32) for _ in range(3)); m=n.where(r.random((2,32,32))<0.2,-1e4,0).astype(n.float32); n.savez('%t/in.npz', arg0=q, arg1=k, arg2=v, arg3=m); n.savez('%t/exp.npz', result0=reference(q,k,v,4,'add',m))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU

// Q read as [b, s, h, d] at (b, m, h, k), K at (b, n, h, k); P·V writes [b, s, h, d] itself.
// NORM-DAG: #[[Q:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
// NORM-DAG: #[[K:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
// NORM-DAG: #[[O:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3)>
// NORM-NOT: tensor.collapse_shape {{.*}} into tensor<8x
// NORM: linalg.generic {indexing_maps = [#[[Q]], #[[K]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs({{.*}} : tensor<2x4x32x32xf32>)
// NORM: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[O]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs({{.*}} : tensor<2x32x4x16xf32>)
// NORM-NOT: linalg.transpose

// CHECK-LABEL: func.func @main
// CHECK-NOT: stitch_gemm
// CHECK: call @stitch_fusion_0(
// CHECK-NOT: call
// CHECK: return
// CHECK: func.func private @stitch_fusion_0

// L3: gpu.func @fusion_0
// L3-DAG: stitch.buffer = "p0.[[PV:gemm[0-9]+]].rows"
// L3-DAG: stitch.buffer = "p0.[[QK:gemm[0-9]+]].in0"
// L3-DAG: stitch.buffer = "p0.[[QK]].in1"
// L3-DAG: stitch.buffer = "p0.[[PV]].in1"
// L3: scf.for {{.*}} to %c16
// L3: gpu.barrier
// L3: scf.for {{.*}} to %c32
// L3-NOT: gpu.func

// QKᵀ stages Q's rows whole and K in one chunk of 16; P·V stages V in one chunk of 32.
// SCHED: k_tile = 16 : i64, name = "gemm0"
// SCHED: k_tile = 32 : i64, name = "gemm7"
// BAD: error: {{.*}}: stitch.op_schedule's k_tile 5 cannot stage this GEMM: k_tile 5 does not divide its 32 summed positions

// REPORT: kernel_count: 1 (unfused: 8)
// REPORT: fusion_0: row
// EMU: PASS

func.func @main(%q: tensor<2x32x64xf32>, %k: tensor<2x32x64xf32>, %v: tensor<2x32x64xf32>, %mask: tensor<2x32x32xf32>) -> tensor<2x32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.25 : f32
  %q4 = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xf32> into tensor<2x32x4x16xf32>
  %qt_init = tensor.empty() : tensor<2x4x32x16xf32>
  %qt = linalg.transpose ins(%q4 : tensor<2x32x4x16xf32>) outs(%qt_init : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
  %k4 = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xf32> into tensor<2x32x4x16xf32>
  %kt_init = tensor.empty() : tensor<2x4x16x32xf32>
  %kt = linalg.transpose ins(%k4 : tensor<2x32x4x16xf32>) outs(%kt_init : tensor<2x4x16x32xf32>) permutation = [0, 2, 3, 1]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x16x32xf32> into tensor<8x16x32xf32>
  %v4 = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [2, 32, 4, 16] : tensor<2x32x64xf32> into tensor<2x32x4x16xf32>
  %vt_init = tensor.empty() : tensor<2x4x32x16xf32>
  %vt = linalg.transpose ins(%v4 : tensor<2x32x4x16xf32>) outs(%vt_init : tensor<2x4x32x16xf32>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x4x32x16xf32> into tensor<8x32x16xf32>
  %s_init = tensor.empty() : tensor<8x32x32xf32>
  %s_acc = linalg.fill ins(%zero : f32) outs(%s_init : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %scores3 = linalg.batch_matmul ins(%q3, %k3 : tensor<8x32x16xf32>, tensor<8x16x32xf32>) outs(%s_acc : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %scores = tensor.expand_shape %scores3 [[0, 1], [2], [3]] output_shape [2, 4, 32, 32] : tensor<8x32x32xf32> into tensor<2x4x32x32xf32>
  %e4 = tensor.empty() : tensor<2x4x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scores : tensor<2x4x32x32xf32>) outs(%e4 : tensor<2x4x32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scale : f32
    linalg.yield %y : f32
  } -> tensor<2x4x32x32xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scaled, %mask : tensor<2x4x32x32xf32>, tensor<2x32x32xf32>) outs(%e4 : tensor<2x4x32x32xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %y = arith.addf %x, %m : f32
    linalg.yield %y : f32
  } -> tensor<2x4x32x32xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x32x32xf32>) outs(%e4 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x4x32x32xf32> into tensor<8x32x32xf32>
  %o_init = tensor.empty() : tensor<8x32x16xf32>
  %o_acc = linalg.fill ins(%zero : f32) outs(%o_init : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<8x32x32xf32>, tensor<8x32x16xf32>) outs(%o_acc : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %o4 = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [2, 4, 32, 16] : tensor<8x32x16xf32> into tensor<2x4x32x16xf32>
  %ot_init = tensor.empty() : tensor<2x32x4x16xf32>
  %ot = linalg.transpose ins(%o4 : tensor<2x4x32x16xf32>) outs(%ot_init : tensor<2x32x4x16xf32>) permutation = [0, 2, 1, 3]
  %out = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<2x32x4x16xf32> into tensor<2x32x64xf32>
  return %out : tensor<2x32x64xf32>
}
