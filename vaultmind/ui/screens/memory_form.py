"""The form behind "add memory" and "supersede" on the person card: kind, text and an
optional due date, returned to the caller (which writes through the service)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select

from vaultmind.ui.plain import plain
from vaultmind.vault.model import KINDS

if TYPE_CHECKING:
    from textual.app import ComposeResult


@dataclass(frozen=True, slots=True)
class MemoryInput:
    kind: str | None  # None: keep the old one's (supersede)
    text: str
    due: str  # as typed: a date or a phrase ("friday"); empty for none


class MemoryForm(ModalScreen[MemoryInput | None]):
    BINDINGS: ClassVar[list[BindingType]] = [("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    MemoryForm { align: center middle; }
    MemoryForm > Vertical {
        width: 70; max-width: 100%; height: auto; padding: 1 2;
        border: thick $primary; background: $surface;
    }
    MemoryForm Horizontal { height: auto; margin-top: 1; }
    MemoryForm Button { margin-right: 2; }
    MemoryForm #error { color: $error; height: auto; display: none; }
    """

    def __init__(self, title: str, text: str = "", keep_kind: bool = False) -> None:
        super().__init__()
        self.title_text = title
        self.initial = text
        self.keep_kind = keep_kind

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(plain(self.title_text))  # a person's title
            options = [(kind, kind) for kind in KINDS]
            yield Select(
                options, value=Select.NULL if self.keep_kind else "fact", id="kind",
                prompt="(the old one's kind)" if self.keep_kind else "kind",
                allow_blank=self.keep_kind,
            )  # fmt: skip
            yield Input(self.initial, placeholder="what to remember", id="text")
            yield Input(placeholder="due: 2026-12-04, friday, next week (optional)", id="due")
            yield Label("", id="error")  # said here: a notification would cover the form
            with Horizontal():
                yield Button("Save", variant="primary", id="save")
                yield Button("Cancel", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#text", Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#save")
    def save(self) -> None:
        kind = self.query_one("#kind", Select).value
        text = self.query_one("#text", Input).value.strip()
        if not text:
            error = self.query_one("#error", Label)
            error.update("write what to remember first")
            error.display = True
            return
        due = self.query_one("#due", Input).value.strip()
        self.dismiss(MemoryInput(kind if isinstance(kind, str) else None, text, due))

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
