"""The emulator against numpy, on hand-written kernels (pretty MLIR turned into generic form)."""
from __future__ import annotations

import math
import os
import re
import subprocess
import sys
import time

import numpy as np
import pytest

from mlir_stitch.runtime.emulator import Emulator, EmulatorError, Stats, parse_module

ir = pytest.importorskip("mlir.ir")

SHARED8 = "memref<8xf32, #gpu.address_space<workgroup>>"


def generic(src: str) -> str:
    with ir.Context():
        return ir.Module.parse(src).operation.get_asm(print_generic_op_form=True)


def emulator(src: str) -> Emulator:
    return Emulator(parse_module(generic(src)))


def line_of(text: str, needle: str, nth: int = 0) -> int:
    lines = [i + 1 for i, ln in enumerate(text.splitlines()) if needle in ln]
    return lines[nth]


def module(body: str) -> str:
    return "module attributes {gpu.container_module} {\ngpu.module @k {\n" + body + "\n}\n}\n"


def warp_sum(value: str, tag: str) -> tuple[str, str]:
    """Butterfly sum over a warp: shuffle xor with offsets 16..1, width 32."""
    lines, cur = [], value
    for o in (16, 8, 4, 2, 1):
        lines.append(f"%{tag}r{o}, %{tag}ok{o} = gpu.shuffle xor %{cur}, %o{o}, %w32 : f32")
        lines.append(f"%{tag}s{o} = arith.addf %{cur}, %{tag}r{o} : f32")
        cur = f"{tag}s{o}"
    return "\n".join(lines), cur


# ---- vector add with a bounds guard ----------------------------------------------------------

VADD = module("""
  gpu.func @vadd(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xf32>) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bd = gpu.block_dim x
    %t0 = arith.muli %bid, %bd : index
    %i = arith.addi %t0, %tid : index
    %n = arith.constant 1000 : index
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %x = memref.load %a[%i] : memref<1000xf32>
      %y = memref.load %b[%i] : memref<1000xf32>
      %z = arith.addf %x, %y : f32
      %e = math.exp %z : f32
      memref.store %e, %c[%i] : memref<1000xf32>
    }
    gpu.return
  }""")


def test_vector_add_with_guard_and_exact_stats():
    rng = np.random.default_rng(0)
    a, b = rng.random(1000, dtype=np.float32), rng.random(1000, dtype=np.float32)
    c = np.full(1000, -1, np.float32)
    stats = Stats()
    emulator(VADD).launch("vadd", grid=(4, 1, 1), block=(256, 1, 1), args=[a, b, c],
                          stats=stats)
    np.testing.assert_array_equal(c, np.exp(a + b))
    assert stats.global_load_bytes == 8000
    assert stats.global_store_bytes == 4000
    assert stats.distinct_read_bytes == 8000
    assert stats.distinct_written_bytes == 4000
    assert stats.transcendentals == {"math.exp": 1000}
    assert stats.transcendental_total == 1000
    assert stats.barriers == stats.shuffles == stats.atomics == 0
    assert stats.launches == 1 and stats.races == []
    d = stats.as_dict()
    assert d["transcendental_total"] == 1000 and d["global_load_bytes"] == 8000


def test_stats_accumulate_over_launches():
    a = np.ones(1000, np.float32)
    c = np.zeros(1000, np.float32)
    emu, stats = emulator(VADD), Stats()
    for _ in range(2):
        emu.launch("vadd", grid=4, block=256, args=[a, a, c], stats=stats)
    assert stats.launches == 2
    # The same array read through two arguments counts once per argument.
    assert stats.distinct_read_bytes == 2 * 8000
    assert stats.transcendentals["math.exp"] == 2000


def test_argument_checks_name_the_argument():
    emu = emulator(VADD)
    ok = np.zeros(1000, np.float32)
    with pytest.raises(EmulatorError, match="argument 1"):
        emu.launch("vadd", grid=4, block=256, args=[ok, np.zeros(1000), ok])
    with pytest.raises(EmulatorError, match="argument 2"):
        emu.launch("vadd", grid=4, block=256, args=[ok, ok, np.zeros(999, np.float32)])
    with pytest.raises(EmulatorError, match="argument 0"):
        emu.launch("vadd", grid=4, block=256, args=[np.zeros((2000,), np.float32)[::2], ok, ok])
    with pytest.raises(EmulatorError, match="expected 3 arguments"):
        emu.launch("vadd", grid=4, block=256, args=[ok, ok])
    with pytest.raises(EmulatorError, match="no gpu.func @nope"):
        emu.launch("nope", grid=4, block=256, args=[])


def test_out_of_bounds_store_names_line_and_thread():
    src = VADD.replace("scf.if %in {", "scf.if %true {").replace(
        "%in = arith.cmpi ult, %i, %n : index", "%true = arith.constant true")
    text = generic(src)
    a = np.zeros(1000, np.float32)
    with pytest.raises(EmulatorError) as err:
        Emulator(parse_module(text)).launch("vadd", grid=4, block=256, args=[a, a, a.copy()])
    e = err.value
    # Loads come first: the first out-of-bounds access is the load of %a by global thread 1000.
    assert e.op == "memref.load" and e.line == line_of(text, '"memref.load"')
    assert e.block == (3, 0, 0) and e.thread == (232, 0, 0)
    assert "index 1000 out of bounds for dimension 0 (size 1000)" in str(e)
    assert f"line {e.line}" in str(e) and "@vadd" in str(e)

    store_only = module("""
  gpu.func @oob(%c: memref<100xf32>) kernel {
    %tid = gpu.thread_id x
    %one = arith.constant 1.0 : f32
    memref.store %one, %c[%tid] : memref<100xf32>
    gpu.return
  }""")
    text = generic(store_only)
    with pytest.raises(EmulatorError) as err:
        Emulator(parse_module(text)).launch("oob", grid=1, block=128,
                                            args=[np.zeros(100, np.float32)])
    e = err.value
    assert (e.op, e.line, e.thread) == ("memref.store", line_of(text, '"memref.store"'),
                                        (100, 0, 0))
    assert "thread (100,0,0)" in str(e) and "memref.store" in str(e)


