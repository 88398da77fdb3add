// RUN: %stitch-opt %examples/layernorm.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' | filecheck %s
// RUN: %stitch-opt %examples/row_normalize.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' | filecheck %s --check-prefix=PACK
// RUN: %stitch-opt %examples/bias_gelu_residual.mlir --pass-pipeline='builtin.module(stitch-normalize,stitch-classify,stitch-fusion-plan,stitch-schedule)' | filecheck %s --check-prefix=FLAT

// LayerNorm: three groups sharing one row mapping (one block of 256 threads per 768-wide
// row): the mean's reduction (g0, with the mean itself), the variance's reduction (g1, with
// the centering that feeds it) and the normalized output (g2). Reductions and row-level ops
// (mean, rstd) are regional and in shared memory (other threads read them); elementwise ops
// are local, in registers. Each of the two phases ends with a block barrier.
// CHECK: stitch.schedule = #stitch.schedule<{groups = [{domain = array<i64: 512, 768>, dominant = "reduce0", mapping = {elems_per_thread = 3 : i64, kind = "row", rows_per_block = 1 : i64, split = 1 : i64, threads_per_row = 256 : i64}, name = "g0", part = 0 : i64}, {domain = array<i64: 512, 768>, dominant = "reduce3", {{.*}}, name = "g1", part = 0 : i64}, {domain = array<i64: 512, 768>, dominant = "ew5", {{.*}}, name = "g2", part = 0 : i64}], launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 512, 1, 1>, shared_bytes = 48 : i64}, parts = [{first_block = 0 : i64, grid = 512 : i64, phases = ["block", "block"]}], template = "row", template_string = "reduce0[GRID_512-CTA_1,CTA_256-THREAD_3]S;reduce3[GRID_512-CTA_1,CTA_256-THREAD_3]S;ew5[GRID_512-CTA_1,CTA_256-THREAD_3];"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g0", name = "reduce0", phase = 1 : i64, scheme = "regional", storage = "shared"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g0", name = "ew1", phase = 1 : i64, scheme = "regional", storage = "shared"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew2", phase = 1 : i64, scheme = "local", storage = "registers"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g1", name = "reduce3", phase = 2 : i64, scheme = "regional", storage = "shared"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = false, group = "g1", name = "ew4", phase = 2 : i64, scheme = "regional", storage = "shared"}>
// CHECK: linalg.generic {{.*}}stitch.op_schedule = #stitch.op_schedule<{dominant = true, group = "g2", name = "ew5", phase = 2 : i64, scheme = "local", storage = "registers"}>

// 75000 rows of 32: horizontal packing, a warp per row and 8 rows per block.
// PACK: stitch.schedule = #stitch.schedule<{{.*}}mapping = {elems_per_thread = 1 : i64, kind = "row", rows_per_block = 8 : i64, split = 1 : i64, threads_per_row = 32 : i64}{{.*}}launch = {block = array<i64: 256, 1, 1>, grid = array<i64: 9375, 1, 1>, {{.*}}template_string = "reduce0[GRID_9375-CTA_8,WARP_32-THREAD_1]S;

// Pure elementwise: one flat group, every op local. Its 20 candidate mappings (blocks of 64 to
// 1024 threads, 1 to 8 elements each) all draw the device's bandwidth: the heuristic one stays.
// FLAT: chosen = "ew2[GRID_2048-CTA_256-THREAD_1];", considered = 20 : i64, kernel_hash = "{{[0-9a-f]+}}", reason = "the heuristic mapping: no candidate is modelled more than 10% faster
// FLAT-SAME: mapping = {elems_per_thread = 1 : i64, kind = "flat", threads = 256 : i64}
// FLAT: template = "flat"
// FLAT-COUNT-3: scheme = "local"
