"""What a task line itself says about whose it is, read from its structure only: the
`[owner:: …]` field, the first link, a `Name:`, `@Name` or `Name —` it starts with, a
`(Name)` it ends with, or a capitalised name its sentence starts with (`Света
забронирует Газель`). Which of them
names a person needs the rest of the vault: `memory.task_owner` decides."""

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
_TRAILING = re.compile(r"\(([^\W\d_][^\W\d_ .-]*(?:[ .-][^\W\d_]+){0,2})\)\s*$")  # `… (Ира)`
_SUBJECT_WORDS = 3  # `Kate Morgan will send …`: capitalised words, then one in lower case
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
    """The name a task's text starts with, as written: `Name: …`, `@Name …`, `Name — …`,
    else the `(Name)` it ends with, else a `Name verb …` start; None if none."""
    found = lead(text)
    if found is not None:
        return found[0]
    trailing = _TRAILING.search(text)
    if trailing is not None and all(w[0].isupper() for w in trailing.group(1).split()):
        return trailing.group(1)  # `(Ира)`, not `(доставка стойки Aurora)`
    return _subject(text)


def lead(text: str) -> tuple[str, str] | None:
    """(the name a task's text starts with, the text after it), the name set apart by
    a colon, an @ or a dash: `Name: …`, `@Name …`, `Name — …`."""
    found = _LEAD.match(text) or _AT.match(text) or _DASH.match(text)
    if found is None:
        return None
    name = " ".join(found.group(1).split())
    if not 0 < len(name.split()) <= _MAX_WORDS:
        return None
    return name, text[found.end() :].strip()


def _subject(text: str) -> str | None:
    """The capitalised words before the first word in lower case (`Света забронирует
    Газель`): a name only if a person is called so (`task_owner` asks), so «Купить
    бумагу» costs nothing."""
    said = text.split(maxsplit=_SUBJECT_WORDS + 1)
    for n, word in enumerate(said[: _SUBJECT_WORDS + 1]):
        if not word[:1].isalpha():
            return None
        if word[0].islower():
            return " ".join(said[:n]) if n and all(w.isalpha() for w in said[:n]) else None
    return None
