// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify)' | filecheck %s
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=GPU
// tensor.extract_slice / concat / insert_slice become linalg.generic copies (transforms/slices.py):
// the slice's constants go into the input's indexing map (a leading part is `d mod size`: a plain
// `d` would claim the whole source dimension), a concat reads each piece at `(d - offset) mod
// size` (always in bounds) and picks it with arith.select on linalg.index, an insert_slice picks
// the source inside its window and the destination elsewhere. They classify as light
// elementwise ops; a whole-tensor slice is its source.

// CHECK-DAG: #[[SHIFT:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2 + 4)>
// CHECK-DAG: #[[ID3:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[LEAD:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2 mod 4)>
// CHECK-DAG: #[[STRIDED:.+]] = affine_map<(d0, d1) -> (1, d0 * 2 + 3, d1 * 3)>
// CHECK-DAG: #[[ID2:.+]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[PIECE2:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, (d2 - 4) mod 12)>
// CHECK-DAG: #[[WINDOW:.+]] = affine_map<(d0, d1) -> ((d0 - 2) mod 3, (d1 - 5) mod 4)>
// CHECK: func.func @main(%[[X:.+]]: tensor<2x8x12xf32>, %[[Y:.+]]: tensor<2x8x4xf32>, %[[D:.+]]: tensor<6x10xf32>, %[[S:.+]]: tensor<3x4xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK-NOT: tensor.concat
// CHECK-NOT: tensor.insert_slice
// CHECK-DAG: %[[C4:.+]] = arith.constant {{.*}} 4 : index
// CHECK-DAG: %[[C9:.+]] = arith.constant {{.*}} 9 : index

// CHECK: %[[A:.+]] = linalg.generic {indexing_maps = [#[[SHIFT]], #[[ID3]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]] : tensor<2x8x12xf32>) outs({{.*}} : tensor<2x8x4xf32>) {{.*}}kind = "elementwise"
// CHECK-NEXT: ^bb0(%[[IN:[a-z0-9_]+]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32

// CHECK: %[[B:.+]] = linalg.generic {indexing_maps = [#[[LEAD]], #[[ID3]]], {{.*}} ins(%[[X]] : tensor<2x8x12xf32>) outs({{.*}} : tensor<2x8x4xf32>)

// Rank-reducing, strided: the dropped dimension reads its offset.
// CHECK: %[[C:.+]] = linalg.generic {indexing_maps = [#[[STRIDED]], #[[ID2]]], {{.*}} ins(%[[X]] : tensor<2x8x12xf32>) outs({{.*}} : tensor<2x4xf32>)

// CHECK: %[[CAT:.+]] = linalg.generic {indexing_maps = [#[[LEAD]], #[[PIECE2]], #[[ID3]]], {{.*}} ins(%[[Y]], %[[X]] : tensor<2x8x4xf32>, tensor<2x8x12xf32>) outs({{.*}} : tensor<2x8x16xf32>)
// CHECK-NEXT: ^bb0(%[[P0:[a-z0-9_]+]]: f32, %[[P1:[a-z0-9_]+]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[I:.+]] = linalg.index 2 : index
// CHECK-NEXT: %[[LT:.+]] = arith.cmpi ult, %[[I]], %[[C4]] : index
// CHECK-NEXT: %[[SEL:.+]] = arith.select %[[LT]], %[[P0]], %[[P1]] : f32
// CHECK-NEXT: linalg.yield %[[SEL]] : f32

// CHECK: %[[INS:.+]] = linalg.generic {indexing_maps = [#[[WINDOW]], #[[ID2]], #[[ID2]]], {{.*}} ins(%[[S]], %[[D]] : tensor<3x4xf32>, tensor<6x10xf32>) outs({{.*}} : tensor<6x10xf32>)
// CHECK-NEXT: ^bb0(%[[SRC:[a-z0-9_]+]]: f32, %[[DST:[a-z0-9_]+]]: f32, %{{.*}}: f32):
// CHECK: linalg.index 0 : index
// CHECK: linalg.index 1 : index
// CHECK: arith.cmpi ult, %{{.*}}, %[[C9]] : index
// CHECK: %[[PICK:[0-9]+]] = arith.select %{{[0-9]+}}, %[[SRC]], %[[DST]] : f32
// CHECK-NEXT: linalg.yield %[[PICK]] : f32

// CHECK: return %[[A]], %[[B]], %[[C]], %[[CAT]], %[[INS]], %[[X]] :

// All five copies read kernel inputs, so remote stitching packs them into one kernel; the
// shifted reads are index arithmetic on the loads (the concat's second piece: (d2 + 8) mod 12).
// GPU: gpu.func @fusion_0(
// GPU: %[[I:.+]] = arith.addi %{{.*}}, %c4 : index
// GPU-NEXT: memref.load %arg0[%{{.*}}, %{{.*}}, %[[I]]] : memref<2x8x12xf32>
// GPU: %[[J:.+]] = arith.addi %{{.*}}, %c8 : index
// GPU-NEXT: %[[K:.+]] = arith.remui %[[J]], %c12 : index
// GPU-NEXT: memref.load %arg0[%{{.*}}, %{{.*}}, %[[K]]] : memref<2x8x12xf32>
// GPU-NOT: gpu.func
// GPU: func.func @main
// GPU-COUNT-1: call @stitch_fusion_0(
// GPU-NOT: call @stitch_
func.func @main(%x: tensor<2x8x12xf32>, %y: tensor<2x8x4xf32>, %d: tensor<6x10xf32>, %s: tensor<3x4xf32>)
    -> (tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x4xf32>, tensor<2x8x16xf32>, tensor<6x10xf32>, tensor<2x8x12xf32>) {
  %a = tensor.extract_slice %x[0, 0, 4] [2, 8, 4] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x4xf32>
  %b = tensor.extract_slice %x[0, 0, 0] [2, 8, 4] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x4xf32>
  %c = tensor.extract_slice %x[1, 3, 0] [1, 2, 4] [1, 2, 3] : tensor<2x8x12xf32> to tensor<2x4xf32>
  %cat = tensor.concat dim(2) %y, %x : (tensor<2x8x4xf32>, tensor<2x8x12xf32>) -> tensor<2x8x16xf32>
  %ins = tensor.insert_slice %s into %d[2, 5] [3, 4] [1, 1] : tensor<3x4xf32> into tensor<6x10xf32>
  %all = tensor.extract_slice %x[0, 0, 0] [2, 8, 12] [1, 1, 1] : tensor<2x8x12xf32> to tensor<2x8x12xf32>
  return %a, %b, %c, %cat, %ins, %all : tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x4xf32>, tensor<2x8x16xf32>, tensor<6x10xf32>, tensor<2x8x12xf32>
}
