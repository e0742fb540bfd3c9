"""A wrapped row keeps all its lines when the list's scrollbar appears (issue 28, seen
in tmux at 80×24: a Today row lost its last word once the list grew a scrollbar)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text
from textual.widgets import OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.ui.app import VaultMindApp


def lines_cut(listing: OptionList) -> list[str]:
    """Rows shown in fewer lines than their text needs at the list's width now."""
    width = listing.scrollable_content_region.width
    console = Console(width=width)
    cut = []
    for index in range(listing.option_count):
        prompt = listing.get_option_at_index(index).prompt
        assert isinstance(prompt, Text)
        needed = len(console.render_lines(prompt, console.options.update_width(width), pad=False))
        if listing._line_cache.heights.get(index, needed) < needed:
            cut.append(str(prompt))
    return cut


def test_a_row_that_wraps_only_beside_the_scrollbar_keeps_its_last_line(
    make_app: AppFactory,
) -> None:
    """The list is filled after its first frame, as every screen's worker does."""
    from textual.widgets.option_list import Option

    from vaultmind.ui.widgets.row_list import RowList

    async def scenario() -> None:
        app: VaultMindApp = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            listing = app.screen.query_one(RowList)
            width = listing.scrollable_content_region.width + (
                0 if not listing.show_vertical_scrollbar else listing.scrollbar_size_vertical
            )
            listing.clear_options()
            await settle(app, pilot)
            rows = [Option(Text(f"row {i}")) for i in range(40)]
            rows.insert(2, Option(Text("a" * (width - 6) + " даты")))  # fits only without
            listing.add_options(rows)
            await settle(app, pilot)
            assert listing.show_vertical_scrollbar
            assert lines_cut(listing) == []

    run(scenario())
