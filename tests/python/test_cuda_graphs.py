"""Warm calls replayed as CUDA graphs (runtime/backends/cuda_graphs.py), against the fake driver
of test_runtime_cuda.py: its captured work runs only when the graph is launched, with the
parameters it had at capture, so a graph replayed at the wrong addresses gives wrong numbers."""
from __future__ import annotations

import numpy as np
import pytest

import mlir_stitch
from mlir_stitch.runtime import load
from mlir_stitch.runtime.backends import cuda_graphs, cuda_replay
from mlir_stitch.runtime.backends.cuda_graphs import CallGraphs
from mlir_stitch.runtime.errors import ArgumentError
from test_cuda_library import FakeMatmul, library, operands  # noqa: F401 (fixtures)
from test_library_gemm import gemm_program, reference
from test_runtime_cuda import (FakeCudaArray, FakeTorchStream, FakeTorchTensor, check,  # noqa: F401
                               fake, fake_torch, grid_barrier_artifact, inputs, make_artifact)


def counts(driver) -> dict:
    names = driver.names()
    return {name: names.count(name) for name in ("cuLaunchKernel", "cuStreamBeginCapture",
                                                 "cuGraphLaunch")}


def test_warm_calls_replay_one_graph(fake, inputs):
    """The first call runs its steps, the second (same addresses) captures them and launches
    the graph, later ones only launch it; every call's numbers are right (the scratch is
    zeroed again by the graph: the add kernel accumulates into it)."""
    exe = load(make_artifact(), backend="cuda")
    args = [FakeCudaArray(fake, x) for x in inputs]
    for _ in range(5):
        check(tuple(r.get() for r in exe(*args)), *inputs)  # results dropped: blocks reused
    assert counts(fake) == {"cuLaunchKernel": 4, "cuStreamBeginCapture": 1, "cuGraphLaunch": 4}
    assert fake.live_graphs() == 1 and (exe.graphs.captures, exe.graphs.replays) == (1, 3)


def test_a_graph_reads_its_buffers_when_launched(fake, inputs):
    """New values in the same arrays: a replay computes them (it reads memory, not values)."""
    exe = load(make_artifact(), backend="cuda")
    a, b = inputs
    args = [FakeCudaArray(fake, x) for x in (a, b)]
    for scale in (1.0, 1.0, 2.0, -3.0):
        for arg, host in zip(args, (a, b)):
            np.ctypeslib.as_array((np.ctypeslib.ctypes.c_float * host.size).from_address(arg.ptr))[:] = \
                scale * host.reshape(-1)
        check(tuple(r.get() for r in exe(*args)), scale * a, scale * b)
    assert counts(fake)["cuGraphLaunch"] == 3


def test_each_address_set_has_its_own_graph(fake, inputs):
    """Two sets of arguments, alternating, and kept results (new output blocks): each call's
    graph is the one captured at its own addresses."""
    exe = load(make_artifact(), backend="cuda")
    a, b = inputs
    sets = [[FakeCudaArray(fake, s * x) for x in (a, b)] for s in (1.0, 5.0)]
    for _ in range(4):
        for scale, args in zip((1.0, 5.0), sets):
            check(tuple(r.get() for r in exe(*args)), scale * a, scale * b)
    assert counts(fake)["cuStreamBeginCapture"] == 2 and fake.live_graphs() == 2
    kept = [exe(*sets[0]) for _ in range(3)]  # each result kept: a new output block per call
    for results in kept:
        check(tuple(r.get() for r in results), a, b)


def test_host_arguments_replay_with_their_staging(fake, inputs):
    """numpy arguments are uploaded into fixed staging blocks before the steps: graphs too."""
    exe = load(make_artifact(), backend="cuda")
    a, b = inputs
    for scale in (1.0, 2.0, 3.0, 4.0):
        check(exe(scale * a, scale * b), scale * a, scale * b)
    assert counts(fake)["cuGraphLaunch"] == 3


def test_graphs_off_by_environment(fake, inputs, monkeypatch):
    monkeypatch.setenv("STITCH_CUDA_GRAPHS", "0")
    exe = load(make_artifact(), backend="cuda")
    for _ in range(3):
        check(exe(*inputs), *inputs)
    assert counts(fake) == {"cuLaunchKernel": 6, "cuStreamBeginCapture": 0, "cuGraphLaunch": 0}
    assert exe.graphs is None


