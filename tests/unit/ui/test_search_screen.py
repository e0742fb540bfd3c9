"""Search as you type: results follow the typing, matched words are highlighted,
Enter opens the note."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.app import App
from textual.widgets import Input, OptionList, Static

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, until
from vaultmind.index import indexer
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.screens.search import INDEXING, SearchScreen
from vaultmind.ui.widgets.snippet import MATCH_STYLE


def prompts(listing: OptionList) -> list[str]:
    return [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]


def test_typing_updates_the_results_and_enter_opens_the_note(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("slash")
            assert isinstance(app.screen, SearchScreen)
            await pilot.press(*"rollback")
            await pilot.pause(0.2)  # the debounce is a timer: let it fire
            await settle(app, pilot)
            results = app.screen.query_one(OptionList)
            found = prompts(results)
            assert any(p.startswith("Production deploy") for p in found)
            first = results.get_option_at_index(0).prompt
            assert any(span.style == MATCH_STYLE for span in first.spans)  # type: ignore[union-attr]
            await pilot.press(*" staging")
            await pilot.pause(0.2)
            await settle(app, pilot)
            narrowed = prompts(app.screen.query_one(OptionList))
            assert narrowed != found and narrowed
            top = narrowed[0].splitlines()[0].split("  ")[1]  # "Title  path"
            await pilot.press("down", "enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert app.screen.path == top

    run(scenario())


def test_a_query_the_index_refuses_is_one_line_not_a_crash(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(start="search")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.screen.query_one(Input).value = "rollback"
            await pilot.pause(0.2)
            await settle(app, pilot)
            assert app.screen.query_one(OptionList).option_count > 0
            app.screen.query_one(Input).value = ""
            await pilot.pause(0.2)
            await settle(app, pilot)
            assert app.screen.query_one(OptionList).option_count == 0
            assert app.is_running

    run(scenario())


def test_results_follow_an_edit_on_disk_keeping_the_highlight(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app(start="search", watch=True)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: "index: live" in app.status_line)
            app.screen.query_one(Input).value = "rollback"
            await pilot.pause(0.2)
            await settle(app, pilot)
            results = app.screen.query_one(OptionList)
            before = results.option_count
            results.highlighted = 1
            (demo_vault / "Knowledge/Rollback drill.md").write_text(
                "# Rollback drill\n\nThe rollback is rehearsed monthly.\n", encoding="utf-8"
            )
            await until(pilot, lambda: results.option_count == before + 1)
            assert results.highlighted == 1

    run(scenario())


def burst(app: App[None], *keys: str) -> None:
    """Keys as a terminal delivers a fast typist's (or tmux's send-keys): all queued
    at once, none waiting for the one before to be handled (as `pilot.press` waits)."""
    driver = app._driver
    assert driver is not None
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else None)
        event.set_sender(app)
        driver.send_message(event)


def test_down_and_enter_in_one_burst_open_the_first_result(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(start="search")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press(*"rollback")
            await pilot.pause(0.2)
            await settle(app, pilot)
            first = prompts(app.screen.query_one(OptionList))[0]
            burst(app, "down", "enter")  # Enter arrives while the box still has the focus
            await pilot.pause(0.1)
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert app.screen.path == first.splitlines()[0].split("  ")[1]

    run(scenario())


def test_enter_right_after_typing_opens_the_first_result_once_it_is_found(
    make_app: AppFactory,
) -> None:
    async def scenario() -> None:
        app = make_app(start="search")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            burst(app, *"rollback", "enter")  # before the debounce has even run the query
            await until(pilot, lambda: isinstance(app.screen, NoteScreen))
            assert isinstance(app.screen, NoteScreen)
            await pilot.press("escape")
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, SearchScreen)
            first = prompts(screen.query_one(OptionList))[0]
            assert first.startswith("Production deploy")
            burst(app, "down", "down", "enter")  # the second down moves on
            await pilot.pause(0.1)
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            second = prompts(screen.query_one(OptionList))[1]
            assert app.screen.path == second.splitlines()[0].split("  ")[1]

    run(scenario())


@pytest.mark.parametrize("watch", [False, True])  # built by the status read / the watcher
def test_a_query_typed_during_the_first_index_build_is_answered_when_it_ends(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch, watch: bool
) -> None:
    """The build is held just before its commit (the index exists, empty): the query
    finds nothing yet, says the index is coming, and asks again once it is there."""
    held, go = threading.Event(), threading.Event()
    commit = indexer._commit

    def held_commit(*args: Any, **kwargs: Any) -> None:
        if not go.is_set():
            held.set()
            go.wait(10)
        commit(*args, **kwargs)

    monkeypatch.setattr(indexer, "_commit", held_commit)

    async def scenario() -> None:
        app = make_app(start="search", watch=watch)
        async with app.run_test(size=SIZE) as pilot:
            assert await asyncio.to_thread(held.wait, 10)
            screen = app.screen
            assert isinstance(screen, SearchScreen)
            await pilot.press(*"rollback")
            await until(pilot, lambda: screen._shown == "rollback")
            summary = str(screen.query_one("#summary", Static).render())
            assert summary == INDEXING
            assert screen.query_one(OptionList).option_count == 0
            go.set()
            await until(pilot, lambda: screen.query_one(OptionList).option_count > 0)
            found = prompts(screen.query_one(OptionList))
            assert any(p.startswith("Production deploy") for p in found)
            await settle(app, pilot)
            assert "note(s)" in str(screen.query_one("#summary", Static).render())
            assert screen.query_one(Input).has_focus  # the typing goes on where it was

    run(scenario())
