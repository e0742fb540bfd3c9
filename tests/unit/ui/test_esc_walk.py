"""Esc never traps (issue 28), screen by screen: every screen and dialog is opened from
Today, the focus put in its text box where it has one (something typed there), and
Esc pressed: the app is back where it came from. Commitments with its `/` filter
open takes two presses (the first clears the filter, as the palette says), Review
one; the Esc walk through the stack is in `test_navigation`."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.memory.suggestions import add_suggestions
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.person import PersonScreen

PERSON = "People/Дмитрий Кузнецов.md"
Opener = Callable[[VaultMindApp, Pilot[None]], Awaitable[None]]


def keys(*pressed: str) -> Opener:
    async def open_it(app: VaultMindApp, pilot: Pilot[None]) -> None:
        await pilot.press(*pressed)
        await settle(app, pilot)

    return open_it


def on_person(*pressed: str) -> Opener:
    async def open_it(app: VaultMindApp, pilot: Pilot[None]) -> None:
        app.open_person(PERSON)
        await settle(app, pilot)
        card = app.screen
        assert isinstance(card, PersonScreen)
        await pilot.press(*pressed)
        await settle(app, pilot)

    return open_it


async def history(app: VaultMindApp, pilot: Pilot[None]) -> None:
    app.service.remember_question("what did Dmitry promise?")
    await keys("f4", "ctrl+r")(app, pilot)


async def note(app: VaultMindApp, pilot: Pilot[None]) -> None:
    app.open_note("Projects/OAuth Migration.md")
    await settle(app, pilot)


async def graph(app: VaultMindApp, pilot: Pilot[None]) -> None:
    app.open_graph(PERSON)
    await settle(app, pilot)


# name → (how it is opened from Today, Esc presses it takes, the screen's class)
SCREENS: dict[str, tuple[Opener, int, str]] = {
    "search": (keys("f3"), 1, "SearchScreen"),
    "ask": (keys("f4"), 1, "AskScreen"),
    "ask history": (history, 1, "AskHistory"),
    "ingest": (keys("f5"), 1, "IngestScreen"),
    "review": (keys("f6"), 1, "ReviewScreen"),
    "commitments": (keys("f7"), 1, "CommitmentsScreen"),
    "commitments filter": (keys("f7", "slash"), 2, "CommitmentsScreen"),
    "postpone date": (keys("f7", "down", "down", "p"), 1, "DatePrompt"),
    "mark done": (keys("f7", "down", "d"), 1, "ConfirmScreen"),
    "help": (keys("f1"), 1, "HelpScreen"),
    "plan goal": (keys("P"), 1, "GoalPrompt"),
    "note": (note, 1, "NoteScreen"),
    "graph": (graph, 1, "GraphScreen"),
    "person": (on_person(), 1, "PersonScreen"),
    "add memory": (on_person("a"), 1, "MemoryForm"),
}


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_esc_leaves_every_screen_even_from_a_text_box(
    make_app: AppFactory, demo_vault: Path, name: str
) -> None:
    from tests.unit.ui.test_review_screen import PLAN

    add_suggestions(demo_vault, [PLAN])  # Review shows a suggestion, not an empty page
    opener, presses, expected = SCREENS[name]

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            before: Screen[object] = app.screen
            await opener(app, pilot)
            opened = app.screen
            assert opened is not before and type(opened).__name__ == expected
            boxes = [b for b in opened.query(Input) if b.display]
            if boxes:
                boxes[0].focus()
                await pilot.press(*"xt/")  # typed into the box, not taken as keys
                assert isinstance(app.focused, Input) and app.screen is opened
            for _ in range(presses):
                await pilot.press("escape")
                await settle(app, pilot)
            assert app.screen is not opened, f"Esc stayed on {type(opened).__name__}"

    run(scenario())
