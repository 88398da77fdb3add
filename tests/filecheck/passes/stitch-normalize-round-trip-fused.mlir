// A bf16 attention's P·V rounded to bf16, its heads merged (expand, transpose, collapse), widened
// back and projected with a bias, as torch-mlir writes it. P·V is a GEMM the attention kernel
// holds and the projection one a stitched kernel computes (16 products per element, a bias
// after it), so the round trip stays (transforms/round_trips.py): the rounding reads P·V through
// the head merge's permutation, the projection reads the bf16 result with its widening inlined.
// The rounding is then P·V's epilogue in the attention kernel, which writes bf16, and the
// projection runs on tensor cores (bf16 x bf16 into f32) with its bias. Where the projection
// would run in the library (more than 128 products per element, or nothing elementwise after
// it) the widening still reads P·V's f32 result instead (tests/python/test_attention_fusion.py).
// RUN: %stitch-opt %s --pass-pipeline='builtin.module(stitch-normalize)' | filecheck %s
// RUN: %stitch-compile %s -o %t --no-ptxas | filecheck %s --check-prefix=REPORT
// RUN: %PYTHON -c "import sys; sys.path.insert(0, '%S/../../python'); import numpy as n, ml_dtypes as m; from attention_program import bf16_projection_reference as ref; r=n.random.default_rng(0); s=r.standard_normal((1,2,24,24)).astype(m.bfloat16); v=r.standard_normal((1,2,24,8)).astype(m.bfloat16); w=(r.standard_normal((16,16))/8).astype(m.bfloat16); b=r.standard_normal(16).astype(n.float32); n.savez('%t/in.npz', arg0=s, arg1=v, arg2=w, arg3=b); n.savez('%t/exp.npz', result0=ref(s,v,w,b))"
// RUN: %stitch-run %t --inputs %t/in.npz --backend emulator --check %t/exp.npz --rtol 2e-2 --atol 2e-2 | filecheck %s --check-prefix=EMU

// CHECK-LABEL: func.func @main
// CHECK: %[[PV:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %arg1 : tensor<2x24x24xbf16>, tensor<1x2x24x8xbf16>) outs(%{{.*}} : tensor<2x24x8xf32>)
// CHECK: %[[ROUND:.*]] = linalg.generic {{.*}} ins(%[[PV]] : tensor<2x24x8xf32>) outs(%{{.*}} : tensor<24x2x8xbf16>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: %[[MERGED:.*]] = tensor.collapse_shape %[[ROUND]] {{.*}} into tensor<24x16xbf16>
// CHECK: linalg.generic {{.*}} ins(%[[MERGED]], %arg2 : tensor<24x16xbf16>, tensor<16x16xbf16>) outs(%{{.*}} : tensor<24x16xf32>)
// CHECK-NOT: tensor<24x16xf32>) outs(%{{.*}} : tensor<24x16xbf16>)
// CHECK: return

// REPORT: kernel_count: 2 (unfused: 9)
// REPORT: fusion_0: row
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm{{[0-9]+}} (k_tile 24)
// REPORT: fusion_1: row
// REPORT-NEXT: GEMMs with operands staged in shared memory: gemm0 (k_tile 16, tensor cores)
// REPORT-NOT: library
// EMU: PASS

func.func @main(%scores: tensor<1x2x24x24xbf16>, %v: tensor<1x2x24x8xbf16>, %w: tensor<16x16xbf16>, %bias: tensor<16xf32>) -> tensor<24x16xf32> {
  %zero = arith.constant 0.0 : f32
  
  %sw_e = tensor.empty() : tensor<1x2x24x24xf32>
  %sw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scores : tensor<1x2x24x24xbf16>) outs(%sw_e : tensor<1x2x24x24xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %y = arith.extf %x : bf16 to f32
    linalg.yield %y : f32
  } -> tensor<1x2x24x24xf32>
  %pf_e = tensor.empty() : tensor<1x2x24x24xf32>
  %pf = linalg.softmax dimension(3) ins(%sw : tensor<1x2x24x24xf32>) outs(%pf_e : tensor<1x2x24x24xf32>) -> tensor<1x2x24x24xf32>
  
  %p_e = tensor.empty() : tensor<1x2x24x24xbf16>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pf : tensor<1x2x24x24xf32>) outs(%p_e : tensor<1x2x24x24xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %y = arith.truncf %x : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<1x2x24x24xbf16>
  %p3 = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x24x24xbf16> into tensor<2x24x24xbf16>
  %v3 = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x24x8xbf16> into tensor<2x24x8xbf16>
  %o_e = tensor.empty() : tensor<2x24x8xf32>
  %o_acc = linalg.fill ins(%zero : f32) outs(%o_e : tensor<2x24x8xf32>) -> tensor<2x24x8xf32>
  %o3 = linalg.batch_matmul ins(%p3, %v3 : tensor<2x24x24xbf16>, tensor<2x24x8xbf16>) outs(%o_acc : tensor<2x24x8xf32>) -> tensor<2x24x8xf32>
  
  %ob_e = tensor.empty() : tensor<2x24x8xbf16>
  %ob = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%o3 : tensor<2x24x8xf32>) outs(%ob_e : tensor<2x24x8xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %y = arith.truncf %x : f32 to bf16
    linalg.yield %y : bf16
  } -> tensor<2x24x8xbf16>
  %o4 = tensor.expand_shape %ob [[0, 1], [2], [3]] output_shape [1, 2, 24, 8] : tensor<2x24x8xbf16> into tensor<1x2x24x8xbf16>
  %ot_e = tensor.empty() : tensor<1x24x2x8xbf16>
  %ot = linalg.transpose ins(%o4 : tensor<1x2x24x8xbf16>) outs(%ot_e : tensor<1x24x2x8xbf16>) permutation = [0, 2, 1, 3]
  %merged = tensor.collapse_shape %ot [[0, 1], [2, 3]] : tensor<1x24x2x8xbf16> into tensor<24x16xbf16>
  
  %a_e = tensor.empty() : tensor<24x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%merged : tensor<24x16xbf16>) outs(%a_e : tensor<24x16xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %y = arith.extf %x : bf16 to f32
    linalg.yield %y : f32
  } -> tensor<24x16xf32>
  
  %wf_e = tensor.empty() : tensor<16x16xf32>
  %wf = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<16x16xbf16>) outs(%wf_e : tensor<16x16xf32>) {
  ^bb0(%x: bf16, %o: f32):
    %y = arith.extf %x : bf16 to f32
    linalg.yield %y : f32
  } -> tensor<16x16xf32>
  %y_e = tensor.empty() : tensor<24x16xf32>
  %y_acc = linalg.fill ins(%zero : f32) outs(%y_e : tensor<24x16xf32>) -> tensor<24x16xf32>
  %y = linalg.matmul ins(%a, %wf : tensor<24x16xf32>, tensor<16x16xf32>) outs(%y_acc : tensor<24x16xf32>) -> tensor<24x16xf32>
  %yb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%y, %bias : tensor<24x16xf32>, tensor<16xf32>) outs(%y_e : tensor<24x16xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %z = arith.addf %x, %c : f32
    linalg.yield %z : f32
  } -> tensor<24x16xf32>
  return %yb : tensor<24x16xf32>
}
