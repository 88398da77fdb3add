// LayerNorm backward as a training graph holds it: dx over [B, S, N] = [2, 8, 32] (row sums of
// dy*gamma and dy*gamma*xhat), dgamma and dbeta summed over the tokens of the [B·S, N] collapse
// of dy*xhat and dy (a collapse_shape between each value and its sum).
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#ch = affine_map<(d0, d1, d2) -> (d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<2x8x32xf32>, %dy: tensor<2x8x32xf32>, %mean: tensor<2x8xf32>, %rstd: tensor<2x8xf32>, %gamma: tensor<32xf32>) -> (tensor<2x8x32xf32>, tensor<32xf32>, tensor<32xf32>) {
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<2x8x32xf32>
  %e2 = tensor.empty() : tensor<2x8xf32>
  %ec = tensor.empty() : tensor<32xf32>
  %xhat = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean, %rstd : tensor<2x8x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%e3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %m: f32, %r: f32, %o: f32):
    %s = arith.subf %a, %m : f32
    %t = arith.mulf %s, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x8x32xf32>
  %g = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dy, %gamma : tensor<2x8x32xf32>, tensor<32xf32>) outs(%e3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.mulf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<2x8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g : tensor<2x8x32xf32>) outs(%f1 : tensor<2x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x8xf32>
  %b1 = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g, %xhat : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%f1 : tensor<2x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %t = arith.addf %p, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x8xf32>
  %dx = linalg.generic {indexing_maps = [#id, #id, #row, #row, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g, %xhat, %a1, %b1, %rstd : tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%e3 : tensor<2x8x32xf32>) {
  ^bb0(%gg: f32, %xh: f32, %aa: f32, %bb: f32, %r: f32, %o: f32):
    %n = arith.constant 0.03125 : f32
    %am = arith.mulf %aa, %n : f32
    %bm = arith.mulf %bb, %n : f32
    %u = arith.subf %gg, %am : f32
    %v = arith.mulf %xh, %bm : f32
    %w = arith.subf %u, %v : f32
    %z = arith.mulf %w, %r : f32
    linalg.yield %z : f32
  } -> tensor<2x8x32xf32>
  %dyx = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%dy, %xhat : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%e3 : tensor<2x8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<2x8x32xf32>
  %dyx2 = tensor.collapse_shape %dyx [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %dy2 = tensor.collapse_shape %dy [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<32xf32>) -> tensor<32xf32>
  %dgamma = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]} ins(%dyx2 : tensor<16x32xf32>) outs(%fc : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<32xf32>
  %dbeta = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]} ins(%dy2 : tensor<16x32xf32>) outs(%fc : tensor<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<32xf32>
  return %dx, %dgamma, %dbeta : tensor<2x8x32xf32>, tensor<32xf32>, tensor<32xf32>
}
