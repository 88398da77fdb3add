"""Rows longer than one block holds in registers (1024 threads x 16 elements): the row template
splits each row over several blocks (AStitch's task splitting with the global scheme), a row's
blocks form a thread-block cluster, their partials meet in a global scratch buffer after a
cluster barrier per phase, and the whole fusion stays one launch of any number of waves. Rows of
8,193..16,384 elements take one 1024-thread block each (up to 16 elements per thread), however
many rows there are; rows longer than a cluster of 8 blocks holds are refused with the reason."""
import re
from pathlib import Path

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.analysis.fusion_domain import MAX_CLUSTER_BLOCKS, WAVE_BLOCKS
from mlir_stitch.compiler.errors import CompileError
from mlir_stitch.compiler.pipeline import Pipeline, schedule_stage
from mlir_stitch.compiler.ptx import find_ptxas, ptxas_usage

EXAMPLES = Path(mlir_stitch.__file__).parent / "examples"


def softmax(rows: int, n: int) -> str:
    text = (EXAMPLES / "softmax.mlir").read_text()
    return text.replace("256x1024", f"{rows}x{n}").replace("tensor<256xf32>", f"tensor<{rows}xf32>")


def layernorm(rows: int, n: int) -> str:
    text = (EXAMPLES / "layernorm.mlir").read_text()
    return (text.replace("512x768", f"{rows}x{n}").replace("tensor<512xf32>", f"tensor<{rows}xf32>")
            .replace("tensor<768xf32>", f"tensor<{n}xf32>").replace("768.0", f"{n}.0"))


