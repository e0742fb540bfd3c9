"""Ingest's picks: the recent paths (machine settings) and the files dropped in
`Sources/`, shown at 80×24 below the path box; Enter on one fills the box, Down goes
from the box to them, and a run hides them until it ends."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from rich.table import Table
from textual.widgets import Input

from tests.unit.ui.conftest import SAMPLE, SIZE, AppFactory, run, settle, until
from vaultmind.agent.fake import ScriptedModel
from vaultmind.recent_paths import remember_paths
from vaultmind.ui.screens.ingest import IngestScreen
from vaultmind.ui.widgets.hanging_row import row_text
from vaultmind.ui.widgets.path_picks import PathPicks


def rows(picks: PathPicks) -> list[str]:
    """Each row as shown, its indent included (a path's row: two spaces, then the path)."""
    return [_shown(picks.get_option_at_index(i).prompt) for i in range(picks.option_count)]


def _shown(prompt: object) -> str:
    return row_text(prompt) if isinstance(prompt, Table) else str(prompt)


def test_recent_and_dropped_files_are_listed_and_enter_fills_the_box(
    make_app: AppFactory, demo_vault: Path
) -> None:
    remember_paths(["/exports/old.json", str(SAMPLE)])
    (demo_vault / "Sources/standup.md").write_text("- 10:05 Anna: ship it\n", encoding="utf-8")

    async def scenario() -> None:
        app = make_app(start="ingest")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, IngestScreen)
            picks = screen.query_one(PathPicks)
            shown = rows(picks)
            assert shown[0] == "Recent"
            assert shown[1].strip() == "/exports/old.json"  # newest first
            assert any(r.startswith("Dropped into Sources/") for r in shown)
            assert "  Sources/standup.md" in shown
            assert picks.display and picks.region.height >= len(shown)  # all in view
            await pilot.press("down")  # from the box to the list
            assert screen.focused is picks
            picks.highlighted = shown.index("  Sources/standup.md")
            await pilot.press("enter")
            field = screen.query_one(Input)
            assert field.value == str(demo_vault / "Sources/standup.md")
            assert field.has_focus  # Enter again ingests it

    run(scenario())


def test_an_ingest_puts_its_file_first_and_the_list_returns_after_the_run(
    make_app: AppFactory,
) -> None:
    inside, release = threading.Event(), threading.Event()

    def held(system: str, prompt: str) -> str:
        inside.set()
        release.wait(10)
        return "{}"

    async def scenario() -> None:
        app = make_app(start="ingest", ingest_model=ScriptedModel([held] * 5))
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, IngestScreen)
            picks = screen.query_one(PathPicks)
            assert not picks.display, rows(picks)  # nothing recent, nothing dropped: no empty box
            screen.query_one(Input).value = str(SAMPLE)
            await pilot.press("enter")
            assert await asyncio.to_thread(inside.wait, 10)
            assert not picks.display  # the run's stages have the rows
            release.set()
            await settle(app, pilot)
            assert picks.display
            assert rows(picks)[:2] == ["Recent", f"  {SAMPLE}"]
            remember_paths(f"/exports/{n}.json" for n in range(8))
            screen.load_picks()
            await settle(app, pilot)
            assert picks.option_count == 9  # eight recent under their title…
            assert picks.region.height <= 5  # …in five rows: the summary keeps the screen
            assert screen.query_one("#summary").region.height >= 6

    run(scenario())


def test_the_path_box_completes_from_the_disk_and_right_accepts(
    make_app: AppFactory, tmp_path: Path
) -> None:
    (tmp_path / "export_2026.json").write_text("{}", encoding="utf-8")
    (tmp_path / "photo.jpg").write_bytes(b"\xff")

    async def scenario() -> None:
        app = make_app(start="ingest")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            field = app.screen.query_one(Input)
            assert field.has_focus
            field.value = f"{tmp_path}/ex"
            field.cursor_position = len(field.value)
            await until(pilot, lambda: bool(field._suggestion))
            assert field._suggestion == f"{tmp_path}/export_2026.json"
            await pilot.press("right")
            assert field.value == f"{tmp_path}/export_2026.json"
            field.value = f"{tmp_path}/ph"  # not a file ingest takes: no suggestion
            await pilot.pause(0.2)
            assert not field._suggestion

    run(scenario())


def test_a_long_recent_path_wraps_under_itself(make_app: AppFactory) -> None:
    """At 80 columns a deep export path takes two lines: the second starts under the
    path, not at the list's first column, so the rows stay apart."""
    deep = "/data/exports/" + "/".join(f"team-{n}-archive" for n in range(6)) + "/result.json"
    remember_paths([deep, "/exports/short.json"])

    async def scenario() -> None:
        app = make_app(start="ingest")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            picks = app.screen.query_one(PathPicks)
            lines = [s.text.rstrip() for s in picks.render_lines(picks.region.reset_offset)]
            first = next(i for i, line in enumerate(lines) if "team-0-archive" in line)
            at = lines[first].index("/data")
            wrapped = lines[first + 1]
            assert wrapped[:at].strip() == "" and wrapped[at] != " ", (lines[first], wrapped)
            assert "result.json" in wrapped or "result.json" in lines[first + 2]
            assert any("short.json" in line for line in lines)  # the next row still shown

    run(scenario())
