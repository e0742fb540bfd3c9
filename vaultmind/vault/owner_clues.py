"""What a task line itself says about whose it is, read from its structure only: its
owner field (`[owner:: …]`, `assignee::`, `ответственный::` …, a table's owner cell),
its first link, and the names its text and heading may mean (`owner_names`). Which of
them names a person needs the rest of the vault: `memory.task_owner` decides."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import NamedTuple

from vaultmind.vault.model import Heading, Note, Task
from vaultmind.vault.owner_names import names
from vaultmind.vault.syntax import find_links

OWNER_KEYS = frozenset(["owner", "assignee", "assigned", "responsible", "who", "ответственный",
                        "исполнитель", "кто", "отв"])  # fmt: skip


class OwnerClues(NamedTuple):
    field: str | None  # the first owner field: its link's target, or the plain name
    link: str | None  # the target of the first link in the task's text
    names: tuple[str, ...] = ()  # the names its text and heading may mean, in order
    loose: bool = False  # a list item outside an action list (`Task.loose`)


def owner_clues(task: Task, section: str | None = None) -> OwnerClues:
    """The clues of a task under the heading `section` (None: under none)."""
    return OwnerClues(_field(task), _first_link(task), names(task.text, section), task.loose)


def task_clues(task: Task, note: Note) -> OwnerClues:
    """`owner_clues` of a task in its note: under its heading or label line."""
    return owner_clues(task, section_in(note, task.line))


def section_in(note: Note, line: int) -> str | None:
    """The nearest heading or label line (`Note.labels`) above `line` in the note."""
    found = [h for h in (_above(note.headings, line), _above(note.labels, line)) if h]
    return max(found, key=lambda h: h.line).text if found else None


def _above(lines: Sequence[Heading], line: int) -> Heading | None:
    """The last of `lines` (in line order) before `line`."""
    at = bisect_left(lines, line, key=lambda h: h.line)
    return lines[at - 1] if at else None


def _field(task: Task) -> str | None:
    for field in task.fields:
        if field.key.strip().lower() not in OWNER_KEYS:
            continue
        links = find_links(field.value, task.line)
        name = links[0].target if links else field.value.strip()
        if name:
            return name
    return None


def _first_link(task: Task) -> str | None:
    return next((link.target for link in find_links(task.text, task.line) if link.target), None)
