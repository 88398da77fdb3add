"""The planner's feasibility checks keyed by structure, so that repeated blocks share them.

`analyze_kernel` answers from the member ops alone: their loops, index maps, operand types and
bodies, which member reads which member's result (directly, through a reshape, or gathered),
and which results other ops read too. A graph of repeated layers asks the same question about
each layer's copy of a set of ops; the key below is equal for such copies, so the kernel
generator answers once per distinct structure.

A refusal names member ops by location (`'file:line:col'`); a copy's answer has the first
copy's names replaced by its own, position by position. Where that mapping is ambiguous (two
members of the first copy share a location but their counterparts do not) the check runs
again. `MLIR_STITCH_CHECK_FEASIBILITY_MEMO=1` runs every check directly as well and raises when
the two answers differ (the tests do, over the suite's models)."""
from __future__ import annotations

import os
import re

from .fusion_domain import RESHAPES, producer
from .linalg_info import result_number

_QUOTED = re.compile(r"'([^']*)'")


def body_signature(block) -> tuple:
    """The ops of a linalg body (names, attributes, result types, which argument or earlier
    result each operand is; "x" for a value from outside the body). Attributes and types are
    uniqued: equal is the same."""
    values = {arg: ("arg", i) for i, arg in enumerate(block.arguments)}
    ops = []
    for k, op in enumerate(block.operations):
        op = op.operation
        results = op.results
        ops.append((op.name, tuple(op.attributes.items()),
                    tuple([values.get(v, "x") for v in op.operands]),
                    tuple([r.type for r in results])))
        for r, result in enumerate(results):
            values[result] = (k, r)
    return tuple(ops)


class StructuralFeasibility:
    """feasible(nodes) of `check` (node id -> LinalgInfo in `infos`), remembered by the
    structure of the node set."""

    def __init__(self, infos: list, check, where, verify: "bool | None" = None):
        self.infos, self.check, self.where = infos, check, where
        self.node_of = {info.op: v for v, info in enumerate(infos)}
        # each op's static facts as a small number: a key is hashed at every lookup, and the
        # facts hold IR attributes and types whose hashes call into the bindings
        numbers: dict = {}
        self.static = [numbers.setdefault(self._static(info), len(numbers)) for info in infos]
        self.sources = [self._sources(info) for info in infos]
        self.readers = [self._readers(info) for info in infos]
        self.answers: dict = {}  # key -> (reason or None, member locations)
        self.locations: dict = {}
        self.hits = self.misses = 0
        if verify is None:
            verify = os.environ.get("MLIR_STITCH_CHECK_FEASIBILITY_MEMO") == "1"
        self.verify = verify

    def __call__(self, nodes) -> "str | None":
        members = sorted(nodes)
        key = self.key(members)
        known = self.answers.get(key)
        answer = self._renamed(known, members) if known is not None else None
        if known is None or answer is False:
            self.misses += 1
            reason = self.check(members)
            if known is None:
                self.answers[key] = (reason, self._locations(members) if reason else ())
            return reason
        self.hits += 1
        if self.verify:
            direct = self.check(members)
            if direct != answer:
                raise AssertionError(f"feasibility memo: nodes {members} answered {answer!r}, "
                                     f"directly {direct!r}")
        return answer

    def key(self, members: list) -> tuple:
        position = {v: p for p, v in enumerate(members)}.get
        inside = set(members)
        static, sources, readers = self.static, self.sources, self.readers
        return tuple([
            (static[v],
             tuple(["x" if (p := position(u)) is None else (kind, p, detail)
                    for kind, u, detail in sources[v]]),
             tuple([(not read.isdisjoint(inside), outside or not read <= inside)
                    for read, outside in readers[v]]))
            for v in members])  # (list comprehensions: this runs 30,000 times on 10,000 ops)

    def structure(self) -> list:
        """Per node: (its facts free of node ids, the node each operand reads or -1): what a
        key holds of it, for analysis/repeats.py to match copies of a repeated layer by."""
        return [((self.static[v], tuple([(kind, detail) for kind, _, detail in self.sources[v]]),
                  tuple([outside for _, outside in self.readers[v]])),
                 tuple([u for _, u, _ in self.sources[v]]))
                for v in range(len(self.infos))]

    # per-op facts, computed once ----------------------------------------------------------
    def _static(self, info) -> tuple:
        if not hasattr(info, "iterators"):  # a library call: never a member, any is alike
            return ("call",)
        operands = tuple((o.map, o.is_tensor, o.shape, o.element_type)
                         for o in info.inputs + info.outputs)
        return (len(info.inputs), len(info.outputs), tuple(info.iterators), info.ranges,
                operands, body_signature(info.body))

    def _sources(self, info) -> tuple:
        """(how, node, detail) for each tensor the op reads (operands, then gathered tensors)
        that a node computes: "result" (detail: result number), "reshape" (through reshapes;
        detail: the first reshape's name) or "gather"."""
        found = []
        values = [(o.value, "result") for o in info.inputs + info.outputs if o.is_tensor]
        values += [(v, "gather") for v in getattr(info, "gathered", [])]
        for value, how in values:
            op = producer(value)
            via = None
            while op is not None and op.name in RESHAPES:
                via = via or op.name
                op = producer(op.operands[0])
            if op not in self.node_of:
                found.append(("x", -1, None))
            elif how == "gather":
                found.append(("gather", self.node_of[op], via))
            elif via:
                found.append(("reshape", self.node_of[op], via))
            else:
                found.append(("result", self.node_of[op], result_number(value)))
        return tuple(found)

    def _readers(self, info) -> tuple:
        """(nodes reading it, whether anything else does) for each result."""
        readers = []
        for result in info.op.results:
            read, outside = set(), False
            for use in result.uses:
                v = self.node_of.get(use.owner.operation)
                if v is None:
                    outside = True
                else:
                    read.add(v)
            readers.append((frozenset(read), outside))
        return tuple(readers)

    # reasons --------------------------------------------------------------------------------
    def _locations(self, members: list) -> tuple:
        return tuple(self._location(v) for v in members)

    def _location(self, v: int) -> str:
        if v not in self.locations:
            self.locations[v] = self.where(self.infos[v].op)
        return self.locations[v]

    def _renamed(self, known: tuple, members: list):
        """The remembered reason with its member names replaced by those of `members`; False
        when the first copy's names do not map one to one onto these."""
        reason, names = known
        if reason is None:
            return None
        mapping: dict = {}
        for old, new in zip(names, self._locations(members)):
            if mapping.setdefault(old, new) != new:
                return False
        return _QUOTED.sub(lambda m: f"'{mapping.get(m.group(1), m.group(1))}'", reason)
