"""The facade's commitment work (the TUI's Commitments screen and person card; any face
may call it): tick a task, postpone a commitment memory, what was closed since a day,
where a commitment was said, and a date typed as `--due` takes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from vaultmind.errors import UsageError
from vaultmind.service.memory import MemoryCommands

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.memory.done_commitments import DoneCommitment
    from vaultmind.memory.store import MemoryChange
    from vaultmind.memory.task_done import TaskChange


@dataclass(frozen=True, slots=True)
class Said:
    """Where a commitment was said: a note (name or path), its block or line."""

    note: str
    block: str | None = None
    line: int | None = None
    message: bool = False  # True: the source message itself; False: the line it is on


class CommitmentCommands(MemoryCommands):
    """Part of `VaultService`."""

    def parse_due(self, phrase: str, today: date, what: str = "--due") -> date:
        """A date as the CLI's `--due` reads it ("friday", «до пятницы», 12/5 in the
        vault's own order), or a one-line UsageError."""
        from vaultmind.vault.dates import parse_due, slash_dates

        with slash_dates(self.vault_settings.month_first):
            return parse_due(phrase, today, what)

    def complete_task(self, path: str, line: int, text: str, today: date) -> TaskChange:
        """Tick a plain task's checkbox (`✅ today` added, as the Tasks plugin does): the
        one edit of a user's line VaultMind makes, only when asked. One job (undo)."""
        from vaultmind.memory.task_done import tick_task

        with self.job(f"task done {path}:{line}"):
            with self._write_lock():
                change = tick_task(self.vault, path, line, text, today)
            self.update_paths([path])
            return change

    def preview_task_done(self, path: str, line: int, text: str, today: date) -> TaskChange:
        """`complete_task` without the write: the line it would leave, or its refusal
        (a table row, a recurring task) before anyone is asked to confirm."""
        from vaultmind.memory.task_done import tick_preview

        return tick_preview(self.vault, path, line, text, today)

    def postpone_commitment(self, memory_id: str, due: date, today: date) -> MemoryChange:
        """The commitment restated with a new date: the old line superseded by a new one
        with the same kind, text, evidence, author and confidence (reflection counts
        such a chain as postponements)."""
        from vaultmind.memory.store import NewMemory

        row = self.memory(memory_id, today)
        if row.kind != "commitment":
            raise UsageError(f"^{row.id} is a {row.kind}, not a commitment: nothing to postpone")
        if row.status != "active":
            raise UsageError(f"^{row.id} is {row.status}: only an open commitment is postponed")
        confidence = 1.0 if row.confidence is None else row.confidence
        new = NewMemory("commitment", row.text, confidence, row.author, row.sources, due,
                        tags=row.tags)  # fmt: skip
        return self.supersede_memory(memory_id, new, today)

    def done_commitments(self, since: date, person: str | None = None) -> list[DoneCommitment]:
        """Commitment memories marked done and owned tasks ticked on `since` or later,
        newest first (one person's, by title or any name `find_note` takes)."""
        from vaultmind.memory.done_commitments import done_since
        from vaultmind.service.asker import owner_path

        title = self.find_note(person).title if person is not None else None
        notes = self.notes()
        return done_since(notes, self._resolver(notes), since, title, owner_path(self))

    def commitment_source(self, path: str, line: int, memory_id: str | None) -> Said:
        """Where to read a commitment in context: a memory's first evidence (the source
        message at its block), else the line it is written on."""
        from vaultmind.vault.syntax import find_links

        if memory_id is None:
            return Said(path, line=line)
        row = self.memory(memory_id, self.today())
        for source in row.sources:
            links = find_links(source, 0)
            if links and links[0].target:
                link = links[0]
                return Said(link.target, link.block, message=True)
        return Said(row.path, row.id)
