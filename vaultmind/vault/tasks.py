"""Obsidian task lines in the Tasks plugin's emoji format."""

from __future__ import annotations

import re
from dataclasses import replace

from vaultmind.vault.model import InlineField, Task
from vaultmind.vault.task_dates import bare_due

_TASK = re.compile(r"^[ \t]*(?:>[ \t]?)*[ \t]*(?:[-*+]|\d+[.)])[ \t]+\[(.)\][ \t]+(.*)$")
_VS = "\ufe0f?"  # emoji may carry a variant selector
_DATE = r"[ \t]*(\d{4}-\d{2}-\d{2})"
_DATES = {
    "due": re.compile(f"(?:📅|📆|🗓){_VS}{_DATE}"),
    "scheduled": re.compile(f"⏳{_VS}{_DATE}"),
    "start": re.compile(f"🛫{_VS}{_DATE}"),
    "done": re.compile(f"✅{_VS}{_DATE}"),
    "created": re.compile(f"➕{_VS}{_DATE}"),
}
_PRIORITIES = {"🔺": "highest", "⏫": "high", "🔼": "medium", "🔽": "low", "⏬": "lowest"}
_PRIORITY = re.compile(f"({'|'.join(_PRIORITIES)}){_VS}")
_NOISE = re.compile(
    r"(?:📅|📆|🗓|⏳|🛫|✅|➕)\ufe0f?[ \t]*\d{4}-\d{2}-\d{2}"
    r"|(?:🔺|⏫|🔼|🔽|⏬|🔁)\ufe0f?"
    r"|\[[^\[\]():\n]+?::(?:\[\[[^\]\n]*\]\]|[^\[\]\n])*\]"
    r"|(?:^|\s)\^[A-Za-z0-9-]+[ \t]*$"
)

# What the Tasks plugin strips from the end of a line before the description begins:
# its emoji fields (recurrence, ids and dependencies too), tags and a block id.
_TAIL_TOKEN = re.compile(
    r"(?:📅|📆|🗓|⏳|🛫|✅|➕|❌)\ufe0f?[ \t]*\d{4}-\d{2}-\d{2}"
    r"|(?:🔺|⏫|🔼|🔽|⏬)\ufe0f?"
    r"|🔁\ufe0f?[ \t]*[a-zA-Z0-9, !]+"
    r"|🏁\ufe0f?[ \t]*[a-zA-Z]+|🆔\ufe0f?[ \t]*[a-zA-Z0-9_-]+"
    r"|⛔\ufe0f?[ \t]*[a-zA-Z0-9_-]+(?:[ \t]*,[ \t]*[a-zA-Z0-9_-]+)*"
    r"|(?<!\S)#[^\s#]+|(?<!\S)\^[A-Za-z0-9-]+"
)
_FIRST_FIELD = re.compile(r"(?:📅|📆|🗓|⏳|🛫|✅|➕|❌|🔺|⏫|🔼|🔽|⏬|🔁|🏁|🆔|⛔)")

PRIORITY_ORDER = {"highest": 0, "high": 1, "medium": 2, None: 3, "low": 4, "lowest": 5}


def parse_task(masked: str, line_no: int, fields: list[InlineField]) -> Task | None:
    """A task from one masked line, or None if the line is not a task."""
    match = _TASK.match(masked.rstrip("\r\n"))
    if not match:
        return None
    return task_of(match.group(2), match.group(1), line_no, fields)


def plain_task(body: str, line_no: int, fields: list[InlineField]) -> Task:
    """An action item without a checkbox (`action_items`): done if it carries a ✅ day
    or is struck through."""
    return replace(task_of(body, "x" if said_done(body) else " ", line_no, fields), plain=True)


def said_done(body: str) -> bool:
    """How a line without a checkbox says it is done: a ✅ day, or struck through."""
    return _DATES["done"].search(body) is not None or struck(body)


def struck(text: str) -> bool:
    return text.startswith("~~") and text.rstrip().endswith("~~")


def task_of(body: str, status: str, line_no: int, fields: list[InlineField]) -> Task:
    said_due, body = bare_due(body)
    dates = {name: _first(pattern, body) for name, pattern in _DATES.items()}
    priority = _PRIORITY.search(body)
    text = " ".join(_NOISE.sub(" ", body).split())
    return Task(
        line=line_no,
        status=status,
        text=text,
        due=dates["due"] or said_due,
        scheduled=dates["scheduled"],
        start=dates["start"],
        done=dates["done"],
        created=dates["created"],
        priority=_PRIORITIES[priority.group(1)] if priority else None,
        fields=tuple(fields),
        after_fields=_text_after_fields(body),
    )


def _text_after_fields(body: str) -> str:
    """Text after the first emoji field (`[owner:: …]`, words): the Tasks plugin reads
    its fields from the end of the line, stops there, and loses the ones before it."""
    first = _FIRST_FIELD.search(body)
    if first is None:
        return ""
    return " ".join(_TAIL_TOKEN.sub(" ", body[first.start() :]).split())


def _first(pattern: re.Pattern[str], body: str) -> str | None:
    match = pattern.search(body)
    return match.group(1) if match else None
