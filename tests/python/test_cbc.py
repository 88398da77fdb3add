"""analysis/cbc.py: the MPS file is pulp's, byte for byte, and CBC's answers are read right."""
from __future__ import annotations

import warnings

import pulp
import pytest

from mlir_stitch.analysis.cbc import Row, _read_solution, maximize, mps_text


def pulp_mps(objective: dict, rows: list, tmp_path) -> str:
    """The file pulp writes for the model when it hands it to CBC (writeMPS, rename=1)."""
    prob = pulp.LpProblem("fusion", pulp.LpMaximize)
    x = {v: prob.add_variable(f"x{v}", cat=pulp.LpBinary) for v in objective}
    prob += pulp.LpAffineExpression([(x[v], c) for v, c in objective.items()])
    for k, row in enumerate(rows):
        total = pulp.LpAffineExpression([(x[v], c) for v, c in row.terms])
        prob += (total <= row.rhs) if row.sense == "L" else (total >= row.rhs), f"row{k}"
    path = tmp_path / "pulp.mps"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        prob.writeMPS(str(path), rename=1)
    return path.read_text()


# twelve variables (x10 sorts before x2), fractional scores, ≤ and ≥ rows, a zero right side
OBJECTIVE = {v: 1.5 + 0.37 * v for v in (3, 0, 11, 2, 10, 7, 1, 4, 5, 6, 8, 9)}
ROWS = [Row([(0, 1), (1, 1), (10, 1)], "L", 1), Row([(2, 1), (11, 1)], "L", 1),
        Row([(v, v % 4 + 1) for v in OBJECTIVE], "G", 6), Row([(3, 1), (4, 1)], "L", 0),
        Row([(5, 1), (6, 1), (7, 1)], "L", 2)]


def test_the_mps_file_is_the_one_pulp_writes(tmp_path):
    order = sorted(OBJECTIVE, key=lambda v: f"x{v}")
    assert mps_text(OBJECTIVE, order, ROWS) == pulp_mps(OBJECTIVE, ROWS, tmp_path)


def test_maximize_finds_the_optimum():
    """Brute force over the 4,096 choices agrees with CBC."""
    def value(choice):
        for row in ROWS:
            total = sum(c for v, c in row.terms if v in choice)
            if (total > row.rhs) if row.sense == "L" else (total < row.rhs):
                return None
        return sum(OBJECTIVE[v] for v in choice)
    variables = sorted(OBJECTIVE)
    best = max(filter(None, (value({v for k, v in enumerate(variables) if mask >> k & 1})
                             for mask in range(1 << len(variables)))))
    solution = maximize(OBJECTIVE, ROWS, time_limit=10.0)
    assert solution.optimal and value(set(solution.chosen)) == pytest.approx(best)


def test_the_solution_file_is_read():
    order = [7, 3, 5]
    text = ("Optimal - objective value 12.5\n"
            "      0 X0000000               1                   -5\n"
            "      1 X0000001               0                    2\n"
            "      2 X0000002      0.99999999                   -1\n")
    assert _read_solution(text, order).chosen == [5, 7]
    stopped = _read_solution("Stopped on time - objective value 4\n"
                             "** 0 X0000000 1 0\n      1 X0000001 0 0\n      2 X0000002 0 0\n",
                             order)
    assert stopped.chosen == [7] and not stopped.optimal
    for text in ("Infeasible - objective value 0\n", "Stopped on time - no solution\n", ""):
        with pytest.raises(RuntimeError, match="no solution"):
            _read_solution(text, order)
