"""What every VaultMind screen shares: its commands from the one table, a header that
says where you are (its `TITLE`, or the `title` it sets), the status bar and the key
bar, worker failures as notifications, and the vault-changed hook."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.events import ScreenResume
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Tree
from textual.worker import Worker, WorkerState

from vaultmind.ui.commands import bindings_for
from vaultmind.ui.errors import describe
from vaultmind.ui.messages import IndexReady, VaultChanged
from vaultmind.ui.widgets.key_bar import KeyBar
from vaultmind.ui.widgets.screen_header import ScreenHeader
from vaultmind.ui.widgets.status_bar import StatusBar

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from vaultmind.service import VaultService
    from vaultmind.ui.app import VaultMindApp


class VaultScreen(Screen[None]):
    SCOPE: ClassVar[str] = ""
    BINDINGS_FROM_TABLE: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        if cls.SCOPE and "BINDINGS_FROM_TABLE" not in cls.__dict__:  # before Textual merges them
            cls.BINDINGS = [*bindings_for(cls.SCOPE), *cls.__dict__.get("BINDINGS", [])]
            cls.BINDINGS_FROM_TABLE = True
        super().__init_subclass__(**kwargs)  # type: ignore[arg-type]

    @property
    def vm(self) -> VaultMindApp:
        return self.app  # type: ignore[return-value]

    @property
    def service(self) -> VaultService:
        return self.vm.service

    def compose(self) -> ComposeResult:
        yield ScreenHeader()
        yield from self.body()
        yield StatusBar()
        yield KeyBar()

    def body(self) -> ComposeResult:
        yield from ()

    def note_in_view(self) -> str | None:
        """The note this screen is about (Graph and Plan start from it): the highlighted
        row's, where a list has a detail beside it."""
        from vaultmind.ui.widgets.list_detail import ListDetail

        for pair in self.query(ListDetail):
            spot = pair.highlighted_spot()
            return spot.path if spot is not None else None
        return None

    # --- a screen in front again is restyled only when the styles could differ ---------
    _styled_for: tuple[object, ...] | None = None

    def _style_inputs(self) -> tuple[object, ...]:
        """What a stylesheet rule can read that a node's own updates do not restyle: the
        stylesheet's version (a theme switch bumps it), the app's pseudo-classes
        (:dark, :focus, ...) and classes. A widget's own classes, focus and hover restyle
        that widget as they change, in front or not."""
        app = self.app
        return (app._css_update_count, app.pseudo_classes, frozenset(app.classes))

    def _on_screen_suspend(self) -> None:
        """(Textual calls each class's own handler, this one before Screen's.)"""
        self._styled_for = self._style_inputs()

    def _on_screen_resume(self, event: ScreenResume) -> None:
        """Textual restyles every node of a resumed screen: 24 ms of a 30 ms key at
        10 000 notes, and it clears every list's rendered lines (issue 28: a key within
        100 ms while a worker runs). Nothing a rule reads changed while it was away, so
        the styles it had still hold. (Runs before Screen's own handler, which reads the
        flag.)"""
        if self._styled_for == self._style_inputs():
            event.refresh_styles = False

    @on(ScreenResume)
    def _show_held(self) -> None:
        """In front again (a dialog closed): the notifications it held are shown. (A
        decorated handler: the screens' own `on_screen_resume` run beside it.)"""
        self.vm.show_held()

    def on_vault_changed(self, event: VaultChanged) -> None:
        self.vault_changed(event.paths)

    def vault_changed(self, paths: tuple[str, ...]) -> None:
        """Files changed on disk (and are indexed): show them again if this screen does."""

    def on_index_ready(self, event: IndexReady) -> None:
        self.index_ready(event.changed)

    def index_ready(self, changed: bool) -> None:
        """The app's index build ended: what was read from it before may be incomplete."""

    @on(Worker.StateChanged)
    def _worker_changed(self) -> None:
        """A run started or ended: the key bar says `Esc Stop` or `Esc Back` again, on
        the screens whose own work Esc stops (those with `running`); the others' reads
        (Today's, on every change the watcher sees) leave the bar alone. (Decorated: it
        runs beside the screens' own `on_worker_state_changed`.)"""
        if hasattr(type(self), "running"):
            self.refresh_bindings()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state == WorkerState.ERROR:
            self.notify(describe(event.worker.error), severity="error", timeout=8)

    # --- vim keys (j/k/g/G) on the focused list, tree or text --------------------------
    def action_down(self) -> None:
        _move(self.focused, "action_cursor_down", "scroll_down")

    def action_up(self) -> None:
        _move(self.focused, "action_cursor_up", "scroll_up")

    def action_top(self) -> None:
        if isinstance(self.focused, Tree):
            self.focused.cursor_line = 0
        else:
            _move(self.focused, "action_first", "scroll_home")

    def action_bottom(self) -> None:
        if isinstance(self.focused, Tree):
            self.focused.cursor_line = self.focused.last_line
        else:
            _move(self.focused, "action_last", "scroll_end")


def short_name(name: str) -> str:
    """`People/Дмитрий Кузнецов.md` → `Дмитрий Кузнецов`: a header's title."""
    return name.rsplit("/", 1)[-1].removesuffix(".md")


def _move(widget: Widget | None, cursor: str, scroll: str) -> None:
    """A list or tree moves its cursor; anything else scrolls."""
    if widget is None:
        return
    if hasattr(widget, cursor):
        getattr(widget, cursor)()
    elif scroll in {"scroll_home", "scroll_end"}:
        getattr(widget, scroll)(animate=False)
    else:
        getattr(widget, scroll)()
