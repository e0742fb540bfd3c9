"""The model's title and summary of a chunk, kept in the Sources files it cites.

    summaries: ["tg-1876543210-4503: title | text"]

Grounded like every other item: it must cite messages of the chunk and share words
with them. It lives in the Sources file's frontmatter (beside `extracted:`, written in
the same update), so the day's `## Ingested` section is rebuilt from the vault alone
on any machine. `from` is the chunk's first message in that file: extracting the same
messages again replaces the entry, a later chunk of a busy day adds its own. Entries
are strings (`vault.source_records`), so Obsidian's Properties panel shows them; the
objects earlier versions wrote are read too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from vaultmind.agent.ingest.extract.chunks import Chunk
from vaultmind.agent.ingest.extract.grounding import cited_messages, supported
from vaultmind.agent.ingest.extract.reply_schema import DailyNote
from vaultmind.agent.ingest.sources.extracted_record import json_property
from vaultmind.vault.source_records import read_summaries, write_summaries
from vaultmind.vault.text import NoteText

KEY = "summaries"


@dataclass(frozen=True, slots=True)
class DaySummary:
    title: str
    text: str
    paths: frozenset[str]  # the Sources files holding the messages it cites


def ground_summary(note: DailyNote, chunk: Chunk) -> tuple[DaySummary | None, str | None]:
    """The summary, or the reason it is dropped (None, None: the model gave none)."""
    title, text = " ".join(note.title.split()), " ".join(note.summary.split())
    if not title and not text:
        return None, None
    cited = cited_messages(note.msgs, chunk)
    if cited is None:
        return None, "a day summary that cites no message of the chunk"
    if not supported(f"{title} {text}", cited):
        return None, "a day summary the cited messages do not support"
    paths = frozenset(chunk.paths[n - 1] for n in set(note.msgs))
    return DaySummary(title, text, paths), None


def summary_recorder(summary: DaySummary, first_block: str) -> Callable[[NoteText], NoteText]:
    """A change for `update_note` putting the summary under `summaries:`; an entry
    from the same first message (the same messages extracted again) is replaced."""

    def value_of(meta: dict[str, object]) -> object:
        entry = {"from": first_block, "title": summary.title, "text": summary.text}
        kept = [e for e in summaries_of(meta) if e.get("from") != first_block]
        return write_summaries([*kept, entry])

    return json_property(KEY, value_of)


def summaries_of(meta: dict[str, object]) -> list[dict[str, str]]:
    """The file's summaries as written (entries of any other shape are skipped)."""
    return read_summaries(meta.get(KEY))
