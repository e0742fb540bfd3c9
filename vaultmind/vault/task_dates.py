"""When a plain task is due, as its writer said it without the Tasks plugin's 📅.

People who keep a daily note write `- [ ] @Oleg check the invoices by Friday` or
`- [ ] update the roster due:: 2026-12-08` and mean a date. The 📅 field wins; else a
`due::` field (Dataview's, bracketed or not); else, in a note that is about one day
(a daily note by its name, or its `date` property), the task's deadline phrase (`said_due`),
read from that day ("by Friday" in Thursday's note is the next day). A phrase naming a
day before the note's own is what happened, not a deadline ("footage of the Nov 30
incident"), and gives nothing.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from typing import Any

from vaultmind.vault.dates import DAY_NAMES, find_date
from vaultmind.vault.memory_fields import parse_iso
from vaultmind.vault.model import Task

DAY_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})(?=[^/]*\.md$)")  # `2026-11-20 IT weekly.md` too
_DEADLINE = re.compile(
    r"(?:by|until|till|before|due|no later than|до|к|ко|не позже|не позднее)\b", re.IGNORECASE
)
_BARE_DUE = re.compile(r"(?:^|[ \t])due::[ \t]*(\d{4}-\d{2}-\d{2})(?=[ \t]|$)", re.IGNORECASE)


# a day or a day's name, then a dash: the phrase after it ends a range ("Dec 28 – Jan 8")
_RANGE = re.compile(rf"(?:\d|\b(?:{DAY_NAMES})\.?)\s*[-–—]\s*$", re.IGNORECASE)
_DAILY_NAME = re.compile(r"(?:^|/)\d{4}-\d{2}-\d{2}\.md$", re.IGNORECASE)


def is_daily_name(path: str) -> bool:
    """A daily note by its name alone (`Daily/2026-11-20.md`, Periodic Notes' format)."""
    return _DAILY_NAME.search(path) is not None


_DUE_KEYS = frozenset(["due", "by", "deadline", "срок", "дедлайн"])  # `[by:: 2026-12-07]`
_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)")
_NO_DAY = date(1970, 1, 1)  # what a phrase naming its year is read from: it needs no day


def note_day(path: str, frontmatter: dict[str, Any]) -> date | None:
    """The day a note is about: a date in its file name, else its `date` property."""
    named = DAY_NAME.search(path)
    if named:
        return parse_iso(named.group(1))
    value = frontmatter.get("date")
    return value if isinstance(value, date) else parse_iso(str(value) if value else None)


def bare_due(body: str) -> tuple[str | None, str]:
    """An unbracketed `due:: YYYY-MM-DD` on a task line: its date, and the line without it."""
    found = _BARE_DUE.search(body)
    if found is None:
        return None, body
    return found.group(1), body[: found.start()] + body[found.end() :]


def dated(task: Task, day: date | None) -> Task:
    """The task with the due its line says in words, when it has no 📅."""
    if task.due is not None:
        return task
    field = next((f.value for f in task.fields if f.key.strip().lower() in _DUE_KEYS), None)
    if (given := parse_iso(field)) is not None:
        return replace(task, due=given.isoformat())
    if day is None:  # no day to read "by Friday" from; "by 2026-12-04" needs none
        due = said_due(task.text, _NO_DAY, with_year=True)
        return task if due is None else replace(task, due=due.isoformat())
    if field and (written := find_date(field, day)) is not None:  # a table's «13.11»
        return replace(task, due=written[0].isoformat())
    due = said_due(task.text, day)
    return task if due is None else replace(task, due=due.isoformat())


def said_due(text: str, day: date, with_year: bool = False) -> date | None:
    """The task's deadline phrase: one that says "by / until / до / к …", else a phrase
    ending the task ("call the supplier tomorrow"). A date in passing is no deadline:
    «Kate уезжает завтра, поговорить про ставку», "book the crew for 23–24.01".
    `with_year`: only a phrase that names its year (`by 2026-12-04`), for a note that is
    about no day to read the others from."""
    start = 0
    while (found := find_date(text[start:], day)) is not None:
        when, (first, last) = found[0], (found[1][0] + start, found[1][1] + start)
        phrase = text[first:last].lower()
        if with_year and not _YEAR.search(phrase):
            start = last
            continue
        ranged = _RANGE.search(text[:first]) is not None  # «23–24.01»; not "… — tomorrow"
        ends = not text[last:].strip(" \t.!;,)") and not ranged
        if _DEADLINE.match(phrase) or ends:
            return when if when >= day else None
        start = last
    return None
