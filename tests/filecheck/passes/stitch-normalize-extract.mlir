// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=GPU
// A top-level tensor.extract read inside a linalg body (torch-mlir's `.item()`) moves into
// that body (transforms/extracts.py). Every tensor.extract in a body is a gather: its tensor
// is a kernel buffer and each index is checked against its dimension by a cf.assert (not a
// loop index that stays in range: linalg.index 1 of size 8 into a dimension of 8).

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[T:.+]]: tensor<f32>, %[[TABLE:.+]]: tensor<10x8xf32>, %[[IDS:.+]]: tensor<4xi32>)
// CHECK-NOT: tensor.extract
// CHECK: linalg.generic
// CHECK: %[[V:.+]] = tensor.extract %[[T]][] : tensor<f32>
// CHECK-NEXT: arith.addf %{{.*}}, %[[V]] : f32
// CHECK: linalg.generic
// CHECK: tensor.extract %[[TABLE]][%{{.*}}, %{{.*}}] : tensor<10x8xf32>

// GPU: gpu.func @fusion_0(%{{.*}}: memref<4x8xf32>, %[[IN1:[a-z0-9]+]]: memref<f32>, %{{.*}}: memref<4xi32>, %[[IN3:[a-z0-9]+]]: memref<10x8xf32>, %{{.*}}: memref<4x8xf32>)
// GPU: memref.load %[[IN1]][] : memref<f32>
// GPU: %[[ROW:.+]] = arith.index_cast %{{.*}} : i32 to index
// GPU: %[[OK:.+]] = arith.cmpi ult, %[[ROW]], %{{.*}} : index
// GPU-NEXT: cf.assert %[[OK]], "index 0 out of range [0, 10) in a gather (tensor.extract at {{.*}}:40:10)"
// GPU-NEXT: memref.load %[[IN3]][%[[ROW]], %{{.*}}] : memref<10x8xf32>

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<4x8xf32>, %t: tensor<f32>, %table: tensor<10x8xf32>, %ids: tensor<4xi32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = tensor.extract %t[] : tensor<f32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.addf %in, %s : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %ids : tensor<4x8xf32>, tensor<4xi32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %i: i32, %o: f32):
    %r = arith.index_cast %i : i32 to index
    %c = linalg.index 1 : index
    %w = tensor.extract %table[%r, %c] : tensor<10x8xf32>
    %v = arith.mulf %in, %w : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}
