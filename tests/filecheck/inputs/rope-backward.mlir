// RoPE's backward on dQ [2, 4, 8, 16] (dQ, sin, cos read from memory: arguments here, a library
// bmm's result in a training graph): m = dQ·sin, its rotate-half (the two halves swapped, the
// first negated: each half a read of m at d mod 8 + 8 or d mod 8, selected by the head-dim
// index), plus dQ·cos, written transposed to [2, 4, 16, 8] (the last two dims swapped).
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#lo = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3 mod 8)>
#hi = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3 mod 8 + 8)>
#t = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
func.func @main(%dq: tensor<2x4x8x16xf32>, %sin: tensor<2x4x8x16xf32>, %cos: tensor<2x4x8x16xf32>) -> tensor<2x4x16x8xf32> {
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%dq, %sin : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<2x4x8x16xf32>
  %r = linalg.generic {indexing_maps = [#hi, #lo, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m, %m : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%h: f32, %l: f32, %o: f32):
    %i = linalg.index 3 : index
    %c8 = arith.constant 8 : index
    %first = arith.cmpi ult, %i, %c8 : index
    %n = arith.negf %h : f32
    %v = arith.select %first, %n, %l : f32
    linalg.yield %v : f32
  } -> tensor<2x4x8x16xf32>
  %et = tensor.empty() : tensor<2x4x16x8xf32>
  %y = linalg.generic {indexing_maps = [#t, #t, #t, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%r, %dq, %cos : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%et : tensor<2x4x16x8xf32>) {
  ^bb0(%a: f32, %q: f32, %c: f32, %o: f32):
    %qc = arith.mulf %q, %c : f32
    %s = arith.addf %a, %qc : f32
    linalg.yield %s : f32
  } -> tensor<2x4x16x8xf32>
  return %y : tensor<2x4x16x8xf32>
}
