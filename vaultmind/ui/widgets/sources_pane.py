"""The Ask screen's sources pane, beside the transcript: the last answer's numbered
citations (`ask_rows`), Enter on one opens the cited note at its block. It shows
itself when there are sources, unless the reader hid it (`toggle`, ctrl+s)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from vaultmind.ui.ask_rows import Cited, row
from vaultmind.ui.widgets.row_list import RowList

if TYPE_CHECKING:
    from textual.app import ComposeResult


class SourcesPane(Vertical):
    DEFAULT_CSS = """
    SourcesPane { width: 40%; min-width: 30; max-width: 60; display: none;
        border-left: vkey $foreground 20%; }
    SourcesPane.-shown { display: block; }
    SourcesPane > #sources-title { height: 1; padding: 0 1; text-style: bold;
        color: $text-muted; }
    SourcesPane > #citations, SourcesPane > #citations:focus { height: 1fr; border: none; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.citations: list[Cited] = []
        self.wanted = True  # the reader's choice (ctrl+s): shown when there are sources

    def compose(self) -> ComposeResult:
        yield Static("Sources (Enter opens)", id="sources-title")
        yield RowList(id="citations")

    def show(self, rows: list[Cited]) -> None:
        self.citations = rows
        listing = self.query_one(OptionList)
        listing.clear_options()
        listing.add_options(
            [Option(row(c), id=f"cite-{i}", disabled=c.source is None) for i, c in enumerate(rows)]
        )
        if any(c.source is not None for c in rows):
            listing.action_first()  # Enter on the list opens the first valid one
        self._update()

    def toggle(self) -> bool:
        """Shown ↔ hidden; True when it is shown now (the focus goes into it)."""
        self.wanted = not self.has_class("-shown")
        self._update()
        if self.wanted:
            self.query_one(OptionList).focus()
        return self.wanted

    def chosen(self, option_id: str | None) -> Cited:
        return self.citations[int((option_id or "cite-0").split("-")[1])]

    def _update(self) -> None:
        shown = self.wanted and bool(self.citations)
        if not shown and self.has_focus_within:
            self.screen.focus_next()  # hidden: the focus leaves it (Ask puts it in the box)
        self.set_class(shown, "-shown")
