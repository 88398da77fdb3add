/* A CUDA driver that does nothing: every call succeeds at once. For timing the Python around
   driver calls on a machine without a GPU (benchmarks/host_overhead.py). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
static CUresult ok(void) { return 0; }
static CUresult driver_version(int *v) { *v = 13000; return 0; }
static CUresult device_count(int *n) { *n = 1; return 0; }
static CUresult device_get(int *d, int ordinal) { *d = ordinal; return 0; }
static CUresult ctx_retain(void **ctx, int dev) { *ctx = (void *)(uintptr_t)(0xC0 + dev); return 0; }
static CUresult device_attribute(int *v, int attr, int dev) {
  *v = attr == 75 ? 9 : attr == 76 ? 0 : attr == 16 ? 132 : 1;  /* 9.0, 132 SMs */
  return 0;
}
static CUresult device_name(char *name, int len, int dev) { strncpy(name, "Stub GPU", len); return 0; }
static CUresult handle_out(void **h) { *h = malloc(16); return 0; }
static CUresult module_load(void **m, const void *image) { return handle_out(m); }
static CUresult module_function(void **f, void *m, const char *name) { return handle_out(f); }
static CUresult event_create(void **e, unsigned flags) { return handle_out(e); }
static CUresult mem_alloc(uint64_t *p, size_t n) { *p = (uint64_t)(uintptr_t)malloc(n); return 0; }
static CUresult mem_free(uint64_t p) { free((void *)(uintptr_t)p); return 0; }
static CUresult error_text(CUresult e, const char **s) { *s = "stub"; return 0; }
static CUresult elapsed(float *ms, void *a, void *b) { *ms = 0.f; return 0; }
static CUresult occupancy(int *n, void *f, int t, size_t s) { *n = 8; return 0; }
static CUresult stream_create(void **s, unsigned flags) { return handle_out(s); }
static CUresult end_capture(void *s, void **graph) { return handle_out(graph); }
static CUresult instantiate(void **exec, void *graph, uint64_t flags) { return handle_out(exec); }

static void *lookup(const char *s) {
  static const struct { const char *name; void *fn; } table[] = {
    {"cuDriverGetVersion", driver_version}, {"cuDeviceGetCount", device_count},
    {"cuDeviceGet", device_get}, {"cuDevicePrimaryCtxRetain", ctx_retain},
    {"cuDeviceGetAttribute", device_attribute}, {"cuDeviceGetName", device_name},
    {"cuModuleLoadData", module_load}, {"cuModuleGetFunction", module_function},
    {"cuEventCreate", event_create}, {"cuMemAlloc", mem_alloc}, {"cuMemFree", mem_free},
    {"cuGetErrorName", error_text}, {"cuGetErrorString", error_text},
    {"cuEventElapsedTime", elapsed}, {"cuOccupancyMaxActiveBlocksPerMultiprocessor", occupancy},
    {"cuStreamCreate", stream_create}, {"cuStreamEndCapture", end_capture},
    {"cuGraphInstantiate", instantiate}, {"cuGraphInstantiateWithFlags", instantiate},
  };
  for (size_t i = 0; i < sizeof table / sizeof *table; i++)
    if (strcmp(s, table[i].name) == 0) return table[i].fn;
  return (void *)ok;
}

CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, uint64_t flags, int *status) {
  *pfn = lookup(symbol);
  if (status) *status = 0;
  return 0;
}
CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, uint64_t flags) {
  *pfn = lookup(symbol);
  return 0;
}
CUresult cuDriverGetVersion(int *v) { return driver_version(v); }
CUresult cuInit(unsigned flags) { return 0; }