def softmax_ref(x):
    e = np.exp(x.astype(np.float64) - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def layernorm_ref(x, g, b):
    x = x.astype(np.float64)
    m = x.mean(-1, keepdims=True)
    return (x - m) / np.sqrt(((x - m) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b


def compiled(source: str, template: "str | None" = None, choose: str = "heuristic"):
    """Compiled with the heuristic mapping (the fewest blocks per row that hold it) unless
    `choose` names another way (the cost model may split rows further)."""
    pipeline = Pipeline()
    if template:
        pipeline.replace_stage("L2", schedule_stage(f'template="{template}"'))
    else:
        pipeline.replace_stage("L2", schedule_stage(f"choose={choose}"))
    return mlir_stitch.compile(source, pipeline=pipeline, resources=False)


def launches(art) -> list:
    return [s for s in art.manifest["steps"] if s["op"] == "launch"]


SPLIT = [  # rows, row length, blocks per row, elements per thread
    (64, 30000, 2, 15),  # the softmax: 128 blocks, one wave of 1024-thread blocks
    (3, 50001, 4, 13),   # ragged: the last slice ends inside its 13th slot
    (1, 16385, 2, 9),    # one element past what one block holds
]


@pytest.mark.parametrize("rows,n,split,k", SPLIT)
def test_long_softmax_rows_split_over_blocks_in_one_launch(rows, n, split, k):
    x = 4 * np.random.default_rng(n).standard_normal((rows, n), dtype=np.float32)
    art = compiled(softmax(rows, n))
    (fusion,) = art.report["fusions"]
    assert fusion["template"] == "row"
    assert f"CTA_1,CTA_1024-THREAD_{k}-SPLIT_{split}" in fusion["template_string"]
    (launch,) = launches(art)
    assert launch["grid"][0] == rows * split and launch["cluster"] == [split, 1, 1]
    assert not launch.get("grid_barrier")
    # one partial per block and reduction (max, sum) in the scratch buffer
    assert [b["shape"] for b in art.manifest["buffers"] if b["name"].endswith("_scratch")] == \
        [[2 * rows * split]]
    fn = mlir_stitch.load(art, backend="emulator")
    (y,) = fn(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)
    stats = fn.stats
    # two phases, each ending with a barrier of every row's cluster
    assert stats.cluster_barriers == 2 * rows and not stats.grid_barriers and not stats.races
    # exp once per element: none on the padded slots of the last slice
    assert stats.transcendentals == {"math.exp": rows * n}
    assert art.report["traffic_ratio"] <= 1.05


def test_cost_model_splits_few_long_rows_further_and_they_still_match():
    """3 rows of 50,001 on 4 blocks each leave 120 SMs idle: the cost model takes the largest
    cluster, 8 blocks per row (24 blocks, 7 elements per thread), for the bytes more SMs keep
    in flight."""
    rows, n = 3, 50001
    x = 4 * np.random.default_rng(n).standard_normal((rows, n), dtype=np.float32)
    art = compiled(softmax(rows, n), choose="model")
    (fusion,) = art.report["fusions"]
    assert f"CTA_1,CTA_1024-THREAD_7-SPLIT_{MAX_CLUSTER_BLOCKS}" in fusion["template_string"]
    assert fusion["choice"]["reason"].startswith("modelled")
    heuristic = next(c for c in fusion["choice"]["candidates"] if c["heuristic"])
    assert "SPLIT_4" in heuristic["template_string"]
    chosen = next(c for c in fusion["choice"]["candidates"] if c["template_string"] == fusion["template_string"])
    assert chosen["time_us"] < 0.9 * heuristic["time_us"]
    assert all(f"SPLIT_{2 * MAX_CLUSTER_BLOCKS}" not in c["template_string"]
               for c in fusion["choice"]["candidates"])
    (launch,) = launches(art)
    assert launch["grid"][0] == 24 and launch["cluster"] == [MAX_CLUSTER_BLOCKS, 1, 1]
    fn = mlir_stitch.load(art, backend="emulator")
    (y,) = fn(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)
    assert fn.stats.transcendentals == {"math.exp": rows * n} and not fn.stats.races


def test_long_layernorm_rows_with_three_phases_match():
    rows, n = 5, 24000
    rng = np.random.default_rng(1)
    x = rng.standard_normal((rows, n), dtype=np.float32) + 3
    g, b = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
    art = compiled(layernorm(rows, n))
    assert [f["template"] for f in art.report["fusions"]] == ["row"]
    (launch,) = launches(art)
    assert launch["grid"] == [10, 1, 1] and launch["cluster"] == [2, 1, 1]
    (y,) = mlir_stitch.load(art, backend="emulator")(x, g, b)
    np.testing.assert_allclose(y, layernorm_ref(x, g, b), rtol=1e-4, atol=1e-4)


def test_rows_up_to_16384_take_one_block_each_without_a_barrier():
    rows, n = 300, 12000  # 300 rows > one wave: no split, 12 elements per thread
    x = np.random.default_rng(2).standard_normal((rows, n), dtype=np.float32)
    art = compiled(softmax(rows, n))
    (fusion,) = art.report["fusions"]
    assert "CTA_1,CTA_1024-THREAD_12]" in fusion["template_string"]
    (launch,) = launches(art)
    assert launch["grid"] == [300, 1, 1] and not launch.get("grid_barrier")
    (y,) = mlir_stitch.load(art, backend="emulator")(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)


def test_split_rows_beyond_one_wave_run_in_one_launch_of_clusters():
    """200 rows x 2 blocks = 400 blocks, three waves of 1024-thread blocks: only a cluster's
    blocks wait for each other, so no residency bound applies (the emulator runs them in
    chunks of whole clusters)."""
    rows, n = 200, 20000
    art = compiled(softmax(rows, n))
    assert art.report["kernel_count"] == 1
    (launch,) = launches(art)
    assert launch["grid"] == [400, 1, 1] and launch["cluster"] == [2, 1, 1]
    assert "blocks_per_wave" not in launch
    assert 400 > WAVE_BLOCKS
    x = np.random.default_rng(3).standard_normal((rows, n), dtype=np.float32)
    fn = mlir_stitch.load(art, backend="emulator")
    (y,) = fn(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)
    assert fn.stats.cluster_barriers == 2 * rows and not fn.stats.races


def test_rows_longer_than_a_cluster_holds_stay_apart_with_the_reason():
    rows, n = 2, 1024 * 16 * MAX_CLUSTER_BLOCKS + 1  # 9 blocks per row
    art = compiled(softmax(rows, n))
    assert art.report["kernel_count"] > 1
    refused = [r["reason"] for r in art.report["plan"]["refused"]]
    assert any(f"more than a thread-block cluster holds ({MAX_CLUSTER_BLOCKS} blocks)" in r
               for r in refused), refused
    x = np.random.default_rng(3).standard_normal((rows, n), dtype=np.float32)
    (y,) = mlir_stitch.load(art, backend="emulator")(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)


def test_a_template_splits_short_rows_and_the_result_matches():
    rows, n = 6, 3000
    x = np.random.default_rng(4).standard_normal((rows, n), dtype=np.float32)
    art = compiled(softmax(rows, n), "reduce0[GRID_24-CTA_1,CTA_1024-THREAD_1-SPLIT_4]S")
    (launch,) = launches(art)
    assert launch["grid"] == [24, 1, 1] and launch["cluster"] == [4, 1, 1]
    (y,) = mlir_stitch.load(art, backend="emulator")(x)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("template,message", [
    ("reduce0[GRID_1024-CTA_1,CTA_1024-THREAD_1-SPLIT_16]S",
     "SPLIT_16 blocks per row exceed a thread-block cluster (8 blocks)"),
    ("reduce0[GRID_64-CTA_2,CTA_512-THREAD_3-SPLIT_2]S", "one row per block (CTA_1)"),
])
def test_a_split_template_that_cannot_run_is_refused(template, message):
    with pytest.raises(CompileError, match=re.escape(message)):
        compiled(softmax(64, 3000), template)


@pytest.mark.skipif(find_ptxas() is None, reason="ptxas (nvidia-cuda-nvcc) not installed")
@pytest.mark.parametrize("source,split", [(softmax(64, 30000), True), (layernorm(5, 24000), True),
                                          (softmax(300, 16384), False)])
def test_long_row_kernels_assemble_without_spills(source, split):
    art = mlir_stitch.compile(source)
    (launch,) = launches(art)
    cluster = launch.get("cluster", [1])[0]
    assert (cluster > 1) == split
    assert (f".reqnctapercluster {cluster}, 1, 1" in art.ptx) == split
    assert ("barrier.cluster.arrive.aligned" in art.ptx) == split
    for kernel, figures in ptxas_usage(art.ptx, "sm_90").items():
        assert figures["spill_bytes"] == 0 and figures["stack_bytes"] == 0, (kernel, figures)
        assert figures["registers"] <= 64, (kernel, figures)  # 1024 threads per block
