"""The GPU run's results (bench/gpu.py) as a RESULTS.md section and a bar chart."""
from __future__ import annotations

from collections import Counter

SYSTEMS = ("mlir-stitch", "eager", "inductor", "max-autotune", "jax", "iree")
BEGIN, END = "<!-- stitch-bench --gpu: begin -->", "<!-- stitch-bench --gpu: end -->"


def peer_us(times: dict, system: str, key: str = "us"):
    value = times.get(system)
    return value.get(key) if isinstance(value, dict) else None


def _us(v) -> str:
    return "–" if v is None else f"{v:.1f}"


def _ratio(a, b) -> str:
    return "–" if a is None or b is None else f"{b / a:.2f}×"


def markdown(result: dict) -> str:
    copy = result.get("copy")
    peak = max(b for _, b in copy["bandwidth"]) if copy else None
    lines = [f"Device: {result['device']}, backend {result['backend']}.", ""]
    if copy:
        lines += [f"Device-to-device copy: {peak:g} GB/s at its best (bytes read + written; CUDA "
                  f"graph of copies); a tiny kernel in a stream of them: {copy['launch_us']:g} µs.", ""]
    lines += ["Time per call (µs, CUDA events around one call: host overhead included):", "",
              "| model | kernels | check | " + " | ".join(SYSTEMS) + " | vs eager | vs inductor |",
              "|" + "---|" * (len(SYSTEMS) + 5)]
    for name, row in result["suite"].items():
        times = row.get("times", {})
        ours = peer_us(times, "mlir-stitch")
        check = row.get("error") or row.get("status", "–")
        if row.get("fingerprints_match") is False:
            check += " (regenerated inputs differ from the export's)"
        lines.append("| " + " | ".join([name, str(row["kernels"]), check]
                                       + [_us(peer_us(times, s)) for s in SYSTEMS]
                                       + [_ratio(ours, peer_us(times, "eager")),
                                          _ratio(ours, peer_us(times, "inductor"))]) + " |")
    lines += ["", "GPU time per call (µs, CUPTI: the durations of every kernel, copy and memset "
              "of a call; GPU ops per call in brackets) and our achieved bandwidth (minimum "
              "off-chip bytes / our GPU time):", "",
              "| model | " + " | ".join(SYSTEMS) + " | vs eager | vs inductor | achieved GB/s | of copy BW |",
              "|" + "---|" * (len(SYSTEMS) + 5)]
    for name, row in result["suite"].items():
        times = row.get("times", {})
        if not times:
            continue
        ours = peer_us(times, "mlir-stitch", "kernel_us")
        gbs = row["min_global_bytes"] / (ours * 1e3) if ours else None
        cells = []
        for system in SYSTEMS:
            us, ops = peer_us(times, system, "kernel_us"), peer_us(times, system, "gpu_ops")
            cells.append("–" if us is None else f"{us:.1f} ({ops:g})")
        lines.append("| " + " | ".join([name] + cells + [
            _ratio(ours, peer_us(times, "eager", "kernel_us")),
            _ratio(ours, peer_us(times, "inductor", "kernel_us")),
            "–" if gbs is None else f"{gbs:.0f}",
            "–" if gbs is None or not peak else f"{100 * gbs / peak:.0f}%"]) + " |")
    lines += [""] + summary_lines(result, peak)
    lines += ["", fuzz_line(result)]
    if result.get("run_side"):
        checks = dict(result["run_side"])
        model = checks.pop("model")
        lines += ["", f"Run-side checks inside PyTorch ({model}): "
                  + "; ".join(f"{k}: {v}" for k, v in checks.items()) + "."]
    lines += candidate_lines(result)
    lines += plan_lines(result)
    from .gemms import markdown as gemm_lines

    lines += gemm_lines(result.get("gemms", {}))
    failures = _peer_failures(result)
    if failures:
        lines += ["", "Systems that failed:"] + [f"- {name}: {f}" for name, f in failures]
    return "\n".join(lines) + "\n"


def candidate_lines(result: dict) -> list:
    """The candidate mappings of each fusion: check, modelled and measured time (the whole
    model's call with that fusion on the candidate), which the model chose, which was fastest."""
    rows = [(n, c) for n, listed in result.get("candidates", {}).items() for c in listed]
    if not rows:
        return []
    lines = ["", "Candidate mappings (`--gpu-bundle --candidates K`): each fusion's candidates, the "
             "whole model timed per call with that fusion on each (µs, CUDA events):", "",
             "| model | kernel | candidate | check | modelled µs (kernel) | measured µs (call) | |",
             "|---|---|---|---|---|---|---|"]
    for name, c in rows:
        marks = [m for m, on in (("model's choice", c["chosen"]), ("heuristic", c["heuristic"])) if on]
        lines.append(f"| {name} | {c['kernel']} | `{c['template_string'][:60]}` | "
                     f"{c.get('error') or c.get('status', '–')} | {c['modelled_us']:.2f} | "
                     f"{_us(c.get('measured_us'))} | {', '.join(marks)} |")
    return lines


