// `math.absi` of i64 (torch's int64 abs; reflect padding's index) has no libdevice function
// for convert-gpu-to-nvvm to call: convert-math-to-llvm lowers what that leaves, LLVM's abs
// (PTX abs.s64), where the compile used to stop with a traceback. i32 keeps libdevice's.
// RUN: rm -rf %t %t.ir && %stitch-compile %s -o %t --dump-ir %t.ir --no-ptxas > /dev/null
// RUN: filecheck %s --check-prefix=PTX < %t.ir/5-L4-ptx.ptx
// RUN: %PYTHON -c "import numpy as n; x=n.array([[-2**40, -1, 0, 7], [3, -5, 2**62, -2**62]], dtype=n.int64); y=(x[:, ::-1] * -3).astype(n.int32); n.savez('%t/in.npz', arg0=x, arg1=y); n.savez('%t/expected.npz', result0=n.abs(x), result1=n.abs(y))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/expected.npz --rtol 0 --atol 0 | filecheck %s --check-prefix=NUM

// PTX-DAG: abs.s64
// PTX-DAG: abs.s32
// NUM: result0: max_abs_err=0 {{.*}} PASS
// NUM: result1: max_abs_err=0 {{.*}} PASS
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<2x4xi64>, %y: tensor<2x4xi32>) -> (tensor<2x4xi64>, tensor<2x4xi32>) {
  %e = tensor.empty() : tensor<2x4xi64>
  %e32 = tensor.empty() : tensor<2x4xi32>
  %r:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<2x4xi64>, tensor<2x4xi32>) outs(%e, %e32 : tensor<2x4xi64>, tensor<2x4xi32>) {
  ^bb0(%a: i64, %b: i32, %o: i64, %p: i32):
    %s = math.absi %a : i64
    %t = math.absi %b : i32
    linalg.yield %s, %t : i64, i32
  } -> (tensor<2x4xi64>, tensor<2x4xi32>)
  return %r#0, %r#1 : tensor<2x4xi64>, tensor<2x4xi32>
}
