"""An option list whose wrapped rows stay whole when its scrollbar comes or goes.

Textual's `OptionList` measures each row's height once, at the width it has then. The
rows of a list filled after its first frame are measured without a scrollbar; the
scrollbar they bring takes two columns without a resize event, so a row that now
wraps once more kept its old height and lost its last line (at 80×24, Today's
"Согласую с ним финальные даты" showed without «даты»). Here the measurements are
dropped whenever the scrollbar changes the width."""

from __future__ import annotations

from textual.widgets import OptionList


class RowList(OptionList):
    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        self._clear_caches()  # the rows are measured again at the width they now have
