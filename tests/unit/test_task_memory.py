"""Commitments written as Tasks-plugin task lines (vault format 2): read, edited, merged."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.memory.line_edit import close_line, set_field
from vaultmind.memory.merge.fields import merge_memory
from vaultmind.vault.memory_line import parse_memory_line
from vaultmind.vault.model import MemoryLine
from vaultmind.vault.parse import parse_note

DAY = date(2026, 12, 3)
OPEN = "- [ ] Send the report [src:: [[S#^tg-1-2]]] #q4 ➕ 2026-11-30 📅 2026-12-04 ^m-abc123"


def read(raw: str) -> MemoryLine:
    found = parse_memory_line(raw, 1)
    assert isinstance(found, MemoryLine), found
    return found


def test_a_task_line_is_a_commitment_with_its_dates_and_evidence() -> None:
    memory = read(OPEN)
    assert (memory.kind, memory.text, memory.status, memory.id) == (
        "commitment", "Send the report", "active", "m-abc123")  # fmt: skip
    assert (memory.field("due"), memory.field("created")) == ("2026-12-04", "2026-11-30")
    assert memory.sources == ("[[S#^tg-1-2]]",)
    assert memory.tags == ("q4",)


@pytest.mark.parametrize(
    ("box", "extra", "status"),
    [
        ("x", " ✅ 2026-12-03", "done"),
        ("X", "", "done"),
        ("-", " ❌ 2026-12-03", "archived"),
        ("-", " [superseded_by:: [[#^m-new111]]]", "superseded"),
        ("/", "", "active"),  # in progress is still open
    ],
)
def test_the_box_is_the_status(box: str, extra: str, status: str) -> None:
    memory = read(f"- [{box}] Send the report{extra} 📅 2026-12-04 ^m-abc123")
    assert memory.status == status
    assert memory.text == "Send the report"


def test_emoji_in_code_or_a_comment_are_words_not_dates() -> None:
    note = parse_note(
        "People/Ann.md",
        "## Memory\n- [ ] Explain the `📅 2026-01-01` syntax %% ✅ 2026-01-02 %% ^m-abc123\n",
    )
    (memory,) = note.memories
    assert memory.field("due") is None and memory.field("done") is None
    assert memory.status == "active"
    assert "`📅 2026-01-01`" in memory.text


def test_priority_and_recurrence_are_not_the_memory_s_words() -> None:
    memory = read("- [ ] Water the plants 🔼 🔁 every week 📅 2026-12-04 ^m-abc123")
    assert memory.text == "Water the plants"


def test_tasks_under_memory_are_commitments_and_elsewhere_note_tasks() -> None:
    note = parse_note(
        "People/Ann.md",
        "# Ann\n- [ ] Book the room 📅 2026-12-04\n\n## Memory\n"
        "- [ ] Send the report 📅 2026-12-05 ^m-abc123\n",
    )
    assert [t.text for t in note.tasks] == ["Book the room"]
    assert [(m.kind, m.text) for m in note.memories] == [("commitment", "Send the report")]


def test_ticking_the_box_in_obsidian_reads_as_done() -> None:
    ticked = OPEN.replace("- [ ]", "- [x]").replace(" ^m-abc123", " ✅ 2026-12-03 ^m-abc123")
    memory = read(ticked)
    assert (memory.status, memory.field("done")) == ("done", "2026-12-03")


def test_closing_a_task_line_ticks_the_box_and_adds_the_plugin_s_date() -> None:
    done = close_line(OPEN, "done", DAY)
    assert done == OPEN.replace("- [ ]", "- [x]").replace(" ^m-abc", " ✅ 2026-12-03 ^m-abc")
    archived = close_line(OPEN, "archived", DAY)
    assert archived.startswith("- [-] ") and archived.endswith("❌ 2026-12-03 ^m-abc123")
    assert read(archived).status == "archived"


def test_superseding_names_the_successor_so_the_box_reads_superseded() -> None:
    line = close_line(OPEN, "superseded", DAY, superseded_by="[[#^m-new111]]")
    memory = read(line)
    assert (memory.status, memory.superseded_by) == ("superseded", "m-new111")
    assert line.index("[superseded_by::") < line.index("#q4")  # fields before tags and emoji


def test_the_kind_form_keeps_status_then_successor() -> None:
    old = "- [commitment] Send the report [due:: 2026-12-04] ^m-abc123"
    line = close_line(old, "superseded", DAY, superseded_by="[[#^m-new111]]")
    assert line == (
        "- [commitment] Send the report [due:: 2026-12-04] [status:: superseded] "
        "[superseded_by:: [[#^m-new111]]] ^m-abc123"
    )


def test_moving_the_due_date_edits_the_emoji_in_place() -> None:
    assert set_field(OPEN, "due", "2026-12-11") == OPEN.replace("2026-12-04", "2026-12-11")
    no_due = "- [ ] Send the report #q4 ^m-abc123"
    assert (
        set_field(no_due, "due", "2026-12-11")
        == "- [ ] Send the report #q4 📅 2026-12-11 ^m-abc123"
    )


def test_another_field_goes_before_the_tags_and_emoji() -> None:
    line = set_field(OPEN, "confirmed", "2026-12-03")
    assert "[src:: [[S#^tg-1-2]]] [confirmed:: 2026-12-03] #q4 ➕" in line
    assert read(line).field("confirmed") == "2026-12-03"


def test_git_merge_of_a_tick_on_one_machine_and_a_new_date_on_the_other() -> None:
    ours = close_line(OPEN, "done", DAY)
    theirs = set_field(OPEN, "due", "2026-12-11")
    merged = merge_memory(OPEN, ours, theirs)
    assert merged is not None
    memory = read(merged)
    assert (memory.status, memory.field("done"), memory.field("due")) == (
        "done", "2026-12-03", "2026-12-11")  # fmt: skip
