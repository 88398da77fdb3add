#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x1024xf32>) -> (tensor<256x1024xf32> {jax.result_info = "result"}) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_1 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<256xf32>
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<256xf32>) -> tensor<256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<256x1024xf32>) outs(%1 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.maximumf %out, %in : f32
      linalg.yield %16 : f32
    } -> tensor<256xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel"]} ins(%cst_0 : tensor<f32>) outs(%0 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%3, %2 : tensor<256xf32>, tensor<256xf32>) outs(%0 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %16 = arith.maximumf %in, %in_2 : f32
      linalg.yield %16 : f32
    } -> tensor<256xf32>
    %5 = tensor.empty() : tensor<256x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<256xf32>) outs(%5 : tensor<256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1xf32>
    %7 = tensor.empty() : tensor<256x1024xf32>
    %8 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<256x1xf32>) outs(%7 : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %8 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%7 : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %16 = arith.subf %in, %in_2 : f32
      linalg.yield %16 : f32
    } -> tensor<256x1024xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<256x1024xf32>) outs(%7 : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.exp %in : f32
      linalg.yield %16 : f32
    } -> tensor<256x1024xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%0 : tensor<256xf32>) -> tensor<256xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%10 : tensor<256x1024xf32>) outs(%11 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %out, %in : f32
      linalg.yield %16 : f32
    } -> tensor<256xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<256xf32>) outs(%5 : tensor<256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<256x1xf32>) outs(%7 : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x1024xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %14 : tensor<256x1024xf32>, tensor<256x1024xf32>) outs(%7 : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %16 = arith.divf %in, %in_2 : f32
      linalg.yield %16 : f32
    } -> tensor<256x1024xf32>
    return %15 : tensor<256x1024xf32>
  }
}
