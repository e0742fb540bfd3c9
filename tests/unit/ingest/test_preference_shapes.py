"""Preferences said as a request or a word about oneself (issue 10, session 10): a timed
"don't" with no object, a "don't" to the sender with a habit word, a rhythm ("morning
person", «сова»), what one eats or drinks, a stance on how the team talks, a scope
before "I prefer", a second request in the same sentence, an opener ("pls remember:").
Near-misses — a question, a one-off, someone else, a proposal, a joke taken back — stay
nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from vaultmind.agent.ingest.extract.statements import find_statements
from vaultmind.agent.ingest.sources.formats import RawMessage

TUESDAY = datetime(2026, 12, 1, 9, 30, tzinfo=ZoneInfo("Europe/Moscow"))


def preferences(text: str) -> list[str]:
    said = find_statements(RawMessage("jsonl", "1", "team", "1", TUESDAY, "Lena", text))
    return [s.text for s in said if s.kind == "preference"]


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("после 19 не звоните, пожалуйста", "После 19 не звоните"),
        ("по выходным мне не пишите, я с семьёй", "По выходным мне не пишите"),
        ("pls don't call me after 7pm", "Don't call me after 7pm"),
        ("мне образцы в общий холодильник не ставьте, я всегда забираю сама",
         "Мне образцы в общий холодильник не ставьте"),
        ("и не присылайте мне больше сканы, я их не открываю", "Не присылайте мне больше сканы"),
        ("btw I'm a night owl — if you need me, evenings are best", "Night owl"),
        ("я жаворонок, так что созвоны с утра", "Жаворонок"),
        ("я сахар вообще не ем, только мёд", "Сахар вообще не ем, только мёд"),
        ("I don't drink coffee", "I don't drink coffee"),
        ("кстати, я веган", "Веган"),
        ("я вообще за то, чтобы всё письменно, а не голосом", "За то, чтобы всё письменно"),
        ("после обеда не дёргайте, я в цеху", "После обеда не дёргайте"),
        ("по всем вопросам оплаты я предпочитаю почту",
         "По всем вопросам оплаты: предпочитает почту"),
        ("for anything legal I prefer email, not chat",
         "For anything legal: prefers email, not chat"),
        ("коллеги, мне лучше писать в личку, после 20 не пишите",
         "Мне лучше писать в личку; после 20 не пишите"),
        ("folks pls remember: no meetings before 11, I'm in the lab",
         "No meetings before 11"),
        # a form of message asked for or refused, a channel asked of all
        ("без голосовых, пожалуйста", "Без голосовых"),
        ("please don't send me voice memos", "Don't send me voice memos"),
        ("я не слушаю кружочки", "Я не слушаю кружочки"),
        ("звоните в телегу, не на мобильный", "Звоните в телегу"),
        ("кружочки не люблю, лучше текстом", "Не любит кружочки"),
        # when one works best
        ("I'm most productive after lunch", "Most productive after lunch"),
        ("по вечерам я лучше соображаю", "По вечерам лучше соображаю"),
        ("для меня удобнее созвоны после обеда", "Удобнее созвоны после обеда"),
        ("plz no syncs on mondays", "No syncs on mondays"),
        ("не пишите мне после 10 вечера", "Не пишите мне после 10 вечера"),
        # working hours as a habit; a place for requests set against another
        ("я обычно на связи с 10 до 19", "Я обычно на связи с 10 до 19"),
        ("my hours are 7-3", "My hours are 7-3"),
        ("мой рабочий день с 9 до 18", "Мой рабочий день с 9 до 18"),
        ("please log bugs in the tracker, not in chat",
         "Log bugs in the tracker, not in chat"),
        ("заявки кидайте в таблицу, а не в личку", "Заявки кидайте в таблицу, а не в личку"),
        ("я по вечерам не проверяю почту", "Я по вечерам не проверяю почту"),
        # answering only at a time or a way
        ("клиентам отвечаю только в рабочее время", "Клиентам отвечаю только в рабочее время"),
        ("I only take calls after 3", "I only take calls after 3"),
    ],
)  # fmt: skip
def test_a_preference_in_a_chat_shape(text: str, memory: str) -> None:
    assert preferences(text) == [memory]


def test_two_sentences_of_one_message_are_one_preference() -> None:
    found = preferences("Не ставьте мне больше созвоны на 9 утра 😅 Мне удобнее после 11")
    assert found == ["Не ставьте мне больше созвоны на 9 утра; удобнее после 11"]


@pytest.mark.parametrize(
    "text",
    [
        "после 19 не звонить?",  # a question
        "мне этот файл не присылайте, я уже скачала",  # a one-off, no habit word
        "Петя после 19 не пишет",  # someone else
        "is Sam a morning person?",
        "Sam is a night owl",
        "Петя кофе не пьёт",
        "я сегодня не ем, анализы",  # one day
        "я не ем в столовой сегодня",  # a place and a day
        "I don't eat lunch before the demo",
        "я за то, чтобы перенести релиз",  # a proposal, not how we talk
        "for Alice I prefer the blue one",  # someone else's thing
        "for now I prefer to wait",  # one decision, not a kind of case
        "я за то, чтобы обсудить в чате",  # one talk, not how the team talks
        "я жаворонок, шучу",  # said and taken back
        "звоните в телегу, если что-то горит",  # a condition
        "понедельники не люблю",  # a mood about a weekday
        "я тебя не люблю",  # about a person
        "кто хочет билеты — пишите в личку",  # an announcement, no channel set against
        "это не люблю",
        "I'm more productive than last week",  # a comparison, no when
        "для меня лучше второй вариант",  # a pick among options
        "я лучше сделаю сам",  # an offer, not how one works
        "put the boxes in the truck, not the van",  # no channel
        "send it to Anna, not Bob",
        "лучше в пятницу, а не в среду",  # a day picked
        "в субботу я на связи с 10 до 14",  # one day's hours
        "я работаю с Петей до пятницы",  # no hours
        "я отвечаю только за бэкенд",  # a duty
        "я читаю только заголовки",  # no time or way
        "I only answer to Bob",
    ],
)
def test_no_preference(text: str) -> None:
    assert preferences(text) == []


def test_a_fact_before_if_is_a_hedge() -> None:
    """ "— if …" leaves a preference or a state standing, never news about someone."""
    said = find_statements(
        RawMessage(
            "jsonl", "1", "team", "1", TUESDAY, "Lena", "Anna left the company — if I heard right"
        )
    )
    assert said == []
