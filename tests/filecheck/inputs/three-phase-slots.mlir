// Three row reductions in successive phases, each reading only the row value of the phase
// before: a = max(x), b = sum(x - a), c = sum((x - b)^2), out = x / c. Each row value
// dominates the next in the kernel's data-flow graph, and a barrier lies between one value's
// last read and the next one's write: stitch-smem-plan gives the three one slot.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<64x512xf32>) -> tensor<64x512xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xf32>
  %e2 = tensor.empty() : tensor<64x512xf32>
  %finf = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %a = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x512xf32>) outs(%finf : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  %d1 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %a : tensor<64x512xf32>, tensor<64xf32>) outs(%e2 : tensor<64x512xf32>) {
  ^bb0(%in: f32, %r: f32, %o: f32):
    %s = arith.subf %in, %r : f32
    linalg.yield %s : f32
  } -> tensor<64x512xf32>
  %b = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d1 : tensor<64x512xf32>) outs(%f0 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %d2 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<64x512xf32>, tensor<64xf32>) outs(%e2 : tensor<64x512xf32>) {
  ^bb0(%in: f32, %r: f32, %o: f32):
    %s = arith.subf %in, %r : f32
    linalg.yield %s : f32
  } -> tensor<64x512xf32>
  %c = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%d2 : tensor<64x512xf32>) outs(%f0 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %q = arith.mulf %in, %in : f32
    %s = arith.addf %q, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %c : tensor<64x512xf32>, tensor<64xf32>) outs(%e2 : tensor<64x512xf32>) {
  ^bb0(%in: f32, %r: f32, %o: f32):
    %s = arith.divf %in, %r : f32
    linalg.yield %s : f32
  } -> tensor<64x512xf32>
  return %out : tensor<64x512xf32>
}
