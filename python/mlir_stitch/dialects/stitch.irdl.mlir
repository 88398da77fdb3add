// The stitch dialect: what the passes decide, carried in the IR between levels.
//
// Attributes wrap one builtin dictionary so their fields stay readable from Python
// (IRDL attributes come back as plain Attribute; see TOOLCHAIN.md):
//   #stitch.op_class<{kind = "reduce", detail = "row", ...}>   stitch-classify, on each L0 op
//   #stitch.op_schedule<{scheme = "local", dominant = true}>   stitch-schedule, on each fused op
//   #stitch.schedule<{template = "...", block = ..., ...}>     stitch-schedule, on each kernel func
//   #stitch.candidates<{chosen = "...", reason = "...", candidates = [...]}>  stitch-schedule,
//        on each fusion func: the candidate mappings with their modelled cost, why one won
//   #stitch.plan<{patterns = [...], fusions = [...], ...}>       stitch-fusion-plan, on the
//        module: the patterns considered with their scores, the chosen plan, the packs
//   #stitch.launch<{kind = "fusion", ...}>                       on each func.call of the
//        host plan: the call is one kernel launch. stitch-lower-to-gpu adds the gpu.func's
//        name, grid, block and shared bytes, and leaves the callee as a body-less declaration.
//   #stitch.library<{epilogue = "bias", m = ..., trans_b = true, a = 0, b = 1, bias = 2, ...}>
//        stitch-fusion-plan, on each @stitch_gemm_N: a GEMM (and the epilogue ops after it) run
//        as a library call (cuBLASLt); a, b, bias and residual (the tensor added as cuBLASLt's
//        beta·C) are the function's argument numbers (-1: none).
// The host plan uses func.call rather than an IRDL op: IRDL unifies the types of all values
// matched by one constraint, so a variadic operand list of different tensor types cannot verify.
irdl.dialect @stitch {
  irdl.attribute @op_class {
    %0 = irdl.base "#builtin.dictionary"
    irdl.parameters(fields: %0)
  }
  irdl.attribute @op_schedule {
    %0 = irdl.base "#builtin.dictionary"
    irdl.parameters(fields: %0)
  }
  irdl.attribute @schedule {
    %0 = irdl.base "#builtin.dictionary"
    irdl.parameters(fields: %0)
  }
  irdl.attribute @candidates {
    %0 = irdl.base "#builtin.dictionary"
    irdl.parameters(fields: %0)
  }
  irdl.attribute @plan {
    %0 = irdl.base "#builtin.dictionary"
    irdl.parameters(fields: %0)
  }
  irdl.attribute @library {
    %0 = irdl.base "#builtin.dictionary"
    irdl.parameters(fields: %0)
  }
  irdl.attribute @launch {
    %0 = irdl.base "#builtin.dictionary"
    irdl.parameters(fields: %0)
  }
}
