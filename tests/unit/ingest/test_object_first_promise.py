"""Russian puts the object before the verb as often as after it (issue 10, session 10):
«Кабель до щитовой протяну к пятнице» promises as «Протяну кабель к пятнице» does. The
verb's shape (a perfective first person) says who promises; a preposition before it
makes it a noun («к обеду»), and a negation, a question or another subject before it
makes it no promise of the sender's. Also: the short weekdays chats write («в пн», «к
пт») and a clock time before the verb («в пн к 6:45 подъеду»)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.promises import find_promises
from vaultmind.agent.ingest.sources.formats import RawMessage

TUESDAY = datetime(2026, 11, 24, 12, 0, tzinfo=ZoneInfo("Europe/Moscow"))


def promises(text: str) -> list[tuple[str, str]]:
    said = RawMessage("telegram", "1", "Склад", "1", TUESDAY, "Вера Котова", text)
    return [(p.text, str(p.due)) for p in find_promises(said)]


@pytest.mark.parametrize(
    ("text", "task", "due"),
    [
        ("Кабель до щитовой протяну к пятнице", "Кабель до щитовой протяну", "2026-11-27"),
        ("Накладные для бухгалтерии распечатаю и подпишу завтра",
         "Накладные для бухгалтерии распечатаю и подпишу", "2026-11-25"),
        ("ключи от склада отдам Пете в четверг", "Ключи от склада отдам Пете", "2026-11-26"),
        ("Олег, стеллажи на втором этаже соберу к среде", "Стеллажи на втором этаже соберу",
         "2026-11-25"),
        # a short weekday, and a clock time before the verb
        ("в пт к 9:30 сама подъеду и приму поставку", "К 9:30 сама подъеду и приму поставку",
         "2026-11-27"),  # the time is kept: it says when to be there
        ("отчёт по остаткам к пт допишу", "Отчёт по остаткам допишу", "2026-11-27"),
    ],
)  # fmt: skip
def test_the_object_before_the_verb_is_still_a_promise(text: str, task: str, due: str) -> None:
    assert promises(text) == [(task, due)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Кабель до щитовой не протяну к пятнице", []),  # negated
        ("А кто кабель до щитовой протянет к пятнице?", []),  # asked, another person
        ("Кабель до щитовой он протянет к пятнице", []),  # someone else
        ("Документы по договору к пятнице", []),  # a noun after a preposition, no verb
        ("Кабель до щитовой протянули в пятницу", []),  # done, not promised
        ("Сделаю к пятнице, а потом отдохну", [("Сделаю к пятнице", "2026-11-27")]),
        # what one is doing or about to: -ходить, -носить, -водить are imperfective
        ("Больничный закрывают, 1-го выхожу", []),
        ("С января перехожу на полставки", []),
        # days off taken are no task
        ("На след неделе возьму за свой счёт, семейное", []),
        ("Беру отгул в пятницу", []),
        # a Russian «-го» alone is a day; before a noun it counts, it is no day
        (
            "Кампанию запущу 25-го как договаривались",
            [("Кампанию запущу как договаривались", "2026-11-25")],
        ),
    ],
)
def test_no_promise_without_the_senders_verb(text: str, found: list[tuple[str, str]]) -> None:
    assert promises(text) == found
