"""What a task line itself says about whose it is, read from its structure only: its
owner field (`[owner:: …]`, `assignee::`, `ответственный::` …, a table's owner cell),
its first link, and the names its text and heading may mean (`owner_names`). Which of
them names a person needs the rest of the vault: `memory.task_owner` decides."""

from __future__ import annotations

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

    @property
    def lead(self) -> str | None:
        return self.names[0] if self.names else None


def owner_clues(task: Task, section: str | None = None) -> OwnerClues:
    """The clues of a task under the heading `section` (None: under none)."""
    return OwnerClues(_field(task), _first_link(task), names(task.text, section), task.loose)


def section_of(headings: Sequence[Heading], line: int) -> str | None:
    """The text of the nearest heading above `line` (`headings` in line order)."""
    above = [h for h in headings if h.line < line]
    return above[-1].text if above else None


def section_in(note: Note, line: int) -> str | None:
    """The nearest heading or label line (`Note.labels`) above `line` in the note."""
    return section_of(sorted((*note.headings, *note.labels), key=lambda h: h.line), line)


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


def lead_name(text: str) -> str | None:
    """The first name a task's text may give its owner by (`names`); None if none."""
    found = names(text)
    return found[0] if found else None
