"""A memory line's field values as VaultMind reads them (`[due:: 2026-12-04]`,
`created`, `confirmed`, `confidence`): here, below the index, so that the cache stores
them exactly as the memory layer reads them.

A line leaves its defaults out (so it reads well in Obsidian): no `by` is whoever its
first source implies (extraction for a chat message in Sources/, else the user), no
`confidence` is 1, and no `created` is the day of its first source when that source is
a dated Sources file or Daily note. The writer and every reader use these same rules."""

from __future__ import annotations

import re
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vaultmind.vault.model import MemoryLine

DEFAULT_AUTHOR = "user"
EXTRACTION_AUTHOR = "agent:extraction"
DEFAULT_CONFIDENCE = 1.0
# `[[Sources/telegram/1876/2026-11-30#^tg-1876-45]]`, `[[Daily/2026-11-30#^r-x]]`
_DATED_SOURCE = re.compile(
    r"!?\[\[(?:Sources/(?:[^\[\]#|]*/)?|Daily/)(\d{4}-\d{2}-\d{2})(?:\.md)?(?:[#|][^\[\]]*)?\]\]"
)


def parse_iso(value: str | None) -> date | None:
    if not value:
        return None
    try:
        return date.fromisoformat(value.strip()[:10])
    except ValueError:
        return None


def source_date(link: str) -> date | None:
    """The day a dated Sources file or Daily note link names: the `created` it implies."""
    match = _DATED_SOURCE.fullmatch(link.strip())
    return parse_iso(match.group(1)) if match else None


def implied_author(sources: tuple[str, ...] | list[str]) -> str:
    """Who wrote a line that names no `by`: a line whose first evidence is a chat message
    in Sources/ was read from the chat (ingest), any other line is the user's own."""
    first = sources[0].lstrip("!") if sources else ""
    return EXTRACTION_AUTHOR if first.startswith("[[Sources/") else DEFAULT_AUTHOR


def created_on(memory: MemoryLine) -> date | None:
    """`created` as written, or (left out) the day of the line's first source."""
    written = memory.field("created")
    if written is not None:
        return parse_iso(written)
    return source_date(memory.sources[0]) if memory.sources else None


def last_confirmed(memory: MemoryLine) -> date | None:
    dates = [d for d in (created_on(memory), parse_iso(memory.field("confirmed"))) if d]
    return max(dates) if dates else None


def parse_confidence(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None
