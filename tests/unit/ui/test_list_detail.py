"""Use the space (issue 28): at 120 columns or more Today, Search, Commitments and the
person card show the highlighted row's detail beside the list (its fields, the
message it was learnt from, its note's lines around it); at 80×24 the list keeps the
whole width and nothing is read for a pane nobody sees."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Static

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, until
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.widgets.list_detail import NO_ROW, NOTHING, DetailPane, ListDetail

WIDE = (120, 40)
PERSON = "People/Дмитрий Кузнецов.md"


def detail(app: VaultMindApp) -> str:
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(app.screen.query_one("#detail-text", Static).content)
    return console.export_text()


async def opened(app: VaultMindApp, pilot: Pilot[None], screen: str) -> None:
    """The screen with a row highlighted (the first of a list, the card's too)."""
    await settle(app, pilot)
    if screen == "person":
        app.open_person(PERSON)
    elif screen == "search":
        app.screen.query_one(Input).value = "rollback"
        await until(pilot, lambda: bool(app.screen._hits))  # type: ignore[attr-defined]
    await settle(app, pilot)
    listing = app.screen.query_one(ListDetail).listing
    if listing.highlighted is None:
        listing.focus()
        listing.action_first()
    await settle(app, pilot)


START = {"today": "today", "search": "search", "commitments": "commitments", "person": "today"}


@pytest.mark.parametrize("screen", sorted(START))
def test_wide_shows_the_detail_beside_the_list(make_app: AppFactory, screen: str) -> None:
    async def scenario() -> None:
        app = make_app(start=START[screen])
        async with app.run_test(size=WIDE) as pilot:
            await opened(app, pilot, screen)
            pane = app.screen.query_one(DetailPane)
            listing = app.screen.query_one(ListDetail).listing
            assert pane.display and pane.region.x >= listing.region.right
            assert listing.region.width >= 50  # the list keeps its room
            shown = detail(app)
            assert NOTHING not in shown
            assert "In " in shown  # the note's lines around the row

    run(scenario())


@pytest.mark.parametrize("screen", sorted(START))
def test_narrow_keeps_one_column(make_app: AppFactory, screen: str) -> None:
    async def scenario() -> None:
        app = make_app(start=START[screen])
        async with app.run_test(size=SIZE) as pilot:
            await opened(app, pilot, screen)
            assert not app.screen.query_one(DetailPane).display
            listing = app.screen.query_one(ListDetail).listing
            assert listing.region.width == SIZE[0]
            assert not [w for w in app.workers if w.group == "detail"]  # nothing read

    run(scenario())


def test_a_commitment_shows_its_fields_and_source_message(
    make_app: AppFactory, demo_vault: Path
) -> None:
    """A promise learnt from a chat: its due date, and the message it was said in."""
    chat = demo_vault / "Sources/telegram/42/2026-12-01.md"
    chat.parent.mkdir(parents=True)
    chat.write_text(MESSAGE, encoding="utf-8")
    person = demo_vault / PERSON
    text = person.read_text(encoding="utf-8")
    person.write_text(text.replace("## Memory\n", f"## Memory\n{PROMISE}\n", 1), encoding="utf-8")

    async def scenario() -> None:
        app = make_app(start="commitments")
        async with app.run_test(size=WIDE) as pilot:
            await settle(app, pilot)
            listing = app.screen.query_one(OptionList)
            listing.focus()
            for _ in range(listing.option_count):
                if detail(app).startswith("Send the SSO report"):
                    break
                listing.action_cursor_down()
                await settle(app, pilot)
            shown = detail(app)
            assert "due: 2026-12-05" in shown and "kind: commitment" in shown
            assert "Source message · Sources/telegram/42/2026-12-01.md" in shown
            assert "I'll send the SSO report by Saturday" in shown
            assert "In People/Дмитрий Кузнецов.md, line" in shown

    run(scenario())


MESSAGE = "- 10:05 **Дмитрий Кузнецов**: I'll send the SSO report by Saturday ^tg-42-7\n"
PROMISE = (
    "- [ ] Send the SSO report [src:: [[Sources/telegram/42/2026-12-01#^tg-42-7]]] "
    "📅 2026-12-05 ^m-sso7rp"
)


def test_growing_the_terminal_shows_the_pane(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(start="commitments")
        async with app.run_test(size=SIZE) as pilot:
            await opened(app, pilot, "commitments")
            assert not app.screen.query_one(DetailPane).display
            await pilot.resize_terminal(*WIDE)
            await settle(app, pilot)
            assert app.screen.query_one(DetailPane).display
            assert NOTHING not in detail(app)
            await pilot.resize_terminal(*SIZE)
            await settle(app, pilot)
            assert not app.screen.query_one(DetailPane).display

    run(scenario())


def test_today_opens_on_its_first_row_with_the_detail_beside_it(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=WIDE) as pilot:
            await settle(app, pilot)
            assert app.screen.query_one(ListDetail).listing.highlighted is not None
            assert NO_ROW not in detail(app)
            first = detail(app)
            assert first.startswith("Напомнить Диме про репетицию отката")
            await pilot.press("down")
            await settle(app, pilot)
            assert detail(app) != first

    run(scenario())
