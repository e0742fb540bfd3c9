"""A weekday of next week is that week's day, not this week's; a weekend is its Sunday
(«до выходных»: the Friday before); a unit alone ("open day") is no date. A promise
read from chat gets these dues."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import commitments
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export
from vaultmind.service import IngestRequest, VaultService
from vaultmind.vault.dates import find_date, without_dates

TUE = date(2026, 11, 17)


@pytest.mark.parametrize(
    ("text", "due", "said"),
    [
        ("возьму разметку к среде следующей недели", "2026-11-25", "к среде следующей недели"),
        ("в пятницу на следующей неделе", "2026-11-27", "в пятницу на следующей неделе"),
        ("by Friday next week", "2026-11-27", "by Friday next week"),
        ("next week, on Monday", "2026-11-23", "next week, on Monday"),
        ("на следующей неделе в среду", "2026-11-25", "на следующей неделе в среду"),
        ("не раньше следующей недели", "2026-11-27", "следующей недели"),
        ("by Friday", "2026-11-20", "by Friday"),  # this week's, as before
        ("сделаю рилс к выходным", "2026-11-22", "к выходным"),
        ("will do it over the weekend", "2026-11-22", "over the weekend"),
        ("ок, в выходные сделаю", "2026-11-22", "в выходные"),
        ("до выходных пришлю", "2026-11-20", "до выходных"),
        ("next weekend I'll paint it", "2026-11-29", "next weekend"),
        ("a demo for the faculty open day on Dec 3", "2026-12-03", "on Dec 3"),
    ],
)
def test_a_day_named_by_its_week(text: str, due: str, said: str) -> None:
    found = find_date(text, TUE)
    assert found is not None
    assert found[0].isoformat() == due and text[slice(*found[1])] == said


@pytest.mark.parametrize(
    "text",
    ["выходные были тяжёлые", "по выходным не работаю", "the weekend was rough", "open day",
     "every day"],
)  # fmt: skip
def test_a_weekend_without_its_preposition_or_a_unit_alone_is_no_date(text: str) -> None:
    assert find_date(text, TUE) is None


def test_the_weekend_said_on_a_weekend_is_this_one() -> None:
    saturday = date(2026, 11, 21)
    assert find_date("over the weekend", saturday) == (date(2026, 11, 22), (0, 16))
    assert find_date("до выходных", saturday) == (date(2026, 11, 27), (0, 11))


def test_the_week_phrase_leaves_the_task_text() -> None:
    assert without_dates("возьму разметку к среде следующей недели") == "возьму разметку"
    assert without_dates("will paint the fence over the weekend") == "will paint the fence"


def test_a_promise_for_the_weekend_is_due_on_its_sunday(
    write_vault: WriteVault, tmp_path: Path
) -> None:
    vault = write_vault({"People/Дмитрий Кузнецов.md": DIMA})
    said = "I'll repaint the loading bay over the weekend"
    chat = export(tmp_path, [("1", "2026-11-17T10:00:00", "Дима", said)])
    VaultService(vault).ingest(IngestRequest((chat,), model="none", today=TUE))
    [line] = commitments(vault, "Дмитрий Кузнецов")
    assert "repaint the loading bay [due:: 2026-11-22]" in line
