"""The note view: links beside the text, following one by keyboard, a huge note in
the plain virtual view, `#^block` targets, and the view following the file on disk."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Markdown

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, until
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.widgets.link_list import LinkList
from vaultmind.ui.widgets.plain_view import PlainView

PERSON = "People/Дмитрий Кузнецов.md"


def big_note(vault: Path, lines: int = 5000) -> str:
    body = "\n".join(f"- item {i} with a [[Internal CRM]] link" for i in range(lines))
    body = body.replace("item 4000 with a [[Internal CRM]] link", "item 4000 ^b-target", 1)
    text = f"---\ntype: note\n---\n# Big\n\n{body}\n- the end ^b-end\n"
    (vault / "Big.md").write_text(text, encoding="utf-8")
    return "Big.md"


def test_following_a_link_by_keyboard_opens_its_note(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_note(PERSON)
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, NoteScreen) and screen.path == PERSON
            links = screen.query_one(LinkList)
            await until(pilot, lambda: links.option_count > 0)  # its worker, under load
            labels = [str(links.get_option_at_index(i).prompt) for i in range(links.option_count)]
            wanted = next(i for i, label in enumerate(labels) if "Internal CRM" in label)
            await pilot.press("tab")  # from the text to the links
            assert links.has_focus
            links.highlighted = wanted
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert app.screen.path == "Knowledge/Internal CRM.md"
            await pilot.press("escape")
            assert app.screen is screen

    run(scenario())


def test_a_5000_line_note_opens_in_the_plain_view_at_its_block(
    make_app: AppFactory, demo_vault: Path
) -> None:
    path = big_note(demo_vault)

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_note(path, "b-target")
            await settle(app, pilot)
            await pilot.pause()
            view = app.screen.query_one("#text")
            assert isinstance(view, PlainView)  # Markdown would mount 5 000 list items
            assert len(view.lines) == 5006
            assert view.target == 4005  # the block's line, 0-based, frontmatter included
            assert view.scroll_offset.y == 4003  # two lines of context above it
            await pilot.press("G")
            assert view.scroll_offset.y == view.max_scroll_y
            await pilot.press("g")
            assert view.scroll_offset.y == 0

    run(scenario())


def test_a_memory_block_is_scrolled_to_and_marked_in_markdown(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_note(PERSON, "m-hcjzgr")
            await settle(app, pilot)
            await pilot.pause()
            marked = list(app.screen.query(".target"))
            assert len(marked) == 1
            assert "Finish the auth refactor" in (marked[0].source or "")  # type: ignore[attr-defined]

    run(scenario())


def test_a_file_changed_on_disk_refreshes_the_view_keeping_the_scroll(
    make_app: AppFactory, demo_vault: Path
) -> None:
    path = big_note(demo_vault, 600)

    async def scenario() -> None:
        app = make_app(watch=True)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: "index: live" in app.status_line)
            app.open_note(path)
            await settle(app, pilot)
            view = app.screen.query_one("#text", PlainView)
            view.scroll_to(y=300, animate=False, immediate=True)
            await pilot.pause()
            note = demo_vault / path
            note.write_text(note.read_text(encoding="utf-8") + "- added in Obsidian\n", "utf-8")
            await until(pilot, lambda: view.lines[-1] == "- added in Obsidian")
            assert view.scroll_offset.y == 300

    run(scenario())


def test_a_short_note_changed_on_disk_shows_the_new_text(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app(watch=True)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: "index: live" in app.status_line)
            app.open_note("Knowledge/Internal CRM.md")
            await settle(app, pilot)
            note = demo_vault / "Knowledge/Internal CRM.md"
            note.write_text(note.read_text(encoding="utf-8") + "\nWritten elsewhere.\n", "utf-8")
            markdown = app.screen.query_one(Markdown)
            await until(pilot, lambda: "Written elsewhere." in markdown.source)

    run(scenario())


def test_copy_uri_copies_the_obsidian_link_of_the_note(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_note("Knowledge/Internal CRM.md")
            await settle(app, pilot)
            await pilot.press("y")
            assert app.clipboard == "obsidian://open?vault=demo&file=Knowledge%2FInternal%20CRM"

    run(scenario())


def test_while_the_app_runs_commands_trust_its_watcher(
    make_app: AppFactory, demo_vault: Path
) -> None:
    from vaultmind.index.paths import DataPaths
    from vaultmind.index.presence import watcher_keeps_current

    data = DataPaths.for_vault(demo_vault)

    async def scenario() -> None:
        app = make_app(watch=True)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: "index: live" in app.status_line)
            await until(pilot, lambda: watcher_keeps_current(data, 0))

    run(scenario())
    assert not watcher_keeps_current(data, 0)  # gone with the app: commands walk again


def test_a_bad_note_or_a_missing_one_never_stops_the_app(
    make_app: AppFactory, demo_vault: Path
) -> None:
    (demo_vault / "Bad.md").write_bytes(
        b"---\ntype: [unclosed\n---\n# Bad \xff\xfe\x00 bytes\n<<<<<<< HEAD\n[[x]]\n"
    )

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_note("Bad.md")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen) and app.screen.path == "Bad.md"
            await pilot.press("escape")
            app.open_note("No such note")
            await settle(app, pilot)
            assert app.is_running
            assert any("no note named 'No such note'" in n.message for n in app._notifications)

    run(scenario())
