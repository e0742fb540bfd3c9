"""Ticking a task line the way the Tasks plugin does: the one edit of a user's line
VaultMind makes, and only when the user asks. The checkbox becomes `x` and
`✅ YYYY-MM-DD` goes before the block id (or at the end); nothing else changes."""

from __future__ import annotations

import re
from datetime import date

from vaultmind.errors import UsageError

_BOX = re.compile(r"^([ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+]|\d+[.)])[ \t]+\[)([ /])(\])")
_END = re.compile(r"(?:[ \t]+\^[A-Za-z0-9-]+)?[ \t]*$")  # a block id and trailing blanks
_RECURRING = re.compile("🔁")
_PLAIN = re.compile(r"^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]+(?!\[.\])|\|)")  # an item, a row


def ticked(raw: str, today: date) -> str:
    """`raw` (one line, its ending kept) done on `today`; UsageError for a line that is
    not an open task, or a recurring one (the Tasks plugin makes its next occurrence:
    tick those in Obsidian, or the recurrence would be lost)."""
    body = raw.rstrip("\r\n")
    ending = raw[len(body) :]
    box = _BOX.match(body)
    if box is None and _PLAIN.match(body):
        raise UsageError("that action item has no checkbox to tick: mark it done in the note")
    if box is None:
        raise UsageError("that line is not an open task any more")
    if _RECURRING.search(body):
        raise UsageError(
            "a recurring task (🔁): tick it in Obsidian, where the Tasks plugin adds the next one"
        )
    body = f"{body[: box.end(1)]}x{body[box.start(3) :]}"
    end = _END.search(body)
    cut = end.start() if end is not None else len(body)
    return f"{body[:cut]} ✅ {today.isoformat()}{body[cut:]}{ending}"
