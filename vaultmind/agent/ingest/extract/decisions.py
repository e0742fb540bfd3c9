"""Decisions a capable model read, kept in the Sources file of the message they rest on.

    decisions: ["tg-1876543210-4507: launch on Monday"]

Like the day's summaries, they live in the file's frontmatter, written in the same
update as the record of the messages read, so the day's `## Ingested` section is rebuilt
from the vault alone and a re-read of a message replaces its entries instead of adding.
"""

from __future__ import annotations

from collections.abc import Callable

from vaultmind.agent.ingest.sources.extracted_record import json_property
from vaultmind.vault.source_records import read_decisions, write_decisions
from vaultmind.vault.text import NoteText

KEY = "decisions"


def decisions_recorder(found: dict[str, list[str]]) -> Callable[[NoteText], NoteText]:
    """A change for `update_note`: these blocks' decisions, replacing what they had."""

    def value_of(meta: dict[str, object]) -> object:
        kept = [(b, t) for b, t in read_decisions(meta.get(KEY)) if b not in found]
        return write_decisions(kept + [(b, t) for b, texts in found.items() for t in texts])

    return json_property(KEY, value_of)


def decisions_of(meta: dict[str, object]) -> list[tuple[str, str]]:
    return read_decisions(meta.get(KEY))
