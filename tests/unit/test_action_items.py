"""Action items written without a checkbox are tasks (`vault.action_items`): a list under
an action heading or label, an `AI:` / `TODO:` line, a table with an owner column, and a
dated list item elsewhere (loose: it counts only if it names its owner)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from vaultmind.vault.model import Task
from vaultmind.vault.parse import parse_note


def tasks(body: str, path: str = "Meetings/2026-11-20 Weekly.md") -> list[Task]:
    return list(parse_note(path, body).tasks)


def test_a_list_under_an_action_heading_is_tasks_and_its_details_are_not() -> None:
    found = tasks(
        "# Weekly\n\n## Notes\n- the printer is fixed\n\n## Action items\n"
        "- Oleg: chase procurement\n  - they owe us a quote\n- send the minutes\n\n"
        "## Later\n- a thought\n"
    )
    assert [(t.line, t.text, t.plain, t.loose) for t in found] == [
        (7, "Oleg: chase procurement", True, False),
        (9, "send the minutes", True, False),
    ]


def test_a_label_line_heads_a_list_and_another_label_ends_it() -> None:
    found = tasks(
        "## Поручения\n| a | b |\n\n**Next steps**\n- book the hall\n\nРазное:\n"
        "- Ира уходит в отпуск\n\nTo do\n1. print the forms\n"
    )
    assert [t.text for t in found] == ["book the hall", "print the forms"]


def test_prefixed_lines_are_tasks_anywhere_and_a_bare_prefix_is_a_label() -> None:
    found = tasks(
        "Notes.\nTODO: ask Sasha about Thursday\n- AI: Priya — keep the logs\nTODO:\n- call IT\n"
    )
    assert [t.text for t in found] == [
        "TODO: ask Sasha about Thursday",
        "AI: Priya — keep the logs",
        "call IT",
    ]


def test_a_table_with_an_owner_column_gives_owner_due_and_done() -> None:
    found = tasks(
        "| # | Что | Ответственный | Срок | Статус |\n|---|---|---|---|---|\n"
        "| 1 | План расстановки | [[Екатерина Белова]] | 20.10 | ✅ |\n"
        "| 2 | Сеть на 6 мест | Олег | 13.11.2026 | в работе |\n\nafter\n"
        "| a | b |\n|---|---|\n| no owner column | here |\n"
    )
    first, second = found
    assert (first.text, first.status, first.plain) == ("План расстановки", "x", True)
    assert [(f.key, f.value) for f in second.fields] == [("owner", "Олег"), ("due", "13.11.2026")]
    assert (second.text, second.status, second.due) == ("Сеть на 6 мест", " ", "2026-11-13")


def test_a_loose_list_item_is_kept_only_when_it_says_a_day() -> None:
    found = tasks(
        "Разное:\n- Dima to check the Wi-Fi by Friday\n- Sarah wants a Saturday session\n"
    )
    assert [(t.text, t.due, t.loose) for t in found] == [
        ("Dima to check the Wi-Fi by Friday", "2026-11-27", True)  # a Friday's note
    ]


def test_the_day_of_a_note_is_a_date_anywhere_in_its_file_name() -> None:
    found = tasks("- [ ] send the deck by Monday\n", "1on1/2026-11-20 Oleg.md")
    assert found[0].due == "2026-11-23"


def test_checkbox_tasks_and_memory_lines_are_unchanged() -> None:
    found = tasks(
        "## Action items\n- [ ] Oleg: send it 📅 2026-12-01\n\n## Memory\n"
        "- [commitment] send the deck ^m-1\n"
    )
    assert [(t.text, t.plain, t.due) for t in found] == [("Oleg: send it", False, "2026-12-01")]


def test_a_heading_that_only_starts_with_an_action_word_heads_no_action_list() -> None:
    from vaultmind.vault.action_items import is_action_heading

    heads = ["Action items — Nov 20", "Задачи на неделю", "Задачи Ирины", "✅ Next steps",
             "Tasks (Oleg)", "What we agreed"]  # fmt: skip
    assert all(is_action_heading(s) for s in heads)
    assert not any(is_action_heading(s) for s in ["AI in libraries", "Actions taken last week"])


_PIECES = [
    "## Action items",
    "**Next steps:**",
    "Разное:",
    "TODO:",
    "| Task | Owner | Due |",
    "|---|---|---|",
    "| a | Bob | 13.11 |",
    "| | | |",
    "- Bob: send it by Friday",
    "  - a detail",
    "1. print the forms",
    "- [ ] a checkbox",
    "- \\[ \\] escaped",
    "",
    "plain prose.",
    "AI: Oleg — chase it",
    "| broken | row",
    "## Memory",
    "- [commitment] a memory ^m-1",
    "%% vm:reflection-bob 1a2b %%",
    "> - quoted item",
]


@given(st.lists(st.sampled_from(_PIECES), max_size=30))
def test_any_mix_of_lists_tables_and_labels_parses_and_every_item_is_a_real_line(
    pieces: list[str],
) -> None:
    """The reader never fails on a note, and what it reads as an action item is a list
    item, a table row or a prefixed line of the note, never a heading, a label, a
    separator, an escaped checkbox or a line of `## Memory`."""
    text = "\n".join(pieces) + "\n"
    lines = text.split("\n")
    for task in parse_note("Daily/2026-11-20.md", text).tasks:
        line = lines[task.line - 1].lstrip()
        assert line.startswith(("-", "|", "1.", "AI:", "TODO:")), line
        assert not line.startswith(("- \\[", "|---", "- [commitment]")), line
        assert "|---" not in line and task.text.strip()
