"""nvvm.mma.sync (m16n8k16, f16/bf16 into f32) in the emulator against numpy, on a hand-written
kernel whose lanes load their fragments with the PTX ISA's layout, and through ptxas for sm_90
when it is installed."""
from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

from mlir_stitch.runtime.emulator import Emulator, EmulatorError, Stats, parse_module

ir = pytest.importorskip("mlir.ir")
ml_dtypes = pytest.importorskip("ml_dtypes")

WARPS = 2
STRUCT = "!llvm.struct<(f32, f32, f32, f32)>"


def _a_element(i: int) -> tuple:
    """(row, column) of a_i as (g coefficient, constant) and (t coefficient, constant)."""
    return (1, 8 * (i in (2, 3, 6, 7))), (2, (i & 1) + 8 * (i >= 4))


def _b_element(i: int) -> tuple:
    return (2, (i & 1) + 8 * (i >= 2)), (1, 0)  # row along t, column along g (swapped below)


def _c_element(i: int) -> tuple:
    return (1, 8 * (i >= 2)), (2, i & 1)


def _kernel(half: str, divergent: bool = False) -> str:
    """Each warp w multiplies A[w] (16x16) by B[w] (16x8) and adds C[w] into D[w]."""
    lines = [
        "%tid = gpu.thread_id x", "%c32 = arith.constant 32 : index",
        "%c4 = arith.constant 4 : index", "%c2 = arith.constant 2 : index",
        "%lane = arith.remui %tid, %c32 : index", "%warp = arith.divui %tid, %c32 : index",
        "%g = arith.divui %lane, %c4 : index", "%t = arith.remui %lane, %c4 : index",
    ]
    counter = iter(range(10 ** 6))

    def address(rows: int, cols: int, row, col, first, second) -> str:
        """warp * rows * cols + (first_coef * first + c) * cols + second_coef * second + c."""
        n = next(counter)
        (rk, rc), (ck, cc) = row, col
        lines.extend([
            f"%rk{n} = arith.constant {rk} : index", f"%rc{n} = arith.constant {rc} : index",
            f"%ck{n} = arith.constant {ck} : index", f"%cc{n} = arith.constant {cc} : index",
            f"%size{n} = arith.constant {rows * cols} : index",
            f"%pitch{n} = arith.constant {cols} : index",
            f"%r0{n} = arith.muli %{first}, %rk{n} : index",
            f"%r{n} = arith.addi %r0{n}, %rc{n} : index",
            f"%q0{n} = arith.muli %{second}, %ck{n} : index",
            f"%q{n} = arith.addi %q0{n}, %cc{n} : index",
            f"%w{n} = arith.muli %warp, %size{n} : index",
            f"%rp{n} = arith.muli %r{n}, %pitch{n} : index",
            f"%s{n} = arith.addi %w{n}, %rp{n} : index",
            f"%at{n} = arith.addi %s{n}, %q{n} : index",
        ])
        return f"%at{n}"

    def register(memref: str, rows: int, cols: int, elements: list, swapped: bool) -> str:
        values = []
        for row, col in elements:
            at = address(rows, cols, row, col, "t" if swapped else "g", "g" if swapped else "t")
            n = next(counter)
            lines.append(f"%e{n} = memref.load %{memref}[{at}] : memref<{WARPS * rows * cols}"
                         f"x{half}>")
            values.append(f"%e{n}")
        n = next(counter)
        lines.append(f"%v{n} = vector.from_elements {values[0]}, {values[1]} : vector<2x{half}>")
        if half == "f16":
            return f"%v{n}"
        lines.append(f"%x{n} = llvm.bitcast %v{n} : vector<2x{half}> to i32")
        return f"%x{n}"

    a_regs = [register("a", 16, 16, [_a_element(2 * j), _a_element(2 * j + 1)], False)
              for j in range(4)]
    b_regs = [register("b", 8, 16, [_b_element(2 * j)[::-1], _b_element(2 * j + 1)[::-1]],
                       False) for j in range(2)]  # B stored column-major: [column][row]
    c_at = [address(16, 8, *_c_element(i), "g", "t") for i in range(4)]
    c_regs = []
    for at in c_at:
        n = next(counter)
        lines.append(f"%cv{n} = memref.load %c[{at}] : memref<{WARPS * 128}xf32>")
        c_regs.append(f"%cv{n}")
    op_type = "i32" if half == "bf16" else f"vector<2x{half}>"
    mma = (f"%d = nvvm.mma.sync A[{', '.join(a_regs)}] B[{', '.join(b_regs)}] "
           f"C[{', '.join(c_regs)}] {{layoutA = #nvvm.mma_layout<row>, "
           f"layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<{half}>, "
           f"multiplicandBPtxType = #nvvm.mma_type<{half}>, "
           f"shape = #nvvm.shape<m = 16, n = 8, k = 16>}} : ({op_type}, {op_type}, f32) -> "
           f"{STRUCT}")
    if divergent:  # the last lane of each warp skips it
        lines += ["%c31 = arith.constant 31 : index",
                  "%in = arith.cmpi ult, %lane, %c31 : index", "scf.if %in {", mma, "}"]
        mma_users = []
    else:
        lines.append(mma)
        mma_users = [(i, at) for i, at in enumerate(c_at)]
    for i, at in mma_users:
        lines.append(f"%d{i} = llvm.extractvalue %d[{i}] : {STRUCT}")
        lines.append(f"memref.store %d{i}, %out[{at}] : memref<{WARPS * 128}xf32>")
    body = "\n    ".join(lines)
    return ("module attributes {gpu.container_module} {\ngpu.module @k {\n"
            f"  gpu.func @mma(%a: memref<{WARPS * 256}x{half}>, %b: memref<{WARPS * 128}x{half}>,"
            f" %c: memref<{WARPS * 128}xf32>, %out: memref<{WARPS * 128}xf32>) kernel {{\n"
            f"    {body}\n    gpu.return\n  }}\n}}\n}}\n")


