"""Structure the rules give an item (issue 26, structure session): the last day of a
state, a promise's day from its own clause, and which open commitment a dated answer to
"… – when?" moves."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest

from tests.conftest import WriteVault
from tests.unit.ingest.test_agreement_ingest import ANNA, commitments, run
from tests.unit.ingest.test_lifecycle_ingest import DIMA, export
from tests.unit.ingest.test_statement_context import contexts
from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage


def _vault(write_vault: WriteVault) -> Path:
    return write_vault({"People/Дмитрий Кузнецов.md": DIMA, "People/Анна Смирнова.md": ANNA})


@pytest.mark.parametrize(
    ("text", "until"),
    [
        (  # "back" after a reason clause, its date by the last word
            "btw I'm out from Friday, flying to Lagos for my cousin's wedding, back at work"
            " Wed Dec 9",
            date(2026, 12, 8),
        ),
        ("Напоминаю, я 3-го и 4-го на курсах", date(2026, 12, 4)),  # two days: the last
    ],
)
def test_a_state_ends_on_its_last_day(text: str, until: date) -> None:
    [found] = contexts(text)
    assert found.valid_until == until


@pytest.mark.parametrize(
    "said", ["I can take the 26th but not the 27th", "Выйду 26-го а 27-го не смогу"]
)
def test_a_promise_is_due_on_its_own_day_not_the_one_turned_down(said: str) -> None:
    message = RawMessage("jsonl", "1", "team", "1", datetime(2026, 11, 20, 10), "Дима", said)
    [promise] = find_promises(message)
    assert promise.due == date(2026, 11, 26)


@pytest.mark.parametrize(
    ("promise", "asked", "answer"),
    [
        (
            "I will replace the aisle 12 beams by Dec 4",
            "Dima, aisle 12 beams - when?",
            "parts on backorder till Dec 9, so I will swap them on Dec 10",
        ),
        (
            "Сделаю смету по ремонту к четвергу",
            "Дима, смета по ремонту как там?",
            "поставщик молчит, пришлю её 10 декабря",
        ),
    ],
)
def test_a_new_date_answering_when_moves_the_open_commitment(
    write_vault: WriteVault, tmp_path: Path, promise: str, asked: str, answer: str
) -> None:
    vault = _vault(write_vault)
    rows = [
        ("1", "2026-11-30T10:00:00", "Дима", promise),
        ("2", "2026-12-03T10:00:00", "Аня", asked),
        ("3", "2026-12-03T10:30:00", "Дима", answer, "2"),
    ]
    run(vault, export(tmp_path, rows))
    first, moved = commitments(vault, "Дмитрий Кузнецов")
    assert "[status:: superseded]" in first and "[due:: 2026-12-10]" in moved
    assert promise.split()[2] in moved  # the open commitment's words, not the answer's
