// Boolean (i1) tensors cross kernel boundaries as one byte per element: every kernel memref of
// an i1 tensor is i8 (numpy bool storage), read back with `cmpi ne 0` and written with `extui`.
// Here the i1 argument %mask, the i1 result %keep (also read by two later kernels, so it is
// the buffer between them) and the i1 row reduction %any of a loop kernel.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s
// RUN: rm -rf %t && %stitch-compile %s -o %t > /dev/null && filecheck %s --check-prefix=MANIFEST < %t/manifest.json
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); n.savez('%t/in.npz', arg0=r.standard_normal((64,32),dtype=n.float32), arg1=r.random((64,32))<0.5, arg2=r.standard_normal((32,64),dtype=n.float32))"
// RUN: %PYTHON -c "import numpy as n; a=n.load('%t/in.npz'); k=(a['arg0']>0)&a['arg1']; n.savez('%t/expected.npz', result0=k, result1=n.where(k.T, a['arg2'], 0), result2=k.any(1))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/expected.npz -o %t/out.npz | filecheck %s --check-prefix=NUM
// RUN: %PYTHON -c "import numpy as n; o=n.load('%t/out.npz'); print(*(o[k].dtype for k in sorted(o)))" | filecheck %s --check-prefix=DTYPE

// CHECK: gpu.module @stitch_kernels
// The i1 argument is loaded as a byte; the i1 result is stored as a byte.
// CHECK: gpu.func @fusion_0(%arg0: memref<64x32xf32>, %arg1: memref<64x32xi8>, %arg2: memref<64x32xi8>)
// CHECK-DAG: %[[Z0:.*]] = arith.constant 0 : i8
// CHECK: %[[M:.*]] = memref.load %arg1[{{.*}}] : memref<64x32xi8>
// CHECK-NEXT: %[[MB:.*]] = arith.cmpi ne, %[[M]], %[[Z0]] : i8
// CHECK: %[[K:.*]] = arith.andi %{{.*}}, %[[MB]] : i1
// CHECK-NEXT: %[[KB:.*]] = arith.extui %[[K]] : i1 to i8
// CHECK-NEXT: memref.store %[[KB]], %arg2[{{.*}}] : memref<64x32xi8>
// CHECK: gpu.return
// The bytes written by fusion_0 are read (transposed) by the next kernel...
// CHECK: gpu.func @fusion_1(%arg0: memref<64x32xi8>, %arg1: memref<32x64xf32>, %arg2: memref<32x64xf32>)
// CHECK: %[[T:.*]] = memref.load %arg0[{{.*}}] : memref<64x32xi8>
// CHECK-NEXT: %[[TB:.*]] = arith.cmpi ne, %[[T]], %{{.*}} : i8
// CHECK: arith.select %[[TB]], {{.*}} : f32
// ...and by the loop kernel, whose i1 accumulator is stored as a byte.
// CHECK: gpu.func @kernel_0(%arg0: memref<64x32xi8>, %arg1: memref<64xi8>)
// CHECK: scf.for {{.*}} -> (i1)
// CHECK: %[[L:.*]] = memref.load %arg0[{{.*}}] : memref<64x32xi8>
// CHECK-NEXT: %[[LB:.*]] = arith.cmpi ne, %[[L]], %{{.*}} : i8
// CHECK-NEXT: arith.ori %[[LB]], %{{.*}} : i1
// CHECK: %[[A:.*]] = arith.extui %{{.*}} : i1 to i8
// CHECK-NEXT: memref.store %[[A]], %arg1[{{.*}}] : memref<64xi8>
// CHECK-NOT: memref<{{[0-9x]*}}xi1>
// The host side keeps the tensor types: i1 is only a memory format inside the kernels.
// CHECK: func.func @main(%arg0: tensor<64x32xf32>, %arg1: tensor<64x32xi1>, %arg2: tensor<32x64xf32>) -> (tensor<64x32xi1>, tensor<32x64xf32>, tensor<64xi1>)

// MANIFEST: "name": "arg1",
// MANIFEST-NEXT: "shape": [
// MANIFEST: "dtype": "bool",
// MANIFEST: "name": "result0",
// MANIFEST-NEXT: "shape": [
// MANIFEST: "dtype": "bool",
// MANIFEST: "name": "result2",
// MANIFEST-NEXT: "shape": [
// MANIFEST: "dtype": "bool",

// NUM: result0: max_abs_err=0 max_rel_err=0 PASS
// NUM: result1: max_abs_err=0 max_rel_err=0 PASS
// NUM: result2: max_abs_err=0 max_rel_err=0 PASS
// DTYPE: bool float32 bool

#map = affine_map<(d0, d1) -> (d0, d1)>
#mapt = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<64x32xf32>, %mask: tensor<64x32xi1>, %y: tensor<32x64xf32>)
    -> (tensor<64x32xi1>, tensor<32x64xf32>, tensor<64xi1>) {
  %zero = arith.constant 0.0 : f32
  %false = arith.constant false
  %e = tensor.empty() : tensor<64x32xi1>
  %et = tensor.empty() : tensor<32x64xf32>
  %er = tensor.empty() : tensor<64xi1>
  %init = linalg.fill ins(%false : i1) outs(%er : tensor<64xi1>) -> tensor<64xi1>
  %keep = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mask : tensor<64x32xf32>, tensor<64x32xi1>) outs(%e : tensor<64x32xi1>) {
  ^bb0(%a: f32, %m: i1, %o: i1):
    %gt = arith.cmpf ogt, %a, %zero : f32
    %k = arith.andi %gt, %m : i1
    linalg.yield %k : i1
  } -> tensor<64x32xi1>
  %sel = linalg.generic {indexing_maps = [#mapt, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%keep, %y : tensor<64x32xi1>, tensor<32x64xf32>) outs(%et : tensor<32x64xf32>) {
  ^bb0(%k: i1, %b: f32, %o: f32):
    %s = arith.select %k, %b, %zero : f32
    linalg.yield %s : f32
  } -> tensor<32x64xf32>
  %any = linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
      ins(%keep : tensor<64x32xi1>) outs(%init : tensor<64xi1>) {
  ^bb0(%k: i1, %o: i1):
    %t = arith.ori %k, %o : i1
    linalg.yield %t : i1
  } -> tensor<64xi1>
  return %keep, %sel, %any : tensor<64x32xi1>, tensor<32x64xf32>, tensor<64xi1>
}