def plan_lines(result: dict) -> list:
    """Each model's other plans (`--gpu-bundle --plans`) beside its own: launches, traffic,
    check and µs per call (CUDA events)."""
    rows = [(n, p) for n, listed in result.get("plans", {}).items() for p in listed]
    if not rows:
        return []
    lines = ["", "Other plans of a model (`--gpu-bundle --plans`), timed per call beside the "
             "model's own plan (µs, CUDA events; ours / the plan's: above 1 the plan is faster):",
             "", "| model | plan | launches (library) | traffic ratio | check | µs per call | "
             "model's plan µs | model's plan / this |", "|---|---|---|---|---|---|---|---|"]
    for name, p in rows:
        row = result["suite"].get(name, {})
        own = peer_us(row.get("times", {}), "mlir-stitch")
        launches = f"{p['kernels']} ({p['library']})" if "kernels" in p else "–"
        lines.append(f"| {name} | {p['dir']}: {p['plan']} | {launches} | "
                     f"{p.get('traffic_ratio', '–')} | {p.get('error') or p.get('status', '–')} | "
                     f"{_us(p.get('measured_us'))} | {_us(own)} | "
                     f"{_ratio(p.get('measured_us'), own)} |")
    return lines


NORMS = ("layernorm", "rmsnorm", "softmax")  # the kernels whose bandwidth the best libraries publish


def geomean_speedup(result: dict, peer: str, key: str) -> "tuple[float, int] | None":
    """Geometric mean of peer time / our time over the models both ran, and their count."""
    import math

    ratios = []
    for row in result["suite"].values():
        times = row.get("times", {})
        ours, theirs = peer_us(times, "mlir-stitch", key), peer_us(times, peer, key)
        if ours and theirs:
            ratios.append(theirs / ours)
    if not ratios:
        return None
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios)), len(ratios)


def summary_lines(result: dict, peak) -> list:
    lines = []
    for key, what in (("us", "per call"), ("kernel_us", "GPU time")):
        parts = []
        for peer in SYSTEMS[1:]:
            g = geomean_speedup(result, peer, key)
            if g:
                parts.append(f"{g[0]:.2f}× over {peer} ({g[1]} models)")
        if parts:
            lines.append(f"Geomean speedup of mlir-stitch, {what}: " + ", ".join(parts) + ".")
    if peak:
        fractions = []
        for name, row in result["suite"].items():
            ours = peer_us(row.get("times", {}), "mlir-stitch", "kernel_us")
            if ours and any(n in name for n in NORMS):
                fractions.append(f"{name} {100 * row['min_global_bytes'] / (ours * 1e3) / peak:.0f}%")
        if fractions:
            lines.append("Achieved bandwidth of the norms and softmaxes as a fraction of the copy "
                         "bandwidth: " + ", ".join(fractions) + ".")
    return lines


def fuzz_line(result: dict) -> str:
    if not result["fuzz"]:
        return "No fuzz seeds were run."
    counts = Counter("PASS" if s == "PASS" else s.split(":")[0] for s in result["fuzz"].values())
    skipped = Counter(s.split(":")[0] for s in result.get("fuzz_not_compiled", {}).values())
    text = (f"Fuzz seeds on the {result['backend']} backend: {len(result['fuzz'])} run, "
            + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())))
    if skipped:
        text += " (not compiled: " + ", ".join(f"{n} {k}" for k, n in sorted(skipped.items())) + ")"
    bad = [f"seed {s}: {st}" for s, st in result["fuzz"].items() if st != "PASS"]
    return text + "." + "".join(f"\n- {b}" for b in bad[:20])


def _peer_failures(result: dict) -> list:
    out = []
    for name, row in result["suite"].items():
        for system, value in row.get("times", {}).items():
            if isinstance(value, dict) and "error" in value:
                out.append((name, value["error"]))
    return out


def section(result: dict) -> str:
    """The GPU section of benchmarks/RESULTS.md, between its markers."""
    return "\n".join([
        BEGIN, "## GPU runs (`stitch-bench --gpu`)", "",
        "Command: `stitch-bench --gpu BUNDLE` on the bundle of `stitch-bench --suite --gpu-bundle "
        "BUNDLE --fuzz-seeds A:B` (artifacts compiled on the CPU machine, inputs regenerated on the "
        "GPU machine). Each model is checked against its framework before it is timed. Warm calls, "
        "median of --iters (jax.jit: wall clock to block_until_ready). mlir-stitch's call includes "
        "its Python executor; its outputs come from the run side's caching allocator.", "",
        markdown(result).rstrip("\n"), END])


def write_markdown(result: dict, path) -> None:
    from pathlib import Path

    Path(path).write_text(markdown(result))


def write_chart(result: dict, path) -> None:
    """Time per call and GPU time per call, per model and system, log scale (matplotlib;
    skipped without it)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    rows = [(n, r["times"]) for n, r in result["suite"].items() if r.get("times")]
    if not rows:
        return
    fig, axes = plt.subplots(2, 1, figsize=(max(8, 0.5 * len(rows)), 9), sharex=True)
    width = 0.8 / len(SYSTEMS)
    for ax, key, label in ((axes[0], "us", "µs per call (CUDA events)"),
                           (axes[1], "kernel_us", "GPU µs per call (CUPTI)")):
        for k, system in enumerate(SYSTEMS):
            points = [(i + k * width, peer_us(t, system, key)) for i, (_, t) in enumerate(rows)]
            points = [(x, y) for x, y in points if y]
            if points:
                ax.bar([x for x, _ in points], [y for _, y in points], width, label=system)
        ax.set_yscale("log")
        ax.set_ylabel(label)
    axes[0].set_title(f"mlir-stitch vs peers, {result['device']} (median of warm calls)")
    axes[0].legend(fontsize=7)
    axes[1].set_xticks([i + 0.4 - width / 2 for i in range(len(rows))])
    axes[1].set_xticklabels([n for n, _ in rows], rotation=70, ha="right", fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