# ---- block reduction: shuffles + shared memory + barrier over 8 warps ------------------------

def rowsum_kernel(rows: int, cols: int, barrier: str = "gpu.barrier") -> str:
    r1, acc1 = warp_sum("acc", "a")
    r2, acc2 = warp_sum("v", "b")
    return module(f"""
  gpu.func @rowsum(%in: memref<{rows}x{cols}xf32>, %out: memref<{rows}xf32>)
      workgroup(%sh: {SHARED8}) kernel attributes {{known_block_size = array<i32: 256, 1, 1>}} {{
    %tid = gpu.thread_id x
    %row = gpu.block_id x
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %cols = arith.constant {cols} : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %w32 = arith.constant 32 : i32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %acc = scf.for %j = %tid to %cols step %c256 iter_args(%a = %zero) -> (f32) {{
      %x = memref.load %in[%row, %j] : memref<{rows}x{cols}xf32>
      %s = arith.addf %a, %x : f32
      scf.yield %s : f32
    }}
    {r1}
    %lane = arith.remui %tid, %c32 : index
    %warp = arith.divui %tid, %c32 : index
    %is0 = arith.cmpi eq, %lane, %c0 : index
    scf.if %is0 {{
      memref.store %{acc1}, %sh[%warp] : {SHARED8}
    }}
    {barrier}
    %isw0 = arith.cmpi eq, %warp, %c0 : index
    scf.if %isw0 {{
      %inr = arith.cmpi ult, %lane, %c8 : index
      %v = scf.if %inr -> f32 {{
        %l = memref.load %sh[%lane] : {SHARED8}
        scf.yield %l : f32
      }} else {{
        scf.yield %zero : f32
      }}
      {r2}
      scf.if %is0 {{
        memref.store %{acc2}, %out[%row] : memref<{rows}xf32>
      }}
    }}
    gpu.return
  }}""")


def test_block_reduction_with_shuffles_shared_memory_and_barrier():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((16, 700), dtype=np.float32)   # 700: lanes run 2 or 3 iterations
    out = np.zeros(16, np.float32)
    stats = Stats()
    emulator(rowsum_kernel(16, 700)).launch("rowsum", grid=16, block=256, args=[x, out],
                                            stats=stats)
    np.testing.assert_allclose(out, x.astype(np.float64).sum(1), rtol=1e-5, atol=1e-4)
    assert stats.barriers == 16
    assert stats.shuffles == 16 * (8 * 5 + 5)          # 8 warps, then warp 0 again
    assert stats.global_load_bytes == x.nbytes and stats.distinct_read_bytes == x.nbytes
    assert stats.global_store_bytes == stats.distinct_written_bytes == 16 * 4
    assert stats.races == []


def test_missing_barrier_is_a_shared_memory_race():
    text = generic(rowsum_kernel(4, 256, barrier=""))
    x = np.ones((4, 256), np.float32)
    stats = Stats()
    with pytest.raises(EmulatorError, match="shared-memory race") as err:
        Emulator(parse_module(text)).launch("rowsum", grid=4, block=256,
                                            args=[x, np.zeros(4, np.float32)], stats=stats)
    store = line_of(text, '"memref.store"')
    load = line_of(text, '"memref.load"', 1)
    expected = (f"race on shared buffer %arg2[1] in block (0,0,0): written by thread 32 "
                f"(line {store}), read by thread 1 (line {load}) with no gpu.barrier between")
    assert stats.races[0] == expected
    assert expected in str(err.value)
    assert err.value.line == load and err.value.thread == (1, 0, 0)
    # Every block races on the 7 slots written by warps 1..7.
    assert stats.races[-1] == f"... and {4 * 7 - len(stats.races) + 1} more racing accesses"


def test_write_write_race_in_one_store():
    src = module(f"""
  gpu.func @ww(%out: memref<1xf32>) workgroup(%sh: {SHARED8}) kernel {{
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %f = arith.index_cast %tid : index to i32
    %v = arith.sitofp %f : i32 to f32
    memref.store %v, %sh[%c0] : {SHARED8}
    gpu.barrier
    %r = memref.load %sh[%c0] : {SHARED8}
    memref.store %r, %out[%c0] : memref<1xf32>
    gpu.return
  }}""")
    stats = Stats()
    with pytest.raises(EmulatorError, match="written by threads 0 and 1 in the same store"):
        emulator(src).launch("ww", grid=1, block=4, args=[np.zeros(1, np.float32)],
                             stats=stats)
    store = line_of(generic(src), '"memref.store"')
    assert stats.races == [
        f"race on shared buffer %arg1[0] in block (0,0,0): written by threads {t} and {t + 1} "
        f"in the same store (line {store})" for t in range(3)]


def test_race_detection_can_be_turned_off():
    text = generic(rowsum_kernel(2, 256, barrier=""))
    emu = Emulator(parse_module(text), check_races=False)
    emu.launch("rowsum", grid=2, block=256, args=[np.ones((2, 256), np.float32),
                                                  np.zeros(2, np.float32)])


def test_uninitialised_shared_memory_reads_nan():
    src = module(f"""
  gpu.func @uninit(%out: memref<8xf32>) workgroup(%sh: {SHARED8}) kernel {{
    %tid = gpu.thread_id x
    %v = memref.load %sh[%tid] : {SHARED8}
    memref.store %v, %out[%tid] : memref<8xf32>
    gpu.return
  }}""")
    out = np.zeros(8, np.float32)
    emulator(src).launch("uninit", grid=1, block=8, args=[out])
    assert np.isnan(out).all()


