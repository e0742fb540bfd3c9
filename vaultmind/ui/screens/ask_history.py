"""ctrl+r on Ask: the questions asked on this machine (`service.asked_questions`,
kept across runs), newest first, with who asked; Enter asks the highlighted one
again, Esc closes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from textual import on
from textual.binding import BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from vaultmind.ui.plain import plain
from vaultmind.ui.widgets.row_list import RowList
from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.app import ComposeResult


class AskHistory(ModalScreen[Any]):
    BINDINGS: ClassVar[list[BindingType]] = [("escape", "close", "Close")]
    DEFAULT_CSS = """
    AskHistory { align: center middle; }
    AskHistory > Vertical {
        width: 76; max-width: 100%; height: auto; max-height: 80%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    AskHistory OptionList { height: auto; max-height: 16; border: none; }
    """

    def __init__(self, asked: list[Any]) -> None:
        super().__init__()
        self.asked = list(asked)  # `AskedQuestion`s, newest first

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Earlier questions (Enter asks again)")
            options = []
            for asked in self.asked:
                prompt = plain(asked.question)
                if asked.asker:  # a person's note path: shown by its title
                    who = asked.asker.rsplit("/", 1)[-1].removesuffix(".md")
                    prompt.append(visible(f"  as {who}"), style="dim")
                options.append(Option(prompt))
            yield RowList(*options)

    def on_mount(self) -> None:
        listing = self.query_one(OptionList)
        listing.highlighted = 0
        listing.focus()

    @on(OptionList.OptionSelected)
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.asked[event.option_index])

    def action_close(self) -> None:
        self.dismiss(None)
