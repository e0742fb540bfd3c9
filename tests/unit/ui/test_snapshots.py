"""What the main screens look like at 80×24, in the dark and the light theme (the
SVGs in __snapshots__ were looked at by a person; `--snapshot-update` renews them).
The date, model and vault name are fixed; the cursor does not blink."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from tests.unit.ui.conftest import SIZE, AppFactory, settle, until
from vaultmind.memory.suggestions import add_suggestions
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.themes import DARK, LIGHT
from vaultmind.ui.widgets.list_detail import ListDetail

PERSON = "People/Дмитрий Кузнецов.md"
Compare = Callable[..., bool]


def prepared(
    step: Callable[[VaultMindApp], None] | None = None,
) -> Callable[[Pilot[Any]], Awaitable[None]]:
    async def run_before(pilot: Pilot[Any]) -> None:
        app: VaultMindApp = pilot.app  # type: ignore[assignment]
        await settle(app, pilot)
        if step is not None:
            step(app)
            await settle(app, pilot)
        for field in app.screen.query(Input):
            field.cursor_blink = False
        await pilot.pause()

    return run_before


def open_person(app: VaultMindApp) -> None:
    app.open_person(PERSON)


def open_note(app: VaultMindApp) -> None:
    app.open_note("Projects/OAuth Migration.md")


SCREENS = {"today": None, "person": open_person, "note": open_note}


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_main_screens(snap_compare: Compare, make_app: AppFactory, screen: str, theme: str) -> None:
    app = make_app()
    app.theme = theme
    assert snap_compare(app, terminal_size=SIZE, run_before=prepared(SCREENS[screen]))


def test_search_results(snap_compare: Compare, make_app: AppFactory) -> None:
    app = make_app(start="search")  # typed while the app's first build may still run

    async def typed(pilot: Pilot[Any]) -> None:
        screen = app.screen
        screen.query_one(Input).value = "rollback"
        # debounced, and run again once the index the app builds at start is there
        await until(pilot, lambda: screen._shown == "rollback" and bool(screen._hits))  # type: ignore[attr-defined]
        await prepared()(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=typed)


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
def test_ask_answer(snap_compare: Compare, make_app: AppFactory, theme: str) -> None:
    """A structural answer (no model) and its numbered citations."""
    app = make_app(start="ask", explicit_model="none")
    app.theme = theme

    async def asked(pilot: Pilot[Any]) -> None:
        await settle(app, pilot)
        app.screen.query_one(Input).value = "what did Dmitry promise?"
        await pilot.press("enter")
        await prepared()(pilot)

    assert snap_compare(app, terminal_size=SIZE, run_before=asked)


WIDE = (120, 40)


def typed_rollback(app: VaultMindApp) -> None:
    app.screen.query_one(Input).value = "rollback"


WIDE_SCREENS = {"today": "today", "search": "search", "commitments": "commitments",
                "person": "today"}  # fmt: skip


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
@pytest.mark.parametrize("screen", sorted(WIDE_SCREENS))
def test_wide_list_and_detail(
    snap_compare: Compare, make_app: AppFactory, screen: str, theme: str
) -> None:
    """At 120×40 the highlighted row's detail beside the list (issue 28)."""
    app = make_app(start=WIDE_SCREENS[screen])
    app.theme = theme

    async def shown(pilot: Pilot[Any]) -> None:
        await settle(app, pilot)
        if screen == "person":
            open_person(app)
        elif screen == "search":
            typed_rollback(app)
            await until(pilot, lambda: bool(app.screen._hits))  # type: ignore[attr-defined]
        await settle(app, pilot)
        listing = app.screen.query_one(ListDetail).listing
        listing.focus()
        if listing.highlighted is None:
            listing.action_first()
        await prepared()(pilot)

    assert snap_compare(app, terminal_size=WIDE, run_before=shown)


def test_review(snap_compare: Compare, make_app: AppFactory, demo_vault: Path) -> None:
    """A suggestion and the message it came from (issue 26)."""
    from tests.unit.ui.test_review_screen import MARKUP, PLAN

    add_suggestions(demo_vault, [PLAN, MARKUP])
    app = make_app(start="review")
    assert snap_compare(app, terminal_size=SIZE, run_before=prepared())


def test_ingest_idle(snap_compare: Compare, make_app: AppFactory, demo_vault: Path) -> None:
    """No bar and no stages while idle; the recent paths and the drop folder's files
    under the path box (issue 28)."""
    from vaultmind.recent_paths import remember_paths

    remember_paths(["/exports/telegram/result.json", "/exports/standup.md"])
    (demo_vault / "Sources/standup-2026-12-03.md").write_text("- 10:05 Anna: ok\n", "utf-8")
    app = make_app(start="ingest")
    assert snap_compare(app, terminal_size=SIZE, run_before=prepared())
