"""`vaultmind due`'s preset: overdue / today / tomorrow and the day-before sentence,
across week and year boundaries and in the vault's time zone."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.service import VaultService

PERSON = "---\ntype: person\n---\n# Dmitry\n\n## Memory\n"


def _vault(write_vault: WriteVault, *lines: str, zone: str = "UTC") -> Path:
    root = write_vault({"People/Dmitry.md": PERSON + "".join(f"{line}\n" for line in lines)})
    (root / "vaultmind.toml").write_text(f'format = 1\ntimezone = "{zone}"\n', encoding="utf-8")
    return root


def _promise(text: str, due: str) -> str:
    return f"- [commitment] {text} [due:: {due}] [confidence:: 0.9] [by:: user]"


def test_thursday_reminds_of_fridays_promise(write_vault: WriteVault) -> None:
    root = _vault(write_vault, _promise("Finish the auth refactor", "2026-12-04"))
    due = VaultService(root).due(date(2026, 12, 3))
    assert due.reminders == [
        "Dmitry promised «Finish the auth refactor» for Friday (2026-12-04); today is Thursday."
    ]
    assert due.overdue == [] and due.due_today == []


@pytest.mark.parametrize(
    ("today", "due", "where"),
    [
        ("2026-12-06", "2026-12-07", "tomorrow"),  # Sunday → Monday: the ISO week turns
        ("2026-12-31", "2027-01-01", "tomorrow"),  # the year turns
        ("2026-12-07", "2026-12-07", "due_today"),  # Monday itself
        ("2026-12-07", "2026-12-04", "overdue"),  # Friday's, seen on Monday
        ("2027-01-01", "2026-12-31", "overdue"),
    ],
)
def test_boundaries(write_vault: WriteVault, today: str, due: str, where: str) -> None:
    root = _vault(write_vault, _promise("Ship it", due))
    found = VaultService(root).due(date.fromisoformat(today))
    lists = {"overdue": found.overdue, "due_today": found.due_today, "tomorrow": found.tomorrow}
    assert [c.text for c in lists.pop(where)] == ["Ship it"]
    assert all(not items for items in lists.values())


def test_nothing_beyond_tomorrow_and_nothing_done(write_vault: WriteVault) -> None:
    root = _vault(
        write_vault,
        _promise("Later", "2026-12-05"),
        _promise("Finished", "2026-12-03") + " [status:: done]",
    )
    assert VaultService(root).due(date(2026, 12, 3)).empty


def test_same_promise_as_memory_and_task_is_shown_once(write_vault: WriteVault) -> None:
    root = _vault(write_vault, _promise("Migrate auth to OAuth", "2026-12-04"))
    (root / "Projects").mkdir()
    (root / "Projects/P.md").write_text(
        "# P\n\n- [ ] Migrate auth to OAuth [owner:: [[Dmitry]]] 📅 2026-12-04\n", encoding="utf-8"
    )
    assert len(VaultService(root).due(date(2026, 12, 3)).tomorrow) == 1


@pytest.mark.parametrize(
    ("zone", "reminded"),
    [("Pacific/Kiritimati", False), ("UTC", True), ("America/Los_Angeles", True)],
)
def test_the_day_is_the_vaults_local_day(
    write_vault: WriteVault, zone: str, reminded: bool
) -> None:
    """At 11:00 UTC on Thursday it is already Friday in Kiritimati (UTC+14): Friday's
    promise is due today there, a reminder elsewhere."""
    root = _vault(write_vault, _promise("Finish the auth refactor", "2026-12-04"), zone=zone)
    service = VaultService(root)
    today = service.today(now=datetime(2026, 12, 3, 11, 0, tzinfo=UTC))
    due = service.due(today)
    assert bool(due.reminders) is reminded
    assert bool(due.due_today) is not reminded
