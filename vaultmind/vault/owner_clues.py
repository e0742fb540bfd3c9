"""What a task line itself says about whose it is, read from its structure only: the
`[owner:: …]` field, the first link, a `Name:`, `@Name` or `Name —` it starts with.
Which of them names a person needs the rest of the vault: `memory.task_owner` decides."""

from __future__ import annotations

import re
from typing import NamedTuple

from vaultmind.vault.model import Task
from vaultmind.vault.syntax import find_links

# `Marta: …`, `Marta Lind: …`: a short run of words (no link, no markup) before a colon
# that ends the word; `10:30`, `http://…` and `[[X]]:` are not names.
_LEAD = re.compile(r"^([^\W\d_][^\[\]:#*`|]{0,60}?):(?:\s|$)")
_AT = re.compile(r"^@([^\W\d_][\w.-]*?)[.,]?(?:\s|$)")  # `@Oleg check the invoices`
_DASH = re.compile(r"^([^\W\d_][^\[\]:#*`|—–]{0,60}?)\s+[—–]\s")  # `Ира — план стеллажей`
_MAX_WORDS = 4


class OwnerClues(NamedTuple):
    field: str | None  # the first `[owner:: …]`: its link's target, or the plain name
    link: str | None  # the target of the first link in the task's text
    lead: str | None  # the name before a colon the text starts with, as written


def owner_clues(task: Task) -> OwnerClues:
    return OwnerClues(_field(task), _first_link(task), lead_name(task.text))


def _field(task: Task) -> str | None:
    for field in task.fields:
        if field.key.strip().lower() != "owner":
            continue
        links = find_links(field.value, task.line)
        name = links[0].target if links else field.value.strip()
        if name:
            return name
    return None


def _first_link(task: Task) -> str | None:
    return next((link.target for link in find_links(task.text, task.line) if link.target), None)


def lead_name(text: str) -> str | None:
    """The name a task's text starts with, as written: `Name: …`, `@Name …` or
    `Name — …`; None if it starts otherwise."""
    found = _LEAD.match(text) or _AT.match(text) or _DASH.match(text)
    if found is None:
        return None
    name = " ".join(found.group(1).split())
    return name if 0 < len(name.split()) <= _MAX_WORDS else None
