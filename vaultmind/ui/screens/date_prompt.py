"""`p` (postpone): one date box read by the same parser as the CLI's `--due` ("friday",
«до пятницы», 2026-12-10, 12/5 in the vault's order). A date it does not understand
is said inside the dialog (a notification would cover it) and the box stays open."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.binding import BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from vaultmind.errors import VaultMindError
from vaultmind.ui.plain import plain

if TYPE_CHECKING:
    from textual.app import ComposeResult


class DatePrompt(ModalScreen[date | None]):
    BINDINGS: ClassVar[list[BindingType]] = [("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    DatePrompt { align: center middle; }
    DatePrompt > Vertical {
        width: 70; max-width: 100%; height: auto; padding: 1 2;
        border: thick $primary; background: $surface;
    }
    DatePrompt Label { width: 100%; }
    DatePrompt #error { color: $error; height: auto; }
    DatePrompt #keys { color: $text-muted; }
    """

    def __init__(self, title: str, parse: Callable[[str], date], current: date | None) -> None:
        super().__init__()
        self.title_text = title
        self.parse = parse
        self.current = current

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(plain(self.title_text, "bold"))
            was = f"due {self.current.isoformat()}" if self.current else "no date yet"
            yield Label(f"now {was}; new date:")
            yield Input(placeholder="friday, next week, 2026-12-10, in 3 days", id="due")
            yield Label("", id="error")
            yield Label("Enter: postpone    Esc: cancel", id="keys")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @on(Input.Submitted)
    def submit(self, event: Input.Submitted) -> None:
        typed = event.value.strip()
        if not typed:
            return
        try:
            chosen = self.parse(typed)
        except VaultMindError as error:
            self.query_one("#error", Label).update(plain(error.message))
            return
        self.dismiss(chosen)

    def action_cancel(self) -> None:
        self.dismiss(None)
