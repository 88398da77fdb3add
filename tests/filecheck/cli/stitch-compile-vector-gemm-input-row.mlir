// A vector GEMM (a rank-4 tensor contracted with a vector over its first loop, the result
// written through a permutation) in one row kernel with a max and a sum of the same vector:
// the GEMM's row operand is then a kernel input, not a value the kernel computes, and the
// kernel writer stopped with a traceback (`'NoneType' object has no attribute 'location'`).
// Found by the fuzzer's vector_gemm feature class (../shared/repro).
// RUN: rm -rf %t && %stitch-compile %s -o %t --no-ptxas | filecheck %s
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); a=r.standard_normal((16,4,1,1)).astype(n.float32); v=r.standard_normal(16).astype(n.float32); e=n.exp(v.astype(n.float64)-v.max()); n.savez('%t/in.npz', arg0=a, arg1=v); n.savez('%t/expected.npz', result0=n.float32(e.sum()), result1=n.einsum('ij,i->j', a.reshape(16,4).astype(n.float64), v).reshape(1,1,4).astype(n.float32))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/expected.npz --rtol 1e-5 --atol 1e-6 | filecheck %s --check-prefix=NUM

// CHECK: kernel_count: 1
// CHECK: GEMMs contracting rows the kernel computes: gemm0
// NUM: result0: {{.*}} PASS
// NUM: result1: {{.*}} PASS
func.func @main(%a: tensor<16x4x1x1xf32>, %v: tensor<16xf32>) -> (tensor<f32>, tensor<1x1x4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e4 = tensor.empty() : tensor<1x1x4xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
  %gemm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d2, d1)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]} ins(%a, %v : tensor<16x4x1x1xf32>, tensor<16xf32>) outs(%f4 : tensor<1x1x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x1x4xf32>
  %e0 = tensor.empty() : tensor<f32>
  %fmax = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %max = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v : tensor<16xf32>) outs(%fmax : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %o : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %e16 = tensor.empty() : tensor<16xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v, %max : tensor<16xf32>, tensor<f32>) outs(%e16 : tensor<16xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<16xf32>
  %fsum = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%exp : tensor<16xf32>) outs(%fsum : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %sum, %gemm : tensor<f32>, tensor<1x1x4xf32>
}
