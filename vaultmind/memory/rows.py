"""A memory as every face shows it: its fields, its status on a given day (a memory
past `valid_until` is outdated) and its confidence after decay."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from vaultmind.memory.decay import effective_confidence, is_outdated
from vaultmind.vault.model import MemoryLine, Note


@dataclass(frozen=True, slots=True)
class MemoryRow:
    id: str | None
    kind: str
    text: str
    status: str  # active, done, archived, superseded — or outdated on this day
    confidence: float | None  # as written; None: left out, which means 1
    author: str  # `by`, or the user when left out
    created: date | None  # `created`, or the day of its first source when left out
    effective_confidence: float  # after decay since it was last confirmed
    fields: dict[str, str]
    tags: tuple[str, ...]
    sources: tuple[str, ...]
    note: str  # the note's title
    path: str
    line: int


def memory_row(
    note: Note, memory: MemoryLine, today: date, half_lives: dict[str, int] | None = None
) -> MemoryRow:
    return MemoryRow(
        id=memory.id,
        kind=memory.kind,
        text=memory.text,
        status="outdated" if is_outdated(memory, today) else memory.status,
        confidence=memory.confidence,
        author=memory.author,
        created=memory.created_on,
        effective_confidence=effective_confidence(memory, today, half_lives),
        fields=dict(memory.fields),
        tags=tuple(memory.tags),
        sources=tuple(memory.sources),
        note=note.title,
        path=note.path,
        line=memory.line,
    )


def memory_rows(
    note: Note,
    today: date,
    history: bool = False,
    kind: str | None = None,
    half_lives: dict[str, int] | None = None,
) -> list[MemoryRow]:
    """The note's memories of `kind` (all kinds if None); only active ones unless
    `history` asks for done, archived, superseded and outdated ones too."""
    chosen = [m for m in note.memories if not kind or m.kind == kind]
    rows = [memory_row(note, m, today, half_lives) for m in chosen]
    return rows if history else [row for row in rows if row.status == "active"]
