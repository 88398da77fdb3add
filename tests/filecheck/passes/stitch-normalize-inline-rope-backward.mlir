// RUN: %stitch-opt %S/../inputs/rope-backward.mlir --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RoPE's backward (transforms/inline_producers.py): m = dQ·sin reads only memory, so its two
// readers (the rotate-half's shifted reads of each half) compute it again where they read it;
// the rotate-half, which selects by its head-dim loop index, is inlined into the transposed
// writer, its linalg.index renumbered to the writer's loop (3 -> 2): one elementwise op reading
// dQ, sin and cos, nothing written in between.

// CHECK-DAG: #[[HI:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2 mod 8 + 8)>
// CHECK-DAG: #[[LO:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2 mod 8)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
// CHECK-LABEL: func.func @main
// CHECK-COUNT-1: linalg.generic
// CHECK-SAME: indexing_maps = [#[[HI]], #[[HI]], #[[LO]], #[[LO]], #[[T]], #[[T]], #{{.*}}]
// CHECK-SAME: ins(%arg0, %arg1, %arg0, %arg1, %arg0, %arg2 :
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: linalg.index 2 : index
// CHECK: arith.negf
// CHECK: arith.select
// CHECK-NOT: linalg.generic
// CHECK: return
