// Columns centred and scaled: m = mean(x, 0), v = mean((x - m)^2, 0), y = (x - m) * rsqrt(v + eps)
// over x: [8000, 96] (BatchNorm's training statistics on a channels-last tensor, no affine).
#full = affine_map<(d0, d1) -> (d0, d1)>
#kept = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<8000x96xf32>) -> tensor<8000x96xf32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 8000.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %ec = tensor.empty() : tensor<96xf32>
  %f = linalg.fill ins(%zero : f32) outs(%ec : tensor<96xf32>) -> tensor<96xf32>
  %ef = tensor.empty() : tensor<8000x96xf32>
  %s = linalg.generic {indexing_maps = [#full, #kept], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8000x96xf32>) outs(%f : tensor<96xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %r = arith.addf %v, %acc : f32
    linalg.yield %r : f32
  } -> tensor<96xf32>
  %d = linalg.generic {indexing_maps = [#full, #kept, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<8000x96xf32>, tensor<96xf32>) outs(%ef : tensor<8000x96xf32>) {
  ^bb0(%v: f32, %t: f32, %o: f32):
    %m = arith.divf %t, %count : f32
    %c = arith.subf %v, %m : f32
    linalg.yield %c : f32
  } -> tensor<8000x96xf32>
  %ss = linalg.generic {indexing_maps = [#full, #kept], iterator_types = ["reduction", "parallel"]}
      ins(%d : tensor<8000x96xf32>) outs(%f : tensor<96xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<96xf32>
  %rstd = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%ss : tensor<96xf32>) outs(%ec : tensor<96xf32>) {
  ^bb0(%v: f32, %o: f32):
    %var = arith.divf %v, %count : f32
    %ve = arith.addf %var, %eps : f32
    %r = math.rsqrt %ve : f32
    linalg.yield %r : f32
  } -> tensor<96xf32>
  %y = linalg.generic {indexing_maps = [#full, #kept, #full], iterator_types = ["parallel", "parallel"]}
      ins(%d, %rstd : tensor<8000x96xf32>, tensor<96xf32>) outs(%ef : tensor<8000x96xf32>) {
  ^bb0(%v: f32, %r: f32, %o: f32):
    %t = arith.mulf %v, %r : f32
    linalg.yield %t : f32
  } -> tensor<8000x96xf32>
  return %y : tensor<8000x96xf32>
}
