"""Plan (`P`, the palette): the goal and whose it is, as `vaultmind plan GOAL --for
PERSON` takes them. An empty goal is said inside the dialog (a notification would
cover it); Esc cancels, from either box."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.binding import BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from vaultmind.ui.plain import plain

if TYPE_CHECKING:
    from textual.app import ComposeResult


class GoalPrompt(ModalScreen["tuple[str, str] | None"]):
    BINDINGS: ClassVar[list[BindingType]] = [("escape", "cancel", "Cancel")]
    DEFAULT_CSS = """
    GoalPrompt { align: center middle; }
    GoalPrompt > Vertical {
        width: 70; max-width: 100%; height: auto; padding: 1 2;
        border: thick $primary; background: $surface;
    }
    GoalPrompt Label { width: 100%; }
    GoalPrompt #error { color: $error; height: auto; }
    GoalPrompt #keys { color: $text-muted; }
    """

    def __init__(self, person: str) -> None:
        super().__init__()
        self.person = person

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(plain("Plan a goal: 3–10 steps into a project's ## Plan", "bold"))
            yield Input(placeholder="the goal, e.g. Launch the supplier portal", id="goal")
            yield Label("for:")
            yield Input(self.person, placeholder="a person's name", id="person")
            yield Label("", id="error")
            yield Label("Enter: plan    Esc: cancel", id="keys")

    def on_mount(self) -> None:
        self.query_one("#goal", Input).focus()

    @on(Input.Submitted)
    def submit(self) -> None:
        goal = self.query_one("#goal", Input).value.strip()
        person = self.query_one("#person", Input).value.strip()
        if not goal or not person:
            missing = "the goal" if not goal else "whose goal it is"
            self.query_one("#error", Label).update(f"say {missing} first")
            return
        self.dismiss((goal, person))

    def action_cancel(self) -> None:
        self.dismiss(None)
