"""Hostile trial: Textual markup in what the vault, a chat or the model says is shown
as its own characters on every screen of the TUI and never runs. A note named
`[reverse]Zebra [@click=app.quit]clickme.md` is shown with its brackets, and a click
on it leaves the app running."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Select
from textual.widgets._toast import Toast

from tests.conftest import WriteVault
from tests.unit.ui.conftest import DAY, run, settle
from vaultmind.agent.fake import ScriptedModel
from vaultmind.ui.app import VaultMindApp

CLICK = "[@click=app.quit]clickme"
PERSON = f"[reverse]Zebra {CLICK}"
PERSON_PATH = f"People/{PERSON}.md"
PLAN = f"[bold red]Plan {CLICK}"  # a file name: no "/"
LINK = "[link=https://x]Mallory[/link]"
SENDER = f"{LINK} {CLICK}"  # of a chat message
SAID = "says [bold red]Mallory[/]"  # in a chat message
MEMORY = f"Likes [bold red]red ink[/] {CLICK}"
ANSWER = f"The granulate is [reverse]late[/] {CLICK} [1]"
VAULT_NAME = f"vault {CLICK}"
SIZE = (220, 50)  # wide enough that no hostile line is cut short


def hostile_vault(write_vault: WriteVault) -> Path:
    root = write_vault(
        {
            PERSON_PATH: (
                "---\ntype: person\naliases: [Zebra]\n"
                f'position: "[bold red]Boss[/] {CLICK}"\n---\n'
                f"# Zebra\n\nThe body says [bold red]loud[/] and {SENDER}.\n\n"
                f"## Memory\n- [fact] {MEMORY} [by:: user] ^m-aaaaaa\n"
                f"- [commitment] Pay [reverse]back[/] {CLICK} [due:: 2026-12-03] ^m-bbbbbb\n"
            ),
            f"Projects/{PLAN}.md": f"- [ ] Ship {CLICK} [owner:: [[Zebra]]] 📅 2026-12-05\n",
            "Sources/telegram/42/2026-12-02.md": (
                f"- 10:05 **{SENDER}**: the granulate is late, {SAID} ^tg-42-1\n"
            ),
        }
    )
    return root.rename(root.parent / VAULT_NAME)


def screen_text(app: VaultMindApp) -> str:
    """What the terminal shows now, line by line."""
    return "\n".join(strip.text.rstrip() for strip in app.screen._compositor.render_strips())


def rows(app: VaultMindApp) -> str:
    """The Ask screen's sources, row by row: its pane beside the transcript wraps them."""
    listed = app.screen.query("#citations").results(OptionList)
    return "\n".join(str(o.prompt) for ol in listed for o in ol.options)


def notifications(app: VaultMindApp) -> str:
    """The notifications on screen, each on one line (the terminal wraps them)."""
    return "\n".join(str(toast.render()).replace("\n", " ") for toast in app.screen.query(Toast))


def places(app: VaultMindApp, word: str = "clickme") -> list[tuple[int, int]]:
    """Where `word` is on the screen: (x, y) of each occurrence."""
    found = []
    for y, line in enumerate(screen_text(app).splitlines()):
        x = line.find(word)
        while x >= 0:
            found.append((x + 2, y))
            x = line.find(word, x + 1)
    return found


async def shows_and_ignores(app: VaultMindApp, pilot: Pilot[None], *literals: str) -> None:
    """Every literal is on screen with its brackets, and a click on `clickme` (once in
    each widget that shows it) runs nothing: the app goes on. A click on a list's row
    opens its note, as it should: the screen comes back for the next click."""
    await settle(app, pilot)
    text = f"{screen_text(app)}\n{notifications(app)}\n{rows(app)}"
    for literal in literals:
        assert literal in text, f"not shown as written: {literal!r}"
    screen, clicked = app.screen, set()
    for x, y in places(app):
        widget, _ = screen.get_widget_at(x, y)
        if widget in clicked:
            continue
        clicked.add(widget)
        await pilot.click(offset=(x, y))
        await settle(app, pilot)  # a row may open its screen from a worker (Today: the source)
        assert app.is_running, f"a click on {widget} quit the app"
        if screen not in app.screen_stack:
            await settle(app, pilot)
            return  # a dialog the click closed (a question asked again from the history)
        while app.screen is not screen:
            await app.pop_screen()
        await settle(app, pilot)


