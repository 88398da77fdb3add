// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// A gather from an elementwise result computes the op's body at the gathered position from its
// inputs (transforms/gathers.py): cross entropy's logp[r, t[r]] with logp = (x - max) - lse
// reads x[r, t[r]], max[r] and sum[r]. x - max stays for exp, its other reader; logp, which
// only the gather read, is gone, and so is lse = log(sum): the gather takes its log. A column
// vector (the scale w[c]) is read at the gathered column. max[r] and sum[r], read at the
// gathering op's own row, are then its inputs (transforms/loop_extracts.py).

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.+]]: tensor<4x16xf32>, %[[T:.+]]: tensor<4xi64>, %[[W:.+]]: tensor<16xf32>)
// CHECK: %[[MAX:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: linalg.generic
// CHECK: arith.subf
// CHECK: %[[SUM:.+]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}ins(%[[T]], %[[MAX]], %[[SUM]] : tensor<4xi64>, tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%{{.*}}: i64, %[[MV:.+]]: f32, %[[SV:.+]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[ROW:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[COL:.+]] = arith.index_cast
// CHECK: %[[XV:.+]] = tensor.extract %[[X]][%[[ROW]], %[[COL]]] : tensor<4x16xf32>
// CHECK-NEXT: %[[C:.+]] = arith.subf %[[XV]], %[[MV]] : f32
// CHECK-NEXT: %[[LV:.+]] = math.log %[[SV]] : f32
// CHECK-NEXT: %[[WV:.+]] = tensor.extract %[[W]][%[[COL]]] : tensor<16xf32>
// CHECK-NEXT: %[[L:.+]] = arith.subf %[[C]], %[[LV]] : f32
// CHECK-NEXT: %[[R:.+]] = arith.mulf %[[L]], %[[WV]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<4x16xf32>, %t: tensor<4xi64>, %scale: tensor<16xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4xf32>
  %ef = tensor.empty() : tensor<4x16xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x16xf32>) outs(%minit : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %centred = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x16xf32>, tensor<4xf32>) outs(%ef : tensor<4x16xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<4x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%centred : tensor<4x16xf32>) outs(%sinit : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %e = math.exp %a : f32
    %s = arith.addf %e, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %lse = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%er : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %l = math.log %a : f32
    linalg.yield %l : f32
  } -> tensor<4xf32>
  %logp = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%centred, %lse, %scale : tensor<4x16xf32>, tensor<4xf32>, tensor<16xf32>) outs(%ef : tensor<4x16xf32>) {
  ^bb0(%c: f32, %l: f32, %b: f32, %o: f32):
    %d = arith.subf %c, %l : f32
    %w = arith.mulf %d, %b : f32
    linalg.yield %w : f32
  } -> tensor<4x16xf32>
  %picked = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%t : tensor<4xi64>) outs(%er : tensor<4xf32>) {
  ^bb0(%i: i64, %o: f32):
    %r = linalg.index 0 : index
    %c = arith.index_cast %i : i64 to index
    %p = tensor.extract %logp[%r, %c] : tensor<4x16xf32>
    linalg.yield %p : f32
  } -> tensor<4xf32>
  return %picked : tensor<4xf32>
}
