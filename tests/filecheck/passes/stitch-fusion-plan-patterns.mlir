// Candidate patterns of the ILP planner. Substitution fusion: the components between
// partition ops (here the large GEMM op2) are patterns, for each step of the growing partition
// set. Exploratory fusion: from the seeds with the largest tensors, patterns grow one
// neighbour at a time. The ILP picks the two regions, one kernel each, around the GEMM. (The
// GEMM's consumer subtracts: a residual add would be the library call's epilogue.)
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s --check-prefix=EXPLORE

// CHECK: stitch.plan = #stitch.plan<{
// CHECK-SAME: fusions = ["op0,op1", "op3,op4"]
// CHECK-SAME: kernels = 3
// CHECK-SAME: patterns = [{chosen = true, ops = "op0,op1", score = "{{[0-9.]+}}", sources = ["scope", "substitution:large-gemm", "substitution:bgemm", "substitution:col-scalar-reduce", "substitution:row-reduce", "exploratory:op0"]},
// CHECK-SAME: {chosen = true, ops = "op3,op4", score = "{{[0-9.]+}}", sources = ["scope", "substitution:large-gemm", "substitution:bgemm", "substitution:col-scalar-reduce", "substitution:row-reduce", "exploratory:op3"]}]
// CHECK: call @stitch_fusion_0(
// CHECK: call @stitch_gemm_0(
// CHECK: call @stitch_fusion_1(

// Layernorm: one pattern of all six ops (scope rule and substitution agree) wins over the
// exploratory ones, which grow one neighbour at a time from op2 (x - mean, a largest tensor),
// then from op5 (ops an earlier seed took in are no seeds). A row-level op with the full-row op
// it is broadcast into (op1,op2: mean and x - mean) is a pattern of its own (the row template
// without a reduction); a pattern that a path leaves and re-enters is refused (a cycle).
// EXPLORE: stitch.plan = #stitch.plan<{
// EXPLORE-SAME: fusions = ["op0,op1,op2,op3,op4,op5"]
// EXPLORE-SAME: {chosen = true, ops = "op0,op1,op2,op3,op4,op5", score = "{{[0-9.]+}}", sources = ["scope", "substitution:large-gemm"
// EXPLORE-SAME: {chosen = false, ops = "op1,op2", score = "{{[0-9.]+}}", sources = ["exploratory:op2"]}
// EXPLORE-SAME: {chosen = false, ops = "op0,op1,op2", score = "{{[0-9.]+}}", sources = ["exploratory:op2"]}
// EXPLORE-SAME: {chosen = false, ops = "op2,op3", score = "{{[0-9.]+}}", sources = ["exploratory:op2"]}
// EXPLORE-SAME: {chosen = false, ops = "op4,op5", score = "{{[0-9.]+}}", sources = ["exploratory:op5"]}
// EXPLORE-SAME: refused = [
// EXPLORE-SAME: {ops = "op1,op2,op4,op5", reason = "a path leaves it and comes back (fusing it makes a cycle)"}

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<512x1024xf32>, %bias: tensor<1024xf32>, %w: tensor<1024x512xf32>,
                %r: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x1024xf32>
  %e2 = tensor.empty() : tensor<512x512xf32>
  %h = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<512x1024xf32>, tensor<1024xf32>) outs(%e : tensor<512x1024xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %t = arith.addf %v, %b : f32
    linalg.yield %t : f32
  } -> tensor<512x1024xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<512x1024xf32>) outs(%e : tensor<512x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    %u = arith.mulf %v, %t : f32
    linalg.yield %u : f32
  } -> tensor<512x1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e2 : tensor<512x512xf32>) -> tensor<512x512xf32>
  %m = linalg.matmul ins(%g, %w : tensor<512x1024xf32>, tensor<1024x512xf32>) outs(%init : tensor<512x512xf32>) -> tensor<512x512xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %r : tensor<512x512xf32>, tensor<512x512xf32>) outs(%e2 : tensor<512x512xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %t = arith.subf %u, %v : f32
    linalg.yield %t : f32
  } -> tensor<512x512xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<512x512xf32>) outs(%e2 : tensor<512x512xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.maximumf %v, %zero : f32
    linalg.yield %t : f32
  } -> tensor<512x512xf32>
  return %y : tensor<512x512xf32>
}

// The pattern budget: a clear warning, the plan chosen among the patterns kept.
// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{max-patterns=3})' 2>&1 >/dev/null | filecheck %s --check-prefix=BUDGET
// BUDGET: stitch-fusion-plan: warning: the budget of 3 candidate patterns was reached; the plan is chosen among those (raise max-patterns to consider more)
