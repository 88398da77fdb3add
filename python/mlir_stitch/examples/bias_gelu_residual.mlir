// y = gelu_tanh(x + bias) + residual on 512x1024 (GPT-2 MLP epilogue).
#full = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<512x1024xf32>, %bias: tensor<1024xf32>, %res: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k = arith.constant 0.7978845608 : f32
  %c = arith.constant 0.044715 : f32
  %full = tensor.empty() : tensor<512x1024xf32>
  %h = linalg.generic {indexing_maps = [#full, #col, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<512x1024xf32>, tensor<1024xf32>) outs(%full : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<512x1024xf32>
  %g = linalg.generic {indexing_maps = [#full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<512x1024xf32>) outs(%full : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %a2 = arith.mulf %a, %a : f32
    %a3 = arith.mulf %a2, %a : f32
    %t0 = arith.mulf %a3, %c : f32
    %t1 = arith.addf %a, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %t3, %one : f32
    %t5 = arith.mulf %a, %half : f32
    %t6 = arith.mulf %t5, %t4 : f32
    linalg.yield %t6 : f32
  } -> tensor<512x1024xf32>
  %y = linalg.generic {indexing_maps = [#full, #full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%g, %res : tensor<512x1024xf32>, tensor<512x1024xf32>) outs(%full : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %s = arith.addf %a, %r : f32
    linalg.yield %s : f32
  } -> tensor<512x1024xf32>
  return %y : tensor<512x1024xf32>
}
