"""The bundled examples end to end: one kernel each, traffic at the minimum, ptxas-clean PTX,
and the emulator's answer equal to numpy's (rtol 1e-5, atol 1e-6) with no race."""
import numpy as np
import pytest

import mlir_stitch
from mlir_stitch import examples
from mlir_stitch.compiler.ptx import find_ptxas

NAMES = list(examples.EXAMPLES)


@pytest.fixture(scope="module", params=NAMES)
def compiled(request):
    return request.param, mlir_stitch.compile(examples.path(request.param))


def test_one_kernel_and_minimal_traffic(compiled):
    name, art = compiled
    report = art.report
    assert report["kernel_count"] == 1, name
    assert report["unfused_kernel_count"] >= 2
    assert report["global_bytes"] / report["min_global_bytes"] <= 1.05


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas (nvidia-cuda-nvcc) not installed")
def test_ptxas_no_spills(compiled):
    _, art = compiled
    for fusion in art.report["fusions"]:
        assert fusion["registers"] > 0
        assert fusion["spill_bytes"] == 0


def test_emulator_matches_numpy(compiled):
    name, art = compiled
    args = examples.inputs(name)
    fn = mlir_stitch.load(art, backend="emulator")
    results = fn(*args)
    for got, want in zip(results, examples.reference(name, args)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
    assert fn.stats.races == []


def test_no_recomputation_of_transcendentals(compiled):
    """Each transcendental of the graph is evaluated once per element it defines."""
    name, art = compiled
    fn = mlir_stitch.load(art, backend="emulator")
    fn(*examples.inputs(name))
    expected = {"layernorm": 512, "softmax": 256 * 1024, "bias_gelu_residual": 512 * 1024,
                "row_normalize": 0}[name]
    assert fn.stats.transcendental_total == expected
