// LayerNorm backward by hand: dx (row sums of dy*gamma and dy*gamma*xhat), dgamma and dbeta
// (column sums of dy*xhat and dy) of [1000, 256] from x, dy, mean, rstd, gamma.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<1000x256xf32>, %dy: tensor<1000x256xf32>, %mean: tensor<1000xf32>, %rstd: tensor<1000xf32>, %gamma: tensor<256xf32>) -> (tensor<1000x256xf32>, tensor<256xf32>, tensor<256xf32>) {
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1000x256xf32>
  %e1 = tensor.empty() : tensor<1000xf32>
  %ec = tensor.empty() : tensor<256xf32>
  %xhat = linalg.generic {indexing_maps = [#id, #row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean, %rstd : tensor<1000x256xf32>, tensor<1000xf32>, tensor<1000xf32>) outs(%e2 : tensor<1000x256xf32>) {
  ^bb0(%a: f32, %m: f32, %r: f32, %o: f32):
    %s = arith.subf %a, %m : f32
    %t = arith.mulf %s, %r : f32
    linalg.yield %t : f32
  } -> tensor<1000x256xf32>
  %g = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%dy, %gamma : tensor<1000x256xf32>, tensor<256xf32>) outs(%e2 : tensor<1000x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.mulf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<1000x256xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1000xf32>) -> tensor<1000xf32>
  %a1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%g : tensor<1000x256xf32>) outs(%f1 : tensor<1000xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<1000xf32>
  %b1 = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]} ins(%g, %xhat : tensor<1000x256xf32>, tensor<1000x256xf32>) outs(%f1 : tensor<1000xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %t = arith.addf %p, %o : f32
    linalg.yield %t : f32
  } -> tensor<1000xf32>
  %dx = linalg.generic {indexing_maps = [#id, #id, #row, #row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %xhat, %a1, %b1, %rstd : tensor<1000x256xf32>, tensor<1000x256xf32>, tensor<1000xf32>, tensor<1000xf32>, tensor<1000xf32>) outs(%e2 : tensor<1000x256xf32>) {
  ^bb0(%gg: f32, %xh: f32, %aa: f32, %bb: f32, %r: f32, %o: f32):
    %n = arith.constant 0.00390625 : f32
    %am = arith.mulf %aa, %n : f32
    %bm = arith.mulf %bb, %n : f32
    %u = arith.subf %gg, %am : f32
    %v = arith.mulf %xh, %bm : f32
    %w = arith.subf %u, %v : f32
    %z = arith.mulf %w, %r : f32
    linalg.yield %z : f32
  } -> tensor<1000x256xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%ec : tensor<256xf32>) -> tensor<256xf32>
  %dgamma = linalg.generic {indexing_maps = [#id, #id, #col], iterator_types = ["reduction", "parallel"]} ins(%dy, %xhat : tensor<1000x256xf32>, tensor<1000x256xf32>) outs(%fc : tensor<256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %t = arith.addf %p, %o : f32
    linalg.yield %t : f32
  } -> tensor<256xf32>
  %dbeta = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]} ins(%dy : tensor<1000x256xf32>) outs(%fc : tensor<256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<256xf32>
  return %dx, %dgamma, %dbeta : tensor<1000x256xf32>, tensor<256xf32>, tensor<256xf32>
}
