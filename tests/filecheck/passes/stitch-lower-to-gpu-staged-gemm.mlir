// A Linear inside a row fusion, softmax(x · Wᵀ + b) over rows of 128 with K = 64, W stored
// [N, K] as PyTorch keeps it: the GEMM's operands go through shared memory
// (analysis/gemm_tiles.py, codegen/gemm_tile.py). stitch-schedule records the chunk of summed
// positions, k_tile = 32 (64 x 129 floats of W would pass 32 KiB). The kernel stores each
// row's 64 x values (pitch 65); then per chunk the block's 32 x 128 W values (pitch 129,
// consecutive threads along W's contiguous k), a barrier, each thread's 4 columns summed from
// shared memory, a barrier. The softmax phases read the sums from registers.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir --check-prefix=SCHED
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x=r.standard_normal((16,64),dtype=n.float32); w=r.standard_normal((128,64),dtype=n.float32)/8; b=r.standard_normal(128,dtype=n.float32); z=x.astype(float)@w.T.astype(float)+b; e=n.exp(z-z.max(1,keepdims=True)); n.savez('%t/in.npz', arg0=x, arg1=w, arg2=b); n.savez('%t/exp.npz', result0=e/e.sum(1,keepdims=True))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 2e-5 --atol 1e-6 | filecheck %s --check-prefix=EMU
// A chunk that does not divide K is refused where the kernel is built.
// RUN: sed 's/k_tile = 32/k_tile = 48/' %t.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD

// SCHED: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]{{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", k_tile = 32 : i64, name = "[[GEMM:gemm[0-9]+]]", phase = 0 : i64, role = "full", scheme = "local", storage = "registers"}>
// SCHED-NOT: k_tile

// L3: gpu.func @fusion_0
// L3-DAG: %[[X:.*]] = memref.view {{.*}} {stitch.buffer = "p0.gemm{{[0-9]+}}.in0"} : {{.*}} to memref<520xf32, #gpu.address_space<workgroup>>
// L3-DAG: %[[W:.*]] = memref.view {{.*}} {stitch.buffer = "p0.gemm{{[0-9]+}}.in1"} : {{.*}} to memref<4128xf32, #gpu.address_space<workgroup>>
// x's row: lane l stores x[row, l] and x[row, l + 32] at row * 65 + l (+ 32).
// L3: memref.load %arg0[
// L3: memref.store {{.*}}, %[[X]][
// Per chunk of 32: W's 4096 values by 256 threads, k = e mod 32 fastest, at k * 129 + n.
// L3: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32) {
// L3: arith.remui %thread_id_x, %c32
// L3: memref.load %arg1[
// L3: memref.store {{.*}}, %[[W]][
// L3: gpu.barrier
// L3-NEXT: scf.for %{{.*}} = %c0 to %c32 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32) {
// L3: memref.load %[[X]][
// L3: memref.load %[[W]][
// L3: arith.mulf
// L3: arith.addf
// L3: memref.load %[[W]][
// L3: scf.yield
// L3-NEXT: }
// L3-NEXT: gpu.barrier
// L3-NOT: memref.load %arg1[

// REPORT: kernel_count: 1 (unfused: 6)
// REPORT: fusion_0: row
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm{{[0-9]+}} (k_tile 32)
// EMU: PASS
// BAD: error: {{.*}}staged-gemm.mlir.tmp.bad.mlir:{{[0-9]+}}:{{[0-9]+}}: stitch.op_schedule's k_tile 48 cannot stage this GEMM: k_tile 48 does not divide its 64 summed positions
#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d1, d2)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#m = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<16x64xf32>, %w: tensor<128x64xf32>, %bias: tensor<128xf32>) -> tensor<16x128xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<16x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<16x128xf32>) -> tensor<16x128xf32>
  %y = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<16x64xf32>, tensor<128x64xf32>) outs(%acc : tensor<16x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %p = arith.mulf %a, %c : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x128xf32>
  %z = linalg.generic {indexing_maps = [#m, #b, #m], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bias : tensor<16x128xf32>, tensor<128xf32>) outs(%e : tensor<16x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<16x128xf32>
  %er = tensor.empty() : tensor<16xf32>
  %mx0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %mx = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%z : tensor<16x128xf32>) outs(%mx0 : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %ex = linalg.generic {indexing_maps = [#m, #r, #m], iterator_types = ["parallel", "parallel"]}
      ins(%z, %mx : tensor<16x128xf32>, tensor<16xf32>) outs(%e : tensor<16x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.subf %a, %c : f32
    %x1 = math.exp %d : f32
    linalg.yield %x1 : f32
  } -> tensor<16x128xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#m, #r], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<16x128xf32>) outs(%s0 : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %out = linalg.generic {indexing_maps = [#m, #r, #m], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<16x128xf32>, tensor<16xf32>) outs(%e : tensor<16x128xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %d = arith.divf %a, %c : f32
    linalg.yield %d : f32
  } -> tensor<16x128xf32>
  return %out : tensor<16x128xf32>
}
