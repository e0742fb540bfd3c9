"""Ingest from the TUI: pick a file or folder, watch each stage's progress (chunk by
chunk for the model), cancel with a key (the pipeline stops between units of work and
keeps what it wrote), see the summary and the failed chunks, retry them."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import events, on, work
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Input, ProgressBar, Static
from textual.worker import Worker, WorkerState

from vaultmind.cancel import CancelToken
from vaultmind.errors import Cancelled, VaultMindError
from vaultmind.ui.errors import describe
from vaultmind.ui.ingest_text import stage_lines, summary_lines
from vaultmind.ui.plain import plain
from vaultmind.ui.screens.base import VaultScreen
from vaultmind.ui.widgets.path_picks import PathPicked, PathPicks
from vaultmind.ui.widgets.path_suggester import PathSuggester

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.service import IngestReport, IngestRequest


@dataclass
class StageProgress(Message):
    stage: str
    done: int
    total: int


@dataclass
class IngestDone(Message):
    report: IngestReport | None  # None: cancelled
    lines: list[str] = field(default_factory=list)


class IngestScreen(VaultScreen):
    SCOPE = "ingest"
    TITLE = "Ingest"
    DEFAULT_CSS = """
    IngestScreen #problem { padding: 0 1; height: auto; color: $error; }
    IngestScreen #stages { padding: 0 1; height: auto; }
    IngestScreen ProgressBar { padding: 0 1; }
    IngestScreen #summary { padding: 0 1; height: 1fr; }
    IngestScreen.-ran PathPicks { max-height: 5; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.token: CancelToken | None = None
        self.request: IngestRequest | None = None
        self.stages: dict[str, tuple[int, int]] = {}

    def body(self) -> ComposeResult:
        yield Input(placeholder="file or folder to ingest (empty: files dropped into Sources/)",
                    id="path", suggester=PathSuggester(self.service))  # fmt: skip
        yield Static("", id="problem").set_styles("display: none;")
        yield PathPicks(id="picks")
        yield Static("", id="stages").set_styles("display: none;")
        yield ProgressBar(id="bar", show_eta=False).set_styles("display: none;")
        with VerticalScroll(id="summary"):
            yield Static("", id="report")

    def on_mount(self) -> None:
        self.query_one(PathPicks).display = False  # until the lists are read
        self.load_picks()

    def on_screen_resume(self) -> None:
        if not self.running:
            self.query_one(Input).focus()

    @work(thread=True, group="picks", exclusive=True, exit_on_error=False)
    def load_picks(self) -> None:
        """Off the event loop: listing `Sources/` opens every file there to tell the
        user's drops from VaultMind's own."""
        recent, pending = self.service.recent_ingests(), self.service.dropped_sources()
        self.app.call_from_thread(self._show_picks, recent, pending)

    def _show_picks(self, recent: list[str], pending: list[Path]) -> None:
        if not self.running:  # a run hides them until it ends
            self.query_one(PathPicks).show(recent, pending, self.service.vault)

    def on_path_picked(self, event: PathPicked) -> None:
        field = self.query_one(Input)
        field.value = event.path
        field.cursor_position = len(event.path)
        field.focus()

    def key_down(self, event: events.Key) -> None:
        """Down from the path box goes to the picks below it (Input has no use for it)."""
        picks = self.query_one(PathPicks)
        if isinstance(self.focused, Input) and picks.display:
            event.stop()
            picks.focus()

    @property
    def running(self) -> bool:
        return any(w.is_running for w in self.workers if w.group == "ingest")

    @on(Input.Submitted, "#path")
    def submitted(self, event: Input.Submitted) -> None:
        from vaultmind.service import IngestRequest

        if self.running:
            self.notify("an ingest is already running (c cancels it)", severity="warning")
            return
        try:
            files = self.service.export_files(event.value) if event.value.strip() else ()
        except (VaultMindError, OSError) as exc:
            self.show_problem(describe(exc))
            return
        self.start(IngestRequest(files, today=self.vm.today(), remember=True))

    def show_problem(self, line: str) -> None:
        """One line under the path, in the CLI's words: it stays until the path is
        edited or a run starts (a notification would be gone before it is read)."""
        problem = self.query_one("#problem", Static)
        problem.update(Text(line))
        problem.display = bool(line)

    @on(Input.Changed, "#path")
    def path_edited(self) -> None:
        self.show_problem("")

    def action_retry(self) -> None:
        if self.request is None:
            self.notify("nothing ingested yet", severity="warning")
        elif self.running:
            self.notify("an ingest is already running (c cancels it)", severity="warning")
        else:
            self.start(self.request)

    def start(self, request: IngestRequest) -> None:
        self.request, self.token, self.stages = request, CancelToken(), {}
        self.show_problem("")
        self.query_one("#report", Static).update("ingesting…")
        bar = self.query_one("#bar", ProgressBar)
        bar.update(total=None, progress=0)
        bar.display = self.query_one("#stages").display = True  # hidden until a run starts
        self.query_one(PathPicks).display = False  # the run's lines need the rows
        self.add_class("-ran")  # after it, the picks leave them most of the screen
        self._show_stages()
        self.query_one("#summary").focus()  # off the path box: c and R are keys again
        self.run_ingest(request, self.token)

    def action_cancel(self) -> None:
        if self.token is not None and self.running:
            self.token.cancel()
            self.query_one("#report", Static).update("cancelling after this step…")
        else:
            self.notify("no ingest is running")

    async def action_stop(self) -> None:
        """Esc: the running ingest stops after this step; with none running, back."""
        if self.token is not None and self.running:
            self.action_cancel()
        else:
            await self.vm.action_back()

    @work(thread=True, group="ingest", exit_on_error=False)
    def run_ingest(self, request: IngestRequest, token: CancelToken) -> None:
        def progress(stage: str, done: int, total: int) -> None:
            self.post_message(StageProgress(stage, done, total))

        try:
            report = self.service.ingest(request, progress, token, self.vm.ingest_model)
        except Cancelled:
            self.post_message(IngestDone(None))
            return
        self.post_message(IngestDone(report, summary_lines(report)))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """An ingest that failed (a file that is no export) says why on the screen,
        where "ingesting…" stood; other workers' failures are notified as anywhere."""
        if event.worker.group != "ingest" or event.state != WorkerState.ERROR:
            super().on_worker_state_changed(event)
            return
        self.show_problem(describe(event.worker.error))
        self.query_one("#bar").display = False  # no bar for a run that is over
        self.query_one("#report", Static).update("stopped: nothing more was written")
        self.load_picks()

    def on_stage_progress(self, event: StageProgress) -> None:
        self.stages[event.stage] = (event.done, event.total)
        self._show_stages()
        self.query_one("#bar", ProgressBar).update(total=max(event.total, 1), progress=event.done)

    def _show_stages(self, report: IngestReport | None = None) -> None:
        self.query_one("#stages", Static).update(stage_lines(self.stages, report))

    def on_ingest_done(self, event: IngestDone) -> None:
        report = self.query_one("#report", Static)
        if event.report is None:
            report.update(Text("cancelled: what was written is kept; R runs it again "
                               "to continue", style="yellow"))  # fmt: skip
        else:
            self._show_stages(event.report)  # every stage as it ended, not as last told
            bar = self.query_one("#bar", ProgressBar)
            bar.update(total=1, progress=1)
            bar.display = self.query_one("#stages").display = bool(event.report.files)
            report.update(plain("\n".join(event.lines)))  # chat titles, file names
        self.vm.read_status()
        self.load_picks()  # what was ingested is now recent
