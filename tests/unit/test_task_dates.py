"""A plain task's due date as its writer said it: a `due::` field, or "by Friday" in a
daily note, read from that note's day. The 📅 field, when there is one, wins."""

from __future__ import annotations

import pytest

from vaultmind.vault.parse import parse_note

THURSDAY = "Daily/2026-11-26.md"


def due_of(line: str, path: str = THURSDAY) -> tuple[str | None, str]:
    (task,) = parse_note(path, f"# Notes\n\n{line}\n").tasks
    return task.due, task.text


@pytest.mark.parametrize(
    ("line", "due"),
    [
        ("- [ ] @Oleg check the fuel card invoices by Friday", "2026-11-27"),
        ("- [ ] Ира — план расстановки стеллажей к понедельнику", "2026-11-30"),
        ("- [ ] Maria: SLA draft by Dec 10", "2026-12-10"),
        ("- [ ] Оля закроет акты до 11 декабря", "2026-12-11"),
        ("- [ ] call the supplier tomorrow", "2026-11-27"),
        ("- [ ] Kate уезжает завтра — успеть до вечера", "2026-11-26"),
    ],
)
def test_a_deadline_said_in_words_is_read_from_the_notes_day(line: str, due: str) -> None:
    assert due_of(line)[0] == due


@pytest.mark.parametrize(
    "line",
    [
        "- [ ] Pasha: send the footage of the Nov 20 incident",  # before the note: past
        "- [ ] Паша — забронировать наёмников на 23–24.01",  # when it happens, no deadline
        "- [ ] Kate уезжает завтра, поговорить про ставку",  # a date in passing
        "- [ ] update the roster",
    ],
)
def test_a_date_in_passing_is_no_deadline(line: str) -> None:
    assert due_of(line)[0] is None


def test_the_emoji_due_wins_over_words() -> None:
    assert due_of("- [ ] send the report by Friday 📅 2026-12-04")[0] == "2026-12-04"


def test_a_due_field_is_read_in_any_note_and_leaves_the_task_text() -> None:
    path = "Projects/Roster.md"
    assert due_of("- [ ] [[Anna Petrova]] to update the roster due:: 2026-12-08", path) == (
        "2026-12-08",
        "[[Anna Petrova]] to update the roster",
    )
    assert due_of("- [ ] update the roster [due:: 2026-12-08]", path)[0] == "2026-12-08"


def test_words_outside_a_dated_note_give_no_date() -> None:
    assert due_of("- [ ] check the invoices by Friday", "Projects/Fuel cards.md")[0] is None


@pytest.mark.parametrize(
    ("line", "due"),
    [
        ("- [ ] Dima: send the report by 2026-12-04", "2026-12-04"),
        ("- [ ] Оля закроет акты до 11 декабря 2026", "2026-12-11"),
        ("- [ ] call the supplier 2026-12-09", "2026-12-09"),  # a date ending the task
        ("- [ ] cut the footage of the 2026-11-30 incident", None),  # a date in passing
    ],
)
def test_a_deadline_that_names_its_year_needs_no_note_day(line: str, due: str | None) -> None:
    assert due_of(line, "Projects/Fuel cards.md")[0] == due


def test_a_note_dated_by_its_property_reads_from_that_day() -> None:
    text = "---\ndate: 2026-11-26\n---\n- [ ] check the invoices by Friday\n"
    assert parse_note("Meetings/Ops sync.md", text).tasks[0].due == "2026-11-27"


def test_a_day_set_apart_by_a_dash_ends_the_task_and_by_is_a_due_field() -> None:
    from vaultmind.vault.parse import parse_note

    note = parse_note(
        "1on1/2026-11-10 Oleg.md",
        "- [ ] Oleg calls the vendor — tomorrow\n- [ ] book the crew for 23–24.11\n"
        "- [ ] sign-up sheet [who:: [[Sarah]]] [by:: 2026-12-09]\n",
    )
    assert [t.due for t in note.tasks] == ["2026-11-11", None, "2026-12-09"]