# ---- divergent barrier, partial-warp shuffle, unsupported op ---------------------------------

def test_divergent_barrier_raises():
    src = module("""
  gpu.func @divb(%out: memref<256xf32>) kernel {
    %tid = gpu.thread_id x
    %c100 = arith.constant 100 : index
    %lt = arith.cmpi ult, %tid, %c100 : index
    scf.if %lt {
      gpu.barrier
    }
    gpu.return
  }""")
    text = generic(src)
    with pytest.raises(EmulatorError, match="divergent gpu.barrier: reached by 100 of 256") as e:
        Emulator(parse_module(text)).launch("divb", grid=2, block=256,
                                            args=[np.zeros(256, np.float32)])
    assert e.value.line == line_of(text, '"gpu.barrier"') and e.value.block == (0, 0, 0)


def test_uniform_barrier_under_a_block_uniform_condition_is_fine():
    src = module("""
  gpu.func @blockif(%out: memref<4xf32>) kernel {
    %bid = gpu.block_id x
    %c2 = arith.constant 2 : index
    %lt = arith.cmpi ult, %bid, %c2 : index
    scf.if %lt {
      gpu.barrier
    }
    gpu.return
  }""")
    stats = Stats()
    emulator(src).launch("blockif", grid=4, block=64, args=[np.zeros(4, np.float32)],
                         stats=stats)
    assert stats.barriers == 2


SHUFFLE_MODES = module("""
  gpu.func @modes(%x: memref<64xf32>, %out: memref<4x64xf32>, %ok: memref<4x64xi32>) kernel {
    %tid = gpu.thread_id x
    %v = memref.load %x[%tid] : memref<64xf32>
    %off = arith.constant 3 : i32
    %w = arith.constant 32 : i32
    %a, %va = gpu.shuffle xor %v, %off, %w : f32
    %b, %vb = gpu.shuffle down %v, %off, %w : f32
    %c, %vc = gpu.shuffle up %v, %off, %w : f32
    %src = arith.constant 5 : i32
    %d, %vd = gpu.shuffle idx %v, %src, %w : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    memref.store %a, %out[%c0, %tid] : memref<4x64xf32>
    memref.store %b, %out[%c1, %tid] : memref<4x64xf32>
    memref.store %c, %out[%c2, %tid] : memref<4x64xf32>
    memref.store %d, %out[%c3, %tid] : memref<4x64xf32>
    %ia = arith.extui %va : i1 to i32
    %ib = arith.extui %vb : i1 to i32
    %ic = arith.extui %vc : i1 to i32
    %id = arith.extui %vd : i1 to i32
    memref.store %ia, %ok[%c0, %tid] : memref<4x64xi32>
    memref.store %ib, %ok[%c1, %tid] : memref<4x64xi32>
    memref.store %ic, %ok[%c2, %tid] : memref<4x64xi32>
    memref.store %id, %ok[%c3, %tid] : memref<4x64xi32>
    gpu.return
  }""")


def test_shuffle_modes():
    x = np.arange(64, dtype=np.float32) * 10
    out = np.zeros((4, 64), np.float32)
    ok = np.zeros((4, 64), np.int32)
    emulator(SHUFFLE_MODES).launch("modes", grid=1, block=64, args=[x, out, ok])
    k = np.arange(64) % 32
    base = np.arange(64) - k
    np.testing.assert_array_equal(out[0], x[base + (k ^ 3)])
    down_ok = k + 3 < 32
    np.testing.assert_array_equal(out[1], np.where(down_ok, x[base + np.minimum(k + 3, 31)], x))
    np.testing.assert_array_equal(ok[1], down_ok)
    up_ok = k >= 3
    np.testing.assert_array_equal(out[2], np.where(up_ok, x[base + np.maximum(k - 3, 0)], x))
    np.testing.assert_array_equal(ok[2], up_ok)
    np.testing.assert_array_equal(out[3], x[base + 5])
    assert ok[0].all() and ok[3].all()


def test_shuffle_with_partially_active_warp_raises():
    src = module("""
  gpu.func @partial(%x: memref<64xf32>) kernel {
    %tid = gpu.thread_id x
    %c40 = arith.constant 40 : index
    %lt = arith.cmpi ult, %tid, %c40 : index
    %off = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    scf.if %lt {
      %v = memref.load %x[%tid] : memref<64xf32>
      %s, %ok = gpu.shuffle xor %v, %off, %w : f32
      memref.store %s, %x[%tid] : memref<64xf32>
    }
    gpu.return
  }""")
    with pytest.raises(EmulatorError, match="partially active warp") as e:
        emulator(src).launch("partial", grid=1, block=64, args=[np.zeros(64, np.float32)])
    assert e.value.op == "gpu.shuffle" and e.value.thread == (40, 0, 0)


def test_unsupported_op_is_named():
    src = module("""
  gpu.func @pf(%x: memref<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%c0] : memref<4xf32>
    gpu.printf "%f", %v : f32
    gpu.return
  }""")
    text = generic(src)
    with pytest.raises(EmulatorError, match="unsupported op gpu.printf") as e:
        Emulator(parse_module(text)).launch("pf", grid=1, block=1,
                                            args=[np.zeros(4, np.float32)])
    assert e.value.line == line_of(text, '"gpu.printf"')


def test_type_mismatch_in_hand_written_generic_text():
    # %0 is the thread id (index); the addf still declares (f32, f32).
    text = generic(VADD).replace('"arith.addf"(%7, %8)', '"arith.addf"(%7, %0)')
    assert '"arith.addf"(%7, %0)' in text
    with pytest.raises(EmulatorError, match=r"type mismatch: operand #1 \(%0\) has type index"):
        Emulator(parse_module(text)).compile("vadd")


