// f16/bf16 tensors: kernel memrefs keep the half type, registers are f32. Every load of a half
// memref is followed by `extf` to f32, the body's half ops are written in f32 (its own
// extf/truncf between half and f32 vanish, half constants become the same f32 value), and a
// store rounds once with `truncf`. Here a softmax written as torch-mlir exports a half model
// (upcast generic, f32 softmax, downcast generic) is one row kernel, and x * 0.1 in bf16 (0.1
// is 0.100097656 in bf16, exactly that in f32) is a flat part of the same kernel.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule,stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s
// RUN: rm -rf %t && %stitch-compile %s -o %t | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); x=r.standard_normal((64,100)).astype(n.float16); y=r.standard_normal((32,48)).astype(m.bfloat16); n.savez('%t/in.npz', arg0=x, arg1=y)"
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; a=n.load('%t/in.npz'); x=a['arg0'].astype(n.float64); e=n.exp(x-x.max(1,keepdims=True)); y=a['arg1'].view(m.bfloat16).astype(n.float64); n.savez('%t/expected.npz', result0=(e/e.sum(1,keepdims=True)).astype(n.float16), result1=(y*float(m.bfloat16(0.1))).astype(m.bfloat16))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/expected.npz --rtol 1e-3 --atol 1e-5 -o %t/out.npz | filecheck %s --check-prefix=NUM
// RUN: %PYTHON -c "import numpy as n; o=n.load('%t/out.npz'); from mlir_stitch.runtime.arrays import from_npz; print(*(from_npz(o[k]).dtype for k in sorted(o)))" | filecheck %s --check-prefix=DTYPE

// CHECK: gpu.func @fusion_0(%arg0: memref<64x100xf16>, %arg1: memref<32x48xbf16>, %arg2: memref<64x100xf16>, %arg3: memref<32x48xbf16>)
// CHECK-DAG: %[[TENTH:.*]] = arith.constant 0.100097656 : f32
// CHECK: %[[X:.*]] = memref.load %arg0[{{.*}}] : memref<64x100xf16>
// CHECK-NEXT: %[[XW:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK: arith.maximumf {{.*}} : f32
// CHECK: gpu.shuffle  xor {{.*}} : f32
// CHECK: math.exp {{.*}} : f32
// CHECK: %[[Q:.*]] = arith.divf {{.*}} : f32
// CHECK-NEXT: %[[QH:.*]] = arith.truncf %[[Q]] : f32 to f16
// CHECK-NEXT: memref.store %[[QH]], %arg2[{{.*}}] : memref<64x100xf16>
// CHECK: %[[Y:.*]] = memref.load %arg1[{{.*}}] : memref<32x48xbf16>
// CHECK-NEXT: %[[YW:.*]] = arith.extf %[[Y]] : bf16 to f32
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[YW]], %[[TENTH]] : f32
// CHECK-NEXT: %[[PH:.*]] = arith.truncf %[[P]] : f32 to bf16
// CHECK-NEXT: memref.store %[[PH]], %arg3[{{.*}}] : memref<32x48xbf16>
// CHECK: gpu.return
// No arithmetic in half precision anywhere in the kernels:
// CHECK-NOT: {{arith\.(addf|subf|mulf|divf|maximumf)|math\.exp}} {{.*}}: {{b?f16}}
// CHECK: func.func @main(%arg0: tensor<64x100xf16>, %arg1: tensor<32x48xbf16>) -> (tensor<64x100xf16>, tensor<32x48xbf16>)

// REPORT: kernel_count: 1
// NUM: result0: max_abs_err={{.*}} PASS
// NUM: result1: max_abs_err={{.*}} PASS
// DTYPE: float16 bfloat16

#m = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<64x100xf16>, %y: tensor<32x48xbf16>) -> (tensor<64x100xf16>, tensor<32x48xbf16>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e32 = tensor.empty() : tensor<64x100xf32>
  %rows = tensor.empty() : tensor<64xf32>
  %up = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x100xf16>) outs(%e32 : tensor<64x100xf32>) {
  ^bb0(%a: f16, %o: f32):
    %w = arith.extf %a : f16 to f32
    linalg.yield %w : f32
  } -> tensor<64x100xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%up : tensor<64x100xf32>) outs(%minit : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.maximumf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<64xf32>
  %exp = linalg.generic {indexing_maps = [#m, #r, #m], iterator_types = ["parallel", "parallel"]}
      ins(%up, %max : tensor<64x100xf32>, tensor<64xf32>) outs(%e32 : tensor<64x100xf32>) {
  ^bb0(%a: f32, %mx: f32, %o: f32):
    %d = arith.subf %a, %mx : f32
    %v = math.exp %d : f32
    linalg.yield %v : f32
  } -> tensor<64x100xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<64x100xf32>) outs(%sinit : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<64xf32>
  %e16 = tensor.empty() : tensor<64x100xf16>
  %out = linalg.generic {indexing_maps = [#m, #r, #m], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<64x100xf32>, tensor<64xf32>) outs(%e16 : tensor<64x100xf16>) {
  ^bb0(%a: f32, %s: f32, %o: f16):
    %q = arith.divf %a, %s : f32
    %h = arith.truncf %q : f32 to f16
    linalg.yield %h : f16
  } -> tensor<64x100xf16>
  %eb = tensor.empty() : tensor<32x48xbf16>
  %scaled = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<32x48xbf16>) outs(%eb : tensor<32x48xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %tenth = arith.constant 0.1 : bf16
    %v = arith.mulf %a, %tenth : bf16
    linalg.yield %v : bf16
  } -> tensor<32x48xbf16>
  return %out, %scaled : tensor<64x100xf16>, tensor<32x48xbf16>
}