def test_no_graphs_for_a_grid_barrier_or_per_step_syncs(fake, inputs, monkeypatch):
    exe = load(grid_barrier_artifact(grid=132 * 8), backend="cuda")
    for _ in range(3):
        check(exe(*inputs), *inputs)
    monkeypatch.setenv("STITCH_CUDA_SYNC", "1")
    exe = load(make_artifact(), backend="cuda")
    for _ in range(3):
        check(exe(*inputs), *inputs)
    assert counts(fake)["cuStreamBeginCapture"] == 0


def test_the_graph_cache_is_bounded(fake, inputs):
    """More address sets than CAPACITY: the least recently used graphs are destroyed, every
    call still right."""
    exe = load(make_artifact(), backend="cuda")
    a, b = inputs
    sets = [(s, [FakeCudaArray(fake, s * x) for x in (a, b)]) for s in range(1, cuda_graphs.CAPACITY + 3)]
    for _ in range(3):
        for scale, args in sets:
            check(tuple(r.get() for r in exe(*args)), scale * a, scale * b)
    assert fake.live_graphs() == cuda_graphs.CAPACITY


def test_library_gemm_replays_with_its_stream_workspace(library):
    """A library GEMM is captured too (cublasLtMatmul on the capture stream, recorded), with
    the workspace of the call's stream; a replay computes the product again."""
    a, b, bias = operands()
    fn = mlir_stitch.load(mlir_stitch.compile(gemm_program("bias_relu"), cache=False,
                                              resources=False), backend="cuda")
    args = [FakeCudaArray(library, x) for x in (a, b, bias)]
    want = reference(a, b, bias, "bias_relu", False, False)
    for _ in range(4):
        (got,) = fn(*args)
        np.testing.assert_allclose(np.asarray(got.get()), want, rtol=1e-5, atol=1e-5)
        del got
    (matmul,) = FakeMatmul.instances
    assert matmul.direct_calls == 4 and counts(library)["cuGraphLaunch"] == 3
    streams = {stream for stream, _ in matmul.workspaces}
    assert len(streams) == 2  # the call's, and the capture stream ...
    assert len({workspace for _, workspace in matmul.workspaces}) == 1  # ... on the call's workspace


def test_library_gemm_workspace_per_stream(library):
    """Calls on two streams may run at once: each stream has its own cuBLASLt workspace."""
    a, b, bias = operands()
    fn = mlir_stitch.load(mlir_stitch.compile(gemm_program("bias"), cache=False,
                                              resources=False), backend="cuda")
    args = [FakeCudaArray(library, x) for x in (a, b, bias)]
    for stream in (0x71, 0x72):
        (got,) = fn(*args, stream=stream)
        np.testing.assert_allclose(np.asarray(got.get()), reference(a, b, bias, "bias", False, False),
                                   rtol=1e-5, atol=1e-5)
    (matmul,) = FakeMatmul.instances
    by_stream = dict(matmul.workspaces)
    assert set(by_stream) == {0x71, 0x72} and len(set(by_stream.values())) == 2


def test_steps_that_cannot_be_captured_turn_graphs_off(library, monkeypatch):
    """An nvmath whose Matmul the direct call cannot read runs execute(), which is not
    captured: the capture is abandoned, the call runs its steps, and no capture is tried
    again."""
    from mlir_stitch.runtime.backends import cuda_library

    monkeypatch.setattr(cuda_library, "PLANNED_ATTRIBUTES", ("no_such_attribute",))
    a, b, bias = operands()
    fn = mlir_stitch.load(mlir_stitch.compile(gemm_program("bias"), cache=False,
                                              resources=False), backend="cuda")
    args = [FakeCudaArray(library, x) for x in (a, b, bias)]
    for _ in range(4):
        (got,) = fn(*args)
        np.testing.assert_allclose(np.asarray(got.get()), reference(a, b, bias, "bias", False, False),
                                   rtol=1e-5, atol=1e-5)
        del got
    assert counts(library)["cuStreamBeginCapture"] == 1 and counts(library)["cuGraphLaunch"] == 0
    assert library.capturing == {} and library.graphs == {}  # the capture was ended and freed


