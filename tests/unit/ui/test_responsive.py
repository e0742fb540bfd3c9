"""Keys answered while workers run (issue 28): the screens a key opens are built ahead
in idle time, behind Today, and the interpreter is handed to the UI thread often."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, settled_today
from vaultmind.ui import responsive
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.messages import VaultChanged
from vaultmind.ui.screens.commitments import CommitmentsScreen
from vaultmind.ui.screens.today import TodayScreen


@pytest.fixture(autouse=True)
def _soon(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(responsive, "START", 0.05)
    monkeypatch.setattr(responsive, "QUIET", 0.05)


def test_screens_are_built_behind_today_and_shown_whole_on_their_first_key(
    make_app: AppFactory,
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            today_list = app.screen.query_one(OptionList)
            await pilot.pause(0.5)
            assert set(responsive.AHEAD) <= set(app._screen_stacks)  # built, not shown
            assert isinstance(app.screen, TodayScreen)
            assert app.focused is today_list  # nothing built ahead took the focus
            assert not [w for w in app.workers if w.group == "commitments"]  # nor read
            before = today_list.highlighted
            await pilot.press("j")
            assert today_list.highlighted != before  # Today's keys still move Today
            await pilot.press("C")
            await settle(app, pilot)
            assert isinstance(app.screen, CommitmentsScreen)
            listing = app.screen.query_one(OptionList)
            assert app.focused is listing
            shown = [str(listing.get_option_at_index(i).prompt)
                     for i in range(listing.option_count)]  # fmt: skip
            assert any("Дмитрий Кузнецов" in row for row in shown)
            await pilot.press("escape")
            assert isinstance(app.screen, TodayScreen)

    run(scenario())


def test_nothing_is_built_while_the_user_presses_keys(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(responsive, "QUIET", 0.4)

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            for key in "jk" * 8:  # a key every 0.15 s: never 0.4 s without one
                await pilot.press(key)
                await pilot.pause(0.15)
            assert "ask" not in app._screen_stacks  # the last of the three
            await pilot.pause(1.5)
            assert set(responsive.AHEAD) <= set(app._screen_stacks)

    run(scenario())


def laid_out(today: TodayScreen) -> str:
    """The text of the rows Today has laid out (not those read and waiting)."""
    return " ".join(row.text for row in today._rows.values())


async def an_ingest_writes_a_task(app: VaultMindApp, pilot: Pilot[None], vault: Path) -> None:
    """An overdue task lands in the vault and the watcher tells the app, as an ingest does."""
    note = vault / "Projects/Urgent.md"
    task = "- [ ] Ship the hotfix [owner:: [[Дмитрий Кузнецов]]] 📅 2026-11-20\n"
    note.write_text(f"# Urgent\n\n{task}", "utf-8")
    app.service.update_index()  # what the watcher does before it tells the app
    await pilot.pause(1.1)  # the start-up's read is a second old: this one runs at once
    app.post_message(VaultChanged(("Projects/Urgent.md",)))


def test_rows_the_watcher_read_wait_for_a_pause_in_the_users_keys(
    make_app: AppFactory, demo_vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An ingest writes; Today reads its rows again. While the user moves through the
    list the new row is not laid out under their keys; once they pause it is."""
    monkeypatch.setattr(responsive, "QUIET", 0.4)

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            today = await settled_today(app, pilot)
            await an_ingest_writes_a_task(app, pilot, demo_vault)
            for key in "jk" * 5:  # a key every 0.15 s
                await pilot.press(key)
                await pilot.pause(0.15)
            assert isinstance(app.screen, TodayScreen)
            assert "Ship the hotfix" not in laid_out(today)  # read, not laid out under the keys
            await pilot.pause(0.8)
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)
            assert "Ship the hotfix" in laid_out(today)

    run(scenario())


def test_rows_that_waited_for_a_pause_are_not_laid_out_behind_another_screen(
    make_app: AppFactory, demo_vault: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The watcher's rows wait for a pause; the user opens Commitments meanwhile. The
    pause comes with Today behind: its list is laid out when it is shown again."""
    monkeypatch.setattr(responsive, "QUIET", 0.4)

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            today = await settled_today(app, pilot)
            await an_ingest_writes_a_task(app, pilot, demo_vault)
            await pilot.press("j")
            await pilot.pause(0.2)  # read, waiting for a pause
            await pilot.press("C")
            await pilot.pause(0.8)  # the pause, with Commitments in front
            assert isinstance(app.screen, CommitmentsScreen)
            assert "Ship the hotfix" not in laid_out(today)
            await pilot.press("t")
            await settle(app, pilot)
            back: object = app.screen  # (not narrowed to Commitments by the check above)
            assert back is today
            assert "Ship the hotfix" in laid_out(today)

    run(scenario())


def test_the_switch_interval_is_short_while_the_app_runs_and_restored_after(
    make_app: AppFactory,
) -> None:
    before = sys.getswitchinterval()

    async def scenario() -> float:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            return sys.getswitchinterval()

    assert run(scenario()) == responsive.SWITCH_INTERVAL < before
    assert sys.getswitchinterval() == before
