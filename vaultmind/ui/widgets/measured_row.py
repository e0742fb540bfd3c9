"""List rows measured where they are built, in a thread worker, not in the UI thread.

An `OptionList` asks every row for its height whenever its options are set, and a
Rich table row (`hanging`) is rendered whole to answer: 0.3–1 ms a row, so 173 rows
of Commitments held the UI thread 45–190 ms while an ingest ran (issue 28: a key
within 100 ms). The screen reads the widths its list lays rows out at (`widths_of`,
in the UI thread, with and without a scrollbar), the worker measures each row at them
(`measure`) and hands them over with the rows; a `MeasuredRow` answers from what was
measured, and measures a width it was not given where it is asked, as before."""

from __future__ import annotations

import io
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.console import Console
from textual.visual import RichVisual

if TYPE_CHECKING:
    from rich.console import ConsoleOptions, RenderableType
    from textual.css.styles import RulesMap
    from textual.widget import Widget
    from textual.widgets import OptionList

Heights = dict[int, int]  # width → lines
_THREAD = threading.local()


@dataclass(frozen=True)
class Widths:
    """The widths a list's rows are laid out at, and the options they render with."""

    widths: tuple[int, ...]
    options: ConsoleOptions


def widths_of(listing: OptionList) -> Widths | None:
    """Read in the UI thread before a worker starts; None before the list is laid out."""
    width = listing.content_region.width
    if width <= 0:
        return None
    padding = listing.get_component_styles("option-list--option").padding.width
    bar = listing.styles.scrollbar_size_vertical
    widths = tuple(sorted({width - padding, width - bar - padding} - {0}))
    return Widths(widths, listing.app.console_options)


def measure(prompt: RenderableType, widths: Widths | None) -> Heights:
    """A row's height at each width, as Textual's `RichVisual.get_height` counts it,
    on a console of the worker's own (the app's is the UI thread's)."""
    if widths is None:
        return {}
    console = getattr(_THREAD, "console", None)
    if console is None:  # one per worker thread: making one is dearer than a row
        console = _THREAD.console = Console(file=io.StringIO(), legacy_windows=False,
                                            color_system=None)  # fmt: skip
    heights: Heights = {}
    for width in widths.widths:
        options = widths.options.update_width(width).update(highlight=False)
        heights[width] = sum(text.count("\n") for text, _, _ in console.render(prompt, options))
    return heights


class MeasuredRow(RichVisual):
    """A row that answers its height from what its worker measured."""

    def __init__(self, widget: Widget, prompt: RenderableType, heights: Heights) -> None:
        super().__init__(widget, prompt)
        self._heights = dict(heights)
        self.measured = frozenset(heights)  # the widths its worker measured it at

    @property
    def prompt(self) -> RenderableType:
        """The row as built (`hanging`'s table): what it says, for tests and readers."""
        return self._renderable

    def get_height(self, rules: RulesMap, width: int) -> int:
        found = self._heights.get(width)
        if found is None:
            found = self._heights[width] = super().get_height(rules, width)
        return found
