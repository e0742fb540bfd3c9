"""Esc stops what runs (issue 28): a Digest or a Plan started from the palette keys
stops at the model's next token when Esc is pressed, on Today (where Esc otherwise
has nowhere to go) as on any screen, and writes nothing; with nothing running, Esc
goes back as before."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from textual.widgets import Input

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.agent.fake import ScriptedModel
from vaultmind.ui.screens.ask import AskScreen
from vaultmind.ui.screens.goal_prompt import GoalPrompt
from vaultmind.ui.screens.today import TodayScreen

LONG = json.dumps({"prose": "A week of steady work on the migration. " * 80})
STEPS = json.dumps({"steps": [{"title": f"Step number {n}", "description": "x" * 150}
                              for n in range(10)]})  # fmt: skip


def slow_model(reply: str) -> ScriptedModel:
    return ScriptedModel([reply] * 3, piece_seconds=0.02)  # ~10 s a reply, if not stopped


async def model_called(model: ScriptedModel) -> None:
    for _ in range(500):
        if model.prompts:
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the model was never asked")


def notes(app: object) -> list[str]:
    return [str(n.message) for n in app._notifications]  # type: ignore[attr-defined]


async def noted(app: object, text: str, seconds: float = 3.0) -> list[str]:
    """The app's notes once `text` is among them, or after `seconds`: the stopped
    worker's note is posted from its thread and, on a loaded machine, may be handled a
    little after the worker is seen finished."""
    loop = asyncio.get_running_loop()
    until = loop.time() + seconds
    while text not in notes(app) and loop.time() < until:
        await asyncio.sleep(0.05)
    return notes(app)


@pytest.mark.parametrize("where", ["today", "ask"])
def test_esc_stops_a_running_digest_and_nothing_is_written(
    make_app: AppFactory, demo_vault: Path, where: str
) -> None:
    model = slow_model(LONG)
    weekly = demo_vault / "Daily/2026-W49.md"
    before = weekly.read_text(encoding="utf-8") if weekly.exists() else None

    async def scenario() -> None:
        app = make_app(model=model, start=where)
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            shown = app.screen
            if where == "ask":
                app.screen.query_one(Input).focus()  # Esc from a text box, too
            if where == "today":
                await pilot.press("W")
            else:  # from a text box W is typed: the palette's entry starts it
                app.action_digest()
            await model_called(model)
            started = asyncio.get_running_loop().time()
            await pilot.press("escape")
            await settle(app, pilot)
            assert asyncio.get_running_loop().time() - started < 3  # not the ~10 s reply
            assert app.screen is shown  # Esc stopped the run; it did not go back
            assert "digest stopped: nothing was written" in await noted(
                app, "digest stopped: nothing was written"
            )
            assert not app.running
            await pilot.press("escape")  # nothing runs now: back (or, on Today, stay)
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)
            if where == "ask":
                assert not isinstance(shown, TodayScreen) and isinstance(shown, AskScreen)

    run(scenario())
    after = weekly.read_text(encoding="utf-8") if weekly.exists() else None
    assert after == before


def test_esc_stops_a_running_plan_and_no_project_is_made(
    make_app: AppFactory, demo_vault: Path
) -> None:
    model = slow_model(STEPS)
    projects = sorted(p.name for p in (demo_vault / "Projects").iterdir())

    async def scenario() -> None:
        app = make_app(model=model)
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("P")
            assert isinstance(app.screen, GoalPrompt)
            await pilot.press(*"Launch the supplier portal", "enter")
            await model_called(model)
            assert isinstance(app.screen, TodayScreen)
            assert app.check_action("back", ()) is True  # Esc is offered: it stops the plan
            await pilot.press("escape")
            await settle(app, pilot)
            assert "plan stopped: nothing was written" in await noted(
                app, "plan stopped: nothing was written"
            )
            assert app.check_action("back", ()) is False  # Today, opened first: Esc rests

    run(scenario())
    assert sorted(p.name for p in (demo_vault / "Projects").iterdir()) == projects
