"""Ingest from the TUI: progress per stage, the summary, failed chunks listed, a
second start refused while one runs, and cancelling with a key."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, ProgressBar, Static

from tests.unit.ui.conftest import (
    SAMPLE,
    SIZE,
    AppFactory,
    blocked_model,
    run,
    settle,
    start_ingest,
)
from vaultmind.agent.fake import ScriptedModel
from vaultmind.ui.screens.ingest import IngestScreen


def shown(screen: IngestScreen, widget: str) -> str:
    return str(screen.query_one(widget, Static).render())


def test_ingest_shows_each_stage_and_lists_the_failed_chunk(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        model = ScriptedModel(["this is not JSON", "nor this"])
        app = make_app(start="ingest", ingest_model=model)
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, IngestScreen)
            screen.query_one(Input).value = str(SAMPLE)
            await pilot.press("enter")
            await settle(app, pilot)
            stages = shown(screen, "#stages")
            for stage in ("✓ import  1/1", "✓ rules", "✓ model   1/1 chunk(s)", "✓ days"):
                assert stage in stages
            report = shown(screen, "#report")
            assert "telegram «Команда CRM»: 9 new" in report
            assert "0 chunk(s) ok, 1 failed" in report
            assert "failed chunks (R retries them):" in report
            asked = len(model.prompts)
            await pilot.press("R")  # the same ingest again: only the failed chunk is retried
            await settle(app, pilot)
            assert len(model.prompts) > asked
            assert "telegram «Команда CRM»: 0 new, 0 edited, 9 already there" in shown(
                screen, "#report"
            )

    run(scenario())
    assert list((demo_vault / "Sources/telegram").rglob("*.md"))


def test_cancelling_stops_after_the_running_step_and_keeps_what_was_written(
    make_app: AppFactory, demo_vault: Path
) -> None:
    model, inside, release = blocked_model(wait=10)

    async def scenario() -> None:
        app = make_app(start="ingest", ingest_model=model)
        async with app.run_test(size=SIZE) as pilot:
            screen = await start_ingest(app, pilot, inside)
            screen.query_one(Input).focus()
            await pilot.press("enter")  # a second start while one runs: refused, not queued
            assert sum(1 for w in app.workers if w.group == "ingest") == 1
            screen.query_one("#summary").focus()
            await pilot.press("c")
            release.set()
            await settle(app, pilot)
            assert "cancelled: what was written is kept" in shown(screen, "#report")
            assert "✓ days" not in shown(screen, "#stages")
            assert any("already running" in n.message for n in app._notifications)

    run(scenario())
    assert list((demo_vault / "Sources/telegram").rglob("*.md"))


def _vault_files(vault: Path) -> set[Path]:
    return {p for p in vault.rglob("*") if ".vaultmind" not in p.parts}


def _refused(make_app: AppFactory, demo_vault: Path, path: str) -> tuple[str, str]:
    """Submit `path`: (the one problem line on the screen, the report), after checking
    that no ingest ran and nothing in the vault was written."""
    before = _vault_files(demo_vault)

    async def scenario() -> tuple[str, str]:
        app = make_app(start="ingest")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, IngestScreen)
            screen.query_one(Input).value = path
            await pilot.press("enter")
            await settle(app, pilot)
            problem = screen.query_one("#problem", Static)
            assert problem.display and problem.region.height >= 1  # on screen (a long path wraps)
            assert "\n" not in shown(screen, "#problem")
            return shown(screen, "#problem"), shown(screen, "#report")

    result = run(scenario())
    assert _vault_files(demo_vault) == before
    return result


def test_a_missing_path_is_one_line_in_the_cli_words(
    make_app: AppFactory, demo_vault: Path, tmp_path: Path
) -> None:
    problem, report = _refused(make_app, demo_vault, str(tmp_path / "nope.json"))
    assert problem == f"{tmp_path / 'nope.json'}: no such file"  # as `vaultmind ingest` says
    assert report == ""


def test_an_unreadable_file_is_one_line(
    make_app: AppFactory, demo_vault: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    locked = tmp_path / "locked.json"
    locked.write_text("{}", encoding="utf-8")
    opened = Path.open

    def refuse(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == locked:  # as root, chmod 000 would not stop the read
            raise PermissionError(13, "Permission denied", str(self))
        return opened(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", refuse)
    problem, _ = _refused(make_app, demo_vault, str(locked))
    assert problem == f"{locked}: cannot read (Permission denied)"


def test_a_file_that_is_no_export_says_so_on_the_screen(
    make_app: AppFactory, demo_vault: Path, tmp_path: Path
) -> None:
    bogus = tmp_path / "bogus.json"
    bogus.write_text("{}", encoding="utf-8")
    problem, report = _refused(make_app, demo_vault, str(bogus))
    assert problem == f"{bogus}: not a Telegram export (no 'messages')"
    assert "ingesting" not in report


def test_editing_the_path_clears_the_problem(make_app: AppFactory, tmp_path: Path) -> None:
    async def scenario() -> None:
        app = make_app(start="ingest")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.screen.query_one(Input).value = str(tmp_path / "nope.json")
            await pilot.press("enter")
            await settle(app, pilot)
            assert app.screen.query_one("#problem").display
            await pilot.press("backspace")
            assert not app.screen.query_one("#problem").display

    run(scenario())


def test_an_idle_screen_has_no_bar_and_a_finished_one_a_full_bar(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app(start="ingest", ingest_model=ScriptedModel(["{}"] * 10))
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, IngestScreen)
            assert not screen.query_one("#bar", ProgressBar).display  # no "--%" while idle
            assert not screen.query_one("#stages").display
            screen.query_one(Input).value = str(SAMPLE)
            await pilot.press("enter")
            await settle(app, pilot)
            bar = screen.query_one("#bar", ProgressBar)
            assert bar.display and bar.percentage == 1
            assert "✓ model   1/1 chunk(s)" in shown(screen, "#stages")

    run(scenario())


def test_a_re_ingest_that_reads_nothing_says_so_beside_the_full_bar(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app(start="ingest", ingest_model=ScriptedModel(["{}"] * 10))
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, IngestScreen)
            screen.query_one(Input).value = str(SAMPLE)
            await pilot.press("enter")
            await settle(app, pilot)
            await pilot.press("R")  # the same export again: every message already read
            await settle(app, pilot)
            stages = shown(screen, "#stages")
            assert "✓ model   nothing new to read" in stages, shown(screen, "#report")
            assert "0/1" not in stages and "…" not in stages
            assert "nothing new to read" in shown(screen, "#report")
            assert screen.query_one("#bar", ProgressBar).percentage == 1

    run(scenario())


def test_an_empty_box_ingests_the_drop_folder_and_says_so(
    make_app: AppFactory, demo_vault: Path
) -> None:
    (demo_vault / "Sources/standup.md").write_text("- 10:05 Anna: ship it\n", encoding="utf-8")

    async def scenario() -> None:
        app = make_app(start="ingest")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, IngestScreen)
            await pilot.press("enter")
            await settle(app, pilot)
            assert shown(screen, "#report").startswith("1 file(s) dropped into Sources/")
            assert "- model   not used: rules only" in shown(screen, "#stages")

    run(scenario())
