// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// Attention's backward as torch.compile hands it over: dP = dO·Vᵀ as a bmm over B·H, dO
// computed here ([2, 4, 8, 16], collapsed to [8, 8, 16]) and V saved by the forward, an
// argument already [B·H, S, D]. transforms/contraction_loops.py splits B·H when every
// computed operand's collapse splits it and the saved operand takes a view (an expand_shape of
// an argument, free on the host): the bmm iterates [2, 4, 8, 8, 16] and shares the row domain
// of the softmax backward after it: one kernel holds the bmm (a fused GEMM, staged) and the
// softmax backward, and computes dO (which only the bmm reads) where it stages it: an operand
// op (analysis/fusion_domain.py), so one launch (before: the kernel computing dO, then this).

// CHECK-LABEL: func.func @main
// CHECK: %[[V:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2], [3]] output_shape [2, 4, 8, 16] : tensor<8x8x16xf32> into tensor<2x4x8x16xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %[[V]] : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%{{.*}} : tensor<2x4x8x8xf32>)
// CHECK-NOT: tensor.collapse_shape
// CHECK: return

// REPORT: kernel_count: 1
// REPORT: fusion_0: row reduce3
// REPORT-SAME: ops=5
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm1
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#o = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @main(%go: tensor<2x4x8x16xf32>, %v: tensor<8x8x16xf32>, %p: tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<2x4x8x16xf32>
  %do = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%go : tensor<2x4x8x16xf32>) outs(%e4 : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8x16xf32>
  %doc = tensor.collapse_shape %do [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %e3 = tensor.empty() : tensor<8x8x8xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %dp = linalg.generic {indexing_maps = [#a, #b, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%doc, %v : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%f3 : tensor<8x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x8x8xf32>
  %dp4 = tensor.expand_shape %dp [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  %e44 = tensor.empty() : tensor<2x4x8x8xf32>
  %pdp = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%dp4, %p : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) outs(%e44 : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<2x4x8x8xf32>
  %e2 = tensor.empty() : tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id4, #row4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%pdp : tensor<2x4x8x8xf32>) outs(%f2 : tensor<2x4x8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8xf32>
  %ds = linalg.generic {indexing_maps = [#id4, #id4, #row4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pdp, %p, %rs : tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8xf32>) outs(%e44 : tensor<2x4x8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %r: f32, %o: f32):
    %m = arith.mulf %y, %r : f32
    %d = arith.subf %x, %m : f32
    linalg.yield %d : f32
  } -> tensor<2x4x8x8xf32>
  return %ds : tensor<2x4x8x8xf32>
}
