// RUN: %stitch-opt %S/../inputs/layernorm-backward-tokens.mlir --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-opt %S/../inputs/layernorm-backward-tokens.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s --check-prefix=PLAN
// LayerNorm backward as a training graph holds it: dx over [2, 8, 32], dgamma and dbeta summed
// over the tokens of [16, 32] collapses of dy*xhat (computed) and dy (an argument).
// stitch-normalize sums over the two token loops instead (transforms/reduction_loops.py): both
// sums read the [2, 8, 32] values themselves, no collapse is left, and the plan makes dx,
// dgamma and dbeta one kernel (the sums are column sums of dx's row domain).

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[CH:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-LABEL: func.func @main
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[DYX:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %{{.*}} : tensor<2x8x32xf32>, tensor<2x8x32xf32>)
// CHECK: %[[DGAMMA:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[CH]]], iterator_types = ["reduction", "reduction", "parallel"]} ins(%[[DYX]] : tensor<2x8x32xf32>) outs(%{{.*}} : tensor<32xf32>)
// CHECK: %[[DBETA:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[CH]]], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg1 : tensor<2x8x32xf32>) outs(%{{.*}} : tensor<32xf32>)
// CHECK: return %{{.*}}, %[[DGAMMA]], %[[DBETA]]

// PLAN: %[[K:.*]]:3 = call @stitch_fusion_0(
// PLAN-NOT: call @stitch_
// PLAN: return %[[K]]#0, %[[K]]#1, %[[K]]#2
