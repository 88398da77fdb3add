// Column sum and sum of squares of a [4096, 1024] tensor (the sum of squares through an
// elementwise x * x): one column fusion, one pass over x.
#full = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<4096x1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1024xf32>) -> tensor<1024xf32>
  %s = linalg.generic {indexing_maps = [#full, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<4096x1024xf32>) outs(%f : tensor<1024xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  %ef = tensor.empty() : tensor<4096x1024xf32>
  %sq = linalg.generic {indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x1024xf32>) outs(%ef : tensor<4096x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<4096x1024xf32>
  %ss = linalg.generic {indexing_maps = [#full, #col], iterator_types = ["reduction", "parallel"]}
      ins(%sq : tensor<4096x1024xf32>) outs(%f : tensor<1024xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  return %s, %ss : tensor<1024xf32>, tensor<1024xf32>
}
