"""The Commitments screen (issue 28): open commitments and owned tasks by person, the
views (overdue, due within, done this week), `/` to filter, `d` done after a yes (a
task's checkbox, or the memory as `memory done` marks it), `p` postpone with the
`--due` parser, Enter the source; ctrl+z undoes the last write from any screen."""

from __future__ import annotations

import shutil
import threading
from datetime import date
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.widgets import Input, Label, OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.cli.main import main
from vaultmind.ui.app import VaultMindApp
from vaultmind.ui.screens.commitments import CommitmentsScreen
from vaultmind.ui.screens.confirm import ConfirmScreen
from vaultmind.ui.screens.date_prompt import DatePrompt
from vaultmind.ui.screens.note import NoteScreen
from vaultmind.ui.screens.person import PersonScreen
from vaultmind.ui.screens.today import TodayScreen

PROJECT = "Projects/OAuth Migration.md"
DMITRY = "People/Дмитрий Кузнецов.md"


def rows(app: VaultMindApp) -> list[str]:
    listing = app.screen.query_one(OptionList)
    found = []
    for i in range(listing.option_count):
        prompt: Any = listing.get_option_at_index(i).prompt
        prompt = getattr(prompt, "prompt", prompt)  # a row measured in the read's worker
        if hasattr(prompt, "columns"):  # a row: its date column and its text column
            found.append("".join(str(c._cells[0]) for c in prompt.columns))
        else:
            found.append(str(prompt))
    return found


def highlight(app: VaultMindApp, words: str) -> None:
    listing = app.screen.query_one(OptionList)
    listing.highlighted = next(i for i, row in enumerate(rows(app)) if words in row)


async def open_commitments(app: VaultMindApp, pilot: Pilot[None]) -> None:
    await settle(app, pilot)
    await pilot.press("C")
    await settle(app, pilot)
    assert isinstance(app.screen, CommitmentsScreen)


