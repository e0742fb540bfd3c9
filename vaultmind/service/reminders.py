"""The facade's reminders: `vaultmind due`, a preset over `commitments`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vaultmind.service.memory import MemoryCommands

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.memory.reminders import DueList


class ReminderCommands(MemoryCommands):
    """What is overdue, due today and due tomorrow; part of `VaultService`."""

    def due(self, today: date, person: str | None = None) -> DueList:
        from vaultmind.memory.reminders import due_list

        return due_list(self.commitments(today, person, due_within=1), today)
