"""FusionStitching's template strings: one `dominant[tiling]` per group, `;`-terminated.

  template := spec (';' spec)* ';'?
  spec     := NAME '[' 'GRID_' g '-CTA_' c [',' ('WARP_' | 'CTA_') t] ['-THREAD_' k] ']' ['S']

  row     reduce0[GRID_512-CTA_1,CTA_256-THREAD_3]S   g blocks of c rows, t threads per row
                                                       (WARP_ when t <= 32), k elements each
  flat    ew2[GRID_96-CTA_256-THREAD_1]               g blocks of c threads, k elements each
  column  reduce0[GRID_128-CTA_256-COL_32-SPLIT_4]S    c threads of kept positions wide,
                                                       SPLIT_s blocks along the reduced ones
  loop    op0[GRID_4-CTA_256]                         one thread per parallel point
  row     reduce0[GRID_128-CTA_1,CTA_1024-THREAD_15-SPLIT_2]S
                                                       SPLIT_s blocks per row (an extension, as
                                                       for reduce below)
  row     reduce0[GRID_128-CTA_1,CTA_256-THREAD_4-VERT_32]S
                                                       each block takes VERT_v tiles of rows in
                                                       turn (vertical packing, an extension)
  reduce  reduce0[GRID_8-CTA_512]S                    one block of c threads per output
          reduce0[GRID_132-CTA_1024-SPLIT_132]S       SPLIT_s blocks per output (an extension:
                                                       partials combined after a grid barrier)

`S` marks a group whose dominant op reduces. `format_group` writes a group's spec,
`parse_template` reads specs back into mappings (the grid is checked by the schedule)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .schedule import Group, Mapping, ScheduleError

_SPEC = re.compile(r"\s*(?P<name>[A-Za-z_][\w.]*)\[GRID_(?P<grid>\d+)-CTA_(?P<cta>\d+)"
                   r"(?:-COL_(?P<colw>\d+))?(?:,(?P<col>WARP|CTA)_(?P<threads>\d+))?(?:-THREAD_(?P<k>\d+))?(?:-SPLIT_(?P<split>\d+))?(?:-VERT_(?P<vert>\d+))?\](?P<s>S?)\s*")


@dataclass
class TemplateSpec:
    dominant: str
    grid: int
    mapping: Mapping
    text: str


def format_group(group: Group, grid: int, reduces: bool) -> str:
    m = group.mapping
    if m.kind == "row":
        col = f"WARP_{m.threads_per_row}" if m.threads_per_row <= 32 else f"CTA_{m.threads_per_row}"
        tiling = f"GRID_{grid}-CTA_{m.rows_per_block},{col}-THREAD_{m.elems_per_thread}"
        tiling += f"-SPLIT_{m.split}" if m.split > 1 else ""
        tiling += f"-VERT_{m.vertical}" if m.vertical > 1 else ""
    elif m.kind == "flat":
        tiling = f"GRID_{grid}-CTA_{m.threads}-THREAD_{m.elems_per_thread}"
    elif m.kind == "column":
        tiling = f"GRID_{grid}-CTA_{m.threads}-COL_{m.cols_per_block}-SPLIT_{m.split}"
    else:
        tiling = f"GRID_{grid}-CTA_{m.threads}" + (f"-SPLIT_{m.split}" if m.split > 1 else "")
    return f"{group.dominant}[{tiling}]{'S' if reduces else ''};"


def parse_template(text: str) -> list:
    """TemplateSpecs of `text`; ScheduleError naming the first spec that does not parse."""
    specs = []
    for piece in text.split(";"):
        if not piece.strip():
            continue
        m = _SPEC.fullmatch(piece)
        if m is None:
            raise ScheduleError(f"template spec {piece.strip()!r} does not parse (expected e.g. "
                                f"'reduce0[GRID_512-CTA_1,CTA_256-THREAD_3]S' or "
                                f"'ew0[GRID_96-CTA_256-THREAD_1]')")
        specs.append(TemplateSpec(m["name"], int(m["grid"]), _mapping(m, piece.strip()),
                                  piece.strip()))
    if not specs:
        raise ScheduleError("the template string is empty")
    return specs


def _mapping(m, text: str) -> Mapping:
    cta = int(m["cta"])
    if m["colw"] is not None:
        if m["col"] or m["k"] is not None or m["vert"] is not None:
            raise ScheduleError(f"template spec {text!r}: COL_c belongs to a column tiling "
                                f"'name[GRID_g-CTA_t-COL_c-SPLIT_s]' (S when its dominant "
                                f"reduces)")
        return Mapping("column", threads=cta, cols_per_block=int(m["colw"]),
                       split=int(m["split"] or 1))
    split = int(m["split"]) if m["split"] is not None else 1
    if m["vert"] is not None and not (m["col"] and m["k"] is not None):
        raise ScheduleError(f"template spec {text!r}: VERT_v belongs to a row tiling "
                            f"'name[GRID_g-CTA_b,CTA_t-THREAD_k-VERT_v]'")
    row, reduce = m["col"] is not None and m["k"] is not None, m["col"] is None and m["k"] is None
    if m["split"] is not None and not (row or reduce and m["s"]):
        raise ScheduleError(f"template spec {text!r}: SPLIT_s belongs to a reduce tiling "
                            f"'name[GRID_g-CTA_t-SPLIT_s]S' or a row tiling "
                            f"'name[GRID_g-CTA_1,CTA_t-THREAD_k-SPLIT_s]'")
    if m["split"] is not None and m["col"] is None:
        return Mapping("reduce", threads=cta, split=split)
    if m["col"]:
        if m["k"] is None:
            raise ScheduleError(f"template spec {text!r}: a row tiling needs -THREAD_k")
        threads = int(m["threads"])
        if (m["col"] == "WARP") != (threads <= 32):
            raise ScheduleError(f"template spec {text!r}: write WARP_t for t <= 32 threads per "
                                f"row and CTA_t above")
        return Mapping("row", threads_per_row=threads, elems_per_thread=int(m["k"]),
                       rows_per_block=cta, split=split, vertical=int(m["vert"] or 1))
    if m["k"] is not None:
        return Mapping("flat", threads=cta, elems_per_thread=int(m["k"]))
    return Mapping("reduce" if m["s"] else "loop", threads=cta)
