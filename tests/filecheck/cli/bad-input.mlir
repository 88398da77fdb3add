// A new user's mistakes, each one located line on stderr with exit status 1 (lit's `not`):
// an unknown op of a foreign dialect, a cost-model device that does not exist, a pass option
// value the pass does not take, and passes run out of order.
// RUN: not %stitch-compile %s -o %t --no-ptxas 2>&1 | filecheck %s --check-prefix=FOREIGN
// RUN: not %stitch-compile %examples/layernorm.mlir -o %t --device a100 2>&1 | filecheck %s --check-prefix=DEVICE
// RUN: not %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{planner=foo})' 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-fusion-plan)' 2>&1 | filecheck %s --check-prefix=ORDER
// RUN: not %stitch-compile %t.missing.mlir -o %t 2>&1 | filecheck %s --check-prefix=MISSING

// FOREIGN: stitch-compile: error: {{.*}}bad-input.mlir:13:24: unknown op 'tm_tensor.sort': dialect 'tm_tensor' is not an upstream MLIR dialect (mlir-stitch reads linalg on tensors)
// FOREIGN-NOT: Traceback
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tm_tensor.sort"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// DEVICE: stitch-compile: error: argument --device: unknown device 'a100' (expected h100 | h200 | a .json table)
// OPTION: stitch-opt: error: stitch-fusion-plan{planner}: unknown value 'foo' (expected ilp | scope)
// ORDER: stitch-opt: error: {{.*}}layernorm.mlir:{{[0-9]+}}:{{[0-9]+}}: stitch-fusion-plan needs the #stitch.op_class annotations of stitch-classify; run stitch-classify first
// MISSING: stitch-compile: error: {{.*}}.missing.mlir: no such file
