"""Today (the start screen, and its section list as the extension point) and the
graph tree by relation type."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from textual.widgets import OptionList, Tree
from textual.widgets.tree import TreeNode

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle, until
from vaultmind.ui import today_sections
from vaultmind.ui.messages import VaultChanged
from vaultmind.ui.screens.graph import GraphScreen, NodeData
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.screens.today import TodayScreen
from vaultmind.ui.today_sections import Row, Section
from vaultmind.ui.widgets.hanging_row import row_text


def rows(listing: OptionList) -> list[str]:
    return [row_text(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]


def test_today_lists_due_commitments_and_opens_where_a_task_is(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)
            shown = rows(app.screen.query_one(OptionList))
            today = shown.index("Due today (2)")
            tomorrow = shown.index("Due tomorrow (2)")
            assert "Rehearse the rollback on staging" in "".join(shown[today:tomorrow])
            assert "Finish the auth refactor" in "".join(shown[tomorrow:])
            # a task held in two project notes is one promise, as `vaultmind due` shows it
            assert sum("Migrate auth to OAuth" in row for row in shown) == 1
            assert "Ingest backlog" in shown
            listing = app.screen.query_one(OptionList)
            listing.focus()
            listing.highlighted = next(i for i, r in enumerate(shown) if "Rehearse" in r)
            await pilot.press("enter")  # a task: the line it is written on
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert (app.screen.path, app.screen.line) == ("Projects/OAuth Migration.md", 17)
            await pilot.press("escape", "o")  # `o`: whose it is
            await settle(app, pilot)
            assert isinstance(app.screen, PersonScreen)

    run(scenario())


@pytest.fixture
def extra_section() -> Iterator[None]:
    kept = list(today_sections.SECTIONS)
    section = Section("Latest reflections", lambda day: [Row("a reflection")], "none yet")
    today_sections.register_section(section, before="Ingested since yesterday")
    yield
    today_sections.SECTIONS[:] = kept


def test_another_face_adds_a_today_section(make_app: AppFactory, extra_section: None) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            shown = rows(app.screen.query_one(OptionList))
            position = shown.index("Latest reflections (1)")
            assert shown[position + 1].strip() == "· a reflection"
            assert position < shown.index("Ingested since yesterday")

    run(scenario())


def test_the_graph_groups_by_relation_and_walks_on(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_graph("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            assert isinstance(app.screen, GraphScreen)
            tree = app.screen.query_one(Tree)
            await until(pilot, lambda: bool(tree.root.children))  # its worker, under load
            groups = {str(g.label).rsplit(" (", 1)[0]: g for g in tree.root.children}
            assert "→ responsible_for" in groups
            crm = next(
                n for n in groups["→ responsible_for"].children if str(n.label) == "Internal CRM"
            )
            crm.expand()
            await settle(app, pilot)
            assert crm.children, "expanding a note loads its own neighbourhood"
            tree.move_cursor(crm)
            await pilot.press("o")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert app.screen.path == "Knowledge/Internal CRM.md"

    run(scenario())


def test_vim_keys_move_through_today_and_the_graph(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            listing = app.screen.query_one(OptionList)
            listing.focus()
            await pilot.press("g")
            first = listing.highlighted
            await pilot.press("j")
            assert listing.highlighted is not None and first is not None
            assert listing.highlighted > first
            await pilot.press("k")
            assert listing.highlighted == first
            await pilot.press("G")
            assert listing.highlighted == max(
                i for i in range(listing.option_count)
                if not listing.get_option_at_index(i).disabled
            )  # fmt: skip
            app.open_graph("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            tree = app.screen.query_one(Tree)
            await pilot.press("j", "j")
            assert tree.cursor_line == 2
            await pilot.press("G")
            assert tree.cursor_line == tree.last_line
            await pilot.press("g")
            assert tree.cursor_line == 0

    run(scenario())


def test_the_graph_follows_a_new_relation_keeping_the_cursor(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app(watch=True)
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: "index: live" in app.status_line)
            app.open_graph("Knowledge/Nordic Polymers.md")
            await settle(app, pilot)
            tree = app.screen.query_one(Tree)
            await pilot.press("j", "j")
            kept = tree.cursor_node
            assert kept is not None and kept.data is not None
            note = demo_vault / "Knowledge/Nordic Polymers.md"
            text = note.read_text(encoding="utf-8") + "\n- regulates [[ГОСТ 12345-2021]]\n"
            note.write_text(text, encoding="utf-8")
            await until(pilot, lambda: any("regulates" in str(g.label) for g in tree.root.children))
            await settle(app, pilot)
            await pilot.pause()
            assert tree.cursor_node is not None and tree.cursor_node.data is not None
            assert tree.cursor_node.data.path == kept.data.path

    run(scenario())


def test_a_refresh_keeps_expanded_notes_open_folded_groups_folded_and_the_cursor(
    make_app: AppFactory, demo_vault: Path
) -> None:
    def group(node: TreeNode[NodeData | None], name: str) -> TreeNode[NodeData | None]:
        return next(g for g in node.children if str(g.label).rsplit(" (", 1)[0] == name)

    def note(node: TreeNode[NodeData | None], title: str) -> TreeNode[NodeData | None]:
        return next(n for n in node.children if str(n.label) == title)

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_graph("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            tree: Tree[NodeData | None] = app.screen.query_one(Tree)
            crm = note(group(tree.root, "→ responsible_for"), "Internal CRM")
            crm.expand()
            await settle(app, pilot)
            inner = next(n for g in crm.children for n in g.children if n.data is not None)
            group(tree.root, "2 hops").collapse()
            await pilot.pause()  # the tree's lines are laid out again
            tree.move_cursor(inner)
            assert tree.cursor_node is inner
            assert inner.data is not None and inner.parent is not None
            where = (inner.data.path, inner.parent.label)
            person = demo_vault / "People/Дмитрий Кузнецов.md"
            text = person.read_text(encoding="utf-8") + "\n- depends_on [[Nordic Polymers]]\n"
            person.write_text(text, encoding="utf-8")
            app.on_vault_changed(VaultChanged(("People/Дмитрий Кузнецов.md",)))
            await settle(app, pilot)
            await pilot.pause()
            assert group(tree.root, "→ depends_on")  # the change is shown…
            crm = note(group(tree.root, "→ responsible_for"), "Internal CRM")
            assert crm is not inner.parent and crm.is_expanded and crm.children  # …read again
            assert not group(tree.root, "2 hops").is_expanded
            cursor = tree.cursor_node
            assert cursor is not None and cursor.data is not None and cursor.parent is not None
            assert (cursor.data.path, cursor.parent.label) == where
            assert cursor.parent.parent is crm

    run(scenario())


def test_today_lists_a_task_whose_first_link_is_a_person(
    make_app: AppFactory, demo_vault: Path
) -> None:
    """A newcomer's plain task (`- [ ] [[Person]] …`, no owner field) is theirs on Today."""
    rack = "---\ntype: project\n---\n- [ ] [[Дима]] order the load balancer 📅 2026-12-03\n"
    (demo_vault / "Projects/Rack.md").write_text(rack, encoding="utf-8")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=(120, 24)) as pilot:
            await settle(app, pilot)
            shown = rows(app.screen.query_one(OptionList))
            today = next(i for i, row in enumerate(shown) if row.startswith("Due today"))
            tomorrow = next(i for i, row in enumerate(shown) if row.startswith("Due tomorrow"))
            mine = [row for row in shown[today:tomorrow] if "order the load balancer" in row]
            assert len(mine) == 1 and "Дмитрий Кузнецов" in mine[0]

    run(scenario())


