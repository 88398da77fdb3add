// A heavy op over [4, 64] (exp(tanh(s))) broadcast into x * k + r over [4, 64, 512].
#full = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#bcast = affine_map<(d0, d1, d2) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<4x64x512xf32>, %s: tensor<4x64xf32>, %r: tensor<4x64x512xf32>) -> tensor<4x64x512xf32> {
  %re = tensor.empty() : tensor<4x64xf32>
  %fe = tensor.empty() : tensor<4x64x512xf32>
  %g = linalg.generic {indexing_maps = [#row, #row], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x64xf32>) outs(%re : tensor<4x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    %e = math.exp %t : f32
    linalg.yield %e : f32
  } -> tensor<4x64xf32>
  %y = linalg.generic {indexing_maps = [#full, #bcast, #full, #full],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %g, %r : tensor<4x64x512xf32>, tensor<4x64xf32>, tensor<4x64x512xf32>) outs(%fe : tensor<4x64x512xf32>) {
  ^bb0(%a: f32, %k: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    %p = arith.addf %m, %c : f32
    linalg.yield %p : f32
  } -> tensor<4x64x512xf32>
  return %y : tensor<4x64x512xf32>
}