// x / x.sum(-1, keepdims=True) on 75000x32: AStitch's many-short-rows case (horizontal packing).
#full = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<75000x32xf32>) -> tensor<75000x32xf32> {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<75000xf32>
  %full = tensor.empty() : tensor<75000x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<75000xf32>) -> tensor<75000xf32>
  %sum = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<75000x32xf32>) outs(%init : tensor<75000xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<75000xf32>
  %y = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<75000x32xf32>, tensor<75000xf32>) outs(%full : tensor<75000x32xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %q = arith.divf %a, %s : f32
    linalg.yield %q : f32
  } -> tensor<75000x32xf32>
  return %y : tensor<75000x32xf32>
}
