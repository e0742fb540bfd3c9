"""The one-line header over every screen: where you are, as a trail of the screens Esc
goes back through (`Today › Дмитрий Кузнецов › OAuth Migration`), the current one in
bold, then what it shows (a note's path, Today's date). Titles are vault text: plain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from vaultmind.vault.visible import visible

if TYPE_CHECKING:
    from textual.events import Resize

SEP = " › "


class ScreenHeader(Static):
    DEFAULT_CSS = """
    ScreenHeader {
        height: 1;
        padding: 0 1;
        background: $panel;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def on_mount(self) -> None:
        self.watch(self.screen, "title", self._show, init=False)
        self.watch(self.screen, "sub_title", self._show, init=False)
        self.call_after_refresh(self._show)

    def on_resize(self, _event: Resize) -> None:
        self._show()

    def _show(self, _value: object = None) -> None:
        self.update(trail(self._titles(), self.screen.sub_title or "", self.size.width - 2))

    def _titles(self) -> list[str]:
        """The titles of this screen and of the ones under it on its stack."""
        stack = list(self.app.screen_stack)
        mine = stack[: stack.index(self.screen) + 1] if self.screen in stack else [self.screen]
        return [visible(s.title) for s in mine if s.title]


def trail(titles: list[str], aside: str, width: int) -> Text:
    """`a › b › current   aside`, cut from the left (`… › b › current`) to fit."""
    if not titles:
        return Text("")
    *before, current = titles
    cut = False
    while before and cell_len(SEP.join([*(["…"] * cut), *before, current])) > width:
        before.pop(0)
        cut = True
    before = ["…"] * cut + before
    line = Text(style="dim")
    for title in before:
        line.append(title)
        line.append(SEP)
    line.append(current, style="bold not dim")
    aside = visible(aside)
    room = width - cell_len(line.plain) - 2
    if aside and room >= 8:
        line.append("  ")
        line.append(aside if cell_len(aside) <= room else "…" + aside[-(room - 1) :])
    return line
