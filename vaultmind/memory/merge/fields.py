"""Two machines' edits of one memory line (same block id), combined field by field.

Each field is merged three-way against the common ancestor: a field only one side
changed takes that side's value. When both changed it: `status` by precedence
(superseded > archived > done > active), `done` and `superseded_by` with the status
that won, `confidence`, `confirmed` and `created` the larger value, anything else
the winning line's. A wording changed differently on both sides is a real conflict.
"""

from __future__ import annotations

from vaultmind.memory.line_edit import set_field
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine

PRECEDENCE = ("active", "done", "archived", "superseded")  # later wins
_WITH_STATUS = ("status", "done", "superseded_by")
_LARGER = ("confidence", "confirmed", "created")


def rank(status: str | None) -> int:
    value = (status or "active").strip().lower()
    return PRECEDENCE.index(value) if value in PRECEDENCE else 0


def parse(raw: str | None) -> MemoryLine | None:
    if raw is None:
        return None
    found = parse_memory_line(raw.rstrip("\r\n"), 0)
    return found if isinstance(found, MemoryLine) else None


def merge_memory(base: str | None, ours: str, theirs: str) -> str | None:
    """The combined line (with ours's line ending), or None for a real conflict."""
    old, mine, other = parse(base), parse(ours), parse(theirs)
    if mine is None or other is None:
        return None
    start_raw = _start(old, mine, other, ours, theirs)
    if start_raw is None:
        return None
    start = parse(start_raw)
    assert start is not None
    theirs_win = rank(other.status) > rank(mine.status)
    winner, loser = (other, mine) if theirs_win else (mine, other)
    merged = start_raw.rstrip("\r\n")
    for key in dict.fromkeys(k for k, _ in (*winner.fields, *loser.fields)):
        value = _field(key, old, winner, loser)
        if value is not None and value != start.field(key):
            merged = set_field(merged, key, value)
    return merged + ours[len(ours.rstrip("\r\n")) :]


def _start(
    old: MemoryLine | None, mine: MemoryLine, other: MemoryLine, ours: str, theirs: str
) -> str | None:
    """The line whose wording is kept: the side that changed it; None when both did."""
    if mine.text == other.text:
        return theirs if rank(other.status) > rank(mine.status) else ours
    if old is not None and old.text == mine.text:
        return theirs
    if old is not None and old.text == other.text:
        return ours
    return None


def _field(key: str, old: MemoryLine | None, winner: MemoryLine, loser: MemoryLine) -> str | None:
    before = old.field(key) if old is not None else None
    win, lose = winner.field(key), loser.field(key)
    if win == lose or lose == before or lose is None:
        return win
    if win == before or win is None:
        return lose if key not in _WITH_STATUS or rank(loser.status) >= rank(winner.status) else win
    if key in _LARGER:
        return max(win, lose, key=_sortable)
    return win


def _sortable(value: str) -> tuple[float, str]:
    try:
        return (float(value), value)
    except ValueError:
        return (float("-inf"), value)
