// Gated attention (the attention output times sigmoid(g), as in Qwen3-Next): the gate reads
// P·V's result through the head merge, element for element, so it is P·V's epilogue
// (analysis/fusion_domain.py: epilogue_loops). stitch-fusion-plan keeps it in the attention's
// row fusion, stitch-schedule places it local, in registers, in P·V's group, and the lowering
// applies it to each output sum before the one store: P·V's result never goes to memory.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir --check-prefix=SCHED
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import sys; sys.path.insert(0, '%S/../../python'); import numpy as n; from attention_program import reference; r=n.random.default_rng(0); q,k,v,g=(r.standard_normal((1,16,16),dtype=n.float32) for _ in range(4)); n.savez('%t/in.npz', arg0=q, arg1=k, arg2=v, arg3=g); n.savez('%t/exp.npz', result0=reference(q,k,v,2,gate=g))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU

// SCHED: func.func private @stitch_fusion_0
// SCHED: %[[PV:[0-9]+]] = linalg.generic {{.*}} k_tile = 16 : i64, name = "gemm{{[0-9]+}}", phase = 2 : i64, role = "vector", scheme = "regional", storage = "shared"
// SCHED: ins(%[[PV]], %arg3 : {{.*}}{dominant = true, group = "g2", name = "ew{{[0-9]+}}", phase = 2 : i64, role = "epilogue", scheme = "local", storage = "registers"
// SCHED-NOT: func.func private @stitch_fusion_1

// After P·V's loop over the row: g loaded, the gate applied (a heavy op: only on real rows,
// not on a padding row's clamped copy), one store of the gated output.
// L3: gpu.func @fusion_0({{.*}}, %[[G:arg[0-9]+]]: memref<1x16x2x8xf32>, %[[OUT:arg[0-9]+]]: memref<16x2x8xf32>)
// L3: %[[SUM:[0-9]+]] = scf.for {{.*}} to %c16
// L3: gpu.barrier
// L3-NEXT: memref.load %[[G]]
// L3-NEXT: %[[GATED:[0-9]+]] = scf.if %[[INSIDE:[0-9]+]] -> (f32)
// L3-NEXT: arith.negf
// L3-NEXT: math.exp
// L3-NEXT: arith.addf
// L3-NEXT: arith.divf %[[SUM]]
// L3: scf.if %[[INSIDE]]
// L3-NEXT: memref.store %[[GATED]], %[[OUT]]
// L3-NOT: memref.store
// L3: gpu.return

// REPORT: kernel_count: 1 (unfused: 8)
// EMU: PASS

func.func @main(%q: tensor<1x16x16xf32>, %k: tensor<1x16x16xf32>, %v: tensor<1x16x16xf32>, %g: tensor<1x16x16xf32>) -> tensor<1x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.35355339059327373 : f32
  
  %q4 = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %qt_init = tensor.empty() : tensor<1x2x16x8xf32>
  %qh = linalg.transpose ins(%q4 : tensor<1x16x2x8xf32>) outs(%qt_init : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qh [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  
  %k4 = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %kt_init = tensor.empty() : tensor<1x2x16x8xf32>
  %kh = linalg.transpose ins(%k4 : tensor<1x16x2x8xf32>) outs(%kt_init : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3]
  %kT_init = tensor.empty() : tensor<1x2x8x16xf32>
  %kT = linalg.transpose ins(%kh : tensor<1x2x16x8xf32>) outs(%kT_init : tensor<1x2x8x16xf32>) permutation = [0, 1, 3, 2]
  %k3 = tensor.collapse_shape %kT [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
  
  %v4 = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %vt_init = tensor.empty() : tensor<1x2x16x8xf32>
  %vh = linalg.transpose ins(%v4 : tensor<1x16x2x8xf32>) outs(%vt_init : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vh [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
  %s_init = tensor.empty() : tensor<2x16x16xf32>
  %s_acc = linalg.fill ins(%zero : f32) outs(%s_init : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
  %scores3 = linalg.batch_matmul ins(%q3, %k3 : tensor<2x16x8xf32>, tensor<2x8x16xf32>) outs(%s_acc : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
  %scores = tensor.expand_shape %scores3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
  %e4 = tensor.empty() : tensor<1x2x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scores : tensor<1x2x16x16xf32>) outs(%e4 : tensor<1x2x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scale : f32
    linalg.yield %y : f32
  } -> tensor<1x2x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<1x2x16x16xf32>) outs(%e4 : tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
  %o_init = tensor.empty() : tensor<2x16x8xf32>
  %o_acc = linalg.fill ins(%zero : f32) outs(%o_init : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<2x16x16xf32>, tensor<2x16x8xf32>) outs(%o_acc : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  %o4 = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 2, 16, 8] : tensor<2x16x8xf32> into tensor<1x2x16x8xf32>
  %ot_init = tensor.empty() : tensor<1x16x2x8xf32>
  %ot = linalg.transpose ins(%o4 : tensor<1x2x16x8xf32>) outs(%ot_init : tensor<1x16x2x8xf32>) permutation = [0, 2, 1, 3]
  %out = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<1x16x2x8xf32> into tensor<1x16x16xf32>
  %g_init = tensor.empty() : tensor<1x16x16xf32>
  %gated = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%out, %g : tensor<1x16x16xf32>, tensor<1x16x16xf32>) outs(%g_init : tensor<1x16x16xf32>) {
  ^bb0(%a: f32, %x: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %nx = arith.negf %x : f32
    %ex = math.exp %nx : f32
    %den = arith.addf %one, %ex : f32
    %y = arith.divf %a, %den : f32
    linalg.yield %y : f32
  } -> tensor<1x16x16xf32>
  return %gated : tensor<1x16x16xf32>
}
