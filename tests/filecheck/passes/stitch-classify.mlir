// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify)' | filecheck %s
// Every op gets #stitch.op_class: row reduce, heavy elementwise followed by a broadcast,
// broadcast, light elementwise, gemm (a generalized matmul), column reduce. The broadcast is
// also returned, so stitch-normalize does not inline it into its reader.

// CHECK-LABEL: func.func @main
// CHECK: linalg.generic {{.*}}kind = "fill"
// CHECK: linalg.generic {{.*}}detail = "row"{{.*}}kind = "reduce"
// CHECK: linalg.generic {{.*}}detail = "heavy", heavy = true, heavy_then_broadcast = true, kind = "elementwise"
// CHECK: linalg.generic {{.*}}kind = "broadcast"
// CHECK: linalg.generic {{.*}}detail = "light"{{.*}}kind = "elementwise"
// CHECK: linalg.generic {{.*}}kind = "gemm"
// CHECK: linalg.generic {{.*}}detail = "col"{{.*}}kind = "reduce"
#full = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>) {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<8xf32>
  %full = tensor.empty() : tensor<8x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%rows : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %l = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%s : tensor<8xf32>) outs(%rows : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.log %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%l : tensor<8xf32>) outs(%full : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [#full, #full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%full : tensor<8x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.subf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x16xf32>
  %mm0 = linalg.fill ins(%zero : f32) outs(%full : tensor<8x16xf32>) -> tensor<8x16xf32>
  %mm = linalg.matmul ins(%y, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%mm0 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %cols = tensor.empty() : tensor<16xf32>
  %cacc = linalg.fill ins(%zero : f32) outs(%cols : tensor<16xf32>) -> tensor<16xf32>
  %cs = linalg.generic {indexing_maps = [#full, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%cacc : tensor<16xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  return %y, %mm, %cs, %b : tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>
}
