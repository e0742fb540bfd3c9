"""A yes/no question before a write the user may not have meant (mark done, undo):
`y` or Enter says yes, `n` or Esc says no. Vault text in it is shown as plain text."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label

from vaultmind.ui.plain import plain

if TYPE_CHECKING:
    from textual.app import ComposeResult


class ConfirmScreen(ModalScreen[bool]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,enter", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]
    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical {
        width: 70; max-width: 100%; height: auto; padding: 1 2;
        border: thick $warning; background: $surface;
    }
    ConfirmScreen Label { width: 100%; }
    ConfirmScreen #keys { margin-top: 1; color: $text-muted; }
    """

    def __init__(self, question: str, detail: str = "") -> None:
        super().__init__()
        self.question = question
        self.detail = detail

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(plain(self.question, "bold"), id="question")
            if self.detail:
                yield Label(plain(self.detail), id="detail")
            yield Label("y / Enter: yes    n / Esc: no", id="keys")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
