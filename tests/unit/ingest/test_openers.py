"""The greetings and fillers written once (`openers`) are skipped by every rule that
says it knows them; an ordinary word in their place is not."""

from __future__ import annotations

from datetime import date

import pytest

from vaultmind.agent.ingest.extract.agreements import find_assignment
from vaultmind.agent.ingest.extract.openers import FILLERS, GREETINGS
from vaultmind.agent.ingest.extract.pointer_promise import promise_part
from vaultmind.agent.ingest.extract.reply_topic import topic
from vaultmind.agent.ingest.extract.task_text import clean_text

DAY = date(2026, 11, 30)


@pytest.mark.parametrize("greeting", GREETINGS.split("|"))
def test_a_shared_greeting_opens_a_topic_a_promise_and_a_task_without_being_part_of_them(
    greeting: str,
) -> None:
    word = greeting.capitalize()
    assert topic(f"{word} нужны сертификаты на стерилизацию") == "нужны сертификаты на стерилизацию"
    assert promise_part(f"{word} Дима, пришлю отчёт в пятницу") == "пришлю отчёт в пятницу"
    assert clean_text(f"{word} всем, пришлю отчёт по складу") == "Пришлю отчёт по складу"


def test_an_ordinary_word_in_a_greetings_place_stays() -> None:
    assert topic("Склад нужны сертификаты на стерилизацию") == (
        "Склад нужны сертификаты на стерилизацию"
    )
    assert promise_part("Склад Дима, пришлю отчёт в пятницу").startswith("Склад Дима")
    assert clean_text("Склад всем, пришлю отчёт по складу").startswith("Склад всем")


@pytest.mark.parametrize("filler", FILLERS.split("|"))
def test_a_shared_filler_before_an_address_leaves_the_person_addressed(filler: str) -> None:
    word = filler.capitalize()
    asked = find_assignment(f"{word}, Дима, сделай отчёт до пятницы", DAY)
    assert asked is not None and asked.name == "Дима" and asked.due == date(2026, 12, 4)


def test_an_ordinary_word_before_an_address_is_no_filler() -> None:
    asked = find_assignment("Склад, Дима, сделай отчёт до пятницы", DAY)
    assert asked is None or asked.name != "Дима"
