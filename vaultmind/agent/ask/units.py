"""A note split into what a question can be answered from, each with its own date.

Memory lines, task lines, source messages and paragraphs are separate units: a
Daily note is a day of unrelated events, and a person note holds a dozen memories
that each carry their own status, confidence and evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from vaultmind.agent.ingest.sources.message_links import read_head
from vaultmind.memory.decay import effective_confidence, parse_iso
from vaultmind.memory.task_owner import likely_owner_name
from vaultmind.vault.escape import unescape_syntax, unescape_text
from vaultmind.vault.model import MemoryLine, Note, Task
from vaultmind.vault.task_dates import note_day as day_of

_BLOCK_AT_END = re.compile(r"\s\^([A-Za-z0-9-]+)\s*$")
_MESSAGE_BLOCK = re.compile(r" \^([a-z]{2}-[a-z0-9-]+)[ \t]*$")
_OUR_FIELDS = re.compile(
    r" ?(?<!\\)(?:\[(?:reply_to|forwarded_from|edited):: (?:\\.|[^\]\\])*\]|\[\[[^\[\]\n]*\]\])"
)  # a reply is a link to the replied block (`[[#^tg-…|↩ Name]]`), or a field in older files
_SOURCE_BLOCK = re.compile(r"#\^([A-Za-z0-9-]+)")
_COMMENT = re.compile(r"%%.*?%%")
_HEADING = re.compile(r"#{1,6}\s")


@dataclass(frozen=True, slots=True)
class Unit:
    path: str
    title: str
    kind: str  # memory, task, message, note
    text: str
    line: int
    block: str | None
    dates: tuple[date, ...]  # every content date: created, due, done, the day it is on
    status: str  # active, done, archived, superseded
    confidence: float
    source_ids: tuple[str, ...]
    memory_kind: str | None = None  # fact, commitment, … for a memory
    person: str | None = None  # a message's sender, a task's owner, a memory's note title

    @property
    def day(self) -> date | None:
        """The unit's own day, for recency: the latest date it carries."""
        return max(self.dates) if self.dates else None

    @property
    def ref(self) -> str:
        stem = self.path[:-3] if self.path.endswith(".md") else self.path
        return f"{stem}#^{self.block}" if self.block else stem


def note_day(note: Note) -> date | None:
    """The day a Daily or Sources note is about: its name, else its `date` property."""
    return day_of(note.path, note.frontmatter)


def split_note(note: Note, text: str, today: date, half_lives: dict[str, int]) -> list[Unit]:
    """The note's units in line order; `text` is the file's text as read."""
    day = note_day(note)
    units = [_memory(note, m, today, half_lives) for m in note.memories]
    units += [_task(note, t, day) for t in note.tasks]
    taken = {m.line for m in note.memories} | {t.line for t in note.tasks}
    if note.path.startswith("Sources/"):
        units += _messages(note, text, day)
    else:
        lines = text.splitlines()
        first = text[: note.body_offset].count("\n") + 1 if note.body_offset else 1
        units += _paragraphs(note, lines, first, day, taken)
        units = _with_leads(units, lines, first)
    return sorted(units, key=lambda unit: unit.line)


def _with_leads(units: list[Unit], lines: list[str], first: int) -> list[Unit]:
    """A list item read with the line introducing its list («Water-based finish: решили:
    …»): its subject is often said only there. The lead-in line alone says nothing its
    items do not, so it is no unit of its own."""
    from dataclasses import replace

    from vaultmind.agent.ask.leads import lead_ins, without_mark

    leads = lead_ins(lines, first)
    if not leads:
        return units
    introducing = {line for line, _ in leads.values()}
    read = [u for u in units if not (u.kind == "note" and u.line in introducing)]
    return [replace(u, text=f"{leads[u.line][1]}: {without_mark(u.text)}")
            if u.line in leads and u.kind in ("note", "task") else u for u in read]  # fmt: skip


