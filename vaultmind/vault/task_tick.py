"""Ticking a task line the way the Tasks plugin does: the one edit of a user's line
VaultMind makes, and only when the user asks. The checkbox becomes `x` and
`✅ YYYY-MM-DD` goes before the block id (or at the end); nothing else changes. An
action item without a checkbox (a plain list item, `vault.action_items`) gets only the
`✅ YYYY-MM-DD`, which is how it reads as done; a table row is refused (a cell is the
user's to change)."""

from __future__ import annotations

import re
from datetime import date

from vaultmind.errors import UsageError
from vaultmind.vault.tasks import said_done

_BOX = re.compile(r"^([ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+]|\d+[.)])[ \t]+\[)([ /])(\])")
_END = re.compile(r"(?:[ \t]+\^[A-Za-z0-9-]+)?[ \t]*$")  # a block id and trailing blanks
_RECURRING = re.compile("🔁")
_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(?!\[.\])")  # a list item, no checkbox


def ticked(raw: str, today: date) -> str:
    """`raw` (one line, its ending kept) done on `today`; UsageError for a line that is
    not an open task, or a recurring one (the Tasks plugin makes its next occurrence:
    tick those in Obsidian, or the recurrence would be lost)."""
    body = raw.rstrip("\r\n")
    ending = raw[len(body) :]
    box = _BOX.match(body)
    if box is None and body.lstrip().startswith("|"):
        raise UsageError("a table row has no checkbox: mark it done in its status cell")
    if box is None and _ITEM.match(body) and not said_done(body):
        return _dated(body, today) + ending  # `- Oleg: chase procurement ✅ 2026-12-06`
    if box is None:
        raise UsageError("that line is not an open task any more")
    if _RECURRING.search(body):
        raise UsageError(
            "a recurring task (🔁): tick it in Obsidian, where the Tasks plugin adds the next one"
        )
    return _dated(f"{body[: box.end(1)]}x{body[box.start(3) :]}", today) + ending


def _dated(body: str, today: date) -> str:
    """`✅ today` before the line's block id, or at its end."""
    end = _END.search(body)
    cut = end.start() if end is not None else len(body)
    return f"{body[:cut]} ✅ {today.isoformat()}{body[cut:]}"
