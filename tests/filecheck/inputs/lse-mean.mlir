#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
#s = affine_map<() -> ()>
func.func @main(%x: tensor<3000x200xf32>, %label: tensor<3000xi64>)
    -> (tensor<3000xf32>, tensor<f32>, tensor<f32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %none = arith.constant -1 : i64
  %er = tensor.empty() : tensor<3000xf32>
  %ef = tensor.empty() : tensor<3000x200xf32>
  %es = tensor.empty() : tensor<f32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<3000xf32>) -> tensor<3000xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3000x200xf32>) outs(%mi : tensor<3000xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %w = arith.addf %a, %zero : f32
    %r = arith.maximumf %w, %acc : f32
    linalg.yield %r : f32
  } -> tensor<3000xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<3000x200xf32>, tensor<3000xf32>) outs(%ef : tensor<3000x200xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %w = arith.addf %a, %zero : f32
    %d = arith.subf %w, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<3000x200xf32>
  %si = linalg.fill ins(%zero : f32) outs(%er : tensor<3000xf32>) -> tensor<3000xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<3000x200xf32>) outs(%si : tensor<3000xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<3000xf32>
  %lse = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%s, %m : tensor<3000xf32>, tensor<3000xf32>) outs(%er : tensor<3000xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %l = math.log %a : f32
    %r = arith.addf %l, %b : f32
    linalg.yield %r : f32
  } -> tensor<3000xf32>
  %eb = tensor.empty() : tensor<3000xi1>
  %valid = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%label : tensor<3000xi64>) outs(%eb : tensor<3000xi1>) {
  ^bb0(%l: i64, %o: i1):
    %r = arith.cmpi ne, %l, %none : i64
    linalg.yield %r : i1
  } -> tensor<3000xi1>
  %kept = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%valid, %lse : tensor<3000xi1>, tensor<3000xf32>) outs(%er : tensor<3000xf32>) {
  ^bb0(%v: i1, %a: f32, %o: f32):
    %r = arith.select %v, %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<3000xf32>
  %ti = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %total = linalg.generic {indexing_maps = [#vec, #all], iterator_types = ["reduction"]}
      ins(%kept : tensor<3000xf32>) outs(%ti : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %count = linalg.generic {indexing_maps = [#vec, #all], iterator_types = ["reduction"]}
      ins(%valid : tensor<3000xi1>) outs(%ti : tensor<f32>) {
  ^bb0(%v: i1, %acc: f32):
    %one = arith.uitofp %v : i1 to f32
    %r = arith.addf %one, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %mean = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []}
      ins(%total, %count : tensor<f32>, tensor<f32>) outs(%es : tensor<f32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.divf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %bi = linalg.fill ins(%ninf : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %top = linalg.generic {indexing_maps = [#vec, #all], iterator_types = ["reduction"]}
      ins(%lse : tensor<3000xf32>) outs(%bi : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %lse, %mean, %top : tensor<3000xf32>, tensor<f32>, tensor<f32>
}
