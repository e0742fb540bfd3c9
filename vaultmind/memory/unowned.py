"""`doctor --strict`: a project's dated tasks that no rule of `task_owner` gives to
anyone, so no commitment list, reminder or reflection will ever show them."""

from __future__ import annotations

from collections.abc import Iterator

from vaultmind.memory.task_owner import NotePeople, owner_of
from vaultmind.vault.doctor import WARNING, Finding
from vaultmind.vault.model import Note
from vaultmind.vault.resolve import LinkResolver

KIND = "task-without-owner"
HINT = "link a person first ([[Person]]), start it with `Name:` or add [owner:: [[Person]]]"


def unowned_tasks(
    notes: list[Note], resolver: LinkResolver, me: str | None = None
) -> Iterator[Finding]:
    """One finding per open task with a due date, in a project (type: project or
    under Projects/), that nobody owns (with a vault owner, `me`, only those that say
    they are nobody's)."""
    people = NotePeople(notes, resolver, me)
    for note in notes:
        if note.type != "project" and not note.path.startswith("Projects/"):
            continue
        for task in note.tasks:
            if (
                task.is_open
                and task.due
                and not task.loose
                and owner_of(task, note, people) is None
            ):
                message = f"«{task.text}» (due {task.due}) is nobody's commitment: {HINT}"
                yield Finding(WARNING, KIND, note.path, task.line, message)
