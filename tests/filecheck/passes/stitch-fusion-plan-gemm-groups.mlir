// q, k and v of one hidden state, as PyTorch exports three Linear layers without bias
// (x @ w.T): their k of 256 is more than a stitched kernel loops over, so each is a library
// GEMM. They read the same A with the same layout and no epilogue, so stitch-fusion-plan
// groups them (transforms/gemm_groups.py): `group = "gemm_group_0"` in each call's
// #stitch.launch, the calls next to each other, and the host plan makes them one gemm_group
// step, one launch (cuBLAS's batched GEMM). The consumer of q written before k's GEMM runs
// after the group. A fourth GEMM of the same A with a bias epilogue stays its own call.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import json,sys; m=json.load(open('%t/manifest.json')); print([(s['op'], [g['b'] for g in s.get('members', [])]) for s in m['steps']])" | filecheck %s --check-prefix=STEPS
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((8,256),dtype=n.float32); w=[r.standard_normal((32,256),dtype=n.float32) for _ in range(4)]; b=r.standard_normal(32,dtype=n.float32); n.savez('%t/in.npz', arg0=x, arg1=w[0], arg2=w[1], arg3=w[2], arg4=w[3], arg5=b); x2=x.astype(n.float64)*2; p=[x2@v.T.astype(n.float64) for v in w]; n.savez('%t/exp.npz', result0=n.exp(p[0]*0.01), result1=p[1], result2=p[2], result3=p[3]+b)"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-5 --atol 1e-5 | filecheck %s --check-prefix=EMU
// Off (gemm-groups=false): four calls, no group.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan{gemm-groups=false})' | filecheck %s --check-prefix=OFF
// RUN: %stitch-compile %s -o %t.off --no-ptxas --no-gemm-groups | filecheck %s --check-prefix=OFF-REPORT

// CHECK-LABEL: func.func @main
// CHECK: %[[X:.*]] = call @stitch_fusion_0(%arg0)
// CHECK-NEXT: %[[Q:.*]] = call @stitch_gemm_0(%[[X]], %arg1) {stitch.launch = #stitch.launch<{group = "gemm_group_0", kind = "library"}>}
// CHECK-NEXT: call @stitch_gemm_1(%[[X]], %arg2) {stitch.launch = #stitch.launch<{group = "gemm_group_0", kind = "library"}>}
// CHECK-NEXT: call @stitch_gemm_2(%[[X]], %arg3) {stitch.launch = #stitch.launch<{group = "gemm_group_0", kind = "library"}>}
// CHECK-NOT: group =
// CHECK: call @stitch_gemm_3(%[[X]], %arg4, %arg5) {stitch.launch = #stitch.launch<{kind = "library"}>}
// CHECK: return

// REPORT: kernel_count: 4 (2 library launches for 4 GEMMs; unfused:
// REPORT: gemm_0: library cuBLAS GemmBatchedEx (f32) 8x32x256, trans_b, epilogue none, in gemm_group_0
// REPORT: gemm_1: library cuBLAS GemmBatchedEx (f32) 8x32x256, trans_b, epilogue none, in gemm_group_0
// REPORT: gemm_2: library cuBLAS GemmBatchedEx (f32) 8x32x256, trans_b, epilogue none, in gemm_group_0
// REPORT: gemm_3: library cuBLASLt matmul (f32) 8x32x256, trans_b, epilogue bias (ops

// STEPS: [('launch', []), ('gemm_group', ['arg1', 'arg2', 'arg3']), ({{.*}}

// EMU: PASS

// OFF-NOT: group =
// OFF-REPORT: kernel_count: 6 (4 library launches; unfused:

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#wt = affine_map<(d0, d1, d2) -> (d1, d2)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @main(%x: tensor<8x256xf32>, %wq: tensor<32x256xf32>, %wk: tensor<32x256xf32>,
                %wv: tensor<32x256xf32>, %wo: tensor<32x256xf32>, %bias: tensor<32xf32>)
    -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %scale = arith.constant 0.01 : f32
  %e = tensor.empty() : tensor<8x256xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x256xf32>) outs(%e : tensor<8x256xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.mulf %p, %two : f32
    linalg.yield %r : f32
  } -> tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %q = linalg.generic {indexing_maps = [#a, #wt, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %wq : tensor<8x256xf32>, tensor<32x256xf32>) outs(%acc : tensor<8x32xf32>) {
  ^bb0(%p: f32, %w: f32, %o: f32):
    %m = arith.mulf %p, %w : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %qe = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<8x32xf32>) outs(%e2 : tensor<8x32xf32>) {
  ^bb0(%p: f32, %o: f32):
    %m = arith.mulf %p, %scale : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %k = linalg.generic {indexing_maps = [#a, #wt, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %wk : tensor<8x256xf32>, tensor<32x256xf32>) outs(%acc : tensor<8x32xf32>) {
  ^bb0(%p: f32, %w: f32, %o: f32):
    %m = arith.mulf %p, %w : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %v = linalg.generic {indexing_maps = [#a, #wt, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %wv : tensor<8x256xf32>, tensor<32x256xf32>) outs(%acc : tensor<8x32xf32>) {
  ^bb0(%p: f32, %w: f32, %o: f32):
    %m = arith.mulf %p, %w : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %u = linalg.generic {indexing_maps = [#a, #wt, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %wo : tensor<8x256xf32>, tensor<32x256xf32>) outs(%acc : tensor<8x32xf32>) {
  ^bb0(%p: f32, %w: f32, %o: f32):
    %m = arith.mulf %p, %w : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %ub = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%u, %bias : tensor<8x32xf32>, tensor<32xf32>) outs(%e2 : tensor<8x32xf32>) {
  ^bb0(%p: f32, %b: f32, %o: f32):
    %r = arith.addf %p, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  return %qe, %k, %v, %ub : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>
}
