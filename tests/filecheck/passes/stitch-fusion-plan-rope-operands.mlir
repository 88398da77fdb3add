// Rotary embeddings before attention (Llama: q and k rotated by rotate-half through slices, a
// negation and a concat, times cos and sin; here one query head pair over one key/value head).
// The RoPE ops are cheap elementwise ops that only QKᵀ's operands read, over [h, s, d] while
// the attention kernel's row domain is [h, s, s]: stitch-fusion-plan keeps them in the
// attention kernel as "operand" ops (analysis/fusion_domain.py: operand_producers), which
// stitch-schedule records (role "operand", local, in registers) and the codegen computes where
// QKᵀ stages Q's rows and K's chunks (codegen/values.py: computed_on_read). One launch; two
// before (RoPE's packed kernel, then attention).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import sys; sys.path.insert(0, '%S/../../python'); import numpy as n; from attention_program import reference; r=n.random.default_rng(0); q=r.standard_normal((1,32,32),dtype=n.float32); k,v=(r.standard_normal((1,32,16),dtype=n.float32) for _ in range(2)); a=r.random((1,32,16),dtype=n.float32)*6; c,s=n.cos(a),n.sin(a); n.savez('%t/in.npz', arg0=q, arg1=k, arg2=v, arg3=c, arg4=s); n.savez('%t/exp.npz', result0=reference(q,k,v,2,'causal',None,(c,s)))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: tensor.expand_shape
// CHECK-NEXT: call @stitch_fusion_0(
// CHECK-NOT: call @stitch_fusion_1
// CHECK: func.func private @stitch_fusion_0(
// CHECK-COUNT-8: role = "operand", scheme = "local", storage = "registers"
// CHECK: name = "gemm8"{{.*}}role = "full"
// CHECK: role = "vector"

// REPORT: kernel_count: 1 (unfused:
// EMU: PASS


