"""The evening reflection leads with what needs action (issue 27): overdue, due
tomorrow, promises made or moved that day, new context (the blockers), who is away;
a postponed promise is told once, as its successor, never beside it."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from vaultmind.service import VaultService

DAY = date(2026, 12, 3)  # a Thursday
DAILY = "Daily/2026-12-03.md"
IRINA = (
    "---\ntype: person\n---\n# Irina\n\n## Memory\n"
    "- [commitment] Send the supplier audit [due:: 2026-12-01] [created:: 2026-11-20] ^m-over01\n"
    "- [commitment] Book the test rig [due:: 2026-12-04] [created:: 2026-11-25] ^m-tomo01\n"
    "- [commitment] Review the budget [due:: 2026-12-09] [created:: 2026-12-03] ^m-move02\n"
    "- [commitment] Review the budget [due:: 2026-12-04] [created:: 2026-12-03] "
    "[status:: superseded] [superseded_by:: [[#^m-move02]]] ^m-move01\n"
    "- [commitment] Call the carrier [due:: 2026-12-07] [created:: 2026-12-03] ^m-new001\n"
    "- [context] Waiting for the supplier's drawings [created:: 2026-12-03] ^m-ctx001\n"
    "- [context] On vacation in Madrid [valid_until:: 2026-12-12] "
    "[created:: 2026-12-02] ^m-away01\n"
    "- [fact] Speaks Spanish [created:: 2026-11-01] ^m-fact01\n"
)
SOURCE = (
    '---\ntype: source\nsource: telegram\nchat: "7"\nchat_title: "Ops"\n'
    "date: 2026-12-03\n---\n# Ops — 2026-12-03\n\n"
    "- 09:10 **Irina**: Moving the budget review to next Wednesday ^tg-7-1\n"
)
FILES: dict[str, str | bytes] = {
    "People/Irina.md": IRINA,
    "Sources/telegram/7/2026-12-03.md": SOURCE,
}


@pytest.fixture
def root(write_vault: WriteVault) -> Path:
    return write_vault(FILES)


def test_the_summary_leads_with_what_needs_action_in_order(root: Path) -> None:
    report = VaultService(root).reflect(DAY, "Irina", explicit_model="none")
    assert report.people[0].summary == (
        "Irina: overdue «Send the supplier audit» (due 2026-12-01); due tomorrow «Book the "
        "test rig»; promised today «Call the carrier» (due 2026-12-07); moved today «Review "
        "the budget» from 2026-12-04 to 2026-12-09; new context «Waiting for the supplier's "
        "drawings»; away «On vacation in Madrid» until 2026-12-12. Also: 1 message in «Ops». "
        "^reflect-irina"
    )


def test_a_postponed_promise_is_told_once_as_its_successor(root: Path) -> None:
    VaultService(root).reflect(DAY, "Irina", explicit_model="none")
    section = (root / DAILY).read_text(encoding="utf-8").split("## Reflection — [[Irina]]")[1]
    assert section.count("Review the budget") == 2  # the summary's, and one event line
    assert "- postponed: Review the budget ([[People/Irina#^m-move02]])" in section
    assert "m-move01" not in section and "2026-12-04 to 2026-12-09" in section
    lines = [line for line in section.splitlines() if line.startswith("- ")]
    # what needs action first, as in the summary
    assert [line.split(" ", 2)[1] for line in lines] == [
        "overdue:", "postponed:", "promised:", "noted:", "wrote", "away:",
    ]  # fmt: skip


def test_away_is_the_coming_week_only(root: Path) -> None:
    later = VaultService(root).collect_day(date(2026, 12, 12), "Irina")
    assert later.away == []  # its last day: nothing of it lies ahead
    before = VaultService(root).collect_day(date(2026, 11, 24), "Irina")
    assert before.away == []  # not yet said (created 2026-12-02)
    now = VaultService(root).collect_day(DAY, "Irina")
    assert [(a.text, a.until) for a in now.away] == [("On vacation in Madrid", date(2026, 12, 12))]


def test_a_day_without_news_names_only_what_is_due(write_vault: WriteVault) -> None:
    root = write_vault({"People/Irina.md": IRINA})
    report = VaultService(root).reflect(date(2026, 12, 9), "Irina", explicit_model="none")
    assert report.people[0].summary == (
        "Irina: overdue «Send the supplier audit» (due 2026-12-01), «Book the test rig» "
        "(due 2026-12-04), «Call the carrier» (due 2026-12-07); due today «Review the "
        "budget» (postponed once); away «On vacation in Madrid» until 2026-12-12. "
        "^reflect-irina"
    )
