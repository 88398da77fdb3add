// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' \
// RUN:   | not grep -E 'linalg.transpose|tensor.extract_slice|tensor.concat|tensor.collapse_shape|2x4x8x8xf32|tensor<2x8x16xf32>'
// Copies and cheap elementwise producers are inlined into the generics reading them
// (transforms/inline_producers.py): RoPE's rotate-half of a head-split transpose reads %x
// through the composed maps (the slices shifted, the concat's halves wrapped by `mod 8`), and
// the negation is computed inside the concat. GQA's repeat of the kv heads, collapsed into the
// query heads, becomes one copy over [B, H, S, D] reading kv head `h floordiv 2`
// (transforms/copy_reshapes.py). A slice of a fused QKV projection split into heads becomes one
// copy reading a view of the projection split alike, at head `h + 2`. No transpose, slice,
// concat or collapse is left.

// CHECK-DAG: #[[T:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
// CHECK-DAG: #[[HI:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3 mod 8 + 8)>
// CHECK-DAG: #[[LO:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3 mod 8)>
// CHECK-DAG: #[[REP:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 floordiv 2, d2, d3)>
// CHECK-DAG: #[[HEAD:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + 2, d3)>
// CHECK-LABEL: func.func @main
// CHECK: %[[ROT:.+]] = linalg.generic {indexing_maps = [#[[HI]], #[[LO]], #{{.+}}]{{.*}} ins(%arg0, %arg0 :
// CHECK: arith.negf
// CHECK: linalg.index 3
// CHECK: arith.select
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[T]], #{{.+}}, #{{.+}}]{{.*}} ins(%arg0, %[[ROT]] :
// CHECK: %[[G:.+]] = linalg.generic {indexing_maps = [#[[REP]], #{{.+}}]{{.*}} ins(%arg1 : tensor<2x2x8x16xf32>) outs({{.+}} : tensor<2x4x8x16xf32>)
// CHECK: %[[V:.+]] = tensor.expand_shape %arg2 {{\[}}[0], [1], [2, 3]] output_shape [2, 8, 6, 8] : tensor<2x8x48xf32> into tensor<2x8x6x8xf32>
// CHECK: %[[K:.+]] = linalg.generic {indexing_maps = [#[[HEAD]], #{{.+}}]{{.*}} ins(%[[V]] : tensor<2x8x6x8xf32>) outs({{.+}} : tensor<2x8x2x8xf32>)
// CHECK: return %[[SUM]], %[[G]], %[[K]]
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @main(%x: tensor<2x8x4x16xf32>, %kv: tensor<2x2x8x16xf32>, %qkv: tensor<2x8x48xf32>) -> (tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x8x2x8xf32>) {
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %t = linalg.transpose ins(%x : tensor<2x8x4x16xf32>) outs(%e : tensor<2x4x8x16xf32>) permutation = [0, 2, 1, 3]
  %lo = tensor.extract_slice %t[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
  %hi = tensor.extract_slice %t[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
  %eh = tensor.empty() : tensor<2x4x8x8xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%hi : tensor<2x4x8x8xf32>) outs(%eh : tensor<2x4x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.negf %a : f32
    linalg.yield %y : f32
  } -> tensor<2x4x8x8xf32>
  %rot = tensor.concat dim(3) %n, %lo : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %rot : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.addf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<2x4x8x16xf32>
  %er = tensor.empty() : tensor<2x2x2x8x16xf32>
  %rep = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%kv : tensor<2x2x8x16xf32>) outs(%er : tensor<2x2x2x8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x2x2x8x16xf32>
  %g = tensor.collapse_shape %rep [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
  %k = tensor.extract_slice %qkv[0, 0, 16] [2, 8, 16] [1, 1, 1] : tensor<2x8x48xf32> to tensor<2x8x16xf32>
  %kh = tensor.expand_shape %k [[0], [1], [2, 3]] output_shape [2, 8, 2, 8] : tensor<2x8x16xf32> into tensor<2x8x2x8xf32>
  return %sum, %g, %kh : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x8x2x8xf32>
}
