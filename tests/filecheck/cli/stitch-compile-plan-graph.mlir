// stitch-compile --plan-graph draws the op graph with one colour per fusion (.dot here; .svg
// goes through Graphviz). The layernorm's six ops are one fusion; the summary line names the plan.
// RUN: %stitch-compile %examples/layernorm.mlir -o %t --no-ptxas --plan-graph %t.dot | filecheck %s --check-prefix=SUMMARY
// RUN: filecheck %s < %t.dot
// RUN: %stitch-compile %S/../passes/stitch-fusion-plan-cycle.mlir -o %t2 --no-ptxas --plan-graph %t2.dot > /dev/null
// RUN: filecheck %s --check-prefix=APART < %t2.dot
// RUN: not %stitch-compile %examples/layernorm.mlir -o %t3 --no-ptxas --plan-graph %t3.png 2>&1 | filecheck %s --check-prefix=BADEXT

// SUMMARY: kernel_count: 1 (unfused: 6)
// SUMMARY: plan: ilp planner, {{[0-9]+}} patterns (1 chosen, {{[0-9]+}} refused), 0 packs, {{[01]}} ILP solves, 0 cycle cuts, scope rule: 1 kernels

// CHECK: digraph plan {
// CHECK-COUNT-6: [label="op{{[0-5]}}\n{{[a-z]+}}({{[a-z]+}})\nfusion 0", fillcolor="#8dd3c7"
// CHECK: op0 -> op1;

// The GEMM between A and C stays a grey box, A and C are two different fusions.
// APART: op0 [label="op0\nelementwise(heavy)\nfusion 0", fillcolor="#8dd3c7"
// APART: op1 [label="op1\nlibrary", fillcolor="#d9d9d9", shape=box];
// APART: op2 [label="op2\nelementwise(light)\nfusion 1", fillcolor="#ffffb3"

// BADEXT: stitch-compile: error: {{.*}}.png: the plan graph is written as .dot or .svg
