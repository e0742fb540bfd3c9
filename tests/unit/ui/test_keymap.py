"""Keys are remappable from the machine settings' `[keys]` table: the one command
table changes, so the bindings, the footer, the palette and the help all follow."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.errors import VaultMindError
from vaultmind.settings import home_dir
from vaultmind.ui import commands
from vaultmind.ui.commands import APP, commands_for, remap
from vaultmind.ui.screens.help import HelpScreen
from vaultmind.ui.screens.memory_form import MemoryForm
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.screens.search import SearchScreen
from vaultmind.ui.screens.today import TodayScreen


@pytest.fixture(autouse=True)
def defaults() -> Iterator[None]:
    yield
    remap({})


def settings(text: str) -> None:
    home_dir().mkdir(parents=True, exist_ok=True)
    (home_dir() / "settings.toml").write_text(text, encoding="utf-8")


def test_a_remapped_key_replaces_the_default_everywhere_it_is_shown(
    make_app: AppFactory,
) -> None:
    settings('[keys]\nsearch = "ctrl+f"\nadd_memory = "n"\ndown = "ctrl+n"\n')

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("slash")  # the old key does nothing now
            assert isinstance(app.screen, TodayScreen)
            await pilot.press("ctrl+f")
            assert isinstance(app.screen, SearchScreen)
            app.open_person("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            await pilot.press("question_mark")
            assert isinstance(app.screen, HelpScreen)
            rendered = "".join(seg.text for seg in app.console.render(app.screen.table))
            assert "ctrl+f" in rendered and "/ s" not in rendered
            await pilot.press("escape")
            await pilot.press("a")  # add memory's old key
            assert isinstance(app.screen, PersonScreen)
            await pilot.press("n")
            assert isinstance(app.screen, MemoryForm)

    run(scenario())
    search = next(c for c in commands_for(APP) if c.id == "search")
    assert search.key == "ctrl+f"  # the palette and the help read the table
    assert {c.key for c in commands.COMMANDS if c.id == "down"} == {"ctrl+n"}  # every screen


@pytest.mark.parametrize(
    ("keys", "message"),
    [
        (
            {"serch": "ctrl+f"},
            "settings: keys.serch: no such TUI action (one of: accept, add_memory, ",
        ),
        ({"search": " , "}, "settings: keys.search: ' , ' is not a key (e.g. ctrl+f)"),
        ({"search": "a"}, "settings: keys: 'a' would be both Search and Add memory on the p"),
        ({"help": "?", "quit": "question_mark"}, "settings: keys: '?' would be both Help and Quit"),
    ],
)
def test_a_bad_keymap_is_one_line(keys: dict[str, str], message: str) -> None:
    with pytest.raises(VaultMindError) as caught:
        remap(keys)
    assert caught.value.message.startswith(message)
    assert commands.COMMANDS == commands.DEFAULTS  # the table is left as it was


def test_the_app_refuses_a_bad_keymap_before_it_opens(make_app: AppFactory) -> None:
    settings('[keys]\nquit = "t"\n')
    with pytest.raises(VaultMindError, match="'t' would be both Today and Quit"):
        make_app()


def test_the_chat_keys_of_ask_are_remapped_too(make_app: AppFactory) -> None:
    from textual.widgets import Static

    from vaultmind.ui.screens.ask import AskScreen

    settings('[keys]\nnew_chat = "ctrl+g"\nleave_chat = "ctrl+b"\n')

    async def scenario() -> None:
        app = make_app(start="ask", explicit_model="none")
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, AskScreen)
            await pilot.press("ctrl+n")  # the old key does nothing now
            await settle(app, pilot)
            assert screen.journal is None
            await pilot.press("ctrl+g")
            await settle(app, pilot)
            assert screen.journal is not None
            assert str(screen.query_one("#state", Static).render()).endswith("ctrl+b leaves it")
            await pilot.press("ctrl+b")
            assert screen.journal is None

    run(scenario())
