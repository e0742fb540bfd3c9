"""The VaultMind app: one service session for its whole life, the live watcher that
keeps the index current (so CLI commands trust it while the TUI is open), and the
screens, each imported on first use so start-up pays only for Today.

Screens that take no argument are Textual *modes* made by the factories in `SCREENS`
(Today, Search, Ingest; the Ask and Reflections screens plug in there); a note, a
person card or a graph is pushed on the current mode's stack. Esc goes back: down the
stack, then to the mode the user came from (`_came_from`), then to Today.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from contextlib import ExitStack
from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events, work
from textual.app import App
from textual.reactive import reactive
from textual.screen import Screen
from textual.worker import Worker, WorkerState

from vaultmind.errors import VaultMindError
from vaultmind.service import VaultService
from vaultmind.ui.coalesce import Coalesced
from vaultmind.ui.commands import bindings_for, remap
from vaultmind.ui.errors import describe
from vaultmind.ui.held_notices import HeldNotices
from vaultmind.ui.messages import IndexReady, StatusRead, VaultChanged
from vaultmind.ui.palette import ActionCommands, NoteCommands
from vaultmind.ui.pauses_collect import full_collections_in_pauses
from vaultmind.ui.reflections import install, outcome_line
from vaultmind.ui.responsive import BuildAhead, InputClock, quick_handover
from vaultmind.ui.themes import DARK, LIGHT, dark_ansi, dark_theme, light_ansi, light_theme
from vaultmind.ui.undo import UndoFound, Undone
from vaultmind.ui.undo import outcome as undo_outcome
from vaultmind.ui.undo import question as undo_question
from vaultmind.ui.work_actions import WorkActions

if TYPE_CHECKING:
    from collections.abc import Iterator

    from textual.app import SystemCommand
    from textual.widget import AwaitMount

    from vaultmind.agent.language_model import LanguageModel
    from vaultmind.index.journal import Job
    from vaultmind.index.report import UpdateReport
    from vaultmind.index.watch import WatchBatch
    from vaultmind.service.reflect import ReflectReport

# name → (module, class): the screens a key or the palette opens without an argument.
SCREENS: dict[str, tuple[str, str]] = {
    "today": ("vaultmind.ui.screens.today", "TodayScreen"),
    "search": ("vaultmind.ui.screens.search", "SearchScreen"),
    "ingest": ("vaultmind.ui.screens.ingest", "IngestScreen"),
}
HISTORY = 20  # screens Esc can go back through


def register_screen(name: str, module: str, cls: str) -> None:
    """Another face's screen (Ask, Reflections): opened with `app.open(name)`; add a
    `Command(APP, key, "open('name')", …)` to `commands.COMMANDS` for its key."""
    SCREENS[name] = (module, cls)


register_screen("ask", "vaultmind.ui.screens.ask", "AskScreen")
register_screen("review", "vaultmind.ui.screens.review", "ReviewScreen")
register_screen("commitments", "vaultmind.ui.screens.commitments", "CommitmentsScreen")
install()  # Today's "Latest reflections"


def _factory(app: App[None], name: str) -> Callable[[], Screen[None]]:
    def make() -> Screen[None]:
        module, cls = SCREENS[name]
        screen: Screen[None] = getattr(importlib.import_module(module), cls)()
        # styled as it mounts, with the stylesheet as it is now: Textual's new screen
        # says "never styled" (-1), and the mode switch then restyled the whole app,
        # twice on a first visit and once on the second (10–180 ms of issue 28's 100)
        screen._css_update_count = app._css_update_count
        return screen

    return make


class VaultMindApp(WorkActions, HeldNotices):
    TITLE = "VaultMind"
    BINDINGS: ClassVar = bindings_for("app")  # type: ignore[assignment]
    COMMANDS = App.COMMANDS | {ActionCommands, NoteCommands}
    # a list's headings and "nothing due" lines are options nobody selects, but text to
    # read: the framework's disabled grey was under 3:1 in the light theme (WCAG AA 4.5)
    CSS = """
    OptionList > .option-list--option-disabled { color: $foreground; }
    ModalScreen Toast { display: none; }
    """  # a toast never covers a dialog: those raised while one is up wait (`notify`)
    status_line: reactive[str] = reactive("")

    def __init__(
        self,
        vault: str | Path | None = None,
        *,
        today: date | None = None,
        watch: bool = True,
        ingest_model: LanguageModel | None = None,
        start: str = "today",
        model: LanguageModel | None = None,
        explicit_model: str | None = None,
        asker: str | None = None,
        include_private: bool = False,
    ) -> None:
        """`today` and `ingest_model` fix the date and the model (tests, benchmarks);
        `watch=False` leaves the index to the CLI's own freshness checks; `model` (or
        `explicit_model`, `--model`'s GGUF path or `none`) replaces the configured
        model of reflect and ask. `asker`: every screen shows the vault as this person
        sees it (`--as`)."""
        super().__init__()
        opened = VaultService.open(vault)
        if asker is not None:
            opened.set_asker(asker, include_private)
        settings = opened.machine_settings()
        self.set_keymap(remap(settings.keys if settings else {}))  # a bad key: nothing opened
        self.service = opened.__enter__()  # a session for the app's life
        self.service.on_notice = self._notice  # "model server … not reachable": a toast
        self._today = today
        self._watch = watch
        self.ingest_model = ingest_model
        self.model, self.explicit_model = model, explicit_model
        self._start = start
        self._came_from: list[str] = []  # the screens (modes) Esc goes back through
        self._stop = threading.Event()
        self._index_state = "starting" if watch else "not watched"
        self.index_ready = False  # the start-up build has ended (screens say so until then)
        self._model = "…"
        self._backlog = 0
        self._status_changed = Coalesced(self, self.read_status)
        self._process_changes = ExitStack()  # what the app changes in the process while it runs
        self.input_clock = InputClock()  # screens lay out the watcher's rows in pauses
        self._ahead = BuildAhead(self, self.input_clock)
        self.register_theme(dark_theme())
        self.register_theme(light_theme())
        self.ansi_theme_dark, self.ansi_theme_light = dark_ansi(), light_ansi()
        self.theme = LIGHT if settings is not None and settings.theme == "light" else DARK
        for name in SCREENS:
            self.add_mode(name, _factory(self, name))

    def today(self) -> date:
        return self._today or self.service.today()

    def _notice(self, line: str) -> None:
        """A line from the core (models are loaded in workers): shown as a notification."""
        if threading.get_ident() == self._thread_id:
            self.notify(line, severity="warning")
        else:
            self.call_from_thread(self.notify, line, severity="warning")

    def get_system_commands(self, screen: Screen[object]) -> Iterator[SystemCommand]:
        """None of the framework's: the palette lists VaultMind's commands only (its own
        Theme, Help and Quit among them; "Change theme" was a second theme switch)."""
        yield from ()

    def on_mount(self) -> None:
        self._process_changes.enter_context(quick_handover())
        self._process_changes.enter_context(full_collections_in_pauses(self, self.input_clock))
        self._show_status()
        self.switch_mode(self._start)

    def on_ready(self) -> None:
        """After the first frame: the background work starts once the screen is up."""
        self.read_status()
        if self._watch:
            self.watch_vault()
        self._ahead.start()  # the screens one key opens, built in quiet moments

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self.input_clock.saw_input()
        await super().on_event(event)

    def on_unmount(self) -> None:
        self._stop.set()
        self.service.close()
        self._process_changes.close()

    # --- navigation -------------------------------------------------------------
    def action_open(self, name: str) -> None:
        if name not in SCREENS:
            self.notify(f"no screen '{name}'", severity="error")
            return
        if name != self.current_mode:
            self._came_from = [m for m in self._came_from if m != self.current_mode][-HISTORY:]
            self._came_from.append(self.current_mode)
        self.switch_mode(name)

    def switch_mode(self, mode: str) -> AwaitMount:
        """As Textual's, without its 50 ms of held repaints when the mode's screen is
        already built: that hold masks a screen half mounted, and there is none; it
        made every return to a screen at least 50 ms late (issue 28's 100 ms)."""
        self._built_mode = mode in self._screen_stacks
        try:
            return super().switch_mode(mode)
        finally:
            self._built_mode = False

    def delay_update(self, delay: float = 0.05) -> None:
        if not getattr(self, "_built_mode", False):
            super().delay_update(delay)

    def open_note(self, name: str, block: str | None = None, line: int | None = None) -> None:
        from vaultmind.ui.screens.note import NoteScreen

        self.push_screen(NoteScreen(name, block, line))

    def open_person(self, name: str) -> None:
        from vaultmind.ui.screens.person import PersonScreen

        self.push_screen(PersonScreen(name))

    def open_graph(self, name: str) -> None:
        from vaultmind.ui.screens.graph import GraphScreen

        self.push_screen(GraphScreen(name))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Esc is not offered where it has nowhere to go (Today, opened first)."""
        if action == "back":
            return (
                bool(self.running)  # Esc stops a Digest or a Plan, even on Today
                or len(self.screen_stack) > 1
                or self.current_mode != "today"
                or any(m != "today" for m in self._came_from)
            )
        return True

    async def action_back(self) -> None:
        """Esc: a Digest or Plan that runs is stopped; else the screen under this one,
        else the screen the user came from, else Today. Only Today, opened first,
        stays: `q` leaves from there. (A screen whose own work runs, Ask or Ingest,
        stops that first.)"""
        if self.stop_running():
            return
        if len(self.screen_stack) > 1:
            await self.pop_screen()
            return
        while self._came_from and self._came_from[-1] == self.current_mode:
            self._came_from.pop()
        back = self._came_from.pop() if self._came_from else "today"
        if back != self.current_mode:
            await self.switch_mode(back)

    def action_help(self) -> None:
        from vaultmind.ui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(getattr(self.screen, "SCOPE", "")))

    def action_reflect(self, which: str) -> None:
        """`today` or `yesterday`: the reflections of that day, then Today shows them."""
        from vaultmind.ui.screens.reflect import ReflectScreen

        if isinstance(self.screen, ReflectScreen):
            return  # one run at a time: the modal is up
        day = self.today() - timedelta(days=1 if which == "yesterday" else 0)
        self.push_screen(ReflectScreen(day), self._reflected)

    def _reflected(self, report: ReflectReport | None) -> None:
        self.notify(outcome_line(report), severity="information" if report else "warning")
        self.on_vault_changed(VaultChanged((f"Daily/{report.day}.md",) if report else ()))

    # --- undo (ctrl+z, any screen) -------------------------------------------------
    def action_undo(self) -> None:
        self.find_undo()

    @work(thread=True, group="undo", exclusive=True, exit_on_error=False)
    def find_undo(self) -> None:
        self.post_message(UndoFound(self.service.last_undoable()))

    def on_undo_found(self, event: UndoFound) -> None:
        from vaultmind.ui.screens.confirm import ConfirmScreen

        job = event.job
        if job is None:
            self.notify("nothing to undo (VaultMind has written nothing not undone yet)")
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.undo_job(job)

        self.push_screen(ConfirmScreen(*undo_question(job)), answered)

    @work(thread=True, group="undo", exit_on_error=False)
    def undo_job(self, job: Job) -> None:
        self.post_message(Undone(job, self.service.undo(job.id)))

    def on_undone(self, event: Undone) -> None:
        self.notify(undo_outcome(event.job, event.report))
        self.on_vault_changed(VaultChanged(()))

    def action_toggle_theme(self) -> None:
        """The one theme switch; remembered in the machine settings for the next start."""
        self.theme = LIGHT if self.theme == DARK else DARK
        self.remember_theme("light" if self.theme == LIGHT else "dark")

    @work(thread=True, group="settings", exclusive=True, exit_on_error=False)
    def remember_theme(self, theme: str) -> None:
        self.service.remember_theme(theme)

    # --- the watcher and the status bar -------------------------------------------
    @work(thread=True, group="watch", exit_on_error=False)
    def watch_vault(self) -> None:
        """The index kept current for as long as the app runs (see `index.presence`)."""

        def on_batch(batch: WatchBatch) -> None:
            if batch.error:
                self.call_from_thread(self.notify, batch.error, severity="warning")
            if batch.paths:
                self.post_message(VaultChanged(batch.paths))

        def on_ready(report: UpdateReport) -> None:
            self._index_state = "live"
            self.call_from_thread(self._show_status)
            self.post_message(IndexReady(report.changed))

        self.service.watch(on_batch, self._stop, on_ready)

    @work(thread=True, group="status", exit_on_error=False)
    def read_status(self) -> None:
        if not self._watch:  # nobody else brings the index up to date first
            report = self.service.update_index()
            if report.changed or not self.index_ready:
                self.post_message(IndexReady(report.changed))
        backlog = sum(pending + failed for _, _, pending, failed in self.service.ingest_backlog())
        index = "indexed" if self.service.index_built() else "not indexed"
        model = self.service.model_in_use() or "no model"
        self.post_message(StatusRead(index, model, backlog))

    def on_status_read(self, event: StatusRead) -> None:
        if self._index_state in {"starting", "not watched"}:
            self._index_state = event.index if not self._watch else self._index_state
        self._model, self._backlog = event.model, event.backlog
        self._show_status()

    def on_vault_changed(self, event: VaultChanged) -> None:
        for screen in self.screen_stack:
            screen.post_message(VaultChanged(event.paths))
        self._status_changed()  # at most one read a second while an ingest writes

    def on_index_ready(self, event: IndexReady) -> None:
        self.index_ready = True
        for screen in self.screen_stack:
            screen.post_message(IndexReady(event.changed))

    def _show_status(self) -> None:
        asker = self.service.asker
        seen_as = f" · as {asker.title}" if asker is not None else ""  # whose view (`--as`)
        self.status_line = (
            f"{self.service.vault.name}{seen_as} · model: {self._model} · index: "
            f"{self._index_state} · backlog: {self._backlog}"
        )

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state != WorkerState.ERROR:
            return
        if event.worker.group == "watch":
            self._index_state = "not watched"
            self._show_status()
            if not self.index_ready:  # no build runs any more; a search builds its own
                self.post_message(IndexReady(False))
        error = event.worker.error
        if not isinstance(error, VaultMindError) or event.worker.group != "watch":
            self.notify(describe(error), severity="error", timeout=8)
        else:
            self.notify(f"the index is not watched: {error.message}", severity="warning")
