"""What the detail pane beside a list says about the highlighted row (issue 28): its
own fields, the message it was learnt from, and the lines of its note around it. Read
in a worker thread through the facade (`commitment_source`, `passage`, `note_source`)
so the list answers keys while a note is read."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text

from vaultmind.errors import VaultMindError
from vaultmind.ui.plain import plain
from vaultmind.vault.link_names import with_link_names

if TYPE_CHECKING:
    from rich.console import RenderableType

    from vaultmind.service import VaultService

AROUND = 4  # lines of the note shown above and below the row's own lines
MESSAGE_LINES = 12  # a long source message is cut here (Enter opens it whole)


@dataclass(frozen=True, slots=True)
class Spot:
    """A row as the detail pane reads it: where it is written and what it says."""

    path: str  # the note (path or name) it is written in
    title: str = ""
    line: int = 0  # 1-based line in the file; 0: the block's, or the note's start
    block: str | None = None  # a memory id or block id in the note
    fields: tuple[tuple[str, str], ...] = ()  # shown as `name: value` under the title
    source: bool = False  # a memory: look up the message it was learnt from
    words: tuple[str, ...] = ()  # a search's words: the lines around the first one


def read_detail(service: VaultService, spot: Spot) -> Group:
    """The pane's text; a note that cannot be read is said in one dim line."""
    head = plain(with_link_names(spot.title), "bold") if spot.title else Text()
    for name, value in spot.fields:
        head.append(f"\n{name}: ", style="dim")
        head.append_text(plain(with_link_names(value)))
    parts: list[RenderableType] = [head]
    try:
        if spot.source and spot.block:
            parts += _source_message(service, spot)
        parts += _written_in(service, spot)
    except VaultMindError as exc:
        parts.append(Text(f"\n{exc.message}", style="dim"))
    return Group(*parts)


def _source_message(service: VaultService, spot: Spot) -> list[RenderableType]:
    said = service.commitment_source(spot.path, spot.line, spot.block)
    if not said.message or said.block is None:
        return []
    passage = service.passage(f"{said.note}#^{said.block}")
    lines = passage.text.split("\n")
    shown = [("", line) for line in lines[:MESSAGE_LINES]]
    if len(lines) > MESSAGE_LINES:
        shown.append(("", "…"))
    return [_heading(f"Source message · {passage.path}"), _lines(shown)]


def _written_in(service: VaultService, spot: Spot) -> list[RenderableType]:
    """The note's lines around the row (its own lines marked), or its first lines."""
    source = service.note_source(spot.path)
    lines = source.text.split("\n")
    first, last = _span(service, spot, lines, source.body_line)
    start, end = max(source.body_line, first - 1 - AROUND), min(len(lines), last + AROUND)
    marked = first > source.body_line
    where = f"{source.note.path}, line {first}" if marked else source.note.path
    shown = [("▌" if marked and first - 1 <= n < last else "", lines[n]) for n in range(start, end)]
    return [_heading(f"In {where}"), _lines(shown)]


def _lines(shown: list[tuple[str, str]]) -> Table:
    """Note lines under a gutter (`▌` marks the row's own): a wrapped line stays
    right of it. Links read as names, as everywhere in the TUI."""
    grid = Table.grid(expand=True)
    grid.add_column(width=2, no_wrap=True)
    grid.add_column(ratio=1)
    for mark, line in shown:
        style = "bold" if mark else ""
        grid.add_row(Text(mark, style=style), plain(with_link_names(line), style))
    return grid


def _span(service: VaultService, spot: Spot, lines: list[str], body: int) -> tuple[int, int]:
    """The row's 1-based first and last line: its block's, its line, a search word's,
    else the body's start (then nothing is marked)."""
    if spot.block:
        try:
            passage = service.passage(f"{spot.path}#^{spot.block}")
            return passage.first_line, passage.last_line
        except VaultMindError:
            pass  # a block id the note lost meanwhile: its line, if known
    if spot.line:
        return spot.line, spot.line
    wanted = [w.casefold() for w in spot.words if len(w) > 1]
    for number in range(body, len(lines)):
        if any(w in lines[number].casefold() for w in wanted):
            return number + 1, number + 1
    return body, body + 2 * AROUND


def _heading(title: str) -> Text:
    return Text("\n").append_text(plain(title, "bold underline"))


def commitment_spot(
    path: str,
    line: int,
    memory_id: str | None,
    text: str,
    person: str = "",
    due: date | None = None,
    overdue: bool = False,
    confidence: float = 1.0,
    done: date | None = None,
    plain: bool = False,
) -> Spot:
    """A commitment memory or an owned task, with the fields a lead asks about first."""
    fields = [("person", person or "(nobody named)")]
    if done is not None:
        fields.append(("done", done.isoformat()))
    else:
        fields.append(("due", (due.isoformat() if due else "no date")
                       + (" · overdue" if overdue else "")))  # fmt: skip
    if memory_id is None and plain:
        fields.append(("kind", "action item without a checkbox (d adds ✅ and the day)"))
    elif memory_id is None:
        fields.append(("kind", "task (its checkbox is ticked by d)"))
    else:
        fields.append(("kind", "commitment"))
        if confidence < 0.995:
            fields.append(("confidence", f"{confidence:.2f}"))
    return Spot(path, text, line, memory_id, tuple(fields), source=memory_id is not None)
