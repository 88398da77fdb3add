// The compile cache (compiler/cache.py): a second compile of the same model is a hit and says
// so; --no-cache compiles again; an edited model misses; the cached artifact runs correctly.
// RUN: rm -rf %t %t.cache %t.art
// RUN: env MLIR_STITCH_CACHE=1 MLIR_STITCH_CACHE_DIR=%t.cache %stitch-compile %s -o %t.art | filecheck %s --check-prefix=MISS
// RUN: env MLIR_STITCH_CACHE=1 MLIR_STITCH_CACHE_DIR=%t.cache %stitch-compile %s -o %t.art | filecheck %s --check-prefix=HIT
// RUN: env MLIR_STITCH_CACHE=1 MLIR_STITCH_CACHE_DIR=%t.cache %stitch-compile %s -o %t.art --no-cache | filecheck %s --check-prefix=OFF
// RUN: sed 's/arith.addf/arith.subf/' %s > %t.sub.mlir
// RUN: env MLIR_STITCH_CACHE=1 MLIR_STITCH_CACHE_DIR=%t.cache %stitch-compile %t.sub.mlir -o %t.art | filecheck %s --check-prefix=MISS
// RUN: env MLIR_STITCH_CACHE=1 MLIR_STITCH_CACHE_DIR=%t.cache %stitch-compile %s -o %t.art | filecheck %s --check-prefix=HIT
// RUN: mkdir -p %t && %PYTHON -c "import numpy as n; r=n.random.default_rng(0); a=r.standard_normal((16,64)).astype(n.float32); b=r.standard_normal(64).astype(n.float32); n.savez('%t/in.npz', arg0=a, arg1=b); n.savez('%t/expected.npz', result0=n.tanh(a+b))"
// RUN: %stitch-run %t.art --inputs %t/in.npz --backend emulator --check %t/expected.npz --rtol 1e-5 --atol 1e-6 | filecheck %s --check-prefix=NUM

// MISS: kernel_count: 1
// MISS: cache: miss ({{.*}}.cache/{{[0-9a-f]+}}/{{[0-9a-f]+}})
// HIT: kernel_count: 1
// HIT: cache: hit ({{.*}}.cache/{{[0-9a-f]+}}/{{[0-9a-f]+}})
// OFF: kernel_count: 1
// OFF-NOT: cache:
// NUM: result0: {{.*}} PASS

#map = affine_map<(d0, d1) -> (d0, d1)>
#bcast = affine_map<(d0, d1) -> (d1)>
func.func @main(%a: tensor<16x64xf32>, %b: tensor<64xf32>) -> tensor<16x64xf32> {
  %e = tensor.empty() : tensor<16x64xf32>
  %r = linalg.generic {indexing_maps = [#map, #bcast, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<16x64xf32>, tensor<64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  }
  -> tensor<16x64xf32>
  return %r : tensor<16x64xf32>
}
