// One float32 sum over 1,000,000 values (task splitting in stitch-lower-to-gpu-reduce.mlir).
func.func @main(%x: tensor<1000000xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
      iterator_types = ["reduction"]} ins(%x : tensor<1000000xf32>) outs(%f : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