def test_the_graph_puts_direct_links_first_and_names_folders_of_a_shared_title(
    make_app: AppFactory, demo_vault: Path
) -> None:
    """`2026-11-30` is a Daily note and (here) a chat's day in Sources: each says its
    folder; the 2 hops come after every group of direct links."""
    chat_day = demo_vault / "Sources/telegram/42/2026-11-30.md"
    chat_day.parent.mkdir(parents=True)
    chat_day.write_text("- 10:05 **Anna**: ask [[Дмитрий Кузнецов]] about it\n", encoding="utf-8")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            app.open_graph("People/Дмитрий Кузнецов.md")
            await settle(app, pilot)
            tree = app.screen.query_one(Tree)
            await until(pilot, lambda: bool(tree.root.children))
            names = [str(g.label).rsplit(" (", 1)[0] for g in tree.root.children]
            assert names[-1] == "2 hops" and len(names) > 1
            shown = {str(n.label) for g in tree.root.children for n in g.children}
            assert "2026-11-30  · Daily" in shown
            assert "2026-11-30  · Sources/telegram/42" in shown
            assert "Internal CRM" in shown  # a title nobody else has: no folder
            assert str(app.screen.query_one("ScreenHeader").render()).startswith(
                "Today › Graph: Дмитрий Кузнецов"
            )

    run(scenario())


def test_a_long_today_row_wraps_under_its_text(make_app: AppFactory, demo_vault: Path) -> None:
    """A wrapped line starts right of the row's marker, not at the first column."""
    person = demo_vault / "People/Дмитрий Кузнецов.md"
    long = "Write the rollback runbook for staging and production, " * 3
    promise = f"- [ ] {long.strip()} 📅 2026-12-03 ^m-long01"
    text = person.read_text(encoding="utf-8")
    person.write_text(text.replace("## Memory\n", f"## Memory\n{promise}\n", 1), encoding="utf-8")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            listing = app.screen.query_one(OptionList)
            lines = [s.text for s in listing.render_lines(listing.region.reset_offset)]
            first = next(i for i, line in enumerate(lines) if "Write the rollback" in line)
            assert lines[first].lstrip().startswith("• Дмитрий Кузнецов: Write the rollback")
            text_at = lines[first].index("Дмитрий")  # right of the marker
            for wrapped in lines[first + 1 : first + 3]:
                assert wrapped[:text_at].strip() == "" and wrapped[text_at] != " ", wrapped
            assert "due 2026-12-03" in "".join(lines[first : first + 4])

    run(scenario())


@pytest.mark.parametrize("size", [SIZE, (120, 40)], ids=["80x24", "120x40"])
def test_an_overdue_row_keeps_its_status_whole_and_wraps_its_text(
    make_app: AppFactory, size: tuple[int, int]
) -> None:
    """At 80 columns "due 2026-12-03 · 4d overdue" stood split over two lines (the
    highlighted row showed "4d"): the status is kept whole on the row's first line,
    and the text gives way, wrapping under itself."""

    async def scenario() -> None:
        app = make_app(today=date(2026, 12, 7))
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            listing = app.screen.query_one(OptionList)
            listing.focus()
            shown = rows(listing)
            listing.highlighted = next(i for i, r in enumerate(shown) if "репетицию" in r)
            await pilot.pause()
            lines = [s.text.rstrip() for s in listing.render_lines(listing.region.reset_offset)]
            first = next(i for i, line in enumerate(lines) if "Напомнить Диме" in line)
            assert lines[first].endswith("due 2026-12-03 · 4d overdue"), lines[first]
            assert "отката" in " ".join(lines[first : first + 2])  # the text, all of it
            for line in lines:
                if "overdue" in line:
                    assert line.endswith("d overdue"), line  # no status cut or split

    run(scenario())
