// A bf16 Linear inside a row fusion on tensor cores: softmax(x · Wᵀ + b) over rows of 128, K = 64,
// x and W bf16 summed in f32 (analysis/mma_tiles.py, codegen/mma_tile.py). The operands are staged
// as for the FMA sum (x's rows whole, W in chunks of 32 positions); stitch-schedule records
// `mma = true` beside k_tile. Per chunk the block's 8 warps each run two mma.sync m16n8k16 steps
// on one 16 x 8 tile of the transposed product (16 of the block's 128 columns by its 8 rows), the
// fragments rounded back to bf16 without loss and packed in pairs (llvm.bitcast to i32); after the
// last chunk the tiles go to shared memory (pitch 132), a barrier, and each thread reads its 4
// slots for the softmax.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir --check-prefix=SCHED
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n, ml_dtypes as m; r=n.random.default_rng(0); x=r.standard_normal((16,64)).astype(m.bfloat16); w=(r.standard_normal((128,64))/8).astype(m.bfloat16); b=r.standard_normal(128,dtype=n.float32); z=x.astype(float)@w.T.astype(float)+b; e=n.exp(z-z.max(1,keepdims=True)); n.savez('%t/in.npz', arg0=x, arg1=w, arg2=b); n.savez('%t/exp.npz', result0=e/e.sum(1,keepdims=True))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 2e-5 --atol 1e-6 | filecheck %s --check-prefix=EMU
// Without tensor cores (stitch-schedule{tensor-cores=false}, stitch-compile --no-tensor-cores)
// the same staging sums by FMA in f32, to the same values.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule{tensor-cores=false})' > %t.fma.l2.mlir
// RUN: filecheck %s --input-file=%t.fma.l2.mlir --check-prefix=SCHED-FMA
// RUN: %stitch-opt %t.fma.l2.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=FMA
// RUN: %stitch-compile %s -o %t.fma --no-ptxas --no-tensor-cores | filecheck %s --check-prefix=REPORT-FMA
// RUN: %stitch-run %t.fma --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 2e-5 --atol 1e-6 | filecheck %s --check-prefix=EMU
// Tensor cores asked for where they cannot run are refused where the kernel is built.
// RUN: sed 's/k_tile = 32 : i64, mma = true/k_tile = 8 : i64, mma = true/' %t.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD

// SCHED: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]{{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", k_tile = 32 : i64, mma = true, name = "[[GEMM:gemm[0-9]+]]"

// L3: gpu.func @fusion_0
// L3-DAG: memref.view {{.*}} {stitch.buffer = "p0.gemm{{[0-9]+}}.in0"} : {{.*}} to memref<520xf32, #gpu.address_space<workgroup>>
// L3-DAG: memref.view {{.*}} {stitch.buffer = "p0.gemm{{[0-9]+}}.in1"} : {{.*}} to memref<4128xf32, #gpu.address_space<workgroup>>
// L3-DAG: %[[TILES:.*]] = memref.view {{.*}} {stitch.buffer = "p0.gemm{{[0-9]+}}.tiles"} : {{.*}} to memref<1056xf32, #gpu.address_space<workgroup>>
// Two chunks carrying one tile's 4 accumulators, two mma steps of 16 positions per chunk.
// L3: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32) {
// L3: gpu.barrier
// L3-NEXT: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args({{.*}}) -> (f32, f32, f32, f32) {
// L3-COUNT-4: llvm.bitcast {{.*}} : vector<2xbf16> to i32
// L3-COUNT-2: llvm.bitcast {{.*}} : vector<2xbf16> to i32
// L3-NEXT: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {{{.*}}multiplicandAPtxType = #nvvm.mma_type<bf16>{{.*}}shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// L3-NOT: arith.mulf
// L3: gpu.barrier
// The tiles to shared memory, a barrier, each thread's slots read back.
// L3-COUNT-4: memref.store {{.*}}, %[[TILES]][
// L3-NEXT: gpu.barrier
// L3-COUNT-4: memref.load %[[TILES]][

// REPORT: kernel_count: 1 (unfused: 6)
// REPORT: fusion_0: row
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm{{[0-9]+}} (k_tile 32, tensor cores)
// EMU: PASS
// SCHED-FMA: stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", k_tile = 32 : i64, name = "gemm
// SCHED-FMA-NOT: mma = true
// FMA: gpu.func @fusion_0
// FMA-NOT: nvvm.mma.sync
// FMA-NOT: .tiles"
// FMA: arith.mulf
// REPORT-FMA: GEMMs with operands staged in shared memory: gemm{{[0-9]+}} (k_tile {{[0-9]+}})
// REPORT-FMA-NOT: tensor cores
// BAD: error: {{.*}}mma.mlir.tmp.bad.mlir:{{[0-9]+}}:{{[0-9]+}}: stitch.op_schedule asks for tensor cores (mma), which cannot compute this GEMM: its chunk k_tile 8 is not a multiple of 16
#x = affine_map<(d0, d1, d2) -> (d0, d2)>
#w = affine_map<(d0, d1, d2) -> (d1, d2)>
#o = affine_map<(d0, d1, d2) -> (d0, d1)>
#m = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<16x64xbf16>, %w: tensor<128x64xbf16>, %bias: tensor<128xf32>) -> tensor<16x128xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<16x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<16x128xf32>) -> tensor<16x128xf32>
  %y = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<16x64xbf16>, tensor<128x64xbf16>) outs(%acc : tensor<16x128xf32>) {
  ^bb0(%a0: bf16, %c0: bf16, %o: f32):
    %a = arith.extf %a0 : bf16 to f32
    %c = arith.extf %c0 : bf16 to f32
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
