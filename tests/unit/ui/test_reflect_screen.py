"""Reflections in the TUI: Today's "Latest reflections" section, "Reflect on today"
(a key and a palette action) running `service.reflect` in a worker with progress and
a cancel token, and the person card's recent reflections opening the Daily note."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

from textual.command import CommandPalette
from textual.widgets import OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.agent.fake import ScriptedModel
from vaultmind.agent.reflect.model import ATTEMPTS
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.screens.reflect import ReflectScreen
from vaultmind.ui.screens.today import TodayScreen
from vaultmind.ui.widgets.hanging_row import row_text

DAILY = "Daily/2026-12-03.md"
DMITRY = "Дмитрий Кузнецов"
GOOD = json.dumps({"summary": "a summary the model never finished", "highlights": [],
                   "commitments": [], "risks": [], "observations": []})  # fmt: skip


def rows(app: VaultMindApp) -> list[str]:
    listing = app.screen.query_one(OptionList)
    return [row_text(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]


def latest(app: VaultMindApp) -> list[str]:
    """The rows of Today's "Latest reflections" section."""
    shown = rows(app)
    start = next(i for i, r in enumerate(shown) if r.startswith("Latest reflections"))
    end = next(i for i, r in enumerate(shown) if r.startswith("Ingested since yesterday"))
    return [r.strip() for r in shown[start : end + 1]]


def notes(app: VaultMindApp) -> list[str]:
    return [n.message for n in app._notifications]


def test_reflect_on_today_fills_latest_reflections_which_open_the_daily_note(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app(explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            assert latest(app)[:2] == [
                "Latest reflections",
                "no reflection in the last 3 days (f reflects on today)",
            ]
            await pilot.press("f")
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)  # the modal closed by itself
            shown = latest(app)
            assert shown[0].startswith("Latest reflections (")
            mine = next(r for r in shown if DMITRY in r)
            assert mine.startswith(f"· 03 Dec  {DMITRY}: ")
            assert any(n.startswith("2026-12-03: ") and "written" in n for n in notes(app))
            listing = app.screen.query_one(OptionList)
            listing.focus()
            listing.highlighted = rows(app).index(f"  {mine}")
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert (app.screen.path, app.screen.block) == (DAILY, "reflect-dmitriy-kuznetsov")

    run(scenario())
    assert f"## Reflection — [[{DMITRY}]]" in (demo_vault / DAILY).read_text(encoding="utf-8")


def test_the_palette_reflects_on_yesterday(make_app: AppFactory, demo_vault: Path) -> None:
    async def scenario() -> None:
        app = make_app(explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+p")
            assert isinstance(app.screen, CommandPalette)
            await pilot.press(*"reflect on yesterday")
            await pilot.pause(0.5)  # the palette searches its providers in a task of its own
            await pilot.press("enter")
            await settle(app, pilot)
            assert any(n.startswith("2026-12-02: nothing written; ") for n in notes(app))

    run(scenario())
    assert not (demo_vault / "Daily/2026-12-02.md").exists()  # a quiet day writes nothing


def test_esc_stops_the_model_mid_answer_keeping_the_people_written_before(
    make_app: AppFactory, demo_vault: Path
) -> None:
    inside, release = threading.Event(), threading.Event()
    replies: list[Any] = ["not json"] * ATTEMPTS  # the first person: the template is written
    _both_write_that_day(demo_vault)  # news: else the model is not asked (issue 27)

    def slow(system: str, prompt: str) -> str:
        inside.set()
        release.wait(10)
        return GOOD  # what the second person would have got: never written

    async def scenario() -> None:
        app = make_app(model=ScriptedModel([*replies, slow]))
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("f")
            assert isinstance(app.screen, ReflectScreen)
            assert await asyncio.to_thread(inside.wait, 10)
            await pilot.press("f")  # a second run while one runs: not started
            assert sum(1 for w in app.screen.workers if w.group == "reflect") == 1
            await pilot.press("escape")
            release.set()
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)
            assert any(n.startswith("reflection cancelled") for n in notes(app))
            assert latest(app)[0] == "Latest reflections (1)"

    run(scenario())
    text = (demo_vault / DAILY).read_text(encoding="utf-8")
    assert text.count("## Reflection — ") == 1  # the first active person's (which one
    # depends on the files' times: a note changed that day is an event)
    assert "a summary the model never finished" not in text


def _both_write_that_day(vault: Path) -> None:
    """A message from each person due something on the demo day: their day has news."""
    chat = vault / "Sources/telegram/7/2026-12-03.md"
    chat.parent.mkdir(parents=True, exist_ok=True)
    chat.write_text(
        '---\ntype: source\nsource: telegram\nchat: "7"\nchat_title: "Team"\n'
        "date: 2026-12-03\n---\n# Team — 2026-12-03\n\n"
        f"- 10:00 **Анна Смирнова**: Reminded Dima ^tg-7-1\n- 10:05 **{DMITRY}**: OK ^tg-7-2\n",
        encoding="utf-8",
    )


def test_the_person_card_lists_their_reflections_and_opens_one(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            app.service.reflect(app.today(), DMITRY, explicit_model="none")
            app.open_person(f"People/{DMITRY}.md")
            await settle(app, pilot)
            shown = rows(app)
            at = shown.index("Recent reflections (1)")
            assert shown[at + 1].startswith(f"  03 Dec  {DMITRY}: ")
            card = app.screen.query_one(OptionList)
            card.highlighted = at + 1
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert (app.screen.path, app.screen.block) == (DAILY, "reflect-dmitriy-kuznetsov")
            await pilot.press("escape")
            assert isinstance(app.screen, PersonScreen)

    run(scenario())
