"""The reflections already written: the `## Reflection — [[Person]]` sections of the
last days' Daily notes, read back as their first line (the summary) and where it is,
for the TUI's Today screen and person card and for `vaultmind context`."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from vaultmind.memory.sections import split_lines
from vaultmind.vault.escape import unescape_syntax
from vaultmind.vault.privacy import private_twin
from vaultmind.vault.text import decode
from vaultmind.vault.visible_lines import visible_headings

_HEADING = re.compile(r"^Reflection — \[\[([^\]|#]+)(?:[#|][^\]]*)?\]\]$")
_BLOCK = re.compile(r"\s+\^([A-Za-z0-9-]+)\s*$")
_MARKER = re.compile(r"^%%.*%%\s*$")


@dataclass(frozen=True, slots=True)
class WrittenReflection:
    day: date
    person: str  # as the heading links it (the person note's title)
    summary: str  # the section's first line, as Obsidian shows it
    path: str  # the Daily note
    block: str | None  # the summary line's block id (`reflect-<slug>`), to open it at


def recent_reflections(
    vault: Path,
    today: date,
    days: int = 7,
    person: str | None = None,
    hidden: frozenset[str] | None = None,
) -> list[WrittenReflection]:
    """Newest day first, in each day the order of the note; `person` (a title) keeps
    only theirs. A Daily note that cannot be read is skipped (it is the user's).
    `hidden`: the private paths the reader may not see (None: the owner, who reads
    each person's reflection from the day's private twin where it has one, as the
    fuller of the two)."""
    found: list[WrittenReflection] = []
    for back in range(max(days, 0)):
        day = today - timedelta(days=back)
        rel = f"Daily/{day.isoformat()}.md"
        shown = _read(vault, rel, day, hidden or frozenset())
        if hidden is None:
            mine = {r.person: r for r in _read(vault, private_twin(rel), day, frozenset())}
            shown = [mine.pop(r.person, r) for r in shown] + list(mine.values())
        found += [r for r in shown if person is None or _same(r.person, person)]
    return found


def _read(vault: Path, rel: str, day: date, hidden: frozenset[str]) -> list[WrittenReflection]:
    if rel in hidden:
        return []
    try:
        return _sections(decode((vault / rel).read_bytes()).text, day, rel)
    except OSError:
        return []


def _sections(text: str, day: date, rel: str) -> list[WrittenReflection]:
    lines = split_lines(text)
    headings = list(visible_headings(text))
    found = []
    for number, (index, level, title) in enumerate(headings):
        match = _HEADING.match(title.strip())
        if level != 2 or match is None:
            continue
        end = next((i for i, lv, _ in headings[number + 1 :] if lv <= level), len(lines))
        first = next(
            (s for s in (x.strip() for x in lines[index + 1 : end]) if s and not _MARKER.match(s)),
            "",
        )
        block = _BLOCK.search(first)
        summary = unescape_syntax(_BLOCK.sub("", first)) if first else "(empty)"
        person = match.group(1).strip().rsplit("/", 1)[-1]
        block_id = block.group(1) if block else None
        found.append(WrittenReflection(day, person, summary, rel, block_id))
    return found


def _same(a: str, b: str) -> bool:
    def norm(s: str) -> str:
        return unicodedata.normalize("NFC", s).casefold()

    return norm(a) == norm(b)