# ---- row softmax with scf.for loops ----------------------------------------------------------

SOFTMAX = module("""
  gpu.func @softmax(%x: memref<64x100xf32>, %y: memref<64x100xf32>) kernel {
    %row = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = arith.constant 100 : index
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %m = scf.for %j = %c0 to %n step %c1 iter_args(%a = %ninf) -> (f32) {
      %v = memref.load %x[%row, %j] : memref<64x100xf32>
      %mx = arith.maximumf %a, %v : f32
      scf.yield %mx : f32
    }
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%a = %zero) -> (f32) {
      %v = memref.load %x[%row, %j] : memref<64x100xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      %acc = arith.addf %a, %e : f32
      scf.yield %acc : f32
    }
    %inv = arith.divf %s, %s : f32
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %x[%row, %j] : memref<64x100xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      %r = arith.divf %e, %s : f32
      memref.store %r, %y[%row, %j] : memref<64x100xf32>
    }
    gpu.return
  }""")


def test_row_softmax():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((64, 100), dtype=np.float32) * 4
    y = np.zeros_like(x)
    stats = Stats()
    emulator(SOFTMAX).launch("softmax", grid=1, block=64, args=[x, y], stats=stats)
    e = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(y, e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-7)
    assert stats.transcendentals == {"math.exp": 2 * 64 * 100}
    assert stats.global_load_bytes == 3 * x.nbytes and stats.distinct_read_bytes == x.nbytes


# ---- atomics ---------------------------------------------------------------------------------

ATOMICS = module("""
  gpu.func @atom(%x: memref<4096xf32>, %sum: memref<1xf32>, %mx: memref<1xf32>,
                 %counter: memref<1xi32>, %order: memref<16xi32>) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bd = gpu.block_dim x
    %t0 = arith.muli %bid, %bd : index
    %i = arith.addi %t0, %tid : index
    %c0 = arith.constant 0 : index
    %v = memref.load %x[%i] : memref<4096xf32>
    %old = memref.atomic_rmw addf %v, %sum[%c0] : (f32, memref<1xf32>) -> f32
    %old2 = memref.atomic_rmw maximumf %v, %mx[%c0] : (f32, memref<1xf32>) -> f32
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      %one = arith.constant 1 : i32
      %ticket = memref.atomic_rmw addi %one, %counter[%c0] : (i32, memref<1xi32>) -> i32
      %ti = arith.index_cast %ticket : i32 to index
      %b32 = arith.index_cast %bid : index to i32
      memref.store %b32, %order[%ti] : memref<16xi32>
    }
    gpu.return
  }""")


def test_atomics_accumulate_across_blocks():
    rng = np.random.default_rng(3)
    x = rng.random(4096, dtype=np.float32)
    total, mx = np.zeros(1, np.float32), np.full(1, -np.inf, np.float32)
    counter, order = np.zeros(1, np.int32), np.full(16, -1, np.int32)
    stats = Stats()
    emulator(ATOMICS).launch("atom", grid=16, block=256, args=[x, total, mx, counter, order],
                             stats=stats)
    np.testing.assert_allclose(total[0], x.astype(np.float64).sum(), rtol=1e-5)
    assert mx[0] == x.max()
    assert counter[0] == 16
    assert sorted(order) == list(range(16))     # every block got a distinct ticket
    assert stats.atomics == 2 * 4096 + 16
    assert stats.distinct_written_bytes == 3 * 4 + 16 * 4


# ---- scf.if with results under divergence, scf.while, integer and float semantics ------------

DIVERGENT_IF = module("""
  gpu.func @divif(%x: memref<128xf32>, %y: memref<128xf32>) kernel {
    %tid = gpu.thread_id x
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %hundred = arith.constant 100.0 : f32
    %two = arith.constant 2.0 : f32
    %v = memref.load %x[%tid] : memref<128xf32>
    %r = arith.remui %tid, %c2 : index
    %c0 = arith.constant 0 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %out:2 = scf.if %even -> (f32, index) {
      %m = arith.mulf %v, %two : f32
      scf.yield %m, %c2 : f32, index
    } else {
      %r3 = arith.remui %tid, %c3 : index
      %z = arith.cmpi eq, %r3, %c0 : index
      %inner = scf.if %z -> f32 {
        %t = math.tanh %v : f32
        scf.yield %t : f32
      } else {
        %a = arith.addf %v, %hundred : f32
        scf.yield %a : f32
      }
      scf.yield %inner, %c3 : f32, index
    }
    %k = arith.index_cast %out#1 : index to i32
    %kf = arith.sitofp %k : i32 to f32
    %res = arith.addf %out#0, %kf : f32
    memref.store %res, %y[%tid] : memref<128xf32>
    gpu.return
  }""")


def test_scf_if_with_results_under_divergence():
    x = np.linspace(-2, 2, 128, dtype=np.float32)
    y = np.zeros(128, np.float32)
    stats = Stats()
    emulator(DIVERGENT_IF).launch("divif", grid=1, block=128, args=[x, y], stats=stats)
    t = np.arange(128)
    expect = np.where(t % 2 == 0, x * 2 + 2,
                      np.where(t % 3 == 0, np.tanh(x), x + 100) + 3).astype(np.float32)
    np.testing.assert_allclose(y, expect, rtol=1e-6)
    assert stats.transcendentals == {"math.tanh": int(((t % 2 == 1) & (t % 3 == 0)).sum())}


