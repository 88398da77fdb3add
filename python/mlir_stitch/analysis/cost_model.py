"""The score of a fusion pattern (FusionStitching §4): f(P) = M(V) + (N - 1)·φ - G(P), in
microseconds; G(P) charges each GEMM in P its k loops inside the kernel beyond a library call.

V is the off-chip traffic the fusion saves (bytes the unfused ops move minus the bytes the fused
kernel moves), M(V) the time moving V bytes takes at the bandwidth the device reaches for a
transfer of that size, N the number of ops in P and φ the launch latency one kernel costs.

Device tables (`DEVICES`). Peak HBM bandwidth from NVIDIA's datasheets: H100 SXM5 80 GB
3.35 TB/s, H200 SXM 141 GB 4.8 TB/s. The size curve is a latency-bandwidth model, not a
measurement: a transfer of s bytes takes LATENCY_US + s / (0.9 · peak), 0.9 being the share of
peak that large device-to-device copies reach on Hopper (what stream/copy benchmarks commonly
show); the table samples that model from 4 KiB to 1 GiB. φ = 6 µs, the low end of the 6-10 µs
launch latency FusionStitching measured. A GPU session should replace both with measured
figures: `DeviceModel.from_json` reads a table of the same shape.

The measured alternative of the paper, Σ K(op) + (N - 1)·φ - K(P) with K the execution times
of the unfused ops and of the fused kernel, fits the same `Scorer` interface
(`MeasuredScorer`), for use where a GPU runs the candidates."""
from __future__ import annotations

import bisect
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Protocol

LATENCY_US = 1.0  # memory-pipeline latency of a small transfer inside a kernel
# estimates from Hopper's f32 FMA peak, ~33.5e6 per µs (67 TFLOPS): cuBLASLt's f32 GEMMs at
# about 3/4 of it, a per-element k loop at about 1/16. An H100 measured (2026-11-24, the GPU
# bundle's GEMM cases, calls with their arguments bound): fused 2.2e6 at k = 64 and 1.2e6 at
# k = 128, cuBLASLt 16-24e6 at BERT-base sizes, TF32 0.5-1.2e8 (benchmarks/devices/h100_measured.json)
LIBRARY_GEMM_MACS_PER_US = 25.0e6
FUSED_GEMM_MACS_PER_US = 2.0e6
# with TF32 (when the user allows it) cuBLASLt runs on tensor cores: ~247e6 dense multiply-adds
# per µs at peak (495 TFLOPS), about 60 % of it reached
LIBRARY_TF32_GEMM_MACS_PER_US = 150.0e6
SIZES = [1 << p for p in range(12, 31, 2)]  # 4 KiB .. 1 GiB
TABLE_FORMAT = ('{"name": ..., "launch_us": ..., "bandwidth": [[bytes, GB/s], ...]} (optional: '
                '"fused_gemm_macs_per_us", "library_gemm_macs_per_us", '
                '"library_tf32_gemm_macs_per_us")')


def _modelled_table(peak_gbs: float) -> list:
    """(bytes, GB/s) points of the latency-bandwidth model for a device of `peak_gbs`."""
    achievable = 0.9 * peak_gbs * 1e3  # bytes per µs
    return [(s, round(s / (LATENCY_US + s / achievable) / 1e3, 1)) for s in SIZES]


