"""A reflection run from the TUI: `service.reflect` in a thread worker, its progress
(person by person) in a small modal, Esc sets the cancel token: the model stops at its
next token and the run ends there, keeping the sections already written. Dismissed
with the report, or None."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, ClassVar

from textual import work
from textual.binding import BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Label, ProgressBar
from textual.worker import Worker, WorkerState

from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled
from vaultmind.ui.errors import describe

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.service.reflect import ReflectReport
    from vaultmind.ui.app import VaultMindApp


@dataclass
class PeopleProgress(Message):
    done: int
    total: int


@dataclass
class ReflectDone(Message):
    report: ReflectReport | None  # None: cancelled


class ReflectScreen(ModalScreen["ReflectReport | None"]):
    BINDINGS: ClassVar[list[BindingType]] = [("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    ReflectScreen { align: center middle; }
    ReflectScreen > Vertical {
        width: 60; max-width: 100%; height: auto; padding: 1 2;
        border: thick $primary; background: $surface;
    }
    ReflectScreen ProgressBar { margin-top: 1; }
    ReflectScreen #state { color: $text-muted; margin-top: 1; }
    """

    def __init__(self, day: date) -> None:
        super().__init__()
        self.day = day
        self.token = CancelToken()

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Reflecting on {self.day:%A %d %B %Y}")
            yield ProgressBar(id="bar", show_eta=False)
            yield Label("reading the day… (Esc cancels)", id="state")

    def on_mount(self) -> None:
        self.run_reflect()

    @work(thread=True, group="reflect", exit_on_error=False)
    def run_reflect(self) -> None:
        vm: VaultMindApp = self.app  # type: ignore[assignment]

        def progress(_stage: str, done: int, total: int) -> None:
            self.post_message(PeopleProgress(done, total))

        from vaultmind.agent.stoppable import StoppableModel

        try:
            model = vm.model or vm.service.model_for("reflection", vm.explicit_model)
            stoppable = StoppableModel(model, self.token) if model is not None else None
            report = vm.service.reflect(self.day, None, progress, self.token, stoppable,
                                        "none" if model is None else None)  # fmt: skip
        except Cancelled:
            report = None
        self.post_message(ReflectDone(report))

    def on_people_progress(self, event: PeopleProgress) -> None:
        self.query_one(ProgressBar).update(total=max(event.total, 1), progress=event.done)
        if not self.token.cancelled:
            state = f"{event.done}/{event.total} people (Esc cancels)"
            self.query_one("#state", Label).update(state)

    def on_reflect_done(self, event: ReflectDone) -> None:
        self.dismiss(event.report)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state == WorkerState.ERROR:  # told, and closed without a report
            self.notify(describe(event.worker.error), severity="error", timeout=8)
            self.app.pop_screen()

    def action_cancel(self) -> None:
        self.token.cancel()
        self.query_one("#state", Label).update("cancelling after this person…")
