"""DDP with mlir-stitch on the CPU: 2 processes (gloo, 127.0.0.1), each training one SGD step of
a model of its own class both ways, DDP(torch.compile(model)) and torch.compile(DDP(model))
(Dynamo's DDP optimizer splitting the graph at bucket boundaries, 1 MB buckets over ~1.1 MB of
parameters), against eager DDP on the same data; the backend must have compiled forward and
backward graphs in each process. Bounded: the processes are killed after TIMEOUT seconds."""
from __future__ import annotations

import multiprocessing
import socket

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("torch_mlir")
if not torch.distributed.is_available():
    pytest.skip("torch.distributed is not available", allow_module_level=True)

TIMEOUT = 300
WRAPPINGS = ("ddp_of_compiled", "compiled_ddp")


def make_model():
    class Net(torch.nn.Module):  # a class of the user's: Dynamo does not trace torch.nn's own
        def __init__(self):      # top-level frames (DDP over an nn.Sequential compiles nothing)
            super().__init__()
            self.inp, self.norm = torch.nn.Linear(8, 512), torch.nn.LayerNorm(512)
            self.hidden, self.out = torch.nn.Linear(512, 512), torch.nn.Linear(512, 4)

        def forward(self, x):
            h = torch.nn.functional.gelu(self.norm(self.inp(x)))
            return self.out(torch.tanh(self.hidden(h)))

    torch.manual_seed(0)
    return Net()


def train_both_ways(rank: int, port: int, folder: str, results) -> None:
    import copy
    import os

    import torch.distributed as dist
    from torch.nn.parallel import DistributedDataParallel as DDP

    os.environ["MLIR_STITCH_CACHE_DIR"] = f"{folder}/cache{rank}"
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
    from mlir_stitch.frontends.dynamo.graph_compiler import STATS

    g = torch.Generator().manual_seed(10 + rank)  # each rank its own data
    x, y = torch.randn(6, 8, generator=g), torch.randn(6, 4, generator=g)
    for wrapping in WRAPPINGS:
        torch._dynamo.reset()
        model = make_model()
        reference = copy.deepcopy(model)
        before = dict(STATS)
        net = DDP(torch.compile(model, backend="mlir_stitch")) if wrapping == "ddp_of_compiled" \
            else torch.compile(DDP(model, bucket_cap_mb=1), backend="mlir_stitch")
        grads = []
        for wrapped, module in ((net, model), (DDP(reference), reference)):
            torch.nn.functional.mse_loss(wrapped(x), y).backward()
            grads.append([p.grad.clone() for p in module.parameters()])
            torch.optim.SGD(module.parameters(), lr=0.1).step()
        # each gradient's worst error in units of rtol 1e-4 / atol 1e-5 of its largest value
        error = max(float((g - w).abs().max()) / (1e-5 + 1e-4 * float(w.abs().max())) for g, w in zip(*grads))
        difference = max(float((a - b).abs().max()) for a, b in zip(model.parameters(), reference.parameters()))
        counts = {k: STATS[k] - before.get(k, 0) for k in ("forward_graphs", "backward_graphs", "partitions")}
        results.put((rank, wrapping, error, difference, counts))
    dist.destroy_process_group()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_ddp_trains_both_ways_as_eager_ddp(tmp_path):
    context = multiprocessing.get_context("spawn")
    results = context.Queue()
    port = free_port()
    processes = [context.Process(target=train_both_ways, args=(rank, port, str(tmp_path), results))
                 for rank in (0, 1)]
    for p in processes:
        p.start()
    try:
        outcomes = [results.get(timeout=TIMEOUT) for _ in range(2 * len(WRAPPINGS))]
    finally:
        for p in processes:
            p.join(timeout=30)
            if p.is_alive():
                p.kill()
    assert all(p.exitcode == 0 for p in processes), [p.exitcode for p in processes]
    for rank, wrapping, error, difference, counts in outcomes:
        assert error <= 1 and difference <= 1e-5, (rank, wrapping, error, difference)
        assert counts["forward_graphs"] >= 1 and counts["backward_graphs"] >= 1, (rank, wrapping, counts)
        assert counts["partitions"] >= 2, (rank, wrapping, counts)
        if wrapping == "compiled_ddp":  # split at a bucket boundary: two forward graphs at least
            assert counts["forward_graphs"] >= 2, (rank, wrapping, counts)
