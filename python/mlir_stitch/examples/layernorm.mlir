// LayerNorm over the last dim of a 512x768 activation: mean, variance, normalize, scale, shift.
#full = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<512x768xf32>, %gamma: tensor<768xf32>, %beta: tensor<768xf32>) -> tensor<512x768xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 768.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %rows = tensor.empty() : tensor<512xf32>
  %full = tensor.empty() : tensor<512x768xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%rows : tensor<512xf32>) -> tensor<512xf32>
  %sum = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<512x768xf32>) outs(%acc : tensor<512xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<512xf32>
  %mean = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%sum : tensor<512xf32>) outs(%rows : tensor<512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.divf %a, %n : f32
    linalg.yield %m : f32
  } -> tensor<512xf32>
  %xc = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<512x768xf32>, tensor<512xf32>) outs(%full : tensor<512x768xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<512x768xf32>
  %sq = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%xc : tensor<512x768xf32>) outs(%acc : tensor<512xf32>) {
  ^bb0(%a: f32, %s: f32):
    %p = arith.mulf %a, %a : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<512xf32>
  %rstd = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%sq : tensor<512xf32>) outs(%rows : tensor<512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.divf %a, %n : f32
    %ve = arith.addf %v, %eps : f32
    %r = math.rsqrt %ve : f32
    linalg.yield %r : f32
  } -> tensor<512xf32>
  %y = linalg.generic {indexing_maps = [#full, #row, #col, #col, #full], iterator_types = ["parallel", "parallel"]}
      ins(%xc, %rstd, %gamma, %beta : tensor<512x768xf32>, tensor<512xf32>, tensor<768xf32>, tensor<768xf32>)
      outs(%full : tensor<512x768xf32>) {
  ^bb0(%a: f32, %r: f32, %g: f32, %b: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    %s = arith.mulf %t, %g : f32
    %u = arith.addf %s, %b : f32
    linalg.yield %u : f32
  } -> tensor<512x768xf32>
  return %y : tensor<512x768xf32>
}