func.func @main(%q: tensor<1x32x32xf32>, %k: tensor<1x32x16xf32>, %v: tensor<1x32x16xf32>, %cos: tensor<1x32x16xf32>, %sin: tensor<1x32x16xf32>) -> tensor<1x32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.25 : f32
  
  %q4 = tensor.expand_shape %q [[0], [1], [2, 3]] output_shape [1, 32, 2, 16] : tensor<1x32x32xf32> into tensor<1x32x2x16xf32>
  %qt_init = tensor.empty() : tensor<1x2x32x16xf32>
  %qh = linalg.transpose ins(%q4 : tensor<1x32x2x16xf32>) outs(%qt_init : tensor<1x2x32x16xf32>) permutation = [0, 2, 1, 3]
  %qc = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%qh, %cos : tensor<1x2x32x16xf32>, tensor<1x32x16xf32>) outs(%qt_init : tensor<1x2x32x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.mulf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<1x2x32x16xf32>
  %qlo = tensor.extract_slice %qh[0, 0, 0, 0] [1, 2, 32, 8] [1, 1, 1, 1] : tensor<1x2x32x16xf32> to tensor<1x2x32x8xf32>
  %qhi = tensor.extract_slice %qh[0, 0, 0, 8] [1, 2, 32, 8] [1, 1, 1, 1] : tensor<1x2x32x16xf32> to tensor<1x2x32x8xf32>
  %qn_init = tensor.empty() : tensor<1x2x32x8xf32>
  %qn = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%qhi : tensor<1x2x32x8xf32>) outs(%qn_init : tensor<1x2x32x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.negf %a : f32
    linalg.yield %y : f32
  } -> tensor<1x2x32x8xf32>
  %qrot = tensor.concat dim(3) %qn, %qlo : (tensor<1x2x32x8xf32>, tensor<1x2x32x8xf32>) -> tensor<1x2x32x16xf32>
  %qs = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%qrot, %sin : tensor<1x2x32x16xf32>, tensor<1x32x16xf32>) outs(%qt_init : tensor<1x2x32x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.mulf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<1x2x32x16xf32>
  %qr = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%qc, %qs : tensor<1x2x32x16xf32>, tensor<1x2x32x16xf32>) outs(%qt_init : tensor<1x2x32x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.addf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<1x2x32x16xf32>
  %q3 = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
  
  %k4 = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [1, 32, 1, 16] : tensor<1x32x16xf32> into tensor<1x32x1x16xf32>
  %kt_init = tensor.empty() : tensor<1x1x32x16xf32>
  %kh = linalg.transpose ins(%k4 : tensor<1x32x1x16xf32>) outs(%kt_init : tensor<1x1x32x16xf32>) permutation = [0, 2, 1, 3]
  %kc = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%kh, %cos : tensor<1x1x32x16xf32>, tensor<1x32x16xf32>) outs(%kt_init : tensor<1x1x32x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.mulf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<1x1x32x16xf32>
  %klo = tensor.extract_slice %kh[0, 0, 0, 0] [1, 1, 32, 8] [1, 1, 1, 1] : tensor<1x1x32x16xf32> to tensor<1x1x32x8xf32>
  %khi = tensor.extract_slice %kh[0, 0, 0, 8] [1, 1, 32, 8] [1, 1, 1, 1] : tensor<1x1x32x16xf32> to tensor<1x1x32x8xf32>
  %kn_init = tensor.empty() : tensor<1x1x32x8xf32>
  %kn = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%khi : tensor<1x1x32x8xf32>) outs(%kn_init : tensor<1x1x32x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.negf %a : f32
    linalg.yield %y : f32
  } -> tensor<1x1x32x8xf32>
  %krot = tensor.concat dim(3) %kn, %klo : (tensor<1x1x32x8xf32>, tensor<1x1x32x8xf32>) -> tensor<1x1x32x16xf32>
  %ks = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%krot, %sin : tensor<1x1x32x16xf32>, tensor<1x32x16xf32>) outs(%kt_init : tensor<1x1x32x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.mulf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<1x1x32x16xf32>
  %kr = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%kc, %ks : tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>) outs(%kt_init : tensor<1x1x32x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %y = arith.addf %a, %c : f32
    linalg.yield %y : f32
  } -> tensor<1x1x32x16xf32>
  %krep_init = tensor.empty() : tensor<1x1x2x32x16xf32>
  %krep = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%kr : tensor<1x1x32x16xf32>) outs(%krep_init : tensor<1x1x2x32x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x1x2x32x16xf32>
  %kH = tensor.collapse_shape %krep [[0], [1, 2], [3], [4]] : tensor<1x1x2x32x16xf32> into tensor<1x2x32x16xf32>
  %kT_init = tensor.empty() : tensor<1x2x16x32xf32>
  %kT = linalg.transpose ins(%kH : tensor<1x2x32x16xf32>) outs(%kT_init : tensor<1x2x16x32xf32>) permutation = [0, 1, 3, 2]
  %k3 = tensor.collapse_shape %kT [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
  
  %v4 = tensor.expand_shape %v [[0], [1], [2, 3]] output_shape [1, 32, 1, 16] : tensor<1x32x16xf32> into tensor<1x32x1x16xf32>
  %vt_init = tensor.empty() : tensor<1x1x32x16xf32>
  %vh = linalg.transpose ins(%v4 : tensor<1x32x1x16xf32>) outs(%vt_init : tensor<1x1x32x16xf32>) permutation = [0, 2, 1, 3]
  %vrep_init = tensor.empty() : tensor<1x1x2x32x16xf32>
  %vrep = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%vh : tensor<1x1x32x16xf32>) outs(%vrep_init : tensor<1x1x2x32x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x1x2x32x16xf32>
  %vH = tensor.collapse_shape %vrep [[0], [1, 2], [3], [4]] : tensor<1x1x2x32x16xf32> into tensor<1x2x32x16xf32>
  %v3 = tensor.collapse_shape %vH [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
  %s_init = tensor.empty() : tensor<2x32x32xf32>
  %s_acc = linalg.fill ins(%zero : f32) outs(%s_init : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %scores3 = linalg.batch_matmul ins(%q3, %k3 : tensor<2x32x16xf32>, tensor<2x16x32xf32>) outs(%s_acc : tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
  %scores = tensor.expand_shape %scores3 [[0, 1], [2], [3]] output_shape [1, 2, 32, 32] : tensor<2x32x32xf32> into tensor<1x2x32x32xf32>
  %e4 = tensor.empty() : tensor<1x2x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scores : tensor<1x2x32x32xf32>) outs(%e4 : tensor<1x2x32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scale : f32
    linalg.yield %y : f32
  } -> tensor<1x2x32x32xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scaled : tensor<1x2x32x32xf32>) outs(%e4 : tensor<1x2x32x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %above = arith.cmpi ugt, %j, %i : index
    %y = arith.select %above, %ninf, %x : f32
    linalg.yield %y : f32
  } -> tensor<1x2x32x32xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x2x32x32xf32>) outs(%e4 : tensor<1x2x32x32xf32>) -> tensor<1x2x32x32xf32>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x32x32xf32> into tensor<2x32x32xf32>
  %o_init = tensor.empty() : tensor<2x32x16xf32>
  %o_acc = linalg.fill ins(%zero : f32) outs(%o_init : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<2x32x32xf32>, tensor<2x32x16xf32>) outs(%o_acc : tensor<2x32x16xf32>) -> tensor<2x32x16xf32>
  %o4 = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 2, 32, 16] : tensor<2x32x16xf32> into tensor<1x2x32x16xf32>
  %ot_init = tensor.empty() : tensor<1x32x2x16xf32>
  %ot = linalg.transpose ins(%o4 : tensor<1x2x32x16xf32>) outs(%ot_init : tensor<1x32x2x16xf32>) permutation = [0, 2, 1, 3]
  %out = tensor.collapse_shape %ot [[0], [1], [2, 3]] : tensor<1x32x2x16xf32> into tensor<1x32x32xf32>
  return %out : tensor<1x32x32xf32>
}
