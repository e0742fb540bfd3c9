"""How a lead phrases a question about their own vault (dev_fresh, issue 27):

- a question that asks for a date («решение по дате переезда») is about the move, not
  about the word "date": a note that gives the day answers it, though it never says «дата»;
- an empty "promised" answer gives way to a promise said of the person by the alias the
  question used ("Sasha" of Alexander Reed), and "I'll" is a promise as "will" is;
- a name typed in Latin of what the notes spell in Russian ("Metakon", «Метакон») is
  found in its Russian spelling;
- the topic of an empty "promised" answer is checked in its translation too («по доп.
  диспетчеру» of "the extra dispatcher"), and a word the notes do not say in either
  language ("birthday" of a Russian note) answers nothing (session 24).
"""

from __future__ import annotations

from datetime import date

import pytest

from tests.unit.ask.conftest import indexed
from vaultmind.cli.render.ask import as_text
from vaultmind.service import VaultService

TODAY = date(2026, 12, 9)
NOTES = {
    "Projects/Переезд склада.md": "---\ntype: project\n---\n# Переезд склада\n\n"
    "- 26.11 — Договорились: переезжаем в выходные 23–24 января.\n",
    "Projects/Fuel cards.md": "---\ntype: project\n---\n# Fuel cards\n\nSwitching to Lukoil.\n",
    "People/Alexander Reed.md": "---\naliases: [Sasha]\n---\n# Alexander Reed\n\nIT, half-time.\n",
    "People/Maria Lopez.md": "# Maria Lopez\n\nKey account manager.\n",
    "Daily/2026-11-13.md": "RouteOne: Sasha will set up test accounts for the dispatchers "
    "by Nov 20.\n",
    "Daily/2026-11-16.md": 'Northwind call. Maria Lopez: "I\'ll send the SLA draft by Dec 10".\n',
    "People/Олег Смирнов.md": "---\naliases: [Oleg]\n---\n# Олег Смирнов\n\nЗакупки.\n",
    "Daily/2026-11-05.md": "[[Олег Смирнов|Олег]] по стеллажам: «Метакон дороже на 18%, "
    "берём СтеллажПро».\n",
    "People/Kate Morgan.md": "---\naliases: [Kate]\n---\n# Kate Morgan\n\nCOO.\n",
    "Daily/2026-12-01.md": "Kate: Q4 review on Dec 15, she'll decide on the extra dispatcher "
    "headcount after that, promised to come back to me by Dec 18\n",
}


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> VaultService:
    return indexed(tmp_path_factory, "phrasings", NOTES)


def answer(service: VaultService, question: str) -> str:
    return as_text(service.ask(question, TODAY), None, False)


@pytest.mark.parametrize(
    "question", ["решение по дате переезда склада", "какая дата у переезда склада?"]
)
def test_a_date_asked_of_a_named_project_is_answered_from_its_note(
    service: VaultService, question: str
) -> None:
    assert "23–24 января" in answer(service, question).splitlines()[0]


def test_a_date_of_what_no_note_mentions_is_still_not_found(service: VaultService) -> None:
    assert "Not found in the vault" in answer(service, "what is the date of the parking audit?")


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("what did sasha promise in november", "test accounts"),
        ("what did Maria Lopez promise in November?", "SLA draft"),
    ],
)
def test_a_promise_said_in_the_notes_overrules_an_empty_answer(
    service: VaultService, question: str, said: str
) -> None:
    text = answer(service, question)
    assert said in text.splitlines()[0]
    assert "No open commitments" not in text


def test_a_name_typed_in_latin_is_found_as_the_notes_spell_it(service: VaultService) -> None:
    text = answer(service, "what did Oleg say about Metakon?")
    assert "Метакон дороже на 18%" in text.splitlines()[0]
    assert "Not found in the vault" in answer(service, "what did Oleg say about Zenith?")


def test_a_promise_on_a_topic_said_in_the_other_language(service: VaultService) -> None:
    said = answer(service, "Kate что-то обещала по доп. диспетчеру?")
    assert "Dec 18" in said.split("\n\n")[0]


def test_what_the_notes_never_say_in_either_language_is_not_found(
    service: VaultService,
) -> None:
    assert answer(service, "when is Oleg's birthday").startswith("Not found in the vault")
