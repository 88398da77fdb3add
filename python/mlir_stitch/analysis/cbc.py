"""A 0-1 program solved by the CBC binary that pulp bundles, written to it as MPS directly.

pulp's model objects cost about 0.5 s to build and write at the 10,000-op chain's 18,000
variables. This writes the file pulp would write for the same model (names, order and number
format alike, so CBC reads the same problem and makes the same choices;
tests/python/test_cbc.py compares the bytes) in a fraction of that, runs CBC as pulp
runs it and reads its solution file."""
from __future__ import annotations

import os
import subprocess
import tempfile
import warnings
from dataclasses import dataclass

import pulp

# CBC's preprocessing (clique strengthening) took 0.4 of the chain's 0.5 s of solving, and the
# fusion ILP's root relaxation is integral there: without it the plans came out byte-identical
# on every lit input, example and suite model
CBC_OPTIONS = ("-preprocess", "off")


@dataclass
class Row:
    """Σ coefficient·x[variable] (sense "L": ≤ rhs, "G": ≥ rhs)."""
    terms: list  # (variable, coefficient): variables are ints, x<variable> in the file
    sense: str
    rhs: float


@dataclass
class Solution:
    chosen: list  # variables at 1, ascending
    optimal: bool  # False: the time limit stopped CBC with a feasible, maybe worse, choice


def maximize(objective: dict, rows: list, time_limit: float) -> Solution:
    """Maximise Σ objective[v]·x[v] over binary x subject to `rows`."""
    with tempfile.TemporaryDirectory(prefix="stitch-cbc-") as tmp:
        mps, sol = os.path.join(tmp, "model.mps"), os.path.join(tmp, "model.sol")
        order = sorted(objective, key=lambda v: f"x{v}")  # pulp writes columns by name
        with open(mps, "w") as f:
            f.write(mps_text(objective, order, rows))
        args = [_cbc_path(), mps, "-max", "-sec", str(time_limit),
                *CBC_OPTIONS,
                "-solve", "-printingOptions", "all", "-solution", sol]
        done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              stdin=subprocess.DEVNULL)
        if done.returncode != 0 or not os.path.exists(sol):
            raise RuntimeError(f"internal error: CBC failed on the fusion ILP "
                               f"(exit status {done.returncode})")
        with open(sol) as f:
            return _read_solution(f.read(), order)


def mps_text(objective: dict, order: list, rows: list) -> str:
    """The MPS file pulp's writeMPS(rename=1) writes for this model."""
    column = {v: f"X{k:07d}" for k, v in enumerate(order)}
    row_names = [f"C{k:07d}" for k in range(len(rows))]
    entries: dict = {v: [] for v in order}
    for row_name, row in zip(row_names, rows):
        for v, coefficient in row.terms:
            entries[v].append(f"    {column[v]:<8}  {row_name:<8}  {coefficient: .12e}\n")
    marks = ("    MARK      'MARKER'                 'INTORG'\n",
             "    MARK      'MARKER'                 'INTEND'\n")
    columns = []
    for v in order:
        columns.append(marks[0])
        columns += entries[v]
        columns.append(f"    {column[v]:<8}  OBJ       {objective[v]: .12e}\n")
        columns.append(marks[1])
    return "".join([
        "*SENSE:Maximize\n", "NAME          MODEL\n", "ROWS\n", " N  OBJ\n",
        *(f" {row.sense}  {n}\n" for n, row in zip(row_names, rows)),
        "COLUMNS\n", *columns,
        "RHS\n", *(f"    RHS       {n:<8}  {row.rhs if row.rhs != 0 else 0: .12e}\n"
                   for n, row in zip(row_names, rows)),
        "BOUNDS\n", *(f" BV BND       {column[v]:<8}\n" for v in order),
        "ENDATA\n"])


def _read_solution(text: str, order: list) -> Solution:
    """CBC's solution file: a status line, then `index name value reduced-cost` per column
    and row (`**` marks an infeasible one)."""
    lines = text.splitlines()
    status = lines[0].split() if lines else []
    optimal = status[:1] == ["Optimal"]
    stopped_with_choice = status[:1] == ["Stopped"] and status[4:5] == ["objective"]
    if not (optimal or stopped_with_choice):
        raise RuntimeError(f"internal error: the fusion ILP has no solution "
                           f"({' '.join(status) or 'empty solution file'})")
    variable = {f"X{k:07d}": v for k, v in enumerate(order)}
    chosen = []
    for line in lines[1:]:
        words = line.split()
        if words[:1] == ["**"]:
            words = words[1:]
        if len(words) >= 3 and words[1] in variable and float(words[2]) > 0.5:
            chosen.append(variable[words[1]])
    return Solution(sorted(chosen), optimal)


def _cbc_path() -> str:
    with warnings.catch_warnings():  # pulp 3 deprecates its bundled CBC for 4.0 (pinned <4)
        warnings.simplefilter("ignore", DeprecationWarning)
        return pulp.PULP_CBC_CMD(msg=False).path
