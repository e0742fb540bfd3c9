"""`?`: every key of the screen it was opened on and of the app, from the one command
table (the same that makes the bindings, the footer and the palette)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.table import Table
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from vaultmind.ui.commands import APP, commands_for, key_label

if TYPE_CHECKING:
    from textual.app import ComposeResult


class HelpScreen(ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [("escape,question_mark,q", "dismiss", "Close")]
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 76; max-width: 100%; height: auto; max-height: 100%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    """

    def __init__(self, scope: str) -> None:
        super().__init__()
        self.scope = scope

    def compose(self) -> ComposeResult:
        table = Table(box=None, show_header=False, expand=True, padding=(0, 1))
        table.add_column(style="bold", no_wrap=True)
        table.add_column(no_wrap=True)
        table.add_column(style="dim")
        groups = [(self.scope, "This screen"), (APP, "Everywhere")] if self.scope else []
        for scope, title in groups or [(APP, "Everywhere")]:
            table.add_row(f"[u]{title}[/u]", "", "")
            for command in commands_for(scope):
                table.add_row(key_label(command.key), command.title, command.help)
        table.add_row("ctrl+p", "Palette", "every command by name")
        self.table = table
        with VerticalScroll():
            yield Static(table)

    async def action_dismiss(self, result: None = None) -> None:
        self.dismiss(result)
