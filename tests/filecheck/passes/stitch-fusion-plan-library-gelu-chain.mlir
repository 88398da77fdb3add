// GPT-2's tanh GELU as torch-mlir writes it after a Linear: eight elementwise generics (x/2,
// x^3 by fpowi, its scale, the sum, the scale, tanh, +1, the product), the bias add's result
// read by three of them. stitch-fusion-plan reads the chain as cuBLASLt's GELU epilogue:
// one library call with epilogue bias_gelu, no kernel after it.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((64,1024),dtype=n.float32); w=r.standard_normal((1024,256),dtype=n.float32)/32; b=r.standard_normal(256,dtype=n.float32); n.savez('%t/in.npz', arg0=x, arg1=w, arg2=b); h=x.astype(n.float64) @ w + b; n.savez('%t/exp.npz', result0=0.5*h*(1+n.tanh(0.7978845608*(h+0.044715*h**3))))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[G:.*]] = call @stitch_gemm_0(%arg0, %arg1, %arg2) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK-NEXT: return %[[G]]
// CHECK: func.func private @stitch_gemm_0
// CHECK-SAME: epilogue = "bias_gelu"
// CHECK: math.tanh
// CHECK-NOT: func.func private @stitch_fusion

// REPORT: kernel_count: 1 (1 library launch; unfused: 10)
// REPORT: gemm_0: library cuBLASLt matmul (f32) 64x256x1024, epilogue bias_gelu
// EMU: PASS

#m = affine_map<(d0, d1) -> (d0, d1)>
#n = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<64x1024xf32>, %w: tensor<1024x256xf32>, %b: tensor<256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %cubic = arith.constant 4.471500e-02 : f32
  %scale = arith.constant 0.797884583 : f32
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3 : i64
  %e = tensor.empty() : tensor<64x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<64x1024xf32>, tensor<1024x256xf32>) outs(%acc : tensor<64x256xf32>) -> tensor<64x256xf32>
  %h = linalg.generic {indexing_maps = [#m, #n, #m], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<64x256xf32>, tensor<256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g0 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %half : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g1 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.fpowi %a, %three : f32, i64
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g2 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%g1 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %cubic : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g3 = linalg.generic {indexing_maps = [#m, #m, #m], iterator_types = ["parallel", "parallel"]} ins(%h, %g2 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g4 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%g3 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %scale : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g5 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%g4 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g6 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]} ins(%g5 : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %one : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %g7 = linalg.generic {indexing_maps = [#m, #m, #m], iterator_types = ["parallel", "parallel"]} ins(%g0, %g6 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %r = arith.mulf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  return %g7 : tensor<64x256xf32>
}