# ---- the policy alone ---------------------------------------------------------------------

class Recorder:
    def __init__(self, capturable=True):
        self.capturable, self.log, self.made, self.destroyed = capturable, [], 0, []

    def capture(self, run_steps):
        if not self.capturable:
            return None
        self.made += 1
        return f"g{self.made}"

    def launch(self, graph):
        self.log.append(graph)

    def destroy(self, graph):
        self.destroyed.append(graph)


def policy(recorder):
    return CallGraphs(recorder.capture, recorder.launch, recorder.destroy)


def test_policy_captures_on_the_second_sighting():
    r, ran = Recorder(), []
    graphs = policy(r)
    for key in ("k1", "k2", "k1", "k1", "k2", "k2"):
        graphs.run(key, lambda: ran.append(1))
    assert len(ran) == 2 and r.log == ["g1", "g1", "g2", "g2"] and graphs.replays == 2


def test_policy_stops_capturing_when_graphs_rarely_replay():
    """Every address set seen exactly twice: a capture per set and no replays, so capturing
    stops after GIVE_UP_AFTER captures."""
    r = Recorder()
    graphs = policy(r)
    for i in range(100):
        for _ in range(2):
            graphs.run(f"k{i}", lambda: None)
    assert r.made == cuda_graphs.GIVE_UP_AFTER and not graphs.capturing
    assert len(graphs) <= cuda_graphs.CAPACITY


def test_policy_capture_failure_runs_the_steps_and_turns_capturing_off():
    r, ran = Recorder(capturable=False), []
    graphs = policy(r)
    for _ in range(4):
        graphs.run("k", lambda: ran.append(1))
    assert len(ran) == 4 and r.log == [] and not graphs.capturing


def test_policy_remembers_a_bounded_number_of_address_sets():
    graphs = policy(Recorder())
    for i in range(10 * cuda_graphs.SEEN):
        graphs.run(f"k{i}", lambda: None)
    assert len(graphs._seen) == cuda_graphs.SEEN


@pytest.mark.parametrize("env, key", [({"x": type("S", (), {"ptr": 16})()}, (7, 16)),
                                      ({"x": np.array(2.0)}, None)])
def test_graph_key(env, key):
    """Every storage's address and the stream; a by-value scalar keeps the call off graphs."""
    assert cuda_graphs.graph_key(7, env) == key


# -- one-pass replays of warm calls from PyTorch (cuda_replay.py) ------------------------------
def usual_calls(exe, monkeypatch) -> list:
    """The calls that took the executor's usual path (the replay declined them), as they come."""
    calls, usual = [], exe._executor._call
    monkeypatch.setattr(exe._executor, "_call", lambda *a: calls.append(a) or usual(*a))
    return calls


def test_warm_torch_calls_replay_in_one_pass(fake, fake_torch, inputs, monkeypatch):
    """The first call runs its steps and the second captures them, both the usual way; later
    calls of the same tensors replay the graph in one pass, right every time (the artifact has
    a temp zeroed by the graph, a constant, and aliases of an argument and a result), on
    torch's stream."""
    exe = load(make_artifact(), backend="cuda")
    usual = usual_calls(exe, monkeypatch)
    a, b = (FakeTorchTensor(fake, x) for x in inputs)
    for _ in range(5):
        check(tuple(r.get() for r in exe(a, b)), *inputs)
    assert len(usual) == 2 and (exe.graphs.captures, exe.graphs.replays) == (1, 3)
    launches = [args for name, args in fake.calls if name == "cuGraphLaunch"]
    assert len(launches) == 4 and all(int(args[1]) == FakeTorchStream.cuda_stream for args in launches)
    assert a.streams == b.streams == []  # no DLPack


