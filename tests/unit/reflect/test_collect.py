"""The day's collection: exactly the events the fixture day holds, and the summary
sentence a user reads when there is no model."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.reflect.fixture import FILES, age
from vaultmind.agent.reflect.template import summary
from vaultmind.service import VaultService


@pytest.fixture
def root(write_vault: WriteVault) -> Path:
    root = write_vault(FILES)
    age(root)
    return root


def test_exact_events(root: Path) -> None:
    day = VaultService(root).collect_day(date(2026, 12, 3), "Dima")
    assert [(e.kind, e.text, e.link) for e in day.events] == [
        ("task_done", "Register the OAuth client", "Projects/Auth"),
        ("task_created", "Rehearse the rollback", "Projects/Auth"),
        ("commitment_made", "Send the deploy checklist", "People/Dmitry#^m-cccccc"),
        ("memory_added", "Moved to the platform team", "People/Dmitry#^m-dddddd"),
        ("overdue", "Finish the auth refactor (due 2026-12-02)", "People/Dmitry#^m-aaaaaa"),
        ("message",
         "The staging rollback rehearsal passed, I will send the deploy checklist by Friday",
         "Sources/telegram/42/2026-12-03#^tg-42-1"),
        ("message", "Waiting for the SSO tenant again", "Sources/telegram/42/2026-12-03#^tg-42-3"),
        ("mentioned", "Retro", "Notes/Retro"),
    ]  # fmt: skip
    assert day.postponed == {"m-aaaaaa": 1}
    assert [(p.title, p.done, p.total, p.done_today) for p in day.projects] == [("Auth", 2, 4, 1)]


def test_summary_reads_on_its_own(root: Path) -> None:
    day = VaultService(root).collect_day(date(2026, 12, 3), "Dmitry")
    assert summary(day) == (
        "Dmitry: overdue «Finish the auth refactor» (due 2026-12-02, postponed once); "
        "promised today «Send the deploy checklist» (due 2026-12-05). Also: 2 messages in "
        "«Team»; closed 1 task, a new task, a new memory; Auth 2/4 tasks done."
    )  # what needs action first, each promise named once; no "mentioned in"


def test_due_today_is_activity_but_overdue_alone_is_not(root: Path) -> None:
    service = VaultService(root)
    due = service.collect_day(date(2026, 12, 3), "Bob")
    assert [(e.kind, e.text) for e in due.events] == [
        ("commitment_due", "Write the migration notes"),
        ("message", "Great, thanks"),
    ]
    assert due.active
    later = service.collect_day(date(2026, 12, 4), "Bob")
    assert [e.kind for e in later.events] == ["overdue"]
    assert not later.active


def test_a_memory_dated_only_by_its_source_is_news_that_day(write_vault: WriteVault) -> None:
    """A line written without `created` (its first source's day) counts on that day; a
    reflection's own commitment, dated by its Daily link, stays no news to the next one."""
    learnt = (
        "- [fact] Moved to the platform team [confidence:: 0.6] [by:: agent:extraction] "
        "[src:: [[Sources/telegram/42/2026-12-03#^tg-42-1]]] ^m-eeeeee\n"
        "- [commitment] Rehearse the failover [due:: 2026-12-09] [confidence:: 0.6] "
        "[by:: agent:reflection] [src:: [[Daily/2026-12-03#^r-dmitry]]] ^m-ffffff\n"
    )
    person = "---\ntype: person\n---\n# Dmitry\n\n## Memory\n" + learnt
    root = write_vault({**FILES, "People/Dmitry.md": person})
    age(root)
    day = VaultService(root).collect_day(date(2026, 12, 3), "Dmitry")
    assert [(e.kind, e.text) for e in day.events if e.link.startswith("People/")] == [
        ("memory_added", "Moved to the platform team"),
    ]
    other_day = VaultService(root).collect_day(date(2026, 12, 4), "Dmitry")
    assert not [e for e in other_day.events if e.kind == "memory_added"]
