"""A list with the highlighted row's detail beside it, where there is room (issue 28):
at `WIDE` columns or more the class `-wide` is set from the width on every resize
and the CSS shows the detail pane to the right of the list; narrower, the list has
the whole width, as before, and nothing is read for a pane nobody sees.

A screen hands over its `OptionList` and a function from a row's option id to a
`Spot` (or None: the pane says what Enter does instead); the pane's text is read in
a thread worker (`detail_text.read_detail`), the newest highlight's only."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.widgets import OptionList, Static

from vaultmind.ui.detail_text import Spot, read_detail

if TYPE_CHECKING:
    from rich.console import RenderableType
    from textual.app import ComposeResult
    from textual.events import Resize

    from vaultmind.service import VaultService

WIDE = 120  # columns from which the detail is shown beside the list
NOTHING = "Nothing more to show for this row."
NO_ROW = "↓ to a row: its detail shows here."

SpotOf = Callable[[str], "Spot | None"]


@dataclass
class DetailRead(Message):
    asked: int
    text: RenderableType


class DetailPane(VerticalScroll, can_focus=False):
    """The right-hand side: not focusable, so the keys stay with the list."""

    DEFAULT_CSS = """
    DetailPane { display: none; width: 1fr; height: 1fr; padding: 0 1;
        border-left: vkey $foreground 20%; }
    DetailPane > Static { width: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield Static(Text(NO_ROW, style="dim"), id="detail-text")

    def show(self, text: RenderableType) -> None:
        self.query_one("#detail-text", Static).update(text)
        self.scroll_home(animate=False)


class ListDetail(Horizontal):
    DEFAULT_CSS = """
    ListDetail { height: 1fr; }
    ListDetail > OptionList { width: 1fr; }
    ListDetail.-wide > OptionList { width: 55%; }
    ListDetail.-wide > DetailPane { display: block; }
    """

    def __init__(self, listing: OptionList, spot_of: SpotOf, id: str | None = None) -> None:
        super().__init__(id=id)
        self.listing = listing
        self.spot_of = spot_of
        self.asked = 0  # detail reads started: only the newest one's text is shown

    def compose(self) -> ComposeResult:
        yield self.listing
        yield DetailPane()

    @property
    def wide(self) -> bool:
        return self.has_class("-wide")

    def on_mount(self) -> None:
        self._fit(self.app.size.width)

    def on_resize(self, event: Resize) -> None:
        self._fit(self.app.size.width)

    def _fit(self, width: int) -> None:
        was = self.wide
        self.set_class(width >= WIDE, "-wide")
        if self.wide and not was:
            self.show_highlighted()

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list is self.listing:
            self.show_highlighted()

    def highlighted_spot(self) -> Spot | None:
        index = self.listing.highlighted
        option = self.listing.get_option_at_index(index) if index is not None else None
        return self.spot_of(option.id or "") if option is not None else None

    def show_highlighted(self) -> None:
        """Read the highlighted row's detail again (after the rows were read again)."""
        if not self.wide:
            return
        self.asked += 1
        spot = self.highlighted_spot()
        if spot is None:
            said = NO_ROW if self.listing.highlighted is None else NOTHING
            self.query_one(DetailPane).show(Text(said, style="dim"))
            return
        service: VaultService = self.app.service  # type: ignore[attr-defined]
        asked = self.asked
        self.run_worker(lambda: self.post_message(DetailRead(asked, read_detail(service, spot))),
                        thread=True, group="detail", exit_on_error=False)  # fmt: skip

    def on_detail_read(self, event: DetailRead) -> None:
        event.stop()
        if event.asked == self.asked:
            self.query_one(DetailPane).show(event.text)
