"""Enter on a memory opens the message it was learnt from in context (issue 28): the
Sources note at its block, with the messages before and after it on screen, from
Today, the person card and the Commitments screen alike. On Today `o` opens the card."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList
from textual.widgets.markdown import MarkdownBlock

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.widgets.hanging_row import row_text

PERSON = "People/Дмитрий Кузнецов.md"
CHAT = "Sources/telegram/42/2026-12-01.md"
SAID = 14  # the message the promise was learnt from, amid 30
PROMISE = (
    "- [ ] Send the SSO report [src:: [[Sources/telegram/42/2026-12-01#^tg-42-14]]] "
    "📅 2026-12-03 ^m-sso7rp"
)


def message(n: int) -> str:
    said = "I'll send the SSO report today" if n == SAID else f"status update number {n}"
    return f"- 10:{n:02d} **Дмитрий Кузнецов**: {said} ^tg-42-{n}"


@pytest.fixture
def promised(demo_vault: Path) -> Path:
    chat = demo_vault / CHAT
    chat.parent.mkdir(parents=True)
    chat.write_text("\n".join(message(n) for n in range(1, 31)) + "\n", encoding="utf-8")
    person = demo_vault / PERSON
    text = person.read_text(encoding="utf-8")
    person.write_text(text.replace("## Memory\n", f"## Memory\n{PROMISE}\n", 1), encoding="utf-8")
    return demo_vault


def on_screen(app: VaultMindApp, words: str) -> bool:
    """A Markdown block saying `words` is (at least partly) within the note's view."""
    view = app.screen.query_one("#text")
    for block in app.screen.query(MarkdownBlock):
        if words in (block.source or "") and not block.query(MarkdownBlock):
            return bool(block.region.intersection(view.region))
    return False


async def choose(app: VaultMindApp, pilot: Pilot[None], words: str) -> None:
    listing = app.screen.query_one(OptionList)
    listing.focus()
    shown = [row_text(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
    listing.highlighted = next(i for i, row in enumerate(shown) if words in row)
    await pilot.press("enter")
    await settle(app, pilot)
    await pilot.pause()


async def check_in_context(app: VaultMindApp) -> None:
    screen = app.screen
    assert isinstance(screen, NoteScreen)
    assert screen.path == CHAT and screen.block == f"tg-42-{SAID}"
    assert on_screen(app, "I'll send the SSO report today")
    assert on_screen(app, f"status update number {SAID - 1}")  # the message before…
    assert on_screen(app, f"status update number {SAID + 1}")  # …and after it


async def from_today(app: VaultMindApp, pilot: Pilot[None]) -> None:
    await choose(app, pilot, "Send the SSO report")


async def from_person(app: VaultMindApp, pilot: Pilot[None]) -> None:
    app.open_person(PERSON)
    await settle(app, pilot)
    await choose(app, pilot, "Send the SSO report")


async def from_commitments(app: VaultMindApp, pilot: Pilot[None]) -> None:
    await pilot.press("C")
    await settle(app, pilot)
    await choose(app, pilot, "Send the SSO report")


@pytest.mark.parametrize("where", ["today", "person", "commitments"])
def test_enter_on_a_memory_opens_its_message_among_its_neighbours(
    make_app: AppFactory, promised: Path, where: str
) -> None:
    opener = {"today": from_today, "person": from_person, "commitments": from_commitments}

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await opener[where](app, pilot)
            await check_in_context(app)

    run(scenario())


def test_o_on_today_opens_the_person_card(make_app: AppFactory, promised: Path) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            listing = app.screen.query_one(OptionList)
            listing.focus()
            shown = [row_text(listing.get_option_at_index(i).prompt)
                     for i in range(listing.option_count)]  # fmt: skip
            listing.highlighted = next(i for i, r in enumerate(shown) if "Send the SSO" in r)
            await pilot.press("o")
            await settle(app, pilot)
            assert isinstance(app.screen, PersonScreen)
            assert app.screen.person == "Дмитрий Кузнецов"

    run(scenario())