def _memory(note: Note, memory: MemoryLine, today: date, half_lives: dict[str, int]) -> Unit:
    keys = ("confirmed", "due", "done")
    found = (memory.created_on, *(parse_iso(memory.field(k)) for k in keys))
    dates = tuple(d for d in found if d)
    ids = evidence_ids(memory)
    return Unit(note.path, note.title, "memory", unescape_syntax(memory.text), memory.line,
                memory.id, dates, memory.status, effective_confidence(memory, today, half_lives),
                ids, memory.kind, note.title)  # fmt: skip


def evidence_ids(memory: MemoryLine) -> tuple[str, ...]:
    """The block ids of the messages a memory's `src` links point at."""
    return tuple(block for src in memory.sources for block in _SOURCE_BLOCK.findall(src))


def _task(note: Note, task: Task, day: date | None) -> Unit:
    found = (parse_iso(v) for v in (task.due, task.done, task.created, task.scheduled))
    dates = tuple(d for d in found if d) + ((day,) if day else ())
    status = "active" if task.is_open else "done"
    block = next((b.id for b in note.block_ids if b.line == task.line), None)
    return Unit(note.path, note.title, "task", task.text, task.line, block, dates, status, 1.0,
                (), person=likely_owner_name(task, note))  # fmt: skip


def _messages(note: Note, text: str, day: date | None) -> list[Unit]:
    """The raw messages of a Sources file (`- 10:05 [[People/X|Sender]]: text ^tg-…`,
    continuation lines indented; `**Sender**` in older files), read without the
    importer's own modules (only its line syntax): `ask` starts fast."""
    lines = text.splitlines()
    units = []
    index = 0
    while index < len(lines):
        head = read_head(lines[index]) if lines[index].startswith("- ") else None
        end = index + 1
        while (
            head
            and end < len(lines)
            and lines[end].startswith("  ")
            and not _MESSAGE_BLOCK.search(lines[end - 1])
        ):
            end += 1
        block = _MESSAGE_BLOCK.search(lines[end - 1]) if head else None
        if head and block:
            body = "\n".join(
                [lines[index][head.end :], *(line[2:] for line in lines[index + 1 : end])]
            )
            body = _OUR_FIELDS.sub("", _MESSAGE_BLOCK.sub("", body)).rstrip()
            who = head.sender
            units.append(Unit(note.path, note.title, "message",
                              f"{head.time} {who}: {unescape_text(body)}", index + 1,
                              block.group(1), (day,) if day else (), "active", 1.0,
                              (block.group(1),), person=who))  # fmt: skip
        index = end
    return units


def _paragraphs(
    note: Note, lines: list[str], first: int, day: date | None, taken: set[int]
) -> list[Unit]:
    """Blank-line separated paragraphs of the body (from line `first`); each list item is
    its own unit, headings and VaultMind's own comments are not units."""
    units: list[Unit] = []
    chunk: list[tuple[int, str]] = []

    def flush() -> None:
        if chunk:
            units.append(_paragraph(note, chunk, day))
            chunk.clear()

    for number in range(first, len(lines) + 1):
        line = _COMMENT.sub("", lines[number - 1]).strip()
        if not line or _HEADING.match(line) or number in taken:
            flush()
            continue
        if line.startswith(("- ", "* ", "+ ")) or re.match(r"\d+\. ", line):
            flush()
            chunk.append((number, line))
            flush()
            continue
        chunk.append((number, line))
    flush()
    return units


def _paragraph(note: Note, chunk: list[tuple[int, str]], day: date | None) -> Unit:
    joined = " ".join(line for _, line in chunk)
    block = _BLOCK_AT_END.search(joined)
    body = _BLOCK_AT_END.sub("", joined) if block else joined
    return Unit(note.path, note.title, "note", body, chunk[0][0], block.group(1) if block else None,
                (day,) if day else (), "active", 1.0, ())  # fmt: skip
