"""What the Commitments screen and the person card both do to a commitment or a task:
`d` marks it done after a yes (a memory through `set_memory_status`, a task's checkbox
through `complete_task`), `p` postpones a commitment memory to a date typed as
`--due` takes it, and the source opens the message it was said in. Every write is one
job of the log, so ctrl+z (anywhere) undoes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from textual import work
from textual.message import Message

from vaultmind.errors import VaultMindError
from vaultmind.ui.commitment_target import Target
from vaultmind.ui.screens.base import VaultScreen
from vaultmind.ui.screens.confirm import ConfirmScreen
from vaultmind.ui.screens.date_prompt import DatePrompt

if TYPE_CHECKING:
    from datetime import date

    from vaultmind.service.commitments import Said


@dataclass
class Wrote(Message):
    said: str


@dataclass
class SourceFound(Message):
    said: Said


class CommitmentActions(VaultScreen):
    """A screen whose highlighted row may be a commitment: `target` says which."""

    busy = False  # a write is on its way: another key waits for it

    def target(self) -> Target | None:
        """The highlighted commitment or task, if the highlighted row is one."""
        return None

    def reload(self) -> None:
        """Read the rows again after a write."""

    def _open_target(self, doing: str) -> Target | None:
        found = self.target()
        if found is None:
            self.notify(f"highlight a commitment or a task to {doing}", severity="warning")
        elif found.closed:
            self.notify("that one is done already (ctrl+z undoes the last write)")
            return None
        elif self.busy:
            return None
        return found

    def action_done(self) -> None:
        found = self._open_target("mark done")
        if found is None:
            return
        question, shown = "Mark this commitment done?", found.shown
        if found.memory_id is None:  # the line it will leave, or why it will not, first
            try:
                after = self.service.preview_task_done(found.path, found.line, found.text,
                                                       self.vm.today()).after  # fmt: skip
            except VaultMindError as exc:
                self.notify(exc.message, severity="warning")
                return
            question = "Mark this action item done?" if found.plain else "Tick this task?"
            shown = f"{found.shown}\n{found.path}:{found.line} becomes:\n{after.strip()}"

        def answered(yes: bool | None) -> None:
            if yes:
                self._start(found, None)

        self.app.push_screen(ConfirmScreen(question, shown), answered)

    def action_postpone(self) -> None:
        found = self._open_target("postpone")
        if found is None:
            return
        if found.memory_id is None:
            self.notify("a task's date is your own text: VaultMind only ticks tasks; "
                        "o opens the note at its line", severity="warning")  # fmt: skip
            return
        today = self.vm.today()

        def parse(typed: str) -> date:
            return self.service.parse_due(typed, today, "date")

        def chosen(due: date | None) -> None:
            if due is not None:
                self._start(found, due)

        self.app.push_screen(DatePrompt(f"Postpone: {found.shown}", parse, found.due), chosen)

    def action_source(self) -> None:
        found = self.target()
        if found is None:
            self.notify("highlight a commitment or a task first", severity="warning")
            return
        self.find_source(found)

    @work(thread=True, group="source", exclusive=True, exit_on_error=False)
    def find_source(self, found: Target) -> None:
        self.post_message(SourceFound(self.service.commitment_source(found.path, found.line,
                                                                     found.memory_id)))  # fmt: skip

    def on_source_found(self, event: SourceFound) -> None:
        said = event.said
        self.vm.open_note(said.note, said.block, said.line)

    def _start(self, found: Target, due: date | None) -> None:
        self.busy = True  # set in the UI thread: a second key finds it set
        self.write(found, due)

    @work(thread=True, group="write", exit_on_error=False)
    def write(self, found: Target, due: date | None) -> None:
        try:
            self.post_message(Wrote(self._written(found, due)))
        finally:
            self.busy = False

    def _written(self, found: Target, due: date | None) -> str:
        service, today = self.service, self.vm.today()
        if due is not None and found.memory_id is not None:
            service.postpone_commitment(found.memory_id, due, today)
            return f"postponed to {due.isoformat()}: {found.shown}"
        if found.memory_id is not None:
            change = service.set_memory_status(found.memory_id, "done", today)
            return f"{'already done' if change.action == 'unchanged' else 'done'}: {found.shown}"
        ticked = service.complete_task(found.path, found.line, found.text, today)
        return f"{'already ticked' if ticked.action == 'unchanged' else 'ticked'}: {found.shown}"

    def on_wrote(self, event: Wrote) -> None:
        self.notify(f"{event.said} (ctrl+z undoes it)")
        self.reload()