def test_a_replay_keys_every_address(fake, fake_torch, inputs, monkeypatch):
    """Two sets of tensors alternating, some results kept (so the next call's result takes a
    new block): each call replays only the graph of its own arguments and result blocks, and
    a kept result is never written again."""
    exe = load(make_artifact(), backend="cuda")
    usual = usual_calls(exe, monkeypatch)
    a, b = inputs
    sets = {scale: [FakeTorchTensor(fake, scale * x) for x in (a, b)] for scale in (1.0, 5.0)}
    kept = []
    for i in range(12):
        scale = (1.0, 5.0)[i % 2]
        results = exe(*sets[scale])
        check(tuple(r.get() for r in results), scale * a, scale * b)
        if i % 5 == 4:
            kept.append((scale, results))
    for scale, results in kept:
        check(tuple(r.get() for r in results), scale * a, scale * b)
    assert exe.graphs.replays > len(usual) - 4 > 0  # some replays in one pass, some misses


def test_a_replay_reads_the_tensors_as_they_are_now(fake, fake_torch, inputs):
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeTorchTensor(fake, x) for x in inputs)
    for scale in (1.0, 1.0, 2.0, -3.0):
        a.view[...], b.view[...] = scale * inputs[0], scale * inputs[1]
        check(tuple(r.get() for r in exe(a, b)), scale * inputs[0], scale * inputs[1])
    assert exe.graphs.replays == 2


@pytest.mark.parametrize("case", ["shape", "dtype", "requires grad", "strided", "stream",
                                  "count"])
def test_a_replay_declines_what_the_usual_path_handles(fake, fake_torch, inputs, monkeypatch,
                                                      case):
    """Once graphs replay, a call the one pass does not cover takes the usual path: its error
    for a wrong argument (here at the very address of a graph's argument, as after an in-place
    resize), DLPack for a tensor that requires grad or is strided, the handshake for another
    stream."""
    exe = load(make_artifact(), backend="cuda")
    a, b = (FakeTorchTensor(fake, x) for x in inputs)
    for _ in range(3):
        check(tuple(r.get() for r in exe(a, b)), *inputs)
    usual = usual_calls(exe, monkeypatch)
    if case in ("shape", "dtype", "count"):
        wrong = FakeTorchTensor(fake, {"shape": inputs[0].reshape(8, 4),
                                       "dtype": inputs[0].astype(np.float64)}.get(case, inputs[0]))
        wrong.ptr = a.ptr
        args = (a,) if case == "count" else (wrong, b)
        with pytest.raises(ArgumentError, match="takes 2 arguments" if case == "count" else
                           r"arg0: expected float32\[4, 8\], got float(32\[8, 4\]|64\[4, 8\])"):
            exe(*args)
    else:
        odd = FakeTorchTensor(fake, inputs[0], requires_grad=case == "requires grad",
                              contiguous=case != "strided")
        stream = 55 if case == "stream" else None
        check(tuple(r.get() for r in exe(odd if case != "stream" else a, b, stream=stream)), *inputs)
        assert (odd.streams or a.streams) and len(usual) == 1
    assert len(usual) == 1


def test_a_replay_that_keeps_missing_stops_trying(fake, fake_torch, inputs, monkeypatch):
    """A caller keeping every result misses every time: the one pass stops being tried once
    its misses run MISSES_AHEAD past the graphs' replays, and is tried again as those grow."""
    monkeypatch.setattr(cuda_replay, "MISSES_AHEAD", 2)
    exe = load(make_artifact(), backend="cuda")
    tried = []
    begin = exe.backend.begin_replay
    monkeypatch.setattr(exe.backend, "begin_replay", lambda: tried.append(1) or begin())
    a, b = (FakeTorchTensor(fake, x) for x in inputs)
    for _ in range(3):
        check(tuple(r.get() for r in exe(a, b)), *inputs)  # a graph, replayed once
    assert len(tried) == 1
    kept = [exe(a, b) for _ in range(10)]  # the first replays, the rest need new blocks: misses
    assert exe.graphs.replays == 2
    assert len(tried) == 1 + 1 + 5  # tried until the misses (5) exceed replays + MISSES_AHEAD
    for results in kept:
        check(tuple(r.get() for r in results), *inputs)
    del kept, results
    for _ in range(12):  # dropped results again: the usual path replays, the one pass resumes
        check(tuple(r.get() for r in exe(a, b)), *inputs)
    assert len(tried) > 5 and exe.graphs.replays > 10