def test_open_commitments_by_person_and_the_views(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(today=date(2026, 12, 10))
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            shown = rows(app)
            assert "Дмитрий Кузнецов (6)" in shown
            assert any("2026-12-03" in r and "[ ] Rehearse the rollback" in r for r in shown)
            assert any("• Finish the auth refactor" in r for r in shown)
            await pilot.press("2")  # overdue only
            await settle(app, pilot)
            overdue = rows(app)
            assert any("Rehearse the rollback" in r for r in overdue)
            assert not any("Drop the old password tables" in r for r in overdue)  # 12-16
            assert "overdue" in (app.screen.sub_title or "")
            await pilot.press("3")  # due within 7 days: overdue ones and up to 12-17
            await settle(app, pilot)
            assert any("Drop the old password tables" in r for r in rows(app))
            assert not any("2027-01-20" in r for r in rows(app))
            await pilot.press("3")  # again: 14 days
            await settle(app, pilot)
            assert any("due ≤ 14 d" in str(w.render()) for w in app.screen.query("#views"))

    run(scenario())


def test_done_this_week_lists_what_was_closed_since_monday(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app(today=date(2026, 11, 27))  # a Friday: Monday was 11-23
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            await pilot.press("4")
            await settle(app, pilot)
            shown = rows(app)
            assert any("2026-11-24" in r and "Agree on the scopes with security" in r
                       for r in shown)  # fmt: skip
            assert any("Отправить отчёт по поставщику" in r for r in shown)
            assert not any("Register the CRM as an OAuth client" in r for r in shown)  # 11-18
            await pilot.press("d")  # already closed: nothing to confirm
            assert not isinstance(app.screen, ConfirmScreen)

    run(scenario())


def test_slash_filters_the_list_and_esc_clears_it_then_goes_back(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            everything = rows(app)
            await pilot.press("slash", *"oauth")
            await settle(app, pilot)
            assert isinstance(app.focused, Input)
            filtered = rows(app)
            assert any("Migrate auth to OAuth" in r for r in filtered)
            assert not any("Share the CRM v2 roadmap" in r for r in filtered)
            assert len(filtered) < len(everything)
            await pilot.press("enter")  # to the list, the filter kept
            assert isinstance(app.focused, OptionList) and rows(app) == filtered
            await pilot.press("escape")  # clears the filter first
            await settle(app, pilot)
            assert isinstance(app.screen, CommitmentsScreen) and rows(app) == everything
            await pilot.press("escape")
            await settle(app, pilot)
            assert isinstance(app.screen, TodayScreen)

    run(scenario())


def test_d_ticks_a_task_after_a_yes_and_ctrl_z_undoes_it(
    make_app: AppFactory, demo_vault: Path
) -> None:
    before = (demo_vault / PROJECT).read_text("utf-8")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            highlight(app, "Rehearse the rollback")
            await pilot.press("d")
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("n")  # no: nothing written
            await settle(app, pilot)
            assert (demo_vault / PROJECT).read_text("utf-8") == before
            await pilot.press("d", "y")
            await settle(app, pilot)
            ticked = (demo_vault / PROJECT).read_text("utf-8")
            assert ticked == before.replace(
                "- [ ] Rehearse the rollback on staging [owner:: [[Дмитрий Кузнецов]]] "
                "📅 2026-12-03 🔼",
                "- [x] Rehearse the rollback on staging [owner:: [[Дмитрий Кузнецов]]] "
                "📅 2026-12-03 🔼 ✅ 2026-12-03",
            )
            assert not any("Rehearse the rollback" in r for r in rows(app))
            await pilot.press("t")  # undo works from any screen
            await settle(app, pilot)
            await pilot.press("ctrl+z")
            await settle(app, pilot)
            assert isinstance(app.screen, ConfirmScreen)
            assert "task done Projects/OAuth Migration.md:17" in str(
                app.screen.query_one("#question", Label).render()
            )
            await pilot.press("y")
            await settle(app, pilot)
            assert (demo_vault / PROJECT).read_text("utf-8") == before
            said = [n.message for n in app._notifications]
            assert any(m.startswith("undone: task done") for m in said)

    run(scenario())


def test_d_on_a_commitment_writes_what_memory_done_writes(
    make_app: AppFactory, demo_vault: Path, tmp_path: Path
) -> None:
    twin = tmp_path / "twin"
    shutil.copytree(demo_vault, twin)
    assert main(["memory", "done", "m-hcjzgr", "--today", "2026-12-03", "--vault", str(twin)]) == 0

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            highlight(app, "Finish the auth refactor")
            await pilot.press("d", "enter")  # Enter says yes too
            await settle(app, pilot)

    run(scenario())
    assert (demo_vault / DMITRY).read_bytes() == (twin / DMITRY).read_bytes()


def test_p_postpones_a_commitment_to_a_date_the_due_parser_reads(
    make_app: AppFactory, demo_vault: Path
) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            highlight(app, "Rehearse the rollback")
            await pilot.press("p")  # a task's date is the user's text
            assert not isinstance(app.screen, DatePrompt)
            highlight(app, "Finish the auth refactor")
            await pilot.press("p")
            assert isinstance(app.screen, DatePrompt)
            await pilot.press(*"someday", "enter")
            assert isinstance(app.screen, DatePrompt)  # not understood: said in the dialog
            assert "someday" in str(app.screen.query_one("#error", Label).render())
            app.screen.query_one(Input).value = "next friday"
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, CommitmentsScreen)
            assert any("2026-12-11" in r and "Finish the auth refactor" in r for r in rows(app))

    run(scenario())
    lines = (demo_vault / DMITRY).read_text("utf-8").splitlines()
    new = [ln for ln in lines if ln.startswith("- [ ] Finish the auth refactor")]
    old = [ln for ln in lines if ln.startswith("- [-] Finish the auth refactor")]
    assert len(new) == 1 and "📅 2026-12-11" in new[0]
    assert any("[superseded_by:: " in ln and "❌" in ln for ln in old)  # closed today


def test_enter_opens_where_it_was_said_and_a_heading_the_person(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            highlight(app, "Найти резервного поставщика")  # said in the 11-30 Daily note
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert app.screen.target_name == "2026-11-30"
            await pilot.press("escape")
            await settle(app, pilot)
            highlight(app, "Rehearse the rollback")  # a task: its own line
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, NoteScreen)
            assert (app.screen.target_name, app.screen.line) == (PROJECT, 17)
            await pilot.press("escape")
            await settle(app, pilot)
            highlight(app, "Дмитрий Кузнецов (")
            await pilot.press("enter")
            await settle(app, pilot)
            assert isinstance(app.screen, PersonScreen)

    run(scenario())


def test_keys_answer_while_the_list_is_being_read(make_app: AppFactory) -> None:
    release = threading.Event()

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            real = app.service.commitments

            def slow(*args: Any, **kwargs: Any) -> Any:
                release.wait(10)
                return real(*args, **kwargs)

            app.service.commitments = slow  # type: ignore[method-assign]
            await pilot.press("C")
            await pilot.pause()
            assert isinstance(app.screen, CommitmentsScreen)
            await pilot.press("slash")
            await pilot.pause()
            assert isinstance(app.focused, Input)  # while the worker still reads
            await pilot.press("escape", "escape")
            await pilot.pause()
            assert isinstance(app.screen, TodayScreen)
            release.set()
            await settle(app, pilot)

    run(scenario())


def test_a_person_with_hundreds_of_promises_shows_the_first_and_the_filter_finds_the_rest(
    make_app: AppFactory, demo_vault: Path
) -> None:
    """Each row is laid out in the UI thread: a bulk ingest's 300 promises of one
    person are not all drawn; the filter still searches every one."""
    from vaultmind.ui.screens.commitments import PER_PERSON

    person = demo_vault / DMITRY
    promises = "\n".join(f"- [ ] Send report number {n:03d} 📅 2026-12-20 ^m-bulk{n:03d}"
                         for n in range(300))  # fmt: skip
    text = person.read_text(encoding="utf-8")
    person.write_text(text.replace("## Memory\n", f"## Memory\n{promises}\n", 1), "utf-8")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            shown = rows(app)
            assert sum("Send report number" in r for r in shown) < PER_PERSON
            assert any("more: / filters them" in r for r in shown)
            await pilot.press("slash", *"number 299")
            await settle(app, pilot)
            assert any("Send report number 299" in r for r in rows(app))

    run(scenario())


def test_o_on_a_person_heading_opens_their_card(make_app: AppFactory) -> None:
    """The list opens on a heading: `o` there is not a silent no-op."""

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            highlight(app, "Дмитрий Кузнецов (")
            await pilot.press("o")
            await settle(app, pilot)
            assert isinstance(app.screen, PersonScreen)
            assert "Дмитрий Кузнецов" in app.screen.person

    run(scenario())


def test_an_action_item_without_a_checkbox_is_marked_and_d_dates_it_done(
    make_app: AppFactory, demo_vault: Path
) -> None:
    meeting = demo_vault / "Meetings" / "2026-12-01 Sync.md"
    meeting.parent.mkdir(exist_ok=True)
    meeting.write_text("# Sync\n\n## Action items\n- Дмитрий Кузнецов: order the rails by Friday\n")

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await open_commitments(app, pilot)
            shown = next(r for r in rows(app) if "order the rails" in r)
            assert shown.startswith("  2026-12-04  – Дмитрий Кузнецов: order the rails")  # no box
            highlight(app, "order the rails")
            await pilot.press("d")
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("y")
            await settle(app, pilot)
            assert meeting.read_text("utf-8").endswith(
                "- Дмитрий Кузнецов: order the rails by Friday ✅ 2026-12-03\n"
            )
            assert not any("order the rails" in r for r in rows(app))

    run(scenario())
