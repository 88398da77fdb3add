// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t.art
// RUN: %PYTHON -c "import numpy as np; x = np.arange(40, dtype=np.float32).reshape(5, 8) / 40; np.savez('%t.in.npz', arg0=x); np.savez('%t.want.npz', result0=np.exp(np.pad(x[1:, :5], ((0, 1), (2, 0)), constant_values=1.5)))"
// RUN: %stitch-run %t.art --inputs %t.in.npz --backend emulator --check %t.want.npz --rtol 1e-6 --atol 0 | filecheck %s --check-prefix=OUT
// Negative padding crops (torch's F.pad(x, [0, 0, -1, 0]); autograd writes it for the
// backward of a pad). transforms/decompose.py crops the source first, an extract_slice of
// rows 1.. and columns ..4 (slices.py: a copy reading (d0 + 1, d1)), then pads the positive
// parts (one row after, two columns before) as any pad: the upstream decomposition alone
// would insert the source at offset -1, outside the result.

// CHECK-DAG: #[[CROP:.+]] = affine_map<(d0, d1) -> (d0 + 1, d1 mod 5)>
// CHECK-DAG: #[[SHIFTED:.+]] = affine_map<(d0, d1) -> (d0 mod 4, (d1 - 2) mod 5)>
// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor.pad
// CHECK-NOT: tensor.insert_slice
// CHECK: %[[CROPPED:.+]] = linalg.generic {indexing_maps = [#[[CROP]], {{.*}}ins(%arg0 : tensor<5x8xf32>) outs(%{{.*}} : tensor<4x5xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[SHIFTED]], {{.*}}ins(%[[CROPPED]], %{{.*}} : tensor<4x5xf32>, tensor<5x7xf32>)
// CHECK: arith.select
// CHECK: math.exp

// OUT: result0: max_abs_err={{.*}} PASS

func.func @main(%x: tensor<5x8xf32>) -> tensor<5x7xf32> {
  %one = arith.constant 1.5 : f32
  %q = tensor.pad %x low[-1, 2] high[1, -3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<5x8xf32> to tensor<5x7xf32>
  %e = tensor.empty() : tensor<5x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%q : tensor<5x7xf32>) outs(%e : tensor<5x7xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.exp %a : f32
    linalg.yield %y : f32
  } -> tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}
