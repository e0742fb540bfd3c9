"""Obsidian task lines in the Tasks plugin's emoji format, with a Dataview owner."""

from __future__ import annotations

import pytest

from vaultmind.vault.model import Task
from vaultmind.vault.parse import parse_note

VS = "\ufe0f"  # the emoji variant selector some keyboards add


def tasks(text: str) -> list[Task]:
    return list(parse_note("Projects/P.md", text).tasks)


def only_task(line: str) -> Task:
    (task,) = tasks(line + "\n")
    return task


@pytest.mark.parametrize(
    ("line", "status", "is_open"),
    [
        ("- [ ] open", " ", True),
        ("- [x] done", "x", False),
        ("- [X] done", "X", False),
        ("- [/] in progress", "/", True),
        ("- [-] cancelled", "-", False),
        ("* [ ] star bullet", " ", True),
        ("+ [ ] plus bullet", " ", True),
        ("1. [ ] numbered", " ", True),
        ("12) [x] numbered paren", "x", False),
        ("    - [ ] nested", " ", True),
    ],
)
def test_task_status(line: str, status: str, is_open: bool) -> None:
    task = only_task(line)
    assert (task.status, task.is_open, task.line) == (status, is_open, 1)


@pytest.mark.parametrize(
    "line",
    [
        "- [ ]no space after box",
        "- [] empty box",
        "-[ ] no space after bullet",
        "[ ] no bullet",
        "- [fact] a memory line",
        "`- [ ] in inline code`",
    ],
)
def test_not_a_task(line: str) -> None:
    assert tasks(line + "\n") == []


@pytest.mark.parametrize(
    "text",
    ["```\n- [ ] in code\n```\n", "~~~\n- [ ] in code\n~~~\n", "%%\n- [ ] in comment\n%%\n"],
)
def test_task_in_code_block_or_comment_is_not_a_task(text: str) -> None:
    assert tasks(text) == []


@pytest.mark.parametrize(
    ("marker", "field"),
    [
        ("📅", "due"),
        ("📅" + VS, "due"),
        ("📆", "due"),
        ("📆" + VS, "due"),
        ("🗓", "due"),
        ("🗓" + VS, "due"),
        ("⏳", "scheduled"),
        ("⏳" + VS, "scheduled"),
        ("🛫", "start"),
        ("✅", "done"),
        ("✅" + VS, "done"),
        ("➕", "created"),
    ],
)
def test_date_fields(marker: str, field: str) -> None:
    task = only_task(f"- [ ] Ship it {marker} 2026-12-04")
    assert getattr(task, field) == "2026-12-04"
    others = {"due", "scheduled", "start", "done", "created"} - {field}
    assert all(getattr(task, name) is None for name in others)
    assert task.text == "Ship it"


def test_date_without_space_after_emoji() -> None:
    assert only_task("- [ ] Ship it 📅2026-12-04").due == "2026-12-04"


@pytest.mark.parametrize(
    ("emoji", "priority"),
    [("🔺", "highest"), ("⏫", "high"), ("🔼", "medium"), ("🔽", "low"), ("⏬", "lowest")],
)
@pytest.mark.parametrize("selector", ["", VS])
def test_priorities(emoji: str, priority: str, selector: str) -> None:
    task = only_task(f"- [ ] Call back {emoji}{selector}")
    assert (task.priority, task.text) == (priority, "Call back")


def test_no_priority() -> None:
    assert only_task("- [ ] plain").priority is None


def test_full_task_line_with_owner() -> None:
    task = only_task("- [ ] Send report 📅 2026-12-04 ⏫ [owner:: [[Дмитрий Кузнецов]]]")
    assert task.text == "Send report"
    assert (task.due, task.priority) == ("2026-12-04", "high")
    assert [(f.key, f.value) for f in task.fields] == [("owner", "[[Дмитрий Кузнецов]]")]
    links = parse_note("P.md", "- [ ] x [owner:: [[Дмитрий Кузнецов]]]\n").links
    assert [x.target for x in links] == ["Дмитрий Кузнецов"]


@pytest.mark.parametrize(
    "line",
    [
        "- [ ] Migrate auth to OAuth [owner:: [[Дмитрий Кузнецов]]] 📅 2026-12-04 ⏫",
        "- [ ] Migrate auth to OAuth 📅 2026-12-04 ⏫ [owner:: [[Дмитрий Кузнецов]]]",
    ],
    ids=["owner-first", "old-order"],
)
def test_owner_due_and_priority_are_read_in_either_order(line: str) -> None:
    task = only_task(line)
    assert (task.text, task.due, task.priority) == ("Migrate auth to OAuth", "2026-12-04", "high")
    assert [(f.key, f.value) for f in task.fields] == [("owner", "[[Дмитрий Кузнецов]]")]


@pytest.mark.parametrize(
    ("line", "after"),
    [
        ("- [ ] x [owner:: [[Anna]]] 📅 2026-12-04 ⏫", ""),
        ("- [ ] x [owner:: [[Anna]]] 📅 2026-12-04 ⏫ #work ^t-1", ""),
        ("- [ ] x 🔁 every week 📅 2026-12-04 ✅ 2026-12-01", ""),
        ("- [ ] x with no fields [owner:: [[Anna]]]", ""),
        ("- [ ] x 📅 2026-12-04 ⏫ [owner:: [[Anna]]]", "[owner:: [[Anna]]]"),
        ("- [ ] x 📅 2026-12-04 then words 🔼", "then words"),
        ("- [ ] x ⏫ (owner:: Anna) ^t-2", "(owner:: Anna)"),
    ],
)
def test_text_after_the_emoji_fields_is_noticed(line: str, after: str) -> None:
    assert only_task(line).after_fields == after


def test_every_emoji_field_is_stripped_from_text() -> None:
    line = (
        "1. [x] Review 🛫 2026-01-01 ⏳ 2026-01-02 📅 2026-01-03 ➕ 2025-12-31 "
        "✅ 2026-01-03 🔺 [owner:: [[Anna]]] ^task-1"
    )
    task = only_task(line)
    assert task.text == "Review"
    assert (task.start, task.scheduled, task.due, task.created, task.done) == (
        "2026-01-01",
        "2026-01-02",
        "2026-01-03",
        "2025-12-31",
        "2026-01-03",
    )
    assert task.priority == "highest"


def test_text_keeps_ordinary_words_and_tags() -> None:
    task = only_task("- [ ] Ask #finance about Q4 budget 📅 2026-12-04")
    assert task.text == "Ask #finance about Q4 budget"


def test_task_lines_are_numbered_in_the_file() -> None:
    text = "---\ntype: project\n---\n# Plan\n- [ ] one\r\n\n2. [x] two\n"
    assert [(t.line, t.text) for t in tasks(text)] == [(5, "one"), (7, "two")]
