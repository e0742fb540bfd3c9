"""Navigation that never traps (issue 28): Esc stops what runs, else goes back, on
every screen and from a text box; the screen keys have a chord a text box does not
type (f2 Today, f3 Search, f4 Ask, f5 Ingest); a header says where you are; the key
bar and the status line fit 80 columns; Ask keeps a transcript beside its sources."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Input, OptionList
from textual.widgets._footer import FooterKey

from tests.unit.ui.conftest import (
    SIZE,
    AppFactory,
    blocked_model,
    run,
    settle,
    start_ingest,
    until,
)
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.ask import AskScreen
from vaultmind.ui.screens.graph import GraphScreen
from vaultmind.ui.screens.ingest import IngestScreen
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.screens.search import SearchScreen
from vaultmind.ui.screens.today import TodayScreen
from vaultmind.ui.widgets.key_bar import KeyBar
from vaultmind.ui.widgets.screen_header import ScreenHeader
from vaultmind.ui.widgets.status_bar import StatusBar

PERSON = "People/Дмитрий Кузнецов.md"
TYPED = {"search": SearchScreen, "ask": AskScreen, "ingest": IngestScreen}
MODES = (*TYPED, "review", "commitments")  # screens the app can start on
KEYS = {"search": "slash", "ask": "A", "ingest": "i"}


def text(app: VaultMindApp, widget: Any) -> str:
    return str(app.screen.query_one(widget).render())


def key_bar(app: VaultMindApp) -> list[FooterKey]:
    return list(app.screen.query_one(KeyBar).query(FooterKey))


@pytest.mark.parametrize("name", sorted(TYPED))
def test_esc_from_a_focused_text_box_goes_back(make_app: AppFactory, name: str) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press(KEYS[name])
            await settle(app, pilot)
            assert isinstance(app.screen, TYPED[name])
            assert isinstance(app.focused, Input)
            await pilot.press(*"xt/")  # typed: letters are text in a text box
            assert app.focused.value == "xt/"
            assert isinstance(app.screen, TYPED[name])
            await pilot.press("escape")
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)

    run(scenario())


def test_every_screen_goes_back_with_esc_to_where_it_was_opened(make_app: AppFactory) -> None:
    """Today → Search → Ask → Ingest → a note → its person card → its graph, then Esc
    all the way back, one screen per press: none stays put."""

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("f3", "f4", "f5")
            await settle(app, pilot)
            app.open_note(PERSON)
            await settle(app, pilot)
            await pilot.press("p")
            await settle(app, pilot)
            app.open_graph(PERSON)
            await settle(app, pilot)
            walked = []
            for _ in range(6):
                walked.append(type(app.screen))
                await pilot.press("escape")
                await settle(app, pilot)
            walked.append(type(app.screen))
            assert walked == [GraphScreen, PersonScreen, NoteScreen, IngestScreen,
                              AskScreen, SearchScreen, TodayScreen]  # fmt: skip
            await pilot.press("escape")  # Today, opened first: nowhere further
            assert isinstance(app.screen, TodayScreen)
            assert not any(k.key == "escape" for k in key_bar(app))  # so Esc is not offered

    run(scenario())


@pytest.mark.parametrize(("key", "screen"), [("f2", TodayScreen), ("f3", SearchScreen),
                                             ("f5", IngestScreen)])  # fmt: skip
def test_a_screen_key_works_from_a_text_box(make_app: AppFactory, key: str, screen: type) -> None:
    async def scenario() -> None:
        app = make_app(start="ask")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            assert isinstance(app.focused, Input)
            shown = {k.key_display for k in key_bar(app)}
            assert "f2" in shown and "t" not in shown  # the bar offers what works here
            await pilot.press(key)
            await settle(app, pilot)
            assert isinstance(app.screen, screen)

    run(scenario())


def test_esc_stops_a_running_ingest_then_goes_back(make_app: AppFactory) -> None:
    model, inside, release = blocked_model(wait=10)

    async def scenario() -> None:
        app = make_app(start="ingest", ingest_model=model)
        async with app.run_test(size=SIZE) as pilot:
            screen = await start_ingest(app, pilot, inside)
            screen.query_one(Input).focus()
            await pilot.press("escape")  # from the text box: the ingest stops, the screen stays
            release.set()
            await settle(app, pilot)
            assert app.screen is screen
            assert "cancelled" in text(app, "#report")
            await pilot.press("escape")
            assert isinstance(app.screen, TodayScreen)

    run(scenario())


def test_the_header_says_where_you_are(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            assert text(app, ScreenHeader) == "Today  Thursday 03 December 2026"
            app.open_note("Projects/OAuth Migration.md")
            await settle(app, pilot)
            header = text(app, ScreenHeader)
            assert header == "Today › OAuth Migration  Projects/OAuth Migration.md"
            await pilot.press("f4")
            await settle(app, pilot)
            assert text(app, ScreenHeader) == "Ask"

    run(scenario())


@pytest.mark.parametrize(
    "start",
    ["today", "search", "ask", "ingest", "review", "commitments", "note", "person", "graph"],
)
def test_the_key_bar_fits_80_columns(make_app: AppFactory, start: str) -> None:
    async def scenario() -> None:
        app = make_app(start=start if start in MODES or start == "today" else "today")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            if start == "note":
                app.open_note("Projects/OAuth Migration.md")
            elif start == "person":
                app.open_person(PERSON)
            elif start == "graph":
                app.open_graph(PERSON)
            await settle(app, pilot)
            await until(pilot, lambda: len(key_bar(app)) > 1)  # recomposed in its own time
            keys = key_bar(app)
            assert all(k.region.right <= SIZE[0] for k in keys)
            bottom = app.screen._compositor.render_strips()[-1].text  # as the terminal shows it
            for k in keys:  # each key whole: none cut mid-word at the edge
                assert f"{k.key_display} {k.description}".strip() in bottom, (k, bottom)
            shown = [k.key_display for k in keys]
            assert shown[-1] == "^p" and shown[-2] in {"?", "f1"}  # the rest: in `?`, palette
            if start != "today":
                assert shown[0] == "esc"  # the way out first
            if start in {"note", "person", "review", "commitments", "graph"}:
                assert len(keys) >= 6  # the screen's own keys come before the app's
                bindings = app.screen.active_bindings.values()
                own = next(b.binding for b in bindings if b.node is app.screen and b.binding.show)
                assert app.get_key_display(own) in shown

    run(scenario())


def test_the_status_line_fits_80_columns_seen_as_someone(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(asker="Дмитрий Кузнецов")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app._model = "SmolLM2-135M-Instruct.Q4_1.gguf"  # as a configured model reads
            app._show_status()
            await pilot.pause()
            line = text(app, StatusBar)
            assert len(line) <= SIZE[0] - 2
            assert line.startswith("demo · as Дмитрий Кузнецов · ")
            assert line.endswith(" · index: indexed · backlog: 0")
            assert "SmolLM2" in line  # the model's name shortened, not dropped

    run(scenario())


def test_ask_keeps_a_transcript_and_its_sources_beside_it(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(start="ask", explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            for question in ("what did Dmitry promise?", "who handles Nordic Polymers?"):
                await pilot.press(*question, "enter")
                await settle(app, pilot)
            earlier = text(app, "#conversation")
            assert earlier.startswith("You: what did Dmitry promise?\nДмитрий Кузнецов promised:")
            assert text(app, "#asked") == "You: who handles Nordic Polymers?"
            assert text(app, "#answer").startswith("Responsible for Nordic Polymers:")
            pane = screen.query_one("#sources")
            assert pane.display and pane.region.x > 0  # beside the transcript
            await pilot.press("ctrl+s")  # hidden: the transcript takes the width
            assert not pane.display and isinstance(app.focused, Input)
            await pilot.press("ctrl+s")  # shown again, the focus in it: Enter opens one
            assert pane.display and isinstance(app.focused, OptionList)
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            await pilot.press("escape")
            assert app.screen is screen and "Nordic Polymers" in text(app, "#asked")

    run(scenario())
