// stitch-invert-negative-powi: x^-n with a constant n > 0 becomes 1 / x^n (so that upstream
// math-expand-ops, which gets 0^-n wrong, only sees non-negative exponents); non-negative and
// non-constant exponents are left alone.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-invert-negative-powi)' | filecheck %s

// CHECK-LABEL: gpu.func @k
// CHECK-NOT: math.fpowi %{{.*}}, %c-3
// CHECK: %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[P:.*]] = math.fpowi %[[X:.*]], %[[THREE]] : f32, i32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[INV:.*]] = arith.divf %[[ONE]], %[[P]] : f32
// CHECK-NEXT: %[[KEEP:.*]] = math.fpowi %[[X]], %c2_i32 : f32, i32
// CHECK-NEXT: math.fpowi %[[X]], %arg1 : f32, i32
// CHECK-NEXT: arith.addf %[[INV]], %[[KEEP]] : f32
// CHECK-NOT: math.fpowi %{{.*}}, %c-3
gpu.module @m {
  gpu.func @k(%a: memref<4xf32>, %n: i32) kernel {
    %c0 = arith.constant 0 : index
    %cm3 = arith.constant -3 : i32
    %c2 = arith.constant 2 : i32
    %x = memref.load %a[%c0] : memref<4xf32>
    %inv = math.fpowi %x, %cm3 : f32, i32
    %keep = math.fpowi %x, %c2 : f32, i32
    %var = math.fpowi %x, %n : f32, i32
    %s = arith.addf %inv, %keep : f32
    %t = arith.addf %s, %var : f32
    memref.store %t, %a[%c0] : memref<4xf32>
    gpu.return
  }
}
