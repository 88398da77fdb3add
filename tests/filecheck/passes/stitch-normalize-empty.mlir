// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t.art | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as np; np.savez('%t.in.npz', arg0=np.zeros((0, 8), np.float32), arg1=np.zeros((4, 0), np.float32), arg2=np.arange(4, dtype=np.float32))"
// RUN: %stitch-run %t.art --inputs %t.in.npz --backend emulator -o %t.out.npz
// RUN: %PYTHON -c "import numpy as np; r = np.load('%t.out.npz'); print([(k, r[k].shape, r[k].tolist() if r[k].size else None) for k in sorted(r)])" | filecheck %s --check-prefix=OUT
// Ops over an empty domain (a loop of size 0) launch nothing: an empty result becomes a
// tensor.empty, a reduction over an empty dimension is its init (a fill, an argument), which
// is still computed.

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.+]]: tensor<0x8xf32>, %[[Y:.+]]: tensor<4x0xf32>, %[[A:.+]]: tensor<4xf32>)
// CHECK: %[[E0:.+]] = tensor.empty() : tensor<0x8xf32>
// CHECK: %[[FILL:[0-9]+]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[E2:.+]] = tensor.empty() : tensor<4x0xf32>
// CHECK-NOT: linalg.generic
// CHECK: return %[[E0]], %[[FILL]], %[[E2]], %[[A]] : tensor<0x8xf32>, tensor<4xf32>, tensor<4x0xf32>, tensor<4xf32>

// REPORT: kernel_count: 1 (unfused: 1)

// OUT: [('result0', (0, 8), None), ('result1', (4,), [0.0, 0.0, 0.0, 0.0]), ('result2', (4, 0), None), ('result3', (4,), [0.0, 1.0, 2.0, 3.0])]

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<0x8xf32>, %y: tensor<4x0xf32>, %acc: tensor<4xf32>)
    -> (tensor<0x8xf32>, tensor<4xf32>, tensor<4x0xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<0x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<0x8xf32>) outs(%e : tensor<0x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.exp %a : f32
    linalg.yield %m : f32
  } -> tensor<0x8xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<4x0xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %s: f32):
    %t = arith.addf %a, %s : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x0xf32>
  %n = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %sum : tensor<4x0xf32>, tensor<4xf32>) outs(%e2 : tensor<4x0xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<4x0xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<4x0xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %s: f32):
    %t = arith.maximumf %a, %s : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %r, %sum, %n, %m : tensor<0x8xf32>, tensor<4xf32>, tensor<4x0xf32>, tensor<4xf32>
}
