// Mean squared error: (x - y)^2 over [384, 1000], summed to a scalar, divided by the count.
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @main(%x: tensor<384x1000xf32>, %y: tensor<384x1000xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<384x1000xf32>
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<384x1000xf32>, tensor<384x1000xf32>) outs(%e : tensor<384x1000xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    %q = arith.mulf %s, %s : f32
    linalg.yield %q : f32
  } -> tensor<384x1000xf32>
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {indexing_maps = [#id, #sc], iterator_types = ["reduction", "reduction"]}
      ins(%d : tensor<384x1000xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<f32>
  %m = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%s : tensor<f32>) outs(%e2 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 384000.0 : f32
    %t = arith.divf %a, %c : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  return %m : tensor<f32>
}