def _generic(src: str) -> str:
    with ir.Context():
        return ir.Module.parse(src).operation.get_asm(print_generic_op_form=True)


DTYPES = {"f16": np.float16, "bf16": ml_dtypes.bfloat16}


@pytest.mark.parametrize("half", ["f16", "bf16"])
def test_mma_sync_matches_numpy(half):
    rng = np.random.default_rng(7)
    dt = DTYPES[half]
    a = rng.standard_normal((WARPS, 16, 16)).astype(dt)
    b = rng.standard_normal((WARPS, 16, 8)).astype(dt)
    c = rng.standard_normal((WARPS, 16, 8)).astype(np.float32)
    out = np.full((WARPS, 16, 8), np.nan, np.float32)
    emu = Emulator(parse_module(_generic(_kernel(half))))
    b_stored = np.ascontiguousarray(b.transpose(0, 2, 1))  # column-major per warp
    args = [a.reshape(-1), b_stored.reshape(-1), c.reshape(-1), out.reshape(-1)]
    emu.launch("mma", grid=(1, 1, 1), block=(WARPS * 32, 1, 1), args=args, stats=Stats())
    want = a.astype(np.float64) @ b.astype(np.float64) + c
    np.testing.assert_allclose(args[3].reshape(WARPS, 16, 8), want, rtol=1e-6, atol=1e-6)


def test_fragment_layouts_cover_each_element_once():
    from mlir_stitch.runtime.emulator.ops_mma import a_coordinates, b_coordinates, c_coordinates
    for coordinates, count, shape in ((a_coordinates, 8, (16, 16)), (b_coordinates, 4, (16, 8)),
                                      (c_coordinates, 4, (16, 8))):
        seen = np.zeros(shape, int)
        for i in range(count):
            np.add.at(seen, coordinates(i), 1)
        assert (seen == 1).all()


def test_divergent_mma_sync_is_an_error():
    emu = Emulator(parse_module(_generic(_kernel("bf16", divergent=True))))
    dt = DTYPES["bf16"]
    args = [np.zeros(WARPS * 256, dt), np.zeros(WARPS * 128, dt),
            np.zeros(WARPS * 128, np.float32), np.zeros(WARPS * 128, np.float32)]
    with pytest.raises(EmulatorError, match="divergent nvvm.mma.sync: 31 of the 32 lanes"):
        emu.launch("mma", grid=(1, 1, 1), block=(WARPS * 32, 1, 1), args=args, stats=Stats())


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not installed")
@pytest.mark.parametrize("half", ["f16", "bf16"])
def test_mma_sync_kernel_assembles_for_sm_90(half, tmp_path):
    from mlir_stitch.compiler.ptx import gpu_module_to_ptx
    with ir.Context() as context:
        module = ir.Module.parse(_kernel(half))
        gpu_module = str(list(module.body.operations)[0])
        ptx = gpu_module_to_ptx(gpu_module, "sm_90", context)
    assert f"mma.sync.aligned.m16n8k16.row.col.f32.{half}.{half}.f32" in ptx
    (tmp_path / "k.ptx").write_text(ptx)
    subprocess.run(["ptxas", "-arch=sm_90", str(tmp_path / "k.ptx"), "-o",
                    str(tmp_path / "k.cubin")], check=True, capture_output=True)
