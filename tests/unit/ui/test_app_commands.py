"""One command table feeds the keys, the footer, the palette and `?`; the status bar;
the two themes."""

from __future__ import annotations

from textual.command import CommandPalette
from textual.widgets import OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.ui.commands import COMMANDS, commands_for
from vaultmind.ui.screens.help import HelpScreen
from vaultmind.ui.screens.memory_form import MemoryForm
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.widgets.status_bar import StatusBar


def test_every_screen_binds_every_command_of_its_scope() -> None:
    from vaultmind.ui.screens.ask import AskScreen
    from vaultmind.ui.screens.commitments import CommitmentsScreen
    from vaultmind.ui.screens.graph import GraphScreen
    from vaultmind.ui.screens.ingest import IngestScreen
    from vaultmind.ui.screens.note import NoteScreen
    from vaultmind.ui.screens.review import ReviewScreen
    from vaultmind.ui.screens.today import TodayScreen

    screens = (NoteScreen, PersonScreen, IngestScreen, GraphScreen, TodayScreen, AskScreen,
               ReviewScreen, CommitmentsScreen)  # fmt: skip
    for screen in screens:
        keys = {b.key for b in screen.BINDINGS if not isinstance(b, tuple)}
        assert {c.key for c in commands_for(screen.SCOPE)} <= keys, screen
        for command in commands_for(screen.SCOPE):
            assert hasattr(screen, f"action_{command.action.split('(')[0]}"), command
    assert {c.scope for c in COMMANDS} <= {
        "app",
        "note",
        "person",
        "ingest",
        "graph",
        "today",
        "ask",
        "review",
        "commitments",
    }


def test_help_lists_this_screen_s_keys_and_the_app_s(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_person("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            await pilot.press("question_mark")
            assert isinstance(app.screen, HelpScreen)
            rendered = "".join(seg.text for seg in app.console.render(app.screen.table))
            for title in ("Add memory", "Supersede", "Search", "Quit"):
                assert title in rendered
            await pilot.press("escape")
            assert isinstance(app.screen, PersonScreen)

    run(scenario())


def test_the_palette_runs_a_screen_command(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_person("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            await pilot.press("ctrl+p")
            assert isinstance(app.screen, CommandPalette)
            await pilot.press(*"add memory")
            await pilot.pause(0.5)  # the palette searches its providers in a task of its own
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, MemoryForm)

    run(scenario())


def test_status_bar_and_theme_switch(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            line = str(app.screen.query_one(StatusBar).render())
            assert line.startswith("demo · model: no model · index: indexed · backlog: 0")
            assert app.theme == "vaultmind-dark"
            await pilot.press("ctrl+t")
            assert app.theme == "vaultmind-light"

    run(scenario())


def test_the_palette_opens_a_note_found_by_its_words(make_app: AppFactory) -> None:
    from vaultmind.ui.screens.note import NoteScreen

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+p")
            await pilot.press(*"nordic polymers")
            await pilot.pause(0.8)  # the palette asks its providers in a task of its own
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert app.screen.path == "Knowledge/Nordic Polymers.md"

    run(scenario())


def test_the_palette_lists_vaultmind_s_commands_not_the_framework_s(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("ctrl+p")
            assert isinstance(app.screen, CommandPalette)
            await pilot.pause(0.5)  # the palette asks its providers in a task of its own
            listing = app.screen.query_one("CommandList", OptionList)
            shown = [str(listing.get_option_at_index(i).prompt)
                     for i in range(listing.option_count)]  # fmt: skip
            assert any(s.startswith("Commitments") for s in shown)
            assert any(s.startswith("Undo") for s in shown)
            assert not any("Screenshot" in s or "Change theme" in s for s in shown)

    run(scenario())