@dataclass(frozen=True)
class DeviceModel:
    name: str
    bandwidth: tuple  # ((bytes, GB/s), ...) sorted by bytes
    launch_us: float  # φ
    # f32 multiply-adds per µs of a GEMM fused into a stitched kernel (each element a serial k
    # loop over operands in L1/L2, no tensor cores) and of a library GEMM (cuBLASLt, f32)
    fused_gemm_macs_per_us: float = FUSED_GEMM_MACS_PER_US
    library_gemm_macs_per_us: float = LIBRARY_GEMM_MACS_PER_US
    library_tf32_gemm_macs_per_us: float = LIBRARY_TF32_GEMM_MACS_PER_US

    def for_gemms(self, library: bool, tf32: bool) -> "DeviceModel":
        """The model under the plan's library options: a GEMM left out of a fusion is a library
        call (on tensor cores when TF32 is allowed), or with no library a k loop too, so that
        fusing it costs nothing over that."""
        if not library:
            return replace(self, library_gemm_macs_per_us=self.fused_gemm_macs_per_us)
        if tf32:
            return replace(self, library_gemm_macs_per_us=self.library_tf32_gemm_macs_per_us)
        return self

    def fused_gemm_us(self, macs: int) -> float:
        """What computing `macs` multiply-adds inside a stitched kernel costs over the
        library (µs): the k loops' price for the traffic a fused GEMM saves."""
        return macs / self.fused_gemm_macs_per_us - macs / self.library_gemm_macs_per_us

    def gbs_at(self, size: int) -> float:
        """Bandwidth for a transfer of `size` bytes, interpolated linearly in the table."""
        sizes = [s for s, _ in self.bandwidth]
        i = bisect.bisect_left(sizes, size)
        if i == 0:
            return self.bandwidth[0][1] * size / sizes[0] if size < sizes[0] else self.bandwidth[0][1]
        if i == len(sizes):
            return self.bandwidth[-1][1]
        (s0, b0), (s1, b1) = self.bandwidth[i - 1], self.bandwidth[i]
        return b0 + (b1 - b0) * (size - s0) / (s1 - s0)

    def transfer_us(self, size: int) -> float:
        """M(V): time to move `size` bytes (µs)."""
        if size <= 0:
            return 0.0
        return size / (self.gbs_at(size) * 1e3)

    @staticmethod
    def from_json(path: str | Path) -> "DeviceModel":
        """{"name": ..., "launch_us": ..., "bandwidth": [[bytes, GB/s], ...]} (e.g. measured)."""
        try:
            data = json.loads(Path(path).read_text())
            table = tuple(sorted((int(s), float(b)) for s, b in data["bandwidth"]))
            model = DeviceModel(str(data["name"]), table, float(data["launch_us"]),
                                float(data.get("fused_gemm_macs_per_us", FUSED_GEMM_MACS_PER_US)),
                                float(data.get("library_gemm_macs_per_us", LIBRARY_GEMM_MACS_PER_US)),
                                float(data.get("library_tf32_gemm_macs_per_us",
                                               LIBRARY_TF32_GEMM_MACS_PER_US)))
        except OSError as e:
            raise ValueError(f"{path}: {e.strerror}") from None
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            detail = f"missing {e}" if isinstance(e, KeyError) else str(e)
            raise ValueError(f"{path}: not a device table ({detail}); expected {TABLE_FORMAT}") from None
        if not table or any(s <= 0 or b <= 0 for s, b in table):
            raise ValueError(f"{path}: the bandwidth table needs positive [bytes, GB/s] points")
        return model


DEVICES = {
    "h100": DeviceModel("h100", tuple(_modelled_table(3350.0)), 6.0),
    "h200": DeviceModel("h200", tuple(_modelled_table(4800.0)), 6.0),
}


def device_model(name: str) -> DeviceModel:
    if name in DEVICES:
        return DEVICES[name]
    if name.endswith(".json"):
        return DeviceModel.from_json(name)
    raise ValueError(f"unknown device {name!r} (expected {' | '.join(DEVICES)} | a .json table)")


class Scorer(Protocol):
    def __call__(self, graph, nodes: frozenset) -> float: ...


@dataclass
class ModelScorer:
    """f(P) = M(V) + (N - 1)·φ from the device table."""
    device: DeviceModel

    def saved_bytes(self, graph, nodes) -> int:
        return graph.unfused_bytes(nodes) - graph.fused_bytes(nodes)

    def __call__(self, graph, nodes: frozenset) -> float:
        gemm_us = sum(self.device.fused_gemm_us(graph.nodes[v].macs) for v in nodes) \
            if len(nodes) > 1 else 0.0
        return (self.device.transfer_us(self.saved_bytes(graph, nodes))
                + (len(nodes) - 1) * self.device.launch_us - gemm_us)


@dataclass
class MeasuredScorer:
    """Σ K(op) + (N - 1)·φ - K(P) from measured kernel times (µs): `time_op(v)` times node v
    alone, `time_fused(nodes)` the fused kernel (None when it cannot be built)."""
    time_op: Callable[[int], float]
    time_fused: Callable[[frozenset], "float | None"]
    launch_us: float

    def __call__(self, graph, nodes: frozenset) -> float:
        fused = self.time_fused(nodes)
        if fused is None:
            return float("-inf")
        return sum(self.time_op(v) for v in nodes) + (len(nodes) - 1) * self.launch_us - fused
