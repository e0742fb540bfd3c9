"""A note as plain lines in a virtual view: only the visible lines are rendered (an
LRU keeps them), so a 5 000-line note opens as fast as a short one. Headings, links
and block ids get a little colour; the target block's line is highlighted."""

from __future__ import annotations

import re
from typing import ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.cache import LRUCache
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from vaultmind.vault.visible import visible

LINK = re.compile(r"!?\[\[[^\]\n]+\]\]")
BLOCK = re.compile(r"\s\^[A-Za-z0-9-]+\s*$")
HEADING = re.compile(r"#{1,6}\s")


class PlainView(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    PlainView { background: $surface; }
    PlainView > .plain--heading { color: $accent; text-style: bold; }
    PlainView > .plain--link { color: $primary; text-style: underline; }
    PlainView > .plain--target { background: $boost; text-style: bold; }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"plain--heading", "plain--link", "plain--target"}

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: list[str] = []
        self.target: int | None = None  # 0-based line to highlight
        self._cache: LRUCache[tuple[int, int], Strip] = LRUCache(1024)

    def set_text(self, text: str, target: int | None = None) -> None:
        """Show `text` (the scroll position is the caller's to keep or set)."""
        self.lines = visible(text).expandtabs(4).splitlines() or [""]
        self.target = target
        self._cache.clear()
        width = max(cell_len(line) for line in self.lines) + 1 if len(self.lines) < 20_000 else 400
        self.virtual_size = Size(width, len(self.lines))
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._cache.clear()

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = scroll_y + y
        width = self.scrollable_content_region.width
        if index >= len(self.lines):
            return Strip.blank(width, self.rich_style)
        key = (index, self.virtual_size.width)
        strip = self._cache.get(key)
        if strip is None:
            strip = self._cache[key] = self._line_strip(index)
        return strip.crop_extend(scroll_x, scroll_x + width, self.rich_style)

    def _line_strip(self, index: int) -> Strip:
        line = self.lines[index]
        text = Text(line, style=self.rich_style, end="")
        if HEADING.match(line):
            text.stylize(self._style("plain--heading"))
        for match in LINK.finditer(line):
            text.stylize(self._style("plain--link"), match.start(), match.end())
        block = BLOCK.search(line)
        if block:
            text.stylize("dim", block.start(), block.end())
        if index == self.target:
            text.stylize(self._style("plain--target"))
        segments = list(text.render(self.app.console))
        return Strip(segments, cell_len(text.plain)).apply_style(self.rich_style)

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(name, partial=True)
