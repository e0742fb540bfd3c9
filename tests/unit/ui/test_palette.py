"""The palette holds every screen and action (issue 28): each of Graph, Due,
Commitments, Digest, Plan, Reflect and Review is listed, and choosing it in the
palette does what its CLI command does, through the same facade call."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, until
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.commitments import CommitmentsScreen
from vaultmind.ui.screens.goal_prompt import GoalPrompt
from vaultmind.ui.screens.graph import GraphScreen
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.screens.review import ReviewScreen
from vaultmind.ui.screens.today import TodayScreen

PERSON = "People/Дмитрий Кузнецов.md"
TITLES = ("Graph", "Due", "Commitments", "Digest", "Plan", "Reflect on today",
          "Reflect on yesterday", "Review", "Today", "Search", "Ask", "Ingest", "Undo")  # fmt: skip


async def chosen(app: VaultMindApp, pilot: Pilot[None], title: str) -> None:
    """ctrl+p, the title typed, Enter on the first hit (checked to be that command)."""
    await pilot.press("ctrl+p")
    assert isinstance(app.screen, CommandPalette)
    await pilot.press(*title.lower())
    listing = app.screen.query_one("CommandList", OptionList)
    await until(pilot, lambda: listing.option_count > 0)
    await pilot.pause(0.3)
    first = str(listing.get_option_at_index(0).prompt)
    assert first.startswith(f"{title}  ("), first
    await pilot.press("enter")
    await settle(app, pilot)


def test_the_palette_lists_every_screen_and_action(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+p")
            listing = app.screen.query_one("CommandList", OptionList)
            await until(pilot, lambda: listing.option_count > 0)
            await pilot.pause(0.3)
            shown = {str(listing.get_option_at_index(i).prompt).split("  (")[0]
                     for i in range(listing.option_count)}  # fmt: skip
            assert set(TITLES) <= shown, set(TITLES) - shown

    run(scenario())


@pytest.mark.parametrize(
    ("title", "screen"),
    [("Due", TodayScreen), ("Commitments", CommitmentsScreen), ("Review", ReviewScreen)],
)
def test_a_screen_command_opens_its_screen(make_app: AppFactory, title: str, screen: type) -> None:
    async def scenario() -> None:
        app = make_app(start="search" if title == "Due" else "today")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await chosen(app, pilot, title)
            assert isinstance(app.screen, screen)

    run(scenario())


def test_graph_is_of_the_note_in_view(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_person(PERSON)
            await settle(app, pilot)
            await chosen(app, pilot, "Graph")
            assert isinstance(app.screen, GraphScreen)
            assert app.screen.start == PERSON

    run(scenario())


def test_digest_writes_the_week_and_opens_it(make_app: AppFactory, demo_vault: Path) -> None:
    async def scenario() -> None:
        app = make_app(explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await chosen(app, pilot, "Digest")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert app.screen.path == "Daily/2026-W49.md"
            assert "## Weekly digest" in (demo_vault / "Daily/2026-W49.md").read_text("utf-8")

    run(scenario())


def test_plan_asks_the_goal_for_the_person_in_view(make_app: AppFactory, demo_vault: Path) -> None:
    async def scenario() -> None:
        app = make_app(explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_person(PERSON)
            await settle(app, pilot)
            await chosen(app, pilot, "Plan")
            assert isinstance(app.screen, GoalPrompt)
            assert app.screen.query_one("#person", Input).value == "Дмитрий Кузнецов"
            await pilot.press("enter")  # no goal yet: said in the dialog, which stays
            assert isinstance(app.screen, GoalPrompt)
            await pilot.press(*"Ship the SSO pilot", "enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            written = (demo_vault / str(app.screen.path)).read_text("utf-8")
            assert "## Plan" in written and "Ship the SSO pilot" in written

    run(scenario())


def test_reflect_runs_from_the_palette(make_app: AppFactory, demo_vault: Path) -> None:
    async def scenario() -> None:
        app = make_app(explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await chosen(app, pilot, "Reflect on today")
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)
            assert "## Reflection" in (demo_vault / "Daily/2026-12-03.md").read_text("utf-8")

    run(scenario())


def test_plan_elsewhere_is_for_the_vault_s_owner(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(start="search")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await chosen(app, pilot, "Plan")
            assert isinstance(app.screen, GoalPrompt)
            assert app.screen.query_one("#person", Input).value == "Анна Смирнова"
            await pilot.press("escape")
            assert not isinstance(app.screen, GoalPrompt)

    run(scenario())
