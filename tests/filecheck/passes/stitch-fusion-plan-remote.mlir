// Remote stitching: two independent softmaxes (different shapes, no data flow between them)
// sit between the same partition ops; each is a pattern of its own, and packing them gives
// one fusion with two parts.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{remote=false})' | filecheck %s --check-prefix=APART

// CHECK: stitch.plan = #stitch.plan<{
// CHECK-SAME: fusions = ["op0,op1,op2,op3,op4,op5,op6,op7"]
// CHECK-SAME: kernels = 1
// CHECK-SAME: packs = {{\[\[}}"op0,op1,op2,op3", "op4,op5,op6,op7"]]
// CHECK: call @stitch_fusion_0(%arg0, %arg1) {stitch.launch = #stitch.launch<{kind = "fusion"}>}
// CHECK-NOT: call @
// CHECK: func.func private @stitch_fusion_0({{.*}}) -> (tensor<256x1024xf32>, tensor<128x512xf32>) attributes {stitch.fusion}

// APART: fusions = ["op0,op1,op2,op3", "op4,op5,op6,op7"]
// APART-SAME: kernels = 2
// APART: call @stitch_fusion_0(%arg0)
// APART: call @stitch_fusion_1(%arg1)

#full = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x1: tensor<256x1024xf32>, %x2: tensor<128x512xf32>) -> (tensor<256x1024xf32>, tensor<128x512xf32>) {
  %ninf1 = arith.constant 0xFF800000 : f32
  %zero1 = arith.constant 0.0 : f32
  %rows1 = tensor.empty() : tensor<256xf32>
  %full1 = tensor.empty() : tensor<256x1024xf32>
  %minit1 = linalg.fill ins(%ninf1 : f32) outs(%rows1 : tensor<256xf32>) -> tensor<256xf32>
  %max1 = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x1 : tensor<256x1024xf32>) outs(%minit1 : tensor<256xf32>) {
  ^bb0(%a1: f32, %m1: f32):
    %r1 = arith.maximumf %a1, %m1 : f32
    linalg.yield %r1 : f32
  } -> tensor<256xf32>
  %e1 = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x1, %max1 : tensor<256x1024xf32>, tensor<256xf32>) outs(%full1 : tensor<256x1024xf32>) {
  ^bb0(%a1: f32, %m1: f32, %o1: f32):
    %d1 = arith.subf %a1, %m1 : f32
    %ex1 = math.exp %d1 : f32
    linalg.yield %ex1 : f32
  } -> tensor<256x1024xf32>
  %sinit1 = linalg.fill ins(%zero1 : f32) outs(%rows1 : tensor<256xf32>) -> tensor<256xf32>
  %sum1 = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e1 : tensor<256x1024xf32>) outs(%sinit1 : tensor<256xf32>) {
  ^bb0(%a1: f32, %s1: f32):
    %r1 = arith.addf %a1, %s1 : f32
    linalg.yield %r1 : f32
  } -> tensor<256xf32>
  %y1 = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%e1, %sum1 : tensor<256x1024xf32>, tensor<256xf32>) outs(%full1 : tensor<256x1024xf32>) {
  ^bb0(%a1: f32, %s1: f32, %o1: f32):
    %q1 = arith.divf %a1, %s1 : f32
    linalg.yield %q1 : f32
  } -> tensor<256x1024xf32>
  %ninf2 = arith.constant 0xFF800000 : f32
  %zero2 = arith.constant 0.0 : f32
  %rows2 = tensor.empty() : tensor<128xf32>
  %full2 = tensor.empty() : tensor<128x512xf32>
  %minit2 = linalg.fill ins(%ninf2 : f32) outs(%rows2 : tensor<128xf32>) -> tensor<128xf32>
  %max2 = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x2 : tensor<128x512xf32>) outs(%minit2 : tensor<128xf32>) {
  ^bb0(%a2: f32, %m2: f32):
    %r2 = arith.maximumf %a2, %m2 : f32
    linalg.yield %r2 : f32
  } -> tensor<128xf32>
  %e2 = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x2, %max2 : tensor<128x512xf32>, tensor<128xf32>) outs(%full2 : tensor<128x512xf32>) {
  ^bb0(%a2: f32, %m2: f32, %o2: f32):
    %d2 = arith.subf %a2, %m2 : f32
    %ex2 = math.exp %d2 : f32
    linalg.yield %ex2 : f32
  } -> tensor<128x512xf32>
  %sinit2 = linalg.fill ins(%zero2 : f32) outs(%rows2 : tensor<128xf32>) -> tensor<128xf32>
  %sum2 = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e2 : tensor<128x512xf32>) outs(%sinit2 : tensor<128xf32>) {
  ^bb0(%a2: f32, %s2: f32):
    %r2 = arith.addf %a2, %s2 : f32
    linalg.yield %r2 : f32
  } -> tensor<128xf32>
  %y2 = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%e2, %sum2 : tensor<128x512xf32>, tensor<128xf32>) outs(%full2 : tensor<128x512xf32>) {
  ^bb0(%a2: f32, %s2: f32, %o2: f32):
    %q2 = arith.divf %a2, %s2 : f32
    linalg.yield %q2 : f32
  } -> tensor<128x512xf32>
  return %y1, %y2 : tensor<256x1024xf32>, tensor<128x512xf32>
}
