"""The person card: context, overdue in red, and the memory actions writing exactly
what the CLI's `remember` / `memory done` write."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

from rich.text import Text
from textual.widgets import Input, OptionList

from tests.unit.ui.conftest import DAY, SIZE, AppFactory, run, settle
from vaultmind.cli.main import main
from vaultmind.ui.screens.confirm import ConfirmScreen
from vaultmind.ui.screens.memory_form import MemoryForm
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.widgets.hanging_row import row_cells, row_text

PERSON = "People/Дмитрий Кузнецов.md"


def card_rows(screen: PersonScreen) -> list[str]:
    card = screen.query_one(OptionList)
    return [row_text(card.get_option_at_index(i).prompt) for i in range(card.option_count)]


def card_cells(screen: PersonScreen) -> list[list[Text]]:
    card = screen.query_one(OptionList)
    return [row_cells(card.get_option_at_index(i).prompt) for i in range(card.option_count)]


def highlight(screen: PersonScreen, words: str) -> None:
    card = screen.query_one(OptionList)
    rows = card_rows(screen)
    card.highlighted = next(i for i, row in enumerate(rows) if words in row)


def test_overdue_commitments_are_red(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(today=date(2026, 12, 10))
        async with app.run_test(size=SIZE) as pilot:
            app.open_person(PERSON)
            await settle(app, pilot)
            rows = {"".join(c.plain for c in r): r for r in card_cells(app.screen)}  # type: ignore[arg-type]
            overdue = next(r for text, r in rows.items() if "Finish the auth refactor" in text)
            later = next(r for text, r in rows.items() if "Drop the old password" in text)
            assert "red" in "".join(str(c.style) + str([s.style for s in c.spans]) for c in overdue)
            assert "red" not in "".join(
                str(c.style) + str([s.style for s in c.spans]) for c in later
            )

    run(scenario())


def test_adding_a_memory_writes_the_line_the_cli_writes(
    make_app: AppFactory, demo_vault: Path, tmp_path: Path
) -> None:
    twin = tmp_path / "twin"
    shutil.copytree(demo_vault, twin)

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_person(PERSON)
            await settle(app, pilot)
            await pilot.press("a")
            assert isinstance(app.screen, MemoryForm)
            app.screen.query_one("#text", Input).value = "Prefers written status updates"
            app.screen.query_one("#due", Input).value = "2026-12-11"
            await pilot.click("#save")
            await settle(app, pilot)
            assert isinstance(app.screen, PersonScreen)
            rows = card_rows(app.screen)
            assert any("Prefers written status updates" in row for row in rows)

    run(scenario())
    cli = ["remember", "dmitriy-kuznetsov", "Prefers written status updates", "--due"]
    assert main([*cli, "2026-12-11", "--today", DAY.isoformat(), "--vault", str(twin)]) == 0
    ours = (demo_vault / PERSON).read_bytes()
    theirs = (twin / PERSON).read_bytes()
    assert b"- [fact] Prefers written status updates" in ours
    assert ours == theirs


def test_done_and_archive_change_the_line_in_place(make_app: AppFactory, demo_vault: Path) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_person(PERSON)
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, PersonScreen)
            highlight(screen, "Finish the auth refactor")
            await pilot.press("d")
            assert isinstance(app.screen, ConfirmScreen)  # asked first
            await pilot.press("y")
            await settle(app, pilot)
            assert not any("Finish the auth refactor" in r for r in card_rows(screen))
            highlight(screen, "No calls after 16:00")
            await pilot.press("x")
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("y")
            await settle(app, pilot)

    run(scenario())
    text = (demo_vault / PERSON).read_text(encoding="utf-8")
    done = next(line for line in text.splitlines() if line.endswith("^m-hcjzgr"))
    assert done.startswith("- [x] Finish the auth refactor") and "✅ 2026-12-03" in done
    assert "[status:: archived]" in next(
        line for line in text.splitlines() if "No calls after 16:00" in line
    )


def test_supersede_keeps_kind_and_due_and_links_old_to_new(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_person(PERSON)
            await settle(app, pilot)
            highlight(app.screen, "Finish the auth refactor")  # type: ignore[arg-type]
            await pilot.press("u")
            assert isinstance(app.screen, MemoryForm)
            app.screen.query_one("#text", Input).value = "Finish the auth refactor and its docs"
            await pilot.press("enter")
            await settle(app, pilot)

    run(scenario())
    lines = (demo_vault / PERSON).read_text(encoding="utf-8").splitlines()
    old = next(line for line in lines if line.endswith("^m-hcjzgr"))
    new = next(line for line in lines if "and its docs" in line)
    assert old.startswith("- [-] Finish the auth refactor") and "❌ 2026-12-03" in old
    assert new.startswith("- [ ] Finish the auth refactor and its docs") and "📅 2026-12-04" in new
    assert f"[superseded_by:: [[#^{new.rsplit('^', 1)[1]}]]]" in old


def test_a_refused_memory_is_a_notification_and_writes_nothing(
    make_app: AppFactory, demo_vault: Path
) -> None:
    before = (demo_vault / PERSON).read_bytes()

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_person(PERSON)
            await settle(app, pilot)
            await pilot.press("a")
            app.screen.query_one("#text", Input).value = "x"  # too short
            await pilot.press("enter")
            await settle(app, pilot)
            assert app.is_running
            assert any("memory text must be" in n.message for n in app._notifications)

    run(scenario())
    assert (demo_vault / PERSON).read_bytes() == before


def test_hundreds_of_promises_show_the_first_and_say_how_many_more(
    make_app: AppFactory, demo_vault: Path
) -> None:
    from vaultmind.ui.person_rows import SHOWN

    person = demo_vault / PERSON
    promises = "\n".join(f"- [ ] Send report number {n:03d} 📅 2026-12-20 ^m-bulk{n:03d}"
                         for n in range(300))  # fmt: skip
    text = person.read_text(encoding="utf-8")
    person.write_text(text.replace("## Memory\n", f"## Memory\n{promises}\n", 1), "utf-8")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            app.open_person(PERSON)
            await settle(app, pilot)
            shown = card_rows(app.screen)  # type: ignore[arg-type]
            assert "Commitments (306)" in shown
            assert sum("Send report number" in r for r in shown) == SHOWN - 6
            assert any("more (the Commitments screen lists them all)" in r for r in shown)

    run(scenario())
