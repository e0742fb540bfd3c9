"""Ingest's memory store, which sends a promise its owner already has as a task there.

Before a commitment is added to person P's note, P's open plain tasks (in their note
or any other, owned by the one rule, `task_owner`) are looked at: a task of the same
work (`memory.task_evidence`) takes the message as evidence instead, so the person
card, `commitments` and `ask` show one item, not a task and a memory. The edit is an
ordinary safe write inside the ingest's job, so `undo` reverts it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from vaultmind.errors import VaultMindError
from vaultmind.memory.store import Addition, MemoryChange, MemoryStore
from vaultmind.memory.task_evidence import OpenTask, add_evidence, matching_task
from vaultmind.vault.escape import unescape_syntax

TasksOf = Callable[[str], list[OpenTask]]  # a person note's path → their open plain tasks


@dataclass
class TaskPromises:
    """Which promises went to tasks, and the tasks read once per person."""

    vault: Path
    tasks_of: TasksOf
    matched: int = 0  # promises that became a task's evidence in this run
    _tasks: dict[str, list[OpenTask]] = field(default_factory=dict)

    def route(self, person: str, additions: list[Addition]) -> list[Addition]:
        """`additions` without the promises that went to one of `person`'s tasks."""
        return [a for a in additions if not self._to_task(person, a)]

    def _to_task(self, person: str, addition: Addition) -> bool:
        new = addition.new
        if new.kind != "commitment" or not new.sources:
            return False
        if person not in self._tasks:
            self._tasks[person] = self.tasks_of(person)
        task = matching_task(unescape_syntax(new.text), new.due, self._tasks[person])
        if task is None:
            return False
        try:
            change = add_evidence(self.vault, task, new.sources[0], new.due)
        except VaultMindError:  # the task was edited away meanwhile: a memory, as before
            return False
        self.matched += change.action == "added"
        return True


class TaskAwareStore(MemoryStore):
    """A `MemoryStore` whose `add_all` first offers commitments to their owner's tasks."""

    def __init__(self, vault: Path, lock_timeout: float = 10.0) -> None:
        super().__init__(vault, lock_timeout)
        self.tasks: TaskPromises | None = None

    def add_all(
        self, path: str, additions: list[Addition], skip: str | None = None
    ) -> list[MemoryChange]:
        rest = self.tasks.route(path, additions) if self.tasks is not None else additions
        return super().add_all(path, rest, skip) if rest else []
