// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify)' | filecheck %s
// RUN: %stitch-compile %s -o %t.art | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as np; np.savez('%t.in.npz', arg0=np.zeros((4, 6), np.float32), arg1=np.float32(-1e30)); np.savez('%t.want.npz', result0=np.pad(np.ones((4, 6), np.float32), ((1, 2), (2, 2))))"
// RUN: %stitch-run %t.art --inputs %t.in.npz --backend emulator --check %t.want.npz --rtol 0 --atol 0 | filecheck %s --check-prefix=OUT
// RUN: %PYTHON -c "import numpy as np; np.savez('%t.bad.npz', arg0=np.zeros((4, 6), np.float32), arg1=np.float64(0))"
// RUN: not %stitch-run %t.art --inputs %t.bad.npz --backend emulator 2>&1 | filecheck %s --check-prefix=BAD
// tensor.pad becomes a fill of the padding value and an insert_slice of the source
// (transforms/decompose.py), which transforms/slices.py turns into one elementwise generic:
// the source is read at `(d - low) mod size` (always in bounds) and selected inside the
// window [low, low + size) of each dimension, the fill elsewhere. It fuses with its consumer.

// CHECK-DAG: #[[SHIFTED:.+]] = affine_map<(d0, d1) -> ((d0 - 1) mod 4, (d1 - 2) mod 6)>
// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor.pad
// CHECK-NOT: tensor.insert_slice
// CHECK-DAG: %[[C5:.+]] = arith.constant {{.*}} 5 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant {{.*}} 1 : index
// CHECK: %[[FILL:.+]] = linalg.generic {{.*}} ins(%arg1 : f32) outs(%{{.*}} : tensor<7x10xf32>)
// CHECK: %[[PAD:.+]] = linalg.generic {indexing_maps = [#[[SHIFTED]], {{.*}}ins(%{{.*}}, %[[FILL]] : tensor<4x6xf32>, tensor<7x10xf32>) {{.*}}kind = "elementwise"
// CHECK: %[[I:.+]] = linalg.index 0 : index
// CHECK: arith.cmpi ult, %[[I]], %[[C5]] : index
// CHECK: arith.cmpi uge, %[[I]], %[[C1]] : index
// CHECK: arith.select
// CHECK: linalg.generic {{.*}} ins(%[[PAD]] : tensor<7x10xf32>)
// CHECK: math.exp

// REPORT: kernel_count: 1 (unfused: 2)
// The padding value is a scalar argument (a 0-d array in in.npz): exp(-1e30) is 0 outside.
// OUT: result0: max_abs_err=0 {{.*}} PASS
// BAD: stitch-run: error: {{.*}}bad.npz: argument arg1: expected float32[], got float64[]

func.func @main(%p: tensor<4x6xf32>, %v: f32) -> tensor<7x10xf32> {
  %q = tensor.pad %p low[1, 2] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x6xf32> to tensor<7x10xf32>
  %e = tensor.empty() : tensor<7x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%q : tensor<7x10xf32>) outs(%e : tensor<7x10xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = math.exp %a : f32
    linalg.yield %x : f32
  } -> tensor<7x10xf32>
  return %r : tensor<7x10xf32>
}
