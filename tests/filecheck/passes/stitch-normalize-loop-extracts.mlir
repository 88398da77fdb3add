// A tensor.extract inside a generic's body at the generic's own loop indices, one distinct loop
// per dimension over its whole extent, becomes an input read through that index map
// (transforms/loop_extracts.py): cross entropy's max[r] and sum[r], which its gather of
// logp[r, t[r]] reads once transforms/gathers.py has computed logp there. Gathers at computed
// positions stay, as do reads of part of a dimension and of a diagonal.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @main
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[T]], #[[ID]]]
// CHECK-SAME: ins(%arg1, %arg2, %arg3 : tensor<8x4xi64>, tensor<8x4xf32>, tensor<4x8xf32>)
// CHECK: ^bb0(%[[TI:.*]]: i64, %[[M:.*]]: f32, %[[MT:.*]]: f32, %{{.*}}: f32):
// CHECK-DAG: tensor.extract %arg0[%{{.*}}, %{{.*}}] : tensor<8x16xf32>
// CHECK-DAG: tensor.extract %arg4[%{{.*}}] : tensor<16xf32>
// CHECK-DAG: tensor.extract %arg5[%{{.*}}, %{{.*}}] : tensor<8x8xf32>
// CHECK-NOT: tensor.extract %arg2
// CHECK-NOT: tensor.extract %arg3
// CHECK: arith.subf %{{.*}}, %[[M]] : f32
// CHECK: arith.addf %{{.*}}, %[[MT]] : f32

func.func @main(%x: tensor<8x16xf32>, %t: tensor<8x4xi64>, %m: tensor<8x4xf32>, %mt: tensor<4x8xf32>,
                %part: tensor<16xf32>, %diag: tensor<8x8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<8x4xi64>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%ti: i64, %o: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %j = arith.index_cast %ti : i64 to index
    %g = tensor.extract %x[%i, %j] : tensor<8x16xf32>
    %mm = tensor.extract %m[%i, %k] : tensor<8x4xf32>
    %mmt = tensor.extract %mt[%k, %i] : tensor<4x8xf32>
    %p = tensor.extract %part[%i] : tensor<16xf32>
    %dd = tensor.extract %diag[%i, %i] : tensor<8x8xf32>
    %d = arith.subf %g, %mm : f32
    %d2 = arith.addf %d, %mmt : f32
    %d3 = arith.addf %d2, %p : f32
    %d4 = arith.addf %d3, %dd : f32
    linalg.yield %d4 : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
