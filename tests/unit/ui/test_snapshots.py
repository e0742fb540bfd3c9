"""What every screen looks like at 80×24 and at 120×40, in the dark and the light
theme (issue 28): the SVGs in __snapshots__ were looked at by a person;
`--snapshot-update` renews them. The date, model and vault name are fixed; the cursor
does not blink. Each screen is shown as a user first meets it with something in it:
Search with hits, Ask with an answer, Review with a suggestion, a list's first row
highlighted (its detail beside it at 120 columns)."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, settle, until
from vaultmind.memory.suggestions import add_suggestions
from vaultmind.ui import undo
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.themes import DARK, LIGHT

PERSON = "People/Дмитрий Кузнецов.md"
WIDE = (120, 40)
Compare = Callable[..., bool]
Step = Callable[[VaultMindApp, Pilot[Any]], Awaitable[None]]


async def nothing(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    """The screen as it opens."""


async def person(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    app.open_person(PERSON)


async def note(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    app.open_note("Projects/OAuth Migration.md")


async def graph(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    app.open_graph(PERSON)


async def search(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    screen = app.screen
    screen.query_one(Input).value = "rollback"
    # debounced, and run again once the index the app builds at start is there
    await until(pilot, lambda: screen._shown == "rollback" and bool(screen._hits))  # type: ignore[attr-defined]


async def ask(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    """A structural answer (no model) and its numbered citations."""
    app.screen.query_one(Input).value = "what did Dmitry promise?"
    await pilot.press("enter")


# name → (the screen the app starts on, what is done there before the picture)
SCREENS: dict[str, tuple[str, Step]] = {
    "today": ("today", nothing),
    "search": ("search", search),
    "ask": ("ask", ask),
    "ingest": ("ingest", nothing),
    "review": ("review", nothing),
    "commitments": ("commitments", nothing),
    "person": ("today", person),
    "note": ("today", note),
    "graph": ("today", graph),
}


def prepared(step: Step) -> Callable[[Pilot[Any]], Awaitable[None]]:
    async def run_before(pilot: Pilot[Any]) -> None:
        app: VaultMindApp = pilot.app  # type: ignore[assignment]
        await settle(app, pilot)
        await step(app, pilot)
        await settle(app, pilot)
        lists = [o for o in app.screen.query(OptionList) if o.id != "picks"]
        if lists and app.screen.focused in {None, lists[0]}:
            lists[0].focus()
            if lists[0].highlighted is None:
                lists[0].action_first()
            await settle(app, pilot)
        for field in app.screen.query(Input):
            field.cursor_blink = False
        await pilot.pause()

    return run_before


@pytest.fixture
def filled(demo_vault: Path) -> Path:
    """A suggestion to review, recent ingest paths and a file in the drop folder."""
    from tests.unit.ui.test_review_screen import MARKUP, PLAN
    from vaultmind.recent_paths import remember_paths

    add_suggestions(demo_vault, [PLAN, MARKUP])
    remember_paths(["/exports/telegram/result.json", "/exports/standup.md"])
    (demo_vault / "Sources/standup-2026-12-03.md").write_text("- 10:05 Anna: ok\n", "utf-8")
    return demo_vault


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
@pytest.mark.parametrize("size", [SIZE, WIDE], ids=["80x24", "120x40"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_screen(
    snap_compare: Compare,
    make_app: AppFactory,
    filled: Path,
    screen: str,
    size: tuple[int, int],
    theme: str,
) -> None:
    start, step = SCREENS[screen]
    app = make_app(start=start, explicit_model="none")
    app.theme = theme
    assert snap_compare(app, terminal_size=size, run_before=prepared(step))


# --- dialogs (issue 28): each over the screen it is raised from -------------------
async def done_confirm(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    """`d` on a task of Commitments: the confirmation before the checkbox is ticked."""
    from tests.unit.ui.test_commitments_screen import highlight, open_commitments

    await open_commitments(app, pilot)
    highlight(app, "Rehearse the rollback")
    await pilot.press("d")


async def postpone_date(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    from tests.unit.ui.test_commitments_screen import highlight, open_commitments

    await open_commitments(app, pilot)
    highlight(app, "Finish the auth refactor")
    await pilot.press("p")


async def undo_confirm(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    """A task ticked, then ctrl+z on Today: the question names the write it undoes."""
    from tests.unit.ui.test_commitments_screen import highlight, open_commitments

    await open_commitments(app, pilot)
    highlight(app, "Rehearse the rollback")
    await pilot.press("d", "y")
    await settle(app, pilot)
    app.clear_notifications()  # "ticked: …" goes in its own time: not in the picture
    await pilot.press("t")
    await settle(app, pilot)
    await pilot.press("ctrl+z")


async def plan_goal(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    await pilot.press("P")


async def add_memory(app: VaultMindApp, pilot: Pilot[Any]) -> None:
    app.open_person(PERSON)
    await settle(app, pilot)
    await pilot.press("a")


class FixedClock:
    """`time` as `vaultmind.ui.undo` uses it, at a fixed minute."""

    strftime = staticmethod(time.strftime)

    @staticmethod
    def localtime(_seconds: float) -> time.struct_time:
        return time.strptime("2026-12-03 17:05", "%Y-%m-%d %H:%M")


DIALOGS: dict[str, Step] = {
    "done_confirm": done_confirm,
    "postpone_date": postpone_date,
    "undo_confirm": undo_confirm,
    "plan_goal": plan_goal,
    "add_memory": add_memory,
}


@pytest.mark.parametrize("size", [SIZE, WIDE], ids=["80x24", "120x40"])
@pytest.mark.parametrize("dialog", list(DIALOGS))
def test_every_dialog(
    snap_compare: Compare,
    make_app: AppFactory,
    filled: Path,
    dialog: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(undo, "time", FixedClock)  # the undo question says when the job ran
    app = make_app(start="today", explicit_model="none")
    assert snap_compare(app, terminal_size=size, run_before=prepared(DIALOGS[dialog]))
