"""The person card's rows, from the context query: commitments (overdue in red) and
open tasks that `d` and `p` act on, memories by kind with their day and a labelled
confidence (none where it is 1), responsibilities, reflections, backlinks. Links read
as names; a row that wraps stays under its text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets.option_list import Option

from vaultmind.ui.commitment_target import Target
from vaultmind.ui.detail_text import Spot
from vaultmind.ui.plain import plain
from vaultmind.ui.reflections import reflection_row
from vaultmind.ui.widgets.hanging_row import hanging
from vaultmind.vault.link_names import with_link_names

if TYPE_CHECKING:
    from vaultmind.agent.reflect.recent import WrittenReflection
    from vaultmind.memory.context import PersonContext, ScoredMemory

DATE_WIDTH = 10  # `2026-12-04`
SHOWN = 40  # rows per section: each is laid out in the UI thread (a bulk ingest's hundreds)


@dataclass(frozen=True, slots=True)
class Item:
    path: str
    memory_id: str | None = None
    text: str = ""
    line: int = 0
    block: str | None = None  # where a reflection row opens its Daily note
    commitment: Target | None = None  # a commitment or a task: `d` and `p` act on it
    fields: tuple[tuple[str, str], ...] = ()  # what the detail pane lists under the text

    @property
    def spot(self) -> Spot:
        """The detail beside the card (≥ 120 columns): a commitment's or a memory's
        fields and source message, else the lines of the note the row names."""
        if self.commitment is not None:
            return self.commitment.spot
        block = self.memory_id or self.block
        return Spot(self.path, self.text, self.line, block, self.fields,
                    source=self.memory_id is not None)  # fmt: skip


class Rows:
    def __init__(self) -> None:
        self.options: list[Option] = []
        self.items: dict[str, Item] = {}

    def heading(self, title: str, count: int) -> None:
        self.options.append(Option(Text(f"{title} ({count})", style="bold"), disabled=True))

    def row(self, prompt: object, item: Item) -> None:
        key = f"item-{len(self.items)}"
        self.items[key] = item
        self.options.append(Option(prompt, id=key))  # type: ignore[arg-type]

    def more(self, count: int, where: str) -> None:
        """What a capped section leaves out, and where it is listed whole."""
        if count > SHOWN:
            said = f"  … {count - SHOWN} more ({where} lists them all)"
            self.options.append(Option(Text(said, style="dim"), disabled=True))


def card_rows(c: PersonContext, written: list[WrittenReflection]) -> Rows:
    rows = Rows()
    rows.heading("Commitments", len(c.commitments))
    for com in c.commitments[:SHOWN]:
        style = "red" if com.overdue else ""
        lead = _lead(
            com.due.isoformat() if com.due else "no date", "bold red" if com.overdue else ""
        )
        target = Target(com.path, com.line, com.memory_id, com.text, c.title, com.due,
                        com.overdue, com.confidence, plain=com.plain)  # fmt: skip
        lead.append(target.mark)
        body = plain(with_link_names(com.text), style)
        _confidence(body, com.confidence)
        if com.memory_id is None:
            body.append(f"  · {_title(com.path)}", style="dim")
        rows.row(hanging(lead, body), Item(com.path, com.memory_id, com.text, com.line,
                                           commitment=target))  # fmt: skip
    rows.more(len(c.commitments), "the Commitments screen")
    for kind, memories in c.memories.items():
        if kind == "commitment":
            continue  # listed above, with their due dates
        rows.heading(kind.capitalize(), len(memories))
        for scored in memories[:SHOWN]:
            rows.row(_memory(scored), Item(c.path, scored.memory.id, scored.memory.text,
                                           scored.memory.line, fields=_fields(scored)))  # fmt: skip
        rows.more(len(memories), "`vaultmind context`")
    rows.heading("Responsible for", len(c.responsible_for))
    for node in c.responsible_for:
        rows.row(plain(f"  {node.title}  ({node.type}, {node.via})"), Item(node.path))
    rows.heading("Open tasks", len(c.tasks))
    for ref in c.tasks[:SHOWN]:
        lead = _lead(ref.task.due or "", "")
        lead.append("[ ] ")
        body = plain(with_link_names(ref.task.text))
        body.append(f"  · {ref.title}", style="dim")
        target = Target(ref.path, ref.task.line, None, ref.task.text, c.title)
        rows.row(hanging(lead, body), Item(ref.path, text=ref.task.text, line=ref.task.line,
                                           commitment=target))  # fmt: skip
    rows.more(len(c.tasks), "the Commitments screen")
    if written:
        rows.heading("Recent reflections", len(written))
        for r in written:  # Enter or o opens it in its Daily note
            rows.row(plain(f"  {reflection_row(r).text}"), Item(r.path, block=r.block))
    rows.heading("Backlinks", len(c.backlinks))
    for title, path in c.backlinks:
        rows.row(plain(f"  {title}"), Item(path))
    return rows


def _memory(scored: ScoredMemory) -> object:
    memory = scored.memory
    made = memory.created_on
    lead = _lead(made.isoformat() if made else "", "dim")
    body = plain(with_link_names(memory.text))
    until = memory.field("valid_until")
    if until:
        body.append(f"  until {until}", style="dim")
    _confidence(body, scored.confidence)
    return hanging(lead, body)


def _fields(scored: ScoredMemory) -> tuple[tuple[str, str], ...]:
    memory = scored.memory
    fields = [("kind", memory.kind)]
    made = memory.created_on
    if made:
        fields.append(("created", made.isoformat()))
    if scored.confidence < 0.995:
        fields.append(("confidence", f"{scored.confidence:.2f}"))
    for name in ("by", "valid_until", "confirmed"):
        value = memory.field(name)
        if value:
            fields.append((name, value))
    return tuple(fields)


def _lead(day: str, style: str) -> Text:
    return Text(f"  {day:<{DATE_WIDTH}}  ", style=style)


def _confidence(body: Text, confidence: float) -> None:
    """Said in words where it is below 1: a bare `0.58` meant nothing to a reader."""
    if confidence < 0.995:
        body.append(f"  confidence {confidence:.2f}", style="dim")


def _title(path: str) -> str:
    return path.rsplit("/", 1)[-1].removesuffix(".md")
