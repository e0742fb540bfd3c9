"""`d` on an action item without a checkbox (Commitments screen): a list item asks,
showing the very line it will leave (`✅` and the day at its end), and ticks it after a
yes; a table row is refused in one line before anything is asked, and nothing is
written."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import OptionList
from textual.widgets._toast import Toast

from tests.unit.ui.conftest import DAY, SIZE, AppFactory, run, settle, until
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.confirm import ConfirmScreen
from vaultmind.ui.widgets.hanging_row import row_text

MEETING = """# Planning 2026-11-30

## Action items
- Дмитрий Кузнецов: send the vendor shortlist by 2026-12-01

| Action | Owner | Due |
|---|---|---|
| Book the training room | Дмитрий Кузнецов | 2026-12-02 |
"""


def highlight(app: VaultMindApp, words: str) -> None:
    listing = app.screen.query_one(OptionList)
    listing.focus()
    rows = [row_text(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
    listing.highlighted = next(i for i, row in enumerate(rows) if words in row)


def toasts(app: VaultMindApp) -> list[str]:
    return [str(t._notification.message) for t in app.screen.query(Toast)]


async def done_on(app: VaultMindApp, pilot: Pilot[None], words: str) -> None:
    """`d` on the Commitments row that says `words`."""
    await settle(app, pilot)
    highlight(app, words)
    await pilot.press("d")
    await pilot.pause()


def test_a_table_row_is_refused_before_any_question(make_app: AppFactory, demo_vault: Path) -> None:
    note = demo_vault / "Projects" / "Planning 2026-11-30.md"
    note.write_text(MEETING, encoding="utf-8")

    async def scenario() -> None:
        app = make_app(start="commitments")
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await done_on(app, pilot, "Book the training room")
            assert not isinstance(app.screen, ConfirmScreen)
            await until(pilot, lambda: any("table row" in t for t in toasts(app)))

    run(scenario())
    assert note.read_text(encoding="utf-8") == MEETING


def test_a_list_item_shows_the_line_it_will_leave_then_ticks_it(
    make_app: AppFactory, demo_vault: Path
) -> None:
    note = demo_vault / "Projects" / "Planning 2026-11-30.md"
    note.write_text(MEETING, encoding="utf-8")
    after = f"- Дмитрий Кузнецов: send the vendor shortlist by 2026-12-01 ✅ {DAY.isoformat()}"

    async def scenario() -> None:
        app = make_app(start="commitments")
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await done_on(app, pilot, "send the vendor shortlist")
            confirm = app.screen
            assert isinstance(confirm, ConfirmScreen)
            assert "action item done" in confirm.question
            assert after in confirm.detail.splitlines()
            await pilot.press("y")
            await settle(app, pilot)

    run(scenario())
    assert after in note.read_text(encoding="utf-8").splitlines()
