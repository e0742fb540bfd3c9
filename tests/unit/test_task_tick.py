"""Ticking a task line as the Tasks plugin does: only the box and `✅ date` change."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.errors import UsageError
from vaultmind.vault.link_names import with_link_names
from vaultmind.vault.task_tick import ticked

DAY = date(2026, 12, 3)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            "- [ ] Send the report 📅 2026-12-04",
            "- [x] Send the report 📅 2026-12-04 ✅ 2026-12-03",
        ),
        ("- [ ] Send it ^t-1\n", "- [x] Send it ✅ 2026-12-03 ^t-1\n"),
        ("  * [/] Half done  \r\n", "  * [x] Half done ✅ 2026-12-03  \r\n"),
        ("> - [ ] Quoted #tag", "> - [x] Quoted #tag ✅ 2026-12-03"),
        ("1. [ ] Numbered [owner:: [[Bob]]]", "1. [x] Numbered [owner:: [[Bob]]] ✅ 2026-12-03"),
    ],
)
def test_only_the_box_and_the_done_date_change(before: str, after: str) -> None:
    assert ticked(before, DAY) == after


@pytest.mark.parametrize("line", ["- [x] Already done", "- [-] Cancelled", "Just text"])
def test_a_line_that_is_not_an_open_task_is_refused(line: str) -> None:
    with pytest.raises(UsageError, match="not an open task"):
        ticked(line, DAY)


def test_a_recurring_task_is_left_to_the_tasks_plugin() -> None:
    with pytest.raises(UsageError, match="recurring"):
        ticked("- [ ] Weekly report 🔁 every week 📅 2026-12-04", DAY)


def test_links_read_as_their_names() -> None:
    text = "Ask [[People/Bob|Боб]] about [[Nordic Polymers]] and [[Plan#Risks]], see [[#^b-1]]"
    assert with_link_names(text) == "Ask Боб about Nordic Polymers and Plan > Risks, see b-1"


def test_an_action_item_without_a_checkbox_gets_the_day_it_was_done() -> None:
    assert ticked("- Oleg: chase procurement ^ai-1\n", date(2026, 12, 2)) == (
        "- Oleg: chase procurement ✅ 2026-12-02 ^ai-1\n"
    )
    assert ticked("2. send the minutes\r\n", date(2026, 12, 2)) == (
        "2. send the minutes ✅ 2026-12-02\r\n"
    )


def test_a_table_row_or_a_done_item_is_refused_in_one_line() -> None:
    with pytest.raises(UsageError, match="table row has no checkbox"):
        ticked("| update the roster | Bob | Dec 1 |\n", date(2026, 12, 2))
    with pytest.raises(UsageError, match="not an open task"):
        ticked("- send the minutes ✅ 2026-12-01\n", date(2026, 12, 2))
