// SwiGLU after RMSNorm (Llama's MLP): gate = n @ w1 and up = n @ w2 both contract the
// normalized rows, and silu(gate) * up reads both results element for element. It is the
// shared epilogue of the two vector GEMMs (analysis/fusion_domain.py: epilogue_pairings, the
// GEMMs arranging their outputs alike): stitch-fusion-plan keeps all in one row kernel,
// stitch-schedule places the epilogue local, in registers, and the lowering sums gate's and
// up's outputs one after the other, applies the epilogue to each pair of sums and makes one
// store: neither GEMM's result goes to memory. 80 columns over 32 threads per row: the last
// group's 16 clamped lanes skip the heavy exp. Each op's schedule records its part (role: the
// GEMMs "vector", the SwiGLU "epilogue"), and the summary names them.
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' > %t.l2.mlir
// RUN: filecheck %s --input-file=%t.l2.mlir --check-prefix=SCHED
// RUN: %stitch-opt %t.l2.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' | filecheck %s --check-prefix=L3
// A hand-edited schedule calling the epilogue an operand op (computed where a GEMM stages
// it) is refused: nothing would store its result, a fusion output.
// RUN: sed 's/role = "epilogue"/role = "operand"/' %t.l2.mlir > %t.bad.mlir
// RUN: not %stitch-opt %t.bad.mlir --pass-pipeline='builtin.module(stitch-smem-plan,stitch-lower-to-gpu)' 2>&1 | filecheck %s --check-prefix=BAD
// BAD: cannot run as scheduled: {{.*}} is computed where a GEMM reads it, so nothing stores its result
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import numpy as n; r=n.random.default_rng(0); x,w1,w2=(r.standard_normal(s).astype(n.float32) for s in ((16,64),(64,80),(64,80))); m=x/n.sqrt((x.astype(n.float64)**2).mean(1,keepdims=True)+1e-6); g,u=m@w1,m@w2; n.savez('%t/in.npz', arg0=x, arg1=w1, arg2=w2); n.savez('%t/exp.npz', result0=(g/(1+n.exp(-g))*u).astype(n.float32))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 1e-4 --atol 1e-4 | filecheck %s --check-prefix=EMU

// SCHED: func.func private @stitch_fusion_0
// SCHED: linalg.generic {{.*}}name = "gemm{{[0-9]+}}", phase = 1 : i64, role = "vector", scheme = "regional", storage = "shared"
// SCHED: linalg.generic {{.*}}name = "gemm{{[0-9]+}}", phase = 1 : i64, role = "vector", scheme = "regional", storage = "shared"
// SCHED: linalg.generic {{.*}}name = "ew{{[0-9]+}}", phase = 1 : i64, role = "epilogue", scheme = "local", storage = "registers"
// SCHED-NOT: func.func private @stitch_fusion_1

// Gate's sums over the row (3 per thread), up's after a barrier, then per output
// silu(gate) * up and one store; the last group's clamped lanes compute nothing.
// L3: gpu.func @fusion_0({{.*}}, %[[OUT:arg[0-9]+]]: memref<16x80xf32>)
// L3: %[[GATE:[0-9]+]]:3 = scf.for {{.*}} to %c64
// L3: gpu.barrier
// L3: %[[UP:[0-9]+]]:3 = scf.for {{.*}} to %c64
// L3: gpu.barrier
// L3-NEXT: arith.negf %[[GATE]]#0
// L3-NEXT: math.exp
// L3: arith.mulf {{.*}}, %[[UP]]#0
// L3-NEXT: memref.store {{.*}}, %[[OUT]]
// L3: arith.mulf {{.*}}, %[[UP]]#1
// L3-NEXT: memref.store {{.*}}, %[[OUT]]
// L3: %[[LAST:[0-9]+]] = scf.if %[[VALID:[0-9]+]] -> (f32)
// L3-NEXT: arith.negf %[[GATE]]#2
// L3: arith.mulf {{.*}}, %[[UP]]#2
// L3: scf.if %[[VALID]]
// L3-NEXT: memref.store %[[LAST]], %[[OUT]]
// L3-NOT: memref.store
// L3: gpu.return

// REPORT: kernel_count: 1 (unfused: 5)
// REPORT: GEMMs contracting rows the kernel computes: gemm{{[0-9]+}}, gemm{{[0-9]+}}; their epilogue: ew{{[0-9]+}}
// EMU: PASS

#full = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<16x64xf32>, %w1: tensor<64x80xf32>, %w2: tensor<64x80xf32>) -> tensor<16x80xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %n64 = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %rows = tensor.empty() : tensor<16xf32>
  %xs = tensor.empty() : tensor<16x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<16xf32>) -> tensor<16xf32>
  %ss = linalg.generic {indexing_maps = [#full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x64xf32>) outs(%init : tensor<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %norm = linalg.generic {indexing_maps = [#full, #row, #full], iterator_types = ["parallel", "parallel"]}
      ins(%x, %ss : tensor<16x64xf32>, tensor<16xf32>) outs(%xs : tensor<16x64xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %mean = arith.divf %s, %n64 : f32
    %e = arith.addf %mean, %eps : f32
    %r = math.rsqrt %e : f32
    %y = arith.mulf %a, %r : f32
    linalg.yield %y : f32
  } -> tensor<16x64xf32>
  %outs = tensor.empty() : tensor<16x80xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%outs : tensor<16x80xf32>) -> tensor<16x80xf32>
  %gate = linalg.matmul ins(%norm, %w1 : tensor<16x64xf32>, tensor<64x80xf32>) outs(%acc : tensor<16x80xf32>) -> tensor<16x80xf32>
  %up = linalg.matmul ins(%norm, %w2 : tensor<16x64xf32>, tensor<64x80xf32>) outs(%acc : tensor<16x80xf32>) -> tensor<16x80xf32>
  %y = linalg.generic {indexing_maps = [#full, #full, #full], iterator_types = ["parallel", "parallel"]}
      ins(%gate, %up : tensor<16x80xf32>, tensor<16x80xf32>) outs(%outs : tensor<16x80xf32>) {
  ^bb0(%g: f32, %u: f32, %o: f32):
    %ng = arith.negf %g : f32
    %ex = math.exp %ng : f32
    %den = arith.addf %ex, %one : f32
    %silu = arith.divf %g, %den : f32
    %p = arith.mulf %silu, %u : f32
    linalg.yield %p : f32
  } -> tensor<16x80xf32>
  return %y : tensor<16x80xf32>
}
