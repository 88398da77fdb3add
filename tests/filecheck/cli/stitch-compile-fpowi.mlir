// `math.fpowi` with a constant exponent is expanded to multiplications in the L3 kernel IR
// (stitch-invert-negative-powi, then upstream math-expand-ops{ops=fpowi}, in the L3 stage): the
// PTX calls no libdevice __nv_powif (which needs a stack frame) and the emulator runs the same
// multiplications. 0^-2 is +inf (upstream's expansion alone gives -inf).
// RUN: rm -rf %t %t.ir && %stitch-compile %s -o %t --dump-ir %t.ir --report | filecheck %s --check-prefix=REPORT
// RUN: filecheck %s < %t.ir/4-L3-kernels.mlir
// RUN: filecheck %s --check-prefix=PTX < %t.ir/5-L4-ptx.ptx
// RUN: %PYTHON -c "import numpy as n; x=n.random.default_rng(0).uniform(-2,2,(8,64)).astype(n.float32); x[0,:2]=(0,-0.0); n.savez('%t/in.npz', arg0=x); n.savez('%t/expected.npz', result0=x**3+1/(x*x))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/expected.npz --rtol 1e-6 | filecheck %s --check-prefix=NUM

// CHECK: gpu.func @fusion_0
// CHECK-NOT: math.fpowi
// CHECK: %[[X:.*]] = memref.load
// CHECK: %[[X2:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK: arith.mulf %[[X2]], %[[X]] : f32
// CHECK: arith.divf
// CHECK-NOT: math.fpowi
// CHECK: gpu.return
// PTX-NOT: __nv_powif
// PTX: .entry fusion_0
// PTX-NOT: __nv_powif
// REPORT: "spill_bytes": 0,
// REPORT-NEXT: "stack_bytes": 0
// NUM: result0: max_abs_err={{.*}} PASS

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %c3 = arith.constant 3 : i32
  %cm2 = arith.constant -2 : i32
  %e = tensor.empty() : tensor<8x64xf32>
  %cube = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = math.fpowi %a, %c3 : f32, i32
    linalg.yield %p : f32
  } -> tensor<8x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %cube : tensor<8x64xf32>, tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %p = math.fpowi %a, %cm2 : f32, i32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}
