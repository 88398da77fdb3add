// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-fold-constants)' | filecheck %s
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-fold-constants{max-elements=32})' | filecheck %s --check-prefix=SMALL
// RUN: rm -rf %t && %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=COMPILE
// A causal mask built from arange alone (HF decoders: no argument reaches it) is computed at
// compile time: the slice (iota, i1 compare, bf16 select) runs through the stitch pipeline on
// the emulator and its frontier value, the [8, 8] bf16 mask the add reads, becomes a constant
// at the select's location. The add, which reads an argument, stays. The iota's i64 [8] is
// only read inside the slice: it goes with it. With max-elements=32 the [8, 8] values are too
// large to fold: only the iota is known, and it becomes the constant the compare reads.

// CHECK-LABEL: func.func @main
// CHECK-SAME: attributes {stitch.folded_ops = 3 : i64}
// CHECK-NOT: linalg.index
// CHECK-NOT: arith.cmpi
// CHECK: %[[MASK:.+]] = arith.constant dense<{{\[\[}}0.000000e+00, -3.389530e+38, -3.389530e+38, {{.*}}]]> : tensor<8x8xbf16>
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[MASK]] : tensor<8x8xbf16>, tensor<8x8xbf16>)
// CHECK: arith.addf
// CHECK-NOT: linalg.generic
// CHECK: return

// The compiler's summary: the add alone is a kernel; the mask is a constant buffer it reads.
// COMPILE: kernel_count: 1
// COMPILE: folded: 3 ops that no argument reaches, computed at compile time (stitch-fold-constants)

// SMALL-LABEL: func.func @main
// SMALL-SAME: attributes {stitch.folded_ops = 1 : i64}
// SMALL-NOT: linalg.index
// SMALL: %[[IOTA:.+]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
// SMALL: ins(%[[IOTA]], %[[IOTA]] : tensor<8xi64>, tensor<8xi64>)
// SMALL: arith.cmpi sle
// SMALL: arith.select
// SMALL: arith.addf

#v = affine_map<(d0) -> (d0)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%scores: tensor<8x8xbf16>) -> tensor<8x8xbf16> {
    %zero = arith.constant 0.0 : bf16
    %min = arith.constant -3.38953139e38 : bf16
    %e = tensor.empty() : tensor<8xi64>
    %iota = linalg.generic {indexing_maps = [#v], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
    ^bb0(%out: i64):
      %i = linalg.index 0 : index
      %c = arith.index_cast %i : index to i64
      linalg.yield %c : i64
    } -> tensor<8xi64>
    %e1 = tensor.empty() : tensor<8x8xi1>
    %causal = linalg.generic {indexing_maps = [#col, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%iota, %iota : tensor<8xi64>, tensor<8xi64>) outs(%e1 : tensor<8x8xi1>) {
    ^bb0(%k: i64, %q: i64, %out: i1):
      %le = arith.cmpi sle, %k, %q : i64
      linalg.yield %le : i1
    } -> tensor<8x8xi1>
    %e2 = tensor.empty() : tensor<8x8xbf16>
    %mask = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%causal : tensor<8x8xi1>) outs(%e2 : tensor<8x8xbf16>) {
    ^bb0(%keep: i1, %out: bf16):
      %m = arith.select %keep, %zero, %min : bf16
      linalg.yield %m : bf16
    } -> tensor<8x8xbf16>
    %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%scores, %mask : tensor<8x8xbf16>, tensor<8x8xbf16>) outs(%e2 : tensor<8x8xbf16>) {
    ^bb0(%s: bf16, %m: bf16, %out: bf16):
      %a = arith.addf %s, %m : bf16
      linalg.yield %a : bf16
    } -> tensor<8x8xbf16>
    return %sum : tensor<8x8xbf16>
  }
}
