// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify)' | filecheck %s
// RUN: %stitch-compile %s -o %t.art | filecheck %s --check-prefix=REPORT
// linalg.softmax is decomposed by its AggregatedOpInterface (transforms/decompose.py): a max
// reduction from a NaN-initialised fill (maxnumf ignores it), exp(x - max), a sum reduction
// and a division, which stitch into one row fusion.

// CHECK-LABEL: func.func @main
// CHECK-NOT: linalg.softmax
// CHECK: arith.constant {{.*}}0xFFC00000 : f32
// CHECK: %[[MAX:.+]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}}detail = "row"{{.*}}kind = "reduce"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.maxnumf
// CHECK: %[[EXP:.+]] = linalg.generic {{.*}} ins(%{{.*}}, %[[MAX]] : tensor<16x128xf32>, tensor<16xf32>)
// CHECK: arith.subf
// CHECK-NEXT: math.exp
// CHECK: %[[SUM:.+]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<16x128xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<16x128xf32>, tensor<16xf32>)
// CHECK: arith.divf

// REPORT: kernel_count: 1 (unfused: 4)
// REPORT: fusion_0: row

func.func @main(%x: tensor<16x128xf32>) -> tensor<16x128xf32> {
  %e = tensor.empty() : tensor<16x128xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<16x128xf32>) outs(%e : tensor<16x128xf32>) -> tensor<16x128xf32>
  return %s : tensor<16x128xf32>
}