@pytest.mark.slow  # every screen in turn: about 10 s
def test_markup_from_the_vault_chat_and_model_is_shown_never_run(
    write_vault: WriteVault,
) -> None:
    vault = hostile_vault(write_vault)
    reply = json.dumps({"answer": ANSWER, "used": [1]})
    model = ScriptedModel([reply, reply])

    async def scenario() -> None:
        app = VaultMindApp(vault, today=DAY, watch=False, model=model)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await shows_and_ignores(app, pilot, VAULT_NAME, PERSON)  # Today, the status bar
            app.open_note(PERSON_PATH, "nope")  # a block it has not: a notification
            await shows_and_ignores(app, pilot, f"{PERSON}  {PERSON_PATH}", SENDER,
                                    f"no block ^nope in {PERSON_PATH}")  # fmt: skip
            await pilot.press("p")
            await shows_and_ignores(app, pilot, PERSON, MEMORY, CLICK, PLAN)
            await pilot.press("a")
            await shows_and_ignores(app, pilot, f"Remember about {PERSON}")
            await pilot.press("escape", "escape")
            await pilot.press("r")
            await shows_and_ignores(app, pilot, PERSON, PLAN)
            await pilot.press("escape", "escape")
            await pilot.press("s")
            app.screen.query_one(Input).value = "granulate"
            await pilot.pause(0.3)  # the search waits for the typing to pause
            await shows_and_ignores(app, pilot, SAID)
            await app.run_action("open('ask')")  # the search box would take the key
            await settle(app, pilot)
            app.screen.query_one(Select).value = PERSON_PATH
            app.screen.query_one(Input).value = "is the granulate late?"
            app.screen.query_one(Input).focus()
            await pilot.press("enter")
            asker = "[reverse]Zebra [@"  # as much as the `as` box has room for
            await shows_and_ignores(app, pilot, ANSWER, f"10:05 {LINK}", asker)
            await pilot.press("ctrl+r")
            await shows_and_ignores(app, pilot, f"as {PERSON}")  # closed by the click
            await pilot.press("ctrl+p")
            await pilot.press(*"Plan")
            await shows_and_ignores(app, pilot, f"Open note: {PLAN}", f"Projects/{PLAN}.md")
            await pilot.press("escape")
            await app.run_action("open('ingest')")
            await settle(app, pilot)
            app.screen.query_one(Input).value = f"{CLICK}.json"
            await pilot.press("enter")  # no such file: a notification names it
            await shows_and_ignores(app, pilot, f"{CLICK}.json")
            await app.run_action("open('today')")
            await pilot.press("f")  # the reflection dialog, then Today again
            await shows_and_ignores(app, pilot, "2026-12-03: 1 written", PERSON)
            await pilot.press("question_mark")
            await shows_and_ignores(app, pilot, "Everywhere")
            assert app.is_running

    run(scenario())


ESC = "\x1b[31m"  # recolours the terminal
CLIPBOARD = "\x1b]52;c;aGk=\x07"  # OSC 52: writes the clipboard
EVE = f"Eve {ESC}red"


def test_control_characters_from_the_vault_are_shown_never_sent(write_vault: WriteVault) -> None:
    vault = write_vault(
        {
            f"People/{EVE}.md": (
                f"---\ntype: person\naliases: [Eve]\n---\n# Eve\n\nCopy {CLIPBOARD} this.\n\n"
                f"## Memory\n- [commitment] Pay {ESC}now [due:: 2026-12-03] ^m-cccccc\n"
            ),
            "Projects/Audit.md": "Led by [[Eve]].\n",
            "Projects/Big.md": "".join(f"line {n} {ESC}\n" for n in range(1, 400))
            + "See [[Eve]].\n",
        }
    )
    person = f"People/{EVE}.md"

    async def shown(app: VaultMindApp, pilot: Pilot[None], *literals: str) -> None:
        await settle(app, pilot)
        text = f"{screen_text(app)}\n{rows(app)}"
        assert "\x1b" not in text and "\x07" not in text
        for literal in literals:
            assert literal in text, f"not shown as written: {literal!r}"

    async def scenario() -> None:
        app = VaultMindApp(vault, today=DAY, watch=False)
        async with app.run_test(size=SIZE) as pilot:
            await shown(app, pilot, "Eve \\x1b[31mred: Pay \\x1b[31mnow")  # Today
            app.open_note(person)
            await shown(app, pilot, "Eve \\x1b[31mred  People/", "Copy \\x1b]52;c;aGk=\\x07")
            await pilot.press("p")
            await shown(app, pilot, "Pay \\x1b[31mnow", "Audit")
            await pilot.press("escape", "r")
            await shown(app, pilot, "Eve \\x1b[31mred", "Audit")
            await pilot.press("escape", "escape", "s")
            app.screen.query_one(Input).value = "copy"
            await pilot.pause(0.3)  # the search waits for the typing to pause
            await shown(app, pilot, "Eve \\x1b[31mred  People/Eve \\x1b[31mred.md",
                        "Copy \\x1b]52;c;aGk=\\x07 this")  # fmt: skip
            await app.run_action("open('ask')")  # the search box would take the key
            await settle(app, pilot)
            app.screen.query_one(Select).value = person
            app.screen.query_one(Input).value = "what should Eve copy?"
            app.screen.query_one(Input).focus()
            await pilot.press("enter")  # no model: the sources the vault holds
            await shown(app, pilot, "Copy \\x1b]52;c;aGk=\\x07 this", "Eve \\x1b[31mred")
            await pilot.press("ctrl+r")
            await shown(app, pilot, "what should Eve copy?  as Eve \\x1b[31mred")
            await pilot.press("escape")
            app.open_note("Projects/Big.md")  # past the size Markdown is shown at
            await shown(app, pilot, "line 1 \\x1b[31m", "Eve \\x1b[31mred")

    run(scenario())