def test_scf_while_and_per_lane_for_bounds():
    src = module("""
  gpu.func @loops(%out: memref<64xi32>, %out2: memref<64xi32>) kernel {
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i32
    %one = arith.constant 1 : i32
    %zero = arith.constant 0 : i32
    // Collatz steps of tid + 1, a data-dependent trip count per lane.
    %start = arith.addi %t, %one : i32
    %res:2 = scf.while (%n = %start, %steps = %zero) : (i32, i32) -> (i32, i32) {
      %more = arith.cmpi ne, %n, %one : i32
      scf.condition(%more) %n, %steps : i32, i32
    } do {
    ^bb0(%n: i32, %steps: i32):
      %two = arith.constant 2 : i32
      %r = arith.remui %n, %two : i32
      %odd = arith.cmpi ne, %r, %zero : i32
      %next = scf.if %odd -> i32 {
        %three = arith.constant 3 : i32
        %m = arith.muli %n, %three : i32
        %p = arith.addi %m, %one : i32
        scf.yield %p : i32
      } else {
        %h = arith.divui %n, %two : i32
        scf.yield %h : i32
      }
      %s1 = arith.addi %steps, %one : i32
      scf.yield %next, %s1 : i32, i32
    }
    memref.store %res#1, %out[%tid] : memref<64xi32>
    // sum of 0..tid-1 with a per-lane upper bound
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %sum = scf.for %i = %c0 to %tid step %c1 iter_args(%a = %zero) -> (i32) {
      %ii = arith.index_cast %i : index to i32
      %b = arith.addi %a, %ii : i32
      scf.yield %b : i32
    }
    memref.store %sum, %out2[%tid] : memref<64xi32>
    gpu.return
  }""")
    out, out2 = np.zeros(64, np.int32), np.zeros(64, np.int32)
    emulator(src).launch("loops", grid=1, block=64, args=[out, out2])

    def collatz(n):
        s = 0
        while n != 1:
            n, s = (3 * n + 1 if n % 2 else n // 2), s + 1
        return s
    assert out.tolist() == [collatz(t + 1) for t in range(64)]
    assert out2.tolist() == [t * (t - 1) // 2 for t in range(64)]


def test_integer_and_float_semantics():
    src = module("""
  gpu.func @sem(%a: memref<8xi32>, %b: memref<8xi32>, %f: memref<8xf32>, %g: memref<8xf32>,
                %o: memref<12x8xi32>) kernel {
    %t = gpu.thread_id x
    %x = memref.load %a[%t] : memref<8xi32>
    %y = memref.load %b[%t] : memref<8xi32>
    %p = memref.load %f[%t] : memref<8xf32>
    %q = memref.load %g[%t] : memref<8xf32>
    %r0 = arith.divsi %x, %y : i32
    %r1 = arith.remsi %x, %y : i32
    %r2 = arith.floordivsi %x, %y : i32
    %r3 = arith.ceildivsi %x, %y : i32
    %r4 = arith.divui %x, %y : i32
    %r5 = arith.shrui %x, %y : i32
    %r6 = arith.shrsi %x, %y : i32
    %c7 = arith.cmpi ult, %x, %y : i32
    %r7 = arith.extui %c7 : i1 to i32
    %c8 = arith.cmpf ult, %p, %q : f32
    %r8 = arith.extui %c8 : i1 to i32
    %c9 = arith.cmpf one, %p, %q : f32
    %r9 = arith.extui %c9 : i1 to i32
    %c10 = arith.cmpf uno, %p, %q : f32
    %r10 = arith.extsi %c10 : i1 to i32
    %r11 = arith.fptosi %p : f32 to i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %i7 = arith.constant 7 : index
    %i8 = arith.constant 8 : index
    %i9 = arith.constant 9 : index
    %i10 = arith.constant 10 : index
    %i11 = arith.constant 11 : index
    memref.store %r0, %o[%c0, %t] : memref<12x8xi32>
    memref.store %r1, %o[%c1, %t] : memref<12x8xi32>
    memref.store %r2, %o[%c2, %t] : memref<12x8xi32>
    memref.store %r3, %o[%c3, %t] : memref<12x8xi32>
    memref.store %r4, %o[%c4, %t] : memref<12x8xi32>
    memref.store %r5, %o[%c5, %t] : memref<12x8xi32>
    memref.store %r6, %o[%c6, %t] : memref<12x8xi32>
    memref.store %r7, %o[%i7, %t] : memref<12x8xi32>
    memref.store %r8, %o[%i8, %t] : memref<12x8xi32>
    memref.store %r9, %o[%i9, %t] : memref<12x8xi32>
    memref.store %r10, %o[%i10, %t] : memref<12x8xi32>
    memref.store %r11, %o[%i11, %t] : memref<12x8xi32>
    gpu.return
  }""")
    a = np.array([7, -7, 7, -7, -1, 100, -100, 0], np.int32)
    b = np.array([2, 2, -2, -2, 3, 1, 3, 5], np.int32)
    f = np.array([1.0, np.nan, 2.0, -2.7, 3.0, np.nan, 0.5, 2.9], np.float32)
    g = np.array([2.0, 1.0, 1.0, -3.0, 3.0, np.nan, 0.5, -1.0], np.float32)
    o = np.zeros((12, 8), np.int32)
    emulator(src).launch("sem", grid=1, block=8, args=[a, b, f, g, o])
    ai, bi = a.astype(np.int64), b.astype(np.int64)
    trunc = [int(x / y) for x, y in zip(ai, bi)]
    assert o[0].tolist() == trunc
    assert o[1].tolist() == [int(math.fmod(x, y)) for x, y in zip(ai, bi)]
    assert o[2].tolist() == (ai // bi).tolist()
    assert o[3].tolist() == (-(-ai // bi)).tolist()
    assert o[4].tolist() == (a.view(np.uint32) // b.view(np.uint32)).astype(np.int32).tolist()
    assert o[5].tolist() == (a.view(np.uint32) >> b.view(np.uint32)).astype(np.int32).tolist()
    assert o[6].tolist() == (a >> b).tolist()
    assert o[7].tolist() == (a.view(np.uint32) < b.view(np.uint32)).astype(int).tolist()
    nan = np.isnan(f) | np.isnan(g)
    assert o[8].tolist() == (nan | (f < g)).astype(int).tolist()
    assert o[9].tolist() == (~nan & (f != g)).astype(int).tolist()
    assert o[10].tolist() == (-nan.astype(int)).tolist()
    ok = ~np.isnan(f)
    assert o[11][ok].tolist() == np.trunc(f[ok]).astype(int).tolist()


def test_bare_gpu_module_and_multiple_kernels():
    text = generic(VADD.replace("gpu.return\n  }", """gpu.return
  }
  gpu.func @other(%c: memref<4xf32>) kernel {
    gpu.return
  }""", 1))
    bare = "\n".join(text.splitlines()[1:-1])          # drop the builtin.module wrapper
    assert bare.lstrip().startswith('"gpu.module"')
    mod = parse_module(bare)
    assert sorted(mod.funcs) == ["other", "vadd"]
    assert sorted(Emulator(mod).kernels) == ["other", "vadd"]


# ---- a 131072-lane reduction-style kernel just runs ------------------------------------------

def test_131072_lane_reduction_kernel_runs():
    rng = np.random.default_rng(4)
    x = rng.random((512, 768), dtype=np.float32)
    out = np.zeros(512, np.float32)
    stats = Stats()
    t0 = time.perf_counter()
    emulator(rowsum_kernel(512, 768)).launch("rowsum", grid=512, block=256, args=[x, out],
                                             stats=stats)
    elapsed = time.perf_counter() - t0
    np.testing.assert_allclose(out, x.astype(np.float64).sum(1), rtol=1e-5)
    assert stats.barriers == 512
    print(f"512x768 rowsum over 131072 lanes: {elapsed:.3f} s")


def test_small_chunks_give_the_same_answer():
    rng = np.random.default_rng(5)
    x = rng.random((32, 300), dtype=np.float32)
    out1, out2 = np.zeros(32, np.float32), np.zeros(32, np.float32)
    text = generic(rowsum_kernel(32, 300))
    s1, s2 = Stats(), Stats()
    Emulator(parse_module(text)).launch("rowsum", grid=32, block=256, args=[x, out1], stats=s1)
    Emulator(parse_module(text), max_lanes=512).launch("rowsum", grid=32, block=256,
                                                        args=[x, out2], stats=s2)
    np.testing.assert_array_equal(out1, out2)
    d1, d2 = s1.as_dict(), s2.as_dict()
    d1.pop("seconds"), d2.pop("seconds")
    assert d1 == d2


# ---- parsing details, types, memory spaces, multi-dimensional ids ----------------------------

def test_text_with_debug_locations_parses():
    with ir.Context():
        text = ir.Module.parse(VADD).operation.get_asm(print_generic_op_form=True,
                                                       enable_debug_info=True)
    assert "loc(" in text
    a, c = np.ones(1000, np.float32), np.zeros(1000, np.float32)
    Emulator(parse_module(text)).launch("vadd", grid=4, block=256, args=[a, a, c])
    np.testing.assert_array_equal(c, np.exp(np.float32(2)))


def test_half_precision_stays_in_its_precision():
    src = module("""
  gpu.func @half(%x: memref<64xf16>, %y: memref<64xf16>, %b: memref<64xbf16>,
                 %z: memref<64xbf16>) kernel {
    %t = gpu.thread_id x
    %v = memref.load %x[%t] : memref<64xf16>
    %e = math.exp %v : f16
    %three = arith.constant 3.0 : f16
    %m = arith.mulf %e, %three : f16
    memref.store %m, %y[%t] : memref<64xf16>
    %w = memref.load %b[%t] : memref<64xbf16>
    %third = arith.constant 0.333333333 : bf16
    %p = arith.mulf %w, %third : bf16
    %wide = arith.extf %p : bf16 to f32
    %q = arith.truncf %wide : f32 to bf16
    memref.store %q, %z[%t] : memref<64xbf16>
    gpu.return
  }""")
    x = np.linspace(-3, 3, 64).astype(np.float16)
    y = np.zeros(64, np.float16)
    bf = (np.linspace(-5, 5, 64).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    z = np.zeros(64, np.uint16)
    emulator(src).launch("half", grid=1, block=64, args=[x, y, bf, z])
    np.testing.assert_array_equal(y, np.exp(x) * np.float16(3))

    def round_bf16(f32):
        bits = f32.astype(np.float32).view(np.uint32).astype(np.uint64)
        return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)

    def widen(bits16):
        return (bits16.astype(np.uint32) << 16).view(np.float32)
    third = widen(round_bf16(np.array([0.333333333], np.float32)))[0]
    np.testing.assert_array_equal(z, round_bf16(widen(bf) * third))


def test_private_attributions_alloca_and_workgroup_globals():
    src = module("""
  memref.global "private" @tile : memref<64xf32, #gpu.address_space<workgroup>>
  gpu.func @mem(%x: memref<2x64xf32>, %y: memref<2x64xf32>)
      private(%p: memref<2xf32, #gpu.address_space<private>>) kernel {
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c63 = arith.constant 63 : index
    %v = memref.load %x[%b, %t] : memref<2x64xf32>
    memref.store %v, %p[%c0] : memref<2xf32, #gpu.address_space<private>>
    %a = memref.alloca() : memref<1xf32, #gpu.address_space<private>>
    memref.store %v, %a[%c0] : memref<1xf32, #gpu.address_space<private>>
    %tile = memref.get_global @tile : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %v, %tile[%t] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = arith.subi %c63, %t : index
    %o = memref.load %tile[%r] : memref<64xf32, #gpu.address_space<workgroup>>
    %pv = memref.load %p[%c0] : memref<2xf32, #gpu.address_space<private>>
    %av = memref.load %a[%c0] : memref<1xf32, #gpu.address_space<private>>
    %s = arith.addf %o, %pv : f32
    %s2 = arith.addf %s, %av : f32
    memref.store %s2, %y[%b, %t] : memref<2x64xf32>
    gpu.return
  }""")
    x = np.arange(128, dtype=np.float32).reshape(2, 64)
    y = np.zeros_like(x)
    stats = Stats()
    emulator(src).launch("mem", grid=2, block=64, args=[x, y], stats=stats)
    np.testing.assert_array_equal(y, x[:, ::-1] + 2 * x)
    assert stats.global_load_bytes == x.nbytes and stats.global_store_bytes == y.nbytes


def test_two_dimensional_grid_and_block_ids():
    src = module("""
  gpu.func @ids(%out: memref<6x8x8xi32>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %gx = gpu.grid_dim x
    %dy = gpu.block_dim y
    %lane = gpu.lane_id
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %col0 = arith.muli %bx, %c4 : index
    %col = arith.addi %col0, %tx : index
    %row0 = arith.muli %by, %dy : index
    %row = arith.addi %row0, %ty : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %lin0 = arith.muli %by, %gx : index
    %lin = arith.addi %lin0, %bx : index
    %v0 = arith.index_cast %lin : index to i32
    %v1 = arith.index_cast %lane : index to i32
    %v2 = arith.index_cast %row : index to i32
    memref.store %v0, %out[%c0, %row, %col] : memref<6x8x8xi32>
    memref.store %v1, %out[%c1, %row, %col] : memref<6x8x8xi32>
    memref.store %v2, %out[%c2, %row, %col] : memref<6x8x8xi32>
    gpu.return
  }""")
    out = np.full((6, 8, 8), -1, np.int32)
    emulator(src).launch("ids", grid=(2, 4, 1), block=(4, 2, 1), args=[out])
    rows, cols = np.mgrid[0:8, 0:8]
    np.testing.assert_array_equal(out[0], (rows // 2) * 2 + cols // 4)
    np.testing.assert_array_equal(out[1], (rows % 2) * 4 + cols % 4)
    np.testing.assert_array_equal(out[2], rows)
    assert (out[3:] == -1).all()


def test_known_block_size_and_launch_limits_are_checked():
    emu = emulator(rowsum_kernel(2, 256))
    args = [np.zeros((2, 256), np.float32), np.zeros(2, np.float32)]
    with pytest.raises(EmulatorError, match="known_block_size"):
        emu.launch("rowsum", grid=2, block=128, args=args)
    with pytest.raises(EmulatorError, match="CUDA limits"):
        emulator(VADD).launch("vadd", grid=1, block=2048, args=[np.zeros(1000, np.float32)] * 3)


def test_parser_on_hand_written_generic_text():
    from mlir_stitch.runtime.emulator.parser import Dense, Opaque, Symbol, Typed
    text = r'''
"builtin.module"() ({
  "gpu.module"() <{sym_name = "g", targets = [#nvvm.target<chip = "sm_90">]}> ({
    "gpu.func"() <{function_type = (memref<2x3xf32>) -> (), known_block_size = array<i32: 4, 1, 1>}> ({
    ^bb0(%arg0: memref<2x3xf32>):
      %0 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
      %1 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> f32
      %2:2 = "test.pair"(%0) {note = "a \22}\22 {(<", ref = @sym, n = -3 : i8, u} : (f32) -> (f32, i1)
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) : () -> ()
'''
    mod = parse_module(text)
    f = mod.funcs["f"]
    assert f.attr("known_block_size") == (4, 1, 1) and f.line == 4
    ops = f.regions[0].blocks[0].ops
    assert ops[0].attr("value").value == -math.inf and ops[0].line == 6
    assert isinstance(ops[1].attr("value"), Dense) and ops[1].attr("value").values == (2.5,)
    pair = ops[2]
    assert pair.results == ["%2#0", "%2#1"] and pair.operands == ["%0"]
    assert pair.attrs["note"] == 'a "}" {(<' and pair.attrs["ref"] == Symbol("sym")
    assert pair.attrs["n"] == Typed(-3, pair.attrs["n"].type) and pair.attrs["u"] is True
    assert [str(t) for t in pair.result_types] == ["f32", "i1"]
    gm = mod.op.regions[0].blocks[0].ops[0]
    assert isinstance(gm.props["targets"][0], Opaque)
    with pytest.raises(EmulatorError, match="unsupported op test.pair"):
        Emulator(mod).compile("f")


def test_runs_without_mlir(tmp_path):
    """The emulator is run-side code: it must work where the MLIR bindings are missing."""
    (tmp_path / "k.mlir").write_text(generic(VADD))
    script = f"""
import sys
sys.modules["mlir"] = None          # any `import mlir` now fails
import numpy as np
from mlir_stitch.runtime.emulator import Emulator, parse_module
a = np.ones(1000, np.float32); c = np.zeros(1000, np.float32)
Emulator(parse_module(open({str(tmp_path / "k.mlir")!r}).read())).launch(
    "vadd", grid=4, block=256, args=[a, a, c])
assert abs(c[0] - np.exp(np.float32(2))) < 1e-6
assert not any(m == "mlir" or m.startswith("mlir.") for m in sys.modules if sys.modules[m])
"""
    import mlir_stitch
    package_root = os.path.dirname(os.path.dirname(os.path.abspath(mlir_stitch.__file__)))
    env = dict(os.environ, PYTHONPATH=package_root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    subprocess.run([sys.executable, "-c", script], check=True, env=env)


def test_shuffle_width_and_partial_last_warp():
    """MLIR lowers width w to PTX with member mask = the first w lanes; threads missing from a
    block's last warp are invalid sources."""
    src = module("""
  gpu.func @narrow(%x: memref<48xf32>, %out: memref<48xf32>, %ok: memref<48xi32>) kernel {
    %tid = gpu.thread_id x
    %c32 = arith.constant 32 : index
    %c16 = arith.constant 16 : index
    %lane = arith.remui %tid, %c32 : index
    %v = memref.load %x[%tid] : memref<48xf32>
    %w16 = arith.constant 16 : i32
    %w32 = arith.constant 32 : i32
    %o8 = arith.constant 8 : i32
    %o16 = arith.constant 16 : i32
    %first16 = arith.cmpi ult, %lane, %c16 : index
    %r:2 = scf.if %first16 -> (f32, i1) {
      %s, %sv = gpu.shuffle xor %v, %o8, %w16 : f32
      scf.yield %s, %sv : f32, i1
    } else {
      %s, %sv = gpu.shuffle xor %v, %o8, %w16 : f32
      scf.yield %s, %sv : f32, i1
    }
    %t, %tv = gpu.shuffle xor %r#0, %o16, %w32 : f32
    %okv = arith.extui %tv : i1 to i32
    memref.store %t, %out[%tid] : memref<48xf32>
    memref.store %okv, %ok[%tid] : memref<48xi32>
    gpu.return
  }""")
    x = np.arange(48, dtype=np.float32)
    out, ok = np.zeros(48, np.float32), np.zeros(48, np.int32)
    with pytest.raises(EmulatorError, match="partially active warp"):
        # the else branch runs lanes 16..31 with width 16: outside the member mask
        emulator(src).launch("narrow", grid=1, block=48, args=[x, out, ok])
    fixed = src.replace("""    } else {
      %s, %sv = gpu.shuffle xor %v, %o8, %w16 : f32
      scf.yield %s, %sv : f32, i1""", """    } else {
      %false = arith.constant false
      scf.yield %v, %false : f32, i1""")
    emulator(fixed).launch("narrow", grid=1, block=48, args=[x, out, ok])
    t = np.arange(48)
    k = t % 32
    r0 = np.where(k < 16, x[t - k + (k ^ 8)], x)            # width-16 xor 8 on lanes 0..15
    exists = t - k + (k ^ 16) < 48
    np.testing.assert_array_equal(out, np.where(exists, r0[np.minimum(t - k + (k ^ 16), 47)],
                                                r0))
    np.testing.assert_array_equal(ok, exists.astype(np.int32))


def scratch_kernel(barrier: str = "gpu.barrier", read_other: bool = False,
                   peek: bool = False) -> str:
    """Thread 0 of block b publishes x[b] in its slot b of the global scratch; every thread of
    the block reads it back (`read_other`: block b reads slot 1 - b instead) into out[b, t].
    `peek`: first, block b's threads read slot 1 - b (before block 1 - b writes it)."""
    read = "%other" if read_other else "%bid"
    first = "%p = memref.load %scratch[%other] : memref<2xf32>" if peek else ""
    return module(f"""
  gpu.func @publish(%x: memref<2xf32>, %out: memref<2x4xf32>, %scratch: memref<2xf32>) kernel
      attributes {{stitch.scratch = memref<2xf32>}} {{
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %other = arith.subi %c1, %bid : index
    {first}
    %is0 = arith.cmpi eq, %tid, %c0 : index
    scf.if %is0 {{
      %v = memref.load %x[%bid] : memref<2xf32>
      memref.store %v, %scratch[%bid] : memref<2xf32>
    }}
    {barrier}
    %r = memref.load %scratch[{read}] : memref<2xf32>
    memref.store %r, %out[%bid, %tid] : memref<2x4xf32>
    gpu.return
  }}""")


@pytest.mark.parametrize("barrier, read_other, peek, race", [
    ("gpu.barrier", False, False, None),
    ("", False, False, r"race on global buffer %arg2\[0\] in the global scratch: written by thread 0 "
                r"of block 0 \(line \d+\), read by thread 1 of block 0 \(line \d+\) with no "
                r"gpu.barrier between"),
    ("gpu.barrier", True, False, r"race on global buffer %arg2\[1\] in the global scratch: written by "
                          r"thread 0 of block 1 \(line \d+\), read by thread 0 of block 0 "
                          r"\(line \d+\): another block's element, with no grid barrier"),
    ("gpu.barrier", False, True, r"race on global buffer %arg2\[0\] in the global scratch: read "
                                 r"by block 1, written by thread 0 of block 0 \(line \d+\): "
                                 r"another block's element"),
])
def test_a_block_scratch_is_checked_like_shared_memory(barrier, read_other, peek, race):
    """A kernel's global scratch (row values moved out of shared memory) is a block's business
    between block barriers: a read before the barrier that orders the leader's store, or of
    another block's slot in a kernel without a grid barrier, is a race."""
    x = np.array([3.0, 5.0], np.float32)
    out = np.zeros((2, 4), np.float32)
    run = lambda: emulator(scratch_kernel(barrier, read_other, peek)).launch(
        "publish", grid=2, block=4, args=[x, out, np.zeros(2, np.float32)])
    if race is None:
        run()
        np.testing.assert_array_equal(out, [[3.0] * 4, [5.0] * 4])
        return
    with pytest.raises(EmulatorError, match="global-memory race") as err:
        run()
    assert re.search(race, str(err.value)), str(err.value)
